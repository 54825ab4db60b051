use super::*;
use wari_core::rules::{play_game_string, Preset};
use wari_engine::analysis::Analyser;
use wari_engine::protocol::{PackedPosition, ReviewReply};

fn game(moves: &str) -> Game {
    let mut g = Game::new(Preset::Abapa.rules());
    play_game_string(&mut g, moves).unwrap();
    g
}

/// The worker's answer to `req`, natively (the worker's module does the same: `crates/worker`).
fn answer(req: &ReviewRequest) -> ReviewReply {
    let game = req.game().unwrap();
    let mut analyser = Analyser::new(&game, REVIEW);
    ReviewReply {
        id: req.id,
        ply: req.ply,
        table_seeds: analyser.table_seeds(),
        position: Some(PackedPosition::pack(&analyser.position(req.ply))),
        error: None,
    }
}

/// Answers every request until the room asks no more; the plies asked, in order.
fn run(r: &mut Reviewer) -> Vec<usize> {
    let mut asked = Vec::new();
    while let Some(req) = r.next_request() {
        assert_eq!(r.next_request(), None, "one request at a time");
        asked.push(req.ply);
        r.reply(answer(&req));
    }
    asked
}

#[test]
fn a_game_is_analysed_position_by_position_into_the_review_wari_review_prints() {
    let g = game("CdEbFa");
    let mut r = Reviewer::default();
    r.open(&g);
    assert_eq!(r.progress(), Progress::Running { done: 0, total: 7 });
    assert_eq!(run(&mut r), vec![0, 1, 2, 3, 4, 5, 6]);
    assert_eq!(r.progress(), Progress::Done);
    let whole = Analyser::new(&g, REVIEW).run(&mut |_, _, _| true).unwrap();
    assert_eq!(r.finished(), Some(&whole));
    assert_eq!(r.moves(), whole.moves);
    assert_eq!(r.summary(), whole.summary);
    assert_eq!(
        r.summary().map(|s| s.moves),
        [3, 3],
        "South played C, E and F, North d, b and a"
    );
}

#[test]
fn moves_are_judged_only_once_the_position_after_them_is_known() {
    let g = game("CdEb");
    let mut r = Reviewer::default();
    r.open(&g);
    let req = r.next_request().unwrap();
    r.reply(answer(&req));
    assert_eq!(r.moves(), vec![], "move 1 waits for position 1");
    let req = r.next_request().unwrap();
    r.reply(answer(&req));
    assert_eq!(r.moves().len(), 1);
    assert_eq!(r.summary()[0].moves, 1);
    assert_eq!(r.progress(), Progress::Running { done: 2, total: 5 });
}

#[test]
fn a_game_reviewed_once_is_not_analysed_again_and_a_longer_one_keeps_what_it_shares() {
    let mut r = Reviewer::default();
    r.open(&game("CdEb"));
    run(&mut r);
    let first = r.finished().cloned().unwrap();
    r.close();
    // The same game, shown at another ply: nothing asked.
    let mut shown = game("CdEb");
    shown.goto(1);
    r.open(&shown);
    assert_eq!(r.next_request(), None);
    assert_eq!(r.finished(), Some(&first));
    // The game went on: positions 0..=3 are kept, the old last one (4) is asked again.
    r.close();
    r.open(&game("CdEbFa"));
    assert_eq!(run(&mut r), vec![4, 5, 6]);
    assert_eq!(r.positions()[..4], first.positions[..4]);
    // Another game from the start keeps nothing of its moves.
    r.close();
    r.open(&game("Fa"));
    assert_eq!(run(&mut r), vec![0, 1, 2]);
}

#[test]
fn cancel_drops_the_answer_on_its_way_and_resume_asks_again() {
    let mut r = Reviewer::default();
    r.open(&game("CdEb"));
    let req = r.next_request().unwrap();
    r.tables_progress(req.id, 1, 4);
    assert_eq!(r.progress(), Progress::Tables(25));
    r.cancel();
    r.reply(answer(&req));
    assert_eq!(r.progress(), Progress::Stopped { done: 0, total: 5 });
    assert_eq!(r.next_request(), None, "stopped: nothing asked");
    r.resume();
    let again = r.next_request().unwrap();
    assert_eq!(again.ply, 0);
    assert_ne!(again.id, req.id);
    // Closing stops too, and keeps what is known.
    r.reply(answer(&again));
    r.close();
    assert_eq!(r.next_request(), None);
    r.open(&game("CdEb"));
    assert_eq!(r.next_request().map(|q| q.ply), Some(1));
}

#[test]
fn a_refused_game_stops_the_analysis_and_says_which_part() {
    let mut r = Reviewer::default();
    r.open(&game("Cd"));
    let req = r.next_request().unwrap();
    r.reply(ReviewReply {
        id: req.id,
        ply: 0,
        table_seeds: None,
        position: None,
        error: Some(Refused::Moves),
    });
    assert_eq!(r.progress(), Progress::Refused(Refused::Moves));
    assert_eq!(r.next_request(), None);
}

#[test]
fn the_move_selected_is_shown_where_it_was_played_with_the_better_move() {
    let mut shown = game("CdEbFa");
    shown.goto(2);
    let mut r = Reviewer::default();
    r.open(&shown);
    // The board showed ply 2: the move played there (the third) is selected.
    assert_eq!((r.selected(), r.shown_ply()), (3, 2));
    assert_eq!(r.better(), None, "not analysed yet");
    run(&mut r);
    assert_eq!(r.better(), r.positions()[2].best.map(usize::from));
    assert_eq!(r.selected_move().map(|m| (m.ply, m.pit)), Some((2, 4)));
    r.step(10);
    assert_eq!(r.selected(), 6, "the last move");
    r.step(-10);
    assert_eq!(r.selected(), 1, "the first move");
    r.follow(3);
    assert_eq!(r.selected(), 4);
    assert_eq!(r.close(), 2, "the ply shown when it opened");
    assert!(r.follows(&game("CdEbFa")));
    assert!(!r.follows(&game("CdEb")));
}

#[test]
fn a_game_without_moves_selects_nothing() {
    let mut r = Reviewer::default();
    r.open(&game(""));
    assert_eq!((r.selected(), r.move_count()), (0, 0));
    r.step(1);
    assert_eq!(r.selected(), 0);
    assert_eq!(run(&mut r), vec![0]);
    assert_eq!(r.progress(), Progress::Done);
}
