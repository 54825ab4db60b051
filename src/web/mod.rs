//! What the page keeps beside its rooms, on its way into `wari-ui` or the rooms: the engine's errors and the
//! notices put into words (`error_text`), the puzzles' words (`puzzle_text`), the element helpers (`dom`,
//! wasm32), the embed dialog and the embedded mode (`embed`) and the saved game (`storage`). The page itself
//! is `crate::runtime`, `crate::app`, `crate::features` and `crate::view` (ARCHITECTURE.md).
//!
//! This crate is the page's wasm module; the computer's (`crates/worker`) and the print module (`crates/print`,
//! loaded on first use; the page asks it with `wari_ui::print_job`, through `crate::features::print`) are
//! crates of their own, so the page's module holds no search, endgame tables, opening book or print view. The
//! words (`wari_ui::i18n`), the element helpers, the snapshot of a game and the print request are `wari-ui`'s,
//! shared with the print module.

pub(crate) mod embed;
pub(crate) mod error_text;
pub(crate) mod puzzle_text;
pub(crate) mod storage;

#[cfg(target_arch = "wasm32")]
pub(crate) mod dom;
