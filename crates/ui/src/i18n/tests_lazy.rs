//! The lazy reading ([`Lazy`]) gives what a full reading ([`Resource::parse`]) gives: the same entries and
//! the same texts, for every message of every language file with and without its values, and for files
//! with errors.

use super::*;
use crate::i18n::lazy::Lazy;
use std::borrow::Cow;

/// Checks that `lazy` has `full`'s entries (value, attributes, line) and no other ids, and formats each of
/// their messages as `full` does, without values and with every combination of sample values. The number
/// of texts compared.
fn same(name: &str, lazy: &Lazy, full: &Resource, en: &Resource, plural: plural::Plural) -> usize {
    let mut ids: Vec<&str> = lazy.ids().collect();
    ids.dedup();
    let full_ids: Vec<&str> = full.entries.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(ids, full_ids, "{name}");
    for (id, e) in &full.entries {
        let l = lazy.entry(id).unwrap_or_else(|| panic!("{name} {id}"));
        assert_eq!(
            (&l.value, &l.attributes, l.line),
            (&e.value, &e.attributes, e.line),
            "{name} {id}"
        );
    }
    let mut compared = 0;
    for (id, _) in patterns(full) {
        let (msg, attr) = id
            .split_once('.')
            .map_or((id.as_str(), None), |(m, a)| (m, Some(a)));
        let mut combos = combinations(&samples(&[full, en], &id));
        combos.push(Vec::new());
        for combo in combos {
            let args: Vec<(&str, Value)> =
                combo.iter().map(|(n, v)| (n.as_str(), v.clone())).collect();
            let (mut e1, mut e2) = (Vec::new(), Vec::new());
            let theirs = full.format(plural, msg, attr, &args, &mut e1);
            let ours = lazy.format(plural, msg, attr, &args, &mut e2);
            assert_eq!((ours, e2), (theirs, e1), "{name} {id} {combo:?}");
            compared += 1;
        }
    }
    compared
}

#[test]
fn the_lazy_reading_gives_the_full_readings_texts() {
    let en = res(Lang::En);
    let mut compared = 0;
    for lang in Lang::ALL {
        let lazy = Lazy::new(Cow::Owned(source(lang)));
        compared += same(lang.code(), &lazy, res(lang), en, lang.plural());
        assert!(lazy.errors().is_empty(), "{lang:?}");
    }
    // The program's English (without its comments) and the files as the page reads them.
    let program = Resource::parse(ENGLISH);
    compared += same(
        "program's en",
        file(Lang::En).unwrap(),
        &program,
        en,
        plural::Plural::One,
    );
    for lang in Lang::ALL {
        let fetched = readable(&source(lang)).expect("a language file");
        compared += same(lang.code(), &fetched, res(lang), en, lang.plural());
    }
    assert!(compared > 10_000, "{compared}");
}
