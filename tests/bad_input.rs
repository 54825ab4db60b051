//! Bad input never panics: illegal moves, bad letters, malformed game strings, records, positions and rules
//! texts, out-of-range custom rules all give an error with a message a person can act on.

mod common;

use proptest::prelude::*;
use wari::rules::{
    parse_game_string, Game, GameRecord, IllegalMove, Position, Preset, Rules, RulesError,
};

#[test]
fn rules_out_of_range_are_refused_with_a_clear_message() {
    let cases = [
        ("pits=2", "a side must have 3 to 10 pits, not 2"),
        ("pits=11", "a side must have 3 to 10 pits, not 11"),
        ("seeds=0", "each pit must start with 1 to 10 seeds, not 0"),
        ("seeds=11", "each pit must start with 1 to 10 seeds, not 11"),
        ("captures=", "choose at least one number of seeds that captures"),
        ("captures=0", "a capture of 0 seeds can never happen with these pits and seeds; choose counts from 1 to the number of seeds in the game"),
        ("pits=3 seeds=1 captures=7", "a capture of 7 seeds can never happen with these pits and seeds; choose counts from 1 to the number of seeds in the game"),
        ("captures=64", "a capture of 64 seeds can never happen with these pits and seeds; choose counts from 1 to the number of seeds in the game"),
        ("target=49", "the target of 49 seeds can never be reached; choose from 1 to the number of seeds in the game"),
        ("target=0", "the target of 0 seeds can never be reached; choose from 1 to the number of seeds in the game"),
        ("chain=sideways", "'sideways' is not a valid value for 'chain'"),
        ("slam=G6", "'G6' is not a valid value for 'slam'"),
        ("feed=maybe", "'maybe' is not a valid value for 'feed'"),
        ("cycle=coin", "'coin' is not a valid value for 'cycle'"),
        ("start=E", "'E' is not a valid value for 'start'"),
        ("pits=six", "'six' is not a valid value for 'pits'"),
        ("colour=red", "unknown rules setting 'colour'"),
        ("pits=6 seeds", "'seeds' should be written key=value"),
        ("chess", "unknown variant 'chess'; use one of: abapa, hu-wari, hu-wari-win, hetproba, wari-pl, adaua, wari-72, wari-72-pl, numeros, antigua"),
    ];
    for (text, message) in cases {
        let e = text.parse::<Rules>().expect_err(text);
        assert_eq!(e.to_string(), message, "{text}");
    }
    assert_eq!(
        "pits=300".parse::<Rules>().map_err(|e| e.to_string()),
        Err("a side must have 3 to 10 pits, not 300".into())
    );
    assert_eq!(
        "seeds=256".parse::<Rules>().map_err(|e| e.to_string()),
        Err("each pit must start with 1 to 10 seeds, not 256".into())
    );
    assert!("seeds=99999999".parse::<Rules>().is_err());
    // Each setting also accepts the names of RULES.md.
    assert_eq!(
        "slam=G5 feed=F2".parse::<Rules>().map(|r| r.to_string()),
        Ok("pits=6 seeds=4 captures=2,3 chain=back slam=capture-then-feed feed=none target=25 cycle=side-owner start=S".into())
    );
}

#[test]
fn rules_validate_refuses_impossible_struct_values() {
    let mut r = Preset::Abapa.rules();
    r.captures = 0;
    assert_eq!(r.validate(), Err(RulesError::NoCaptures));
    let mut r = Preset::Abapa.rules();
    r.target = 100;
    assert_eq!(r.validate(), Err(RulesError::Target(100)));
    let mut r = Preset::Abapa.rules();
    r.pits = 0;
    assert_eq!(r.validate(), Err(RulesError::Pits(0)));
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
fn a_position_that_does_not_suit_the_variant_is_refused() {
    let r = Preset::Abapa.rules();
    let small: Position = "3-3-3-3-3-3-0-0-S".parse().expect("valid text");
    assert_eq!(
        Game::fits(&r, &small),
        Err("this position has 3 pits a side but the variant has 6".into())
    );
    let many: Position = "5-4-4-4-4-4-4-4-4-4-4-4-0-0-S".parse().expect("valid text");
    assert_eq!(
        Game::fits(&r, &many),
        Err("this position has 49 seeds but the variant plays with 48".into())
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn prop_any_text_is_read_or_refused_without_panic(text in "\\PC{0,80}") {
        let _ = text.parse::<Position>();
        let _ = text.parse::<Rules>();
        let _ = text.parse::<Preset>();
        let _ = GameRecord::parse(&text);
        let _ = parse_game_string(&Preset::Abapa.rules(), &text);
    }

    #[test]
    fn prop_position_like_text_is_read_or_refused_without_panic(text in "[0-9SN+ ,-]{0,60}") {
        if let Ok(p) = text.parse::<Position>() {
            // Whatever is read can be printed and read back, and played without panic.
            prop_assert_eq!(p.to_string().parse::<Position>(), Ok(p));
            for rules in Preset::ALL.map(|p| p.rules()) {
                for m in 0..25 {
                    let mut q = p;
                    let _ = q.play(&rules, m);
                }
            }
        }
    }

    #[test]
    fn prop_rules_like_text_is_read_or_refused_without_panic(
        text in "(pits|seeds|captures|chain|slam|feed|target|cycle|start)=[0-9a-z,-]{0,8}( (pits|seeds|captures|target)=[0-9,]{0,6}){0,3}"
    ) {
        if let Ok(r) = text.parse::<Rules>() {
            prop_assert!(r.validate().is_ok());
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
