//! What survives a reload: the [`Session`] (game with its history, match, players, board side, language,
//! animation speed), saved as JSON in `localStorage` under [`KEY`] ([`Saved`], written and read by serde through
//! the browser's `JSON`: `codec.rs`). The format carries a version; a saved state that is damaged, of another
//! version or no longer playable is refused with a reason, and the page then says so and starts afresh.
//!
//! The format is the one the page has written since the saved game had a version (1): the texts of
//! `e2e/fixtures/saved-v1.json`, written by the earlier hand-written writer, open with their games whole.

pub(crate) mod format;

pub use format::{RestoreError, VERSION};
use serde::{Deserialize, Serialize};
use wari_core::params::Seat;
use wari_core::rules::{
    move_letter, play_game_string, Ending, Game, Match, MatchFormat, Outcome, Player, Preset,
    Rules, Setup,
};
use wari_ui::i18n::Lang;

/// How fast sowing is animated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Speed {
    /// No animation.
    Off,
    /// 60 ms a seed.
    Fast,
    /// 120 ms a seed.
    Normal,
    /// 240 ms a seed.
    Slow,
}

impl Speed {
    /// All speeds, in the order of the menu (and of `Strings::speed_names`).
    pub const ALL: [Speed; 4] = [Speed::Off, Speed::Fast, Speed::Normal, Speed::Slow];

    /// Milliseconds a seed.
    pub fn ms(self) -> u32 {
        match self {
            Speed::Off => 0,
            Speed::Fast => 60,
            Speed::Normal => 120,
            Speed::Slow => 240,
        }
    }

    /// `off`, `fast`, `normal`, `slow`.
    pub fn id(self) -> &'static str {
        match self {
            Speed::Off => "off",
            Speed::Fast => "fast",
            Speed::Normal => "normal",
            Speed::Slow => "slow",
        }
    }

    /// Reads [`Speed::id`].
    pub fn parse(s: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|x| x.id() == s)
    }
}

/// Everything the player chose and played, as the app keeps it.
#[derive(Clone, Debug)]
pub struct Session {
    /// The game in progress (with its undo/redo history).
    pub game: Game,
    /// The rules chosen; the game's own rules differ only in the starter during a match.
    pub rules: Rules,
    /// The preset chosen, `None` for custom rules (two presets can share rules: hu-wari-win and wari-pl).
    pub preset: Option<Preset>,
    /// The match in progress.
    pub matc: Match,
    /// Who plays South and North.
    pub seats: [Seat; 2],
    /// North at the bottom.
    pub flip: bool,
    /// The language, when the player chose one (otherwise the browser's).
    pub lang: Option<Lang>,
    /// Animation speed.
    pub speed: Speed,
}

impl Session {
    /// A fresh session: a new game of `preset`, South human at the bottom, North the computer at the friendly
    /// default level.
    pub fn first_visit(preset: Preset) -> Session {
        let rules = preset.rules();
        Session {
            game: Game::new(rules),
            rules,
            preset: Some(preset),
            matc: Match::new(preset.match_format(), rules.starter()),
            seats: [
                Seat::Human,
                Seat::Computer(wari_core::params::DEFAULT_LEVEL),
            ],
            flip: false,
            lang: None,
            speed: Speed::Normal,
        }
    }

    /// The saved form.
    pub fn to_saved(&self) -> Saved {
        let g = &self.game;
        let n = g.rules().pits_a_side() as usize;
        Saved {
            v: VERSION,
            rules: self.rules.to_string(),
            game_rules: g.rules().to_string(),
            preset: self.preset.map(|p| p.id().to_string()),
            start: g.start_position().to_string(),
            moves: g
                .all_moves()
                .iter()
                .map(|&m| move_letter(n, m as usize))
                .collect(),
            ply: g.ply(),
            agreed: g.outcome().is_some_and(|o| o.ending == Ending::Agreement),
            match_format: self.matc.format.id(),
            match_first: self.matc.first_starter.letter().to_string(),
            match_games: self
                .matc
                .games
                .iter()
                .map(|(starter, o)| SavedResult {
                    starter: starter.letter().to_string(),
                    winner: o.winner.map(|w| w.letter().to_string()),
                    ending: o.ending.id().to_string(),
                    score: o.score,
                })
                .collect(),
            south: self.seats[0].id(),
            north: self.seats[1].id(),
            flip: self.flip,
            lang: self.lang.map(|l| l.code().to_string()),
            speed: self.speed.id().to_string(),
        }
    }

    /// The JSON text saved.
    pub fn to_json(&self) -> String {
        codec::write(&self.to_saved())
    }

    /// Reads a saved JSON text; the error says why it cannot be used.
    pub fn from_json(text: &str) -> Result<Session, RestoreError> {
        codec::read::<Saved>(text)?.restore()
    }
}

/// A field of [`Saved`] that could not be read.
fn field(field: &'static str, value: &str) -> RestoreError {
    RestoreError::Field {
        field,
        value: value.into(),
    }
}

/// A finished game of a match, as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedResult {
    /// `S` or `N`.
    pub starter: String,
    /// `S`, `N` or none for a draw.
    pub winner: Option<String>,
    /// [`Ending::id`].
    pub ending: String,
    /// Final totals.
    pub score: [u16; 2],
}

/// The saved JSON object (its members in the order of the fields).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved {
    /// [`VERSION`].
    pub v: u32,
    /// The rules chosen (rules text).
    pub rules: String,
    /// The game's rules (rules text).
    pub game_rules: String,
    /// The preset id, if one.
    pub preset: Option<String>,
    /// The start position text.
    pub start: String,
    /// Every move of the history, redo tail included, as letters.
    pub moves: String,
    /// Moves played (the rest can be redone).
    pub ply: usize,
    /// Ended by agreement.
    pub agreed: bool,
    /// [`MatchFormat::id`].
    pub match_format: String,
    /// Starter of the match's first game.
    pub match_first: String,
    /// Finished games of the match.
    pub match_games: Vec<SavedResult>,
    /// [`Seat::id`] of South.
    pub south: String,
    /// [`Seat::id`] of North.
    pub north: String,
    /// North at the bottom.
    pub flip: bool,
    /// The language chosen, if any.
    pub lang: Option<String>,
    /// [`Speed::id`].
    pub speed: String,
}

fn player(name: &'static str, s: &str) -> Result<Player, RestoreError> {
    Player::parse(s).ok_or_else(|| field(name, s))
}

impl Saved {
    /// Rebuilds the session, checking every part against the engine.
    pub fn restore(&self) -> Result<Session, RestoreError> {
        if self.v != VERSION {
            return Err(RestoreError::Version(self.v));
        }
        let rules: Rules = self.rules.parse().map_err(RestoreError::Rules)?;
        let game_rules: Rules = self.game_rules.parse().map_err(RestoreError::GameRules)?;
        let preset = match &self.preset {
            Some(id) => Some(id.parse::<Preset>().map_err(RestoreError::Preset)?),
            None => None,
        };
        let start: Setup = self.start.parse().map_err(RestoreError::Start)?;
        let mut game = Game::from_setup(game_rules, &start).map_err(RestoreError::Setup)?;
        play_game_string(&mut game, &self.moves).map_err(RestoreError::Moves)?;
        if !game.goto(self.ply) {
            return Err(RestoreError::Ply(self.ply));
        }
        if self.agreed && !game.end_by_agreement() {
            return Err(RestoreError::Agreement);
        }
        let format = MatchFormat::parse(&self.match_format)
            .ok_or_else(|| field("match_format", &self.match_format))?;
        let mut matc = Match::new(format, player("match_first", &self.match_first)?);
        for r in &self.match_games {
            let ending = Ending::from_id(&r.ending).ok_or_else(|| field("ending", &r.ending))?;
            let winner = match &r.winner {
                Some(w) => Some(player("winner", w)?),
                None => None,
            };
            matc.games.push((
                player("starter", &r.starter)?,
                Outcome {
                    winner,
                    ending,
                    score: r.score,
                },
            ));
        }
        let seat = |name, s: &str| Seat::parse(s).ok_or_else(|| field(name, s));
        Ok(Session {
            game,
            rules,
            preset,
            matc,
            seats: [seat("south", &self.south)?, seat("north", &self.north)?],
            flip: self.flip,
            lang: match &self.lang {
                Some(l) => Some(Lang::from_code(l).ok_or_else(|| field("lang", l))?),
                None => None,
            },
            speed: Speed::parse(&self.speed).ok_or_else(|| field("speed", &self.speed))?,
        })
    }
}

mod browser;
pub(crate) mod codec;

pub use browser::{
    clear, load_key, load_solved, load_text, remove_key, save_key, save_solved, save_text,
    set_aside, set_aside_key,
};

#[cfg(test)]
mod tests {
    use super::*;
    use wari_core::rules::{RulesError, SetupError};

    fn played(preset: Preset, moves: &str) -> Session {
        let mut s = Session::first_visit(preset);
        play_game_string(&mut s.game, moves).unwrap();
        s
    }

    #[test]
    fn a_session_round_trips_with_history_and_match() {
        let mut s = played(Preset::WariPl, "CdEbDaBc");
        s.game.undo();
        s.game.undo();
        s.seats = [Seat::Computer(5), Seat::Human];
        s.flip = true;
        s.lang = Some(Lang::Pl);
        s.speed = Speed::Slow;
        s.matc.record(Outcome {
            winner: Some(Player::North),
            ending: Ending::Target,
            score: [20, 26],
        });
        let back = Session::from_json(&s.to_json()).unwrap();
        assert_eq!(back.game.position(), s.game.position());
        assert_eq!(back.game.ply(), 6);
        assert_eq!(back.game.all_moves(), s.game.all_moves());
        assert!(back.game.can_redo());
        assert_eq!(back.preset, Some(Preset::WariPl));
        assert_eq!(back.matc, s.matc);
        assert_eq!(back.seats, s.seats);
        assert!(back.flip);
        assert_eq!(back.lang, Some(Lang::Pl));
        assert_eq!(back.speed, Speed::Slow);
        assert_eq!(back.to_saved(), s.to_saved());
    }

    #[test]
    fn agreement_and_custom_rules_and_positions_survive() {
        let rules: Rules = "pits=4 seeds=3 captures=2,3 chain=both".parse().unwrap();
        let start: Setup = "0-3-3-3-3-3-3-0-3-3-S".parse().unwrap();
        let mut s = Session::first_visit(Preset::Abapa);
        s.rules = rules;
        s.preset = None;
        s.game = Game::from_setup(rules, &start).unwrap();
        s.game.play(1).unwrap();
        assert!(s.game.end_by_agreement());
        let back = Session::from_json(&s.to_json()).unwrap();
        assert_eq!(back.preset, None);
        assert_eq!(back.rules, rules);
        assert_eq!(back.game.start_position().to_setup(), start);
        assert_eq!(back.game.outcome(), s.game.outcome());
        assert_eq!(back.game.outcome().unwrap().ending, Ending::Agreement);
    }

    #[test]
    fn damaged_or_old_states_are_refused_with_a_reason() {
        let good = played(Preset::Abapa, "CdE").to_saved();
        let f = |field: &'static str, value: &str| RestoreError::Field {
            field,
            value: value.into(),
        };
        type Expected = fn(&RestoreError) -> bool;
        let cases: Vec<(Saved, Expected)> = vec![
            (
                Saved {
                    v: 0,
                    ..good.clone()
                },
                |e| *e == RestoreError::Version(0),
            ),
            (
                Saved {
                    rules: "pits=99".into(),
                    ..good.clone()
                },
                |e| *e == RestoreError::Rules(RulesError::Pits(99)),
            ),
            (
                Saved {
                    moves: "CCC".into(),
                    ..good.clone()
                },
                |e| matches!(e, RestoreError::Moves(_)),
            ),
            (
                Saved {
                    ply: 9,
                    ..good.clone()
                },
                |e| *e == RestoreError::Ply(9),
            ),
            (
                Saved {
                    start: "1-2".into(),
                    ..good.clone()
                },
                |e| matches!(e, RestoreError::Start(_)),
            ),
            (
                Saved {
                    start: "3-3-3-3-3-3-0-0-S".into(),
                    ..good.clone()
                },
                |e| matches!(e, RestoreError::Setup(SetupError::PitsASide { .. })),
            ),
            (
                Saved {
                    preset: Some("chess".into()),
                    ..good.clone()
                },
                |e| matches!(e, RestoreError::Preset(RulesError::UnknownPreset { .. })),
            ),
        ];
        for (saved, expected) in cases {
            let e = saved.restore().unwrap_err();
            assert!(expected(&e), "{e}");
        }
        let fields = [
            (
                Saved {
                    south: "robot".into(),
                    ..good.clone()
                },
                f("south", "robot"),
            ),
            (
                Saved {
                    speed: "warp".into(),
                    ..good.clone()
                },
                f("speed", "warp"),
            ),
            (
                Saved {
                    match_format: "games-0".into(),
                    ..good.clone()
                },
                f("match_format", "games-0"),
            ),
            (
                Saved {
                    lang: Some("de".into()),
                    ..good.clone()
                },
                f("lang", "de"),
            ),
        ];
        for (saved, expected) in fields {
            assert_eq!(saved.restore().unwrap_err(), expected);
        }
        for text in [
            "",
            "null",
            "{}",
            "[1,2]",
            "{\"v\":1}",
            "garbage{",
            "\"text\"",
            "42",
        ] {
            assert!(Session::from_json(text).is_err(), "{text}");
        }
        assert!(good.restore().is_ok());
    }

    /// The text of an earlier version of the page (a match game and `null`s) reads back and is written again
    /// as it was; a member missing or of the wrong type, another version and a text that is no JSON are refused
    /// with the reader's reason.
    #[test]
    fn the_saved_text_keeps_its_shape_and_bad_texts_say_why() {
        let mut s = played(Preset::WariPl, "CdEbDaBc");
        s.lang = Some(Lang::Hu);
        s.matc.record(Outcome {
            winner: None,
            ending: Ending::Cycle,
            score: [24, 24],
        });
        let text = s.to_json();
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(back["match_games"][0]["score"], serde_json::json!([24, 24]));
        assert_eq!(back["match_games"][0]["winner"], serde_json::Value::Null);
        assert_eq!(back["lang"], "hu");
        let earlier = r#"{"v":1,"rules":"abapa","game_rules":"abapa","preset":null,"start":"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S","moves":"Cd","ply":1,"agreed":false,"match_format":"single","match_first":"S","match_games":[{"starter":"S","winner":"N","ending":"target","score":[20,28]}],"south":"human","north":"ai-3","flip":true,"lang":null,"speed":"fast"}"#;
        let saved: Saved = codec::read(earlier).unwrap();
        assert_eq!(codec::write(&saved), earlier);
        assert_eq!(saved.match_games[0].score, [20, 28]);
        let session = saved.restore().unwrap();
        assert_eq!(session.game.game_string(), "C");
        assert_eq!(session.game.all_moves(), &[2, 9]);
        // `null` and a missing optional member are the same: none.
        let without_lang = earlier.replace(r#","lang":null"#, "");
        assert_eq!(codec::read::<Saved>(&without_lang), Ok(saved.clone()));
        let refused = |text: &str, words: &str| match codec::read::<Saved>(text) {
            Err(RestoreError::Unreadable(why)) => assert!(why.contains(words), "{why}"),
            other => panic!("{text}: {other:?}"),
        };
        refused(&earlier.replace(r#""ply":1,"#, ""), "missing field `ply`");
        refused(&earlier.replace(r#""flip":true"#, r#""flip":"yes""#), "yes");
        refused(&earlier.replace(r#""ply":1"#, r#""ply":[1]"#), "");
        refused(&earlier.replace(r#""ply":1"#, r#""ply":-1"#), "-1");
        refused(&earlier.replace(r#""ply":1"#, r#""ply":1.5"#), "1.5");
        refused(&earlier.replace(r#"[20,28]"#, r#"[20,28,1]"#), "");
        refused("{\n\"v\": 1,\n", "line 3");
        refused(&earlier.replace(r#""v":1,"#, ""), "missing field `v`");
        let next_version = earlier
            .replace(r#""v":1"#, r#""v":2"#)
            .replace(r#""ply":1,"#, "");
        assert_eq!(
            codec::read::<Saved>(&next_version),
            Err(RestoreError::Version(2))
        );
        let deep = format!("{}{}", "[".repeat(5000), "]".repeat(5000));
        refused(&deep, "");
        // A deep member not known: read or refused (serde_json's depth limit), never a crash.
        let deep_member = earlier.replace(r#""ply":1"#, &format!(r#""ply":1,"x":{deep}"#));
        let _ = codec::read::<Saved>(&deep_member);
        let unknown_member = earlier.replace(r#""ply":1"#, r#""ply":1,"x":{"y":[1,null]}"#);
        assert_eq!(codec::read::<Saved>(&unknown_member), Ok(saved));
    }

    #[test]
    fn speeds() {
        for s in Speed::ALL {
            assert_eq!(Speed::parse(s.id()), Some(s));
        }
        assert_eq!(Speed::Normal.ms(), 120);
        assert_eq!(Speed::Off.ms(), 0);
    }
}
