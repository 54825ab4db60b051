//! The computer player's WebAssembly module, `wari-engine` (built by Trunk with the feature `engine` for the Web
//! Worker `www/worker.js`, index.html): the library's engine entry `ai_handle` (`src/web/engine.rs`) and nothing
//! of the page. It exists as a binary only so that its files get a name of their own (`wari-engine.js`,
//! `wari-engine_bg.wasm`) beside the page's `wari.js` and `wari_bg.wasm`.

// The library's `#[wasm_bindgen]` exports are this module's: linking it in is all that is needed.
#[cfg(target_arch = "wasm32")]
use wari as _;

fn main() {}
