//! Formatting a message of a [`Resource`] with its arguments, as Fluent does (fluent.js, fluent-rs): a message
//! refers to other messages with the same arguments; a term sees only the arguments written in its reference
//! (`{ -south(case: "genitive") }`); a select expression takes the first variant whose key matches (a number
//! key equal to a number, a name equal to a string, or a plural category of a number), else its default.
//! Placeables are not wrapped in Unicode isolation marks (fluent's `use_isolating = false`); numbers are whole
//! and print as their digits.

use crate::plural::{Category, Plural};
use crate::syntax::{Element, Entry, Expression, Inline, Key, Pattern, Resource};
use std::borrow::Cow;

/// A value given to a message (`$count`, `$player`, ...).
#[derive(Clone, Debug, PartialEq)]
pub enum Value<'a> {
    /// A text; also a name chosen on (`south`).
    Str(Cow<'a, str>),
    /// A whole number, chosen on by its plural category.
    Num(i64),
}

impl Value<'_> {
    /// The value as the page shows it.
    pub fn text(&self) -> Cow<'_, str> {
        match self {
            Value::Str(s) => Cow::Borrowed(s),
            Value::Num(n) => Cow::Owned(n.to_string()),
        }
    }
}

impl<'a> From<&'a str> for Value<'a> {
    fn from(s: &'a str) -> Self {
        Value::Str(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Value<'a> {
    fn from(s: &'a String) -> Self {
        Value::Str(Cow::Borrowed(s))
    }
}

impl From<String> for Value<'_> {
    fn from(s: String) -> Self {
        Value::Str(Cow::Owned(s))
    }
}

impl From<char> for Value<'_> {
    fn from(c: char) -> Self {
        Value::Str(Cow::Owned(c.to_string()))
    }
}

macro_rules! number_values {
    ($($t:ty),*) => {$(
        impl From<$t> for Value<'_> {
            fn from(n: $t) -> Self {
                Value::Num(n as i64)
            }
        }
    )*};
}
number_values!(u8, u16, u32, u64, usize, i32, i64);

/// The arguments of a message, by name.
pub type Args<'a> = [(&'a str, Value<'a>)];

/// How deep messages and terms may refer to each other (a guard against cycles).
const MAX_DEPTH: usize = 16;

/// One formatting: the file, its plural rules, the message's arguments and what went wrong.
struct Scope<'r, 'a, R: Entries + ?Sized> {
    res: &'r R,
    plural: Plural,
    args: &'a Args<'a>,
    errors: Vec<String>,
    depth: usize,
}

/// A language file's entries by id, read at once ([`Resource`]) or on first use ([`crate::lazy::Lazy`]);
/// their messages formatted.
pub trait Entries {
    /// The message `id` or the term `-id`.
    fn entry(&self, id: &str) -> Option<&Entry>;

    /// Formats the message `id` (or its attribute `attr`) with `args`, under the plural rules `plural`.
    /// `None` when the file has no such message. Problems (a missing variable or message) are added to
    /// `errors`; the text then shows the missing name in braces, as Fluent does.
    fn format(
        &self,
        plural: Plural,
        id: &str,
        attr: Option<&str>,
        args: &Args,
        errors: &mut Vec<String>,
    ) -> Option<String> {
        let pattern = self.pattern(id, attr)?;
        let mut scope = Scope {
            res: self,
            plural,
            args,
            errors: Vec::new(),
            depth: 0,
        };
        let mut out = String::new();
        scope.pattern(pattern, None, &mut out);
        errors.extend(scope.errors);
        Some(out)
    }

    /// The text of an entry (`id` with `-` for a term) or of one of its attributes.
    fn pattern(&self, id: &str, attr: Option<&str>) -> Option<&Pattern> {
        let entry = self.entry(id)?;
        match attr {
            None => entry.value.as_ref(),
            Some(a) => entry
                .attributes
                .iter()
                .find(|(name, _)| name == a)
                .map(|(_, p)| p),
        }
    }
}

impl Entries for Resource {
    fn entry(&self, id: &str) -> Option<&Entry> {
        Resource::entry(self, id)
    }
}

impl Entries for crate::lazy::Lazy {
    fn entry(&self, id: &str) -> Option<&Entry> {
        crate::lazy::Lazy::entry(self, id)
    }
}

/// The arguments of a term reference, evaluated.
type Local<'v> = [(String, Value<'v>)];

impl<R: Entries + ?Sized> Scope<'_, '_, R> {
    fn pattern(&mut self, p: &Pattern, local: Option<&Local>, out: &mut String) {
        if self.depth > MAX_DEPTH {
            self.errors
                .push("messages refer to each other in a cycle".into());
            return;
        }
        self.depth += 1;
        for e in &p.0 {
            match e {
                Element::Text(t) => out.push_str(t),
                Element::Placeable(x) => {
                    let v = self.expression(x, local);
                    out.push_str(&v.text());
                }
            }
        }
        self.depth -= 1;
    }

    fn expression(&mut self, x: &Expression, local: Option<&Local>) -> Value<'static> {
        match x {
            Expression::Inline(i) => self
                .inline(i, local)
                .unwrap_or_else(|name| Value::Str(Cow::Owned(format!("{{{name}}}")))),
            Expression::Select {
                selector,
                variants,
                default,
            } => {
                let chosen = self
                    .inline(selector, local)
                    .ok()
                    .and_then(|sel| variants.iter().position(|v| self.matches(&sel, &v.key)));
                let mut out = String::new();
                let v = &variants[chosen.unwrap_or(*default)];
                self.pattern(&v.value, local, &mut out);
                Value::Str(Cow::Owned(out))
            }
        }
    }

    fn matches(&self, selector: &Value, key: &Key) -> bool {
        match (selector, key) {
            (Value::Str(s), Key::Name(k)) => s == k,
            (Value::Num(n), Key::Number(k)) => k == n,
            (Value::Num(n), Key::Name(k)) => {
                let category =
                    u64::try_from(*n).map_or(Category::Other, |n| self.plural.category(n));
                Category::from_name(k) == Some(category)
            }
            (Value::Str(_), Key::Number(_)) => false,
        }
    }

    /// The value of an inline expression, or the name to show in braces when it is missing.
    fn inline(&mut self, i: &Inline, local: Option<&Local>) -> Result<Value<'static>, String> {
        match i {
            Inline::String(s) => Ok(Value::Str(Cow::Owned(s.clone()))),
            Inline::Number(n) => Ok(Value::Num(*n)),
            Inline::Variable(name) => {
                let found = match local {
                    // Inside a term, only the term's own arguments (a missing one is no error).
                    Some(l) => {
                        return l
                            .iter()
                            .find(|(k, _)| k == name)
                            .map(|(_, v)| owned(v))
                            .ok_or(format!("${name}"))
                    }
                    None => self.args.iter().find(|(k, _)| k == name),
                };
                found.map(|(_, v)| owned(v)).ok_or_else(|| {
                    self.errors.push(format!("no value for ${name}"));
                    format!("${name}")
                })
            }
            Inline::Message(id, attr) => {
                let Some(p) = self.res.pattern(id, attr.as_deref()) else {
                    self.errors.push(format!("no message {id}"));
                    return Err(id.clone());
                };
                let mut out = String::new();
                self.pattern(p, local, &mut out);
                Ok(Value::Str(Cow::Owned(out)))
            }
            Inline::Term(id, attr, args) => {
                let key = format!("-{id}");
                let Some(p) = self.res.pattern(&key, attr.as_deref()) else {
                    self.errors.push(format!("no term -{id}"));
                    return Err(key);
                };
                let mut term_args: Vec<(String, Value)> = Vec::new();
                for (name, value) in args {
                    let v = self.inline(value, local)?;
                    term_args.push((name.clone(), v));
                }
                let mut out = String::new();
                self.pattern(p, Some(&term_args), &mut out);
                Ok(Value::Str(Cow::Owned(out)))
            }
            Inline::Nested(x) => Ok(self.expression(x, local)),
        }
    }
}

fn owned(v: &Value) -> Value<'static> {
    match v {
        Value::Str(s) => Value::Str(Cow::Owned(s.to_string())),
        Value::Num(n) => Value::Num(*n),
    }
}
