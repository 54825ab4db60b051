//! Every error and notice variant, rendered with sample values in every language: the languages other than
//! English have no word of English's error messages (`i18n/en.ftl`) in them (the quoted values allowed), and
//! English is the engine's own `Display`.

use crate::view::error_text::*;
use wari_core::params::Params;
use wari_core::rules::{NotationErrorKind, Position, Rules};

/// One rendering to check: what it shows in a language, and the words quoted from its values.
struct Sample {
    name: String,
    render: Box<dyn Fn(Lang) -> String>,
    /// Quoted values, ids and keys that may appear as they are in every language.
    allowed: Vec<&'static str>,
}

fn sample(
    name: impl Into<String>,
    allowed: &[&'static str],
    render: impl Fn(Lang) -> String + 'static,
) -> Sample {
    Sample {
        name: name.into(),
        render: Box::new(render),
        allowed: allowed.to_vec(),
    }
}

/// Which variant a value is (a `match` without `_`, so a new variant fails to compile until it has a sample).
fn rules_variant(e: &RulesError) -> usize {
    match e {
        RulesError::UnknownPreset { .. } => 0,
        RulesError::NotKeyValue { .. } => 1,
        RulesError::UnknownKey { .. } => 2,
        RulesError::BadValue { .. } => 3,
        RulesError::Pits(_) => 4,
        RulesError::Seeds(_) => 5,
        RulesError::NoCaptures => 6,
        RulesError::CaptureCount(_) => 7,
        RulesError::Target(_) => 8,
        RulesError::Rows(_) => 9,
        RulesError::RowPits { .. } => 10,
        RulesError::NotOnFourRows { .. } => 11,
        RulesError::TooManySeeds(_) => 12,
        RulesError::NoCaptureEnd { .. } => 13,
    }
}

fn rules_samples() -> Vec<RulesError> {
    vec![
        RulesError::UnknownPreset {
            id: "szachy".into(),
        },
        RulesError::NotKeyValue { part: "xq".into() },
        RulesError::UnknownKey {
            key: "kolor".into(),
        },
        RulesError::BadValue {
            key: "chain".into(),
            value: "zz".into(),
        },
        RulesError::Pits(12),
        RulesError::Seeds(0),
        RulesError::NoCaptures,
        RulesError::CaptureCount(99),
        RulesError::Target(500),
        RulesError::Rows(5),
        RulesError::RowPits { rows: 3, pits: 5 },
        RulesError::RowPits { rows: 4, pits: 13 },
        RulesError::NotOnFourRows {
            key: "chain".into(),
        },
        RulesError::TooManySeeds(480),
        RulesError::NoCaptureEnd { smallest: 5 },
    ]
}

fn setup_variant(e: &SetupError) -> usize {
    match e {
        SetupError::OddPits { .. } => 0,
        SetupError::PitsASide { .. } => 1,
        SetupError::Seeds { .. } => 2,
        SetupError::BothTargets { .. } => 3,
        SetupError::FeedTurn { .. } => 4,
    }
}

fn setup_samples() -> Vec<SetupError> {
    vec![
        SetupError::OddPits { found: 13 },
        SetupError::PitsASide {
            found: 3,
            expected: 6,
        },
        SetupError::Seeds {
            found: 49,
            expected: 48,
        },
        SetupError::BothTargets {
            stores: [21, 22],
            target: 20,
        },
        SetupError::FeedTurn {
            to_move: Player::North,
        },
    ]
}

fn illegal_variant(e: IllegalMove) -> usize {
    match e {
        IllegalMove::GameOver => 0,
        IllegalMove::NoSuchPit => 1,
        IllegalMove::NotYourPit => 2,
        IllegalMove::Empty => 3,
        IllegalMove::MustFeed => 4,
        IllegalMove::ForbiddenGrandSlam => 5,
    }
}

const ILLEGAL: [IllegalMove; 6] = [
    IllegalMove::GameOver,
    IllegalMove::NoSuchPit,
    IllegalMove::NotYourPit,
    IllegalMove::Empty,
    IllegalMove::MustFeed,
    IllegalMove::ForbiddenGrandSlam,
];

fn kind_variant(k: &K) -> usize {
    match k {
        K::MoveNumber => 0,
        K::NotALetter { .. } => 1,
        K::Illegal { .. } => 2,
        K::TooFewParts { .. } => 3,
        K::NotAPlayer { .. } => 4,
        K::PitCount { .. } => 5,
        K::NotSeeds { .. } => 6,
        K::TooManySeeds { .. } => 7,
        K::TagBrackets => 8,
        K::TagParts => 9,
        K::TagQuotes => 10,
        K::TagName { .. } => 11,
        K::ResultTag { .. } => 12,
        K::Rules(_) => 13,
        K::Setup(_) => 14,
    }
}

fn kind_samples() -> Vec<NotationErrorKind> {
    let mut v = vec![
        K::MoveNumber,
        K::NotALetter {
            found: 'x',
            pits: 6,
        },
        K::TooFewParts { found: 3 },
        K::NotAPlayer { found: "Q".into() },
        K::PitCount { found: 7 },
        K::NotSeeds {
            found: "zz".into(),
            place: SeedPlace::Pit('C'),
        },
        K::NotSeeds {
            found: "zz".into(),
            place: SeedPlace::Store(Player::North),
        },
        K::TooManySeeds { found: 250 },
        K::TagBrackets,
        K::TagParts,
        K::TagQuotes,
        K::TagName { name: "x-y".into() },
        K::ResultTag {
            found: "2-0".into(),
        },
    ];
    for reason in ILLEGAL {
        v.push(K::Illegal {
            number: 3,
            letter: 'e',
            reason,
        });
    }
    v.extend(rules_samples().into_iter().map(K::Rules));
    v.extend(setup_samples().into_iter().map(K::Setup));
    v
}

fn request_variant(e: &RequestError) -> usize {
    match e {
        RequestError::NotARequest => 0,
        RequestError::Rules(_) => 1,
        RequestError::Position(_) => 2,
        RequestError::Setup(_) => 3,
        RequestError::Moves(_) => 4,
    }
}

fn problem_variant(p: &Problem) -> usize {
    match p {
        Problem::Rules(_) => 0,
        Problem::Moves(_) => 1,
        Problem::Position(_) => 2,
        Problem::Setup(_) => 3,
        Problem::Language => 4,
        Problem::Seat => 5,
        Problem::Flag => 6,
        Problem::Choice(_) => 7,
        Problem::Puzzle => 8,
        Problem::NoMoves(_) => 9,
    }
}

/// Asserts that `variants` covers `0..count`.
fn failure_variant(f: WorkerFailure) -> usize {
    match f {
        WorkerFailure::CannotStart => 0,
        WorkerFailure::Stopped => 1,
        WorkerFailure::Garbled => 2,
        WorkerFailure::Silent => 3,
        WorkerFailure::Unavailable => 4,
    }
}

fn covers(what: &str, variants: impl IntoIterator<Item = usize>, count: usize) {
    let mut seen: Vec<usize> = variants.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(
        seen,
        (0..count).collect::<Vec<_>>(),
        "{what}: a variant has no sample"
    );
}

const RULES_IDS: &[&str] = &[
    "abapa", "hu", "wari", "win", "hetproba", "pl", "adaua", "numeros", "antigua", "moruba",
    "chain", "L4", "szachy", "xq", "kolor", "zz", "end", "no", "capture",
];

fn all_samples() -> Vec<Sample> {
    let mut out = Vec::new();
    let rules = rules_samples();
    covers("RulesError", rules.iter().map(rules_variant), 14);
    for e in rules {
        out.push(sample(format!("{e:?}"), RULES_IDS, move |l| {
            rules_error(l, &e)
        }));
    }
    let setups = setup_samples();
    covers("SetupError", setups.iter().map(setup_variant), 5);
    for e in setups {
        out.push(sample(format!("{e:?}"), &[], move |l| setup_error(l, &e)));
    }
    covers("IllegalMove", ILLEGAL.map(illegal_variant), 6);
    for e in ILLEGAL {
        out.push(sample(format!("{e:?}"), &[], move |l| {
            illegal(l, e, 'd', Player::South)
        }));
    }
    let kinds = kind_samples();
    covers("NotationErrorKind", kinds.iter().map(kind_variant), 15);
    for (i, kind) in kinds.into_iter().enumerate() {
        // Every kind once on the first line and once further down.
        let e = NotationError {
            line: 1 + i % 2,
            column: 7,
            kind,
        };
        let allowed = [
            RULES_IDS,
            &[
                "Name",
                "value",
                "Nombre",
                "valor",
                "Név",
                "érték",
                "Nazwa",
                "wartość",
            ],
        ]
        .concat();
        let allowed: &'static [&'static str] = Vec::leak(allowed);
        out.push(sample(format!("{e:?}"), allowed, move |l| {
            notation_error(l, &e)
        }));
    }
    let game_error = NotationError {
        line: 1,
        column: 3,
        kind: K::MoveNumber,
    };
    let requests = vec![
        RequestError::NotARequest,
        RequestError::Rules(RulesError::Pits(2)),
        RequestError::Position(game_error.clone()),
        RequestError::Setup(SetupError::OddPits { found: 7 }),
        RequestError::Moves(game_error),
    ];
    covers("RequestError", requests.iter().map(request_variant), 5);
    for e in requests {
        out.push(sample(format!("{e:?}"), &[], move |l| request_error(l, &e)));
    }
    let failures = [
        WorkerFailure::CannotStart,
        WorkerFailure::Stopped,
        WorkerFailure::Garbled,
        WorkerFailure::Silent,
        WorkerFailure::Unavailable,
    ];
    covers("WorkerFailure", failures.map(failure_variant), 5);
    for f in failures {
        out.push(sample(format!("{f:?}"), &[], move |l| {
            worker_failure(l, f).to_string()
        }));
    }
    let mut notices = Vec::new();
    for query in [
        "variant=szachy",
        "position=1-2-3",
        "lang=zz",
        "south=zz",
        "flip=zz",
        "print=zz",
        "position=3-3-3-3-3-3-0-0-S",
        "moves=CC",
        "moves=ZZ",
        "puzzle=abapa-99",
    ] {
        let (p, mut n) = Params::parse(query);
        n.extend(p.game(Rules::default()).1);
        assert_eq!(n.len(), 1, "{query}");
        notices.push(n.remove(0));
    }
    covers(
        "Problem",
        notices.iter().map(|n| problem_variant(&n.problem)),
        10,
    );
    for n in notices {
        let values = [
            "variant", "position", "lang", "zz", "south", "flip", "print", "board", "moves",
            "human", "ai", "en", "es", "puzzle", "abapa-99",
        ];
        let allowed: &'static [&'static str] = Vec::leak([RULES_IDS, &values].concat());
        out.push(sample(format!("{n:?}"), allowed, move |l| notice(l, &n)));
    }
    out
}

/// The messages of errors and notices in the language files.
const ERROR_MESSAGES: &[&str] = &[
    "illegal-",
    "rules-error-",
    "setup-error-",
    "notation-",
    "request-",
    "worker-",
    "notice-",
    "problem-",
];

/// Every word of English's error and notice messages (`i18n/en.ftl`): none may appear in another language's
/// rendering of an error, unless that language has the same word ([`SHARED_WORDS`]).
fn english_vocabulary() -> Vec<String> {
    use wari_ui::i18n::syntax::{Element, Expression, Inline, Pattern};
    fn texts(p: &Pattern, out: &mut String) {
        for e in &p.0 {
            match e {
                Element::Text(t) => {
                    out.push(' ');
                    out.push_str(t);
                }
                Element::Placeable(Expression::Select { variants, .. }) => {
                    variants.iter().for_each(|v| texts(&v.value, out))
                }
                Element::Placeable(Expression::Inline(Inline::Nested(_) | Inline::String(_))) => {}
                Element::Placeable(Expression::Inline(_)) => out.push(' '),
            }
        }
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/i18n/en.ftl");
    let en =
        wari_ui::i18n::syntax::Resource::parse(&std::fs::read_to_string(path).expect("en.ftl"));
    let mut all = String::new();
    for (id, entry) in &en.entries {
        if ERROR_MESSAGES.iter().any(|prefix| id.starts_with(prefix)) {
            texts(entry.value.as_ref().expect("a text"), &mut all);
        }
    }
    // Rule names such as G5 are no English.
    let mut v: Vec<String> = words(&all)
        .into_iter()
        .filter(|w| !w.chars().any(|c| c.is_ascii_digit()))
        .map(|w| w.to_lowercase())
        .collect();
    v.sort();
    v.dedup();
    v
}

/// Words that are the same in English and another language (checked words of that language, not English
/// left in it).
const SHARED_WORDS: &[(&str, &[&str])] = &[
    ("es", &["no"]),
    ("fr", &["grand", "page", "position", "possible"]),
    ("hu", &["is", "most"]),
    ("pl", &["do", "to"]),
];

fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .map(|w| w.trim_matches('\'').to_string())
        .filter(|w| w.chars().count() > 1 && !w.chars().all(|c| c.is_ascii_digit()))
        .collect()
}

#[test]
fn every_error_and_notice_is_rendered_without_english_in_other_languages() {
    let en_words = english_vocabulary();
    assert!(en_words.len() > 120, "{}", en_words.len());
    let samples = all_samples();
    assert!(samples.len() > 60, "{}", samples.len());
    let mut found = Vec::new();
    for s in &samples {
        let english = (s.render)(Lang::En);
        assert!(!english.trim().is_empty(), "{}", s.name);
        // The English words of this rendering, besides the values it quotes.
        let mut vocabulary: Vec<String> = words(&english)
            .into_iter()
            .filter(|w| w.chars().count() > 2 && !s.allowed.contains(&w.as_str()))
            .map(|w| w.to_lowercase())
            .collect();
        vocabulary.extend(en_words.iter().cloned());
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let shared = SHARED_WORDS
                .iter()
                .find(|(code, _)| *code == lang.code())
                .map_or(&[][..], |(_, w)| w);
            let text = (s.render)(lang);
            assert_ne!(text, english, "{} in {lang:?} is the English text", s.name);
            for w in words(&text) {
                if s.allowed.contains(&w.as_str()) || shared.contains(&w.to_lowercase().as_str()) {
                    continue;
                }
                if vocabulary.contains(&w.to_lowercase()) {
                    found.push(format!(
                        "{} in {lang:?}: English word '{w}' in: {text}",
                        s.name
                    ));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The engine's `Display` (the command line's words) with the page's quotation marks: a value quoted with
/// apostrophes (`'x'`) is quoted with curly marks (`“x”`), as every language of the page quotes with its own;
/// an apostrophe inside a word (`tag's`) stays.
fn with_curly_quotes(display: &str) -> String {
    let chars: Vec<char> = display.chars().collect();
    let word = |i: Option<&char>| i.is_some_and(|c| c.is_alphanumeric());
    (0..chars.len())
        .map(|i| match chars[i] {
            '\'' if !word(i.checked_sub(1).and_then(|j| chars.get(j))) => '“',
            '\'' if !word(chars.get(i + 1)) => '”',
            c => c,
        })
        .collect()
}

#[test]
fn english_is_the_engines_display() {
    assert_eq!(
        with_curly_quotes("unknown variant 'x'; a tag's value ('C')"),
        "unknown variant “x”; a tag's value (“C”)"
    );
    for e in rules_samples() {
        assert_eq!(rules_error(Lang::En, &e), with_curly_quotes(&e.to_string()));
    }
    for e in setup_samples() {
        assert_eq!(setup_error(Lang::En, &e), with_curly_quotes(&e.to_string()));
    }
    for kind in kind_samples() {
        // The page says more than the command line about a move that cannot be played (whose pit it is).
        if matches!(kind, K::Illegal { .. }) {
            continue;
        }
        let e = NotationError {
            line: 2,
            column: 4,
            kind,
        };
        assert_eq!(
            notation_error(Lang::En, &e),
            with_curly_quotes(&e.to_string())
        );
    }
}

#[test]
fn errors_name_their_values() {
    for l in Lang::ALL {
        for e in [
            RulesError::Pits(12),
            RulesError::Seeds(0),
            RulesError::CaptureCount(99),
            RulesError::Target(500),
            RulesError::NoCaptureEnd { smallest: 5 },
        ] {
            let s = rules_error(l, &e);
            assert!(s.chars().any(|c| c.is_ascii_digit()), "{s}");
        }
        let s = setup_error(
            l,
            &SetupError::Seeds {
                found: 49,
                expected: 48,
            },
        );
        assert!(s.contains("49") && s.contains("48"), "{s}");
        let s = notation_error(
            l,
            &NotationError {
                line: 3,
                column: 9,
                kind: K::NotALetter {
                    found: 'x',
                    pits: 5,
                },
            },
        );
        assert!(
            s.contains('3') && s.contains('9') && s.contains('x') && s.contains('E'),
            "{s}"
        );
        assert!(illegal(l, IllegalMove::Empty, 'd', Player::South).contains('d'));
    }
    assert_eq!(
        illegal(Lang::En, IllegalMove::NotYourPit, 'd', Player::South),
        "You can't play d: that pit belongs to North, and it is South's turn."
    );
    assert_eq!(
        illegal(Lang::Hu, IllegalMove::Empty, 'e', Player::South),
        "Az e gödörrel nem lehet lépni: ez a gödör üres."
    );
}

#[test]
fn a_real_game_string_error_is_rendered_in_each_language() {
    let rules = Rules::default();
    let e = wari_core::rules::parse_game_string(&rules, "CdC").unwrap_err();
    assert_eq!(e.column, 3);
    assert_eq!(
        notation_error(Lang::En, &e),
        "at character 3: move 3 (“C”) cannot be played: that pit is empty"
    );
    assert_eq!(
        notation_error(Lang::Es, &e),
        "en el carácter 3: la jugada 3 («C») no se puede hacer: ese hoyo está vacío"
    );
    let setup = "3-3-3-3-3-3-0-0-S"
        .parse::<wari_core::rules::Setup>()
        .unwrap();
    let e = Position::from_setup(&rules, &setup).unwrap_err();
    assert_eq!(
        setup_error(Lang::Pl, &e),
        "ta pozycja ma 3 dołki na gracza, a wariant ma ich 6"
    );
}

/// A position of the wrong size is counted in pits a side, not a row: on four rows (moruba: 12 a row, 24 a
/// side) the two differ, and a row count would be wrong.
#[test]
fn a_position_of_the_wrong_size_counts_pits_a_side() {
    let rules = wari_core::rules::Preset::Moruba.rules();
    let text = format!("{}-0-0-S", vec!["4"; 46].join("-"));
    let setup = text.parse::<wari_core::rules::Setup>().unwrap();
    let e = Position::from_setup(&rules, &setup).unwrap_err();
    let side = [
        (Lang::En, "23 pits a side but the variant has 24"),
        (Lang::Es, "23 hoyos por jugador, pero la variante tiene 24"),
        (Lang::Fr, "23 cases par joueur, mais la variante en a 24"),
        (
            Lang::Hu,
            "játékosonként 23 gödör van, a változatban viszont 24",
        ),
        (Lang::Pl, "23 dołki na gracza, a wariant ma ich 24"),
    ];
    for (lang, words) in side {
        assert!(
            setup_error(lang, &e).contains(words),
            "{}",
            setup_error(lang, &e)
        );
    }
}

#[test]
fn notices_quote_the_value_as_given() {
    let (_, n) = Params::parse("lang=%3Cb%3Ex");
    for l in Lang::ALL {
        assert!(notice(l, &n[0]).contains("<b>x"));
    }
}

/// An error about the whole position text (its seeds in all, its number of pits) names no character: there
/// is no one place to look at.
#[test]
fn an_error_about_the_whole_position_names_no_character() {
    let e = "100-100-100-0-0-0-0-0-S"
        .parse::<wari_core::rules::Setup>()
        .unwrap_err();
    assert!(e.kind.whole_text());
    for lang in Lang::ALL {
        assert_eq!(notation_error(lang, &e), notation_kind(lang, &e.kind));
    }
    assert_eq!(
        notation_error(Lang::Es, &e),
        "en un tablero caben como mucho 200 semillas; en este hay 300"
    );
    // One place: the character is named.
    let e = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-X"
        .parse::<wari_core::rules::Setup>()
        .unwrap_err();
    assert!(!e.kind.whole_text());
    assert!(notation_error(Lang::En, &e).starts_with("at character 29: "));
}
