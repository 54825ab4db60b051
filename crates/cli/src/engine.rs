//! `wari engine`: the UCI-like line protocol of DESIGN.md on stdin/stdout, so GUIs and match tools can use the
//! engine.
//!
//! ```text
//! uci                       -> id name .. / id author .. / option .. / uciok
//! isready                   -> readyok (builds the endgame tables first when the level uses them; at once
//!                              while a search runs)
//! ucinewgame                   a new game of the current rules (the endgame tables are kept)
//! position startpos [moves FaCb..]      moves as letters, with or without spaces
//! position fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S [moves ..]
//! go [depth D] [nodes N] [movetime MS] [wtime MS btime MS [winc MS binc MS] [movestogo N]] [infinite] [ponder]
//!                           -> info depth .. score cp|mate .. nodes .. nps .. time .. pv .. /
//!                              bestmove X [ponder Y] (bestmove 0000 when the game is over)
//! stop                         end the search now: bestmove follows at once
//! ponderhit                    the move pondered on was played: the clock of `go ponder ..` starts now
//! quit
//! extensions: rules ID|RULES, level N (1..6), perft D, d (show the position),
//!             setoption name Level value N
//! ```
//! The search runs in a thread of its own (started once, see `Worker`), so `stop`, `ponderhit`, `isready` and `quit` are answered while it
//! thinks. `go infinite` and `go ponder` never answer `bestmove` before `stop` (or, for `ponder`,
//! `ponderhit` and the end of the search). Any other command during a search waits for it to finish (and ends
//! an infinite or pondering search first), so a script of commands is answered in order.
//!
//! `wtime`/`winc` are South's clock (South moves first, like White), `btime`/`binc` North's; the time
//! manager is [`wari_engine::TimeManager`], which learns from one `go` to the side's next what a move really
//! cost on the clock beyond its search (the lag, and the worst stall, which sets the reserve the
//! engine keeps), `movetime` uses all of its time but a sliver
//! ([`wari_engine::Budget::movetime`]). Anything not understood is answered with `info string error: ..` and
//! the engine carries on.

use super::tables;
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender, TryRecvError};
use std::sync::Arc;
use std::time::{Duration, Instant};
use wari_core::rules::{move_letter, play_game_string, Game, Rules, Setup};
use wari_engine::book::Book;
use wari_engine::endgame::{Tables, DEFAULT_BUDGET};
use wari_engine::eval::Weights;
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
    /// Whether the strongest level plays from the built-in opening book (option `Book`).
    use_book: bool,
    /// `go nodes N` searches `N * nodes_percent / 100` nodes (option `NodesPercent`, for matches at equal
    /// time in nodes between versions of different speeds).
    nodes_percent: u64,
    /// Bigger tables being built in the background, if any.
    building: Option<Receiver<Tables>>,
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
            table_seeds: tables::NATIVE_SEEDS,
            nodes_percent: 100,
            building: None,
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
        let result = match cmd {
            "uci" => {
                say(&format!("id name Wari {}", env!("CARGO_PKG_VERSION")));
                say("id author the Wari project");
                say(&format!(
                    "option name Level type spin default {LEVELS} min 1 max {LEVELS}"
                ));
                say(&format!(
                    "option name Tables type spin default {} min 0 max 20",
                    tables::NATIVE_SEEDS
                ));
                say("option name Book type check default true");
                say("uciok");
                Ok(())
            }
            "isready" => {
                self.prepare_tables();
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

    /// Makes sure the level has its endgame tables: from the disk cache, or built. Tables of more than
    /// [`tables::QUICK_SEEDS`] seeds that are not in the cache yet are built in the background (and kept);
    /// the quick ones serve until then.
    fn prepare_tables(&mut self) {
        self.take_built_tables();
        let seeds = self.table_seeds;
        let rules = self.rules;
        if !levels::spec(self.level).tables
            || self.ai().tables().and_then(|t| t.seeds())
                >= Some(seeds.min(rules.total_seeds() as u32))
        {
            return;
        }
        if let Some(t) = tables::load(&rules, seeds) {
            self.ai().install_tables(t);
            return;
        }
        let quick = seeds.min(tables::QUICK_SEEDS);
        if self.ai().tables().and_then(|t| t.seeds()) < Some(quick) {
            say("info string building endgame tables");
            let t = tables::load_or_build(&rules, quick);
            self.ai().install_tables(t);
        }
        if seeds > quick && self.building.is_none() {
            say(&format!(
                "info string building endgame tables of {seeds} seeds in the background"
            ));
            let (tx, rx) = channel();
            std::thread::spawn(move || {
                let _ = tx.send(tables::load_or_build(&rules, seeds));
            });
            self.building = Some(rx);
        }
    }

    /// Installs the tables built in the background, if they are ready.
    fn take_built_tables(&mut self) {
        let ready = match &self.building {
            Some(rx) => match rx.try_recv() {
                Ok(t) => Some(Some(t)),
                Err(TryRecvError::Empty) => None,
                Err(TryRecvError::Disconnected) => Some(None),
            },
            None => None,
        };
        if let Some(t) = ready {
            self.building = None;
            if let Some(t) = t {
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
            say("info string the game is over");
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
        self.take_built_tables();
        let control = Arc::new(Control::new(g.ponder));
        let mut ai = self.ai.take().expect("no search is running");
        let game = self.game.clone();
        let nodes = g.nodes.map(|n| (n * self.nodes_percent / 100).max(1));
        let (level, seed) = (self.level, self.searches);
        let waits = g.infinite || g.ponder;
        let endless = g.infinite;
        let shared = control.clone();
        let job: SearchJob = Box::new(move || {
            let n = game.position().pits_a_side();
            let orders = Orders {
                limits,
                nodes,
                soft_ms: soft,
                control: Some(&shared),
                infinite: endless,
            };
            let mut print_info = |info: &Info| say(&info_line(info, n));
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
        self.building = None;
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

    fn set_level(&mut self, value: &str) -> Result<(), String> {
        match value.parse::<u8>() {
            Ok(l) if (1..=LEVELS).contains(&l) => {
                self.level = l;
                Ok(())
            }
            _ => Err(format!("level wants 1 to {LEVELS}, not '{value}'")),
        }
    }

    /// `setoption name Level value N`, `setoption name Tables value SEEDS`, or for experiments a search
    /// parameter (`setoption name aspiration value 50`, see [`wari_engine::search::Tuning`]) or the evaluation
    /// weights (`setoption name Weights value 100,100,6,6,..`, see [`Weights::parse`]).
    fn setoption(&mut self, args: &[&str]) -> Result<(), String> {
        match args {
            ["name", name, "value", value] if name.eq_ignore_ascii_case("level") => {
                self.set_level(value)
            }
            ["name", name, "value", value] if name.eq_ignore_ascii_case("tables") => {
                self.table_seeds = value
                    .parse::<u32>()
                    .ok()
                    .filter(|&s| s <= 20)
                    .ok_or(format!("option Tables wants 0 to 20 seeds, not '{value}'"))?;
                // Tables of other sizes than asked for are dropped; the next isready gets the right ones.
                let seeds = self.table_seeds;
                let ai = self.ai();
                ai.forget_tables();
                ai.set_table_budget(if seeds == 0 { 0 } else { DEFAULT_BUDGET });
                self.building = None;
                Ok(())
            }
            ["name", name, "value", value] if name.eq_ignore_ascii_case("book") => {
                self.use_book = match value.to_ascii_lowercase().as_str() {
                    "true" | "1" | "on" => true,
                    "false" | "0" | "off" => false,
                    _ => return Err(format!("option Book wants true or false, not '{value}'")),
                };
                let book = self.use_book.then(|| builtin_book(&self.rules)).flatten();
                self.ai().set_book(book);
                Ok(())
            }
            ["name", name, "value", value] if name.eq_ignore_ascii_case("nodespercent") => {
                self.nodes_percent = value
                    .parse::<u64>()
                    .ok()
                    .filter(|&p| (1..=10_000).contains(&p))
                    .ok_or(format!(
                        "option NodesPercent wants 1 to 10000, not '{value}'"
                    ))?;
                Ok(())
            }
            ["name", name, "value", value] if name.eq_ignore_ascii_case("weights") => {
                let w = Weights::parse(value).map_err(|e| format!("option Weights: {e}"))?;
                self.ai().set_weights(w);
                Ok(())
            }
            ["name", name, "value", value] => {
                let v = value
                    .parse::<i32>()
                    .map_err(|_| format!("option {name} wants a whole number, not '{value}'"))?;
                self.ai().tuning_mut().set(name, v)
            }
            _ => Err(format!(
                "write 'setoption name Level value N' (or a search parameter), not '{}'",
                args.join(" ")
            )),
        }
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
