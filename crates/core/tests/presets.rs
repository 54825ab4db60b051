//! The presets table of RULES.md: every column of every preset, and for each preset a position showing what
//! makes it play differently from `abapa`.
//! Positions are written `A-B-C-D-E-F-a-b-c-d-e-f-South store-North store-to move`.

mod common;

use common::{after, game_from, legal, rules};
use wari_core::rules::{Ending, MatchFormat, Player, Position, Preset, Rules};

#[test]
fn presets_table_every_column() {
    let table = [
        ("abapa", "pits=6 seeds=4 captures=2,3 chain=back slam=no-capture feed=must target=25 cycle=side-owner start=S", MatchFormat::Single),
        ("hu-wari", "pits=6 seeds=4 captures=2,3 chain=back slam=capture-all feed=must target=25 cycle=side-owner start=S", MatchFormat::Single),
        ("hu-wari-win", "pits=6 seeds=4 captures=2,3 chain=back slam=capture-if-decisive feed=must target=25 cycle=side-owner start=S", MatchFormat::Single),
        ("hetproba", "pits=6 seeds=4 captures=2,3 chain=back slam=capture-all feed=none target=25 cycle=side-owner start=S", MatchFormat::Single),
        ("wari-pl", "pits=6 seeds=4 captures=2,3 chain=back slam=capture-if-decisive feed=must target=25 cycle=side-owner start=S", MatchFormat::Games(7)),
        ("adaua", "pits=6 seeds=4 captures=2,4,6,8 chain=back slam=no-capture feed=must target=25 cycle=side-owner start=S", MatchFormat::Single),
        ("wari-72", "pits=6 seeds=6 captures=2,4,6 chain=back slam=no-capture feed=must target=37 cycle=side-owner start=S", MatchFormat::Single),
        ("wari-72-pl", "pits=6 seeds=6 captures=2,3 chain=both slam=no-capture feed=must target=37 cycle=side-owner start=S", MatchFormat::Single),
        ("numeros", "pits=6 seeds=4 captures=2,3 chain=both slam=forbidden feed=must target=24 cycle=last-capturer start=S end=no-capture", MatchFormat::Single),
        ("antigua", "pits=6 seeds=4 captures=2,3 chain=back slam=capture-then-feed feed=must target=25 cycle=side-owner start=S", MatchFormat::FirstTo(6)),
        ("numeros-3", "rows=3 pits=6 seeds=4 captures=2,3 chain=both slam=forbidden feed=must target=36 cycle=last-capturer start=S end=no-capture", MatchFormat::Single),
        ("moruba", "rows=4 pits=12 seeds=4 target=97 cycle=side-owner start=S", MatchFormat::Single),
    ];
    assert_eq!(Preset::ALL.len(), table.len());
    for (preset, (id, text, format)) in Preset::ALL.into_iter().zip(table) {
        assert_eq!(preset.id(), id);
        assert_eq!(preset.rules().to_string(), text, "{id}");
        assert_eq!(preset.match_format(), format, "{id}");
        assert_eq!(id.parse::<Preset>(), Ok(preset));
        assert_eq!(text.parse::<Rules>(), Ok(preset.rules()), "{id}");
        assert_eq!(id.parse::<Rules>(), Ok(preset.rules()));
        assert_eq!(preset.rules().to_builder().build(), Ok(preset.rules()));
        assert!(!preset.name().is_empty() && !preset.summary().is_empty());
        assert!(!preset.source().is_empty());
        assert_eq!(preset.to_string(), id);
    }
}

#[test]
fn presets_names_follow_the_table() {
    assert_eq!(Preset::Abapa.name(), "Oware Abapa (international)");
    assert_eq!(Preset::Numeros.name(), "Wari of the Spanish classroom page");
    assert_eq!(Preset::Antigua.name(), "Warri (Antigua)");
    assert_eq!(Rules::default(), Preset::Abapa.rules());
}

#[test]
fn hu_wari_differs_from_abapa_a_grand_slam_captures() {
    let slam = "3-3-3-3-3-2-1-2-0-0-0-0-14-14-S";
    assert_eq!(after("abapa", slam, 'F'), "3-3-3-3-3-0-2-3-0-0-0-0-14-14-N");
    assert_eq!(
        after("hu-wari", slam, 'F'),
        "3-3-3-3-3-0-0-0-0-0-0-0-19-14-N"
    );
}

#[test]
fn hu_wari_win_differs_from_abapa_a_grand_slam_captures_only_to_win() {
    let wins = "3-3-3-0-1-2-1-2-0-0-0-0-10-23-S";
    assert_eq!(after("abapa", wins, 'F'), "3-3-3-0-1-0-2-3-0-0-0-0-10-23-N");
    assert_eq!(
        after("hu-wari-win", wins, 'F'),
        "3-3-3-0-1-0-0-0-0-0-0-0-15-23-N"
    );
    let draws = "3-3-3-0-0-2-1-2-0-0-0-0-10-24-S";
    assert_eq!(
        after("hu-wari-win", draws, 'F'),
        "3-3-3-0-0-0-2-3-0-0-0-0-10-24-N"
    );
}

#[test]
fn hetproba_differs_from_abapa_no_feeding() {
    let start = "1-0-0-4-0-1-0-0-0-0-0-0-20-22-S";
    assert_eq!(legal("abapa", start), "DF");
    assert_eq!(legal("hetproba", start), "ADF");
    let outcome = game_from("hetproba", start, "A").outcome().expect("stuck");
    assert_eq!((outcome.ending, outcome.score), (Ending::Stuck, [26, 22]));
}

#[test]
fn wari_pl_differs_from_abapa_decisive_grand_slam_and_a_7_game_match() {
    let wins = "3-3-3-0-1-2-1-2-0-0-0-0-10-23-S";
    assert_eq!(
        after("wari-pl", wins, 'F'),
        "3-3-3-0-1-0-0-0-0-0-0-0-15-23-N"
    );
    assert_eq!(Preset::WariPl.match_format(), MatchFormat::Games(7));
    assert_eq!(Preset::Abapa.match_format(), MatchFormat::Single);
}

#[test]
fn adaua_differs_from_abapa_even_captures() {
    // a: 3 -> 4 is captured in adaua, not in abapa.
    let four = "4-4-4-4-4-1-3-4-4-4-4-4-3-1-S";
    assert_eq!(after("abapa", four, 'F'), "4-4-4-4-4-0-4-4-4-4-4-4-3-1-N");
    assert_eq!(after("adaua", four, 'F'), "4-4-4-4-4-0-0-4-4-4-4-4-7-1-N");
    // a: 2 -> 3 is captured in abapa, not in adaua.
    let three = "4-4-4-4-4-1-2-4-4-4-4-4-3-2-S";
    assert_eq!(after("abapa", three, 'F'), "4-4-4-4-4-0-0-4-4-4-4-4-6-2-N");
    assert_eq!(after("adaua", three, 'F'), "4-4-4-4-4-0-3-4-4-4-4-4-3-2-N");
    // 8 too, with the chain: E sows F a b c; c 7->8 and b 5->6 are captured, a 4->5 stops the chain.
    assert_eq!(
        after("adaua", "1-1-1-1-4-0-4-5-7-0-0-0-12-12-S", 'E'),
        "1-1-1-1-0-1-5-0-0-0-0-0-26-12-N"
    );
}

#[test]
fn wari_72_differs_from_abapa_72_seeds_captures_of_4_and_6_target_37() {
    assert_eq!(
        Position::start(&rules("wari-72")).to_string(),
        "6-6-6-6-6-6-6-6-6-6-6-6-0-0-S"
    );
    let four = "6-6-6-6-6-1-3-6-6-6-6-6-4-4-S";
    assert_eq!(after("wari-72", four, 'F'), "6-6-6-6-6-0-0-6-6-6-6-6-8-4-N");
    // 3 does not capture in wari-72.
    let three = "6-6-6-6-6-1-2-6-6-6-6-6-4-5-S";
    assert_eq!(
        after("wari-72", three, 'F'),
        "6-6-6-6-6-0-3-6-6-6-6-6-4-5-N"
    );
    // 36 is not the end, 37 is.
    let game = game_from("wari-72", "6-6-6-6-6-1-1-2-2-1-0-0-35-0-S", "F");
    assert_eq!(
        game.position().to_string(),
        "6-6-6-6-6-0-0-2-2-1-0-0-37-0-N"
    );
    assert_eq!(game.outcome().expect("37").ending, Ending::Target);
    let game = game_from("wari-72", "6-6-6-6-6-1-1-2-2-1-0-0-34-1-S", "F");
    assert_eq!(
        game.position().to_string(),
        "6-6-6-6-6-0-0-2-2-1-0-0-36-1-N"
    );
    assert!(game.outcome().is_none());
}

#[test]
fn wari_72_pl_differs_from_abapa_two_way_chain_with_72_seeds() {
    let start = "2-6-6-6-6-5-6-6-6-3-1-3-8-8-S";
    assert_eq!(
        after("wari-72-pl", start, 'F'),
        "2-6-6-6-6-0-7-7-7-4-0-0-13-8-N"
    );
    // wari-72 chains backwards only, and captures 4: e (2) then d (4).
    assert_eq!(
        after("wari-72", start, 'F'),
        "2-6-6-6-6-0-7-7-7-0-0-3-14-8-N"
    );
}

#[test]
fn numeros_differs_from_abapa_forbidden_grand_slam_two_way_chain_target_24_last_capturer_no_capture_end(
) {
    let slam = "3-3-3-3-3-2-1-2-0-0-0-0-14-14-S";
    assert_eq!(legal("abapa", slam), "ABCDEF");
    assert_eq!(legal("numeros", slam), "ABC");
    assert!(game_from("numeros", "4-4-4-4-4-1-1-1-0-0-0-0-22-3-S", "F").is_over());
    // North's e captures 2; the two seeds left can never be captured: numeros ends at once (E5) and gives them
    // to North, the last capturer; abapa plays on until the position repeats (E3) and shares them by side.
    let game = game_from("numeros", "1-0-0-0-0-1-0-0-0-0-2-0-23-21-N", "e");
    let outcome = game.outcome().expect("no capture possible");
    assert_eq!(
        (outcome.ending, outcome.score),
        (Ending::NoCapture, [23, 25])
    );
    let game = game_from("abapa", "1-0-0-0-0-1-0-0-0-0-2-0-23-21-N", "eFfAaBbCcDdEe");
    let outcome = game.outcome().expect("cycle");
    assert_eq!((outcome.ending, outcome.score), (Ending::Cycle, [24, 24]));
}

#[test]
fn antigua_differs_from_abapa_grand_slam_then_feed_and_first_to_6() {
    let game = game_from("antigua", "3-3-3-3-3-2-1-2-0-0-0-0-14-14-S", "F");
    assert_eq!(
        game.position().to_string(),
        "3-3-3-3-3-0-0-0-0-0-0-0-19-14-S+"
    );
    assert_eq!(game.position().to_move(), Player::South);
    assert_eq!(Preset::Antigua.match_format(), MatchFormat::FirstTo(6));
}

#[test]
fn preset_matching_finds_the_preset_of_its_rules() {
    for p in Preset::ALL {
        let found = Preset::matching(&p.rules()).expect("a preset's rules match a preset");
        assert_eq!(found.rules(), p.rules());
    }
    assert_eq!(Preset::matching(&rules("pits=5")), None);
}
