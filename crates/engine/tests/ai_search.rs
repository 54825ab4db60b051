//! The computer opponent plays legal, sensible and reproducible moves under every preset.

use wari_core::rules::{Game, Preset, Rules};
use wari_engine::{Ai, Limits, Verdict, LEVELS};

#[path = "common/setup.rs"]
mod setup;
use setup::{depth, game_at};

/// A player whose tables stay small, so that debug-mode tests build them quickly.
fn small_ai(rules: Rules) -> Ai {
    let mut ai = Ai::new(rules);
    ai.set_table_budget(20_000);
    ai
}

/// C1/C2: South's F sows a, b and c (2 -> 3 each): the chain takes 9 seeds and wins. D takes only 6
/// (a and b), C takes 3, the others nothing.
#[test]
fn finds_the_forced_capture() {
    let rules = Preset::Abapa.rules();
    let game = game_at(rules, "0-4-4-4-1-3-2-2-2-0-0-1-12-13-S");
    for level in 4..=LEVELS {
        for d in [1, 2, 5, 10] {
            let mut ai = small_ai(rules);
            let t = ai.think(&game, level, depth(d), 7, &mut |_| {});
            assert_eq!(t.best, Some(5), "level {level} depth {d}: {:?}", t.info);
        }
    }
}

/// North's f (3 seeds) threatens to sow A, B, C. Only South's C leaves no capture (A gives 5, B 3, F 6).
#[test]
fn avoids_giving_away_a_big_capture() {
    let rules = Preset::Abapa.rules();
    let game = game_at(rules, "1-1-1-0-0-5-0-0-0-0-0-3-18-19-S");
    for level in 3..=LEVELS {
        for d in [2, 4, 8] {
            let mut ai = small_ai(rules);
            let t = ai.think(&game, level, depth(d), 3, &mut |_| {});
            assert_eq!(t.best, Some(2), "level {level} depth {d}: {:?}", t.info);
        }
    }
}

/// S1, F1, F2, G2, G5: from random positions of every preset, every level answers a legal move.
#[test]
fn never_returns_an_illegal_move() {
    let mut state = 12345u64;
    let mut rand = move |n: usize| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 33) as usize) % n
    };
    for preset in Preset::ALL {
        let rules = preset.rules();
        let mut ai = small_ai(rules);
        for round in 0..6 {
            let mut game = Game::new(rules);
            let plies = rand(60);
            for _ in 0..plies {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[rand(moves.len())]).unwrap();
            }
            let level = 1 + (round as u8 % LEVELS);
            let t = ai.think(&game, level, depth(3), round, &mut |_| {});
            match t.best {
                Some(mv) => assert!(
                    game.check(mv).is_ok(),
                    "{preset}: level {level} played illegal {mv} in {}",
                    game.position()
                ),
                None => assert!(game.is_over(), "{preset}: no move in {}", game.position()),
            }
        }
    }
}

/// Whole games between two levels end (E1-E3) with only legal moves, under every preset.
#[test]
fn plays_whole_games_under_every_preset() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let mut ais = [small_ai(rules), small_ai(rules)];
        let mut game = Game::new(rules);
        let mut seed = 0;
        while !game.is_over() && game.ply() < 400 {
            let who = game.position().to_move().index();
            seed += 1;
            let level = [2, 4][who];
            let mv = ais[who]
                .think(&game, level, depth(2), seed, &mut |_| {})
                .best
                .expect("a move while the game goes on");
            game.play(mv).expect("a legal move");
        }
        assert!(game.is_over() || game.ply() == 400, "{preset}");
    }
}

/// The same seed gives the same choices; different seeds vary the weak levels' play.
#[test]
fn deterministic_for_a_fixed_seed() {
    let rules = Preset::Abapa.rules();
    let mut game = Game::new(rules);
    for mv in [2, 8, 4, 9] {
        game.play(mv).unwrap();
    }
    for level in 1..=LEVELS {
        let limits = if level >= 4 {
            depth(4)
        } else {
            Limits::default()
        };
        let runs: Vec<_> = (0..3)
            .map(|_| {
                let mut ai = small_ai(rules);
                (0..8u64)
                    .map(|seed| ai.think(&game, level, limits, seed, &mut |_| {}).best)
                    .collect::<Vec<_>>()
            })
            .collect();
        assert_eq!(runs[0], runs[1], "level {level}");
        assert_eq!(runs[0], runs[2], "level {level}");
    }
    let mut ai = Ai::new(rules);
    let choices: std::collections::BTreeSet<_> = (0..20u64)
        .map(|seed| {
            ai.think(&game, 1, Limits::default(), seed, &mut |_| {})
                .best
        })
        .collect();
    assert!(choices.len() >= 3, "level 1 should vary: {choices:?}");
}

/// A finished game has no move.
#[test]
fn no_move_when_the_game_is_over() {
    let rules = Preset::Abapa.rules();
    // E2: South's store holds the target.
    let game = game_at(rules, "1-1-1-0-0-5-0-0-0-0-0-3-25-12-N");
    assert!(game.is_over());
    let t = Ai::new(rules).think(&game, LEVELS, depth(3), 0, &mut |_| {});
    assert_eq!(t.best, None);
}

/// A player asked about a game of other rules adapts to them instead of failing.
#[test]
fn adapts_to_the_rules_of_the_game() {
    let mut ai = small_ai(Preset::Abapa.rules());
    let game = Game::new(Preset::Wari72.rules());
    let t = ai.think(&game, 4, depth(2), 0, &mut |_| {});
    assert!(game.check(t.best.expect("a move")).is_ok());
    assert_eq!(ai.rules(), &Preset::Wari72.rules());
}

/// E5: a position from which no capture can follow is the end of the game for the computer too.
#[test]
fn e5_no_move_when_no_capture_can_follow() {
    let rules = Preset::Numeros.rules();
    let game = game_at(rules, "0-0-2-0-1-0-0-0-0-0-0-1-22-22-N");
    assert!(game.is_over());
    for level in 1..=LEVELS {
        let t = small_ai(rules).think(&game, level, depth(3), 0, &mut |_| {});
        assert_eq!(t.best, None, "level {level}");
    }
}

/// E5 in the search, with and without endgame tables: South's F captures 2 and leaves two lone seeds that can
/// never be captured, so the game ends at once and the 2 seeds go to South, the last capturer: a win in one ply
/// (25 to 23), which the search sees as proven. (D instead lets the game go on.)
#[test]
fn e5_the_search_sees_the_end_when_no_capture_can_follow() {
    let rules = Preset::Numeros.rules();
    let game = game_at(rules, "0-0-0-1-0-1-1-1-0-0-0-0-21-23-S");
    for level in 4..=LEVELS {
        for d in [1, 4, 9] {
            let t = small_ai(rules).think(&game, level, depth(d), 1, &mut |_| {});
            assert_eq!(t.best, Some(5), "level {level} depth {d}: {:?}", t.info);
            assert_eq!(
                Verdict::of(t.info.score),
                Verdict::Win(1),
                "level {level} depth {d}"
            );
        }
    }
}
