//! `wari puzzles verify|list|generate`: the puzzle collection (`crates/core/src/puzzles/collection.txt`) proved by the
//! exact search, listed, and new candidates found in random games.
//!
//! - `verify [--file F]`: re-derives every puzzle's solution from its position ([`wari_engine::verify`]),
//!   one line a puzzle, then `N puzzles verified`; exits non-zero if any fails.
//! - `list`: the collection as read (id, stars, variant, goal, line).
//! - `show ID`: one puzzle drawn as text, with its solution line move by move (sowing and captures); `ID` is
//!   `<variant>/<n>` (`abapa/7`), or an id from before that scheme (`abapa-7`).
//! - `generate --variant ID --goal G [--games N] [--seed S] [--count K] [--max-board B] [--random]`: plays
//!   `N` random games (moves chosen at random, or the biggest capture half of the time) and turns every
//!   position around so that South is to move, or with `--random` makes `50 N` random positions fit for the
//!   goal (all seeds on South's side to feed, few on North's for a grand slam); keeps those whose solution for goal `G` is proved and clean (at least three legal
//!   moves, at most `B` seeds on the board, a tempting alternative where the goal has one) and prints the `K`
//!   best as collection lines with `<variant>/?` for the id (the variant's next number to fill in) and `?`
//!   for the stars, to be chosen and checked by hand.

use std::collections::HashSet;
use std::time::Instant;
use wari_core::puzzles::{parse_collection, Goal, COLLECTION};
use wari_core::rules::{move_letter, Game, Player, Rules, Setup};
use wari_engine::levels::Rng;
use wari_engine::verify::{derive, verify_all, TableBook, Verified};

const USAGE: &str = "usage: wari puzzles verify [--file F]
       wari puzzles list [--file F]
       wari puzzles show ID   (ID: <variant>/<n>, e.g. abapa/7)
       wari puzzles generate --variant ID --goal GOAL [--games N] [--seed S] [--count K] [--max-board B] [--random]
goals: best-capture, win-in-N (1-4), only-move, feed, grand-slam, slam-then-feed";

/// Runs `wari puzzles` with its arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    let rest = args.get(1..).unwrap_or(&[]);
    match args.first().map(String::as_str) {
        Some("verify") => run_verify(&read_file(rest)?),
        Some("list") => run_list(&read_file(rest)?),
        Some("show") => match rest {
            [id] => show(id),
            _ => Err(USAGE.to_string()),
        },
        Some("generate") => generate(&GenerateOptions::parse(rest)?),
        _ => Err(USAGE.to_string()),
    }
}

/// The collection text: the built-in one, or `--file F`.
fn read_file(args: &[String]) -> Result<String, String> {
    match args {
        [] => Ok(COLLECTION.to_string()),
        [flag, path] if flag == "--file" => {
            std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))
        }
        _ => Err(USAGE.to_string()),
    }
}

fn run_verify(text: &str) -> Result<(), String> {
    let start = Instant::now();
    let puzzles = parse_collection(text).map_err(|e| e.to_string())?;
    let mut failed = 0;
    for (p, (_, result)) in puzzles.iter().zip(verify_all(&puzzles)) {
        match result {
            Ok(v) => println!(
                "ok    {:<14} {:<3} {:<11} {:<14} {:<6} {} ({} nodes)",
                p.id,
                "*".repeat(p.stars as usize),
                p.variant,
                p.goal.id(),
                p.line_text(),
                v.summary,
                v.nodes
            ),
            Err(e) => {
                failed += 1;
                println!("FAIL  {:<14} {}: {e}", p.id, p.line_text());
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    if failed > 0 {
        return Err(format!("{failed} of {} puzzles failed", puzzles.len()));
    }
    println!("{} puzzles verified ({secs:.2} s)", puzzles.len());
    Ok(())
}

fn run_list(text: &str) -> Result<(), String> {
    for p in parse_collection(text).map_err(|e| e.to_string())? {
        println!("{}", p.to_line());
    }
    Ok(())
}

/// The board as text, North's row on top (B2: `f..a` left to right), the stores at each player's right.
fn board_text(game: &Game) -> String {
    let pos = game.position();
    let n = pos.pits_a_side();
    let row = |pits: Vec<usize>| -> String {
        pits.iter().map(|&i| format!("{:3}", pos.pit(i))).collect()
    };
    let letters = |pits: Vec<usize>| -> String {
        pits.iter()
            .map(|&i| format!("{:>3}", move_letter(n, i)))
            .collect()
    };
    let top: Vec<usize> = (n..2 * n).rev().collect();
    let bottom: Vec<usize> = (0..n).collect();
    format!(
        "      {}\n N {:2} {}\n      {}  S {:2}\n      {}\n",
        letters(top.clone()),
        pos.store(Player::North),
        row(top),
        row(bottom.clone()),
        pos.store(Player::South),
        letters(bottom)
    )
}

fn show(id: &str) -> Result<(), String> {
    let p = wari_core::puzzles::find(id).ok_or(format!("no puzzle '{id}'"))?;
    let mut game = p.game().map_err(|e| e.to_string())?;
    println!(
        "{}  {}  {}  {}  {}",
        p.id,
        "*".repeat(p.stars as usize),
        p.variant,
        p.setup,
        p.goal.id()
    );
    print!("{}", board_text(&game));
    let n = p.setup.pits.len() / 2;
    for &m in &p.line {
        let r = game.play(m).map_err(|e| e.to_string())?;
        let sown: String = r.sown.iter().map(|&i| move_letter(n, i)).collect();
        let taken: Vec<String> = r
            .captures
            .iter()
            .map(|&(i, c)| format!("{}:{c}", move_letter(n, i)))
            .collect();
        println!(
            "{} sows {} ({sown}) captures {} [{}]{}{}",
            move_letter(n, m),
            r.sown.len(),
            r.captured(),
            taken.join(" "),
            if r.grand_slam { " grand slam" } else { "" },
            if r.grand_slam_uncaptured {
                " (not captured)"
            } else {
                ""
            }
        );
    }
    print!("{}", board_text(&game));
    if let Some(o) = game.outcome() {
        println!("over: {:?} by {} {:?}", o.winner, o.ending.id(), o.score);
    }
    Ok(())
}

struct GenerateOptions {
    variant: String,
    rules: Rules,
    goal: Goal,
    games: u32,
    seed: u64,
    count: usize,
    max_board: u16,
    random: bool,
}

impl GenerateOptions {
    fn parse(args: &[String]) -> Result<GenerateOptions, String> {
        let mut o = GenerateOptions {
            variant: "abapa".into(),
            rules: Rules::default(),
            goal: Goal::BestCapture,
            games: 200,
            seed: 1,
            count: 20,
            max_board: 24,
            random: false,
        };
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if a == "--random" {
                o.random = true;
                continue;
            }
            let v = crate::option_value(&mut it, a, USAGE)?;
            let number = |v: &str| crate::option_number::<u64>(a, v, "a number", "");
            match a.as_str() {
                "--variant" => {
                    o.rules = v.parse().map_err(|e| format!("{e}"))?;
                    o.variant = v;
                }
                "--goal" => {
                    o.goal = Goal::parse(&v).ok_or(format!("unknown goal '{v}'\n{USAGE}"))?
                }
                "--games" => o.games = number(&v)? as u32,
                "--seed" => o.seed = number(&v)?,
                "--count" => o.count = number(&v)? as usize,
                "--max-board" => o.max_board = number(&v)? as u16,
                _ => return Err(format!("unknown option '{a}'\n{USAGE}")),
            }
        }
        Ok(o)
    }
}

/// The same position seen from the other side: the rows and stores swapped, the other player to move.
fn turned(setup: &Setup) -> Setup {
    let len = setup.pits.len();
    let n = len / 2;
    Setup {
        pits: (0..len).map(|i| setup.pits[(i + n) % len]).collect(),
        stores: [setup.stores[1], setup.stores[0]],
        to_move: setup.to_move.opponent(),
        feed_turn: setup.feed_turn,
    }
}

/// A candidate's quality for goal `goal` (higher is better) and what makes it so, or `None` when it is not
/// clean enough: at least three legal moves, a chain or several captures to choose from for a best capture,
/// a last move that ends the game for a win, a first move that is not simply the biggest capture.
fn quality(game: &Game, goal: Goal, v: &Verified) -> Option<(i64, String)> {
    let pos = game.position();
    let rules = game.rules();
    let legal = game.legal_moves();
    if legal.len() < 3 {
        return None;
    }
    let reports: Vec<_> = legal
        .iter()
        .filter_map(|&m| pos.explain(rules, m).ok())
        .collect();
    let captures: Vec<u32> = reports.iter().map(|r| r.captured()).collect();
    let slams = reports.iter().filter(|r| r.grand_slam).count();
    let tempting = captures.iter().filter(|&&c| c > 0).count() as i64;
    let biggest = captures.iter().copied().max().unwrap_or(0);
    let first = pos.explain(rules, v.line[0]).ok()?;
    let sown = first.sown.len();
    let last = first.sown.last().copied().unwrap_or(0);
    let forward = first.captures.iter().filter(|&&(i, _)| i > last).count();
    let features = format!(
        "sown={sown} chain={} fwd={forward} alt={tempting} slams={slams} board={} legal={}",
        first.captures.len(),
        pos.board_seeds(),
        legal.len()
    );
    // Small boards read easily; a lap (S2) is worth a puzzle of its own.
    let readable = 30 - (pos.board_seeds() as i64 - 16).max(0);
    let lap = if sown >= pos.len() { 15 } else { 0 };
    let score = match goal {
        Goal::BestCapture => {
            if first.captures.len() < 2 && tempting < 2 {
                return None;
            }
            10 * first.captures.len() as i64 + 5 * tempting + lap
        }
        Goal::WinIn(n) if v.line.len() != 2 * n as usize - 1 => return None,
        Goal::WinIn(_) | Goal::OnlyMoveNotLosing => {
            if first.captured() == biggest && biggest > 0 {
                5
            } else {
                20 + 5 * tempting
            }
        }
        Goal::GrandSlam | Goal::SlamThenFeed | Goal::FeedAndKeepLead => 10 + 5 * tempting + lap,
    };
    Some((score + readable, features))
}

/// A random position for `goal`: up to `max_board` seeds on the board (all on South's side for a feeding
/// goal, few on North's for a grand slam), the rest in the stores below the target, South to move.
fn random_setup(rules: &Rules, goal: Goal, max_board: u16, rng: &mut Rng) -> Setup {
    let len = rules.board_len();
    let n = len / 2;
    let total = rules.total_seeds();
    let mut pits = vec![0u8; len];
    if goal == Goal::FeedAndKeepLead {
        // A few heaps on South's side, some big enough to reach far along North's row.
        for _ in 0..4 {
            pits[rng.below(n as u64) as usize] += 1 + rng.below(2 * n as u64) as u8;
        }
    }
    let heaps = pits.iter().map(|&s| s as u16).sum::<u16>();
    let board = heaps.max(6 + rng.below((max_board.max(7) - 5) as u64) as u16);
    for k in heaps..board {
        let pit = match goal {
            Goal::FeedAndKeepLead => rng.below(n as u64) as usize,
            Goal::GrandSlam | Goal::SlamThenFeed if k < 3 => n + rng.below(n as u64 / 2) as usize,
            Goal::GrandSlam | Goal::SlamThenFeed => rng.below(n as u64) as usize,
            _ => rng.below(len as u64) as usize,
        };
        pits[pit] += 1;
    }
    let rest = total - board;
    let cap = rules.target() - 1;
    let low = rest.saturating_sub(cap);
    let south = low + rng.below((rest.min(cap) - low + 1) as u64) as u16;
    Setup {
        pits,
        stores: [south as u8, (rest - south) as u8],
        to_move: Player::South,
        feed_turn: false,
    }
}

/// The positions to try: those of `o.games` random games (turned so that South is to move), or as many
/// random positions with `--random`.
fn candidates(o: &GenerateOptions, rng: &mut Rng) -> Result<Vec<Setup>, String> {
    let mut out = Vec::new();
    for _ in 0..o.games {
        if o.random {
            for _ in 0..50 {
                out.push(random_setup(&o.rules, o.goal, o.max_board, rng));
            }
            continue;
        }
        let mut game = Game::new(o.rules);
        while !game.is_over() && game.ply() < 300 {
            let setup = Setup::from(game.position());
            if game.position().board_seeds() <= o.max_board {
                out.push(if setup.to_move == Player::North {
                    turned(&setup)
                } else {
                    setup
                });
            }
            let legal = game.legal_moves();
            let m = if rng.below(2) == 0 {
                *legal
                    .iter()
                    .max_by_key(|&&m| {
                        game.position()
                            .explain(game.rules(), m)
                            .map_or(0, |r| r.captured())
                    })
                    .expect("a legal move")
            } else {
                legal[rng.below(legal.len() as u64) as usize]
            };
            game.play(m).map_err(|e| e.to_string())?;
        }
    }
    Ok(out)
}

fn generate(o: &GenerateOptions) -> Result<(), String> {
    let mut rng = Rng::new(o.seed);
    let mut book = TableBook::default();
    let start = Instant::now();
    if o.goal == Goal::OnlyMoveNotLosing {
        book.prepare(&o.rules, o.max_board as u32);
        eprintln!(
            "tables for {} seeds: {:.1} s",
            o.max_board,
            start.elapsed().as_secs_f64()
        );
    }
    let mut seen = HashSet::new();
    let mut found: Vec<(i64, String)> = Vec::new();
    let mut rejected: std::collections::BTreeMap<String, u32> = Default::default();
    for setup in candidates(o, &mut rng)? {
        if !seen.insert(setup.to_string()) {
            continue;
        }
        let v = match derive(o.rules, &setup, o.goal, &mut book) {
            Ok(v) => v,
            Err(e) => {
                let reason = e.to_string();
                let reason = reason.split(':').next().unwrap_or_default().to_string();
                *rejected.entry(reason).or_insert(0) += 1;
                continue;
            }
        };
        let game = Game::from_setup(o.rules, &setup).map_err(|e| e.to_string())?;
        if let Some((q, features)) = quality(&game, o.goal, &v) {
            let n = setup.pits.len() / 2;
            let line: String = v.line.iter().map(|&m| move_letter(n, m)).collect();
            found.push((
                q,
                format!(
                    "{}/? | ? | {} | {setup} | {} | {line}    # q={q} {features}; {}",
                    o.variant,
                    o.variant,
                    o.goal.id(),
                    v.summary
                ),
            ));
        }
    }
    found.sort_by_key(|c| std::cmp::Reverse(c.0));
    for (_, line) in found.iter().take(o.count) {
        println!("{line}");
    }
    eprintln!(
        "{} candidates from {} positions in {:.1} s; rejected: {rejected:?}",
        found.len(),
        seen.len(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
