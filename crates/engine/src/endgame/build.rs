//! The build of the tables by retrograde analysis, one layer (seeds on the board) at a time from the
//! empty board up: each layer's leaves (captures, ends) from the finished layers below, then the
//! attractor analysis of its in-layer moves and, under E5, its dead positions (see the module notes).

use super::{next_composition, Tables, UNSET};
use wari_core::rules::no_capture::seed_bound;
use wari_core::rules::{CycleRule, Player, Position, MAX_PITS};

/// A position's state during the propagation of a layer.
#[derive(Clone, Copy)]
struct Node {
    /// In-layer children not yet known to give the mover at least the current threshold.
    pending: u8,
    /// The best leaf for the opponent's bound, or `UNSET`.
    leaf_hi: i8,
    pess: i8,
    opt: i8,
}

impl Tables {
    /// Computes layer `b` from the finished layers below it.
    /// `progress(done)` hears how many positions of the whole table are done, now and then.
    pub(super) fn build_layer(&mut self, b: u32, progress: &mut dyn FnMut(usize)) {
        let rules = self.rules;
        let len = self.len;
        let n = len / 2;
        let bi = b as i32;
        let first = self.offsets[b as usize];
        let size = self.offsets[b as usize + 1] - first;
        // Per position: the best leaf (capture or end) bounds, the in-layer successors.
        let mut leaf_lo = vec![UNSET; size];
        let mut leaf_hi = vec![UNSET; size];
        let mut succ_count = vec![0u8; size];
        let mut fwd: Vec<u32> = Vec::with_capacity(size * 3);
        // E5 applies in this layer: the positions with a capturing move, where "a capture can happen" starts.
        let e5 = rules.no_capture_end() && b <= seed_bound(&rules) as u32;
        let mut capturing = vec![false; if e5 { size } else { 0 }];
        // ... and each position's seeds on the mover's side less the opponent's (its E5 value under side-owner).
        let mut sides = vec![0i8; if e5 { size } else { 0 }];
        let mut cells = [0u8; 2 * MAX_PITS];
        cells[len - 1] = b as u8;
        for i in 0..size {
            if i % 65536 == 0 {
                progress(first + i);
            }
            let pos = Position::table_entry(&cells[..len]);
            debug_assert_eq!(self.rank(&cells[..n], &cells[n..len], b as usize), i);
            let mask = pos.legal_mask(&rules);
            let (mut lo, mut hi) = (i32::MIN, i32::MIN);
            if e5 {
                sides[i] = (pos.side_seeds(Player::South) as i32
                    - pos.side_seeds(Player::North) as i32) as i8;
            }
            if mask == 0 {
                // E1: stuck; each side's seeds to its owner.
                let v = pos.side_seeds(Player::South) as i32 - pos.side_seeds(Player::North) as i32;
                lo = v;
                hi = v;
            }
            let mut bits = mask;
            while bits != 0 {
                let m = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let mut child = pos;
                // Tables are built for one-loop boards only (see `supported`).
                let eff = child.play_one_loop(&rules, m);
                let g = eff.captured as i32;
                if g == 0 && child.to_move() == Player::North {
                    let j = self.rank_of(&child, b as usize);
                    fwd.push(j as u32);
                    succ_count[i] += 1;
                    continue;
                }
                if e5 {
                    capturing[i] |= g > 0;
                }
                let (clo, chi) = self.bounds_of(&child, Some(Player::South));
                let (l, h) = if child.to_move() == Player::South {
                    (g + clo, g + chi)
                } else {
                    (g - chi, g - clo)
                };
                lo = lo.max(l);
                hi = hi.max(h);
            }
            if lo != i32::MIN {
                leaf_lo[i] = lo as i8;
                leaf_hi[i] = hi as i8;
            }
            let _ = next_composition(&mut cells[..len]);
        }
        // Predecessor lists (reverse edges): count, then fill each list from its end, so that afterwards
        // `rev_start[j]..rev_start[j + 1]` are the predecessors of `j`.
        let mut rev_start = vec![0u32; size + 1];
        for &j in &fwd {
            rev_start[j as usize] += 1;
        }
        for k in 1..=size {
            rev_start[k] += rev_start[k - 1];
        }
        let mut rev = vec![0u32; fwd.len()];
        let mut at = 0;
        for (i, &count) in succ_count.iter().enumerate() {
            for &j in &fwd[at..at + count as usize] {
                rev_start[j as usize] -= 1;
                rev[rev_start[j as usize] as usize] = i as u32;
            }
            at += count as usize;
        }
        // E5: a position from which no capture can follow ends the game, its seeds given out by the cycle rule.
        // Under side-owner that is a leaf worth its sides; otherwise a sink that the propagation leaves
        // undecided, like endless play, which the cycle value settles at the probe (see the module notes).
        // Either way its moves leave the graph.
        let mut sink = vec![false; if e5 { size } else { 0 }];
        if e5 {
            let dead = dead_positions(&capturing, &rev_start, &rev);
            let side_owner = rules.cycle() == CycleRule::SideOwner;
            for i in (0..size).filter(|&i| dead[i]) {
                self.dead[(first + i) / 64] |= 1 << ((first + i) % 64);
                succ_count[i] = 0;
                let v = if side_owner { sides[i] } else { UNSET };
                leaf_lo[i] = v;
                leaf_hi[i] = v;
                sink[i] = !side_owner;
            }
            drop_predecessors(&mut rev_start, &mut rev, &dead);
        }
        // The most memory the build holds at once: the edges twice, the list starts, the per-position arrays.
        // Later the forward edges go and the propagation's arrays (12 bytes a position) come.
        let held = 4 * fwd.len() + self.pess.len() * 2 + 7 * size + (4 * fwd.len()).max(12 * size);
        self.peak_bytes = self.peak_bytes.max(held);
        drop(fwd);
        // Positions sorted by the threshold at which they become candidates.
        let buckets = 2 * b as usize + 1;
        let key = |v: i8| (bi - v as i32) as usize; // t = b .. -b  ->  0 .. 2b
        let by_lo = bucket_sort(size, buckets, |i| {
            (leaf_lo[i] != UNSET).then(|| key(leaf_lo[i]))
        });
        // Eligible for "opt <= -t" once leaf_hi <= -t, i.e. t <= -leaf_hi; no leaf: from the start. An E5 sink
        // never is: the game ends there, by the cycle rule, like endless play.
        let by_hi = bucket_sort(size, buckets, |i| {
            if e5 && sink[i] {
                return None;
            }
            Some(if leaf_hi[i] == UNSET {
                0
            } else {
                (bi + leaf_hi[i] as i32).clamp(0, 2 * bi) as usize
            })
        });
        // Everything the propagation touches per position, in one word for locality.
        let mut node: Vec<Node> = (0..size)
            .map(|i| Node {
                pending: succ_count[i],
                leaf_hi: leaf_hi[i],
                pess: UNSET,
                opt: UNSET,
            })
            .collect();
        drop(succ_count);
        drop(leaf_hi);
        let mut queue: Vec<u32> = Vec::new();
        const L_FLAG: u32 = 1 << 31;
        for step in 0..buckets {
            let t = bi - step as i32;
            for &i in &by_lo.1[by_lo.0[step] as usize..by_lo.0[step + 1] as usize] {
                let i = i as usize;
                if node[i].pess == UNSET {
                    node[i].pess = t as i8;
                    queue.push(i as u32);
                }
            }
            for &i in &by_hi.1[by_hi.0[step] as usize..by_hi.0[step + 1] as usize] {
                let i = i as usize;
                let nd = &mut node[i];
                if nd.opt == UNSET && nd.pending == 0 {
                    nd.opt = (-t) as i8;
                    queue.push(i as u32 | L_FLAG);
                }
            }
            while let Some(x) = queue.pop() {
                let i = (x & !L_FLAG) as usize;
                let preds = &rev[rev_start[i] as usize..rev_start[i + 1] as usize];
                if x & L_FLAG == 0 {
                    // Pess(i) >= t: one fewer child of each predecessor stands in the way of "opt <= -t".
                    for &p in preds {
                        let nd = &mut node[p as usize];
                        nd.pending -= 1;
                        let eligible = nd.leaf_hi == UNSET || nd.leaf_hi as i32 <= -t;
                        if nd.pending == 0 && eligible && nd.opt == UNSET {
                            nd.opt = (-t) as i8;
                            queue.push(p | L_FLAG);
                        }
                    }
                } else {
                    // Opt(i) <= -t: every predecessor can move here and get at least t.
                    for &p in preds {
                        let nd = &mut node[p as usize];
                        if nd.pess == UNSET {
                            nd.pess = t as i8;
                            queue.push(p);
                        }
                    }
                }
            }
        }
        // Never decided: only endless play is left, worth -infinity (pess) or +infinity (opt).
        let pess = &mut self.pess[first..first + size];
        let opt = &mut self.opt[first..first + size];
        for (k, nd) in node.iter().enumerate() {
            pess[k] = if nd.pess == UNSET {
                (-bi - 1) as i8
            } else {
                nd.pess
            };
            opt[k] = if nd.opt == UNSET {
                (bi + 1) as i8
            } else {
                nd.opt
            };
        }
    }
}

/// E5 in one layer: the positions from which no capture can follow, given which have a capturing move and the
/// in-layer predecessor lists (`rev_start[j]..rev_start[j + 1]` in `rev`): every position is live that has a
/// capturing move or reaches one, found backwards from them.
fn dead_positions(capturing: &[bool], rev_start: &[u32], rev: &[u32]) -> Vec<bool> {
    let mut dead: Vec<bool> = capturing.iter().map(|&c| !c).collect();
    let mut queue: Vec<u32> = (0..capturing.len() as u32)
        .filter(|&i| capturing[i as usize])
        .collect();
    while let Some(j) = queue.pop() {
        for &p in &rev[rev_start[j as usize] as usize..rev_start[j as usize + 1] as usize] {
            if dead[p as usize] {
                dead[p as usize] = false;
                queue.push(p);
            }
        }
    }
    dead
}

/// Removes the positions marked `gone` from every predecessor list (their moves are no longer edges).
fn drop_predecessors(rev_start: &mut [u32], rev: &mut Vec<u32>, gone: &[bool]) {
    let mut kept = 0usize;
    let mut from = 0usize;
    for j in 0..rev_start.len() - 1 {
        let end = rev_start[j + 1] as usize;
        rev_start[j] = kept as u32;
        for k in from..end {
            if !gone[rev[k] as usize] {
                rev[kept] = rev[k];
                kept += 1;
            }
        }
        from = end;
    }
    let last = rev_start.len() - 1;
    rev_start[last] = kept as u32;
    rev.truncate(kept);
}

/// Indices sorted by bucket (counting sort), with where each bucket starts; `None` leaves the index out.
fn bucket_sort(
    size: usize,
    buckets: usize,
    key: impl Fn(usize) -> Option<usize>,
) -> (Vec<u32>, Vec<u32>) {
    let mut starts = vec![0u32; buckets + 1];
    for i in 0..size {
        if let Some(k) = key(i) {
            starts[k + 1] += 1;
        }
    }
    for k in 0..buckets {
        starts[k + 1] += starts[k];
    }
    let mut fill = starts.clone();
    let mut out = vec![0u32; starts[buckets] as usize];
    for i in 0..size {
        if let Some(k) = key(i) {
            out[fill[k] as usize] = i as u32;
            fill[k] += 1;
        }
    }
    (starts, out)
}
