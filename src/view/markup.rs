//! Markup written as text and handed to the browser in one piece (pure).
//!
//! Building a page node by node costs a call from wasm into JavaScript for every element, attribute and
//! child: the board alone took about 2,000 of them at the page's start (51-77 ms on a slow phone). The board
//! (`board/draw.rs`), the pebbles of a first showing (`board/seeds.rs`) and the first screen around it
//! (`panel::Ui::build`) are therefore written as text here and parsed by the browser at once; their live
//! nodes are then found by their classes or `data-action`. Every attribute value and text goes through [`Markup`]'s escaping, so a word
//! from a language file can never become markup.

/// SVG or HTML markup being written: elements with attributes, text, all escaped (written by the page's
/// module only; natively, only its tests use it).
#[derive(Default)]
pub struct Markup {
    out: String,
}

impl Markup {
    /// Empty markup.
    pub fn new() -> Markup {
        Markup::default()
    }

    /// Opens `<tag a="v" ...>`; [`Markup::close`] closes it.
    pub fn open(&mut self, tag: &str, attrs: &[(&str, &str)]) -> &mut Markup {
        self.start_tag(tag, attrs);
        self.out.push('>');
        self
    }

    /// An element without children: `<tag a="v" .../>` (SVG's self-closing form, which the HTML parser keeps
    /// for SVG elements).
    pub fn leaf(&mut self, tag: &str, attrs: &[(&str, &str)]) -> &mut Markup {
        self.start_tag(tag, attrs);
        self.out.push_str("/>");
        self
    }

    /// Closes `</tag>`.
    pub fn close(&mut self, tag: &str) -> &mut Markup {
        self.out.push_str("</");
        self.out.push_str(tag);
        self.out.push('>');
        self
    }

    /// Text, escaped.
    pub fn text(&mut self, text: &str) -> &mut Markup {
        escape_into(&mut self.out, text);
        self
    }

    /// The markup written.
    pub fn finish(self) -> String {
        self.out
    }

    fn start_tag(&mut self, tag: &str, attrs: &[(&str, &str)]) {
        self.out.push('<');
        self.out.push_str(tag);
        for (name, value) in attrs {
            self.out.push(' ');
            self.out.push_str(name);
            self.out.push_str("=\"");
            escape_into(&mut self.out, value);
            self.out.push('"');
        }
    }
}

/// Writes `s` with `&`, `<`, `>`, `"` and `'` escaped: safe as text and as a quoted attribute value.
pub fn escape_into(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Markup;

    #[test]
    fn elements_attributes_and_text_are_written_in_order() {
        let mut m = Markup::new();
        m.open("g", &[("class", "pit"), ("data-pit", "3")])
            .leaf("circle", &[("cx", "10.5"), ("r", "4")])
            .open("text", &[("x", "1")])
            .text("C")
            .close("text")
            .close("g");
        assert_eq!(
            m.finish(),
            r#"<g class="pit" data-pit="3"><circle cx="10.5" r="4"/><text x="1">C</text></g>"#
        );
    }

    #[test]
    fn words_from_a_language_file_never_become_markup() {
        let mut m = Markup::new();
        m.open("svg", &[("aria-label", r#"Board "A" & <b>'s</b>"#)])
            .text("<script>alert('x')</script> & co")
            .close("svg");
        assert_eq!(
            m.finish(),
            "<svg aria-label=\"Board &quot;A&quot; &amp; &lt;b&gt;&#39;s&lt;/b&gt;\">\
             &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co</svg>"
        );
    }

    #[test]
    fn letters_outside_ascii_are_kept_as_they_are() {
        let mut m = Markup::new();
        m.open("text", &[("aria-label", "Dél gödre: 4 mag")])
            .text("Północ – ż")
            .close("text");
        assert_eq!(
            m.finish(),
            r#"<text aria-label="Dél gödre: 4 mag">Północ – ż</text>"#
        );
    }
}
