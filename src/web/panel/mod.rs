//! The page around the board: header (language, How to play), the mode buttons, the status line and the
//! button bar under the board ([`Ui`]: what the first screen needs, built in the start's task), and the side
//! panel (players, rules with the custom section, match, settings), the move list and the How to play dialog
//! ([`Panel`], `side.rs`: built after the first paint, see `later.rs`).
//!
//! [`Ui::build`] creates the first in one language, [`Panel::build`] the second beside it (both are rebuilt
//! when the language changes); the app updates the dynamic parts through the fields. Controls are built from
//! their [`Action`] (`data-action`): the message loop's one listener on the document handles every click and
//! change (no closure per control or per render).

mod custom;
mod help;
mod moves;
mod side;

pub use custom::CustomForm;
pub use moves::MoveList;
pub use side::Panel;

use super::action::{Action, Menu};
use super::dom::{button, clear, html, label, live_status, select, set_attr, set_flag, El};
use super::i18n::{self, Lang};
use crate::ai::LEVELS;
use crate::params::Seat;
use crate::rules::MatchFormat;
use web_sys::Element;

/// The page's first screen: its dynamic elements.
pub struct Ui {
    /// The language it was built in.
    pub lang: Lang,
    /// Where the board's `<svg>` goes.
    pub board_holder: Element,
    /// Status line parts: the last move, the turn or result, a passing note.
    pub status_move: Element,
    /// The turn, thinking or the result.
    pub status_turn: Element,
    /// A passing note (illegal move, hint, copied).
    pub status_note: Element,
    /// The thinking indicator.
    pub spinner: Element,
    /// The notices list.
    pub notices: Element,
    /// Mode buttons.
    pub mode_computer: Element,
    /// Two players.
    pub mode_two: Element,
    /// Bar buttons.
    pub undo: Element,
    /// Redo.
    pub redo: Element,
    /// Hint.
    pub hint: Element,
    /// End by agreement.
    pub agree: Element,
    /// Let the computer play on from an earlier position.
    pub play_on: Element,
    /// Next game of a match.
    pub next_game: Element,
    /// The play column (the board, its status line and bar; the move list goes under them).
    play: Element,
    /// The columns: the play column, then the side panel.
    layout: Element,
}

/// The menu entries of a player: human, then the computer levels.
pub fn seat_options(lang: Lang) -> Vec<(String, String)> {
    let mut v = vec![(Seat::Human.id(), lang.t().human.to_string())];
    for l in 1..=LEVELS {
        v.push((Seat::Computer(l).id(), i18n::level_name(lang, l)));
    }
    v
}

/// The menu value of a match format.
pub fn match_value(f: MatchFormat) -> String {
    f.id()
}

impl Ui {
    /// Builds the first screen inside `app` (emptied first) in `lang`: the header, the notices, the play
    /// column with the mode buttons, the board's holder, the status line and the bar.
    pub fn build(app: &Element, lang: Lang) -> Ui {
        let t = lang.t();
        clear(app);

        // Header.
        let lang_select = select(
            "lang",
            Some(Menu::Lang),
            &Lang::ALL
                .iter()
                .map(|l| (l.code().to_string(), l.native_name().to_string()))
                .collect::<Vec<_>>(),
        );
        set_attr(&lang_select, "autocomplete", "off");
        super::dom::set_value(&lang_select, lang.code());
        let header = html("header")
            .attr("class", "top")
            .child(
                &html("div")
                    .attr("class", "brand")
                    .child(&html("h1").text("Wari"))
                    .child(&html("p").attr("class", "tagline").text(t.tagline)),
            )
            .child(
                &html("div")
                    .attr("class", "tools")
                    .child(&label("lang", t.language))
                    .child(&lang_select)
                    .child(&button(Action::HelpOpen, t.how_to_play).attr("class", "help-button")),
            );
        let notices = html("ul").attr("class", "notices").attr("id", "notices");

        // The play area.
        let mode_computer = button(Action::ModeComputer, t.vs_computer);
        let mode_two = button(Action::ModeTwo, t.two_players);
        let modes = html("div")
            .attr("class", "modes")
            .attr("role", "group")
            .attr("aria-label", t.mode_label)
            .child(&mode_computer)
            .child(&mode_two);
        let board_holder = html("div").attr("class", "board-holder");
        let spinner = html("span")
            .attr("class", "spinner")
            .attr("aria-hidden", "true")
            .attr("hidden", "");
        let status_move = html("span").attr("class", "status-move");
        let status_turn = html("span").attr("class", "status-turn");
        let status_note = html("span").attr("class", "status-note");
        let status = live_status("status")
            .attr("id", "status")
            .child(&spinner)
            .child(&status_move)
            .child(&html("span").text(" "))
            .child(&status_turn)
            .child(&html("span").text(" "))
            .child(&status_note);
        let undo = button(Action::Undo, t.undo).attr("aria-keyshortcuts", "Control+Z");
        let redo = button(Action::Redo, t.redo).attr("aria-keyshortcuts", "Control+Y");
        let hint = button(Action::Hint, t.hint);
        let agree = button(Action::Agree, t.end_agreement)
            .attr("title", t.end_agreement_title)
            .attr("hidden", "");
        let play_on = button(Action::PlayOn, t.play_on).attr("hidden", "");
        let next_game = button(Action::NextGame, t.next_game)
            .attr("class", "primary")
            .attr("hidden", "");
        let bar = html("div")
            .attr("class", "bar")
            .child(&undo)
            .child(&redo)
            .child(&hint)
            .child(&button(Action::Flip, t.flip))
            .child(&agree)
            .child(&play_on)
            .child(&next_game)
            .child(
                &button(Action::NewGame, t.new_game)
                    .attr("title", t.new_game_title)
                    .attr("class", "new-game"),
            );
        let play = html("section")
            .attr("class", "play")
            .child(&modes)
            .child(&board_holder)
            .child(&status)
            .child(&bar);
        let layout = html("div").attr("class", "layout").child(&play);
        app.append_child(&header).ok();
        app.append_child(&notices).ok();
        app.append_child(&layout).ok();

        Ui {
            lang,
            board_holder,
            status_move,
            status_turn,
            status_note,
            spinner,
            notices,
            mode_computer,
            mode_two,
            undo,
            redo,
            hint,
            agree,
            play_on,
            next_game,
            play,
            layout,
        }
    }

    /// Marks which mode button is on.
    pub fn show_mode(&self, seats: [Seat; 2]) {
        let humans = seats.iter().filter(|s| !s.is_computer()).count();
        set_attr(
            &self.mode_computer,
            "aria-pressed",
            if humans == 1 { "true" } else { "false" },
        );
        set_attr(
            &self.mode_two,
            "aria-pressed",
            if humans == 2 { "true" } else { "false" },
        );
    }

    /// Enables or disables a button.
    pub fn enable(el: &Element, on: bool) {
        set_flag(el, "disabled", !on);
    }
}
