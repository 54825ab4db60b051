//! Judging a person solving a puzzle: [`Attempt`] keeps the game from the puzzle's position, takes the
//! solver's moves one at a time ([`Attempt::try_move`]) and says whether each is right ([`Verdict`]); a wrong
//! move leaves the position as it was, with the reason ([`Miss`]) for a kind sentence, and the person tries
//! again. In a multi-move puzzle the opponent answers with the best defence
//! ([`crate::proof::Prover::best_defence`]), and any move that still wins in time is right, not only the
//! collection's line.

use super::{Goal, Puzzle};
use crate::proof::Prover;
use crate::rules::{Game, IllegalMove, MoveReport, SetupError};

/// Why a move is not the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// The move cannot be played here.
    Illegal(IllegalMove),
    /// It captures `got` seeds, but a move capturing `best` exists.
    Fewer {
        /// Seeds the move captures.
        got: u32,
        /// Seeds the best move captures.
        best: u32,
    },
    /// It would take every seed of the opponent, and the rules then capture nothing (G1, G4 not decisive).
    SlamCapturesNothing,
    /// It is not a grand slam that captures.
    NotASlam,
    /// The opponent can defend: no win within the moves left after it.
    NoForcedWin,
    /// The opponent then wins by force.
    Loses,
    /// It lets the opponent capture this many seeds on their reply.
    GivesCapture {
        /// The most the opponent can then capture.
        seeds: u32,
    },
}

/// What a move of the solver did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The puzzle is solved; the move was played.
    Solved(MoveReport),
    /// Right so far; the move was played and, unless the solver plays again (G5), the opponent's reply too.
    Continue {
        /// The solver's move.
        played: MoveReport,
        /// The opponent's reply, if they moved.
        reply: Option<MoveReport>,
    },
    /// Not the answer; nothing was played.
    Wrong(Miss),
}

/// A person's attempt at one puzzle.
#[derive(Clone, Debug)]
pub struct Attempt {
    puzzle: Puzzle,
    game: Game,
    /// Solver moves played so far.
    moves: u32,
    wrong: u32,
    solved: bool,
}

impl Attempt {
    /// A new attempt at `puzzle`, from its position.
    pub fn new(puzzle: &Puzzle) -> Result<Attempt, SetupError> {
        Ok(Attempt {
            game: puzzle.game()?,
            puzzle: puzzle.clone(),
            moves: 0,
            wrong: 0,
            solved: false,
        })
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The game so far (the puzzle's position and the moves played).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether the puzzle is solved.
    pub fn solved(&self) -> bool {
        self.solved
    }

    /// Wrong tries so far.
    pub fn wrong_tries(&self) -> u32 {
        self.wrong
    }

    /// Back to the puzzle's position (the count of wrong tries is kept).
    pub fn restart(&mut self) {
        while self.game.undo() {}
        self.moves = 0;
        self.solved = false;
    }

    /// Judges the solver's move `pit`: plays it (and the opponent's reply) if it is right.
    pub fn try_move(&mut self, pit: usize) -> Verdict {
        if self.solved {
            return Verdict::Wrong(Miss::Illegal(IllegalMove::GameOver));
        }
        if let Err(e) = self.game.check(pit) {
            return Verdict::Wrong(Miss::Illegal(e));
        }
        let miss = match self.puzzle.goal {
            Goal::WinIn(n) => self.wins_in_time(pit, n as u32),
            _ => self.one_move_goal(pit),
        };
        if let Some(miss) = miss {
            self.wrong += 1;
            return Verdict::Wrong(miss);
        }
        let played = self.game.play(pit).expect("checked above");
        self.moves += 1;
        let done = match self.puzzle.goal {
            Goal::WinIn(_) => self.game.is_over(),
            Goal::SlamThenFeed => self.moves == 2,
            _ => true,
        };
        if done {
            self.solved = true;
            return Verdict::Solved(played);
        }
        let reply = self.reply();
        if self.game.is_over() {
            // Only a win can end a winning line; the prover guarantees it.
            self.solved = true;
            return Verdict::Solved(played);
        }
        Verdict::Continue { played, reply }
    }

    /// The opponent's best defence, played, when it is their turn.
    fn reply(&mut self) -> Option<MoveReport> {
        let Goal::WinIn(n) = self.puzzle.goal else {
            return None;
        };
        let solver = self.puzzle.solver();
        let left = (n as u32).saturating_sub(self.moves);
        let pit = Prover::new(solver).best_defence(&mut self.game, left)?;
        self.game.play(pit).ok()
    }

    /// `WinIn`: whether `pit` still forces a win within the solver moves left.
    fn wins_in_time(&mut self, pit: usize, n: u32) -> Option<Miss> {
        let left = n.saturating_sub(self.moves + 1);
        let mut prover = Prover::new(self.puzzle.solver());
        self.game.play(pit).expect("checked by the caller");
        let wins = prover.wins_within(&mut self.game, left);
        self.game.undo();
        (!wins).then_some(Miss::NoForcedWin)
    }

    /// The goals whose solution is the collection's line, move by move (proved unique by `verify`).
    fn one_move_goal(&mut self, pit: usize) -> Option<Miss> {
        let expected = *self.puzzle.line.get(self.moves as usize)?;
        if pit == expected {
            return None;
        }
        let pos = *self.game.position();
        let rules = *self.game.rules();
        let report = pos.explain(&rules, pit).ok()?;
        let feeding = self.puzzle.goal == Goal::FeedAndKeepLead
            || (self.puzzle.goal == Goal::SlamThenFeed && self.moves == 1);
        Some(match self.puzzle.goal {
            _ if feeding => Miss::GivesCapture {
                seeds: self.best_reply_capture(pit),
            },
            Goal::BestCapture if report.grand_slam_uncaptured => Miss::SlamCapturesNothing,
            Goal::BestCapture => Miss::Fewer {
                got: report.captured(),
                best: pos.explain(&rules, expected).map_or(0, |r| r.captured()),
            },
            Goal::GrandSlam | Goal::SlamThenFeed if report.grand_slam_uncaptured => {
                Miss::SlamCapturesNothing
            }
            Goal::GrandSlam | Goal::SlamThenFeed => Miss::NotASlam,
            Goal::OnlyMoveNotLosing | Goal::FeedAndKeepLead | Goal::WinIn(_) => Miss::Loses,
        })
    }

    /// The most the opponent can capture on their reply after `pit`.
    fn best_reply_capture(&mut self, pit: usize) -> u32 {
        self.game.play(pit).expect("checked by the caller");
        let pos = *self.game.position();
        let best = self
            .game
            .legal_moves()
            .into_iter()
            .filter_map(|r| pos.explain(self.game.rules(), r).ok())
            .map(|r| r.captured())
            .max()
            .unwrap_or(0);
        self.game.undo();
        best
    }

    /// The rest of the solution from here, for "show me" after giving up: the collection's line when the
    /// attempt is still on it, else the moves the prover finds (for `WinIn`).
    pub fn solution_from_here(&self) -> Vec<usize> {
        let played: Vec<usize> = self.game.moves().iter().map(|&m| m as usize).collect();
        let line = &self.puzzle.line;
        if line.starts_with(&played) {
            return line[played.len()..].to_vec();
        }
        let Goal::WinIn(n) = self.puzzle.goal else {
            return Vec::new();
        };
        let mut game = self.game.clone();
        let mut prover = Prover::new(self.puzzle.solver());
        let mut left = (n as u32).saturating_sub(self.moves);
        let mut out = Vec::new();
        while !game.is_over() {
            let pit = if game.position().to_move() == self.puzzle.solver() {
                let Some(d) = prover.win_distance(&mut game, left) else {
                    break;
                };
                left = left.saturating_sub(1);
                prover.winning_moves(&mut game, d)[0]
            } else {
                match prover.best_defence(&mut game, left) {
                    Some(p) => p,
                    None => break,
                }
            };
            game.play(pit).expect("a legal move");
            out.push(pit);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::find;

    #[test]
    fn c1_a_smaller_capture_is_wrong_and_says_how_much_more_there_was() {
        let p = find("abapa/1").unwrap();
        let mut a = Attempt::new(p).unwrap();
        // D captures 2 (d); F captures 3 (a).
        assert_eq!(
            a.try_move(3),
            Verdict::Wrong(Miss::Fewer { got: 2, best: 3 })
        );
        assert_eq!(a.game().ply(), 0, "a wrong move is not played");
        assert_eq!(
            a.try_move(8),
            Verdict::Wrong(Miss::Illegal(IllegalMove::NotYourPit))
        );
        assert_eq!(a.wrong_tries(), 1, "an illegal click is not a wrong answer");
        assert!(matches!(a.try_move(5), Verdict::Solved(r) if r.captured() == 3));
        assert!(a.solved());
    }

    #[test]
    fn g1_the_grand_slam_trap_is_named() {
        let mut a = Attempt::new(find("abapa/5").unwrap()).unwrap();
        assert_eq!(a.try_move(5), Verdict::Wrong(Miss::SlamCapturesNothing));
    }

    #[test]
    fn e2_win_in_two_answers_with_the_best_defence_then_solves() {
        let p = find("abapa/7").unwrap();
        let mut a = Attempt::new(p).unwrap();
        assert_eq!(a.try_move(4), Verdict::Wrong(Miss::NoForcedWin));
        match a.try_move(p.line[0]) {
            Verdict::Continue { reply: Some(r), .. } => assert_eq!(r.origin, p.line[1]),
            v => panic!("{v:?}"),
        }
        assert_eq!(a.solution_from_here(), p.line[2..].to_vec());
        assert!(matches!(a.try_move(p.line[2]), Verdict::Solved(_)));
        assert_eq!(a.game().outcome().unwrap().winner, Some(p.solver()));
        a.restart();
        assert_eq!(a.game().ply(), 0);
        assert!(!a.solved());
    }

    #[test]
    fn f1_a_feed_that_gives_a_capture_says_how_many() {
        let p = find("abapa/6").unwrap();
        let mut a = Attempt::new(p).unwrap();
        // D puts seeds in f and A: North's f then makes 2 in A.
        assert_eq!(
            a.try_move(3),
            Verdict::Wrong(Miss::GivesCapture { seeds: 2 })
        );
        assert!(matches!(a.try_move(p.line[0]), Verdict::Solved(_)));
    }

    #[test]
    fn g5_slam_then_feed_takes_two_moves_of_the_solver() {
        let p = find("antigua/3").unwrap();
        let mut a = Attempt::new(p).unwrap();
        assert!(matches!(
            a.try_move(p.line[0]),
            Verdict::Continue { reply: None, .. }
        ));
        assert_eq!(a.game().position().to_move(), p.solver());
        assert!(matches!(
            a.try_move(5),
            Verdict::Wrong(Miss::GivesCapture { seeds: 2 })
        ));
        assert!(matches!(a.try_move(p.line[1]), Verdict::Solved(_)));
    }

    #[test]
    fn only_move_others_lose() {
        let p = find("abapa/9").unwrap();
        let mut a = Attempt::new(p).unwrap();
        assert_eq!(a.try_move(2), Verdict::Wrong(Miss::Loses));
        assert!(matches!(a.try_move(p.line[0]), Verdict::Solved(_)));
    }
}
