//! The page around the board: header (language, How to play), the mode buttons, the status line and the
//! button bar under the board, and the side panel (players, rules with the custom section, match, moves,
//! settings), plus the How to play dialog.
//!
//! [`Ui::build`] creates it in one language (it is rebuilt when the language changes); the app updates the
//! dynamic parts through the fields. Controls are built from their [`Action`] (`data-action`): the message
//! loop's one listener on the document handles every click and change (no closure per control or per render).

mod custom;
mod help;
mod moves;

pub use custom::CustomForm;
pub use moves::MoveList;

use super::action::{Action, Menu};
use super::dom::{
    button, card, clear, field, html, label, live_status, select, set_attr, set_flag, set_hidden,
    set_text, El,
};
use super::i18n::{self, Lang};
use super::storage::Speed;
use crate::ai::LEVELS;
use crate::params::Seat;
use crate::rules::{MatchFormat, Player, Preset, Rules};
use web_sys::Element;

/// The page's dynamic elements.
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
    /// Player menus, South and North.
    pub seats: [Element; 2],
    /// Variant menu.
    pub variant: Element,
    /// The preset's origin.
    pub origin: Element,
    /// The rules text list.
    pub rules_list: Element,
    /// The custom rules section.
    pub custom: CustomForm,
    /// Match menu.
    pub matc: Element,
    /// Match score.
    pub match_score: Element,
    /// The move list.
    pub moves: MoveList,
    /// Game string or link shown for copying.
    pub share_text: Element,
    /// The animation speed menu.
    pub speed: Element,
    /// Shown when the system asks for reduced motion.
    pub reduced_note: Element,
    /// The How to play dialog.
    pub help: Element,
    /// Its paragraphs (they follow the board's layout).
    help_text: Element,
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
    /// Builds the page inside `app` (emptied first) in `lang`.
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

        // Players.
        let seats = [Player::South, Player::North].map(|p| {
            let menu = if p == Player::South {
                Menu::SeatSouth
            } else {
                Menu::SeatNorth
            };
            select(menu.name(), Some(menu), &seat_options(lang))
        });
        let players = card(t.players, "players")
            .child(&field(
                "seat-south",
                i18n::player(lang, Player::South),
                &seats[0],
            ))
            .child(&field(
                "seat-north",
                i18n::player(lang, Player::North),
                &seats[1],
            ));

        // Rules.
        let variant = select("variant", Some(Menu::Variant), &[]);
        for (g, name) in t.groups.iter().enumerate() {
            let listed = Preset::ALL.into_iter().filter(|&p| i18n::group_of(p) == g);
            let group = html("optgroup").attr("label", name);
            for p in listed {
                group
                    .append_child(
                        &html("option")
                            .attr("value", p.id())
                            .text(i18n::preset_name(lang, p)),
                    )
                    .ok();
            }
            variant.append_child(&group).ok();
        }
        variant
            .append_child(&html("option").attr("value", "custom").text(t.custom_option))
            .ok();
        let origin = html("p").attr("class", "origin");
        let rules_list = html("ul").attr("class", "rules-list");
        let rules_details = html("details")
            .attr("class", "rules-details")
            .child(&html("summary").text(t.rules_of))
            .child(&rules_list);

        let custom = CustomForm::build(lang);
        let rules = card(t.rules_heading, "rules")
            .child(&field("variant", t.variant, &variant))
            .child(&origin)
            .child(&rules_details)
            .child(&custom.details);

        // Match.
        let matc = select(
            "match",
            Some(Menu::Match),
            &[
                MatchFormat::Single,
                MatchFormat::Games(7),
                MatchFormat::FirstTo(6),
            ]
            .iter()
            .map(|&f| (match_value(f), i18n::match_name(lang, f)))
            .collect::<Vec<_>>(),
        );
        let match_score = html("p").attr("class", "match-score");
        let match_sec = card(t.match_heading, "match")
            .child(&field("match", t.match_heading, &matc))
            .child(&match_score);

        // Moves.
        let moves = MoveList::build(lang);
        let share_text = html("input")
            .attr("id", "share-text")
            .attr("type", "text")
            .attr("readonly", "")
            .attr("spellcheck", "false");
        let moves_sec = card(t.moves_heading, "moves-card")
            .child(&moves.el)
            .child(
                &html("div")
                    .attr("class", "share")
                    .child(&button(Action::CopyMoves, t.copy_moves))
                    .child(&button(Action::CopyLink, t.copy_link)),
            )
            .child(&field("share-text", t.share_label, &share_text));

        // Settings.
        let speed = select(
            "speed",
            Some(Menu::Speed),
            &Speed::ALL
                .iter()
                .enumerate()
                .map(|(i, s)| (s.id().to_string(), t.speed_names[i].to_string()))
                .collect::<Vec<_>>(),
        );
        let reduced_note = html("p")
            .attr("class", "hint-text")
            .attr("hidden", "")
            .text(t.reduced_motion);
        let settings = card(t.settings, "settings")
            .child(&field("speed", t.animation, &speed))
            .child(&reduced_note);

        // The move list belongs to the game: under the board, in the play column.
        play.append_child(&moves_sec).ok();
        let panel = html("aside")
            .attr("class", "panel")
            .attr("aria-label", t.settings)
            .child(&players)
            .child(&rules)
            .child(&match_sec)
            .child(&super::embed::card(lang))
            .child(&settings);

        let (help, help_text) = help::dialog(lang);

        let layout = html("div")
            .attr("class", "layout")
            .child(&play)
            .child(&panel);
        app.append_child(&header).ok();
        app.append_child(&notices).ok();
        app.append_child(&layout).ok();
        app.append_child(&help).ok();

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
            seats,
            variant,
            origin,
            rules_list,
            custom,
            matc,
            match_score,
            moves,
            share_text,
            speed,
            reduced_note,
            help,
            help_text,
        }
    }

    /// Shows the rules text of the current rules, with the preset's origin.
    pub fn show_rules(&self, rules: &Rules, preset: Option<Preset>, format: MatchFormat) {
        let lang = self.lang;
        super::dom::set_value(&self.variant, preset.map_or("custom", |p| p.id()));
        set_text(
            &self.origin,
            preset.map_or("", |p| i18n::preset_origin(lang, p)),
        );
        set_hidden(&self.origin, preset.is_none());
        clear(&self.rules_list);
        for line in i18n::rules_text(lang, rules, format) {
            self.rules_list.append_child(&html("li").text(&line)).ok();
        }
        help::fill(&self.help_text, lang, rules.rows());
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
