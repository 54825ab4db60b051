//! `wari engine`: the UCI-like line protocol of DESIGN.md on stdin/stdout, so GUIs and match tools can use the
//! engine.
//!
//! ```text
//! uci                       -> id name .. / id author .. / option .. / uciok
//! isready                   -> readyok (builds the endgame tables first when the level uses them)
//! ucinewgame                   a new game of the current rules
//! position startpos [moves FaCb..]      moves as letters, with or without spaces
//! position fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S [moves ..]
//! go [depth D] [movetime MS] [wtime MS btime MS [winc MS binc MS] [movestogo N]]
//!                           -> info depth .. score cp|mate .. nodes .. nps .. time .. pv .. / bestmove X
//!                              (bestmove 0000 when the game is over)
//! stop                         nothing to stop: `go` answers before the next command is read
//! quit
//! extensions: rules ID|RULES, level N (1..6), perft D, d (show the position),
//!             setoption name Level value N
//! ```
//! `wtime`/`winc` are South's clock (South moves first, like White), `btime`/`binc` North's. Anything not
//! understood is answered with `info string error: ..` and the engine carries on.

use std::io::{BufRead, Write};
use wari::ai::{levels, Ai, Info, Limits, Verdict, LEVELS};
use wari::rules::{move_letter, play_game_string, Game, Rules, Setup};

/// The engine's state between commands.
struct Engine {
    rules: Rules,
    game: Game,
    ai: Ai,
    level: u8,
    /// Varies the seed of each search, so the weak levels do not repeat themselves from game to game.
    searches: u64,
}

/// What a command asks of the loop.
enum Flow {
    Continue,
    Quit,
}

impl Engine {
    fn new() -> Engine {
        let rules = Rules::default();
        Engine {
            rules,
            game: Game::new(rules),
            ai: Ai::new(rules),
            level: LEVELS,
            searches: 0,
        }
    }

    /// Handles one line, writing the answers to `out`.
    fn command(&mut self, line: &str, out: &mut dyn FnMut(String)) -> Flow {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, args)) = words.split_first() else {
            return Flow::Continue;
        };
        let result = match cmd {
            "uci" => {
                out(format!("id name Wari {}", env!("CARGO_PKG_VERSION")));
                out("id author the Wari project".into());
                out(format!(
                    "option name Level type spin default {LEVELS} min 1 max {LEVELS}"
                ));
                out("uciok".into());
                Ok(())
            }
            "isready" => {
                if levels::spec(self.level).tables && self.ai.tables().is_none() {
                    out("info string building endgame tables".into());
                    self.ai.prepare(&mut |_, _| {});
                }
                out("readyok".into());
                Ok(())
            }
            "ucinewgame" => {
                self.game = Game::new(self.rules);
                self.ai = Ai::new(self.rules);
                Ok(())
            }
            "position" => self.position(args),
            "go" => self.go(args, out),
            "stop" | "ponderhit" => Ok(()),
            "quit" => return Flow::Quit,
            "rules" | "variant" => self.set_rules(&args.join(" "), out),
            "level" => self.set_level(args.first().copied().unwrap_or("")),
            "setoption" => self.setoption(args),
            "perft" => self.perft(args, out),
            "d" => {
                out(format!("info string position {}", self.game.position()));
                out(format!(
                    "info string moves {} legal {}",
                    self.game.game_string(),
                    self.letters(&self.game.legal_moves())
                ));
                Ok(())
            }
            _ => Err(format!("unknown command '{cmd}'")),
        };
        if let Err(e) = result {
            out(format!("info string error: {e}"));
        }
        Flow::Continue
    }

    fn letters(&self, pits: &[usize]) -> String {
        let n = self.game.position().pits_a_side();
        pits.iter().map(|&m| move_letter(n, m)).collect()
    }

    /// `position startpos|fen TEXT [moves ...]`; on an error the position stays as it was.
    fn position(&mut self, args: &[&str]) -> Result<(), String> {
        let (setup, moves) = match args.iter().position(|&a| a == "moves") {
            Some(i) => (&args[..i], args[i + 1..].join("")),
            None => (args, String::new()),
        };
        let mut game = match setup {
            ["startpos"] => Game::new(self.rules),
            ["fen", fen @ ..] if !fen.is_empty() => {
                let setup: Setup = fen
                    .join(" ")
                    .parse()
                    .map_err(|e| format!("position fen: {e}"))?;
                Game::from_setup(self.rules, &setup).map_err(|e| format!("position fen: {e}"))?
            }
            _ => {
                return Err(
                    "write 'position startpos [moves FaCb]' or 'position fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S [moves ..]'"
                        .into(),
                )
            }
        };
        play_game_string(&mut game, &moves).map_err(|e| format!("moves {e}"))?;
        self.game = game;
        Ok(())
    }

    fn go(&mut self, args: &[&str], out: &mut dyn FnMut(String)) -> Result<(), String> {
        let mut limits = Limits::default();
        let mut clock = [None::<u64>; 2];
        let mut inc = [0u64; 2];
        let mut moves_to_go = None::<u64>;
        let mut it = args.iter();
        while let Some(&key) = it.next() {
            if key == "infinite" || key == "ponder" {
                continue;
            }
            let value = it
                .next()
                .ok_or_else(|| format!("go {key} needs a number"))?;
            let number = value
                .parse::<u64>()
                .map_err(|_| format!("go {key} wants a whole number, not '{value}'"))?;
            match key {
                "depth" => limits.depth = Some(number.clamp(1, 200) as u32),
                "movetime" => limits.time_ms = Some(number),
                "wtime" => clock[0] = Some(number),
                "btime" => clock[1] = Some(number),
                "winc" => inc[0] = number,
                "binc" => inc[1] = number,
                "movestogo" => moves_to_go = Some(number.max(1)),
                "nodes" | "mate" => {}
                other => return Err(format!("unknown go parameter '{other}'")),
            }
        }
        let me = self.game.position().to_move().index();
        if limits.time_ms.is_none() {
            if let Some(left) = clock[me] {
                // A share of the time left, keeping a margin for the answer itself.
                let share = left / moves_to_go.unwrap_or(25).min(60) + inc[me] * 3 / 4;
                limits.time_ms = Some(share.min(left.saturating_sub(50) / 2).max(1));
            }
        }
        if self.game.is_over() {
            out("info string the game is over".into());
            out("bestmove 0000".into());
            return Ok(());
        }
        self.searches += 1;
        let n = self.game.position().pits_a_side();
        let mut print_info = |info: &Info| out(info_line(info, n));
        let thought = self.ai.think(
            &self.game,
            self.level,
            limits,
            self.searches,
            &mut print_info,
        );
        let best = thought
            .best
            .filter(|&m| self.game.check(m).is_ok())
            .or_else(|| self.game.legal_moves().first().copied());
        match best {
            Some(m) => out(format!("bestmove {}", move_letter(n, m))),
            None => out("bestmove 0000".into()),
        }
        Ok(())
    }

    fn set_rules(&mut self, text: &str, out: &mut dyn FnMut(String)) -> Result<(), String> {
        let rules: Rules = text.parse().map_err(|e| format!("rules: {e}"))?;
        self.rules = rules;
        self.game = Game::new(rules);
        self.ai = Ai::new(rules);
        out(format!("info string rules {rules}"));
        Ok(())
    }

    fn set_level(&mut self, value: &str) -> Result<(), String> {
        match value.parse::<u8>() {
            Ok(l) if (1..=LEVELS).contains(&l) => {
                self.level = l;
                Ok(())
            }
            _ => Err(format!("level wants 1 to {LEVELS}, not '{value}'")),
        }
    }

    /// `setoption name Level value N` (the only option).
    fn setoption(&mut self, args: &[&str]) -> Result<(), String> {
        match args {
            ["name", name, "value", value] if name.eq_ignore_ascii_case("level") => {
                self.set_level(value)
            }
            _ => Err(format!(
                "unknown option '{}'; the only option is Level",
                args.join(" ")
            )),
        }
    }

    fn perft(&mut self, args: &[&str], out: &mut dyn FnMut(String)) -> Result<(), String> {
        let depth = args
            .first()
            .and_then(|d| d.parse::<u32>().ok())
            .filter(|&d| d <= 64)
            .ok_or("perft wants a depth from 0 to 64, like 'perft 6'")?;
        let divide = args.get(1) == Some(&"divide");
        for l in super::perft::report(&self.game, depth, divide) {
            out(l);
        }
        Ok(())
    }
}

/// `info depth .. score cp|mate .. nodes .. nps .. time .. pv ..`. A forced result is `score mate M` (moves of
/// the side to move, negative when losing).
fn info_line(info: &Info, n: usize) -> String {
    let score = match Verdict::of(info.score) {
        Verdict::Win(plies) => format!("mate {}", plies.div_ceil(2).max(1)),
        Verdict::Loss(plies) => format!("mate -{}", plies.div_ceil(2).max(1)),
        Verdict::Advantage(cp) => format!("cp {cp}"),
    };
    let nps = info.nodes * 1000 / info.time_ms.max(1);
    let pv: Vec<String> = info
        .pv
        .iter()
        .map(|&m| move_letter(n, m).to_string())
        .collect();
    let mut line = format!(
        "info depth {} score {score} nodes {} nps {nps} time {}",
        info.depth, info.nodes, info.time_ms
    );
    if !pv.is_empty() {
        line += " pv ";
        line += &pv.join(" ");
    }
    line
}

/// Runs `wari engine` (no arguments): reads commands from stdin until `quit` or the end of input.
pub fn run(args: &[String]) -> Result<(), String> {
    if let Some(a) = args.first() {
        return Err(format!(
            "'wari engine' takes no options ('{a}'); it reads commands on stdin"
        ));
    }
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut engine = Engine::new();
    let mut write_failed = false;
    let mut out = |line: String| {
        let mut lock = stdout.lock();
        if writeln!(lock, "{line}").and_then(|_| lock.flush()).is_err() {
            write_failed = true;
        }
    };
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| format!("cannot read stdin: {e}"))?;
        if let Flow::Quit = engine.command(&line, &mut out) {
            break;
        }
    }
    if write_failed {
        return Err("cannot write to stdout".into());
    }
    Ok(())
}
