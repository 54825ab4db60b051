//! The page's URL parameters (DESIGN.md): `variant`, `moves`, `position`, `lang`, `south`, `north`, `flip`,
//! `embed`, `controls`, `print`. Pure Rust, so it is tested (and fuzzed) natively.
//!
//! | parameter | values | meaning |
//! |---|---|---|
//! | `variant` | a preset id (`abapa`, ...) or a rules text (`pits=5 seeds=3 captures=2,3`) | the rules |
//! | `moves` | a game string (`CdEb...`) | moves played from the start (or from `position`) |
//! | `position` | a position text (`4-4-...-0-0-S`) | a starting position (puzzles) |
//! | `puzzle` | a puzzle id of the collection (`abapa/7`) | opens that puzzle (also embedded) |
//! | `lang` | `en`, `es`, `fr`, `hu`, `pl` | the UI language |
//! | `south`, `north` | `human`, `ai-1` .. `ai-6` | who plays each side |
//! | `flip` | `0`/`1` | North at the bottom |
//! | `embed` | `0`/`1` | the board and a minimal bar only (no saving) |
//! | `controls` | `0`/`1` | in an embedded board, show the bar's buttons |
//! | `print` | `board`, `position` | open the print view: the empty board at real size, or the position |
//! | `lesson` | `0`/`1` | open the guided first game for the rules in play |
//! | `review` | `0`/`1` | open the review of the game (every move judged by the computer) |
//!
//! The page also understands `reset=1` (forget the saved game), which its error box links to.
//!
//! [`Params::parse`] reads a query string (`?variant=abapa&moves=CdEb`) and never fails: every value that cannot
//! be used becomes a [`Notice`] that says which parameter, what it held and why, and the page then uses its
//! default for that setting. Unknown parameters (`utm_source`, ...) are ignored. When a parameter appears twice,
//! the last one counts. [`Params::game`] builds the game the link describes.
//!
//! ```
//! use wari_core::params::{Params, Seat};
//! let (p, notices) = Params::parse("?variant=numeros&moves=CdE&north=ai-3&lang=hu");
//! assert!(notices.is_empty());
//! assert_eq!(p.north, Some(Seat::Computer(3)));
//! let (game, notices) = p.game(wari_core::Rules::default());
//! assert!(notices.is_empty());
//! assert_eq!(game.unwrap().game_string(), "CdE");
//! ```

use crate::rules::{
    play_game_string, Game, NotationError, Preset, Rules, RulesError, Setup, SetupError,
};

/// The number of the computer's levels: 1 is a beginner who blunders believably, [`LEVELS`] the strongest
/// (the engine's levels, `ai-1` .. `ai-6` in a link).
pub const LEVELS: u8 = 6;

/// The computer level a seat gets when the URL says `ai` without a number.
pub const DEFAULT_LEVEL: u8 = 2;

/// Who plays one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// A person clicks the pits.
    Human,
    /// The computer at a level `1..=`[`LEVELS`].
    Computer(u8),
}

impl Seat {
    /// `human` or `ai-N`, as in URLs and saved games.
    pub fn id(self) -> String {
        match self {
            Seat::Human => "human".into(),
            Seat::Computer(level) => format!("ai-{level}"),
        }
    }

    /// Reads `human` or `ai-N` (also `ai`/`computer` for the default level, `ai3`, any case).
    pub fn parse(s: &str) -> Option<Seat> {
        let s = s.trim().to_ascii_lowercase();
        match s.as_str() {
            "human" | "h" | "person" => return Some(Seat::Human),
            "ai" | "computer" | "cpu" => return Some(Seat::Computer(DEFAULT_LEVEL)),
            _ => {}
        }
        let level = s
            .strip_prefix("ai-")
            .or_else(|| s.strip_prefix("ai"))?
            .parse::<u8>()
            .ok()?;
        (1..=LEVELS)
            .contains(&level)
            .then_some(Seat::Computer(level))
    }

    /// Whether the computer plays this side.
    pub fn is_computer(self) -> bool {
        matches!(self, Seat::Computer(_))
    }
}

/// Why a parameter's value was not used: the engine's error as data, or what the parameter takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// `variant`: neither a preset id nor valid rules (the engine's reason).
    Rules(RulesError),
    /// `moves`: a move could not be played; the moves before it were kept.
    Moves(NotationError),
    /// `moves`: not even the first move could be played, so the link's moves were not used (and a game in
    /// progress is kept: see [`Params::game`]).
    NoMoves(NotationError),
    /// `position`: not a position text (the engine's reason).
    Position(NotationError),
    /// `position`: a position text that is no position of the rules in play (the engine's reason).
    Setup(SetupError),
    /// `lang`: not a language of the page.
    Language,
    /// `south`/`north`: not `human` or `ai-1`..`ai-N`.
    Seat,
    /// `flip`, `embed`, `controls`: not `0`/`1` (or `true`/`false`, `yes`/`no`).
    Flag,
    /// A parameter with a fixed list of values (`print`) got another one; the list.
    Choice(&'static [&'static str]),
    /// `puzzle`: no puzzle of the collection has this id.
    Puzzle,
}

/// What `print=` opens: a print view of the empty board at real size or of the current position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PrintView {
    /// `print=board`: the empty board at real size for playing with seeds, then the rules.
    Board,
    /// `print=position`: the current position with the seed counts, for a worksheet.
    Position,
}

impl PrintView {
    /// Every view, by its `print=` value.
    pub const ALL: [PrintView; 2] = [PrintView::Board, PrintView::Position];
    /// The `print=` values, in the order of [`PrintView::ALL`].
    pub const IDS: [&'static str; 2] = ["board", "position"];

    /// The value in URLs (`board`, `position`).
    pub fn id(self) -> &'static str {
        match self {
            PrintView::Board => Self::IDS[0],
            PrintView::Position => Self::IDS[1],
        }
    }

    /// Reads `board` or `position` (any case).
    pub fn parse(s: &str) -> Option<PrintView> {
        let s = s.trim().to_ascii_lowercase();
        PrintView::ALL.into_iter().find(|v| v.id() == s)
    }
}

/// A parameter that could not be used, for a visible notice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// The parameter's name (`variant`, `moves`, ...).
    pub param: &'static str,
    /// Its value as given (decoded, shortened to [`Notice::MAX_VALUE`] characters for display).
    pub value: String,
    /// Why it was not used.
    pub problem: Problem,
}

impl Notice {
    /// The longest value a notice quotes; longer ones end with `…`.
    pub const MAX_VALUE: usize = 60;

    /// Whether this notice of [`Params::game`] means the link's game is not the one it asked for (its
    /// position refused, or not one of its moves playable): such a link must not replace a game in progress.
    pub fn refuses_game(&self) -> bool {
        matches!(self.problem, Problem::Setup(_) | Problem::NoMoves(_))
    }

    fn new(param: &'static str, value: &str, problem: Problem) -> Notice {
        let mut shown: String = value.chars().take(Self::MAX_VALUE).collect();
        if value.chars().count() > Self::MAX_VALUE {
            shown.push('…');
        }
        Notice {
            param,
            value: shown,
            problem,
        }
    }
}

/// The settings a URL asks for; `None` where the URL says nothing usable.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params {
    /// `variant=`: a preset id or a rules text (`pits=5 seeds=3 ...`).
    pub rules: Option<Rules>,
    /// The preset named by `variant=` (two presets can share their rules: `hu-wari-win` and `wari-pl`).
    pub preset: Option<Preset>,
    /// `moves=`: a game string, checked against the rules by [`Params::game`].
    pub moves: Option<String>,
    /// `position=`: a starting position for puzzles, checked against the rules by [`Params::game`].
    pub position: Option<Setup>,
    /// `lang=`: the code of a language of the page.
    pub lang: Option<&'static str>,
    /// `south=`.
    pub south: Option<Seat>,
    /// `north=`.
    pub north: Option<Seat>,
    /// `flip=1`: North at the bottom.
    pub flip: Option<bool>,
    /// `embed=1`: the board and a minimal bar only.
    pub embed: Option<bool>,
    /// `controls=0|1`: in an embedded board, whether the bar's buttons are shown.
    pub controls: Option<bool>,
    /// `reset=1`: forget the saved game first (the error box links to it).
    pub reset: Option<bool>,
    /// `print=board|position`: open the print view directly.
    pub print: Option<PrintView>,
    /// `puzzle=ID`: open this puzzle of the collection (its index).
    pub puzzle: Option<usize>,
    /// `lesson=1`: open the guided first game.
    pub lesson: Option<bool>,
    /// `review=1`: open the review of the game (with `moves=`).
    pub review: Option<bool>,
    /// `position=` was given but is no position text (its notice comes from [`Params::parse`]): the link's
    /// game is not the one it asked for, so it must not replace a game in progress.
    pub position_refused: bool,
}

/// Decodes one `application/x-www-form-urlencoded` component: `+` is a space, `%XX` a byte; malformed escapes
/// are kept as they are and invalid UTF-8 becomes `�`.
pub fn decode_component(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = |b: u8| (b as char).to_digit(16);
                match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                    (Some(h), Some(l)) => {
                        out.push((h * 16 + l) as u8);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Encodes a value for a query string (everything but `A-Z a-z 0-9 - _ . ~` is `%XX`; a space is `+`).
pub fn encode_component(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for &b in s.as_bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

fn parse_flag(s: &str) -> Option<bool> {
    match s.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" | "" => Some(true),
        "0" | "false" | "no" | "off" => Some(false),
        _ => None,
    }
}

/// The codes of the languages the page speaks (each has its file `i18n/<code>.ftl`; the page's language list,
/// `crates/ui/src/i18n/languages.rs`, is checked against this one by its tests).
pub const LANGUAGE_CODES: [&str; 5] = ["en", "es", "fr", "hu", "pl"];

/// The code of a language the page speaks, from a code such as `es`, `ES-mx` or `hu_HU`.
pub fn language(code: &str) -> Option<&'static str> {
    let primary = code.trim().split(['-', '_']).next()?.to_ascii_lowercase();
    LANGUAGE_CODES.into_iter().find(|c| *c == primary)
}

impl Params {
    /// Reads a query string, with or without its leading `?` (a `#fragment` is ignored). Never fails: the
    /// notices list the values that were not used.
    pub fn parse(query: &str) -> (Params, Vec<Notice>) {
        let query = query.split('#').next().unwrap_or("");
        let query = query.strip_prefix('?').unwrap_or(query);
        let mut p = Params::default();
        let mut notices: Vec<Notice> = Vec::new();
        for pair in query.split('&').filter(|s| !s.is_empty()) {
            let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
            let key = decode_component(key).trim().to_ascii_lowercase();
            let value = decode_component(raw);
            let v = value.trim();
            // The last occurrence of a parameter counts: forget an earlier notice about it.
            let mut note = |param: &'static str, problem: Problem| {
                notices.retain(|n| n.param != param);
                notices.push(Notice::new(param, v, problem));
            };
            let forget =
                |notices: &mut Vec<Notice>, param: &str| notices.retain(|n| n.param != param);
            match key.as_str() {
                "variant" | "rules" => match v.parse::<Rules>() {
                    Ok(r) => {
                        forget(&mut notices, "variant");
                        p.rules = Some(r);
                        p.preset = v.parse::<Preset>().ok();
                    }
                    Err(e) => note("variant", Problem::Rules(e)),
                },
                "moves" => {
                    forget(&mut notices, "moves");
                    p.moves = (!v.is_empty()).then(|| v.to_string());
                }
                "position" => match v.parse::<Setup>() {
                    Ok(pos) => {
                        forget(&mut notices, "position");
                        p.position = Some(pos);
                        p.position_refused = false;
                    }
                    Err(e) => {
                        note("position", Problem::Position(e));
                        p.position_refused = true;
                    }
                },
                "lang" => match language(v) {
                    Some(l) => {
                        forget(&mut notices, "lang");
                        p.lang = Some(l);
                    }
                    None => note("lang", Problem::Language),
                },
                "south" | "north" => {
                    let param = if key == "south" { "south" } else { "north" };
                    match Seat::parse(v) {
                        Some(seat) => {
                            forget(&mut notices, param);
                            if param == "south" {
                                p.south = Some(seat);
                            } else {
                                p.north = Some(seat);
                            }
                        }
                        None => note(param, Problem::Seat),
                    }
                }
                "flip" | "embed" | "controls" | "reset" | "lesson" | "review" => {
                    let (param, slot) = match key.as_str() {
                        "flip" => ("flip", &mut p.flip),
                        "embed" => ("embed", &mut p.embed),
                        "reset" => ("reset", &mut p.reset),
                        "lesson" => ("lesson", &mut p.lesson),
                        "review" => ("review", &mut p.review),
                        _ => ("controls", &mut p.controls),
                    };
                    match parse_flag(v) {
                        Some(b) => {
                            forget(&mut notices, param);
                            *slot = Some(b);
                        }
                        None => note(param, Problem::Flag),
                    }
                }
                "print" => match PrintView::parse(v) {
                    Some(view) => {
                        forget(&mut notices, "print");
                        p.print = Some(view);
                    }
                    None => note("print", Problem::Choice(&PrintView::IDS)),
                },
                "puzzle" => match crate::puzzles::index_of(v) {
                    Some(i) => {
                        forget(&mut notices, "puzzle");
                        p.puzzle = Some(i);
                    }
                    None => note("puzzle", Problem::Puzzle),
                },
                _ => {}
            }
        }
        (p, notices)
    }

    /// Whether the URL describes a game (rules, a position or moves), which then replaces a saved one.
    pub fn describes_game(&self) -> bool {
        self.rules.is_some() || self.moves.is_some() || self.position.is_some()
    }

    /// The game the URL describes, or `None` when it describes none. `default_rules` is used when the URL
    /// gives no (valid) variant. A position that does not suit the rules is left out; moves are played until
    /// the first one that cannot be, and the notice names it. When the position is refused or not one move
    /// could be played ([`Notice::refuses_game`]), the page keeps a game in progress instead.
    pub fn game(&self, default_rules: Rules) -> (Option<Game>, Vec<Notice>) {
        let mut notices = Vec::new();
        if !self.describes_game() {
            return (None, notices);
        }
        let rules = self.rules.unwrap_or(default_rules);
        let mut game = Game::new(rules);
        if let Some(setup) = &self.position {
            match Game::from_setup(rules, setup) {
                Ok(g) => game = g,
                Err(e) => notices.push(Notice::new(
                    "position",
                    &setup.to_string(),
                    Problem::Setup(e),
                )),
            }
        }
        if let Some(moves) = &self.moves {
            let before = game.ply();
            if let Err(e) = play_game_string(&mut game, moves) {
                let problem = if game.ply() == before {
                    Problem::NoMoves(e)
                } else {
                    Problem::Moves(e)
                };
                notices.push(Notice::new("moves", moves, problem));
            }
        }
        (Some(game), notices)
    }

    /// The preset the URL names, or whose rules the URL's rules text equals.
    pub fn preset(&self) -> Option<Preset> {
        self.preset
            .or_else(|| self.rules.as_ref().and_then(Preset::matching))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Player;

    #[test]
    fn empty_query_gives_defaults_and_no_notice() {
        for q in ["", "?", "?&&", "#frag", "?#x=1"] {
            let (p, n) = Params::parse(q);
            assert_eq!(p, Params::default(), "{q}");
            assert!(n.is_empty(), "{q}");
            assert!(p.game(Rules::default()).0.is_none());
        }
    }

    #[test]
    fn every_parameter_is_read() {
        let (p, n) = Params::parse(
            "?variant=hu-wari&moves=CdE&lang=HU&south=human&north=ai-4&flip=1&embed=true&controls=0&reset=1",
        );
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(p.rules, Some(Preset::HuWari.rules()));
        assert_eq!(p.preset(), Some(Preset::HuWari));
        // wari-pl has the rules of hu-wari-win (and a 7-game match): the name given is kept.
        let (pl, _) = Params::parse("variant=wari-pl");
        assert_eq!(pl.preset(), Some(Preset::WariPl));
        assert_eq!(pl.rules, Some(Preset::HuWariWin.rules()));
        assert_eq!(p.moves.as_deref(), Some("CdE"));
        assert_eq!(p.lang, Some("hu"));
        assert_eq!(p.south, Some(Seat::Human));
        assert_eq!(p.north, Some(Seat::Computer(4)));
        assert_eq!(p.flip, Some(true));
        assert_eq!(p.embed, Some(true));
        assert_eq!(p.controls, Some(false));
        assert_eq!(p.reset, Some(true));
    }

    #[test]
    fn shared_link_rebuilds_the_same_game() {
        // The mockup's game: CdEbDaBc in Abapa ends with a three-pit chain capture (C1, C2).
        let mut g = Game::new(Preset::Abapa.rules());
        play_game_string(&mut g, "CdEbDaBc").unwrap();
        let (p, n) = Params::parse("variant=abapa&moves=CdEbDaBc");
        assert!(n.is_empty());
        let (game, n) = p.game(Preset::Numeros.rules());
        assert!(n.is_empty());
        let game = game.unwrap();
        assert_eq!(game.position(), g.position());
        assert_eq!(game.position().to_string(), "8-1-0-0-0-8-1-0-0-4-8-8-3-7-S");
    }

    #[test]
    fn custom_rules_text_is_percent_decoded() {
        let rules = "pits=5 seeds=3 captures=2,3 chain=both slam=forbidden";
        let q = format!("variant={}", encode_component(rules));
        assert!(q.contains('+') && q.contains("%3D") && q.contains("%2C"));
        let (p, n) = Params::parse(&q);
        assert!(n.is_empty(), "{n:?}");
        let r = p.rules.unwrap();
        assert_eq!(r, rules.parse::<Rules>().unwrap());
        assert_eq!(r.pits(), 5);
        assert_eq!(p.preset(), None);
        // '=' inside the value needs no escaping either: the first '=' splits key and value.
        let (p, n) = Params::parse("variant=pits=4;seeds=2");
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(p.rules.unwrap().pits(), 4);
    }

    #[test]
    fn bad_values_become_notices_and_defaults() {
        let (p, n) = Params::parse(
            "variant=chess&lang=xx&south=robot&north=ai-99&flip=maybe&position=1-2-3&embed=2",
        );
        assert_eq!(
            p,
            Params {
                position_refused: true,
                ..Params::default()
            }
        );
        let params: Vec<&str> = n.iter().map(|n| n.param).collect();
        assert_eq!(
            params,
            ["variant", "lang", "south", "north", "flip", "position", "embed"]
        );
        assert_eq!(
            n[0].problem,
            Problem::Rules(RulesError::UnknownPreset { id: "chess".into() })
        );
        assert_eq!(n[0].value, "chess");
        assert_eq!(n[1].problem, Problem::Language);
        assert_eq!(n[2].problem, Problem::Seat);
        assert_eq!(n[3].problem, Problem::Seat);
        assert_eq!(n[4].problem, Problem::Flag);
        assert!(matches!(n[5].problem, Problem::Position(_)));
    }

    #[test]
    fn invalid_custom_rules_carry_the_engine_reason() {
        let (_, n) = Params::parse("variant=pits%3D12");
        assert_eq!(n[0].problem, Problem::Rules(RulesError::Pits(12)));
        let (_, n) = Params::parse("variant=seeds%3D1+captures%3D13");
        assert_eq!(n[0].problem, Problem::Rules(RulesError::CaptureCount(13)));
    }

    #[test]
    fn bad_moves_keep_the_playable_prefix() {
        // After C (South) it is North's turn: 'E' is South's pit, so the third character fails.
        let (p, n) = Params::parse("moves=CdE%3Czx");
        assert!(n.is_empty());
        let (game, n) = p.game(Rules::default());
        let game = game.unwrap();
        assert_eq!(game.game_string(), "CdE");
        assert_eq!(n.len(), 1);
        assert_eq!(n[0].param, "moves");
        assert_eq!(n[0].value, "CdE<zx");
        match &n[0].problem {
            Problem::Moves(e) => assert_eq!(e.column, 4, "{e}"),
            other => panic!("{other:?}"),
        }
        let (p, _) = Params::parse("moves=CC");
        let (game, n) = p.game(Rules::default());
        assert_eq!(game.unwrap().game_string(), "C");
        assert!(n[0].value == "CC");
        assert!(!n[0].refuses_game());
    }

    /// Moves of which not even the first can be played (moruba's pits are A-X: Z is none), and a 48-pit
    /// position whose counts do not suit moruba, refuse the link's game: a game in progress stays.
    #[test]
    fn a_link_whose_game_cannot_start_refuses_it() {
        let (p, _) = Params::parse("variant=moruba&moves=ZZZ");
        let (game, n) = p.game(Rules::default());
        assert_eq!(game.unwrap().ply(), 0);
        assert!(matches!(n[0].problem, Problem::NoMoves(_)), "{n:?}");
        assert!(n[0].refuses_game());
        // 193 seeds instead of moruba's 192: a position text, but none of moruba.
        let mut counts = vec!["4"; 48];
        counts[3] = "5";
        let text = format!("{}-0-0-S", counts.join("-"));
        let (p, n) = Params::parse(&format!("variant=moruba&position={text}"));
        assert!(n.is_empty() && !p.position_refused, "{n:?}");
        let (_, n) = p.game(Rules::default());
        assert!(matches!(n[0].problem, Problem::Setup(_)), "{n:?}");
        assert!(n[0].refuses_game());
        // 287 seeds: no position text at all (at most 200 seeds).
        counts[3] = "99";
        let text = format!("{}-0-0-S", counts.join("-"));
        let (p, n) = Params::parse(&format!("variant=moruba&position={text}"));
        assert!(matches!(n[0].problem, Problem::Position(_)), "{n:?}");
        assert!(p.position_refused);
    }

    #[test]
    fn position_is_used_when_it_fits_the_rules() {
        let text = "0-0-0-0-0-1-0-0-0-0-2-0-22-23-S";
        let (p, n) = Params::parse(&format!("position={text}&moves=F"));
        assert!(n.is_empty(), "{n:?}");
        let (game, n) = p.game(Rules::default());
        assert!(n.is_empty(), "{n:?}");
        let game = game.unwrap();
        assert_eq!(game.start_position().to_string(), text);
        assert_eq!(game.ply(), 1);
        // 30 seeds instead of 48: refused, the standard start is used instead.
        let (p, _) = Params::parse("position=4-4-4-4-4-4-0-0-0-0-0-0-3-3-N");
        assert_eq!(p.position.as_ref().unwrap().to_move, Player::North);
        let (game, n) = p.game(Rules::default());
        assert_eq!(
            *game.unwrap().position(),
            crate::rules::Position::start(&Rules::default())
        );
        assert_eq!(
            n[0].problem,
            Problem::Setup(SetupError::Seeds {
                found: 30,
                expected: 48
            })
        );
    }

    #[test]
    fn last_occurrence_wins_and_clears_earlier_notice() {
        let (p, n) = Params::parse("lang=zz&lang=es&south=ai-2&south=human");
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(p.lang, Some("es"));
        assert_eq!(p.south, Some(Seat::Human));
        let (p, n) = Params::parse("lang=es&lang=zz");
        assert_eq!(p.lang, Some("es"));
        assert_eq!(n.len(), 1);
    }

    #[test]
    fn seats_and_languages() {
        assert_eq!(Seat::parse("AI-1"), Some(Seat::Computer(1)));
        assert_eq!(Seat::parse("ai6"), Some(Seat::Computer(6)));
        assert_eq!(Seat::parse("computer"), Some(Seat::Computer(DEFAULT_LEVEL)));
        assert_eq!(Seat::parse("ai-0"), None);
        assert_eq!(Seat::parse(&format!("ai-{}", LEVELS + 1)), None);
        for l in 1..=LEVELS {
            assert_eq!(
                Seat::parse(&Seat::Computer(l).id()),
                Some(Seat::Computer(l))
            );
        }
        assert_eq!(Seat::parse(&Seat::Human.id()), Some(Seat::Human));
        assert_eq!(language("es-MX"), Some("es"));
        assert_eq!(language("pl_PL"), Some("pl"));
        assert_eq!(language("de"), None);
        assert_eq!(language(""), None);
    }

    #[test]
    fn decoding_never_panics_and_round_trips() {
        for s in [
            "%", "%4", "%zz", "a%2", "%%%", "%C3%A9", "%FF", "+%2B+", "é%",
        ] {
            let _ = decode_component(s);
        }
        assert_eq!(decode_component("%C3%A9t+x%2B"), "ét x+");
        assert_eq!(decode_component("100%"), "100%");
        assert_eq!(decode_component("%FF"), "\u{FFFD}");
        for s in [
            "pits=5 seeds=3",
            "<img src=x onerror=alert(1)>",
            "ÁéŐ ű",
            "a&b=c#d",
        ] {
            assert_eq!(decode_component(&encode_component(s)), s);
        }
    }

    #[test]
    fn long_values_are_shortened_in_notices() {
        let long = "x".repeat(500);
        let (_, n) = Params::parse(&format!("lang={long}"));
        assert_eq!(n[0].value.chars().count(), Notice::MAX_VALUE + 1);
        assert!(n[0].value.ends_with('…'));
    }

    #[test]
    fn print_opens_the_board_or_the_position_view() {
        let (p, n) = Params::parse("?variant=abapa&print=board");
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(p.print, Some(PrintView::Board));
        let (p, n) = Params::parse("print=Position&lang=es");
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(p.print, Some(PrintView::Position));
        for v in PrintView::ALL {
            assert_eq!(PrintView::parse(v.id()), Some(v));
        }
        // A bad value: no print view, and a notice listing the values.
        let (p, n) = Params::parse("print=poster");
        assert_eq!(p.print, None);
        assert_eq!(n.len(), 1);
        assert_eq!(n[0].param, "print");
        assert_eq!(n[0].value, "poster");
        assert_eq!(n[0].problem, Problem::Choice(&["board", "position"]));
        // The last one counts and clears the earlier notice.
        let (p, n) = Params::parse("print=x&print=board");
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(p.print, Some(PrintView::Board));
        // Printing alone describes no game: the saved (or first-visit) game is printed.
        assert!(!p.describes_game());
    }

    #[test]
    fn hostile_text_is_kept_verbatim_for_text_insertion() {
        let (_, n) = Params::parse("lang=%3Cimg+src%3Dx+onerror%3Dalert(1)%3E");
        assert_eq!(n[0].value, "<img src=x onerror=alert(1)>");
    }
}
