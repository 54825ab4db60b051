//! Game review: every position of a game searched at a fixed budget, the value and the best move there, and
//! for each move played the seeds it gave away against the best move, judged good, inaccuracy, mistake or
//! blunder; a summary per player. The same code runs natively (`wari review`) and in the browser's worker.
//!
//! # The search: fixed and reproducible
//! Each position is searched on its own ([`Analyser::position`]) with a fresh transposition table, the
//! hand-made evaluation ([`WEIGHTS`], not the levels' learned table: the judgements' thresholds in
//! [`review`] were calibrated on its values, and the learned table's larger opening values would call a
//! child's first move a mistake until they are calibrated again) and endgame tables of [`ReviewBudget::table_seeds`] seeds (fewer
//! when the rules' board is larger: see [`Analyser::table_seeds`]), by iterative deepening where **every
//! legal move** is searched with a full window at each depth ([`Searcher::score_moves`]): so the move played
//! and the best move get their values from the same search, a move equal to the best one costs exactly
//! nothing, and every other move has a value too (what "learn from your mistakes" needs to judge any move).
//! A deeper iteration is started while fewer than [`ReviewBudget::nodes`] positions have been searched, up
//! to [`ReviewBudget::depth`] plies or until every move's result is proven; an iteration still running at
//! [`ReviewBudget::hard`] times the budget is dropped and the last complete one answers. Positions are
//! counted, never time: the result is the same on every machine, natively and in wasm, in any order of the
//! positions and whatever ran before. The game's history goes into the search (repetition, E3, and the last
//! capturer for the cycle rule), as for a move in play.
//!
//! # Values in seeds
//! A search's score is the seeds the player to move is ahead (their store minus the opponent's, plus what the
//! evaluation expects), in hundredths of a seed ([`Value::Estimate`]), or a result the search proved
//! ([`Value::Win`], [`Value::Loss`]); the final position of a finished game has its real margin
//! ([`Value::Over`]). The cost of a move is the best move's value less the played move's, both from the
//! mover's view, never below zero ([`Value::cost_of`]). A proven win has no number of seeds: against an
//! estimate it counts as a [`decisive`] lead (a quarter of the seeds, 12 in abapa) or as the estimate if that
//! is higher, so throwing a win away costs what the move's estimate falls short of a decisive lead, and a move
//! from a lead of 20 seeds to 14 still costs 6. The played move's value is the better, for the mover, of the
//! one found from its position and the one found from the next (see [`MoveReview::of`]). Charts draw
//! [`PositionReview::chart`]: South's value within half the seeds ([`chart_cap`]), proven results at the edge.
//!
//! # The worker
//! The page's worker keeps an [`Analyser`] for the game under review and answers one position a request
//! ([`Analyser::position`], about 0.1 s in the browser; the first also builds the tables, about 0.5 s, unless
//! [`Analyser::install_tables`] hands it those of an earlier review), so a cancel is heard between two
//! positions; every type here is serde-serialisable for the way back. The page assembles the moves with
//! [`MoveReview::of`] as positions arrive and the summary with [`PlayerSummary::of`], or the whole
//! [`Review`] with [`Review::assemble`]. See `review.rs` for the judgement and its calibration, `retry.rs`
//! for a move tried again where a mistake was made ("learn from your mistakes": [`PositionReview::retry`]).

use serde::{Deserialize, Serialize};

use crate::endgame::{self, Tables};
use crate::eval::{Evaluator, WEIGHTS};
use crate::search::{Searcher, PROVEN};
use crate::tt::Tt;
use crate::{layer_history, WIN};
use wari_core::rules::{move_letter, Game, Player, Rules};

mod retry;
mod review;

pub use retry::{Clue, Retry};
pub use review::{Judgement, MoveReview, PlayerSummary, Review, Thresholds, THRESHOLDS};

/// The fixed search of a review: what makes it reproducible. Part of every [`Review`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewBudget {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// No deeper iteration is started once this many positions have been searched.
    pub nodes: u64,
    /// An iteration still running after `hard * nodes` positions is dropped (the last complete one answers).
    pub hard: u64,
    /// Endgame tables over the positions with at most this many seeds on the board (see
    /// [`Analyser::table_seeds`]).
    pub table_seeds: u32,
}

/// The review's budget: 300,000 positions a position (12-17 plies in an abapa middle game; measured on a
/// 60-ply abapa game: 3.7 CPU seconds natively for its 61 positions, 60 ms a position, the slowest 140 ms,
/// the tables and the first position 0.2 s). Three rows of six reach 10-11 plies at about 170 ms a position;
/// four rows of twelve (`moruba`, 24 moves a position, long capture sequences) spend the budget on the first
/// iteration (one ply and the captures after it). Endgame tables of 10 seeds (646,646 positions on two rows
/// of six, built in 0.15 s natively).
pub const REVIEW: ReviewBudget = ReviewBudget {
    depth: 40,
    nodes: 300_000,
    hard: 3,
    table_seeds: 10,
};

/// The transposition table of one position's search: 2^18 entries of 16 bytes (4 MiB).
const TT_BITS: u32 = 18;

/// The value of a position or a move for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Value {
    /// The search's estimate: hundredths of a seed ahead (negative: behind), the stores included.
    Estimate {
        /// Hundredths of a seed.
        centiseeds: i32,
    },
    /// A win the search proved, within this many plies.
    Win {
        /// Plies to the end of the game, at most.
        plies: u32,
    },
    /// A loss the search proved, within this many plies.
    Loss {
        /// Plies to the end of the game, at most.
        plies: u32,
    },
    /// The game is over: the final margin (seeds, after the seeds left were given out).
    Over {
        /// The player's total less the opponent's.
        margin: i32,
    },
}

impl Value {
    /// The value of a search score (for the player to move, see [`crate::Verdict`]).
    pub fn of_score(score: i32) -> Value {
        if score > PROVEN {
            Value::Win {
                plies: (WIN - score) as u32,
            }
        } else if score < -PROVEN {
            Value::Loss {
                plies: (WIN + score) as u32,
            }
        } else {
            Value::Estimate { centiseeds: score }
        }
    }

    /// The same value for the other player.
    pub fn flip(self) -> Value {
        match self {
            Value::Estimate { centiseeds } => Value::Estimate {
                centiseeds: -centiseeds,
            },
            Value::Win { plies } => Value::Loss { plies },
            Value::Loss { plies } => Value::Win { plies },
            Value::Over { margin } => Value::Over { margin: -margin },
        }
    }

    /// The value in hundredths of a seed for a chart: estimates and margins within `±chart_cap(rules)`
    /// ([`chart_cap`]), a proven win at the top, a proven loss at the bottom.
    pub fn chart(self, cap: i32) -> i32 {
        match self {
            Value::Estimate { centiseeds } => centiseeds.clamp(-cap, cap),
            Value::Win { .. } => cap,
            Value::Loss { .. } => -cap,
            Value::Over { margin } => margin.saturating_mul(100).clamp(-cap, cap),
        }
    }

    /// This value and `other`, for the same player, in hundredths of a seed that can be compared and
    /// subtracted: estimates and margins as they are; a proven win as a lead of `decisive` ([`decisive`]), or
    /// as the other value when that is an estimate higher still; a proven loss the same way down. So throwing
    /// away a proven win costs what the move's estimate falls short of a decisive lead, and both values
    /// proven wins (or losses) cost nothing.
    pub fn against(self, other: Value, decisive: i32) -> (i32, i32) {
        let plain = |v: Value| match v {
            Value::Estimate { centiseeds } => Some(centiseeds),
            Value::Over { margin } => Some(margin.saturating_mul(100)),
            Value::Win { .. } | Value::Loss { .. } => None,
        };
        let counted = |v: Value, w: Value| match (v, plain(w)) {
            (Value::Win { .. }, Some(x)) => x.max(decisive),
            (Value::Win { .. }, None) => decisive,
            (Value::Loss { .. }, Some(x)) => x.min(-decisive),
            (Value::Loss { .. }, None) => -decisive,
            (v, _) => plain(v).unwrap_or(0),
        };
        (counted(self, other), counted(other, self))
    }

    /// What playing a move worth `played` costs against a best move worth `self` (both for the mover), in
    /// hundredths of a seed, never below zero ([`Value::against`]).
    pub fn cost_of(self, played: Value, decisive: i32) -> i32 {
        let (best, played) = self.against(played, decisive);
        (best - played).max(0)
    }
}

/// The lead a proven win counts for when it is compared with an estimate, hundredths of a seed: a quarter of
/// the seeds in the game (12 seeds in abapa), a lead from which a game is as good as won, and at least
/// 4 seeds (a blunder's cost: throwing a proven win away for a level game is always a blunder).
pub fn decisive(rules: &Rules) -> i32 {
    (25 * rules.total_seeds() as i32).max(400)
}

/// The top of a chart of the values, hundredths of a seed: half the seeds in the game (24 in abapa).
pub fn chart_cap(rules: &Rules) -> i32 {
    50 * rules.total_seeds() as i32
}

/// One legal move of a position and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveValue {
    /// The pit the move starts from (B2).
    pub pit: u8,
    /// The move's value for the player who makes it.
    pub value: Value,
}

/// One position of the game analysed ([`Analyser::position`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionReview {
    /// Moves played before it (0: the start position).
    pub ply: usize,
    /// The player to move (after the game's end: the one who would be).
    pub to_move: Player,
    /// The position's value for the player to move: its best move's, or the result when the game is over.
    pub value: Value,
    /// The value for South in hundredths of a seed, a chart's point ([`Value::chart`]).
    pub chart: i32,
    /// The lead a proven win counts for in the costs, hundredths of a seed ([`decisive`]).
    pub decisive: i32,
    /// The best move (the first in pit order among equals), `None` when the game is over.
    pub best: Option<u8>,
    /// Every legal move with its value, in pit order (empty when the game is over).
    pub moves: Vec<MoveValue>,
    /// The depth of the search, in plies (0 when the game is over).
    pub depth: u32,
    /// The positions searched.
    pub nodes: u64,
}

impl PositionReview {
    /// The value of the move from `pit` for the player to move, if it is a legal move here.
    pub fn value_of(&self, pit: u8) -> Option<Value> {
        self.moves.iter().find(|m| m.pit == pit).map(|m| m.value)
    }

    /// What the move from `pit` costs against the best move, in hundredths of a seed (0 or more), if it
    /// is legal here.
    pub fn cost_of(&self, pit: u8) -> Option<i32> {
        let played = self.value_of(pit)?;
        Some(self.value.cost_of(played, self.decisive))
    }

    /// The judgement of the move from `pit` (with `thresholds`, usually [`THRESHOLDS`]), if it is legal here:
    /// "learn from your mistakes" takes a move judged [`Judgement::Good`] as right.
    pub fn judge(&self, pit: u8, thresholds: &Thresholds) -> Option<Judgement> {
        self.cost_of(pit).map(|c| thresholds.judge(c))
    }
}

/// Analyses the positions of one game, one at a time (for the worker, which answers between positions) or
/// all at once ([`Analyser::run`]).
pub struct Analyser {
    game: Game,
    budget: ReviewBudget,
    eval: Evaluator,
    tables: Option<Tables>,
}

impl Analyser {
    /// An analyser of `game`'s positions from its start to its current ply (a redo tail is left out). Cheap:
    /// the tables are built by [`Analyser::prepare`] or by the first position.
    pub fn new(game: &Game, budget: ReviewBudget) -> Analyser {
        Analyser {
            eval: Evaluator::new(game.rules(), WEIGHTS),
            game: game.clone(),
            budget,
            tables: None,
        }
    }

    /// The game analysed.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The budget.
    pub fn budget(&self) -> ReviewBudget {
        self.budget
    }

    /// The number of positions: the moves played plus one.
    pub fn len(&self) -> usize {
        self.game.ply() + 1
    }

    /// Never: a game has at least its start position.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The seeds the review's endgame tables cover for these rules: [`ReviewBudget::table_seeds`], or fewer where
    /// the default table budget ([`endgame::DEFAULT_BUDGET`] positions) holds fewer (three rows of six: 8);
    /// `None` where the rules get no tables (G4, four rows).
    pub fn table_seeds(&self) -> Option<u32> {
        let rules = self.game.rules();
        Tables::supported(rules).then(|| {
            self.budget
                .table_seeds
                .min(Tables::seeds_for_budget(rules, endgame::DEFAULT_BUDGET))
        })
    }

    /// Whether the tables still have to be built (the first position would build them).
    pub fn needs_tables(&self) -> bool {
        self.tables.is_none() && self.table_seeds().is_some()
    }

    /// Builds the endgame tables, calling `progress(done, total)` now and then.
    pub fn prepare(&mut self, progress: &mut dyn FnMut(u32, u32)) {
        if !self.needs_tables() {
            return;
        }
        if let Some(seeds) = self.table_seeds() {
            self.tables = Some(Tables::build_seeds(self.game.rules(), seeds, progress));
        }
    }

    /// Uses `tables` (kept from an earlier review of the same rules, see [`Analyser::take_tables`]) if they
    /// are exactly the tables [`Analyser::prepare`] would build (`None`); gives them back otherwise.
    pub fn install_tables(&mut self, tables: Tables) -> Option<Tables> {
        if tables.rules() == self.game.rules() && tables.seeds() == self.table_seeds() {
            self.tables = Some(tables);
            None
        } else {
            Some(tables)
        }
    }

    /// The tables, given away (to keep for the next review of the same rules).
    pub fn take_tables(&mut self) -> Option<Tables> {
        self.tables.take()
    }

    /// Analyses position `k` (`0..len()`): alone, so the answer is the same in any order.
    ///
    /// # Panics
    /// When `k` is not below [`Analyser::len`].
    pub fn position(&mut self, k: usize) -> PositionReview {
        assert!(
            k < self.len(),
            "position {k} of a game of {} positions",
            self.len()
        );
        self.prepare(&mut |_, _| {});
        let mut game = self.game.clone();
        game.goto(k);
        let pos = *game.position();
        let me = pos.to_move();
        let (cap, decisive) = (chart_cap(game.rules()), decisive(game.rules()));
        let for_south = |cs: i32| if me == Player::South { cs } else { -cs };
        // A game ended by agreement (E3) ends so at its last position only (going back forgets the agreement).
        let outcome = if k == self.game.ply() {
            self.game.outcome()
        } else {
            game.outcome()
        };
        if let Some(o) = outcome {
            let margin = o.score[me.index()] as i32 - o.score[me.opponent().index()] as i32;
            let value = Value::Over { margin };
            return PositionReview {
                ply: k,
                to_move: me,
                value,
                chart: for_south(value.chart(cap)),
                decisive,
                best: None,
                moves: Vec::new(),
                depth: 0,
                nodes: 0,
            };
        }
        let mut tt = Tt::new(TT_BITS);
        let mut s = Searcher::new(
            *game.rules(),
            &self.eval,
            &mut tt,
            self.tables.as_ref(),
            layer_history(&game),
        );
        let last_capturer = game.last_capturer();
        let mut scored = Vec::new();
        let mut depth = 0;
        for d in 1..=self.budget.depth.max(1) {
            let now = s.score_moves(&pos, d as i32, last_capturer);
            if s.stopped {
                break;
            }
            scored = now;
            depth = d;
            let proven = scored.iter().all(|&(_, v)| v.abs() > PROVEN);
            if s.nodes >= self.budget.nodes || proven {
                break;
            }
            // The first iteration always completes; the deeper ones within the hard limit.
            s.set_node_limit(self.budget.nodes.saturating_mul(self.budget.hard.max(1)));
        }
        let (best, score) = scored
            .iter()
            .copied()
            .reduce(|a, b| if b.1 > a.1 { b } else { a })
            .expect("a position that is not over has a legal move");
        let value = Value::of_score(score);
        PositionReview {
            ply: k,
            to_move: me,
            value,
            chart: for_south(value.chart(cap)),
            decisive,
            best: Some(best as u8),
            moves: scored
                .iter()
                .map(|&(m, v)| MoveValue {
                    pit: m as u8,
                    value: Value::of_score(v),
                })
                .collect(),
            depth,
            nodes: s.nodes,
        }
    }

    /// The move played at the analysed position `at`, judged with [`THRESHOLDS`] (see [`MoveReview::of`]:
    /// `next` is the analysed position after it, once there is one); `None` after the last move.
    pub fn move_review(
        &self,
        at: &PositionReview,
        next: Option<&PositionReview>,
    ) -> Option<MoveReview> {
        MoveReview::of(&self.game, at, next, &THRESHOLDS)
    }

    /// Analyses every position in order, telling `on_position(review, done, total)` after each; it returns
    /// false to cancel (then `None`).
    pub fn run(
        &mut self,
        on_position: &mut dyn FnMut(&PositionReview, usize, usize) -> bool,
    ) -> Option<Review> {
        let total = self.len();
        let mut positions = Vec::with_capacity(total);
        for k in 0..total {
            let p = self.position(k);
            let go_on = on_position(&p, k + 1, total);
            positions.push(p);
            if !go_on {
                return None;
            }
        }
        Some(Review::assemble(
            &self.game,
            self.budget,
            self.table_seeds(),
            positions,
        ))
    }
}

/// The letter of the move from `pit` on `rules`' board (B4).
pub fn letter(rules: &Rules, pit: u8) -> char {
    move_letter(rules.pits_a_side() as usize, pit as usize)
}
