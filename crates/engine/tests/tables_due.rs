//! The endgame tables only when they can matter: the strongest level builds them once the game comes near the
//! seeds they cover (`Tables::due`), searches without them before that, and plays the same moves with the same
//! scores whichever way the tables came in (built ahead by `Ai::prepare`, read back from kept bytes, or built
//! by the search when first due).

use wari_core::rules::{Game, Preset};
use wari_engine::endgame::{Tables, DEFAULT_BUDGET};
use wari_engine::{Ai, Thought, LEVELS};

#[path = "common/setup.rs"]
mod setup;
use setup::{depth, game_at};

/// Abapa's default tables cover 12 seeds on the board: they are due from 24 seeds on (twice the reach), not
/// at the 48 seeds of the start; rules without tables (G4, capture-if-decisive) never want them.
#[test]
fn tables_are_due_from_twice_the_seeds_they_cover() {
    let abapa = Preset::Abapa.rules();
    assert_eq!(Tables::seeds_for_budget(&abapa, DEFAULT_BUDGET), 12);
    let due: Vec<u16> = (0..=48)
        .filter(|&s| Tables::due(&abapa, DEFAULT_BUDGET, s))
        .collect();
    assert_eq!(due, (0..=24).collect::<Vec<u16>>());
    assert!(!Tables::due(&abapa, 0, 3), "no budget, no tables");
    let g4 = Preset::HuWariWin.rules();
    assert!(!Tables::supported(&g4));
    assert!(!Tables::due(&g4, DEFAULT_BUDGET, 3));
}

/// At the start (48 seeds) the strongest level searches without tables and builds none; once the board holds
/// few enough seeds, its first search builds them.
#[test]
fn the_strongest_level_builds_its_tables_only_when_due() {
    let rules = Preset::Abapa.rules();
    let mut ai = Ai::new(rules);
    let start = Game::new(rules);
    let t = ai.think(&start, LEVELS, depth(6), 1, &mut |_| {});
    assert!(t.best.is_some());
    assert!(ai.tables().is_none(), "no tables at 48 seeds");
    // 2+1+3+0+2+1 / 0+2+1+3+1+4: 20 seeds on the board, 14 and 14 in the stores.
    let late = game_at(rules, "2-1-3-0-2-1-0-2-1-3-1-4-14-14-S");
    assert!(ai.tables_due(late.position()));
    ai.think(&late, LEVELS, depth(6), 1, &mut |_| {});
    assert_eq!(ai.tables().and_then(Tables::seeds), Some(12));
}

/// The strongest level's thought at `game`, searched `d` plies deep.
fn thought(ai: &mut Ai, game: &Game, d: u32) -> Thought {
    ai.think(game, LEVELS, depth(d), 3, &mut |_| {})
}

/// Level 6 with tables built ahead, read back from their bytes (the browser's storage), or built by its first
/// search: the same move and the same score at the same depth, in positions of 8 to 24 seeds where the search
/// probes them.
#[test]
fn level_6_plays_the_same_with_tables_built_or_read_back() {
    let rules = Preset::Abapa.rules();
    let mut built = Ai::new(rules);
    built.prepare(&mut |_, _| {});
    let bytes = built.tables().expect("built").to_bytes();
    let mut read = Ai::new(rules);
    read.install_tables(Tables::from_bytes(&rules, &bytes).expect("the bytes read back"));
    let mut lazy = Ai::new(rules);
    let positions = [
        "2-1-3-0-2-1-0-2-1-3-1-4-14-14-S",
        "0-3-0-1-1-2-1-0-2-0-0-0-19-19-N",
        "1-0-2-0-0-1-0-1-0-1-2-0-20-20-S",
        "3-2-2-1-3-2-1-2-2-1-3-2-12-12-N",
    ];
    for text in positions {
        let game = game_at(rules, text);
        let want = thought(&mut built, &game, 12);
        assert!(want.best.is_some(), "{text}");
        let got = [thought(&mut read, &game, 12), thought(&mut lazy, &game, 12)];
        for t in got {
            assert_eq!(
                (t.best, t.info.score, t.info.depth),
                (want.best, want.info.score, want.info.depth),
                "{text}"
            );
        }
    }
    assert_eq!(lazy.tables().map(Tables::to_bytes), Some(bytes));
}

/// The measure behind [`wari_engine::endgame::DUE_FACTOR`] (not in `cargo test`: `cargo test --release -p
/// wari-engine --test tables_due -- --ignored --nocapture`): in games of the strongest level against itself (a
/// 12-ply search each move, from openings of four random moves), how often the move chosen with the tables
/// differs from the move chosen without them, by the seeds on the board. Above the trigger the tables change
/// (almost) nothing; below it they do.
#[test]
#[ignore]
fn how_often_the_tables_change_the_move_by_seeds_on_the_board() {
    use std::collections::BTreeMap;
    use wari_engine::levels::Rng;
    let rules = Preset::Abapa.rules();
    let mut with = Ai::new(rules);
    with.prepare(&mut |_, _| {});
    let mut without = Ai::new(rules);
    without.set_table_budget(0);
    // Seeds on the board (in buckets of 4) -> (positions, moves that differ).
    let mut seen: BTreeMap<u16, (u32, u32)> = BTreeMap::new();
    let mut rng = Rng::new(11);
    for _ in 0..16 {
        let mut game = Game::new(rules);
        for _ in 0..4 {
            let legal = game.legal_moves();
            game.play(legal[rng.below(legal.len() as u64) as usize])
                .unwrap();
        }
        while game.outcome().is_none() && game.ply() < 160 {
            // Fresh transposition tables: only the endgame tables tell the two searches apart.
            with.new_game();
            without.new_game();
            let a = thought(&mut with, &game, 12);
            let b = thought(&mut without, &game, 12);
            let seeds = game.position().board_seeds();
            let e = seen.entry(seeds / 4 * 4).or_default();
            e.0 += 1;
            e.1 += u32::from(a.best != b.best);
            game.play(a.best.unwrap()).unwrap();
        }
    }
    for (seeds, (n, differ)) in seen.iter().rev() {
        println!(
            "{seeds:>2}-{:>2} seeds: {differ:>3} of {n:>4} moves differ",
            seeds + 3
        );
    }
}
