//! Feeding: F1 (must feed an opponent without seeds; if no move does, the game ends) and F2 (no duty).
//! Positions are written `A-B-C-D-E-F-a-b-c-d-e-f-South store-North store-to move`.

mod common;

use common::{after, game_from, legal, pos, rules};
use wari_core::rules::{Ending, IllegalMove, Player};

#[test]
fn f1_must_feed_an_opponent_without_seeds() {
    // North is empty: A (to B) gives nothing; D (E F a b) and F (a) feed.
    let start = "1-0-0-4-0-1-0-0-0-0-0-0-20-22-S";
    assert_eq!(legal("abapa", start), "DF");
    let r = rules("abapa");
    assert_eq!(pos(&r, start).check_move(&r, 0), Err(IllegalMove::MustFeed));
    assert_eq!(
        IllegalMove::MustFeed.to_string(),
        "the opponent has no seeds: you must play a move that gives them some"
    );
    assert_eq!(
        after("abapa", start, 'F'),
        "1-0-0-4-0-0-1-0-0-0-0-0-20-22-N"
    );
}

#[test]
fn f1_feeding_is_only_required_when_the_opponent_is_empty() {
    assert_eq!(legal("abapa", "1-0-0-4-0-1-0-0-0-0-0-1-20-21-S"), "ADF");
}

#[test]
fn f1_no_move_feeds_the_game_ends_and_the_mover_takes_their_seeds() {
    let game = game_from("abapa", "2-1-0-0-0-0-0-0-0-0-0-0-22-23-S", "");
    assert!(game.legal_moves().is_empty());
    let outcome = game.outcome().expect("South cannot feed");
    assert_eq!(outcome.ending, Ending::Stuck);
    assert_eq!(outcome.score, [25, 23]);
    assert_eq!(outcome.winner, Some(Player::South));
}

#[test]
fn f1_a_move_that_gives_seeds_then_captures_them_all_does_not_feed() {
    // North is empty. F (17 seeds) puts two seeds in each of North's pits; under G3 its capture then takes them
    // all, leaving North nothing: it does not feed, and A does not either. South is stuck.
    let start = "1-0-0-0-0-17-0-0-0-0-0-0-15-15-S";
    assert_eq!(legal("hu-wari", start), "");
    let outcome = game_from("hu-wari", start, "").outcome().expect("stuck");
    assert_eq!((outcome.ending, outcome.score), (Ending::Stuck, [33, 15]));
    // Under G1 the same move captures nothing, so it feeds.
    assert_eq!(legal("abapa", start), "F");
    assert_eq!(
        after("abapa", start, 'F'),
        "2-1-1-1-1-0-2-2-2-2-2-2-15-15-N"
    );
}

#[test]
fn f2_no_feeding_any_move_is_legal_and_the_empty_player_is_stuck() {
    let start = "1-0-0-4-0-1-0-0-0-0-0-0-20-22-S";
    assert_eq!(legal("hetproba", start), "ADF");
    let game = game_from("hetproba", start, "A");
    assert_eq!(
        game.position().to_string(),
        "0-1-0-4-0-1-0-0-0-0-0-0-20-22-N"
    );
    let outcome = game.outcome().expect("North has no seeds at its turn");
    assert_eq!(outcome.ending, Ending::Stuck);
    assert_eq!(outcome.score, [26, 22]);
}

#[test]
fn f2_a_player_may_empty_their_own_side() {
    // North plays its last seed; South then need not feed (F2), while under F1 it must.
    let game = game_from("hetproba", "4-4-4-4-4-4-0-0-0-0-0-1-12-11-N", "f");
    assert_eq!(
        game.position().to_string(),
        "5-4-4-4-4-4-0-0-0-0-0-0-12-11-S"
    );
    assert_eq!(
        legal("hetproba", "5-4-4-4-4-4-0-0-0-0-0-0-12-11-S"),
        "ABCDEF"
    );
    assert_eq!(legal("abapa", "5-4-4-4-4-4-0-0-0-0-0-0-12-11-S"), "CDEF");
    let game = game_from("hetproba", "4-4-4-4-4-4-0-0-0-0-0-1-12-11-N", "fA");
    assert_eq!(
        game.position().to_string(),
        "0-5-5-5-5-5-0-0-0-0-0-0-12-11-N"
    );
    let outcome = game.outcome().expect("North is stuck");
    assert_eq!((outcome.ending, outcome.score), (Ending::Stuck, [37, 11]));
}
