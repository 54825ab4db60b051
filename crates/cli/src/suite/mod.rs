//! `wari suite`: the oracle test suite. `wari suite run FILE` scores the strongest level's search at a budget
//! on the suite's positions ([`score`]); `wari suite make` grows the suite ([`make`]); the file is read and
//! written by [`file`].
//!
//! The search of `run`: level 6 ([`LEVELS`]) with its endgame tables (the page's: built for each set of rules,
//! or the native ones of `--tables SEEDS` from the tables' cache), no opening book, a fresh transposition table
//! at each position, `--nodes N` positions a position (reproducible: the same output on every machine) or
//! `--movetime MS` (not reproducible). `--table FILE` (numbers of `wari learn fit --text`, or `none` for the
//! weights alone), `--weights` and `--set NAME=N` (a search parameter, [`Tuning::set`]) try a
//! change of the evaluation or the search without building again; `--misses` lists the positions missed.

mod file;
mod make;
mod score;

use file::Suite;
use make::MakeOptions;
use std::collections::HashMap;
use wari_engine::eval::{PitTable, Weights};
use wari_engine::search::Tuning;
use wari_engine::{Ai, Limits, Orders, LEVELS};

const USAGE: &str =
    "usage: wari suite run FILE [--nodes N | --movetime MS] [--tolerance SEEDS] [--variant ID]
                      [--limit N] [--tables SEEDS] [--table FILE|none] [--json]
       wari suite make --out FILE [--nodes N] [--depth D] [--games G] [--count C] [--table-seeds T]
                       [--seed S] [--book FILE] [--deepen]";

fn number<T: std::str::FromStr>(name: &str, v: &str) -> Result<T, String> {
    crate::option_number(name, v, "a number", USAGE)
}

/// Runs `wari suite` with its arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    match args.first().map(String::as_str) {
        Some("run") => run_suite(&args[1..]),
        Some("make") => run_make(&args[1..]),
        _ => Err(USAGE.to_string()),
    }
}

/// The budget of a search of `wari suite run`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Budget {
    Nodes(u64),
    MoveTime(u64),
}

struct RunOptions {
    file: String,
    budget: Budget,
    tolerance: i32,
    variant: Option<String>,
    limit: Option<usize>,
    tables: Option<u32>,
    weights: Option<Weights>,
    /// The learned table instead of the levels' (`Some(None)`: none, the weights alone).
    table: Option<Option<PitTable>>,
    tuning: Tuning,
    misses: bool,
    json: bool,
}

fn parse_run(args: &[String]) -> Result<RunOptions, String> {
    let mut o = RunOptions {
        file: String::new(),
        budget: Budget::Nodes(100_000),
        tolerance: 50,
        variant: None,
        limit: None,
        tables: None,
        weights: None,
        table: None,
        tuning: Tuning::default(),
        misses: false,
        json: false,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || crate::option_value(&mut it, a, USAGE);
        match a.as_str() {
            "--nodes" => o.budget = Budget::Nodes(number(a, &value()?)?),
            "--movetime" => o.budget = Budget::MoveTime(number(a, &value()?)?),
            "--tolerance" => {
                let seeds: f64 = crate::option_number(a, &value()?, "seeds", USAGE)?;
                o.tolerance = (seeds * 100.0).round() as i32;
            }
            "--variant" => o.variant = Some(value()?),
            "--limit" => o.limit = Some(number(a, &value()?)?),
            "--tables" => o.tables = Some(number(a, &value()?)?),
            "--weights" => o.weights = Some(Weights::parse(&value()?)?),
            "--table" => {
                let file = value()?;
                o.table = Some(if file == "none" {
                    None
                } else {
                    let text =
                        std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"))?;
                    Some(PitTable::parse(&text).map_err(|e| format!("{file}: {e}"))?)
                });
            }
            "--set" => {
                let v = value()?;
                let (name, n) = v
                    .split_once('=')
                    .ok_or_else(|| format!("--set wants NAME=N, not '{v}'\n{USAGE}"))?;
                o.tuning.set(name, number(a, n)?)?;
            }
            "--misses" => o.misses = true,
            "--json" => o.json = true,
            f if !f.starts_with('-') && o.file.is_empty() => o.file = f.to_string(),
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    if o.file.is_empty() {
        return Err(format!("the suite file is needed\n{USAGE}"));
    }
    Ok(o)
}

/// What searched, in words (the report's first line).
fn search_words(o: &RunOptions) -> String {
    let budget = match o.budget {
        Budget::Nodes(n) => format!("{n} nodes a position"),
        Budget::MoveTime(ms) => format!("{ms} ms a position"),
    };
    let tables = match o.tables {
        Some(s) => format!("endgame tables of {s} seeds"),
        None => "the page's endgame tables".to_string(),
    };
    let mut changed = Vec::new();
    if let Some(w) = o.weights {
        let text: Vec<String> = w.0.iter().flat_map(|p| p.map(|x| x.to_string())).collect();
        changed.push(format!("weights {}", text.join(",")));
    }
    match &o.table {
        Some(Some(_)) => changed.push("a learned table of its own".to_string()),
        Some(None) => changed.push("no learned table".to_string()),
        None => {}
    }
    if o.tuning != Tuning::default() {
        changed.push(format!("{:?}", o.tuning));
    }
    let changed: String = changed.iter().map(|c| format!(", {c}")).collect();
    format!("level {LEVELS}, {budget}, {tables}, no book{changed}")
}

fn run_suite(args: &[String]) -> Result<(), String> {
    let o = parse_run(args)?;
    let text = std::fs::read_to_string(&o.file).map_err(|e| format!("{}: {e}", o.file))?;
    let mut suite = Suite::parse(&text).map_err(|e| format!("{}: {e}", o.file))?;
    if let Some(v) = &o.variant {
        suite.entries.retain(|e| &e.variant == v);
    }
    if let Some(n) = o.limit {
        let mut kept = 0;
        suite.entries.retain(|e| {
            kept += usize::from(e.label.is_some());
            e.label.is_some() && kept <= n
        });
    }
    let mut report = engine_report(&o, &suite);
    if o.json {
        if !o.misses {
            report.misses.clear();
        }
        println!(
            "{}",
            serde_json::to_string(&report).expect("plain data always serializes")
        );
    } else {
        print!("{}", report.text());
        if o.misses {
            print!("{}", report.misses_text());
        }
    }
    Ok(())
}

/// The score of the strongest level's search at `o`'s budget on `suite`.
fn engine_report(o: &RunOptions, suite: &Suite) -> score::Report {
    let mut ais: HashMap<String, Ai> = HashMap::new();
    let orders = Orders {
        nodes: match o.budget {
            Budget::Nodes(n) => Some(n),
            Budget::MoveTime(_) => None,
        },
        limits: Limits {
            depth: None,
            time_ms: match o.budget {
                Budget::MoveTime(ms) => Some(ms),
                Budget::Nodes(_) => None,
            },
        },
        ..Orders::default()
    };
    score::score(suite, &search_words(o), o.tolerance, &mut |e, _| {
        let ai = ais.entry(e.variant.clone()).or_insert_with(|| {
            let mut ai = Ai::new(e.rules);
            if let Some(seeds) = o.tables {
                ai.install_tables(crate::tables::load_or_build(&e.rules, seeds));
            }
            if let Some(w) = o.weights {
                ai.set_weights(w);
            }
            if let Some(t) = &o.table {
                ai.set_table(t.clone());
            }
            *ai.tuning_mut() = o.tuning;
            ai
        });
        ai.new_game();
        ai.think_with(&e.game(), LEVELS, &orders, 0, &mut |_| {})
            .best
            .map(|m| m as u8)
    })
}

fn run_make(args: &[String]) -> Result<(), String> {
    let mut o = MakeOptions {
        out: String::new(),
        nodes: 2_000_000,
        depth: 60,
        games: 300,
        count: 3000,
        table_seeds: 16,
        seed: 1,
        book: None,
        deepen: false,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || crate::option_value(&mut it, a, USAGE);
        match a.as_str() {
            "--out" => o.out = value()?,
            "--nodes" => o.nodes = number(a, &value()?)?,
            "--depth" => o.depth = number(a, &value()?)?,
            "--games" => o.games = number(a, &value()?)?,
            "--count" => o.count = number(a, &value()?)?,
            "--table-seeds" => o.table_seeds = number(a, &value()?)?,
            "--seed" => o.seed = number(a, &value()?)?,
            "--book" => o.book = Some(value()?),
            "--deepen" => o.deepen = true,
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    if o.out.is_empty() {
        return Err(format!("--out is needed (the suite file)\n{USAGE}"));
    }
    let command = format!("wari suite make {}", args.join(" "));
    make::run(&o, &command)
}

#[cfg(test)]
mod tests;
