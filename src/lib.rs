//! Wari / Oware in the browser: the page's shell through web-sys, on top of the rules of [`wari_core`] and the
//! computer opponent of [`wari_engine`]. Every rule decision comes from the core: this crate draws the answers.
//!
//! `web` (wasm32): two wasm modules are built from this crate: the page (no search, no print view) and, with the
//! feature `print`, the print view's module, loaded on first use (`src/bin/print.rs`). The computer's module is
//! the crate `wari-worker` (`crates/worker`). Its pure parts (texts, saved
//! state) also build natively, for their tests.
#![deny(missing_docs)]

// In the print view's wasm module (`wasm_print`) the page is built but not exported: most of it is unused there.
#[cfg_attr(not(wasm_page), allow(dead_code))]
#[cfg_attr(wasm_print, allow(unused_imports))]
mod web;
