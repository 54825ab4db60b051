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

use super::clock::{now_ms, Control};
use super::endgame::Tables;
use super::eval::{may_capture, Evaluator};
use super::tt::{hash, keys, Bound, Tt};
use super::{Info, WIN};
use crate::rules::{Player, Position, Rules, MAX_PITS};

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

/// The search's parameters, for experiments: `wari engine` sets them with `setoption name NAME value N`
/// ([`Tuning::set`]); the defaults are what the levels play with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// Half-width of the root's aspiration window, hundredths of a seed (0: none).
    pub aspiration: i32,
    /// Late move reductions (by one ply) from this move index on (0-based, after sorting)...
    pub lmr_from: i32,
    /// ... at this remaining depth or more.
    pub lmr_depth: i32,
    /// Quiescence: plies of captures searched beyond the depth (0: none, the evaluation at once).
    pub qsearch: i32,
    /// A position with a single legal move is searched one ply deeper (0: off).
    pub single_reply: i32,
    /// Futility at the frontier (one ply left, not a PV node): when the evaluation plus this margin is below
    /// alpha, only the captures are searched (0: off).
    pub futility: i32,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            aspiration: 50,
            lmr_from: 3,
            lmr_depth: 3,
            qsearch: 8,
            single_reply: 1,
            futility: 0,
        }
    }
}

impl Tuning {
    /// Sets the parameter called `name` (a field name, case-insensitive) to `value`.
    pub fn set(&mut self, name: &str, value: i32) -> Result<(), String> {
        let field = match name.to_ascii_lowercase().as_str() {
            "aspiration" => &mut self.aspiration,
            "lmr_from" => &mut self.lmr_from,
            "lmr_depth" => &mut self.lmr_depth,
            "qsearch" => &mut self.qsearch,
            "single_reply" => &mut self.single_reply,
            "futility" => &mut self.futility,
            _ => return Err(format!("no search parameter '{name}'")),
        };
        *field = value;
        Ok(())
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

    /// The score of `pos` if the game is over there (E2, E3, E1 in the order of [`crate::rules::Game::outcome`]),
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
        let mask = pos.legal_mask(&self.rules);
        if mask == 0 {
            return Err(game_over_score(margin(pos.score_side_owner(), me), ply));
        }
        Ok(mask)
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

    fn negamax(
        &mut self,
        pos: &Position,
        ctx: &Ctx,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.nodes += 1;
        self.check_time();
        self.pv_len[ply] = 0;
        if self.stopped {
            return 0;
        }
        let mask = match self.terminal(pos, ctx, ply) {
            Ok(mask) => mask,
            Err(score) => return score,
        };
        // A layer's first position: the endgame tables are exact there.
        if ctx.layer_start == self.hist.len() - 1 {
            if let Some((lo, hi)) = self.probe(pos, ctx, ply) {
                if lo == hi || lo >= beta {
                    return lo;
                }
                if hi <= alpha {
                    return hi;
                }
            }
        }
        let mut depth = depth;
        if mask.count_ones() == 1 && self.tuning.single_reply > 0 && depth > 0 {
            // A forced move costs the side nothing to think about: look one ply further.
            depth += 1;
        }
        if depth <= 0 || ply + 1 >= MAX_PLY {
            if depth > -self.tuning.qsearch && ply + 1 < MAX_PLY {
                return self.quiesce(pos, ctx, mask, depth, alpha, beta, ply);
            }
            return self.leaf_eval(pos, ctx);
        }
        let pv_node = beta - alpha > 1;
        if depth == 1 && !pv_node && self.tuning.futility > 0 && self.tuning.qsearch > 0 {
            // The frontier: when even a margin above the evaluation stays below alpha, only captures can
            // change the verdict, and quiescence looks at those.
            if self.leaf_eval(pos, ctx) + self.tuning.futility <= alpha {
                return self.quiesce(pos, ctx, mask, 0, alpha, beta, ply);
            }
        }
        let mut tt_move = None;
        if let Some(hit) = self.tt.probe(ctx.key) {
            tt_move = hit.mv;
            if !pv_node && hit.depth as i32 >= depth {
                let s = from_tt(hit.score, ply);
                match hit.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        // The table move first, alone: when it refutes the node, no other child is made.
        let tt_first = tt_move.filter(|&m| mask >> m & 1 == 1);
        let mut count = match tt_first {
            Some(m) => {
                self.make_child(ply * MAX_PITS, pos, m as usize, tt_first, ply);
                1
            }
            None => self.children(pos, mask, None, ply, 0),
        };
        let mut rest = tt_first.map(|m| mask & !(1 << m));
        let alpha0 = alpha;
        let here = self.hist.len() - 1;
        let rep_above = self.rep_low;
        self.rep_low = usize::MAX;
        let mut best = -INF;
        let mut best_move = None;
        let mut i = 0;
        loop {
            if i == count {
                match rest.take() {
                    Some(others) => count += self.children(pos, others, None, ply, count),
                    None => break,
                }
                if i == count {
                    break;
                }
            }
            // Selection sort: the best remaining move first.
            let kids = &mut self.stack[ply * MAX_PITS..(ply + 1) * MAX_PITS];
            let mut top = i;
            for j in i + 1..count {
                if kids[j].order > kids[top].order {
                    top = j;
                }
            }
            if top != i {
                kids.swap(i, top);
            }
            let kid = kids[i];
            let score = if i == 0 {
                self.child_score(pos, ctx, &kid, depth - 1, alpha, beta, ply)
            } else {
                let t = self.tuning;
                let reduce = self.lmr
                    && depth >= t.lmr_depth
                    && i as i32 >= t.lmr_from
                    && kid.captured == 0
                    && kid.order < (1 << 23) - 1;
                let mut s = if reduce {
                    self.child_score(pos, ctx, &kid, depth - 2, alpha, alpha + 1, ply)
                } else {
                    alpha + 1
                };
                if s > alpha {
                    s = self.child_score(pos, ctx, &kid, depth - 1, alpha, alpha + 1, ply);
                }
                if s > alpha && s < beta {
                    s = self.child_score(pos, ctx, &kid, depth - 1, alpha, beta, ply);
                }
                s
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(kid.mv);
                if score > alpha {
                    alpha = score;
                    self.pv[ply][0] = kid.mv;
                    let n = self.pv_len[ply + 1];
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply][1..=n].copy_from_slice(&tail[0][..n]);
                    self.pv_len[ply] = n + 1;
                    if alpha >= beta {
                        if kid.captured == 0 {
                            let k = &mut self.killers[ply];
                            if k[0] != kid.mv {
                                k[1] = k[0];
                                k[0] = kid.mv;
                            }
                            self.history[pos.to_move().index()][kid.mv as usize] += depth * depth;
                        }
                        break;
                    }
                }
            }
            i += 1;
        }
        let path_dependent = self.rep_low < here;
        self.rep_low = self.rep_low.min(rep_above);
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if path_dependent {
            // Keep only the move for ordering: the score holds for this path only (E3).
            if self.tt.probe(ctx.key).is_none() {
                self.tt.store(ctx.key, 0, 0, Bound::Upper, best_move);
            }
        } else {
            self.tt.store(
                ctx.key,
                depth.clamp(0, 255) as u8,
                to_tt(best, ply),
                bound,
                best_move,
            );
        }
        best
    }

    /// Quiescence at a node past the depth: the evaluation stands unless a capture does better (the
    /// captures searched deeper, each ending a layer where the endgame tables are exact).
    #[allow(clippy::too_many_arguments)]
    fn quiesce(
        &mut self,
        pos: &Position,
        ctx: &Ctx,
        mask: u64,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let mut best = self.leaf_eval(pos, ctx);
        if best >= beta {
            return best;
        }
        alpha = alpha.max(best);
        let mut count = 0;
        let mut bits = may_capture(&self.rules, pos, mask);
        while bits != 0 {
            let m = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            self.make_child(ply * MAX_PITS + count, pos, m, None, ply);
            if self.stack[ply * MAX_PITS + count].captured > 0 {
                count += 1;
            }
        }
        sort_by_key_desc(
            &mut self.stack[ply * MAX_PITS..ply * MAX_PITS + count],
            |k| k.captured as i32,
        );
        for i in 0..count {
            let kid = self.stack[ply * MAX_PITS + i];
            let score = self.child_score(pos, ctx, &kid, depth - 1, alpha, beta, ply);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// The root context for `root`, the last entry of the history.
    fn root_ctx(&self, root: &Position, last_capturer: Option<Player>) -> Ctx {
        Ctx {
            key: hash(root),
            rep: *self.hist.last().expect("the history holds the root"),
            layer_start: 0,
            last_capturer,
        }
    }

    /// Scores every legal move of `root` with a full window at `depth` (for the weak levels' choices).
    /// Returns `(move, score)` pairs; empty when the game is over.
    pub fn score_moves(
        &mut self,
        root: &Position,
        depth: i32,
        last_capturer: Option<Player>,
    ) -> Vec<(usize, i32)> {
        let ctx = self.root_ctx(root, last_capturer);
        let mask = match self.terminal(root, &ctx, 0) {
            Ok(m) => m,
            Err(_) => return Vec::new(),
        };
        let count = self.children(root, mask, None, 0, 0);
        let kids = self.stack[..count].to_vec();
        let mut out = Vec::with_capacity(count);
        for kid in &kids[..count] {
            let s = self.child_score(root, &ctx, kid, depth - 1, -INF, INF, 0);
            out.push((kid.mv as usize, s));
        }
        out
    }

    /// One pass over the root moves (`kids`, best first) at depth `d` with the window `(alpha, beta)`: the
    /// best move and its score, or `None` when every move failed low (or the search stopped before the first
    /// finished). A move that fails high ends the pass. `scores` gets each finished move's score.
    #[allow(clippy::too_many_arguments)]
    fn root_pass(
        &mut self,
        root: &Position,
        ctx: &Ctx,
        kids: &[Child],
        d: i32,
        mut alpha: i32,
        beta: i32,
        scores: &mut [i32],
    ) -> Option<(usize, i32)> {
        let mut found = None;
        for (i, kid) in kids.iter().enumerate() {
            let score = if i == 0 {
                self.child_score(root, ctx, kid, d - 1, alpha, beta, 0)
            } else {
                let mut s = self.child_score(root, ctx, kid, d - 1, alpha, alpha + 1, 0);
                if s > alpha && s < beta && !self.stopped {
                    s = self.child_score(root, ctx, kid, d - 1, alpha, beta, 0);
                }
                s
            };
            if self.stopped {
                break;
            }
            scores[i] = score;
            if score > alpha {
                alpha = score;
                found = Some((kid.mv as usize, score));
                self.pv[0][0] = kid.mv;
                let n = self.pv_len[1];
                let (head, tail) = self.pv.split_at_mut(1);
                head[0][1..=n].copy_from_slice(&tail[0][..n]);
                self.pv_len[0] = n + 1;
                if score >= beta {
                    break;
                }
            }
        }
        found
    }

    /// Iterative deepening from `root` up to `max_depth` plies (or until stopped); `on_info` hears about every
    /// completed iteration. Returns the best move (`None` when the game is over) and the last info.
    ///
    /// From depth 5 on, each iteration first searches a window of ± [`Tuning::aspiration`] around the last
    /// score (aspiration), widening it on the side that failed until the score falls inside.
    pub fn iterate(
        &mut self,
        root: &Position,
        max_depth: u32,
        last_capturer: Option<Player>,
        soft_ms: Option<f64>,
        on_info: &mut dyn FnMut(&Info),
    ) -> (Option<usize>, Info) {
        let start = now_ms();
        let ctx = self.root_ctx(root, last_capturer);
        let mask = match self.terminal(root, &ctx, 0) {
            Ok(m) => m,
            Err(_) => return (None, Info::default()),
        };
        self.tt.new_search();
        let tt_move = self.tt.probe(ctx.key).and_then(|h| h.mv);
        let count = self.children(root, mask, tt_move, 0, 0);
        let mut kids = self.stack[..count].to_vec();
        sort_by_key_desc(&mut kids[..count], |k| k.order);
        let mut best = kids[0].mv as usize;
        let mut info = Info {
            pv: vec![best],
            ..Info::default()
        };
        let mut last_score: i32 = 0;
        for depth in 1..=max_depth.max(1) {
            let d = depth as i32;
            let mut delta = self.tuning.aspiration;
            let (mut lo, mut hi) = if delta > 0 && depth >= 5 && last_score.abs() < PROVEN {
                (last_score - delta, last_score + delta)
            } else {
                (-INF, INF)
            };
            let mut scores;
            let found = loop {
                scores = [-INF; MAX_PITS];
                let found = self.root_pass(root, &ctx, &kids[..count], d, lo, hi, &mut scores);
                if self.stopped {
                    break found;
                }
                match found {
                    Some((mv, s)) if s >= hi => {
                        // Failed high: the move goes first and the window opens upwards.
                        let at = kids[..count].iter().position(|k| k.mv as usize == mv);
                        kids[..=at.unwrap_or(0)].rotate_right(1);
                        delta *= 3;
                        hi = if delta > 2000 {
                            INF
                        } else {
                            (s + delta).min(INF)
                        };
                    }
                    None => {
                        delta *= 3;
                        lo = if delta > 2000 {
                            -INF
                        } else {
                            (lo - delta).max(-INF)
                        };
                    }
                    Some(_) => break found,
                }
            };
            let elapsed = now_ms() - start;
            if self.stopped {
                // The first move (last iteration's best) was searched in full: a better move found since is
                // a real improvement.
                if let Some((mv, score)) = found {
                    if mv != best {
                        best = mv;
                        info.score = score;
                        info.pv = vec![mv];
                    }
                }
                info.nodes = self.nodes;
                info.time_ms = elapsed as u64;
                break;
            }
            let (mv, score) = found.expect("a complete iteration has a best move");
            best = mv;
            last_score = score;
            info = Info {
                depth,
                score,
                nodes: self.nodes,
                time_ms: elapsed as u64,
                pv: self.pv[0][..self.pv_len[0]]
                    .iter()
                    .map(|&m| m as usize)
                    .collect(),
            };
            on_info(&info);
            // The root's score may depend on the game's history (E3): keep only its move.
            self.tt.store(ctx.key, 0, 0, Bound::Upper, Some(mv as u8));
            // Next iteration: best move first, then by this iteration's scores.
            let mut order: Vec<(Child, i32)> = kids
                .iter()
                .zip(scores)
                .map(|(k, s)| (*k, if k.mv as usize == best { INF } else { s }))
                .collect();
            sort_by_key_desc(&mut order, |&(_, sc)| sc);
            for (slot, (k, _)) in kids.iter_mut().zip(&order) {
                *slot = *k;
            }
            if count == 1 || score.abs() > PROVEN {
                break;
            }
            if let Some(soft) = soft_ms {
                if self.clock_ms(start) >= soft {
                    break;
                }
            }
        }
        (Some(best), info)
    }
}
