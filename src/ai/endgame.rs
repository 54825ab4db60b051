//! Endgame tables (being written): the exact value of positions with few seeds on the board.

use crate::rules::{Player, Position};

/// Endgame tables for one set of rules.
pub struct Tables {}

impl Tables {
    /// Bounds `(lo, hi)` on the seeds the player to move still gets from the board, net, with best play, valid
    /// where this position starts a layer (no earlier position of the game has the same stores).
    pub fn probe_exact(
        &self,
        _pos: &Position,
        _last_capturer: Option<Player>,
    ) -> Option<(i32, i32)> {
        None
    }

    /// A heuristic score from the tables (hundredths of a seed) where they cover the position.
    pub fn heuristic(&self, _pos: &Position, _last_capturer: Option<Player>) -> Option<i32> {
        None
    }
}

/// The most positions the default tables hold.
pub const DEFAULT_BUDGET: usize = 3_000_000;

impl Tables {
    /// Builds the tables for `rules` within `budget` positions.
    pub fn build(
        _rules: &crate::rules::Rules,
        _budget: usize,
        _progress: &mut dyn FnMut(u32, u32),
    ) -> Tables {
        Tables {}
    }
}
