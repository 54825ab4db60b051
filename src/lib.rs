//! Wari / Oware in the browser: the page's shell through web-sys, on top of the rules of [`wari_core`] and the
//! computer opponent of [`wari_engine`]. Every rule decision comes from the core: this crate draws the answers.
//!
//! The page is rooms and a message loop, in the Elm style (ARCHITECTURE.md tells how a click travels):
//! - `runtime`: the page's entry, the message loop, every listener and closure, the effects performed;
//! - `app`: the rooms together: the model with the mode the board shows, the one update of a message and the
//!   effects it returns, the page's view;
//! - `features`: one folder a room (game, editor, puzzle, lesson, counting practice, embed, computer client,
//!   print client, notices), each with its model and its view;
//! - `view`: the parts the rooms draw with (every control's typed action, the board, the panel, markup, the
//!   element helpers, the errors' words).
//!
//! This crate is the page's wasm module: no search (the computer's module is `crates/worker`) and no print view
//! (the print module is `crates/print`). Natively it compiles whole (web-sys and wasm-bindgen build on any
//! target), so its lints see all of it; the tests run its pure parts (saved state, the rooms' models, words).
#![deny(missing_docs)]

mod app;
mod features;
mod runtime;
mod view;

#[cfg(test)]
mod fixtures;
