//! The static evaluation: how good a position looks for the player to move, in hundredths of a seed.
//!
//! The store difference comes first (100 a seed). Then, per pit, the shape of each side:
//! - an empty pit is a real weakness (0.8 seed): fewer moves, fewer ways to answer a threat or to feed, and
//!   the opponent's seeds landing there are not captured by oneself;
//! - seeds on one's own side are a small plus (mobility, and they go to their owner when the game ends
//!   stuck or in a side-owner cycle, E1/E3);
//! - a heap big enough to lap the board (`2n - 1` seeds or more, 12+ on the standard board) is a weapon:
//!   its second lap drops seeds in the opponent's pits twice, which creates captures;
//! - pits that one or two more seeds would bring to a capturing count (1 and 2 seeds under captures 2,3) and
//!   the tempo have their own weights, kept at 0: in self-play at depths 6 and 8 they did not help.
//!
//! The weights were chosen by self-play at fixed depths (200 games a pairing, colours alternated, from
//! varied openings): against the first hand-set weights (vulnerable pits 0.22, empty 0.08, side seeds 0.04,
//! heaps 0.35 + 0.03 a seed, tempo 0.15) the current ones score 95% at depth 8 on `abapa`; the empty-pit weight
//! is the one that matters (store difference alone scores about 5% against store difference plus empty pits
//! at depth 6).

use crate::rules::{Position, Rules};

/// The weights of the evaluation terms (hundredths of a seed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Per seed in one's store (above the opponent's).
    pub store: i32,
    /// Per seed on one's own side of the board.
    pub side_seed: i32,
    /// Per pit one or two seeds away from a capturing count.
    pub vulnerable: i32,
    /// Per empty pit.
    pub empty: i32,
    /// Per heap that can lap the board, plus `heap_seed` per seed in it.
    pub heap: i32,
    /// See `heap`.
    pub heap_seed: i32,
    /// For having the move.
    pub tempo: i32,
}

/// The weights the levels use.
pub const WEIGHTS: Weights = Weights {
    store: 100,
    side_seed: 6,
    vulnerable: 0,
    empty: 80,
    heap: 20,
    heap_seed: 0,
    tempo: 0,
};

/// A precomputed view of the rules for the evaluation: which pit counts are vulnerable.
#[derive(Clone, Debug)]
pub struct Evaluator {
    weights: Weights,
    /// `vulnerable[c]`: a pit holding `c` seeds becomes capturable with one or two more seeds.
    vulnerable: [bool; 256],
    /// Seeds in a heap that laps the board (`2n - 1`; on four rows `n - 1`, the mover's loop).
    lap: u8,
}

impl Evaluator {
    /// An evaluator for `rules` with `weights`.
    pub fn new(rules: &Rules, weights: Weights) -> Evaluator {
        let mut vulnerable = [false; 256];
        for (c, v) in vulnerable.iter_mut().enumerate().take(254) {
            *v = c > 0 && (rules.captures_count(c as u8 + 1) || rules.captures_count(c as u8 + 2));
        }
        Evaluator {
            weights,
            vulnerable,
            // One loop: the board less the origin; four rows (L4): the mover's own loop less the origin.
            lap: if rules.own_loops() {
                rules.pits_a_side() - 1
            } else {
                (rules.board_len() - 1) as u8
            },
        }
    }

    /// The score of `pos` for the player to move, in hundredths of a seed.
    #[inline]
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let w = &self.weights;
        let me = pos.to_move();
        let opp = me.opponent();
        let mut score = w.store * (pos.store(me) as i32 - pos.store(opp) as i32) + w.tempo;
        score += self.side(pos, me) - self.side(pos, opp);
        score
    }

    #[inline]
    fn side(&self, pos: &Position, p: crate::rules::Player) -> i32 {
        let w = &self.weights;
        let mut s = 0;
        for &c in pos.row_pits(p) {
            s += w.side_seed * c as i32;
            if c == 0 {
                s -= w.empty;
            } else if self.vulnerable[c as usize] {
                s -= w.vulnerable;
            } else if c >= self.lap {
                s += w.heap + w.heap_seed * c as i32;
            }
        }
        s
    }
}
