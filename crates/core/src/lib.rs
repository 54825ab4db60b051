//! The rules of Wari / Oware for every variant of the project's sources (RULES.md), and what is built on them
//! without a search engine: pure Rust with no I/O and no web types, tested natively, usable by any program.
//!
//! - [`rules`]: the game itself: rules and presets, positions, moves, notation, the end of the game.
//! - [`geometry`]: where every pit and store of a board is drawn, for any layout (2, 3, 4 rows), medium
//!   (screen, paper), orientation and side.
//! - [`proof`]: exact bounded proofs (every move of both players tried, no evaluation): forced wins, the
//!   winning moves, the best defence.
//! - [`puzzles`]: the puzzle collection, each puzzle's goal and the judge of an attempt.
//! - [`lesson`]: the guided first game: steps checked by the rules chosen.
//! - [`practice`]: counting practice: a guess of where the last seed lands and what it captures, checked.
//! - [`params`]: the URL parameters of the page (variant, moves, position, seats, language, views ...).
//! - [`small_sort`]: a stable insertion sort for short lists, a few bytes of wasm instead of the standard sorts.
//! - [`rng`]: the small reproducible random generator step shared by the engine's levels and the page.
#![deny(missing_docs)]

pub mod geometry;
pub mod lesson;
pub mod params;
pub mod practice;
pub mod proof;
pub mod puzzles;
pub mod rng;
pub mod rules;
pub mod small_sort;

pub use rules::{Game, Player, Position, Preset, Rules};
