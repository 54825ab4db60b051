//! What the page shares with the computer's and the print view's modules, on its way into crates of its own:
//! the words (`i18n`, read from the language files `i18n/<code>.ftl`; `error_text`, the engine's errors and the
//! notices put into them; `puzzle_text`), the element helpers (`dom`, wasm32), the embed snippets and the embed
//! dialog (`embed`), the print view (`print`, its page splitting pure) and the print request (`print_job`), the
//! computer's protocol (`worker_api`) and its side (`engine`: answers a request with [`wari_engine`]; only in the
//! computer's own wasm module and natively), the saved game (`storage`) and `json`.
//! The page itself is `crate::runtime`, `crate::app`, `crate::features` and `crate::view` (ARCHITECTURE.md).
//!
//! Three wasm modules are built from this crate (index.html): the page's (no cargo feature), the computer's
//! for its Web Worker (feature `engine`, binary `wari-engine`) and the print module (feature `print`, binary
//! `wari-print`: `print`, loaded on first use; the page asks it with `print_job`, through `printing`). build.rs
//! tells the code which one it is: the page's exports (`start` and the others below) are exported only in
//! `cfg(wasm_page)`, `engine`'s (`ai_handle`) only in `cfg(wasm_engine)`, `print_view` only in `cfg(wasm_print)`;
//! the linker keeps what the exports reach, so the page's module holds no search, endgame tables, opening book
//! or print view, and the other two none of the page.

pub(crate) mod embed;
pub(crate) mod error_text;
pub(crate) mod i18n;
pub(crate) mod json;
// The print view and the puzzle worksheet: the print module's (`wari-print`), never in the page's module, which
// asks for them with a `print_job::PrintRequest` (`crate::features::print`).
#[cfg(not(wasm_page))]
pub(crate) mod print;
pub(crate) mod print_job;
pub(crate) mod puzzle_text;
pub(crate) mod storage;
pub(crate) mod worker_api;

#[cfg(not(any(wasm_page, wasm_print)))]
pub(crate) mod engine;

#[cfg(target_arch = "wasm32")]
pub(crate) mod dom;
