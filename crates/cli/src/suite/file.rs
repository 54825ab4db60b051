//! The suite file: a text file of labelled positions, one a line, after a header of `#` lines.
//!
//! ```text
//! abapa game 0-5-1-7-0-3-2-0-4-1-6-0-10-9-S search:16:2004312 A:-120 B:35 D:w21 F:l30
//! abapa puzzle 0-0-0-0-2-1-1-0-0-0-0-1-21-22-S tables:14 E=2 F=-1
//! ~ hu-wari game 4-4-4-0-5-5-5-5-1-5-4-0-2-0-N
//! ```
//! A line: the variant (a preset id, or a rules text with `;` between its settings), where the position comes
//! from (`game`, `book`, `puzzle`), the position text (played as a game started there: nothing earlier repeats,
//! nobody captured last), how it was labelled (`tables:SEEDS`: exact from endgame tables of that many seeds;
//! `search:DEPTH:NODES`: a deep search), then every legal move, its letter (B4) and its worth for the player to
//! move: `=M` the exact final margin in seeds, `:C` an estimate in hundredths of a seed, `:wN` won within `N`
//! plies, `:lN` lost within `N` plies. A line starting with `~` is a position left out (every move worth the
//! same when it was labelled), kept so that it is not labelled again. A later line for the same variant and
//! position replaces an earlier one (a deeper label).

use std::collections::HashMap;
use std::fmt::Write as _;
use wari_core::rules::{move_letter, parse_move_letter, Game, Rules, Setup};
use wari_engine::oracle::{Label, Source, Worth};

/// Where a position of the suite comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Origin {
    /// A game played by the engine at varied levels from a random opening.
    Game,
    /// A line of the opening book.
    Book,
    /// A puzzle of the collection.
    Puzzle,
}

impl Origin {
    /// The word of the file.
    pub fn id(self) -> &'static str {
        match self {
            Origin::Game => "game",
            Origin::Book => "book",
            Origin::Puzzle => "puzzle",
        }
    }

    fn parse(s: &str) -> Option<Origin> {
        [Origin::Game, Origin::Book, Origin::Puzzle]
            .into_iter()
            .find(|o| o.id() == s)
    }
}

/// A position of the suite, labelled or left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The variant as written in the file.
    pub variant: String,
    /// Its rules.
    pub rules: Rules,
    /// Where the position comes from.
    pub origin: Origin,
    /// The position.
    pub setup: Setup,
    /// The oracle's values; `None` for a position left out.
    pub label: Option<Label>,
}

impl Entry {
    /// The game started at the position.
    pub fn game(&self) -> Game {
        Game::from_setup(self.rules, &self.setup).expect("checked when read or made")
    }

    /// What identifies the position in the file: the variant and the position text.
    pub fn key(&self) -> (String, String) {
        (self.variant.clone(), self.setup.to_string())
    }

    /// The line of the file.
    pub fn line(&self) -> String {
        let head = format!("{} {} {}", self.variant, self.origin.id(), self.setup);
        let Some(label) = &self.label else {
            return format!("~ {head}");
        };
        let mut s = head;
        match label.source {
            Source::Tables(seeds) => write!(s, " tables:{seeds}"),
            Source::Search { depth, nodes } => write!(s, " search:{depth}:{nodes}"),
        }
        .expect("a String takes any text");
        let n = self.rules.pits_a_side() as usize;
        for &(m, w) in &label.moves {
            let letter = move_letter(n, m as usize);
            match w {
                Worth::Exact(margin) => write!(s, " {letter}={margin}"),
                Worth::Estimate(c) => write!(s, " {letter}:{c}"),
                Worth::Win(p) => write!(s, " {letter}:w{p}"),
                Worth::Loss(p) => write!(s, " {letter}:l{p}"),
            }
            .expect("a String takes any text");
        }
        s
    }

    /// Reads a line of the file (not a header line).
    pub fn parse(line: &str) -> Result<Entry, String> {
        let (left_out, rest) = match line.strip_prefix("~ ") {
            Some(r) => (true, r),
            None => (false, line),
        };
        let mut parts = rest.split_whitespace();
        let mut next = |what: &str| parts.next().ok_or_else(|| format!("no {what}"));
        let variant = next("variant")?.to_string();
        let rules: Rules = variant
            .replace(';', " ")
            .parse()
            .map_err(|e| format!("variant '{variant}': {e}"))?;
        let origin = next("origin")?;
        let origin = Origin::parse(origin).ok_or_else(|| format!("origin '{origin}'"))?;
        let text = next("position")?;
        let setup: Setup = text
            .parse()
            .map_err(|e| format!("position '{text}': {e}"))?;
        let game =
            Game::from_setup(rules, &setup).map_err(|e| format!("position '{text}': {e}"))?;
        let mut entry = Entry {
            variant,
            rules,
            origin,
            setup,
            label: None,
        };
        if left_out {
            return Ok(entry);
        }
        let how = next("label")?;
        let source = match how.split(':').collect::<Vec<_>>()[..] {
            ["tables", s] => s.parse().ok().map(Source::Tables),
            ["search", d, n] => match (d.parse(), n.parse()) {
                (Ok(depth), Ok(nodes)) => Some(Source::Search { depth, nodes }),
                _ => None,
            },
            _ => None,
        }
        .ok_or_else(|| format!("label '{how}'"))?;
        let n = rules.pits_a_side() as usize;
        let mut moves = Vec::new();
        for token in parts {
            moves.push(read_move(token, n).ok_or_else(|| format!("move '{token}'"))?);
        }
        let mut legal: Vec<u8> = game.legal_moves().iter().map(|&m| m as u8).collect();
        let mut given: Vec<u8> = moves.iter().map(|&(m, _)| m).collect();
        legal.sort_unstable();
        given.sort_unstable();
        if legal != given {
            return Err(format!("the moves of '{text}' are not its legal moves"));
        }
        entry.label = Some(Label { source, moves });
        Ok(entry)
    }
}

/// One move's token: its letter, then `=M`, `:C`, `:wN` or `:lN`.
fn read_move(token: &str, n: usize) -> Option<(u8, Worth)> {
    let mut chars = token.chars();
    let m = parse_move_letter(chars.next()?, n)? as u8;
    let rest = chars.as_str();
    let worth = if let Some(v) = rest.strip_prefix('=') {
        Worth::Exact(v.parse().ok()?)
    } else {
        let v = rest.strip_prefix(':')?;
        if let Some(p) = v.strip_prefix('w') {
            Worth::Win(p.parse().ok()?)
        } else if let Some(p) = v.strip_prefix('l') {
            Worth::Loss(p.parse().ok()?)
        } else {
            Worth::Estimate(v.parse().ok()?)
        }
    };
    Some((m, worth))
}

/// A suite: its header and its positions, the last line of each position kept, in the order first seen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Suite {
    /// The header lines (with their `#`).
    pub header: Vec<String>,
    /// The positions, labelled or left out.
    pub entries: Vec<Entry>,
}

impl Suite {
    /// Reads a suite; an error names the line.
    pub fn parse(text: &str) -> Result<Suite, String> {
        let mut suite = Suite::default();
        let mut at: HashMap<(String, String), usize> = HashMap::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim_end();
            if line.starts_with('#') {
                suite.header.push(line.to_string());
                continue;
            }
            if line.is_empty() {
                continue;
            }
            let e = Entry::parse(line).map_err(|why| format!("line {}: {why}", i + 1))?;
            match at.get(&e.key()) {
                Some(&k) => suite.entries[k] = e,
                None => {
                    at.insert(e.key(), suite.entries.len());
                    suite.entries.push(e);
                }
            }
        }
        Ok(suite)
    }

    /// The whole file.
    pub fn text(&self) -> String {
        let mut s = String::new();
        for h in &self.header {
            s += h;
            s.push('\n');
        }
        for e in &self.entries {
            s += &e.line();
            s.push('\n');
        }
        s
    }

    /// The labelled positions.
    pub fn labelled(&self) -> impl Iterator<Item = (&Entry, &Label)> {
        self.entries
            .iter()
            .filter_map(|e| e.label.as_ref().map(|l| (e, l)))
    }
}
