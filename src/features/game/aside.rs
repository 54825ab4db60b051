//! The game in progress set aside while a puzzle or the lesson borrows the game room's board (`puzzle.rs`,
//! `lesson.rs`), and given back when they close; the page saves the game set aside, never theirs. Pure.

use crate::features::game::state::State;
use crate::web::storage::Session;

impl State {
    /// Sets the game in progress aside while a puzzle or the lesson borrows the board: the one already aside
    /// if a puzzle or the lesson is open (which then closes), else the session itself if `keep`.
    pub(crate) fn set_aside(&mut self, keep: bool) -> Option<Session> {
        let before = match (self.solving.take(), self.learning.take()) {
            (Some(s), _) => Some(s.kept),
            (None, Some(l)) => Some(l.kept),
            (None, None) => None,
        };
        before.unwrap_or_else(|| keep.then(|| self.s.clone()))
    }

    /// Gives back the game set aside (with the language and speed chosen meanwhile).
    pub(crate) fn give_back(&mut self, kept: Option<Session>) {
        if let Some(mut kept) = kept {
            kept.lang = self.s.lang;
            kept.speed = self.s.speed;
            self.s = kept;
        }
        self.changed();
        self.reset_focus();
    }

    /// The session the page saves: the game set aside while a puzzle or the lesson is open.
    pub fn session_to_save(&self) -> Session {
        let kept = match (&self.solving, &self.learning) {
            (Some(s), _) => s.kept.as_ref(),
            (None, Some(l)) => l.kept.as_ref(),
            (None, None) => None,
        };
        match kept {
            Some(kept) => Session {
                lang: self.s.lang,
                speed: self.s.speed,
                ..kept.clone()
            },
            None => self.s.clone(),
        }
    }
}
