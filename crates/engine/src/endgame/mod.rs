//! Endgame tables: for every position with at most `N` seeds on the board, what the player to move still gets
//! from the board (seeds captured from now on plus seeds given out at the end, minus the opponent's), with best
//! play by both, built by retrograde analysis for the rules in play.
//!
//! # What is stored
//! Positions are indexed "mover first" (the pits of the player to move, then the opponent's), so South and
//! North to move share one entry; the stores are left out because a move's effect does not depend on them
//! (G4 is the exception: no tables are built for `capture-if-decisive`). Seeds on the board only decrease, by
//! captures, so the positions with `b` seeds form a *layer* that depends only on the layers below it.
//!
//! Inside a layer, moves capture nothing and the play may cycle. The repetition rule (E3) ends the game at the
//! first repeated position, which depends on the path; so each entry holds two numbers computed by attractor
//! (retrograde) analysis:
//! - `pess`: what the mover can force when every never-ending play counts as the worst for the mover;
//! - `opt`: what the opponent cannot prevent when every never-ending play counts as the best for the mover.
//!
//! If a cycle ending is worth a fixed amount `c` to the mover, the exact value is `clamp(c, pess, opt)`
//! (a play that the mover forces to end does so without repeating a position, and so does the opponent's).
//! This gives, for a position that *starts a layer* (no earlier position of the game has the same stores, so
//! nothing can repeat from the past: right after a capture, or at the start):
//! - `not-counted`: `c = 0`, exact;
//! - `last-capturer`: `c = ±b` (all board seeds to the last capturer), exact;
//! - `side-owner`: a cycle is worth between `-b` and `b` depending on the position repeated, so the entry
//!   gives bounds `[max(pess, -b), min(opt, b)]`; the value is exact where they meet.
//!
//! Elsewhere inside a layer the game history may cut a line short with a repetition, so the search uses the
//! tables there only as an evaluation.
//!
//! One custom combination is only bounded: a G5 grand slam under F2 (no feeding rule) gives a position whose
//! feeding duty changes its moves while E3 ignores the duty, so such leaves get the trivial bounds and the
//! whole table is read as bounds, whatever the cycle rule. (Under F1, as in `antigua`, the duty changes
//! nothing and the tables are exact as above.)
//!
//! # No capture possible (E5)
//! Under `end=no-capture`, in the layers of at most 12 seeds (the E5 bound), a position from which no capture
//! can follow ends the game (before E1: a stuck player there is E5 too). The build finds those positions from
//! the layer's own graph: live are the positions with a capturing move and, backwards along the in-layer moves,
//! every position that reaches one; the rest are dead ([`Tables::no_capture`] keeps one bit each). A dead
//! position's seeds go by the cycle rule, exactly as a cycle's would: under `last-capturer` and `not-counted`
//! it is a sink left undecided like endless play (`pess = -inf`, `opt = +inf`), so that `clamp(c, pess, opt)`
//! gives it `c` and its predecessors count it as the never-ending play it replaces; under `side-owner` it is a
//! leaf worth its two sides. The exploration of `rules::no_capture` decides the same positions one by one
//! (a test compares them).
//!
//! # The target (E2)
//! The tables play on until the end, ignoring the target. When the target is more than half the seeds, the
//! player who reaches it would win anyway, so the *winner* is exact (only the margin differs). Otherwise the
//! tables are exact only while neither store can reach the target. [`Tables::probe_exact`] checks this.
//!
//! # Files
//! Here the index of a position and the probes; `build.rs` the retrograde build of a layer, `bytes.rs` the
//! tables as bytes for the disk cache.

use wari_core::rules::no_capture::seed_bound;
use wari_core::rules::{CycleRule, Feeding, GrandSlam, Player, Position, Rules};

mod build;
mod bytes;

pub use bytes::TABLES_VERSION;

/// The most positions the default tables hold: 12 seeds on the standard board (2 704 156 positions, 5.4 MB).
pub const DEFAULT_BUDGET: usize = 3_000_000;

/// The tables are wanted once the seeds on the board are at most this many times the seeds they cover
/// ([`Tables::due`]).
///
/// The search probes the tables only at positions they cover, so from a board of `s` seeds a line must
/// capture `s - reach` seeds before they can change anything; twice the reach (24 of abapa's 48 seeds) leaves
/// the build (about a second natively, two to three in the browser's wasm: BENCHMARKS.md, "Boards of a page")
/// several moves of a game in which the search reaches them only in its deepest capturing lines, and the
/// 48-seed opening, where no line of the search comes near them, builds nothing.
pub const DUE_FACTOR: u32 = 2;

/// The largest number of seeds a table can cover (values must fit an `i8` with room for ±infinity).
const MAX_TABLE_SEEDS: u32 = 120;

/// Endgame tables for one set of rules.
pub struct Tables {
    rules: Rules,
    /// Pits on the board (`2n`).
    len: usize,
    /// The most seeds on the board covered; `None` when the rules get no tables.
    seeds: Option<u32>,
    /// What a pit adds to the index of a board ([`Tables::rank`]): `steps[(k * stride + r) * stride + c]`, with
    /// `stride = seeds + 1`, for pit `k` (mover first) holding `c` of the `r` seeds still to place from it on:
    /// the ways to place them with more than `c` in pit `k`.
    steps: Vec<u32>,
    /// Index of the first position of each layer.
    offsets: Vec<usize>,
    pess: Vec<i8>,
    opt: Vec<i8>,
    /// E5: bit `i` set when no capture can ever follow entry `i` (layers up to the E5 seed bound, rules with
    /// `end=no-capture` only).
    dead: Vec<u64>,
    /// Milliseconds the build took.
    build_ms: f64,
    /// The most memory the build held at once (bytes, estimated from the arrays' sizes).
    peak_bytes: usize,
}

/// How a cycle ending is scored for the player to move at a position that starts a layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CycleValue {
    /// Known: this many seeds (net) for the player to move.
    Fixed(i32),
    /// Anything from `-b` to `b` (side-owner).
    Bounded,
}

const UNSET: i8 = i8::MIN;

impl Tables {
    /// Tables covering nothing.
    fn empty(rules: &Rules) -> Tables {
        Tables {
            rules: *rules,
            len: rules.board_len(),
            seeds: None,
            steps: Vec::new(),
            offsets: Vec::new(),
            pess: Vec::new(),
            opt: Vec::new(),
            dead: Vec::new(),
            build_ms: 0.0,
            peak_bytes: 0,
        }
    }

    /// Whether tables can be built for `rules`: not for G4, whose captures depend on the stores, nor for four
    /// rows (L4): their 48 pits let the default budget cover only 4 seeds on the board (C(51, 47) = 249 900
    /// positions with exactly 4; 5 would add 2.6 M), too few to matter in games that end when a side is empty.
    /// Two and three rows (up to 24 pits, one loop) have them.
    pub fn supported(rules: &Rules) -> bool {
        rules.grand_slam() != GrandSlam::CaptureIfDecisive && !rules.own_loops()
    }

    /// The most seeds on the board whose positions fit `budget` entries for `rules`.
    pub fn seeds_for_budget(rules: &Rules, budget: usize) -> u32 {
        let len = rules.board_len() as u64;
        let mut total = 0u64;
        let mut b = 0u32;
        // Positions with exactly `s` seeds: C(s + len - 1, len - 1).
        loop {
            let next = binomial(b as u64 + len - 1, len - 1);
            if total + next > budget as u64 || b as u16 > rules.total_seeds() || b > MAX_TABLE_SEEDS
            {
                return b.saturating_sub(1);
            }
            total += next;
            b += 1;
        }
    }

    /// Whether the tables of `rules` (of `budget` positions) are wanted for a board of `board_seeds` seeds: the
    /// rules have tables and the seeds on the board are at most [`DUE_FACTOR`] times the seeds the tables cover.
    /// Before that the search plays without them, and they are built (or loaded) in the background.
    pub fn due(rules: &Rules, budget: usize, board_seeds: u16) -> bool {
        Tables::supported(rules)
            && budget > 0
            && board_seeds as u32 <= DUE_FACTOR * Tables::seeds_for_budget(rules, budget)
    }

    /// Builds the tables for `rules` with as many seeds as `budget` positions allow, calling
    /// `progress(done, total)` (in positions) now and then.
    pub fn build(rules: &Rules, budget: usize, progress: &mut dyn FnMut(u32, u32)) -> Tables {
        if !Tables::supported(rules) || budget == 0 {
            return Tables::empty(rules);
        }
        Tables::build_seeds(rules, Tables::seeds_for_budget(rules, budget), progress)
    }

    /// Builds the tables for `rules` covering up to `seeds` seeds on the board.
    pub fn build_seeds(rules: &Rules, seeds: u32, progress: &mut dyn FnMut(u32, u32)) -> Tables {
        if !Tables::supported(rules) {
            return Tables::empty(rules);
        }
        let start = super::clock::now_ms();
        let mut t = Tables::layout(rules, seeds);
        let total = t.pess.len();
        let seeds = t.seeds.unwrap_or(0);
        for b in 0..=seeds {
            t.build_layer(b, &mut |done| progress(done as u32, total as u32));
        }
        progress(total as u32, total as u32);
        t.build_ms = super::clock::now_ms() - start;
        t
    }

    /// Unfilled tables for `rules` up to `seeds` seeds: the index arithmetic, every entry unset.
    fn layout(rules: &Rules, seeds: u32) -> Tables {
        let seeds = seeds.min(MAX_TABLE_SEEDS).min(rules.total_seeds() as u32);
        let len = rules.board_len();
        let stride = seeds as usize + 1;
        // The ways to put `s` seeds in `m` pits (`m >= 1`).
        let ways = |s: usize, m: usize| binomial((s + m - 1) as u64, (m - 1) as u64);
        let mut steps = vec![0u32; len * stride * stride];
        for k in 0..len - 1 {
            for r in 0..stride {
                for c in 0..=r {
                    // Pit k and the `len - k - 1` after it: the boards with at least `c + 1` seeds in pit k.
                    let more = ways(r, len - k) - ways(r - c, len - k);
                    steps[(k * stride + r) * stride + c] =
                        u32::try_from(more).expect("a layer of at most 2^32 boards");
                }
            }
        }
        let mut offsets = Vec::with_capacity(seeds as usize + 2);
        let mut total = 0usize;
        for b in 0..=seeds as usize {
            offsets.push(total);
            total += ways(b, len) as usize;
        }
        offsets.push(total);
        Tables {
            rules: *rules,
            len,
            seeds: Some(seeds),
            steps,
            offsets,
            pess: vec![UNSET; total],
            opt: vec![UNSET; total],
            dead: if rules.no_capture_end() {
                vec![0; total.div_ceil(64)]
            } else {
                Vec::new()
            },
            build_ms: 0.0,
            peak_bytes: 0,
        }
    }

    /// The rules the tables were built for.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The most seeds on the board covered (`None`: no tables for these rules).
    pub fn seeds(&self) -> Option<u32> {
        self.seeds
    }

    /// Positions stored.
    pub fn positions(&self) -> usize {
        self.pess.len()
    }

    /// Memory used by the tables, in bytes.
    pub fn bytes(&self) -> usize {
        self.pess.len()
            + self.opt.len()
            + 4 * self.steps.len()
            + 8 * (self.offsets.len() + self.dead.len())
    }

    /// Per layer `b = 0..=seeds`: positions, those whose value is exact under the side-owner bounds, and
    /// those where play may never end (a side stays undecided).
    pub fn layer_stats(&self) -> Vec<(usize, usize, usize)> {
        (0..self.offsets.len().saturating_sub(1))
            .map(|b| {
                let range = self.offsets[b]..self.offsets[b + 1];
                let bi = b as i32;
                let mut exact = 0;
                let mut open = 0;
                for i in range.clone() {
                    let (p, o) = (self.pess[i] as i32, self.opt[i] as i32);
                    if p.max(-bi) == o.min(bi) {
                        exact += 1;
                    }
                    if p < -bi || o > bi {
                        open += 1;
                    }
                }
                (range.len(), exact, open)
            })
            .collect()
    }

    /// The most memory the build held at once, in bytes (an estimate from the arrays it allocates).
    pub fn build_peak_bytes(&self) -> usize {
        self.peak_bytes
    }

    /// How long the build took, in milliseconds.
    pub fn build_ms(&self) -> f64 {
        self.build_ms
    }

    /// The index within its layer of a board of `b` seeds given mover first, as its two sides: `mover` then
    /// `other` (`len / 2` pits each): the boards before it in the layer's order, pit by pit (the last pit's
    /// seeds are what is left).
    #[inline]
    fn rank(&self, mover: &[u8], other: &[u8], b: usize) -> usize {
        let stride = self.offsets.len() - 1; // seeds + 1
        let n = self.len / 2;
        // `at`: where the row of the pit's `r` seeds still to place starts in `steps`, one pit after another.
        // `fold` walks the two sides as two plain loops; a `for` loop over the chained sides asks the chain
        // for each pit and takes half as long again (the endgame tables' build).
        let (rank, _) =
            mover
                .iter()
                .chain(&other[..n - 1])
                .fold((0, b * stride), |(rank, at), &c| {
                    let c = c as usize;
                    (
                        rank + self.steps[at + c] as usize,
                        at + stride * stride - c * stride,
                    )
                });
        rank
    }

    /// [`Tables::rank`] of `pos`'s board (of `b` seeds), mover first.
    #[inline]
    fn rank_of(&self, pos: &Position, b: usize) -> usize {
        let (pits, n) = (pos.pits(), self.len / 2);
        let (south, north) = (&pits[..n], &pits[n..self.len]);
        match pos.to_move() {
            Player::South => self.rank(south, north, b),
            Player::North => self.rank(north, south, b),
        }
    }

    /// The index of `pos` (any player to move), if it is covered.
    #[inline]
    pub fn index(&self, pos: &Position) -> Option<usize> {
        let seeds = self.seeds?;
        if pos.len() != self.len {
            return None;
        }
        let b = pos.board_seeds() as usize;
        if b > seeds as usize {
            return None;
        }
        Some(self.offsets[b] + self.rank_of(pos, b))
    }

    /// E5: whether no capture can ever follow `pos` (`Some(true)`: the game ends there), when the tables know:
    /// the rules have `end=no-capture`, `pos` is covered, holds at most the E5 seed bound and is no G5 feeding
    /// turn. Computed with the tables, by the reverse moves; the search asks here before exploring.
    #[inline]
    pub fn no_capture(&self, pos: &Position) -> Option<bool> {
        if self.dead.is_empty() || pos.feed_turn() || pos.board_seeds() > seed_bound(&self.rules) {
            return None;
        }
        let i = self.index(pos)?;
        Some(self.dead[i / 64] >> (i % 64) & 1 == 1)
    }

    /// The cycle value for the player to move at a position starting a layer with `b` seeds.
    fn cycle_value(&self, to_move: Player, last_capturer: Option<Player>, b: i32) -> CycleValue {
        if self.rules.grand_slam() == GrandSlam::CaptureThenFeed
            && self.rules.feeding() == Feeding::NoFeeding
        {
            // Some leaves are only bounded (see `bounds_of`): `clamp` would not be exact, bounds are.
            return CycleValue::Bounded;
        }
        match self.rules.cycle() {
            CycleRule::SideOwner => CycleValue::Bounded,
            CycleRule::NotCounted => CycleValue::Fixed(0),
            CycleRule::LastCapturer => CycleValue::Fixed(match last_capturer {
                None => 0,
                Some(p) if p == to_move => b,
                Some(_) => -b,
            }),
        }
    }

    /// Bounds on the board's net value for the mover at entry `i` of a layer with `b` seeds.
    #[inline]
    fn bounds_at(&self, i: usize, b: i32, cycle: CycleValue) -> (i32, i32) {
        let (p, o) = (self.pess[i] as i32, self.opt[i] as i32);
        match cycle {
            CycleValue::Bounded => (p.max(-b), o.min(b)),
            CycleValue::Fixed(c) => {
                let v = c.clamp(p, o);
                (v, v)
            }
        }
    }

    /// Bounds on the board's net value for the player to move at `pos` (covered, in a finished layer), as a
    /// position that starts a layer (a G5 feeding turn under F2 gets only the trivial bounds).
    fn bounds_of(&self, pos: &Position, last_capturer: Option<Player>) -> (i32, i32) {
        let b = pos.board_seeds() as i32;
        if pos.feed_turn() && self.rules.feeding() == Feeding::NoFeeding {
            // Under F2 the feeding duty makes this board play differently from the same board without it,
            // yet a return to the board is a repetition (E3 ignores the duty): no table models both, so
            // only the trivial bounds are certain. (Under F1 the duty changes nothing: the opponent's side
            // is empty after the grand slam, so feeding is due anyway.)
            return (-b, b);
        }
        let i = self.index(pos).expect("a covered position");
        self.bounds_at(i, b, self.cycle_value(pos.to_move(), last_capturer, b))
    }

    /// Whether the tables' verdict on the winner holds at `pos` under the target rule (E2).
    #[inline]
    fn target_ok(&self, pos: &Position) -> bool {
        let target = self.rules.target();
        if 2 * target > self.rules.total_seeds() {
            return true;
        }
        let b = pos.board_seeds();
        (pos.stores()[0] as u16 + b) < target && (pos.stores()[1] as u16 + b) < target
    }

    /// Bounds `(lo, hi)` on the seeds the player to move still gets from the board, net, with best play, at
    /// a position that starts a layer (no earlier position of the game has the same stores). Adding the store
    /// difference gives bounds on the final margin whose *sign* (win, draw, loss) is exact (see the module
    /// notes on the target). `None` when the position is not covered.
    #[inline]
    pub fn probe_exact(&self, pos: &Position, last_capturer: Option<Player>) -> Option<(i32, i32)> {
        if pos.feed_turn() && self.rules.feeding() == Feeding::NoFeeding {
            return None;
        }
        let i = self.index(pos)?;
        if !self.target_ok(pos) {
            return None;
        }
        let b = pos.board_seeds() as i32;
        Some(self.bounds_at(i, b, self.cycle_value(pos.to_move(), last_capturer, b)))
    }

    /// A heuristic score from the tables (hundredths of a seed, for the player to move) where they cover the
    /// position: the store difference plus the middle of the bounds.
    #[inline]
    pub fn heuristic(&self, pos: &Position, last_capturer: Option<Player>) -> Option<i32> {
        let i = self.index(pos)?;
        let b = pos.board_seeds() as i32;
        let (lo, hi) = self.bounds_at(i, b, self.cycle_value(pos.to_move(), last_capturer, b));
        let me = pos.to_move().index();
        let d = pos.stores()[me] as i32 - pos.stores()[1 - me] as i32;
        Some(100 * d + 50 * (lo + hi))
    }
}

/// Steps `c`, the seeds of a board, to the next board with as many seeds in lexicographic order (first pit most
/// significant), the order of the tables' entries within a layer; starting from every seed in the last pit,
/// this walks every board of that layer. Returns false, leaving `c` as it is, after the last one.
pub fn next_composition(c: &mut [u8]) -> bool {
    let len = c.len();
    let Some(last) = (0..len).rev().find(|&k| c[k] > 0) else {
        return false;
    };
    if last == 0 {
        return false;
    }
    let moved = c[last];
    c[last] = 0;
    c[last - 1] += 1;
    c[len - 1] = moved - 1;
    true
}

fn binomial(n: u64, k: u64) -> u64 {
    let k = k.min(n.saturating_sub(k));
    let mut r = 1u64;
    for i in 0..k {
        r = r * (n - i) / (i + 1);
    }
    r
}
