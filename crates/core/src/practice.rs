//! Counting practice (the mathematics of the Spanish classroom page: "every move is a small sum"): before a
//! move is sown the player says where its last seed will land and how many seeds it will capture; the board
//! then sows it, counting, and the guess is compared with what the engine did. Pure: no I/O, no web types.
//!
//! The answer is the engine's: [`Answer::of`] reads a [`MoveReport`] (the pits sown one by one, the
//! captures), and [`Answer::predict`] asks the engine for the report of a move not yet played
//! ([`Position::explain`]). `tests` compares the prediction with the move as played and with a count of the
//! seeds along the loop, for random moves of every preset.

use crate::rules::{IllegalMove, MoveReport, Position, Rules};

/// What the player says before the move is sown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guess {
    /// The pit the last seed will land in.
    pub last: usize,
    /// The seeds the move will capture.
    pub captured: u32,
}

/// What the move does, from the engine's report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The pits sown, one a seed, in order (counted aloud: 1, 2, 3 ...).
    pub sown: Vec<usize>,
    /// The pit the last seed lands in.
    pub last: usize,
    /// The seeds captured.
    pub captured: u32,
}

/// How a guess compares with the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Check {
    /// The last seed landed where the player said.
    pub last: bool,
    /// The move captured as many seeds as the player said.
    pub captured: bool,
}

impl Check {
    /// Both parts right.
    pub fn right(self) -> bool {
        self.last && self.captured
    }
}

impl Answer {
    /// The answer of a move the engine has played and reported.
    pub fn of(report: &MoveReport) -> Answer {
        Answer {
            sown: report.sown.clone(),
            last: report.sown.last().copied().unwrap_or(report.origin),
            captured: report.captured(),
        }
    }

    /// The answer of the move `pit` in `position` before it is played (the engine's report of it).
    pub fn predict(position: &Position, rules: &Rules, pit: usize) -> Result<Answer, IllegalMove> {
        position.explain(rules, pit).map(|r| Answer::of(&r))
    }

    /// How `guess` compares with this answer.
    pub fn check(&self, guess: Guess) -> Check {
        Check {
            last: guess.last == self.last,
            captured: guess.captured == self.captured,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Player, Preset};

    /// A small deterministic random source (xorshift), so the test is the same on every run.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    /// The pits a child counts along, seed by seed, from `origin`: the next pit each time around the loop
    /// (one loop for the board, or the mover's own pits on four rows), passing over the origin (S1, S2, L4).
    fn counted(position: &Position, origin: usize) -> Vec<usize> {
        let n = position.pits_a_side();
        let (start, len) = if position.own_loops() {
            (origin / n * n, n)
        } else {
            (0, 2 * n)
        };
        let mut at = origin;
        let mut out = Vec::new();
        for _ in 0..position.pit(origin) {
            at = start + (at - start + 1) % len;
            if at == origin {
                at = start + (at - start + 1) % len;
            }
            out.push(at);
        }
        out
    }

    #[test]
    fn the_prediction_is_what_the_engine_plays_for_random_moves_of_every_preset() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let mut checked = 0;
        for preset in Preset::ALL {
            let rules = preset.rules();
            for _game in 0..12 {
                let mut game = Game::new(rules);
                while !game.is_over() && game.ply() < 150 {
                    let moves = game.legal_moves();
                    let pit = moves[rng.below(moves.len())];
                    let before = *game.position();
                    let mover: Player = before.to_move();
                    let predicted = Answer::predict(&before, &rules, pit).unwrap();
                    let report = game.play(pit).unwrap();
                    let after = game.position();
                    // The prediction is the move as played: the same pits, the last one, the seeds captured
                    // (the mover's store grew by them).
                    assert_eq!(predicted, Answer::of(&report), "{preset:?}");
                    assert_eq!(predicted.sown, counted(&before, pit), "{preset:?} {before}");
                    assert_eq!(
                        predicted.captured,
                        (after.store(mover) - before.store(mover)) as u32,
                        "{preset:?} {before}"
                    );
                    let right = Guess {
                        last: predicted.last,
                        captured: predicted.captured,
                    };
                    assert!(predicted.check(right).right());
                    let off = Guess {
                        last: (predicted.last + 1) % before.len(),
                        captured: predicted.captured + 1,
                    };
                    assert_eq!(
                        predicted.check(off),
                        Check {
                            last: false,
                            captured: false
                        }
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 5_000, "{checked} moves");
    }

    #[test]
    fn an_illegal_move_has_no_answer() {
        let rules = Preset::Abapa.rules();
        let start = Position::start(&rules);
        assert_eq!(
            Answer::predict(&start, &rules, 7),
            Err(IllegalMove::NotYourPit)
        );
        // C1: C's 4 seeds end in a, which then holds 5: nothing captured.
        let a = Answer::predict(&start, &rules, 2).unwrap();
        assert_eq!((a.sown, a.last, a.captured), (vec![3, 4, 5, 6], 6, 0));
    }
}
