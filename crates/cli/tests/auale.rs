//! `wari engine` driven exactly as the Aualé GUI drives an engine (its `uci` package and game loop: the
//! commands of docs/engine-with-auale.md's transcript), every answer read as Aualé's parser reads it.
//!
//! Aualé starts two engines (one a side) and sends `uci`, then its strength preset's `setoption name OwnBook
//! value true|false`. Before a side's first search of a match: `ucinewgame` and `isready` (it kills an engine
//! that does not answer within 8 s). A move: `position startpos|fen F [moves ..]` (from the last capture) and
//! `go depth D movetime T`; the other engine meanwhile, at the strong presets, `position ..` with the move it
//! expects and `go ponder`, ended by `stop` when its turn comes. Aualé reads `info .. score cp N .. pv MOVES`
//! (the moves run together), `bestmove X [ponder Y]`, and logs anything else as an unknown response.
//!
//! Timing: `make test` runs on busy 2-core machines, so the limits here are generous (a few seconds); the
//! figures measured on this machine are in docs/engine-with-auale.md.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};
use wari_core::rules::{move_letter, parse_move_letter, play_game_string, Game, Rules};

#[path = "common/lines.rs"]
mod lines;

/// Aualé's own limit for `uci`, `isready` and `stop`; a broken engine misses it, a busy machine does not.
const AUALE_TIMEOUT: Duration = Duration::from_secs(8);

/// What the tests allow `isready` on a busy machine (the engine answers at once; its tables come later).
const READY_WITHIN: Duration = Duration::from_secs(4);

/// A search's answer may take this long on a busy machine.
const GENEROUS: Duration = Duration::from_secs(60);

/// Aualé's strength presets (`uci/strength.py`): `go depth D movetime T`, pondering, the opening book.
#[derive(Clone, Copy)]
struct Preset {
    depth: Option<u32>,
    movetime: u32,
    ponder: bool,
    book: bool,
}

const EASY: Preset = Preset {
    depth: Some(2),
    movetime: 600,
    ponder: false,
    book: false,
};
const MEDIUM: Preset = Preset {
    depth: Some(6),
    movetime: 1200,
    ponder: false,
    book: true,
};
const HARD: Preset = Preset {
    depth: Some(16),
    movetime: 2400,
    ponder: true,
    book: true,
};

/// A fresh, empty cache folder for the endgame tables (removed when dropped).
struct Cache(PathBuf);

impl Cache {
    fn fresh(name: &str) -> Cache {
        let dir =
            Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a cache folder");
        Cache(dir)
    }

    /// Whether tables of `seeds` seeds are in the cache.
    fn has(&self, seeds: u32) -> bool {
        std::fs::read_dir(&self.0).is_ok_and(|files| {
            files.flatten().any(|f| {
                let name = f.file_name().to_string_lossy().into_owned();
                name.starts_with("tables-") && name.ends_with(&format!("-{seeds}.bin"))
            })
        })
    }
}

impl Drop for Cache {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// An answer as Aualé's parser (`uci/rules.py`) reads it.
#[derive(Debug, PartialEq)]
enum Read {
    UciOk,
    ReadyOk,
    Id,
    Option,
    /// `info`: the `cp` score and the `pv` as Aualé's pattern `pv\s+([a-fA-F]+)` takes them, and whether more
    /// words follow the pv (which Aualé would skip).
    Info {
        depth: Option<u32>,
        cp: Option<i32>,
        pv: Option<String>,
        after_pv: bool,
    },
    /// `bestmove X [ponder Y]`.
    BestMove(String, Option<String>),
}

/// Reads `line` as Aualé does; `Err` is what Aualé logs as "Unknown UCI response".
fn auale_reads(line: &str) -> Result<Read, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let moves = |w: &str| !w.is_empty() && w.chars().all(|c| matches!(c, 'a'..='f' | 'A'..='F'));
    let after = |key: &str| {
        words
            .iter()
            .position(|&w| w == key)
            .and_then(|i| words.get(i + 1))
    };
    match words.first().copied() {
        Some("uciok") => Ok(Read::UciOk),
        Some("readyok") => Ok(Read::ReadyOk),
        Some("id") => Ok(Read::Id),
        Some("option") => Ok(Read::Option),
        Some("bestmove") if words.get(1).is_some_and(|w| w.len() == 1 && moves(w)) => Ok(
            Read::BestMove(words[1].to_string(), after("ponder").map(|w| w.to_string())),
        ),
        // Aualé takes `info string ..` once a search has started, but Aalina writes none in such a session.
        Some("info") if words.get(1) == Some(&"string") => Err(format!(
            "an info string, which Aalina does not write here: '{line}'"
        )),
        Some("info") => {
            let pv_at = words.iter().position(|&w| w == "pv");
            Ok(Read::Info {
                depth: after("depth").and_then(|d| d.parse().ok()),
                cp: after("cp").and_then(|c| c.parse().ok()),
                pv: after("pv").filter(|w| moves(w)).map(|w| w.to_string()),
                after_pv: pv_at.is_some_and(|i| words.len() > i + 2),
            })
        }
        _ => Err(format!("Aualé: unknown UCI response '{line}'")),
    }
}

/// One engine as Aualé's `uci.Client` runs it; every line it writes is kept.
struct Engine {
    name: &'static str,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<(Instant, String)>,
    log: Vec<String>,
    /// Aualé's `_match`: none until the first search (an `info` line before it is an error in Aualé).
    searched: bool,
    /// Searching or pondering (Aualé's "not waiting").
    busy: bool,
    /// A new match: `ucinewgame` + `isready` before the next search.
    new_match: bool,
    /// How long each `isready` took.
    ready_took: Vec<Duration>,
}

impl Engine {
    /// `wari engine` with the cache folder `cache` and tables of `seeds` seeds (`$WARI_TABLES`: Aualé cannot
    /// send our `Tables` option), started as Aualé starts it: `uci`, wait for `uciok`.
    fn start(name: &'static str, cache: &Cache, seeds: u32) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_wari"))
            .arg("engine")
            .env("WARI_CACHE", &cache.0)
            .env("WARI_TABLES", seeds.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let lines = lines::lines_of(stdout);
        let mut e = Engine {
            name,
            child,
            stdin,
            lines,
            log: Vec::new(),
            searched: false,
            busy: false,
            new_match: true,
            ready_took: Vec::new(),
        };
        e.send("uci");
        e.wait_for(|r| *r == Read::UciOk, AUALE_TIMEOUT, "uciok");
        e
    }

    fn send(&mut self, line: &str) {
        self.log.push(format!("> {line}"));
        writeln!(self.stdin, "{line}").expect("the engine reads");
        self.stdin.flush().expect("flushed");
    }

    /// The next line within `limit`, read as Aualé reads it (an unknown response fails the test).
    fn next(&mut self, limit: Duration) -> Option<(Instant, Read)> {
        let (at, line) = self.lines.recv_timeout(limit).ok()?;
        self.log.push(format!("< {line}"));
        let read = auale_reads(&line)
            .unwrap_or_else(|e| panic!("{}: {e}\n{}", self.name, self.log.join("\n")));
        if matches!(read, Read::Info { .. }) {
            assert!(
                self.searched,
                "{}: info before any search, which Aualé cannot take: {line}",
                self.name
            );
        }
        Some((at, read))
    }

    /// Lines until one that `wanted` accepts (returned with the lines before it), failing after `limit`.
    fn wait_for(
        &mut self,
        wanted: impl Fn(&Read) -> bool,
        limit: Duration,
        what: &str,
    ) -> (Instant, Read, Vec<Read>) {
        let deadline = Instant::now() + limit;
        let mut before = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.next(left) {
                Some((at, r)) if wanted(&r) => return (at, r, before),
                Some((_, r)) => before.push(r),
                None => panic!(
                    "{}: no {what} within {limit:?}\n{}",
                    self.name,
                    self.log.join("\n")
                ),
            }
        }
    }

    /// The lines that come within `wait`.
    fn lines_for(&mut self, wait: Duration) -> Vec<Read> {
        let deadline = Instant::now() + wait;
        let mut heard = Vec::new();
        while let Some((_, r)) = self.next(deadline.saturating_duration_since(Instant::now())) {
            heard.push(r);
        }
        heard
    }

    /// Aualé's `set_playing_strength`: the book option of the preset.
    fn set_preset(&mut self, p: Preset) {
        self.send(&format!("setoption name OwnBook value {}", p.book));
    }

    /// Aualé's `start_new_match`: `ucinewgame` and `isready` before the first search of a match.
    fn start_new_match(&mut self) {
        if self.new_match && !self.busy {
            self.new_match = false;
            self.send("ucinewgame");
            let asked = Instant::now();
            self.send("isready");
            let (at, _, _) = self.wait_for(|r| *r == Read::ReadyOk, AUALE_TIMEOUT, "readyok");
            self.ready_took.push(at - asked);
        }
    }

    /// Aualé's `start_thinking`: the position and `go` of the preset; the answer with the `info` before it.
    fn think(&mut self, position: &str, p: Preset) -> (String, Option<String>, Vec<Read>) {
        self.start_new_match();
        self.searched = true;
        self.send(position);
        match p.depth {
            Some(d) => self.send(&format!("go depth {d} movetime {}", p.movetime)),
            None => self.send(&format!("go movetime {}", p.movetime)),
        }
        let (_, best, before) =
            self.wait_for(|r| matches!(r, Read::BestMove(..)), GENEROUS, "bestmove");
        let Read::BestMove(m, ponder) = best else {
            unreachable!()
        };
        (m, ponder, before)
    }

    /// Aualé's `start_pondering`: the position with the expected move, `go ponder`.
    fn ponder(&mut self, position: &str) {
        self.start_new_match();
        self.searched = true;
        self.busy = true;
        self.send(position);
        self.send("go ponder");
    }

    /// Aualé's `stop_thinking`: `stop` and its `bestmove` (which Aualé drops) when searching.
    fn stop(&mut self) {
        if self.busy {
            self.busy = false;
            self.send("stop");
            self.wait_for(
                |r| matches!(r, Read::BestMove(..)),
                AUALE_TIMEOUT,
                "bestmove after stop",
            );
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let _ = self.child.wait();
    }
}

/// Aualé's `position` arguments for `game` (plus `extra`, a move expected next): the position after the
/// last capture (`startpos` when that is the start board) and the moves since, run together.
fn position_command(game: &Game, extra: Option<usize>) -> String {
    let mut capture = 0;
    for ply in (1..=game.ply()).rev() {
        if game.position_at(ply).map(|p| p.stores())
            != game.position_at(ply - 1).map(|p| p.stores())
        {
            capture = ply;
            break;
        }
    }
    let start = game.position_at(capture).expect("a position");
    let board = if capture == 0 {
        "startpos".to_string()
    } else {
        let text = start.to_string();
        assert!(
            text.ends_with("-S") || text.ends_with("-N"),
            "Aualé's notation: {text}"
        );
        format!("fen {text}")
    };
    let n = start.pits_a_side();
    let mut moves: String = game.moves()[capture..]
        .iter()
        .map(|&m| move_letter(n, m as usize))
        .collect();
    if let Some(m) = extra {
        moves.push(move_letter(n, m));
    }
    if moves.is_empty() {
        format!("position {board}")
    } else {
        format!("position {board} moves {moves}")
    }
}

/// Checks the `info` lines of a search from `game`: a `cp` score, and the whole pv read by Aualé's pattern
/// (one word, nothing after it) and playable from the position. Returns how many lines searched.
fn check_infos(game: &Game, infos: &[Read]) -> usize {
    let mut searched = 0;
    for r in infos {
        let Read::Info {
            depth,
            cp,
            pv,
            after_pv,
        } = r
        else {
            continue;
        };
        assert!(cp.is_some(), "no cp in {r:?}");
        assert!(
            !after_pv,
            "words after the pv, which Aualé does not read: {r:?}"
        );
        let pv = pv
            .as_ref()
            .unwrap_or_else(|| panic!("no pv Aualé can read in {r:?}"));
        let mut line = game.clone();
        play_game_string(&mut line, pv)
            .unwrap_or_else(|e| panic!("pv {pv} from {}: {e}", game.position()));
        if depth.is_some_and(|d| d > 0) {
            searched += 1;
        }
    }
    searched
}

/// A game between two engines as Aualé's game loop plays it, with preset changes and pondering: the book
/// is off at the easy preset (the first moves from the start, all in the book, are searched), every `info`
/// is read whole, an option sent while an engine ponders does not end its ponder search, and `isready`
/// is answered at once with the table cache absent and then present.
#[test]
fn an_auale_game_reads_every_answer() {
    let cache = Cache::fresh("auale-game");
    let rules = Rules::default();
    let mut engines = [
        Engine::start("south", &cache, 12),
        Engine::start("north", &cache, 12),
    ];
    let mut game = Game::new(rules);
    let mut preset = EASY;
    for e in engines.iter_mut() {
        e.set_preset(preset);
    }
    // The moves each engine expects next (its last `bestmove .. ponder Y`).
    let mut expected: [Option<usize>; 2] = [None, None];
    let mut pv_lengths = Vec::new();
    for ply in 0..12 {
        if ply == 4 {
            preset = HARD;
            for e in engines.iter_mut() {
                e.set_preset(preset);
            }
        }
        let me = game.position().to_move().index();
        let other = 1 - me;
        if ply == 9 {
            // The user picks the easy preset while the engine to move ponders (since the last move): it keeps
            // pondering, no bestmove nobody asked for, until Aualé stops it.
            assert!(engines[me].busy, "ponders at the hard preset");
            preset = EASY;
            for e in engines.iter_mut() {
                e.set_preset(preset);
            }
            let heard = engines[me].lines_for(Duration::from_millis(500));
            assert!(
                !heard.iter().any(|r| matches!(r, Read::BestMove(..))),
                "a setoption ended the ponder search: {heard:?}"
            );
        }
        // Aualé's request_move: the other engine stops, then ponders on the expected move (strong presets).
        engines[other].stop();
        if preset.ponder {
            let position = position_command(&game, expected[other]);
            engines[other].ponder(&position);
        }
        engines[me].stop();
        let (best, ponder, infos) = engines[me].think(&position_command(&game, None), preset);
        let searched = check_infos(&game, &infos);
        if !preset.book {
            assert!(
                searched > 0,
                "ply {ply}: answered without a search under OwnBook false: {infos:?}"
            );
        }
        for r in &infos {
            if let Read::Info { pv: Some(pv), .. } = r {
                pv_lengths.push(pv.len());
            }
        }
        let n = game.position().pits_a_side();
        let pit =
            parse_move_letter(best.chars().next().expect("a move"), n).expect("a move letter");
        game.play(pit)
            .unwrap_or_else(|e| panic!("{best} at ply {ply}: {e}"));
        let n = game.position().pits_a_side();
        expected[me] = ponder.and_then(|p| parse_move_letter(p.chars().next()?, n));
        if game.outcome().is_some() {
            break;
        }
    }
    for e in engines.iter_mut() {
        e.stop();
    }
    assert!(
        pv_lengths.iter().any(|&l| l >= 2),
        "no pv of two moves or more: {pv_lengths:?}"
    );
    for e in &engines {
        println!("{}:\n{}", e.name, e.log.join("\n"));
    }
    // A new match at the medium preset: the book answers the start position at once, with no search.
    let mut e = Engine::start("medium", &cache, 12);
    e.set_preset(MEDIUM);
    let (best, _, infos) = e.think("position startpos", MEDIUM);
    assert!(
        infos.is_empty(),
        "a book move is answered without info lines: {infos:?}"
    );
    assert!(
        ["A", "B", "C", "D", "E", "F"].contains(&best.as_str()),
        "{best}"
    );
    // isready with the cache absent (the first engines) and present (the last one, once the tables are in).
    let deadline = Instant::now() + GENEROUS;
    while !cache.has(12) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(cache.has(12), "the 12-seed tables were kept in the cache");
    let mut present = Engine::start("cached", &cache, 12);
    present.think("position startpos moves C", EASY);
    let absent: Vec<Duration> = engines.iter().flat_map(|e| e.ready_took.clone()).collect();
    println!(
        "isready answered after {absent:?} (cache absent), {:?} (cache present)",
        present.ready_took
    );
    for took in absent
        .iter()
        .chain(&present.ready_took)
        .chain(&e.ready_took)
    {
        assert!(*took < READY_WITHIN, "isready took {took:?}");
    }
}

/// A forced win is reported as Aalina reports it, `score cp 2500`, never `mate`; a forced loss `cp -2500`.
#[test]
fn forced_results_are_centipawns_as_aalina_writes_them() {
    let cache = Cache::fresh("auale-forced");
    let mut e = Engine::start("forced", &cache, 12);
    e.set_preset(HARD);
    // South's F lands in North's a (1 seed): 2 captured, 26 in South's store.
    let game = game_at("0-0-0-0-0-1-1-3-0-0-0-0-24-19-S");
    let (best, _, infos) = e.think("position fen 0-0-0-0-0-1-1-3-0-0-0-0-24-19-S", HARD);
    assert_eq!(best, "F");
    check_infos(&game, &infos);
    let last = infos.iter().rev().find_map(|r| match r {
        Read::Info { cp: Some(cp), .. } => Some(*cp),
        _ => None,
    });
    assert_eq!(last, Some(2500), "{infos:?}");
    // North's only move f sows into South's A and B; the endgame tables know the rest: North loses.
    let game = game_at("1-0-0-0-0-0-0-0-0-0-0-2-24-21-N");
    let (best, _, infos) = e.think("position fen 1-0-0-0-0-0-0-0-0-0-0-2-24-21-N", HARD);
    assert_eq!(best, "f");
    check_infos(&game, &infos);
    let last = infos.iter().rev().find_map(|r| match r {
        Read::Info { cp: Some(cp), .. } => Some(*cp),
        _ => None,
    });
    assert_eq!(last, Some(-2500), "{infos:?}");
    assert!(e.log.iter().all(|l| !l.contains(" mate ")), "{:?}", e.log);
}

/// A game of the default rules from the position `text`.
fn game_at(text: &str) -> Game {
    let setup = text.parse().expect("a position text");
    Game::from_setup(Rules::default(), &setup).expect("a position of the rules")
}

/// Two engines started together on an empty cache (Aualé starts one a side) build the tables once: one
/// builds them, the other waits for its file. `isready` does not wait for them. (`debug on` shows it.)
#[test]
fn two_engines_on_a_first_start_build_the_tables_once() {
    let cache = Cache::fresh("auale-lock");
    let mut lines = Vec::new();
    let mut children = Vec::new();
    for _ in 0..2 {
        let mut child = Command::new(env!("CARGO_BIN_EXE_wari"))
            .arg("engine")
            .env("WARI_CACHE", &cache.0)
            .env("WARI_TABLES", "12")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let mut stdin = child.stdin.take().expect("stdin");
        writeln!(stdin, "debug on\nuci\nisready").expect("the engine reads");
        stdin.flush().expect("flushed");
        children.push((child, stdin));
    }
    for (child, _) in children.iter_mut() {
        let stdout = child.stdout.take().expect("stdout");
        let rx = lines::lines_of(stdout);
        lines.push(rx);
    }
    let mut heard: Vec<Vec<String>> = vec![Vec::new(), Vec::new()];
    for (i, rx) in lines.iter().enumerate() {
        let deadline = Instant::now() + GENEROUS;
        loop {
            let (_, line) = rx
                .recv_timeout(deadline.saturating_duration_since(Instant::now()))
                .unwrap_or_else(|e| panic!("engine {i}: no tables: {e}\n{:?}", heard[i]));
            let done = line.contains("tables of 12 seeds built")
                || line.contains("tables of 12 seeds read");
            heard[i].push(line);
            if done {
                break;
            }
        }
    }
    for (mut child, mut stdin) in children {
        let _ = writeln!(stdin, "quit");
        drop(stdin);
        let _ = child.wait();
    }
    let built: Vec<usize> = (0..2)
        .filter(|&i| heard[i].iter().any(|l| l.contains("seeds built")))
        .collect();
    assert_eq!(built.len(), 1, "{heard:#?}");
    let builder = &heard[built[0]];
    let ready = builder
        .iter()
        .position(|l| l == "readyok")
        .expect("readyok");
    let tables = builder
        .iter()
        .position(|l| l.contains("seeds built"))
        .expect("built");
    assert!(
        ready < tables,
        "isready waited for the tables: {builder:#?}"
    );
}
