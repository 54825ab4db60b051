//! The static evaluation: how good a position looks for the player to move, in hundredths of a seed.
//!
//! The evaluation is a weighted sum of [`FEATURES`] simple counts, each "mine minus the opponent's" unless
//! said otherwise ([`Evaluator::features`]), with two weights per feature: one for a full board and one for
//! an empty board, blended by the share of the seeds still on the board (a *tapered* evaluation: a heap or an
//! empty pit does not mean the same in the opening and in the endgame). The store difference is fixed at 100
//! a seed in both phases, so scores stay in hundredths of a seed (as the endgame tables' scores are).
//!
//! On the board of abapa (two rows of six, captures of 2 and 3) the levels use a learned table instead, a value
//! for each pit and count fitted to deep searches ([`table`], `wari learn`); [`Evaluator::standard`] chooses.
//!
//! The weights are fitted to game results (Texel's method, `wari tune`): many positions from engine games,
//! each labelled with the final result for the player to move, and the weights that make
//! `1 / (1 + 10^(-k * eval / 400))` predict those results best (least squares); `crates/cli/src/tune.rs` makes
//! the fit. Every feature is defined from the rules in play (capture counts, board size, who may move), so the
//! same evaluation serves every variant.

use wari_core::rules::{Player, Position, Rules, MAX_PITS};

pub mod table;
pub use table::PitTable;

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
/// The feature of the most the opponent could capture at once.
const CAPTURE_THREAT: usize = 7;
/// The mobility feature.
const MOBILITY: usize = 8;
/// The tempo feature.
const TEMPO: usize = 11;

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
    /// The weights of the per-pit features folded into one table: `pit_value[class][seeds]` is the
    /// `[full, empty]` value of a pit of one's own holding `seeds`, `class` 0 for the first third of the
    /// row, 1 for the middle, 2 for the last third.
    pit_value: Box<[[[i32; 2]; 256]; 3]>,
    /// The class of each pit of a row (see `pit_value`).
    class: [u8; MAX_PITS],
    /// The learned table that replaces the weights, if any.
    table: Option<Box<PitTable>>,
}

impl Evaluator {
    /// An evaluator for `rules` with `weights`.
    pub fn new(rules: &Rules, weights: Weights) -> Evaluator {
        let mut vulnerable = [false; 256];
        for (c, v) in vulnerable.iter_mut().enumerate().take(254) {
            *v = c > 0 && (rules.captures_count(c as u8 + 1) || rules.captures_count(c as u8 + 2));
        }
        let used = |f: usize| weights.0[f] != [0, 0];
        let n = rules.pits_a_side() as usize;
        let third = n.div_ceil(3);
        let mut class = [1u8; MAX_PITS];
        for (k, c) in class.iter_mut().enumerate().take(n) {
            *c = if k >= n - third {
                2
            } else if k < third {
                0
            } else {
                1
            };
        }
        let mut e = Evaluator {
            weights,
            rules: *rules,
            vulnerable,
            // One loop: the board less the origin; four rows (L4): the mover's own loop less the origin.
            lap: if rules.own_loops() {
                rules.pits_a_side() - 1
            } else {
                (rules.board_len() - 1) as u8
            },
            total: rules.total_seeds() as i32,
            captures: used(6) || used(7),
            mobility: used(8),
            pit_value: Box::new([[[0; 2]; 256]; 3]),
            class,
            table: None,
        };
        // One pit's features, for each class and count: put a pit in an otherwise empty row of the right
        // class and read its contribution.
        let k_of = [0, third.min(n - 1), n - 1];
        for (cl, &k) in k_of.iter().enumerate() {
            for c in 0..=255u8 {
                e.pit_value[cl][c as usize] = e.pit_weight(k, c, n);
            }
        }
        e
    }

    /// The evaluation the levels use for `rules`: the learned [`table::ABAPA`] where it
    /// [fits](PitTable::fits), else the weights [`WEIGHTS`].
    pub fn standard(rules: &Rules) -> Evaluator {
        let table = PitTable::fits(rules).then(|| table::ABAPA.clone());
        Evaluator::new(rules, WEIGHTS).with_table(table)
    }

    /// This evaluator with `table` instead of the weights (`None`: the weights), for the rules it
    /// [fits](PitTable::fits); on other rules the table is not used.
    pub fn with_table(mut self, table: Option<PitTable>) -> Evaluator {
        self.table = table.filter(|_| PitTable::fits(&self.rules)).map(Box::new);
        self
    }

    /// The learned table in use, if any.
    pub fn table(&self) -> Option<&PitTable> {
        self.table.as_deref()
    }

    /// The weights' value `[full, empty]` of one's own pit `k` (of a row of `n`) holding `c` seeds: what the
    /// weighted features give that pit (the starting point of a learned table).
    pub fn pit_weight(&self, k: usize, c: u8, n: usize) -> [i32; 2] {
        let mut f = [0i32; FEATURES];
        self.pit(k, c, n, 1, &mut f);
        let mut v = [0; 2];
        for (x, w) in f.iter().zip(&self.weights.0) {
            v[0] += x * w[0];
            v[1] += x * w[1];
        }
        v
    }

    /// The score of `pos` for the player to move, in hundredths of a seed: the learned table's where there
    /// is one, else the weighted features of [`Evaluator::features`], the per-pit ones read from a table.
    #[inline]
    pub fn evaluate(&self, pos: &Position) -> i32 {
        if let Some(t) = &self.table {
            return t.evaluate(pos, self.total);
        }
        let w = &self.weights.0;
        let me = pos.to_move();
        let opp = me.opponent();
        let stores = pos.store(me) as i32 - pos.store(opp) as i32;
        let mut full = w[STORE][0] * stores + w[TEMPO][0];
        let mut empty = w[STORE][1] * stores + w[TEMPO][1];
        for (&c, &class) in pos.row_pits(me).iter().zip(&self.class) {
            let v = &self.pit_value[class as usize][c as usize];
            full += v[0];
            empty += v[1];
        }
        for (&c, &class) in pos.row_pits(opp).iter().zip(&self.class) {
            let v = &self.pit_value[class as usize][c as usize];
            full -= v[0];
            empty -= v[1];
        }
        if self.captures || self.mobility {
            let mut f = [0; FEATURES];
            self.dynamic(pos, self.captures, self.mobility, &mut f);
            for i in [CAPTURE_NOW, CAPTURE_THREAT, MOBILITY] {
                full += f[i] * w[i][0];
                empty += f[i] * w[i][1];
            }
        }
        blend([full, empty], pos, self.total)
    }

    /// The weights.
    pub fn weights(&self) -> Weights {
        self.weights
    }

    /// The share of the game's seeds still on the board, 0 to 1 (the blend of the two weights).
    pub fn phase(&self, pos: &Position) -> f64 {
        let board = self.total - pos.stores()[0] as i32 - pos.stores()[1] as i32;
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
        let me = pos.to_move();
        let opp = me.opponent();
        let mut f = [0i32; FEATURES];
        f[STORE] = pos.store(me) as i32 - pos.store(opp) as i32;
        self.side(pos, me, 1, &mut f);
        self.side(pos, opp, -1, &mut f);
        f[TEMPO] = 1;
        self.dynamic(pos, true, true, &mut f);
        f
    }

    /// The features that look at moves: the captures (when `captures`) and the mobility (when `mobility`).
    #[inline(always)]
    fn dynamic(&self, pos: &Position, captures: bool, mobility: bool, f: &mut [i32; FEATURES]) {
        let opp = pos.to_move().opponent();
        if captures {
            f[CAPTURE_NOW] = self.best_capture(pos);
            // The opponent's captures: the board turned round so that they are South, to move.
            f[CAPTURE_THREAT] = self.best_capture(&pos.turned());
        }
        if mobility {
            let own = pos.legal_mask(&self.rules).count_ones() as i32;
            let theirs = (pos.nonempty_mask() & pos.row_mask(opp)).count_ones() as i32;
            f[MOBILITY] = own - theirs;
        }
    }

    /// Adds `sign` times `p`'s side counts to the features.
    #[inline(always)]
    fn side(&self, pos: &Position, p: Player, sign: i32, f: &mut [i32; FEATURES]) {
        let row = pos.row_pits(p);
        let n = row.len();
        for (k, &c) in row.iter().enumerate() {
            self.pit(k, c, n, sign, f);
        }
    }

    /// Adds `sign` times the features of pit `k` (of `n` in its row) holding `c` seeds.
    #[inline(always)]
    fn pit(&self, k: usize, c: u8, n: usize, sign: i32, f: &mut [i32; FEATURES]) {
        let third = n.div_ceil(3);
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

    /// The most seeds the player to move captures with one move (0 when no move captures); only the moves
    /// that [`may_capture`] are played.
    #[inline]
    fn best_capture(&self, pos: &Position) -> i32 {
        let mut bits = may_capture(
            &self.rules,
            pos,
            pos.nonempty_mask() & pos.row_mask(pos.to_move()),
        );
        let mut best = 0;
        while bits != 0 {
            let m = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let mut after = *pos;
            best = best.max(after.play_unchecked(&self.rules, m).captured as i32);
        }
        best
    }
}

/// A `[full board, empty board]` pair blended by the share of the game's `total` seeds still on `pos`'s board
/// (the tapered evaluation's phase; the learned table blends the same way).
#[inline(always)]
pub(crate) fn blend([full, empty]: [i32; 2], pos: &Position, total: i32) -> i32 {
    let board = total - pos.stores()[0] as i32 - pos.stores()[1] as i32;
    (full * board + empty * (total - board)) / total.max(1)
}

/// The moves among `moves` (a bit set of the mover's non-empty pits) that may capture: a move short of a lap
/// captures only when its last seed makes a capturing count in an opponent's pit (C1), which the seeds in
/// that pit tell without sowing; a lap may capture anywhere.
#[inline]
pub fn may_capture(rules: &Rules, pos: &Position, moves: u64) -> u64 {
    if pos.own_loops() {
        return may_capture_own_loop(pos, moves);
    }
    let len = pos.len();
    let theirs = pos.row_mask(pos.to_move().opponent());
    moves_where(moves, move |m| {
        let seeds = pos.pit(m) as usize;
        if seeds >= len - 1 {
            return true;
        }
        let last = (m + seeds) % len;
        theirs >> last & 1 == 1 && rules.captures_count(pos.pit(last) + 1)
    })
}

/// [`may_capture`] on four rows (L4-C): the moves whose last seed may land in the mover's inner row facing a
/// non-empty inner pit of the opponent (a move that laps the mover's loop always may).
fn may_capture_own_loop(pos: &Position, moves: u64) -> u64 {
    let n = pos.pits_a_side();
    moves_where(moves, |m| {
        let seeds = pos.pit(m) as usize;
        let start = m / n * n;
        if seeds >= n - 1 {
            return true;
        }
        let last = start + (m - start + seeds) % n;
        pos.facing_pits(last)
            .is_some_and(|(inner, _)| pos.pit(inner) > 0)
    })
}

/// The moves of the bit set `moves` for which `keep` holds.
#[inline(always)]
fn moves_where(moves: u64, keep: impl Fn(usize) -> bool) -> u64 {
    let mut out = 0;
    let mut bits = moves;
    while bits != 0 {
        let m = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        if keep(m) {
            out |= 1 << m;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levels::Rng;
    use wari_core::rules::{Game, Preset};

    /// The table-driven evaluation equals the weighted sum of the features, blended by the phase, for any
    /// weights, in positions of random games of every preset and of small and big boards.
    #[test]
    fn evaluate_is_the_weighted_sum_of_the_features() {
        let mut rng = Rng::new(3);
        let mut rules: Vec<Rules> = Preset::ALL.iter().map(|p| p.rules()).collect();
        rules.push("pits=3 seeds=2 target=7".parse().expect("rules"));
        rules.push("pits=10 seeds=5 captures=2,3,4".parse().expect("rules"));
        for r in rules {
            let w = Weights(std::array::from_fn(|_| {
                [rng.symmetric(150), rng.symmetric(150)]
            }));
            let e = Evaluator::new(&r, w);
            let mut game = Game::new(r);
            while !game.is_over() && game.ply() < 300 {
                let pos = *game.position();
                let f = e.features(&pos);
                let (mut full, mut empty) = (0, 0);
                for (x, wf) in f.iter().zip(&w.0) {
                    full += x * wf[0];
                    empty += x * wf[1];
                }
                let total = r.total_seeds() as i32;
                let board = pos.board_seeds() as i32;
                let expect = (full * board + empty * (total - board)) / total;
                assert_eq!(e.evaluate(&pos), expect, "{pos} under {r}");
                let legal = game.legal_moves();
                game.play(legal[rng.below(legal.len() as u64) as usize])
                    .expect("legal");
            }
        }
    }

    #[test]
    fn weights_read_back_from_text() {
        let text: Vec<String> = WEIGHTS.0.iter().flatten().map(|w| w.to_string()).collect();
        assert_eq!(Weights::parse(&text.join(",")), Ok(WEIGHTS));
        assert!(Weights::parse("1,2,3").is_err());
        assert!(Weights::parse("a,b").is_err());
    }
}
