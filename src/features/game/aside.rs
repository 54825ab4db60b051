//! The game in progress given back when a puzzle or the lesson, which borrowed the game room's board, closes
//! (the app keeps it aside meanwhile and saves it, never theirs). Pure.

use crate::features::game::state::State;
use crate::features::game::storage::Session;

impl State {
    /// The session to set aside while a puzzle or the lesson borrows the board (`keep`: the page keeps it; an
    /// embedded board keeps nothing).
    pub fn keep(&self, keep: bool) -> Option<Session> {
        keep.then(|| self.s.clone())
    }

    /// Gives back the game set aside (with the language and speed chosen meanwhile).
    pub fn give_back(&mut self, kept: Option<Session>) {
        if let Some(mut kept) = kept {
            kept.lang = self.s.lang;
            kept.speed = self.s.speed;
            self.s = kept;
        }
        self.changed();
        self.reset_focus();
    }

    /// The session the page saves while `kept` is aside (a puzzle or the lesson is open): the game set aside,
    /// with the language and speed chosen meanwhile; else the session itself.
    pub fn session_with(&self, kept: Option<&Session>) -> Session {
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
