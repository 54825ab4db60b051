//! The computer player's protocol: the page's [`Request`]s and the worker's [`Reply`]s, serde types passed
//! between the page and the Web Worker (`www/worker.js`) as JavaScript values (serde-wasm-bindgen on both
//! sides); the worker hands each request to `wari_worker::handle` (the computer's own wasm module, `crates/worker`).
//!
//! Each message is tagged by its kind, `{"think": {...}}`, `{"result": {...}}`, `"ready"`. A refusal
//! says only which part of the request was refused ([`Refused`]): the page wrote the request, so it finds the
//! error itself with the engine's own checks ([`ThinkRequest::game`], [`RequestError::of`]) and the error types
//! of the rules never cross the boundary as text.
//!
//! When no worker can run, the page loads the computer's module itself (`www/boot.js`) and hands it the
//! same values; the tests call `wari_worker::handle` natively.
//!
//! A game review ([`crate::analysis`]) goes one position a request ([`Request::Review`]): the worker keeps the
//! analyser of the game under review (and its endgame tables) and answers [`Reply::Reviewed`] with that
//! position's [`PositionReview`], after [`Reply::ReviewProgress`] while it builds the tables; the page asks
//! for the next position when one arrives, so stopping is not asking again.
//!
//! The opening book is not a message: the worker fetches it itself when the engine asks for it
//! (`wari_worker::book_wanted`, `www/worker.js`). Nor is keeping the endgame tables: before a
//! [`Request::Prepare`] the worker reads them from the browser's storage when they are kept there
//! (`wari_worker::tables_wanted`), and keeps them after a build.

use crate::analysis::{MoveValue, PositionReview, Value};
use serde::{Deserialize, Serialize};
use wari_core::rules::{
    play_game_string, Game, NotationError, Player, Rules, RulesError, Setup, SetupError,
};

/// A request to choose a move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThinkRequest {
    /// Echoed in the reply, so the page can drop answers it no longer wants.
    pub id: u32,
    /// The rules text of the game.
    pub rules: String,
    /// The start position text.
    pub start: String,
    /// The moves played from it, as letters.
    pub moves: String,
    /// The level, 1..=[`crate::LEVELS`].
    pub level: u8,
    /// Makes the weaker levels' choices reproducible.
    pub seed: u64,
    /// Think at most this long (milliseconds); `None` (or missing): the level's own budget.
    #[serde(default)]
    pub time_ms: Option<u64>,
}

/// A request to analyse one position of a game for its review, at the fixed search of
/// [`crate::analysis::REVIEW`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewRequest {
    /// Echoed in the reply, so the page can drop answers it no longer wants.
    pub id: u32,
    /// The rules text of the game.
    pub rules: String,
    /// The start position text.
    pub start: String,
    /// Every move of the game, as letters.
    pub moves: String,
    /// The game was ended by agreement after its last move (E3).
    #[serde(default)]
    pub agreed: bool,
    /// The position to analyse: moves played before it (`0..=` the number of moves).
    pub ply: usize,
}

/// What the page asks of the computer player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Request {
    /// Build (or load) what the computer needs for these rules (endgame tables) before the game needs it (the
    /// page asks once they are due: `endgame::Tables::due`): replies
    /// [`Reply::Progress`] now and then, then [`Reply::Ready`] (or [`Reply::Refused`]).
    Prepare {
        /// The rules text.
        rules: String,
    },
    /// Choose a move: replies [`Reply::Info`] after each search iteration, then [`Reply::Result`].
    Think(ThinkRequest),
    /// Analyse one position of a game: replies [`Reply::ReviewProgress`] while the endgame tables are built
    /// (the first position of the rules only), then [`Reply::Reviewed`].
    Review(ReviewRequest),
}

/// What the computer player answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
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
        /// Which part of the request (the page finds why: [`RequestError::of`]).
        problem: Refused,
    },
    /// Building the tables of a review: `done` of `total` steps.
    ReviewProgress {
        /// The review request's id.
        id: u32,
        /// Steps done.
        done: u32,
        /// Steps in all.
        total: u32,
    },
    /// The answer to a [`Request::Review`].
    Reviewed(ReviewReply),
    /// The worker's script failed (sent by `www/worker.js`); the detail is for the console only.
    Crashed {
        /// The script's error message.
        message: String,
    },
}

/// The reply to a [`ThinkRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThinkReply {
    /// The request's id.
    pub id: u32,
    /// The pit chosen, `None` when the game is over.
    pub best: Option<usize>,
    /// Score for the player to move, hundredths of a seed.
    pub score: i32,
    /// Depth searched.
    pub depth: u32,
    /// Why no move could be chosen (a bad request: the part refused); the page shows the error in its language.
    pub error: Option<Refused>,
}

/// The reply to a [`ReviewRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewReply {
    /// The request's id.
    pub id: u32,
    /// The position asked for.
    pub ply: usize,
    /// The seeds of the endgame tables the search used (`None`: no tables for these rules), as
    /// [`crate::analysis::Review::table_seeds`] records it.
    pub table_seeds: Option<u32>,
    /// The position analysed ([`PackedPosition::unpack`]); `None` with an error.
    pub position: Option<PackedPosition>,
    /// Why the position could not be analysed (the part of the request refused; a ply past the game's end
    /// is [`Refused::Moves`]).
    pub error: Option<Refused>,
}

/// A [`PositionReview`] as whole numbers, the way it crosses to the page: reading a list of numbers takes the
/// page's module a few hundred bytes of code, where reading the nested structures and the tagged [`Value`]s with
/// serde took most of the 7.8 KB (gzipped) this and the review's table written as markup saved (the page's module
/// 213.5 -> 205.7 KB). The numbers, in order: ply, the player to move (0 South, 1 North), the value (two
/// numbers: 0 estimate, 1 win, 2 loss, 3 over, then the centiseeds, plies or margin), the chart's point, the
/// decisive lead, the best move (-1: none), the depth, the positions searched (two numbers, low and high 31
/// bits); then for each move its pit and its value (two numbers).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PackedPosition(pub Vec<i32>);

/// The two numbers of a value.
fn pack_value(v: Value) -> [i32; 2] {
    match v {
        Value::Estimate { centiseeds } => [0, centiseeds],
        Value::Win { plies } => [1, plies as i32],
        Value::Loss { plies } => [2, plies as i32],
        Value::Over { margin } => [3, margin],
    }
}

fn unpack_value(kind: i32, n: i32) -> Option<Value> {
    Some(match kind {
        0 => Value::Estimate { centiseeds: n },
        1 => Value::Win { plies: n as u32 },
        2 => Value::Loss { plies: n as u32 },
        3 => Value::Over { margin: n },
        _ => return None,
    })
}

impl PackedPosition {
    /// `p` as numbers.
    pub fn pack(p: &PositionReview) -> PackedPosition {
        let mut w = vec![p.ply as i32, p.to_move.index() as i32];
        w.extend(pack_value(p.value));
        w.extend([
            p.chart,
            p.decisive,
            p.best.map_or(-1, i32::from),
            p.depth as i32,
            (p.nodes & 0x7fff_ffff) as i32,
            (p.nodes >> 31) as i32,
        ]);
        for m in &p.moves {
            w.push(i32::from(m.pit));
            w.extend(pack_value(m.value));
        }
        PackedPosition(w)
    }

    /// The position review again; `None` for numbers that are none (a worker of another version).
    pub fn unpack(&self) -> Option<PositionReview> {
        let w = &self.0;
        let head = w.get(..10)?;
        let moves = w[10..].chunks(3).map(|m| match *m {
            [pit, kind, n] => Some(MoveValue {
                pit: u8::try_from(pit).ok()?,
                value: unpack_value(kind, n)?,
            }),
            _ => None,
        });
        Some(PositionReview {
            ply: usize::try_from(head[0]).ok()?,
            to_move: match head[1] {
                0 => Player::South,
                1 => Player::North,
                _ => return None,
            },
            value: unpack_value(head[2], head[3])?,
            chart: head[4],
            decisive: head[5],
            best: u8::try_from(head[6]).ok(),
            moves: moves.collect::<Option<_>>()?,
            depth: u32::try_from(head[7]).ok()?,
            nodes: u64::try_from(head[8]).ok()? | u64::try_from(head[9]).ok()? << 31,
        })
    }
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
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// Which part of a request the computer refused: all that a reply says of a [`RequestError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Refused {
    /// The message is no request.
    NotARequest,
    /// The rules text.
    Rules,
    /// The start position text.
    Position,
    /// The start position as a position of the rules.
    Setup,
    /// The moves.
    Moves,
}

impl RequestError {
    /// The part of the request this error is about.
    pub fn part(&self) -> Refused {
        match self {
            RequestError::NotARequest => Refused::NotARequest,
            RequestError::Rules(_) => Refused::Rules,
            RequestError::Position(_) => Refused::Position,
            RequestError::Setup(_) => Refused::Setup,
            RequestError::Moves(_) => Refused::Moves,
        }
    }

    /// The error of a refused request, found from the request itself (`checked`: the engine's checks of it,
    /// [`ThinkRequest::game`] or [`rules_of`], run where the request was written). The part the computer named
    /// must be the one the checks find; otherwise (the page and the worker of different versions) the request
    /// counts as no request.
    pub fn of<T>(part: Refused, checked: Result<T, RequestError>) -> RequestError {
        match checked {
            Err(e) if e.part() == part => e,
            _ => RequestError::NotARequest,
        }
    }
}

/// The rules of a rules text, or the error the computer answers for it.
pub fn rules_of(text: &str) -> Result<Rules, RequestError> {
    text.parse().map_err(RequestError::Rules)
}

/// The game of a rules text, a start position text and moves, checked as the engine does.
fn game_of(rules: &str, start: &str, moves: &str) -> Result<Game, RequestError> {
    let rules = rules_of(rules)?;
    let start: Setup = start.parse().map_err(RequestError::Position)?;
    let mut game = Game::from_setup(rules, &start).map_err(RequestError::Setup)?;
    play_game_string(&mut game, moves).map_err(RequestError::Moves)?;
    Ok(game)
}

impl ThinkRequest {
    /// Rebuilds the request's game, checking it as the engine does.
    pub fn game(&self) -> Result<Game, RequestError> {
        game_of(&self.rules, &self.start, &self.moves)
    }
}

impl ReviewRequest {
    /// The request for position `ply` of `game`'s moves (all of them, the redo tail included); `agreed`: the
    /// game was ended by agreement after its last move.
    pub fn of(id: u32, game: &Game, agreed: bool, ply: usize) -> ReviewRequest {
        let mut whole = game.clone();
        whole.goto(game.all_moves().len());
        ReviewRequest {
            id,
            rules: game.rules().to_string(),
            start: game.start_position().to_string(),
            moves: whole.game_string(),
            agreed,
            ply,
        }
    }

    /// Rebuilds the request's game (every move played; ended by agreement if it says so), checking it as the
    /// engine does.
    pub fn game(&self) -> Result<Game, RequestError> {
        let mut game = game_of(&self.rules, &self.start, &self.moves)?;
        if self.agreed {
            game.end_by_agreement();
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wari_core::rules::Preset;

    fn think() -> ThinkRequest {
        ThinkRequest {
            id: 7,
            rules: "abapa".into(),
            start: "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S".into(),
            moves: "Cd".into(),
            level: 2,
            seed: u64::MAX,
            time_ms: Some(200),
        }
    }

    fn text<T: Serialize>(message: &T) -> String {
        serde_json::to_string(message).unwrap()
    }

    fn read<'a, T: Deserialize<'a>>(text: &'a str) -> Option<T> {
        serde_json::from_str(text).ok()
    }

    #[test]
    fn requests_are_tagged_by_their_kind_and_read_back() {
        let prepare = Request::Prepare {
            rules: "pits=4 \"x\"".into(),
        };
        assert_eq!(text(&prepare), r#"{"prepare":{"rules":"pits=4 \"x\""}}"#);
        let no_time = Request::Think(ThinkRequest {
            time_ms: None,
            ..think()
        });
        for r in [Request::Think(think()), no_time, prepare] {
            assert_eq!(read::<Request>(&text(&r)), Some(r.clone()));
        }
        let v: serde_json::Value = serde_json::from_str(&text(&Request::Think(think()))).unwrap();
        assert_eq!(v["think"]["moves"], "Cd");
        assert_eq!(v["think"]["seed"], u64::MAX);
        for garbage in [
            r#"{"think":{"id":7}}"#,
            r#"{"think":{"id":-1,"rules":"","start":"","moves":"","level":1,"seed":1}}"#,
            r#"{"prepare":{"rules":3}}"#,
            r#"{"prepare":{"rules":"abapa"},"think":{}}"#,
            r#""prepare""#,
            "[]",
            "",
        ] {
            assert_eq!(read::<Request>(garbage), None, "{garbage}");
        }
        // A missing time is no time limit, as `null` is.
        let short =
            r#"{"think":{"id":1,"rules":"abapa","start":"s","moves":"","level":3,"seed":9}}"#;
        assert!(matches!(read(short), Some(Request::Think(t)) if t.time_ms.is_none()));
    }

    #[test]
    fn every_reply_is_tagged_by_its_kind_and_read_back() {
        let mut replies = vec![
            Reply::Ready,
            Reply::Progress { done: 1, total: 3 },
            Reply::Info {
                depth: 4,
                score: -25,
                nodes: u64::MAX,
            },
            Reply::Crashed {
                message: "boom \"quoted\"\n".into(),
            },
            Reply::Result(ThinkReply {
                id: 7,
                best: None,
                score: 0,
                depth: 0,
                error: None,
            }),
        ];
        for part in [
            Refused::NotARequest,
            Refused::Rules,
            Refused::Position,
            Refused::Setup,
            Refused::Moves,
        ] {
            replies.push(Reply::Refused { problem: part });
            replies.push(Reply::Result(ThinkReply {
                id: 7,
                best: Some(2),
                score: -40,
                depth: 9,
                error: Some(part),
            }));
        }
        for reply in replies {
            assert_eq!(read::<Reply>(&text(&reply)), Some(reply));
        }
        assert_eq!(text(&Reply::Ready), r#""ready""#);
        assert_eq!(
            text(&Reply::Refused {
                problem: Refused::NotARequest
            }),
            r#"{"refused":{"problem":"not-a-request"}}"#
        );
        // What www/worker.js posts when its script fails, and what a garbled worker might send.
        assert_eq!(
            read(r#"{"crashed":{"message":"x"}}"#),
            Some(Reply::Crashed {
                message: "x".into()
            })
        );
        for garbage in [
            r#"{"kind":"nonsense"}"#,
            r#"{"kind":"crashed","message":"x"}"#,
            r#"{"result":{"best":3}}"#,
            r#"{"result":{"id":1,"best":3,"score":0,"depth":1,"error":"bad"}}"#,
            r#"{"refused":{"problem":{"Rules":{"Pits":99}}}}"#,
            r#"{"ready":{}}"#,
            r#"{"nonsense":{}}"#,
            r#""thinking""#,
            "42",
            "",
        ] {
            assert_eq!(read::<Reply>(garbage), None, "{garbage}");
        }
    }

    #[test]
    fn review_requests_and_replies_read_back_and_rebuild_the_whole_game() {
        let mut game = Game::new(Preset::Abapa.rules());
        play_game_string(&mut game, "CdEb").unwrap();
        game.goto(1);
        // The redo tail is part of the game reviewed, whatever ply is shown.
        let req = ReviewRequest::of(3, &game, false, 2);
        assert_eq!(
            req,
            ReviewRequest {
                id: 3,
                rules: Preset::Abapa.rules().to_string(),
                start: "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S".into(),
                moves: "CdEb".into(),
                agreed: false,
                ply: 2,
            }
        );
        assert_eq!(req.game().unwrap().game_string(), "CdEb");
        let request = Request::Review(req.clone());
        assert_eq!(read::<Request>(&text(&request)), Some(request));
        let agreed = ReviewRequest {
            agreed: true,
            ..req
        };
        assert!(
            agreed.game().unwrap().outcome().is_some(),
            "E3 by agreement"
        );
        let position = crate::analysis::Analyser::new(
            &Game::new(Preset::Abapa.rules()),
            crate::analysis::REVIEW,
        )
        .position(0);
        for reply in [
            Reply::ReviewProgress {
                id: 3,
                done: 1,
                total: 9,
            },
            Reply::Reviewed(ReviewReply {
                id: 3,
                ply: 0,
                table_seeds: Some(10),
                position: Some(PackedPosition::pack(&position)),
                error: None,
            }),
            Reply::Reviewed(ReviewReply {
                id: 4,
                ply: 7,
                table_seeds: None,
                position: None,
                error: Some(Refused::Moves),
            }),
        ] {
            assert_eq!(read::<Reply>(&text(&reply)), Some(reply));
        }
        assert_eq!(
            PackedPosition::pack(&position).unpack(),
            Some(position.clone())
        );
    }

    /// Every kind of value, a position without moves and the largest node counts cross whole; numbers that are
    /// no position are refused.
    #[test]
    fn a_position_review_packed_in_numbers_reads_back_whole() {
        let mut p = crate::analysis::Analyser::new(
            &Game::new(Preset::Abapa.rules()),
            crate::analysis::REVIEW,
        )
        .position(0);
        let values = [
            Value::Estimate { centiseeds: -1234 },
            Value::Win { plies: 7 },
            Value::Loss { plies: 40 },
            Value::Over { margin: -48 },
        ];
        for (m, v) in p.moves.iter_mut().zip(values) {
            m.value = v;
        }
        p.nodes = (1 << 62) - 1;
        assert_eq!(PackedPosition::pack(&p).unpack(), Some(p.clone()));
        p.moves.clear();
        p.best = None;
        p.value = Value::Over { margin: 4 };
        assert_eq!(PackedPosition::pack(&p).unpack(), Some(p.clone()));
        for bad in [
            vec![],
            vec![0; 9],
            vec![0, 2, 0, 0, 0, 0, 0, 0, 0, 0],
            vec![0; 12],
            vec![0, 0, 9, 0, 0, 0, 0, 0, 0, 0],
        ] {
            assert_eq!(PackedPosition(bad.clone()).unpack(), None, "{bad:?}");
        }
    }

    #[test]
    fn the_page_finds_the_error_of_the_part_refused_from_its_own_request() {
        let rules = Preset::Abapa.rules();
        let good = ThinkRequest {
            rules: rules.to_string(),
            start: Setup::start(&rules).to_string(),
            ..think()
        };
        assert!(good.game().is_ok());
        let bad_rules = ThinkRequest {
            rules: "pits=99".into(),
            ..good.clone()
        };
        let want = RequestError::Rules(RulesError::Pits(99));
        assert_eq!(bad_rules.game().err(), Some(want.clone()));
        assert_eq!(RequestError::of(Refused::Rules, bad_rules.game()), want);
        // Another part named than the one found: the page and the worker disagree.
        assert_eq!(
            RequestError::of(Refused::Setup, bad_rules.game()),
            RequestError::NotARequest
        );
        let bad_moves = ThinkRequest {
            moves: "CC".into(),
            ..good.clone()
        };
        assert!(matches!(
            RequestError::of(Refused::Moves, bad_moves.game()),
            RequestError::Moves(_)
        ));
        assert!(matches!(
            ThinkRequest {
                start: "1-2".into(),
                ..good.clone()
            }
            .game(),
            Err(RequestError::Position(_))
        ));
        assert!(matches!(
            ThinkRequest {
                start: "3-3-3-3-3-3-0-0-S".into(),
                ..good.clone()
            }
            .game(),
            Err(RequestError::Setup(SetupError::PitsASide { .. }))
        ));
        assert_eq!(
            RequestError::of(Refused::Rules, good.game()),
            RequestError::NotARequest
        );
        assert_eq!(
            RequestError::of(Refused::Rules, rules_of("pits=2")),
            RequestError::Rules(RulesError::Pits(2))
        );
    }
}
