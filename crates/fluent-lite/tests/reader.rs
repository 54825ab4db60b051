//! The reader's own tests: the subset of Fluent it claims, read whole and lazily, formatted as fluent-rs
//! (`fluent-bundle`, the reference implementation) formats it, and any text read without a panic. The language
//! files themselves are tested where they are used (`wari-ui`'s `i18n` tests).

use fluent_lite::lazy::Lazy;
use fluent_lite::plural;
use fluent_lite::resolve::{Args, Entries, Value};
use fluent_lite::syntax::Resource;
use std::borrow::Cow;

/// A message with a text over several lines and an attribute that calls a term, and the term with variants:
/// the start of the sample files of these tests.
const A_AND_T: &str = concat!(
    "a = One { $x } two\n",
    "    three\n",
    "\n",
    "      four\n",
    "    .title = T { -t(case: \"gen\") }\n",
    "-t = { $case ->\n",
    "   *[nom] N\n",
    "    [gen] G\n",
    "}\n",
);

#[test]
fn the_reader_takes_the_fluent_syntax_it_claims() {
    let r = Resource::parse(
        &[
            "# A comment for a.\n",
            A_AND_T,
            "b =\n",
            "    { $n ->\n",
            "        [0] none\n",
            "        [one] { $n } item\n",
            "       *[other] { $n } items\n",
            "    } { \"\\u00e9\" }{ a.title }\n",
            "bad = { NUMBER($n) }\n",
            "worse = { $n ->\n",
            "    [one] x\n",
            "}\n",
            "c = #not a comment\n",
        ]
        .concat(),
    );
    let errors: Vec<usize> = r.errors.iter().map(|e| e.line).collect();
    assert_eq!(errors, [17, 18], "{:?}", r.errors);
    assert_eq!(r.entry("a").expect("a").comment, "A comment for a.");
    let f = |id: &str, args: &Args| {
        let mut e = Vec::new();
        let (id, attr) = id.split_once('.').map_or((id, None), |(i, a)| (i, Some(a)));
        let s = r
            .format(plural::Plural::One, id, attr, args, &mut e)
            .expect("a message");
        assert!(e.is_empty(), "{e:?}");
        s
    };
    assert_eq!(
        f("a", &[("x", Value::from("X"))]),
        "One X two\nthree\n\n  four"
    );
    assert_eq!(f("a.title", &[]), "T G");
    assert_eq!(f("b", &[("n", Value::from(0))]), "none éT G");
    assert_eq!(f("b", &[("n", Value::from(1))]), "1 item éT G");
    assert_eq!(f("b", &[("n", Value::from(7))]), "7 items éT G");
    assert_eq!(f("c", &[]), "#not a comment");
    let mut e = Vec::new();
    assert_eq!(
        r.format(plural::Plural::One, "a", None, &[], &mut e)
            .unwrap(),
        "One {$x} two\nthree\n\n  four"
    );
    assert_eq!(e.len(), 1);
}

#[test]
fn the_lazy_reading_of_a_file_with_errors() {
    let text = [
        "# A comment.\n",
        A_AND_T,
        "dup = { NUMBER($n) }\n",
        "bad = { NUMBER($n) }\n",
        "worse = { $n ->\n",
        "    [one] x\n",
        "}\n",
        "dup = second\n",
        "a = again\n",
        "  stray\n",
        ".junk\n",
        "c = #not a comment\n",
        "d = { $n ->\n",
        "[one] x\n",
        "*[other] y\n",
        "}\n",
        "e = {\n",
        "f }\n",
        "f = F\r\n",
        "-5 = five\n",
        "g = { \"open\n",
        "h = H",
    ]
    .concat();
    let full = Resource::parse(&text);
    let lazy = Lazy::new(Cow::Owned(text.clone()));
    assert_eq!(lazy.errors(), full.errors);
    let lines: Vec<usize> = full.errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, [11, 12, 13, 17, 19, 28, 29], "{:?}", full.errors);
    for id in ["a", "-t", "dup", "c", "d", "e", "f", "h"] {
        let (l, f) = (lazy.entry(id), full.entry(id));
        assert_eq!(
            l.map(|e| (&e.value, &e.attributes, e.line)),
            f.map(|e| (&e.value, &e.attributes, e.line)),
            "{id}"
        );
    }
    for id in ["bad", "worse", "g", "-5", "stray", "x"] {
        assert!(lazy.entry(id).is_none() && full.entry(id).is_none(), "{id}");
    }
    assert_eq!(
        lazy.entry("dup").and_then(|e| e.value.clone()),
        full.entry("dup").and_then(|e| e.value.clone())
    );
}

/// Any text read as a language file (a broken download, another file's bytes) never panics, and neither does
/// formatting its messages or English's with it.
#[test]
fn any_text_reads_and_formats_without_panic() {
    use proptest::test_runner::{Config, TestRunner};
    let junk = r"(([a-z-]{1,6} ?= ?)?[ -~\n{}$*\[\]éő–]{0,40}\n){0,12}";
    let mut runner = TestRunner::new(Config::with_cases(300));
    let args: Vec<(&str, Value)> =
        vec![("count", Value::from(3)), ("player", Value::from("north"))];
    runner
        .run(&junk, |source: String| {
            let r = Resource::parse(&source);
            let ids: Vec<&str> = r.entries.iter().map(|(id, _)| id.as_str()).collect();
            for id in ids.into_iter().chain(["new-game", "seeds", "to-move"]) {
                let _ = r.format(plural::Plural::Polish, id, None, &args, &mut Vec::new());
            }
            let lazy = Lazy::new(Cow::Owned(source.clone()));
            let ids: Vec<String> = lazy.ids().map(str::to_string).collect();
            for id in ids.iter().map(String::as_str).chain(["new-game", "seeds"]) {
                let _ = lazy.format(plural::Plural::Polish, id, None, &args, &mut Vec::new());
            }
            let _ = lazy.errors();
            Ok(())
        })
        .unwrap();
}

/// Snippets of every construct the subset takes, each formatted with sample values by this reader and by
/// fluent-rs: the same text, no errors on either side.
#[test]
fn the_subset_formats_as_fluent_rs_does() {
    use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
    let source = [
        A_AND_T,
        "b = { $n ->\n",
        "        [0] none\n",
        "        [one] { $n } item\n",
        "       *[other] { $n } items\n",
        "    } { \"\\u00e9\" }{ a.title }\n",
        "c = #not a comment\n",
        "d = { -who(case: \"gen\") } and { -who } { $player ->\n",
        "    [south] South\n",
        "   *[north] North\n",
        "}\n",
        "-who = { $case ->\n",
        "   *[nom] Ali\n",
        "    [gen] Ali's\n",
        "}\n",
        "e = { d } then { $n } { $n ->\n",
        "    [few] few\n",
        "    [many] many\n",
        "   *[other] other\n",
        "}\n",
        "    .label = { $player } in { -who(case: \"gen\") } { e }\n",
    ]
    .concat();
    let ours = Resource::parse(&source);
    assert!(ours.errors.is_empty(), "{:?}", ours.errors);
    let mut checked = 0;
    for (code, plural) in [
        ("en", plural::Plural::One),
        ("pl", plural::Plural::Polish),
        ("fr", plural::Plural::ZeroAndOneMany),
    ] {
        let resource =
            FluentResource::try_new(source.clone()).expect("fluent-rs reads the snippets");
        let id: unic_langid::LanguageIdentifier = code.parse().expect("a language id");
        let mut bundle = FluentBundle::new(vec![id]);
        bundle.set_use_isolating(false);
        bundle.add_resource(resource).expect("no duplicate ids");
        for (msg, attr) in [
            ("a", None),
            ("a", Some("title")),
            ("b", None),
            ("c", None),
            ("d", None),
            ("e", None),
            ("e", Some("label")),
        ] {
            // Whole numbers as a page counts them: under a million, where the CLDR data of fluent-rs and ours
            // agree (French millions are `many` in CLDR 38 and later, `other` in fluent-rs's data).
            for n in [0i64, 1, 2, 3, 5, 12, 22, 25, 101, 999_999] {
                for player in ["south", "north", "nobody"] {
                    let mut fargs = FluentArgs::new();
                    fargs.set("n", FluentValue::from(n));
                    fargs.set("x", FluentValue::from("X"));
                    fargs.set("player", FluentValue::from(player));
                    let message = bundle.get_message(msg).expect("fluent-rs has the message");
                    let pattern = match attr {
                        Some(a) => message.get_attribute(a).expect("the attribute").value(),
                        None => message.value().expect("a value"),
                    };
                    let mut errors = Vec::new();
                    let theirs = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
                    let args: &Args = &[
                        ("n", Value::from(n)),
                        ("x", Value::from("X")),
                        ("player", Value::from(player)),
                    ];
                    let mut our_errors = Vec::new();
                    let mine = ours
                        .format(plural, msg, attr, args, &mut our_errors)
                        .expect("the message");
                    assert_eq!(mine, theirs, "{code} {msg} {attr:?} n={n} {player}");
                    assert!(
                        errors.is_empty() && our_errors.is_empty(),
                        "{errors:?} {our_errors:?}"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 3 * 7 * 10 * 3);
}
