//! The puzzle collection: positions with a goal from a small typed set ([`Goal`]), a solution the engine
//! proves exactly (`wari_engine::verify`, `wari puzzles verify`), and a hint and an explanation derived from the proved
//! line ([`Hint`], [`Explanation`]) that the page puts into words in every language. Pure: no I/O, no web
//! types; the page lists, plays and judges puzzles through this module ([`Attempt`]).
//!
//! The collection is data: `collection.txt`, one puzzle a line, sorted by difficulty (see [`parse_collection`]
//! for the format). It was found by `wari puzzles generate` (random and self-play positions searched for clean,
//! unique solutions), then chosen and checked by hand.
//!
//! | file | owns |
//! |---|---|
//! | `mod.rs` | [`Puzzle`], [`Goal`], the collection and its text format |
//! | `judge.rs` | [`Attempt`]: a person solving a puzzle, each move right or wrong ([`Verdict`], [`Miss`]) and the reply |
//! | `explain.rs` | [`Hint`] and [`Explanation`]: what the page says before and after, from the proved line |
//! | `ids.rs` | the ids, `<variant>/<n>`, and the ids before them: [`canonical`] |
//! | `choose.rs` | choosing puzzles: this week's six for the variant played ([`weekly`]), the list's [`Filter`] |

mod choose;
mod explain;
mod ids;
mod judge;

pub use choose::{weekly, Filter, Weekly};
pub use explain::{Explanation, Hint};
pub use ids::canonical;
pub use judge::{Attempt, Miss, Verdict};

use crate::rules::{
    move_letter, parse_move_letter, Game, NotationError, Player, Rules, RulesError, Setup,
    SetupError,
};
use std::fmt;
use std::sync::OnceLock;

/// What a puzzle asks for. Each goal says exactly what its solution must be; the engine's `verify` proves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Capture as many seeds as you can with one move: the solution captures more than every other move.
    BestCapture,
    /// Win within this many moves of your own, whatever the opponent does: the first move is the only one
    /// that does, and no fewer moves win.
    WinIn(u8),
    /// Every move but one loses by force: find the one that does not (proved with the endgame tables).
    OnlyMoveNotLosing,
    /// The opponent has no seeds and must be fed (F1): the only move that feeds without giving them a capture.
    FeedAndKeepLead,
    /// Capture every seed of the opponent in one move, where the grand slam rule lets it capture (G3-G5).
    GrandSlam,
    /// G5: capture all of the opponent's seeds, then in the extra turn feed them with the only move that gives
    /// them no capture.
    SlamThenFeed,
}

impl Goal {
    /// The goal's id in `collection.txt`: `best-capture`, `win-in-2`, `only-move`, `feed`, `grand-slam`,
    /// `slam-then-feed`.
    pub fn id(self) -> String {
        match self {
            Goal::BestCapture => "best-capture".into(),
            Goal::WinIn(n) => format!("win-in-{n}"),
            Goal::OnlyMoveNotLosing => "only-move".into(),
            Goal::FeedAndKeepLead => "feed".into(),
            Goal::GrandSlam => "grand-slam".into(),
            Goal::SlamThenFeed => "slam-then-feed".into(),
        }
    }

    /// Reads a goal id.
    pub fn parse(s: &str) -> Option<Goal> {
        Some(match s {
            "best-capture" => Goal::BestCapture,
            "only-move" => Goal::OnlyMoveNotLosing,
            "feed" => Goal::FeedAndKeepLead,
            "grand-slam" => Goal::GrandSlam,
            "slam-then-feed" => Goal::SlamThenFeed,
            _ => Goal::WinIn(
                s.strip_prefix("win-in-")?
                    .parse()
                    .ok()
                    .filter(|n| (1..=4).contains(n))?,
            ),
        })
    }

    /// The key of the goal's sentence in the language files (`puzzle-goal-win-in` takes `$moves`).
    pub fn text_key(self) -> &'static str {
        match self {
            Goal::BestCapture => "puzzle-goal-best-capture",
            Goal::WinIn(_) => "puzzle-goal-win-in",
            Goal::OnlyMoveNotLosing => "puzzle-goal-only-move",
            Goal::FeedAndKeepLead => "puzzle-goal-feed",
            Goal::GrandSlam => "puzzle-goal-grand-slam",
            Goal::SlamThenFeed => "puzzle-goal-slam-then-feed",
        }
    }

    /// Every goal kind (with `WinIn(1)` standing for all `WinIn`), for tests and listings.
    pub const KINDS: [Goal; 6] = [
        Goal::BestCapture,
        Goal::WinIn(1),
        Goal::OnlyMoveNotLosing,
        Goal::FeedAndKeepLead,
        Goal::GrandSlam,
        Goal::SlamThenFeed,
    ];
}

/// One puzzle: where it starts, under which rules, what to do, and the solution line the engine proves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// A stable id for links (`?puzzle=abapa/3`): `<variant>/<n>`, the variant's id and the puzzle's number
    /// within it (`ids.rs`).
    pub id: String,
    /// The variant as written in the collection: a preset id.
    pub variant: String,
    /// The rules in play.
    pub rules: Rules,
    /// The position to solve; the solver is the player to move.
    pub setup: Setup,
    /// What to do.
    pub goal: Goal,
    /// The main line, pit indices: the solver's moves and, between them, the opponent's best defence
    /// ([`crate::proof::Prover::best_defence`]).
    pub line: Vec<usize>,
    /// 1 (first steps) to 3 (hard), the order of the collection.
    pub stars: u8,
}

impl Puzzle {
    /// The player who solves the puzzle: the one to move.
    pub fn solver(&self) -> Player {
        self.setup.to_move
    }

    /// A game starting at the puzzle's position.
    pub fn game(&self) -> Result<Game, SetupError> {
        Game::from_setup(self.rules, &self.setup)
    }

    /// The main line as letters (`Ed` + ...): capitals for South, lower case for North (B4).
    pub fn line_text(&self) -> String {
        let n = self.setup.pits.len() / 2;
        self.line.iter().map(|&p| move_letter(n, p)).collect()
    }

    /// The first move of the solution.
    pub fn first_move(&self) -> usize {
        self.line[0]
    }

    /// The puzzle as a line of `collection.txt`.
    pub fn to_line(&self) -> String {
        format!(
            "{} | {} | {} | {} | {} | {}",
            self.id,
            self.stars,
            self.variant,
            self.setup,
            self.goal.id(),
            self.line_text()
        )
    }
}

/// Why a line of the collection cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Not the six fields `id | stars | variant | position | goal | line`.
    Fields {
        /// The line number (from 1).
        line: usize,
    },
    /// An id that is not `<variant>/<n>` (the line's variant, a number from 1), or used twice.
    Id {
        /// The line number.
        line: usize,
        /// The id.
        id: String,
    },
    /// Stars out of 1..=3.
    Stars {
        /// The line number.
        line: usize,
    },
    /// The variant is no preset id nor rules text.
    Rules {
        /// The line number.
        line: usize,
        /// Why.
        error: RulesError,
    },
    /// The position text cannot be read.
    Position {
        /// The line number.
        line: usize,
        /// Why.
        error: NotationError,
    },
    /// An unknown goal.
    Goal {
        /// The line number.
        line: usize,
    },
    /// The line has a letter that names no pit, or is empty.
    Line {
        /// The line number.
        line: usize,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Fields { line } => {
                write!(
                    f,
                    "line {line}: expected `id | stars | variant | position | goal | line`"
                )
            }
            ParseError::Id { line, id } => write!(f, "line {line}: bad or repeated id '{id}'"),
            ParseError::Stars { line } => write!(f, "line {line}: stars must be 1, 2 or 3"),
            ParseError::Rules { line, error } => write!(f, "line {line}: {error}"),
            ParseError::Position { line, error } => write!(f, "line {line}: {error}"),
            ParseError::Goal { line } => write!(f, "line {line}: unknown goal"),
            ParseError::Line { line } => write!(f, "line {line}: bad solution line"),
        }
    }
}

impl std::error::Error for ParseError {}

/// Reads a collection: one puzzle a line, `id | stars | variant | position | goal | line`, e.g.
/// `abapa/1 | 1 | abapa | 0-0-0-0-2-1-1-2-0-0-0-0-20-22-S | best-capture | E`; blank lines and lines starting
/// with `#` are skipped. Whether each puzzle's claim holds is the engine's `verify`'s business.
pub fn parse_collection(text: &str) -> Result<Vec<Puzzle>, ParseError> {
    let mut puzzles: Vec<Puzzle> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = raw.split('|').map(str::trim).collect();
        let [id, stars, variant, position, goal, moves] = fields[..] else {
            return Err(ParseError::Fields { line });
        };
        let stars = stars
            .parse()
            .ok()
            .filter(|s| (1..=3).contains(s))
            .ok_or(ParseError::Stars { line })?;
        let rules: Rules = variant
            .parse()
            .map_err(|error| ParseError::Rules { line, error })?;
        let id_ok = ids::well_formed(id, variant) && puzzles.iter().all(|p| p.id != id);
        if !id_ok {
            return Err(ParseError::Id {
                line,
                id: id.into(),
            });
        }
        let setup: Setup = position
            .parse()
            .map_err(|error| ParseError::Position { line, error })?;
        let goal = Goal::parse(goal).ok_or(ParseError::Goal { line })?;
        let n = setup.pits.len() / 2;
        let line_moves: Option<Vec<usize>> =
            moves.chars().map(|c| parse_move_letter(c, n)).collect();
        let line_moves = line_moves
            .filter(|m| !m.is_empty())
            .ok_or(ParseError::Line { line })?;
        puzzles.push(Puzzle {
            id: id.into(),
            variant: variant.into(),
            rules,
            setup,
            goal,
            line: line_moves,
            stars,
        });
    }
    Ok(puzzles)
}

/// The text of the built-in collection.
pub const COLLECTION: &str = include_str!("collection.txt");

/// The built-in collection, sorted by difficulty (read once; empty if it could not be read, which a test
/// rules out).
pub fn collection() -> &'static [Puzzle] {
    static PUZZLES: OnceLock<Vec<Puzzle>> = OnceLock::new();
    PUZZLES.get_or_init(|| parse_collection(COLLECTION).unwrap_or_default())
}

/// The puzzle of the collection with this id (or old id, [`canonical`]).
pub fn find(id: &str) -> Option<&'static Puzzle> {
    index_of(id).map(|i| &collection()[i])
}

/// The place in the collection of the puzzle with this id (or old id, [`canonical`]): `?puzzle=` links.
pub fn index_of(id: &str) -> Option<usize> {
    let id = canonical(id)?;
    collection().iter().position(|p| p.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_collection_reads_and_is_sorted_by_stars() {
        let all = parse_collection(COLLECTION).expect("collection.txt reads");
        assert_eq!(all.len(), collection().len());
        assert!(all.windows(2).all(|w| w[0].stars <= w[1].stars));
        for p in &all {
            assert_eq!(
                parse_collection(&p.to_line()).unwrap(),
                vec![p.clone()],
                "{}",
                p.id
            );
        }
    }

    #[test]
    fn goals_read_back() {
        for g in Goal::KINDS.into_iter().chain([Goal::WinIn(4)]) {
            assert_eq!(Goal::parse(&g.id()), Some(g));
        }
        assert_eq!(Goal::parse("win-in-0"), None);
        assert_eq!(Goal::parse("win-in-9"), None);
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        let good = "abapa/1 | 1 | abapa | 0-0-0-0-2-1-1-2-0-0-0-0-20-22-S | best-capture | E";
        assert_eq!(parse_collection(good).unwrap().len(), 1);
        let cases = [
            ("x-1 | 1 | abapa", ParseError::Fields { line: 1 }),
            (
                &good.replace("abapa/1", "abapa-1"),
                ParseError::Id {
                    line: 1,
                    id: "abapa-1".into(),
                },
            ),
            (
                &good.replace("abapa/1", "adaua/1"),
                ParseError::Id {
                    line: 1,
                    id: "adaua/1".into(),
                },
            ),
            (
                &good.replace("| 1 |", "| 4 |"),
                ParseError::Stars { line: 1 },
            ),
            (
                &good.replace("best-capture", "mate"),
                ParseError::Goal { line: 1 },
            ),
            (&good.replace("| E", "| Z"), ParseError::Line { line: 1 }),
        ];
        for (text, want) in cases {
            assert_eq!(parse_collection(text).unwrap_err(), want, "{text}");
        }
        let twice = format!("{good}\n\n# a comment\n{good}");
        assert_eq!(
            parse_collection(&twice).unwrap_err(),
            ParseError::Id {
                line: 4,
                id: "abapa/1".into()
            }
        );
        assert!(matches!(
            parse_collection(&good.replace("abapa", "nope")).unwrap_err(),
            ParseError::Rules { line: 1, .. }
        ));
        assert!(matches!(
            parse_collection(&good.replace("-S", "-Q")).unwrap_err(),
            ParseError::Position { line: 1, .. }
        ));
    }
}
