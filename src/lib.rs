//! Wari / Oware in the browser: the page's shell through web-sys, on top of the rules of [`wari_core`] and the
//! computer opponent of [`wari_engine`]. Every rule decision comes from the core: this crate draws the answers.
//!
//! `web` (wasm32) is the page's wasm module: no search (the computer's module is `crates/worker`) and no print view
//! (the print module is `crates/print`). Its pure parts (saved state, the rooms' models) also build natively, for
//! their tests.
#![deny(missing_docs)]

// Natively only the page's pure parts are tested; the code that uses them is wasm32's.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod web;
