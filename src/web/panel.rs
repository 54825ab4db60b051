//! The page around the board: header (language, How to play), the mode buttons, the status line and the
//! button bar under the board, and the side panel (players, rules with the custom section, match, moves,
//! settings), plus the How to play dialog.
//!
//! [`Ui::build`] creates it in one language (it is rebuilt when the language changes); the app updates the
//! dynamic parts through the fields. Controls are built from their [`Action`] (`data-action`): the message
//! loop's one listener on the document handles every click and change (no closure per control or per render).

use super::action::{Action, Menu};
use super::dom::{
    button, clear, html, label, select, set_attr, set_class, set_flag, set_hidden, set_text, El,
};
use super::i18n::{self, Lang};
use super::storage::Speed;
use crate::ai::LEVELS;
use crate::params::Seat;
use crate::rules::{CycleRule, GrandSlam, MatchFormat, Player, Preset, Rules};
use wasm_bindgen::JsCast;
use web_sys::Element;

/// The custom rules form's fields.
pub struct CustomFields {
    /// Pits a side.
    pub pits: Element,
    /// Seeds a pit.
    pub seeds: Element,
    /// Capturing counts.
    pub captures: Element,
    /// Chain.
    pub chain: Element,
    /// Grand slam.
    pub slam: Element,
    /// Feeding.
    pub feed: Element,
    /// Target (empty: majority).
    pub target: Element,
    /// Cycle rule.
    pub cycle: Element,
    /// E5: `standard` or `no-capture`.
    pub end: Element,
    /// Starter.
    pub start: Element,
}

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
    /// The custom section (`<details>`).
    pub custom: Element,
    /// Its fields.
    pub fields: CustomFields,
    /// Why custom rules were refused.
    pub custom_error: Element,
    /// Match menu.
    pub matc: Element,
    /// Match score.
    pub match_score: Element,
    /// The move list.
    pub moves: Element,
    /// Game string or link shown for copying.
    pub share_text: Element,
    /// The animation speed menu.
    pub speed: Element,
    /// Shown when the system asks for reduced motion.
    pub reduced_note: Element,
    /// The How to play dialog.
    pub help: Element,
    /// The move list as last drawn: (letters of all moves, ply).
    pub moves_drawn: Option<(String, usize)>,
}

fn section(title: &str, class: &str) -> Element {
    html("section")
        .attr("class", &format!("card {class}"))
        .child(&html("h2").text(title))
}

fn field(id: &str, text: &str, control: &Element) -> Element {
    html("div")
        .attr("class", "field")
        .child(&label(id, text))
        .child(control)
}

fn options<T: Copy>(
    items: &[T],
    value: impl Fn(T) -> String,
    text: impl Fn(T) -> String,
) -> Vec<(String, String)> {
    items.iter().map(|&i| (value(i), text(i))).collect()
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
        let status = html("p")
            .attr("id", "status")
            .attr("class", "status")
            .attr("role", "status")
            .attr("aria-live", "polite")
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
        let players = section(t.players, "players")
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

        let number = |id: &str, min: u32, max: u32| {
            html("input")
                .attr("id", id)
                .attr("type", "number")
                .attr("inputmode", "numeric")
                .attr("min", &min.to_string())
                .attr("max", &max.to_string())
        };
        let fields = CustomFields {
            pits: number("c-pits", 3, 10),
            seeds: number("c-seeds", 1, 10),
            captures: html("input")
                .attr("id", "c-captures")
                .attr("type", "text")
                .attr("inputmode", "numeric")
                .attr("autocomplete", "off")
                .attr("spellcheck", "false"),
            chain: select(
                "c-chain",
                None,
                &[
                    ("back".into(), t.chain_back.into()),
                    ("both".into(), t.chain_both.into()),
                ],
            ),
            slam: select(
                "c-slam",
                None,
                &options(
                    &GrandSlam::ALL,
                    |g| g.id().into(),
                    |g| {
                        let i = GrandSlam::ALL.iter().position(|&x| x == g).unwrap_or(0);
                        format!("{} – {}", g.rule_name(), t.slam_names[i])
                    },
                ),
            ),
            feed: select(
                "c-feed",
                None,
                &[
                    ("must".into(), t.feed_must.into()),
                    ("none".into(), t.feed_none.into()),
                ],
            ),
            target: number("c-target", 1, 200).attr("placeholder", "—"),
            cycle: select(
                "c-cycle",
                None,
                &options(
                    &CycleRule::ALL,
                    |c| c.id().into(),
                    |c| {
                        let i = CycleRule::ALL.iter().position(|&x| x == c).unwrap_or(0);
                        t.cycle_names[i].into()
                    },
                ),
            ),
            end: select(
                "c-end",
                None,
                &[
                    ("standard".into(), t.end_names[0].into()),
                    ("no-capture".into(), t.end_names[1].into()),
                ],
            ),
            start: select(
                "c-start",
                None,
                &[
                    ("S".into(), i18n::player(lang, Player::South).into()),
                    ("N".into(), i18n::player(lang, Player::North).into()),
                ],
            ),
        };
        let custom_error = html("p")
            .attr("class", "custom-error")
            .attr("id", "custom-error")
            .attr("role", "alert");
        let custom = html("details")
            .attr("class", "custom")
            .attr("id", "custom")
            .child(&html("summary").text(t.custom))
            .child(&html("p").attr("class", "hint-text").text(t.custom_intro))
            .child(
                &html("div")
                    .attr("class", "custom-grid")
                    .child(&field("c-pits", t.f_pits, &fields.pits))
                    .child(&field("c-seeds", t.f_seeds, &fields.seeds))
                    .child(&field("c-captures", t.f_captures, &fields.captures))
                    .child(&field("c-chain", t.f_chain, &fields.chain))
                    .child(&field("c-slam", t.f_slam, &fields.slam))
                    .child(&field("c-feed", t.f_feed, &fields.feed))
                    .child(&field("c-target", t.f_target, &fields.target))
                    .child(&field("c-cycle", t.f_cycle, &fields.cycle))
                    .child(&field("c-end", t.f_end, &fields.end))
                    .child(&field("c-start", t.f_start, &fields.start)),
            )
            .child(&button(Action::ApplyCustom, t.apply_custom).attr("class", "primary"))
            .child(&custom_error);
        let rules = section(t.rules_heading, "rules")
            .child(&field("variant", t.variant, &variant))
            .child(&origin)
            .child(&rules_details)
            .child(&custom);

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
        let match_sec = section(t.match_heading, "match")
            .child(&field("match", t.match_heading, &matc))
            .child(&match_score);

        // Moves.
        let moves = html("div")
            .attr("class", "moves")
            .attr("role", "group")
            .attr("aria-label", t.move_list_label);
        let share_text = html("input")
            .attr("id", "share-text")
            .attr("type", "text")
            .attr("readonly", "")
            .attr("spellcheck", "false");
        let moves_sec = section(t.moves_heading, "moves-card")
            .child(&moves)
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
        let settings = section(t.settings, "settings")
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

        // How to play.
        let help = html("dialog")
            .attr("id", "help")
            .attr("class", "help")
            .attr("aria-labelledby", "help-title")
            .child(
                // Focus lands on the title when the dialog opens, so a long text starts at its top.
                &html("h2")
                    .attr("id", "help-title")
                    .attr("tabindex", "-1")
                    .attr("autofocus", "")
                    .text(t.how_to_play),
            );
        for p in t.help {
            help.append_child(&html("p").text(p)).ok();
        }
        help.append_child(&button(Action::HelpClose, t.close).attr("class", "primary"))
            .ok();

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
            fields,
            custom_error,
            matc,
            match_score,
            moves,
            share_text,
            speed,
            reduced_note,
            help,
            moves_drawn: None,
        }
    }

    /// Fills the custom form from `rules`.
    pub fn fill_custom(&self, rules: &Rules) {
        use super::dom::set_value;
        let f = &self.fields;
        set_value(&f.pits, &rules.pits().to_string());
        set_value(&f.seeds, &rules.seeds().to_string());
        let caps: Vec<String> = rules
            .capture_counts()
            .iter()
            .map(|c| c.to_string())
            .collect();
        set_value(&f.captures, &caps.join(","));
        set_value(
            &f.chain,
            match rules.chain() {
                crate::rules::Chain::Back => "back",
                crate::rules::Chain::Both => "both",
            },
        );
        set_value(&f.slam, rules.grand_slam().id());
        set_value(
            &f.feed,
            match rules.feeding() {
                crate::rules::Feeding::MustFeed => "must",
                crate::rules::Feeding::NoFeeding => "none",
            },
        );
        let majority = Rules::majority_target(rules.total_seeds());
        set_value(
            &f.target,
            &if rules.target() == majority {
                String::new()
            } else {
                rules.target().to_string()
            },
        );
        set_value(&f.cycle, rules.cycle().id());
        set_value(
            &f.end,
            if rules.no_capture_end() {
                "no-capture"
            } else {
                "standard"
            },
        );
        set_value(&f.start, &rules.starter().letter().to_string());
    }

    /// The rules text the custom form describes (checked by the engine when parsed).
    pub fn custom_text(&self) -> String {
        use super::dom::value_of;
        let f = &self.fields;
        let clean = |s: String| -> String { s.split_whitespace().collect::<Vec<_>>().join("") };
        let mut text = format!(
            "pits={} seeds={} captures={} chain={} slam={} feed={} cycle={} start={} end={}",
            clean(value_of(&f.pits)),
            clean(value_of(&f.seeds)),
            clean(value_of(&f.captures)),
            value_of(&f.chain),
            value_of(&f.slam),
            value_of(&f.feed),
            value_of(&f.cycle),
            value_of(&f.start),
            value_of(&f.end)
        );
        let target = clean(value_of(&f.target));
        if !target.is_empty() {
            text.push_str(&format!(" target={target}"));
        }
        text
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

    /// Shows the move list: a start button, then one button a move, numbered at each turn of the first
    /// player; the moves after the ply (the redo tail) are dimmed. Rebuilt only when the moves change; a
    /// change of ply only updates the buttons (so the focus stays where it is).
    pub fn show_moves(&mut self, letters: &str, ply: usize, starter: Player) {
        let same_moves = self.moves_drawn.as_ref().is_some_and(|(l, _)| l == letters);
        if !same_moves {
            self.rebuild_moves(letters, starter);
        }
        if let Ok(buttons) = self.moves.query_selector_all("button[data-ply]") {
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
        self.moves_drawn = Some((letters.to_string(), ply));
    }

    fn rebuild_moves(&mut self, letters: &str, starter: Player) {
        let t = self.lang.t();
        clear(&self.moves);
        let start = button(Action::Goto(0), t.start_position)
            .attr("data-ply", "0")
            .attr("class", "move start");
        self.moves.append_child(&start).ok();
        if letters.is_empty() {
            self.moves
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
                self.moves.append_child(&g).ok();
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
        // Keep the latest move in view.
        self.moves.set_scroll_top(self.moves.scroll_height());
    }
}
