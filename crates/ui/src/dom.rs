//! Small helpers over web-sys for building HTML and SVG, for the page and the print module. Text is only ever set
//! with `set_text_content`: nothing here parses HTML.

use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement};

/// The SVG namespace.
pub const SVG_NS: &str = "http://www.w3.org/2000/svg";

thread_local! {
    /// The page's document, looked up once: building an element no longer asks the browser for the window and
    /// its document first (two calls out of wasm an element).
    static DOCUMENT: Document = web_sys::window()
        .and_then(|w| w.document())
        .expect("the page has a document");
}

/// The page's document.
pub fn document() -> Document {
    DOCUMENT.with(Document::clone)
}

/// A new HTML element.
pub fn html(tag: &str) -> Element {
    DOCUMENT.with(|d| d.create_element(tag).expect("a valid HTML tag name"))
}

/// A new SVG element.
pub fn svg(tag: &str) -> Element {
    DOCUMENT.with(|d| {
        d.create_element_ns(Some(SVG_NS), tag)
            .expect("a valid SVG tag name")
    })
}

/// Builder-style helpers on elements.
pub trait El: Sized {
    /// Sets an attribute.
    fn attr(self, name: &str, value: &str) -> Self;
    /// Sets the text content (never parsed as HTML).
    fn text(self, text: &str) -> Self;
    /// Appends a child.
    fn child(self, child: &Element) -> Self;
}

impl El for Element {
    fn attr(self, name: &str, value: &str) -> Self {
        let _ = self.set_attribute(name, value);
        self
    }
    fn text(self, text: &str) -> Self {
        self.set_text_content(Some(text));
        self
    }
    fn child(self, child: &Element) -> Self {
        let _ = self.append_child(child);
        self
    }
}

/// Sets an attribute only when it changes (saves style recalculation on every frame).
pub fn set_attr(el: &Element, name: &str, value: &str) {
    if el.get_attribute(name).as_deref() != Some(value) {
        let _ = el.set_attribute(name, value);
    }
}

/// Sets or removes a boolean attribute.
pub fn set_flag(el: &Element, name: &str, on: bool) {
    if on != el.has_attribute(name) {
        if on {
            let _ = el.set_attribute(name, "");
        } else {
            let _ = el.remove_attribute(name);
        }
    }
}

/// Sets the text only when it changes.
pub fn set_text(el: &Element, text: &str) {
    if el.text_content().as_deref() != Some(text) {
        el.set_text_content(Some(text));
    }
}

/// Adds or removes a class.
pub fn set_class(el: &Element, class: &str, on: bool) {
    let list = el.class_list();
    if list.contains(class) != on {
        let _ = if on {
            list.add_1(class)
        } else {
            list.remove_1(class)
        };
    }
}

/// Adds or removes a class of the page's `<body>` (the stylesheet shows or puts away parts of the page by it).
pub fn set_body_class(class: &str, on: bool) {
    if let Some(body) = document().body() {
        set_class(&body, class, on);
    }
}

/// While an activity runs (`on`): its `card` over the board is shown and the body has the class `body_class`.
pub fn show_activity(card: &Element, body_class: &str, on: bool) {
    set_body_class(body_class, on);
    set_hidden(card, !on);
}

/// Shows or hides an element with the `hidden` attribute.
pub fn set_hidden(el: &Element, hidden: bool) {
    set_flag(el, "hidden", hidden);
}

/// Moves keyboard focus to an element.
pub fn focus(el: &Element) {
    if let Some(h) = el.dyn_ref::<HtmlElement>() {
        let _ = h.focus();
    } else if let Some(s) = el.dyn_ref::<web_sys::SvgElement>() {
        let _ = s.focus();
    }
}

/// The element by id.
pub fn by_id(id: &str) -> Option<Element> {
    document().get_element_by_id(id)
}

/// A `<button type="button">` that does the action named `action` (its `data-action`, which the page's message
/// loop reads; a value such as `data-ply` is the caller's to add).
pub fn action_button(action: &str, label: &str) -> Element {
    html("button")
        .attr("type", "button")
        .attr("data-action", action)
        .text(label)
}

/// A `<select>` with its options `(value, label)`; `action`, the name of a menu, makes it act when it changes
/// (a form's field has none).
pub fn select_named(id: &str, action: Option<&str>, options: &[(String, String)]) -> Element {
    let s = html("select").attr("id", id);
    if let Some(name) = action {
        s.set_attribute("data-action", name).ok();
    }
    for (v, l) in options {
        s.append_child(&html("option").attr("value", v).text(l))
            .ok();
    }
    s
}

/// Opens the browser's print dialog.
pub fn print_window() {
    if let Some(w) = web_sys::window() {
        let _ = w.print();
    }
}

/// A `<label for=..>` with text.
pub fn label(for_id: &str, text: &str) -> Element {
    html("label").attr("for", for_id).text(text)
}

/// A side-panel card: `<section class="card {class}">` with its `<h2>` title.
pub fn card(title: &str, class: &str) -> Element {
    html("section")
        .attr("class", &format!("card {class}"))
        .child(&html("h2").text(title))
}

/// A side-panel card that introduces a part of the app: [`card`] with its intro `<p class="hint-text">`; the
/// caller appends its controls and puts it in the panel with [`put_in_panel`].
pub fn intro_card(title: &str, class: &str, intro: &str) -> Element {
    card(title, class).child(&html("p").attr("class", "hint-text").text(intro))
}

/// Puts `card` in the side `panel` (when there is one) before its element child number `place` (0: at the
/// top; past the end: last).
pub fn put_in_panel(panel: Option<&Element>, card: &Element, place: u32) {
    if let Some(panel) = panel {
        let mut next = panel.first_element_child();
        for _ in 0..place {
            next = next.and_then(|e| e.next_element_sibling());
        }
        let _ = panel.insert_before(card, next.as_deref());
    }
}

/// A card shown over the board while its activity runs: `<section class="card {class}">` labelled by the
/// element `labelled_by` (its title) and hidden until then.
pub fn board_card(class: &str, labelled_by: &str) -> Element {
    html("section")
        .attr("class", &format!("card {class}"))
        .attr("aria-labelledby", labelled_by)
        .attr("hidden", "")
}

/// Puts `el` in the page just before `next` (its sibling from then on); nothing when `next` has no parent.
pub fn put_before(next: &Element, el: &Element) {
    if let Some(parent) = next.parent_element() {
        let _ = parent.insert_before(el, Some(next));
    }
}

/// A dialog's `<h2 id=..>` title; focus lands on it when the dialog opens (so a long text starts at its top).
pub fn dialog_title(id: &str, text: &str) -> Element {
    html("h2")
        .attr("id", id)
        .attr("tabindex", "-1")
        .attr("autofocus", "")
        .text(text)
}

/// A labelled form field: `<div class="field">` with the `<label for=id>` and the control.
pub fn field(id: &str, text: &str, control: &Element) -> Element {
    html("div")
        .attr("class", "field")
        .child(&label(id, text))
        .child(control)
}

/// A `<p class=..>` that screen readers announce when its text changes (`role="status"`, polite).
pub fn live_status(class: &str) -> Element {
    html("p")
        .attr("class", class)
        .attr("role", "status")
        .attr("aria-live", "polite")
}

/// Menu entries `(value, label)` from string pairs.
pub fn choices(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|&(v, l)| (v.to_string(), l.to_string()))
        .collect()
}

/// The value of a form control (input, select, textarea), empty otherwise.
pub fn value_of(el: &Element) -> String {
    if let Some(i) = el.dyn_ref::<web_sys::HtmlInputElement>() {
        i.value()
    } else if let Some(s) = el.dyn_ref::<web_sys::HtmlSelectElement>() {
        s.value()
    } else if let Some(t) = el.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        t.value()
    } else {
        String::new()
    }
}

/// Sets the value of an input or select (only when it changes, so typing is not disturbed).
pub fn set_value(el: &Element, value: &str) {
    if let Some(i) = el.dyn_ref::<web_sys::HtmlInputElement>() {
        if i.value() != value {
            i.set_value(value);
        }
    } else if let Some(s) = el.dyn_ref::<web_sys::HtmlSelectElement>() {
        if s.value() != value {
            s.set_value(value);
        }
    }
}

/// Removes every child.
pub fn clear(el: &Element) {
    while let Some(c) = el.first_child() {
        let _ = el.remove_child(&c);
    }
}
