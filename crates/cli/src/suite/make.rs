//! `wari suite make`: the suite's positions from real play, labelled by the oracle and appended to the file.
//!
//! # The positions
//! Drawn from the seed, the same every run, in one shuffled order:
//! - games played by the engine against itself at varied levels (2 to 6, the searching ones at a few thousand
//!   nodes a move), each from a random opening of 2 to 8 plies, every preset, half of the games abapa; every
//!   third position of a game after its opening;
//! - the opening book's lines (`--book`, abapa), the position after every third line;
//! - the puzzles of the collection, every variant.
//!
//! Positions seen twice are taken once; a position with a single legal move is left out at once, one whose
//! moves all have the same value once labelled is written as left out (`~`), so it is not labelled again.
//!
//! # Labelling: resumable
//! [`wari_engine::oracle::label`]: exact from the endgame tables (`--table-seeds`, read from or kept in the
//! tables' cache, fewer seeds on the larger boards) where they answer, else a deep search of `--nodes`
//! positions. Each label is appended to the file as soon as it is found, so a stopped run loses at most one
//! position; a run skips the positions the file holds already, except, with `--deepen`, those a search
//! labelled with fewer nodes than asked, whose new line replaces the old one. The run stops when the file
//! holds `--count` labelled positions or the positions run out. Run it `nice -n 19`.

use super::file::{Entry, Origin, Suite};
use std::collections::{HashMap, HashSet};
use std::io::Write;
use wari_core::rules::{Game, Preset, Rules, Setup};
use wari_engine::endgame::{Tables, DEFAULT_BUDGET};
use wari_engine::eval::Evaluator;
use wari_engine::levels::Rng;
use wari_engine::oracle::{label, OracleBudget, Source};
use wari_engine::{Ai, Limits, Orders, LEVELS};

/// What `wari suite make` is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MakeOptions {
    /// The suite file, appended to.
    pub out: String,
    /// The deep search's budget (positions a position).
    pub nodes: u64,
    /// The deepest iteration of the deep search.
    pub depth: u32,
    /// Games played for positions.
    pub games: u32,
    /// Stop when the file holds this many labelled positions.
    pub count: usize,
    /// Seeds of the endgame tables of the labels (fewer where a board is larger).
    pub table_seeds: u32,
    /// The seed of the games, openings and the order.
    pub seed: u64,
    /// The opening book's log (lines of moves), if any.
    pub book: Option<String>,
    /// Labels of fewer nodes are searched again.
    pub deepen: bool,
}

/// The most positions a label's tables may hold: 16 seeds on two rows of six, fewer on larger boards.
const TABLE_BUDGET: usize = 12 * DEFAULT_BUDGET;

/// A position to label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The variant as the file writes it.
    pub variant: String,
    /// Its rules.
    pub rules: Rules,
    /// Where it comes from.
    pub origin: Origin,
    /// The position.
    pub setup: Setup,
}

/// The preset of game `g`: every other game abapa, the others in turn.
fn preset_of(g: u32) -> Preset {
    if g.is_multiple_of(2) {
        Preset::Abapa
    } else {
        Preset::ALL[1 + (g as usize / 2) % (Preset::ALL.len() - 1)]
    }
}

/// The node budget of a level in the games (the weak levels search a fixed depth).
fn level_nodes(level: u8) -> Option<u64> {
    match level {
        4 => Some(2_000),
        5 => Some(6_000),
        6 => Some(15_000),
        _ => None,
    }
}

/// The positions of `games` engine games from `seed` (see the module's notes), `on_game` told after each.
pub fn game_positions(games: u32, seed: u64, on_game: &mut dyn FnMut(u32)) -> Vec<Candidate> {
    let mut out = Vec::new();
    let mut ais: HashMap<Preset, Ai> = HashMap::new();
    let mut rng = Rng::new(seed);
    for g in 0..games {
        let preset = preset_of(g);
        let rules = preset.rules();
        let ai = ais.entry(preset).or_insert_with(|| Ai::new(rules));
        ai.new_game();
        let mut game = Game::new(rules);
        let opening = 2 + rng.below(7) as usize;
        let levels = [2 + rng.below(5) as u8, 2 + rng.below(5) as u8];
        let phase = rng.below(3) as usize;
        while game.outcome().is_none() && game.ply() < 300 {
            let ply = game.ply();
            if ply >= opening && (ply - opening) % 3 == phase {
                out.push(Candidate {
                    variant: preset.id().to_string(),
                    rules,
                    origin: Origin::Game,
                    setup: game.position().to_setup(),
                });
            }
            let legal = game.legal_moves();
            let m = if ply < opening {
                legal[rng.below(legal.len() as u64) as usize]
            } else {
                let level = levels[ply % 2].min(LEVELS);
                let orders = Orders {
                    nodes: level_nodes(level),
                    limits: Limits {
                        depth: None,
                        time_ms: None,
                    },
                    ..Orders::default()
                };
                let thought = ai.think_with(&game, level, &orders, rng.next_u64(), &mut |_| {});
                thought.best.unwrap_or(legal[0])
            };
            game.play(m).expect("a legal move");
        }
        on_game(g + 1);
    }
    out
}

/// The positions after every third line of the opening book's log (`text`: a line of moves first on each
/// line, `-` for none), abapa: the book holds thousands of openings, the games the rest of the play.
pub fn book_positions(text: &str) -> Vec<Candidate> {
    let rules = Preset::Abapa.rules();
    text.lines()
        .step_by(3)
        .filter_map(|l| l.split_whitespace().next())
        .filter_map(|moves| {
            let mut game = Game::new(rules);
            if moves != "-" {
                wari_core::rules::play_game_string(&mut game, moves).ok()?;
            }
            Some(Candidate {
                variant: Preset::Abapa.id().to_string(),
                rules,
                origin: Origin::Book,
                setup: game.position().to_setup(),
            })
        })
        .collect()
}

/// The positions of the puzzle collection.
pub fn puzzle_positions() -> Vec<Candidate> {
    wari_core::puzzles::collection()
        .iter()
        .map(|p| Candidate {
            variant: p.variant.split_whitespace().collect::<Vec<_>>().join(";"),
            rules: p.rules,
            origin: Origin::Puzzle,
            setup: p.setup.clone(),
        })
        .collect()
}

/// `candidates` without repeats (variant and position) and without positions that are over or have a single
/// legal move, shuffled by `seed`.
pub fn prepare(candidates: Vec<Candidate>, seed: u64) -> Vec<Candidate> {
    let mut seen = HashSet::new();
    let mut out: Vec<Candidate> = candidates
        .into_iter()
        .filter(|c| seen.insert((c.variant.clone(), c.setup.to_string())))
        .filter(|c| {
            Game::from_setup(c.rules, &c.setup)
                .is_ok_and(|g| g.outcome().is_none() && g.legal_moves().len() > 1)
        })
        .collect();
    let mut rng = Rng::new(seed ^ 0x5EED);
    for i in (1..out.len()).rev() {
        out.swap(i, rng.below(i as u64 + 1) as usize);
    }
    out
}

/// The labelling's tools for one set of rules: the evaluation and the tables.
struct Oracle {
    eval: Evaluator,
    tables: Option<Tables>,
}

/// The seeds of the labels' tables for `rules`: `wanted`, or fewer where they would pass [`TABLE_BUDGET`].
pub fn table_seeds(rules: &Rules, wanted: u32) -> Option<u32> {
    Tables::supported(rules).then(|| wanted.min(Tables::seeds_for_budget(rules, TABLE_BUDGET)))
}

/// Runs `wari suite make`: labels positions and appends them to the file (see the module's notes).
pub fn run(o: &MakeOptions, command: &str) -> Result<(), String> {
    let existing = match std::fs::read_to_string(&o.out) {
        Ok(text) => Suite::parse(&text).map_err(|e| format!("{}: {e}", o.out))?,
        Err(_) => Suite::default(),
    };
    let mut suite = existing.clone();
    if suite.header.is_empty() {
        suite.header = header(command);
    }
    // Written whole once (the header, a line a position), then appended to.
    if suite != existing || existing.text() != std::fs::read_to_string(&o.out).unwrap_or_default() {
        std::fs::write(&o.out, suite.text()).map_err(|e| format!("{}: {e}", o.out))?;
    }
    let done: HashMap<(String, String), Option<u64>> = suite
        .entries
        .iter()
        .map(|e| {
            let nodes = match e.label.as_ref().map(|l| l.source) {
                Some(Source::Search { nodes, .. }) => Some(nodes),
                _ => None,
            };
            (e.key(), nodes)
        })
        .collect();
    let mut labelled = suite.labelled().count();
    eprintln!("{}: {labelled} labelled positions", o.out);
    let mut candidates = Vec::new();
    candidates.extend(game_positions(o.games, o.seed, &mut |g| {
        if g % 50 == 0 {
            eprintln!("games played: {g}");
        }
    }));
    if let Some(book) = &o.book {
        let text = std::fs::read_to_string(book).map_err(|e| format!("{book}: {e}"))?;
        candidates.extend(book_positions(&text));
    }
    candidates.extend(puzzle_positions());
    let candidates = prepare(candidates, o.seed);
    eprintln!("positions to choose from: {}", candidates.len());
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&o.out)
        .map_err(|e| format!("{}: {e}", o.out))?;
    let mut oracles: HashMap<String, Oracle> = HashMap::new();
    let budget = OracleBudget {
        nodes: o.nodes,
        depth: o.depth,
        hard: 3,
    };
    for c in candidates {
        if labelled >= o.count {
            break;
        }
        let key = (c.variant.clone(), c.setup.to_string());
        let again = match done.get(&key) {
            None => false,
            Some(Some(nodes)) if o.deepen && *nodes < o.nodes => true,
            Some(_) => continue,
        };
        let oracle = oracles.entry(c.variant.clone()).or_insert_with(|| Oracle {
            eval: Evaluator::standard(&c.rules),
            tables: table_seeds(&c.rules, o.table_seeds)
                .map(|s| crate::tables::load_or_build(&c.rules, s)),
        });
        let game = Game::from_setup(c.rules, &c.setup).expect("prepared");
        let Some(l) = label(&game, &oracle.eval, oracle.tables.as_ref(), budget) else {
            continue;
        };
        let equal = l.all_equal();
        let entry = Entry {
            variant: c.variant,
            rules: c.rules,
            origin: c.origin,
            setup: c.setup,
            label: (!equal).then_some(l),
        };
        writeln!(file, "{}", entry.line()).map_err(|e| format!("{}: {e}", o.out))?;
        if !equal && !again {
            labelled += 1;
        }
        eprintln!("{labelled}/{}: {}", o.count, entry.line());
    }
    Ok(())
}

/// The header of a new suite file: what it is, how it was made, the command.
fn header(command: &str) -> Vec<String> {
    [
        "# wari oracle suite: positions from real play with every legal move's value (see `wari suite`).",
        "# Made by `wari suite make`: positions from engine games at varied levels from random openings (every",
        "# preset, half abapa), every third line of the opening book and the puzzles; repeats, single moves and those whose",
        "# moves are all worth the same left out. Labels: exact from endgame tables where they reach (tables:SEEDS),",
        "# else a deep search scoring every move with a full window (search:DEPTH:NODES). Grow or deepen it with:",
    ]
    .iter()
    .map(|s| s.to_string())
    .chain([format!("#   nice -n 19 {command}")])
    .collect()
}
