//! Bad input never panics: illegal moves, bad letters, malformed game strings, records, positions and rules
//! texts, out-of-range custom rules and set-ups that do not fit the rules all give an error value carrying
//! what was wrong, whose English `Display` a person can act on.

mod common;

use proptest::prelude::*;
use wari_core::rules::{
    parse_game_string, Chain, CycleRule, Feeding, Game, GameRecord, GrandSlam, IllegalMove,
    NotationErrorKind, Player, Position, Preset, Rules, RulesError, Setup, SetupError,
};

#[test]
fn rules_out_of_range_are_refused_with_a_clear_message() {
    use RulesError as E;
    let s = |v: &str| v.to_string();
    let bad = |k: &str, v: &str| E::BadValue {
        key: s(k),
        value: s(v),
    };
    let cases = [
        ("pits=2", E::Pits(2), "a side must have 3 to 10 pits, not 2"),
        ("pits=11", E::Pits(11), "a side must have 3 to 10 pits, not 11"),
        ("pits=300", E::Pits(300), "a side must have 3 to 10 pits, not 300"),
        ("seeds=0", E::Seeds(0), "each pit must start with 1 to 10 seeds, not 0"),
        ("seeds=11", E::Seeds(11), "each pit must start with 1 to 10 seeds, not 11"),
        ("seeds=256", E::Seeds(256), "each pit must start with 1 to 10 seeds, not 256"),
        ("captures=", E::NoCaptures, "choose at least one number of seeds that captures"),
        ("captures=0", E::CaptureCount(0), "a capture of 0 seeds can never happen with these pits and seeds; choose counts from 1 to the number of seeds in the game"),
        ("pits=3 seeds=1 captures=7", E::CaptureCount(7), "a capture of 7 seeds can never happen with these pits and seeds; choose counts from 1 to the number of seeds in the game"),
        ("captures=64", E::CaptureCount(64), "a capture of 64 seeds can never happen with these pits and seeds; choose counts from 1 to the number of seeds in the game"),
        // 84 seeds in the game, yet a count above 63 is refused (it once overflowed the capture mask).
        ("seeds=7 captures=70", E::CaptureCount(70), "a capture of 70 seeds can never happen with these pits and seeds; choose counts from 1 to the number of seeds in the game"),
        ("captures=4 end=no-capture", E::NoCaptureEnd { smallest: 4 }, "the end when no capture is possible (end=no-capture) needs a capture count of 3 or less; the smallest chosen is 4"),
        ("end=sometimes", bad("end", "sometimes"), "'sometimes' is not a valid value for 'end'"),
        ("target=49", E::Target(49), "the target of 49 seeds can never be reached; choose from 1 to the number of seeds in the game"),
        ("target=0", E::Target(0), "the target of 0 seeds can never be reached; choose from 1 to the number of seeds in the game"),
        ("chain=sideways", bad("chain", "sideways"), "'sideways' is not a valid value for 'chain'"),
        ("slam=G6", bad("slam", "G6"), "'G6' is not a valid value for 'slam'"),
        ("feed=maybe", bad("feed", "maybe"), "'maybe' is not a valid value for 'feed'"),
        ("cycle=coin", bad("cycle", "coin"), "'coin' is not a valid value for 'cycle'"),
        ("start=E", bad("start", "E"), "'E' is not a valid value for 'start'"),
        ("pits=six", bad("pits", "six"), "'six' is not a valid value for 'pits'"),
        ("seeds=99999999", bad("seeds", "99999999"), "'99999999' is not a valid value for 'seeds'"),
        ("captures=2,x", bad("captures", "x"), "'x' is not a valid value for 'captures'"),
        ("colour=red", E::UnknownKey { key: s("colour") }, "unknown rules setting 'colour'"),
        ("pits=6 seeds", E::NotKeyValue { part: s("seeds") }, "'seeds' should be written key=value"),
        ("chess", E::UnknownPreset { id: s("chess") }, "unknown variant 'chess'; use one of: abapa, hu-wari, hu-wari-win, hetproba, wari-pl, adaua, wari-72, wari-72-pl, numeros, antigua, numeros-3, moruba"),
    ];
    for (text, error, message) in cases {
        let e = text.parse::<Rules>().expect_err(text);
        assert_eq!(e, error, "{text}");
        assert_eq!(e.to_string(), message, "{text}");
    }
    // Each setting also accepts the names of RULES.md.
    assert_eq!(
        "slam=G5 feed=F2".parse::<Rules>().map(|r| r.to_string()),
        Ok("pits=6 seeds=4 captures=2,3 chain=back slam=capture-then-feed feed=none target=25 cycle=side-owner start=S".into())
    );
}

/// Every check of the builder, on the settings given directly (the rules text reaches the same checks above).
#[test]
fn the_builder_refuses_each_setting_that_cannot_be_played() {
    let b = Rules::builder;
    assert_eq!(b().build(), Ok(Preset::Abapa.rules()));
    assert_eq!(b().pits(2).build(), Err(RulesError::Pits(2)));
    assert_eq!(b().pits(15).build(), Err(RulesError::Pits(15)));
    assert_eq!(b().seeds(0).build(), Err(RulesError::Seeds(0)));
    assert_eq!(b().seeds(11).build(), Err(RulesError::Seeds(11)));
    assert_eq!(b().captures([]).build(), Err(RulesError::NoCaptures));
    assert_eq!(
        b().captures([0, 2]).build(),
        Err(RulesError::CaptureCount(0))
    );
    assert_eq!(
        b().captures([2, 49]).build(),
        Err(RulesError::CaptureCount(49))
    );
    assert_eq!(
        b().captures([2, 48]).build().map(|r| r.captures_count(48)),
        Ok(true)
    );
    assert_eq!(b().target(0).build(), Err(RulesError::Target(0)));
    assert_eq!(b().target(49).build(), Err(RulesError::Target(49)));
    assert_eq!(b().target(48).build().map(|r| r.target()), Ok(48));
    // A setting by its rules-text key, as the text reader does.
    assert_eq!(
        b().set("pits", "5").map(|b| b.build()),
        Ok(b().pits(5).build())
    );
    assert_eq!(
        b().set("colour", "red"),
        Err(RulesError::UnknownKey {
            key: "colour".into()
        })
    );
    assert_eq!(
        b().set("chain", "x"),
        Err(RulesError::BadValue {
            key: "chain".into(),
            value: "x".into()
        })
    );
    // Checked in the order of the rules text: the first setting that fails is named.
    assert_eq!(b().seeds(0).pits(1).build(), Err(RulesError::Pits(1)));
    // The target follows the seeds unless it is set; an explicit one stays.
    let r = b().pits(5).seeds(3).build().unwrap();
    assert_eq!((r.total_seeds(), r.target()), (30, 16));
    assert_eq!(r.to_builder().seeds(6).build().unwrap().target(), 16);
    // Every setting is read back by its method.
    let r = b()
        .pits(4)
        .seeds(5)
        .captures([3, 1, 3])
        .chain(Chain::Both)
        .grand_slam(GrandSlam::CaptureThenFeed)
        .feeding(Feeding::NoFeeding)
        .target(30)
        .cycle(CycleRule::NotCounted)
        .starter(Player::North)
        .build()
        .unwrap();
    assert_eq!(
        (r.pits(), r.seeds(), r.capture_counts()),
        (4, 5, vec![1, 3])
    );
    assert_eq!(
        (r.chain(), r.grand_slam(), r.feeding()),
        (Chain::Both, GrandSlam::CaptureThenFeed, Feeding::NoFeeding)
    );
    assert_eq!(
        (r.target(), r.cycle(), r.starter()),
        (30, CycleRule::NotCounted, Player::North)
    );
    assert_eq!(r.to_string().parse::<Rules>(), Ok(r));
    assert_eq!(r.to_builder().build(), Ok(r));
    assert_eq!(r.with_starter(Player::South).starter(), Player::South);
}

#[test]
fn illegal_moves_are_errors_that_say_why() {
    let r = Preset::Abapa.rules();
    let mut g = Game::new(r);
    assert_eq!(g.play(6), Err(IllegalMove::NotYourPit));
    assert_eq!(g.play(99), Err(IllegalMove::NoSuchPit));
    assert_eq!(g.play(usize::MAX), Err(IllegalMove::NoSuchPit));
    g.play(0).expect("A");
    g.play(6).expect("a");
    assert_eq!(g.play(0), Err(IllegalMove::Empty));
    assert_eq!(g.ply(), 2, "refused moves are not played");
    assert_eq!(
        IllegalMove::NotYourPit.to_string(),
        "that pit belongs to the other player"
    );
    assert_eq!(
        IllegalMove::NoSuchPit.to_string(),
        "there is no such pit on this board"
    );
    assert_eq!(IllegalMove::Empty.to_string(), "that pit is empty");
    assert_eq!(IllegalMove::GameOver.to_string(), "the game is over");
    let p = Position::start(&r);
    assert_eq!(p.explain(&r, 40), Err(IllegalMove::NoSuchPit));
}

#[test]
fn a_set_up_that_does_not_suit_the_variant_is_refused() {
    let r = Preset::Abapa.rules();
    let setup = |text: &str| text.parse::<Setup>().expect("valid text");
    let refused = |s: &Setup| {
        let e = Game::from_setup(r, s).expect_err("refused");
        assert_eq!(Position::from_setup(&r, s), Err(e));
        e
    };
    let odd = Setup {
        pits: vec![4; 13],
        ..setup("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S")
    };
    assert_eq!(refused(&odd), SetupError::OddPits { found: 13 });
    let small = setup("3-3-3-3-3-3-0-0-S");
    assert_eq!(
        refused(&small),
        SetupError::PitsASide {
            found: 3,
            expected: 6
        }
    );
    assert_eq!(
        refused(&small).to_string(),
        "this position has 3 pits a side but the variant has 6"
    );
    let many = setup("5-4-4-4-4-4-4-4-4-4-4-4-0-0-S");
    assert_eq!(
        refused(&many),
        SetupError::Seeds {
            found: 49,
            expected: 48
        }
    );
    assert_eq!(
        refused(&many).to_string(),
        "this position has 49 seeds but the variant plays with 48"
    );
    // E2: a game ends when the first store reaches the target, so both never do.
    let low: Rules = "target=20".parse().unwrap();
    let both = setup("1-1-1-1-1-1-1-1-0-0-0-0-20-20-N");
    let e = Game::from_setup(low, &both).unwrap_err();
    assert_eq!(
        e,
        SetupError::BothTargets {
            stores: [20, 20],
            target: 20
        }
    );
    assert!(
        Game::from_setup(r, &both).is_ok(),
        "20 and 20 are below abapa's 25"
    );
    // G5: the extra-turn marker only under G5, and only when the opponent has no seeds left.
    let extra = setup("3-3-3-3-3-0-0-0-0-0-0-0-19-14-S+");
    assert!(Game::from_setup(Preset::Antigua.rules(), &extra).is_ok());
    assert_eq!(
        refused(&extra),
        SetupError::FeedTurn {
            to_move: Player::South
        }
    );
    let fed = setup("3-3-3-3-2-0-1-0-0-0-0-0-19-14-S+");
    assert_eq!(
        Game::from_setup(Preset::Antigua.rules(), &fed).unwrap_err(),
        SetupError::FeedTurn {
            to_move: Player::South
        }
    );
    // A record whose position does not suit its rules: the set-up error, at the start of the record.
    let e =
        GameRecord::parse("[Variant \"abapa\"]\n[Position \"3-3-3-3-3-3-0-0-S\"]\n").unwrap_err();
    assert_eq!(
        e.kind,
        NotationErrorKind::Setup(SetupError::PitsASide {
            found: 3,
            expected: 6
        })
    );
    // A position read back from its own text is the same position.
    let p = Position::start(&r);
    assert_eq!(Position::from_setup(&r, &setup(&p.to_string())), Ok(p));
    assert_eq!(p.to_setup(), Setup::start(&r));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn prop_any_text_is_read_or_refused_without_panic(text in "\\PC{0,80}") {
        let _ = text.parse::<Setup>();
        let _ = text.parse::<Rules>();
        let _ = text.parse::<Preset>();
        let _ = GameRecord::parse(&text);
        let _ = parse_game_string(&Preset::Abapa.rules(), &text);
    }

    #[test]
    fn prop_position_like_text_is_read_or_refused_without_panic(text in "[0-9SN+ ,-]{0,60}") {
        if let Ok(s) = text.parse::<Setup>() {
            // Whatever is read can be printed and read back; a position of some rules plays without panic.
            prop_assert_eq!(s.to_string().parse::<Setup>(), Ok(s.clone()));
            let n = (s.pits.len() / 2) as u16;
            for rules in Preset::ALL.map(|p| p.rules()) {
                let rules = rules.to_builder().pits(n).build().unwrap_or(rules);
                if let Ok(p) = Position::from_setup(&rules, &s) {
                    for m in 0..25 {
                        let mut q = p;
                        let _ = q.play(&rules, m);
                    }
                }
            }
        }
    }

    #[test]
    fn prop_rules_like_text_is_read_or_refused_without_panic(
        text in "(pits|seeds|captures|chain|slam|feed|target|cycle|start)=[0-9a-z,-]{0,8}( (pits|seeds|captures|target)=[0-9,]{0,6}){0,3}"
    ) {
        if let Ok(r) = text.parse::<Rules>() {
            prop_assert_eq!(r.to_builder().build(), Ok(r));
            prop_assert_eq!(r.to_string().parse::<Rules>(), Ok(r));
        }
    }

    #[test]
    fn prop_record_like_text_is_read_or_refused_without_panic(
        text in "(\\[(Variant|Rules|Position|Result|South) \"[a-z0-9= -]{0,20}\"\\]\n){0,4}[A-Fa-f0-9. {}]{0,40}"
    ) {
        if let Ok(r) = GameRecord::parse(&text) {
            let again = GameRecord::parse(&r.to_string()).expect("own record");
            prop_assert_eq!(again.game.moves(), r.game.moves());
        }
    }
}
