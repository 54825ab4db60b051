//! The print view's WebAssembly module, `wari-print` (built by Trunk with the feature `print`, index.html): the
//! library's print entry `print_view` (`src/web/print/entry.rs`) and nothing else of the page. The page loads it
//! when it first prints, or when the browser is idle after the start (`www/boot.js`). It exists as a binary only
//! so that its files get a name of their own (`wari-print.js`, `wari-print_bg.wasm`).

// The library's `#[wasm_bindgen]` exports are this module's: linking it in is all that is needed.
#[cfg(target_arch = "wasm32")]
use wari as _;

fn main() {}
