//! `wari learn`: the learned evaluation of abapa's board ([`wari_engine::eval::table`]).
//!
//! ```text
//! wari learn make --out FILE [--games G] [--nodes N] [--seed S] [--threads T]
//! wari learn fit --data FILE [--data FILE].. [--prior 0|N] [--rust FILE] [--text FILE]
//! ```
//! - `make` ([`make`]) plays engine games of abapa and appends their quiet positions to `FILE`, each with the
//!   score of a search of `N` nodes (default 50,000): the labels.
//! - `fit` ([`fit`]) fits the table's values to those labels by least squares and writes the table as the Rust
//!   source of `crates/engine/src/eval/table/abapa.rs` (`--rust`) or as numbers for `wari suite run --table`
//!   (`--text`).

mod fit;
mod make;

const USAGE: &str =
    "usage: wari learn make --out FILE [--games G] [--nodes N] [--seed S] [--threads T]
       wari learn fit --data FILE [--data FILE].. [--prior N] [--rust FILE] [--text FILE]";

fn number<T: std::str::FromStr>(name: &str, v: &str) -> Result<T, String> {
    crate::option_number(name, v, "a number", USAGE)
}

/// Runs `wari learn` with its arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    match args.first().map(String::as_str) {
        Some("make") => make::make(&parse_make(&args[1..])?),
        Some("fit") => fit::fit(&parse_fit(&args[1..])?),
        _ => Err(USAGE.to_string()),
    }
}

fn parse_make(args: &[String]) -> Result<make::MakeOptions, String> {
    let mut o = make::MakeOptions {
        out: String::new(),
        games: 1000,
        nodes: 50_000,
        seed: 1,
        threads: 2,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || crate::option_value(&mut it, a, USAGE);
        match a.as_str() {
            "--out" => o.out = value()?,
            "--games" => o.games = number(a, &value()?)?,
            "--nodes" => o.nodes = number(a, &value()?)?,
            "--seed" => o.seed = number(a, &value()?)?,
            "--threads" => o.threads = number::<usize>(a, &value()?)?.clamp(1, 64),
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    if o.out.is_empty() {
        return Err(format!("--out FILE is needed\n{USAGE}"));
    }
    Ok(o)
}

fn parse_fit(args: &[String]) -> Result<fit::FitOptions, String> {
    let mut o = fit::FitOptions {
        data: Vec::new(),
        prior: 200.0,
        rust: None,
        text: None,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || crate::option_value(&mut it, a, USAGE);
        match a.as_str() {
            "--data" => o.data.push(value()?),
            "--prior" => o.prior = number(a, &value()?)?,
            "--rust" => o.rust = Some(value()?),
            "--text" => o.text = Some(value()?),
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    if o.data.is_empty() {
        return Err(format!("--data FILE is needed\n{USAGE}"));
    }
    Ok(o)
}
