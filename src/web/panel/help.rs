//! The How to play dialog.

use super::super::action::Action;
use super::super::dom::{button, html, El};
use super::super::i18n::Lang;
use web_sys::Element;

/// The How to play `<dialog>` in `lang`, closed.
pub fn dialog(lang: Lang) -> Element {
    let t = lang.t();
    let help = html("dialog")
        .attr("id", "help")
        .attr("class", "help")
        .attr("aria-labelledby", "help-title")
        .child(
            // Focus lands on the title when the dialog opens, so a long text starts at its top.
            &html("h2")
                .attr("id", "help-title")
                .attr("tabindex", "-1")
                .attr("autofocus", "")
                .text(t.how_to_play),
        );
    for p in t.help {
        help.append_child(&html("p").text(p)).ok();
    }
    help.append_child(&button(Action::HelpClose, t.close).attr("class", "primary"))
        .ok();
    help
}
