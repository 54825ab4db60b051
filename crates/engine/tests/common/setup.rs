//! What the engine's search tests start from: a game at a position, a search to a fixed depth.

use wari_core::rules::{Game, Rules, Setup};
use wari_engine::Limits;

/// The game of `rules` at the position written `text`.
pub fn game_at(rules: Rules, text: &str) -> Game {
    let setup: Setup = text.parse().expect("a valid position");
    Game::from_setup(rules, &setup).expect("the position suits the rules")
}

/// A search to depth `d`, with no time limit.
pub fn depth(d: u32) -> Limits {
    Limits {
        depth: Some(d),
        time_ms: None,
    }
}
