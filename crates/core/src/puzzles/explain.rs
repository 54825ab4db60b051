//! What the page says about a puzzle besides its goal: a [`Hint`] that points without giving the move away,
//! and the [`Explanation`] shown after solving or giving up (and on the answer page of the printed sheet).
//! Both are values derived from the proved line by playing it, never written by hand, so they are right for
//! every puzzle of the collection and every language: the page puts them into words (`puzzle-hint-*`,
//! `puzzle-explain-*` in the language files).

use super::{Goal, Puzzle};
use crate::rules::{move_letter, Player};

/// A hint for the first move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The best move captures this many seeds (best-capture puzzles): count where each last seed lands.
    Captures(u32),
    /// The first move starts from a pit holding this many seeds.
    PitHolds(u8),
}

/// Why the solution is right, with the numbers of the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Explanation {
    /// `mv` captures `captured` seeds; no other move captures more than `next`.
    BestCapture {
        /// The move (a pit letter, B4).
        mv: char,
        /// Seeds it captures.
        captured: u32,
        /// The most any other move captures.
        next: u32,
    },
    /// The line (solver's moves and the best defence) ends the game with the solver ahead.
    WinIn {
        /// Every move of the line, letters (capitals South, lower case North).
        line: Vec<char>,
        /// The solver's store at the end.
        mine: u16,
        /// The opponent's store at the end.
        theirs: u16,
    },
    /// `mv` is the only move after which the opponent cannot force a win.
    OnlyMove {
        /// The move.
        mv: char,
    },
    /// `mv` feeds the opponent (F1) without giving them a capture; every other move does.
    Feed {
        /// The move.
        mv: char,
    },
    /// `mv` takes every seed of the opponent (a grand slam that captures, G3-G5).
    GrandSlam {
        /// The move.
        mv: char,
        /// Seeds it captures.
        captured: u32,
    },
    /// G5: `slam` takes every seed of the opponent, then in the extra turn `feed` feeds them safely.
    SlamThenFeed {
        /// The grand slam.
        slam: char,
        /// Seeds it captures.
        captured: u32,
        /// The feeding move.
        feed: char,
    },
}

impl Puzzle {
    /// The hint for the first move.
    pub fn hint(&self) -> Hint {
        match self.goal {
            Goal::BestCapture => Hint::Captures(self.captured_by_first_move()),
            _ => Hint::PitHolds(self.setup.pits[self.first_move()]),
        }
    }

    /// Why the solution is right, derived by playing the proved line.
    pub fn explanation(&self) -> Explanation {
        let n = self.setup.pits.len() / 2;
        let letter = |pit: usize| move_letter(n, pit);
        let mv = letter(self.first_move());
        match self.goal {
            Goal::BestCapture => {
                let game = self.game().expect("a verified puzzle");
                let pos = game.position();
                let next = game
                    .legal_moves()
                    .into_iter()
                    .filter(|&m| m != self.first_move())
                    .filter_map(|m| pos.explain(game.rules(), m).ok())
                    .map(|r| r.captured())
                    .max()
                    .unwrap_or(0);
                Explanation::BestCapture {
                    mv,
                    captured: self.captured_by_first_move(),
                    next,
                }
            }
            Goal::WinIn(_) => {
                let mut game = self.game().expect("a verified puzzle");
                for &m in &self.line {
                    game.play(m).expect("a verified line");
                }
                let score = game.outcome().map_or([0, 0], |o| o.score);
                let (mine, theirs) = match self.solver() {
                    Player::South => (score[0], score[1]),
                    Player::North => (score[1], score[0]),
                };
                Explanation::WinIn {
                    line: self.line.iter().map(|&m| letter(m)).collect(),
                    mine,
                    theirs,
                }
            }
            Goal::OnlyMoveNotLosing => Explanation::OnlyMove { mv },
            Goal::FeedAndKeepLead => Explanation::Feed { mv },
            Goal::GrandSlam => Explanation::GrandSlam {
                mv,
                captured: self.captured_by_first_move(),
            },
            Goal::SlamThenFeed => Explanation::SlamThenFeed {
                slam: mv,
                captured: self.captured_by_first_move(),
                feed: letter(self.line[1]),
            },
        }
    }

    /// Seeds the solution's first move captures.
    fn captured_by_first_move(&self) -> u32 {
        let game = self.game().expect("a verified puzzle");
        game.position()
            .explain(game.rules(), self.first_move())
            .map_or(0, |r| r.captured())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{collection, find};

    #[test]
    fn c1_best_capture_explains_with_the_counts_of_the_position() {
        // abapa/1: F makes 3 in a, D makes 2 in d.
        let p = find("abapa/1").unwrap();
        assert_eq!(p.hint(), Hint::Captures(3));
        assert_eq!(
            p.explanation(),
            Explanation::BestCapture {
                mv: 'F',
                captured: 3,
                next: 2
            }
        );
    }

    #[test]
    fn e2_a_win_explains_the_whole_line_and_the_final_score() {
        let p = find("abapa/7").unwrap();
        assert_eq!(p.hint(), Hint::PitHolds(p.setup.pits[5]));
        match p.explanation() {
            Explanation::WinIn { line, mine, theirs } => {
                assert_eq!(line, vec!['F', 'f', 'E']);
                assert!(mine > theirs && mine >= 25, "{mine}-{theirs}");
            }
            e => panic!("{e:?}"),
        }
    }

    #[test]
    fn g5_slam_then_feed_names_both_moves() {
        let p = find("antigua/3").unwrap();
        assert!(matches!(
            p.explanation(),
            Explanation::SlamThenFeed {
                slam: 'E',
                feed: 'C',
                captured
            } if captured > 0
        ));
    }

    #[test]
    fn every_puzzle_has_a_hint_and_an_explanation_that_fit_its_goal() {
        for p in collection() {
            let fits = matches!(
                (p.goal, p.explanation()),
                (Goal::BestCapture, Explanation::BestCapture { captured, next, .. }) if captured > next
            ) || matches!(
                (p.goal, p.explanation()),
                (Goal::WinIn(_), Explanation::WinIn { mine, theirs, .. }) if mine > theirs
            ) || matches!(
                (p.goal, p.explanation()),
                (Goal::GrandSlam, Explanation::GrandSlam { captured, .. }) if captured > 0
            ) || matches!(
                (p.goal, p.explanation()),
                (Goal::OnlyMoveNotLosing, Explanation::OnlyMove { .. })
                    | (Goal::FeedAndKeepLead, Explanation::Feed { .. })
                    | (Goal::SlamThenFeed, Explanation::SlamThenFeed { .. })
            );
            assert!(fits, "{}: {:?}", p.id, p.explanation());
            match p.hint() {
                Hint::Captures(c) => assert!(c > 0, "{}", p.id),
                Hint::PitHolds(s) => assert!(s > 0, "{}", p.id),
            }
        }
    }
}
