//! E5 (`end=no-capture`): whether any sequence of legal moves can still lead to a capture.
//!
//! # The algorithm
//! A move that captures nothing leaves both stores as they are, so every position reachable from `pos`
//! without a capture has `pos`'s stores: it differs only in its pits, the player to move and the G5 feeding
//! turn (a *state*). A capture can still happen exactly when some state reachable without a capture has a
//! legal move that captures. [`capture_reachable`] explores those states depth-first from `pos`: for each
//! state it plays every legal move ([`Position::legal_mask`]: S1, F1/F2, G2 and the G5 feeding turn, exactly
//! as in the game), answers `true` at the first move that puts seeds into a store, and otherwise goes on from
//! the positions the moves lead to. A set of the states seen makes each state explored once, so cycles of
//! play (which E3 would end) cost nothing and the exploration always ends.
//!
//! "A capture" means seeds go into a store: a grand slam that captures nothing (G1, a forced G2 slam, an
//! undecided G4 slam) is an ordinary capture-free move and the exploration goes on past it. G4 decides with
//! the stores, which are the real ones here.
//!
//! Reading of RULES.md: the states reachable from `pos` are explored whatever the game's history; a line of
//! play that would repeat an earlier position of the game (E3) still counts. (Any capture reachable at all is
//! reachable along a line that repeats no state of its own; only the game's earlier positions could cut a line
//! short, and that would end the game by E3 anyway, with the seeds given out by the same cycle rule.) E5 comes
//! before E1 (RULES.md), so a player to move without a legal move, with at most 12 seeds on the board, ends the
//! game by E5: no capture can follow. A position where E5 applies ends the game the first time it occurs, so
//! it never repeats: E3 and E5 never apply on the same move.
//!
//! # Cost
//! The exploration stops at the first capture, so a position from which a capture can come usually costs a
//! few positions; one from which none can costs every position reachable from it. Measured
//! (`cargo bench -p wari-engine --bench no_capture`, BENCHMARKS.md): for `numeros`, over all its positions of up to 12 seeds,
//! at most 156 positions examined (about 11 µs CPU, 16 µs in wasm); on 10 pits a side a few thousand at most,
//! about 12,000 with captures of 3 only (a few milliseconds). Larger smallest capture counts make it grow
//! towards every arrangement of the seeds, hence [`MAX_SMALLEST_CAPTURE`]. [`Memo`] keeps answers between
//! calls for the search and perft; `Game` asks once per move.
//!
//! # The seed bound
//! E5 is decided only when the board holds at most [`seed_bound`] seeds (12 on two rows); with more, the
//! rules say nothing and [`no_capture_possible`] answers `false`.

use super::{Position, Rules};
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// The most seeds on a two-row board for which E5 is decided (RULES.md E5).
pub const TWO_ROW_SEED_BOUND: u16 = 12;

/// The most seeds on a three-row board for which E5 is decided (RULES.md E5).
pub const THREE_ROW_SEED_BOUND: u16 = 8;

/// The most seeds on the board for which E5 is decided under `rules`, from the board's layout: 12 on two rows
/// (RULES.md E5: 12 on two rows, 8 on three; four rows do not have E5).
pub fn seed_bound(rules: &Rules) -> u16 {
    if rules.rows() == 3 {
        THREE_ROW_SEED_BOUND
    } else {
        TWO_ROW_SEED_BOUND
    }
}

/// `end=no-capture` needs a capture count of at most this ([`super::RulesError::NoCaptureEnd`]). With 2 or 3
/// among the counts a capture is never far away, and a board from which none can come is small: the costliest
/// decision found examines about 12,000 positions (a few milliseconds) on the largest board, 10 pits a side.
/// With only larger counts seeds must pile up before anything is captured, and the positions to examine grow
/// towards every arrangement of the seeds: hundreds of thousands with captures of 5 and 10 pits a side, and
/// many millions with larger counts, too slow and too big for the page (docs/decisions/no-capture-by-exploration.md).
pub const MAX_SMALLEST_CAPTURE: u16 = 3;

/// E5: whether the game ends at `pos` because no capture can ever happen again: the rules have
/// `end=no-capture`, the board holds at most [`seed_bound`] seeds and no sequence of legal moves from `pos`
/// leads to a capture ([`capture_reachable`]). [`super::Game::outcome`] checks it after E2 and E3, before E1.
pub fn no_capture_possible(rules: &Rules, pos: &Position) -> bool {
    rules.no_capture_end()
        && pos.board_seeds() <= seed_bound(rules)
        && !capture_reachable(rules, pos)
}

/// Whether some sequence of legal moves from `pos` (by either player, `pos`'s mover first) leads to a move
/// that captures seeds. Exact; the cost grows with the positions reachable without a capture (see the module
/// notes). `pos` must hold at most [`MAX_EXPLORED_SEEDS`] seeds on the board.
pub fn capture_reachable(rules: &Rules, pos: &Position) -> bool {
    explore(rules, pos).capture
}

/// The most seeds on the board [`capture_reachable`] accepts (5 bits a pit in its state keys).
pub const MAX_EXPLORED_SEEDS: u16 = 31;

/// What one exploration found: whether a capture can happen, and how many states it looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exploration {
    /// A capture can still happen.
    pub capture: bool,
    /// States (positions) examined, `pos` included: the cost of the answer.
    pub states: usize,
}

/// [`capture_reachable`] with its cost, for benchmarks and tests.
pub fn explore(rules: &Rules, pos: &Position) -> Exploration {
    let mut seen = StateSet::default();
    let capture = search(rules, pos, &Known::default(), &mut seen, &mut Vec::new());
    Exploration {
        capture,
        states: seen.len(),
    }
}

/// Answers of [`capture_reachable`] kept between calls, for callers that ask about many related positions (the
/// computer's search, perft). When an exploration finds no capture, every position it examined is dead too
/// (everything reachable from them was examined); when it finds one, the position asked about is live. Later
/// explorations stop at a known live position and do not look past a known dead one.
#[derive(Default)]
pub struct Memo {
    known: Known,
    seen: StateSet,
    stack: Vec<Position>,
}

impl Memo {
    /// The most positions remembered (16 bytes and a flag each); the memory is emptied when it is full.
    pub const CAPACITY: usize = 1 << 20;

    /// A memory with nothing known yet.
    pub fn new() -> Memo {
        Memo::default()
    }

    /// [`capture_reachable`], answered from memory where possible.
    pub fn capture_reachable(&mut self, rules: &Rules, pos: &Position) -> bool {
        let root = state_key(pos);
        if let Some(&known) = self.known.get(&root) {
            return known;
        }
        self.seen.clear();
        self.stack.clear();
        let capture = search(rules, pos, &self.known, &mut self.seen, &mut self.stack);
        let new = if capture { 1 } else { self.seen.len() };
        if self.known.len() + new > Memo::CAPACITY {
            self.known.clear();
        }
        if capture {
            self.known.insert(root, true);
        } else {
            self.known.extend(self.seen.iter().map(|&k| (k, false)));
        }
        capture
    }

    /// Positions remembered.
    pub fn len(&self) -> usize {
        self.known.len()
    }

    /// Whether nothing is remembered.
    pub fn is_empty(&self) -> bool {
        self.known.is_empty()
    }
}

type StateSet = HashSet<u128, BuildHasherDefault<StateHasher>>;
type Known = HashMap<u128, bool, BuildHasherDefault<StateHasher>>;

/// The exploration: depth-first over the positions reachable from `pos` without a capture, each examined once
/// (`seen`), true at the first legal move that captures. `known` answers for positions explored before.
fn search(
    rules: &Rules,
    pos: &Position,
    known: &Known,
    seen: &mut StateSet,
    stack: &mut Vec<Position>,
) -> bool {
    assert!(
        pos.board_seeds() <= MAX_EXPLORED_SEEDS,
        "E5 explores boards of at most {MAX_EXPLORED_SEEDS} seeds"
    );
    assert!(
        pit_bits(pos) == 5 || pos.board_seeds() <= 15,
        "E5 explores boards of more than 22 pits with at most 15 seeds"
    );
    seen.insert(state_key(pos));
    stack.push(*pos);
    while let Some(state) = stack.pop() {
        let mut moves = state.legal_mask(rules);
        while moves != 0 {
            let m = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let mut child = state;
            if child.play_unchecked(rules, m).captured > 0 {
                return true;
            }
            let key = state_key(&child);
            match known.get(&key) {
                Some(true) => return true,
                // Nothing reachable from it captures: no need to look further there.
                Some(false) => {}
                None => {
                    if seen.insert(key) {
                        stack.push(child);
                    }
                }
            }
        }
    }
    false
}

/// A position in one number: 5 bits a pit (4 bits on boards of more than 22 pits, whose explorations hold at
/// most 15 seeds: 24 pits of 5 bits would not fit beside the rest), both stores (8 bits each), the player to
/// move, the G5 turn. (The stores are fixed along capture-free play; they are in the key so that keys of
/// different games' layers never mix in a cache.)
#[inline]
pub fn state_key(pos: &Position) -> u128 {
    let bits = pit_bits(pos);
    let mut key = 0u128;
    for &c in pos.pits() {
        key = key << bits | c as u128;
    }
    let [south, north] = pos.stores();
    key = key << 8 | south as u128;
    key = key << 8 | north as u128;
    key << 2 | (pos.to_move().index() as u128) << 1 | pos.feed_turn() as u128
}
/// Bits a pit in [`state_key`]: 5 (up to 31 seeds) while the key has room for them, else 4.
#[inline]
fn pit_bits(pos: &Position) -> u32 {
    if pos.pits().len() * 5 + 18 <= 128 {
        5
    } else {
        4
    }
}

/// A fast hasher for state keys (a multiply-and-fold; the keys are not chosen by an adversary).
#[derive(Default)]
struct StateHasher(u64);

impl Hasher for StateHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u128(&mut self, k: u128) {
        let lo = k as u64;
        let hi = (k >> 64) as u64;
        let h = (lo ^ hi.rotate_left(29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = h ^ (h >> 29);
    }
    fn write_u64(&mut self, k: u64) {
        self.0 = (self.0 ^ k).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}
