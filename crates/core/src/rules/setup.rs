//! [`Setup`]: a position as given (by a position text, a form, a saved game), with public fields and no
//! checks; [`Position::from_setup`] checks one against the rules and [`SetupError`] says why it does not fit.
//! Reading and printing the position text is in `notation.rs`.

use super::{GrandSlam, Player, Position, Rules, MAX_PITS};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A position not yet checked: the seeds of every pit in index order (B2: `A..` then `a..`), both stores, the
/// player to move and the G5 extra-turn marker. A position text (`4-4-...-0-0-S`) reads into one (`FromStr`),
/// and `Display` prints it back.
///
/// ```
/// use wari_core::rules::{Game, Player, Preset, Setup, SetupError};
/// let setup: Setup = "0-0-0-0-0-1-0-0-0-0-2-0-22-23-S".parse().unwrap();
/// assert_eq!(setup.to_move, Player::South);
/// let game = Game::from_setup(Preset::Abapa.rules(), &setup).unwrap();
/// assert_eq!(game.position().stores(), [22, 23]);
/// let small: Setup = "3-3-3-3-3-3-0-0-S".parse().unwrap();
/// assert_eq!(
///     Game::from_setup(Preset::Abapa.rules(), &small).unwrap_err(),
///     SetupError::PitsASide { found: 3, expected: 6 }
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Setup {
    /// The seeds in each pit, in index order (B2); two rows of the rules' pits a side.
    pub pits: Vec<u8>,
    /// The seeds in South's and North's store.
    pub stores: [u8; 2],
    /// The player to move.
    pub to_move: Player,
    /// G5: the player to move has just made a grand slam and plays again, a move that must feed (`S+`/`N+`).
    pub feed_turn: bool,
}

/// Why a [`Setup`] is no position of the rules; each variant carries the offending values. `Display` gives the
/// English sentence of the command line; the page renders each variant in its language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SetupError {
    /// An odd number of pits: no two rows (B1).
    OddPits {
        /// The number of pits given.
        found: usize,
    },
    /// Rows of another length than the rules' (B1).
    PitsASide {
        /// Pits a side of the set-up.
        found: usize,
        /// Pits a side of the rules.
        expected: u8,
    },
    /// Another number of seeds (pits and stores) than the rules play with.
    Seeds {
        /// The seeds of the set-up.
        found: u32,
        /// The seeds of the rules.
        expected: u16,
    },
    /// Both stores hold the target (E2): no game gets there, as it ends when the first store does.
    BothTargets {
        /// South's and North's store.
        stores: [u8; 2],
        /// The target.
        target: u16,
    },
    /// The extra-turn marker (`+`) where no G5 grand slam can have led: the rules are not G5, or the opponent
    /// of the player to move still has seeds (a grand slam leaves none).
    FeedTurn {
        /// The player to move.
        to_move: Player,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SetupError::OddPits { found } => {
                write!(f, "this position has {found} pits, which do not make two rows")
            }
            SetupError::PitsASide { found, expected } => write!(
                f,
                "this position has {found} pits a side but the variant has {expected}"
            ),
            SetupError::Seeds { found, expected } => write!(
                f,
                "this position has {found} seeds but the variant plays with {expected}"
            ),
            SetupError::BothTargets { stores, target } => write!(
                f,
                "both stores ({} and {}) hold the target of {target} seeds, but a game ends when the first does",
                stores[0], stores[1]
            ),
            SetupError::FeedTurn { to_move } => write!(
                f,
                "{}+ marks the extra turn after a grand slam of the G5 rule, which leaves the opponent without seeds; it does not fit here",
                to_move.letter()
            ),
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// The start position of `rules` as a set-up.
    pub fn start(rules: &Rules) -> Setup {
        Position::start(rules).to_setup()
    }

    /// All the seeds: pits and stores.
    pub fn seeds(&self) -> u32 {
        self.pits.iter().map(|&s| s as u32).sum::<u32>()
            + self.stores[0] as u32
            + self.stores[1] as u32
    }
}

impl From<&Position> for Setup {
    fn from(p: &Position) -> Setup {
        p.to_setup()
    }
}

impl Position {
    /// The position `setup` describes, if it is one of `rules`: two rows of the rules' pits a side (B1), the
    /// rules' number of seeds, not both stores at the target (E2), and the G5 marker only where a G5 grand slam
    /// can have led. The checks come in that order; the error is the first that fails.
    pub fn from_setup(rules: &Rules, setup: &Setup) -> Result<Position, SetupError> {
        let len = setup.pits.len();
        if !len.is_multiple_of(2) {
            return Err(SetupError::OddPits { found: len });
        }
        if len != rules.board_len() {
            return Err(SetupError::PitsASide {
                found: len / 2,
                expected: rules.pits_a_side(),
            });
        }
        let seeds = setup.seeds();
        if seeds != rules.total_seeds() as u32 {
            return Err(SetupError::Seeds {
                found: seeds,
                expected: rules.total_seeds(),
            });
        }
        let target = rules.target();
        if setup.stores.iter().all(|&s| s as u16 >= target) {
            return Err(SetupError::BothTargets {
                stores: setup.stores,
                target,
            });
        }
        let mut pits = [0u8; 2 * MAX_PITS];
        pits[..len].copy_from_slice(&setup.pits);
        let pos = Position {
            pits,
            stores: setup.stores,
            n: rules.pits_a_side(),
            to_move: setup.to_move,
            feed_turn: setup.feed_turn,
            own_loops: rules.own_loops(),
        };
        let opponent_has_seeds = pos.side_seeds(setup.to_move.opponent()) > 0;
        if setup.feed_turn
            && (rules.grand_slam() != GrandSlam::CaptureThenFeed || opponent_has_seeds)
        {
            return Err(SetupError::FeedTurn {
                to_move: setup.to_move,
            });
        }
        Ok(pos)
    }

    /// The position as a [`Setup`] (to change it, or to check it against other rules).
    pub fn to_setup(&self) -> Setup {
        Setup {
            pits: self.pits().to_vec(),
            stores: self.stores,
            to_move: self.to_move,
            feed_turn: self.feed_turn,
        }
    }
}
