//! The search below the root: [`Searcher::negamax`] (principal variation search with the transposition
//! table, endgame-table probes, late move reductions, killers and history) and its capture quiescence.

use super::{from_tt, sort_by_key_desc, to_tt, Ctx, Searcher, INF, MAX_PLY};
use crate::eval::may_capture;
use crate::tt::Bound;
use wari_core::rules::{Position, MAX_PITS};

impl<'a> Searcher<'a> {
    /// The score of `pos` (for the player to move) searched `depth` plies deep with the window
    /// `(alpha, beta)`, `ply` plies below the root; 0 once the search has stopped.
    pub(super) fn negamax(
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
}
