//! A self-test of the error box (wasm32 only). The box itself is shown by the panic hook in `web/mod.rs` or,
//! in a build that stops at once on a panic (panic = "immediate-abort", `scripts/trunk.sh`), by `www/boot.js`
//! for the trap; this export lets the browser tests (`e2e/hostile.spec.ts`) raise a real Rust panic in the page
//! and check that the box appears in the page's language with the message set as text, that the console still
//! gets the panic (or the trap), and that its "New game" link starts afresh.

use wasm_bindgen::prelude::*;

/// Panics with `message`, on purpose: the page then shows its error box, exactly as for an unexpected panic.
/// Nothing in the page calls it.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = wariSelfTestPanic))]
pub fn self_test_panic(message: &str) {
    panic!("self-test: {message}");
}
