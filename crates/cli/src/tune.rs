//! `wari tune`: fits the evaluation weights to game results (Texel's method).
//!
//! ```text
//! wari tune --games FILE [--games FILE].. [--variant ID] [--skip P] [--epochs N] [--zero] [--quiet]
//! ```
//! - The games are lines of `wari match --record` (`result ending plies opening-plies moves`).
//! - Every position of every game from ply `P` on (default 8) that is not over becomes a sample: its
//!   [`Evaluator::features`] and the game's result for the player to move (1, ½, 0). Positions seen twice
//!   count twice (they were reached twice). `--quiet` keeps only quiet positions (the player to move has no
//!   capture), as the quiescence search evaluates mostly those.
//! - The model is the evaluation itself (two weights a feature, blended by the seeds on the board, the store
//!   fixed at 100 a seed): the expected result is `1 / (1 + 10^(-k * eval / 400))`. First `k` is fitted to the
//!   starting weights (the current ones, or zeros with `--zero`), then the weights by Adam on the mean squared
//!   error, with one game in ten held out to check that the fit generalises.
//! - `--fix NAME,..` keeps those features' weights as they start (e.g. the features that cost search speed).
//! - Prints the losses and the weights as a Rust `Weights` literal for `crates/engine/src/eval.rs`.

use wari_core::rules::{parse_move_letter, Game, Player, Rules};
use wari_engine::eval::{Evaluator, Weights, CAPTURE_NOW, FEATURES, NAMES, STORE, WEIGHTS};

const USAGE: &str = "usage: wari tune --games FILE [--games FILE].. [--variant ID] [--skip P] [--epochs N] [--zero] [--quiet] [--fix NAME,..]";

struct Options {
    files: Vec<String>,
    rules: Rules,
    skip: usize,
    epochs: usize,
    zero: bool,
    quiet: bool,
    /// Features whose weights stay as they start.
    fixed: Vec<usize>,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        files: Vec::new(),
        rules: Rules::default(),
        skip: 8,
        epochs: 1000,
        zero: false,
        quiet: false,
        fixed: vec![STORE],
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| crate::option_value(&mut it, name, USAGE);
        match a.as_str() {
            "--games" => o.files.push(value("--games")?),
            "--variant" => o.rules = value("--variant")?.parse().map_err(|e| format!("{e}"))?,
            "--skip" => o.skip = crate::option_number(a, &value(a)?, "plies", "")?,
            "--epochs" => o.epochs = crate::option_number(a, &value(a)?, "a number", "")?,
            "--zero" => o.zero = true,
            "--quiet" => o.quiet = true,
            "--fix" => {
                for name in value("--fix")?.split(',') {
                    let f = NAMES
                        .iter()
                        .position(|n| *n == name.trim())
                        .ok_or(format!("no feature '{name}'; the features are {NAMES:?}"))?;
                    o.fixed.push(f);
                }
            }
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    if o.files.is_empty() {
        return Err(format!("give at least one --games file\n{USAGE}"));
    }
    Ok(o)
}

/// One position: its features, the share of seeds on the board, the result for the player to move.
struct Sample {
    x: [f64; FEATURES],
    phase: f64,
    result: f64,
}

/// The samples of one record line; `None` for a line that is not a finished game of these rules.
fn samples_of(
    line: &str,
    rules: &Rules,
    eval: &Evaluator,
    skip: usize,
    quiet: bool,
) -> Option<Vec<Sample>> {
    let mut words = line.split_whitespace();
    let south = match words.next()? {
        "1-0" => 1.0,
        "0-1" => 0.0,
        "1/2-1/2" => 0.5,
        _ => return None,
    };
    let moves = words.nth(3).unwrap_or("");
    let mut game = Game::new(*rules);
    let n = rules.pits() as usize;
    let mut out = Vec::new();
    for c in moves.chars() {
        if game.ply() >= skip && !game.is_over() {
            let pos = *game.position();
            let f = eval.features(&pos);
            if quiet && f[CAPTURE_NOW] > 0 {
                game.play(parse_move_letter(c, n)?).ok()?;
                continue;
            }
            let mut x = [0.0; FEATURES];
            for (xi, fi) in x.iter_mut().zip(f) {
                *xi = fi as f64;
            }
            out.push(Sample {
                x,
                phase: eval.phase(&pos),
                result: if pos.to_move() == Player::South {
                    south
                } else {
                    1.0 - south
                },
            });
        }
        game.play(parse_move_letter(c, n)?).ok()?;
    }
    Some(out)
}

/// The evaluation of a sample under `w` (hundredths of a seed).
fn eval_of(s: &Sample, w: &[[f64; 2]; FEATURES]) -> f64 {
    s.x.iter()
        .zip(w)
        .map(|(x, w)| x * (w[0] * s.phase + w[1] * (1.0 - s.phase)))
        .sum()
}

fn sigmoid(k: f64, e: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * e / 400.0))
}

/// The mean squared error of `w` with scale `k`.
fn loss(samples: &[Sample], w: &[[f64; 2]; FEATURES], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (s.result - sigmoid(k, eval_of(s, w))).powi(2))
        .sum();
    sum / samples.len().max(1) as f64
}

/// The `k` that minimises the loss of `w` (golden-section search).
fn fit_k(samples: &[Sample], w: &[[f64; 2]; FEATURES]) -> f64 {
    let (mut a, mut b) = (0.01, 3.0);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if loss(samples, w, c) < loss(samples, w, d) {
            b = d;
        } else {
            a = c;
        }
    }
    (a + b) / 2.0
}

/// Adam on the weights (the store's stay fixed) with `k` fixed.
fn fit_weights(
    samples: &[Sample],
    w: &mut [[f64; 2]; FEATURES],
    k: f64,
    epochs: usize,
    fixed: &[usize],
) {
    let rate = 1.0;
    let (b1, b2, eps) = (0.9, 0.999, 1e-8);
    let mut m = [[0.0f64; 2]; FEATURES];
    let mut v = [[0.0f64; 2]; FEATURES];
    let c = k * std::f64::consts::LN_10 / 400.0;
    for t in 1..=epochs {
        let mut grad = [[0.0f64; 2]; FEATURES];
        for s in samples {
            let p = sigmoid(k, eval_of(s, w));
            let common = 2.0 * (p - s.result) * p * (1.0 - p) * c;
            for (g, x) in grad.iter_mut().zip(&s.x) {
                g[0] += common * x * s.phase;
                g[1] += common * x * (1.0 - s.phase);
            }
        }
        for f in 0..FEATURES {
            if fixed.contains(&f) {
                continue;
            }
            for j in 0..2 {
                let g = grad[f][j] / samples.len() as f64;
                m[f][j] = b1 * m[f][j] + (1.0 - b1) * g;
                v[f][j] = b2 * v[f][j] + (1.0 - b2) * g * g;
                let mh = m[f][j] / (1.0 - b1.powi(t as i32));
                let vh = v[f][j] / (1.0 - b2.powi(t as i32));
                w[f][j] -= rate * mh / (vh.sqrt() + eps);
            }
        }
    }
}

/// Runs `wari tune` with its arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    let o = parse(args)?;
    let eval = Evaluator::new(&o.rules, WEIGHTS);
    let (mut train, mut test) = (Vec::new(), Vec::new());
    let mut games = 0;
    for path in &o.files {
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
        for line in text.lines() {
            if let Some(s) = samples_of(line, &o.rules, &eval, o.skip, o.quiet) {
                games += 1;
                if games % 10 == 0 {
                    test.extend(s);
                } else {
                    train.extend(s);
                }
            }
        }
    }
    println!(
        "{games} games: {} positions to fit, {} held out",
        train.len(),
        test.len()
    );
    let mut w = [[0.0f64; 2]; FEATURES];
    for (wf, cur) in w.iter_mut().zip(WEIGHTS.0) {
        if !o.zero {
            *wf = [cur[0] as f64, cur[1] as f64];
        }
    }
    w[STORE] = [100.0, 100.0];
    let k = fit_k(&train, &w);
    println!(
        "start: k {k:.4}, loss {:.6} (held out {:.6})",
        loss(&train, &w, k),
        loss(&test, &w, k)
    );
    fit_weights(&train, &mut w, k, o.epochs, &o.fixed);
    let k2 = fit_k(&train, &w);
    println!(
        "fitted: k {k2:.4}, loss {:.6} (held out {:.6})",
        loss(&train, &w, k2),
        loss(&test, &w, k2)
    );
    let fitted = Weights(std::array::from_fn(|f| {
        [w[f][0].round() as i32, w[f][1].round() as i32]
    }));
    println!("pub const WEIGHTS: Weights = Weights([");
    for (f, name) in NAMES.iter().enumerate() {
        println!("    [{}, {}], // {name}", fitted.0[f][0], fitted.0[f][1]);
    }
    println!("]);");
    let flat: Vec<String> = fitted.0.iter().flatten().map(|w| w.to_string()).collect();
    println!("setoption name Weights value {}", flat.join(","));
    Ok(())
}
