//! Properties over random games of every preset and of random valid custom rules (seeded, reproducible), and
//! over random move choices with proptest: seeds are conserved, no count overflows, every game ends, undo and
//! redo restore the exact positions, and every notation round-trips.

mod common;

use common::{all_rules, total, Rng};
use proptest::prelude::*;
use wari_core::rules::{
    parse_game_string, perft, play_game_string, Game, GameRecord, Position, Preset, Rules, Setup,
};

/// A bound no game of a preset reaches in random play (they end by E1-E3 long before).
const PRESET_PLIES: usize = 3000;

/// Plays a random game (at most `max_plies`), checking the invariants after every move; returns it.
fn random_game(rules: &Rules, rng: &mut Rng, max_plies: usize) -> Game {
    let mut game = Game::new(*rules);
    let all = rules.total_seeds();
    while game.ply() < max_plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            assert!(
                game.is_over(),
                "no legal move but not over: {rules} {}",
                game.game_string()
            );
            break;
        }
        let before = *game.position();
        let m = rng.pick(&legal);
        let report = game.play(m).expect("legal");
        let after = *game.position();
        // Seeds are conserved; no pit or store holds more than all the seeds.
        assert_eq!(total(&after), all, "{rules} {}", game.game_string());
        assert!(after.pits()[..after.len()].iter().all(|&s| s as u16 <= all));
        assert!(after.pits()[after.len()..].iter().all(|&s| s == 0));
        // Stores never shrink; a capture adds to the mover's store exactly what it took.
        let mover = before.to_move().index();
        assert_eq!(
            after.stores()[mover] as u32,
            before.stores()[mover] as u32 + report.captured()
        );
        assert_eq!(after.stores()[1 - mover], before.stores()[1 - mover]);
        // Undo restores the exact position, redo the one after.
        assert!(game.undo());
        assert_eq!(*game.position(), before);
        assert!(game.redo());
        assert_eq!(*game.position(), after);
        // The position alone replays the same move.
        let mut again = before;
        again.play(rules, m).expect("legal again");
        assert_eq!(again, after);
    }
    game
}

/// Checks undo/redo/goto over the whole game and every notation round trip.
fn check_history_and_notation(game: &Game) {
    let rules = game.rules();
    let plies = game.ply();
    let positions: Vec<Position> = (0..=plies)
        .map(|k| *game.position_at(k).expect("ply"))
        .collect();
    let mut g = game.clone();
    for k in (0..plies).rev() {
        assert!(g.undo());
        assert_eq!(*g.position(), positions[k]);
    }
    assert!(!g.undo());
    for position in positions.iter().skip(1) {
        assert!(g.redo());
        assert_eq!(g.position(), position);
    }
    assert!(!g.redo());
    g.goto(plies / 2);
    assert_eq!(*g.position(), positions[plies / 2]);
    assert_eq!(g.all_moves(), game.moves());
    // The game string replays the game.
    let replay = parse_game_string(rules, &game.game_string()).expect("its own game string");
    assert_eq!(replay.position(), game.position());
    assert_eq!(replay.outcome(), game.outcome());
    // Every position text reads back as the same position.
    for p in &positions {
        let setup = p.to_string().parse::<Setup>().expect("own text");
        assert_eq!(Position::from_setup(rules, &setup), Ok(*p));
    }
    // The game record reads back as the same game.
    let text = GameRecord::new(game.clone()).to_string();
    let back = GameRecord::parse(&text).expect("own record");
    assert_eq!(back.game.rules(), rules);
    assert_eq!(back.game.moves(), game.moves());
    assert_eq!(back.game.outcome(), game.outcome());
    assert_eq!(back.to_string(), text);
    // The rules text reads back as the same rules.
    assert_eq!(rules.to_string().parse::<Rules>(), Ok(*rules));
}

#[test]
fn random_games_of_every_preset_keep_every_invariant_and_end() {
    let mut rng = Rng(11);
    for preset in Preset::ALL {
        for _ in 0..30 {
            let game = random_game(&preset.rules(), &mut rng, PRESET_PLIES);
            assert!(
                game.is_over(),
                "a random game of {preset} lasted {PRESET_PLIES} plies"
            );
            check_history_and_notation(&game);
        }
    }
}

#[test]
fn random_games_of_random_custom_rules_keep_every_invariant() {
    let mut rng = Rng(12);
    for rules in all_rules(200, 13).into_iter().skip(10) {
        for _ in 0..2 {
            // A game of rules where captures are rare can be very long (it still ends, by E3).
            let game = random_game(&rules, &mut rng, 800);
            check_history_and_notation(&game);
        }
    }
}

#[test]
fn every_game_ends_a_game_is_finite_even_without_captures() {
    // A capture of 6 needs all 6 seeds in one pit: the game nearly always ends by E1 or E3.
    let rules: Rules = "pits=3 seeds=1 captures=6".parse().expect("valid");
    let mut rng = Rng(5);
    for _ in 0..50 {
        let game = random_game(&rules, &mut rng, 10_000);
        assert!(game.is_over());
    }
}

#[test]
fn a_move_played_after_undo_replaces_the_redo_tail() {
    let mut game = parse_game_string(&Preset::Abapa.rules(), "CdFa").expect("legal");
    game.undo();
    game.undo();
    game.play(0).expect("A");
    assert_eq!(game.game_string(), "CdA");
    assert!(!game.can_redo());
    assert_eq!(game.all_moves(), &[2, 9, 0]);
}

fn arb_rules() -> impl Strategy<Value = Rules> {
    (0usize..Preset::ALL.len() + 1, any::<u64>()).prop_map(|(i, seed)| match Preset::ALL.get(i) {
        Some(p) => p.rules(),
        None => common::random_rules(&mut Rng(seed)),
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Any sequence of choices among the legal moves keeps the seeds and replays from its game string.
    #[test]
    fn prop_any_move_choices_keep_invariants(rules in arb_rules(), choices in prop::collection::vec(any::<u16>(), 0..300)) {
        let mut game = Game::new(rules);
        for c in choices {
            let legal = game.legal_moves();
            if legal.is_empty() {
                prop_assert!(game.is_over());
                break;
            }
            let before = *game.position();
            game.play(legal[c as usize % legal.len()]).expect("legal");
            prop_assert_eq!(total(game.position()), rules.total_seeds());
            prop_assert!(game.undo());
            prop_assert_eq!(*game.position(), before);
            prop_assert!(game.redo());
        }
        let mut replay = Game::new(rules);
        play_game_string(&mut replay, &game.game_string()).expect("own string");
        prop_assert_eq!(replay.position(), game.position());
    }

    /// perft 1 is the number of legal moves, and perft 2 the sum over them, from any reachable position.
    #[test]
    fn prop_perft_agrees_with_legal_moves(rules in arb_rules(), choices in prop::collection::vec(any::<u16>(), 0..40)) {
        let mut game = Game::new(rules);
        for c in choices {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            game.play(legal[c as usize % legal.len()]).expect("legal");
        }
        let p = *game.position();
        let legal = p.legal_moves(&rules);
        if !p.target_reached(&rules) {
            prop_assert_eq!(perft(&rules, &p, 1), legal.len() as u64);
            let two: u64 = legal.iter().map(|&m| {
                let mut q = p;
                q.play_unchecked(&rules, m);
                perft(&rules, &q, 1)
            }).sum();
            prop_assert_eq!(perft(&rules, &p, 2), two);
        }
    }
}
