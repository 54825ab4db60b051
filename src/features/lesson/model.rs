//! The lesson room: the guided first game ([`wari_core::lesson`]) played on the real board. Pure: no web-sys,
//! tested natively.
//!
//! Opening the lesson keeps the game in progress aside (as a puzzle does, [`State::set_aside`]) and puts each
//! step's position in the game room's session, so the board, the animation and the status line work as for
//! any game. Each click is judged by [`Step::judge`] (the engine): a wrong try is not played and
//! [`Feedback::Wrong`] says why; the right move is played and [`Feedback::Done`] keeps the engine's report
//! for the sentence that explains it.

use crate::features::game::state::{Clicked, State};
use crate::web::storage::Session;
use wari_core::lesson::{Lesson, Miss, Step, Task, Verdict};
use wari_core::params::Seat;
use wari_core::rules::{Match, MatchFormat, MoveReport};

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

    /// Whether it is the last step.
    pub fn last(&self) -> bool {
        self.index + 1 >= self.lesson.steps().len()
    }
}

impl State {
    /// Opens the lesson for the rules in play; `keep`: set the game in progress aside to give it back on
    /// leaving (not in an embedded board). Rules with no step (none so far) open nothing.
    pub fn open_lesson(&mut self, keep: bool) {
        let lesson = Lesson::new(&self.s.rules);
        if lesson.steps().is_empty() {
            return;
        }
        let kept = self.set_aside(keep);
        self.learning = Some(Learning {
            lesson,
            index: 0,
            feedback: None,
            misses: 0,
            kept,
        });
        self.show_step(0);
    }

    /// Puts step `index` on the board (its pit to play ringed, for a step of one pit).
    fn show_step(&mut self, index: usize) {
        let Some(l) = self.learning.as_mut() else {
            return;
        };
        let Some(step) = l.lesson.steps().get(index) else {
            return;
        };
        let rules = *l.lesson.rules();
        let Some(game) = step.game(&rules) else {
            return;
        };
        let task = step.task;
        l.index = index;
        l.feedback = None;
        l.misses = 0;
        self.s.game = game;
        self.s.matc = Match::new(MatchFormat::Single, rules.starter());
        self.s.seats = [Seat::Human, Seat::Human];
        self.s.flip = false;
        self.changed();
        self.reset_focus();
        if let Task::Pit(p) = task {
            self.hint = Some(p);
            self.focus = p;
        }
    }

    /// Leaves the lesson: the game in progress comes back (with the language and speed chosen meanwhile).
    pub fn leave_lesson(&mut self) {
        if let Some(l) = self.learning.take() {
            self.give_back(l.kept);
        }
    }

    /// A click on `pit` during the lesson: judged by the engine, then played or refused.
    pub fn lesson_click(&mut self, pit: usize, now: f64, animate: bool) -> Clicked {
        self.focus = pit;
        let Some(l) = self.learning.as_mut() else {
            return Clicked::Refused;
        };
        if l.done() || self.anim.is_some() {
            return Clicked::ComputerTurn;
        }
        match l.step().judge(l.lesson.rules(), pit) {
            Verdict::Wrong(miss) => {
                l.feedback = Some(Feedback::Wrong { miss, pit });
                l.misses += 1;
                if l.misses >= 2 {
                    // No dead end: a move that works is ringed (the engine's first right move).
                    self.hint = l.step().right_moves(l.lesson.rules()).first().copied();
                }
                self.note = None;
                Clicked::Refused
            }
            Verdict::Right(report) => {
                l.feedback = Some(Feedback::Done(report));
                // Played as any move shown on the board (the engine judged it legal).
                self.computer_move(pit, now, animate);
                Clicked::Played
            }
        }
    }

    /// The next step (after the last: the lesson ends and the game in progress comes back).
    pub fn next_step(&mut self) {
        match self.learning.as_ref() {
            Some(l) if l.last() => self.leave_lesson(),
            Some(l) => {
                let i = l.index + 1;
                self.show_step(i);
            }
            None => {}
        }
    }

    /// The step before.
    pub fn previous_step(&mut self) {
        if let Some(i) = self.learning.as_ref().map(|l| l.index) {
            self.show_step(i.saturating_sub(1));
        }
    }

    /// The step shown again from its position.
    pub fn restart_step(&mut self) {
        if let Some(i) = self.learning.as_ref().map(|l| l.index) {
            self.show_step(i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wari_core::lesson::Topic;
    use wari_core::rules::{IllegalMove, Preset};

    use crate::features::game::state::tests::open as state;

    #[test]
    fn the_lesson_follows_the_rules_in_play_and_gives_the_game_back() {
        let mut st = state("?variant=numeros&moves=Cd");
        let before = st.s.game.game_string();
        st.open_lesson(true);
        let l = st.learning.as_ref().unwrap();
        assert_eq!(l.lesson.rules(), &Preset::Numeros.rules());
        assert_eq!(st.s.seats, [Seat::Human, Seat::Human]);
        assert_eq!(st.s.game.position().to_string(), l.step().setup.to_string());
        assert_eq!(st.hint, Some(2), "the pit to sow is ringed");
        assert_eq!(st.session_to_save().game.game_string(), before);
        st.leave_lesson();
        assert!(st.learning.is_none());
        assert_eq!(st.s.game.game_string(), before);
    }

    #[test]
    fn a_wrong_try_is_explained_and_not_played_then_the_right_one_is() {
        let mut st = state("?variant=abapa");
        st.open_lesson(true);
        // Step 1: sow C. North's a is refused by the engine, D is the wrong pit.
        assert_eq!(st.lesson_click(6, 0.0, false), Clicked::Refused);
        let fb = st.learning.as_ref().unwrap().feedback.clone();
        assert_eq!(
            fb,
            Some(Feedback::Wrong {
                miss: Miss::Illegal(IllegalMove::NotYourPit),
                pit: 6
            })
        );
        assert_eq!(st.lesson_click(3, 0.0, false), Clicked::Refused);
        assert_eq!(st.s.game.ply(), 0);
        assert_eq!(st.lesson_click(2, 0.0, false), Clicked::Played);
        assert_eq!(
            st.s.game.position().to_string(),
            "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N"
        );
        assert!(st.learning.as_ref().unwrap().done());
        // A done step takes no more moves.
        assert_eq!(st.lesson_click(6, 0.0, false), Clicked::ComputerTurn);
        st.next_step();
        let l = st.learning.as_ref().unwrap();
        assert_eq!((l.index, l.step().topic), (1, Topic::Store));
        assert_eq!(st.s.game.ply(), 0);
        st.previous_step();
        assert_eq!(st.learning.as_ref().unwrap().index, 0);
    }

    #[test]
    fn after_two_wrong_tries_a_move_that_works_is_ringed() {
        let mut st = state("?variant=abapa");
        st.open_lesson(true);
        st.next_step();
        st.next_step();
        assert_eq!(st.learning.as_ref().unwrap().step().topic, Topic::Capture);
        assert_eq!(st.hint, None);
        // A's seeds stay at home: no capture, twice.
        st.lesson_click(0, 0.0, false);
        assert_eq!(st.hint, None);
        st.lesson_click(0, 0.0, false);
        assert_eq!(st.hint, Some(5), "F captures");
        st.restart_step();
        assert_eq!((st.hint, st.learning.as_ref().unwrap().misses), (None, 0));
    }

    #[test]
    fn the_last_step_leads_back_to_the_game() {
        let mut st = state("?variant=moruba");
        st.open_lesson(true);
        let steps = st.learning.as_ref().unwrap().lesson.steps().len();
        for _ in 1..steps {
            st.next_step();
        }
        let l = st.learning.as_ref().unwrap();
        assert!(l.last() && l.step().topic == Topic::End);
        st.restart_step();
        st.next_step();
        assert!(st.learning.is_none());
        assert_eq!(st.s.preset, Some(Preset::Moruba));
        assert_eq!(st.s.game.ply(), 0);
    }
}
