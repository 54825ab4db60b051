//! The root of the search: iterative deepening with aspiration windows ([`Searcher::iterate`]) and the
//! full-width scores of every root move for the weak levels ([`Searcher::score_moves`]).

use super::{sort_by_key_desc, Child, Ctx, Searcher, INF, PROVEN};
use crate::clock::now_ms;
use crate::tt::{hash, Bound};
use crate::Info;
use wari_core::rules::{Player, Position, MAX_PITS};

impl<'a> Searcher<'a> {
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
