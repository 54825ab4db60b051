//! Benchmarks of the computer opponent (run with `cargo bench --bench ai`; not timed tests):
//! endgame-table build time and memory for N = 8, 10, 12 seeds, nodes per second and the depth reached in
//! one second from the start position.
//!
//! `cargo bench --bench ai -- tables` or `-- search` runs one part.

mod common;

use common::cpu_ms;
use std::time::Instant;
use wari_core::rules::{Game, Preset};
use wari_engine::endgame::Tables;
use wari_engine::{Ai, Limits, LEVELS};

fn tables() {
    for preset in [Preset::Abapa, Preset::Numeros, Preset::Antigua] {
        let rules = preset.rules();
        for n in [8, 10, 12] {
            let cpu0 = cpu_ms();
            let t = Tables::build_seeds(&rules, n, &mut |_, _| {});
            let cpu = cpu_ms() - cpu0;
            println!(
                "tables {:8} N={n:2}: {:8} positions, {:6.2} MB kept, {:6.1} MB peak during the build, built in {:7.1} ms ({:7.1} ms CPU)",
                preset.id(),
                t.positions(),
                t.bytes() as f64 / 1e6,
                t.build_peak_bytes() as f64 / 1e6,
                t.build_ms(),
                cpu
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
        let cpu0 = cpu_ms();
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
        let cpu = (cpu_ms() - cpu0) / 1000.0;
        let info = last.unwrap_or_default();
        println!(
            "search {:8} 1 s from the start: depth {:2}, score {:5}, {:9} nodes, {:6.2} Mnodes/s ({:6.2} per CPU second, {:.2} s CPU), best {:?}, pv {:?}",
            preset.id(),
            info.depth,
            info.score,
            t.info.nodes,
            t.info.nodes as f64 / secs / 1e6,
            t.info.nodes as f64 / cpu.max(1e-3) / 1e6,
            cpu,
            t.best,
            info.pv
        );
    }
}

/// The deepest search from the start finished within one second of CPU time (so that a busy machine does not
/// change the figure), by searching to depth 1, 2, ... from scratch.
fn depth_per_cpu_second() {
    for preset in [Preset::Abapa, Preset::Wari72] {
        let rules = preset.rules();
        let game = Game::new(rules);
        let mut reached = (0, 0.0, 0u64);
        for depth in 1..=40 {
            let mut ai = Ai::new(rules);
            let cpu0 = cpu_ms();
            let t = ai.think(
                &game,
                4,
                Limits {
                    depth: Some(depth),
                    time_ms: None,
                },
                0,
                &mut |_| {},
            );
            let cpu = cpu_ms() - cpu0;
            if cpu > 1000.0 {
                break;
            }
            reached = (depth, cpu, t.info.nodes);
        }
        println!(
            "depth {:8} from the start within 1 s of CPU: {} ({:.0} ms CPU, {} nodes, {:.2} Mnodes per CPU second)",
            preset.id(),
            reached.0,
            reached.1,
            reached.2,
            reached.2 as f64 / reached.1.max(1.0) / 1e3
        );
    }
}

fn main() {
    let run = common::selected;
    if run("tables") {
        tables();
    }
    if run("search") {
        search();
    }
    if run("depth") {
        depth_per_cpu_second();
    }
}
