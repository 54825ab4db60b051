//! A small JSON reader and writer for the page's two JSON texts: the saved game (`storage.rs`) and the computer
//! player's messages (`worker_api.rs`). Issue 12: serde_json's deserialisers, made for every type they read,
//! were the largest part of the page's wasm module (40 KB of its 230 KB gzipped), on the wire before the first
//! move; these texts need only objects, arrays, strings, whole numbers, `true`, `false` and `null`.
//!
//! [`parse`] reads any JSON text into a [`Value`] (a number keeps its text: the reader of a field decides what
//! it must be, and a fraction is no whole number); [`Object`] writes one. Both follow RFC 8259; the tests
//! compare them with serde_json.

use std::fmt::{self, Write as _};

/// A JSON value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as written.
    Number(String),
    /// A string.
    Str(String),
    /// An array.
    Array(Vec<Value>),
    /// An object: its members in the order written (a repeated name: the first one counts).
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The member `name` of an object.
    pub fn get(&self, name: &str) -> Option<&Value> {
        match self {
            Value::Object(members) => members.iter().find(|(n, _)| n == name).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The text of a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// A whole number that fits `T` (`u32`, `i32`, `u64`, `usize`, ...).
    pub fn as_int<T: std::str::FromStr>(&self) -> Option<T> {
        match self {
            Value::Number(text) => text.parse().ok(),
            _ => None,
        }
    }

    /// A boolean.
    // Read by the print module's request only (`print_job.rs`), not in the page's module.
    #[cfg_attr(wasm_page, allow(dead_code))]
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The items of an array.
    // Read by the print module's request only (`print_job.rs`), not in the page's module.
    #[cfg_attr(wasm_page, allow(dead_code))]
    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }
}

/// Where a text stops being JSON: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not JSON at line {}, column {}", self.line, self.column)
    }
}

/// Reads a JSON text (one value, with white space around it).
pub fn parse(text: &str) -> Result<Value, ParseError> {
    let mut r = Reader { text, at: 0 };
    let v = r.value(0)?;
    r.space();
    if r.at < text.len() {
        return Err(r.error());
    }
    Ok(v)
}

/// How deep arrays and objects may nest (a hostile text cannot exhaust the stack).
const MAX_DEPTH: usize = 64;

struct Reader<'a> {
    text: &'a str,
    /// Byte offset.
    at: usize,
}

impl Reader<'_> {
    fn error(&self) -> ParseError {
        let before = &self.text[..self.at.min(self.text.len())];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        ParseError { line, column }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// Skips `c` (after white space), or fails.
    fn expect(&mut self, c: u8) -> Result<(), ParseError> {
        self.space();
        if self.peek() != Some(c) {
            return Err(self.error());
        }
        self.at += 1;
        Ok(())
    }

    fn word(&mut self, word: &str, v: Value) -> Result<Value, ParseError> {
        if !self.text[self.at..].starts_with(word) {
            return Err(self.error());
        }
        self.at += word.len();
        Ok(v)
    }

    fn value(&mut self, depth: usize) -> Result<Value, ParseError> {
        self.space();
        match self.peek() {
            Some(b'{') if depth < MAX_DEPTH => self.object(depth),
            Some(b'[') if depth < MAX_DEPTH => self.array(depth),
            Some(b'"') => self.string().map(Value::Str),
            Some(b't') => self.word("true", Value::Bool(true)),
            Some(b'f') => self.word("false", Value::Bool(false)),
            Some(b'n') => self.word("null", Value::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(self.error()),
        }
    }

    /// The items of `[...]` or members of `{...}`, each read by `item`, separated by commas.
    fn list<T>(
        &mut self,
        close: u8,
        mut item: impl FnMut(&mut Self) -> Result<T, ParseError>,
    ) -> Result<Vec<T>, ParseError> {
        self.at += 1;
        let mut items = Vec::new();
        self.space();
        if self.peek() == Some(close) {
            self.at += 1;
            return Ok(items);
        }
        loop {
            items.push(item(self)?);
            self.space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(c) if c == close => {
                    self.at += 1;
                    return Ok(items);
                }
                _ => return Err(self.error()),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, ParseError> {
        self.list(b']', |r| r.value(depth + 1)).map(Value::Array)
    }

    fn object(&mut self, depth: usize) -> Result<Value, ParseError> {
        let members = self.list(b'}', |r| {
            r.space();
            if r.peek() != Some(b'"') {
                return Err(r.error());
            }
            let name = r.string()?;
            r.expect(b':')?;
            Ok((name, r.value(depth + 1)?))
        })?;
        Ok(Value::Object(members))
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    fn number(&mut self) -> Result<Value, ParseError> {
        let start = self.at;
        let bytes = self.text.as_bytes();
        let digits = |at: &mut usize| {
            let from = *at;
            while bytes.get(*at).is_some_and(u8::is_ascii_digit) {
                *at += 1;
            }
            *at > from
        };
        let mut at = self.at;
        if bytes[at] == b'-' {
            at += 1;
        }
        let leading_zero = bytes.get(at) == Some(&b'0');
        let int_start = at;
        let mut ok = digits(&mut at) && !(leading_zero && at > int_start + 1);
        if ok && bytes.get(at) == Some(&b'.') {
            at += 1;
            ok = digits(&mut at);
        }
        if ok && matches!(bytes.get(at), Some(b'e' | b'E')) {
            at += 1;
            if matches!(bytes.get(at), Some(b'+' | b'-')) {
                at += 1;
            }
            ok = digits(&mut at);
        }
        self.at = at;
        if !ok {
            return Err(self.error());
        }
        Ok(Value::Number(self.text[start..at].to_string()))
    }

    fn string(&mut self) -> Result<String, ParseError> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let rest = &self.text[self.at..];
            let plain = rest
                .find(|c: char| c == '"' || c == '\\' || c < ' ')
                .ok_or_else(|| self.at_end())?;
            out.push_str(&rest[..plain]);
            self.at += plain;
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
                _ => return Err(self.error()),
            }
        }
    }

    fn at_end(&self) -> ParseError {
        Reader {
            text: self.text,
            at: self.text.len(),
        }
        .error()
    }

    /// The character of an escape, after its backslash.
    fn escape(&mut self) -> Result<char, ParseError> {
        let c = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                self.at += 1;
                let high = self.hex4()?;
                let code = if (0xD800..0xDC00).contains(&high) {
                    if !self.text[self.at..].starts_with("\\u") {
                        return Err(self.error());
                    }
                    self.at += 2;
                    let low = self.hex4()?;
                    if !(0xDC00..0xE000).contains(&low) {
                        return Err(self.error());
                    }
                    0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    high
                };
                return char::from_u32(code).ok_or_else(|| self.error());
            }
            _ => return Err(self.error()),
        };
        self.at += 1;
        Ok(c)
    }

    fn hex4(&mut self) -> Result<u32, ParseError> {
        let digits = self
            .text
            .get(self.at..self.at + 4)
            .ok_or_else(|| self.error())?;
        if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(self.error());
        }
        self.at += 4;
        u32::from_str_radix(digits, 16).map_err(|_| self.error())
    }
}

/// Writes `s` as a JSON string, quoted and escaped.
pub fn write_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c < ' ' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Writes a JSON object, member by member: `Object::new().str("a", "x").int("b", 2).finish()`.
pub struct Object(String);

impl Object {
    /// An object with no members yet.
    pub fn new() -> Object {
        Object(String::from("{"))
    }

    /// A member whose value is the JSON text `json`.
    pub fn raw(mut self, name: &str, json: &str) -> Object {
        if self.0.len() > 1 {
            self.0.push(',');
        }
        write_str(&mut self.0, name);
        self.0.push(':');
        self.0.push_str(json);
        self
    }

    /// A string member.
    pub fn str(self, name: &str, value: &str) -> Object {
        let mut text = String::new();
        write_str(&mut text, value);
        self.raw(name, &text)
    }

    /// A string member, or `null`.
    pub fn opt_str(self, name: &str, value: Option<&str>) -> Object {
        match value {
            Some(v) => self.str(name, v),
            None => self.raw(name, "null"),
        }
    }

    /// A whole number (or any value whose `Display` is JSON: `true`, `false`).
    pub fn int(self, name: &str, value: impl fmt::Display) -> Object {
        self.raw(name, &value.to_string())
    }

    /// The object's text.
    pub fn finish(mut self) -> String {
        self.0.push('}');
        self.0
    }
}

impl Default for Object {
    fn default() -> Self {
        Object::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// serde_json's reading of the same text, as our [`Value`].
    fn reference(text: &str) -> Option<Value> {
        fn convert(v: serde_json::Value) -> Value {
            match v {
                serde_json::Value::Null => Value::Null,
                serde_json::Value::Bool(b) => Value::Bool(b),
                serde_json::Value::Number(n) => Value::Number(n.to_string()),
                serde_json::Value::String(s) => Value::Str(s),
                serde_json::Value::Array(a) => Value::Array(a.into_iter().map(convert).collect()),
                serde_json::Value::Object(o) => {
                    Value::Object(o.into_iter().map(|(k, v)| (k, convert(v))).collect())
                }
            }
        }
        serde_json::from_str(text).ok().map(convert)
    }

    #[test]
    fn reads_what_serde_json_reads_and_refuses_what_it_refuses() {
        // Members in name order and numbers as serde_json writes them, so that both readings compare.
        let texts = [
            r#"{"a":1,"b":[true,false,null],"c":{"d":"x\"y\\z\n\u00e9\ud83d\ude00"}}"#,
            r#" [ -12 , 0 , 18446744073709551615 , "" , [] , {} ] "#,
            r#""ready""#,
            r#""\/\b\f\r\t""#,
            "42",
            "",
            "garbage{",
            "{\"a\":}",
            "{\"a\" 1}",
            "[1,]",
            "[1 2]",
            "01",
            "1.",
            "-",
            "\"\\x\"",
            "\"\\ud83d\"",
            "\"tab\tinside\"",
            "\"open",
            "nul",
            "{1:2}",
            "[1]]",
            "{\"a\":1}x",
        ];
        for text in texts {
            assert_eq!(parse(text).ok(), reference(text), "{text:?}");
        }
        // Fractions and exponents are read as numbers (no whole number: `as_int` refuses them).
        let v = parse("[1.5, 2e3, -0.25E-2]").unwrap();
        assert_eq!(v.as_array().unwrap().len(), 3);
        assert_eq!(v.as_array().unwrap()[0].as_int::<u32>(), None);
        assert_eq!(parse("7").unwrap().as_int::<u8>(), Some(7));
        assert_eq!(parse("-7").unwrap().as_int::<u8>(), None);
        assert_eq!(parse("300").unwrap().as_int::<u8>(), None);
    }

    #[test]
    fn says_where_the_text_stops_being_json() {
        assert_eq!(
            parse("{\n  \"a\": tru\n}"),
            Err(ParseError { line: 2, column: 8 })
        );
        assert_eq!(parse(""), Err(ParseError { line: 1, column: 1 }));
        let deep = "[".repeat(MAX_DEPTH + 1) + &"]".repeat(MAX_DEPTH + 1);
        assert!(parse(&deep).is_err());
        let fine = "[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH);
        assert!(parse(&fine).is_ok());
    }

    #[test]
    fn writes_what_serde_json_reads_back() {
        for s in [
            "",
            "plain",
            "q\"b\\s/",
            "line\nfeed\r\ttab\u{1}\u{1f}",
            "é😀",
        ] {
            let text = Object::new()
                .str("s", s)
                .opt_str("none", None)
                .int("n", -5)
                .int("b", true)
                .finish();
            let back: serde_json::Value = serde_json::from_str(&text).unwrap();
            assert_eq!(back["s"], s, "{text}");
            assert_eq!(back["none"], serde_json::Value::Null);
            assert_eq!(back["n"], -5);
            assert_eq!(back["b"], true);
            assert_eq!(
                parse(&text).unwrap().get("s").and_then(Value::as_str),
                Some(s)
            );
        }
        assert_eq!(Object::new().finish(), "{}");
    }
}
