//! Perft speed: `cargo bench --bench perft [-- DEPTH]`. Counts move sequences from the start position of every
//! preset (abapa at `DEPTH`, default 11; the others two plies less) and prints nodes, time and nodes/s.
//! The target is ≥ 100 M nodes/s single core for abapa (bulk counting at the leaves).

use std::time::Instant;
use wari::rules::{perft, Position, Preset};

fn run(preset: Preset, depth: u32) -> (u64, f64) {
    let rules = preset.rules();
    let start = Position::start(&rules);
    let t = Instant::now();
    let nodes = perft(&rules, &start, depth);
    (nodes, t.elapsed().as_secs_f64())
}

fn main() {
    let depth = std::env::args()
        .skip(1)
        .find_map(|a| a.parse::<u32>().ok())
        .unwrap_or(11);
    println!(
        "{:<12} {:>5} {:>14} {:>10} {:>12}",
        "variant", "depth", "nodes", "ms", "M nodes/s"
    );
    for preset in Preset::ALL {
        let d = if preset == Preset::Abapa {
            depth
        } else {
            depth.saturating_sub(2)
        };
        // Best of three, to be less at the mercy of other processes.
        let (nodes, secs) = (0..3)
            .map(|_| run(preset, d))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .expect("three runs");
        println!(
            "{:<12} {:>5} {:>14} {:>10.0} {:>12.1}",
            preset.id(),
            d,
            nodes,
            secs * 1e3,
            nodes as f64 / secs / 1e6
        );
    }
}
