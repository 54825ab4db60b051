//! "Learn from your mistakes": the mistakes and blunders of the player in a reviewed game, in order, each an
//! exercise on the real board: the position before the mistake, "find a better move". Pure: no web-sys,
//! tested natively.
//!
//! Opening it keeps the game in progress aside ([`Retrying::kept`]) and puts the game, up to the exercise's
//! position, in the game room's session, as a puzzle does; leaving gives the kept game back. Each click is
//! judged by the review of that position ([`PositionReview::retry`]: any move within the inaccuracy threshold
//! of the best move is right): a wrong move is not played and [`Feedback`] says what it would give away; a
//! right one is played. The hint is the engine's [`Clue`]; the better move can be shown, an exercise skipped.
//!
//! Whose mistakes: the sides people played ([`learners`]): against the computer, the person's; in a game of
//! two people on one device, both (in the order of the game, each exercise saying whose move it is), as in a
//! game the computer played against itself, which has no person's side to prefer.

use crate::features::game::state::{Clicked, Note, State};
use crate::features::game::storage::Session;
use wari_core::params::Seat;
use wari_core::rules::{Game, Player};
use wari_engine::analysis::{Clue, MoveReview, PositionReview, Retry, Review, THRESHOLDS};

/// What became of an exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Not done yet.
    Open,
    /// A right move was found.
    Found,
    /// The better move was shown.
    Shown,
    /// Skipped.
    Skipped,
}

/// One exercise: a mistake (or blunder) of a learner.
#[derive(Clone, Debug)]
pub struct Exercise {
    /// The move played there, judged.
    pub mistake: MoveReview,
    /// The review of the position before it: every legal move's value.
    pub position: PositionReview,
    /// The hint.
    pub clue: Clue,
    /// What became of it.
    pub mark: Mark,
}

/// What the card says about the last try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// The move played in the game, tried again (not played).
    Same,
    /// Another move that still gives away about `seeds` (not played).
    Wrong {
        /// The pit tried.
        pit: u8,
        /// Whole seeds it gives away against the best move.
        seeds: i32,
    },
    /// A right move, played: the best move, or one as good within a seed.
    Right {
        /// The pit played.
        pit: u8,
        /// It is the review's best move.
        best: bool,
    },
    /// The better move, played on the board at the person's asking.
    Shown,
}

/// The sides whose mistakes are the exercises: those people played; when none did (the computer against
/// itself), both.
pub fn learners(seats: [Seat; 2]) -> Vec<Player> {
    let people: Vec<Player> = [Player::South, Player::North]
        .into_iter()
        .filter(|p| !seats[p.index()].is_computer())
        .collect();
    if people.is_empty() {
        vec![Player::South, Player::North]
    } else {
        people
    }
}

/// The learners' mistakes of a reviewed game being tried again.
#[derive(Clone, Debug)]
pub struct Retrying {
    /// The game reviewed (its moves, the positions of the exercises).
    pub game: Game,
    /// Whose mistakes.
    pub players: Vec<Player>,
    /// The exercises, in the order of the game.
    pub exercises: Vec<Exercise>,
    /// The exercise shown; `exercises.len()`: the end, what was found.
    pub at: usize,
    /// What the last try did.
    pub feedback: Option<Feedback>,
    /// The hint is shown.
    pub hint: bool,
    /// The game in progress, given back on leaving (`None` in an embedded board, which saves nothing).
    pub kept: Option<Session>,
}

impl Retrying {
    /// The mistakes and blunders of `players` in `review` of `game` (all its moves, whatever position it shows),
    /// in order; the first exercise shown (none: the end at once), nothing kept aside yet. A review of another
    /// game (its moves are not `game`'s) gives no exercise.
    pub fn new(game: &Game, review: &Review, players: Vec<Player>) -> Retrying {
        // The whole game, whatever position it shows.
        let mut game = game.clone();
        game.goto(game.all_moves().len());
        let same = review.game == game.game_string() && review.positions.len() == game.ply() + 1;
        let exercises = review
            .moves
            .iter()
            .filter(|m| same && m.worth_retrying() && players.contains(&m.mover))
            .filter_map(|m| {
                let position = review.positions.get(m.ply)?.clone();
                let clue = Clue::of(&game, &position, review.positions.get(m.ply + 1));
                Some(Exercise {
                    mistake: m.clone(),
                    position,
                    clue,
                    mark: Mark::Open,
                })
            })
            .collect();
        Retrying {
            game,
            players,
            exercises,
            at: 0,
            feedback: None,
            hint: false,
            kept: None,
        }
    }

    /// The exercise shown, if the end is not reached.
    pub fn current(&self) -> Option<&Exercise> {
        self.exercises.get(self.at)
    }

    /// Whether the exercise shown is done (a right move found or the better move shown): the board waits.
    pub fn done(&self) -> bool {
        self.current()
            .is_none_or(|e| matches!(e.mark, Mark::Found | Mark::Shown))
    }

    /// Whether every exercise has been through (the end shown).
    pub fn finished(&self) -> bool {
        self.at >= self.exercises.len()
    }

    /// How many exercises a right move was found in.
    pub fn found(&self) -> usize {
        self.exercises
            .iter()
            .filter(|e| e.mark == Mark::Found)
            .count()
    }

    /// Puts the position of the exercise shown (the game up to the mistake, its history with it) in the game
    /// room's session, two people at the board, the mover at the bottom; at the end, the game's last position.
    pub fn show(&self, game: &mut State) {
        let ply = self.current().map_or(self.game.ply(), |e| e.mistake.ply);
        // The moves after it are no part of the exercise: the move list ends at the position shown.
        let start = self.game.start_position().to_setup();
        let Ok(mut upto) = Game::from_setup(*self.game.rules(), &start) else {
            return;
        };
        for &m in &self.game.moves()[..ply] {
            if upto.play(m as usize).is_err() {
                break;
            }
        }
        game.s.game = upto;
        game.s.seats = [Seat::Human, Seat::Human];
        if let Some(e) = self.current() {
            game.s.flip = e.mistake.mover == Player::North;
        }
        game.changed();
        game.reset_focus();
    }

    /// A click on `pit`: judged by the review of the position; a right move is played on `game`, a wrong one
    /// refused with the feedback.
    pub fn click(&mut self, game: &mut State, pit: usize, now: f64, animate: bool) -> Clicked {
        game.focus = pit;
        if self.done() || game.anim.is_some() {
            return Clicked::ComputerTurn;
        }
        let Some(e) = self.exercises.get_mut(self.at) else {
            return Clicked::ComputerTurn;
        };
        if let Err(error) = game.s.game.check(pit) {
            game.note = Some(Note::Illegal {
                error,
                letter: wari_core::rules::move_letter(game.n(), pit),
                mover: game.s.game.position().to_move(),
            });
            return Clicked::Refused;
        }
        let tried = pit as u8;
        let feedback = match e.position.retry(tried, &THRESHOLDS) {
            _ if tried == e.mistake.pit => Feedback::Same,
            Retry::Right { best } => Feedback::Right { pit: tried, best },
            Retry::Wrong { seeds, .. } => Feedback::Wrong { pit: tried, seeds },
            // The game found it legal: the review lists every legal move, so this is a review of another game.
            Retry::NotLegal => return Clicked::Refused,
        };
        self.feedback = Some(feedback);
        game.note = None;
        if !matches!(feedback, Feedback::Right { .. }) {
            return Clicked::Refused;
        }
        if e.mark == Mark::Open {
            e.mark = Mark::Found;
        }
        game.play_judged(pit, now, animate);
        Clicked::Played
    }

    /// Plays the better move (the review's best) on the board; the exercise counts as not found.
    pub fn show_answer(&mut self, game: &mut State, now: f64, animate: bool) {
        if self.done() || game.anim.is_some() {
            return;
        }
        let Some(e) = self.exercises.get_mut(self.at) else {
            return;
        };
        e.mark = Mark::Shown;
        self.feedback = Some(Feedback::Shown);
        game.play_judged(e.mistake.best as usize, now, animate);
    }

    /// The next exercise (the one shown, if still open, is skipped); after the last, the end.
    pub fn next(&mut self, game: &mut State) {
        if let Some(e) = self.exercises.get_mut(self.at) {
            if e.mark == Mark::Open {
                e.mark = Mark::Skipped;
            }
            self.at += 1;
        }
        self.feedback = None;
        self.hint = false;
        self.show(game);
    }

    /// Back to the exercise's position (what it is marked stays).
    pub fn restart(&mut self, game: &mut State) {
        self.feedback = None;
        self.show(game);
    }

    /// Every exercise again, from the first, none done.
    pub fn again(&mut self, game: &mut State) {
        for e in &mut self.exercises {
            e.mark = Mark::Open;
        }
        self.at = 0;
        self.feedback = None;
        self.hint = false;
        self.show(game);
    }
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
