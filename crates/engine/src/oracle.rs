//! The oracle of the test suite (`wari suite`): every legal move of a position valued far better than a quick
//! search values it, so that a search at a small budget can be judged by the move it chooses.
//!
//! # Two sources
//! - [`exact`]: the endgame tables, where they cover the position and every move's value is exact: the final
//!   margin in seeds with best play by both ([`Worth::Exact`]) while no store can reach the target (E2), else
//!   the result alone (the tables play on past the target: only the winner is exact, when the target is more
//!   than half the seeds; a draw is a margin of 0). The position must start a layer (no earlier
//!   position of the game has its stores: true of a game started from a position text) and so must be read
//!   exactly by [`Tables::probe_exact`]. A move that ends the game has its real margin; a capture leads to a
//!   position that starts a layer of its own, read from the tables; a quiet move leads to a position of the
//!   same layer, whose table value ignores the game's past, so it is taken only when the position itself
//!   cannot come back from there (a search of the layer's quiet moves, at most [`REACH_LIMIT`] positions,
//!   says so). Anything else (a side-owner cycle whose bounds differ in what matters, a return possible, a
//!   target of at most half the seeds within reach) leaves the position to the search.
//! - [`deep`]: a deep search, as the game review searches ([`crate::analysis`]): every legal move scored
//!   with a full window at each depth of an iterative deepening ([`Searcher::score_moves`]), endgame tables
//!   at the leaves, until [`OracleBudget::nodes`] positions have been searched (an iteration still running at
//!   [`OracleBudget::hard`] times that is dropped). Values are estimates in hundredths of a seed or results the
//!   search proved ([`Worth::Estimate`], [`Worth::Win`], [`Worth::Loss`]); they share the evaluation's blind
//!   spots, less so the deeper the search.
//!
//! [`label`] tries the tables first. What a move costs against the best is [`Label::cost_of`]: seeds for an
//! exact label; for a search label the review's cost ([`Value::cost_of`], a proven win counting as a
//! [`decisive`] lead against an estimate).

use crate::analysis::{decisive, Value};
use crate::endgame::Tables;
use crate::eval::Evaluator;
use crate::search::{Searcher, PROVEN};
use crate::tt::{repetition_key, Tt};
use crate::{layer_history, WIN};
use std::collections::HashSet;
use wari_core::rules::{Game, Player, Position, Rules};

/// The most positions the search for a return to the root (a quiet move's exact value) visits.
pub const REACH_LIMIT: usize = 200_000;

/// The transposition table of a deep search: 2^22 entries of 16 bytes (64 MiB).
const TT_BITS: u32 = 22;

/// What a move is worth to the player who makes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Worth {
    /// The final margin with best play by both, in seeds (the endgame tables).
    Exact(i32),
    /// A search's estimate, hundredths of a seed ahead (the stores included).
    Estimate(i32),
    /// A win the search proved within this many plies.
    Win(u32),
    /// A loss the search proved within this many plies.
    Loss(u32),
}

impl Worth {
    /// The worth of a search score (for the player who moved).
    pub fn of_score(score: i32) -> Worth {
        if score > PROVEN {
            Worth::Win((WIN - score) as u32)
        } else if score < -PROVEN {
            Worth::Loss((WIN + score) as u32)
        } else {
            Worth::Estimate(score)
        }
    }

    /// The same worth as a review's [`Value`] (an exact margin as the margin of a finished game).
    pub fn value(self) -> Value {
        match self {
            Worth::Exact(margin) => Value::Over { margin },
            Worth::Estimate(centiseeds) => Value::Estimate { centiseeds },
            Worth::Win(plies) => Value::Win { plies },
            Worth::Loss(plies) => Value::Loss { plies },
        }
    }
}

/// Where a label comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The endgame tables, exact ([`exact`]), with the seeds they cover.
    Tables(u32),
    /// A deep search ([`deep`]): the depth it completed and the positions it searched.
    Search {
        /// Plies of the last complete iteration.
        depth: u32,
        /// Positions searched.
        nodes: u64,
    },
}

/// Every legal move of a position with its worth, and how that was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// How the values were found.
    pub source: Source,
    /// Every legal move (pit index) with its worth for the player to move, in pit order.
    pub moves: Vec<(u8, Worth)>,
}

impl Label {
    /// The best worth of all moves (the first in pit order among equals), `None` for no move.
    pub fn best(&self) -> Option<(u8, Worth)> {
        let mut best: Option<(u8, Worth)> = None;
        for &(m, w) in &self.moves {
            if best.is_none_or(|(_, b)| key(w) > key(b)) {
                best = Some((m, w));
            }
        }
        best
    }

    /// What playing the move from `pit` costs against the best move, in hundredths of a seed (0 or more),
    /// under `rules` (for the lead a proven win counts as); `None` when it is no move here.
    pub fn cost_of(&self, pit: u8, rules: &Rules) -> Option<i32> {
        let (_, played) = self.moves.iter().find(|&&(m, _)| m == pit)?;
        let (_, best) = self.best()?;
        Some(best.value().cost_of(played.value(), decisive(rules)))
    }

    /// Whether every move is worth the same (nothing to choose: a position the suite leaves out).
    pub fn all_equal(&self) -> bool {
        self.moves.windows(2).all(|w| key(w[0].1) == key(w[1].1))
    }
}

/// A worth as one number to order by: results first (a sooner win, a later loss), then seeds.
fn key(w: Worth) -> i64 {
    match w {
        Worth::Exact(m) => 100 * m as i64,
        Worth::Estimate(c) => c as i64,
        Worth::Win(p) => (WIN as i64) - p as i64,
        Worth::Loss(p) => -(WIN as i64) + p as i64,
    }
}

/// The budget of a deep search ([`deep`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OracleBudget {
    /// No deeper iteration is started once this many positions have been searched.
    pub nodes: u64,
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// An iteration still running after `hard * nodes` positions is dropped.
    pub hard: u64,
}

/// The label of the position `game` is at: exact from `tables` where they answer ([`exact`]), else a deep
/// search with `eval` and the tables at the leaves ([`deep`]). `None` when the game is over.
pub fn label(
    game: &Game,
    eval: &Evaluator,
    tables: Option<&Tables>,
    budget: OracleBudget,
) -> Option<Label> {
    if game.outcome().is_some() {
        return None;
    }
    if let Some(t) = tables {
        if let Some(moves) = exact(game, t) {
            return Some(Label {
                source: Source::Tables(t.seeds().unwrap_or(0)),
                moves,
            });
        }
    }
    Some(deep(game, eval, tables, budget))
}

/// Every legal move's exact worth for the player to move from the tables, when they know every one exactly
/// (see the module's notes); `None` otherwise. The final margin ([`Worth::Exact`]) while no store can reach
/// the target (E2); else, when the target is more than half the seeds, only the result: a win or a loss as
/// [`Worth::Win`] or [`Worth::Loss`] of 0 plies (the plies are not known), a draw as a margin of 0.
pub fn exact(game: &Game, tables: &Tables) -> Option<Vec<(u8, Worth)>> {
    let rules = game.rules();
    let root = *game.position();
    // The root must start a layer, as the tables read it.
    if game.outcome().is_some() || layer_history(game).len() != 1 {
        return None;
    }
    tables.probe_exact(&root, game.last_capturer())?;
    let board = root.board_seeds();
    let target = rules.target();
    let margins = root.stores().iter().all(|&s| s as u16 + board < target);
    if !margins && 2 * target <= rules.total_seeds() {
        return None;
    }
    let me = root.to_move();
    let mut out = Vec::new();
    for m in game.legal_moves() {
        let mut after = game.clone();
        let report = after.play(m).ok()?;
        // Bounds on the final margin for the player to move.
        let (lo, hi) = match after.outcome() {
            Some(o) => {
                let m = o.score[me.index()] as i32 - o.score[me.opponent().index()] as i32;
                (m, m)
            }
            None => {
                let child = *after.position();
                if report.captured() == 0 && comes_back(rules, &child, &root)? {
                    return None;
                }
                let (lo, hi) = tables.probe_exact(&child, after.last_capturer())?;
                let them = child.to_move();
                let lead = stores_lead(&child, them);
                if them == me {
                    (lead + lo, lead + hi)
                } else {
                    (-lead - hi, -lead - lo)
                }
            }
        };
        let worth = match (lo.signum(), hi.signum()) {
            _ if margins => (lo == hi).then_some(Worth::Exact(lo))?,
            (1, 1) => Worth::Win(0),
            (-1, -1) => Worth::Loss(0),
            (0, 0) => Worth::Exact(0),
            _ => return None,
        };
        out.push((m as u8, worth));
    }
    Some(out)
}

/// `who`'s store less the other's at `pos`.
fn stores_lead(pos: &Position, who: Player) -> i32 {
    pos.store(who) as i32 - pos.store(who.opponent()) as i32
}

/// Whether `root` can come back from `from` by moves that capture nothing (an over-estimate: the end of the
/// game on the way is ignored); `None` when the search of the layer would pass [`REACH_LIMIT`] positions.
fn comes_back(rules: &Rules, from: &Position, root: &Position) -> Option<bool> {
    let target = repetition_key(root);
    let mut seen = HashSet::from([repetition_key(from)]);
    let mut todo = vec![*from];
    while let Some(pos) = todo.pop() {
        for m in pos.legal_moves(rules) {
            let mut next = pos;
            if next.play_unchecked(rules, m).captured > 0 {
                continue;
            }
            let k = repetition_key(&next);
            if k == target && next.repeats(root) {
                return Some(true);
            }
            if seen.insert(k) {
                if seen.len() > REACH_LIMIT {
                    return None;
                }
                todo.push(next);
            }
        }
    }
    Some(false)
}

/// Every legal move's worth by a deep search (see the module's notes). The game must not be over.
pub fn deep(game: &Game, eval: &Evaluator, tables: Option<&Tables>, budget: OracleBudget) -> Label {
    let pos = *game.position();
    let mut tt = Tt::new(TT_BITS);
    let mut s = Searcher::new(*game.rules(), eval, &mut tt, tables, layer_history(game));
    let last_capturer = game.last_capturer();
    let mut scored = Vec::new();
    let mut depth = 0;
    for d in 1..=budget.depth.max(1) {
        let now = s.score_moves(&pos, d as i32, last_capturer);
        if s.stopped {
            break;
        }
        scored = now;
        depth = d;
        if s.nodes >= budget.nodes || scored.iter().all(|&(_, v)| v.abs() > PROVEN) {
            break;
        }
        s.set_node_limit(budget.nodes.saturating_mul(budget.hard.max(1)));
    }
    scored.sort_by_key(|&(m, _)| m);
    Label {
        source: Source::Search {
            depth,
            nodes: s.nodes,
        },
        moves: scored
            .into_iter()
            .map(|(m, v)| (m as u8, Worth::of_score(v)))
            .collect(),
    }
}
