//! Grand slams G1-G5: a move whose captures would leave the opponent without any seed.
//! Positions are written `A-B-C-D-E-F-a-b-c-d-e-f-South store-North store-to move`.
//! In `SLAM`, South's F sows a (1 -> 2) and b (2 -> 3): capturing both would take all of North's seeds.

mod common;

use common::{game_from, legal, play, pos, rules};
use wari_core::rules::{Ending, IllegalMove, Player};

const SLAM: &str = "3-3-3-3-3-2-1-2-0-0-0-0-14-14-S";

#[test]
fn g1_grand_slam_is_legal_and_captures_nothing() {
    assert_eq!(legal("abapa", SLAM), "ABCDEF");
    let (text, effect) = play("abapa", SLAM, 'F');
    assert_eq!(text, "3-3-3-3-3-0-2-3-0-0-0-0-14-14-N");
    assert!(effect.grand_slam && effect.grand_slam_uncaptured);
    assert_eq!((effect.captured, effect.captured_pits()), (0, 0));
    let report = pos(&rules("abapa"), SLAM)
        .explain(&rules("abapa"), 5)
        .expect("legal");
    assert!(report.captures.is_empty() && report.grand_slam && report.grand_slam_uncaptured);
}

#[test]
fn g1_a_capture_leaving_the_opponent_one_seed_is_not_a_grand_slam() {
    let (text, effect) = play("abapa", "3-3-3-3-3-2-1-2-0-0-0-1-13-14-S", 'F');
    assert_eq!(text, "3-3-3-3-3-0-0-0-0-0-0-1-18-14-N");
    assert!(!effect.grand_slam);
}

#[test]
fn g2_grand_slam_is_forbidden_while_another_move_is_legal() {
    // D (E F a) and E (F a b) are grand slams too with the two-way chain: a captured, then b forwards.
    assert_eq!(legal("numeros", SLAM), "ABC");
    let r = rules("numeros");
    let p = pos(&r, SLAM);
    assert_eq!(p.check_move(&r, 5), Err(IllegalMove::ForbiddenGrandSlam));
    assert_eq!(
        IllegalMove::ForbiddenGrandSlam.to_string(),
        "that move would capture all the opponent's seeds, which is not allowed"
    );
    let mut q = p;
    assert_eq!(q.play(&r, 5), Err(IllegalMove::ForbiddenGrandSlam));
    assert_eq!(q, p);
}

#[test]
fn g2_forbidden_unless_every_legal_move_is_a_grand_slam_then_played_as_g1() {
    // F is South's only move: it is played, capturing nothing.
    assert_eq!(legal("numeros", "0-0-0-0-0-2-1-2-0-0-0-0-20-23-S"), "F");
    let (text, effect) = play("numeros", "0-0-0-0-0-2-1-2-0-0-0-0-20-23-S", 'F');
    assert_eq!(text, "0-0-0-0-0-0-2-3-0-0-0-0-20-23-N");
    assert!(effect.grand_slam_uncaptured);
    // E and F are both grand slams: both legal, both capture nothing.
    assert_eq!(legal("numeros", "0-0-0-0-3-2-1-2-0-0-0-0-20-20-S"), "EF");
    assert_eq!(
        play("numeros", "0-0-0-0-3-2-1-2-0-0-0-0-20-20-S", 'E').0,
        "0-0-0-0-0-3-2-3-0-0-0-0-20-20-N"
    );
}

#[test]
fn g2_only_legal_moves_count_a_move_that_does_not_feed_does_not_forbid_a_grand_slam() {
    // North has no seeds. A does not feed (F1), so F, a grand slam (a lap of 17: a..f get 2 each and the last
    // seed in f would start a chain taking them all), is the only legal move and is played as G1.
    let start = "1-0-0-0-0-17-0-0-0-0-0-0-15-15-S";
    assert_eq!(legal("numeros", start), "F");
    let (text, effect) = play("numeros", start, 'F');
    assert_eq!(text, "2-1-1-1-1-0-2-2-2-2-2-2-15-15-N");
    assert!(effect.grand_slam_uncaptured);
}

#[test]
fn g3_grand_slam_captures_everything_and_the_opponent_is_stuck() {
    let (text, effect) = play("hu-wari", SLAM, 'F');
    assert_eq!(text, "3-3-3-3-3-0-0-0-0-0-0-0-19-14-N");
    assert!(effect.grand_slam && !effect.grand_slam_uncaptured);
    let game = game_from("hu-wari", SLAM, "F");
    let outcome = game.outcome().expect("North is stuck");
    assert_eq!(outcome.ending, Ending::Stuck);
    assert_eq!(outcome.score, [34, 14]);
    assert_eq!(outcome.winner, Some(Player::South));
}

#[test]
fn g4_capture_if_decisive_captures_when_the_mover_then_wins() {
    // After the capture North is stuck (E1): South 10 + 5 + 10 on its side = 25 > 23.
    let start = "3-3-3-0-1-2-1-2-0-0-0-0-10-23-S";
    assert_eq!(
        play("hu-wari-win", start, 'F').0,
        "3-3-3-0-1-0-0-0-0-0-0-0-15-23-N"
    );
    let outcome = game_from("hu-wari-win", start, "F")
        .outcome()
        .expect("over");
    assert_eq!(
        (outcome.ending, outcome.score, outcome.winner),
        (Ending::Stuck, [25, 23], Some(Player::South))
    );
}

#[test]
fn g4_capture_if_decisive_does_not_capture_for_a_draw() {
    // Capturing would end the game 24-24, a draw, not a win: the move is played as G1.
    let start = "3-3-3-0-0-2-1-2-0-0-0-0-10-24-S";
    let (text, effect) = play("hu-wari-win", start, 'F');
    assert_eq!(text, "3-3-3-0-0-0-2-3-0-0-0-0-10-24-N");
    assert!(effect.grand_slam_uncaptured);
    // Under G3 the same move captures and draws.
    assert_eq!(
        play("hu-wari", start, 'F').0,
        "3-3-3-0-0-0-0-0-0-0-0-0-15-24-N"
    );
    let outcome = game_from("hu-wari", start, "F").outcome().expect("over");
    assert_eq!((outcome.score, outcome.winner), ([24, 24], None));
}

#[test]
fn g4_capture_if_decisive_does_not_capture_for_a_loss() {
    // Target 30: capturing would end the game 20-28.
    let custom = "pits=6 seeds=4 slam=capture-if-decisive target=30";
    let (text, effect) = play(custom, "3-0-0-0-0-2-1-2-0-0-0-0-12-28-S", 'F');
    assert_eq!(text, "3-0-0-0-0-0-2-3-0-0-0-0-12-28-N");
    assert!(effect.grand_slam_uncaptured);
}

#[test]
fn g4_capture_if_decisive_captures_when_it_reaches_the_target() {
    let start = "0-0-0-0-0-2-1-2-0-0-0-0-20-23-S";
    assert_eq!(
        play("wari-pl", start, 'F').0,
        "0-0-0-0-0-0-0-0-0-0-0-0-25-23-N"
    );
    let outcome = game_from("wari-pl", start, "F").outcome().expect("over");
    assert_eq!((outcome.ending, outcome.score), (Ending::Target, [25, 23]));
}

#[test]
fn g5_capture_then_feed_gives_extra_turn() {
    let (text, effect) = play("antigua", SLAM, 'F');
    // South captures and moves again (`+`: a feeding extra turn).
    assert_eq!(text, "3-3-3-3-3-0-0-0-0-0-0-0-19-14-S+");
    assert!(effect.extra_turn && effect.grand_slam);
    // Only moves that give North seeds: D (E F a) and E (F a b).
    assert_eq!(legal("antigua", &text), "DE");
    assert_eq!(
        pos(&rules("antigua"), &text).check_move(&rules("antigua"), 0),
        Err(IllegalMove::MustFeed)
    );
    let game = game_from("antigua", SLAM, "FE");
    assert_eq!(
        game.position().to_string(),
        "3-3-3-3-0-1-1-1-0-0-0-0-19-14-N"
    );
    // B4: the extra turn shows as two capitals in a row.
    assert_eq!(game.game_string(), "FE");
    assert!(game.report_at(0).expect("first move").extra_turn);
    assert!(game.outcome().is_none());
}

#[test]
fn g5_no_feeding_move_after_the_grand_slam_ends_the_game() {
    // After the capture South has A and B (one seed each), which cannot reach North: stuck (E1), and South
    // takes the seeds on its side.
    let start = "1-1-0-0-0-2-1-2-0-0-0-0-18-23-S";
    assert_eq!(
        play("antigua", start, 'F').0,
        "1-1-0-0-0-0-0-0-0-0-0-0-23-23-S+"
    );
    let outcome = game_from("antigua", start, "F").outcome().expect("over");
    assert_eq!(
        (outcome.ending, outcome.score, outcome.winner),
        (Ending::Stuck, [25, 23], Some(Player::South))
    );
}

#[test]
fn g5_a_grand_slam_reaching_the_target_ends_the_game_at_once() {
    let game = game_from("antigua", "0-0-0-0-3-2-1-2-0-0-0-0-20-20-S", "F");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-0-3-0-0-0-0-0-0-0-25-20-S+"
    );
    let outcome = game.outcome().expect("over");
    assert_eq!((outcome.ending, outcome.score), (Ending::Target, [25, 20]));
    assert!(game.legal_moves().is_empty());
}
