//! The puzzle collection (`crates/core/src/puzzles/collection.txt`): every claim proved from its position alone, and the
//! verifier refusing claims that do not hold (so that "verified" means something).

use wari_core::proof::Prover;
use wari_core::puzzles::{collection, Goal, Puzzle};
use wari_core::rules::{Player, Preset, Setup};
use wari_engine::verify::{derive, verify, verify_all, TableBook, VerifyError};

fn puzzle(preset: Preset, position: &str, goal: Goal, line: &[usize]) -> Puzzle {
    Puzzle {
        id: "test".into(),
        variant: preset.id().into(),
        rules: preset.rules(),
        setup: position.parse().unwrap(),
        goal,
        line: line.to_vec(),
        stars: 1,
    }
}

#[test]
fn every_puzzle_of_the_collection_is_proved() {
    let all = collection();
    assert!(all.len() >= 40, "{} puzzles", all.len());
    for (id, result) in verify_all(all) {
        assert!(result.is_ok(), "{id}: {:?}", result.err());
    }
}

#[test]
fn the_collection_covers_several_presets_and_every_goal() {
    let all = collection();
    let presets: std::collections::BTreeSet<&str> =
        all.iter().map(|p| p.variant.as_str()).collect();
    for id in [
        "abapa",
        "hu-wari",
        "hu-wari-win",
        "hetproba",
        "numeros",
        "antigua",
        "wari-72",
        "adaua",
    ] {
        assert!(presets.contains(id), "no puzzle for {id}");
    }
    for kind in Goal::KINDS {
        let same = |g: Goal| std::mem::discriminant(&g) == std::mem::discriminant(&kind);
        assert!(all.iter().any(|p| same(p.goal)), "no {} puzzle", kind.id());
    }
    assert!(
        all.iter().all(|p| p.solver() == Player::South),
        "the solver sits at the bottom"
    );
}

#[test]
fn c1_best_capture_is_the_unique_largest_and_a_tie_is_refused() {
    // F (1 seed) makes 3 in a; D makes 2 in d.
    let p = puzzle(
        Preset::Abapa,
        "1-1-1-6-0-1-2-0-0-1-1-0-14-20-S",
        Goal::BestCapture,
        &[5],
    );
    assert_eq!(verify(&p, &mut TableBook::default()).unwrap().line, vec![5]);
    // The same claim for D is wrong: the derived line says F.
    let wrong = Puzzle { line: vec![3], ..p };
    assert_eq!(
        verify(&wrong, &mut TableBook::default()),
        Err(VerifyError::LineDiffers(vec![5]))
    );
    // E (2 seeds) and F (1 seed) both end in a and make 2: a tie, no unique best capture.
    let tie = puzzle(
        Preset::Abapa,
        "0-0-0-0-2-1-1-1-0-0-0-0-22-21-S",
        Goal::BestCapture,
        &[4],
    );
    assert!(matches!(
        verify(&tie, &mut TableBook::default()),
        Err(VerifyError::NotUnique(_))
    ));
}

#[test]
fn g1_a_grand_slam_captures_nothing_so_the_smaller_capture_is_best() {
    // F would take a and b, all of North's seeds: nothing under G1 (abapa); under G3 (hu-wari) it takes 5.
    let text = "0-0-0-1-2-2-2-1-0-0-0-0-20-20-S";
    let abapa = puzzle(Preset::Abapa, text, Goal::BestCapture, &[4]);
    assert!(verify(&abapa, &mut TableBook::default()).is_ok());
    let hu = puzzle(Preset::HuWari, text, Goal::BestCapture, &[4]);
    assert_eq!(
        verify(&hu, &mut TableBook::default()),
        Err(VerifyError::LineDiffers(vec![5]))
    );
    let slam = puzzle(Preset::HuWari, text, Goal::GrandSlam, &[5]);
    assert!(verify(&slam, &mut TableBook::default()).is_ok());
    let g1 = puzzle(Preset::Abapa, text, Goal::GrandSlam, &[5]);
    assert_eq!(
        verify(&g1, &mut TableBook::default()),
        Err(VerifyError::RulesDoNotFit)
    );
}

#[test]
fn e2_win_in_n_is_exactly_n_and_a_faster_win_is_refused() {
    let text = "0-2-1-4-2-2-1-0-0-0-0-2-22-12-S";
    let two = puzzle(Preset::Abapa, text, Goal::WinIn(2), &[5, 11, 4]);
    let v = verify(&two, &mut TableBook::default()).unwrap();
    assert!(v.nodes > 10);
    // "in 3" is not the claim: it wins in 2.
    let three = puzzle(Preset::Abapa, text, Goal::WinIn(3), &[5, 11, 4]);
    assert_eq!(
        verify(&three, &mut TableBook::default()),
        Err(VerifyError::Faster(2))
    );
    // No win in 1 here.
    assert_eq!(
        derive(
            Preset::Abapa.rules(),
            &text.parse().unwrap(),
            Goal::WinIn(1),
            &mut TableBook::default()
        ),
        Err(VerifyError::NoSolution)
    );
}

#[test]
fn win_in_lines_end_the_game_with_the_solver_ahead_after_the_best_defence() {
    for p in collection()
        .iter()
        .filter(|p| matches!(p.goal, Goal::WinIn(_)))
    {
        let Goal::WinIn(n) = p.goal else {
            unreachable!()
        };
        let mut game = p.game().unwrap();
        let mut used = 0;
        for &m in &p.line {
            if game.position().to_move() == p.solver() {
                used += 1;
            } else {
                // The line's reply is the best defence as the prover sees it.
                let left = n as u32 - used;
                assert_eq!(
                    Prover::new(p.solver()).best_defence(&mut game, left),
                    Some(m),
                    "{}",
                    p.id
                );
            }
            game.play(m).unwrap();
        }
        let outcome = game
            .outcome()
            .unwrap_or_else(|| panic!("{}: not over", p.id));
        assert_eq!(outcome.winner, Some(p.solver()), "{}", p.id);
    }
}

#[test]
fn f1_feeding_puzzles_give_no_capture_and_the_others_do() {
    for p in collection()
        .iter()
        .filter(|p| p.goal == Goal::FeedAndKeepLead)
    {
        let game = p.game().unwrap();
        let pos = game.position();
        assert_eq!(pos.side_seeds(Player::North), 0, "{}", p.id);
        for m in game.legal_moves() {
            let mut g = game.clone();
            g.play(m).unwrap();
            let reply_captures = g
                .legal_moves()
                .iter()
                .map(|&r| g.position().explain(g.rules(), r).unwrap().captured())
                .max()
                .unwrap_or(0);
            assert_eq!(
                reply_captures == 0,
                m == p.first_move(),
                "{} move {m}",
                p.id
            );
        }
    }
}

#[test]
fn g5_slam_then_feed_plays_twice() {
    for p in collection().iter().filter(|p| p.goal == Goal::SlamThenFeed) {
        let mut game = p.game().unwrap();
        let r = game.play(p.line[0]).unwrap();
        assert!(r.grand_slam && r.extra_turn && r.captured() > 0, "{}", p.id);
        assert_eq!(
            game.position().to_move(),
            p.solver(),
            "{}: the extra turn (G5)",
            p.id
        );
        game.play(p.line[1]).unwrap();
        assert!(
            game.position().side_seeds(Player::North) > 0,
            "{}: fed",
            p.id
        );
    }
}

#[test]
fn only_move_puzzles_need_tables_and_refuse_rules_without() {
    // G4 has no endgame tables: the claim cannot be proved.
    let p = puzzle(
        Preset::HuWariWin,
        "2-0-1-1-0-1-1-0-0-0-0-1-19-22-S",
        Goal::OnlyMoveNotLosing,
        &[0],
    );
    assert_eq!(
        verify(&p, &mut TableBook::default()),
        Err(VerifyError::RulesDoNotFit)
    );
    let abapa = Puzzle {
        rules: Preset::Abapa.rules(),
        ..p
    };
    assert!(verify(&abapa, &mut TableBook::default()).is_ok());
}

#[test]
fn a_finished_or_impossible_position_is_no_puzzle() {
    let mut book = TableBook::default();
    let over: Setup = "0-0-0-0-0-1-2-0-0-0-1-0-25-19-S".parse().unwrap();
    assert_eq!(
        derive(Preset::Abapa.rules(), &over, Goal::BestCapture, &mut book),
        Err(VerifyError::GameOver)
    );
    let short: Setup = "0-0-0-0-0-1-2-0-0-0-1-0-20-19-S".parse().unwrap();
    assert!(matches!(
        derive(Preset::Abapa.rules(), &short, Goal::BestCapture, &mut book),
        Err(VerifyError::Setup(_))
    ));
}
