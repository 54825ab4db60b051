//! Printing, the page's side: the print view and the puzzle worksheet are drawn by the print module
//! (`wari-print`, `crates/print`), which `www/boot.js` loads on first use or when the browser is idle after the
//! start. The page hands it a [`PrintRequest`] with the words of the page's language ([`ask`]); it keeps only
//! what the browser's print events need at once ([`after_print`]).

use crate::view::dom;
use wari_ui::i18n::{self, Lang};
use wari_ui::print_job::{PrintJob, PrintRequest};
use wari_ui::snapshot::Snapshot;

/// A request for the print module, for the runtime to hand to its loader.
#[derive(Clone, Debug)]
pub struct PrintAsk {
    /// The request.
    pub request: PrintRequest,
    /// The text of the language's file (none for English, which the module holds).
    pub words: &'static str,
    /// The browser is printing now: done only if the module is loaded already, else dropped.
    pub at_once: bool,
}

/// What to ask the print module for `job` on `snapshot`'s game: at once when it is loaded, else once it has
/// loaded (but the browser's own print, [`PrintJob::BeforePrint`], cannot wait: before the module is loaded the
/// browser prints the screen). When it cannot be loaded (or the page has no loader for it), the runtime says
/// `Msg::PrintUnavailable`, which tells the player.
pub fn ask(job: PrintJob, snapshot: Snapshot) -> PrintAsk {
    let lang = snapshot.lang;
    let words = match lang {
        Lang::En => "",
        _ => i18n::source(lang).unwrap_or(""),
    };
    // The browser's own print (Ctrl+P) cannot wait for the module to load.
    let at_once = job == PrintJob::BeforePrint;
    PrintAsk {
        request: PrintRequest { job, snapshot },
        words,
        at_once,
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
