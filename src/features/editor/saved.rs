//! The position being set up, kept across a reload (while the editor is open): a small JSON text with a
//! version ([`SavedEditor`]: serde through the browser's `JSON`, as the saved game) under [`EDITOR_KEY`]. A
//! text that cannot be used is refused with a [`RestoreError`]. Pure: tested natively (`app/classroom.rs`).

use crate::features::editor::model::Editing;
use crate::features::game::storage::codec;
use crate::features::game::storage::{RestoreError, VERSION};
use serde::{Deserialize, Serialize};
use wari_core::rules::{Position, Rules, Setup};

/// The `localStorage` key of the position being set up (absent while the editor is closed).
pub const EDITOR_KEY: &str = "wari.editor";

/// The position being set up, as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedEditor {
    /// [`VERSION`].
    pub v: u32,
    /// The rules it is checked against (rules text).
    pub rules: String,
    /// The position (position text).
    pub setup: String,
}

impl Editing {
    /// The saved JSON text.
    pub fn to_json(&self) -> String {
        codec::write(&SavedEditor {
            v: VERSION,
            rules: self.rules.to_string(),
            setup: self.setup.to_string(),
        })
    }

    /// Reads a saved text: the set-up must have the rules' pits and no more seeds in a place than the rules
    /// play with (as the editor allows); its other faults are the engine's check to say, as while editing.
    pub fn from_json(json: &str) -> Result<Editing, RestoreError> {
        let saved: SavedEditor = codec::read(json)?;
        let rules: Rules = saved.rules.parse().map_err(RestoreError::Rules)?;
        let written = saved.setup;
        let setup: Setup = written.parse().map_err(RestoreError::Start)?;
        let most = rules.total_seeds();
        let fits = setup.pits.len() == rules.board_len()
            && setup
                .pits
                .iter()
                .chain(&setup.stores)
                .all(|&s| s as u16 <= most);
        if !fits {
            return Err(RestoreError::Field {
                field: "setup",
                value: written,
            });
        }
        let mut editing = Editing::new(rules, &Position::start(&rules));
        editing.setup = setup;
        editing.set_feed_turn(editing.setup.feed_turn);
        Ok(editing)
    }
}
