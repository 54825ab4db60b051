//! The rules of Wari as specified in `RULES.md`: every setting ([`Rules`], built and checked by
//! [`RulesBuilder`]), the twelve presets ([`Preset`]), positions and moves ([`Position`], set up from a [`Setup`]),
//! whole games ([`Game`]), matches ([`Match`]) and notation.
//!
//! Nothing here knows about the browser: the web layer and the AI call into this module and never
//! re-implement a rule.
//!
//! Valid by construction: [`Rules`] and [`Position`] keep their fields private, so every value of them can be
//! played. Rules come from [`Preset::rules`], [`RulesBuilder::build`] or a rules text (`FromStr`); a position
//! comes from [`Position::start`], a move, or [`Position::from_setup`] / [`Game::from_setup`], the one fallible
//! call that checks a set-up (for example a position text) against the rules. Every error is a value carrying
//! the offending data ([`RulesError`], [`SetupError`], [`NotationError`], [`IllegalMove`]); their `Display` is
//! the English sentence of the command line, and the page renders them in its own language.
//!
//! | file | owns |
//! |---|---|
//! | `settings.rs` | [`Rules`] (private fields, read by methods) and the setting enums ([`Chain`], [`GrandSlam`], ...) |
//! | `builder.rs` | [`RulesBuilder`], its validation, [`RulesError`], the rules text (`Display`, `FromStr`) |
//! | `presets.rs` | [`Preset`]: the ten named variants |
//! | `setup.rs` | [`Setup`] (an unchecked position), [`SetupError`], [`Position::from_setup`] |
//! | `playable.rs` | [`Game::playable`]: a set-up to play from (the position editor's check), [`PlayableError`] |
//! | `position.rs` | [`Position`]: sowing, captures, grand slams, feeding, legal moves (one loop: B2, L3) |
//! | `own_loops.rs` | four rows (L4): sowing around one's own loop, the L4-C capture |
//! | `words.rs` | eight pits a word: the bit tricks of the hot paths |
//! | `moves.rs` | [`IllegalMove`], [`MoveEffect`], [`MoveReport`] |
//! | `game.rs` | [`Game`]: history, undo/redo, repetition, outcome |
//! | `matchplay.rs` | [`Match`] and [`MatchFormat`] |
//! | `notation.rs` | move letters, game strings, the position text |
//! | `notation_error.rs` | [`NotationError`] and [`NotationErrorKind`] |
//! | `record.rs` | [`GameRecord`]: tags and moves |
//! | `perft.rs` | move-path counting, the move generator's check |
//! | `no_capture.rs` | E5: whether a capture can still happen (the exploration, its memo, the seed bound) |

mod builder;
mod game;
mod matchplay;
mod moves;
pub mod no_capture;
mod notation;
mod notation_error;
mod own_loops;
mod perft;
mod playable;
mod position;
mod presets;
mod record;
mod settings;
mod setup;
mod words;

pub use builder::{RulesBuilder, RulesError};
pub use game::{Ending, Game, Outcome};
pub use matchplay::{Match, MatchFormat};
pub use moves::{IllegalMove, MoveEffect, MoveReport};
pub use notation::{move_letter, parse_game_string, parse_move_letter, play_game_string};
pub use notation_error::{NotationError, NotationErrorKind, SeedPlace, MAX_SEEDS};
pub use perft::{perft, perft_after, perft_divide, perft_game};
pub use playable::PlayableError;
pub use position::{Position, MAX_PITS};
pub use presets::Preset;
pub use record::GameRecord;
pub use settings::{Chain, CycleRule, Feeding, GrandSlam, Rules};
pub use setup::{Setup, SetupError};

use serde::{Deserialize, Serialize};

/// One of the two players. South sits at the bottom and owns pits `A..`, North owns `a..` (B2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Player {
    /// The player whose pits are indices `0..n` (capital letters).
    South = 0,
    /// The player whose pits are indices `n..2n` (lower-case letters).
    North = 1,
}

impl Player {
    /// The other player.
    pub fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }
    /// 0 for South, 1 for North (the index into [`Position::stores`]).
    pub fn index(self) -> usize {
        self as usize
    }
    /// `S` or `N`.
    pub fn letter(self) -> char {
        match self {
            Player::South => 'S',
            Player::North => 'N',
        }
    }
    /// Parses `S`/`N` (also `south`/`north`, any case).
    pub fn parse(s: &str) -> Option<Player> {
        match s.trim().to_ascii_lowercase().as_str() {
            "s" | "south" => Some(Player::South),
            "n" | "north" => Some(Player::North),
            _ => None,
        }
    }
}
