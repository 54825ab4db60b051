//! The engine protocol as a GUI or a match tool uses it, timed from outside: `stop` during `go infinite`,
//! `go ponder` + `ponderhit`, `isready` during a search, clock games that never lose on time, and `wari match`
//! itself (a short match at a fixed depth).
//!
//! `make test` checks the behaviour only, with limits that only a broken engine misses (CI runs on busy
//! 2-core machines). The wall-clock checks (`stop` within 50 ms, `isready` within 100 ms, `go movetime` using
//! nearly all its time, 100 clock games of 1 s + 10 ms with no grace) are the `timing_` tests, ignored by
//! `cargo test`: `make protocol-timing` runs them (about 5-10 minutes), quiet or busy. Clock games need the CPU
//! they think they have: a stall longer than the engine's reserve (at 1 s + 10 ms, 500 ms, more once stalls
//! were seen: `wari_engine::TimeManager`) loses on time.

mod common;
#[path = "common/lines.rs"]
mod lines;

use std::io::Write;
use std::process::{Child, ChildStdin, Command};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

/// The tests of this file run one at a time: they time the engine from outside, and two of them at once on
/// a small machine would time each other.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn alone() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// A running `wari engine` with its output on a channel, the only one while it runs (it holds [`alone`]).
struct Engine {
    _alone: std::sync::MutexGuard<'static, ()>,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<(Instant, String)>,
}

impl Engine {
    /// Starts an engine with the 12-seed tables and no opening book (these tests check the search: a book
    /// move is answered at once), once the tests before it have finished, and waits until it is ready.
    fn start() -> Engine {
        let alone = alone();
        let mut child = common::engine_process();
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let rx = lines::lines_of(stdout);
        let mut e = Engine {
            _alone: alone,
            child,
            stdin,
            lines: rx,
        };
        e.send("setoption name Tables value 12");
        e.send("setoption name Book value false");
        e.ready();
        e
    }

    /// Sets up `position` and starts the search `go`.
    fn go(&mut self, position: &str, go: &str) {
        self.send(position);
        self.send(go);
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the engine reads");
        self.stdin.flush().expect("flushed");
    }

    /// Lines until one starting with `prefix` (returned), failing after `limit`.
    fn wait_for(&mut self, prefix: &str, limit: Duration) -> String {
        let deadline = Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok((_, line)) if line.starts_with(prefix) => return line,
                Ok(_) => {}
                Err(e) => panic!("no '{prefix}' within {limit:?}: {e}"),
            }
        }
    }

    /// Whether a line starting with `prefix` comes within `wait`.
    fn sees(&mut self, prefix: &str, wait: Duration) -> bool {
        let deadline = Instant::now() + wait;
        while let Ok((_, line)) = self
            .lines
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        {
            if line.starts_with(prefix) {
                return true;
            }
        }
        false
    }

    /// `isready` .. `readyok` (at once: the endgame tables come in the background).
    fn ready(&mut self) {
        self.send("isready");
        self.wait_for("readyok", Duration::from_secs(120));
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.child.wait();
    }
}

fn legal_after_start(best: &str) -> bool {
    ["A", "B", "C", "D", "E", "F"].contains(&best)
}

fn best_of(line: &str) -> &str {
    line.split_whitespace()
        .nth(1)
        .expect("a move after bestmove")
}

/// A limit for answers that only a broken engine misses: `make test` runs on busy 2-core machines, where a
/// process may wait seconds for a core, so the behavioural tests below never time the engine tightly.
const GENEROUS: Duration = Duration::from_secs(30);

/// `stop` during `go infinite` is answered with a legal move; an infinite search never answers by itself.
#[test]
fn stop_during_go_infinite_is_answered_with_a_move() {
    let mut e = Engine::start();
    for _ in 0..3 {
        e.go("position startpos", "go infinite");
        // An infinite search never answers by itself, even when it has long finished the easy depths.
        assert!(
            !e.sees("bestmove", Duration::from_millis(300)),
            "go infinite answered before stop"
        );
        e.send("stop");
        let line = e.wait_for("bestmove", GENEROUS);
        assert!(legal_after_start(best_of(&line)), "{line}");
    }
}

/// `go ponder` never answers by itself; `ponderhit` starts the clock and the answer follows; a ponder that
/// missed is ended by `stop` and the engine plays on normally.
#[test]
fn ponderhit_starts_the_clock_and_the_answer_follows() {
    let mut e = Engine::start();
    // Pondering on South's move after C: no answer while pondering, however long.
    e.go(
        "position startpos moves C",
        "go ponder wtime 2000 btime 2000",
    );
    assert!(!e.sees("bestmove", Duration::from_millis(400)));
    e.send("ponderhit");
    let line = e.wait_for("bestmove", GENEROUS);
    assert!(
        ["a", "b", "c", "d", "e", "f"].contains(&best_of(&line)),
        "{line}"
    );
    e.go(
        "position startpos moves C",
        "go ponder wtime 2000 btime 2000",
    );
    assert!(!e.sees("bestmove", Duration::from_millis(100)));
    e.send("stop");
    e.wait_for("bestmove", GENEROUS);
    e.go("position startpos moves Cd", "go movetime 100");
    let line = e.wait_for("bestmove", GENEROUS);
    assert!(
        ["A", "B", "D", "E", "F"].contains(&best_of(&line)),
        "{line}"
    );
}

/// `isready` during a search is answered before the search ends (an infinite search, so that the order does
/// not depend on the machine's speed); `go movetime` answers with a legal move.
#[test]
fn isready_is_answered_during_a_search() {
    let mut e = Engine::start();
    e.go("position startpos", "go infinite");
    e.send("isready");
    // Nothing but `info` lines before `readyok`: no `bestmove`, the search still runs.
    let deadline = Instant::now() + GENEROUS;
    loop {
        let (_, line) = e
            .lines
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .expect("readyok during the search");
        assert!(
            !line.starts_with("bestmove"),
            "answered before readyok: {line}"
        );
        if line.starts_with("readyok") {
            break;
        }
    }
    e.send("stop");
    let line = e.wait_for("bestmove", GENEROUS);
    assert!(legal_after_start(best_of(&line)), "{line}");
    e.go("position startpos", "go movetime 200");
    let line = e.wait_for("bestmove", GENEROUS);
    assert!(legal_after_start(best_of(&line)), "{line}");
}

// The timing checks proper: `make protocol-timing` (`cargo test --release --test engine_protocol -- --ignored
// timing_`), run on a quiet machine; BENCHMARKS.md has the figures they measured. Not part of `make test`.

/// `stop` during `go infinite`: the answer comes within 50 ms (the median of seven tries; every answer within
/// 500 ms).
#[test]
#[ignore = "wall-clock timing: make protocol-timing on a quiet machine"]
fn timing_stop_during_go_infinite_answers_within_50_ms() {
    let mut e = Engine::start();
    let mut took = Vec::new();
    for round in 0..7 {
        e.go("position startpos", "go infinite");
        assert!(
            !e.sees("bestmove", Duration::from_millis(150 + 30 * round)),
            "go infinite answered before stop"
        );
        let asked = Instant::now();
        e.send("stop");
        let line = e.wait_for("bestmove", Duration::from_secs(5));
        took.push(asked.elapsed());
        assert!(legal_after_start(best_of(&line)), "{line}");
    }
    took.sort();
    println!("stop answered after {took:?}");
    assert!(took[3] <= Duration::from_millis(50), "stop took {took:?}");
    assert!(took[6] <= Duration::from_millis(500), "stop took {took:?}");
}

/// `ponderhit` with 2 s on the clock: the answer within half of it after the overhead, counted from
/// `ponderhit`.
#[test]
#[ignore = "wall-clock timing: make protocol-timing on a quiet machine"]
fn timing_ponderhit_answers_within_the_clocks_budget() {
    let mut e = Engine::start();
    e.go(
        "position startpos moves C",
        "go ponder wtime 2000 btime 2000",
    );
    assert!(!e.sees("bestmove", Duration::from_millis(400)));
    let hit = Instant::now();
    e.send("ponderhit");
    e.wait_for("bestmove", Duration::from_secs(5));
    println!("answered {:?} after ponderhit", hit.elapsed());
    assert!(
        hit.elapsed() < Duration::from_millis(1100),
        "{:?}",
        hit.elapsed()
    );
}

/// `isready` during `go movetime 600` is answered within 100 ms, and the search uses nearly all of the 600 ms
/// (a sliver is kept for the answer).
#[test]
#[ignore = "wall-clock timing: make protocol-timing on a quiet machine"]
fn timing_isready_at_once_and_movetime_nearly_all_used() {
    let mut e = Engine::start();
    e.send("position startpos");
    let start = Instant::now();
    e.send("go movetime 600");
    std::thread::sleep(Duration::from_millis(100));
    let asked = Instant::now();
    e.send("isready");
    e.wait_for("readyok", Duration::from_millis(100));
    let ready = asked.elapsed();
    assert!(start.elapsed() < Duration::from_millis(550));
    let line = e.wait_for("bestmove", Duration::from_secs(3));
    let took = start.elapsed();
    println!("readyok after {ready:?}, bestmove after {took:?} of movetime 600");
    assert!(
        (Duration::from_millis(560)..Duration::from_millis(700)).contains(&took),
        "answered after {took:?}"
    );
    assert!(legal_after_start(best_of(&line)), "{line}");
}

fn wari_match(args: &[&str]) -> String {
    let exe = env!("CARGO_BIN_EXE_wari");
    let engine = format!("{exe} engine");
    let tables = "setoption name Tables value 12";
    let mut all = vec![
        "match", "--engine", &engine, "--init", tables, "--engine", &engine, "--init", tables,
    ];
    all.extend_from_slice(args);
    let out = Command::new(exe)
        .args(&all)
        .env("WARI_CACHE", env!("CARGO_TARGET_TMPDIR"))
        .output()
        .expect("wari match runs");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

#[test]
fn a_fixed_depth_match_of_an_engine_against_itself_is_even() {
    let _alone = alone();
    // The same deterministic engine on both sides: each opening is won once by each colour-swapped copy,
    // or drawn twice, so every pair scores 1 point and the match exactly 50 %.
    let text = wari_match(&["--depth", "3", "--pairs", "3", "--seed", "5"]);
    assert_eq!(
        text.lines().filter(|l| l.starts_with("game ")).count(),
        6,
        "{text}"
    );
    let result = text
        .lines()
        .find(|l| l.starts_with("result "))
        .expect("a result line");
    assert!(
        result.contains("in 6 games (3 pairs [0, 0, 3, 0, 0])"),
        "{result}"
    );
    assert!(result.contains("score 50.0%"), "{result}");
    assert!(
        !text.contains("illegal") && !text.contains(" time "),
        "{text}"
    );
}

/// `2 * pairs` games at `tc` (base + increment, ms) between two copies of the engine: none lost on time, the
/// referee allowing `margin` ms beyond the clock.
fn clock_games(tc: &str, pairs: u32, margin: u64) {
    let text = wari_match(&[
        "--tc",
        tc,
        "--pairs",
        &pairs.to_string(),
        "--seed",
        "11",
        "--margin",
        &margin.to_string(),
    ]);
    let games = text.lines().filter(|l| l.starts_with("game ")).count();
    assert_eq!(games, 2 * pairs as usize, "{text}");
    let lost_on_time = text
        .lines()
        .filter(|l| l.starts_with("game ") && l.contains(" time "))
        .count();
    assert_eq!(lost_on_time, 0, "{text}");
}

#[test]
fn clock_games_are_not_lost_on_time() {
    let _alone = alone();
    // 2 s + 50 ms with 5 s of grace from the referee: the engine manages its clock (a game lost by more than
    // 5 s is a broken time manager), and a machine that keeps the engine waiting for a core does not fail it.
    clock_games("2000+50", 2, 5000);
}

#[test]
#[ignore = "100 games of 1 s + 10 ms a side, no grace: about 10 minutes on a quiet machine; make protocol-timing"]
fn timing_a_hundred_clock_games_are_not_lost_on_time() {
    let _alone = alone();
    clock_games("1000+10", 50, 0);
}
