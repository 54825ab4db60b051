//! The notices room: what the page tells the player until they dismiss it (a link's value that was not used, a
//! saved game set aside, the computer thinking inside the page, the computer refused, a game put away by a
//! change of variant with its Undo). Notices are kept as
//! data and put into words when drawn, so they follow a change of language. The list is pure; drawing it is
//! [`Notices::render`] (wasm32).

use crate::view::error_text;
use wari_core::params;
use wari_core::rules::Preset;
use wari_engine::protocol::{RequestError, WorkerFailure};
use wari_ui::i18n::{fill, preset_name, tr, Lang};

/// A classroom room that keeps something across a reload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Room {
    /// The position editor: the position being set up.
    Editor,
    /// Counting practice: on or off, the numbers hidden, the score.
    Practice,
}

/// Something to tell the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A link's parameter was not used.
    Link(params::Notice),
    /// The saved game could not be read and was set aside.
    SavedIgnored,
    /// What a classroom room kept (the position set up, practice's score) could not be read: it starts afresh.
    RoomIgnored(Room),
    /// The computer's worker failed or could not start: the computer thinks inside the page.
    Worker(WorkerFailure),
    /// The engine refused the computer's request: the computer cannot play this game.
    Refused(RequestError),
    /// The file of this language could not be fetched or read: the page stays in the language it has.
    LanguageNotLoaded(Lang),
    /// The print module could not be loaded: nothing was printed.
    PrintUnavailable,
    /// A variant chosen during a game started a new one: the game in progress was put away, and the notice's
    /// Undo brings it back until the new game's first move (the game room's `State::replaced`).
    VariantChanged {
        /// The variant chosen (`None`: custom rules).
        chosen: Option<Preset>,
        /// The variant of the game put away (`None`: custom rules).
        previous: Option<Preset>,
    },
}

impl Notice {
    /// The notice in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Notice::Link(n) => error_text::notice(lang, n),
            Notice::SavedIgnored => lang.t().saved_ignored.to_string(),
            Notice::RoomIgnored(Room::Editor) => tr!(lang, "editor-saved-ignored"),
            Notice::RoomIgnored(Room::Practice) => tr!(lang, "practice-saved-ignored"),
            Notice::Worker(f) => error_text::worker_failure(lang, *f),
            Notice::Refused(e) => fill(lang.t().ai_error, &[&error_text::request_error(lang, e)]),
            Notice::LanguageNotLoaded(l) => {
                tr!(lang, "language-not-loaded", "language" => l.native_name())
            }
            Notice::PrintUnavailable => tr!(lang, "print-unavailable"),
            Notice::VariantChanged { chosen, previous } => {
                let name = |p: &Option<Preset>| match p {
                    Some(p) => preset_name(lang, *p).to_string(),
                    None => lang.t().custom_option.to_string(),
                };
                tr!(
                    lang,
                    "variant-changed",
                    "variant" => name(chosen),
                    "previous" => name(previous)
                )
            }
        }
    }
}

/// The notices shown, each with an id for its "Dismiss" button.
#[derive(Clone, Debug, Default)]
pub struct Notices {
    list: Vec<(u32, Notice)>,
    next: u32,
    version: u32,
}

impl Notices {
    /// Adds a notice (once: the same notice is not shown twice).
    pub fn add(&mut self, n: Notice) {
        if self.list.iter().any(|(_, m)| *m == n) {
            return;
        }
        self.next += 1;
        self.version += 1;
        self.list.push((self.next, n));
    }

    /// Removes the notice of `id`; returns it.
    pub fn dismiss(&mut self, id: u32) -> Option<Notice> {
        let at = self.list.iter().position(|(i, _)| *i == id)?;
        self.version += 1;
        Some(self.list.remove(at).1)
    }

    /// Shows the offer of the game a change of variant put away (`offer`: a [`Notice::VariantChanged`]),
    /// instead of any earlier one.
    pub fn offer(&mut self, offer: Notice) {
        self.withdraw_offer();
        self.add(offer);
    }

    /// Removes the offer of a game put away, once it lapsed (the new game's first move) or was taken.
    pub fn withdraw_offer(&mut self) {
        let before = self.list.len();
        self.list
            .retain(|(_, n)| !matches!(n, Notice::VariantChanged { .. }));
        if self.list.len() != before {
            self.version += 1;
        }
    }

    /// Changes with every notice added or dismissed (so the view draws the list only when it changed).
    pub fn version(&self) -> u32 {
        self.version
    }

    /// The notices with their ids, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = &(u32, Notice)> {
        self.list.iter()
    }
}

impl Notices {
    /// Draws the list into `ul` in `lang`.
    pub fn render(&self, ul: &web_sys::Element, lang: Lang) {
        use crate::view::action::Action;
        use crate::view::dom::{self, El};
        dom::clear(ul);
        for (id, n) in self.iter() {
            let li = dom::html("li")
                .attr("class", "notice")
                .child(&dom::html("span").text(&n.text(lang)));
            if let Notice::VariantChanged { .. } = n {
                li.append_child(
                    &dom::button(Action::UndoVariant, &tr!(lang, "variant-changed-undo"))
                        .attr("class", "primary undo-variant"),
                )
                .ok();
            }
            let li = li.child(
                &dom::button(Action::Dismiss(*id), lang.t().dismiss)
                    .attr("data-id", &id.to_string())
                    .attr("class", "dismiss"),
            );
            ul.append_child(&li).ok();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_is_shown_once_until_dismissed() {
        let mut n = Notices::default();
        n.add(Notice::SavedIgnored);
        n.add(Notice::Worker(WorkerFailure::Garbled));
        n.add(Notice::SavedIgnored);
        let ids: Vec<u32> = n.iter().map(|(i, _)| *i).collect();
        assert_eq!(ids, [1, 2]);
        n.dismiss(1);
        assert_eq!(n.iter().count(), 1);
        n.add(Notice::SavedIgnored);
        assert_eq!(n.iter().map(|(i, _)| *i).collect::<Vec<_>>(), [2, 3]);
    }

    /// The offer of a game put away by a change of variant: one at a time (a later one replaces it), withdrawn
    /// when it lapses, and said in every language with both variants' names.
    #[test]
    fn a_game_put_away_is_offered_back_once() {
        let offer = |chosen, previous| Notice::VariantChanged { chosen, previous };
        let mut n = Notices::default();
        n.add(Notice::SavedIgnored);
        n.offer(offer(Some(Preset::WariPl), Some(Preset::Abapa)));
        n.offer(offer(None, Some(Preset::WariPl)));
        let shown: Vec<&Notice> = n.iter().map(|(_, m)| m).collect();
        assert_eq!(
            shown,
            [&Notice::SavedIgnored, &offer(None, Some(Preset::WariPl))]
        );
        let version = n.version();
        n.withdraw_offer();
        assert_eq!(n.iter().count(), 1);
        assert!(n.version() > version);
        n.withdraw_offer();
        assert_eq!(n.dismiss(1), Some(Notice::SavedIgnored));
        assert_eq!(n.dismiss(1), None);
        let said = offer(Some(Preset::WariPl), Some(Preset::Abapa)).text(Lang::En);
        assert_eq!(
            said,
            format!(
                "New game of {}. Your game of {} is put away.",
                preset_name(Lang::En, Preset::WariPl),
                preset_name(Lang::En, Preset::Abapa)
            )
        );
        for lang in Lang::ALL {
            let text = offer(None, Some(Preset::Abapa)).text(lang);
            assert!(
                text.contains(preset_name(lang, Preset::Abapa))
                    && text.contains(lang.t().custom_option),
                "{lang:?}: {text}"
            );
            if lang != Lang::En {
                assert_ne!(text, offer(None, Some(Preset::Abapa)).text(Lang::En));
            }
        }
    }

    #[test]
    fn notices_follow_the_language() {
        let n = Notice::Worker(WorkerFailure::Silent);
        assert_ne!(n.text(Lang::En), n.text(Lang::Hu));
        let refused = tr!(Lang::Es, "ai-error", "reason" => "");
        assert!(Notice::Refused(RequestError::NotARequest)
            .text(Lang::Es)
            .starts_with(refused.trim_end()));
    }

    /// A classroom room's kept text refused: each room says so in every language, in words of its own.
    #[test]
    fn a_refused_room_is_said_in_every_language() {
        for lang in Lang::ALL {
            let [editor, practice] =
                [Room::Editor, Room::Practice].map(|r| Notice::RoomIgnored(r).text(lang));
            assert!(
                !editor.is_empty() && !editor.contains('{') && editor != practice,
                "{lang:?}"
            );
            if lang != Lang::En {
                assert_ne!(editor, Notice::RoomIgnored(Room::Editor).text(Lang::En));
                assert_ne!(practice, Notice::RoomIgnored(Room::Practice).text(Lang::En));
            }
        }
    }

    /// The print module not loaded: said in the page's own language (no English inside another page).
    #[test]
    fn print_unavailable_is_said_in_every_language() {
        let english = Notice::PrintUnavailable.text(Lang::En);
        assert!(
            english.starts_with("The print view could not be loaded"),
            "{english}"
        );
        for lang in Lang::ALL {
            let text = Notice::PrintUnavailable.text(lang);
            assert!(!text.is_empty() && !text.contains('{'), "{lang:?}");
            if lang != Lang::En {
                assert_ne!(text, english, "{lang:?}");
            }
        }
    }
}
