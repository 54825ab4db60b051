//! Notation (B4): move letters, game strings, the position text and game records; parse errors say where and
//! why.

mod common;

use common::{game_at, pos, rules};
use wari_core::rules::{
    move_letter, parse_game_string, parse_move_letter, Game, GameRecord, IllegalMove,
    NotationErrorKind as K, Player, Position, Preset, RulesError, SeedPlace, Setup, SetupError,
};

#[test]
fn b4_move_letters_capitals_for_south_lower_case_for_north() {
    assert_eq!(move_letter(6, 0), 'A');
    assert_eq!(move_letter(6, 5), 'F');
    assert_eq!(move_letter(6, 6), 'a');
    assert_eq!(move_letter(6, 11), 'f');
    assert_eq!(move_letter(10, 9), 'J');
    assert_eq!(move_letter(10, 19), 'j');
    assert_eq!(move_letter(3, 3), 'a');
    for n in 3..=10 {
        for pit in 0..2 * n {
            assert_eq!(parse_move_letter(move_letter(n, pit), n), Some(pit));
        }
    }
    assert_eq!(parse_move_letter('G', 6), None);
    assert_eq!(parse_move_letter('g', 6), None);
    assert_eq!(parse_move_letter('1', 6), None);
    assert_eq!(parse_move_letter('é', 6), None);
    assert_eq!(parse_move_letter('D', 3), None);
}

#[test]
fn b4_game_string_round_trips_and_allows_spaces_and_move_numbers() {
    let r = rules("abapa");
    let game = parse_game_string(&r, "CdFa").expect("legal");
    assert_eq!(game.game_string(), "CdFa");
    assert_eq!(game.position().to_string(), "6-5-0-5-5-0-0-6-6-2-7-6-0-0-S");
    let spaced = parse_game_string(&r, " 1. C d\n2. F, a ").expect("legal");
    assert_eq!(spaced.position(), game.position());
    assert_eq!(spaced.game_string(), "CdFa");
    let dots = parse_game_string(&r, "1. C 1... d").expect("legal");
    assert_eq!(dots.game_string(), "Cd");
}

#[test]
fn b4_game_string_errors_say_which_move_and_why() {
    let r = rules("abapa");
    let e = parse_game_string(&r, "CdC").unwrap_err();
    assert_eq!((e.line, e.column), (1, 3));
    assert_eq!(
        e.kind,
        K::Illegal {
            number: 3,
            letter: 'C',
            reason: IllegalMove::Empty
        }
    );
    assert_eq!(
        e.kind.to_string(),
        "move 3 ('C') cannot be played: that pit is empty"
    );
    assert_eq!(
        e.to_string(),
        "at character 3: move 3 ('C') cannot be played: that pit is empty"
    );
    let e = parse_game_string(&r, "Cdc").unwrap_err();
    assert_eq!(e.column, 3);
    assert!(
        e.kind
            .to_string()
            .contains("that pit belongs to the other player"),
        "{e}"
    );
    let e = parse_game_string(&r, "C?").unwrap_err();
    assert_eq!(
        e.kind,
        K::NotALetter {
            found: '?',
            pits: 6
        }
    );
    assert_eq!(
        e.kind.to_string(),
        "'?' is not a pit letter; use A-F for South and a-f for North"
    );
    let e = parse_game_string(&r, "C3d").unwrap_err();
    assert_eq!(e.column, 2);
    assert_eq!(e.kind, K::MoveNumber);
    assert!(e.kind.to_string().contains("move number"), "{e}");
    let e = parse_game_string(&rules("pits=4 seeds=3"), "E").unwrap_err();
    assert_eq!(
        e.kind.to_string(),
        "'E' is not a pit letter; use A-D for South and a-d for North"
    );
}

#[test]
fn position_text_round_trips() {
    let mut texts: Vec<String> = Preset::ALL
        .iter()
        .map(|p| Position::start(&p.rules()).to_string())
        .collect();
    texts.extend(
        [
            "3-3-3-3-3-0-0-0-0-0-0-0-19-14-S+",
            "6-0-0-3-3-3-4-5-N",
            "0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-40-0-0-N",
        ]
        .map(String::from),
    );
    for text in texts {
        let s: Setup = text.parse().expect("valid");
        assert_eq!(s.to_string(), text);
    }
    let p = pos(&rules("antigua"), "3-3-3-3-3-0-0-0-0-0-0-0-19-14-S+");
    assert!(p.feed_turn() && p.to_move() == Player::South);
    assert_eq!(p.stores(), [19, 14]);
    // Spaces or commas instead of dashes.
    assert_eq!(
        pos(&rules("abapa"), "4 4 4 4 4 4, 4 4 4 4 4 4, 0 0 S"),
        Position::start(&rules("abapa"))
    );
    assert_eq!(
        pos(&rules("abapa"), " 4-4-4-4-4-4-4-4-4-4-4-4-0-0-south ").to_move(),
        Player::South
    );
}

#[test]
fn position_text_errors_say_where() {
    let e = "4-4-4-4-4-4-4-4-4-4-4-x-0-0-S"
        .parse::<Setup>()
        .unwrap_err();
    assert_eq!(e.column, 23);
    assert_eq!(
        e.kind,
        K::NotSeeds {
            found: "x".into(),
            place: SeedPlace::Pit('f')
        }
    );
    assert_eq!(
        e.kind.to_string(),
        "'x' (pit f) is not a number of seeds from 0 to 200"
    );
    let e = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-X"
        .parse::<Setup>()
        .unwrap_err();
    assert_eq!(e.column, 29);
    assert_eq!(e.kind, K::NotAPlayer { found: "X".into() });
    assert!(e.kind.to_string().contains("S or N"), "{e}");
    let e = "4-4-4-4-4-4-4-4-4-4-4-0-0-S".parse::<Setup>().unwrap_err();
    assert_eq!(e.kind, K::PitCount { found: 11 });
    assert!(e.kind.to_string().contains("6 to 48 pit numbers"), "{e}");
    let e = "4-4-4-4-4-4-4-4-4-4-4-4-999-0-S"
        .parse::<Setup>()
        .unwrap_err();
    assert!(e.kind.to_string().contains("South's store"), "{e}");
    let e = "100-100-100-0-0-0-0-0-S".parse::<Setup>().unwrap_err();
    assert_eq!(e.kind, K::TooManySeeds { found: 300 });
    assert!(e.kind.to_string().contains("at most 200 seeds"), "{e}");
    // About the whole text: the message names no character.
    assert_eq!(
        e.to_string(),
        "a board holds at most 200 seeds; this one has 300"
    );
    assert!("".parse::<Setup>().is_err());
    assert!("S".parse::<Setup>().is_err());
}

const RECORD: &str = "[Variant \"abapa\"]
[South \"Ana\"]
[North \"Computer\"]
[Date \"2026.11.29\"]
[Result \"*\"]
CdFa
*
";

#[test]
fn game_record_prints_tags_then_moves() {
    let mut record = GameRecord::new(parse_game_string(&rules("abapa"), "CdFa").expect("legal"));
    record.set_tag("Variant", "abapa");
    record.set_tag("South", "Ana");
    record.set_tag("North", "Computer");
    record.set_tag("Date", "2026.11.29");
    assert_eq!(record.to_string(), RECORD);
    record.set_tag("South", "Béla");
    assert_eq!(record.tag("south"), Some("Béla"));
}

#[test]
fn game_record_round_trips() {
    let record = GameRecord::parse(RECORD).expect("valid");
    assert_eq!(record.tag("South"), Some("Ana"));
    assert_eq!(record.game.game_string(), "CdFa");
    assert_eq!(record.to_string(), RECORD);
    // A custom variant from a set-up position, finished (the result comes from the moves).
    let custom = rules("pits=6 seeds=4 cycle=not-counted");
    let mut game = game_at(custom, "0-0-0-0-0-1-0-0-0-0-0-1-22-24-S");
    wari_core::rules::play_game_string(&mut game, "FfAaBbCcDdEe").expect("legal");
    let mut record = GameRecord::new(game);
    record.set_tag("Event", "a \"quoted\" name \\ here");
    let text = record.to_string();
    assert_eq!(
        text,
        "[Rules \"pits=6 seeds=4 captures=2,3 chain=back slam=no-capture feed=must target=25 cycle=not-counted start=S\"]
[Event \"a \\\"quoted\\\" name \\\\ here\"]
[Position \"0-0-0-0-0-1-0-0-0-0-0-1-22-24-S\"]
[Result \"0-1\"]
[Termination \"cycle\"]
FfAaBbCcDdEe
0-1
"
    );
    let back = GameRecord::parse(&text).expect("valid");
    assert_eq!(back.tag("Event"), Some("a \"quoted\" name \\ here"));
    assert_eq!(back.game.rules(), &custom);
    assert_eq!(back.game.start_position(), record.game.start_position());
    assert_eq!(back.game.position(), record.game.position());
    assert_eq!(back.to_string(), text);
}

/// E5 in a game record: a finished game says how it ended (`Termination`, the ending's id), derived from the
/// moves like its result; an unfinished game keeps a written one.
#[test]
fn game_record_termination_tells_an_e5_end() {
    let game = game_at(rules("numeros"), "0-0-0-1-0-1-1-1-0-0-0-0-21-23-S");
    let mut record = GameRecord::new(game);
    wari_core::rules::play_game_string(&mut record.game, "F").expect("legal");
    let text = record.to_string();
    assert_eq!(
        text,
        "[Variant \"numeros\"]
[Position \"0-0-0-1-0-1-1-1-0-0-0-0-21-23-S\"]
[Result \"1-0\"]
[Termination \"no-capture\"]
F
1-0
"
    );
    let back = GameRecord::parse(&text).expect("valid");
    assert_eq!(back.to_string(), text);
    assert_eq!(back.tag("Termination"), None);
    // A written Termination that the moves contradict gives way to the moves'.
    let wrong = text.replace("no-capture", "time forfeit");
    assert_eq!(GameRecord::parse(&wrong).expect("valid").to_string(), text);
    // An unfinished game keeps the one written.
    let open = "[Variant \"abapa\"]\n[Result \"0-1\"]\n[Termination \"time forfeit\"]\nCd\n";
    let record = GameRecord::parse(open).expect("valid");
    assert_eq!(record.tag("Termination"), Some("time forfeit"));
    assert!(record
        .to_string()
        .contains("[Result \"0-1\"]\n[Termination \"time forfeit\"]\nCd\n0-1\n"));
}

#[test]
fn game_record_reads_comments_results_and_windows_line_ends() {
    let text = "\u{feff}[Variant \"numeros\"]\r\n[Result \"0-1\"]\r\n1. C {a quiet start} d\r\n2. F a 0-1\r\n";
    let record = GameRecord::parse(text).expect("valid");
    assert_eq!(record.game.rules(), &Preset::Numeros.rules());
    assert_eq!(record.game.game_string(), "CdFa");
    // The game is not over: the written result (a resignation) is kept.
    assert_eq!(record.tag("Result"), Some("0-1"));
    assert!(record.to_string().contains("[Result \"0-1\"]\nCdFa\n0-1\n"));
}

#[test]
fn game_record_a_variant_whose_rules_equal_another_keeps_its_name() {
    let mut record = GameRecord::new(Game::new(Preset::WariPl.rules()));
    record.set_tag("Variant", "wari-pl");
    let back = GameRecord::parse(&record.to_string()).expect("valid");
    assert_eq!(back.tag("Variant"), Some("wari-pl"));
}

#[test]
fn game_record_errors_give_line_and_column() {
    let e = GameRecord::parse("[Variant \"abapa\"]\n[South Ana]\nCd").unwrap_err();
    assert_eq!((e.line, e.column), (2, 1));
    assert_eq!(e.kind, K::TagQuotes);
    assert_eq!(
        e.kind.to_string(),
        "a tag's value is written in double quotes"
    );
    assert_eq!(
        e.to_string(),
        "line 2, column 1: a tag's value is written in double quotes"
    );
    let e = GameRecord::parse("[Variant \"chess\"]\nCd").unwrap_err();
    assert_eq!(e.line, 1);
    assert_eq!(
        e.kind,
        K::Rules(RulesError::UnknownPreset { id: "chess".into() })
    );
    assert!(
        e.kind
            .to_string()
            .starts_with("unknown variant 'chess'; use one of: abapa, hu-wari"),
        "{e}"
    );
    let e = GameRecord::parse("[Variant \"abapa\"]\n\nCd\n  FC").unwrap_err();
    assert_eq!((e.line, e.column), (4, 4));
    assert_eq!(
        e.kind.to_string(),
        "move 4 ('C') cannot be played: that pit belongs to the other player"
    );
    let e = GameRecord::parse("[Rules \"pits=11\"]\n").unwrap_err();
    assert_eq!(e.kind, K::Rules(RulesError::Pits(11)));
    assert!(e.kind.to_string().contains("3 to 10 pits"), "{e}");
    let e = GameRecord::parse("[Result \"2-0\"]\n").unwrap_err();
    assert_eq!(
        e.kind,
        K::ResultTag {
            found: "2-0".into()
        }
    );
    assert!(
        e.kind
            .to_string()
            .contains("should be 1-0, 0-1, 1/2-1/2 or *"),
        "{e}"
    );
    let e = GameRecord::parse("[Position \"4-4-4-4-4-4-4-4-4-4-4-4-0-1-S\"]\n").unwrap_err();
    assert_eq!(
        e.kind,
        K::Setup(SetupError::Seeds {
            found: 49,
            expected: 48
        })
    );
    assert!(
        e.kind
            .to_string()
            .contains("49 seeds but the variant plays with 48"),
        "{e}"
    );
    let e = GameRecord::parse("[Variant \"abapa\"\nCd").unwrap_err();
    assert_eq!(e.line, 1);
    assert_eq!(e.kind, K::TagBrackets);
    let e = GameRecord::parse("[Variant]\n").unwrap_err();
    assert_eq!(e.kind, K::TagParts);
    let e = GameRecord::parse("[Vari-ant \"abapa\"]\n").unwrap_err();
    assert_eq!(
        e.kind,
        K::TagName {
            name: "Vari-ant".into()
        }
    );
    let e = "4-4-4-S".parse::<Setup>().unwrap_err();
    assert_eq!(e.kind, K::TooFewParts { found: 4 });
}

/// B4 game records: several Variant tags (and a Rules tag after them) are read as the last one says, and the
/// record then prints the same after being read back (found by the game_record fuzz target).
#[test]
fn b4_record_with_repeated_variant_tags_prints_stably() {
    let text =
        "[Variant \"abapa\"]\n[Variant \"adaua\"]\n[South \"Ana\"]\n[Rules \"pits=6\"]\nCdE\n*\n";
    let record = wari_core::rules::GameRecord::parse(text).expect("a valid record");
    assert_eq!(
        *record.game.rules(),
        wari_core::rules::Preset::Abapa.rules()
    );
    let once = record.to_string();
    let again = wari_core::rules::GameRecord::parse(&once).expect("its own print reads back");
    assert_eq!(again.game.rules(), record.game.rules());
    assert_eq!(again.game.position(), record.game.position());
    assert_eq!(again.to_string(), once);
    assert_eq!(once.matches("[Variant").count(), 1, "{once}");
}
