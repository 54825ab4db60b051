//! `wari engine`: the UCI dialect of Aalina (the engine of the Aualé GUI) on stdin/stdout, so GUIs and match
//! tools can use the engine (docs/engine-with-auale.md: how Aualé uses it, and where we differ from Aalina).
//!
//! ```text
//! uci                       -> id name .. / id author .. / option .. / uciok
//! isready                   -> readyok, at once (the endgame tables come in the background: see `tables::Loader`)
//! ucinewgame                   a new game of the current rules (the endgame tables are kept)
//! position startpos [moves FaCb..]      moves as letters, with or without spaces
//! position fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S [moves ..]
//! go [depth D] [nodes N] [movetime MS] [wtime MS btime MS [winc MS binc MS] [movestogo N]] [infinite] [ponder]
//!                           -> info depth .. score cp .. nodes .. nps .. time .. pv FeAcE /
//!                              bestmove X [ponder Y] (bestmove 0000 when the game is over)
//! stop                         end the search now: bestmove follows at once
//! ponderhit                    the move pondered on was played: the clock of `go ponder ..` starts now
//! setoption name OwnBook|Ponder|Level|Tables|WaitForTables value ..   (`Book`: OwnBook's older name)
//! debug [on|off]               `info string` lines about the book and the tables (off by default)
//! quit
//! extensions: rules ID|RULES, level N (1..6), perft D, d (show the position)
//! ```
//! As Aalina writes them: the principal variation's moves run together (`pv FeAcE`), a forced win or loss as
//! `score cp ±2500` ([`FORCED_CP`]), no `info` line for a book move, and `info string` only under `debug on`
//! (and for errors, which Aalina keeps silent).
//!
//! The search runs in a thread of its own (started once, see `Worker`), so `stop`, `ponderhit`, `isready`,
//! `debug`, `setoption` (the search goes on, as Aalina's does; the option counts once it has ended) and `quit`
//! are answered while it thinks. `go infinite` and `go ponder` never answer `bestmove` before `stop` (or, for
//! `ponder`, `ponderhit` and the end of the search). Any other command during a search waits for it to finish
//! (and ends an infinite or pondering search first), so a script of commands is answered in order.
//!
//! `wtime`/`winc` are South's clock (South moves first, like White), `btime`/`binc` North's; the time
//! manager is [`wari_engine::TimeManager`], which learns from one `go` to the side's next what a move really
//! cost on the clock beyond its search (the lag, and the worst stall, which sets the reserve the
//! engine keeps), `movetime` uses all of its time but a sliver
//! ([`wari_engine::Budget::movetime`]). Anything not understood is answered with `info string error: ..` and
//! the engine carries on.

mod options;

use super::tables;
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::time::{Duration, Instant};
use wari_core::rules::{move_letter, play_game_string, Game, Rules, Setup};
use wari_engine::book::Book;
use wari_engine::endgame::Tables;
use wari_engine::{
    levels, Ai, Budget, ClockGo, Control, Info, Limits, Orders, TimeManager, Verdict, LEVELS,
};

/// Set when a line could not be written to stdout (the reader went away).
static WRITE_FAILED: AtomicBool = AtomicBool::new(false);

/// Writes one line to stdout (whole lines: the search thread and the reader both write).
fn say(line: &str) {
    let stdout = std::io::stdout();
    let mut lock = stdout.lock();
    if writeln!(lock, "{line}").and_then(|_| lock.flush()).is_err() {
        WRITE_FAILED.store(true, Ordering::Relaxed);
    }
}

/// A search: a closure that owns the computer player, answers `bestmove` and hands the player back.
type SearchJob = Box<dyn FnOnce() -> Ai + Send>;

/// The search thread: started once and kept, waiting for jobs. (A new thread for every search would wait
/// for a core on a busy machine: the scheduler puts new threads last, while a thread woken from its wait
/// runs at once.)
struct Worker {
    jobs: Sender<(SearchJob, Sender<Ai>)>,
}

impl Worker {
    fn start() -> Worker {
        let (jobs, rx) = channel::<(SearchJob, Sender<Ai>)>();
        std::thread::spawn(move || {
            for (job, back) in rx {
                let _ = back.send(job());
            }
        });
        Worker { jobs }
    }
}

/// A search running on the worker; the player comes back on `back` when it ends.
struct Running {
    control: Arc<Control>,
    /// `go infinite` or `go ponder`: the answer waits for `stop` (or `ponderhit`).
    waits: bool,
    back: Receiver<Ai>,
}

/// The engine's state between commands.
struct Engine {
    rules: Rules,
    game: Game,
    /// The computer player; away in the search thread while a search runs.
    ai: Option<Ai>,
    worker: Worker,
    running: Option<Running>,
    level: u8,
    /// Seeds on the board covered by the endgame tables (option `Tables`).
    table_seeds: u32,
    /// Whether the strongest level plays from the built-in opening book (option `OwnBook`, or `Book`).
    use_book: bool,
    /// `go nodes N` searches `N * nodes_percent / 100` nodes (option `NodesPercent`, for matches at equal
    /// time in nodes between versions of different speeds).
    nodes_percent: u64,
    /// The endgame tables on their way, if any.
    loader: Option<tables::Loader>,
    /// `debug on`: `info string` lines about the book and the tables.
    debug: Arc<AtomicBool>,
    /// `setoption` lines received during a search, applied when it has ended.
    pending: Vec<String>,
    /// `isready` waits for the first endgame tables on their way (option `WaitForTables`, for match tools:
    /// every game then starts with tables).
    wait_for_tables: bool,
    /// Varies the seed of each search, so the weak levels do not repeat themselves from game to game.
    searches: u64,
    /// The time manager of `go wtime/btime`.
    time: TimeManager,
}

/// What a command asks of the loop.
enum Flow {
    Continue,
    Quit,
}

/// What `go` was told.
#[derive(Default)]
struct GoArgs {
    limits: Limits,
    nodes: Option<u64>,
    clock: [Option<u64>; 2],
    inc: [u64; 2],
    moves_to_go: Option<u64>,
    infinite: bool,
    ponder: bool,
}

impl Engine {
    fn new() -> Engine {
        let rules = Rules::default();
        Engine {
            rules,
            game: Game::new(rules),
            ai: Some({
                let mut ai = Ai::new(rules);
                ai.set_book(builtin_book(&rules));
                ai
            }),
            use_book: true,
            worker: Worker::start(),
            running: None,
            level: LEVELS,
            table_seeds: tables::default_seeds(),
            nodes_percent: 100,
            loader: None,
            debug: Arc::new(AtomicBool::new(false)),
            pending: Vec::new(),
            wait_for_tables: false,
            searches: 0,
            time: TimeManager::new(),
        }
    }

    /// The computer player, waiting for the search that has it, if any.
    fn ai(&mut self) -> &mut Ai {
        self.finish_search();
        self.ai.as_mut().expect("the player is back")
    }

    /// Waits for the running search (if any) to end and takes the player back.
    fn finish_search(&mut self) {
        if let Some(r) = self.running.take() {
            let ai = r.back.recv().unwrap_or_else(|_| {
                // The search failed (a bug): a new worker and a new player, so the engine carries on.
                self.worker = Worker::start();
                Ai::new(self.rules)
            });
            self.ai = Some(ai);
        }
    }

    /// Stops the running search (it answers `bestmove`) and takes the player back.
    fn stop_search(&mut self) {
        if let Some(r) = &self.running {
            r.control.stop();
        }
        self.finish_search();
    }

    /// Applies the `setoption` lines that came during the search (which has ended).
    fn apply_pending(&mut self) {
        for line in std::mem::take(&mut self.pending) {
            let args: Vec<&str> = line.split_whitespace().skip(1).collect();
            if let Err(e) = self.setoption(&args) {
                say(&format!("info string error: {e}"));
            }
        }
    }

    /// `info string TEXT` under `debug on`.
    fn debug(&self, text: &str) {
        if self.debug.load(Ordering::Relaxed) {
            say(&format!("info string {text}"));
        }
    }

    /// Handles one line, answering through [`say`].
    fn command(&mut self, line: &str) -> Flow {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, args)) = words.split_first() else {
            return Flow::Continue;
        };
        // What may happen while a search runs.
        match cmd {
            "stop" => {
                self.stop_search();
                self.apply_pending();
                return Flow::Continue;
            }
            "debug" => {
                let on = match args.first() {
                    Some(&"on") => true,
                    Some(&"off") => false,
                    _ => !self.debug.load(Ordering::Relaxed),
                };
                self.debug.store(on, Ordering::Relaxed);
                return Flow::Continue;
            }
            // An option during a search (e.g. while pondering) does not end it, as with Aalina (which drops
            // the option; here it counts once the search has ended).
            "setoption" if self.running.is_some() => {
                self.pending.push(line.to_string());
                return Flow::Continue;
            }
            "ponderhit" => {
                if let Some(r) = &self.running {
                    r.control.ponderhit();
                }
                return Flow::Continue;
            }
            "isready" if self.running.is_some() => {
                say("readyok");
                return Flow::Continue;
            }
            "quit" => {
                self.stop_search();
                return Flow::Quit;
            }
            _ => {}
        }
        // Anything else waits for the search; an endless one is ended first.
        if self.running.as_ref().is_some_and(|r| r.waits) {
            self.stop_search();
        }
        self.finish_search();
        self.apply_pending();
        let result = match cmd {
            "uci" => {
                say(&format!("id name Wari {}", env!("CARGO_PKG_VERSION")));
                say("id author the Wari project");
                say(&format!(
                    "option name Level type spin default {LEVELS} min 1 max {LEVELS}"
                ));
                say(&format!(
                    "option name Tables type spin default {} min 0 max 20",
                    self.table_seeds
                ));
                say("option name OwnBook type check default true");
                say("option name Ponder type check default true");
                say("option name WaitForTables type check default false");
                say("uciok");
                // The tables start on their way now: a GUI sends `uci` long before the first `go`.
                self.prepare_tables();
                Ok(())
            }
            "isready" => {
                self.prepare_tables();
                if self.wait_for_tables {
                    self.wait_for_first_tables();
                }
                say("readyok");
                Ok(())
            }
            "ucinewgame" => {
                self.game = Game::new(self.rules);
                self.time.new_game();
                self.ai().new_game();
                Ok(())
            }
            "position" => self.position(args),
            "go" => self.go(args),
            "rules" | "variant" => self.set_rules(&args.join(" ")),
            "level" => self.set_level(args.first().copied().unwrap_or("")),
            "setoption" => self.setoption(args),
            "perft" => self.perft(args),
            "d" => {
                say(&format!("info string position {}", self.game.position()));
                say(&format!(
                    "info string moves {} legal {}",
                    self.game.game_string(),
                    letters(&self.game, &self.game.legal_moves())
                ));
                Ok(())
            }
            _ => Err(format!("unknown command '{cmd}'")),
        };
        if let Err(e) = result {
            say(&format!("info string error: {e}"));
        }
        Flow::Continue
    }

    /// Gets the level's endgame tables on their way if they are not in (a [`tables::Loader`]: from the disk
    /// cache or built, in a thread of its own) and installs those that have arrived. Never waits for them.
    fn prepare_tables(&mut self) {
        self.take_loaded_tables();
        let rules = self.rules;
        let asked = self.table_seeds.min(rules.total_seeds() as u32);
        // Fewer seeds where the build of the asked ones would not fit the machine's memory.
        let seeds = tables::fitting(&rules, asked);
        if !levels::spec(self.level).tables
            || seeds == 0
            || self.ai().tables().and_then(|t| t.seeds()) >= Some(seeds)
            || self.loader.as_ref().is_some_and(|l| l.gets(&rules, seeds))
        {
            return;
        }
        let have = self.ai().tables().and_then(|t| t.seeds());
        if seeds < asked && self.debug.load(Ordering::Relaxed) {
            let gb = tables::build_peak(&rules, asked) as f64 / 1e9;
            say(&format!("info string endgame tables of {asked} seeds would need about {gb:.1} GB to build: {seeds} seeds instead"));
        }
        let debug = self.debug.clone();
        let tell = Box::new(move |text: &str| {
            if debug.load(Ordering::Relaxed) {
                say(&format!("info string {text}"));
            }
        });
        self.loader = Some(tables::Loader::start(rules, seeds, have, tell));
    }

    /// Waits for the first tables on their way when none are in (option `WaitForTables`): the asked ones from
    /// the cache, or the quick ones (see [`tables::Loader`]).
    fn wait_for_first_tables(&mut self) {
        if self.ai().tables().and_then(|t| t.seeds()).is_some() {
            return;
        }
        let Some(loader) = self.loader.as_mut() else {
            return;
        };
        let arrived = loader.wait_first();
        if loader.finished() {
            self.loader = None;
        }
        if let Some(t) = arrived {
            self.ai().install_tables(t);
        }
    }

    /// Installs the tables that have arrived, if they cover more than those in use.
    fn take_loaded_tables(&mut self) {
        let Some(loader) = self.loader.as_mut() else {
            return;
        };
        let arrived = loader.take();
        if loader.finished() {
            self.loader = None;
        }
        if let Some(t) = arrived {
            if self.ai().tables().and_then(|had| had.seeds()) < t.seeds() {
                self.ai().install_tables(t);
            }
        }
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

    fn parse_go(args: &[&str]) -> Result<GoArgs, String> {
        let mut g = GoArgs::default();
        let mut it = args.iter();
        while let Some(&key) = it.next() {
            match key {
                "infinite" => {
                    g.infinite = true;
                    continue;
                }
                "ponder" => {
                    g.ponder = true;
                    continue;
                }
                _ => {}
            }
            let value = it
                .next()
                .ok_or_else(|| format!("go {key} needs a number"))?;
            let number = value
                .parse::<u64>()
                .map_err(|_| format!("go {key} wants a whole number, not '{value}'"))?;
            match key {
                "depth" => g.limits.depth = Some(number.clamp(1, 200) as u32),
                "nodes" => g.nodes = Some(number.max(1)),
                "movetime" => g.limits.time_ms = Some(number),
                "wtime" => g.clock[0] = Some(number),
                "btime" => g.clock[1] = Some(number),
                "winc" => g.inc[0] = number,
                "binc" => g.inc[1] = number,
                "movestogo" => g.moves_to_go = Some(number.max(1)),
                "mate" => {}
                other => return Err(format!("unknown go parameter '{other}'")),
            }
        }
        Ok(g)
    }

    fn go(&mut self, args: &[&str]) -> Result<(), String> {
        let g = Engine::parse_go(args)?;
        if self.game.is_over() {
            self.debug("the game is over");
            say("bestmove 0000");
            return Ok(());
        }
        let me = self.game.position().to_move().index();
        let mut limits = g.limits;
        let mut soft = None;
        let mut took_ms = None;
        if g.infinite {
            limits.time_ms = None;
        } else if let Some(t) = limits.time_ms {
            limits.time_ms = Some(Budget::movetime(t).hard_ms);
        } else if let Some(left_ms) = g.clock[me] {
            let go = ClockGo {
                side: me,
                ply: self.game.ply(),
                left_ms,
                inc_ms: g.inc[me],
                moves_to_go: g.moves_to_go,
            };
            let (b, took) = self.time.plan(go, !g.ponder);
            limits.time_ms = Some(b.hard_ms);
            soft = Some(b.soft_ms);
            took_ms = Some(took);
        }
        let asked = Instant::now();
        self.searches += 1;
        self.prepare_tables();
        if levels::spec(self.level).tables && self.ai().tables().is_none() {
            // None in yet: this search goes without (empty tables, so that it does not build them itself).
            let none = Tables::build(&self.rules, 0, &mut |_, _| {});
            self.ai().install_tables(none);
        }
        let control = Arc::new(Control::new(g.ponder));
        let mut ai = self.ai.take().expect("no search is running");
        let game = self.game.clone();
        let nodes = g.nodes.map(|n| (n * self.nodes_percent / 100).max(1));
        let (level, seed) = (self.level, self.searches);
        let waits = g.infinite || g.ponder;
        let endless = g.infinite;
        let shared = control.clone();
        let debug = self.debug.clone();
        let job: SearchJob = Box::new(move || {
            let n = game.position().pits_a_side();
            let orders = Orders {
                limits,
                nodes,
                soft_ms: soft,
                control: Some(&shared),
                infinite: endless,
            };
            let mut print_info = |info: &Info| {
                // Depth 0 is the book's answer (no search): Aalina writes no `info` line for it.
                if info.depth > 0 {
                    say(&info_line(info, n));
                } else if debug.load(Ordering::Relaxed) {
                    say("info string a book move");
                }
            };
            let thought = ai.think_with(&game, level, &orders, seed, &mut print_info);
            // `go infinite` and `go ponder` answer only once told: wait for stop (or ponderhit).
            while waits && !shared.stopped() && (endless || shared.pondering()) {
                std::thread::sleep(Duration::from_millis(1));
            }
            let best = thought
                .best
                .filter(|&m| game.check(m).is_ok())
                .or_else(|| game.legal_moves().first().copied());
            match best {
                Some(m) => {
                    let mut line = format!("bestmove {}", move_letter(n, m));
                    if let (Some(&first), Some(&reply)) =
                        (thought.info.pv.first(), thought.info.pv.get(1))
                    {
                        if first == m {
                            line += &format!(" ponder {}", move_letter(n, reply));
                        }
                    }
                    if let Some(took) = &took_ms {
                        took.store(asked.elapsed().as_millis() as u64, Ordering::Relaxed);
                    }
                    say(&line);
                }
                None => say("bestmove 0000"),
            }
            ai
        });
        let (tx, back) = channel();
        if let Err(failed) = self.worker.jobs.send((job, tx)) {
            // The worker is gone (a bug): a new one takes the job.
            self.worker = Worker::start();
            let _ = self.worker.jobs.send(failed.0);
        }
        self.running = Some(Running {
            control,
            waits,
            back,
        });
        Ok(())
    }

    fn set_rules(&mut self, text: &str) -> Result<(), String> {
        let rules: Rules = text.parse().map_err(|e| format!("rules: {e}"))?;
        self.rules = rules;
        self.game = Game::new(rules);
        self.loader = None;
        if self.ai().rules() != &rules {
            // A player for the new rules with the same settings.
            let old = self.ai();
            let (tuning, weights, budget) = (*old.tuning_mut(), old.weights(), old.table_budget());
            let mut ai = Ai::new(rules);
            *ai.tuning_mut() = tuning;
            ai.set_weights(weights);
            ai.set_table_budget(budget);
            if self.use_book {
                ai.set_book(builtin_book(&rules));
            }
            self.ai = Some(ai);
        }
        say(&format!("info string rules {rules}"));
        Ok(())
    }

    fn perft(&mut self, args: &[&str]) -> Result<(), String> {
        let depth = args
            .first()
            .and_then(|d| d.parse::<u32>().ok())
            .filter(|&d| d <= 64)
            .ok_or("perft wants a depth from 0 to 64, like 'perft 6'")?;
        let divide = args.get(1) == Some(&"divide");
        for l in super::perft::report(&self.game, depth, divide) {
            say(&l);
        }
        Ok(())
    }
}

/// The opening book built into the program (`book/abapa.bin`, made by `wari book`), for the rules it was
/// made for.
fn builtin_book(rules: &Rules) -> Option<Book> {
    const ABAPA: &[u8] =
        include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../book/abapa.bin"));
    Book::from_bytes(rules, ABAPA).ok()
}

fn letters(game: &Game, pits: &[usize]) -> String {
    let n = game.position().pits_a_side();
    pits.iter().map(|&m| move_letter(n, m)).collect()
}

/// The score of a forced win (`-FORCED_CP`: a forced loss), as Aalina writes it: its evaluation's bound (1000)
/// in its centipawns (× 2.5). Estimates are kept within ±(`FORCED_CP` - 1), below it.
pub const FORCED_CP: i32 = 2500;

/// `info depth .. score cp .. nodes .. nps .. time .. pv ..` with the moves of `pv` run together (`pv FeAcE`),
/// as Aalina writes them and Aualé reads them. A forced result is `score cp ±`[`FORCED_CP`].
fn info_line(info: &Info, n: usize) -> String {
    let cp = match Verdict::of(info.score) {
        Verdict::Win(_) => FORCED_CP,
        Verdict::Loss(_) => -FORCED_CP,
        Verdict::Advantage(cp) => cp.clamp(1 - FORCED_CP, FORCED_CP - 1),
    };
    let nps = info.nodes * 1000 / info.time_ms.max(1);
    let mut line = format!(
        "info depth {} score cp {cp} nodes {} nps {nps} time {}",
        info.depth, info.nodes, info.time_ms
    );
    if !info.pv.is_empty() {
        line += " pv ";
        line.extend(info.pv.iter().map(|&m| move_letter(n, m)));
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
    let mut engine = Engine::new();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| format!("cannot read stdin: {e}"))?;
        if let Flow::Quit = engine.command(&line) {
            break;
        }
    }
    // The end of the input: a running search finishes (an endless one is stopped) and answers.
    if engine.running.as_ref().is_some_and(|r| r.waits) {
        engine.stop_search();
    }
    engine.finish_search();
    if WRITE_FAILED.load(Ordering::Relaxed) {
        return Err("cannot write to stdout".into());
    }
    Ok(())
}
