//! The error box: what the page shows when it cannot go on (a panic, a start that failed), in the page's
//! language, with a link that starts afresh.

use crate::view::dom::{self, El};
use wari_ui::i18n::Lang;

/// The page's language: `<html lang>`, which the app keeps up to date (English before it starts).
pub(crate) fn page_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|h| h.get_attribute("lang"))
        .and_then(|l| Lang::from_code(&l))
        .unwrap_or(Lang::En)
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
