//! The saved texts of `e2e/fixtures/saved-v1.json`, written by the page before serde wrote them (by the
//! hand-written writer of that time), open with the same games, set-up and score, whole; and today's writer
//! writes each of them again to the letter. The browser test `e2e/saved.spec.ts` opens the same texts in the page.
//! (The texts of the game in progress and of three rows are the very ones the page of that time wrote in Chromium
//! when played by clicks.)

use crate::features::counting::model::Counting;
use crate::features::editor::model::Editing;
use crate::features::game::storage::format::KEY;
use crate::features::game::storage::{RestoreError, Session};
use serde_json::Value;

/// The cases of the fixture: `(name, key, text, want)`.
fn cases() -> Vec<(String, String, String, Value)> {
    let path = format!("{}/e2e/fixtures/saved-v1.json", env!("CARGO_MANIFEST_DIR"));
    let all: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("the fixture exists"))
            .expect("the fixture is JSON");
    all.into_iter()
        .map(|c| {
            let s = |k: &str| c[k].as_str().expect("a string").to_string();
            (s("name"), s("key"), s("text"), c["want"].clone())
        })
        .collect()
}

/// The game and the choices of a session, in the fixture's words.
fn facts(s: &Session) -> Value {
    let g = &s.game;
    serde_json::json!({
        "preset": s.preset.map(|p| p.id()),
        "rules": s.rules.to_string(),
        "game_rules": g.rules().to_string(),
        "start": g.start_position().to_string(),
        "position": g.position().to_string(),
        "moves": g.game_string(),
        "ply": g.ply(),
        "all_moves": g.all_moves().len(),
        "outcome": g.outcome().map(|o| serde_json::json!({
            "winner": o.winner.map(|w| w.letter().to_string()),
            "ending": o.ending.id(),
            "score": o.score,
        })),
        "match_format": s.matc.format.id(),
        "match_games": s.matc.games.len(),
        "match_wins": s.matc.wins(),
        "seats": [s.seats[0].id(), s.seats[1].id()],
        "flip": s.flip,
        "lang": s.lang.map(|l| l.code()),
        "speed": s.speed.id(),
    })
}

#[test]
fn the_texts_saved_before_serde_open_whole_and_are_written_again_alike() {
    let cases = cases();
    assert_eq!(cases.len(), 7);
    for (name, key, text, want) in cases {
        match key.as_str() {
            KEY => {
                let s = Session::from_json(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
                assert_eq!(facts(&s), want, "{name}");
                // The redo tail too: every position along the saved moves is the engine's.
                let mut replay = wari_core::rules::Game::from_setup(
                    *s.game.rules(),
                    &s.game.start_position().to_setup(),
                )
                .unwrap();
                for (k, &m) in s.game.all_moves().iter().enumerate() {
                    replay.play(m as usize).unwrap();
                    assert_eq!(Some(replay.position()), s.game.position_at(k + 1), "{name}");
                }
                assert_eq!(s.to_json(), text, "{name}");
            }
            "wari.editor" => {
                let e = Editing::from_json(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
                assert_eq!(e.rules.to_string(), want["rules"], "{name}");
                assert_eq!(e.setup.to_string(), want["setup"], "{name}");
                assert_eq!(e.to_json(), text, "{name}");
            }
            "wari.practice" => {
                let c = Counting::from_json(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
                let have = serde_json::json!({"on": c.on, "hide": c.hide, "right": c.right, "tries": c.tries});
                assert_eq!(have, want, "{name}");
                assert_eq!(c.to_json(), text, "{name}");
            }
            other => panic!("{name}: key {other}"),
        }
    }
}

/// A text of today's format with one member damaged is refused, never read as another game.
#[test]
fn a_damaged_text_of_the_fixture_is_refused() {
    let (_, _, text, _) = cases().remove(0);
    for (from, to) in [
        (r#""ply":8"#, r#""ply":11"#),
        (r#""moves":"CdEbDaBcFe""#, r#""moves":"CdEbDaBcFz""#),
        (r#""v":1"#, r#""v":0"#),
        (r#""south":"human""#, r#""south":5"#),
    ] {
        let bad = text.replace(from, to);
        assert_ne!(bad, text);
        assert!(Session::from_json(&bad).is_err(), "{bad}");
    }
    assert_eq!(
        Session::from_json(&text.replace(r#""v":1"#, r#""v":0"#)).unwrap_err(),
        RestoreError::Version(0)
    );
}
