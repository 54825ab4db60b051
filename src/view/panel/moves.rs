//! The move list under the board: a start button, then one button a move (going to that ply), numbered at
//! each turn of the first player.

use crate::view::action::Action;
use crate::view::dom::{button, clear, html, set_attr, set_class, El};
use wari_core::rules::Player;
use wari_ui::i18n::{self, Lang};
use wasm_bindgen::JsCast;
use web_sys::Element;

/// The move list's element and what it shows.
pub struct MoveList {
    /// The language of its labels.
    lang: Lang,
    /// The `<div class="moves">`.
    pub el: Element,
    /// The move list as last drawn: (letters of all moves, ply).
    drawn: Option<(String, usize)>,
}

impl MoveList {
    /// An empty move list in `lang`.
    pub fn build(lang: Lang) -> MoveList {
        let el = html("div")
            .attr("class", "moves")
            .attr("role", "group")
            .attr("aria-label", lang.t().move_list_label);
        MoveList {
            lang,
            el,
            drawn: None,
        }
    }

    /// Shows the moves `letters` at `ply`; the moves after the ply (the redo tail) are dimmed. Rebuilt only
    /// when the moves change; a change of ply only updates the buttons (so the focus stays where it is).
    pub fn show(&mut self, letters: &str, ply: usize, starter: Player) {
        let same_moves = self.drawn.as_ref().is_some_and(|(l, _)| l == letters);
        if !same_moves {
            self.rebuild(letters, starter);
        }
        if let Ok(buttons) = self.el.query_selector_all("button[data-ply]") {
            for k in 0..buttons.length() {
                let Some(b) = buttons.item(k).and_then(|n| n.dyn_into::<Element>().ok()) else {
                    continue;
                };
                let p: usize = b
                    .get_attribute("data-ply")
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(0);
                set_class(&b, "future", p > ply);
                if p == ply {
                    set_attr(&b, "aria-current", "step");
                } else if b.has_attribute("aria-current") {
                    let _ = b.remove_attribute("aria-current");
                }
            }
        }
        self.drawn = Some((letters.to_string(), ply));
    }

    fn rebuild(&mut self, letters: &str, starter: Player) {
        let t = self.lang.t();
        clear(&self.el);
        let start = button(Action::Goto(0), t.start_position)
            .attr("data-ply", "0")
            .attr("class", "move start");
        self.el.append_child(&start).ok();
        if letters.is_empty() {
            self.el
                .append_child(&html("span").attr("class", "hint-text").text(t.no_moves))
                .ok();
        }
        // Each turn (a number, then the moves of both players, extra turns included) wraps as one piece.
        let mut turn = 0;
        let mut prev: Option<Player> = None;
        let mut group: Option<Element> = None;
        for (k, c) in letters.chars().enumerate() {
            let mover = if c.is_ascii_uppercase() {
                Player::South
            } else {
                Player::North
            };
            if group.is_none() || (mover == starter && prev != Some(starter)) {
                let g = html("span").attr("class", "turn");
                if mover == starter {
                    turn += 1;
                    g.append_child(
                        &html("span")
                            .attr("class", "turn-number")
                            .attr("aria-hidden", "true")
                            .text(&format!("{turn}.")),
                    )
                    .ok();
                }
                self.el.append_child(&g).ok();
                group = Some(g);
            }
            prev = Some(mover);
            let b = button(Action::Goto(k + 1), &c.to_string())
                .attr("data-ply", &(k + 1).to_string())
                .attr(
                    "aria-label",
                    &i18n::fill(t.move_label, &[&(k + 1).to_string(), &c.to_string()]),
                )
                .attr("class", "move");
            if let Some(g) = &group {
                g.append_child(&b).ok();
            }
        }
        // Keep the latest move in view (reading the height lays the page out at once: not for an empty list,
        // as when the page starts, whose first frame then lays it out only once).
        if !letters.is_empty() {
            self.el.set_scroll_top(self.el.scroll_height());
        }
    }
}
