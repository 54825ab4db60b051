//! Perft: move sequences of exactly D plies (a game that ends earlier counts 0).
//!
//! The expected values for `abapa` from the start were computed once by the naive implementation of
//! `common::naive` (a `Vec` board written straight from RULES.md). The test checks the fast engine
//! (`wari_core::rules::perft`, bulk counting over `Position::legal_mask`/`play_unchecked`) against these constants,
//! and against the naive implementation itself up to depths that run quickly in a debug build.

mod common;

use common::naive::{self, NPos, NRules};
use common::{pos, rules};
use wari_core::rules::{perft, perft_divide, perft_game, Game, Position, Preset, Rules};

/// abapa from the start, depths 1..=8.
const ABAPA: [u64; 8] = [6, 36, 190, 1014, 5219, 27332, 139157, 711414];

/// numeros-3 (L3, 3 x 6) from the start, depths 1..=8; depths 1..=5 also from xcheck/reference.py.
const NUMEROS_3: [u64; 8] = [9, 81, 658, 5364, 41408, 321638, 2430919, 18503481];

/// moruba (L4, 4 x 12) from the start, depths 1..=8 (`wari perft`); depths 1..=3 also from
/// xcheck/reference.py. The test checks depths 1..=6; depths 7 and 8 (two and 39 billion sequences, about a
/// minute of CPU in a release build) are checked by an ignored test:
/// `cargo test --release --test perft -- --ignored`.
const MORUBA: [u64; 8] = [
    24,
    552,
    12164,
    258498,
    5299520,
    105491720,
    2041848748,
    38612605792,
];

fn naive_perft(r: &Rules, p: &NPos, depth: u32) -> u64 {
    naive::perft(&NRules::of(r), &mut vec![p.clone()], depth)
}

#[test]
fn perft_abapa_depth_1_to_8_from_the_start() {
    let r = Preset::Abapa.rules();
    let start = Position::start(&r);
    for (d, &expected) in ABAPA.iter().enumerate() {
        assert_eq!(perft(&r, &start, d as u32 + 1), expected, "depth {}", d + 1);
    }
    assert_eq!(perft(&r, &start, 0), 1);
}

#[test]
fn perft_l3_numeros_3_depth_1_to_8_from_the_start() {
    let r = Preset::NumerosThree.rules();
    let start = Position::start(&r);
    for (d, &expected) in NUMEROS_3.iter().enumerate() {
        assert_eq!(perft(&r, &start, d as u32 + 1), expected, "depth {}", d + 1);
    }
}

#[test]
fn perft_l4_moruba_depth_1_to_6_from_the_start() {
    let r = Preset::Moruba.rules();
    let start = Position::start(&r);
    for (d, &expected) in MORUBA.iter().enumerate().take(6) {
        assert_eq!(perft(&r, &start, d as u32 + 1), expected, "depth {}", d + 1);
    }
}

#[test]
#[ignore = "about a minute of CPU in a release build"]
fn perft_l4_moruba_depth_7_and_8_from_the_start() {
    let r = Preset::Moruba.rules();
    let start = Position::start(&r);
    for d in 7..=8 {
        assert_eq!(perft(&r, &start, d), MORUBA[d as usize - 1], "depth {d}");
    }
}

#[test]
fn perft_abapa_constants_match_the_naive_implementation() {
    let r = Preset::Abapa.rules();
    let start = NPos::start(&NRules::of(&r));
    for (d, &expected) in ABAPA.iter().enumerate().take(6) {
        assert_eq!(
            naive_perft(&r, &start, d as u32 + 1),
            expected,
            "depth {}",
            d + 1
        );
    }
}

#[test]
fn perft_of_every_preset_matches_the_naive_implementation() {
    for p in Preset::ALL {
        let r = p.rules();
        let naive_start = NPos::start(&NRules::of(&r));
        // Moruba's 24 moves a side make depth 5 eight million naive games: depth 4 there.
        let deepest = if r.pits_a_side() > 12 { 4 } else { 5 };
        for d in 1..=deepest {
            assert_eq!(
                perft(&r, &Position::start(&r), d),
                naive_perft(&r, &naive_start, d),
                "{p} depth {d}"
            );
        }
    }
}

#[test]
fn perft_of_random_custom_rules_matches_the_naive_implementation() {
    let mut rng = common::Rng(7);
    for _ in 0..40 {
        let r = common::random_rules(&mut rng);
        let naive_start = NPos::start(&NRules::of(&r));
        let deepest = if r.pits_a_side() > 12 { 3 } else { 4 };
        for d in 1..=deepest {
            assert_eq!(
                perft(&r, &Position::start(&r), d),
                naive_perft(&r, &naive_start, d),
                "{r} depth {d}"
            );
        }
    }
}

#[test]
fn perft_counts_a_game_ending_exactly_at_the_last_ply_but_not_earlier() {
    // The forced cycle of tests/ending.rs: the start position comes back at ply 12 (E3).
    let r = rules("abapa");
    let cycle = pos(&r, "0-0-0-0-0-1-0-0-0-0-0-1-22-24-S");
    assert_eq!(perft(&r, &cycle, 12), 1);
    assert_eq!(perft(&r, &cycle, 13), 0);
    let naive_cycle = NPos {
        pits: vec![0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1],
        stores: [22, 24],
        turn: 0,
        feed: false,
    };
    assert_eq!(naive_perft(&r, &naive_cycle, 12), 1);
    assert_eq!(naive_perft(&r, &naive_cycle, 13), 0);
    // A target reached at the last ply counts; the game is then over.
    let target = pos(&r, "4-4-4-4-4-1-1-1-0-0-0-0-23-2-S");
    assert_eq!(perft(&r, &target, 1), 6);
    let mut g = Game::from_setup(r, &target.to_setup()).expect("a position of r");
    g.play(5).expect("F captures");
    assert_eq!(perft_game(&g, 1), 0);
}

#[test]
fn perft_of_a_game_counts_repetitions_of_its_history() {
    let r = rules("abapa");
    let mut g = common::game_at(r, "0-0-0-0-0-1-0-0-0-0-0-1-22-24-S");
    wari_core::rules::play_game_string(&mut g, "FfAaBb").expect("legal");
    // Six plies later the start comes back: sequences of 7 plies end early.
    assert_eq!(perft_game(&g, 6), 1);
    assert_eq!(perft_game(&g, 7), 0);
    // Without the history the same position does not know it is about to repeat.
    assert_eq!(perft(&r, g.position(), 7), 1);
}

#[test]
fn perft_divide_splits_by_first_move() {
    let g = Game::new(rules("abapa"));
    let divide = perft_divide(&g, 4);
    assert_eq!(divide.len(), 6);
    assert_eq!(divide.iter().map(|d| d.1).sum::<u64>(), ABAPA[3]);
    assert_eq!(
        divide.iter().map(|d| d.0).collect::<Vec<_>>(),
        vec![0, 1, 2, 3, 4, 5]
    );
}

/// `numeros` positions above the E5 seed bound with a move that captures more than the opponent's side held
/// (sowing into it first) and leaves a dead board of at most 12 seeds: South's F takes a and b (2 each) from
/// 16 seeds, of which North held 3, and leaves 12 that can never be captured; North's f does the same to South.
const CROSSING_THE_BOUND: [&str; 3] = [
    "4-2-3-1-1-2-1-1-0-0-0-1-15-17-S",
    "4-2-3-0-1-3-2-1-1-0-0-1-14-16-S",
    "1-1-0-0-0-1-3-4-1-2-1-2-15-17-N",
];

/// E5 under perft: from `numeros` endgames of 13 to 20 seeds on the board (the positions above and random
/// ones, most seeds on the side of the player to move), captures bring the board down to the seed bound within
/// a few plies, where E5 may end the game. The fast count agrees with the naive one.
#[test]
fn perft_of_numeros_endgames_crossing_the_e5_seed_bound_matches_the_naive_implementation() {
    let r = rules("numeros");
    let nr = NRules::of(&r);
    let naive_pos = |p: &Position| NPos {
        pits: p.pits().iter().map(|&c| c as u32).collect(),
        stores: [p.stores()[0] as u32, p.stores()[1] as u32],
        turn: p.to_move().index(),
        feed: false,
    };
    let mut starts: Vec<Position> = CROSSING_THE_BOUND.iter().map(|t| pos(&r, t)).collect();
    let mut rng = common::Rng(55);
    while starts.len() < 150 {
        let b = 13 + rng.below(8);
        let turn = rng.below(2);
        let mut pits = vec![0u32; 12];
        for _ in 0..b {
            let own_side = rng.below(4) > 0;
            pits[rng.below(6) + 6 * (own_side != (turn == 0)) as usize] += 1;
        }
        let rest = 48 - b as u32;
        let south = rest / 2 - rng.below(3) as u32;
        let text = NPos {
            pits,
            stores: [south, rest - south],
            turn,
            feed: false,
        }
        .text();
        if let Ok(p) = text.parse().map(|s| Position::from_setup(&r, &s)) {
            starts.extend(p);
        }
    }
    for p in &starts {
        for d in 1..=4 {
            assert_eq!(
                perft(&r, p, d),
                naive::perft(&nr, &mut vec![naive_pos(p)], d),
                "{p} depth {d}"
            );
        }
    }
    // South's F ends the game at once (E5): no sequence of 2 plies starts with it; the other moves go on.
    let g = common::game_at(r, CROSSING_THE_BOUND[0]);
    let divide = perft_divide(&g, 2);
    assert_eq!(divide.len(), 6);
    assert!(
        divide.iter().all(|&(m, n)| (n == 0) == (m == 5)),
        "{divide:?}"
    );
}
