//! Benchmark of the E5 decision ("no capture possible", `wari_core::rules::no_capture`), run with
//! `cargo bench --bench no_capture` (prints figures; asserts nothing about speed).
//!
//! - `numeros`: every position of 1 to 12 seeds on the board (both players to move: 5,408,310 positions),
//!   explored one by one: the average cost, and the most positions any one decision examines (the exact worst
//!   case, dead and live); then those worst positions decided again and again for a time per decision.
//! - `wide`: custom rules on 10 pits a side (the largest board) with the numeros settings and with captures of 3
//!   only (the costliest smallest capture count the rules text accepts with `end=no-capture`): random positions
//!   of 1 to 12 seeds and a hill climb from the costliest ones (moving a seed, changing the player to move), since
//!   the 20-pit boards are too many to enumerate; then the worst found, timed.
//!
//! - `tables`: the endgame tables of `numeros` up to 12 seeds, built with E5 (marking the dead positions) and
//!   without (the same settings less `end=no-capture`): what E5 adds to the build.
//!
//! `cargo bench --bench no_capture -- numeros`, `-- wide` or `-- tables` runs one part.

mod common;

use common::cpu_ms;
use std::hint::black_box;
use std::time::Instant;
use wari_core::rng::splitmix64;
use wari_core::rules::no_capture::explore;
use wari_core::rules::{Position, Rules, Setup};
use wari_engine::endgame::{next_composition, Tables};

/// A position of `rules` from its pits (index order) and the player to move; the other seeds in the stores.
fn position(rules: &Rules, pits: &[u8], south_to_move: bool) -> Position {
    let on_board: u16 = pits.iter().map(|&c| c as u16).sum();
    let rest = rules.total_seeds() - on_board;
    let mut text: String = pits.iter().map(|c| format!("{c}-")).collect();
    text += &format!(
        "{}-{}-{}",
        rest / 2,
        rest - rest / 2,
        if south_to_move { "S" } else { "N" }
    );
    let setup: Setup = text.parse().expect("a position text");
    Position::from_setup(rules, &setup).expect("a position of the rules")
}

/// The costliest decisions seen: `(states, position)` for a dead and a live position.
#[derive(Default)]
struct Worst {
    dead: (usize, Option<Position>),
    live: (usize, Option<Position>),
}

impl Worst {
    fn see(&mut self, rules: &Rules, pos: &Position) -> usize {
        let e = explore(rules, pos);
        let slot = if e.capture {
            &mut self.live
        } else {
            &mut self.dead
        };
        if e.states > slot.0 {
            *slot = (e.states, Some(*pos));
        }
        e.states
    }

    /// Times the worst dead and the worst live decision ([`time_one`]).
    fn time(&self, rules: &Rules) {
        time_one(rules, "dead", self.dead.0, self.dead.1);
        time_one(rules, "live", self.live.0, self.live.1);
    }
}

/// Decides `pos` many times and prints the time per decision.
fn time_one(rules: &Rules, label: &str, states: usize, pos: Option<Position>) {
    let Some(pos) = pos else {
        return;
    };
    let reps = (2_000_000 / states.max(1)).clamp(20, 200_000);
    let cpu0 = cpu_ms();
    let start = Instant::now();
    for _ in 0..reps {
        black_box(explore(rules, black_box(&pos)));
    }
    let us = start.elapsed().as_secs_f64() * 1e6 / reps as f64;
    let cpu_us = (cpu_ms() - cpu0) * 1000.0 / reps as f64;
    println!(
        "  worst {label}: {pos}: {states} positions examined, {us:.1} us a decision ({cpu_us:.1} us CPU)"
    );
}

/// Every position of 1..=12 seeds on the board of `rules`, in the order of the endgame tables.
fn every_position(rules: &Rules, mut each: impl FnMut(&Position)) {
    let len = rules.board_len();
    for b in 1..=12u8 {
        let mut cells = vec![0u8; len];
        cells[len - 1] = b;
        loop {
            for south in [true, false] {
                each(&position(rules, &cells, south));
            }
            if !next_composition(&mut cells) {
                break;
            }
        }
    }
}

fn numeros() {
    let rules: Rules = "numeros".parse().expect("a preset");
    let mut worst = Worst::default();
    let (mut count, mut states) = (0u64, 0u64);
    let cpu0 = cpu_ms();
    let start = Instant::now();
    every_position(&rules, |pos| {
        count += 1;
        states += worst.see(&rules, pos) as u64;
    });
    let secs = start.elapsed().as_secs_f64();
    let cpu = (cpu_ms() - cpu0) / 1000.0;
    println!(
        "numeros, every position of <= 12 seeds: {count} decisions in {secs:.1} s ({cpu:.1} s CPU), {:.2} us and {:.1} positions examined a decision on average",
        secs * 1e6 / count as f64,
        states as f64 / count as f64
    );
    worst.time(&rules);
}

fn wide() {
    for text in [
        "pits=10 captures=2,3 chain=both slam=forbidden feed=none cycle=last-capturer end=no-capture",
        "pits=10 captures=3 chain=both slam=forbidden feed=none cycle=last-capturer end=no-capture",
    ] {
        let rules: Rules = text.parse().expect("valid rules");
        let len = rules.board_len();
        let mut rng = 0x5EED_u64;
        let mut worst = Worst::default();
        let start = Instant::now();
        let samples = 20_000;
        for _ in 0..samples {
            let b = 1 + splitmix64(&mut rng) % 12;
            let mut pits = vec![0u8; len];
            for _ in 0..b {
                pits[(splitmix64(&mut rng) % len as u64) as usize] += 1;
            }
            worst.see(&rules, &position(&rules, &pits, splitmix64(&mut rng).is_multiple_of(2)));
        }
        // Hill climb: move one seed or change the player to move, keep the change if the cost does not drop.
        for live in [false, true] {
            let slot = if live { &worst.live } else { &worst.dead };
            let Some(mut best) = slot.1 else { continue };
            let mut best_states = slot.0;
            for _ in 0..3000 {
                let mut pits = best.pits().to_vec();
                let mut south = best.to_move() == wari_core::Player::South;
                let from = (splitmix64(&mut rng) % len as u64) as usize;
                let to = (splitmix64(&mut rng) % len as u64) as usize;
                if splitmix64(&mut rng).is_multiple_of(3) {
                    south = !south;
                } else if pits[from] > 0 {
                    pits[from] -= 1;
                    pits[to] += 1;
                }
                let pos = position(&rules, &pits, south);
                let e = explore(&rules, &pos);
                if e.capture == live && e.states >= best_states {
                    best = pos;
                    best_states = e.states;
                }
            }
            let slot = if live {
                &mut worst.live
            } else {
                &mut worst.dead
            };
            *slot = (best_states, Some(best));
        }
        println!(
            "{text}: {samples} random positions and a hill climb in {:.1} s",
            start.elapsed().as_secs_f64()
        );
        worst.time(&rules);
    }
}

fn tables() {
    for text in [
        "numeros",
        "pits=6 seeds=4 captures=2,3 chain=both slam=forbidden feed=must target=24 cycle=last-capturer",
    ] {
        let rules: Rules = text.parse().expect("valid rules");
        let cpu0 = cpu_ms();
        let t = Tables::build_seeds(&rules, 12, &mut |_, _| {});
        println!(
            "tables N=12 {}: {} positions, built in {:.0} ms ({:.0} ms CPU), {:.2} MB kept",
            if rules.no_capture_end() {
                "with E5   "
            } else {
                "without E5"
            },
            t.positions(),
            t.build_ms(),
            cpu_ms() - cpu0,
            t.bytes() as f64 / 1e6
        );
    }
}

fn main() {
    let run = common::selected;
    if run("tables") {
        tables();
    }
    if run("numeros") {
        numeros();
    }
    if run("wide") {
        wide();
    }
}
