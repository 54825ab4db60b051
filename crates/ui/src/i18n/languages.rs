//! The languages of the page. Adding one is adding its file `i18n/<code>.ftl` (a translation of `en.ftl`) and
//! one line to [`LANGUAGES`]; `cargo test` then checks the file has every message with the same variables.

use super::plural::Plural;
use super::strings::Strings;
use std::cell::Cell;
use std::fmt;
use wari_core::rules::Preset;

/// One language: its line in [`LANGUAGES`].
#[derive(Debug)]
pub struct Language {
    /// The code of `lang=`, of the file (`i18n/<code>.ftl`) and of the page's `lang` attribute.
    pub code: &'static str,
    /// Its own name, for the language menu.
    pub name: &'static str,
    /// Its plural rules (CLDR), for the files' `[one]`, `[few]`, ... choices.
    pub plural: Plural,
    /// A first visit's variant: the classroom rules of the language's source when one fits (RULES.md).
    pub first_variant: Preset,
}

const fn language(
    code: &'static str,
    name: &'static str,
    plural: Plural,
    first_variant: Preset,
) -> Language {
    Language {
        code,
        name,
        plural,
        first_variant,
    }
}

/// The languages, in the order of the language menu (by their own names).
pub const LANGUAGES: &[Language] = &[
    language("en", "English", Plural::One, Preset::Abapa),
    language("es", "Español", Plural::OneMany, Preset::Numeros),
    language("fr", "Français", Plural::ZeroAndOneMany, Preset::Abapa),
    language("hu", "Magyar", Plural::One, Preset::HuWari),
    language("pl", "Polski", Plural::Polish, Preset::Abapa),
];

/// A language of the page: one of [`LANGUAGES`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lang(u8);

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The language of `code` in [`LANGUAGES`] (at compile time: a missing code does not compile).
const fn named(code: &str) -> Lang {
    let mut i = 0;
    while i < LANGUAGES.len() {
        if same(LANGUAGES[i].code, code) {
            return Lang(i as u8);
        }
        i += 1;
    }
    panic!("no such language")
}

thread_local! {
    /// The fixed texts of each language, built once its file is read.
    static STRINGS: [Cell<Option<&'static Strings>>; LANGUAGES.len()] =
        const { [const { Cell::new(None) }; LANGUAGES.len()] };
}

// The languages the code names: English, the fallback; the others for the tests (the page's too). A new
// language needs none.
#[allow(non_upper_case_globals)]
impl Lang {
    /// English, the fallback of every message.
    pub const En: Lang = named("en");
    /// Spanish.
    pub const Es: Lang = named("es");
    /// French.
    pub const Fr: Lang = named("fr");
    /// Hungarian.
    pub const Hu: Lang = named("hu");
    /// Polish.
    pub const Pl: Lang = named("pl");
}

impl Lang {
    /// All languages, in the order of the language menu.
    pub const ALL: [Lang; LANGUAGES.len()] = {
        let mut all = [Lang(0); LANGUAGES.len()];
        let mut i = 0;
        while i < all.len() {
            all[i] = Lang(i as u8);
            i += 1;
        }
        all
    };

    /// Its line in [`LANGUAGES`].
    pub fn info(self) -> &'static Language {
        &LANGUAGES[self.index()]
    }

    /// Its index in [`LANGUAGES`].
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The code used in `lang=`, the file name and the `lang` attribute.
    pub fn code(self) -> &'static str {
        self.info().code
    }

    /// The language of a code such as `es-ES` or `hu_HU`, if the page speaks it.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first language of the browser's list (`navigator.languages`) that the page speaks, English otherwise.
    pub fn detect<'a>(codes: impl IntoIterator<Item = &'a str>) -> Lang {
        codes
            .into_iter()
            .find_map(Lang::from_code)
            .unwrap_or(Lang::En)
    }

    /// The language's own name, for the menu.
    pub fn native_name(self) -> &'static str {
        self.info().name
    }

    /// A first visit's variant (RULES.md: Spanish `numeros`, Hungarian `hu-wari`, otherwise `abapa`).
    pub fn default_preset(self) -> Preset {
        self.info().first_variant
    }

    /// Its plural rules.
    pub fn plural(self) -> Plural {
        self.info().plural
    }

    /// The fixed texts (English until the language's file is read).
    pub fn t(self) -> &'static Strings {
        if !super::is_loaded(self) {
            return Lang::En.t();
        }
        STRINGS.with(|s| {
            let cell = &s[self.index()];
            cell.get().unwrap_or_else(|| {
                let t: &'static Strings = Box::leak(Box::new(Strings::build(self)));
                cell.set(Some(t));
                t
            })
        })
    }
}

impl fmt::Debug for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Lang({})", self.code())
    }
}
