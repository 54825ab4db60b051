//! A second, deliberately naive implementation of RULES.md, written straight from the text and sharing no code
//! with `crates/core/src/rules/`: a `Vec` board, sowing one seed at a time, captures as lists, the end of the game checked
//! over the whole history. It is slow on purpose; the tests use it to check the fast `Position`/`Game`.
//!
//! It reads only the public settings of a `Rules` value (the columns of the presets table), never a `Position`.
//!
//! Three rows (L3) are the same game with `3/2 x pits` pits a side (the letters follow the loop). Four rows (L4)
//! place every pit on the board (row and column, as RULES.md describes each player's loop) and find the facing
//! pits of L4-C by their column.

use wari_core::rules::{Chain, CycleRule, Feeding, GrandSlam, Player, Rules};

/// The settings, copied into plain values.
#[derive(Clone, Debug)]
pub struct NRules {
    /// Rows of the board (2, 3, 4).
    pub rows: usize,
    /// Pits a row.
    pub row: usize,
    /// Pits a side.
    pub n: usize,
    /// Seeds a pit at the start.
    pub seeds: u32,
    /// Capturing counts (C1).
    pub captures: Vec<u32>,
    /// C3: also forward.
    pub both_ways: bool,
    /// 1..=5 for G1..G5.
    pub slam: u8,
    /// F1 (true) or F2.
    pub must_feed: bool,
    /// E2.
    pub target: u32,
    /// E3: 0 side-owner, 1 last-capturer, 2 not-counted.
    pub cycle: u8,
    /// 0 South, 1 North.
    pub starter: usize,
    /// E5 (`end=no-capture`): the game ends when no capture can ever happen again.
    pub no_capture_end: bool,
}

impl NRules {
    /// Copies the settings of `r`.
    pub fn of(r: &Rules) -> NRules {
        let row = r.pits() as usize;
        let rows = r.rows() as usize;
        NRules {
            rows,
            row,
            n: match rows {
                2 => row,
                3 => row / 2 * 3,
                _ => 2 * row,
            },
            seeds: r.seeds() as u32,
            captures: (0..64u32)
                .filter(|k| r.capture_mask() >> k & 1 == 1)
                .collect(),
            both_ways: r.chain() == Chain::Both,
            slam: match r.grand_slam() {
                GrandSlam::NoCapture => 1,
                GrandSlam::Forbidden => 2,
                GrandSlam::CaptureAll => 3,
                GrandSlam::CaptureIfDecisive => 4,
                GrandSlam::CaptureThenFeed => 5,
            },
            must_feed: r.feeding() == Feeding::MustFeed,
            target: r.target() as u32,
            cycle: match r.cycle() {
                CycleRule::SideOwner => 0,
                CycleRule::LastCapturer => 1,
                CycleRule::NotCounted => 2,
            },
            starter: match r.starter() {
                Player::South => 0,
                Player::North => 1,
            },
            no_capture_end: r.no_capture_end(),
        }
    }
}

/// E5 is decided with at most this many seeds on the board: 12 on two rows, 8 on three (RULES.md E5).
pub fn e5_seed_bound(r: &NRules) -> u32 {
    if r.rows == 3 {
        8
    } else {
        12
    }
}

/// A position: pits in the order of B2, stores, the player to move (0 South, 1 North), and whether this is the
/// feeding extra turn of G5.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NPos {
    /// Seeds in each pit.
    pub pits: Vec<u32>,
    /// South's and North's store.
    pub stores: [u32; 2],
    /// Player to move.
    pub turn: usize,
    /// G5 extra turn.
    pub feed: bool,
}

/// What a move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NMove {
    /// The pits sown, one entry a seed, in order.
    pub sown: Vec<usize>,
    /// Pits captured.
    pub captured_pits: Vec<usize>,
    /// Seeds captured.
    pub captured: u32,
    /// The captures would have emptied the opponent's side.
    pub slam: bool,
}

impl NPos {
    /// The start position.
    pub fn start(r: &NRules) -> NPos {
        NPos {
            pits: vec![r.seeds; 2 * r.n],
            stores: [0, 0],
            turn: r.starter,
            feed: false,
        }
    }

    /// Who owns pit `i`.
    pub fn owner(&self, i: usize) -> usize {
        if i < self.pits.len() / 2 {
            0
        } else {
            1
        }
    }

    /// Seeds on `player`'s side.
    pub fn side(&self, player: usize) -> u32 {
        (0..self.pits.len())
            .filter(|&i| self.owner(i) == player)
            .map(|i| self.pits[i])
            .sum()
    }

    /// The position text `4-4-...-0-0-S` (with `+` in a G5 extra turn).
    pub fn text(&self) -> String {
        let mut s = String::new();
        for p in &self.pits {
            s += &format!("{p}-");
        }
        s += &format!(
            "{}-{}-{}",
            self.stores[0],
            self.stores[1],
            if self.turn == 0 { "S" } else { "N" }
        );
        if self.feed {
            s.push('+');
        }
        s
    }

    /// The pit after `at` on the loop the mover sows: the whole board (B2, L3), or on four rows the mover's own
    /// pits in their order (L4).
    fn next(&self, r: &NRules, at: usize) -> usize {
        if r.rows == 4 {
            let start = at / r.n * r.n;
            start + (at - start + 1) % r.n
        } else {
            (at + 1) % self.pits.len()
        }
    }

    /// S1, S2: takes every seed of `from` and drops them one by one in the following pits, skipping `from`.
    /// Returns the pits sown, in order (the last one last).
    fn sow(&mut self, r: &NRules, from: usize) -> Vec<usize> {
        let mut hand = self.pits[from];
        self.pits[from] = 0;
        let mut at = from;
        let mut sown = vec![];
        while hand > 0 {
            at = self.next(r, at);
            if at == from {
                continue;
            }
            self.pits[at] += 1;
            sown.push(at);
            hand -= 1;
        }
        sown
    }

    /// C1-C3 (L4-C on four rows): the pits taken when the last seed fell in `last`.
    fn capture_list(&self, r: &NRules, last: usize, mover: usize) -> Vec<usize> {
        if r.rows == 4 {
            return self.facing_capture(r, last, mover);
        }
        let takes = |i: usize| r.captures.contains(&self.pits[i]);
        if self.owner(last) == mover || !takes(last) {
            return vec![];
        }
        let mut list = vec![last];
        let mut i = last;
        while i > 0 && self.owner(i - 1) != mover && takes(i - 1) {
            i -= 1;
            list.push(i);
        }
        if r.both_ways {
            let mut i = last;
            while i + 1 < self.pits.len() && self.owner(i + 1) != mover && takes(i + 1) {
                i += 1;
                list.push(i);
            }
        }
        list
    }

    /// L4-C: a last seed in the mover's inner row takes the opponent's inner pit of that column when it holds
    /// seeds, and with it the opponent's outer pit of that column.
    fn facing_capture(&self, r: &NRules, last: usize, mover: usize) -> Vec<usize> {
        // Rows seen from South: 0 South's outer, 1 South's inner, 2 North's inner, 3 North's outer.
        let inner_row = |player: usize| 1 + player;
        let outer_row = |player: usize| 3 * player;
        let (row, col) = place(r, last);
        if row != inner_row(mover) {
            return vec![];
        }
        let opp = 1 - mover;
        let find = |want: usize| {
            (0..self.pits.len())
                .find(|&i| place(r, i) == (want, col))
                .expect("every place of a four-row board holds a pit")
        };
        let (inner, outer) = (find(inner_row(opp)), find(outer_row(opp)));
        if self.pits[inner] == 0 {
            return vec![];
        }
        if self.pits[outer] == 0 {
            vec![inner]
        } else {
            vec![inner, outer]
        }
    }

    /// Plays `from` as a legal move is played: sowing, captures, the grand slam rule, the turn.
    pub fn after(&self, r: &NRules, from: usize) -> (NPos, NMove) {
        let mover = self.turn;
        let opp = 1 - mover;
        let mut p = self.clone();
        let sown = p.sow(r, from);
        let last = *sown.last().expect("a legal move sows");
        let list = p.capture_list(r, last, mover);
        let seeds: u32 = list.iter().map(|&i| p.pits[i]).sum();
        // Four rows know no grand slam (L4): their captures are always taken.
        let slam = r.rows != 4 && !list.is_empty() && seeds == p.side(opp);
        let mut taken = p.clone();
        for &i in &list {
            taken.pits[i] = 0;
        }
        taken.stores[mover] += seeds;
        taken.turn = opp;
        taken.feed = false;
        let take = if !slam {
            true
        } else {
            match r.slam {
                1 | 2 => false,
                3 | 5 => true,
                _ => {
                    // G4: capture only if the game then ends with the mover ahead (the mover being the
                    // last capturer for E5).
                    match taken.end_score(r, Some(mover)) {
                        Some(score) => score[mover] > score[opp],
                        None => false,
                    }
                }
            }
        };
        if take {
            if slam && r.slam == 5 {
                taken.turn = mover;
                taken.feed = true;
            }
            let captured = seeds;
            (
                taken,
                NMove {
                    sown,
                    captured_pits: list,
                    captured,
                    slam,
                },
            )
        } else {
            p.turn = opp;
            p.feed = false;
            (
                p,
                NMove {
                    sown,
                    captured_pits: vec![],
                    captured: 0,
                    slam,
                },
            )
        }
    }

    /// The legal moves, in increasing pit order (S1, F1, F2, G2, G5).
    pub fn legal(&self, r: &NRules) -> Vec<usize> {
        let me = self.turn;
        let opp = 1 - me;
        let candidates: Vec<usize> = (0..self.pits.len())
            .filter(|&i| self.owner(i) == me && self.pits[i] > 0)
            .collect();
        let must_feed = self.feed || (r.must_feed && r.rows != 4 && self.side(opp) == 0);
        let mut legal: Vec<usize> = candidates
            .into_iter()
            .filter(|&m| !must_feed || self.after(r, m).0.side(opp) > 0)
            .collect();
        if r.slam == 2 {
            let plain: Vec<usize> = legal
                .iter()
                .copied()
                .filter(|&m| !self.after(r, m).1.slam)
                .collect();
            if !plain.is_empty() {
                legal = plain;
            }
        }
        legal
    }

    /// The final score if the game ends at this position without looking at the history (E2, then E5 with
    /// `last_capturer`, then E1); `None` if it goes on.
    pub fn end_score(&self, r: &NRules, last_capturer: Option<usize>) -> Option<[u32; 2]> {
        if self.stores[0] >= r.target || self.stores[1] >= r.target {
            return Some(self.stores);
        }
        if r.no_capture_end && self.board() <= e5_seed_bound(r) && !self.capture_reachable(r) {
            return Some(self.cycle_score(r, last_capturer));
        }
        if self.legal(r).is_empty() {
            return Some([self.stores[0] + self.side(0), self.stores[1] + self.side(1)]);
        }
        None
    }
}

/// Where pit `i` of a four-row board sits: (row seen from South, 0 at the bottom; column from South's left).
/// South: the outer row from the left, then the inner row from the right; North the same from their seat.
fn place(r: &NRules, i: usize) -> (usize, usize) {
    let p = r.row;
    let (player, k) = (i / r.n, i % r.n);
    match (player, k < p) {
        (0, true) => (0, k),
        (0, false) => (1, p - 1 - (k - p)),
        // North's left is South's right.
        (_, true) => (3, p - 1 - k),
        (_, false) => (2, k - p),
    }
}

impl NPos {
    /// E5 by brute force: every position reachable from this one by legal moves that capture nothing (the
    /// stores stay as they are), breadth first; true as soon as one of them has a legal move that puts seeds
    /// into a store.
    pub fn capture_reachable(&self, r: &NRules) -> bool {
        let mut seen = std::collections::HashSet::new();
        let mut queue = std::collections::VecDeque::new();
        seen.insert(self.clone());
        queue.push_back(self.clone());
        while let Some(p) = queue.pop_front() {
            for m in p.legal(r) {
                let (next, mv) = p.after(r, m);
                if mv.captured > 0 {
                    return true;
                }
                if seen.insert(next.clone()) {
                    queue.push_back(next);
                }
            }
        }
        false
    }

    /// E3: the same pits, stores and player to move (the G5 extra turn does not count).
    pub fn same_for_e3(&self, other: &NPos) -> bool {
        self.pits == other.pits && self.stores == other.stores && self.turn == other.turn
    }

    /// Seeds on the board.
    pub fn board(&self) -> u32 {
        self.pits.iter().sum()
    }

    /// The final score when the seeds on the board are given out by the cycle rule (E3, E5).
    pub fn cycle_score(&self, r: &NRules, last_capturer: Option<usize>) -> [u32; 2] {
        match (r.cycle, last_capturer) {
            (0, _) => [self.stores[0] + self.side(0), self.stores[1] + self.side(1)],
            (1, Some(who)) => {
                let mut s = self.stores;
                s[who] += self.board();
                s
            }
            _ => self.stores,
        }
    }
}

/// How the naive game ended: `target`, `stuck`, `cycle`, `no-capture`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NOutcome {
    /// `target`, `stuck`, `cycle` or `no-capture`.
    pub reason: &'static str,
    /// `[south, north]`.
    pub score: [u32; 2],
    /// 0 South, 1 North, None draw.
    pub winner: Option<usize>,
}

/// A naive game: the whole history, checked in full after each move.
#[derive(Clone, Debug)]
pub struct NGame {
    /// The rules.
    pub rules: NRules,
    /// Every position so far, the start first.
    pub history: Vec<NPos>,
    /// For each move: who played it and how many seeds it captured.
    pub captures: Vec<(usize, u32)>,
}

impl NGame {
    /// A new game.
    pub fn new(rules: NRules) -> NGame {
        let start = NPos::start(&rules);
        NGame {
            rules,
            history: vec![start],
            captures: vec![],
        }
    }

    /// The current position.
    pub fn pos(&self) -> &NPos {
        self.history.last().unwrap()
    }

    /// Plays a move (must be legal).
    pub fn play(&mut self, m: usize) -> NMove {
        assert!(self.pos().legal(&self.rules).contains(&m));
        let mover = self.pos().turn;
        let (next, mv) = self.pos().after(&self.rules, m);
        self.captures.push((mover, mv.captured));
        self.history.push(next);
        mv
    }

    /// The outcome (E1-E4), `None` while the game goes on.
    pub fn outcome(&self) -> Option<NOutcome> {
        let p = self.pos();
        let r = &self.rules;
        let finish = |reason, score: [u32; 2]| {
            let winner = if score[0] > score[1] {
                Some(0)
            } else if score[1] > score[0] {
                Some(1)
            } else {
                None
            };
            Some(NOutcome {
                reason,
                score,
                winner,
            })
        };
        if p.stores[0] >= r.target || p.stores[1] >= r.target {
            return finish("target", p.stores);
        }
        // E3 and E5 give the seeds on the board out by the cycle rule.
        let last_capturer = self.captures.iter().rev().find(|c| c.1 > 0).map(|c| c.0);
        let cycle_score = || p.cycle_score(r, last_capturer);
        let earlier = &self.history[..self.history.len() - 1];
        if earlier.iter().any(|q| q.same_for_e3(p)) {
            return finish("cycle", cycle_score());
        }
        if r.no_capture_end && p.board() <= e5_seed_bound(r) && !p.capture_reachable(r) {
            return finish("no-capture", cycle_score());
        }
        if p.legal(r).is_empty() {
            return finish("stuck", [p.stores[0] + p.side(0), p.stores[1] + p.side(1)]);
        }
        None
    }
}

/// Naive perft: move sequences of exactly `depth` plies from the last position of `path` (the game so far); a
/// game that ends earlier (target, repetition, no capture possible, stuck) counts 0.
pub fn perft(r: &NRules, path: &mut Vec<NPos>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let pos = path.last().unwrap().clone();
    if pos.stores[0] >= r.target || pos.stores[1] >= r.target {
        return 0;
    }
    if path[..path.len() - 1].iter().any(|q| q.same_for_e3(&pos)) {
        return 0;
    }
    if r.no_capture_end && pos.board() <= e5_seed_bound(r) && !pos.capture_reachable(r) {
        return 0;
    }
    let mut nodes = 0;
    for m in pos.legal(r) {
        path.push(pos.after(r, m).0);
        nodes += perft(r, path, depth - 1);
        path.pop();
    }
    nodes
}
