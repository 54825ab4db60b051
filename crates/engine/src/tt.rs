//! Keys of positions and the transposition table.
//!
//! The table is "two-tier" like Aalina's: each bucket holds a depth-preferred entry (replaced only by a
//! deeper search or an entry from an older search) and an always-replace entry.

use wari_core::rules::Position;

/// The key of a position: the pits as three little-endian words (20 bytes; larger boards fold in the rest), then
/// the stores, the player to move and `extra`, folded in by three multiply-xorshift rounds (each a bijection of the running state, as
/// in SplitMix64). A dozen instructions instead of a Zobrist table look-up per pit.
#[inline(always)]
fn mix_key(pos: &Position, extra: u64) -> u64 {
    const M: [u64; 3] = [
        0x9E37_79B9_7F4A_7C15,
        0xBF58_476D_1CE4_E5B9,
        0x94D0_49BB_1331_11EB,
    ];
    let p = |i: usize| pos.pit(i);
    let a = u64::from_le_bytes([p(0), p(1), p(2), p(3), p(4), p(5), p(6), p(7)]);
    let b = u64::from_le_bytes([p(8), p(9), p(10), p(11), p(12), p(13), p(14), p(15)]);
    let stores = pos.stores();
    let c = u32::from_le_bytes([p(16), p(17), p(18), p(19)]) as u64
        | (stores[0] as u64) << 32
        | (stores[1] as u64) << 40
        | (pos.to_move().index() as u64) << 48
        | extra << 56;
    let mut h = (a ^ 0x5741_5249).wrapping_mul(M[0]);
    h = (h ^ (h >> 29) ^ b).wrapping_mul(M[1]);
    h = (h ^ (h >> 32) ^ c).wrapping_mul(M[2]);
    if pos.len() > 20 {
        // Three rows of 8 (24 pits) and four rows (up to 48): the pits past the twentieth too.
        h = fold_wide(pos, h);
    }
    h ^ (h >> 29)
}

/// Folds the pits from the twenty-first on into `h`, eight at a time (boards of more than 20 pits: L3, L4).
#[inline(never)]
fn fold_wide(pos: &Position, mut h: u64) -> u64 {
    for chunk in pos.pits()[20..].chunks(8) {
        let mut w = [0u8; 8];
        w[..chunk.len()].copy_from_slice(chunk);
        h = (h ^ (h >> 31) ^ u64::from_le_bytes(w)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    }
    h
}

/// The key of a position for the transposition table (and the opening book): pits, stores, player to move
/// and the G5 feeding turn (which changes the legal moves under F2).
#[inline]
pub fn hash(pos: &Position) -> u64 {
    mix_key(pos, pos.feed_turn() as u64)
}

/// The key of what makes two positions the same for the repetition rule E3 ([`Position::repeats`]): pits,
/// stores and player to move, not the G5 feeding turn.
#[inline]
pub fn repetition_key(pos: &Position) -> u64 {
    mix_key(pos, 0)
}

/// Both keys of a position at once: `(hash, repetition_key)`.
#[inline]
pub fn keys(pos: &Position) -> (u64, u64) {
    let rep = repetition_key(pos);
    if pos.feed_turn() {
        (hash(pos), rep)
    } else {
        (rep, rep)
    }
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
