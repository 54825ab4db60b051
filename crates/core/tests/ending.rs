//! The end of the game: E1 (stuck), E2 (target), E3 (endless cycle, agreement) and E4 (the winner); E5 (no
//! capture possible) has its own file, tests/no_capture.rs.
//! Positions are written `A-B-C-D-E-F-a-b-c-d-e-f-South store-North store-to move`.
//!
//! `CYCLE` + `LOOP` is a forced game: each side has one seed and must move it; after 12 plies the start
//! position comes back (E3).

mod common;

use common::{game_from, rules};
use wari_core::rules::{Ending, Player};

const CYCLE: &str = "0-0-0-0-0-1-0-0-0-0-0-1-22-24-S";
const LOOP: &str = "FfAaBbCcDdEe";
/// The settings of `numeros` without E5 (`end=no-capture`, tests/no_capture.rs), whose endings E5 would cut short.
const NUMEROS_WITHOUT_E5: &str =
    "pits=6 seeds=4 captures=2,3 chain=both slam=forbidden feed=must target=24 cycle=last-capturer";

#[test]
fn e1_stuck_each_takes_the_seeds_on_their_side() {
    let game = game_from("abapa", "2-1-0-0-0-0-0-0-0-0-0-0-22-23-S", "");
    let outcome = game.outcome().expect("South cannot feed North");
    assert_eq!(outcome.ending, Ending::Stuck);
    assert_eq!(outcome.score, [25, 23]);
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.check(0), Err(wari_core::rules::IllegalMove::GameOver));
}

#[test]
fn e1_a_player_without_seeds_at_their_turn_is_stuck() {
    let outcome = game_from("hetproba", "0-1-0-4-0-1-0-0-0-0-0-0-20-22-N", "")
        .outcome()
        .expect("North has nothing to play");
    assert_eq!((outcome.ending, outcome.score), (Ending::Stuck, [26, 22]));
    assert_eq!(outcome.winner, Some(Player::South));
}

#[test]
fn e2_target_ends_the_game_and_board_seeds_are_not_counted() {
    let game = game_from("abapa", "4-4-4-4-4-1-1-1-0-0-0-0-23-2-S", "F");
    assert_eq!(
        game.position().to_string(),
        "4-4-4-4-4-0-0-1-0-0-0-0-25-2-N"
    );
    let outcome = game.outcome().expect("25 seeds");
    assert_eq!(outcome.ending, Ending::Target);
    assert_eq!(outcome.score, [25, 2]);
    assert_eq!(outcome.winner, Some(Player::South));
    assert!(game.legal_moves().is_empty());
}

#[test]
fn e2_numeros_ends_at_exactly_half() {
    let game = game_from("numeros", "4-4-4-4-4-1-1-1-0-0-0-0-22-3-S", "F");
    assert_eq!(
        game.position().to_string(),
        "4-4-4-4-4-0-0-1-0-0-0-0-24-3-N"
    );
    let outcome = game.outcome().expect("24 seeds");
    assert_eq!((outcome.ending, outcome.score), (Ending::Target, [24, 3]));
    // Under abapa 24 is not enough.
    assert!(game_from("abapa", "4-4-4-4-4-1-1-1-0-0-0-0-22-3-S", "F")
        .outcome()
        .is_none());
}

#[test]
fn e3_repetition_ends_game_side_owner() {
    let mut game = game_from("abapa", CYCLE, &LOOP[..11]);
    assert!(
        game.outcome().is_none(),
        "no repetition before the 12th ply"
    );
    assert!(!game.is_repetition());
    game.play(10).expect("e");
    assert_eq!(game.position().to_string(), CYCLE);
    assert!(game.is_repetition());
    let outcome = game.outcome().expect("the start position came back");
    assert_eq!(outcome.ending, Ending::Cycle);
    assert_eq!(outcome.score, [23, 25]);
    assert_eq!(outcome.winner, Some(Player::North));
    assert!(game.legal_moves().is_empty());
}

#[test]
fn e3_repetition_not_counted() {
    let game = game_from("pits=6 seeds=4 cycle=not-counted", CYCLE, LOOP);
    let outcome = game.outcome().expect("cycle");
    assert_eq!((outcome.ending, outcome.score), (Ending::Cycle, [22, 24]));
}

#[test]
fn e3_repetition_last_capturer_takes_the_board() {
    // numeros without E5: North's e captures A (2), then the forced cycle: the 2 seeds left go to North.
    let game = game_from(
        NUMEROS_WITHOUT_E5,
        "1-0-0-0-0-1-0-0-0-0-2-0-23-21-N",
        "eFfAaBbCcDdEe",
    );
    let outcome = game.outcome().expect("cycle");
    assert_eq!(game.last_capturer(), Some(Player::North));
    assert_eq!((outcome.ending, outcome.score), (Ending::Cycle, [23, 25]));
    assert_eq!(outcome.winner, Some(Player::North));
    // numeros itself ends right after the capture (E5: the two lone seeds can never capture each other), with
    // the same result.
    let game = game_from("numeros", "1-0-0-0-0-1-0-0-0-0-2-0-23-21-N", "e");
    let outcome = game.outcome().expect("no capture possible");
    assert_eq!(
        (outcome.ending, outcome.score),
        (Ending::NoCapture, [23, 25])
    );
}

#[test]
fn e3_repetition_last_capturer_nobody_captured_the_board_goes_to_nobody() {
    let game = game_from("pits=6 seeds=4 cycle=last-capturer", CYCLE, LOOP);
    assert_eq!(game.last_capturer(), None);
    let outcome = game.outcome().expect("cycle");
    assert_eq!((outcome.ending, outcome.score), (Ending::Cycle, [22, 24]));
}

#[test]
fn e3_agreement_ends_the_game_with_the_cycle_rule_and_can_be_undone() {
    let mut game = game_from("abapa", CYCLE, "Ff");
    assert!(game.end_by_agreement());
    let outcome = game.outcome().expect("agreed");
    assert_eq!(
        (outcome.ending, outcome.score),
        (Ending::Agreement, [23, 25])
    );
    assert!(game.legal_moves().is_empty());
    assert!(!game.end_by_agreement(), "already over");
    assert!(game.undo(), "undo takes back the agreement");
    assert!(game.outcome().is_none());
    assert_eq!(game.ply(), 2);
    let mut game = game_from("pits=6 seeds=4 cycle=not-counted", CYCLE, "Ff");
    game.end_by_agreement();
    assert_eq!(game.outcome().expect("agreed").score, [22, 24]);
}

#[test]
fn e3_plies_without_capture_are_counted_for_the_agreement_hint() {
    let mut game = game_from("abapa", CYCLE, "");
    assert!(!game.cycle_suspected());
    wari_core::rules::play_game_string(&mut game, &LOOP[..11]).expect("legal");
    assert_eq!(game.plies_without_capture(), 11);
    // The hint comes after twice as many plies as there are pits (24 here).
    assert!(!game.cycle_suspected());
    let game = game_from(NUMEROS_WITHOUT_E5, "1-0-0-0-0-1-0-0-0-0-2-0-23-21-N", "eFf");
    assert_eq!(game.plies_without_capture(), 2);
}

#[test]
fn e4_equal_totals_are_a_draw() {
    let game = game_from("abapa", "0-0-0-0-0-1-0-0-0-0-0-1-23-23-S", LOOP);
    let outcome = game.outcome().expect("cycle");
    assert_eq!((outcome.score, outcome.winner), ([24, 24], None));
    assert_eq!(outcome.result_text(), "1/2-1/2");
}

#[test]
fn e4_more_seeds_wins() {
    let game = common::game_at(rules("abapa"), "2-1-0-0-0-0-0-0-0-0-0-0-22-23-S");
    let outcome = game.outcome().expect("stuck");
    assert_eq!(outcome.winner, Some(Player::South));
    assert_eq!(outcome.result_text(), "1-0");
}

/// E3 defines a position by (pits, stores, player to move): the G5 extra-turn marker is not part of it. Here North's
/// grand slam `e` (ply 1) gives North an extra feeding turn at `0-0-0-0-0-0-1-0-0-0-0-1-22-24-N+`; twelve plies
/// later the same pits, stores and player to move come back as an ordinary turn, and the game ends (found by the
/// independent cross-check, xcheck/).
#[test]
fn e3_repetition_ignores_the_g5_extra_turn_marker() {
    let start = "1-0-0-0-0-0-1-0-0-0-2-0-22-22-N";
    let mut game = game_from("antigua", start, "e");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-0-0-0-1-0-0-0-0-1-22-24-N+"
    );
    wari_core::rules::play_game_string(&mut game, "fAaBbCcDdEeF").expect("the loop is legal");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-0-0-0-1-0-0-0-0-1-22-24-N"
    );
    assert!(game.is_repetition());
    let outcome = game.outcome().expect("the position of ply 1 came back");
    assert_eq!(outcome.ending, Ending::Cycle);
    assert_eq!(outcome.score, [22, 26]);
    assert_eq!(outcome.winner, Some(Player::North));
}
