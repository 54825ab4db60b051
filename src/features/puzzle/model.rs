//! The puzzle room: a person solving a puzzle of the collection ([`wari_core::puzzles`]) on the real board.
//! Pure: no web-sys, tested natively.
//!
//! Opening a puzzle keeps the game in progress aside ([`Solving::kept`]) and puts the puzzle's position in
//! the game room's session, so the board, the animation, the status line and the move list work as for any
//! game; leaving gives the kept game back (the page saves the kept game, never the puzzle's). Each click is
//! judged by [`Attempt`] (the engine's proved answer): a wrong move is not played and [`Feedback`] says why;
//! a right one is played, then the opponent's best defence after the move has been seen.

use crate::features::game::state::{Clicked, Note, State};
use crate::features::game::storage::Session;
use wari_core::params::Seat;
use wari_core::puzzles::{canonical, collection, Attempt, Miss, Puzzle, Verdict};
use wari_core::rules::{Match, MatchFormat, Preset};

/// What the puzzle card says about the last try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// Not the answer (nothing was played).
    Wrong(Miss),
    /// Right; the opponent answers with their best defence (or, G5, the solver plays again).
    Right {
        /// The solver moves again at once (the G5 extra turn).
        again: bool,
    },
    /// The puzzle is solved.
    Solved,
    /// The person asked for the solution: it is being played on the board.
    Shown,
}

/// A puzzle being solved.
#[derive(Clone, Debug)]
pub struct Solving {
    /// Its place in the collection.
    pub index: usize,
    /// The judged attempt (its own game, ahead of the board while a reply waits to be shown).
    pub attempt: Attempt,
    /// What the last try did.
    pub feedback: Option<Feedback>,
    /// The hint is shown.
    pub hint: bool,
    /// Moves still to show on the board, one after each animation: the opponent's reply, or the solution.
    pub pending: Vec<usize>,
    /// The game in progress, given back on leaving (`None` in an embedded board, which saves nothing).
    pub kept: Option<Session>,
}

impl Solving {
    /// The puzzle.
    pub fn puzzle(&self) -> &'static Puzzle {
        &collection()[self.index]
    }

    /// Whether the explanation is shown (solved, or the solution asked for).
    pub fn finished(&self) -> bool {
        matches!(self.feedback, Some(Feedback::Solved | Feedback::Shown))
    }
}

/// The puzzles solved on this device, by id (kept in the browser by the page).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Solved(Vec<String>);

impl Solved {
    /// Reads the saved text (ids separated by spaces); an id from before the `<variant>/<n>` scheme is read as
    /// its puzzle's id now, ids that are no puzzle's are dropped.
    pub fn parse(text: &str) -> Solved {
        let mut solved = Solved::default();
        for id in text.split_whitespace().filter_map(canonical) {
            solved.add(id);
        }
        solved
    }

    /// The text to save.
    pub fn text(&self) -> String {
        self.0.join(" ")
    }

    /// Whether the puzzle `id` was solved.
    pub fn contains(&self, id: &str) -> bool {
        self.0.iter().any(|s| s == id)
    }

    /// How many were solved.
    pub fn count(&self) -> usize {
        self.0.len()
    }

    /// Adds `id` in its place (kept sorted without a sort of the standard library: fewer bytes of wasm).
    fn add(&mut self, id: &str) {
        if let Err(at) = self.0.binary_search_by(|s| s.as_str().cmp(id)) {
            self.0.insert(at, id.to_string());
        }
    }
}

impl Solving {
    /// The attempt at puzzle `index` of the collection (out of range: `None`), nothing kept aside yet.
    pub fn new(index: usize) -> Option<Solving> {
        let p = collection().get(index)?;
        let attempt = Attempt::new(p).ok()?;
        Some(Solving {
            index,
            attempt,
            feedback: None,
            hint: false,
            pending: Vec::new(),
            kept: None,
        })
    }

    /// Puts the puzzle's position in the game room's session (two people, a single game, not turned).
    pub fn show(&self, game: &mut State) {
        let p = self.puzzle();
        game.s.game = self.attempt.game().clone();
        game.s.rules = p.rules;
        game.s.preset = p.variant.parse::<Preset>().ok();
        game.s.matc = Match::new(MatchFormat::Single, p.rules.starter());
        game.s.seats = [Seat::Human, Seat::Human];
        game.s.flip = false;
        game.changed();
        game.reset_focus();
    }

    /// A click on `pit` while solving: judged, then played on `game` (with the reply to come) or refused; a
    /// puzzle solved goes into `solved`.
    pub fn click(
        &mut self,
        game: &mut State,
        solved: &mut Solved,
        pit: usize,
        now: f64,
        animate: bool,
    ) -> Clicked {
        game.focus = pit;
        if !self.pending.is_empty() || game.anim.is_some() || self.finished() {
            return Clicked::ComputerTurn;
        }
        let verdict = self.attempt.try_move(pit);
        let id = self.puzzle().id.clone();
        let played = match verdict {
            Verdict::Wrong(Miss::Illegal(error)) => {
                game.note = Some(Note::Illegal {
                    error,
                    letter: wari_core::rules::move_letter(game.n(), pit),
                    mover: game.s.game.position().to_move(),
                });
                return Clicked::Refused;
            }
            Verdict::Wrong(miss) => {
                self.feedback = Some(Feedback::Wrong(miss));
                game.note = None;
                return Clicked::Refused;
            }
            Verdict::Continue { reply, .. } => {
                self.feedback = Some(Feedback::Right {
                    again: reply.is_none(),
                });
                self.pending = reply.map(|r| r.origin).into_iter().collect();
                false
            }
            Verdict::Solved(_) => {
                self.feedback = Some(Feedback::Solved);
                true
            }
        };
        if played {
            solved.add(&id);
        }
        game.play_judged(pit, now, animate);
        Clicked::Played
    }

    /// When the next pending move is due (ms, the page's clock), if one waits and no move is being shown.
    pub fn due(&self, game: &State) -> Option<f64> {
        (!self.pending.is_empty() && game.anim.is_none()).then_some(game.ai_not_before)
    }

    /// Shows the next pending move if it is due at `now`.
    pub fn tick(&mut self, game: &mut State, now: f64, animate: bool) {
        if self.due(game).is_some_and(|t| t <= now) {
            let pit = self.pending.remove(0);
            game.play_judged(pit, now, animate);
        }
    }

    /// Back to the puzzle's position (the hint stays if it was shown).
    pub fn restart(&mut self, game: &mut State) {
        self.attempt.restart();
        self.feedback = None;
        self.pending.clear();
        game.s.game = self.attempt.game().clone();
        game.changed();
        game.reset_focus();
    }

    /// The solution is played on the board from the position shown, and explained.
    pub fn show_solution(&mut self, game: &mut State) {
        if self.finished() {
            return;
        }
        // The board may be behind the attempt by the reply still to show: show the rest from the attempt.
        let mut moves = std::mem::take(&mut self.pending);
        moves.extend(self.attempt.solution_from_here());
        self.pending = moves;
        self.feedback = Some(Feedback::Shown);
        game.changed();
        game.ai_not_before = 0.0;
    }

    /// The next puzzle of the collection (after the last, the first).
    pub fn next_index(&self) -> usize {
        (self.index + 1) % collection().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_saved_solved_list_keeps_only_puzzle_ids() {
        let s = Solved::parse("abapa/2 nope abapa/1 abapa/2");
        assert_eq!(s.text(), "abapa/1 abapa/2");
        assert_eq!(s.count(), 2);
        // Saved before the `<variant>/<n>` ids: read as the puzzles' ids now.
        let s = Solved::parse("numeros-3 numeros3-1 abapa-10 abapa/10");
        assert_eq!(s.text(), "abapa/10 numeros-3/1 numeros/3");
        assert_eq!(Solved::parse(""), Solved::default());
    }
}
