//! `wari learn make`: labelled positions for the learned evaluation.
//!
//! Games of abapa played by the strongest level at a few thousand nodes a move (from a 25th to a third of
//! the label's budget, a different one for each side and game), each from a random opening of 2 to 9 plies and with one move in twenty played at random, so
//! that the positions vary. Every position after the opening is kept when it is *quiet* (the player to move
//! has no capture: the evaluation is read at the end of the capture search, where the positions are quiet),
//! not over, has more than one move, and holds more than 12 seeds on the board (fewer are the endgame tables').
//! Its label is the score of a search of `--nodes` nodes by the strongest level, with the page's endgame
//! tables, for the player to move; a won or lost game found by the search is left out (no evaluation is
//! asked for there). A line per position, `<position text> <score>`, appended to the file a game at a time;
//! the games of `--seed` are the same on every machine, shared out among `--threads` threads.

use std::io::Write;
use std::sync::mpsc::channel;
use wari_core::rules::{Game, Preset};
use wari_engine::levels::Rng;
use wari_engine::search::PROVEN;
use wari_engine::{Ai, Limits, Orders, LEVELS};

/// What `wari learn make` is told.
pub struct MakeOptions {
    /// The file the lines are appended to.
    pub out: String,
    /// Games to play.
    pub games: u32,
    /// The label's search budget.
    pub nodes: u64,
    /// The games' seed.
    pub seed: u64,
    /// Threads playing games.
    pub threads: usize,
}

/// The fewest seeds on the board of a kept position.
const MIN_BOARD_SEEDS: u16 = 13;

/// Plays the games and appends the labelled positions to the file.
pub fn make(o: &MakeOptions) -> Result<(), String> {
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&o.out)
        .map_err(|e| format!("{}: {e}", o.out))?;
    let (send, receive) = channel::<Vec<String>>();
    let mut written = 0usize;
    std::thread::scope(|scope| -> Result<(), String> {
        for t in 0..o.threads {
            let send = send.clone();
            scope.spawn(move || {
                let mut player = Ai::new(Preset::Abapa.rules());
                let mut labeller = Ai::new(Preset::Abapa.rules());
                for g in (t as u32..o.games).step_by(o.threads) {
                    let lines = game_lines(&mut player, &mut labeller, o, g);
                    if send.send(lines).is_err() {
                        return;
                    }
                }
            });
        }
        drop(send);
        for (g, lines) in receive.iter().enumerate() {
            for l in &lines {
                writeln!(file, "{l}").map_err(|e| format!("{}: {e}", o.out))?;
            }
            written += lines.len();
            if (g + 1) % 20 == 0 {
                eprintln!("{} games, {written} positions", g + 1);
            }
        }
        Ok(())
    })?;
    eprintln!(
        "{} games, {written} positions written to {}",
        o.games, o.out
    );
    Ok(())
}

/// The labelled lines of game `g`.
fn game_lines(player: &mut Ai, labeller: &mut Ai, o: &MakeOptions, g: u32) -> Vec<String> {
    let mut rng = Rng::new(o.seed.wrapping_mul(1_000_003) ^ g as u64);
    let mut game = Game::new(Preset::Abapa.rules());
    player.new_game();
    labeller.new_game();
    let opening = 2 + rng.below(8) as usize;
    let mut budget = || (o.nodes / 25).max(1) + rng.below((o.nodes * 3 / 10).max(1));
    let budgets = [budget(), budget()];
    let mut lines = Vec::new();
    while game.outcome().is_none() && game.ply() < 300 {
        let legal = game.legal_moves();
        let ply = game.ply();
        if ply >= opening && legal.len() > 1 && is_kept(&game) {
            let thought = labeller.think_with(&game, LEVELS, &nodes(o.nodes), 0, &mut |_| {});
            if thought.info.score.abs() < PROVEN {
                lines.push(format!("{} {}", game.position(), thought.info.score));
            }
        }
        let m = if ply < opening || rng.below(20) == 0 {
            legal[rng.below(legal.len() as u64) as usize]
        } else {
            let orders = nodes(budgets[ply % 2]);
            player
                .think_with(&game, LEVELS, &orders, rng.next_u64(), &mut |_| {})
                .best
                .unwrap_or(legal[0])
        };
        game.play(m).expect("a legal move");
    }
    lines
}

/// A search of `n` nodes.
fn nodes(n: u64) -> Orders<'static> {
    Orders {
        nodes: Some(n),
        limits: Limits {
            depth: None,
            time_ms: None,
        },
        ..Orders::default()
    }
}

/// Whether the position of `game` is one to learn from: enough seeds on the board and no capture for the
/// player to move.
fn is_kept(game: &Game) -> bool {
    let pos = game.position();
    pos.board_seeds() >= MIN_BOARD_SEEDS
        && game.legal_moves().into_iter().all(|m| {
            let mut after = *pos;
            after.play_unchecked(game.rules(), m).captured == 0
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A short run writes lines that read back as positions of abapa with scores, each quiet (C1: no capture
    /// for the player to move) and holding more than 12 seeds on the board; the same seed gives the same lines.
    #[test]
    fn a_run_writes_quiet_labelled_positions() {
        let dir = std::env::temp_dir().join(format!("wari-learn-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let out = |name: &str| dir.join(name).to_string_lossy().to_string();
        let run = |file: String| {
            let o = MakeOptions {
                out: file.clone(),
                games: 2,
                nodes: 2_000,
                seed: 5,
                threads: 1,
            };
            make(&o).expect("make");
            std::fs::read_to_string(file).expect("written")
        };
        let first = run(out("a.txt"));
        assert_eq!(first, run(out("b.txt")));
        let rules = Preset::Abapa.rules();
        let lines: Vec<&str> = first.lines().collect();
        assert!(lines.len() > 10, "{} lines", lines.len());
        for l in lines {
            let (text, score) = l.rsplit_once(' ').expect("two parts");
            let setup: wari_core::rules::Setup = text.parse().expect("a position");
            let game = Game::from_setup(rules, &setup).expect("an abapa position");
            assert!(is_kept(&game), "{l}");
            assert!(game.position().board_seeds() > 12);
            assert!(score.parse::<i32>().expect("a score").abs() < PROVEN);
        }
        std::fs::remove_dir_all(dir).ok();
    }
}
