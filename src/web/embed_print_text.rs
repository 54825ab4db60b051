//! The words of the embed dialog, the print view and the printed sheets: [`Words`] from the language files
//! (`i18n/*.ftl`, the `print-`, `embed-` and `sheet-` messages), and the name of a store for the printed board.

// Used by the print view (wasm32 only).
#[cfg_attr(not(target_arch = "wasm32"), allow(unused_imports))]
pub use super::i18n::{store_name, words, Words};
