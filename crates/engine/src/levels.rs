//! The playing levels, from a child-friendly beginner (1) to the full engine ([`super::LEVELS`]), and the tiny
//! random number generator that makes the weak levels' choices reproducible from a seed.

use wari_core::rng::splitmix64;

/// What a level does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSpec {
    /// Level 1 only: play a random legal move, grabbing the largest capture `grab_percent` % of the time.
    pub random: bool,
    /// See `random`.
    pub grab_percent: u32,
    /// Deepest search, in plies.
    pub depth: u32,
    /// Thinking time, or `None` to search exactly `depth` plies (reproducible).
    pub time_ms: Option<u64>,
    /// Random noise (± hundredths of a seed) added to every root move's score, so the level errs believably.
    pub noise: i32,
    /// Use the endgame tables.
    pub tables: bool,
    /// Play from the opening book (when one is set).
    pub book: bool,
}

/// The spec of `level` (clamped to `1..=LEVELS`).
///
/// Each level must beat the one below: the ladder of `wari selfplay` in BENCHMARKS.md measures it.
pub fn spec(level: u8) -> LevelSpec {
    let base = LevelSpec {
        random: false,
        grab_percent: 0,
        depth: 1,
        time_ms: None,
        noise: 0,
        tables: false,
        book: false,
    };
    match level.clamp(1, super::LEVELS) {
        // A child's first games: mostly random, sometimes takes the biggest capture in sight.
        1 => LevelSpec {
            random: true,
            grab_percent: 40,
            ..base
        },
        // Sees one move ahead for each side, often misjudges.
        2 => LevelSpec {
            depth: 2,
            noise: 250,
            ..base
        },
        // A careful beginner: four plies, small errors.
        3 => LevelSpec {
            depth: 4,
            noise: 60,
            ..base
        },
        // A club player: a short deep search.
        4 => LevelSpec {
            depth: 12,
            time_ms: Some(300),
            ..base
        },
        // A strong club player: deeper than level 4 but capped, and without the endgame tables, so that the
        // strongest level (1.5 s, no cap: 15-24 plies on three and four rows) clearly beats it.
        5 => LevelSpec {
            depth: 14,
            time_ms: Some(700),
            ..base
        },
        // The strongest: full search and endgame tables.
        _ => LevelSpec {
            depth: 90,
            time_ms: Some(1500),
            tables: true,
            book: true,
            ..base
        },
    }
}

/// A small, fast, reproducible random number generator (SplitMix64).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Rng {
        let mut r = Rng(seed);
        r.next_u64();
        r
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        splitmix64(&mut self.0)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// A number in `-span..=span`.
    pub fn symmetric(&mut self, span: i32) -> i32 {
        if span <= 0 {
            0
        } else {
            self.below(2 * span as u64 + 1) as i32 - span
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each level searches at least as deep and as long as the one below, and the strongest clearly
    /// deeper than level 5; only the strongest uses the endgame tables and the book.
    #[test]
    fn levels_grow_in_depth_and_time() {
        for level in 2..=super::super::LEVELS {
            let (below, this) = (spec(level - 1), spec(level));
            assert!(this.depth >= below.depth, "level {level}");
            assert!(
                this.time_ms.unwrap_or(0) >= below.time_ms.unwrap_or(0),
                "level {level}"
            );
            assert!(this.noise <= below.noise || below.random, "level {level}");
        }
        assert!(spec(6).depth >= 2 * spec(5).depth && spec(5).depth > spec(4).depth);
        assert!(spec(6).tables && !spec(5).tables && spec(6).book && !spec(5).book);
    }
}
