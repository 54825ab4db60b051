//! The browser shell: the only code that touches web-sys. Every rule decision comes from [`wari_core::rules`]. It is
//! four rooms and a message loop (ARCHITECTURE.md tells how a click travels and how to add a view):
//!
//! - game room: `state` (the game in play and its update; pure), `storage` (the saved form), `anim` (a move's
//!   frames, from the engine's report; pure), `aside` (the game set aside while a puzzle or the lesson is open);
//! - view room (wasm32): `view` (draws the page from the state), `board` (the SVG board, from
//!   [`wari_core::geometry`]), `panel` (header, bar, side panel, How to play), `embed` (the embed dialog and the
//!   embedded mode; its snippets pure), `print` (the print view; its page splitting pure), `dom` (element
//!   helpers; text is only ever set as text);
//! - computer room: `computer` (wasm32: the worker client and the in-page fallback; the typed protocol is
//!   [`wari_engine::protocol`], the computer's side the worker's own module, `crates/worker`);
//! - lesson room: `lesson` (the guided first game on the board; pure), `lesson_text` (its words; pure),
//!   `lesson_view` (wasm32: its card and the newcomers' button);
//! - counting practice: `counting` (a move waits for the guess of its last pit and capture, checked against
//!   the engine's report; pure, with its words), `counting_view` (wasm32: its cards);
//! - notices room: `notices` (what the player is told until dismissed, as data);
//! - `later` (what the start leaves for after the first paint, and when the computer's tables are built
//!   ahead; pure);
//! - puzzle room: `puzzle` (pure), `puzzle_view`, `puzzle_text`; editor room (a position set up): `editor`
//!   (pure), `editor_view`; `classroom_saved` (the position set up and practice's score kept across a reload;
//!   pure);
//! - `action` (every control's typed [`action::Action`]; pure), `runtime` (wasm32: the message loop and every
//!   event closure), `app` (wasm32: the rooms together; one exhaustive `match` per message);
//! - words: `i18n` (every word of the page, read from the language files `i18n/<code>.ftl`; pure), `error_text`
//!   (the engine's errors and the notices put into those words; pure);
//! - `errors` (wasm32): a self-test export that raises a panic, for the browser tests of the error box.
//!
//! This crate is the page's wasm module; the computer's (`crates/worker`) and the print module (`crates/print`,
//! loaded on first use; the page asks it with `wari_ui::print_job`, through `printing`) are crates of their own,
//! so the page's module holds no search, endgame tables, opening book or print view. The words (`i18n`), the
//! element helpers, the snapshot of a game and the print request are `wari-ui`'s, shared with the print module.

pub(crate) mod action;
pub(crate) mod anim;
pub(crate) mod aside;
pub(crate) mod classroom_saved;
pub(crate) mod counting;
pub(crate) mod editor;
pub(crate) mod embed;
pub(crate) mod error_text;
pub(crate) mod later;
pub(crate) mod lesson;
pub(crate) mod lesson_text;
pub(crate) mod markup;
pub(crate) mod notices;
pub(crate) mod puzzle;
pub(crate) mod puzzle_text;
pub(crate) mod state;
pub(crate) mod storage;

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod computer;
#[cfg(target_arch = "wasm32")]
mod counting_view;
#[cfg(target_arch = "wasm32")]
mod dom;
#[cfg(target_arch = "wasm32")]
mod editor_view;
#[cfg(target_arch = "wasm32")]
mod errors;
#[cfg(target_arch = "wasm32")]
mod lesson_view;
#[cfg(target_arch = "wasm32")]
mod panel;
#[cfg(target_arch = "wasm32")]
mod printing;
#[cfg(target_arch = "wasm32")]
mod puzzle_view;
#[cfg(target_arch = "wasm32")]
mod runtime;
#[cfg(target_arch = "wasm32")]
mod view;

#[cfg(target_arch = "wasm32")]
use entry::show_error;

/// The page's allocator: Talc instead of the standard dlmalloc, 2.7 KB gzipped less of the page's module and
/// faster. The page runs on one thread. The computer's module keeps the standard one.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
mod entry {
    use super::dom::{self, El};
    use wari_ui::i18n::Lang;
    use wasm_bindgen::prelude::*;

    /// The page's language: `<html lang>`, which the app keeps up to date (English before it starts).
    fn page_lang() -> Lang {
        web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
            .and_then(|h| h.get_attribute("lang"))
            .and_then(|l| Lang::from_code(&l))
            .unwrap_or(Lang::En)
    }

    /// The words of the banner that says a new version is ready for offline play, in the page's language: text,
    /// button and dismiss, separated by U+001F (a list of strings took 0.5 KB gzipped more of glue and module).
    /// `www/offline.js` draws the banner (see `sw.js`).
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
    pub fn update_words() -> String {
        let t = page_lang().t();
        [t.update_ready, t.update_now, t.dismiss].join("\u{1f}")
    }

    /// Shows a friendly error box (once) with the message and a link that starts afresh; the page is never
    /// left blank. The link is a plain URL (`?reset=1`), so it works even when the program has stopped.
    pub(super) fn show_error(message: &str) {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        if document.get_element_by_id("error-box").is_some() {
            return;
        }
        let t = page_lang().t();
        let path = web_sys::window()
            .and_then(|w| w.location().pathname().ok())
            .unwrap_or_default();
        let bx = dom::html("div")
            .attr("id", "error-box")
            .attr("class", "error-box")
            .attr("role", "alert")
            .child(&dom::html("h2").text(t.error_title))
            .child(&dom::html("p").text(t.error_text))
            .child(&dom::html("pre").text(message))
            .child(
                &dom::html("a")
                    .attr("href", &format!("{path}?reset=1"))
                    .attr("class", "button primary")
                    .text(t.new_game),
            );
        if let Some(body) = document.body() {
            let _ = body.prepend_with_node_1(&bx);
        }
        if let Some(app) = document.get_element_by_id("app") {
            let _ = app.remove_attribute("aria-busy");
        }
    }

    /// Starts the page: installs the panic hook (console_error_panic_hook logs the panic to the console, then
    /// the error box shows its message) and builds the game.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(start))]
    pub fn start() -> Result<(), JsValue> {
        std::panic::set_hook(Box::new(|info| {
            console_error_panic_hook::hook(info);
            show_error(&info.to_string());
        }));
        let document = dom::document();
        let root = document.get_element_by_id("app").ok_or("no #app element")?;
        if let Err(e) = super::app::start(root) {
            let text = e.as_string().unwrap_or_else(|| format!("{e:?}"));
            show_error(&text);
            return Err(e);
        }
        Ok(())
    }
}

/// The browser tests replay games whose every position is recorded in `e2e/fixtures/*.json`; these tests
/// check (and, with `WARI_WRITE_FIXTURES=1`, write) those files with the engine, so the browser is compared
/// against the engine's own positions.
#[cfg(test)]
mod fixtures {
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
}
