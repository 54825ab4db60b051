//! The lesson room: the guided first game ([`wari_core::lesson`]) played on the real board. Pure: no web-sys,
//! tested natively.
//!
//! Opening the lesson keeps the game in progress aside (as a puzzle does: the app keeps it) and puts each
//! step's position in the game room's session, so the board, the animation and the status line work as for
//! any game. Each click is judged by [`Step::judge`] (the engine): a wrong try is not played and
//! [`Feedback::Wrong`] says why; the right move is played and [`Feedback::Done`] keeps the engine's report
//! for the sentence that explains it.

use crate::features::game::anim::Telling;
use crate::features::game::state::{Clicked, State};
use crate::features::game::storage::Session;
use wari_core::lesson::{Lesson, Miss, Step, Task, Verdict};
use wari_core::params::Seat;
use wari_core::rules::{Match, MatchFormat, MoveReport, Rules};

/// What the lesson card says about the last try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// Not what the step asks (nothing was played).
    Wrong {
        /// Why.
        miss: Miss,
        /// The pit tried.
        pit: usize,
    },
    /// The step is done: what the move did.
    Done(MoveReport),
}

/// The lesson being followed.
#[derive(Clone, Debug)]
pub struct Learning {
    /// The steps for the rules of the game in progress.
    pub lesson: Lesson,
    /// The step shown.
    pub index: usize,
    /// What the last try did.
    pub feedback: Option<Feedback>,
    /// Wrong tries at the step shown: from the second on, a right move is ringed.
    pub misses: u32,
    /// The game in progress, given back on leaving (`None` in an embedded board, which saves nothing).
    pub kept: Option<Session>,
}

impl Learning {
    /// The step shown.
    pub fn step(&self) -> &Step {
        &self.lesson.steps()[self.index]
    }

    /// Whether the step shown is done.
    pub fn done(&self) -> bool {
        matches!(self.feedback, Some(Feedback::Done(_)))
    }

    /// What the card says of the last try, as `game`'s board shows it: a right move's explanation once its
    /// seeds are down (the words follow the seeds, as the status line's do: [`State::telling`]).
    pub fn feedback_shown(&self, game: &State) -> Option<&Feedback> {
        match &self.feedback {
            Some(Feedback::Done(_)) if game.telling() != Telling::Settled => None,
            f => f.as_ref(),
        }
    }

    /// Whether it is the last step.
    pub fn last(&self) -> bool {
        self.index + 1 >= self.lesson.steps().len()
    }
}

impl Learning {
    /// The lesson for `rules`, at its first step, nothing kept aside yet; rules with no step (none so far)
    /// have none.
    pub fn new(rules: &Rules) -> Option<Learning> {
        let lesson = Lesson::new(rules);
        if lesson.steps().is_empty() {
            return None;
        }
        Some(Learning {
            lesson,
            index: 0,
            feedback: None,
            misses: 0,
            kept: None,
        })
    }

    /// Puts step `index` on `game`'s board (its pit to play ringed, for a step of one pit).
    pub fn show_step(&mut self, game: &mut State, index: usize) {
        let Some(step) = self.lesson.steps().get(index) else {
            return;
        };
        let rules = *self.lesson.rules();
        let Some(position) = step.game(&rules) else {
            return;
        };
        let task = step.task;
        self.index = index;
        self.feedback = None;
        self.misses = 0;
        game.s.game = position;
        game.s.matc = Match::new(MatchFormat::Single, rules.starter());
        game.s.seats = [Seat::Human, Seat::Human];
        game.s.flip = false;
        game.changed();
        game.reset_focus();
        if let Task::Pit(p) = task {
            game.hint = Some(p);
            game.focus = p;
        }
    }

    /// A click on `pit` during the lesson: judged by the engine, then played on `game` or refused.
    pub fn click(&mut self, game: &mut State, pit: usize, now: f64, animate: bool) -> Clicked {
        game.focus = pit;
        if self.done() || game.anim.is_some() {
            return Clicked::ComputerTurn;
        }
        match self.step().judge(self.lesson.rules(), pit) {
            Verdict::Wrong(miss) => {
                self.feedback = Some(Feedback::Wrong { miss, pit });
                self.misses += 1;
                if self.misses >= 2 {
                    // No dead end: a move that works is ringed (the engine's first right move).
                    game.hint = self
                        .step()
                        .right_moves(self.lesson.rules())
                        .first()
                        .copied();
                }
                game.note = None;
                Clicked::Refused
            }
            Verdict::Right(report) => {
                self.feedback = Some(Feedback::Done(report));
                // Played as any move shown on the board (the engine judged it legal).
                game.computer_move(pit, now, animate);
                Clicked::Played
            }
        }
    }

    /// The next step; `false` after the last (the lesson ends: the app gives the game in progress back).
    pub fn next_step(&mut self, game: &mut State) -> bool {
        if self.last() {
            return false;
        }
        self.show_step(game, self.index + 1);
        true
    }

    /// The step before.
    pub fn previous_step(&mut self, game: &mut State) {
        self.show_step(game, self.index.saturating_sub(1));
    }

    /// The step shown again from its position.
    pub fn restart_step(&mut self, game: &mut State) {
        self.show_step(game, self.index);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::game::state::tests::open;
    use wari_core::rules::Preset;

    /// S1's step, C sown seed by seed: the card says what the move did once the last seed is down, not while
    /// the seeds go round; a wrong try is said at once (nothing moves).
    #[test]
    fn the_card_explains_the_move_once_its_seeds_are_down() {
        let mut game = open("?variant=abapa&south=human&north=human");
        let mut l = Learning::new(&Preset::Abapa.rules()).unwrap();
        l.show_step(&mut game, 0);
        assert_eq!(l.click(&mut game, 3, 0.0, true), Clicked::Refused);
        assert!(matches!(
            l.feedback_shown(&game),
            Some(Feedback::Wrong { pit: 3, .. })
        ));
        assert_eq!(l.click(&mut game, 2, 0.0, true), Clicked::Played);
        let mut shown = Vec::new();
        while game.anim.is_some() {
            shown.push(l.feedback_shown(&game).is_some());
            game.next_frame(0.0);
        }
        // The lift and the four seeds: nothing said; then the explanation.
        assert_eq!(shown, [false; 5]);
        assert_eq!(l.feedback_shown(&game), l.feedback.as_ref());
        assert!(l.done());
    }
}
