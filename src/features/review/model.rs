//! The review of a game ([`Reviewer`]): the positions the worker analysed so far, the request waiting, the
//! finished [`Review`], the move selected. Pure: no web-sys, tested natively.
//!
//! The game reviewed is the whole game (the moves that can be redone included). Its analysis is kept with
//! it: opening the review of the same game again asks nothing more, and a game that went on since keeps the
//! positions of the moves it shares (a position's analysis depends only on the moves before it; the last
//! position of the shorter game is asked again, as its ending may differ).
//!
//! A move selected is shown on the board in the position where it was played ([`Reviewer::shown_ply`]), with
//! the engine's better move marked ([`Reviewer::better`]).

use wari_core::rules::{Ending, Game, Player};
use wari_engine::analysis::{
    MoveReview, PlayerSummary, PositionReview, Review, REVIEW, THRESHOLDS,
};
use wari_engine::protocol::{Refused, ReviewReply, ReviewRequest};

/// The game under review and what is known of it.
#[derive(Clone, Debug)]
pub(super) struct Analysis {
    /// The whole game, at its last move.
    pub(super) game: Game,
    /// It was ended by agreement after its last move (E3).
    pub(super) agreed: bool,
    /// The positions analysed, in order from the start.
    pub(super) positions: Vec<PositionReview>,
    /// The seeds of the endgame tables used (as the worker said).
    pub(super) table_seeds: Option<u32>,
    /// Every position analysed: the whole review.
    pub(super) review: Option<Review>,
}

impl Analysis {
    pub(super) fn of(game: &Game) -> Analysis {
        let agreed = game.ply() == game.all_moves().len()
            && game
                .outcome()
                .is_some_and(|o| o.ending == Ending::Agreement);
        let mut whole = game.clone();
        whole.goto(game.all_moves().len());
        if agreed {
            whole.end_by_agreement();
        }
        Analysis {
            game: whole,
            agreed,
            positions: Vec::new(),
            table_seeds: None,
            review: None,
        }
    }

    /// Positions in the game: moves plus one.
    pub(super) fn len(&self) -> usize {
        self.game.ply() + 1
    }

    /// Assembles the whole review once every position is analysed; whether it is.
    pub(super) fn assemble(&mut self) -> bool {
        if self.positions.len() != self.len() {
            return false;
        }
        self.review = Some(Review::assemble(
            &self.game,
            REVIEW,
            self.table_seeds,
            self.positions.clone(),
        ));
        true
    }

    /// Whether `other` is the same game (rules, start, moves, ending).
    fn same(&self, other: &Analysis) -> bool {
        self.shares_start(other)
            && self.game.moves() == other.game.moves()
            && self.agreed == other.agreed
    }

    fn shares_start(&self, other: &Analysis) -> bool {
        self.game.rules() == other.game.rules()
            && self.game.start_position() == other.game.start_position()
    }

    /// The positions of `old` that hold for this game too: those before the last one of `old` where both
    /// games have the same moves.
    fn reuse(&mut self, old: Analysis) {
        if !self.shares_start(&old) {
            return;
        }
        let common = self
            .game
            .moves()
            .iter()
            .zip(old.game.moves())
            .take_while(|(a, b)| a == b)
            .count();
        let keep = common.min(old.len() - 1);
        self.positions = old.positions.into_iter().take(keep).collect();
        self.table_seeds = old.table_seeds;
    }
}

/// How far the analysis is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Nothing asked (yet), or stopped: `done` positions of `total` analysed.
    Stopped {
        /// Positions analysed.
        done: usize,
        /// Positions in the game.
        total: usize,
    },
    /// The worker builds the endgame tables: per cent done.
    Tables(u32),
    /// Positions are being analysed: `done` of `total`.
    Running {
        /// Positions analysed.
        done: usize,
        /// Positions in the game.
        total: usize,
    },
    /// Every position analysed.
    Done,
    /// The worker refused the game (it cannot be: the page wrote it from a game of the engine).
    Refused(Refused),
}

/// The review room.
#[derive(Clone, Debug, Default)]
pub struct Reviewer {
    /// The game reviewed last and its analysis (kept when the review is closed, and across a reload:
    /// `saved.rs`).
    pub(super) analysis: Option<Analysis>,
    /// Counts the positions received, so the page saves the analysis only when it changed.
    revision: u32,
    /// The review is shown.
    open: bool,
    /// More positions are wanted.
    running: bool,
    /// The id of the request waiting for its answer.
    waiting: Option<u32>,
    next_id: u32,
    /// The tables being built: (done, total).
    tables: Option<(u32, u32)>,
    refused: Option<Refused>,
    /// The move selected (1 = the first move); 0 when the game has no move.
    selected: usize,
    /// The ply the game showed when the review opened (shown again when it closes).
    back_to: usize,
}

impl Reviewer {
    /// Opens the review of `game` (all its moves, whatever ply it shows) and starts the analysis of what is
    /// not known yet; the move selected is the one played at the ply shown (the last move at the game's end).
    pub fn open(&mut self, game: &Game) {
        let mut fresh = Analysis::of(game);
        match self.analysis.take() {
            Some(old) if old.same(&fresh) => fresh = old,
            Some(old) => {
                self.waiting = None;
                fresh.reuse(old);
            }
            None => {}
        }
        let moves = fresh.game.ply();
        self.analysis = Some(fresh);
        self.open = true;
        self.refused = None;
        self.back_to = game.ply();
        self.selected = (game.ply() + 1).min(moves);
        self.resume();
    }

    /// Closes the review (the analysis stops; what is known is kept); the ply to show again.
    pub fn close(&mut self) -> usize {
        self.cancel();
        self.open = false;
        self.back_to
    }

    /// Changes with every position received (the analysis to save again when it does).
    pub fn revision(&self) -> u32 {
        self.revision
    }

    /// Whether the review is shown.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Stops the analysis (an answer on its way is dropped).
    pub fn cancel(&mut self) {
        self.running = false;
        self.waiting = None;
        self.tables = None;
    }

    /// Goes on with the analysis where it stopped.
    pub fn resume(&mut self) {
        self.running = self.finished().is_none() && self.refused.is_none();
    }

    /// The next request to post, if a position is wanted and none is waiting.
    pub fn next_request(&mut self) -> Option<ReviewRequest> {
        let a = self.analysis.as_ref()?;
        if !self.running || self.waiting.is_some() || a.positions.len() >= a.len() {
            return None;
        }
        self.next_id = self.next_id.wrapping_add(1);
        self.waiting = Some(self.next_id);
        Some(ReviewRequest::of(
            self.next_id,
            &a.game,
            a.agreed,
            a.positions.len(),
        ))
    }

    /// The request waiting again, with a new id (the worker was lost: the engine in the page answers it).
    pub fn ask_again(&mut self) -> Option<ReviewRequest> {
        self.waiting.take()?;
        self.next_request()
    }

    /// The worker is building the tables for request `id`.
    pub fn tables_progress(&mut self, id: u32, done: u32, total: u32) {
        if self.waiting == Some(id) {
            self.tables = Some((done, total.max(1)));
        }
    }

    /// The worker answered (an answer to a request no longer waiting is dropped).
    pub fn reply(&mut self, reply: ReviewReply) {
        if self.waiting != Some(reply.id) {
            return;
        }
        self.waiting = None;
        self.tables = None;
        let Some(a) = self.analysis.as_mut() else {
            return;
        };
        match (reply.position.and_then(|p| p.unpack()), reply.error) {
            (Some(p), None) if reply.ply == a.positions.len() && p.ply == reply.ply => {
                a.positions.push(p);
                a.table_seeds = reply.table_seeds;
                self.revision = self.revision.wrapping_add(1);
                if a.assemble() {
                    self.running = false;
                }
            }
            (_, error) => {
                self.refused = Some(error.unwrap_or(Refused::NotARequest));
                self.running = false;
            }
        }
    }

    /// How far the analysis is.
    pub fn progress(&self) -> Progress {
        let Some(a) = &self.analysis else {
            return Progress::Stopped { done: 0, total: 0 };
        };
        let (done, total) = (a.positions.len(), a.len());
        if let Some(r) = self.refused {
            Progress::Refused(r)
        } else if a.review.is_some() {
            Progress::Done
        } else if let Some((d, t)) = self.tables.filter(|_| self.running) {
            Progress::Tables(d * 100 / t)
        } else if self.running {
            Progress::Running { done, total }
        } else {
            Progress::Stopped { done, total }
        }
    }

    /// The finished review of the game reviewed (every position analysed), for "learn from your mistakes"
    /// and the printed sheet.
    pub fn finished(&self) -> Option<&Review> {
        self.analysis.as_ref()?.review.as_ref()
    }

    /// The game reviewed: every move, at its last.
    pub fn game(&self) -> Option<&Game> {
        self.analysis.as_ref().map(|a| &a.game)
    }

    /// The positions analysed so far, in order from the start.
    pub fn positions(&self) -> &[PositionReview] {
        self.analysis.as_ref().map_or(&[], |a| &a.positions)
    }

    /// The moves judged so far: each move whose next position is analysed too ([`MoveReview::of`]), so a
    /// move's judgement never changes once it is shown.
    pub fn moves(&self) -> Vec<MoveReview> {
        let Some(a) = &self.analysis else {
            return Vec::new();
        };
        if let Some(r) = &a.review {
            return r.moves.clone();
        }
        a.positions
            .windows(2)
            .filter_map(|w| MoveReview::of(&a.game, &w[0], Some(&w[1]), &THRESHOLDS))
            .collect()
    }

    /// Each player's moves judged so far, summed up: South's, then North's.
    pub fn summary(&self) -> [PlayerSummary; 2] {
        if let Some(r) = self.finished() {
            return r.summary;
        }
        let moves = self.moves();
        [
            PlayerSummary::of(Player::South, &moves),
            PlayerSummary::of(Player::North, &moves),
        ]
    }

    /// Moves in the game reviewed.
    pub fn move_count(&self) -> usize {
        self.game().map_or(0, Game::ply)
    }

    /// The move selected (1 = the first), 0 when there is none.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Selects move `m` (1 = the first; kept within the game's moves).
    pub fn select(&mut self, m: usize) {
        self.selected = m.clamp(1.min(self.move_count()), self.move_count());
    }

    /// Selects the move `by` moves after (negative: before) the one selected.
    pub fn step(&mut self, by: isize) {
        self.select(self.selected.saturating_add_signed(by).max(1));
    }

    /// The ply the board shows for the move selected: the position it was played in.
    pub fn shown_ply(&self) -> usize {
        self.selected.saturating_sub(1)
    }

    /// The board showed `ply` (a move taken back or played again, the move list): the move played there is
    /// selected.
    pub fn follow(&mut self, ply: usize) {
        self.select(ply + 1);
    }

    /// The move selected, judged, once it is.
    pub fn selected_move(&self) -> Option<MoveReview> {
        self.moves()
            .into_iter()
            .find(|m| m.ply + 1 == self.selected)
    }

    /// The engine's best move where the move selected was played, once that position is analysed.
    pub fn better(&self) -> Option<usize> {
        let p = self.positions().get(self.shown_ply())?;
        p.best.map(usize::from)
    }

    /// Whether `game` (all its moves) is still the game reviewed.
    pub fn follows(&self, game: &Game) -> bool {
        self.analysis.as_ref().is_some_and(|a| {
            a.game.rules() == game.rules()
                && a.game.start_position() == game.start_position()
                && a.game.moves() == game.all_moves()
        })
    }
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
