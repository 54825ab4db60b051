//! The moves judged and the whole review: [`MoveReview`] (what a move cost and its [`Judgement`]),
//! [`PlayerSummary`] and [`Review`].
//!
//! # The judgement, in seeds
//! A move's cost is rounded to whole seeds (half a seed up), the number a child is told ("this move gave
//! away about 3 seeds"), and judged by [`THRESHOLDS`]: under 1 seed good, 1 seed an inaccuracy, 2 or 3 a
//! mistake (about one capture's worth: C1 takes 2 or 3 seeds from a pit), 4 or more a blunder (two pits'
//! worth, a chain, a thrown-away win). Chess sites judge by the change of the winning chances instead
//! (lichess: 10, 20 and 30 points of the chances); seeds are what a Wari player counts.
//!
//! Calibrated on games of the computer against itself at five strengths, every move reviewed at [`REVIEW`]
//! (`tests/analysis_calibration.rs`, which prints this table: 16 abapa games of every pairing, 1151 moves):
//!
//! | strength | moves | 1 seed or more | 2 or more | 4 or more |
//! |---|---|---|---|---|
//! | level 1 (random, grabs captures) | 112 | 36.6 % | 28.6 % | 13.4 % |
//! | level 2 (2 plies, ±2.5 seeds of noise) | 162 | 32.1 % | 15.4 % | 6.8 % |
//! | level 3 (4 plies, ±0.6 seed) | 302 | 16.2 % | 7.9 % | 2.6 % |
//! | full search, 8 plies | 307 | 9.1 % | 4.2 % | 1.3 % |
//! | full search, 12 plies | 268 | 4.9 % | 2.2 % | 0.7 % |
//!
//! With 1, 2 and 4 seeds each step of strength about halves every kind of error, a beginner is told of a
//! blunder every seven or eight moves and of some error every third move, and the strongest search of the
//! table is found wrong once in twenty moves, nearly always by a seed or two (what a deeper search sees
//! that a 12-ply one does not; a blunder of it is a long forced win the review proves and it did not).
//! A lower blunder threshold (3) would call 1 % of the 12-ply search's moves blunders; a higher one (6)
//! would let a level-1 player keep most of its blunders (4.5 %).

use serde::{Deserialize, Serialize};

use super::{letter, PositionReview, ReviewBudget, Value};
use wari_core::rules::{Game, Player};

/// What a move was, judged by what it cost against the best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Judgement {
    /// As good as the best move, or less than a seed worse.
    Good,
    /// Gave away about [`Thresholds::inaccuracy`] seeds or more.
    Inaccuracy,
    /// Gave away [`Thresholds::mistake`] seeds or more.
    Mistake,
    /// Gave away [`Thresholds::blunder`] seeds or more.
    Blunder,
}

impl Judgement {
    /// `good`, `inaccuracy`, `mistake` or `blunder` (as in the JSON).
    pub fn id(self) -> &'static str {
        match self {
            Judgement::Good => "good",
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// The least whole seeds a move must give away to be judged an inaccuracy, a mistake, a blunder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Thresholds {
    /// Seeds (rounded) from which a move is an inaccuracy.
    pub inaccuracy: i32,
    /// Seeds from which it is a mistake.
    pub mistake: i32,
    /// Seeds from which it is a blunder.
    pub blunder: i32,
}

/// The review's thresholds (see the module notes for how they were chosen).
pub const THRESHOLDS: Thresholds = Thresholds {
    inaccuracy: 1,
    mistake: 2,
    blunder: 4,
};

impl Thresholds {
    /// A cost in hundredths of a seed rounded to whole seeds (half a seed up), as a person is told it.
    pub fn seeds(cost: i32) -> i32 {
        (cost.max(0) + 50) / 100
    }

    /// The judgement of a move that cost `cost` hundredths of a seed.
    pub fn judge(&self, cost: i32) -> Judgement {
        let seeds = Thresholds::seeds(cost);
        if seeds >= self.blunder {
            Judgement::Blunder
        } else if seeds >= self.mistake {
            Judgement::Mistake
        } else if seeds >= self.inaccuracy {
            Judgement::Inaccuracy
        } else {
            Judgement::Good
        }
    }
}

/// One move of the game reviewed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReview {
    /// Moves played before it (the position it was played in).
    pub ply: usize,
    /// Who played it.
    pub mover: Player,
    /// The pit it started from.
    pub pit: u8,
    /// Its letter (B4).
    pub letter: char,
    /// The engine's best move there (the move itself when it was the best).
    pub best: u8,
    /// The best move's letter.
    pub best_letter: char,
    /// The position's value for the mover before the move (the best move's value).
    pub before: Value,
    /// The move's value for the mover.
    pub after: Value,
    /// What it cost against the best move, hundredths of a seed (0 or more).
    pub cost: i32,
    /// The cost in whole seeds ([`Thresholds::seeds`]): "gave away about this many seeds".
    pub seeds: i32,
    /// The judgement.
    pub judgement: Judgement,
}

impl MoveReview {
    /// The move `game` played at the analysed position `at`, judged with `thresholds`; `next` is the
    /// analysed position it led to, if there is one yet. `None` when no move was played at `at` (the game's
    /// last position).
    ///
    /// The move's value is the better, for the mover, of the two searches of the position it led to: the
    /// one made from `at` (every move searched) and the one of `next` itself. A search may prove a result
    /// that the other one, a ply shorter or longer, cannot see; the benefit of the doubt goes to the mover,
    /// so a move is only found costly when both searches agree. The best move is never costly.
    pub fn of(
        game: &Game,
        at: &PositionReview,
        next: Option<&PositionReview>,
        thresholds: &Thresholds,
    ) -> Option<MoveReview> {
        let pit = *game.moves().get(at.ply)?;
        let best = at.best?;
        let mut after = at.value_of(pit)?;
        if let Some(next) = next.filter(|n| n.ply == at.ply + 1) {
            let seen = if next.to_move == at.to_move {
                next.value
            } else {
                next.value.flip()
            };
            let (seen_cs, after_cs) = seen.against(after, at.decisive);
            if seen_cs > after_cs {
                after = seen;
            }
        }
        let cost = if pit == best {
            0
        } else {
            at.value.cost_of(after, at.decisive)
        };
        let rules = game.rules();
        Some(MoveReview {
            ply: at.ply,
            mover: at.to_move,
            pit,
            letter: letter(rules, pit),
            best,
            best_letter: letter(rules, best),
            before: at.value,
            after,
            cost,
            seeds: Thresholds::seeds(cost),
            judgement: thresholds.judge(cost),
        })
    }
}

/// One player's moves summed up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSummary {
    /// The player.
    pub player: Player,
    /// Moves played.
    pub moves: u32,
    /// Moves judged good.
    pub good: u32,
    /// Inaccuracies.
    pub inaccuracies: u32,
    /// Mistakes.
    pub mistakes: u32,
    /// Blunders.
    pub blunders: u32,
    /// The whole seeds the inaccuracies, mistakes and blunders gave away in all (the sum of their
    /// [`MoveReview::seeds`]).
    pub seeds_lost: i32,
}

impl PlayerSummary {
    /// `player`'s moves of `moves` summed up.
    pub fn of(player: Player, moves: &[MoveReview]) -> PlayerSummary {
        let mut s = PlayerSummary {
            player,
            moves: 0,
            good: 0,
            inaccuracies: 0,
            mistakes: 0,
            blunders: 0,
            seeds_lost: 0,
        };
        for m in moves.iter().filter(|m| m.mover == player) {
            s.moves += 1;
            match m.judgement {
                Judgement::Good => s.good += 1,
                Judgement::Inaccuracy => s.inaccuracies += 1,
                Judgement::Mistake => s.mistakes += 1,
                Judgement::Blunder => s.blunders += 1,
            }
            if m.judgement != Judgement::Good {
                s.seeds_lost += m.seeds;
            }
        }
        s
    }
}

/// A whole game reviewed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Review {
    /// The rules text.
    pub rules: String,
    /// The start position text.
    pub start: String,
    /// The moves (the game string, B4).
    pub game: String,
    /// The search of every position.
    pub budget: ReviewBudget,
    /// The seeds the endgame tables covered (`None`: no tables for these rules).
    pub table_seeds: Option<u32>,
    /// The thresholds of the judgements.
    pub thresholds: Thresholds,
    /// Every position, from the start to the last.
    pub positions: Vec<PositionReview>,
    /// Every move played, in order.
    pub moves: Vec<MoveReview>,
    /// South's moves, then North's, summed up.
    pub summary: [PlayerSummary; 2],
}

impl Review {
    /// The review of `game` (its moves played) from its analysed `positions`, every one in order (those
    /// of [`super::Analyser::position`] with `budget` and tables of `table_seeds`, as
    /// [`super::Analyser::run`] makes it): the moves judged with [`THRESHOLDS`] and the summary.
    pub fn assemble(
        game: &Game,
        budget: ReviewBudget,
        table_seeds: Option<u32>,
        positions: Vec<PositionReview>,
    ) -> Review {
        let moves: Vec<MoveReview> = positions
            .iter()
            .enumerate()
            .filter_map(|(k, p)| MoveReview::of(game, p, positions.get(k + 1), &THRESHOLDS))
            .collect();
        let summary = [
            PlayerSummary::of(Player::South, &moves),
            PlayerSummary::of(Player::North, &moves),
        ];
        Review {
            rules: game.rules().to_string(),
            start: game.start_position().to_string(),
            game: game.game_string(),
            budget,
            table_seeds,
            thresholds: THRESHOLDS,
            positions,
            moves,
            summary,
        }
    }
}
