//! The computer player's side of the Web Worker (`www/worker.js`): the page posts JSON requests, the worker
//! calls [`ai_prepare`] / [`ai_think`] exported here, and posts back JSON replies. One [`Ai`] is kept per set
//! of rules (its tables survive between moves). The same functions run in the page when no worker can be
//! started, and natively in the tests.

use crate::ai::{Ai, Info, Limits, LEVELS};
use crate::rules::{play_game_string, Game, NotationError, Rules, RulesError, Setup, SetupError};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::HashMap;

/// A request to choose a move.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct ThinkRequest {
    /// Echoed in the reply, so the page can drop answers it no longer wants.
    pub id: u32,
    /// The rules text of the game.
    pub rules: String,
    /// The start position text.
    pub start: String,
    /// The moves played from it, as letters.
    pub moves: String,
    /// The level, 1..=[`LEVELS`].
    pub level: u8,
    /// Makes the weaker levels' choices reproducible.
    pub seed: u64,
    /// Think at most this long (milliseconds); `None`: the level's own budget.
    pub time_ms: Option<u64>,
}

/// The reply to a [`ThinkRequest`].
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct ThinkReply {
    /// Always `result`.
    pub kind: String,
    /// The request's id.
    pub id: u32,
    /// The pit chosen, `None` when the game is over.
    pub best: Option<usize>,
    /// Score for the player to move, hundredths of a seed.
    pub score: i32,
    /// Depth searched.
    pub depth: u32,
    /// Why no move could be chosen (a bad request); the page shows it in its language.
    pub error: Option<RequestError>,
}

/// Why the computer cannot answer a request: the engine's error for the part that is wrong.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub enum RequestError {
    /// The message is not a think request (the JSON parser's detail goes to the console only).
    NotARequest,
    /// The rules text.
    Rules(RulesError),
    /// The start position text.
    Position(NotationError),
    /// The start position is no position of the rules.
    Setup(SetupError),
    /// The moves.
    Moves(NotationError),
}

thread_local! {
    static PLAYERS: RefCell<HashMap<Rules, Ai>> = RefCell::new(HashMap::new());
}

/// The most sets of rules whose computer players are kept at once.
const KEEP: usize = 4;

fn with_ai<T>(rules: Rules, f: impl FnOnce(&mut Ai) -> T) -> T {
    PLAYERS.with(|p| {
        let mut map = p.borrow_mut();
        if !map.contains_key(&rules) && map.len() >= KEEP {
            map.clear();
        }
        f(map.entry(rules).or_insert_with(|| Ai::new(rules)))
    })
}

/// Rebuilds the game of a request, checking it against the engine.
pub fn request_game(req: &ThinkRequest) -> Result<Game, RequestError> {
    let rules: Rules = req.rules.parse().map_err(RequestError::Rules)?;
    let start: Setup = req.start.parse().map_err(RequestError::Position)?;
    let mut game = Game::from_setup(rules, &start).map_err(RequestError::Setup)?;
    play_game_string(&mut game, &req.moves).map_err(RequestError::Moves)?;
    Ok(game)
}

/// Answers a think request given as JSON; `on_info` gets each search iteration.
pub fn think_json(request: &str, on_info: &mut dyn FnMut(&Info)) -> String {
    let reply = match serde_json::from_str::<ThinkRequest>(request) {
        Ok(req) => think(&req, on_info),
        Err(e) => {
            #[cfg(target_arch = "wasm32")]
            web_sys::console::warn_1(&format!("not a think request: {e}").into());
            #[cfg(not(target_arch = "wasm32"))]
            let _ = e;
            ThinkReply {
                kind: "result".into(),
                id: 0,
                best: None,
                score: 0,
                depth: 0,
                error: Some(RequestError::NotARequest),
            }
        }
    };
    serde_json::to_string(&reply).unwrap_or_default()
}

/// Answers a think request.
pub fn think(req: &ThinkRequest, on_info: &mut dyn FnMut(&Info)) -> ThinkReply {
    let mut reply = ThinkReply {
        kind: "result".into(),
        id: req.id,
        best: None,
        score: 0,
        depth: 0,
        error: None,
    };
    match request_game(req) {
        Err(e) => reply.error = Some(e),
        Ok(game) => {
            let level = req.level.clamp(1, LEVELS);
            let limits = Limits {
                depth: None,
                time_ms: req.time_ms,
            };
            let t = with_ai(*game.rules(), |ai| {
                ai.think(&game, level, limits, req.seed, on_info)
            });
            reply.best = t.best;
            reply.score = t.info.score;
            reply.depth = t.info.depth;
        }
    }
    reply
}

/// Builds what the computer needs for `rules_text` (endgame tables), calling `progress(done, total)`.
pub fn prepare(rules_text: &str, progress: &mut dyn FnMut(u32, u32)) -> Result<(), RequestError> {
    let rules: Rules = rules_text.parse().map_err(RequestError::Rules)?;
    with_ai(rules, |ai| ai.prepare(progress));
    Ok(())
}

#[cfg(target_arch = "wasm32")]
mod exports {
    use wasm_bindgen::prelude::*;

    /// Worker entry: prepares the computer player for a rules text; `progress` receives JSON
    /// `{"kind":"progress","done":D,"total":T}` messages. Returns `{"kind":"ready"}` or
    /// `{"kind":"error","problem":..}` with the [`super::RequestError`].
    #[wasm_bindgen]
    pub fn ai_prepare(rules: &str, progress: &js_sys::Function) -> String {
        let mut report = |done: u32, total: u32| {
            let msg = format!(r#"{{"kind":"progress","done":{done},"total":{total}}}"#);
            let _ = progress.call1(&JsValue::NULL, &JsValue::from_str(&msg));
        };
        match super::prepare(rules, &mut report) {
            Ok(()) => r#"{"kind":"ready"}"#.to_string(),
            Err(e) => serde_json::json!({"kind": "error", "problem": e}).to_string(),
        }
    }

    /// Worker entry: answers a JSON think request with a JSON reply; `info` receives
    /// `{"kind":"info","depth":..,"score":..}` after each search iteration.
    #[wasm_bindgen]
    pub fn ai_think(request: &str, info: &js_sys::Function) -> String {
        let mut on_info = |i: &crate::ai::Info| {
            let msg = format!(
                r#"{{"kind":"info","depth":{},"score":{},"nodes":{}}}"#,
                i.depth, i.score, i.nodes
            );
            let _ = info.call1(&JsValue::NULL, &JsValue::from_str(&msg));
        };
        super::think_json(request, &mut on_info)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    fn request(moves: &str) -> ThinkRequest {
        let rules = Preset::Abapa.rules();
        ThinkRequest {
            id: 7,
            rules: rules.to_string(),
            start: Setup::start(&rules).to_string(),
            moves: moves.into(),
            level: 2,
            seed: 1,
            time_ms: Some(200),
        }
    }

    #[test]
    fn think_returns_a_legal_move_for_the_request() {
        let req = request("CdEb");
        let json = serde_json::to_string(&req).unwrap();
        let reply: ThinkReply = serde_json::from_str(&think_json(&json, &mut |_| {})).unwrap();
        assert_eq!(reply.id, 7);
        assert_eq!(reply.error, None);
        let game = request_game(&req).unwrap();
        assert!(game.legal_moves().contains(&reply.best.unwrap()));
    }

    #[test]
    fn bad_requests_get_an_error_not_a_panic() {
        let reply: ThinkReply = serde_json::from_str(&think_json("{", &mut |_| {})).unwrap();
        assert_eq!(reply.error, Some(RequestError::NotARequest));
        let mut req = request("CC");
        let reply = think(&req, &mut |_| {});
        assert!(
            matches!(reply.error, Some(RequestError::Moves(_))),
            "{reply:?}"
        );
        req.moves.clear();
        req.start = "4-4-4-S".into();
        assert!(matches!(
            think(&req, &mut |_| {}).error,
            Some(RequestError::Position(_))
        ));
        req.start = "3-3-3-3-3-3-0-0-S".into();
        assert_eq!(
            think(&req, &mut |_| {}).error,
            Some(RequestError::Setup(SetupError::PitsASide {
                found: 3,
                expected: 6
            }))
        );
        req.start = Setup::start(&Preset::Abapa.rules()).to_string();
        req.rules = "pits=2".into();
        assert_eq!(
            think(&req, &mut |_| {}).error,
            Some(RequestError::Rules(RulesError::Pits(2)))
        );
        assert!(prepare("nonsense", &mut |_, _| {}).is_err());
        assert!(prepare("numeros", &mut |_, _| {}).is_ok());
    }

    #[test]
    fn errors_travel_as_json() {
        let reply = think(&request("CC"), &mut |_| {});
        let json = serde_json::to_string(&reply).unwrap();
        let back: ThinkReply = serde_json::from_str(&json).unwrap();
        assert_eq!(back, reply);
    }

    #[test]
    fn finished_game_gets_no_move() {
        // North's store holds the target: the game is over (E2).
        let mut req = request("");
        req.start = "4-4-4-4-4-3-0-0-0-0-0-0-0-25-S".into();
        assert_eq!(
            request_game(&req).unwrap().outcome().unwrap().score,
            [0, 25]
        );
        let reply = think(&req, &mut |_| {});
        assert_eq!(reply.error, None);
        assert_eq!(reply.best, None);
    }
}
