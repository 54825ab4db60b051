//! Counting practice drawn (wasm32 only): its card in the side panel (on/off, the numbers hidden, the score)
//! and, while practising, the card over the board: the question, the number of seeds to capture, Sow, the
//! seeds counted aloud as the board sows, and whether the guess was right. Reads the state (`model.rs`),
//! never changes it; every word from `model.rs` and the `practice-*` messages.

use crate::features::counting::model as counting;
use crate::features::counting::model::Counting;
use crate::features::game::state::State;
use crate::view::action::{Action, PracticeAction};
use crate::view::dom::{self, button, html, set_attr, set_hidden, set_text, El};
use wari_ui::i18n::{tr, Lang};
use wasm_bindgen::JsCast;
use web_sys::Element;

/// The practice's elements.
pub struct CountingView {
    toggle: Element,
    hide: Element,
    score: Element,
    /// The card over the board.
    card: Element,
    /// The question, or the seeds counted and the verdict (read by screen readers when it changes).
    status: Element,
    /// The seeds counted while the board sows (seen; the status says it all once the move is sown).
    counting: Element,
    number: Element,
    number_row: Element,
    sow: Element,
    cancel: Element,
    /// The number field takes the focus at the next drawing (once it is shown).
    focus_pending: std::cell::Cell<bool>,
}

impl CountingView {
    /// Builds the panel card (after the first card of `panel`) and the card over the board (before
    /// `board_holder`).
    pub fn build(lang: Lang, panel: Option<&Element>, board_holder: &Element) -> CountingView {
        let toggle = dom::toggle(
            Action::Practice(PracticeAction::Toggle),
            &tr!(lang, "practice-toggle"),
        );
        let hide = dom::toggle(
            Action::Practice(PracticeAction::Hide),
            &tr!(lang, "practice-hide"),
        );
        let score = html("p").attr("class", "practice-score");
        let side = dom::intro_card(
            &tr!(lang, "practice-heading"),
            "practice",
            &tr!(lang, "practice-intro"),
        )
        .child(
            &html("div")
                .attr("class", "practice-toggles")
                .child(&toggle)
                .child(&hide),
        )
        .child(&score);
        dom::put_in_panel(panel, &side, 1);
        let status = dom::live_status("practice-status");
        let counting = html("p")
            .attr("class", "practice-counting")
            .attr("aria-hidden", "true");
        let number = html("input")
            .attr("id", "practice-number")
            .attr("type", "number")
            .attr("min", "0")
            .attr("max", "200")
            .attr("value", "0")
            .attr("inputmode", "numeric");
        let number_row = html("p")
            .attr("class", "practice-number")
            .child(
                &html("label")
                    .attr("for", "practice-number")
                    .text(&tr!(lang, "practice-captured-label")),
            )
            .child(&number);
        let sow = dom::primary(
            Action::Practice(PracticeAction::Sow),
            &tr!(lang, "practice-sow"),
        );
        let cancel = button(
            Action::Practice(PracticeAction::Cancel),
            &tr!(lang, "practice-cancel"),
        );
        let card = dom::board_card("practice-card", "practice-title")
            .child(
                &html("h2")
                    .attr("id", "practice-title")
                    .text(&tr!(lang, "practice-heading")),
            )
            .child(&status)
            .child(&counting)
            .child(&number_row)
            .child(
                &html("div")
                    .attr("class", "lesson-buttons")
                    .child(&sow)
                    .child(&cancel),
            );
        dom::put_before(board_holder, &card);
        CountingView {
            toggle,
            hide,
            score,
            card,
            status,
            counting,
            number,
            number_row,
            sow,
            cancel,
            focus_pending: std::cell::Cell::new(false),
        }
    }

    /// The number of seeds said (0 when the field holds no number).
    pub fn number(&self) -> u32 {
        self.number
            .dyn_ref::<web_sys::HtmlInputElement>()
            .and_then(|i| i.value().trim().parse().ok())
            .unwrap_or(0)
    }

    /// Puts the focus on the number field once it is drawn (the last pit was said).
    pub fn focus_number(&self) {
        self.focus_pending.set(true);
    }

    /// Draws the practice from the state.
    pub fn render(&self, c: &Counting, state: &State) {
        let lang = state.lang;
        set_attr(
            &self.toggle,
            "aria-pressed",
            if c.on { "true" } else { "false" },
        );
        set_attr(
            &self.hide,
            "aria-pressed",
            if c.hide { "true" } else { "false" },
        );
        set_text(&self.score, &counting::score(lang, c));
        set_hidden(&self.score, c.tries == 0);
        dom::set_body_class("hide-counts", c.hide);
        let n = state.n();
        let question = counting::question(lang, c, state);
        let progress = c.progress(state);
        set_hidden(
            &self.card,
            !c.on || (question.is_none() && progress.is_none()),
        );
        let ready = c.ready().is_some();
        set_hidden(&self.number_row, !ready);
        set_hidden(&self.sow, !ready);
        if ready && self.focus_pending.replace(false) {
            dom::focus(&self.number);
            if let Some(i) = self.number.dyn_ref::<web_sys::HtmlInputElement>() {
                i.select();
            }
        }
        set_hidden(&self.cancel, c.asking.is_none());
        let (status, count_text) = match (question, c.sown.as_ref(), progress) {
            (Some(q), _, _) => (q, String::new()),
            (None, Some(sown), Some(k)) => {
                let text = counting::counted(lang, n, sown, k);
                if k < sown.answer.sown.len() {
                    (String::new(), text)
                } else {
                    (
                        format!("{text} {}", counting::verdict(lang, n, sown)),
                        String::new(),
                    )
                }
            }
            _ => (String::new(), String::new()),
        };
        set_text(&self.status, &status);
        set_text(&self.counting, &count_text);
        set_hidden(&self.counting, count_text.is_empty());
        let kind = match c.sown.as_ref() {
            Some(s) if c.asking.is_none() && s.answer.check(s.guess).right() => {
                "practice-status done"
            }
            Some(_) if c.asking.is_none() => "practice-status wrong",
            _ => "practice-status",
        };
        set_attr(&self.status, "class", kind);
    }
}
