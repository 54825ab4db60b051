//! The computer player's wasm module (`wari-worker.js`, `wari-worker_bg.wasm`, for the Web Worker
//! `www/worker.js`): the computer's side of the protocol of [`wari_engine::protocol`]. [`handle`] answers a
//! [`Request`] with the engine; the exports `ai_handle`, `ai_book_wanted` and `ai_book` take and give JavaScript
//! values (serde-wasm-bindgen). The page's module holds no search, no endgame tables and no opening book, and
//! reaches the engine only through the worker (or, when no worker can run, this same module loaded into the page
//! by `www/boot.js`). Natively, the tests call [`handle`].
//!
//! One [`Ai`] is kept per set of rules (its tables survive between moves). A game review is answered one
//! position a request (`review.rs`).
//!
//! **The endgame tables** are built (or loaded) only when the page asks with [`Request::Prepare`], which it does
//! once the game comes near the seeds they cover (`wari_engine::endgame::Tables::due`). They are built once per
//! browser: before a preparation the worker asks [`tables_wanted`] for the name they are kept under in the
//! browser's storage (the rules and [`TABLES_VERSION`]); the bytes it finds there go to [`install_tables`],
//! which reads them only when their header, length and checksum are right (else they are built anew), and
//! after a build it keeps [`tables_bytes`] under that name.
//!
//! **The opening book** (`book/abapa.bin`, made by `wari book`; beside index.html as [`BOOK_FILE`]) is not
//! part of the module: the worker asks [`book_wanted`] before each request, and the first time a level that
//! plays from the book (the strongest) is asked to play abapa it fetches the file and hands its bytes to
//! [`install_book`] (nothing, when the fetch failed: the computer then plays without a book). So the book
//! costs no byte of the page's first load, and nothing at all to those who never play the strongest level;
//! the service worker keeps it for offline play like every file of the build.

mod review;

use std::cell::RefCell;
use std::collections::HashMap;
use wari_core::rules::{NotationError, Preset, Rules, Setup};
use wari_engine::book::Book;
use wari_engine::endgame::{Tables, TABLES_VERSION};
use wari_engine::protocol::{rules_of, Reply, Request, RequestError, ThinkReply, ThinkRequest};
use wari_engine::{levels, Ai, Info, Limits, LEVELS};

/// The opening book's file, beside index.html: the book of abapa ([`Preset::Abapa`]).
pub const BOOK_FILE: &str = "abapa.bin";

thread_local! {
    static PLAYERS: RefCell<HashMap<Rules, Ai>> = RefCell::new(HashMap::new());
    /// The opening book: `None` until the worker has tried to fetch it, then the book (`None` when the
    /// fetch or the file failed).
    static BOOK: RefCell<Option<Option<Book>>> = const { RefCell::new(None) };
}

/// The book file `request` wants fetched first: a move of a level that plays from the book, in abapa, when
/// no fetch was tried yet.
pub fn book_wanted(request: &Request) -> Option<&'static str> {
    let Request::Think(req) = request else {
        return None;
    };
    let tried = BOOK.with(|b| b.borrow().is_some());
    let abapa = rules_of(&req.rules).ok() == Some(Preset::Abapa.rules());
    (!tried && abapa && levels::spec(req.level.clamp(1, LEVELS)).book).then_some(BOOK_FILE)
}

/// Installs the book from the bytes of [`BOOK_FILE`] (empty when the fetch failed); whether a book was
/// read. A damaged file is no book: the computer plays on without one.
pub fn install_book(bytes: &[u8]) -> bool {
    let rules = Preset::Abapa.rules();
    let book = Book::from_bytes(&rules, bytes).ok();
    let read = book.is_some();
    BOOK.with(|b| *b.borrow_mut() = Some(book.clone()));
    PLAYERS.with(|p| {
        if let Some(ai) = p.borrow_mut().get_mut(&rules) {
            ai.set_book(book);
        }
    });
    read
}

/// A new computer player for `rules`, with the book if it is the book's.
fn new_player(rules: Rules) -> Ai {
    let mut ai = Ai::new(rules);
    ai.set_book(BOOK.with(|b| b.borrow().clone().flatten()));
    ai
}

/// The most sets of rules whose computer players are kept at once.
const KEEP: usize = 4;

fn with_ai<T>(rules: Rules, f: impl FnOnce(&mut Ai) -> T) -> T {
    PLAYERS.with(|p| {
        let mut map = p.borrow_mut();
        if !map.contains_key(&rules) && map.len() >= KEEP {
            map.clear();
        }
        f(map.entry(rules).or_insert_with(|| new_player(rules)))
    })
}

/// The name under which the endgame tables a [`Request::Prepare`] asks for are kept in the browser's storage
/// (the rules and [`TABLES_VERSION`]), when the computer has none for its rules yet; `None` for another request,
/// rules without tables, or tables already in.
pub fn tables_wanted(request: &Request) -> Option<String> {
    let Request::Prepare { rules } = request else {
        return None;
    };
    let rules = rules_of(rules).ok()?;
    let missing = with_ai(rules, |ai| ai.tables().is_none());
    (missing && Tables::supported(&rules)).then(|| {
        let name = rules.to_string().replace(' ', ",");
        format!("wari-tables-{TABLES_VERSION}-{name}")
    })
}

/// Installs the endgame tables for the rules of `request` (a [`Request::Prepare`]) from kept bytes; whether
/// they were read. Bytes of other rules, another version or size (they must cover the seeds the computer's
/// budget gives), cut short or damaged are refused: the preparation then builds the tables.
pub fn install_tables(request: &Request, bytes: &[u8]) -> bool {
    let Request::Prepare { rules } = request else {
        return false;
    };
    let Ok(rules) = rules_of(rules) else {
        return false;
    };
    with_ai(rules, |ai| {
        let seeds = Tables::seeds_for_budget(&rules, ai.table_budget());
        match Tables::from_bytes(&rules, bytes) {
            Ok(t) if t.seeds() == Some(seeds) => {
                ai.install_tables(t);
                true
            }
            _ => false,
        }
    })
}

/// The bytes of the endgame tables the computer holds for the rules of `request` (a [`Request::Prepare`]), to
/// keep; empty when it holds none.
pub fn tables_bytes(request: &Request) -> Vec<u8> {
    let Request::Prepare { rules } = request else {
        return Vec::new();
    };
    let Ok(rules) = rules_of(rules) else {
        return Vec::new();
    };
    with_ai(rules, |ai| ai.tables().map(Tables::to_bytes)).unwrap_or_default()
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
    match req.game() {
        Err(e) => reply.error = Some(e.part()),
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
    let rules = rules_of(rules_text)?;
    with_ai(rules, |ai| ai.prepare(progress));
    Ok(())
}

/// What the benchmark of the E5 decision answers ([`no_capture`]): `{capture, states}` or `{error}`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(untagged)]
pub enum Explored {
    /// The exploration's result: whether a capture is possible, and how many states it examined.
    Done {
        /// A capture can still happen (E5 does not end the game).
        capture: bool,
        /// The states examined.
        states: usize,
    },
    /// The text is not a position of the rules, or the board is beyond the exploration's limit.
    Error {
        /// Why, in English (a benchmark's message).
        error: String,
    },
}

/// The benchmark of the E5 decision in wasm (`e2e/bench.spec.ts`; the page itself decides E5 inside
/// [`wari_core::rules::Game`]): explores `position_text` under `rules_text` `reps` times
/// ([`wari_core::rules::no_capture::explore`]).
// Unused in the module's own build, which leaves the benchmark entry out.
#[cfg_attr(all(target_arch = "wasm32", not(wasm_bench)), allow(dead_code))]
pub fn no_capture(rules_text: &str, position_text: &str, reps: u32) -> Explored {
    use wari_core::rules::no_capture::{explore, MAX_EXPLORED_SEEDS};
    let pos = rules_text
        .parse::<Rules>()
        .map_err(|e| e.to_string())
        .and_then(|rules| {
            let setup: Setup = position_text
                .parse()
                .map_err(|e: NotationError| e.to_string())?;
            let p = wari_core::rules::Position::from_setup(&rules, &setup)
                .map_err(|e| e.to_string())?;
            if p.board_seeds() > MAX_EXPLORED_SEEDS {
                return Err(format!(
                    "{} seeds on the board, more than {MAX_EXPLORED_SEEDS}",
                    p.board_seeds()
                ));
            }
            Ok((rules, p))
        });
    match pos {
        Ok((rules, p)) => {
            let mut last = explore(&rules, &p);
            for _ in 1..reps {
                last = explore(&rules, std::hint::black_box(&p));
            }
            Explored::Done {
                capture: last.capture,
                states: last.states,
            }
        }
        Err(error) => Explored::Error { error },
    }
}

/// Answers `request`, posting every reply (progress and search iterations first, the answer last) to `post`.
pub fn handle(request: &Request, post: &mut dyn FnMut(Reply)) {
    match request {
        Request::Prepare { rules } => {
            let mut progress = |done, total| post(Reply::Progress { done, total });
            match prepare(rules, &mut progress) {
                Ok(()) => post(Reply::Ready),
                Err(problem) => post(Reply::Refused {
                    problem: problem.part(),
                }),
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
        Request::Review(req) => review::review(req, post),
    }
}

#[cfg(target_arch = "wasm32")]
mod exports {
    use super::{handle, Reply, Request};
    use wari_engine::protocol::Refused;
    use wasm_bindgen::prelude::*;

    /// A value as JavaScript (serde-wasm-bindgen): objects for structs, numbers for numbers (the search's node
    /// counts stay far below JavaScript's largest safe integer).
    fn to_js<T: serde::Serialize>(value: &T) -> JsValue {
        serde_wasm_bindgen::to_value(value).unwrap_or(JsValue::NULL)
    }

    /// Worker entry: answers a [`Request`] given as a JavaScript value, calling `post` with each [`Reply`].
    /// A message that is no request is answered [`Reply::Refused`].
    #[wasm_bindgen]
    pub fn ai_handle(message: JsValue, post: &js_sys::Function) {
        let mut send = |reply: Reply| {
            let _ = post.call1(&JsValue::NULL, &to_js(&reply));
        };
        match serde_wasm_bindgen::from_value::<Request>(message) {
            Ok(request) => handle(&request, &mut send),
            Err(e) => {
                web_sys::console::warn_1(&format!("not a request: {e}").into());
                send(Reply::Refused {
                    problem: Refused::NotARequest,
                });
            }
        }
    }

    /// Worker entry: the file the worker should fetch before it hands `message` to [`ai_handle`]
    /// ([`super::book_wanted`]), if any.
    #[wasm_bindgen]
    pub fn ai_book_wanted(message: JsValue) -> Option<String> {
        let request = serde_wasm_bindgen::from_value::<Request>(message).ok()?;
        super::book_wanted(&request).map(str::to_string)
    }

    /// Worker entry: the bytes of the book file (empty when it could not be fetched); whether a book was
    /// read ([`super::install_book`]).
    #[wasm_bindgen]
    pub fn ai_book(bytes: &[u8]) -> bool {
        super::install_book(bytes)
    }

    /// Worker entry: the name under which the tables a preparation asks for are kept, if it wants them
    /// ([`super::tables_wanted`]).
    #[wasm_bindgen]
    pub fn ai_tables_wanted(message: JsValue) -> Option<String> {
        let request = serde_wasm_bindgen::from_value::<Request>(message).ok()?;
        super::tables_wanted(&request)
    }

    /// Worker entry: the kept bytes of the tables a preparation asks for; whether they were read
    /// ([`super::install_tables`]).
    #[wasm_bindgen]
    pub fn ai_tables(message: JsValue, bytes: &[u8]) -> bool {
        serde_wasm_bindgen::from_value::<Request>(message)
            .is_ok_and(|request| super::install_tables(&request, bytes))
    }

    /// Worker entry: the bytes of the tables built for a preparation, to keep ([`super::tables_bytes`]).
    #[wasm_bindgen]
    pub fn ai_tables_bytes(message: JsValue) -> Vec<u8> {
        serde_wasm_bindgen::from_value::<Request>(message)
            .map(|request| super::tables_bytes(&request))
            .unwrap_or_default()
    }

    /// Benchmark entry: [`super::no_capture`] (only in a build with `--cfg wasm_bench`, `make wasm-bench`).
    #[cfg(wasm_bench)]
    #[wasm_bindgen]
    pub fn bench_no_capture(rules: &str, position: &str, reps: u32) -> JsValue {
        to_js(&super::no_capture(rules, position, reps))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wari_core::rules::Preset;
    use wari_core::rules::{RulesError, SetupError};
    use wari_engine::protocol::Refused;

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
    fn the_e5_benchmark_entry_explores_or_says_why_not() {
        let dead = no_capture("numeros", "0-0-0-1-0-0-0-1-0-0-0-0-23-23-N", 3);
        assert_eq!(
            dead,
            Explored::Done {
                capture: false,
                states: 7
            }
        );
        let live = no_capture("numeros", "0-1-0-0-0-0-1-0-1-0-0-0-22-23-S", 1);
        assert!(
            matches!(live, Explored::Done { capture: true, .. }),
            "{live:?}"
        );
        assert!(matches!(
            no_capture("nonsense", "0-0-S", 1),
            Explored::Error { .. }
        ));
        assert!(matches!(
            no_capture("numeros", "4-4-S", 1),
            Explored::Error { .. }
        ));
        let full = Setup::start(&wari_core::rules::Preset::Numeros.rules()).to_string();
        assert!(
            matches!(no_capture("numeros", &full, 1), Explored::Error { error } if error.contains("more than 31"))
        );
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
        let game = req.game().unwrap();
        assert!(game.legal_moves().contains(&reply.best.unwrap()));
    }

    #[test]
    fn bad_requests_get_an_error_not_a_panic() {
        // The reply names the part refused; the error itself is the request's own (`ThinkRequest::game`).
        let mut req = request("CC");
        assert_eq!(think(&req, &mut |_| {}).error, Some(Refused::Moves));
        assert!(matches!(req.game(), Err(RequestError::Moves(_))));
        req.moves.clear();
        req.start = "4-4-4-S".into();
        assert_eq!(think(&req, &mut |_| {}).error, Some(Refused::Position));
        assert!(matches!(req.game(), Err(RequestError::Position(_))));
        req.start = "3-3-3-3-3-3-0-0-S".into();
        assert_eq!(think(&req, &mut |_| {}).error, Some(Refused::Setup));
        assert_eq!(
            req.game().err(),
            Some(RequestError::Setup(SetupError::PitsASide {
                found: 3,
                expected: 6
            }))
        );
        req.start = Setup::start(&Preset::Abapa.rules()).to_string();
        req.rules = "pits=2".into();
        assert_eq!(think(&req, &mut |_| {}).error, Some(Refused::Rules));
        assert_eq!(
            req.game().err(),
            Some(RequestError::Rules(RulesError::Pits(2)))
        );
        assert_eq!(
            replies(&Request::Prepare {
                rules: "nonsense".into()
            })
            .last(),
            Some(&Reply::Refused {
                problem: Refused::Rules
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
    fn the_strongest_level_in_abapa_wants_the_book_once_and_plays_from_it() {
        let mut req = request("");
        let wanted = |r: &ThinkRequest| book_wanted(&Request::Think(r.clone()));
        assert_eq!(wanted(&req), None, "level 2 plays no book");
        req.level = LEVELS;
        assert_eq!(wanted(&req), Some(BOOK_FILE));
        let numeros = ThinkRequest {
            rules: Preset::Numeros.rules().to_string(),
            start: Setup::start(&Preset::Numeros.rules()).to_string(),
            ..req.clone()
        };
        assert_eq!(wanted(&numeros), None, "the book is abapa's");
        let prepare = Request::Prepare {
            rules: "abapa".into(),
        };
        assert_eq!(book_wanted(&prepare), None);
        // A book whose move at the start is A (pit 0): played at once, with no search (depth 0).
        let rules = Preset::Abapa.rules();
        let book = Book::new(rules, &[(wari_core::rules::Position::start(&rules), 0)]);
        assert!(install_book(&book.to_bytes()));
        assert_eq!(wanted(&req), None, "fetched once");
        let reply = think(&req, &mut |_| {});
        assert_eq!((reply.best, reply.depth, reply.error), (Some(0), 0, None));
    }

    #[test]
    fn a_failed_fetch_or_a_damaged_book_is_no_book_and_not_asked_again() {
        let mut req = request("");
        req.level = LEVELS;
        assert!(!install_book(b""));
        assert_eq!(book_wanted(&Request::Think(req.clone())), None);
        assert!(!install_book(b"wari-book 1 rules=nonsense entries=0\n"));
        assert_eq!(BOOK.with(|b| b.borrow().clone()), Some(None));
    }

    /// Tables kept in the browser's storage: named by the rules and the version; read back by a computer that
    /// has none (a new worker: another thread here); a damaged, cut or old entry is refused, and the
    /// preparation then builds them anew.
    #[test]
    fn kept_tables_are_read_back_and_a_damaged_or_old_entry_is_rebuilt() {
        let prepare = Request::Prepare {
            rules: "numeros".into(),
        };
        let name = tables_wanted(&prepare).expect("no tables yet");
        let rules = Preset::Numeros.rules().to_string().replace(' ', ",");
        assert_eq!(name, format!("wari-tables-{TABLES_VERSION}-{rules}"));
        assert_eq!(tables_bytes(&prepare), Vec::<u8>::new());
        assert_eq!(replies(&prepare).last(), Some(&Reply::Ready));
        assert_eq!(tables_wanted(&prepare), None, "built");
        let kept = tables_bytes(&prepare);
        assert!(kept.starts_with(format!("wari-tables {TABLES_VERSION} ").as_bytes()));
        let think = Request::Think(request(""));
        assert_eq!(
            tables_wanted(&think),
            None,
            "only a preparation wants tables"
        );
        std::thread::spawn(move || {
            let mut damaged = kept.clone();
            *damaged.last_mut().unwrap() ^= 1;
            let cut = &kept[..kept.len() - 1];
            let head = format!("wari-tables {TABLES_VERSION} ");
            let old = [b"wari-tables 0 ".as_slice(), &kept[head.len()..]].concat();
            for (what, bytes) in [("damaged", &damaged[..]), ("cut", cut), ("old", &old)] {
                assert!(!install_tables(&prepare, bytes), "{what}");
                assert_eq!(tables_wanted(&prepare), Some(name.clone()), "{what}");
            }
            let abapa = Request::Prepare {
                rules: "abapa".into(),
            };
            assert!(!install_tables(&abapa, &kept), "tables of other rules");
            assert!(install_tables(&prepare, &kept));
            assert_eq!(tables_wanted(&prepare), None);
            assert_eq!(tables_bytes(&prepare), kept);
        })
        .join()
        .unwrap();
    }

    #[test]
    fn finished_game_gets_no_move() {
        // North's store holds the target: the game is over (E2).
        let mut req = request("");
        req.start = "4-4-4-4-4-3-0-0-0-0-0-0-0-25-S".into();
        assert_eq!(req.game().unwrap().outcome().unwrap().score, [0, 25]);
        let reply = think(&req, &mut |_| {});
        assert_eq!(reply.error, None);
        assert_eq!(reply.best, None);
    }
}
