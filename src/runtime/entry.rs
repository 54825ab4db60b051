//! The page's entry: its start, the error box, the words of the offline banner, and its allocator.

/// The page's allocator (and the print module's): Talc instead of the standard dlmalloc, 2.7 KB gzipped less of the
/// page's module (issue 12) and faster. The page runs on one thread. The computer's module keeps the standard one.
#[cfg(any(wasm_page, wasm_print))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

use crate::web::dom::{self, El};
use crate::web::i18n::Lang;
use wasm_bindgen::prelude::*;

/// The page's language: `<html lang>`, which the app keeps up to date (English before it starts).
fn page_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|h| h.get_attribute("lang"))
        .and_then(|l| Lang::from_code(&l))
        .unwrap_or(Lang::En)
}

/// The words of the banner that says a new version is ready for offline play, in the page's language: text,
/// button and dismiss, separated by U+001F (a list of strings took 0.5 KB gzipped more of glue and module).
/// `www/offline.js` draws the banner (see `sw.js`).
#[cfg_attr(wasm_page, wasm_bindgen)]
pub fn update_words() -> String {
    let t = page_lang().t();
    [t.update_ready, t.update_now, t.dismiss].join("\u{1f}")
}

/// Shows a friendly error box (once) with the message and a link that starts afresh; the page is never
/// left blank. The link is a plain URL (`?reset=1`), so it works even when the program has stopped.
pub(crate) fn show_error(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.get_element_by_id("error-box").is_some() {
        return;
    }
    let t = page_lang().t();
    let path = web_sys::window()
        .and_then(|w| w.location().pathname().ok())
        .unwrap_or_default();
    let bx = dom::html("div")
        .attr("id", "error-box")
        .attr("class", "error-box")
        .attr("role", "alert")
        .child(&dom::html("h2").text(t.error_title))
        .child(&dom::html("p").text(t.error_text))
        .child(&dom::html("pre").text(message))
        .child(
            &dom::html("a")
                .attr("href", &format!("{path}?reset=1"))
                .attr("class", "button primary")
                .text(t.new_game),
        );
    if let Some(body) = document.body() {
        let _ = body.prepend_with_node_1(&bx);
    }
    if let Some(app) = document.get_element_by_id("app") {
        let _ = app.remove_attribute("aria-busy");
    }
}

/// Starts the page: installs the panic hook and builds the game. A build with panic = "immediate-abort"
/// (`scripts/trunk.sh`) has no hook (0.7 KB less gzipped): it stops at once on a panic, a WebAssembly trap
/// for which `www/boot.js` shows the same box.
#[cfg_attr(wasm_page, wasm_bindgen(start))]
pub fn start() -> Result<(), JsValue> {
    #[cfg(not(panic = "immediate-abort"))]
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_error(&info.to_string());
    }));
    let document = dom::document();
    let root = document.get_element_by_id("app").ok_or("no #app element")?;
    if let Err(e) = crate::app::update::start(root) {
        let text = e.as_string().unwrap_or_else(|| format!("{e:?}"));
        show_error(&text);
        return Err(e);
    }
    Ok(())
}
