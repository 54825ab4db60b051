//! Learn from your mistakes on games reviewed natively by the engine (`Analyser` at the review's budget).

use super::*;
use crate::features::game::state::tests::open;
use wari_core::rules::{play_game_string, Setup};
use wari_engine::analysis::{Analyser, Judgement, Thresholds, REVIEW};

/// C1, C2: South's F (3 seeds) and E (4 seeds) both end in North's c and capture c, b and a (2 + 3 + 2 = 7
/// seeds); A and B (one seed each) capture nothing.
const CAPTURE: &str = "1-1-0-0-4-3-1-2-1-4-4-4-13-10-S";

/// The game of `moves` from `start` under abapa, and its review.
fn reviewed(start: &str, moves: &str) -> (Game, Review) {
    let setup: Setup = start.parse().expect("a position");
    let mut game =
        Game::from_setup(wari_core::rules::Preset::Abapa.rules(), &setup).expect("abapa");
    play_game_string(&mut game, moves).expect("legal moves");
    let review = Analyser::new(&game, REVIEW)
        .run(&mut |_, _, _| true)
        .expect("not cancelled");
    (game, review)
}

/// The board of a page that plays abapa (South a person, North the computer), with the exercises of `review`
/// for South shown.
fn opened(game: &Game, review: &Review) -> (State, Retrying) {
    let mut board = open("?variant=abapa&lang=en&south=human&north=computer");
    let r = Retrying::new(game, review, vec![Player::South]);
    r.show(&mut board);
    (board, r)
}

const A: usize = 0;
const B: usize = 1;
const E: usize = 4;
const F: usize = 5;

#[test]
fn the_sides_people_played_are_the_learners_and_both_when_none_did() {
    let (h, c) = (Seat::Human, Seat::Computer(3));
    assert_eq!(learners([h, c]), [Player::South]);
    assert_eq!(learners([c, h]), [Player::North]);
    assert_eq!(learners([h, h]), [Player::South, Player::North]);
    assert_eq!(learners([c, c]), [Player::South, Player::North]);
}

/// South's A throws the capture of 7 away: one exercise, on the position before A, South to move at the
/// bottom; the hint is the capture. A again and B (which captures nothing either) are judged wrong and not
/// played; E, the review's best move, is right and played; F, which captures the same 7 seeds and is worth
/// as much within a seed, is accepted too.
#[test]
fn a_thrown_away_capture_is_an_exercise_whose_answer_is_the_better_move() {
    let (game, review) = reviewed(CAPTURE, "Ad");
    let (mut board, mut r) = opened(&game, &review);
    assert_eq!(r.exercises.len(), 1, "{:?}", review.moves);
    let e = &r.exercises[0];
    assert_eq!(
        (
            e.mistake.ply,
            e.mistake.mover,
            e.mistake.pit,
            e.mistake.best,
            e.mark
        ),
        (0, Player::South, A as u8, E as u8, Mark::Open)
    );
    assert_eq!(e.mistake.judgement, Judgement::Blunder);
    assert_eq!(e.clue, Clue::Capture { seeds: 7 });
    assert_eq!(e.position.right_moves(&THRESHOLDS), [E as u8, F as u8]);
    // The board shows the position before the mistake, with no move after it.
    assert_eq!(board.s.game.position().to_string(), CAPTURE);
    assert_eq!(board.s.game.game_string(), "");
    assert_eq!((board.s.seats, board.s.flip), ([Seat::Human; 2], false));

    assert_eq!(r.click(&mut board, A, 0.0, false), Clicked::Refused);
    assert_eq!(r.feedback, Some(Feedback::Same));
    let wrong = r.click(&mut board, B, 0.0, false);
    let cost = r.exercises[0].position.cost_of(B as u8).expect("legal");
    assert_eq!(
        (wrong, r.feedback),
        (
            Clicked::Refused,
            Some(Feedback::Wrong {
                pit: B as u8,
                seeds: Thresholds::seeds(cost)
            })
        )
    );
    assert!(Thresholds::seeds(cost) >= 2, "{cost}");
    // An empty pit: the game's refusal, in the status line.
    assert_eq!(r.click(&mut board, 2, 0.0, false), Clicked::Refused);
    assert!(matches!(board.note, Some(Note::Illegal { .. })));
    assert_eq!(board.s.game.position().to_string(), CAPTURE);
    assert_eq!(r.exercises[0].mark, Mark::Open);

    // Within the threshold: F, not the best move, is right.
    assert_eq!(r.click(&mut board, F, 0.0, false), Clicked::Played);
    assert_eq!(
        r.feedback,
        Some(Feedback::Right {
            pit: F as u8,
            best: false
        })
    );
    assert_eq!(board.s.game.game_string(), "F");
    assert_eq!(board.s.game.position().stores(), [20, 10]);
    assert!(r.done());
    // Done: the board waits for the next exercise.
    assert_eq!(r.click(&mut board, E, 0.0, false), Clicked::ComputerTurn);

    // Again: the best move is right too, and found counts once each.
    r.restart(&mut board);
    assert_eq!(board.s.game.position().to_string(), CAPTURE);
    r.again(&mut board);
    assert_eq!(r.click(&mut board, E, 0.0, false), Clicked::Played);
    assert_eq!(
        r.feedback,
        Some(Feedback::Right {
            pit: E as u8,
            best: true
        })
    );
    r.next(&mut board);
    assert!(r.finished());
    assert_eq!((r.found(), r.exercises.len()), (1, 1));
    // The end shows the whole game.
    assert_eq!(board.s.game.game_string(), "Ad");
}

/// The better move shown and an exercise skipped are not found; North's moves are no exercise of South's.
#[test]
fn shown_and_skipped_exercises_are_not_found() {
    let (game, review) = reviewed(CAPTURE, "Ad");
    let (mut board, mut r) = opened(&game, &review);
    r.show_answer(&mut board, 0.0, false);
    assert_eq!(
        (r.feedback, r.exercises[0].mark),
        (Some(Feedback::Shown), Mark::Shown)
    );
    assert_eq!(board.s.game.game_string(), "E");
    r.next(&mut board);
    assert_eq!((r.finished(), r.found()), (true, 0));
    r.again(&mut board);
    r.next(&mut board);
    assert_eq!(r.exercises[0].mark, Mark::Skipped);
    assert_eq!((r.finished(), r.found()), (true, 0));

    let north = Retrying::new(&game, &review, vec![Player::North]);
    assert!(north
        .exercises
        .iter()
        .all(|e| e.mistake.mover == Player::North));
}

/// A review of another game gives no exercise rather than positions that are not the game's.
#[test]
fn a_review_of_another_game_gives_no_exercise() {
    let (game, _) = reviewed(CAPTURE, "Ad");
    let (_, other) = reviewed(CAPTURE, "Bd");
    let r = Retrying::new(&game, &other, vec![Player::South]);
    assert!(r.exercises.is_empty() && r.finished() && r.done());
}

/// The game may show an earlier position (the review shows the move selected): its exercises are the whole
/// game's.
#[test]
fn the_exercises_are_the_whole_games_whatever_position_it_shows() {
    let (mut game, review) = reviewed(CAPTURE, "Ad");
    game.goto(1);
    let r = Retrying::new(&game, &review, vec![Player::South]);
    assert_eq!(
        (r.exercises.len(), r.game.game_string()),
        (1, "Ad".to_string())
    );
}
