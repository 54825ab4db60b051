//! Three rows (RULES.md L3): Wari along one loop through all `3 x pits` pits, each side one unbroken stretch of
//! `3/2 x pits` pits. Whole positions compared. On `numeros-3` (3 x 6) a position is written
//! `A-B-C-D-E-F-G-H-I-a-b-c-d-e-f-g-h-i-South store-North store-to move`: South's A..F along the bottom row
//! from the left, G, H, I in the middle row from its right end inwards; North's a..f along the top row from
//! North's left (seen from South: right to left), g, h, i in the middle row from the left end inwards.

mod common;

use common::{game_from, legal, play};
use wari_core::rules::{
    Chain, CycleRule, Ending, Feeding, GrandSlam, Player, Preset, Rules, RulesError,
};

#[test]
fn l3_numeros_3_is_wari_on_a_loop_of_nine_pits_a_side() {
    let r = Preset::NumerosThree.rules();
    assert_eq!(
        (r.rows(), r.pits(), r.pits_a_side(), r.board_len()),
        (3, 6, 9, 18)
    );
    assert_eq!((r.seeds(), r.total_seeds(), r.target()), (4, 72, 36));
    assert_eq!(r.capture_counts(), vec![2, 3]);
    assert_eq!(
        (r.chain(), r.grand_slam(), r.feeding(), r.cycle()),
        (
            Chain::Both,
            GrandSlam::Forbidden,
            Feeding::MustFeed,
            CycleRule::LastCapturer
        )
    );
    assert_eq!(
        r.to_string(),
        "rows=3 pits=6 seeds=4 captures=2,3 chain=both slam=forbidden feed=must target=36 cycle=last-capturer start=S end=no-capture"
    );
    assert!(r.no_capture_end(), "RULES.md: last-capturer + E5");
    assert_eq!(r.to_string().parse::<Rules>(), Ok(r));
}

#[test]
fn l3_pits_a_row_are_even_from_4_to_8() {
    for (pits, side) in [(4, 6), (6, 9), (8, 12)] {
        let r = Rules::builder().rows(3).pits(pits).build().unwrap();
        assert_eq!(r.pits_a_side(), side);
        assert_eq!(r.total_seeds(), 3 * pits * 4);
        assert_eq!(r.target(), 3 * pits * 2 + 1);
    }
    for pits in [2, 3, 5, 7, 9, 10] {
        assert_eq!(
            Rules::builder().rows(3).pits(pits).build(),
            Err(RulesError::RowPits { rows: 3, pits })
        );
    }
    assert_eq!("rows=5".parse::<Rules>(), Err(RulesError::Rows(5)));
}

#[test]
fn l3_s1_sowing_follows_the_loop_from_the_middle_row_to_the_top_row() {
    // I (South's last pit, the middle row's right half, inner end) sows on into a (the top row's right end),
    // not into i, its physical neighbour in the middle row.
    let (text, effect) = play(
        "numeros-3",
        "4-4-4-4-4-4-4-4-3-4-4-4-4-4-4-4-4-4-1-0-S",
        'I',
    );
    assert_eq!(text, "4-4-4-4-4-4-4-4-0-5-5-5-4-4-4-4-4-4-1-0-N");
    assert_eq!((effect.origin, effect.sown, effect.last), (8, 3, 11));
    // i (North's last pit, the middle row's left half, inner end) sows on into A (the bottom row's left end).
    assert_eq!(
        play(
            "numeros-3",
            "4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-2-2-0-N",
            'i'
        )
        .0,
        "5-5-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-0-2-0-S"
    );
}

#[test]
fn l3_c2_c3_the_chain_runs_across_the_row_turn_and_both_ways() {
    // South's I (7 seeds) sows a..g; g (the middle row's left end) becomes 2. Backwards the chain crosses the
    // row turn to f (the top row's left end, 3) and e (2), and stops at d (4); forwards it takes h (2) and i (3)
    // and stops at the end of North's stretch.
    let (text, effect) = play(
        "numeros-3",
        "4-4-4-4-4-4-4-4-7-3-3-3-3-1-2-1-2-3-6-6-S",
        'I',
    );
    assert_eq!(text, "4-4-4-4-4-4-4-4-0-4-4-4-4-0-0-0-0-0-18-6-N");
    assert_eq!(effect.captured, 12);
    assert_eq!(effect.captured_pits(), 0b11111 << 13);
}

#[test]
fn l3_c2_the_chain_stops_at_the_edge_of_the_opponents_stretch() {
    // H sows I and a; a becomes 2 and is captured. Backwards the loop goes on to I, South's own pit (now 2):
    // the chain stops there. Forwards it takes b (3) and stops at c (4).
    let (text, effect) = play(
        "numeros-3",
        "4-4-4-4-4-4-4-2-1-1-3-4-4-4-4-4-4-4-5-4-S",
        'H',
    );
    assert_eq!(text, "4-4-4-4-4-4-4-0-2-0-0-4-4-4-4-4-4-4-10-4-N");
    assert_eq!(effect.captured_pits(), (1 << 9) | (1 << 10));
    // North's last seed in A (2): the loop before A is North's own i, so the chain goes no further back, and
    // forwards it takes B (2).
    let (text, effect) = play(
        "numeros-3",
        "1-2-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-1-4-4-N",
        'i',
    );
    assert_eq!(text, "0-0-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-0-4-8-S");
    assert_eq!(effect.captured_pits(), 0b11);
}

#[test]
fn l3_s2_the_origin_is_skipped_once_a_move_reaches_3_x_pits_seeds() {
    // 18 seeds on 18 pits: one seed in each of the 17 others, the 18th in B (the origin is skipped).
    assert_eq!(
        play(
            "numeros-3",
            "18-2-2-2-2-2-2-2-2-3-3-3-3-3-3-3-3-3-6-5-S",
            'A'
        )
        .0,
        "0-4-3-3-3-3-3-3-3-4-4-4-4-4-4-4-4-4-6-5-N"
    );
    // 17 seeds only reach the pit before the origin.
    assert_eq!(
        play(
            "numeros-3",
            "17-2-2-2-2-2-2-2-2-3-3-3-3-3-3-3-3-3-7-5-S",
            'A'
        )
        .0,
        "0-3-3-3-3-3-3-3-3-4-4-4-4-4-4-4-4-4-7-5-N"
    );
}

#[test]
fn l3_g2_a_grand_slam_along_the_loop_is_forbidden() {
    // I (7 seeds) would bring a..g to 2 and capture all of North's seeds: forbidden while other moves exist.
    let before = "4-2-2-2-2-2-2-2-7-1-1-1-1-1-1-1-0-0-20-20-S";
    assert_eq!(legal("numeros-3", before), "ABCDEFGH");
    // Under G3 (custom rules) it captures them all.
    assert_eq!(
        play(
            "rows=3 pits=6 seeds=4 captures=2,3 chain=both slam=capture-all",
            before,
            'I'
        )
        .0,
        "4-2-2-2-2-2-2-2-0-0-0-0-0-0-0-0-0-0-34-20-N"
    );
}

#[test]
fn l3_f1_feeding_means_reaching_the_opponents_stretch_of_the_loop() {
    // North has no seeds: only F (4 seeds, reaching a) and I (reaching a) feed; G and H stay in South's stretch
    // although the middle row's halves touch.
    assert_eq!(
        legal("numeros-3", "1-0-0-0-0-4-1-1-1-0-0-0-0-0-0-0-0-0-32-32-S"),
        "FI"
    );
}

#[test]
fn l3_e2_target_36_ends_numeros_3() {
    // H captures a and b (5 seeds): South's store reaches 36; the seeds on the board are not counted.
    let before = "0-0-0-0-0-0-0-2-1-1-3-4-0-0-0-0-0-0-31-30-S";
    assert!(game_from("numeros-3", before, "").outcome().is_none());
    let g = game_from("numeros-3", before, "H");
    assert_eq!(
        g.position().to_string(),
        "0-0-0-0-0-0-0-0-2-0-0-4-0-0-0-0-0-0-36-30-N"
    );
    let out = g.outcome().expect("36 reached");
    assert_eq!(
        (out.ending, out.winner, out.score),
        (Ending::Target, Some(Player::South), [36, 30])
    );
}

/// The loop of L3 as RULES.md describes it, place by place (row 0 at the top, column from South's left): the
/// bottom row left to right, the middle row's right half right to left, the top row right to left, the middle
/// row's left half left to right.
fn l3_loop(pits: usize) -> Vec<(usize, usize)> {
    let half = pits / 2;
    let mut places: Vec<(usize, usize)> = (0..pits).map(|c| (2, c)).collect();
    places.extend((half..pits).rev().map(|c| (1, c)));
    places.extend((0..pits).rev().map(|c| (0, c)));
    places.extend((0..half).map(|c| (1, c)));
    places
}

#[test]
fn l3_loop_order_for_4_6_and_8_pits_a_row() {
    use wari_core::geometry::Layout;
    for pits in [4u16, 6, 8] {
        let r = Rules::builder().rows(3).pits(pits).build().unwrap();
        let layout = Layout::of(&r);
        let places: Vec<(usize, usize)> = (0..r.board_len())
            .map(|i| {
                let c = layout.cell(i);
                (c.row, c.col)
            })
            .collect();
        assert_eq!(places, l3_loop(pits as usize), "{pits} pits a row");
        // Each side is one stretch of the loop: South's first 3/2 x pits places, then North's.
        let side = r.pits_a_side() as usize;
        for i in 0..r.board_len() {
            let owner = if i < side {
                Player::South
            } else {
                Player::North
            };
            assert_eq!(layout.cell(i).owner, owner, "pit {i}");
        }
    }
}

/// E5 on `numeros-3` (RULES.md's table: "last-capturer + E5"), along the loop: South's I (the end of South's
/// stretch) brings a to 2 and captures it; D and e are left, one seed each, 10 pits apart on the loop of 18,
/// and each move brings one of them one pit on: neither can ever land on the other, so the game ends at once
/// and the last capturer (South) takes the 2 seeds left.
#[test]
fn l3_e5_a_capture_that_leaves_a_dead_loop_ends_the_game_and_the_last_capturer_takes_the_rest() {
    let before = "0-0-0-1-0-0-0-0-1-1-0-0-0-1-0-0-0-0-33-35-S";
    let game = game_from("numeros-3", before, "I");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-1-0-0-0-0-0-0-0-0-0-1-0-0-0-0-35-35-N"
    );
    let o = game.outcome().expect("E5 ends the game");
    assert_eq!(
        (o.ending, o.score, o.winner),
        (Ending::NoCapture, [37, 35], Some(Player::South))
    );
    // The same rules without E5: the game goes on.
    let plain = Preset::NumerosThree
        .rules()
        .to_string()
        .replace(" end=no-capture", "");
    assert!(game_from(&plain, before, "I").outcome().is_none());
}
