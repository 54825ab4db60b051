//! [`NotationError`]: a game string, position text or game record that could not be read, with where
//! (line and column) and why ([`NotationErrorKind`], carrying the offending text, letter or number).
//! `Display` gives the English sentence of the command line; the page renders each kind in its language.

use super::{move_letter, IllegalMove, Player, RulesError, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most seeds a game can have (10 pits a side of 10 seeds; the rules refuse more on any layout).
pub const MAX_SEEDS: u8 = 200;

/// A notation that could not be read: where (1-based line and column, in characters) and why.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct NotationError {
    /// 1-based line of the text (1 for one-line texts).
    pub line: usize,
    /// 1-based column (character) of the problem.
    pub column: usize,
    /// What is wrong.
    pub kind: NotationErrorKind,
}

/// Where a number of a position text stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeedPlace {
    /// The pit of this letter (B4).
    Pit(char),
    /// This player's store.
    Store(Player),
}

/// What is wrong with a notation, with the offending values.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NotationErrorKind {
    /// Game string: a move number without its dot (`12` instead of `12.`).
    MoveNumber,
    /// Game string: a character that is no pit letter on a board of `pits` pits a side (B4).
    NotALetter {
        /// The character.
        found: char,
        /// Pits a side of the board.
        pits: u8,
    },
    /// Game string: a move that cannot be played.
    Illegal {
        /// The move's number in the game (1 for the first move).
        number: usize,
        /// Its letter.
        letter: char,
        /// Why it cannot be played.
        reason: IllegalMove,
    },
    /// Position text: fewer parts than pits, two stores and the player to move.
    TooFewParts {
        /// The parts found.
        found: usize,
    },
    /// Position text: the last part is not `S` or `N` (with `+` for the G5 extra turn).
    NotAPlayer {
        /// The last part.
        found: String,
    },
    /// Position text: a number of pit numbers that is not 6 to 48 and even (3 to 24 pits a side: B1, L3, L4).
    PitCount {
        /// The pit numbers found.
        found: usize,
    },
    /// Position text: a part that is not a number of seeds from 0 to 200.
    NotSeeds {
        /// The part.
        found: String,
        /// The pit or store it stands for.
        place: SeedPlace,
    },
    /// Position text: more seeds than any game has (200).
    TooManySeeds {
        /// The seeds found.
        found: u32,
    },
    /// Game record: a tag line that is not `[Name "value"]`.
    TagBrackets,
    /// Game record: a tag without a name or a value.
    TagParts,
    /// Game record: a tag value not in double quotes.
    TagQuotes,
    /// Game record: a tag name with other characters than letters, digits and `_`.
    TagName {
        /// The name.
        name: String,
    },
    /// Game record: a `Result` tag that is not `1-0`, `0-1`, `1/2-1/2` or `*`.
    ResultTag {
        /// The value.
        found: String,
    },
    /// Game record: a `Variant` or `Rules` tag that names no rules.
    Rules(RulesError),
    /// Game record: a `Position` tag that is no position of the record's rules.
    Setup(SetupError),
}

impl NotationError {
    /// The error `kind` at byte offset `byte` of `text` (its line and column are counted in characters).
    pub(super) fn at(text: &str, byte: usize, kind: NotationErrorKind) -> NotationError {
        let byte = (0..=byte.min(text.len()))
            .rev()
            .find(|&b| text.is_char_boundary(b))
            .unwrap_or(0);
        let before = &text[..byte];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        NotationError { line, column, kind }
    }
}

impl NotationErrorKind {
    /// Whether the error is about the whole text (how many pit numbers, how many seeds in all) rather than one
    /// place in it: its message then names no character.
    pub fn whole_text(&self) -> bool {
        matches!(
            self,
            NotationErrorKind::PitCount { .. } | NotationErrorKind::TooManySeeds { .. }
        )
    }
}

impl fmt::Display for NotationErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use NotationErrorKind as K;
        match self {
            K::MoveNumber => {
                f.write_str("a move number is written with a dot, like 12. (moves are letters)")
            }
            K::NotALetter { found, pits } => {
                let n = *pits as usize;
                write!(
                    f,
                    "'{found}' is not a pit letter; use {}-{} for South and {}-{} for North",
                    move_letter(n, 0),
                    move_letter(n, n - 1),
                    move_letter(n, n),
                    move_letter(n, 2 * n - 1)
                )
            }
            K::Illegal {
                number,
                letter,
                reason,
            } => write!(f, "move {number} ('{letter}') cannot be played: {reason}"),
            K::TooFewParts { found } => write!(
                f,
                "a position needs the pits, two stores and the player to move (like 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S); found {found} parts"
            ),
            K::NotAPlayer { found } => write!(
                f,
                "the last part must be S or N (the player to move), not '{found}'"
            ),
            K::PitCount { found } => write!(
                f,
                "each player has 3 to 24 pits, so an even number of 6 to 48 pit numbers comes before the two stores; found {found}"
            ),
            K::NotSeeds { found, place } => {
                let what = match place {
                    SeedPlace::Pit(letter) => format!("pit {letter}"),
                    SeedPlace::Store(Player::South) => "South's store".to_string(),
                    SeedPlace::Store(Player::North) => "North's store".to_string(),
                };
                write!(
                    f,
                    "'{found}' ({what}) is not a number of seeds from 0 to {MAX_SEEDS}"
                )
            }
            K::TooManySeeds { found } => write!(
                f,
                "a board holds at most {MAX_SEEDS} seeds; this one has {found}"
            ),
            K::TagBrackets => f.write_str("a tag is written [Name \"value\"]"),
            K::TagParts => f.write_str("a tag needs a name and a value"),
            K::TagQuotes => f.write_str("a tag's value is written in double quotes"),
            K::TagName { name } => {
                write!(f, "'{name}' is not a tag name (letters and digits only)")
            }
            K::ResultTag { found } => write!(
                f,
                "the result '{found}' should be 1-0, 0-1, 1/2-1/2 or *"
            ),
            K::Rules(e) => e.fmt(f),
            K::Setup(e) => e.fmt(f),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind.whole_text() {
            write!(f, "{}", self.kind)
        } else if self.line > 1 {
            write!(
                f,
                "line {}, column {}: {}",
                self.line, self.column, self.kind
            )
        } else {
            write!(f, "at character {}: {}", self.column, self.kind)
        }
    }
}

impl std::error::Error for NotationError {}
