//! Iterative-deepening negamax with principal variation search, a transposition table, killer and
//! history move ordering, exact handling of the end of the game (E1-E3) and endgame-table probes.
//!
//! Scores are for the player to move, in hundredths of a seed. A finished game scores `WIN - ply` for a win
//! (the sooner the better), `-(WIN - ply)` for a loss and 0 for a draw, so that a won game always beats any
//! heuristic score.
//!
//! The G5 extra turn: when a move leaves the same player to move, the child's score is *not* negated.
//!
//! Repetition (E3): `hist` holds the keys of the positions since the last capture, from the game history and
//! then the search path. Only positions with the same stores can repeat and captures only ever add to the
//! stores, so a capture starts a new "layer" and the search looks back only to its start. A repeated
//! position ends the game and is scored by the variant's cycle rule ([`Position::score_cycle`]).
//!
//! No capture possible (E5, `end=no-capture`): a position from which no capture can follow ends the game too,
//! scored by the cycle rule. The endgame tables answer where they cover the position; elsewhere the
//! exploration of [`wari_core::rules::no_capture`] does, with a [`Memo`] for the whole search (a dead position's
//! exploration marks every position it reached dead, so each layer is explored about once).
//!
//! Here: the [`Searcher`] and what a node needs (the end of the game, children and their order, table
//! probes, the evaluation at a leaf); `negamax.rs` the search below the root, `root.rs` iterative deepening,
//! `tuning.rs` the parameters ([`Tuning`]).

use super::clock::{now_ms, Control};
use super::endgame::Tables;
use super::eval::Evaluator;
use super::tt::{keys, Tt};
use super::WIN;
use wari_core::rules::no_capture::{seed_bound, Memo};
use wari_core::rules::{Player, Position, Rules, MAX_PITS};

mod negamax;
mod root;
mod tuning;

pub use tuning::Tuning;

/// The deepest ply the search goes to.
pub const MAX_PLY: usize = 96;
/// Beyond any score.
pub const INF: i32 = WIN + 1;
/// Scores beyond this (in absolute value) are finished games.
pub const PROVEN: i32 = WIN - 1000;

/// The score of a finished game with final margin `margin` (seeds, for the player to move) at `ply`.
#[inline]
pub fn game_over_score(margin: i32, ply: usize) -> i32 {
    match margin.cmp(&0) {
        std::cmp::Ordering::Greater => WIN - ply as i32,
        std::cmp::Ordering::Less => -(WIN - ply as i32),
        std::cmp::Ordering::Equal => 0,
    }
}

/// `score` as stored in the table: finished-game scores relative to the node instead of the root.
#[inline]
fn to_tt(score: i32, ply: usize) -> i32 {
    if score > PROVEN {
        score + ply as i32
    } else if score < -PROVEN {
        score - ply as i32
    } else {
        score
    }
}

#[inline]
fn from_tt(score: i32, ply: usize) -> i32 {
    if score > PROVEN {
        score - ply as i32
    } else if score < -PROVEN {
        score + ply as i32
    } else {
        score
    }
}

/// The margin (seeds) for `who` of a final score.
#[inline]
fn margin(score: [u16; 2], who: Player) -> i32 {
    score[who.index()] as i32 - score[who.opponent().index()] as i32
}

/// Sorts a few items (at most a row of moves) by `key`, highest first, keeping the order of equal keys: an
/// insertion sort, smaller in the WebAssembly module than the standard library's sorts and as fast here.
fn sort_by_key_desc<T: Copy>(items: &mut [T], key: impl Fn(&T) -> i32) {
    for i in 1..items.len() {
        let item = items[i];
        let k = key(&item);
        let mut j = i;
        while j > 0 && key(&items[j - 1]) < k {
            items[j] = items[j - 1];
            j -= 1;
        }
        items[j] = item;
    }
}

/// A node's context beyond its position.
#[derive(Clone, Copy)]
struct Ctx {
    /// The transposition-table key.
    key: u64,
    /// The repetition key (E3), as pushed on `hist`.
    rep: u64,
    /// Index in `hist` of the first position of this node's layer (same stores).
    layer_start: usize,
    /// Who captured last (for the `last-capturer` cycle rule).
    last_capturer: Option<Player>,
}

#[derive(Clone, Copy)]
struct Child {
    pos: Position,
    mv: u8,
    captured: u8,
    order: i32,
}

/// One search: borrows the table and the tables, counts nodes, watches the clock.
pub struct Searcher<'a> {
    rules: Rules,
    eval: &'a Evaluator,
    tt: &'a mut Tt,
    tables: Option<&'a Tables>,
    /// Nodes visited.
    pub nodes: u64,
    /// Stop at this time (ms of [`now_ms`]); with a `control`, this many ms after its clock's start.
    deadline: f64,
    /// The remote control of the search, if any.
    control: Option<&'a Control>,
    /// Stop after this many nodes.
    node_limit: u64,
    /// The search ran out of time or nodes; results of the unfinished iteration are discarded.
    pub stopped: bool,
    hist: Vec<u64>,
    killers: [[u8; 2]; MAX_PLY],
    history: [[i32; 2 * MAX_PITS]; 2],
    pv: Vec<[u8; MAX_PLY]>,
    /// The children of the node at each ply (made once, sorted in place): ply `p` has
    /// `stack[p * MAX_PITS..(p + 1) * MAX_PITS]`.
    stack: Vec<Child>,
    pv_len: [usize; MAX_PLY],
    /// Late move reductions on (off for the weak levels, whose root scores must be full-width).
    pub lmr: bool,
    /// E5 answers remembered during this search; `None` when the rules do not have `end=no-capture`.
    no_capture: Option<Box<Memo>>,
    /// The parameters.
    pub tuning: Tuning,
    /// The lowest index in `hist` that a repetition found since the last reset matched: a node's result
    /// depends on the path to it (and so must not go to the transposition table) when a repetition below it
    /// matched a position above it.
    rep_low: usize,
}

impl<'a> Searcher<'a> {
    /// A searcher for `rules`; `history` is the repetition keys ([`repetition_key`]) of the game's positions
    /// since the last capture, the current position last.
    pub fn new(
        rules: Rules,
        eval: &'a Evaluator,
        tt: &'a mut Tt,
        tables: Option<&'a Tables>,
        history: Vec<u64>,
    ) -> Searcher<'a> {
        Searcher {
            rules,
            eval,
            tt,
            tables,
            nodes: 0,
            deadline: f64::INFINITY,
            control: None,
            node_limit: u64::MAX,
            stopped: false,
            hist: history,
            killers: [[u8::MAX; 2]; MAX_PLY],
            history: [[0; 2 * MAX_PITS]; 2],
            pv: vec![[0; MAX_PLY]; MAX_PLY],
            stack: vec![
                Child {
                    pos: Position::start(&rules),
                    mv: 0,
                    captured: 0,
                    order: 0,
                };
                (MAX_PLY + 1) * MAX_PITS
            ],
            pv_len: [0; MAX_PLY],
            lmr: true,
            no_capture: rules.no_capture_end().then(Box::default),
            tuning: Tuning::default(),
            rep_low: usize::MAX,
        }
    }

    /// Stops the search at `deadline` (ms of [`now_ms`]).
    pub fn set_deadline(&mut self, deadline: f64) {
        self.deadline = deadline;
    }

    /// Puts the search under `control` (stop, ponder): it then stops `hard_ms` after the control's clock
    /// started (see [`Control::ponderhit`]), or when told to stop.
    pub fn set_control(&mut self, control: &'a Control, hard_ms: f64) {
        self.control = Some(control);
        self.deadline = hard_ms;
    }

    /// Milliseconds since the search's clock started (0 while pondering).
    fn clock_ms(&self, start: f64) -> f64 {
        match self.control {
            Some(c) if c.pondering() => 0.0,
            Some(c) => now_ms() - c.start_ms(),
            None => now_ms() - start,
        }
    }

    /// Stops the search after about `nodes` nodes.
    pub fn set_node_limit(&mut self, nodes: u64) {
        self.node_limit = nodes;
    }

    #[inline]
    fn check_time(&mut self) {
        if self.nodes & 1023 == 0 {
            self.poll();
        }
    }

    /// Whether the time, the nodes or the control say stop.
    #[cold]
    fn poll(&mut self) {
        let out_of_time = match self.control {
            Some(c) => c.stopped() || (!c.pondering() && now_ms() >= c.start_ms() + self.deadline),
            None => now_ms() >= self.deadline,
        };
        if out_of_time || self.nodes >= self.node_limit {
            self.stopped = true;
        }
    }

    /// The score of `pos` if the game is over there (E2, E3, E5, E1 in the order of [`wari_core::rules::Game::outcome`]),
    /// plus the legal moves otherwise.
    #[inline]
    fn terminal(&mut self, pos: &Position, ctx: &Ctx, ply: usize) -> Result<u64, i32> {
        let me = pos.to_move();
        if pos.target_reached(&self.rules) {
            let stores = [pos.stores()[0] as u16, pos.stores()[1] as u16];
            return Err(game_over_score(margin(stores, me), ply));
        }
        let last = self.hist.len() - 1;
        if let Some(at) = self.hist[ctx.layer_start..last]
            .iter()
            .position(|&k| k == ctx.rep)
        {
            self.rep_low = self.rep_low.min(ctx.layer_start + at);
            let score = pos.score_cycle(&self.rules, ctx.last_capturer);
            return Err(game_over_score(margin(score, me), ply));
        }
        if self.no_capture_possible(pos) {
            let score = pos.score_cycle(&self.rules, ctx.last_capturer);
            return Err(game_over_score(margin(score, me), ply));
        }
        let mask = pos.legal_mask(&self.rules);
        if mask == 0 {
            return Err(game_over_score(margin(pos.score_side_owner(), me), ply));
        }
        Ok(mask)
    }

    /// E5 at `pos`, as [`wari_core::rules::no_capture::no_capture_possible`] decides it: from the endgame tables
    /// when they cover `pos`, else by the exploration, remembered for the rest of the search.
    #[inline]
    fn no_capture_possible(&mut self, pos: &Position) -> bool {
        let Some(memo) = self.no_capture.as_mut() else {
            return false;
        };
        if pos.board_seeds() > seed_bound(&self.rules) {
            return false;
        }
        match self.tables.and_then(|t| t.no_capture(pos)) {
            Some(dead) => dead,
            None => !memo.capture_reachable(&self.rules, pos),
        }
    }

    /// Makes in `stack[slot]` the child of `pos` after move `m`, with its ordering key (`tt_move` first, then
    /// captures by size, killers, history, pits of 1-2 seeds).
    #[inline]
    fn make_child(
        &mut self,
        slot: usize,
        pos: &Position,
        m: usize,
        tt_move: Option<u8>,
        ply: usize,
    ) {
        // Made in place in the stack: a position of a large board (L4) is worth not copying twice.
        let kid = &mut self.stack[slot];
        kid.pos = *pos;
        let effect = kid.pos.play_unchecked(&self.rules, m);
        let mv = m as u8;
        kid.order = if Some(mv) == tt_move {
            1 << 28
        } else if effect.captured > 0 {
            (1 << 24) + 256 * effect.captured as i32
        } else if self.killers[ply][0] == mv {
            1 << 23
        } else if self.killers[ply][1] == mv {
            (1 << 23) - 1
        } else {
            let small = if (1..=2).contains(&pos.pit(m)) { 64 } else { 0 };
            self.history[pos.to_move().index()][m].min(1 << 22) + small
        };
        kid.mv = mv;
        kid.captured = effect.captured;
    }

    /// Puts the children of `pos` for the moves in `mask` into ply `ply`'s part of the stack, from index `from`
    /// on; returns how many.
    #[inline]
    fn children(
        &mut self,
        pos: &Position,
        mask: u64,
        tt_move: Option<u8>,
        ply: usize,
        from: usize,
    ) -> usize {
        let mut count = from;
        let mut bits = mask;
        while bits != 0 {
            let m = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            self.make_child(ply * MAX_PITS + count, pos, m, tt_move, ply);
            count += 1;
        }
        count - from
    }

    /// The endgame-table verdict at a node that starts a layer: an exact score, or bounds.
    #[inline]
    fn probe(&self, pos: &Position, ctx: &Ctx, ply: usize) -> Option<(i32, i32)> {
        let tables = self.tables?;
        let (lo, hi) = tables.probe_exact(pos, ctx.last_capturer)?;
        let me = pos.to_move().index();
        let d = pos.stores()[me] as i32 - pos.stores()[1 - me] as i32;
        let (lo, hi) = (d + lo, d + hi);
        // Only the sign of the final margin is certain (see `endgame`): turn it into game scores.
        let lo_score = if lo > 0 {
            WIN - ply as i32
        } else if lo == 0 {
            0
        } else {
            -INF + 1
        };
        let hi_score = if hi < 0 {
            -(WIN - ply as i32)
        } else if hi == 0 {
            0
        } else {
            INF - 1
        };
        Some((lo_score, hi_score))
    }

    #[inline]
    fn leaf_eval(&self, pos: &Position, ctx: &Ctx) -> i32 {
        if let Some(t) = self.tables {
            if let Some(v) = t.heuristic(pos, ctx.last_capturer) {
                return v;
            }
        }
        self.eval.evaluate(pos)
    }

    /// Searches `child` (reached from a node at `ply` with context `ctx`) and returns its score for the
    /// player who moved, negating unless the move gave an extra turn (G5).
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn child_score(
        &mut self,
        parent: &Position,
        ctx: &Ctx,
        kid: &Child,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let (key, rep) = keys(&kid.pos);
        self.hist.push(rep);
        let captured = kid.captured > 0;
        let cctx = Ctx {
            key,
            rep,
            layer_start: if captured {
                self.hist.len() - 1
            } else {
                ctx.layer_start
            },
            last_capturer: if captured {
                Some(parent.to_move())
            } else {
                ctx.last_capturer
            },
        };
        let score = if kid.pos.to_move() == parent.to_move() {
            self.negamax(&kid.pos, &cctx, depth, alpha, beta, ply + 1)
        } else {
            -self.negamax(&kid.pos, &cctx, depth, -beta, -alpha, ply + 1)
        };
        self.hist.pop();
        score
    }
}
