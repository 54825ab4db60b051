//! `wari learn fit`: the learned table's values by least squares.
//!
//! Each labelled position gives one equation: its label less the store difference (100 a seed) equals the sum
//! of the values of its twelve pits and the tempo, each a pair `[full, empty]` blended by the share of the
//! seeds on the board (the model of [`PitTable::evaluate`]). The values minimise the squared error plus
//! `prior` times the squared distance to the hand-made weights' values ([`Evaluator::pit_weight`]): a pit and
//! count seldom seen keeps about the hand-made value, one seen thousands of times gets what the labels say.
//! One position in ten is held out to show that the fit generalises (printed: the error of the hand-made
//! values and of the fit on those positions).

use std::io::Write;
use wari_core::rules::{Position, Preset, Rules, Setup};
use wari_engine::eval::table::{COUNTS, LEN, PITS};
use wari_engine::eval::{Evaluator, PitTable, WEIGHTS};

/// What `wari learn fit` is told.
pub struct FitOptions {
    /// The files of `wari learn make`.
    pub data: Vec<String>,
    /// The weight of the hand-made values (in positions' worth).
    pub prior: f64,
    /// Where to write the Rust source of the table.
    pub rust: Option<String>,
    /// Where to write the table's numbers.
    pub text: Option<String>,
}

/// One labelled position: its nonzero features (index, value) and its target.
struct Sample {
    features: Vec<(usize, f64)>,
    target: f64,
}

/// The index of the `[full]` value of pit `k` holding `c` on side `side` (0 the mover's, 1 the opponent's);
/// `[empty]` is the next.
fn index(side: usize, k: usize, c: u8) -> usize {
    side * PITS * COUNTS * 2 + 2 * (k * COUNTS + (c as usize).min(COUNTS - 1))
}

/// The sample of `pos` labelled `score`.
fn sample(pos: &Position, score: i32, total: f64) -> Sample {
    let me = pos.to_move();
    let opp = me.opponent();
    let phase = pos.board_seeds() as f64 / total;
    let mut features = Vec::with_capacity(2 * (2 * PITS + 1));
    for (side, p) in [me, opp].into_iter().enumerate() {
        for (k, &c) in pos.row_pits(p).iter().enumerate() {
            let i = index(side, k, c);
            features.push((i, phase));
            features.push((i + 1, 1.0 - phase));
        }
    }
    features.push((LEN - 2, phase));
    features.push((LEN - 1, 1.0 - phase));
    let stores = 100 * (pos.store(me) as i32 - pos.store(opp) as i32);
    Sample {
        features,
        target: (score - stores) as f64,
    }
}

/// The hand-made weights' values in the table's order (the prior).
fn prior_values(rules: &Rules) -> Vec<f64> {
    let e = Evaluator::new(rules, WEIGHTS);
    let mut v = vec![0.0; LEN];
    for (side, sign) in [(0, 1.0), (1, -1.0)] {
        for k in 0..PITS {
            for c in 0..COUNTS as u8 {
                let w = e.pit_weight(k, c, PITS);
                v[index(side, k, c)] = sign * w[0] as f64;
                v[index(side, k, c) + 1] = sign * w[1] as f64;
            }
        }
    }
    let tempo = WEIGHTS.0[wari_engine::eval::FEATURES - 1];
    v[LEN - 2] = tempo[0] as f64;
    v[LEN - 1] = tempo[1] as f64;
    v
}

/// Reads the samples of the files.
fn read(files: &[String], rules: &Rules) -> Result<Vec<Sample>, String> {
    let total = rules.total_seeds() as f64;
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(f).map_err(|e| format!("{f}: {e}"))?;
        for (n, line) in text.lines().enumerate() {
            let bad = || format!("{f}:{}: not '<position> <score>': '{line}'", n + 1);
            let (pos, score) = line.rsplit_once(' ').ok_or_else(bad)?;
            let setup: Setup = pos.parse().map_err(|_| bad())?;
            let pos = Position::from_setup(rules, &setup).map_err(|_| bad())?;
            out.push(sample(&pos, score.parse().map_err(|_| bad())?, total));
        }
    }
    Ok(out)
}

/// Solves `a x = b` for a symmetric positive definite `a` (`n` by `n`, row by row) by Cholesky's method.
fn solve(mut a: Vec<f64>, mut b: Vec<f64>, n: usize) -> Vec<f64> {
    for j in 0..n {
        let mut d = a[j * n + j];
        for k in 0..j {
            d -= a[j * n + k] * a[j * n + k];
        }
        let d = d.max(1e-12).sqrt();
        a[j * n + j] = d;
        for i in j + 1..n {
            let mut s = a[i * n + j];
            for k in 0..j {
                s -= a[i * n + k] * a[j * n + k];
            }
            a[i * n + j] = s / d;
        }
    }
    for i in 0..n {
        for k in 0..i {
            b[i] -= a[i * n + k] * b[k];
        }
        b[i] /= a[i * n + i];
    }
    for i in (0..n).rev() {
        for k in i + 1..n {
            b[i] -= a[k * n + i] * b[k];
        }
        b[i] /= a[i * n + i];
    }
    b
}

/// The values minimising the squared error on `samples` plus `prior` times the squared distance to `w0`.
fn least_squares(samples: &[&Sample], w0: &[f64], prior: f64) -> Vec<f64> {
    let n = w0.len();
    let mut a = vec![0.0; n * n];
    let mut b = vec![0.0; n];
    for s in samples {
        for &(i, x) in &s.features {
            b[i] += x * s.target;
            for &(j, y) in &s.features {
                a[i * n + j] += x * y;
            }
        }
    }
    for i in 0..n {
        a[i * n + i] += prior;
        b[i] += prior * w0[i];
    }
    solve(a, b, n)
}

/// The root mean squared error of `w` on `samples`, hundredths of a seed.
fn error(samples: &[&Sample], w: &[f64]) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let p: f64 = s.features.iter().map(|&(i, x)| w[i] * x).sum();
            (p - s.target).powi(2)
        })
        .sum();
    (sum / samples.len().max(1) as f64).sqrt()
}

/// Fits the table and writes it.
pub fn fit(o: &FitOptions) -> Result<(), String> {
    let rules = Preset::Abapa.rules();
    let samples = read(&o.data, &rules)?;
    let held: Vec<&Sample> = samples.iter().skip(9).step_by(10).collect();
    let train: Vec<&Sample> = samples
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 10 != 9)
        .map(|(_, s)| s)
        .collect();
    let w0 = prior_values(&rules);
    let w = least_squares(&train, &w0, o.prior);
    println!(
        "{} positions ({} fitted, {} held out); error held out, hundredths of a seed: hand-made {:.1}, fit {:.1} (on the fitted: {:.1}, {:.1})",
        samples.len(),
        train.len(),
        held.len(),
        error(&held, &w0),
        error(&held, &w),
        error(&train, &w0),
        error(&train, &w),
    );
    let numbers: Vec<i16> = w
        .iter()
        .map(|x| x.round().clamp(i16::MIN as f64, i16::MAX as f64) as i16)
        .collect();
    let table = PitTable::from_numbers(&numbers)?;
    if let Some(path) = &o.text {
        let text: Vec<String> = numbers.iter().map(|x| x.to_string()).collect();
        std::fs::write(path, text.join(",") + "\n").map_err(|e| format!("{path}: {e}"))?;
    }
    if let Some(path) = &o.rust {
        let mut f = std::fs::File::create(path).map_err(|e| format!("{path}: {e}"))?;
        f.write_all(rust_source(&table, &o.data, samples.len()).as_bytes())
            .map_err(|e| format!("{path}: {e}"))?;
    }
    Ok(())
}

/// The Rust source of `table` (the file `crates/engine/src/eval/table/abapa.rs`).
fn rust_source(table: &PitTable, data: &[String], positions: usize) -> String {
    let side = |rows: &[[[i16; 2]; COUNTS]; PITS]| -> String {
        let mut s = String::from("[\n");
        for (k, row) in rows.iter().enumerate() {
            let pairs: Vec<String> = row
                .iter()
                .map(|p| format!("[{}, {}]", p[0], p[1]))
                .collect();
            s += &format!(
                "        // pit {k}, counts 0 to {}\n        [\n",
                COUNTS - 1
            );
            for chunk in pairs.chunks(8) {
                s += &format!("            {},\n", chunk.join(", "));
            }
            s += "        ],\n";
        }
        s + "    ]"
    };
    let files: Vec<String> = data
        .iter()
        .map(|d| {
            std::path::Path::new(d)
                .file_name()
                .map_or(d.clone(), |n| n.to_string_lossy().to_string())
        })
        .collect();
    format!(
        "//! The learned table of abapa's board, written by `wari learn fit` from {positions} labelled positions\n\
         //! ({}). Do not edit by hand: fit again.\n\n\
         use super::{{PitTable, COUNTS, PITS}};\n\n\
         /// The table (see [`super`]).\n\
         pub const TABLE: PitTable = PitTable {{\n    own: {},\n    theirs: {},\n    tempo: [{}, {}],\n}};\n\n\
         const _: () = assert!(PITS == 6 && COUNTS == 32);\n",
        files.join(", "),
        side(&table.own),
        side(&table.theirs),
        table.tempo[0],
        table.tempo[1],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cholesky's solution solves a small system exactly.
    #[test]
    fn solve_solves() {
        // [[4, 2], [2, 3]] x = [10, 8] -> x = [1.75, 1.5]
        let x = solve(vec![4.0, 2.0, 2.0, 3.0], vec![10.0, 8.0], 2);
        assert!(
            (x[0] - 1.75).abs() < 1e-9 && (x[1] - 1.5).abs() < 1e-9,
            "{x:?}"
        );
    }

    /// Labels made by a known table are fitted back to it where the positions tell the values apart, and the
    /// prior keeps the values no position tells.
    #[test]
    fn a_known_table_is_found_again() {
        let rules = Preset::Abapa.rules();
        let w0 = prior_values(&rules);
        let mut truth = w0.clone();
        // The mover's pit 2 holding 3 is worth 150 more on a full board, 50 more on an empty one.
        truth[index(0, 2, 3)] += 150.0;
        truth[index(0, 2, 3) + 1] += 50.0;
        let table = PitTable::from_numbers(&truth.iter().map(|x| *x as i16).collect::<Vec<_>>())
            .expect("table");
        let mut game = wari_core::rules::Game::new(rules);
        let mut rng = wari_engine::levels::Rng::new(9);
        let mut samples = Vec::new();
        for _ in 0..400 {
            if game.outcome().is_some() {
                game = wari_core::rules::Game::new(rules);
            }
            let pos = *game.position();
            samples.push(sample(&pos, table.evaluate(&pos, 48), 48.0));
            let legal = game.legal_moves();
            game.play(legal[rng.below(legal.len() as u64) as usize])
                .expect("legal");
        }
        let refs: Vec<&Sample> = samples.iter().collect();
        let w = least_squares(&refs, &w0, 0.01);
        assert!(error(&refs, &w) < 1.0, "fit error {}", error(&refs, &w));
        assert!(error(&refs, &w0) > 10.0);
        // A count no position holds keeps its prior.
        let unseen = index(1, 5, 30);
        assert!((w[unseen] - w0[unseen]).abs() < 1.0);
    }
}
