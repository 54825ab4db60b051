//! The computer player's protocol: the page's [`Request`]s and the worker's [`Reply`]s, typed enums passed
//! between the page and the Web Worker (`www/worker.js`) as JSON text through `serde_json` (already in the
//! module for the saved game); the worker hands each message to [`handle`] (exported as `ai_handle`). Both sides
//! are Rust, so the text is written and read by the same types, and anything else fails to parse.
//!
//! On the wire each message is tagged by its kind the way serde does it by default, `{"think": {...}}`,
//! `{"result": {...}}`, `"ready"`, not with a `"kind"` field (`#[serde(tag = "kind")]`): reading an internally
//! (or adjacently) tagged enum buffers every message through serde's generic `Content`, which cost 51 KB of
//! wasm (14.4 KB gzipped: 668 -> 617 KB, 263.0 -> 248.6 KB), past the byte budget of `e2e/budget.spec.ts`.
//! Nor `serde-wasm-bindgen` (a second serde back end in the module: +5.6 KB, +3.3 KB gzipped).
//!
//! One [`Ai`] is kept per set of rules (its tables survive between moves). When no worker can run, the page
//! calls [`handle`] itself, with the same types and no conversion; the tests call it natively.
//!
//! Room for more: an opening book (issue 13) adds a request kind (e.g. `Request::Book { .. }`) and its reply
//! here, and one arm in [`handle`] and in the page's client (`computer.rs`); the compiler finds both.

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

/// What the page asks of the computer player.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Request {
    /// Build what the computer needs for these rules (endgame tables) before the game needs it: replies
    /// [`Reply::Progress`] now and then, then [`Reply::Ready`] (or [`Reply::Refused`]).
    Prepare {
        /// The rules text.
        rules: String,
    },
    /// Choose a move: replies [`Reply::Info`] after each search iteration, then [`Reply::Result`].
    Think(ThinkRequest),
}

/// What the computer player answers.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Reply {
    /// Preparing: `done` of `total` steps.
    Progress {
        /// Steps done.
        done: u32,
        /// Steps in all.
        total: u32,
    },
    /// Prepared.
    Ready,
    /// A search iteration finished (the search goes on).
    Info {
        /// Depth searched.
        depth: u32,
        /// Score for the player to move, hundredths of a seed.
        score: i32,
        /// Positions searched so far.
        nodes: u64,
    },
    /// The answer to a [`Request::Think`].
    Result(ThinkReply),
    /// The request was refused (a request that is no request, rules that are no rules).
    Refused {
        /// Why.
        problem: RequestError,
    },
    /// The worker's script failed (sent by `www/worker.js`); the detail is for the console only.
    Crashed {
        /// The script's error message.
        message: String,
    },
}

/// The reply to a [`ThinkRequest`].
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct ThinkReply {
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

/// How the worker failed the page (the page then asks the computer inside the page instead, and says so).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorkerFailure {
    /// No worker could be started: the computer thinks inside the page.
    CannotStart,
    /// The worker's script stopped (an error event, or its own crash report).
    Stopped,
    /// It answered something that is no reply.
    Garbled,
    /// It said nothing for too long while a request waited.
    Silent,
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

/// Answers a think request.
pub fn think(req: &ThinkRequest, on_info: &mut dyn FnMut(&Info)) -> ThinkReply {
    let mut reply = ThinkReply {
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

/// Answers `request`, posting every reply (progress and search iterations first, the answer last) to `post`.
pub fn handle(request: &Request, post: &mut dyn FnMut(Reply)) {
    match request {
        Request::Prepare { rules } => {
            let mut progress = |done, total| post(Reply::Progress { done, total });
            match prepare(rules, &mut progress) {
                Ok(()) => post(Reply::Ready),
                Err(problem) => post(Reply::Refused { problem }),
            }
        }
        Request::Think(req) => {
            let mut on_info = |i: &Info| {
                post(Reply::Info {
                    depth: i.depth,
                    score: i.score,
                    nodes: i.nodes,
                })
            };
            let reply = think(req, &mut on_info);
            post(Reply::Result(reply));
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod exports {
    use super::{handle, Reply, Request, RequestError};
    use wasm_bindgen::prelude::*;

    /// Worker entry: answers a [`Request`] given as JSON text, calling `post` with each [`Reply`] as JSON
    /// text. A message that is no request is answered [`Reply::Refused`].
    #[wasm_bindgen]
    pub fn ai_handle(message: &str, post: &js_sys::Function) {
        let mut send = |reply: Reply| {
            if let Ok(text) = serde_json::to_string(&reply) {
                let _ = post.call1(&JsValue::NULL, &JsValue::from_str(&text));
            }
        };
        match serde_json::from_str::<Request>(message) {
            Ok(request) => handle(&request, &mut send),
            Err(e) => {
                web_sys::console::warn_1(&format!("not a request: {e}").into());
                send(Reply::Refused {
                    problem: RequestError::NotARequest,
                });
            }
        }
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

    /// Every reply `handle` posts for `request`.
    fn replies(request: &Request) -> Vec<Reply> {
        let mut out = Vec::new();
        handle(request, &mut |r| out.push(r));
        out
    }

    #[test]
    fn think_returns_a_legal_move_for_the_request() {
        let req = request("CdEb");
        let all = replies(&Request::Think(req.clone()));
        let Some(Reply::Result(reply)) = all.last().cloned() else {
            panic!("no result: {all:?}");
        };
        assert!(all[..all.len() - 1]
            .iter()
            .all(|r| matches!(r, Reply::Info { .. })));
        assert_eq!(reply.id, 7);
        assert_eq!(reply.error, None);
        let game = request_game(&req).unwrap();
        assert!(game.legal_moves().contains(&reply.best.unwrap()));
    }

    #[test]
    fn bad_requests_get_an_error_not_a_panic() {
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
        assert_eq!(
            replies(&Request::Prepare {
                rules: "nonsense".into()
            })
            .last(),
            Some(&Reply::Refused {
                problem: RequestError::Rules("nonsense".parse::<Rules>().unwrap_err())
            })
        );
        assert_eq!(
            replies(&Request::Prepare {
                rules: "numeros".into()
            })
            .last(),
            Some(&Reply::Ready)
        );
    }

    #[test]
    fn messages_are_tagged_by_their_kind_and_read_back() {
        let think = Request::Think(request("Cd"));
        let v = serde_json::to_value(&think).unwrap();
        assert_eq!(v["think"]["moves"], "Cd");
        let prepare = Request::Prepare {
            rules: "abapa".into(),
        };
        assert_eq!(
            serde_json::to_string(&prepare).unwrap(),
            r#"{"prepare":{"rules":"abapa"}}"#
        );
        let result = Reply::Result(super::think(&request("CC"), &mut |_| {}));
        let mut all = vec![think, prepare];
        all.retain(|r| {
            serde_json::from_value::<Request>(serde_json::to_value(r).unwrap())
                .ok()
                .as_ref()
                == Some(r)
        });
        assert_eq!(all.len(), 2);
        for reply in [
            result,
            Reply::Ready,
            Reply::Progress { done: 1, total: 3 },
            Reply::Info {
                depth: 4,
                score: -25,
                nodes: 1234,
            },
            Reply::Refused {
                problem: RequestError::NotARequest,
            },
            Reply::Crashed {
                message: "boom".into(),
            },
        ] {
            let json = serde_json::to_string(&reply).unwrap();
            assert_eq!(serde_json::from_str::<Reply>(&json).unwrap(), reply);
        }
        // What www/worker.js posts when its script fails, and what a garbled worker might send.
        assert_eq!(
            serde_json::from_str::<Reply>(r#"{"crashed":{"message":"x"}}"#).unwrap(),
            Reply::Crashed {
                message: "x".into()
            }
        );
        assert_eq!(
            serde_json::from_str::<Reply>(r#""ready""#).unwrap(),
            Reply::Ready
        );
        for garbage in [
            r#"{"kind":"nonsense"}"#,
            r#"{"kind":"crashed","message":"x"}"#,
            r#"{"result":{"best":3}}"#,
            r#"{"nonsense":{}}"#,
            r#""thinking""#,
            "42",
            "",
        ] {
            assert!(serde_json::from_str::<Reply>(garbage).is_err(), "{garbage}");
        }
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
