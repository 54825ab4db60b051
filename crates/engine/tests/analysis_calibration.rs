//! How the review's thresholds were chosen (`wari_engine::analysis`, `review.rs`): games of the computer
//! against itself at mixed strengths, every move reviewed, the share of moves of each strength that cost at
//! least 1, 2, 3, 4 and 6 seeds. About 90 CPU seconds, so ignored by default:
//! `cargo test --release -p wari-engine --test analysis_calibration -- --ignored --nocapture`.

use wari_core::rules::{Game, Rules};
use wari_engine::analysis::{Analyser, Thresholds, REVIEW};
use wari_engine::{Ai, Limits};

/// The strengths: 1 = level 1 (random, grabs the largest capture 40 % of the time), 2 = level 2 (2 plies,
/// ±2.5 seeds of noise), 3 = level 3 (4 plies, ±0.6 seed), 4 = the full search at 8 plies, 5 = at 12 plies.
fn play(rules: Rules, strengths: [u8; 2], seed: u64) -> Game {
    let mut g = Game::new(rules);
    let mut ai = Ai::new(rules);
    for k in 0..150 {
        if g.outcome().is_some() {
            break;
        }
        let s = strengths[k % 2];
        let depth = [1, 1, 2, 4, 8, 12][s as usize];
        let limits = Limits {
            depth: Some(depth),
            time_ms: None,
        };
        let t = ai.think(&g, s.min(4), limits, seed * 1000 + k as u64, &mut |_| {});
        g.play(t.best.expect("a move")).expect("legal");
    }
    g
}

#[test]
#[ignore]
fn calibration() {
    let pairs = [
        [1, 3],
        [2, 3],
        [2, 4],
        [3, 4],
        [4, 5],
        [5, 2],
        [3, 5],
        [4, 1],
        [1, 2],
        [2, 1],
        [5, 4],
        [3, 2],
        [5, 3],
        [4, 3],
        [3, 1],
        [5, 1],
    ];
    let mut costs: Vec<Vec<i32>> = vec![Vec::new(); 6];
    for (i, pair) in pairs.iter().enumerate() {
        let g = play(Rules::default(), *pair, i as u64 + 1);
        let r = Analyser::new(&g, REVIEW)
            .run(&mut |_, _, _| true)
            .expect("run");
        for m in &r.moves {
            costs[pair[m.ply % 2] as usize].push(m.cost);
        }
    }
    println!("strength  moves  >=1 seed  >=2  >=3  >=4  >=6  (share of moves, costs rounded to whole seeds)");
    for (s, c) in costs.iter().enumerate().skip(1) {
        let share = |t: i32| {
            let n = c.iter().filter(|&&x| Thresholds::seeds(x) >= t).count();
            100.0 * n as f64 / c.len().max(1) as f64
        };
        println!(
            "{s:>8}  {:>5}  {:>7.1}%  {:>4.1}%  {:>4.1}%  {:>4.1}%  {:>4.1}%",
            c.len(),
            share(1),
            share(2),
            share(3),
            share(4),
            share(6)
        );
    }
}
