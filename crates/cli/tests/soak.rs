//! The soak test (`wari soak`) with a small number of games, and the soak checks themselves: they accept what
//! the rules engine does and refuse a history that was tampered with.

#[allow(dead_code)]
#[path = "../src/soak.rs"]
mod soak;

use soak::Rng;
use std::collections::BTreeSet;
use std::process::{Command, Output};
use wari_core::rules::{
    CycleRule, Feeding, Game, GrandSlam, Player, Position, Preset, Rules, RulesError,
};

fn wari(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(args)
        .output()
        .expect("the wari binary runs")
}

/// 50 random games of each preset and 50 of random custom rules pass every check, and the summary has a row
/// for each.
#[test]
fn soak_every_variant_small() {
    let out = wari(&[
        "soak",
        "--games",
        "650",
        "--variant",
        "all",
        "--seed",
        "2024",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "soak failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let first = stdout.lines().next().unwrap_or_default();
    assert!(first.starts_with("soak: 650 games, "), "{first}");
    assert!(first.ends_with("seed 2024: all checks passed"), "{first}");
    for label in Preset::ALL.iter().map(|p| p.id()).chain(["custom"]) {
        let row = stdout
            .lines()
            .find(|l| l.split_whitespace().next() == Some(label))
            .unwrap_or_else(|| panic!("no summary row for {label}:\n{stdout}"));
        let games: u64 = row.split_whitespace().nth(1).unwrap().parse().unwrap();
        assert_eq!(games, 50, "{row}");
    }
}

/// The same seed plays the same games: the summary (without the time) is the same.
#[test]
fn soak_is_repeatable_with_a_seed() {
    let run = || {
        let out = wari(&["soak", "--games", "44", "--seed", "99"]);
        assert!(out.status.success());
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        lines[0] = lines[0].split(" plies").next().unwrap().to_string();
        lines
    };
    assert_eq!(run(), run());
}

/// A rules text as `--variant` plays those rules.
#[test]
fn soak_custom_rules_text() {
    let out = wari(&[
        "soak",
        "--games",
        "30",
        "--seed",
        "5",
        "--variant",
        "pits=3 seeds=2 captures=1,2 slam=capture-then-feed feed=none",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains(
        "rules: pits=3 seeds=2 captures=1,2 chain=back slam=capture-then-feed feed=none target=7"
    ));
}

/// Bad options are refused with a message saying what to write, and a non-zero exit.
#[test]
fn soak_refuses_bad_options() {
    for (args, says) in [
        (&["soak", "--games", "many"][..], "--games takes a number"),
        (&["soak", "--variant", "chess"], "unknown variant 'chess'"),
        (&["soak", "--variant", "pits=2"], "3 to 10 pits"),
        (&["soak", "--seed"], "--seed needs a value"),
        (&["soak", "--fast"], "unknown option '--fast'"),
    ] {
        let out = wari(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}

/// Random custom rules are always valid, cover every setting, and their rules text reads back.
#[test]
fn random_rules_are_valid_and_cover_every_setting() {
    let mut rng = Rng::new(11);
    let mut pits = BTreeSet::new();
    let mut rows = BTreeSet::new();
    let mut seeds = BTreeSet::new();
    let mut seen = BTreeSet::new();
    for _ in 0..3000 {
        let r = soak::random_rules(&mut rng).expect("rules text round trip");
        assert_eq!(r.to_builder().build(), Ok(r), "{r}");
        assert_eq!(r.to_string().parse::<Rules>(), Ok(r));
        pits.insert(r.pits());
        rows.insert(r.rows());
        seeds.insert(r.seeds());
        seen.insert(format!("{:?}", r.grand_slam()));
        seen.insert(format!("{:?}", r.cycle()));
        seen.insert(format!("{:?} {:?}", r.feeding(), r.chain()));
        seen.insert(format!("{:?}", r.starter()));
        seen.insert(format!("capture 1: {}", r.captures_count(1)));
    }
    // Pits a row: 3 to 10 on two rows, up to 12 on four (L4); two, three and four rows.
    assert_eq!(pits, (3..=12).collect());
    assert_eq!(rows, (2..=4).collect());
    assert_eq!(seeds, (1..=10).collect());
    for g in GrandSlam::ALL {
        assert!(seen.contains(&format!("{g:?}")), "{g:?}");
    }
    for c in CycleRule::ALL {
        assert!(seen.contains(&format!("{c:?}")), "{c:?}");
    }
    for f in [
        "MustFeed Back",
        "MustFeed Both",
        "NoFeeding Back",
        "NoFeeding Both",
    ] {
        assert!(seen.contains(f), "{f}");
    }
    assert!(seen.contains(&format!("{:?}", Player::North)));
    assert!(seen.contains("capture 1: true"));
}

/// Invalid rules print as a text that is refused too (and valid ones read back), for many drawn at random.
#[test]
fn rules_text_and_validation_agree() {
    let mut rng = Rng::new(12);
    let mut invalid = 0;
    for _ in 0..5000 {
        let r = soak::random_raw_rules(&mut rng);
        invalid += r.build().is_err() as u32;
        assert_eq!(soak::check_rules_text(&r), Ok(()), "{r}");
    }
    assert!(invalid > 100, "only {invalid} invalid rules drawn");
    let bad = Rules::builder().pits(2).feeding(Feeding::NoFeeding);
    assert_eq!(bad.to_string().parse::<Rules>(), Err(RulesError::Pits(2)));
    assert_eq!(bad.build(), Err(RulesError::Pits(2)));
}

/// The checks refuse a history that does not match the game: they can fail.
#[test]
fn checks_refuse_a_wrong_history() {
    let rules = Preset::Abapa.rules();
    let mut game = Game::new(rules);
    let mut expected = vec![*game.position()];
    for pit in [2, 9, 5, 6] {
        let before = *game.position();
        let report = game.play(pit).unwrap();
        expected.push(*game.position());
        soak::check_move(&mut game, &before, &report, pit).unwrap();
        // The same move checked against another position before it is refused.
        let other = Position::start(&rules.to_builder().seeds(5).target(25).build().unwrap());
        assert!(soak::check_move(&mut game.clone(), &other, &report, 0).is_err());
    }
    let mut rng = Rng::new(1);
    soak::check_game(&mut game.clone(), &expected, &mut rng).unwrap();
    let mut wrong = expected.clone();
    let mut moved = wrong[2].to_setup();
    moved.pits[0] += 1;
    moved.pits[1] -= 1;
    wrong[2] = Position::from_setup(&rules, &moved).unwrap();
    let err = soak::check_game(&mut game, &wrong, &mut rng).unwrap_err();
    assert!(err.contains("ply 2"), "{err}");
    let short = &expected[..4];
    assert!(soak::check_game(&mut game, short, &mut rng).is_err());
}

/// A whole soak game of every preset passes, from the start and from a set-up position (the [Position] tag).
#[test]
fn soak_game_from_a_set_up_position() {
    let mut rng = Rng::new(77);
    for p in Preset::ALL {
        let rules = p.rules();
        soak::soak_game(&rules, None, &mut rng).unwrap_or_else(|f| panic!("{p}: {f}"));
        let mut start = Game::new(rules);
        let n = rules.pits_a_side() as usize;
        for pit in [0, n, 1, n + 1] {
            start.play(pit).unwrap();
        }
        let stats = soak::soak_game(&rules, Some(*start.position()), &mut rng)
            .unwrap_or_else(|f| panic!("{p}: {f}"));
        assert!(stats.plies > 0);
    }
}

/// E3 agreement: the agreement belongs to the ply where it was made. Redo after an agreement (with a move taken
/// back before it) moves on and the game goes on, as `goto` does; it must not carry the agreement to another
/// position. (Found while writing the checks of the `moves` fuzz target; fixed in `Game::redo`.)
#[test]
fn redo_after_agreement_does_not_carry_it_to_another_ply() {
    let mut game = Game::new(Preset::Abapa.rules());
    for pit in [2, 9, 5] {
        game.play(pit).unwrap();
    }
    assert!(game.undo());
    assert!(game.end_by_agreement());
    let agreed_at = *game.position();
    assert_eq!(
        game.outcome().map(|o| o.ending),
        Some(wari_core::rules::Ending::Agreement)
    );
    assert!(game.redo());
    assert_eq!(game.ply(), 3);
    assert_ne!(*game.position(), agreed_at);
    assert_eq!(game.outcome(), None, "the agreement moved with redo");
    assert!(!game.legal_moves().is_empty());
}

/// A game record prints the same after it is read back (print, parse, print), also when its Variant tags
/// disagree with its rules: the rules read are those of the last Variant or Rules tag, and rules equal to a
/// preset's are written as that preset. (Found by the `game_record` fuzz target; fixed in `GameRecord`'s
/// `Display`.)
#[test]
fn record_print_is_stable_when_variant_tags_disagree() {
    use wari_core::rules::GameRecord;
    for text in [
        "[Variant \"abapa\"]\n[Variant \"adaua\"]\nCdE\n",
        "[Variant \"abapa\"]\n[Rules \"adaua\"]\nCdE\n",
        "[Variant \"numeros\"]\n[Rules \"pits=6 seeds=4\"]\n[South \"Ana\"]\nCd\n",
        "[Variant \"wari-pl\"]\nCd\n",
    ] {
        let record = GameRecord::parse(text).unwrap();
        let printed = record.to_string();
        let back = GameRecord::parse(&printed).unwrap();
        assert_eq!(back.to_string(), printed, "from {text:?}");
        assert_eq!(back.game.rules(), record.game.rules());
        assert_eq!(back.game.moves(), record.game.moves());
    }
    let adaua = GameRecord::parse("[Variant \"abapa\"]\n[Variant \"adaua\"]\nCdE\n").unwrap();
    assert_eq!(*adaua.game.rules(), Preset::Adaua.rules());
    assert!(
        adaua.to_string().starts_with("[Variant \"adaua\"]\n"),
        "{adaua}"
    );
    // Two presets share their rules: the Variant tag keeps the one named.
    let pl = GameRecord::parse("[Variant \"wari-pl\"]\nCd\n").unwrap();
    assert!(
        pl.to_string().starts_with("[Variant \"wari-pl\"]\n"),
        "{pl}"
    );
}
