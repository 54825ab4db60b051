//! The suite's score: how often a search finds a best move (a move whose oracle value is within the tolerance
//! of the best move's) and the seeds it gives away against the oracle on average, overall, per variant, per
//! origin and per source of the labels.

use super::file::{Entry, Suite};
use serde::Serialize;
use wari_core::rules::{move_letter, Preset};
use wari_engine::oracle::{Label, Source};

/// The figures of one group of positions.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Group {
    /// `all`, a variant, `from-game`/`from-book`/`from-puzzle` (the origin) or `by-tables`/`by-search` (the label).
    pub name: String,
    /// Positions scored.
    pub positions: u32,
    /// Positions where the search chose a best move.
    pub best: u32,
    /// The seeds given away against the oracle's best move, in hundredths of a seed, summed.
    pub lost_centiseeds: i64,
}

impl Group {
    fn add(&mut self, cost: i32, tolerance: i32) {
        self.positions += 1;
        self.best += u32::from(cost <= tolerance);
        self.lost_centiseeds += cost as i64;
    }

    /// The share of positions with a best move found, in percent.
    pub fn best_percent(&self) -> f64 {
        100.0 * self.best as f64 / self.positions.max(1) as f64
    }

    /// The seeds given away a position, on average.
    pub fn average_lost(&self) -> f64 {
        self.lost_centiseeds as f64 / 100.0 / self.positions.max(1) as f64
    }
}

/// A position where the search chose no best move.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Miss {
    /// The variant as the suite writes it.
    pub variant: String,
    /// Where the position comes from.
    pub origin: &'static str,
    /// The position text.
    pub position: String,
    /// The move chosen (its letter).
    pub chosen: char,
    /// The oracle's best move (its letter).
    pub best: char,
    /// What the move chosen gave away, hundredths of a seed.
    pub cost: i32,
}

/// The score of a search on a suite.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Report {
    /// What searched (the budget, the tables), in words.
    pub search: String,
    /// A best move is a move whose value is within this many hundredths of a seed of the best.
    pub tolerance_centiseeds: i32,
    /// All positions first, then one group per variant, per origin, per source of the labels.
    pub groups: Vec<Group>,
    /// The positions where no best move was chosen, in the suite's order.
    pub misses: Vec<Miss>,
}

/// Scores `choose` (the move chosen at an entry's position, a pit index) on every labelled position of
/// `suite`, a move counting as best within `tolerance` hundredths of a seed. `search` names the search.
pub fn score(
    suite: &Suite,
    search: &str,
    tolerance: i32,
    choose: &mut dyn FnMut(&Entry, &Label) -> Option<u8>,
) -> Report {
    let mut all = Group {
        name: "all".into(),
        ..Group::default()
    };
    let mut variants: Vec<Group> = Vec::new();
    let mut origins: Vec<Group> = Vec::new();
    let mut sources: Vec<Group> = Vec::new();
    let mut misses = Vec::new();
    let find = |groups: &mut Vec<Group>, name: &str| -> usize {
        match groups.iter().position(|g| g.name == name) {
            Some(i) => i,
            None => {
                groups.push(Group {
                    name: name.to_string(),
                    ..Group::default()
                });
                groups.len() - 1
            }
        }
    };
    for (e, label) in suite.labelled() {
        let best = label.best().map(|(m, _)| m);
        let chosen = choose(e, label).or(best).unwrap_or_default();
        // A move that is not legal (never chosen by a sound search) costs as much as the worst move.
        let cost = label.cost_of(chosen, &e.rules).unwrap_or_else(|| {
            label
                .moves
                .iter()
                .filter_map(|&(m, _)| label.cost_of(m, &e.rules))
                .max()
                .unwrap_or(0)
        });
        all.add(cost, tolerance);
        if cost > tolerance {
            let n = e.rules.pits_a_side() as usize;
            misses.push(Miss {
                variant: e.variant.clone(),
                origin: e.origin.id(),
                position: e.setup.to_string(),
                chosen: move_letter(n, chosen as usize),
                best: move_letter(n, best.unwrap_or_default() as usize),
                cost,
            });
        }
        let v = find(&mut variants, &e.variant);
        variants[v].add(cost, tolerance);
        let o = find(&mut origins, &format!("from-{}", e.origin.id()));
        origins[o].add(cost, tolerance);
        let source = match label.source {
            Source::Tables(_) => "by-tables",
            Source::Search { .. } => "by-search",
        };
        let s = find(&mut sources, source);
        sources[s].add(cost, tolerance);
    }
    // Variants in the order of the presets (custom rules last, by their text); origins and sources by name.
    let rank = |name: &str| {
        Preset::ALL
            .iter()
            .position(|p| p.id() == name)
            .unwrap_or(Preset::ALL.len())
    };
    variants.sort_by(|a, b| (rank(&a.name), &a.name).cmp(&(rank(&b.name), &b.name)));
    origins.sort_by(|a, b| a.name.cmp(&b.name));
    sources.sort_by(|a, b| b.name.cmp(&a.name));
    let mut groups = vec![all];
    groups.extend(variants);
    groups.extend(origins);
    groups.extend(sources);
    Report {
        search: search.to_string(),
        tolerance_centiseeds: tolerance,
        groups,
        misses,
    }
}

impl Report {
    /// The report as text: what searched, the rule of a best move, one line a group.
    pub fn text(&self) -> String {
        let mut s = format!("Search:    {}\n", self.search);
        s += &format!(
            "Best move: a move worth within {:.2} seeds of the oracle's best\n\n",
            self.tolerance_centiseeds as f64 / 100.0
        );
        s += "group         positions  best found          avg seeds lost\n";
        for g in &self.groups {
            s += &format!(
                "{:<12}  {:>9}  {:>6} ({:>5.1} %)  {:>14.2}\n",
                g.name,
                g.positions,
                g.best,
                g.best_percent(),
                g.average_lost()
            );
        }
        s
    }

    /// The positions missed as text, a line each: variant, origin, position, the move chosen, the best move,
    /// the seeds given away.
    pub fn misses_text(&self) -> String {
        let mut s = String::from("\nmissed: variant origin position chosen best seeds-lost\n");
        for m in &self.misses {
            s += &format!(
                "{} {} {} {} {} {:.2}\n",
                m.variant,
                m.origin,
                m.position,
                m.chosen,
                m.best,
                m.cost as f64 / 100.0
            );
        }
        s
    }
}
