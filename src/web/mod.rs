//! The browser shell: the only code that touches web-sys. Every rule decision comes from [`crate::rules`].
//!
//! - `i18n`: every UI string and rules text in en, es, hu, pl (pure, tested natively).
//! - `storage`: the saved game format (pure) and localStorage access.
//! - `anim`: the frames of a move's animation, replayed from the engine's move report (pure).
//! - `worker_api`: the computer player's requests and replies, and the functions `www/worker.js` calls.
//! - `app` (wasm32): the one `App` state; events become messages, messages change the state, then render.
//! - `board` (wasm32): the SVG board, created once per board size, updated in place.
//! - `panel` (wasm32): the header, the bar under the board, the side panel and the How to play dialog.
//! - `dom` (wasm32): small element-building helpers (text is only ever set as text).

pub(crate) mod anim;
pub(crate) mod i18n;
pub(crate) mod storage;
pub(crate) mod worker_api;

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod dom;
#[cfg(target_arch = "wasm32")]
mod panel;

#[cfg(target_arch = "wasm32")]
mod entry {
    use super::dom::{self, El};
    use super::i18n::Lang;
    use wasm_bindgen::prelude::*;

    /// Shows a friendly error box (once) with the message and a link that starts afresh; the page is never
    /// left blank. The link is a plain URL (`?reset=1`), so it works even when the program has stopped.
    fn show_error(message: &str) {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        if document.get_element_by_id("error-box").is_some() {
            return;
        }
        let lang = document
            .document_element()
            .and_then(|h| h.get_attribute("lang"))
            .and_then(|l| Lang::from_code(&l))
            .unwrap_or(Lang::En);
        let t = lang.t();
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

    /// Starts the page: installs the panic hook and builds the game. Does nothing inside a Web Worker (the AI
    /// worker loads this same module).
    #[wasm_bindgen(start)]
    pub fn start() -> Result<(), JsValue> {
        if web_sys::window().is_none() {
            console_error_panic_hook::set_once();
            return Ok(());
        }
        std::panic::set_hook(Box::new(|info| {
            console_error_panic_hook::hook(info);
            show_error(&info.to_string());
        }));
        let document = dom::document();
        let root = document.get_element_by_id("app").ok_or("no #app element")?;
        if let Err(e) = super::app::start(root) {
            let text = e.as_string().unwrap_or_else(|| format!("{e:?}"));
            show_error(&text);
            return Err(e);
        }
        Ok(())
    }
}
