//! `wari book`: makes the opening book from deep searches of our own engine.
//!
//! ```text
//! wari book --log FILE [--variant ID] [--plies P] [--nodes N] [--follow L] [--limit K]   (search, resumable)
//! wari book --log FILE --out BOOK [--variant ID]                                          (compile)
//! ```
//! **Search.** The positions searched ("roots") are every distinct position of the first `P` plies (default
//! 4: every opening a game of random first moves can reach), and after each position of ply `P` the
//! two moves a full-width search of 14 plies ranks first (the replies an opponent is likely to choose).
//! Each root gets a search of `N` nodes (default 8 M, a few CPU seconds: counted in nodes so that a busy
//! machine changes nothing), and its principal variation gives moves for the next `L` positions along it
//! (default 4) as well, at the depth the search reached there. Every result is appended to the log as a
//! line `moves move score depth kind` (`kind` is `root` or `pv`); a log that exists is read first and its
//! roots are not searched again, so the search can be stopped and resumed, and extended with more plies or
//! nodes. `--limit K` stops after K new roots.
//!
//! **Compile.** `--out` writes the book ([`wari_engine::book::Book`]) from the log: for each position the
//! move of its own deepest search (a root beats a principal variation of the same depth).

use std::collections::{HashMap, HashSet};
use std::io::Write;
use wari_core::rules::{move_letter, parse_game_string, Game, Rules};
use wari_engine::book::Book;
use wari_engine::{Ai, Limits, Orders, LEVELS};

const USAGE: &str =
    "usage: wari book --log FILE [--variant ID] [--plies P] [--nodes N] [--follow L] [--limit K]
       wari book --log FILE --out BOOK [--variant ID]";

struct Options {
    log: String,
    out: Option<String>,
    rules: Rules,
    plies: usize,
    nodes: u64,
    follow: usize,
    limit: usize,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        log: String::new(),
        out: None,
        rules: Rules::default(),
        plies: 4,
        nodes: 8_000_000,
        follow: 4,
        limit: usize::MAX,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| crate::option_value(&mut it, name, USAGE);
        let mut number = |name: &str| -> Result<u64, String> {
            crate::option_number(name, &value(name)?, "a number", USAGE)
        };
        match a.as_str() {
            "--log" => o.log = value("--log")?,
            "--out" => o.out = Some(value("--out")?),
            "--variant" => o.rules = value("--variant")?.parse().map_err(|e| format!("{e}"))?,
            "--plies" => o.plies = number("--plies")? as usize,
            "--nodes" => o.nodes = number("--nodes")?,
            "--follow" => o.follow = number("--follow")? as usize,
            "--limit" => o.limit = number("--limit")? as usize,
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    if o.log.is_empty() {
        return Err(format!("give the --log file\n{USAGE}"));
    }
    Ok(o)
}

/// One line of the log.
struct Entry {
    moves: String,
    best: usize,
    depth: u32,
    root: bool,
}

fn read_log(path: &str, rules: &Rules) -> Result<Vec<Entry>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("cannot read {path}: {e}")),
    };
    let n = rules.pits() as usize;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let w: Vec<&str> = line.split_whitespace().collect();
        let bad = || format!("{path}:{}: not a book log line: '{line}'", i + 1);
        // An empty game string is written as '-'.
        let [moves, best, _score, depth, kind] = w[..] else {
            return Err(bad());
        };
        let best = best
            .chars()
            .next()
            .and_then(|c| wari_core::rules::parse_move_letter(c, n))
            .ok_or_else(bad)?;
        out.push(Entry {
            moves: if moves == "-" {
                String::new()
            } else {
                moves.to_string()
            },
            best,
            depth: depth.parse().map_err(|_| bad())?,
            root: kind == "root",
        });
    }
    Ok(out)
}

/// Every distinct position of the first `plies` plies, as game strings (shortest first).
fn openings(rules: &Rules, plies: usize) -> Vec<String> {
    let n = rules.pits() as usize;
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut layer = vec![Game::new(*rules)];
    for ply in 0..=plies {
        let mut next = Vec::new();
        for game in layer {
            if game.is_over() || !seen.insert(*game.position()) {
                continue;
            }
            out.push(game_string(&game, n));
            if ply < plies {
                for m in game.legal_moves() {
                    let mut g = game.clone();
                    g.play(m).expect("legal");
                    next.push(g);
                }
            }
        }
        layer = next;
    }
    out
}

fn game_string(game: &Game, n: usize) -> String {
    game.moves()
        .iter()
        .map(|&m| move_letter(n, m as usize))
        .collect()
}

/// Compiles the log into the book.
fn compile(o: &Options, out: &str) -> Result<(), String> {
    let entries = read_log(&o.log, &o.rules)?;
    // Per position: (depth, root, move), the best kept.
    let mut best: HashMap<wari_core::rules::Position, (u32, bool, usize)> = HashMap::new();
    for e in &entries {
        let game =
            parse_game_string(&o.rules, &e.moves).map_err(|err| format!("{}: {err}", e.moves))?;
        let key = *game.position();
        let cand = (e.depth, e.root, e.best);
        let better = best
            .get(&key)
            .is_none_or(|&(d, r, _)| (e.depth, e.root) > (d, r));
        if better {
            best.insert(key, cand);
        }
    }
    let moves: Vec<(wari_core::rules::Position, usize)> =
        best.iter().map(|(p, &(_, _, m))| (*p, m)).collect();
    let book = Book::new(o.rules, &moves);
    let bytes = book.to_bytes();
    std::fs::write(out, &bytes).map_err(|e| format!("cannot write {out}: {e}"))?;
    println!(
        "{} positions from {} log lines: {} bytes in {out}",
        book.len(),
        entries.len(),
        bytes.len()
    );
    Ok(())
}

/// Searches one root and appends its line (and its principal variation's) to the log.
fn search_root(
    o: &Options,
    moves: &str,
    ai: &mut Ai,
    log: &mut std::fs::File,
) -> Result<(), String> {
    let n = o.rules.pits() as usize;
    let game = parse_game_string(&o.rules, moves).map_err(|e| e.to_string())?;
    if game.is_over() {
        return Ok(());
    }
    let orders = Orders {
        limits: Limits::default(),
        nodes: Some(o.nodes),
        ..Orders::default()
    };
    ai.new_game();
    let t = ai.think_with(&game, LEVELS, &orders, 0, &mut |_| {});
    let info = &t.info;
    let Some(best) = t.best else { return Ok(()) };
    let mut line = format!(
        "{} {} {} {} root\n",
        if moves.is_empty() { "-" } else { moves },
        move_letter(n, best),
        info.score,
        info.depth
    );
    // The principal variation's next positions, each at the depth left there.
    let mut g = game.clone();
    for (k, &m) in info.pv.iter().enumerate().take(o.follow + 1) {
        if k > 0 && !g.is_over() {
            line += &format!(
                "{} {} {} {} pv\n",
                game_string(&g, n),
                move_letter(n, m),
                if k % 2 == 0 { info.score } else { -info.score },
                info.depth.saturating_sub(k as u32)
            );
        }
        if g.play(m).is_err() {
            break;
        }
    }
    log.write_all(line.as_bytes())
        .map_err(|e| format!("cannot write the log: {e}"))
}

/// Runs `wari book` with its arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    let o = parse(args)?;
    if let Some(out) = &o.out {
        return compile(&o, out);
    }
    let n = o.rules.pits() as usize;
    let done: HashSet<String> = read_log(&o.log, &o.rules)?
        .into_iter()
        .filter(|e| e.root)
        .map(|e| e.moves)
        .collect();
    let mut log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&o.log)
        .map_err(|e| format!("cannot open {}: {e}", o.log))?;
    let mut ai = Ai::new(o.rules);
    ai.install_tables(super::tables::load_or_build(
        &o.rules,
        super::tables::fitting(&o.rules, super::tables::NATIVE_SEEDS),
    ));
    let mut roots = openings(&o.rules, o.plies);
    // The likely replies after the last ply: the two best moves of a 14-ply search.
    let frontier: Vec<String> = roots
        .iter()
        .filter(|m| m.chars().count() == o.plies)
        .cloned()
        .collect();
    let mut replies = Vec::new();
    let mut searched = 0;
    let start = std::time::Instant::now();
    let mut i = 0;
    while i < roots.len() && searched < o.limit {
        let moves = roots[i].clone();
        i += 1;
        if !done.contains(&moves) {
            search_root(&o, &moves, &mut ai, &mut log)?;
            searched += 1;
            if searched % 10 == 0 {
                println!(
                    "{searched} roots searched ({} of {} listed), {:.0} s",
                    i,
                    roots.len(),
                    start.elapsed().as_secs_f64()
                );
            }
        }
        if i == roots.len() && replies.is_empty() && !frontier.is_empty() {
            // Then the likely replies at the frontier (each position once).
            let mut positions: HashSet<wari_core::rules::Position> = HashSet::new();
            for moves in &frontier {
                let game = parse_game_string(&o.rules, moves).map_err(|e| e.to_string())?;
                if game.is_over() {
                    continue;
                }
                for (m, _) in ai.rank_moves(&game, 14).into_iter().take(2) {
                    let mut after = game.clone();
                    after.play(m).map_err(|e| e.to_string())?;
                    if positions.insert(*after.position()) {
                        replies.push(format!("{moves}{}", move_letter(n, m)));
                    }
                }
            }
            roots.extend(replies.iter().cloned());
        }
    }
    println!(
        "{searched} roots searched in {:.0} s; {} roots listed",
        start.elapsed().as_secs_f64(),
        roots.len()
    );
    Ok(())
}
