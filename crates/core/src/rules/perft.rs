//! Perft: the number of move sequences of exactly `depth` plies, the standard check of a move generator.
//!
//! A game that ends before `depth` plies (a store reaches the target (E2), a position repeats (E3), no capture
//! can follow (E5, under `end=no-capture`), the player to move is stuck (E1)) contributes nothing; a game that
//! ends exactly at the last ply counts. Leaves are counted in bulk (the number of legal moves one ply before
//! them), and nothing is allocated during the count.

use super::no_capture::{seed_bound, Memo};
use super::{Game, Position, Rules};

/// Move sequences of exactly `depth` plies from `pos`, with no history before it.
pub fn perft(rules: &Rules, pos: &Position, depth: u32) -> u64 {
    perft_after(rules, std::slice::from_ref(pos), depth)
}

/// Move sequences of exactly `depth` plies from the current position of `game`, whose history counts for
/// repetitions (E3). 0 when the game is over and `depth > 0`.
pub fn perft_game(game: &Game, depth: u32) -> u64 {
    if depth > 0 && game.is_over() {
        return 0;
    }
    let history: Vec<Position> = (0..=game.ply())
        .filter_map(|k| game.position_at(k).copied())
        .collect();
    perft_after(game.rules(), &history, depth)
}

/// Like [`perft_game`], split by first move: `(pit, count)` for every legal move, in pit order.
pub fn perft_divide(game: &Game, depth: u32) -> Vec<(usize, u64)> {
    if depth == 0 || game.is_over() {
        return Vec::new();
    }
    game.legal_moves()
        .into_iter()
        .map(|m| {
            let mut g = game.clone();
            // A move from `legal_moves` is always legal.
            let _ = g.play(m);
            (m, perft_game(&g, depth - 1))
        })
        .collect()
}

/// Move sequences of exactly `depth` plies from the last position of `history` (the positions of the game so
/// far, oldest first; earlier ones matter for repetitions).
pub fn perft_after(rules: &Rules, history: &[Position], depth: u32) -> u64 {
    let Some(now) = history.last() else {
        return 0;
    };
    // Only positions with the same stores can repeat: keep those since the last capture.
    let since = history
        .iter()
        .rposition(|p| p.stores != now.stores)
        .map_or(0, |i| i + 1);
    let mut path = Vec::with_capacity(history.len() - since + depth as usize + 1);
    path.extend_from_slice(&history[since..]);
    // The layout is chosen once, not at every move.
    if rules.own_loops() {
        Counter::<true> {
            rules,
            path,
            since: 0,
            no_capture: rules.no_capture_end().then(Memo::new),
        }
        .node(depth)
    } else {
        Counter::<false> {
            rules,
            path,
            since: 0,
            no_capture: rules.no_capture_end().then(Memo::new),
        }
        .node(depth)
    }
}

/// `BITS[m]`: the number of bits set in `m` (a table: the portable x86-64 target has no popcount instruction).
static BITS: [u8; 1024] = bits_table();

const fn bits_table() -> [u8; 1024] {
    let mut t = [0u8; 1024];
    let mut i = 0;
    while i < 1024 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
}

/// The number of moves in a move mask: two table look-ups for pits 0..20 (every two-row board), else counted.
#[inline(always)]
fn count(mask: u64) -> u64 {
    if mask < 1 << 20 {
        (BITS[(mask & 1023) as usize] + BITS[((mask >> 10) & 1023) as usize]) as u64
    } else {
        mask.count_ones() as u64
    }
}

/// The counter of one perft; `OWN_LOOPS`: the board has four rows (L4).
struct Counter<'a, const OWN_LOOPS: bool> {
    rules: &'a Rules,
    /// The positions since the last capture, the current one last.
    path: Vec<Position>,
    /// Index in `path` of the first position that the current one could repeat.
    since: usize,
    /// E5 answers, when the rules have `end=no-capture`.
    no_capture: Option<Memo>,
}

impl<const OWN_LOOPS: bool> Counter<'_, OWN_LOOPS> {
    /// Plays `m` from `pos` by the layout's rules.
    #[inline(always)]
    fn play(&self, pos: &mut Position, m: usize) -> super::MoveEffect {
        if OWN_LOOPS {
            pos.play_own_loop(m)
        } else {
            pos.play_one_loop(self.rules, m)
        }
    }

    /// Whether the current position occurred before (E3). Only positions since the last capture can be equal
    /// (the stores differ otherwise), and among them only every other one has the same player to move: a G5
    /// extra turn comes right after a capture, so within a stretch without captures the turns alternate.
    #[inline]
    fn repeats(&self) -> bool {
        let now = self.path.len() - 1;
        self.occurs_before(&self.path[now], now)
    }

    /// Whether `pos`, standing at index `at` of the path (or about to), equals the entry two, four, ... plies
    /// before it, back to the last capture.
    #[inline(always)]
    fn occurs_before(&self, pos: &Position, at: usize) -> bool {
        let mut i = at;
        while i >= self.since + 2 {
            i -= 2;
            if self.path[i].repeats(pos) {
                return true;
            }
        }
        false
    }

    fn node(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let pos = *self.path.last().expect("the path is never empty");
        if pos.target_reached(self.rules) || self.repeats() {
            return 0;
        }
        if self.no_capture.is_some() && self.no_capture_possible(&pos) {
            return 0;
        }
        let mask = pos.legal_mask(self.rules);
        match depth {
            1 => count(mask),
            2 if self.no_capture.is_none() => self.leaf_parents(mask, |_, _| false),
            2 => self.leaf_parents_e5(mask),
            _ => {
                let mut nodes = 0;
                let mut bits = mask;
                while bits != 0 {
                    let m = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let mut child = pos;
                    let effect = self.play(&mut child, m);
                    let since = self.since;
                    if effect.captured > 0 {
                        self.since = self.path.len();
                    }
                    self.path.push(child);
                    nodes += self.node(depth - 1);
                    self.path.pop();
                    self.since = since;
                }
                nodes
            }
        }
    }

    /// The sequences of 2 plies from the last position of the path, whose legal moves are `mask`:
    /// for each child that does not end the game, its number of legal moves (bulk counting). `no_capture(child,
    /// captured)` says whether E5 ends the game at a child (`|_, _| false` for rules without E5, which the
    /// compiler then leaves out of this innermost loop).
    #[inline]
    fn leaf_parents(&self, mask: u64, mut no_capture: impl FnMut(&Position, u8) -> bool) -> u64 {
        let pos = self.path.last().expect("the path is never empty");
        let mut nodes = 0;
        let mut bits = mask;
        while bits != 0 {
            let m = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let mut child = *pos;
            let effect = self.play(&mut child, m);
            let over = if effect.captured > 0 {
                // Only a capture can reach the target, and after one no earlier position can come back.
                child.target_reached(self.rules)
            } else {
                // The child would be the next entry of the path: compare it with the entries two, four ...
                // plies before it.
                self.occurs_before(&child, self.path.len())
            };
            if !over && !no_capture(&child, effect.captured) {
                nodes += count(child.legal_mask(self.rules));
            }
        }
        nodes
    }

    /// [`Counter::leaf_parents`] under E5: a child holds the seeds on the board here less its captures, so
    /// E5 is asked only of the children down to the seed bound.
    #[inline(never)]
    fn leaf_parents_e5(&mut self, mask: u64) -> u64 {
        let rules = self.rules;
        let board = self
            .path
            .last()
            .expect("the path is never empty")
            .board_seeds();
        let Some(mut memo) = self.no_capture.take() else {
            return self.leaf_parents(mask, |_, _| false);
        };
        let n = self.leaf_parents(mask, |child, captured| {
            board - captured as u16 <= seed_bound(rules) && !memo.capture_reachable(rules, child)
        });
        self.no_capture = Some(memo);
        n
    }

    /// E5 at `pos` (false at once for rules without it and for boards above the seed bound).
    #[inline(never)]
    fn no_capture_possible(&mut self, pos: &Position) -> bool {
        match self.no_capture.as_mut() {
            Some(memo) if pos.board_seeds() <= seed_bound(self.rules) => {
                !memo.capture_reachable(self.rules, pos)
            }
            _ => false,
        }
    }
}
