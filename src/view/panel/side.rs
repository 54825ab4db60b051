//! What the first screen does without (`app/later.rs`): the side panel (players, rules with the custom section,
//! match, print and embed, settings), the move list under the bar and the How to play dialog. Built after the
//! first paint, or at once when the page needs it, beside a [`Ui`] of the same language.

use super::custom::CustomForm;
use super::help;
use super::moves::MoveList;
use super::ui::{match_value, seat_options, Ui};
use crate::features::game::storage::Speed;
use crate::view::action::{Action, EmbedAction, Menu, PrintAction};
use crate::view::dom;
use crate::view::dom::{button, card, clear, field, html, select, set_hidden, set_text, El};
use wari_core::params::PrintView;
use wari_core::rules::{MatchFormat, Player, Preset, Rules};
use wari_ui::i18n::{self, Lang};
use web_sys::Element;

/// The side panel, the move list and How to play: their dynamic elements.
pub struct Panel {
    /// The language it was built in.
    pub lang: Lang,
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

impl Panel {
    /// Builds the side panel beside `ui`'s play column, the move list under its bar and How to play at the end
    /// of `app`, in `ui`'s language.
    pub fn build(app: &Element, ui: &Ui) -> Panel {
        let lang = ui.lang;
        let t = lang.t();

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
        ui.play.append_child(&moves_sec).ok();
        let panel = html("aside")
            .attr("class", "panel")
            .attr("aria-label", t.settings)
            .child(&players)
            .child(&rules)
            .child(&match_sec)
            .child(&print_embed_card(lang))
            .child(&settings);
        ui.layout.append_child(&panel).ok();

        let (help, help_text) = help::dialog(lang);
        app.append_child(&help).ok();

        Panel {
            lang,
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
        crate::view::dom::set_value(&self.variant, preset.map_or("custom", |p| p.id()));
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
}

/// The side panel's "Print and embed" card: its buttons carry the print and embed actions.
fn print_embed_card(lang: Lang) -> Element {
    let w = lang.t();
    dom::card(w.card_heading, "print-embed").child(
        &html("div")
            .attr("class", "share")
            .child(
                &dom::button(
                    Action::Print(PrintAction::View(PrintView::Board)),
                    w.print_board,
                )
                .attr("title", w.print_board_title),
            )
            .child(
                &dom::button(
                    Action::Print(PrintAction::View(PrintView::Position)),
                    w.print_position,
                )
                .attr("title", w.print_position_title),
            )
            .child(
                &dom::button(Action::Embed(EmbedAction::Open), w.embed)
                    .attr("title", w.embed_title),
            ),
    )
}
