//! Benchmarks of the computer opponent (run with `cargo bench --bench ai`; not timed tests):
//! endgame-table build time and memory for N = 8, 10, 12 seeds, nodes per second and the depth reached in
//! one second from the start position.
//!
//! `cargo bench --bench ai -- tables` or `-- search` runs one part.

use std::time::Instant;
use wari::ai::endgame::Tables;
use wari::ai::{Ai, Limits, LEVELS};
use wari::rules::{Game, Preset};

fn tables() {
    for preset in [Preset::Abapa, Preset::Numeros, Preset::Antigua] {
        let rules = preset.rules();
        for n in [8, 10, 12] {
            let t = Tables::build_seeds(&rules, n, &mut |_, _| {});
            println!(
                "tables {:8} N={n:2}: {:8} positions, {:6.2} MB, built in {:7.1} ms",
                preset.id(),
                t.positions(),
                t.bytes() as f64 / 1e6,
                t.build_ms()
            );
        }
    }
}

fn search() {
    for preset in [Preset::Abapa, Preset::Wari72] {
        let rules = preset.rules();
        let game = Game::new(rules);
        let mut ai = Ai::new(rules);
        ai.prepare(&mut |_, _| {});
        let start = Instant::now();
        let mut last = None;
        let t = ai.think(
            &game,
            LEVELS,
            Limits {
                depth: None,
                time_ms: Some(1000),
            },
            0,
            &mut |info| last = Some(info.clone()),
        );
        let secs = start.elapsed().as_secs_f64();
        let info = last.unwrap_or_default();
        println!(
            "search {:8} 1 s from the start: depth {:2}, score {:5}, {:9} nodes, {:6.2} Mnodes/s, best {:?}, pv {:?}",
            preset.id(),
            info.depth,
            info.score,
            t.info.nodes,
            t.info.nodes as f64 / secs / 1e6,
            t.best,
            info.pv
        );
    }
}

fn main() {
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let run = |name: &str| filter.is_empty() || filter.iter().any(|f| name.contains(f.as_str()));
    if run("tables") {
        tables();
    }
    if run("search") {
        search();
    }
}
