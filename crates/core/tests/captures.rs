//! Captures: C1 (the last pit), C2 (the backward chain), C3 (the two-way chain). Whole positions compared.
//! Positions are written `A-B-C-D-E-F-a-b-c-d-e-f-South store-North store-to move`.

mod common;

use common::{play, pos, rules};

#[test]
fn c1_last_seed_bringing_an_opponents_pit_to_two_captures_it() {
    let (text, effect) = play("abapa", "4-4-4-4-4-1-1-4-4-4-4-4-3-3-S", 'F');
    assert_eq!(text, "4-4-4-4-4-0-0-4-4-4-4-4-5-3-N");
    assert_eq!((effect.captured, effect.captured_pits()), (2, 1 << 6));
}

#[test]
fn c1_last_seed_bringing_an_opponents_pit_to_three_captures_it() {
    let (text, effect) = play("abapa", "4-4-4-4-4-1-2-4-4-4-4-4-3-2-S", 'F');
    assert_eq!(text, "4-4-4-4-4-0-0-4-4-4-4-4-6-2-N");
    assert_eq!(effect.captured, 3);
}

#[test]
fn c1_other_counts_capture_nothing() {
    // 3 -> 4
    let (text, effect) = play("abapa", "4-4-4-4-4-1-3-4-4-4-4-4-3-1-S", 'F');
    assert_eq!(text, "4-4-4-4-4-0-4-4-4-4-4-4-3-1-N");
    assert_eq!(effect.captured, 0);
    // 0 -> 1
    assert_eq!(
        play("abapa", "4-4-4-4-4-1-0-4-4-4-4-4-3-4-S", 'F').0,
        "4-4-4-4-4-0-1-4-4-4-4-4-3-4-N"
    );
}

#[test]
fn c1_the_last_seed_in_the_movers_own_pit_captures_nothing() {
    let (text, effect) = play("abapa", "4-4-4-1-1-4-4-4-4-4-4-4-3-3-S", 'D');
    assert_eq!(text, "4-4-4-0-2-4-4-4-4-4-4-4-3-3-N");
    assert_eq!(effect.captured, 0);
}

#[test]
fn c1_north_captures_on_souths_side_into_norths_store() {
    let (text, effect) = play("abapa", "2-4-4-4-4-4-4-4-4-4-4-1-3-2-N", 'f');
    assert_eq!(text, "0-4-4-4-4-4-4-4-4-4-4-0-3-5-S");
    assert_eq!(effect.captured_pits(), 1);
}

#[test]
fn c1_capture_counts_are_a_setting() {
    // With captures=1,4 a pit brought to 1 is captured, and one brought to 2 is not.
    let custom = "pits=6 seeds=4 captures=1,4";
    assert_eq!(
        play(custom, "4-4-4-4-4-1-0-4-4-4-4-4-3-4-S", 'F').0,
        "4-4-4-4-4-0-0-4-4-4-4-4-4-4-N"
    );
    assert_eq!(
        play(custom, "4-4-4-4-4-1-1-4-4-4-4-4-3-3-S", 'F').0,
        "4-4-4-4-4-0-2-4-4-4-4-4-3-3-N"
    );
}

#[test]
fn c2_backward_chain_takes_the_preceding_pits() {
    let r = rules("abapa");
    let p = pos(&r, "4-4-4-4-3-4-1-2-4-4-4-4-3-3-S");
    let report = p.explain(&r, 4).expect("E is legal");
    assert_eq!(report.captures, vec![(7, 3), (6, 2)]);
    assert_eq!(
        play("abapa", "4-4-4-4-3-4-1-2-4-4-4-4-3-3-S", 'E').0,
        "4-4-4-4-0-5-0-0-4-4-4-4-8-3-N"
    );
}

#[test]
fn c2_backward_chain_stops_at_first_failing_pit() {
    // D sows E F a b c: c 2->3 is captured, b 3->4 stops the chain, so a (1->2) stays.
    let (text, effect) = play("abapa", "4-4-4-5-4-4-1-3-2-4-4-4-3-2-S", 'D');
    assert_eq!(text, "4-4-4-0-5-5-2-4-0-4-4-4-6-2-N");
    assert_eq!(effect.captured_pits(), 1 << 8);
}

#[test]
fn c2_backward_chain_stops_at_the_end_of_the_opponents_row() {
    // D sows E F a: a is captured; F (2, the mover's own) is not.
    assert_eq!(
        play("abapa", "4-4-4-3-1-1-1-4-4-4-4-4-5-5-S", 'D').0,
        "4-4-4-0-2-2-0-4-4-4-4-4-7-5-N"
    );
}

#[test]
fn c2_norths_chain_runs_back_from_c_to_a_and_not_into_norths_f() {
    let r = rules("abapa");
    let p = pos(&r, "1-2-1-4-4-4-4-4-4-4-4-1-6-5-N");
    let report = p.explain(&r, 10).expect("e is legal");
    assert_eq!(report.captures, vec![(2, 2), (1, 3), (0, 2)]);
    assert_eq!(
        play("abapa", "1-2-1-4-4-4-4-4-4-4-4-1-6-5-N", 'e').0,
        "0-0-0-4-4-4-4-4-4-4-0-2-6-12-S"
    );
}

#[test]
fn c3_two_way_chain_takes_the_pits_after_the_last_one_too() {
    // numeros: F sows a b; b (3) and a (2) backwards, c (2) and d (3) forwards; e (4) stops it, f stays.
    let r = rules("numeros");
    let p = pos(&r, "4-4-4-4-4-2-1-2-2-3-4-2-6-6-S");
    let report = p.explain(&r, 5).expect("F is legal");
    assert_eq!(report.captures, vec![(7, 3), (6, 2), (8, 2), (9, 3)]);
    assert_eq!(
        play("numeros", "4-4-4-4-4-2-1-2-2-3-4-2-6-6-S", 'F').0,
        "4-4-4-4-4-0-0-0-0-0-4-2-16-6-N"
    );
}

#[test]
fn c3_forward_chain_is_not_played_with_a_backward_chain() {
    // The same move under abapa (C2 only) takes b and a.
    assert_eq!(
        play("abapa", "4-4-4-4-4-2-1-2-2-3-4-2-6-6-S", 'F').0,
        "4-4-4-4-4-0-0-0-2-3-4-2-11-6-N"
    );
}

#[test]
fn c3_forward_chain_stops_at_the_end_of_the_opponents_row() {
    // wari-72-pl: F sows a..e; e (2) is captured, then f (3) forwards; A is South's own.
    // Backwards, d (4) stops the chain.
    assert_eq!(
        play("wari-72-pl", "2-6-6-6-6-5-6-6-6-3-1-3-8-8-S", 'F').0,
        "2-6-6-6-6-0-7-7-7-4-0-0-13-8-N"
    );
}

#[test]
fn c3_no_forward_chain_without_a_capture_in_the_last_pit() {
    // numeros: b becomes 4, so nothing is captured, although c holds 2.
    assert_eq!(
        play("numeros", "4-4-4-4-4-2-1-3-2-3-4-2-6-5-S", 'F').0,
        "4-4-4-4-4-0-2-4-2-3-4-2-6-5-N"
    );
}

#[test]
fn c3_norths_two_way_chain_on_souths_side() {
    // numeros, North: e sows f A B; B (2) is captured, then A (3) backwards and C (2), D (3) forwards;
    // E (5) stops the chain.
    assert_eq!(
        play("numeros", "2-1-2-3-5-4-4-4-4-4-3-1-5-6-N", 'e').0,
        "0-0-0-0-5-4-4-4-4-4-0-2-5-16-S"
    );
}
