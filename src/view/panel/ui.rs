//! The page's first screen ([`Ui`]): the header (language, How to play), the mode buttons, the status line and
//! the button bar under the board, built in the start's task.

use crate::view::action::{Action, Menu};
use crate::view::dom::{set_attr, set_flag};
use crate::view::markup::Markup;
use wari_core::params::Seat;
use wari_core::rules::MatchFormat;
use wari_engine::LEVELS;
use wari_ui::i18n::{self, Lang};
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
    pub(crate) play: Element,
    /// The columns: the play column, then the side panel.
    pub(crate) layout: Element,
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

/// A `<button type="button">` for `action` with its `label` and `extra` attributes (as [`crate::web::dom::button`]
/// builds one).
fn button(m: &mut Markup, action: Action, label: &str, extra: &[(&str, &str)]) {
    let mut attrs = vec![("type", "button"), ("data-action", action.name())];
    attrs.extend_from_slice(extra);
    m.open("button", &attrs).text(label).close("button");
}

/// The element of `root` that `selector` finds: one the caller has just written.
fn find(root: &Element, selector: &str) -> Element {
    root.query_selector(selector)
        .ok()
        .flatten()
        .expect("an element the first screen's markup has")
}

impl Ui {
    /// Builds the first screen inside `app` (emptied first) in `lang`: the header, the notices, the play
    /// column with the mode buttons, the board's holder, the status line and the bar.
    pub fn build(app: &Element, lang: Lang) -> Ui {
        let t = lang.t();
        // Written as one text and parsed by the browser at once (see `markup.rs`), replacing what was there.
        let mut m = Markup::new();
        m.open("header", &[("class", "top")])
            .open("div", &[("class", "brand")])
            .open("h1", &[])
            .text("Wari")
            .close("h1")
            .open("p", &[("class", "tagline")])
            .text(t.tagline)
            .close("p")
            .close("div")
            .open("div", &[("class", "tools")])
            .open("label", &[("for", "lang")])
            .text(t.language)
            .close("label")
            .open(
                "select",
                &[
                    ("id", "lang"),
                    ("data-action", Menu::Lang.name()),
                    ("autocomplete", "off"),
                ],
            );
        for l in Lang::ALL {
            m.open("option", &[("value", l.code())])
                .text(l.native_name())
                .close("option");
        }
        m.close("select");
        button(
            &mut m,
            Action::HelpOpen,
            t.how_to_play,
            &[("class", "help-button")],
        );
        m.close("div")
            .close("header")
            .open("ul", &[("class", "notices"), ("id", "notices")])
            .close("ul");

        // The play area.
        m.open("div", &[("class", "layout")])
            .open("section", &[("class", "play")])
            .open(
                "div",
                &[
                    ("class", "modes"),
                    ("role", "group"),
                    ("aria-label", t.mode_label),
                ],
            );
        button(&mut m, Action::ModeComputer, t.vs_computer, &[]);
        button(&mut m, Action::ModeTwo, t.two_players, &[]);
        m.close("div")
            .open("div", &[("class", "board-holder")])
            .close("div")
            .open(
                "p",
                &[
                    ("class", "status"),
                    ("role", "status"),
                    ("aria-live", "polite"),
                    ("id", "status"),
                ],
            )
            .open(
                "span",
                &[
                    ("class", "spinner"),
                    ("aria-hidden", "true"),
                    ("hidden", ""),
                ],
            )
            .close("span");
        for (k, class) in ["status-move", "status-turn", "status-note"]
            .into_iter()
            .enumerate()
        {
            if k > 0 {
                m.open("span", &[]).text(" ").close("span");
            }
            m.open("span", &[("class", class)]).close("span");
        }
        m.close("p").open("div", &[("class", "bar")]);
        button(
            &mut m,
            Action::Undo,
            t.undo,
            &[("aria-keyshortcuts", "Control+Z")],
        );
        button(
            &mut m,
            Action::Redo,
            t.redo,
            &[("aria-keyshortcuts", "Control+Y")],
        );
        button(&mut m, Action::Hint, t.hint, &[]);
        button(&mut m, Action::Flip, t.flip, &[]);
        let agree = [("title", t.end_agreement_title), ("hidden", "")];
        button(&mut m, Action::Agree, t.end_agreement, &agree);
        button(&mut m, Action::PlayOn, t.play_on, &[("hidden", "")]);
        let next = [("class", "primary"), ("hidden", "")];
        button(&mut m, Action::NextGame, t.next_game, &next);
        let new_game = [("title", t.new_game_title), ("class", "new-game")];
        button(&mut m, Action::NewGame, t.new_game, &new_game);
        m.close("div").close("section").close("div");
        app.set_inner_html(&m.finish());

        crate::view::dom::set_value(&find(app, "#lang"), lang.code());
        let control = |action: Action| find(app, &format!("[data-action=\"{}\"]", action.name()));
        Ui {
            lang,
            board_holder: find(app, ".board-holder"),
            status_move: find(app, ".status-move"),
            status_turn: find(app, ".status-turn"),
            status_note: find(app, ".status-note"),
            spinner: find(app, ".spinner"),
            notices: find(app, "#notices"),
            mode_computer: control(Action::ModeComputer),
            mode_two: control(Action::ModeTwo),
            undo: control(Action::Undo),
            redo: control(Action::Redo),
            hint: control(Action::Hint),
            agree: control(Action::Agree),
            play_on: control(Action::PlayOn),
            next_game: control(Action::NextGame),
            play: find(app, "section.play"),
            layout: find(app, "div.layout"),
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
