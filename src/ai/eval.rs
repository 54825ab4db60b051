//! The static evaluation: how good a position looks for the player to move, in hundredths of a seed.
//!
//! The evaluation is a weighted sum of [`FEATURES`] simple counts, each "mine minus the opponent's" unless
//! said otherwise ([`Evaluator::features`]), with two weights per feature: one for a full board and one for
//! an empty board, blended by the share of the seeds still on the board (a *tapered* evaluation: a heap or an
//! empty pit does not mean the same in the opening and in the endgame). The store difference is fixed at 100
//! a seed in both phases, so scores stay in hundredths of a seed (as the endgame tables' scores are).
//!
//! The weights are fitted to game results (Texel's method, `wari tune`): many positions from engine games,
//! each labelled with the final result for the player to move, and the weights that make
//! `1 / (1 + 10^(-k * eval / 400))` predict those results best (least squares). See `wari tune --help` and
//! the README for how they were made. Every feature is defined from the rules in play (capture counts, board
//! size, who may move), so the same evaluation serves every variant.

use crate::rules::{Player, Position, Rules};

/// The number of features.
pub const FEATURES: usize = 12;

/// The features' names, in order (also the names `wari tune` prints).
pub const NAMES: [&str; FEATURES] = [
    "store",
    "side_seeds",
    "empty",
    "vulnerable",
    "heaps",
    "heap_seeds",
    "capture_now",
    "capture_threat",
    "mobility",
    "front_seeds",
    "back_seeds",
    "tempo",
];

/// Feature 0: the store difference, whose weight is fixed at 100 (hundredths of a seed).
pub const STORE: usize = 0;

/// The feature of the most the player to move can capture at once.
pub const CAPTURE_NOW: usize = 6;

/// The weights: `[full board, empty board]` per feature, hundredths of a seed per unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [[i32; 2]; FEATURES]);

impl Weights {
    /// Reads `2 * FEATURES` whole numbers separated by commas: each feature's two weights in turn (as
    /// `wari tune` prints them).
    pub fn parse(text: &str) -> Result<Weights, String> {
        let v: Vec<i32> = text
            .split(',')
            .map(|x| x.trim().parse::<i32>())
            .collect::<Result<_, _>>()
            .map_err(|_| format!("weights are whole numbers separated by commas, not '{text}'"))?;
        if v.len() != 2 * FEATURES {
            return Err(format!(
                "{} weights wanted, {} given",
                2 * FEATURES,
                v.len()
            ));
        }
        Ok(Weights(std::array::from_fn(|f| [v[2 * f], v[2 * f + 1]])))
    }
}

/// The weights the levels use (fitted by `wari tune`, see the module notes).
pub const WEIGHTS: Weights = Weights([
    [100, 100], // store
    [6, 6],     // side_seeds
    [-80, -80], // empty
    [0, 0],     // vulnerable
    [20, 20],   // heaps
    [0, 0],     // heap_seeds
    [0, 0],     // capture_now
    [0, 0],     // capture_threat
    [0, 0],     // mobility
    [0, 0],     // front_seeds
    [0, 0],     // back_seeds
    [0, 0],     // tempo
]);

/// A precomputed view of the rules for the evaluation.
#[derive(Clone, Debug)]
pub struct Evaluator {
    weights: Weights,
    rules: Rules,
    /// `vulnerable[c]`: a pit holding `c` seeds becomes capturable with one or two more seeds.
    vulnerable: [bool; 256],
    /// Seeds in a heap that laps the board (`2n - 1`).
    lap: u8,
    /// Seeds in the game.
    total: i32,
    /// Whether the capture features are needed (a weight is not zero).
    captures: bool,
    /// Whether the mobility feature is needed.
    mobility: bool,
}

impl Evaluator {
    /// An evaluator for `rules` with `weights`.
    pub fn new(rules: &Rules, weights: Weights) -> Evaluator {
        let mut vulnerable = [false; 256];
        for (c, v) in vulnerable.iter_mut().enumerate().take(254) {
            *v = c > 0 && (rules.captures_count(c as u8 + 1) || rules.captures_count(c as u8 + 2));
        }
        let used = |f: usize| weights.0[f] != [0, 0];
        Evaluator {
            weights,
            rules: *rules,
            vulnerable,
            lap: (rules.board_len() - 1) as u8,
            total: rules.total_seeds() as i32,
            captures: used(6) || used(7),
            mobility: used(8),
        }
    }

    /// The score of `pos` for the player to move, in hundredths of a seed.
    #[inline]
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let f = self.features_for(pos, self.captures, self.mobility);
        let (mut full, mut empty) = (0, 0);
        for (x, w) in f.iter().zip(&self.weights.0) {
            full += x * w[0];
            empty += x * w[1];
        }
        let board = self.total - pos.stores[0] as i32 - pos.stores[1] as i32;
        (full * board + empty * (self.total - board)) / self.total.max(1)
    }

    /// The share of the game's seeds still on the board, 0 to 1 (the blend of the two weights).
    pub fn phase(&self, pos: &Position) -> f64 {
        let board = self.total - pos.stores[0] as i32 - pos.stores[1] as i32;
        board as f64 / self.total.max(1) as f64
    }

    /// The features of `pos` for the player to move (see [`NAMES`]):
    /// - `store`, `side_seeds`, `empty`: stores, seeds on one's side, empty pits;
    /// - `vulnerable`: pits one or two seeds away from a capturing count (1-2 seeds under captures 2,3);
    /// - `heaps`, `heap_seeds`: pits big enough to lap the board (`2n - 1` seeds), and their seeds;
    /// - `capture_now`: the most the player to move can capture with one move (not a difference);
    /// - `capture_threat`: the most the opponent could capture with one move if it were their turn (not a
    ///   difference, counts against the player to move when weighted negatively);
    /// - `mobility`: the legal moves of the player to move minus the opponent's non-empty pits;
    /// - `front_seeds`, `back_seeds`: seeds in one's last third of pits (those that soon go to the
    ///   opponent) and first third;
    /// - `tempo`: 1 (having the move).
    pub fn features(&self, pos: &Position) -> [i32; FEATURES] {
        self.features_for(pos, true, true)
    }

    #[inline(always)]
    fn features_for(&self, pos: &Position, captures: bool, mobility: bool) -> [i32; FEATURES] {
        let me = pos.to_move;
        let opp = me.opponent();
        let mut f = [0i32; FEATURES];
        f[STORE] = pos.stores[me.index()] as i32 - pos.stores[opp.index()] as i32;
        self.side(pos, me, 1, &mut f);
        self.side(pos, opp, -1, &mut f);
        f[11] = 1;
        if captures {
            f[6] = self.best_capture(pos);
            let mut flipped = *pos;
            flipped.to_move = opp;
            flipped.feed_turn = false;
            f[7] = self.best_capture(&flipped);
        }
        if mobility {
            let own = pos.legal_mask(&self.rules).count_ones() as i32;
            let theirs = (pos.nonempty_mask() & pos.row_mask(opp)).count_ones() as i32;
            f[8] = own - theirs;
        }
        f
    }

    /// Adds `sign` times `p`'s side counts to the features.
    #[inline(always)]
    fn side(&self, pos: &Position, p: Player, sign: i32, f: &mut [i32; FEATURES]) {
        let row = pos.row(p);
        let n = row.len();
        let third = n.div_ceil(3);
        for (k, &c) in pos.pits[row].iter().enumerate() {
            let c32 = c as i32;
            f[1] += sign * c32;
            if c == 0 {
                f[2] += sign;
            } else if self.vulnerable[c as usize] {
                f[3] += sign;
            } else if c >= self.lap {
                f[4] += sign;
                f[5] += sign * c32;
            }
            if k >= n - third {
                f[9] += sign * c32;
            } else if k < third {
                f[10] += sign * c32;
            }
        }
    }

    /// The most seeds the player to move captures with one move (0 when no move captures).
    ///
    /// Only moves that can capture are played: a move short of a lap captures only when its last seed makes
    /// a capturing count in an opponent's pit (C1), which the seeds in the pit tell without sowing.
    #[inline]
    fn best_capture(&self, pos: &Position) -> i32 {
        let len = pos.len();
        let theirs = pos.row_mask(pos.to_move.opponent());
        let mut bits = pos.nonempty_mask() & pos.row_mask(pos.to_move);
        let mut best = 0;
        while bits != 0 {
            let m = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let seeds = pos.pits[m] as usize;
            if seeds < len - 1 {
                let last = (m + seeds) % len;
                if theirs >> last & 1 == 0 || !self.rules.captures_count(pos.pits[last] + 1) {
                    continue;
                }
            }
            let mut after = *pos;
            best = best.max(after.play_unchecked(&self.rules, m).captured as i32);
        }
        best
    }
}
