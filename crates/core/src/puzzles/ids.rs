//! Puzzle ids: `<variant>/<n>`, the variant's preset id, a slash, the puzzle's number within its variant
//! (`abapa/7`, `numeros/3`, `numeros-3/1`). A preset id is lower-case letters, digits and `-`, so it never holds
//! a slash: no puzzle id is, or can be read as, a variant id, and a teacher reads the variant off the id.
//!
//! The ids before this scheme were `<variant>-<n>` (`numeros3-<n>` for `numeros-3`), so `numeros-3` named the
//! third Números puzzle and looked like the three-row variant. Links made with them keep opening what they
//! opened: [`canonical`] reads both.

use super::Puzzle;
use crate::rules::Preset;

/// Whether `id` is `<variant>/<n>`: `variant` a preset id, `n` a number from 1 without leading zeros.
pub(super) fn well_formed(id: &str, variant: &str) -> bool {
    let Some(number) = id
        .strip_prefix(variant)
        .and_then(|rest| rest.strip_prefix('/'))
    else {
        return false;
    };
    Preset::ALL.iter().any(|p| p.id() == variant)
        && !number.is_empty()
        && !number.starts_with('0')
        && number.bytes().all(|b| b.is_ascii_digit())
}

/// Whether `text` is the id puzzle `p` had before the `<variant>/<n>` scheme: `<variant>-<n>`, and
/// `numeros3-<n>` for `numeros-3` (old links, saved solved marks). A puzzle added since has one too, which no
/// link used: harmless.
fn was(p: &Puzzle, text: &str) -> bool {
    let Some((variant, number)) = p.id.split_once('/') else {
        return false;
    };
    let variant = if variant == "numeros-3" {
        "numeros3"
    } else {
        variant
    };
    text.strip_prefix(variant)
        .and_then(|rest| rest.strip_prefix('-'))
        == Some(number)
}

/// The id of the collection's puzzle that `text` names: a puzzle id (any case, spaces around), or an id from
/// before the scheme. `None` when it names no puzzle.
pub fn canonical(text: &str) -> Option<&'static str> {
    let text = text.trim().to_ascii_lowercase();
    super::collection()
        .iter()
        .find(|p| p.id == text || was(p, &text))
        .map(|p| p.id.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{collection, find};
    use crate::rules::Rules;

    /// The 49 ids of the puzzles before the `<variant>/<n>` scheme, each with its puzzle's id now: the links and
    /// solved marks that may be out there.
    const OLD_IDS: [(&str, &str); 49] = [
        ("abapa-1", "abapa/1"),
        ("abapa-2", "abapa/2"),
        ("abapa-3", "abapa/3"),
        ("numeros-1", "numeros/1"),
        ("wari-72-1", "wari-72/1"),
        ("adaua-1", "adaua/1"),
        ("antigua-1", "antigua/1"),
        ("hetproba-1", "hetproba/1"),
        ("hu-wari-1", "hu-wari/1"),
        ("numeros3-1", "numeros-3/1"),
        ("moruba-1", "moruba/1"),
        ("moruba-2", "moruba/2"),
        ("abapa-4", "abapa/4"),
        ("abapa-5", "abapa/5"),
        ("abapa-6", "abapa/6"),
        ("abapa-7", "abapa/7"),
        ("numeros-2", "numeros/2"),
        ("numeros-3", "numeros/3"),
        ("numeros-4", "numeros/4"),
        ("hu-wari-2", "hu-wari/2"),
        ("hu-wari-3", "hu-wari/3"),
        ("hu-wari-win-1", "hu-wari-win/1"),
        ("hu-wari-win-2", "hu-wari-win/2"),
        ("hu-wari-win-3", "hu-wari-win/3"),
        ("hetproba-2", "hetproba/2"),
        ("hetproba-3", "hetproba/3"),
        ("hetproba-4", "hetproba/4"),
        ("antigua-2", "antigua/2"),
        ("antigua-3", "antigua/3"),
        ("wari-72-2", "wari-72/2"),
        ("adaua-2", "adaua/2"),
        ("wari-72-pl-1", "wari-72-pl/1"),
        ("wari-pl-1", "wari-pl/1"),
        ("wari-pl-2", "wari-pl/2"),
        ("numeros3-2", "numeros-3/2"),
        ("numeros3-3", "numeros-3/3"),
        ("moruba-3", "moruba/3"),
        ("abapa-8", "abapa/8"),
        ("abapa-9", "abapa/9"),
        ("abapa-10", "abapa/10"),
        ("numeros-5", "numeros/5"),
        ("numeros-6", "numeros/6"),
        ("hu-wari-4", "hu-wari/4"),
        ("hetproba-5", "hetproba/5"),
        ("antigua-4", "antigua/4"),
        ("antigua-5", "antigua/5"),
        ("wari-72-3", "wari-72/3"),
        ("adaua-3", "adaua/3"),
        ("wari-72-pl-2", "wari-72-pl/2"),
    ];

    /// The scheme: every puzzle's id is its variant's id, `/`, a number; each variant's numbers are 1 to its
    /// number of puzzles (a teacher can count them; a new puzzle takes the next number wherever it goes).
    #[test]
    fn every_puzzle_id_is_its_variant_slash_its_number() {
        for preset in Preset::ALL {
            let mut numbers: Vec<u32> = collection()
                .iter()
                .filter(|p| p.variant == preset.id())
                .map(|p| {
                    assert!(well_formed(&p.id, &p.variant), "{}", p.id);
                    let (variant, n) = p.id.split_once('/').unwrap();
                    assert_eq!(variant, preset.id());
                    n.parse().unwrap()
                })
                .collect();
            numbers.sort_unstable();
            let want: Vec<u32> = (1..=numbers.len() as u32).collect();
            assert_eq!(numbers, want, "{}", preset.id());
        }
        assert!(collection()
            .iter()
            .all(|p| Preset::ALL.iter().any(|v| v.id() == p.variant)));
    }

    /// No puzzle id equals a variant id or reads as one (as a preset or as rules text), and no preset id can
    /// hold the slash of a puzzle id.
    #[test]
    fn no_puzzle_id_is_or_reads_as_a_variant_id() {
        for preset in Preset::ALL {
            assert!(!preset.id().contains('/'), "{}", preset.id());
            assert!(
                collection().iter().all(|p| p.id != preset.id()),
                "{}",
                preset.id()
            );
            // Only the old link `numeros-3` (a Números puzzle, see below) names a puzzle.
            assert_eq!(
                canonical(preset.id()).is_some(),
                preset == Preset::NumerosThree
            );
        }
        for p in collection() {
            assert!(p.id.parse::<Preset>().is_err(), "{}", p.id);
            assert!(p.id.parse::<Rules>().is_err(), "{}", p.id);
        }
    }

    /// Every old id opens the puzzle it opened: the puzzle of the variant it named (`numeros3` was `numeros-3`)
    /// with the same number, each a different one.
    #[test]
    fn every_old_id_opens_the_puzzle_it_opened() {
        for (old, new) in OLD_IDS {
            let (variant, number) = old.rsplit_once('-').unwrap();
            let variant = if variant == "numeros3" {
                "numeros-3"
            } else {
                variant
            };
            let p = find(old).unwrap_or_else(|| panic!("{old}"));
            assert_eq!(p.id, new);
            assert_eq!(p.id, format!("{variant}/{number}"), "{old}");
            assert_eq!(canonical(&old.to_ascii_uppercase()), Some(new));
            assert!(find(new).is_some(), "{new}");
            assert!(collection().iter().all(|q| q.id != old), "{old}");
        }
        let mut news: Vec<&str> = OLD_IDS.iter().map(|(_, n)| *n).collect();
        news.sort_unstable();
        news.dedup();
        assert_eq!(news.len(), OLD_IDS.len());
        let mut olds: Vec<&str> = OLD_IDS.iter().map(|(o, _)| *o).collect();
        olds.sort_unstable();
        olds.dedup();
        assert_eq!(olds.len(), OLD_IDS.len());
    }

    /// The ambiguous old link: `?puzzle=numeros-3` opened the third two-row Números puzzle (feed), and still
    /// does; the three-row puzzles are `numeros-3/1..3`.
    #[test]
    fn the_old_numeros_3_link_is_the_numeros_feeding_puzzle() {
        let p = find("numeros-3").unwrap();
        assert_eq!(
            p.to_line(),
            "numeros/3 | 2 | numeros | 0-0-0-9-8-2-0-0-0-0-0-0-19-10-S | feed | F"
        );
        let three: Vec<&str> = collection()
            .iter()
            .filter(|p| p.rules.rows() == 3)
            .map(|p| p.id.as_str())
            .collect();
        assert_eq!(three, ["numeros-3/1", "numeros-3/2", "numeros-3/3"]);
        assert_eq!(canonical(" Numeros-3/2 "), Some("numeros-3/2"));
        assert_eq!(canonical("numeros-3/9"), None);
        assert_eq!(canonical("numeros-3-1"), None);
    }

    /// `?puzzle=` links: a new id (its slash as typed or written `%2F`), an old one, or a notice.
    #[test]
    fn puzzle_links_open_new_and_old_ids() {
        use crate::params::{Params, Problem};
        let opened = |query: &str| {
            let (p, n) = Params::parse(query);
            assert!(n.is_empty(), "{query}: {n:?}");
            collection()[p.puzzle.unwrap()].id.as_str()
        };
        assert_eq!(opened("?puzzle=numeros-3/1&lang=es"), "numeros-3/1");
        assert_eq!(opened("?puzzle=numeros-3%2F2"), "numeros-3/2");
        assert_eq!(opened("?puzzle=numeros-3"), "numeros/3");
        assert_eq!(opened("?puzzle=numeros3-1"), "numeros-3/1");
        assert_eq!(opened("?puzzle=Abapa/7"), "abapa/7");
        let (p, n) = Params::parse("?puzzle=abapa/99");
        assert_eq!(p.puzzle, None);
        assert_eq!(n[0].problem, Problem::Puzzle);
    }

    #[test]
    fn ids_are_the_variant_a_slash_and_a_plain_number() {
        assert!(well_formed("abapa/10", "abapa"));
        for bad in [
            "abapa/0",
            "abapa/01",
            "abapa/",
            "abapa-1",
            "abapa/1a",
            "abapa/1/2",
        ] {
            assert!(!well_formed(bad, "abapa"), "{bad}");
        }
        assert!(!well_formed("nope/1", "nope"));
    }
}
