//! Wari / Oware in the browser: the page's shell through web-sys, on top of the rules of [`wari_core`] and the
//! computer opponent of [`wari_engine`]. Every rule decision comes from the core: this crate draws the answers.
//!
//! The page is rooms and a message loop, in the Elm style (ARCHITECTURE.md tells how a click travels):
//! - `runtime` (wasm32): the page's entry, the message loop and every event closure;
//! - `app`: the rooms together: every control's typed action, the one update of a message, the page's view;
//! - `features`: one folder a room (game, editor, puzzle, lesson, counting practice, computer client, print
//!   client, notices), each with its model and its view;
//! - `view`: the parts the rooms draw with (the board, the panel, markup);
//! - `web`: what the page shares with the computer's and the print view's modules (words, element helpers, the
//!   embed dialog and snippets, the print view, the computer's protocol, the saved forms).
//!
//! Three wasm modules are built from this crate: the page (no search, no print view), with the feature
//! `engine` the computer player's module for its Web Worker (`src/bin/engine.rs`), and with the feature `print`
//! the print view's module, loaded on first use (`src/bin/print.rs`). Its pure parts (texts, saved state, the
//! rooms' models) also build natively, for their tests.
#![deny(missing_docs)]

// In the computer's and the print view's wasm modules (`wasm_engine`, `wasm_print`) the page is built but not
// exported: most of it is unused there.
#[cfg_attr(not(wasm_page), allow(dead_code))]
#[cfg_attr(any(wasm_engine, wasm_print), allow(unused_imports))]
mod app;
#[cfg_attr(not(wasm_page), allow(dead_code))]
#[cfg_attr(any(wasm_engine, wasm_print), allow(unused_imports))]
mod features;
#[cfg(target_arch = "wasm32")]
#[cfg_attr(not(wasm_page), allow(dead_code))]
#[cfg_attr(any(wasm_engine, wasm_print), allow(unused_imports))]
mod runtime;
#[cfg_attr(not(wasm_page), allow(dead_code))]
#[cfg_attr(any(wasm_engine, wasm_print), allow(unused_imports))]
mod view;
#[cfg_attr(not(wasm_page), allow(dead_code))]
#[cfg_attr(any(wasm_engine, wasm_print), allow(unused_imports))]
mod web;

#[cfg(test)]
mod fixtures;
