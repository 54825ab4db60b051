//! A self-test of the error box (wasm32 only). The box itself is shown by the panic hook in `runtime/entry.rs`
//! (`www/boot.js` shows it for a WebAssembly trap that no hook saw); this export lets the browser tests
//! (`e2e/hostile.spec.ts`) raise a real Rust panic in the page and check that the box appears in the page's
//! language with the panic's message set as text, that the console gets the panic, and that its "New game" link
//! starts afresh.

use wasm_bindgen::prelude::*;

/// Panics with `message`, on purpose: the page then shows its error box, exactly as for an unexpected panic.
/// Nothing in the page calls it.
#[wasm_bindgen(js_name = wariSelfTestPanic)]
pub fn self_test_panic(message: &str) {
    panic!("self-test: {message}");
}
