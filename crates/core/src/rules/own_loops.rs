//! Four rows (RULES.md L4, Moruba): each player sows only around their own `2 x pits` pits, and a last seed in
//! the mover's inner row captures the opponent's facing inner pit with the outer pit behind it (L4-C).
//!
//! Indices keep B2's split: South owns `0..n`, North `n..2n` (`n = 2 x pits`). Within a side the index
//! follows the player's own sowing order: the outer row from the player's left (`0..pits`), then the inner row
//! from the player's right (`pits..n`). So the side's `k`-th inner pit (index `pits + k`) and its `k`-th outer
//! pit from the right face the same column, and the opponent's pits of that column are their inner pit
//! `n - 1 - k` and outer pit `k` (counted within their side).

use super::words::spread;
use super::{MoveEffect, Position};

impl Position {
    /// The side (first index and length) that pit `i` belongs to.
    #[inline]
    fn own_loop_of(&self, i: usize) -> (usize, usize) {
        let n = self.n as usize;
        (i / n * n, n)
    }

    /// L4-C: when a last seed in pit `last` is in its owner's inner row, the opponent's inner pit in the same
    /// column and the opponent's outer pit behind it, as `(inner, outer)`; `None` for an outer-row pit.
    /// Only meaningful on four rows.
    #[inline]
    pub fn facing_pits(&self, last: usize) -> Option<(usize, usize)> {
        let (start, n) = self.own_loop_of(last);
        let pits = n / 2;
        let k = (last - start).checked_sub(pits)?;
        let opp = n - start;
        Some((opp + n - 1 - k, opp + k))
    }

    /// Sows from `origin` around its owner's loop (L4 with S1, S2 within the loop) and returns the last pit.
    /// The origin must be non-empty. Words as in the one-loop sowing, over the whole board's six words.
    pub(super) fn sow_own_loop(&mut self, origin: usize) -> usize {
        let (start, n) = self.own_loop_of(origin);
        let from = origin - start;
        let seeds = self.pits[origin] as usize;
        self.pits[origin] = 0;
        let lap = n - 1;
        let (laps, rest) = (seeds / lap, seeds % lap);
        let side = (1u64 << n) - 1;
        // Bits from+1 ..= from+rest, wrapped around the loop, then moved to the side's place.
        let wide = ((1u64 << rest) - 1) << (from + 1);
        let ring = ((wide | (wide >> n)) & side) << start;
        let others = (side << start) & !(1u64 << origin);
        let mut w = self.words::<6>();
        for (c, word) in w.iter_mut().enumerate() {
            *word += spread(ring, c) + laps as u64 * spread(others, c);
        }
        self.set_words(w);
        // With no seed after the whole laps, the last fell just before the origin.
        let last = if rest == 0 { from + n - 1 } else { from + rest };
        start + last % n
    }

    /// Plays `origin` on four rows: sowing around the mover's loop, the L4-C capture, the turn change.
    #[inline(never)]
    pub(crate) fn play_own_loop(&mut self, origin: usize) -> MoveEffect {
        let mover = self.to_move;
        let sown = self.pits[origin];
        let last = self.sow_own_loop(origin);
        let mut effect = MoveEffect::sown(origin, sown, last);
        if let Some((inner, outer)) = self.facing_pits(last) {
            if self.pits[inner] > 0 {
                let taken = self.pits[inner] + self.pits[outer];
                let outer_bit = if self.pits[outer] > 0 { 1 << outer } else { 0 };
                effect.set_captured_pits(1 << inner | outer_bit, self.row(mover.opponent()).start);
                effect.captured = taken;
                self.pits[inner] = 0;
                self.pits[outer] = 0;
                self.stores[mover.index()] += taken;
            }
        }
        self.to_move = mover.opponent();
        effect
    }
}
