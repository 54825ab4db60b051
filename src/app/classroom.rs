//! What the classroom rooms keep across a reload, beside the game (`web/storage.rs`): the position being set up
//! in the editor (while the editor is open: `features/editor/saved.rs`) and counting practice's options and
//! score (`features/counting/saved.rs`), each under its own `localStorage` key. A text that cannot be used is
//! refused with a [`RestoreError`], as a saved game is: the page says so in its language and that room starts
//! afresh (the editor closed, the score at nought); the game in progress is never touched. Pure: tested
//! natively.

use crate::app::model::{Mode, Model};
use crate::features::counting::model::Counting;
use crate::features::counting::saved::PRACTICE_KEY;
use crate::features::editor::model::Editing;
use crate::features::editor::saved::EDITOR_KEY;
use crate::features::game::storage::RestoreError;
use crate::features::notices::Room;

/// The `localStorage` key of what `room` keeps.
pub fn key(room: Room) -> &'static str {
    match room {
        Room::Editor => EDITOR_KEY,
        Room::Practice => PRACTICE_KEY,
    }
}

impl Model {
    /// Takes back what the classroom rooms kept (`editor`, `practice`: the saved texts, if any): the editor
    /// opens again on its position (following the rules in play), practice goes on with its score. Gives the
    /// rooms whose text was refused, with why; those start afresh.
    pub fn restore_classroom(
        &mut self,
        editor: Option<&str>,
        practice: Option<&str>,
    ) -> Vec<(Room, RestoreError)> {
        let mut refused = Vec::new();
        if let Some(text) = practice {
            match Counting::from_json(text) {
                Ok(c) => self.counting = c,
                Err(e) => refused.push((Room::Practice, e)),
            }
        }
        if let Some(text) = editor {
            match Editing::from_json(text) {
                Ok(e) => {
                    self.mode = Mode::Editor(e);
                    self.editor_follows_rules();
                }
                Err(e) => refused.push((Room::Editor, e)),
            }
        }
        refused
    }

    /// What the classroom rooms keep now: each room's text, `None` for nothing (the editor closed).
    pub fn classroom_to_save(&self) -> [(Room, Option<String>); 2] {
        [
            (Room::Editor, self.editing().map(Editing::to_json)),
            (Room::Practice, Some(self.counting.to_json())),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::model::tests::open;
    use crate::features::editor::model::{Change, Place};
    use wari_core::rules::{Player, Preset, RulesError, Setup};

    /// The position being set up (G5's `S+` too) and practice's score come back whole after a reload.
    #[test]
    fn the_set_up_and_the_score_survive_a_reload() {
        let mut s = open("?variant=antigua&south=human&north=human");
        s.open_editor();
        let n = s.game.rules().pits_a_side() as usize;
        s.edit_with(Editing::clear);
        s.edit(Place::Pit(0), Change::Set(1));
        s.edit(Place::Pit(n - 1), Change::Set(3));
        s.edit_with(Editing::fill_stores);
        s.edit_with(|e| e.set_feed_turn(true));
        s.counting.on = true;
        s.counting.hide = true;
        s.counting.right = 3;
        s.counting.tries = 5;
        let [(_, editor), (_, practice)] = s.classroom_to_save();
        let mut back = open("?variant=antigua&south=human&north=human");
        let refused = back.restore_classroom(editor.as_deref(), practice.as_deref());
        assert_eq!(refused, vec![]);
        let (was, now) = (
            s.editing().cloned().unwrap(),
            back.editing().cloned().unwrap(),
        );
        assert_eq!(now.setup, was.setup);
        assert_eq!(now.rules, was.rules);
        assert!(now.setup.to_string().ends_with("-S+"));
        assert!(now.check().is_ok());
        assert_eq!(
            (
                back.counting.on,
                back.counting.hide,
                back.counting.right,
                back.counting.tries
            ),
            (true, true, 3, 5)
        );
        // The game in progress is not touched.
        assert_eq!(back.game.s.game.ply(), 0);
        // Nothing kept: nothing changes; the editor closed keeps no text.
        let mut fresh = open("?variant=abapa");
        assert_eq!(fresh.restore_classroom(None, None), vec![]);
        assert!(fresh.editing().is_none());
        assert_eq!(fresh.counting, Counting::default());
        assert_eq!(fresh.classroom_to_save()[0], (Room::Editor, None));
    }

    /// Another variant chosen since (a link): the set-up follows the rules in play, as the open editor does.
    #[test]
    fn a_set_up_of_other_rules_follows_the_rules_in_play() {
        let mut s = open("?variant=abapa");
        s.open_editor();
        s.edit(Place::Store(Player::North), Change::Set(7));
        let text = s.editing().cloned().unwrap().to_json();
        let mut back = open("?variant=moruba");
        assert_eq!(back.restore_classroom(Some(&text), None), vec![]);
        let e = back.editing().cloned().unwrap();
        assert_eq!(e.rules, *back.game.rules());
        assert_eq!(e.setup, Setup::start(&Preset::Moruba.rules()));
    }

    /// A damaged text is refused with the reason; that room starts afresh, the other is taken back.
    #[test]
    fn damaged_texts_are_refused_with_a_reason() {
        let abapa = Preset::Abapa.rules().to_string();
        let editor =
            |rules: &str, setup: &str| format!(r#"{{"v":1,"rules":"{rules}","setup":"{setup}"}}"#);
        let start = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S";
        let cases = [
            (
                "not json".to_string(),
                RestoreError::Unreadable("expected ident at line 1 column 2".into()),
            ),
            (
                r#"{"v":7,"rules":"x","setup":"y"}"#.to_string(),
                RestoreError::Version(7),
            ),
            (
                editor("pits=99", start),
                RestoreError::Rules(RulesError::Pits(99)),
            ),
            (
                editor(&abapa, "4-4-4-4-4-4-4-4-0-0-S"),
                RestoreError::Field {
                    field: "setup",
                    value: "4-4-4-4-4-4-4-4-0-0-S".into(),
                },
            ),
            (
                editor(&abapa, "49-0-0-0-0-0-0-0-0-0-0-0-0-0-S"),
                RestoreError::Field {
                    field: "setup",
                    value: "49-0-0-0-0-0-0-0-0-0-0-0-0-0-S".into(),
                },
            ),
        ];
        for (text, expected) in cases {
            let mut s = open("?variant=abapa");
            let refused = s.restore_classroom(
                Some(&text),
                Some(r#"{"v":1,"on":true,"hide":false,"right":1,"tries":2}"#),
            );
            assert_eq!(refused, vec![(Room::Editor, expected)], "{text}");
            assert!(s.editing().is_none());
            assert_eq!(
                (s.counting.on, s.counting.right, s.counting.tries),
                (true, 1, 2)
            );
        }
        assert!(matches!(
            Editing::from_json(&editor(&abapa, "4-4-x")),
            Err(RestoreError::Start(_))
        ));
        let mut s = open("?variant=abapa");
        let refused = s.restore_classroom(
            None,
            Some(r#"{"v":1,"on":true,"hide":true,"right":5,"tries":2}"#),
        );
        assert_eq!(
            refused,
            vec![(
                Room::Practice,
                RestoreError::Field {
                    field: "right",
                    value: "5".into()
                }
            )]
        );
        assert_eq!(s.counting, Counting::default());
        for text in ["", "null", "{}", "[]", r#"{"v":1}"#] {
            assert!(Counting::from_json(text).is_err(), "{text}");
            assert!(Editing::from_json(text).is_err(), "{text}");
        }
    }
}
