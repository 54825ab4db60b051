//! The print module's entry: the page hands it a [`PrintRequest`] (a JavaScript value, serde-wasm-bindgen) with
//! the file of the page's language, and it builds the print view in the page's document (the page's own
//! message loop handles the view's buttons: they carry `data-action` like every control).

use super::puzzles::print_puzzles;
use super::review::print_review;
use super::sheets::{before_print, preview, print_now};
use wari_ui::dom;
use wari_ui::i18n::{self, Lang};
use wari_ui::print_job::{PrintJob, PrintRequest};
use wasm_bindgen::prelude::*;

/// Does the page's print job `request` (a [`PrintRequest`]). `words` is the text of the file of
/// the request's language (`i18n/<code>.ftl`, as the page read it; empty for English, which is compiled in);
/// a file that does not read leaves English. A request that does not read is said in the console (the page and
/// this module are one build: a defect) and nothing is built.
#[wasm_bindgen]
pub fn print_view(request: JsValue, words: &str) {
    let r = match serde_wasm_bindgen::from_value::<PrintRequest>(request) {
        Ok(r) => r,
        Err(e) => {
            web_sys::console::warn_1(&format!("not a print request: {e}").into());
            return;
        }
    };
    let lang = r.snapshot.lang;
    if lang != Lang::En && !words.is_empty() {
        i18n::add(lang, words);
    }
    match r.job {
        PrintJob::Print(view) => print_now(view, &r.snapshot),
        PrintJob::BeforePrint => before_print(&r.snapshot),
        PrintJob::Preview { view, search } => preview(view, &r.snapshot, &search),
        PrintJob::Puzzles(list) => {
            if print_puzzles(lang, &list) {
                dom::print_window();
            }
        }
        PrintJob::Review(sheet) => {
            if print_review(&r.snapshot, &sheet) {
                dom::print_window();
            }
        }
    }
}
