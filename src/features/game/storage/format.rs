//! The saved format's keys and version, and why a saved text is refused ([`RestoreError`]): what the saved
//! game, its codec and the browser's storage share.

use std::fmt;
use wari_core::rules::{NotationError, RulesError, SetupError};

/// The `localStorage` key.
pub const KEY: &str = "wari.session";

/// The version of the saved format; another version is ignored (with a notice).
pub const VERSION: u32 = 1;

/// The key under which the ids of the puzzles solved are kept (apart from the game: a reset keeps them).
pub const SOLVED_KEY: &str = "wari.puzzles.solved";

/// Why a saved state cannot be used, with the offending part. The page then says `saved_ignored` in its
/// language and keeps the text aside; `Display` (English) goes to the console for whoever debugs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    /// Not JSON, or not the saved object: a member missing or of the wrong type (the reader's words).
    Unreadable(String),
    /// Another version of the format.
    Version(u32),
    /// The rules chosen.
    Rules(RulesError),
    /// The game's rules.
    GameRules(RulesError),
    /// The preset id.
    Preset(RulesError),
    /// The start position text.
    Start(NotationError),
    /// The start position is no position of the game's rules.
    Setup(SetupError),
    /// The moves.
    Moves(NotationError),
    /// The current move is beyond the saved moves.
    Ply(usize),
    /// An agreement saved for a game that was over.
    Agreement,
    /// A field that names nothing the page knows (match format, player, ending, seat, language, speed), or a
    /// set-up or score that cannot be, and its value.
    Field {
        /// The field of `Saved`.
        field: &'static str,
        /// Its value.
        value: String,
    },
}

impl fmt::Display for RestoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RestoreError::Unreadable(why) => write!(f, "not a saved game: {why}"),
            RestoreError::Version(v) => {
                write!(f, "saved by version {v} of the format, this is {VERSION}")
            }
            RestoreError::Rules(e) => write!(f, "rules: {e}"),
            RestoreError::GameRules(e) => write!(f, "game rules: {e}"),
            RestoreError::Preset(e) => write!(f, "preset: {e}"),
            RestoreError::Start(e) => write!(f, "start position: {e}"),
            RestoreError::Setup(e) => write!(f, "start position: {e}"),
            RestoreError::Moves(e) => write!(f, "moves: {e}"),
            RestoreError::Ply(p) => write!(f, "move {p} is beyond the saved moves"),
            RestoreError::Agreement => {
                write!(f, "the game was ended by agreement after it was over")
            }
            RestoreError::Field { field, value } => write!(f, "{field}: '{value}' cannot be read"),
        }
    }
}
