//! The app's side of the game review (`features/review`): its controls, the worker's answers handed to it,
//! its requests handed to the computer's client, and the board kept on the move selected.

use super::App;
use crate::app::msg::Effect;
use crate::features::print::client as printing;
use crate::view::action::ReviewAction;
use wari_engine::protocol::Reply;
use wari_ui::print_job::PrintJob;
use wari_ui::review_sheet::ReviewSheet;

impl App {
    /// The review's controls.
    pub(super) fn review(&mut self, action: ReviewAction) {
        let st = &mut self.model;
        match action {
            ReviewAction::Open => {
                if st.open_review() {
                    self.computer.cancel();
                    self.view.review_opened(st);
                }
                return;
            }
            ReviewAction::Close => {
                st.close_review();
                return;
            }
            ReviewAction::Cancel => st.review.cancel(),
            ReviewAction::Resume => st.review.resume(),
            ReviewAction::Select(m) => st.review.select(m),
            ReviewAction::Prev => st.review.step(-1),
            ReviewAction::Next => st.review.step(1),
            ReviewAction::First => st.review.select(1),
            ReviewAction::Last => st.review.select(usize::MAX),
            // "Learn from your mistakes" and the printed review are built on the finished review
            // (`Reviewer::finished`) by their own rooms.
            ReviewAction::Learn => {
                let (Some(review), Some(game)) = (st.review.finished(), st.review.game()) else {
                    return;
                };
                let (review, game) = (review.clone(), game.clone());
                // The review closes (it follows the game, which the exercises borrow); it is kept.
                st.close_review();
                self.computer.cancel();
                st.open_mistakes(&game, &review, self.persist);
                self.view.fill_panel(st);
                self.view.puzzle_opened(st);
                return;
            }
            ReviewAction::Print => {
                if let Some(review) = st.review.finished() {
                    let job = PrintJob::Review(Box::new(ReviewSheet::of(review)));
                    let ask = printing::ask(job, st.game.snapshot());
                    self.fx.push(Effect::Print(Box::new(ask)));
                }
            }
        }
        if st.review.is_open() && st.game.s.game.ply() != st.review.shown_ply() {
            st.game.goto(st.review.shown_ply());
        }
    }

    /// A reply of the worker for the review (progress, a position), handed to it; whether it was one.
    pub(super) fn review_reply(&mut self, reply: &Reply) -> bool {
        match reply {
            Reply::ReviewProgress { id, done, total } => {
                self.model.review.tables_progress(*id, *done, *total)
            }
            Reply::Reviewed(r) => self.model.review.reply(r.clone()),
            _ => return false,
        }
        true
    }

    /// After an update: the review follows the game (closed when the game is another; the move selected is
    /// the one played at the ply shown) and asks the computer for its next position.
    pub(super) fn review_after(&mut self) {
        let st = &mut self.model;
        if !st.review.is_open() {
            return;
        }
        if !st.review.follows(&st.game.s.game) {
            st.review.close();
            return;
        }
        if st.game.s.game.ply() != st.review.shown_ply() {
            st.review.follow(st.game.s.game.ply());
        }
        if let Some(req) = st.review.next_request() {
            self.computer.review(req);
        }
    }

    /// The worker was lost: the position waiting is asked again (of the engine in the page).
    pub(super) fn review_lost(&mut self) {
        if let Some(req) = self.model.review.ask_again() {
            self.computer.review(req);
        }
    }
}
