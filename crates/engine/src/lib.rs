//! The computer opponent: search, evaluation and endgame tables. Depends only on [`wari_core::rules`], whose
//! API it uses for every rule (no sowing or capture of its own).
//!
//! The API below is what the CLI (`wari engine`, `wari selfplay`) and the browser's worker call:
//! [`Ai::new`], [`Ai::prepare`] (endgame tables, with progress), [`Ai::think`] → [`Thought`], with
//! [`Limits`], [`Info`] after each iteration and [`Verdict`] to put a score into words.
//!
//! - [`search`]: iterative-deepening negamax with principal variation search, aspiration windows at the
//!   root, late move reductions, a quiescence search of captures past the depth, move ordering (table move
//!   first and alone, captures by size, killers, history, pits of 1-2 seeds), the G5 extra turn (same
//!   player again: the score is not negated), the end of the game exactly as [`Game::outcome`] (target E2,
//!   repetition E3 against the game's history and the search path scored by the cycle rule, stuck E1). Won
//!   and lost games score `±(WIN - plies)`. Its parameters are [`search::Tuning`].
//! - [`tt`]: position keys (pits, stores, player to move, G5 feeding turn, mixed multiply-xorshift) and the
//!   two-tier transposition table (depth-preferred + always-replace, aged). Results that depend on an
//!   earlier position of the path (a repetition) are not stored.
//! - [`eval`]: the static evaluation: on abapa's board a learned value for each pit and count
//!   ([`eval::table`], fitted to deep searches by `wari learn`); elsewhere a tapered weighted sum of simple
//!   counts (store difference, empty pits, seeds on one's side, lapping heaps, ...) with weights fitted to game
//!   results.
//! - [`endgame`]: endgame tables built by retrograde (attractor) analysis for the rules in play: exact,
//!   or bounds for side-owner cycles; see there for what is exact.
//! - [`levels`]: the levels and the reproducible random generator of the weak ones.
//! - [`protocol`]: the requests and replies between the page and the computer's Web Worker (serde types).
//! - [`book`]: the opening book made by our own deep searches (`wari book`), played by the strongest level.
//! - [`analysis`]: the game review (`wari review`, the page's review): every position searched at a fixed
//!   node budget, the best move and what each move played cost in seeds, judged good, inaccuracy, mistake or
//!   blunder, a summary per player.
//! - [`oracle`]: the oracle of the test suite (`wari suite`): every legal move of a position valued exactly by
//!   the endgame tables where they reach, else by a deep search.
//! - [`verify`]: every puzzle's claim re-derived exactly, by the core's bounded proofs ([`wari_core::proof`])
//!   and the endgame tables (`wari puzzles verify`).
//! - [`clock`]: a millisecond clock that works in wasm too, the remote [`Control`] of a search running in
//!   another thread (stop, ponder, ponderhit) and the budget of a move ([`Budget`]: movetime, clock).
//! - [`time_manager`]: the clock games' time manager ([`TimeManager`]): the lag and the worst stall each
//!   move really cost, learned from the clocks, and the reserve they need.
//!
//! # Levels
//! | level | play | budget |
//! |---|---|---|
//! | 1 | random legal moves, grabs the biggest capture 40% of the time | instant |
//! | 2 | 2 plies, every move's score blurred by ±2.5 seeds | instant, reproducible |
//! | 3 | 4 plies, ±0.6 seed | instant, reproducible |
//! | 4 | iterative deepening up to 12 plies | 0.3 s |
//! | 5 | iterative deepening up to 14 plies, no endgame tables | 0.7 s |
//! | 6 | full search + endgame tables + opening book (when one is set) | 1.5 s |
//!
//! A timed search uses all of its time (it stops in the middle of an iteration, keeping a better move found
//! there), unless [`Orders::soft_ms`] says when to start no new iteration (the clock's time manager).
//! [`Limits`] override the depth and time of any level; the weak levels' randomness comes from the `seed`
//! of [`Ai::think`] mixed with the position, so a game replayed with the same seeds is the same game.

pub mod analysis;
pub mod book;
pub mod clock;
pub mod endgame;
pub mod eval;
pub mod levels;
pub mod oracle;
pub mod protocol;
pub mod search;
pub mod time_manager;
pub mod tt;
pub mod verify;

use book::Book;
pub use clock::{Budget, Control};
use endgame::Tables;
use eval::{Evaluator, PitTable};
use levels::Rng;
use search::{Searcher, Tuning};
pub use time_manager::{ClockGo, TimeManager};
use tt::{hash, Tt};
use wari_core::rules::{Game, Position, Rules};

pub use wari_core::params::LEVELS;

/// Limits of one search; `None` everywhere means the level's own budget.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Search at most this many plies deep.
    pub depth: Option<u32>,
    /// Think at most this long (milliseconds).
    pub time_ms: Option<u64>,
}

/// Everything a search can be told, for the engine protocol: the [`Limits`], a node budget, the time
/// manager's soft limit and a remote [`Control`] (stop, ponder) shared with another thread.
#[derive(Clone, Copy, Debug, Default)]
pub struct Orders<'c> {
    /// Depth and time (the hard time limit: the search stops there even within an iteration).
    pub limits: Limits,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Start no new iteration after this many milliseconds (`None`: use all of `limits.time_ms`).
    pub soft_ms: Option<u64>,
    /// Stop and ponder from another thread; the time limits count from its clock's start.
    pub control: Option<&'c Control>,
    /// No time limit at all, not even the level's (`go infinite`): until stopped or at the depth limit.
    pub infinite: bool,
}

/// Progress of a search, reported after each completed iteration.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Info {
    /// Depth completed.
    pub depth: u32,
    /// Score for the player to move, in hundredths of a seed; a won or lost game is beyond ±[`WIN`] - 1000.
    pub score: i32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time spent (milliseconds).
    pub time_ms: u64,
    /// The principal variation, as pit indices.
    pub pv: Vec<usize>,
}

/// The score of a won game (before subtracting the plies to reach it).
pub const WIN: i32 = 1_000_000;

/// The result of [`Ai::think`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Thought {
    /// The move chosen, `None` when the game is over.
    pub best: Option<usize>,
    /// The last search info.
    pub info: Info,
}

/// A score in words' terms: a forced result or an advantage in seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The player to move wins by force within this many plies.
    Win(u32),
    /// The player to move loses by force within this many plies.
    Loss(u32),
    /// An estimate: hundredths of a seed ahead (negative: behind).
    Advantage(i32),
}

impl Verdict {
    /// Reads an [`Info::score`].
    pub fn of(score: i32) -> Verdict {
        if score > search::PROVEN {
            Verdict::Win((WIN - score) as u32)
        } else if score < -search::PROVEN {
            Verdict::Loss((WIN + score) as u32)
        } else {
            Verdict::Advantage(score)
        }
    }
}

/// Transposition table size (log2 of entries) of the full search: 2^20 entries of 16 bytes = 16 MiB.
const TT_BITS: u32 = 20;

/// A computer player for one set of rules: keeps its transposition table and endgame tables between moves.
pub struct Ai {
    rules: Rules,
    eval: Evaluator,
    tt: Option<Tt>,
    tables: Option<Tables>,
    table_budget: usize,
    tuning: Tuning,
    book: Option<Book>,
}

impl Ai {
    /// A computer player for `rules`. Cheap: the tables are built by [`Ai::prepare`] or on first need.
    pub fn new(rules: Rules) -> Ai {
        Ai {
            rules,
            eval: Evaluator::standard(&rules),
            tt: None,
            tables: None,
            table_budget: endgame::DEFAULT_BUDGET,
            tuning: Tuning::default(),
            book: None,
        }
    }

    /// Sets the most positions the endgame tables may hold (before they are built): fewer positions mean
    /// fewer seeds covered, a faster build and less memory. The default is [`endgame::DEFAULT_BUDGET`].
    pub fn set_table_budget(&mut self, positions: usize) {
        self.table_budget = positions;
    }

    /// The most positions the endgame tables may hold (see [`Ai::set_table_budget`]).
    pub fn table_budget(&self) -> usize {
        self.table_budget
    }

    /// Replaces the evaluation by the weights `weights`, without the learned table (for tuning experiments;
    /// the levels use [`Evaluator::standard`]).
    pub fn set_weights(&mut self, weights: eval::Weights) {
        self.set_evaluator(Evaluator::new(&self.rules, weights));
    }

    /// Replaces the learned table of the evaluation (for experiments: `None` is the weights alone, as on the
    /// boards the table does not fit).
    pub fn set_table(&mut self, table: Option<PitTable>) {
        let weights = self.eval.weights();
        self.set_evaluator(Evaluator::new(&self.rules, weights).with_table(table));
    }

    fn set_evaluator(&mut self, eval: Evaluator) {
        self.eval = eval;
        if let Some(tt) = self.tt.as_mut() {
            tt.clear();
        }
    }

    /// The search parameters of the full search (for experiments; see [`Tuning`]).
    pub fn tuning_mut(&mut self) -> &mut Tuning {
        &mut self.tuning
    }

    /// A new game: forgets the transposition table, keeps the endgame tables.
    pub fn new_game(&mut self) {
        if let Some(tt) = self.tt.as_mut() {
            tt.clear();
        }
    }

    /// Forgets the endgame tables (the next search builds or gets new ones).
    pub fn forget_tables(&mut self) {
        self.tables = None;
    }

    /// The evaluation weights in use.
    pub fn weights(&self) -> eval::Weights {
        self.eval.weights()
    }

    /// The rules this player was built for.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Builds what the strongest level needs (endgame tables), calling `progress(done, total)` now and then.
    pub fn prepare(&mut self, progress: &mut dyn FnMut(u32, u32)) {
        if self.tables.is_none() {
            self.tables = Some(Tables::build(&self.rules, self.table_budget, progress));
        }
        progress(1, 1);
    }

    /// Whether the endgame tables are wanted at `pos` ([`Tables::due`]: few enough seeds on the board for a
    /// search to reach the positions they cover). Before that the strongest level searches without them.
    pub fn tables_due(&self, pos: &Position) -> bool {
        Tables::due(&self.rules, self.table_budget, pos.board_seeds())
    }

    /// Uses `tables` (built elsewhere, or read from disk by [`endgame::Tables::from_bytes`]) from the next
    /// search on; tables of other rules are ignored.
    pub fn install_tables(&mut self, tables: Tables) {
        if tables.rules() == &self.rules {
            self.tables = Some(tables);
        }
    }

    /// Uses `book` (for the levels that play from a book) from the next move on; `None` forgets it. A book
    /// of other rules is ignored.
    pub fn set_book(&mut self, book: Option<Book>) {
        self.book = book.filter(|b| b.rules() == &self.rules);
    }

    /// The endgame tables, if built.
    pub fn tables(&self) -> Option<&Tables> {
        self.tables.as_ref()
    }

    /// Chooses a move for the player to move in `game` at `level` (1..=[`LEVELS`]). `seed` makes the weaker
    /// levels' choices reproducible. `on_info` is called after each search iteration.
    ///
    /// Levels with tables build them here the first time they are due ([`Ai::tables_due`]) if [`Ai::prepare`]
    /// was not called; before that they search without them. A game played
    /// under other rules than this player's makes it start afresh for those rules.
    pub fn think(
        &mut self,
        game: &Game,
        level: u8,
        limits: Limits,
        seed: u64,
        on_info: &mut dyn FnMut(&Info),
    ) -> Thought {
        let orders = Orders {
            limits,
            ..Orders::default()
        };
        self.think_with(game, level, &orders, seed, on_info)
    }

    /// [`Ai::think`] with everything the engine protocol can ask for: a node budget, a soft time limit
    /// and a remote [`Control`] to stop or ponder.
    pub fn think_with(
        &mut self,
        game: &Game,
        level: u8,
        orders: &Orders,
        seed: u64,
        on_info: &mut dyn FnMut(&Info),
    ) -> Thought {
        let limits = orders.limits;
        if game.rules() != &self.rules {
            // A game of other rules: start afresh for them (tables and table are rules-specific).
            let (budget, tuning, book) = (self.table_budget, self.tuning, self.book.take());
            *self = Ai::new(*game.rules());
            self.table_budget = budget;
            self.tuning = tuning;
            self.set_book(book);
        }
        if game.outcome().is_some() {
            return Thought::default();
        }
        let spec = levels::spec(level);
        let pos = *game.position();
        let mut rng = Rng::new(seed ^ hash(&pos) ^ (game.ply() as u64).wrapping_mul(0x9E37_79B9));
        let legal = pos.legal_moves(&self.rules);
        if spec.book && !orders.infinite {
            if let Some(m) = self.book.as_ref().and_then(|b| b.probe(&pos)) {
                let info = Info {
                    pv: vec![m],
                    ..Info::default()
                };
                on_info(&info);
                return Thought {
                    best: Some(m),
                    info,
                };
            }
        }
        if spec.random {
            return Thought {
                best: Some(self.beginner_move(&pos, &legal, spec.grab_percent, &mut rng)),
                info: Info::default(),
            };
        }
        let history = layer_history(game);
        let last_capturer = game.last_capturer();
        let depth = limits.depth.unwrap_or(spec.depth).max(1);
        let time_ms = match (limits.time_ms, limits.depth, orders.nodes) {
            _ if orders.infinite => None,
            (Some(t), _, _) => Some(t),
            (None, Some(_), _) | (None, _, Some(_)) => None,
            (None, None, None) => spec.time_ms,
        };
        if spec.tables && self.tables.is_none() && self.tables_due(&pos) {
            self.prepare(&mut |_, _| {});
        }
        let tables = if spec.tables {
            self.tables.as_ref()
        } else {
            None
        };
        let start = clock::now_ms();
        if spec.noise > 0 {
            // The weak levels: every move scored at a fixed depth with a fresh small table (reproducible),
            // then blurred by noise.
            let mut tt = Tt::new(14);
            let mut s = Searcher::new(self.rules, &self.eval, &mut tt, tables, history);
            s.lmr = false;
            if let Some(t) = time_ms {
                s.set_deadline(start + t as f64);
            }
            let scored = s.score_moves(&pos, depth as i32, last_capturer);
            let nodes = s.nodes;
            let best = scored
                .iter()
                .map(|&(m, sc)| (m, sc, sc.saturating_add(rng.symmetric(spec.noise))))
                .max_by_key(|&(_, _, noisy)| noisy);
            let info = best
                .map(|(m, sc, _)| Info {
                    depth,
                    score: sc,
                    nodes,
                    time_ms: (clock::now_ms() - start) as u64,
                    pv: vec![m],
                })
                .unwrap_or_default();
            on_info(&info);
            return Thought {
                best: best.map(|(m, _, _)| m),
                info,
            };
        }
        let tt = self.tt.get_or_insert_with(|| Tt::new(TT_BITS));
        let mut s = Searcher::new(self.rules, &self.eval, tt, tables, history);
        s.tuning = self.tuning;
        let hard = time_ms.map_or(f64::INFINITY, |t| t as f64);
        match orders.control {
            Some(c) => s.set_control(c, hard),
            None => s.set_deadline(start + hard),
        }
        if let Some(n) = orders.nodes {
            s.set_node_limit(n);
        }
        let soft = orders.soft_ms.map(|t| t as f64);
        let (best, info) = s.iterate(&pos, depth, last_capturer, soft, on_info);
        Thought { best, info }
    }

    /// Every legal move of `game`'s position scored by a full-width search of `depth` plies with the full
    /// engine (tables included, if built), best first: for the opening book's second choices.
    pub fn rank_moves(&mut self, game: &Game, depth: u32) -> Vec<(usize, i32)> {
        let tables = self.tables.as_ref();
        let tt = self.tt.get_or_insert_with(|| Tt::new(TT_BITS));
        let mut s = Searcher::new(self.rules, &self.eval, tt, tables, layer_history(game));
        s.tuning = self.tuning;
        let mut scored = s.score_moves(game.position(), depth.max(1) as i32, game.last_capturer());
        scored.sort_by_key(|&(_, sc)| std::cmp::Reverse(sc));
        scored
    }

    /// Level 1: a random legal move, or now and then the move that captures the most.
    fn beginner_move(&self, pos: &Position, legal: &[usize], grab: u32, rng: &mut Rng) -> usize {
        let captures: Vec<(usize, u8)> = legal
            .iter()
            .map(|&m| {
                let mut after = *pos;
                (m, after.play_unchecked(&self.rules, m).captured)
            })
            .collect();
        let best_grab = captures.iter().max_by_key(|&&(_, c)| c).copied();
        if let Some((m, c)) = best_grab {
            if c > 0 && rng.below(100) < grab as u64 {
                return m;
            }
        }
        legal[rng.below(legal.len() as u64) as usize]
    }
}

/// The keys of the game's positions since the last capture (those that can still repeat, E3), current last.
pub(crate) fn layer_history(game: &Game) -> Vec<u64> {
    let now = *game.position();
    let mut keys = Vec::new();
    for ply in (0..=game.ply()).rev() {
        match game.position_at(ply) {
            Some(p) if p.stores() == now.stores() => keys.push(tt::repetition_key(p)),
            _ => break,
        }
    }
    keys.reverse();
    keys
}
