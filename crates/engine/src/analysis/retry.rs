//! "Learn from your mistakes": a move tried again in the position where a mistake was made, judged by the
//! review of that position ([`PositionReview::retry`]). Every legal move of a reviewed position has its value
//! from the same search (see the module notes), so any move can be judged, not only the one played.
//!
//! A move is right when it gives away less than [`Thresholds::inaccuracy`] seeds against the best move (it
//! would have been judged [`Judgement::Good`]): the best move, or one as good within a seed. Which moves are
//! worth retrying is [`MoveReview::worth_retrying`]: mistakes and blunders, not inaccuracies (a seed is often
//! what a deeper search sees and a person cannot; see the calibration in `review.rs`).

use super::{Judgement, MoveReview, PositionReview, Thresholds};
use wari_core::rules::Game;

/// What a move tried again is worth, against the review of its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Retry {
    /// As good as the best move, within the inaccuracy threshold: right. `best`: the best move itself.
    Right {
        /// The review's best move was tried.
        best: bool,
    },
    /// Still gives away about `seeds` (whole seeds, [`Thresholds::seeds`]) against the best move.
    Wrong {
        /// Whole seeds given away.
        seeds: i32,
        /// How it would be judged.
        judgement: Judgement,
    },
    /// Not a legal move of the position (the rules say why: the page asks the game).
    NotLegal,
}

impl PositionReview {
    /// The move from `pit` tried again here, judged with `thresholds` (usually [`super::THRESHOLDS`]).
    pub fn retry(&self, pit: u8, thresholds: &Thresholds) -> Retry {
        let Some(cost) = self.cost_of(pit) else {
            return Retry::NotLegal;
        };
        match thresholds.judge(cost) {
            Judgement::Good => Retry::Right {
                best: self.best == Some(pit),
            },
            judgement => Retry::Wrong {
                seeds: Thresholds::seeds(cost),
                judgement,
            },
        }
    }

    /// The moves that are right here ([`PositionReview::retry`]), in pit order: the best move and those within
    /// the inaccuracy threshold of it.
    pub fn right_moves(&self, thresholds: &Thresholds) -> Vec<u8> {
        self.moves
            .iter()
            .map(|m| m.pit)
            .filter(|&pit| matches!(self.retry(pit, thresholds), Retry::Right { .. }))
            .collect()
    }
}

impl MoveReview {
    /// Whether the move is one to try again in "learn from your mistakes": a mistake or a blunder.
    pub fn worth_retrying(&self) -> bool {
        self.judgement >= Judgement::Mistake
    }
}

/// A clue to the better move where a mistake was made, from what the moves capture at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clue {
    /// The best move captures this many seeds.
    Capture {
        /// Seeds it captures.
        seeds: u32,
    },
    /// After the move played the opponent's best answer captures this many seeds.
    Threat {
        /// Seeds it captures.
        seeds: u32,
    },
    /// Neither: what the move played gave away comes later.
    Later,
}

impl Clue {
    /// The clue to the better move at `at` (the review of `game`'s position after `at.ply` moves, where
    /// `game` played a move that `next`, the review of the position after it, follows).
    pub fn of(game: &Game, at: &PositionReview, next: Option<&PositionReview>) -> Clue {
        let captures = |ply: usize, pit: Option<u8>| {
            let mut g = game.clone();
            (g.goto(ply) && pit.is_some())
                .then(|| g.play(pit? as usize).ok())
                .flatten()
                .map_or(0, |report| report.captured())
        };
        let best = captures(at.ply, at.best);
        if best > 0 {
            return Clue::Capture { seeds: best };
        }
        let answer = next
            .filter(|n| n.ply == at.ply + 1 && n.to_move != at.to_move)
            .map_or(0, |n| captures(n.ply, n.best));
        if answer > 0 {
            Clue::Threat { seeds: answer }
        } else {
            Clue::Later
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{MoveValue, Value, THRESHOLDS};
    use super::*;
    use wari_core::rules::Player;

    /// A position whose moves are worth `values` (hundredths of a seed for the mover), pit by pit from 0.
    fn position(values: &[i32]) -> PositionReview {
        let moves: Vec<MoveValue> = values
            .iter()
            .enumerate()
            .map(|(pit, &v)| MoveValue {
                pit: pit as u8,
                value: Value::Estimate { centiseeds: v },
            })
            .collect();
        let best = (0..values.len())
            .max_by_key(|&pit| (values[pit], std::cmp::Reverse(pit)))
            .expect("a move");
        PositionReview {
            ply: 0,
            to_move: Player::South,
            value: moves[best].value,
            chart: 0,
            decisive: 1200,
            best: Some(best as u8),
            moves,
            depth: 1,
            nodes: 1,
        }
    }

    /// Within the inaccuracy threshold (under half a seed short, rounded to 0 seeds) is right; from half a
    /// seed short on, wrong and judged like a move played.
    #[test]
    fn a_move_within_the_inaccuracy_threshold_of_the_best_is_right() {
        let p = position(&[300, 251, 250, 100, -200]);
        let tried: Vec<Retry> = (0..6).map(|pit| p.retry(pit, &THRESHOLDS)).collect();
        assert_eq!(
            tried,
            [
                Retry::Right { best: true },
                Retry::Right { best: false },
                Retry::Wrong {
                    seeds: 1,
                    judgement: Judgement::Inaccuracy
                },
                Retry::Wrong {
                    seeds: 2,
                    judgement: Judgement::Mistake
                },
                Retry::Wrong {
                    seeds: 5,
                    judgement: Judgement::Blunder
                },
                Retry::NotLegal,
            ]
        );
        assert_eq!(p.right_moves(&THRESHOLDS), [0, 1]);
    }
}
