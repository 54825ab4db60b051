//! Embedding the board in other pages.
//!
//! - The embed dialog ("Embed…" in the side panel) builds an `<iframe>` snippet and a `www/embed.js` snippet
//!   for the current variant, language, players and side; [`embed_query`], [`iframe_snippet`] and
//!   [`script_snippet`] are pure and tested natively (every value is URL-encoded, every attribute escaped).
//! - In an embedded page (`embed=1`), [`start_embedded`] tells the parent page its height by `postMessage`
//!   (`{type: "wari:height", height}`), which `www/embed.js` uses to size the iframe, and adds a link to the
//!   full game.
//!
//! [`Snapshot`] (`wari_ui::snapshot`) is what the app hands to this module and to the print module: the settings
//! and the game as they are at the moment a button is pressed.

use wari_core::geometry::{Geometry, Layout, Metrics, Orientation};
use wari_core::params::encode_component;
use wari_core::rules::Position;
use wari_ui::snapshot::Snapshot;

/// The embed dialog's choices.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EmbedOptions {
    /// Show the bar's buttons (`controls=1`).
    pub controls: bool,
    /// Start from the position shown (a puzzle) instead of the game's start.
    pub from_position: bool,
}

/// The query string of an embedded board, without `?`: `embed=1&variant=..&lang=..&south=..&north=..`, then
/// `flip=1`, `controls=0` and `position=..` when they apply. Every value is URL-encoded.
pub fn embed_query(s: &Snapshot, o: EmbedOptions) -> String {
    let mut q = format!(
        "embed=1&variant={}&lang={}&south={}&north={}",
        encode_component(&s.variant_param()),
        s.lang.code(),
        encode_component(&s.seats[0].id()),
        encode_component(&s.seats[1].id())
    );
    if s.flip {
        q.push_str("&flip=1");
    }
    if !o.controls {
        q.push_str("&controls=0");
    }
    let position = if o.from_position {
        Some(s.position)
    } else {
        (s.start != Position::start(&s.rules)).then_some(s.start)
    };
    if let Some(p) = position {
        q.push_str(&format!("&position={}", encode_component(&p.to_string())));
    }
    q
}

/// Escapes text for an HTML attribute value or text (`& < > " '`).
pub fn escape_html(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    crate::view::markup::escape_into(&mut out, s);
    out
}

/// The height in CSS pixels an embedded page needs besides its board: the status line, the bar (on one line:
/// `wrapped` false; wrapped on two lines, as in a narrow frame, `true`), the link to the full game and the
/// page's padding, as `style.css` lays them out in its embed section (measured in Chromium: 104 px and 144 px
/// with the buttons, 68 px without). The page lays its board into what remains of its frame, so a few pixels more or less only
/// scale the board a little; the embedded page itself reports its exact height to `embed.js`.
pub fn chrome_height(controls: bool, wrapped: bool) -> u32 {
    match (controls, wrapped) {
        (false, _) => 68,
        (true, false) => 104,
        (true, true) => 144,
    }
}

/// Below this frame width (CSS pixels) the embedded page lays its bar on two lines in every language
/// (`style.css`, its embed section: Undo, Redo and Hint on the first), and the iframe snippet keeps room for two;
/// from it on, every language's bar fits on one line (French is the widest: about 610 px).
pub const BAR_WRAP_WIDTH: u32 = 640;

/// The iframe's aspect ratio `(width, height)` in whole numbers: the screen board of `layout` (from the one
/// board geometry) at a typical width of 640 px, plus the status line and (with controls) the bar under it.
/// Only a first guess for `embed.js`: the embedded page reports its exact height, which the script then uses.
pub fn aspect(layout: Layout, controls: bool) -> (u32, u32) {
    let (w, h) = board_size(layout);
    let width = 640.0;
    let extra = f64::from(chrome_height(controls, false));
    (width as u32, (width * h / w + extra).round() as u32)
}

/// The embedded board's size in the screen geometry's units: an embedded board is never turned upright.
fn board_size(layout: Layout) -> (f64, f64) {
    Geometry::new(layout, Metrics::SCREEN, Orientation::Horizontal, false).size()
}

/// The style of the plain iframe snippet's box, a `<div>` that the `<iframe>` fills: as wide as its column (at
/// most 960 px), and exactly as tall as the board at that width (CSS `aspect-ratio` of the board geometry's
/// size, on the content box) plus the page's other lines ([`chrome_height`], the bottom padding: room for the
/// bar on two lines in a column narrower than [`BAR_WRAP_WIDTH`], which `clamp` picks from the column's
/// width as percentages of padding are). No script is needed, and in any column the frame shows the whole
/// board, status and bar without a scroll bar or a gap.
pub fn frame_box_css(layout: Layout, controls: bool) -> String {
    // Whole numbers: formatting an f64 would bring the float formatter into the page's module (10 KB).
    let (w, h) = board_size(layout);
    let one = chrome_height(controls, false);
    let two = chrome_height(controls, true);
    let padding = if one == two {
        format!("{one}px")
    } else {
        format!("clamp({one}px, ({BAR_WRAP_WIDTH}px - 100%) * 100, {two}px)")
    };
    format!(
        "position:relative;box-sizing:content-box;max-width:960px;aspect-ratio:{}/{};padding:0 0 {padding}",
        w.round() as u32,
        h.round() as u32
    )
}

/// The height an embedded page reports to `embed.js`: the page's height `page` with the board holder (`holder`,
/// width and height, in which the board is scaled to fit) as tall as the board of size `board` is at the
/// holder's width. The frame set to it shows the board at its full width, and the report stays the same.
pub fn natural_height(page: f64, holder: (f64, f64), board: (f64, f64)) -> f64 {
    page - holder.1 + holder.0 * board.1 / board.0
}

/// The `<iframe>` snippet for the game at `game_url` (the page's address, absolute), in its box
/// ([`frame_box_css`]).
pub fn iframe_snippet(game_url: &str, s: &Snapshot, o: EmbedOptions) -> String {
    let src = format!("{}?{}", game_url, embed_query(s, o));
    let layout = Layout::of(&s.rules);
    let title = wari_ui::i18n::fill(s.lang.t().frame_title, &[&s.variant_name()]);
    format!(
        "<div style=\"{}\"><iframe src=\"{}\" title=\"{}\" loading=\"lazy\" style=\"position:absolute;top:0;left:0;width:100%;height:100%;border:0\" allow=\"clipboard-write\"></iframe></div>",
        frame_box_css(layout, o.controls),
        escape_html(&src),
        escape_html(&title)
    )
}

/// The `www/embed.js` snippet: a `<div data-wari ...>` with the settings as data attributes (and the frame's
/// first proportions as `data-aspect`, from [`aspect`]), and the script
/// (at `script_url`, absolute) that turns it into an iframe sized to its content.
pub fn script_snippet(script_url: &str, s: &Snapshot, o: EmbedOptions) -> String {
    let mut attrs: Vec<(&str, String)> = vec![
        ("data-variant", s.variant_param()),
        ("data-lang", s.lang.code().to_string()),
        ("data-south", s.seats[0].id()),
        ("data-north", s.seats[1].id()),
    ];
    if s.flip {
        attrs.push(("data-flip", "1".into()));
    }
    if !o.controls {
        attrs.push(("data-controls", "0".into()));
    }
    let position = if o.from_position {
        Some(s.position)
    } else {
        (s.start != Position::start(&s.rules)).then_some(s.start)
    };
    if let Some(p) = position {
        attrs.push(("data-position", p.to_string()));
    }
    // The frame's first proportions, from the board geometry (embed.js never works them out itself).
    let (aw, ah) = aspect(Layout::of(&s.rules), o.controls);
    attrs.push(("data-aspect", format!("{aw}/{ah}")));
    let attrs: String = attrs
        .iter()
        .map(|(k, v)| format!(" {k}=\"{}\"", escape_html(v)))
        .collect();
    format!(
        "<div data-wari{attrs}></div>\n<script src=\"{}\" async></script>",
        escape_html(script_url)
    )
}

/// The embed script's address next to the game (`https://x/wari/index.html` -> `https://x/wari/www/embed.js`).
pub fn script_url(game_url: &str) -> String {
    let dir = match game_url.rfind('/') {
        Some(i) => &game_url[..=i],
        None => game_url,
    };
    format!("{dir}www/embed.js")
}

pub use web::{post_height, start_embedded, Dialog};

mod web {
    use super::{iframe_snippet, script_snippet, script_url, EmbedOptions, Snapshot};
    use crate::view::action::{Action, EmbedAction, Snippet};
    use crate::view::dom::{self, html, El};
    use wari_core::geometry::Geometry;
    use wari_ui::i18n::Lang;
    use wari_ui::snapshot::game_url;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::Element;

    /// The embed dialog, open. Its controls carry `data-action`s (`embed-options`, `embed-copy-iframe`,
    /// `embed-copy-script`, `embed-close`) that the app's message loop hands to the view.
    pub struct Dialog {
        el: Element,
        snap: Snapshot,
        iframe_code: Element,
        script_code: Element,
        controls: Element,
        from_position: Element,
        status: Element,
        /// The snippet copied last.
        copying: Option<Snippet>,
    }

    fn checked(el: &Element) -> bool {
        el.dyn_ref::<web_sys::HtmlInputElement>()
            .is_some_and(|i| i.checked())
    }

    fn page_url() -> String {
        web_sys::window()
            .and_then(|w| w.location().href().ok())
            .map(|h| game_url(&h))
            .unwrap_or_default()
    }

    fn set_code(el: &Element, text: &str) {
        if let Some(t) = el.dyn_ref::<web_sys::HtmlTextAreaElement>() {
            t.set_value(text);
        }
    }

    fn code_of(el: &Element) -> String {
        el.dyn_ref::<web_sys::HtmlTextAreaElement>()
            .map(|t| t.value())
            .unwrap_or_default()
    }

    impl Dialog {
        fn options(&self) -> EmbedOptions {
            EmbedOptions {
                controls: checked(&self.controls),
                from_position: checked(&self.from_position),
            }
        }

        /// Writes the snippets for the options checked.
        pub fn refresh(&self) {
            let o = self.options();
            let url = page_url();
            set_code(&self.iframe_code, &iframe_snippet(&url, &self.snap, o));
            set_code(
                &self.script_code,
                &script_snippet(&script_url(&url), &self.snap, o),
            );
            dom::set_text(&self.status, "");
        }

        fn area(&self, which: Snippet) -> &Element {
            match which {
                Snippet::Iframe => &self.iframe_code,
                Snippet::Script => &self.script_code,
            }
        }

        /// The text of a snippet, to copy.
        pub fn code(&mut self, which: Snippet) -> String {
            self.copying = Some(which);
            code_of(self.area(which))
        }

        /// The clipboard answered; when it refused, the snippet is selected to be copied by hand.
        pub fn copied(&self, ok: bool) {
            let t = self.snap.lang.t();
            if !ok {
                if let Some(area) = self.copying.map(|w| self.area(w)) {
                    if let Some(a) = area.dyn_ref::<web_sys::HtmlTextAreaElement>() {
                        a.select();
                    }
                }
            }
            dom::set_text(&self.status, if ok { t.copied } else { t.copy_manual });
        }

        /// Whether the dialog is still open (Escape closes it without the app's say).
        pub fn is_open(&self) -> bool {
            self.el
                .dyn_ref::<web_sys::HtmlDialogElement>()
                .is_some_and(|d| d.open())
        }

        /// Opens the embed dialog for `snap` (built afresh, in the snapshot's language).
        pub fn open(snap: Snapshot) -> Dialog {
            Dialog::open_with(snap, false)
        }

        /// Opens it with "start from the position" checked or not (`from_position`: a puzzle set up).
        pub fn open_with(snap: Snapshot, from_position: bool) -> Dialog {
            let lang: Lang = snap.lang;
            let w = lang.t();
            let t = lang.t();
            let checkbox = |id: &str, text: &str, on: bool| {
                let input = html("input")
                    .attr("type", "checkbox")
                    .attr("id", id)
                    .attr("data-action", Action::Embed(EmbedAction::Options).name());
                if on {
                    input.set_attribute("checked", "").ok();
                }
                let label = html("label")
                    .attr("class", "embed-option")
                    .child(&input)
                    .child(&html("span").text(text));
                (input, label)
            };
            let (controls, controls_label) = checkbox("embed-controls", w.embed_controls, true);
            let (from_position, from_position_label) =
                checkbox("embed-position", w.embed_position, from_position);
            let code = |id: &str| {
                html("textarea")
                    .attr("id", id)
                    .attr("class", "embed-code")
                    .attr("readonly", "")
                    .attr("rows", "5")
                    .attr("spellcheck", "false")
            };
            let iframe_code = code("embed-iframe-code");
            let script_code = code("embed-script-code");
            let copy = |which: Snippet, label_id: &str| {
                dom::button(Action::Embed(EmbedAction::Copy(which)), w.copy)
                    .attr("aria-describedby", label_id)
            };
            // The label of a snippet's code box (`embed-{which}-code`), named by its copy button.
            let label = |which: &str, words: &str| {
                html("label")
                    .attr("for", &format!("embed-{which}-code"))
                    .attr("id", &format!("embed-{which}-label"))
                    .attr("class", "embed-label")
                    .text(words)
            };
            let status = dom::live_status("embed-status");
            let el = html("dialog")
                .attr("id", "embed-dialog")
                .attr("class", "help embed-dialog")
                .attr("aria-labelledby", "embed-title")
                .child(&html("h2").attr("id", "embed-title").text(w.embed_heading))
                .child(&html("p").text(w.embed_intro))
                .child(&controls_label)
                .child(&from_position_label)
                .child(&label("iframe", w.iframe_label))
                .child(&iframe_code)
                .child(&copy(Snippet::Iframe, "embed-iframe-label"))
                .child(&label("script", w.script_label))
                .child(&script_code)
                .child(&copy(Snippet::Script, "embed-script-label"))
                .child(&status)
                .child(
                    &html("p").attr("class", "embed-close").child(
                        &dom::button(Action::Embed(EmbedAction::Close), t.close)
                            .attr("class", "primary"),
                    ),
                );
            if let Some(body) = dom::document().body() {
                body.append_child(&el).ok();
            }
            let dialog = Dialog {
                el: el.clone(),
                snap,
                iframe_code,
                script_code,
                controls,
                from_position,
                status,
                copying: None,
            };
            dialog.refresh();
            if let Ok(d) = el.dyn_into::<web_sys::HtmlDialogElement>() {
                let _ = d.show_modal();
            }
            dialog
        }

        /// Closes and removes the dialog; the focus goes back to the button that opened it.
        pub fn close(self) {
            if let Some(dlg) = self.el.dyn_ref::<web_sys::HtmlDialogElement>() {
                if dlg.open() {
                    dlg.close();
                }
            }
            self.el.remove();
            let opener = format!(
                "[data-action=\"{}\"]",
                Action::Embed(EmbedAction::Open).name()
            );
            if let Some(b) = dom::document().query_selector(&opener).ok().flatten() {
                dom::focus(&b);
            }
        }
    }

    /// The height the page needs (see [`super::natural_height`]): its content, with the board holder as tall as
    /// the board of `geometry` is at the holder's width. The page itself fills its frame (`style.css`, its embed
    /// section).
    fn content_height(holder: &Element, geometry: &Geometry) -> f64 {
        let document = dom::document();
        let page = document
            .document_element()
            .map(|e| f64::from(e.scroll_height()))
            .unwrap_or(0.0);
        let r = holder.get_bounding_client_rect();
        super::natural_height(page, (r.width(), r.height()), geometry.size())
    }

    /// Tells the parent page (an embedded board's) the height it needs: `{type: "wari:height", height}`, with
    /// `holder` the element the board of `geometry` is drawn in.
    pub fn post_height(holder: &Element, geometry: &Geometry) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let Ok(Some(parent)) = window.parent() else {
            return;
        };
        if parent == window {
            return;
        }
        let msg = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&msg, &"type".into(), &"wari:height".into());
        let _ = js_sys::Reflect::set(
            &msg,
            &"height".into(),
            &JsValue::from_f64(content_height(holder, geometry).ceil()),
        );
        // Only the height is sent, so any parent may read it.
        let _ = parent.post_message(&msg, "*");
    }

    /// Sets up an embedded board (`embed=1`): a link to the full game (same settings, in a new tab). Its height
    /// is told to the parent page when the page and the board's holder are first laid out, and at every
    /// resize (the app listens, see `runtime::observe_resize`).
    pub fn start_embedded(lang: Lang, full_game_query: &str) {
        let document = dom::document();
        if let Some(play) = document.query_selector(".play").ok().flatten() {
            // The page's heading is in the hidden header: say what this is to screen readers.
            let title = html("h1")
                .attr("class", "visually-hidden")
                .text(&document.title());
            let _ = play.prepend_with_node_1(&title);
            let href = format!("{}?{}", page_url(), full_game_query);
            let link = html("p").attr("class", "embed-credit").child(
                &html("a")
                    .attr("href", &href)
                    .attr("target", "_blank")
                    .attr("rel", "noopener")
                    .text(&format!("{} ↗", lang.t().open_full)),
            );
            play.append_child(&link).ok();
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
