//! URL parameters (`crates/core/src/params.rs`): any query string is read without a panic; every notice names a known
//! parameter and quotes a short value; the settings read, written back as a query, read the same with no
//! notice (but for the mark of a refused position); encoding then decoding any text gives it back; the game a
//! link describes passes the soak checks.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wari_core::params::{decode_component, encode_component, Notice, Params};
use wari_core::rules::{Preset, Rules};
use wari_fuzz::soak::{self, Rng};

const NAMES: [&str; 9] = [
    "variant", "moves", "position", "lang", "south", "north", "flip", "embed", "controls",
];

/// The query that says what `p` holds.
fn query_of(p: &Params) -> String {
    let mut parts = Vec::new();
    let mut add = |k: &str, v: String| parts.push(format!("{k}={}", encode_component(&v)));
    match (p.preset, &p.rules) {
        (Some(preset), _) => add("variant", preset.id().to_string()),
        (None, Some(r)) => add("variant", r.to_string()),
        (None, None) => {}
    }
    if let Some(m) = &p.moves {
        add("moves", m.clone());
    }
    if let Some(pos) = &p.position {
        add("position", pos.to_string());
    }
    if let Some(l) = p.lang {
        add("lang", l.to_string());
    }
    if let Some(s) = p.south {
        add("south", s.id());
    }
    if let Some(s) = p.north {
        add("north", s.id());
    }
    for (k, f) in [("flip", p.flip), ("embed", p.embed), ("controls", p.controls)] {
        if let Some(f) = f {
            add(k, if f { "1" } else { "0" }.to_string());
        }
    }
    format!("?{}", parts.join("&"))
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    assert_eq!(decode_component(&encode_component(text)), text);
    let (params, notices) = Params::parse(text);
    for n in &notices {
        assert!(NAMES.contains(&n.param), "{n:?}");
        assert!(n.value.chars().count() <= Notice::MAX_VALUE + 1, "{n:?}");
    }
    let query = query_of(&params);
    let (again, notices) = Params::parse(&query);
    assert!(notices.is_empty(), "{query}: {notices:?}");
    // A refused `position` is no setting: the query leaves it out, and only its mark that the link's game was
    // refused (which keeps a game in progress) is not read back.
    let settings = Params {
        position_refused: false,
        ..params.clone()
    };
    assert_eq!(again, settings, "{query}");
    let default_rules = Preset::ALL[data.len() % Preset::ALL.len()].rules();
    let (game, _notices) = params.game(default_rules);
    if let Some(mut game) = game {
        let rules: Rules = *game.rules();
        assert_eq!(rules, params.rules.unwrap_or(default_rules));
        wari_fuzz::check_conservation(&game);
        let line = wari_fuzz::line_positions(&game);
        let mut rng = Rng::new(wari_fuzz::seed_of(data));
        if let Err(m) = soak::check_game(&mut game, &line, &mut rng) {
            panic!("{m}\nfrom {text:?}");
        }
    }
});
