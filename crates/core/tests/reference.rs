//! The fast rules engine against the naive second implementation of `common::naive`, ply by ply, over random
//! games of every preset and of random custom rules: the same legal moves, the same whole position after each
//! move, the same pits sown and captured, the same grand slams, the same end (E1-E5) with the same score.

mod common;

use common::naive::{NGame, NPos, NRules};
use common::{all_rules, Rng};
use wari_core::rules::{Game, Rules, Setup};

/// Plays one random game in both implementations and compares them after every ply, for at most `max_plies`
/// plies; returns the plies played if the game ended.
fn compare_game(rules: &Rules, rng: &mut Rng, max_plies: usize) -> Option<usize> {
    compare_game_from(rules, None, rng, max_plies, &mut Tally::default())
}

/// What the compared games went through, so a test can check that its random games reach every rule.
#[derive(Debug, Default)]
struct Tally {
    grand_slams: usize,
    extra_turns: usize,
    endings: std::collections::BTreeMap<&'static str, usize>,
}

/// Like [`compare_game`], from a given start position (pits, stores, South to move) if any.
fn compare_game_from(
    rules: &Rules,
    start: Option<(Vec<u32>, [u32; 2])>,
    rng: &mut Rng,
    max_plies: usize,
    tally: &mut Tally,
) -> Option<usize> {
    let mut fast = Game::new(*rules);
    let mut slow = NGame::new(NRules::of(rules));
    if let Some((pits, stores)) = start {
        let naive_start = NPos {
            pits,
            stores,
            turn: 0,
            feed: false,
        };
        let setup: Setup = naive_start.text().parse().expect("valid text");
        fast = Game::from_setup(*rules, &setup).expect("a position of the rules");
        slow.history = vec![naive_start];
    }
    for ply in 0..=max_plies {
        let moves = fast.game_string();
        let ctx = || format!("rules '{rules}', ply {ply}, game '{moves}'");
        assert_eq!(fast.position().to_string(), slow.pos().text(), "{}", ctx());
        let fast_outcome = fast.outcome();
        let slow_outcome = slow.outcome();
        match (&fast_outcome, &slow_outcome) {
            (None, None) => {}
            (Some(f), Some(s)) => {
                assert_eq!(f.ending.id(), s.reason, "{}", ctx());
                assert_eq!([f.score[0] as u32, f.score[1] as u32], s.score, "{}", ctx());
                assert_eq!(f.winner.map(|p| p.index()), s.winner, "{}", ctx());
                assert!(fast.legal_moves().is_empty(), "{}", ctx());
                *tally.endings.entry(s.reason).or_default() += 1;
                return Some(ply);
            }
            _ => panic!(
                "outcomes differ: fast {fast_outcome:?}, naive {slow_outcome:?}; {}",
                ctx()
            ),
        }
        let legal = fast.legal_moves();
        assert_eq!(legal, slow.pos().legal(&slow.rules), "{}", ctx());
        let m = rng.pick(&legal);
        let report = fast.play(m).expect("a legal move plays");
        let naive_move = slow.play(m);
        assert_eq!(report.captured(), naive_move.captured, "{}", ctx());
        let mut fast_pits: Vec<usize> = report.captures.iter().map(|c| c.0).collect();
        let mut slow_pits = naive_move.captured_pits.clone();
        fast_pits.sort_unstable();
        slow_pits.sort_unstable();
        assert_eq!(fast_pits, slow_pits, "{}", ctx());
        assert_eq!(report.grand_slam, naive_move.slam, "{}", ctx());
        tally.grand_slams += report.grand_slam as usize;
        tally.extra_turns += report.extra_turn as usize;
        assert_eq!(report.sown, naive_move.sown, "{}", ctx());
        assert_eq!(fast.last_report().as_ref(), Some(&report), "{}", ctx());
    }
    None
}

#[test]
fn random_games_of_every_preset_match_the_naive_implementation() {
    let mut rng = Rng(1);
    for rules in all_rules(0, 0) {
        for _ in 0..40 {
            let plies = compare_game(&rules, &mut rng, 3000);
            assert!(
                plies.is_some(),
                "a random game of {rules} lasted 3000 plies"
            );
        }
    }
}

#[test]
fn random_games_of_random_custom_rules_match_the_naive_implementation() {
    let mut rng = Rng(2);
    for rules in all_rules(300, 3).into_iter().skip(10) {
        for _ in 0..3 {
            // Rules where captures are rare can make very long (finite, E3) games: stop comparing at 600 plies.
            compare_game(&rules, &mut rng, 600);
        }
    }
}

/// A random position of `rules`: few seeds on the board (where feeding, grand slams and the end of the game
/// happen), the rest in the stores, neither store at the target (seeds that do not fit go to the board).
fn random_endgame(rules: &Rules, rng: &mut Rng) -> (Vec<u32>, [u32; 2]) {
    let total = rules.total_seeds() as u32;
    let target = rules.target() as u32;
    let len = rules.board_len();
    let wanted = (1 + rng.below(len + 4) as u32).min(total);
    let rest = total - wanted;
    let south = (rng.below(rest as usize + 1) as u32).min(target - 1);
    let north = (rest - south).min(target - 1);
    let on_board = total - south - north;
    let mut pits = vec![0u32; len];
    for _ in 0..on_board {
        pits[rng.below(len)] += 1;
    }
    (pits, [south, north])
}

#[test]
fn random_endgames_of_every_preset_and_custom_rules_match_the_naive_implementation() {
    let mut rng = Rng(4);
    let mut tally = Tally::default();
    for rules in all_rules(100, 5) {
        for _ in 0..30 {
            let start = random_endgame(&rules, &mut rng);
            compare_game_from(&rules, Some(start), &mut rng, 400, &mut tally);
        }
    }
    // The games went through grand slams (G1-G5), G5 extra turns and every kind of end.
    assert!(tally.grand_slams > 50 && tally.extra_turns > 5, "{tally:?}");
    for reason in ["target", "stuck", "cycle", "no-capture"] {
        assert!(
            tally.endings.get(reason).copied().unwrap_or(0) > 5,
            "{tally:?}"
        );
    }
}
