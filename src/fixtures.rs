//! The browser tests replay games whose every position is recorded in `e2e/fixtures/*.json`; these tests
//! check (and, with `WARI_WRITE_FIXTURES=1`, write) those files with the engine, so the browser is compared
//! against the engine's own positions.

use wari_core::rules::{move_letter, Ending, Game, Preset};

/// A deterministic game: each side plays its move that captures most (the lowest pit on ties).
fn greedy_game(preset: Preset) -> Game {
    let mut g = Game::new(preset.rules());
    while g.outcome().is_none() {
        let best = g
            .legal_moves()
            .into_iter()
            .max_by_key(|&m| {
                let mut h = g.clone();
                let r = h.play(m).expect("a legal move");
                (r.captured(), std::cmp::Reverse(m))
            })
            .expect("a game not over has a move");
        g.play(best).expect("a legal move");
    }
    g
}

fn fixture(preset: Preset) -> serde_json::Value {
    let g = greedy_game(preset);
    let n = g.rules().pits_a_side() as usize;
    let mut steps = Vec::new();
    for (k, &m) in g.moves().iter().enumerate() {
        let report = g.report_at(k).expect("a report of each move");
        steps.push(serde_json::json!({
            "move": move_letter(n, m as usize).to_string(),
            "captured": report.captured(),
            "after": g.position_at(k + 1).expect("a position after each move").to_string(),
        }));
    }
    let o = g.outcome().expect("the game is over");
    serde_json::json!({
        "variant": preset.id(),
        "moves": g.game_string(),
        "steps": steps,
        "ending": o.ending.id(),
        "score": o.score,
    })
}

/// The first game (of a fixed pseudo-random sequence) reaching a position where the engine suspects a
/// cycle (no capture for twice the board's pits, E3) while the game goes on: the "End by agreement" case.
fn cycling_game() -> Game {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    loop {
        let mut g = Game::new(Preset::Abapa.rules());
        while g.outcome().is_none() {
            if g.cycle_suspected() && g.ply() > 40 {
                return g;
            }
            let moves = g.legal_moves();
            g.play(moves[(next() % moves.len() as u64) as usize])
                .expect("legal");
        }
    }
}

/// The first `numeros` game of a fixed pseudo-random sequence that ends by E5 (no capture possible), the
/// random players never choosing a move that reaches the target (24) while another move exists.
fn no_capture_game() -> Game {
    let mut state = 0x0E5E_0E5E_1234_5678u64;
    let mut next = move || wari_core::rng::splitmix64(&mut state);
    let rules = Preset::Numeros.rules();
    loop {
        let mut g = Game::new(rules);
        while g.outcome().is_none() {
            let moves = g.legal_moves();
            let short: Vec<usize> = moves
                .iter()
                .copied()
                .filter(|&m| {
                    let mut h = g.clone();
                    h.play(m).is_ok() && !h.position().target_reached(&rules)
                })
                .collect();
            let pick = if short.is_empty() { &moves } else { &short };
            g.play(pick[(next() % pick.len() as u64) as usize])
                .expect("legal");
        }
        if g.outcome().is_some_and(|o| o.ending == Ending::NoCapture) {
            return g;
        }
    }
}

/// `e2e/fixtures/no-capture-numeros.json`: the game of [`no_capture_game`] and the Spanish status the page
/// shows at its end, from the page's own sentence function.
fn no_capture_fixture() -> serde_json::Value {
    let g = no_capture_game();
    let o = g.outcome().expect("over");
    let status = wari_ui::i18n::outcome_sentence(
        wari_ui::i18n::Lang::Es,
        &o,
        g.rules(),
        g.position().to_move(),
        g.last_capturer(),
    );
    serde_json::json!({
        "variant": "numeros",
        "lang": "es",
        "moves": g.game_string(),
        "ending": o.ending.id(),
        "score": o.score,
        "last_capturer": g.last_capturer().map(|p| p.letter().to_string()),
        "status": status,
    })
}

/// Checks (and, with `WARI_WRITE_FIXTURES=1`, writes) `e2e/fixtures/{name}` against `want`.
fn check_fixture(name: &str, want: &serde_json::Value) {
    let path = format!("{}/e2e/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("WARI_WRITE_FIXTURES").is_some() {
        let text = serde_json::to_string_pretty(want).expect("json");
        std::fs::write(&path, text + "\n").expect("write the fixture");
    }
    let have: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("the fixture exists"))
            .expect("the fixture is JSON");
    assert_eq!(
        &have, want,
        "{path} differs from the engine: rerun with WARI_WRITE_FIXTURES=1"
    );
}

#[test]
fn e2e_no_capture_fixture_matches_the_engine() {
    check_fixture("no-capture-numeros.json", &no_capture_fixture());
}

#[test]
fn e2e_game_fixtures_match_the_engine() {
    let cycle = cycling_game();
    assert!(cycle.cycle_suspected() && !cycle.is_over());
    let want = serde_json::json!({ "variant": "abapa", "moves": cycle.game_string() });
    let path = format!(
        "{}/e2e/fixtures/cycle-abapa.json",
        env!("CARGO_MANIFEST_DIR")
    );
    if std::env::var_os("WARI_WRITE_FIXTURES").is_some() {
        std::fs::write(&path, want.to_string() + "\n").expect("write the fixture");
    }
    let have: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("the fixture exists"))
            .expect("the fixture is JSON");
    assert_eq!(have, want, "{path}: rerun with WARI_WRITE_FIXTURES=1");
    for preset in [Preset::Abapa, Preset::Numeros, Preset::WariPl] {
        check_fixture(&format!("game-{}.json", preset.id()), &fixture(preset));
    }
}
