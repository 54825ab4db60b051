//! Wari / Oware in the browser: the page's shell through web-sys, on top of the rules of [`wari_core`] and the
//! computer opponent of [`wari_engine`]. Every rule decision comes from the core: this crate draws the answers.
//!
//! `web` (wasm32): three wasm modules are built from this crate: the page (no search, no print view), with the
//! feature `engine` the computer player's module for its Web Worker (`src/bin/engine.rs`), and with the feature
//! `print` the print view's module, loaded on first use (`src/bin/print.rs`). Its pure parts (texts, saved
//! state) also build natively, for their tests.
#![deny(missing_docs)]

// In the computer's and the print view's wasm modules (`wasm_engine`, `wasm_print`) the page is built but not
// exported: most of it is unused there.
#[cfg_attr(not(wasm_page), allow(dead_code))]
#[cfg_attr(any(wasm_engine, wasm_print), allow(unused_imports))]
mod web;
