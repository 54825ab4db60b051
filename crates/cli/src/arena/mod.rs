//! `wari match`: engine against engine over the engine protocol, refereed by our rules engine.
//!
//! ```text
//! wari match --engine CMD [--init CMD].. --engine CMD [--init CMD]..
//!            [--variant ID] [--pairs N] [--seed S] [--plies P] [--concurrency C]
//!            (--depth D | --nodes N | --movetime MS | --tc BASE+INC) [--margin MS]
//!            [--sprt elo0,elo1[,alpha,beta]] [--adjudicate SEEDS] [--record FILE] [--quiet]
//! ```
//! - Openings: `N` random openings of `P` plies (default 4) drawn from the seed, all different; each is
//!   played twice, the engines swapping sides, so the openings' bias cancels.
//! - The referee is [`wari_core::rules::Game`]: the game ends exactly as RULES.md says (a game reaching 1000 plies
//!   is ended by agreement, E3). A move that is not legal, no answer in time (`--movetime` + margin, or the
//!   clock of `--tc` + margin), or a crash loses the game.
//! - After each game: the score of the first engine, its Elo with the 95 % error bar and, with `--sprt`, the
//!   log-likelihood ratio; the match stops when the SPRT decides (see [`stats`]).
//! - `--adjudicate SEEDS` ends a game as soon as a capture leaves at most SEEDS seeds on the board and the
//!   endgame tables of SEEDS seeds (from the tables' cache, built there if missing) tell its result exactly
//!   (win, draw or loss: the sign of the final margin, E3 included), ending `tables`: the rest of such a game is
//!   what both engines' own tables play, and long endgames are most of a timed match's hours.
//! - `--concurrency C` plays C pairs at once, each with its own two engine processes (default 1: timed
//!   games must not share a core on a small machine).
//! - `--record FILE` appends a line per game: `result ending plies opening moves` (result `1-0`, `0-1` or
//!   `1/2-1/2` for South, the opening length, the game string), for tuning and for the opening book.
//! - `--quiet` prints every 20th game's line only (and the end).

mod player;
pub mod stats;

use player::{EngineSpec, Failure, Go, Player};
use stats::{Sprt, SprtVerdict, Tally};
use std::collections::HashSet;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::channel;
use std::sync::Arc;
use std::time::Duration;
use wari_core::rules::{move_letter, parse_move_letter, Game, Player as Side, Preset, Rules};
use wari_engine::endgame::Tables;
use wari_engine::levels::Rng;

/// A game longer than this is ended by agreement (E3), as `wari selfplay` does.
const MAX_PLIES: usize = 1000;

/// How long a move may take when the limit is a depth or a number of nodes.
const UNTIMED: Duration = Duration::from_secs(600);

const USAGE: &str = "usage: wari match --engine CMD [--init CMD].. --engine CMD [--init CMD]..
         [--variant ID] [--pairs N] [--seed S] [--plies P] [--concurrency C]
         (--depth D | --nodes N | --movetime MS | --tc BASE+INC) [--margin MS]
         [--sprt elo0,elo1[,alpha,beta]] [--adjudicate SEEDS] [--record FILE] [--quiet]";

/// The time control of every move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Control {
    Depth(u32),
    Nodes(u64),
    MoveTime(u64),
    /// Base time and increment, milliseconds.
    Clock(u64, u64),
}

struct Options {
    engines: Vec<EngineSpec>,
    rules: Rules,
    /// The rules as given (sent with our `rules` extension when not the default).
    variant: Option<String>,
    pairs: u32,
    seed: u64,
    plies: u32,
    concurrency: usize,
    control: Control,
    margin: Option<u64>,
    sprt: Option<Sprt>,
    record: Option<String>,
    quiet: bool,
    /// The endgame tables that end a game whose result they know (`--adjudicate`).
    adjudicate: Option<Tables>,
}

fn number<T: std::str::FromStr>(name: &str, v: &str) -> Result<T, String> {
    crate::option_number(name, v, "a number", USAGE)
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        engines: Vec::new(),
        rules: Rules::default(),
        variant: None,
        pairs: 50,
        seed: 1,
        plies: 4,
        concurrency: 1,
        control: Control::MoveTime(100),
        margin: None,
        sprt: None,
        record: None,
        quiet: false,
        adjudicate: None,
    };
    let mut adjudicate = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| crate::option_value(&mut it, name, USAGE);
        match a.as_str() {
            "--engine" => o.engines.push(EngineSpec {
                command: value("--engine")?,
                init: Vec::new(),
            }),
            "--init" => {
                let cmd = value("--init")?;
                o.engines
                    .last_mut()
                    .ok_or(format!("--init follows the --engine it is for\n{USAGE}"))?
                    .init
                    .push(cmd);
            }
            "--variant" => {
                let v = value("--variant")?;
                o.rules = v.parse().map_err(|e| format!("{e}"))?;
                o.variant = (o.rules != Preset::Abapa.rules()).then_some(v);
            }
            "--pairs" => o.pairs = number("--pairs", &value("--pairs")?)?,
            "--games" => {
                let g: u32 = number("--games", &value("--games")?)?;
                o.pairs = g.div_ceil(2);
            }
            "--seed" => o.seed = number("--seed", &value("--seed")?)?,
            "--plies" => o.plies = number("--plies", &value("--plies")?)?,
            "--concurrency" => {
                o.concurrency = number::<usize>("--concurrency", &value("--concurrency")?)?.max(1)
            }
            "--depth" => o.control = Control::Depth(number("--depth", &value("--depth")?)?),
            "--nodes" => o.control = Control::Nodes(number("--nodes", &value("--nodes")?)?),
            "--movetime" => {
                o.control = Control::MoveTime(number("--movetime", &value("--movetime")?)?)
            }
            "--tc" => {
                let v = value("--tc")?;
                let (base, inc) = v.split_once('+').unwrap_or((&v, "0"));
                o.control = Control::Clock(number("--tc", base)?, number("--tc", inc)?);
            }
            "--margin" => o.margin = Some(number("--margin", &value("--margin")?)?),
            "--sprt" => o.sprt = Some(Sprt::parse(&value("--sprt")?)?),
            "--record" => o.record = Some(value("--record")?),
            "--adjudicate" => {
                adjudicate = Some(number::<u32>("--adjudicate", &value("--adjudicate")?)?)
            }
            "--quiet" | "-q" => o.quiet = true,
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    if o.engines.len() != 2 {
        return Err(format!("give exactly two --engine commands\n{USAGE}"));
    }
    if let Some(seeds) = adjudicate {
        if !Tables::supported(&o.rules) {
            return Err(format!(
                "no endgame tables for {}: leave out --adjudicate",
                o.rules
            ));
        }
        o.adjudicate = Some(crate::tables::load_or_build(&o.rules, seeds));
    }
    Ok(o)
}

/// `count` different random openings of `plies` plies from the start of `rules`, reproducible from `seed`.
pub(crate) fn openings(rules: &Rules, count: u32, plies: u32, seed: u64) -> Vec<Vec<usize>> {
    let mut rng = Rng::new(seed);
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut attempts = 0;
    while out.len() < count as usize {
        attempts += 1;
        let mut game = Game::new(*rules);
        let mut moves = Vec::new();
        for _ in 0..plies {
            let legal = game.legal_moves();
            if game.is_over() || legal.is_empty() {
                break;
            }
            let m = legal[rng.below(legal.len() as u64) as usize];
            game.play(m).expect("a legal move");
            moves.push(m);
        }
        // Repeats are allowed only once every distinct opening has been used (tiny boards).
        if !game.is_over() && (seen.insert(moves.clone()) || attempts > 100 * count) {
            out.push(moves);
        }
    }
    out
}

/// How a game ended, for the first engine.
#[derive(Clone, Debug)]
struct Played {
    /// 1, ½ or 0 for the first engine.
    points: f64,
    /// `1-0`, `0-1`, `1/2-1/2` (South first).
    result: &'static str,
    /// `target`, `stuck`, `cycle`, `agreement`, `illegal`, `time`, `crash`.
    ending: String,
    game: Game,
    /// Sum and count of the depths reported by each engine (first, second).
    depths: [(u64, u64); 2],
    /// What happened, when a game is lost otherwise than by the rules (printed under the game's line).
    note: String,
}

/// Plays one game. `players[0]` is the first engine; `first_side` is its side.
fn play_game(
    players: &mut [Option<Player>; 2],
    o: &Options,
    opening: &[usize],
    first_side: Side,
) -> Played {
    let mut game = Game::new(o.rules);
    for &m in opening {
        game.play(m).expect("openings are legal");
    }
    let n = o.rules.pits_a_side() as usize;
    let mut depths = [(0u64, 0u64); 2];
    let mut clock = match o.control {
        Control::Clock(base, _) => [base as i64; 2],
        _ => [0; 2],
    };
    // Index into `players` of the engine playing `side`.
    let engine_of = |side: Side| usize::from(side != first_side);
    let finish = |game: Game, winner: Option<Side>, why: &str, depths| {
        let (points, result) = match winner {
            Some(w) if w == first_side => (1.0, result_of(w)),
            Some(w) => (0.0, result_of(w)),
            None => (0.5, "1/2-1/2"),
        };
        Played {
            points,
            result,
            ending: why.to_string(),
            game,
            depths,
            note: String::new(),
        }
    };
    let end = |game: Game, loser: Option<Side>, why: &str, depths| {
        let winner = match loser {
            Some(l) => Some(l.opponent()),
            None => game.outcome().expect("the game is over").winner,
        };
        finish(game, winner, why, depths)
    };
    for (k, slot) in players.iter_mut().enumerate() {
        let ok = slot
            .as_mut()
            .is_some_and(|p| p.new_game(o.variant.as_deref()).is_ok());
        if !ok {
            // Engine k loses: it could not even start the game (it is restarted before the next one).
            *slot = None;
            let side = if k == 0 {
                first_side
            } else {
                first_side.opponent()
            };
            return end(game, Some(side), "crash", depths);
        }
    }
    loop {
        if game.ply() >= MAX_PLIES {
            game.end_by_agreement();
        }
        if let Some(outcome) = game.outcome() {
            return end(game, None, outcome.ending.id(), depths);
        }
        let side = game.position().to_move();
        let k = engine_of(side);
        let (go, allowed) = match o.control {
            Control::Depth(d) => (Go::Depth(d), UNTIMED),
            Control::Nodes(nodes) => (Go::Nodes(nodes), UNTIMED),
            Control::MoveTime(ms) => (
                Go::MoveTime(ms),
                Duration::from_millis(ms + o.margin.unwrap_or(100)),
            ),
            Control::Clock(_, inc) => (
                Go::Clock {
                    left: [clock[0].max(0) as u64, clock[1].max(0) as u64],
                    inc,
                },
                Duration::from_millis(clock[side.index()].max(0) as u64 + o.margin.unwrap_or(0)),
            ),
        };
        let moves: String = game
            .moves()
            .iter()
            .map(|&m| move_letter(n, m as usize))
            .collect();
        let player = players[k].as_mut().expect("started engines");
        let answer = match player.think(&moves, &go, allowed) {
            Ok(a) => a,
            Err(f) => {
                let name = players[k]
                    .as_ref()
                    .map(|p| p.name.clone())
                    .unwrap_or_default();
                players[k] = None; // restarted before the next game
                let (why, note) = match f {
                    Failure::Timeout => ("time", format!("no answer within {allowed:?}")),
                    Failure::Crashed(e) => ("crash", e),
                };
                let mut played = end(game, Some(side), why, depths);
                played.note = format!(
                    "{name} ({}): {note} at ply {}",
                    side.letter(),
                    played.game.ply()
                );
                return played;
            }
        };
        if let Some(d) = answer.depth {
            depths[k].0 += d as u64;
            depths[k].1 += 1;
        }
        if let Control::Clock(_, inc) = o.control {
            let c = &mut clock[side.index()];
            let had = *c;
            *c -= answer.elapsed_ms as i64;
            if *c + (o.margin.unwrap_or(0) as i64) < 0 {
                let mut played = end(game, Some(side), "time", depths);
                played.note = format!(
                    "{} ({}): took {} ms with {had} ms left at ply {}",
                    players[k]
                        .as_ref()
                        .map(|p| p.name.clone())
                        .unwrap_or_default(),
                    side.letter(),
                    answer.elapsed_ms,
                    played.game.ply()
                );
                return played;
            }
            *c += inc as i64;
        }
        let mv = answer
            .best
            .chars()
            .next()
            .filter(|_| answer.best.chars().count() == 1)
            .and_then(|c| parse_move_letter(c, n));
        match mv.map(|m| game.play(m)) {
            Some(Ok(report)) if report.captured() > 0 => {
                if let Some(winner) = o.adjudicate.as_ref().and_then(|t| known_winner(&game, t)) {
                    return finish(game, winner, "tables", depths);
                }
            }
            Some(Ok(_)) => {}
            _ => return end(game, Some(side), "illegal", depths),
        }
    }
}

/// The winner (`Some(None)`: a draw) of `game`, just after a capture, where `tables` know it exactly: the
/// position starts a layer (its stores were never seen before), as the tables read it.
fn known_winner(game: &Game, tables: &Tables) -> Option<Option<Side>> {
    if game.outcome().is_some() {
        return None;
    }
    let pos = game.position();
    let (lo, hi) = tables.probe_exact(pos, game.last_capturer())?;
    let me = pos.to_move();
    let lead = pos.store(me) as i32 - pos.store(me.opponent()) as i32;
    let (lo, hi) = ((lead + lo).signum(), (lead + hi).signum());
    (lo == hi).then_some(match lo {
        1 => Some(me),
        -1 => Some(me.opponent()),
        _ => None,
    })
}

fn result_of(winner: Side) -> &'static str {
    match winner {
        Side::South => "1-0",
        Side::North => "0-1",
    }
}

/// Runs `wari match` with its arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    let o = Arc::new(parse(args)?);
    // Start each engine once in the foreground, so that a bad command is reported before anything else.
    let names: Vec<String> = o
        .engines
        .iter()
        .map(|spec| Player::start(spec).map(|p| p.name.clone()))
        .collect::<Result<_, _>>()?;
    let books = openings(&o.rules, o.pairs, o.plies, o.seed);
    let mut record = match &o.record {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| format!("cannot open {path}: {e}"))?,
        ),
        None => None,
    };
    println!(
        "match {} vs {}: {} pairs of games on {}, {:?}, openings of {} plies from seed {}",
        names[0], names[1], o.pairs, o.rules, o.control, o.plies, o.seed
    );
    let next = Arc::new(AtomicUsize::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let books = Arc::new(books);
    let (tx, rx) = channel::<(usize, usize, Played)>();
    let mut workers = Vec::new();
    for _ in 0..o.concurrency.min(o.pairs as usize).max(1) {
        let (o, next, stop, books, tx) = (
            o.clone(),
            next.clone(),
            stop.clone(),
            books.clone(),
            tx.clone(),
        );
        workers.push(std::thread::spawn(move || {
            let mut players: [Option<Player>; 2] = [None, None];
            loop {
                let pair = next.fetch_add(1, Ordering::SeqCst);
                if pair >= books.len() || stop.load(Ordering::SeqCst) {
                    return;
                }
                for (g, side) in [Side::South, Side::North].into_iter().enumerate() {
                    for (k, p) in players.iter_mut().enumerate() {
                        if p.is_none() {
                            *p = Player::start(&o.engines[k]).ok();
                        }
                    }
                    let played = play_game(&mut players, &o, &books[pair], side);
                    if tx.send((pair, g, played)).is_err() || stop.load(Ordering::SeqCst) {
                        return;
                    }
                }
            }
        }));
    }
    drop(tx);
    let mut tally = Tally::default();
    let mut half_pairs: std::collections::HashMap<usize, f64> = Default::default();
    let mut depth_sum = [(0u64, 0u64); 2];
    let mut endings: std::collections::BTreeMap<String, u32> = Default::default();
    let n = o.rules.pits_a_side() as usize;
    for (pair, g, played) in rx {
        tally.add_game(played.points);
        if let Some(first) = half_pairs.remove(&pair) {
            tally.add_pair(first + played.points);
        } else {
            half_pairs.insert(pair, played.points);
        }
        for (sum, d) in depth_sum.iter_mut().zip(played.depths) {
            sum.0 += d.0;
            sum.1 += d.1;
        }
        *endings.entry(played.ending.clone()).or_default() += 1;
        let moves: String = played
            .game
            .moves()
            .iter()
            .map(|&m| move_letter(n, m as usize))
            .collect();
        if let Some(f) = record.as_mut() {
            writeln!(
                f,
                "{} {} {} {} {moves}",
                played.result,
                played.ending,
                played.game.ply(),
                o.plies
            )
            .map_err(|e| format!("cannot write the record: {e}"))?;
        }
        let (elo, err) = tally.elo();
        let mut line = format!(
            "game {:4} (pair {:3}, first engine {}): {:7} {:9} {:4} plies | +{} ={} -{} score {:.1}% Elo {:+.1} ± {:.1}",
            tally.games(),
            pair + 1,
            if g == 0 { "South" } else { "North" },
            played.result,
            played.ending,
            played.game.ply(),
            tally.wins,
            tally.draws,
            tally.losses,
            100.0 * tally.score(),
            elo,
            err
        );
        let mut decided = None;
        if let Some(sprt) = &o.sprt {
            let llr = tally.llr(sprt);
            let (lo, hi) = sprt.bounds();
            line += &format!(" LLR {llr:.2} ({lo:.2}, {hi:.2})");
            match sprt.verdict(llr) {
                SprtVerdict::Continue => {}
                v => decided = Some(v),
            }
        }
        if !o.quiet || decided.is_some() || tally.games() % 20 == 0 {
            println!("{line}");
        }
        if !played.note.is_empty() {
            println!("    {}", played.note);
        }
        if let Some(v) = decided {
            stop.store(true, Ordering::SeqCst);
            println!(
                "SPRT: {} accepted",
                if v == SprtVerdict::H1 {
                    "H1 (the first engine is stronger by elo1 or more)"
                } else {
                    "H0 (the first engine is not stronger by elo1)"
                }
            );
            break;
        }
    }
    stop.store(true, Ordering::SeqCst);
    for w in workers {
        let _ = w.join();
    }
    let (elo, err) = tally.elo();
    let avg = |k: usize| depth_sum[k].0 as f64 / depth_sum[k].1.max(1) as f64;
    println!(
        "result {} vs {}: +{} ={} -{} in {} games ({} pairs {:?}): score {:.1}%, Elo {:+.1} ± {:.1} (95%); endings {:?}; mean depth {:.1} vs {:.1}",
        names[0],
        names[1],
        tally.wins,
        tally.draws,
        tally.losses,
        tally.games(),
        tally.pairs.iter().sum::<u32>(),
        tally.pairs,
        100.0 * tally.score(),
        elo,
        err,
        endings,
        avg(0),
        avg(1)
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openings_are_legal_distinct_and_reproducible() {
        let rules = Rules::default();
        let a = openings(&rules, 30, 4, 7);
        let b = openings(&rules, 30, 4, 7);
        assert_eq!(a, b);
        let distinct: HashSet<_> = a.iter().collect();
        assert_eq!(distinct.len(), 30);
        for moves in &a {
            assert_eq!(moves.len(), 4);
            let mut g = Game::new(rules);
            for &m in moves {
                g.play(m).expect("legal");
            }
            assert!(!g.is_over());
        }
        assert_ne!(a, openings(&rules, 30, 4, 8));
    }

    /// The tables end a game whose result they know (E1, C1): South to move with one seed in F and one in
    /// a captures 2 and reaches 25. A board of more seeds than the tables hold is not judged.
    #[test]
    fn the_tables_judge_a_known_ending() {
        let rules = Preset::Abapa.rules();
        let tables = Tables::build_seeds(&rules, 6, &mut |_, _| {});
        let at = |text: &str| {
            let setup: wari_core::rules::Setup = text.parse().expect("position text");
            Game::from_setup(rules, &setup).expect("a position")
        };
        // F holds 1, a 1, b 2; stores 23 and 21: South sows F into a, captures 2 and has 25.
        assert_eq!(
            known_winner(&at("0-0-0-0-0-1-1-2-0-0-0-0-23-21-S"), &tables),
            Some(Some(Side::South))
        );
        // Seven seeds on the board: beyond the tables of six.
        assert_eq!(
            known_winner(&at("0-0-0-0-0-1-1-2-3-0-0-0-23-18-S"), &tables),
            None
        );
    }
}
