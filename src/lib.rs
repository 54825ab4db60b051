//! Wari / Oware: a rules engine for every variant of the project's sources, a computer opponent, and a
//! browser front end that draws a clickable SVG board.
//!
//! - [`rules`]: the game itself (RULES.md), pure Rust with no I/O; natively testable.
//! - [`ai`]: the computer opponent; depends only on [`rules`].
//! - [`lesson`]: the guided first game: steps checked by the engine for the rules chosen.
//! - [`practice`]: counting practice: a guess of where the last seed lands and what it captures, checked against the engine.
//! - [`geometry`]: where every pit and store of a board is drawn, for any layout (2, 3, 4 rows), medium
//!   (screen, paper), orientation and side; pure, used by the screen board, the print view and the embed code.
//! - [`small_sort`]: a stable insertion sort for short lists, a few bytes of wasm instead of the standard sorts.
//! - `web` (wasm32 only): the browser shell through web-sys; every rule decision comes from [`rules`]. Two wasm
//!   modules are built from this crate: the page (no search) and, with the feature `engine`, the computer
//!   player's module for its Web Worker (`src/bin/engine.rs`).
#![deny(missing_docs)]

pub mod ai;
pub mod geometry;
pub mod lesson;
pub mod params;
pub mod practice;
pub mod puzzles;
pub mod rules;
pub mod small_sort;

// The web shell: its pure parts (texts, saved state) also build natively, for their tests.
// In the computer's wasm module (`wasm_engine`) the page is built but not exported: all of it is unused there.
#[cfg_attr(not(wasm_page), allow(dead_code))]
#[cfg_attr(wasm_engine, allow(unused_imports))]
mod web;

pub use rules::{Game, Player, Position, Preset, Rules};
