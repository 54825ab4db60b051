//! The analysis of the game reviewed last, kept across a reload under [`REVIEW_KEY`]: a small JSON text with a
//! version ([`SavedReview`]: the game as rules, start position and move texts, and each position analysed as
//! the numbers the worker sends, [`PackedPosition`]). A text is taken back only when it holds for its game:
//! one that is damaged, of another version, or does not fit the game (more positions than it has, a position
//! whose moves are not the legal moves there, values the engine never gives) is refused with a
//! [`RestoreError`], and the review analyses the game again. Pure: tested natively (`saved_tests.rs`).

use super::model::{Analysis, Reviewer};
use crate::features::game::storage::codec;
use crate::features::game::storage::{RestoreError, VERSION};
use serde::{Deserialize, Serialize};
use wari_core::rules::{play_game_string, Game, Player, Rules, Setup};
use wari_engine::analysis::{chart_cap, decisive, PositionReview, Value, REVIEW};
use wari_engine::protocol::PackedPosition;
use wari_engine::search::PROVEN;

/// The `localStorage` key of the analysis of the game reviewed last.
pub const REVIEW_KEY: &str = "wari.review";

/// The analysis of a game, as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedReview {
    /// [`VERSION`].
    pub v: u32,
    /// The rules text of the game.
    pub rules: String,
    /// The start position text.
    pub start: String,
    /// Every move of the game, as letters.
    pub moves: String,
    /// The game was ended by agreement after its last move (E3).
    pub agreed: bool,
    /// The seeds of the endgame tables the analysis used.
    pub tables: Option<u32>,
    /// The positions analysed, in order from the start.
    pub positions: Vec<PackedPosition>,
}

impl Reviewer {
    /// The saved text of the analysis of the game reviewed last; `None` while no position is analysed.
    pub fn to_json(&self) -> Option<String> {
        let a = self.analysis.as_ref().filter(|a| !a.positions.is_empty())?;
        Some(codec::write(&SavedReview {
            v: VERSION,
            rules: a.game.rules().to_string(),
            start: a.game.start_position().to_string(),
            moves: a.game.game_string(),
            agreed: a.agreed,
            tables: a.table_seeds,
            positions: a.positions.iter().map(PackedPosition::pack).collect(),
        }))
    }

    /// Takes back a saved analysis (the review stays closed; opening the review of its game asks nothing
    /// that is known); a text refused leaves the review as it was.
    pub fn restore(&mut self, json: &str) -> Result<(), RestoreError> {
        let saved: SavedReview = codec::read(json)?;
        let rules: Rules = saved.rules.parse().map_err(RestoreError::GameRules)?;
        let start: Setup = saved.start.parse().map_err(RestoreError::Start)?;
        let mut game = Game::from_setup(rules, &start).map_err(RestoreError::Setup)?;
        play_game_string(&mut game, &saved.moves).map_err(RestoreError::Moves)?;
        if saved.agreed && !game.end_by_agreement() {
            return Err(RestoreError::Agreement);
        }
        let mut a = Analysis::of(&game);
        let field = |field, value: String| RestoreError::Field { field, value };
        if saved.tables.is_some_and(|t| t > REVIEW.table_seeds) {
            return Err(field("tables", format!("{:?}", saved.tables)));
        }
        if saved.positions.len() > a.len() {
            return Err(field("positions", saved.positions.len().to_string()));
        }
        for (k, packed) in saved.positions.iter().enumerate() {
            let p = packed
                .unpack()
                .filter(|p| fits(&a.game, k, p))
                .ok_or_else(|| field("positions", k.to_string()))?;
            a.positions.push(p);
        }
        a.table_seeds = saved.tables;
        a.assemble();
        self.analysis = Some(a);
        Ok(())
    }
}

/// Whether `p` can be the engine's analysis of position `k` of `whole` (the whole game, at its last move):
/// its ply and player to move, the legal moves there, the result of a game over, values within the search's
/// range, the chart's point and the decisive lead as the engine computes them.
fn fits(whole: &Game, k: usize, p: &PositionReview) -> bool {
    let mut at = whole.clone();
    if k < whole.ply() {
        at.goto(k);
    }
    let rules = whole.rules();
    let me = at.position().to_move();
    let south = |cs: i32| if me == Player::South { cs } else { -cs };
    let legal: Vec<u8> = at.legal_moves().iter().map(|&m| m as u8).collect();
    let pits: Vec<u8> = p.moves.iter().map(|m| m.pit).collect();
    let searched = |v: Value| match v {
        Value::Estimate { centiseeds } => centiseeds.abs() <= PROVEN,
        Value::Win { plies } | Value::Loss { plies } => plies < 1000,
        Value::Over { .. } => false,
    };
    let value = match at.outcome() {
        Some(o) => {
            let margin = o.score[me.index()] as i32 - o.score[me.opponent().index()] as i32;
            p.value == Value::Over { margin } && p.best.is_none() && p.depth == 0 && p.nodes == 0
        }
        None => {
            p.best.and_then(|b| p.value_of(b)) == Some(p.value)
                && (1..=REVIEW.depth).contains(&p.depth)
                && p.moves.iter().all(|m| searched(m.value))
        }
    };
    value
        && p.ply == k
        && p.to_move == me
        && pits == legal
        && p.decisive == decisive(rules)
        && p.chart == south(p.value.chart(chart_cap(rules)))
}

#[cfg(test)]
#[path = "saved_tests.rs"]
mod tests;
