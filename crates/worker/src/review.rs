//! The worker's side of a game review ([`wari_engine::analysis`]): one position a request. The analyser of
//! the game under review is kept between requests, and the endgame tables pass from one review to the next
//! of the same rules ([`Analyser::take_tables`], [`Analyser::install_tables`]), so only the first position of
//! the first review of some rules builds them (with [`Reply::ReviewProgress`] on the way).

use std::cell::RefCell;
use wari_core::rules::Game;
use wari_engine::analysis::{Analyser, REVIEW};
use wari_engine::protocol::{PackedPosition, Refused, Reply, ReviewReply, ReviewRequest};

thread_local! {
    /// The analyser of the game reviewed last.
    static ANALYSER: RefCell<Option<Analyser>> = const { RefCell::new(None) };
}

/// Whether `analyser` analyses exactly `game` (rules, start, moves and how it ended).
fn same_game(analyser: &Analyser, game: &Game) -> bool {
    let a = analyser.game();
    a.rules() == game.rules()
        && a.start_position() == game.start_position()
        && a.moves() == game.moves()
        && a.outcome() == game.outcome()
}

/// Answers `req`: progress while tables are built, then the position's review (or the part refused).
pub fn review(req: &ReviewRequest, post: &mut dyn FnMut(Reply)) {
    let mut reply = ReviewReply {
        id: req.id,
        ply: req.ply,
        table_seeds: None,
        position: None,
        error: None,
    };
    match req.game() {
        Err(e) => reply.error = Some(e.part()),
        Ok(game) if req.ply > game.ply() => reply.error = Some(Refused::Moves),
        Ok(game) => ANALYSER.with(|slot| {
            let mut slot = slot.borrow_mut();
            if !slot.as_ref().is_some_and(|a| same_game(a, &game)) {
                let mut analyser = Analyser::new(&game, REVIEW);
                if let Some(tables) = slot.as_mut().and_then(Analyser::take_tables) {
                    // Tables of other rules are dropped.
                    let _ = analyser.install_tables(tables);
                }
                *slot = Some(analyser);
            }
            let analyser = slot.as_mut().expect("set above");
            if analyser.needs_tables() {
                let id = req.id;
                analyser
                    .prepare(&mut |done, total| post(Reply::ReviewProgress { id, done, total }));
            }
            reply.table_seeds = analyser.table_seeds();
            reply.position = Some(PackedPosition::pack(&analyser.position(req.ply)));
        }),
    }
    post(Reply::Reviewed(reply));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::handle;
    use wari_core::rules::{play_game_string, Preset};
    use wari_engine::analysis::{Review, THRESHOLDS};
    use wari_engine::protocol::Request;

    fn replies(req: &ReviewRequest) -> Vec<Reply> {
        let mut out = Vec::new();
        handle(&Request::Review(req.clone()), &mut |r| out.push(r));
        out
    }

    /// The position's review from the worker's last reply.
    fn reviewed(req: &ReviewRequest) -> ReviewReply {
        match replies(req).pop() {
            Some(Reply::Reviewed(r)) => r,
            other => panic!("no review: {other:?}"),
        }
    }

    #[test]
    fn the_worker_answers_a_review_position_by_position_as_the_analyser_does() {
        let mut game = Game::new(Preset::Abapa.rules());
        play_game_string(&mut game, "CdEbFa").unwrap();
        let mut positions = Vec::new();
        // Any order gives the same answers: the last position first, then the others.
        for ply in [6, 0, 1, 2, 3, 4, 5] {
            let req = ReviewRequest::of(9, &game, false, ply);
            let r = reviewed(&req);
            assert_eq!(
                (r.id, r.ply, r.error, r.table_seeds),
                (9, ply, None, Some(10))
            );
            positions.push(r.position.unwrap().unpack().unwrap());
        }
        positions.sort_by_key(|p| p.ply);
        let mut analyser = Analyser::new(&game, REVIEW);
        let whole = analyser.run(&mut |_, _, _| true).unwrap();
        assert_eq!(
            Review::assemble(&game, REVIEW, Some(10), positions),
            whole,
            "the page assembles the same review as `wari review`"
        );
        assert_eq!(whole.thresholds, THRESHOLDS);
    }

    #[test]
    fn tables_are_built_once_with_progress_and_kept_for_the_next_game_of_the_rules() {
        let rules = Preset::Abapa.rules();
        let mut game = Game::new(rules);
        play_game_string(&mut game, "Cd").unwrap();
        let first = replies(&ReviewRequest::of(1, &game, false, 0));
        assert!(first.len() > 1, "progress first: {first:?}");
        assert!(first[..first.len() - 1]
            .iter()
            .all(|r| matches!(r, Reply::ReviewProgress { id: 1, .. })));
        let mut game = Game::new(rules);
        play_game_string(&mut game, "Ce").unwrap();
        let other_game = replies(&ReviewRequest::of(2, &game, false, 1));
        assert!(
            matches!(&other_game[..], [Reply::Reviewed(r)] if r.position.is_some()),
            "no tables built again: {other_game:?}"
        );
    }

    #[test]
    fn a_ply_past_the_end_or_bad_moves_are_refused() {
        let game = Game::new(Preset::Abapa.rules());
        let past = ReviewRequest::of(4, &game, false, 1);
        assert_eq!(reviewed(&past).error, Some(Refused::Moves));
        let bad = ReviewRequest {
            moves: "CC".into(),
            ply: 0,
            ..past
        };
        let r = reviewed(&bad);
        assert_eq!((r.error, r.position), (Some(Refused::Moves), None));
    }
}
