//! `wari soak --games N --variant ID|all [--seed S]`: the command that plays the soak games of [`super::soak`]
//! (every preset and random custom rules, round robin), stops at the first failure with a reproduction, and
//! prints the totals per variant.

use super::soak::{random_rules, soak_game, Rng};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Instant;
use wari_core::rules::{Ending, Game, Preset, Rules};

/// Which rules a soak game uses.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Pick {
    /// One preset.
    Preset(Preset),
    /// Fixed rules given as text.
    Rules(Rules),
    /// Random valid custom rules for each game.
    Custom,
}

impl Pick {
    fn label(&self) -> String {
        match self {
            Pick::Preset(p) => p.id().to_string(),
            Pick::Rules(_) => "rules".to_string(),
            Pick::Custom => "custom".to_string(),
        }
    }
}

/// Per-variant totals.
#[derive(Default)]
struct Totals {
    games: u64,
    plies: u64,
    max_plies: usize,
    endings: [u64; Ending::ALL.len()],
    wins: [u64; 3],
}

/// The column of an ending in [`Totals::endings`] (the order of [`Ending::ALL`]).
fn ending_slot(e: Ending) -> usize {
    Ending::ALL.iter().position(|&x| x == e).unwrap_or(0)
}

/// The options of `wari soak`.
struct Options {
    games: u64,
    picks: Vec<Pick>,
    seed: u64,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut games = None;
    let mut variant = None;
    let mut seed = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match a.as_str() {
            "--games" => {
                let v = value("--games")?;
                games = Some(v.parse::<u64>().map_err(|_| {
                    format!("--games takes a number of games, not '{v}'")
                })?);
            }
            "--variant" => variant = Some(value("--variant")?),
            "--seed" => {
                let v = value("--seed")?;
                seed = Some(
                    v.parse::<u64>()
                        .map_err(|_| format!("--seed takes a whole number, not '{v}'"))?,
                );
            }
            _ => {
                return Err(format!(
                    "unknown option '{a}'; usage: wari soak --games N --variant ID|all|custom [--seed S]"
                ))
            }
        }
    }
    let games = games.unwrap_or(1000);
    let picks = match variant.as_deref().unwrap_or("all") {
        "all" => Preset::ALL
            .into_iter()
            .map(Pick::Preset)
            .chain([Pick::Custom])
            .collect(),
        "custom" => vec![Pick::Custom],
        v => match v.parse::<Preset>() {
            Ok(p) => vec![Pick::Preset(p)],
            Err(_) => vec![Pick::Rules(v.parse::<Rules>().map_err(|e| {
                format!("--variant: {e} (or 'all', 'custom', or a rules text)")
            })?)],
        },
    };
    let seed = seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64)
    });
    Ok(Options { games, picks, seed })
}

/// Runs `wari soak` with its arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    let opts = parse_args(args)?;
    let started = Instant::now();
    let mut totals: BTreeMap<String, Totals> = BTreeMap::new();
    for i in 0..opts.games {
        let pick = opts.picks[(i % opts.picks.len() as u64) as usize];
        let mut rng = Rng::new(opts.seed ^ i.wrapping_mul(0xD6E8_FEB8_6659_FD93));
        let rules = match pick {
            Pick::Preset(p) => p.rules(),
            Pick::Rules(r) => r,
            Pick::Custom => random_rules(&mut rng).map_err(|m| format!("game {i}: {m}"))?,
        };
        // One game in sixteen starts from a position reached by random play (a set-up position).
        let start = if rng.one_in(16) {
            let mut g = Game::new(rules);
            for _ in 0..rng.below(40) {
                let legal = g.legal_moves();
                if legal.is_empty() {
                    g.undo();
                    break;
                }
                let _ = g.play(legal[rng.below(legal.len())]);
            }
            (!g.is_over() && g.ply() > 0).then(|| *g.position())
        } else {
            None
        };
        let stats = soak_game(&rules, start, &mut rng).map_err(|f| {
            format!(
                "soak failed in game {i} (seed {}, {}):\n{f}",
                opts.seed,
                pick.label()
            )
        })?;
        if opts.games >= 100_000 && (i + 1) % (opts.games / 10) == 0 {
            eprintln!(
                "soak: {} of {} games, {:.0} s",
                i + 1,
                opts.games,
                started.elapsed().as_secs_f64()
            );
        }
        let t = totals.entry(pick.label()).or_default();
        t.games += 1;
        t.plies += stats.plies as u64;
        t.max_plies = t.max_plies.max(stats.plies);
        t.endings[ending_slot(stats.ending)] += 1;
        t.wins[stats.winner.map_or(2, |w| w.index())] += 1;
    }
    let secs = started.elapsed().as_secs_f64();
    let games: u64 = totals.values().map(|t| t.games).sum();
    let plies: u64 = totals.values().map(|t| t.plies).sum();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "soak: {games} games, {plies} plies, {secs:.1} s ({:.0} games/s), seed {}: all checks passed",
        games as f64 / secs.max(1e-9),
        opts.seed
    );
    let _ = writeln!(
        out,
        "  {:<12} {:>9} {:>11} {:>6} {:>5}  {:>8} {:>8} {:>8} {:>8} {:>8}  {:>8} {:>8} {:>8}",
        "variant",
        "games",
        "plies",
        "avg",
        "max",
        "target",
        "stuck",
        "cycle",
        "agreed",
        "no-capt",
        "south",
        "north",
        "draw"
    );
    for (label, t) in &totals {
        let _ = writeln!(
            out,
            "  {:<12} {:>9} {:>11} {:>6.1} {:>5}  {:>8} {:>8} {:>8} {:>8} {:>8}  {:>8} {:>8} {:>8}",
            label,
            t.games,
            t.plies,
            t.plies as f64 / t.games.max(1) as f64,
            t.max_plies,
            t.endings[0],
            t.endings[1],
            t.endings[2],
            t.endings[3],
            t.endings[4],
            t.wins[0],
            t.wins[1],
            t.wins[2]
        );
    }
    if let Some(Pick::Rules(r)) = opts.picks.first() {
        let _ = writeln!(out, "  rules: {r}");
    }
    print!("{out}");
    Ok(())
}
