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
//! - `web` (wasm32 only): the browser shell through web-sys; every rule decision comes from [`rules`]. Three wasm
//!   modules are built from this crate: the page (no search, no print view), with the feature `engine` the
//!   computer player's module for its Web Worker (`src/bin/engine.rs`), and with the feature `print` the print
//!   view's module, loaded on first use (`src/bin/print.rs`).
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
// In the computer's and the print view's wasm modules (`wasm_engine`, `wasm_print`) the page is built but not
// exported: most of it is unused there.
#[cfg_attr(not(wasm_page), allow(dead_code))]
#[cfg_attr(any(wasm_engine, wasm_print), allow(unused_imports))]
mod web;

pub use rules::{Game, Player, Position, Preset, Rules};
