//! Counting practice's options and score, kept across a reload: a small JSON text with a version
//! ([`SavedPractice`]: serde through the browser's `JSON`, as the saved game) under [`PRACTICE_KEY`]. A text that
//! cannot be used is refused with a [`RestoreError`]. Pure: tested natively (`app/classroom.rs`).

use crate::features::counting::model::Counting;
use crate::features::game::storage::codec;
use crate::features::game::storage::{RestoreError, VERSION};
use serde::{Deserialize, Serialize};

/// The `localStorage` key of counting practice's options and score.
pub const PRACTICE_KEY: &str = "wari.practice";

/// Counting practice, as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedPractice {
    /// [`VERSION`].
    pub v: u32,
    /// Practice is on.
    pub on: bool,
    /// The seed numbers are hidden.
    pub hide: bool,
    /// Right guesses.
    pub right: u32,
    /// Guesses checked.
    pub tries: u32,
}

impl Counting {
    /// The saved JSON text: on or off, the numbers hidden, the score.
    pub fn to_json(&self) -> String {
        codec::write(&SavedPractice {
            v: VERSION,
            on: self.on,
            hide: self.hide,
            right: self.right,
            tries: self.tries,
        })
    }

    /// Reads a saved text (a score of more right guesses than guesses is refused).
    pub fn from_json(json: &str) -> Result<Counting, RestoreError> {
        let SavedPractice {
            on,
            hide,
            right,
            tries,
            ..
        } = codec::read(json)?;
        if right > tries {
            return Err(RestoreError::Field {
                field: "right",
                value: right.to_string(),
            });
        }
        Ok(Counting {
            on,
            hide,
            right,
            tries,
            ..Counting::default()
        })
    }
}
