//! The language files as data: each parses without error (also with the reference implementation, fluent-rs,
//! which must format every message exactly as this reader does), has every message of English with the same
//! variables, chooses plural forms only by its own language's categories, and has no message the code never
//! uses. Then the sentences themselves, in every language.

use super::resolve::Entries;
use super::strings::{PrintStrings, Strings};
use super::syntax::{Element, Expression, Inline, Key, Pattern, Resource};
use super::*;
use std::collections::{BTreeMap, BTreeSet};
use wari_core::rules::{Ending, Game, MatchFormat, Outcome, Player, Preset, Rules, Setup};

/// The file of `lang` as it is in `i18n/`, with its comments (the program's English has none).
/// The project's top folder, two above this crate.
const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

fn res(lang: Lang) -> &'static Resource {
    assert!(file(lang).is_some(), "i18n/{}.ftl is missing", lang.code());
    Box::leak(Box::new(Resource::parse(&source(lang))))
}

fn source(lang: Lang) -> String {
    let path = format!("{ROOT}/i18n/{}.ftl", lang.code());
    std::fs::read_to_string(path).expect("the file exists")
}

/// Calls `f` on every pattern of an expression, and on the expression's inline values.
fn walk<'a>(p: &'a Pattern, f: &mut dyn FnMut(&'a Inline, bool)) {
    fn inline<'a>(i: &'a Inline, selector: bool, f: &mut dyn FnMut(&'a Inline, bool)) {
        f(i, selector);
        match i {
            Inline::Nested(x) => expression(x, f),
            Inline::Term(_, _, args) => args.iter().for_each(|(_, a)| inline(a, false, f)),
            _ => {}
        }
    }
    fn expression<'a>(x: &'a Expression, f: &mut dyn FnMut(&'a Inline, bool)) {
        match x {
            Expression::Inline(i) => inline(i, false, f),
            Expression::Select {
                selector, variants, ..
            } => {
                inline(selector, true, f);
                for v in variants {
                    walk(&v.value, f);
                }
            }
        }
    }
    for e in &p.0 {
        if let Element::Placeable(x) = e {
            expression(x, f);
        }
    }
}

/// Every select expression of a pattern (nested ones too).
fn selects(p: &Pattern) -> Vec<(&Inline, Vec<&Key>)> {
    fn pattern<'a>(p: &'a Pattern, out: &mut Vec<(&'a Inline, Vec<&'a Key>)>) {
        for e in &p.0 {
            if let Element::Placeable(x) = e {
                expression(x, out);
            }
        }
    }
    fn expression<'a>(x: &'a Expression, out: &mut Vec<(&'a Inline, Vec<&'a Key>)>) {
        match x {
            Expression::Inline(Inline::Nested(x)) => expression(x, out),
            Expression::Inline(_) => {}
            Expression::Select {
                selector, variants, ..
            } => {
                out.push((selector, variants.iter().map(|v| &v.key).collect()));
                for v in variants {
                    pattern(&v.value, out);
                }
            }
        }
    }
    let mut out = Vec::new();
    pattern(p, &mut out);
    out
}

/// Every pattern of a file: `id` or `id.attribute`, terms with their `-`.
fn patterns(r: &Resource) -> Vec<(String, &Pattern)> {
    let mut out = Vec::new();
    let mut entries: Vec<&(String, syntax::Entry)> = r.entries.iter().collect();
    entries.sort_by_key(|(_, e)| e.line);
    for (id, e) in entries {
        if let Some(v) = &e.value {
            out.push((id.clone(), v));
        }
        for (a, p) in &e.attributes {
            out.push((format!("{id}.{a}"), p));
        }
    }
    out
}

/// The variables a message uses, through the messages it refers to (a term's variables are its own).
fn variables(r: &Resource, p: &Pattern, depth: usize) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    assert!(depth < 10, "messages refer to each other in a cycle");
    walk(p, &mut |i, _| match i {
        Inline::Variable(v) => {
            out.insert(v.clone());
        }
        Inline::Message(id, attr) => {
            if let Some(q) = r.pattern(id, attr.as_deref()) {
                out.extend(variables(r, q, depth + 1));
            }
        }
        _ => {}
    });
    out
}

/// The messages and terms a pattern refers to.
fn references(p: &Pattern) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    walk(p, &mut |i, _| match i {
        Inline::Message(id, _) => {
            out.insert(id.clone());
        }
        Inline::Term(id, _, _) => {
            out.insert(format!("-{id}"));
        }
        _ => {}
    });
    out
}

/// The `$names` a comment mentions.
fn mentioned(comment: &str) -> BTreeSet<String> {
    comment
        .split('$')
        .skip(1)
        .map(|s| {
            s.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect()
        })
        .collect()
}

/// The URL parameter `lang` (read by the core, `wari_core::params::language`) knows the same languages as the page.
#[test]
fn the_links_languages_are_the_pages() {
    let page: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    assert_eq!(page, wari_core::params::LANGUAGE_CODES);
    for l in Lang::ALL {
        assert_eq!(wari_core::params::language(l.code()), Some(l.code()));
    }
}

#[test]
fn every_file_parses_without_error() {
    for lang in Lang::ALL {
        let r = res(lang);
        assert!(
            r.errors.is_empty(),
            "i18n/{}.ftl: {:?}",
            lang.code(),
            r.errors
        );
        assert!(
            r.entries.len() > 200,
            "{lang:?}: {} entries",
            r.entries.len()
        );
    }
}

#[test]
fn every_language_has_every_message_of_english_with_its_variables() {
    let en = res(Lang::En);
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let r = res(lang);
        for (id, p) in patterns(en) {
            if id.starts_with('-') {
                continue; // terms belong to their language
            }
            let (msg, attr) = match id.split_once('.') {
                Some((m, a)) => (m, Some(a)),
                None => (id.as_str(), None),
            };
            let Some(q) = r.pattern(msg, attr) else {
                problems.push(format!("{lang:?}: no {id}"));
                continue;
            };
            let theirs = variables(r, q, 0);
            let ours = variables(en, p, 0);
            let mut known = ours.clone();
            known.extend(mentioned(&en.entry(msg).expect("English").comment));
            for v in theirs.difference(&known) {
                problems.push(format!(
                    "{lang:?} {id}: ${v} is not a variable of this message"
                ));
            }
            for v in ours.difference(&theirs) {
                problems.push(format!("{lang:?} {id}: ${v} is not used"));
            }
        }
        // A message English does not have must be a helper the file itself uses (not a stale id).
        let used: BTreeSet<String> = patterns(r)
            .iter()
            .flat_map(|(_, p)| references(p))
            .collect();
        for (id, _) in &r.entries {
            if !id.starts_with('-') && en.entry(id).is_none() && !used.contains(id) {
                problems.push(format!(
                    "{lang:?}: {id} is not an English message nor used by one"
                ));
            }
        }
        for (id, p) in patterns(r) {
            for reference in references(p) {
                if r.pattern(&reference, None).is_none() {
                    problems.push(format!(
                        "{lang:?} {id}: refers to {reference}, which is missing"
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// `www/boot.js` reads these when the program cannot start, with a regular expression, and
/// `scripts/boot_words.py` the words shown before it starts (index.html's `data-words`): plain, one line.
#[test]
fn the_loaders_messages_are_plain_lines() {
    for lang in Lang::ALL {
        let text = source(lang);
        for id in [
            "error-title",
            "load-error-text",
            "new-game",
            "page-loading",
            "page-description",
            "page-noscript",
        ] {
            let p = res(lang).pattern(id, None).expect("the message");
            assert!(
                matches!(&p.0[..], [Element::Text(t)] if !t.contains('\n')),
                "{lang:?} {id}"
            );
            assert!(
                text.lines().any(|l| l.starts_with(&format!("{id} = "))),
                "{lang:?} {id}"
            );
        }
    }
}

#[test]
fn plural_choices_use_the_categories_of_their_language() {
    let names: Vec<&str> = plural::Category::ALL.iter().map(|(_, n)| *n).collect();
    for lang in Lang::ALL {
        let allowed: Vec<&str> = lang
            .plural()
            .categories()
            .iter()
            .map(|c| c.name())
            .collect();
        for (id, p) in patterns(res(lang)) {
            for (_, keys) in selects(p) {
                let plural = keys
                    .iter()
                    .any(|k| matches!(k, Key::Name(n) if names.contains(&n.as_str())));
                for k in keys {
                    if let Key::Name(n) = k {
                        assert!(
                            !plural || allowed.contains(&n.as_str()),
                            "{lang:?} {id}: [{n}] is not a plural category of this language ({allowed:?})"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn every_english_message_is_used() {
    // The ids the code names (string literals of the page's src/, this crate's, the print module's, www/ and
    // index.html), the variants' names, the messages English refers to.
    let mut used: BTreeSet<String> = BTreeSet::new();
    let root = ROOT;
    let mut dirs: Vec<std::path::PathBuf> = vec![
        format!("{root}/src").into(),
        format!("{root}/crates/ui/src").into(),
        format!("{root}/crates/print/src").into(),
        format!("{root}/www").into(),
    ];
    // index.html names the words shown before the program starts (`data-words="<id>"`).
    let index = std::fs::read_to_string(format!("{root}/index.html")).expect("index.html");
    used.extend(index.split('"').skip(1).step_by(2).map(str::to_string));
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(d).expect("a source folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs" || e == "js") {
                let code = std::fs::read_to_string(&path).expect("a source file");
                used.extend(code.split('"').skip(1).step_by(2).map(str::to_string));
            }
        }
    }
    used.extend(Preset::ALL.map(|p| format!("variant-{}", p.id())));
    used.extend(Strings::keys().into_iter().map(str::to_string));
    used.extend(PrintStrings::keys().into_iter().map(str::to_string));
    let en = res(Lang::En);
    for (_, p) in patterns(en) {
        used.extend(references(p));
    }
    let unused: Vec<&String> = en
        .entries
        .iter()
        .map(|(id, _)| id)
        .filter(|id| !used.contains(*id))
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
    for key in Strings::keys().into_iter().chain(PrintStrings::keys()) {
        assert!(en.entry(key).is_some(), "en.ftl has no {key}");
    }
}

/// Sample values for a message's variables, from how the files use them: numbers where a choice is on
/// plural categories or numbers, each key of a choice on names, and a plain text otherwise.
fn samples(files: &[&Resource], id: &str) -> BTreeMap<String, Vec<resolve::Value<'static>>> {
    let mut out: BTreeMap<String, Vec<resolve::Value<'static>>> = BTreeMap::new();
    let numbers = [0, 1, 2, 3, 5, 12, 22, 25, 111];
    let (msg, attr) = match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    };
    for r in files {
        let Some(p) = r.pattern(msg, attr) else {
            continue;
        };
        let mut todo = vec![p];
        let mut seen = 0;
        while let Some(p) = todo.pop() {
            seen += 1;
            assert!(seen < 100);
            for (sel, keys) in selects(p) {
                if let Inline::Variable(v) = sel {
                    let values = out.entry(v.clone()).or_default();
                    let numeric = keys.iter().any(|k| match k {
                        Key::Number(_) => true,
                        Key::Name(n) => plural::Category::from_name(n).is_some(),
                    });
                    if numeric {
                        values.extend(numbers.map(Value::from));
                    } else {
                        for k in keys {
                            if let Key::Name(n) = k {
                                values.push(Value::from(n.clone()));
                            }
                        }
                    }
                }
            }
            walk(p, &mut |i, _| match i {
                Inline::Variable(v) => {
                    out.entry(v.clone()).or_default();
                }
                Inline::Message(m, a) => todo.extend(r.pattern(m, a.as_deref())),
                _ => {}
            });
        }
    }
    for values in out.values_mut() {
        values.dedup();
        if values.is_empty() {
            values.push(Value::from("X"));
        }
    }
    out
}

/// Every combination of the sample values (at most a few hundred).
fn combinations(
    samples: &BTreeMap<String, Vec<Value<'static>>>,
) -> Vec<Vec<(String, Value<'static>)>> {
    let mut out: Vec<Vec<(String, Value<'static>)>> = vec![Vec::new()];
    for (name, values) in samples {
        let keep = if out.len() * values.len() > 600 {
            2
        } else {
            values.len()
        };
        out = out
            .into_iter()
            .flat_map(|combo| {
                values.iter().take(keep).map(move |v| {
                    let mut c = combo.clone();
                    c.push((name.clone(), v.clone()));
                    c
                })
            })
            .collect();
    }
    out
}

/// The reference implementation (fluent-rs) reads every file without error and formats every message of
/// every language as this reader does, for sample values of its variables.
#[test]
fn every_message_formats_as_fluent_rs_does() {
    use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
    let en = res(Lang::En);
    let mut checked = 0;
    for lang in Lang::ALL {
        let text = source(lang);
        let resource = FluentResource::try_new(text)
            .unwrap_or_else(|(_, e)| panic!("fluent-rs cannot read {}.ftl: {e:?}", lang.code()));
        let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a language id");
        let mut bundle = FluentBundle::new(vec![id]);
        bundle.set_use_isolating(false);
        bundle.add_resource(resource).expect("no duplicate ids");
        let ours = res(lang);
        for (id, _) in patterns(ours) {
            if id.starts_with('-') {
                continue;
            }
            let (msg, attr) = match id.split_once('.') {
                Some((m, a)) => (m, Some(a)),
                None => (id.as_str(), None),
            };
            let message = bundle.get_message(msg).expect("fluent-rs has the message");
            let pattern = match attr {
                Some(a) => message.get_attribute(a).expect("the attribute").value(),
                None => message.value().expect("a value"),
            };
            for combo in combinations(&samples(&[ours, en], &id)) {
                let mut fargs = FluentArgs::new();
                for (name, v) in &combo {
                    match v {
                        Value::Num(n) => fargs.set(name.clone(), FluentValue::from(*n)),
                        Value::Str(s) => fargs.set(name.clone(), FluentValue::from(s.to_string())),
                    }
                }
                let mut errors = Vec::new();
                let theirs = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
                let args: Vec<(&str, Value)> =
                    combo.iter().map(|(n, v)| (n.as_str(), v.clone())).collect();
                let mut our_errors = Vec::new();
                let mine = ours
                    .format(lang.plural(), msg, attr, &args, &mut our_errors)
                    .expect("the message");
                assert_eq!(mine, theirs, "{lang:?} {id} {combo:?}");
                assert!(
                    errors.is_empty() && our_errors.is_empty(),
                    "{lang:?} {id}: {errors:?} {our_errors:?}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1500, "{checked}");
}

#[test]
fn a_language_not_read_speaks_english() {
    let r = Resource::parse("");
    assert!(r.entries.is_empty());
    assert_eq!(Lang::En.t().new_game, "New game");
    assert_eq!(text(Lang::Es, "new-game", &[]), "Nueva partida");
    assert_eq!(Lang::Fr.t().new_game, "Nouvelle partie");
}

#[test]
fn a_fetched_file_that_is_no_language_file_is_refused() {
    // An error page served in its place, an empty answer, a download cut short: the page keeps its language.
    let html = "<!doctype html><html><head><title>404 Not Found</title></head><body>Not found</body></html>";
    assert!(readable(html).is_none());
    assert!(readable("").is_none());
    let fr = source(Lang::Fr);
    let cut = |share: usize| {
        let at = fr
            .char_indices()
            .nth(fr.chars().count() * share / 100)
            .unwrap()
            .0;
        &fr[..at]
    };
    assert!(readable(cut(30)).is_none());
    // Most of the file: read, and what it lacks is said in English.
    let most = readable(cut(80)).expect("80 % of the French file is read");
    assert!(most.entry("new-game").is_some());
    let whole = readable(&fr).expect("the French file is read");
    assert!(whole.errors().is_empty());
    // The file's last message (entries are kept sorted, so it is found in the text).
    let last = fr
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id))
        .rfind(|id| id.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
        .unwrap();
    assert!(whole.entry(last).is_some());
    assert!(most.entry(last).is_none(), "{last} is in the last 20 %");
}

#[test]
fn a_message_the_language_cannot_format_is_said_in_english() {
    // A translator's slip (a variable that is not given) shows the English text, not a broken one; the file's
    // other messages are used. (Each test runs on a thread of its own, so this file stays in this test.)
    let broken = "to-move = { $speler } aan zet.\nnew-game = Nieuw spel\n";
    let res: &'static lazy::Lazy = Box::leak(Box::new(lazy::Lazy::new(broken.into())));
    FILES.with(|f| f.borrow_mut()[Lang::Pl.index()] = Some(res));
    let mut errors = Vec::new();
    let own = res.format(
        Lang::Pl.plural(),
        "to-move",
        None,
        &[("player", Value::from("south"))],
        &mut errors,
    );
    assert_eq!(
        (own.as_deref(), errors.len()),
        (Some("{$speler} aan zet."), 1)
    );
    assert_eq!(
        tr!(Lang::Pl, "to-move", "player" => "south"),
        "South to move."
    );
    assert_eq!(tr!(Lang::Pl, "new-game"), "Nieuw spel");
    assert_eq!(tr!(Lang::Pl, "undo"), "Undo");
}

#[test]
fn languages_from_codes_and_first_visit_rules() {
    // `xx` is no language's code, so these hold whatever languages are added.
    assert_eq!(Lang::detect(["xx-XX", "es-AR", "en"]), Lang::Es);
    assert_eq!(Lang::detect(["fr-CI"]), Lang::Fr);
    assert_eq!(Lang::detect(["xx"]), Lang::En);
    assert_eq!(Lang::detect([]), Lang::En);
    assert_eq!(Lang::from_code("hu-HU"), Some(Lang::Hu));
    assert_eq!(Lang::from_code("FR_fr"), Some(Lang::Fr));
    // A first visit plays the classroom rules of the language's source: Spanish numeros, Hungarian hu-wari,
    // otherwise abapa.
    assert_eq!(Lang::Es.default_preset(), Preset::Numeros);
    assert_eq!(Lang::Hu.default_preset(), Preset::HuWari);
    assert_eq!(Lang::Pl.default_preset(), Preset::Abapa);
    assert_eq!(Lang::Fr.default_preset(), Preset::Abapa);
    assert_eq!(Lang::En.default_preset(), Preset::Abapa);
    for l in Lang::ALL {
        assert_eq!(Lang::from_code(l.code()), Some(l));
    }
    // Each language's own name in the menu (a language added later only adds its line).
    for (code, name) in [
        ("en", "English"),
        ("es", "Español"),
        ("fr", "Français"),
        ("hu", "Magyar"),
        ("pl", "Polski"),
    ] {
        assert_eq!(Lang::from_code(code).map(Lang::native_name), Some(name));
    }
}

/// English quotes what a person wrote (a link's value, a rules setting, a move) with curly quotation marks, as
/// the other languages quote with theirs: never with apostrophes or straight double quotes around a value.
#[test]
fn english_quotes_a_value_with_curly_quotes() {
    for line in source(Lang::En).lines().filter(|l| !l.starts_with('#')) {
        for straight in ["'{", "\"{"] {
            assert!(!line.contains(straight), "{line}");
        }
        for (i, _) in line.match_indices("}'") {
            // `{ player }'s` is an apostrophe, not a quotation mark.
            assert!(line[i + 2..].starts_with('s'), "{line}");
        }
        assert!(!line.contains("}\""), "{line}");
    }
    assert_eq!(
        tr!(Lang::En, "rules-error-bad-value", "value" => "x", "key" => "seeds"),
        "“x” is not a valid value for “seeds”"
    );
}

#[path = "tests_sentences.rs"]
mod sentences;

#[path = "tests_lazy.rs"]
mod lazy_reading;
