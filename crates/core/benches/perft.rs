//! Perft speed: `cargo bench --bench perft [-- DEPTH]`. Counts move sequences from the start position of every
//! preset (abapa at `DEPTH`, default 11; the others two plies less) with bulk counting at the leaves, and
//! prints nodes, wall time, CPU time (Linux) and millions of nodes a second by both.
//! The target is ≥ 100 M nodes/s on one core for abapa. On a shared machine the CPU-time figure is the one to
//! compare; on a quiet one both agree.

use std::time::Instant;
use wari_core::rules::{perft, Position, Preset};

/// Nanoseconds this thread has run on a CPU (Linux), if known.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

struct Run {
    nodes: u64,
    wall: f64,
    cpu: Option<f64>,
}

fn run(preset: Preset, depth: u32) -> Run {
    let rules = preset.rules();
    let start = Position::start(&rules);
    let cpu0 = cpu_ns();
    let t = Instant::now();
    let nodes = perft(&rules, &start, depth);
    let wall = t.elapsed().as_secs_f64();
    let cpu = match (cpu0, cpu_ns()) {
        (Some(a), Some(b)) => Some((b - a) as f64 / 1e9),
        _ => None,
    };
    Run { nodes, wall, cpu }
}

fn main() {
    let depth = std::env::args()
        .skip(1)
        .find_map(|a| a.parse::<u32>().ok())
        .unwrap_or(11);
    println!(
        "{:<12} {:>5} {:>12} {:>9} {:>9} {:>11} {:>11}",
        "variant", "depth", "nodes", "wall ms", "cpu ms", "M/s wall", "M/s cpu"
    );
    for preset in Preset::ALL {
        let d = if preset == Preset::Abapa {
            depth
        } else {
            depth.saturating_sub(2)
        };
        // Best of three, to be less at the mercy of other processes.
        let best = (0..3)
            .map(|_| run(preset, d))
            .min_by(|a, b| a.wall.total_cmp(&b.wall))
            .expect("three runs");
        let cpu = best.cpu.unwrap_or(f64::NAN);
        println!(
            "{:<12} {:>5} {:>12} {:>9.0} {:>9.0} {:>11.1} {:>11.1}",
            preset.id(),
            d,
            best.nodes,
            best.wall * 1e3,
            cpu * 1e3,
            best.nodes as f64 / best.wall / 1e6,
            best.nodes as f64 / cpu / 1e6
        );
    }
}
