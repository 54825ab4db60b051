//! A reader of the Fluent syntax (<https://projectfluent.org/fluent/guide/>) as the language files use it: a
//! strict subset, so every file is also a valid Fluent file for translators' tools.
//!
//! Read: comments (`#`, `##`, `###`), messages with a value and attributes (`.origin = ...`), terms (`-south`),
//! text over several indented lines, placeables `{ $var }`, `{ message }`, `{ message.attr }`, `{ -term }`,
//! `{ -term(case: "genitive") }`, string and whole-number literals, and select expressions
//! (`{ $count -> [one] ... *[other] ... }`) on variables, literals and term attributes. Not read: functions
//! (`NUMBER(...)`) and decimal numbers; they are reported as errors. An entry with an error is skipped (the
//! rest of the file is kept), and the error says on which line it is.
//!
//! The page reads its files lazily (`lazy.rs`, an entry parsed on first use with this parser); the full reading
//! ([`Resource::parse`]) is the tests' reference (the linker leaves it out of the page's wasm module).

/// A parsed language file.
#[derive(Debug, Default)]
pub struct Resource {
    /// Messages by id and terms by `-id`, sorted by id (see [`Resource::entry`]).
    pub entries: Vec<(String, Entry)>,
    /// What could not be read.
    pub errors: Vec<SyntaxError>,
}

/// An error of a file, on a line (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// The line of the entry where the error is.
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

/// A message or a term.
#[derive(Debug, Default)]
pub struct Entry {
    /// The text, if it has one (a message may have only attributes).
    pub value: Option<Pattern>,
    /// The attributes, by name.
    pub attributes: Vec<(String, Pattern)>,
    /// The comment right above it (`# ...`), without the `# `.
    pub comment: String,
    /// Its line in the file.
    pub line: usize,
}

/// A text with placeables.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pattern(pub Vec<Element>);

/// A part of a pattern.
#[derive(Clone, Debug, PartialEq)]
pub enum Element {
    /// Plain text.
    Text(String),
    /// `{ ... }`.
    Placeable(Expression),
}

/// What a placeable holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Expression {
    /// A value.
    Inline(Inline),
    /// A choice between variants on the value of `selector`.
    Select {
        /// What is chosen on.
        selector: Inline,
        /// The variants, in the file's order.
        variants: Vec<Variant>,
        /// The index of the default variant (`*[...]`).
        default: usize,
    },
}

/// A value in a placeable.
#[derive(Clone, Debug, PartialEq)]
pub enum Inline {
    /// `"text"`.
    String(String),
    /// `42`, `-1`.
    Number(i64),
    /// `$name`.
    Variable(String),
    /// `message` or `message.attribute`.
    Message(String, Option<String>),
    /// `-term`, `-term.attribute`, `-term(name: "value")`.
    Term(String, Option<String>, Vec<(String, Inline)>),
    /// `{ ... }` inside a placeable.
    Nested(Box<Expression>),
}

/// A variant of a select expression.
#[derive(Clone, Debug, PartialEq)]
pub struct Variant {
    /// `[one]`, `[south]`, `[0]`.
    pub key: Key,
    /// Its text.
    pub value: Pattern,
}

/// A variant key.
#[derive(Clone, Debug, PartialEq)]
pub enum Key {
    /// A name: a plural category or a string value.
    Name(String),
    /// A whole number.
    Number(i64),
}

impl Resource {
    /// Reads a file. Never fails: what cannot be read is in [`Resource::errors`].
    pub fn parse(source: &str) -> Resource {
        let mut p = Parser {
            s: source.replace("\r\n", "\n").chars().collect(),
            i: 0,
            counted: (0, 1),
        };
        let mut res = Resource::default();
        let mut comment = String::new();
        while p.i < p.s.len() {
            let line = p.line();
            match p.peek() {
                Some('\n') => {
                    p.i += 1;
                    comment.clear();
                }
                Some('#') => match p.comment() {
                    Ok((1, text)) => {
                        if !comment.is_empty() {
                            comment.push('\n');
                        }
                        comment.push_str(&text);
                    }
                    Ok(_) => comment.clear(),
                    Err(what) => {
                        res.errors.push(SyntaxError { line, what });
                        p.skip_junk();
                        comment.clear();
                    }
                },
                _ => {
                    match p.entry() {
                        Ok((id, mut entry)) => {
                            entry.comment = std::mem::take(&mut comment);
                            entry.line = line;
                            // Kept sorted for lookups; of an id defined twice, the first counts.
                            match res.entries.binary_search_by(|(k, _)| k.cmp(&id)) {
                                Ok(_) => res.errors.push(SyntaxError {
                                    line,
                                    what: format!("{id} is defined twice"),
                                }),
                                Err(at) => res.entries.insert(at, (id, entry)),
                            }
                        }
                        Err(what) => {
                            res.errors.push(SyntaxError { line, what });
                            p.skip_junk();
                        }
                    }
                    comment.clear();
                }
            }
        }
        res
    }

    /// The message `id` or the term `-id`.
    pub fn entry(&self, id: &str) -> Option<&Entry> {
        let i = self
            .entries
            .binary_search_by(|(k, _)| k.as_str().cmp(id))
            .ok()?;
        Some(&self.entries[i].1)
    }
}

/// The parser's state: the characters and the position.
pub(crate) struct Parser {
    pub(crate) s: Vec<char>,
    pub(crate) i: usize,
    /// A position whose line is known, and that line: [`Parser::line`] counts on from it (asked once an entry,
    /// counting from the start each time made reading English's 36 KB quadratic: 70 ms on a slow phone).
    pub(crate) counted: (usize, usize),
}

type Parsed<T> = Result<T, String>;

/// What an indented line may not start with to continue a text (it starts a variant, an attribute, or ends a
/// placeable).
fn continues(c: char) -> bool {
    !matches!(c, '[' | '*' | '.' | '}' | '\n')
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.s.get(self.i).copied()
    }

    fn peek_at(&self, k: usize) -> Option<char> {
        self.s.get(self.i + k).copied()
    }

    /// The line (1-based) of the position, for the next position asked: it counts on from the last one asked.
    pub(crate) fn line(&mut self) -> usize {
        let (from, line) = self.counted;
        let to = self.i.min(self.s.len());
        let line = if to >= from {
            line + self.s[from..to].iter().filter(|&&c| c == '\n').count()
        } else {
            1 + self.s[..to].iter().filter(|&&c| c == '\n').count()
        };
        self.counted = (to, line);
        line
    }

    fn expect(&mut self, c: char) -> Parsed<()> {
        if self.peek() == Some(c) {
            self.i += 1;
            Ok(())
        } else {
            Err(match self.peek() {
                Some('\n') | None => format!("expected “{c}” before the end of the line"),
                Some(o) => format!("expected “{c}”, found “{o}”"),
            })
        }
    }

    fn blank_inline(&mut self) -> usize {
        let start = self.i;
        while self.peek() == Some(' ') {
            self.i += 1;
        }
        self.i - start
    }

    /// Spaces and line ends.
    fn blank(&mut self) {
        while matches!(self.peek(), Some(' ' | '\n')) {
            self.i += 1;
        }
    }

    /// Skips to the next line that can start an entry.
    fn skip_junk(&mut self) {
        loop {
            while let Some(c) = self.peek() {
                self.i += 1;
                if c == '\n' {
                    break;
                }
            }
            match self.peek() {
                Some(c) if c.is_ascii_alphabetic() || c == '-' || c == '#' => return,
                None => return,
                _ => {}
            }
        }
    }

    /// `#`, `##` or `###` and the rest of the line: the level and the text.
    fn comment(&mut self) -> Parsed<(usize, String)> {
        let mut level = 0;
        while self.peek() == Some('#') {
            self.i += 1;
            level += 1;
        }
        if level > 3 {
            return Err("a comment starts with #, ## or ###".into());
        }
        match self.peek() {
            None | Some('\n') => {}
            Some(' ') => self.i += 1,
            Some(_) => return Err("a # must be followed by a space".into()),
        }
        let mut text = String::new();
        while let Some(c) = self.peek() {
            self.i += 1;
            if c == '\n' {
                break;
            }
            text.push(c);
        }
        Ok((level, text))
    }

    fn identifier(&mut self) -> Parsed<String> {
        let mut id = String::new();
        match self.peek() {
            Some(c) if c.is_ascii_alphabetic() => {}
            _ => return Err("expected a name (a letter, then letters, digits, - or _)".into()),
        }
        while let Some(c) = self.peek() {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                id.push(c);
                self.i += 1;
            } else {
                break;
            }
        }
        Ok(id)
    }

    /// A message or a term, up to the end of its last line.
    pub(crate) fn entry(&mut self) -> Parsed<(String, Entry)> {
        let term = self.peek() == Some('-');
        if term {
            self.i += 1;
        }
        let id = self.identifier()?;
        self.blank_inline();
        self.expect('=')?;
        let mut entry = Entry {
            value: self.pattern()?,
            ..Entry::default()
        };
        loop {
            // An attribute: a line end, indentation, `.name =`.
            let save = self.i;
            if self.peek() != Some('\n') {
                break;
            }
            self.i += 1;
            self.blank();
            if self.peek() != Some('.') || self.s[self.i - 1] != ' ' {
                self.i = save;
                break;
            }
            self.i += 1;
            let name = self.identifier()?;
            self.blank_inline();
            self.expect('=')?;
            let value = self
                .pattern()?
                .ok_or_else(|| format!("the attribute .{name} has no text"))?;
            entry.attributes.push((name, value));
        }
        if entry.value.is_none() && (term || entry.attributes.is_empty()) {
            return Err(format!("{id} has no text"));
        }
        match self.peek() {
            None => {}
            Some('\n') => self.i += 1,
            Some(c) => return Err(format!("unexpected “{c}”")),
        }
        let key = if term { format!("-{id}") } else { id };
        Ok((key, entry))
    }

    /// A pattern after `=` or a variant key: inline text and placeables, then indented lines that continue it.
    /// `None` when there is none. Leaves the position at the line end (or `}`) after it.
    fn pattern(&mut self) -> Parsed<Option<Pattern>> {
        // Parts: text, placeables, and line breaks with their indentation (removed in common at the end).
        enum Part {
            Text(String),
            Placeable(Expression),
            Break(usize, usize),
        }
        let mut parts = Vec::new();
        self.blank_inline();
        let mut first_line = true;
        loop {
            match self.peek() {
                Some('{') => {
                    self.i += 1;
                    parts.push(Part::Placeable(self.placeable()?));
                }
                Some('}') => return Err("a “}” without its “{”".into()),
                Some('\n') => {
                    // Does an indented line continue the text?
                    let save = self.i;
                    let mut breaks = 0;
                    let mut indent;
                    loop {
                        self.i += 1;
                        breaks += 1;
                        indent = self.blank_inline();
                        if self.peek() != Some('\n') {
                            break;
                        }
                    }
                    match self.peek() {
                        Some(c) if indent > 0 && continues(c) => {
                            // A pattern that starts on the next line keeps no line break before it.
                            let breaks = if first_line && parts.is_empty() {
                                0
                            } else {
                                breaks
                            };
                            parts.push(Part::Break(breaks, indent));
                        }
                        _ => {
                            self.i = save;
                            break;
                        }
                    }
                }
                None => break,
                Some(_) => {
                    let mut text = String::new();
                    while let Some(c) = self.peek() {
                        if matches!(c, '{' | '}' | '\n') {
                            break;
                        }
                        text.push(c);
                        self.i += 1;
                    }
                    parts.push(Part::Text(text));
                }
            }
            first_line = false;
        }
        let common = parts
            .iter()
            .filter_map(|p| match p {
                Part::Break(_, indent) => Some(*indent),
                _ => None,
            })
            .min()
            .unwrap_or(0);
        let mut elements: Vec<Element> = Vec::new();
        for part in parts {
            let text = match part {
                Part::Placeable(e) => {
                    elements.push(Element::Placeable(e));
                    continue;
                }
                Part::Text(t) => t,
                Part::Break(breaks, indent) => "\n".repeat(breaks) + &" ".repeat(indent - common),
            };
            match elements.last_mut() {
                Some(Element::Text(t)) => t.push_str(&text),
                _ => elements.push(Element::Text(text)),
            }
        }
        if let Some(Element::Text(t)) = elements.last_mut() {
            let kept = t.trim_end_matches([' ', '\n']).len();
            t.truncate(kept);
            if t.is_empty() {
                elements.pop();
            }
        }
        Ok((!elements.is_empty()).then_some(Pattern(elements)))
    }

    /// After `{`: an inline expression or a select expression, and the closing `}`.
    fn placeable(&mut self) -> Parsed<Expression> {
        self.blank();
        let selector = self.inline()?;
        self.blank();
        if self.peek() == Some('-') && self.peek_at(1) == Some('>') {
            self.i += 2;
            match &selector {
                Inline::Message(..) => {
                    return Err("a message cannot be chosen on; use a variable".into())
                }
                Inline::Term(_, None, _) => {
                    return Err("a term cannot be chosen on, only its attribute".into())
                }
                _ => {}
            }
            let (variants, default) = self.variants()?;
            self.blank();
            self.expect('}')?;
            return Ok(Expression::Select {
                selector,
                variants,
                default,
            });
        }
        self.expect('}')?;
        Ok(Expression::Inline(selector))
    }

    /// The variants of a select expression, each on its own line; exactly one is the default.
    fn variants(&mut self) -> Parsed<(Vec<Variant>, usize)> {
        self.blank_inline();
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            if self.peek() != Some('\n') {
                break;
            }
            let save = self.i;
            self.blank();
            let star = self.peek() == Some('*');
            if star {
                self.i += 1;
            }
            if self.peek() != Some('[') {
                if star {
                    return Err("expected “[” after “*”".into());
                }
                self.i = save;
                break;
            }
            self.i += 1;
            self.blank();
            let key = match self.peek() {
                Some(c) if c.is_ascii_digit() || c == '-' => Key::Number(self.number()?),
                _ => Key::Name(self.identifier()?),
            };
            self.blank();
            self.expect(']')?;
            if star {
                if default.is_some() {
                    return Err("a choice has more than one default variant (*)".into());
                }
                default = Some(variants.len());
            }
            let value = self
                .pattern()?
                .ok_or("a variant has no text; write {\"\"} for an empty one")?;
            variants.push(Variant { key, value });
        }
        match default {
            Some(d) => Ok((variants, d)),
            None if variants.is_empty() => {
                Err("a choice (->) needs variants on the next lines".into())
            }
            None => Err("a choice has no default variant: mark one with *".into()),
        }
    }

    /// A whole number (the files choose on counts; decimals are not read).
    fn number(&mut self) -> Parsed<i64> {
        let mut n = String::new();
        if self.peek() == Some('-') {
            n.push('-');
            self.i += 1;
        }
        while let Some(c) = self.peek().filter(char::is_ascii_digit) {
            n.push(c);
            self.i += 1;
        }
        if self.peek() == Some('.') {
            return Err("only whole numbers are read".into());
        }
        n.parse().map_err(|_| "expected a whole number".to_string())
    }

    fn string(&mut self) -> Parsed<String> {
        self.expect('"')?;
        let mut out = String::new();
        loop {
            match self.peek() {
                None | Some('\n') => return Err("a string literal is not closed with \"".into()),
                Some('"') => {
                    self.i += 1;
                    return Ok(out);
                }
                Some('\\') => {
                    self.i += 1;
                    match self.peek() {
                        Some(c @ ('"' | '\\')) => {
                            out.push(c);
                            self.i += 1;
                        }
                        Some(u @ ('u' | 'U')) => {
                            self.i += 1;
                            let len = if u == 'u' { 4 } else { 6 };
                            let hex: String = (0..len).filter_map(|k| self.peek_at(k)).collect();
                            let c = u32::from_str_radix(&hex, 16)
                                .ok()
                                .filter(|_| hex.len() == len)
                                .and_then(char::from_u32)
                                .ok_or_else(|| format!("\\{u}{hex} is not a character"))?;
                            out.push(c);
                            self.i += len;
                        }
                        _ => {
                            return Err("in a string literal, \\ is followed by \", \\ or u".into())
                        }
                    }
                }
                Some(c) => {
                    out.push(c);
                    self.i += 1;
                }
            }
        }
    }

    fn inline(&mut self) -> Parsed<Inline> {
        match self.peek() {
            Some('"') => Ok(Inline::String(self.string()?)),
            Some(c) if c.is_ascii_digit() => Ok(Inline::Number(self.number()?)),
            Some('-') if self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) => {
                Ok(Inline::Number(self.number()?))
            }
            Some('$') => {
                self.i += 1;
                Ok(Inline::Variable(self.identifier()?))
            }
            Some('{') => {
                self.i += 1;
                Ok(Inline::Nested(Box::new(self.placeable()?)))
            }
            Some('-') => {
                self.i += 1;
                let id = self.identifier()?;
                let attr = self.attribute_name()?;
                let mut args = Vec::new();
                let save = self.i;
                self.blank();
                if self.peek() == Some('(') {
                    self.i += 1;
                    args = self.arguments()?;
                } else {
                    self.i = save;
                }
                Ok(Inline::Term(id, attr, args))
            }
            Some(c) if c.is_ascii_alphabetic() => {
                let id = self.identifier()?;
                let attr = self.attribute_name()?;
                let save = self.i;
                self.blank();
                if self.peek() == Some('(') {
                    return Err(format!("{id}(...): functions are not supported"));
                }
                self.i = save;
                Ok(Inline::Message(id, attr))
            }
            _ => Err("expected a $variable, a message, a -term or a \"string\" after “{”".into()),
        }
    }

    fn attribute_name(&mut self) -> Parsed<Option<String>> {
        if self.peek() == Some('.') {
            self.i += 1;
            Ok(Some(self.identifier()?))
        } else {
            Ok(None)
        }
    }

    /// After `(`: `name: "value"` or `name: 3`, separated by commas, up to `)`.
    fn arguments(&mut self) -> Parsed<Vec<(String, Inline)>> {
        let mut args = Vec::new();
        loop {
            self.blank();
            if self.peek() == Some(')') {
                self.i += 1;
                return Ok(args);
            }
            let name = self.identifier()?;
            self.blank();
            self.expect(':')?;
            self.blank();
            let value = match self.peek() {
                Some('"') => Inline::String(self.string()?),
                _ => Inline::Number(self.number()?),
            };
            args.push((name, value));
            self.blank();
            match self.peek() {
                Some(',') => self.i += 1,
                Some(')') => {}
                _ => return Err("term arguments are name: \"value\", separated by commas".into()),
            }
        }
    }
}
