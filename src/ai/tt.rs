//! Zobrist hashing of positions and the transposition table.
//!
//! The table is "two-tier" like Aalina's: each bucket holds a depth-preferred entry (replaced only by a
//! deeper search or an entry from an older search) and an always-replace entry.

use crate::rules::{Player, Position, MAX_PITS};
use std::sync::OnceLock;

/// The largest number of seeds a pit or store can hold (10 pits a side of 10 seeds).
const MAX_SEEDS: usize = 200;

struct Keys {
    pits: Vec<u64>,
    stores: Vec<u64>,
    north: u64,
    feed_turn: u64,
}

/// SplitMix64: a tiny, good 64-bit mixer: the Zobrist keys, the weak levels' choices, and the seeded random games
/// of `wari soak` and the tests all use it.
#[inline]
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut s = 0x5741_5249_u64; // "WARI"
        let pits = (0..2 * MAX_PITS * (MAX_SEEDS + 1))
            .map(|_| splitmix64(&mut s))
            .collect();
        let stores = (0..2 * (MAX_SEEDS + 1))
            .map(|_| splitmix64(&mut s))
            .collect();
        Keys {
            pits,
            stores,
            north: splitmix64(&mut s),
            feed_turn: splitmix64(&mut s),
        }
    })
}

/// The Zobrist key of a position for the transposition table: pits, stores, player to move and the G5
/// feeding turn (which changes the legal moves under F2).
#[inline]
pub fn hash(pos: &Position) -> u64 {
    let mut h = repetition_key(pos);
    if pos.feed_turn() {
        h ^= keys().feed_turn;
    }
    h
}

/// The key of what makes two positions the same for the repetition rule E3 ([`Position::repeats`]): pits,
/// stores and player to move, not the G5 feeding turn.
#[inline]
pub fn repetition_key(pos: &Position) -> u64 {
    let k = keys();
    let mut h = 0u64;
    for (i, &c) in pos.pits()[..pos.len()].iter().enumerate() {
        h ^= k.pits[i * (MAX_SEEDS + 1) + c as usize];
    }
    h ^= k.stores[pos.stores()[0] as usize];
    h ^= k.stores[MAX_SEEDS + 1 + pos.stores()[1] as usize];
    if pos.to_move() == Player::North {
        h ^= k.north;
    }
    h
}

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact value.
    Exact,
    /// At least this (the search failed high).
    Lower,
    /// At most this (the search failed low).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    score: i32,
    depth: u8,
    /// The best move + 1 (0: none).
    mv: u8,
    /// Bits 0-1: bound (1 exact, 2 lower, 3 upper; 0 empty); bits 2-7: age.
    flags: u8,
}

/// A hit in the table.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    /// The stored score (mate scores relative to the node).
    pub score: i32,
    /// The depth searched.
    pub depth: u8,
    /// The best move found, if any.
    pub mv: Option<u8>,
    /// What the score means.
    pub bound: Bound,
}

/// The transposition table: a power-of-two number of two-entry buckets.
pub struct Tt {
    entries: Vec<Entry>,
    mask: usize,
    age: u8,
}

impl Tt {
    /// A table of about `2^bits` entries (16 bytes each).
    pub fn new(bits: u32) -> Tt {
        let buckets = 1usize << bits.saturating_sub(1).max(1);
        Tt {
            entries: vec![Entry::default(); 2 * buckets],
            mask: buckets - 1,
            age: 0,
        }
    }

    /// Starts a new search: older entries become the first to be replaced.
    pub fn new_search(&mut self) {
        self.age = (self.age + 1) & 63;
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }

    /// Memory used, in bytes.
    pub fn bytes(&self) -> usize {
        self.entries.len() * std::mem::size_of::<Entry>()
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        2 * ((key as usize ^ (key >> 32) as usize) & self.mask)
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let b = self.bucket(key);
        for e in &self.entries[b..b + 2] {
            if e.key == key && e.flags & 3 != 0 {
                return Some(Hit {
                    score: e.score,
                    depth: e.depth,
                    mv: e.mv.checked_sub(1),
                    bound: match e.flags & 3 {
                        1 => Bound::Exact,
                        2 => Bound::Lower,
                        _ => Bound::Upper,
                    },
                });
            }
        }
        None
    }

    /// Stores a result: into the depth-preferred slot when it is as deep, from an older search, or the same
    /// position; otherwise into the always-replace slot.
    #[inline]
    pub fn store(&mut self, key: u64, depth: u8, score: i32, bound: Bound, mv: Option<u8>) {
        let b = self.bucket(key);
        let flags = (self.age << 2)
            | match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            };
        let first = self.entries[b];
        let old = first.flags & 3 == 0 || first.flags >> 2 != self.age;
        let slot = if first.key == key || old || depth >= first.depth {
            b
        } else {
            b + 1
        };
        let prev = self.entries[slot];
        // Keep the old best move when the new result has none for the same position.
        let mv = match mv {
            Some(m) => m + 1,
            None if prev.key == key => prev.mv,
            None => 0,
        };
        if slot == b && first.key != key && first.flags & 3 != 0 {
            // The displaced depth-preferred entry moves down to the always-replace slot.
            self.entries[b + 1] = first;
        }
        self.entries[slot] = Entry {
            key,
            score,
            depth,
            mv,
            flags,
        };
    }
}
