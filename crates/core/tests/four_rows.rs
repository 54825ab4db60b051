//! Four rows (RULES.md L4, L4-C): each player sows only around their own two rows and captures the opponent's
//! facing inner pit with the outer pit behind it. Whole positions compared.
//!
//! Most tests use `rows=4 pits=4 seeds=4` (64 seeds, target 33), written
//! `A-B-C-D-E-F-G-H-a-b-c-d-e-f-g-h-South store-North store-to move`. Seen from South, the board is:
//! ```text
//!   d  c  b  a     North's outer row (a.. from North's left)
//!   e  f  g  h     North's inner row
//!   H  G  F  E     South's inner row
//!   A  B  C  D     South's outer row (A.. from South's left)
//! ```
//! So E faces h with a behind it, F faces g (b), G faces f (c), H faces e (d).

mod common;

use common::{game_from, legal, play};
use wari_core::rules::{
    Chain, CycleRule, Ending, Feeding, GrandSlam, Player, Preset, Rules, RulesError,
};

const SMALL: &str = "rows=4 pits=4 seeds=4";

#[test]
fn l4_moruba_is_four_rows_of_twelve_with_24_pits_a_side() {
    let r = Preset::Moruba.rules();
    assert_eq!(
        (r.rows(), r.pits(), r.pits_a_side(), r.board_len()),
        (4, 12, 24, 48)
    );
    assert_eq!((r.seeds(), r.total_seeds(), r.target()), (4, 192, 97));
    assert_eq!(r.cycle(), CycleRule::SideOwner);
    assert!(r.own_loops());
    assert_eq!(
        r.to_string(),
        "rows=4 pits=12 seeds=4 target=97 cycle=side-owner start=S"
    );
    assert_eq!("moruba".parse::<Rules>(), Ok(r));
    assert_eq!(r.to_string().parse::<Rules>(), Ok(r));
    // Letters run A..X and a..x: X (South's inner row, left end) sows A and on along the outer row.
    let g = wari_core::rules::parse_game_string(&r, "Xx").unwrap();
    assert_eq!(
        g.position().to_string(),
        format!(
            "5-5-5-5-{fours}-0-5-5-5-5-{fours}-0-0-0-S",
            fours = ["4"; 19].join("-")
        )
    );
}

#[test]
fn l4_pits_a_row_are_4_to_12_and_one_loop_settings_are_refused() {
    assert_eq!(
        Rules::builder()
            .rows(4)
            .pits(4)
            .build()
            .map(|r| r.pits_a_side()),
        Ok(8)
    );
    for pits in [3, 13] {
        assert_eq!(
            Rules::builder().rows(4).pits(pits).build(),
            Err(RulesError::RowPits { rows: 4, pits })
        );
    }
    for (text, key) in [
        ("rows=4 captures=2,3", "captures"),
        ("rows=4 chain=both", "chain"),
        ("rows=4 slam=capture-all", "slam"),
        ("rows=4 feed=none", "feed"),
    ] {
        assert_eq!(
            text.parse::<Rules>(),
            Err(RulesError::NotOnFourRows { key: key.into() }),
            "{text}"
        );
    }
    assert_eq!(
        Rules::builder().rows(4).chain(Chain::Both).build(),
        Err(RulesError::NotOnFourRows {
            key: "chain".into()
        })
    );
    // 4 x 12 pits of 5 seeds would be 240 seeds: more than a board holds.
    assert_eq!(
        "rows=4 pits=12 seeds=5".parse::<Rules>(),
        Err(RulesError::TooManySeeds(240))
    );
    let r: Rules = SMALL.parse().unwrap();
    assert_eq!(
        (r.grand_slam(), r.feeding(), r.capture_counts()),
        (GrandSlam::NoCapture, Feeding::NoFeeding, vec![])
    );
}

#[test]
fn l4_s1_sowing_goes_around_ones_own_loop_only() {
    // D (6 seeds) sows E, F, G, H (the inner row, right to left), then A and B: never into North's rows. The
    // last seed lands in B, an outer pit: no capture.
    let (text, effect) = play(SMALL, "4-4-4-6-4-4-4-4-2-4-4-4-4-4-4-4-0-0-S", 'D');
    assert_eq!(text, "5-5-4-0-5-5-5-5-2-4-4-4-4-4-4-4-0-0-N");
    assert_eq!(
        (effect.origin, effect.sown, effect.last, effect.captured),
        (3, 6, 1, 0)
    );
    // North's h (the inner row's end, seen from South on the right) sows on into a, North's outer row.
    assert_eq!(
        play(SMALL, "4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-2-1-1-N", 'h').0,
        "4-4-4-4-4-4-4-4-5-5-4-4-4-4-4-0-1-1-S"
    );
}

#[test]
fn l4_s2_the_origin_is_skipped_once_a_move_reaches_2_x_pits_seeds() {
    // A (9 seeds) on a loop of 8: one seed in each of the 7 others, then B and C again; A stays empty.
    assert_eq!(
        play(SMALL, "9-1-1-1-1-1-1-1-4-4-4-4-4-4-4-4-8-8-S", 'A').0,
        "0-3-3-2-2-2-2-2-4-4-4-4-4-4-4-4-8-8-N"
    );
}

#[test]
fn l4_c_the_last_seed_in_an_empty_inner_pit_captures_the_facing_pits() {
    // C (2) sows D and E; E was empty. It faces h (3) with a (5) behind it: 8 seeds to South.
    let (text, effect) = play(SMALL, "4-4-2-4-0-4-4-4-5-4-4-4-4-4-4-3-3-3-S", 'C');
    assert_eq!(text, "4-4-0-5-1-4-4-4-0-4-4-4-4-4-4-0-11-3-N");
    assert_eq!(
        (effect.captured, effect.captured_pits()),
        (8, (1 << 15) | (1 << 8))
    );
}

#[test]
fn l4_c_the_last_seed_in_a_non_empty_inner_pit_captures_too() {
    // D (4) sows E, F, G, H; H held 4. It faces e (4) with d (4) behind it.
    let (text, effect) = play(SMALL, "4-4-2-4-0-4-4-4-5-4-4-4-4-4-4-3-3-3-S", 'D');
    assert_eq!(text, "4-4-2-0-1-5-5-5-5-4-4-0-0-4-4-3-11-3-N");
    assert_eq!(effect.captured_pits(), (1 << 11) | (1 << 12));
}

#[test]
fn l4_c_the_outer_pit_is_taken_only_with_the_inner_one() {
    // E faces an empty h: a (8 seeds) behind it stays.
    let (text, effect) = play(SMALL, "4-4-2-4-0-4-4-4-8-4-4-4-4-4-4-0-3-3-S", 'C');
    assert_eq!(text, "4-4-0-5-1-4-4-4-8-4-4-4-4-4-4-0-3-3-N");
    assert_eq!(effect.captured, 0);
    // An empty outer pit behind a full inner one: the inner one alone.
    let (text, effect) = play(SMALL, "4-4-2-4-0-4-4-4-0-4-4-4-4-4-4-8-3-3-S", 'C');
    assert_eq!(text, "4-4-0-5-1-4-4-4-0-4-4-4-4-4-4-0-11-3-N");
    assert_eq!((effect.captured, effect.captured_pits()), (8, 1 << 15));
}

#[test]
fn l4_c_an_outer_row_landing_captures_nothing() {
    // A (1) sows B: outer row, whatever faces it.
    let (text, effect) = play(SMALL, "1-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-2-1-S", 'A');
    assert_eq!(text, "0-5-4-4-4-4-4-4-4-4-4-4-4-4-4-4-2-1-N");
    assert_eq!(effect.captured, 0);
}

#[test]
fn l4_c_north_captures_the_facing_pits_on_souths_side() {
    // North's f (2) sows g and h; h faces E (4) with D (4) behind it: 8 seeds to North.
    let (text, effect) = play(SMALL, "4-4-4-4-4-4-4-4-4-4-4-4-4-2-4-4-1-1-N", 'f');
    assert_eq!(text, "4-4-4-0-0-4-4-4-4-4-4-4-4-0-5-5-1-9-S");
    assert_eq!(effect.captured_pits(), (1 << 3) | (1 << 4));
}

#[test]
fn l4_every_non_empty_pit_of_ones_own_is_legal_no_feeding() {
    // North has no seeds; South need not feed (and cannot).
    assert_eq!(
        legal(SMALL, "1-0-3-0-0-0-0-2-0-0-0-0-0-0-0-0-30-28-S"),
        "ACH"
    );
}

#[test]
fn l4_e1_a_player_without_seeds_is_stuck_and_the_other_takes_their_side() {
    let g = game_from(SMALL, "0-0-0-0-0-0-0-0-1-0-0-0-0-3-0-0-30-30-S", "");
    let out = g.outcome().expect("South is stuck");
    assert_eq!(
        (out.ending, out.winner, out.score),
        (Ending::Stuck, Some(Player::North), [30, 34])
    );
}

#[test]
fn l4_e2_a_capture_reaching_the_target_ends_the_game() {
    // C captures h and a (8 seeds): 25 + 8 = 33, the target of 64 seeds.
    let before = "4-4-2-4-0-0-0-0-5-0-0-0-0-0-0-3-25-17-S";
    let g = game_from(SMALL, before, "C");
    assert_eq!(
        g.position().to_string(),
        "4-4-0-5-1-0-0-0-0-0-0-0-0-0-0-0-33-17-N"
    );
    let out = g.outcome().expect("33 reached");
    assert_eq!(
        (out.ending, out.winner, out.score),
        (Ending::Target, Some(Player::South), [33, 17])
    );
}

#[test]
fn l4_lone_seeds_chase_until_one_lands_facing_the_other() {
    // One seed each: each move steps it one pit on. Both inner rows run the other way (South's right to left,
    // North's left to right), so the seeds always meet: here South's seed reaches G when North's is on f.
    let g = game_from(
        SMALL,
        "1-0-0-0-0-0-0-0-1-0-0-0-0-0-0-0-31-31-S",
        "AaBbCcDdEeF",
    );
    assert_eq!(
        g.position().to_string(),
        "0-0-0-0-0-0-1-0-0-0-0-0-0-0-0-0-32-31-N"
    );
    let out = g.outcome().expect("North is stuck");
    assert_eq!(
        (out.ending, out.winner, out.score),
        (Ending::Stuck, Some(Player::South), [33, 31])
    );
}

#[test]
fn l4_e3_seeds_chasing_around_their_loops_end_by_repetition() {
    // South's two seeds and North's one go round their loops without ever facing each other; after 16 plies
    // the first position comes back: E3, side-owner (South 31 + 2, North 30 + 1).
    let start = "1-1-0-0-0-0-0-0-1-0-0-0-0-0-0-0-31-30-S";
    let mut g = game_from(SMALL, start, "AaBbCcDdEeFfGgH");
    assert!(g.outcome().is_none());
    wari_core::rules::play_game_string(&mut g, "h").unwrap();
    assert_eq!(g.position().to_string(), start);
    let out = g.outcome().expect("a repetition");
    assert_eq!(
        (out.ending, out.winner, out.score),
        (Ending::Cycle, Some(Player::South), [33, 31])
    );
}

#[test]
fn l4_each_players_loop_runs_outer_row_from_their_left_then_inner_row_from_their_right() {
    use wari_core::geometry::Layout;
    let r: Rules = SMALL.parse().unwrap();
    let layout = Layout::of(&r);
    let place = |letter: char| {
        let c = layout.cell(common::pit(&wari_core::rules::Position::start(&r), letter));
        (c.row, c.col)
    };
    // Row 0 is the top (North's outer row); columns from South's left.
    assert_eq!(
        "ABCDEFGH".chars().map(place).collect::<Vec<_>>(),
        [
            (3, 0),
            (3, 1),
            (3, 2),
            (3, 3),
            (2, 3),
            (2, 2),
            (2, 1),
            (2, 0)
        ]
    );
    assert_eq!(
        "abcdefgh".chars().map(place).collect::<Vec<_>>(),
        [
            (0, 3),
            (0, 2),
            (0, 1),
            (0, 0),
            (1, 0),
            (1, 1),
            (1, 2),
            (1, 3)
        ]
    );
    // L4-C's facing pits stand in the same column: E faces h with a behind it.
    let pos = wari_core::rules::Position::start(&r);
    let (inner, outer) = pos.facing_pits(4).unwrap();
    assert_eq!((inner, outer), (15, 8));
    assert_eq!([4, inner, outer].map(|i| layout.cell(i).col), [3, 3, 3]);
}
