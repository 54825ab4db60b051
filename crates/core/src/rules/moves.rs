//! What a move is when it cannot be played ([`IllegalMove`]) and what it did when it was ([`MoveEffect`] for
//! the search, [`MoveReport`] for people).

use super::Player;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a move cannot be played; `Display` says it in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum IllegalMove {
    /// The game is already over.
    GameOver,
    /// There is no such pit on this board.
    NoSuchPit,
    /// The pit belongs to the other player.
    NotYourPit,
    /// The pit is empty.
    Empty,
    /// The opponent has no seeds (or a G5 extra turn) and this move does not give them any (F1).
    MustFeed,
    /// The move would capture every seed of the opponent (G2).
    ForbiddenGrandSlam,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalMove::GameOver => "the game is over",
            IllegalMove::NoSuchPit => "there is no such pit on this board",
            IllegalMove::NotYourPit => "that pit belongs to the other player",
            IllegalMove::Empty => "that pit is empty",
            IllegalMove::MustFeed => {
                "the opponent has no seeds: you must play a move that gives them some"
            }
            IllegalMove::ForbiddenGrandSlam => {
                "that move would capture all the opponent's seeds, which is not allowed"
            }
        })
    }
}

impl std::error::Error for IllegalMove {}

/// What a move did, in a few bytes (no allocation): for the search and for [`MoveReport`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct MoveEffect {
    /// The pit the seeds were taken from.
    pub origin: u8,
    /// How many seeds were sown.
    pub sown: u8,
    /// The pit the last seed landed in.
    pub last: u8,
    /// The pits captured, as bits of the opponent's side: bit `k` for pit `captured_from + k` (every capture
    /// is on the opponent's side). Kept to 32 bits so that the effect stays 12 bytes on the hot path; read it
    /// with [`MoveEffect::captured_pits`].
    captured_side: u32,
    /// The first pit of the captured side.
    captured_from: u8,
    /// Seeds captured in all.
    pub captured: u8,
    /// The move was a grand slam (its captures would have emptied the opponent's side).
    pub grand_slam: bool,
    /// The move was a grand slam played without its captures (G1, G2 when forced, G4 when not decisive).
    pub grand_slam_uncaptured: bool,
    /// G5: the mover plays again.
    pub extra_turn: bool,
}

impl MoveEffect {
    /// The effect of a move from `origin` that sowed `sown` seeds ending in `last`, before any capture.
    #[inline(always)]
    pub(super) fn sown(origin: usize, sown: u8, last: usize) -> MoveEffect {
        MoveEffect {
            origin: origin as u8,
            sown,
            last: last as u8,
            ..MoveEffect::default()
        }
    }

    /// The pits captured, as a bit set of pit indices (bit `i`: pit `i`).
    #[inline]
    pub fn captured_pits(&self) -> u64 {
        (self.captured_side as u64) << self.captured_from
    }

    /// Records the captured pits `set` (a bit set of pit indices), all on the side starting at pit `from`.
    #[inline]
    pub(super) fn set_captured_pits(&mut self, set: u64, from: usize) {
        self.captured_side = (set >> from) as u32;
        self.captured_from = from as u8;
    }
}

/// A move explained for people: which pits were sown and captured, and what the grand slam rule did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReport {
    /// Who moved.
    pub player: Player,
    /// The pit the seeds came from.
    pub origin: usize,
    /// The pits sown, in order, one entry a seed (a pit appears again on each lap).
    pub sown: Vec<usize>,
    /// The pits captured with the seeds each held, in the order they were taken (last pit first).
    pub captures: Vec<(usize, u8)>,
    /// The move was a grand slam.
    pub grand_slam: bool,
    /// The grand slam captured nothing because of the rules.
    pub grand_slam_uncaptured: bool,
    /// G5: the mover plays again, a feeding move.
    pub extra_turn: bool,
}

impl MoveReport {
    /// Seeds captured in all.
    pub fn captured(&self) -> u32 {
        self.captures.iter().map(|&(_, c)| c as u32).sum()
    }
}
