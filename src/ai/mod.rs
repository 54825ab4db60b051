//! The computer opponent: search, evaluation and endgame tables. Depends only on [`crate::rules`].
//!
//! The API below is what the CLI (`wari engine`, `wari selfplay`) and the browser's worker call.

use crate::rules::Game;

/// The number of levels: 1 is a beginner who blunders believably, [`LEVELS`] the strongest.
pub const LEVELS: u8 = 6;

/// Limits of one search; `None` everywhere means the level's own budget.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Search at most this many plies deep.
    pub depth: Option<u32>,
    /// Think at most this long (milliseconds).
    pub time_ms: Option<u64>,
}

/// Progress of a search, reported after each completed iteration.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Info {
    /// Depth completed.
    pub depth: u32,
    /// Score for the player to move, in hundredths of a seed; a won or lost game is beyond ±[`WIN`] - 1000.
    pub score: i32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time spent (milliseconds).
    pub time_ms: u64,
    /// The principal variation, as pit indices.
    pub pv: Vec<usize>,
}

/// The score of a won game (before subtracting the plies to reach it).
pub const WIN: i32 = 1_000_000;

/// The result of [`Ai::think`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Thought {
    /// The move chosen, `None` when the game is over.
    pub best: Option<usize>,
    /// The last search info.
    pub info: Info,
}

/// A computer player for one set of rules: keeps its transposition table and endgame tables between moves.
pub struct Ai {
    rules: crate::rules::Rules,
}

impl Ai {
    /// A computer player for `rules`.
    pub fn new(rules: crate::rules::Rules) -> Ai {
        Ai { rules }
    }

    /// The rules this player was built for.
    pub fn rules(&self) -> &crate::rules::Rules {
        &self.rules
    }

    /// Builds what the strongest level needs (endgame tables), calling `progress(done, total)` now and then.
    pub fn prepare(&mut self, progress: &mut dyn FnMut(u32, u32)) {
        progress(1, 1);
    }

    /// Chooses a move for the player to move in `game` at `level` (1..=[`LEVELS`]). `seed` makes the weaker
    /// levels' choices reproducible. `on_info` is called after each search iteration.
    pub fn think(
        &mut self,
        game: &Game,
        level: u8,
        limits: Limits,
        seed: u64,
        on_info: &mut dyn FnMut(&Info),
    ) -> Thought {
        let _ = (level, limits, seed, on_info);
        Thought {
            best: game.legal_moves().first().copied(),
            info: Info::default(),
        }
    }
}
