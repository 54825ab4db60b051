//! The fast rules engine against the naive second implementation of `common::naive`, ply by ply, over random
//! games of every preset and of random custom rules: the same legal moves, the same whole position after each
//! move, the same captures and grand slams, the same end (E1-E4) with the same score.

mod common;

use common::naive::{NGame, NRules};
use common::{all_rules, Rng};
use wari::rules::{Ending, Game, Rules};

fn ending_id(e: Ending) -> &'static str {
    match e {
        Ending::Target => "target",
        Ending::Stuck => "stuck",
        Ending::Cycle => "cycle",
        Ending::Agreement => "agreement",
    }
}

/// Plays one random game in both implementations and compares them after every ply, for at most `max_plies`
/// plies; returns the plies played if the game ended.
fn compare_game(rules: &Rules, rng: &mut Rng, max_plies: usize) -> Option<usize> {
    let mut fast = Game::new(*rules);
    let mut slow = NGame::new(NRules::of(rules));
    for ply in 0..=max_plies {
        let moves = fast.game_string();
        let ctx = || format!("rules '{rules}', ply {ply}, game '{moves}'");
        assert_eq!(fast.position().to_string(), slow.pos().text(), "{}", ctx());
        let fast_outcome = fast.outcome();
        let slow_outcome = slow.outcome();
        match (&fast_outcome, &slow_outcome) {
            (None, None) => {}
            (Some(f), Some(s)) => {
                assert_eq!(ending_id(f.ending), s.reason, "{}", ctx());
                assert_eq!([f.score[0] as u32, f.score[1] as u32], s.score, "{}", ctx());
                assert_eq!(f.winner.map(|p| p.index()), s.winner, "{}", ctx());
                assert!(fast.legal_moves().is_empty(), "{}", ctx());
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
