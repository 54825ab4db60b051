//! One engine process spoken to over the engine protocol (the UCI dialect of DESIGN.md): start, handshake,
//! a new game, a move under a time control, and the end.
//!
//! A reader thread turns the engine's standard output into lines on a channel, so that every wait has a
//! timeout: an engine that hangs loses on time instead of stopping the match.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long an engine may take to answer `uci` and `isready` (ours, told `WaitForTables`, reads or builds its
/// first endgame tables before `readyok`).
const HANDSHAKE: Duration = Duration::from_secs(600);

/// How an engine is started: a command line (split at spaces) and commands sent after `uciok`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    /// The program and its arguments, e.g. `target/release/wari engine`.
    pub command: String,
    /// Commands sent after the handshake, e.g. `level 5` or `setoption name Hash value 64`.
    pub init: Vec<String>,
}

/// What the engine was told to do for one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Go {
    /// `go depth D`.
    Depth(u32),
    /// `go nodes N`.
    Nodes(u64),
    /// `go movetime MS`.
    MoveTime(u64),
    /// `go wtime .. btime .. winc .. binc ..`: each side's clock and increment (South first).
    Clock {
        /// Milliseconds left, `[south, north]`.
        left: [u64; 2],
        /// Increment a move, milliseconds.
        inc: u64,
    },
}

impl Go {
    /// The `go` command line.
    fn command(&self) -> String {
        match *self {
            Go::Depth(d) => format!("go depth {d}"),
            Go::Nodes(n) => format!("go nodes {n}"),
            Go::MoveTime(ms) => format!("go movetime {ms}"),
            Go::Clock { left, inc } => format!(
                "go wtime {} btime {} winc {inc} binc {inc}",
                left[0], left[1]
            ),
        }
    }
}

/// An engine's answer to `go`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The word after `bestmove`.
    pub best: String,
    /// Wall time from sending `go` to reading `bestmove`.
    pub elapsed_ms: u64,
    /// The depth of the last `info depth` line, if any.
    pub depth: Option<u32>,
}

/// Why an engine failed to answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No answer within the time allowed.
    Timeout,
    /// The process ended or its pipes broke.
    Crashed(String),
}

/// A running engine.
pub struct Player {
    /// The name the engine gave (`id name`), or its command.
    pub name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Player {
    /// Starts the engine and completes the handshake (`uci` .. `uciok`, the init commands).
    pub fn start(spec: &EngineSpec) -> Result<Player, String> {
        let mut words = spec.command.split_whitespace();
        let program = words
            .next()
            .ok_or("an engine command is empty; give e.g. --engine 'target/release/wari engine'")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start '{}': {e}", spec.command))?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut player = Player {
            name: spec.command.clone(),
            child,
            stdin,
            lines: rx,
        };
        player.send("uci").map_err(|e| e.describe(&spec.command))?;
        let deadline = Instant::now() + HANDSHAKE;
        let mut waits_for_tables = false;
        loop {
            let line = player
                .next_line(deadline)
                .map_err(|e| e.describe(&spec.command))?;
            if let Some(name) = line.strip_prefix("id name ") {
                player.name = name.trim().to_string();
            }
            waits_for_tables |= line.starts_with("option name WaitForTables ");
            if line.trim() == "uciok" {
                break;
            }
        }
        if waits_for_tables {
            // Every game starts with the engine's endgame tables in (its `isready` answers at once otherwise,
            // and the first moves of a match would depend on when they arrive).
            player
                .send("setoption name WaitForTables value true")
                .map_err(|e| e.describe(&spec.command))?;
        }
        for cmd in &spec.init {
            player.send(cmd).map_err(|e| e.describe(&spec.command))?;
        }
        Ok(player)
    }

    fn send(&mut self, line: &str) -> Result<(), Failure> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| Failure::Crashed(format!("cannot write to the engine: {e}")))
    }

    fn next_line(&mut self, deadline: Instant) -> Result<String, Failure> {
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(Failure::Timeout),
            Err(RecvTimeoutError::Disconnected) => {
                Err(Failure::Crashed("the engine closed its output".into()))
            }
        }
    }

    /// `ucinewgame`, the rules (only when they are not the default, so that engines without our `rules`
    /// extension can play abapa), then `isready` .. `readyok`.
    pub fn new_game(&mut self, rules: Option<&str>) -> Result<(), Failure> {
        self.send("ucinewgame")?;
        if let Some(r) = rules {
            self.send(&format!("rules {r}"))?;
        }
        self.send("isready")?;
        let deadline = Instant::now() + HANDSHAKE;
        while self.next_line(deadline)?.trim() != "readyok" {}
        Ok(())
    }

    /// Sends the position (the game's moves as letters) and `go`; waits for `bestmove` until `allowed`.
    pub fn think(&mut self, moves: &str, go: &Go, allowed: Duration) -> Result<Answer, Failure> {
        let position = if moves.is_empty() {
            "position startpos".to_string()
        } else {
            format!("position startpos moves {moves}")
        };
        self.send(&position)?;
        let start = Instant::now();
        self.send(&go.command())?;
        let deadline = start + allowed;
        let mut depth = None;
        loop {
            let line = self.next_line(deadline)?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("bestmove") => {
                    return Ok(Answer {
                        best: words.next().unwrap_or("").to_string(),
                        elapsed_ms: start.elapsed().as_millis() as u64,
                        depth,
                    })
                }
                Some("info") => {
                    if let (Some("depth"), Some(d)) = (words.next(), words.next()) {
                        depth = d.parse().ok().or(depth);
                    }
                }
                _ => {}
            }
        }
    }
}

impl Failure {
    fn describe(&self, command: &str) -> String {
        match self {
            Failure::Timeout => format!("'{command}' did not answer the handshake in time"),
            Failure::Crashed(why) => format!("'{command}': {why}"),
        }
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
