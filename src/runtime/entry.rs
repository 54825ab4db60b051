//! The page's entry: its start, the error box, the words of the offline banner, and its allocator.

/// The page's allocator: Talc instead of the standard dlmalloc, 2.7 KB gzipped less of the page's module and
/// faster. The page runs on one thread. The computer's module keeps the standard one.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

use super::error_box::{page_lang, show_error};
use crate::view::dom;
use wasm_bindgen::prelude::*;

/// The words of the banner that says a new version is ready for offline play, in the page's language: text,
/// button and dismiss, separated by U+001F (a list of strings took 0.5 KB gzipped more of glue and module).
/// `www/offline.js` draws the banner (see `sw.js`).
#[wasm_bindgen]
pub fn update_words() -> String {
    let t = page_lang().t();
    [t.update_ready, t.update_now, t.dismiss].join("\u{1f}")
}

/// Starts the page: installs the panic hook (console_error_panic_hook logs the panic to the console, then
/// the error box shows its message) and builds the game.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_error(&info.to_string());
    }));
    let document = dom::document();
    let root = document.get_element_by_id("app").ok_or("no #app element")?;
    if let Err(e) = super::start::start(root) {
        let text = e.as_string().unwrap_or_else(|| format!("{e:?}"));
        show_error(&text);
        return Err(e);
    }
    Ok(())
}
