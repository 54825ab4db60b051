//! `wari selfplay --variant ID --games N --levels A,B [--movetime MS] [--seed S] [--plies P] [--verbose]`: the
//! computer against itself. Game `k` gives level A South when `k` is even and North when it is odd (the variant's
//! starter moves first either way), so both levels play both colours equally. Prints each game and the score.
//!
//! With `--plies P` (default 0: every game from the start position) the games go in pairs: games `2i` and
//! `2i + 1` both start after the same random opening of `P` plies (different for each pair, from the seed, as
//! `wari match` draws them), once with each level on each side. Between two strong levels the start position
//! alone decides little but the colour: where the starter wins with good play, both levels win every game as
//! South, and only varied openings show which level plays better.

use wari_core::rules::{Game, Player, Rules};
use wari_engine::{Ai, Limits, LEVELS};

/// A game longer than this is ended by agreement (E3), as players would.
const MAX_PLIES: usize = 1000;

struct Options {
    rules: Rules,
    games: u32,
    levels: [u8; 2],
    movetime: Option<u64>,
    seed: u64,
    plies: u32,
    verbose: bool,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        rules: Rules::default(),
        games: 10,
        levels: [LEVELS, 3],
        movetime: None,
        seed: 1,
        plies: 0,
        verbose: false,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| crate::option_value(&mut it, name, "");
        match a.as_str() {
            "--variant" => o.rules = value("--variant")?.parse().map_err(|e| format!("{e}"))?,
            "--games" => {
                o.games = crate::option_number(a, &value(a)?, "a number of games", "")?;
            }
            "--levels" => {
                let v = value("--levels")?;
                let parts: Vec<&str> = v.split(',').collect();
                let level = |s: &str| -> Result<u8, String> {
                    match s.trim().parse::<u8>() {
                        Ok(l) if (1..=LEVELS).contains(&l) => Ok(l),
                        _ => Err(format!("levels are 1 to {LEVELS}, not '{s}'")),
                    }
                };
                if parts.len() != 2 {
                    return Err(format!(
                        "--levels wants two levels like 6,3, not '{v}'"
                    ));
                }
                o.levels = [level(parts[0])?, level(parts[1])?];
            }
            "--movetime" => {
                o.movetime = Some(crate::option_number(a, &value(a)?, "milliseconds", "")?);
            }
            "--seed" => o.seed = crate::option_number(a, &value(a)?, "a number", "")?,
            "--plies" => o.plies = crate::option_number(a, &value(a)?, "a number of plies", "")?,
            "--verbose" | "-v" => o.verbose = true,
            other => {
                return Err(format!(
                    "unknown option '{other}'; usage: wari selfplay --variant ID --games N --levels A,B [--movetime MS] [--seed S] [--plies P] [--verbose]"
                ))
            }
        }
    }
    Ok(o)
}

/// Runs `wari selfplay` with its arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    let o = parse(args)?;
    let mut ais = [Ai::new(o.rules), Ai::new(o.rules)];
    let limits = Limits {
        depth: None,
        time_ms: o.movetime,
    };
    // [wins, draws, losses] of level A.
    let mut tally = [0u32; 3];
    let mut seeds = [0u64; 2];
    let openings = if o.plies > 0 {
        crate::arena::openings(&o.rules, o.games.div_ceil(2), o.plies, o.seed)
    } else {
        Vec::new()
    };
    for k in 0..o.games {
        // Player index (0 = South) of level A.
        let a_side = if k % 2 == 0 {
            Player::South
        } else {
            Player::North
        };
        let mut game = Game::new(o.rules);
        let opening = openings.get(k as usize / 2).map_or(&[][..], |m| &m[..]);
        for &m in opening {
            game.play(m)
                .map_err(|e| format!("the opening's move is illegal: {e}"))?;
        }
        let mut seed = o.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ k as u64;
        while game.outcome().is_none() {
            if game.ply() >= MAX_PLIES {
                game.end_by_agreement();
                break;
            }
            let mover = game.position().to_move();
            let who = if mover == a_side { 0 } else { 1 };
            seed = seed.wrapping_add(1);
            let thought = ais[who].think(&game, o.levels[who], limits, seed, &mut |_| {});
            let mv = thought
                .best
                .ok_or("the engine found no move in a game that is not over")?;
            game.play(mv)
                .map_err(|e| format!("the engine played an illegal move: {e}"))?;
        }
        let outcome = game.outcome().expect("the game is over");
        let result = match outcome.winner {
            Some(p) if p == a_side => 0,
            None => 1,
            Some(_) => 2,
        };
        tally[result] += 1;
        seeds[0] += outcome.score[a_side.index()] as u64;
        seeds[1] += outcome.score[a_side.opponent().index()] as u64;
        let ending = outcome.ending.id();
        println!(
            "game {:3}: level {} ({}) vs level {} ({}): {} {}-{} ({ending}, {} plies){}{}",
            k + 1,
            o.levels[0],
            a_side.letter(),
            o.levels[1],
            a_side.opponent().letter(),
            outcome.result_text(),
            outcome.score[0],
            outcome.score[1],
            game.ply(),
            if opening.is_empty() {
                String::new()
            } else {
                format!(
                    " opening {}",
                    game.game_string()
                        .chars()
                        .take(opening.len())
                        .collect::<String>()
                )
            },
            if o.verbose {
                format!(" {}", game.game_string())
            } else {
                String::new()
            }
        );
    }
    let played = tally.iter().sum::<u32>().max(1);
    println!(
        "level {} vs level {} on {}: {} wins, {} draws, {} losses ({:.1}% wins, {:.1}% points); seeds {}-{}",
        o.levels[0],
        o.levels[1],
        o.rules,
        tally[0],
        tally[1],
        tally[2],
        100.0 * tally[0] as f64 / played as f64,
        100.0 * (tally[0] as f64 + 0.5 * tally[1] as f64) / played as f64,
        seeds[0],
        seeds[1]
    );
    Ok(())
}
