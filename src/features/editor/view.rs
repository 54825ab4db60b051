//! The position editor drawn (wasm32 only): a card in the side panel ("Set up a position" and its button), and
//! while a position is set up, the board with the set-up's seeds and the editor's card over it: the place
//! selected with its seed buttons and number field, who moves, empty / missing seeds to the stores / start
//! position, the engine's check in words (a live region), and the ways out: play (two players, or either side
//! against the computer), copy a link, embed as a puzzle, print the worksheet, back to the game. Reads the
//! state (`model.rs`), never changes it.

use crate::features::editor::model::{Editing, Place};
use crate::features::game::state::State;
use crate::view::action::PlayAs;
use crate::view::action::{Action, EditorAction, Menu};
use crate::view::board::{Board, View as BoardView};
use crate::view::dom::{self, button, html, set_attr, set_class, set_hidden, set_text, El};
use crate::view::error_text;
use crate::view::panel::Ui;
use std::cell::Cell;
use wari_core::rules::{move_letter, Player};
use wari_ui::i18n::{self, tr, Lang};
use web_sys::Element;

/// The editor's elements.
pub struct EditorView {
    /// The card over the board.
    card: Element,
    /// The number field's label.
    count_label: Element,
    /// The number field.
    count: Element,
    /// Who moves: South's and North's buttons.
    to_move: [Element; 2],
    /// G5's extra turn (shown under G5 only).
    feed_turn: Element,
    /// How many seeds are placed.
    placed: Element,
    /// The engine's check in words.
    check: Element,
    /// The buttons that need a playable position: play (three), link, embed, print.
    exits: Vec<Element>,
    /// The card was shown at the last render (the board's marks are then taken away once).
    shown: Cell<bool>,
}

impl EditorView {
    /// Builds the panel card (put after the puzzles' card in `panel`) and the editor card (under the board).
    pub fn build(lang: Lang, panel: Option<&Element>, board_holder: &Element) -> EditorView {
        let side = dom::intro_card(
            &tr!(lang, "editor-heading"),
            "editor-side",
            &tr!(lang, "editor-intro"),
        )
        .child(&button(
            Action::Editor(EditorAction::Open),
            &tr!(lang, "editor-open"),
        ));
        // After the puzzles' card, which is the panel's first.
        dom::put_in_panel(panel, &side, 1);
        let count_label = html("label").attr("for", "editor-count");
        let count = html("input")
            .attr("type", "number")
            .attr("id", "editor-count")
            .attr("min", "0")
            .attr("inputmode", "numeric")
            .attr("data-action", Menu::EditorCount.name());
        let step = |action: EditorAction, sign: &str, label: &str| {
            button(Action::Editor(action), sign)
                .attr("class", "editor-step")
                .attr("aria-label", label)
                .attr("title", label)
        };
        let place = html("div")
            .attr("class", "editor-place")
            .child(&count_label)
            .child(
                &html("div")
                    .attr("class", "editor-stepper")
                    .child(&step(EditorAction::Less, "−", &tr!(lang, "editor-less")))
                    .child(&count)
                    .child(&step(EditorAction::More, "+", &tr!(lang, "editor-more"))),
            );
        let to_move = [Player::South, Player::North].map(|p| {
            dom::toggle(
                Action::Editor(EditorAction::ToMove(p)),
                i18n::player(lang, p),
            )
        });
        let turn = html("div")
            .attr("class", "editor-row")
            .attr("role", "group")
            .attr("aria-labelledby", "editor-to-move")
            .child(
                &html("span")
                    .attr("id", "editor-to-move")
                    .attr("class", "editor-row-label")
                    .text(&tr!(lang, "editor-to-move")),
            )
            .child(&to_move[0])
            .child(&to_move[1]);
        let feed_turn = dom::toggle(
            Action::Editor(EditorAction::FeedTurn),
            &tr!(lang, "editor-feed-turn"),
        )
        .attr("title", &tr!(lang, "editor-feed-turn-title"));
        turn.append_child(&feed_turn).ok();
        let fill = button(
            Action::Editor(EditorAction::Fill),
            &tr!(lang, "editor-fill"),
        )
        .attr("title", &tr!(lang, "editor-fill-title"));
        let whole = html("div")
            .attr("class", "editor-row")
            .child(&button(
                Action::Editor(EditorAction::Clear),
                &tr!(lang, "editor-clear"),
            ))
            .child(&fill)
            .child(&button(
                Action::Editor(EditorAction::Start),
                &tr!(lang, "editor-start"),
            ));
        let placed = html("p").attr("class", "editor-placed");
        let check = dom::live_status("editor-check");
        let exit = |action: EditorAction, id: &str| button(Action::Editor(action), &tr!(lang, id));
        let exits = vec![
            exit(EditorAction::Play(PlayAs::Two), "editor-play-two"),
            exit(
                EditorAction::Play(PlayAs::Side(Player::South)),
                "editor-play-south",
            ),
            exit(
                EditorAction::Play(PlayAs::Side(Player::North)),
                "editor-play-north",
            ),
            exit(EditorAction::Link, "editor-link"),
            exit(EditorAction::Embed, "editor-embed"),
            exit(EditorAction::Print, "editor-print"),
        ];
        let play = html("div")
            .attr("class", "editor-row")
            .attr("role", "group")
            .attr("aria-labelledby", "editor-play")
            .child(
                &html("span")
                    .attr("id", "editor-play")
                    .attr("class", "editor-row-label")
                    .text(&tr!(lang, "editor-play-heading")),
            );
        for b in &exits[..3] {
            play.append_child(b).ok();
        }
        set_attr(&exits[0], "class", "primary");
        let share = html("div").attr("class", "editor-row");
        for b in &exits[3..] {
            share.append_child(b).ok();
        }
        share
            .append_child(&button(
                Action::Editor(EditorAction::Leave),
                &tr!(lang, "editor-leave"),
            ))
            .ok();
        let card = dom::board_card("editor-card", "editor-title")
            .child(
                &html("h2")
                    .attr("id", "editor-title")
                    .attr("tabindex", "-1")
                    .text(&tr!(lang, "editor-heading")),
            )
            .child(
                &html("p")
                    .attr("class", "hint-text")
                    .text(&tr!(lang, "editor-help")),
            )
            .child(&place)
            .child(&turn)
            .child(&whole)
            .child(&placed)
            .child(&check)
            .child(&play)
            .child(&share);
        // Under the board and its status line, where the game's buttons are (they are put away meanwhile).
        if let Some(parent) = board_holder.parent_element() {
            let bar = parent.query_selector(".bar").ok().flatten();
            let _ = parent.insert_before(&card, bar.as_deref());
        }
        EditorView {
            card,
            count_label,
            count,
            to_move,
            feed_turn,
            placed,
            check,
            exits,
            shown: Cell::new(false),
        }
    }

    /// The editor opened: the focus goes to its title, so a screen reader reads where it is.
    pub fn opened(&self) {
        set_hidden(&self.card, false);
        if let Some(h) = dom::by_id("editor-title") {
            dom::focus(&h);
        }
    }

    /// The editor closed: the focus goes back to the button that opens it.
    pub fn closed(&self) {
        let opener = format!(
            "[data-action=\"{}\"]",
            Action::Editor(EditorAction::Open).name()
        );
        if let Some(b) = dom::document().query_selector(&opener).ok().flatten() {
            dom::focus(&b);
        }
    }

    /// Draws the card from the state, and the board and status line when a position is set up (returns
    /// whether it did: the game is not drawn then).
    pub fn render(
        &self,
        editing: Option<&Editing>,
        state: &State,
        board: &mut Board,
        ui: &Ui,
    ) -> bool {
        dom::set_body_class("editing", editing.is_some());
        let Some(e) = editing else {
            if self.shown.replace(false) {
                set_hidden(&self.card, true);
                mark_stores(board, None);
            }
            return false;
        };
        self.shown.set(true);
        set_hidden(&self.card, false);
        let lang = state.lang;
        draw_board(state, e, board);
        let n = e.rules.pits_a_side() as usize;
        let label = match e.selected {
            Place::Pit(i) => tr!(lang, "editor-count-pit", "pit" => move_letter(n, i)),
            Place::Store(p) => tr!(lang, "editor-count-store", "player" => p),
        };
        set_text(&self.count_label, &label);
        set_attr(&self.count, "max", &e.rules.total_seeds().to_string());
        dom::set_value(&self.count, &e.count(e.selected).to_string());
        for (k, b) in self.to_move.iter().enumerate() {
            let on = e.setup.to_move.index() == k;
            set_attr(b, "aria-pressed", if on { "true" } else { "false" });
        }
        set_hidden(&self.feed_turn, !e.has_feed_turn());
        let on = e.setup.feed_turn;
        set_attr(
            &self.feed_turn,
            "aria-pressed",
            if on { "true" } else { "false" },
        );
        set_text(
            &self.placed,
            &tr!(lang, "editor-placed", "placed" => e.setup.seeds(), "total" => e.rules.total_seeds()),
        );
        let check = e.check();
        let words = match &check {
            Ok(_) => tr!(lang, "editor-ready"),
            Err(err) => error_text::playable_error(lang, err),
        };
        set_text(&self.check, &words);
        set_class(&self.check, "wrong", check.is_err());
        for b in &self.exits {
            Ui::enable(b, check.is_ok());
        }
        set_text(&ui.status_move, "");
        set_text(&ui.status_turn, &tr!(lang, "editor-status"));
        set_hidden(&ui.spinner, true);
        dom::set_class(&ui.status_turn, "over", false);
        true
    }
}

/// The board showing the set-up: its seeds, the player to move, the place selected.
fn draw_board(state: &State, e: &Editing, board: &mut Board) {
    let lang = state.lang;
    let n = e.rules.pits_a_side() as usize;
    let pit_labels: Vec<String> = e
        .setup
        .pits
        .iter()
        .enumerate()
        .map(|(i, &c)| i18n::pit_label(lang, move_letter(n, i), Some(c as u32), false, false))
        .collect();
    let store_labels = [Player::South, Player::North]
        .map(|p| i18n::store_label(lang, p, e.count(Place::Store(p)) as u32));
    let selected_pit = match e.selected {
        Place::Pit(i) => Some(i),
        Place::Store(_) => None,
    };
    board.render(&BoardView {
        pits: &e.setup.pits,
        stores: e.setup.stores.map(u16::from),
        legal: 0,
        last: None,
        active: None,
        flash: 0,
        flight: None,
        hint: None,
        focus: selected_pit.unwrap_or(state.focus),
        pit_labels: &pit_labels,
        store_labels: [&store_labels[0], &store_labels[1]],
        names: [
            i18n::player(lang, Player::South),
            i18n::player(lang, Player::North),
        ],
        to_move: Some(e.setup.to_move),
    });
    for i in 0..e.setup.pits.len() {
        if let Some(g) = board.pit_element(i) {
            set_class(g, "selected", selected_pit == Some(i));
        }
    }
    mark_stores(board, Some(e.selected));
}

/// The stores as controls while a position is set up (a tab stop each, the selected one marked), as pictures
/// otherwise; no pit is marked selected then.
fn mark_stores(board: &Board, selected: Option<Place>) {
    for p in [Player::South, Player::North] {
        let Some(g) = board.store_element(p) else {
            continue;
        };
        set_class(g, "selected", selected == Some(Place::Store(p)));
        if selected.is_some() {
            set_attr(g, "role", "button");
            set_attr(g, "tabindex", "0");
        } else {
            set_attr(g, "role", "img");
            let _ = g.remove_attribute("tabindex");
        }
    }
    if selected.is_none() {
        let mut i = 0;
        while let Some(g) = board.pit_element(i) {
            set_class(g, "selected", false);
            i += 1;
        }
    }
}
