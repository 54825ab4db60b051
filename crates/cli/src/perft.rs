//! `wari perft [--variant ID|RULES] [--position TEXT] [--moves CdFa] --depth N [--divide]`: counts the move
//! sequences of exactly N plies (a game that ends earlier counts 0) and prints one line
//! `perft D nodes N time_ms T nps X`; `--divide` first prints the count after each first move (`C 1234`).

use std::time::Instant;
use wari_core::rules::{move_letter, perft_divide, perft_game, play_game_string, Game, Rules};

const USAGE: &str =
    "usage: wari perft [--variant ID|RULES] [--position TEXT] [--moves CdFa] --depth N [--divide]";

/// The one-line result: `perft D nodes N time_ms T nps X`.
pub fn line(depth: u32, nodes: u64, secs: f64) -> String {
    let nps = if secs > 0.0 {
        (nodes as f64 / secs) as u64
    } else {
        0
    };
    format!(
        "perft {depth} nodes {nodes} time_ms {} nps {nps}",
        (secs * 1000.0) as u64
    )
}

/// Counts `depth` plies from `game`, prints the divide lines (if asked) and the result line.
pub fn report(game: &Game, depth: u32, divide: bool) -> Vec<String> {
    let t = Instant::now();
    let mut lines = Vec::new();
    let nodes = if divide {
        let n = game.position().pits_a_side();
        let parts = perft_divide(game, depth);
        for &(m, count) in &parts {
            lines.push(format!("{} {count}", move_letter(n, m)));
        }
        parts.iter().map(|p| p.1).sum()
    } else {
        perft_game(game, depth)
    };
    lines.push(line(depth, nodes, t.elapsed().as_secs_f64()));
    lines
}

/// Runs `wari perft` with its arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    let mut rules = Rules::default();
    let mut start = None;
    let mut moves = String::new();
    let mut depth = None;
    let mut divide = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| crate::option_value(&mut it, name, USAGE);
        match a.as_str() {
            "--variant" | "--rules" => {
                rules = value(a)?.parse().map_err(|e| format!("--variant: {e}"))?
            }
            "--position" => {
                let v = value(a)?;
                start = Some(
                    v.parse::<wari_core::rules::Setup>()
                        .map_err(|e| format!("--position: {e}"))?,
                );
            }
            "--moves" => moves = value(a)?,
            "--depth" => {
                let v = value(a)?;
                depth = Some(v.parse::<u32>().ok().filter(|&d| d <= 64).ok_or_else(|| {
                    format!("--depth wants a number of plies from 0 to 64, not '{v}'")
                })?);
            }
            "--divide" => divide = true,
            "-h" | "--help" => return Err(USAGE.into()),
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    let depth = depth.ok_or_else(|| format!("--depth is required\n{USAGE}"))?;
    let mut game = match start {
        Some(setup) => Game::from_setup(rules, &setup).map_err(|e| format!("--position: {e}"))?,
        None => Game::new(rules),
    };
    play_game_string(&mut game, &moves).map_err(|e| format!("--moves {e}"))?;
    for l in report(&game, depth, divide) {
        println!("{l}");
    }
    Ok(())
}
