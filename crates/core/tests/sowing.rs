//! B1-B3 and sowing (S1, S2). Positions are written `A-B-C-D-E-F-a-b-c-d-e-f-South store-North store-to move`.

mod common;

use common::{after, legal, play, pos, rules};
use wari_core::rules::{Game, IllegalMove, Player, Position, Preset};

#[test]
fn b1_start_position_has_seeds_in_every_pit_and_south_moves_first() {
    let start = Position::start(&rules("abapa"));
    assert_eq!(start.to_string(), "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S");
    assert_eq!(
        Position::start(&rules("wari-72")).to_string(),
        "6-6-6-6-6-6-6-6-6-6-6-6-0-0-S"
    );
    assert_eq!(
        Position::start(&rules("pits=4 seeds=3")).to_string(),
        "3-3-3-3-3-3-3-3-0-0-S"
    );
    assert_eq!(
        Position::start(&rules("pits=6 seeds=4 start=N")).to_string(),
        "4-4-4-4-4-4-4-4-4-4-4-4-0-0-N"
    );
    assert_eq!(legal("abapa", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"), "ABCDEF");
}

#[test]
fn b2_pit_indices_follow_the_sowing_order() {
    let p = Position::start(&rules("abapa"));
    assert_eq!(p.row(Player::South), 0..6);
    assert_eq!(p.row(Player::North), 6..12);
    assert_eq!(p.owner(5), Player::South);
    assert_eq!(p.owner(6), Player::North);
    // North's first pit `a` (index 6) follows South's last pit `F` (index 5) in the sowing.
    assert_eq!(
        after("abapa", "4-4-4-4-4-3-4-4-4-4-4-4-1-0-S", 'F'),
        "4-4-4-4-4-0-5-5-5-4-4-4-1-0-N"
    );
    assert_eq!(legal("abapa", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-N"), "abcdef");
}

#[test]
fn b3_stores_are_never_sown_into() {
    // North sows from f over the end of the board: the seeds go to A, B, C, not to a store.
    assert_eq!(
        after("abapa", "4-4-4-4-4-4-4-4-4-4-4-3-1-0-N", 'f'),
        "5-5-5-4-4-4-4-4-4-4-4-0-1-0-S"
    );
    // South sows from F over the end of its row: straight into North's a.
    assert_eq!(
        after("abapa", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", 'F'),
        "4-4-4-4-4-0-5-5-5-5-4-4-0-0-N"
    );
}

#[test]
fn s1_sows_every_seed_one_by_one_into_the_following_pits() {
    assert_eq!(
        after("abapa", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", 'C'),
        "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N"
    );
    let (text, effect) = play("abapa", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", 'C');
    assert_eq!(text, "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N");
    assert_eq!((effect.origin, effect.sown, effect.last), (2, 4, 6));
}

#[test]
fn s1_sowing_wraps_from_north_to_south() {
    assert_eq!(
        // six seeds from e: f, then A to E.
        after("abapa", "4-4-4-4-4-4-2-4-4-4-6-4-0-0-N", 'e'),
        "5-5-5-5-5-4-2-4-4-4-0-5-0-0-S"
    );
}

#[test]
fn s1_an_empty_pit_cannot_be_played() {
    let r = rules("abapa");
    let p = pos(&r, "0-4-4-4-4-4-4-4-4-4-4-4-4-0-S");
    assert_eq!(p.check_move(&r, 0), Err(IllegalMove::Empty));
    assert_eq!(legal("abapa", "0-4-4-4-4-4-4-4-4-4-4-4-4-0-S"), "BCDEF");
}

#[test]
fn s1_only_the_player_to_move_sows_from_their_own_pits() {
    let r = rules("abapa");
    let mut p = Position::start(&r);
    assert_eq!(p.play(&r, 6), Err(IllegalMove::NotYourPit));
    assert_eq!(p.play(&r, 12), Err(IllegalMove::NoSuchPit));
    assert_eq!(p, Position::start(&r), "a refused move changes nothing");
}

#[test]
fn s2_skips_origin_on_laps() {
    // 12 seeds from A: one seed in each of the 11 other pits, then the 12th skips A and falls in B.
    let (text, effect) = play("abapa", "12-0-0-0-0-0-2-2-2-2-2-2-12-12-S", 'A');
    assert_eq!(text, "0-2-1-1-1-1-3-3-3-3-3-3-12-12-N");
    assert_eq!(effect.last, 1);
}

#[test]
fn s2_a_lap_of_2n_minus_1_seeds_ends_in_the_pit_before_the_origin() {
    // 11 seeds from A end in f (3 seeds: captured with e, 2; d has 6 and stops the chain).
    let (text, effect) = play("abapa", "11-0-0-0-0-0-0-0-0-5-1-2-14-15-S", 'A');
    assert_eq!(text, "0-1-1-1-1-1-1-1-1-6-0-0-19-15-N");
    assert_eq!(effect.last, 11);
    assert_eq!(effect.captured, 5);
}

#[test]
fn s2_two_whole_laps_leave_the_origin_empty() {
    // 22 = 2 * 11 seeds from C: two in every other pit, the last in B.
    let (text, effect) = play("abapa", "0-0-22-0-0-0-0-0-0-0-0-0-13-13-S", 'C');
    assert_eq!(text, "2-2-0-2-2-2-2-2-2-2-2-2-13-13-N");
    assert_eq!(effect.last, 1);
    // 23 seeds: two laps and one more seed, in D.
    assert_eq!(
        after("abapa", "0-0-23-0-0-0-0-0-0-0-0-0-12-13-S", 'C'),
        "2-2-0-3-2-2-2-2-2-2-2-2-12-13-N"
    );
}

#[test]
fn s2_the_last_seed_of_a_lap_can_capture() {
    // 17 seeds from A: a lap of 11, then B..F and a get a second seed; a (0 -> 2) is captured.
    let (text, effect) = play("abapa", "17-0-0-0-0-0-0-1-1-1-1-1-15-11-S", 'A');
    assert_eq!(text, "0-2-2-2-2-2-0-2-2-2-2-2-17-11-N");
    assert_eq!(effect.captured_pits(), 1 << 6);
}

#[test]
fn s2_laps_on_a_small_board() {
    // 3 pits a side: 6 seeds from A = one lap of 5, the sixth skips A and lands in B.
    assert_eq!(
        after("pits=3 seeds=4 captures=2,3", "6-0-0-3-3-3-4-5-S", 'A'),
        "0-2-1-4-4-4-4-5-N"
    );
    // 10 pits a side: 40 seeds from j = two laps of 19 and two more seeds, in A and B, which North then
    // captures (3 and 3).
    assert_eq!(
        after(
            "pits=10 seeds=2",
            "0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-40-0-0-N",
            'j'
        ),
        "0-0-2-2-2-2-2-2-2-2-2-2-2-2-2-2-2-2-2-0-0-6-S"
    );
}

#[test]
fn s1_s2_seeds_are_conserved_and_the_move_is_recorded_in_the_game() {
    let mut g = Game::new(Preset::Abapa.rules());
    let report = g.play(2).expect("C is legal at the start");
    assert_eq!(report.sown, vec![3, 4, 5, 6]);
    assert_eq!(report.origin, 2);
    assert_eq!(report.player, Player::South);
    assert_eq!(g.position().to_string(), "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N");
    assert_eq!(g.game_string(), "C");
}

#[test]
fn s2_the_report_lists_each_seed_of_every_lap() {
    let r = rules("abapa");
    let p = pos(&r, "12-0-0-0-0-0-2-2-2-2-2-2-12-12-S");
    let report = p.explain(&r, 0).expect("A is legal");
    assert_eq!(report.sown, vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1]);
}
