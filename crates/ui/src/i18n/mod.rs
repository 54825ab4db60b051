//! Every word the page shows, read from one file per language: `i18n/<code>.ftl` at the top of the project, in
//! the Fluent syntax (<https://projectfluent.org>). The files are data; this module reads them and puts the
//! engine's values into their messages.
//!
//! - [`languages`]: the language list ([`Lang`], [`LANGUAGES`]): adding a language is adding its file and one
//!   line there.
//! - the reader of the files is the crate `fluent-lite`: [`syntax`] reads a file (a strict subset of Fluent),
//!   [`lazy`] reads it lazily (an index of its entries, each parsed on first use: what the page does),
//!   [`resolve`] formats a message with its arguments, [`plural`] holds the CLDR plural rules of whole numbers.
//! - [`strings`]: the fixed texts as a struct of fields ([`strings::Strings`]; the print view's,
//!   `PrintStrings`, only in the print module) and [`fill`] for the ones with values; [`sentences`]: moves, results, matches, the rules of a variant; `super::error_text`: the engine's
//!   errors and the link notices.
//!
//! English is compiled in and is the fallback of every message; the page fetches the file of another
//! language when it needs it ([`load`], wasm) and native builds (the tests) read it from the source tree.
//! A message is formatted with [`tr!`]: `tr!(lang, "move-sown", "player" => p, "pit" => 'C')`.

pub mod languages;
pub mod sentences;
pub mod strings;

// The reader of the files: the crate fluent-lite.
pub use fluent_lite::{lazy, plural, resolve, syntax};

#[cfg(test)]
mod tests;

pub use languages::{Lang, LANGUAGES};
pub use resolve::{Args, Value};
pub use sentences::*;
pub use strings::fill;
pub use strings::PrintStrings;

use lazy::Lazy;
use resolve::Entries;
use std::borrow::Cow;
use std::cell::RefCell;

/// Formats a message of the language files: `tr!(lang, "id", "name" => value, ...)` (also `"id.attribute"`).
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:expr $(, $name:literal => $value:expr)* $(,)?) => {
        $crate::i18n::text($lang, $id, &[$(($name, $crate::i18n::Arg::value($value))),*])
    };
}
pub use crate::tr;

/// What a message's value may be: text, a letter, a whole number, or a player (passed as `south` or `north`,
/// which the files choose on).
pub trait Arg<'a> {
    /// The value given to the message.
    fn value(self) -> Value<'a>;
}

impl<'a> Arg<'a> for Value<'a> {
    fn value(self) -> Value<'a> {
        self
    }
}

impl Arg<'_> for wari_core::rules::Player {
    fn value(self) -> Value<'static> {
        Value::Str(Cow::Borrowed(match self {
            wari_core::rules::Player::South => "south",
            wari_core::rules::Player::North => "north",
        }))
    }
}

macro_rules! args_from_values {
    ($($t:ty),*) => {$(
        impl<'a> Arg<'a> for $t {
            fn value(self) -> Value<'a> {
                Value::from(self)
            }
        }
    )*};
}
args_from_values!(
    &'a str,
    &'a String,
    String,
    char,
    u8,
    u16,
    u32,
    u64,
    usize,
    i32,
    i64
);

/// The English file (without its comments, see `build.rs`), always in the program: the fallback of every message.
const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));

thread_local! {
    /// The files read so far, by language (kept for the program's life; the page has one thread).
    static FILES: RefCell<[Option<&'static Lazy>; LANGUAGES.len()]> =
        const { RefCell::new([None; LANGUAGES.len()]) };
    /// Texts kept for the program's life, by language and message with its values (a finite set: player and
    /// variant names, cycle clauses, the fixed texts).
    static KEPT: RefCell<Vec<(usize, String, &'static str)>> = const { RefCell::new(Vec::new()) };
}

/// Reads `source` as `lang`'s file (lazily), for the program's life.
fn keep(lang: Lang, source: Cow<'static, str>) -> &'static Lazy {
    let res: &'static Lazy = Box::leak(Box::new(Lazy::new(source)));
    FILES.with(|f| f.borrow_mut()[lang.index()] = Some(res));
    res
}

/// The file of `lang`, if it is read (English always is; native builds read the others from `i18n/`).
pub fn file(lang: Lang) -> Option<&'static Lazy> {
    if let Some(r) = FILES.with(|f| f.borrow()[lang.index()]) {
        return Some(r);
    }
    if lang == Lang::En {
        return Some(keep(lang, Cow::Borrowed(ENGLISH)));
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        // The project's `i18n/`, two folders above this crate.
        let path = format!(
            "{}/../../i18n/{}.ftl",
            env!("CARGO_MANIFEST_DIR"),
            lang.code()
        );
        if let Ok(source) = std::fs::read_to_string(path) {
            return Some(keep(lang, Cow::Owned(source)));
        }
    }
    None
}

/// The text of `lang`'s file as read, if it is (the page hands it to the print module: `super::printing`).
pub fn source(lang: Lang) -> Option<&'static str> {
    file(lang).map(Lazy::source)
}

/// Whether the file of `lang` is read, so the page can speak it.
pub fn is_loaded(lang: Lang) -> bool {
    file(lang).is_some()
}

/// Adds the text of `lang`'s file (fetched by the page), if it is one (see [`readable`]); returns whether
/// `lang` can be shown. A file read before is kept.
pub fn add(lang: Lang, source: &str) -> bool {
    if is_loaded(lang) {
        return true;
    }
    let Some(res) = readable(source) else {
        return false;
    };
    let res: &'static Lazy = Box::leak(Box::new(res));
    FILES.with(|f| f.borrow_mut()[lang.index()] = Some(res));
    #[cfg(target_arch = "wasm32")]
    warn_later(lang, res);
    true
}

/// Says the first errors of `lang`'s fetched file in the console, a second after it is in use (a full reading
/// of the file, kept off the way of the page's first screen).
#[cfg(target_arch = "wasm32")]
fn warn_later(lang: Lang, file: &'static Lazy) {
    use wasm_bindgen::{closure::Closure, JsCast};
    let warn = Closure::once_into_js(move || {
        for e in file.errors().iter().take(5) {
            let what = format!("i18n/{}.ftl line {}: {}", lang.code(), e.line, e.what);
            web_sys::console::warn_1(&what.into());
        }
    });
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(warn.unchecked_ref(), 1000);
    }
}

/// A fetched file read, if it is a language file: `None` for an error page or a file cut short to fewer than
/// half of English's messages, so the page keeps its language and says so. Of a file read, an entry that
/// cannot be read (or formatted) is said in English.
pub fn readable(source: &str) -> Option<Lazy> {
    let res = Lazy::new(Cow::Owned(source.to_string()));
    let english = file(Lang::En).map_or(0, |en| en.len());
    (res.len() * 2 >= english).then_some(res)
}

/// Formats `id` (or `id.attribute`) in `lang`: `Some((text, true))` from `lang`'s own file, `(text, false)`
/// from English when `lang`'s file is not read, lacks it, or cannot format it (a value it names is not given:
/// a test keeps the project's files free of that).
fn format(lang: Lang, id: &str, args: &Args) -> Option<(String, bool)> {
    let (id, attr) = match id.split_once('.') {
        Some((id, attr)) => (id, Some(attr)),
        None => (id, None),
    };
    for l in [lang, Lang::En] {
        let Some(res) = file(l) else { continue };
        let mut errors = Vec::new();
        match res.format(l.plural(), id, attr, args, &mut errors) {
            Some(text) if errors.is_empty() || l == Lang::En => {
                debug_assert!(errors.is_empty(), "{l:?} {id}: {errors:?}");
                return Some((text, l == lang));
            }
            _ => {}
        }
    }
    None
}

/// The message `id` (or `id.attribute`) in `lang` with `args`; in English if `lang` lacks it; the id itself
/// if English lacks it too (a test makes sure it never does). See [`tr!`].
pub fn text(lang: Lang, id: &str, args: &Args) -> String {
    match format(lang, id, args) {
        Some((text, _)) => text,
        None => {
            debug_assert!(false, "no message {id}");
            id.to_string()
        }
    }
}

/// [`text`] for the program's life: for functions that return `&'static str` (player names, variant names).
/// Only texts from `lang`'s own file are kept, so a language read later replaces its English fallback.
pub fn kept(lang: Lang, id: &str, args: &Args) -> &'static str {
    let key = args
        .iter()
        .fold(id.to_string(), |k, (n, v)| format!("{k}|{n}={}", v.text()));
    let found = KEPT.with(|k| {
        k.borrow()
            .iter()
            .find(|(l, k, _)| *l == lang.index() && *k == key)
            .map(|e| e.2)
    });
    if let Some(s) = found {
        return s;
    }
    let (text, own) = format(lang, id, args).unwrap_or_else(|| (id.to_string(), false));
    let text: &'static str = Box::leak(text.into_boxed_str());
    if own {
        KEPT.with(|k| k.borrow_mut().push((lang.index(), key, text)));
    }
    text
}

/// Fetches `i18n/<code>.ftl` (next to the page) unless it is read, then calls `done` with whether the language
/// can be shown. English never needs fetching.
pub fn load(lang: Lang, done: impl FnOnce(bool) + 'static) {
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::{closure::Closure, JsCast, JsValue};
    type Done = Rc<RefCell<Option<Box<dyn FnOnce(bool)>>>>;
    fn finish(done: &Done, ok: bool) {
        if let Some(f) = done.borrow_mut().take() {
            f(ok);
        }
    }
    if is_loaded(lang) {
        done(true);
        return;
    }
    let Some(window) = web_sys::window() else {
        done(false);
        return;
    };
    let done: Done = Rc::new(RefCell::new(Some(Box::new(done))));
    let failed = Rc::new({
        let done = done.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            web_sys::console::warn_2(&"language file not loaded".into(), &e);
            finish(&done, false);
        })
    });
    let got_text = Rc::new({
        let done = done.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |t: JsValue| match t.as_string() {
            Some(source) => finish(&done, add(lang, &source)),
            None => finish(&done, false),
        })
    });
    let got_response = {
        let failed = failed.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |r: JsValue| {
            let text = r
                .dyn_into::<web_sys::Response>()
                .ok()
                .filter(|r| r.ok())
                .and_then(|r| r.text().ok());
            match text {
                Some(p) => {
                    let _ = p.then2(&got_text, &failed);
                }
                None => finish(&done, false),
            }
        })
    };
    let url = format!("i18n/{}.ftl", lang.code());
    let _ = window.fetch_with_str(&url).then2(&got_response, &failed);
    // Called once at most, and once a language: left to live (it holds the other two).
    got_response.forget();
}
