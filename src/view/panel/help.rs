//! The How to play dialog. Its paragraphs follow the board's layout: two rows, L3's loop through three rows, or
//! L4's own loops and L4-C on four rows (RULES.md), refilled when the rules change.

use crate::view::action::Action;
use crate::view::dom::{clear, dialog_title, html, primary, set_attr, El};
use wari_ui::i18n::Lang;
use web_sys::Element;

/// The How to play paragraphs in `lang` for a board of `rows` rows: the two-row text, with the paragraphs on the
/// board, sowing and capturing replaced on three rows, and those and feeding replaced on four rows.
pub fn paragraphs(lang: Lang, rows: u8) -> Vec<&'static str> {
    let t = lang.t();
    let (first, skip): (&[&'static str], usize) = match rows {
        3 => (&t.help_three, t.help_three.len()),
        4 => (&t.help_four, t.help_four.len()),
        _ => (&[], 0),
    };
    first
        .iter()
        .chain(t.help.iter().skip(skip))
        .copied()
        .collect()
}

/// The How to play `<dialog>` in `lang`, closed, and the element holding its paragraphs (see [`fill`]).
pub fn dialog(lang: Lang) -> (Element, Element) {
    let t = lang.t();
    let body = html("div").attr("class", "help-text");
    let help = html("dialog")
        .attr("id", "help")
        .attr("class", "help")
        .attr("aria-labelledby", "help-title")
        .child(&dialog_title("help-title", t.how_to_play))
        .child(&body)
        .child(&primary(Action::HelpClose, t.close));
    fill(&body, lang, 2);
    (help, body)
}

/// Puts the paragraphs for `rows` rows in `body` (only when the layout changed).
pub fn fill(body: &Element, lang: Lang, rows: u8) {
    let shown = rows.to_string();
    if body.get_attribute("data-rows").as_deref() == Some(&shown) {
        return;
    }
    clear(body);
    for p in paragraphs(lang, rows) {
        body.append_child(&html("p").text(p)).ok();
    }
    set_attr(body, "data-rows", &shown);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every language has the paragraphs of each layout, and they differ from the two-row ones where the layout
    /// differs (L3: board, sowing, capture; L4: those and feeding).
    #[test]
    fn how_to_play_follows_the_layout_in_every_language() {
        for lang in Lang::ALL {
            let two = paragraphs(lang, 2);
            let three = paragraphs(lang, 3);
            let four = paragraphs(lang, 4);
            assert_eq!((two.len(), three.len(), four.len()), (7, 7, 7), "{lang:?}");
            for (k, p) in three.iter().enumerate() {
                assert_eq!(k >= 3, *p == two[k], "{lang:?} three rows, paragraph {k}");
            }
            for (k, p) in four.iter().enumerate() {
                assert_eq!(k >= 4, *p == two[k], "{lang:?} four rows, paragraph {k}");
            }
            assert!(three.iter().chain(&four).all(|p| !p.is_empty()));
        }
    }
}
