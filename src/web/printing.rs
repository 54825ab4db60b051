//! Printing, the page's side (issue 12): the print view and the puzzle worksheet are drawn by the print module
//! (`wari-print`, `super::print`), which `www/boot.js` loads on first use or when the browser is idle after the
//! start. The page hands it a [`PrintRequest`] with the words of the page's language ([`ask`]); it keeps only
//! what the browser's print events need at once ([`after_print`]).

use super::dom;
use super::runtime;
use wari_ui::i18n::{self, Lang};
use wari_ui::print_job::{PrintJob, PrintRequest};
use wari_ui::snapshot::Snapshot;

/// Asks the print module for `job` on `snapshot`'s game: at once when it is loaded, else once it has loaded
/// (but the browser's own print, [`PrintJob::BeforePrint`], cannot wait: before the module is loaded the browser
/// prints the screen). When it cannot be loaded (or the page has no loader for it),
/// [`runtime::Msg::PrintUnavailable`] tells the player.
pub fn ask(job: PrintJob, snapshot: Snapshot) {
    let lang = snapshot.lang;
    let words = match lang {
        Lang::En => "",
        _ => i18n::source(lang).unwrap_or(""),
    };
    // The browser's own print (Ctrl+P) cannot wait for the module to load.
    let at_once = job == PrintJob::BeforePrint;
    let request = PrintRequest { job, snapshot };
    let value = serde_wasm_bindgen::to_value(&request).unwrap_or(wasm_bindgen::JsValue::NULL);
    if !runtime::ask_printer(&value, words, at_once) {
        runtime::dispatch(runtime::Msg::PrintUnavailable);
    }
}

/// After printing: the print view goes (unless it is the `print=` preview).
pub fn after_print() {
    let document = dom::document();
    let preview = document
        .body()
        .is_some_and(|b| b.class_list().contains("print-preview"));
    if !preview {
        if let Some(v) = document.get_element_by_id("print-view") {
            v.remove();
        }
        if let Some(body) = document.body() {
            dom::set_class(&body, "has-print-view", false);
        }
    }
}
