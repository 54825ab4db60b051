//! The computer player's protocol: the page's [`Request`]s and the worker's [`Reply`]s, typed enums passed
//! between the page and the Web Worker (`www/worker.js`) as JSON text through `serde_json` (already in the
//! module for the saved game); the worker hands each message to `engine::handle` (`engine.rs`, exported as
//! `ai_handle` by the computer's own wasm module). Both sides are Rust, so the text is written and read by the
//! same types, and anything else fails to parse.
//!
//! On the wire each message is tagged by its kind the way serde does it by default, `{"think": {...}}`,
//! `{"result": {...}}`, `"ready"`, not with a `"kind"` field (`#[serde(tag = "kind")]`): reading an internally
//! (or adjacently) tagged enum buffers every message through serde's generic `Content`, which cost 51 KB of
//! wasm (14.4 KB gzipped: 668 -> 617 KB, 263.0 -> 248.6 KB), past the byte budget of `e2e/budget.spec.ts`.
//! Nor `serde-wasm-bindgen` (a second serde back end in the module: +5.6 KB, +3.3 KB gzipped).
//!
//! When no worker can run, the page loads the computer's module itself (`www/boot.js`) and hands it the
//! same texts; the tests call `engine::handle` natively.
//!
//! Room for more: an opening book (issue 13) adds a request kind (e.g. `Request::Book { .. }`) and its reply
//! here, and one arm in `engine::handle` and in the page's client (`computer.rs`); the compiler finds both.

use crate::rules::{NotationError, RulesError, SetupError};
use serde::{Deserialize, Serialize};

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
    /// The level, 1..=`ai::LEVELS`.
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

/// How the worker failed the page (the page then asks the computer inside the page instead, and says so; when
/// that fails too: [`WorkerFailure::Unavailable`]).
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
    /// The computer's module could not be loaded into the page either (after one of the above): nobody can
    /// answer, so the computer's seats go to people until the page is loaded again.
    Unavailable,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_tagged_by_their_kind_and_read_back() {
        let think = Request::Think(ThinkRequest {
            id: 7,
            rules: "abapa".into(),
            start: "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S".into(),
            moves: "Cd".into(),
            level: 2,
            seed: 1,
            time_ms: Some(200),
        });
        let v = serde_json::to_value(&think).unwrap();
        assert_eq!(v["think"]["moves"], "Cd");
        let prepare = Request::Prepare {
            rules: "abapa".into(),
        };
        assert_eq!(
            serde_json::to_string(&prepare).unwrap(),
            r#"{"prepare":{"rules":"abapa"}}"#
        );
        let result = Reply::Result(ThinkReply {
            id: 7,
            best: Some(2),
            score: -40,
            depth: 9,
            error: Some(RequestError::NotARequest),
        });
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
}
