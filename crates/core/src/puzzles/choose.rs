//! Choosing puzzles of the collection: this week's six for the worksheet, following the variant played
//! ([`weekly`]), and which puzzles the list shows ([`Filter`]).

use super::{collection, Puzzle};
use crate::rules::{Preset, Rules};

/// How many puzzles this week's worksheet has.
pub const WEEKLY: usize = 6;

/// This week's puzzles for a worksheet, and how many are of the variant played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weekly {
    /// The puzzles (places in the collection), in its order: easiest first.
    pub puzzles: Vec<usize>,
    /// How many of them are the variant played's own; when it has fewer than six, all of them, and the others
    /// come from the variants closest to it.
    pub own: usize,
}

/// Whether `p` is a puzzle of the variant played: the preset's own, or for custom rules one with these rules.
fn own(p: &Puzzle, preset: Option<Preset>, rules: &Rules) -> bool {
    preset.map_or(p.rules == *rules, |v| p.variant == v.id())
}

/// How far `p` is from the variant played: 0 for its own puzzles; otherwise 1, plus 100 a row of difference,
/// 10 for other pits a row and 10 for other seeds a pit (the board first), plus 1 for each other setting
/// (captures, chain, grand slam, feeding, target, cycle, the end when no capture is possible).
fn distance(p: &Puzzle, preset: Option<Preset>, rules: &Rules) -> u32 {
    if own(p, preset, rules) {
        return 0;
    }
    let (a, b) = (&p.rules, rules);
    let board = 100 * u32::from(a.rows().abs_diff(b.rows()))
        + 10 * u32::from(a.pits() != b.pits())
        + 10 * u32::from(a.seeds() != b.seeds());
    let settings = [
        a.capture_mask() != b.capture_mask(),
        a.chain() != b.chain(),
        a.grand_slam() != b.grand_slam(),
        a.feeding() != b.feeding(),
        a.target() != b.target(),
        a.cycle() != b.cycle(),
        a.no_capture_end() != b.no_capture_end(),
    ];
    1 + board + settings.iter().filter(|&&d| d).count() as u32
}

/// This week's six puzzles (`week`: weeks since 1970) for a person playing `preset` with `rules` (`preset`
/// `None`: custom rules). The variant's own puzzles come first; when it has fewer than six, all of them are
/// taken and the rest come from the closest variants (the same board first, then the most rules in common:
/// [`distance`]). Among puzzles equally close, the levels are kept even (the level with the fewest chosen
/// goes first, two of each when there are), and each level's puzzles turn by two every week, so a variant
/// with more than six shows a different six every week and every one of its puzzles comes round.
pub fn weekly(preset: Option<Preset>, rules: &Rules, week: u64) -> Weekly {
    // Plain loops, no sort of the standard library: fewer bytes of wasm in the page.
    let all = collection();
    let far: Vec<u32> = all.iter().map(|p| distance(p, preset, rules)).collect();
    let mut chosen: Vec<usize> = Vec::new();
    let mut per_level = [0usize; 3];
    let mut tier = far.iter().copied().min().unwrap_or(u32::MAX);
    while tier != u32::MAX {
        // The tier's puzzles by level (the collection's stars are 1 to 3).
        let mut levels: [Vec<usize>; 3] = Default::default();
        for (i, &d) in far.iter().enumerate() {
            if d == tier {
                levels[usize::from(all[i].stars - 1)].push(i);
            }
        }
        let mut taken = [0usize; 3];
        while chosen.len() < WEEKLY {
            let mut pick = None;
            for l in 0..3 {
                if taken[l] < levels[l].len()
                    && pick.is_none_or(|k: usize| per_level[l] < per_level[k])
                {
                    pick = Some(l);
                }
            }
            let Some(l) = pick else {
                break;
            };
            // From the week's turn on, round again at the end.
            let level = &levels[l];
            let turn = (2 * week % level.len() as u64) as usize;
            chosen.push(level[(turn + taken[l]) % level.len()]);
            taken[l] += 1;
            per_level[l] += 1;
        }
        let mut next = u32::MAX;
        for &d in &far {
            if d > tier && d < next {
                next = d;
            }
        }
        tier = next;
    }
    let mut puzzles = Vec::new();
    let mut own = 0;
    for (i, &d) in far.iter().enumerate() {
        if chosen.contains(&i) {
            puzzles.push(i);
            own += usize::from(d == 0);
        }
    }
    Weekly { puzzles, own }
}

/// Which puzzles the list shows: those of one variant, of one level, or all.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only this variant's puzzles (`None`: every variant).
    pub variant: Option<Preset>,
    /// Only this level, 1 to 3 stars (`None`: every level).
    pub stars: Option<u8>,
}

impl Filter {
    /// The filter of the list's two menus: a preset id or `""` for every variant, `1`-`3` or `""` for every
    /// level (a value that is neither counts as every one).
    pub fn from_values(variant: &str, stars: &str) -> Filter {
        Filter {
            variant: variant.parse().ok(),
            stars: stars.parse().ok().filter(|s| (1..=3).contains(s)),
        }
    }

    /// Whether the list shows `p`.
    pub fn shows(&self, p: &Puzzle) -> bool {
        self.variant.is_none_or(|v| p.variant == v.id()) && self.stars.is_none_or(|s| p.stars == s)
    }

    /// The variants that have puzzles, in the order of the presets' table (the variant menu's choices).
    pub fn variants() -> Vec<Preset> {
        Preset::ALL
            .into_iter()
            .filter(|v| collection().iter().any(|p| p.variant == v.id()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(w: &Weekly) -> Vec<&'static str> {
        w.puzzles
            .iter()
            .map(|&i| collection()[i].id.as_str())
            .collect()
    }

    fn of(preset: Preset, week: u64) -> Weekly {
        weekly(Some(preset), &preset.rules(), week)
    }

    /// The reported case: from an Abapa game this week's six are Abapa puzzles, two of each level.
    #[test]
    fn an_abapa_game_gets_six_abapa_puzzles_two_of_each_level() {
        let w = of(Preset::Abapa, 2916);
        assert_eq!(
            ids(&w),
            ["abapa/1", "abapa/2", "abapa/4", "abapa/5", "abapa/8", "abapa/9"]
        );
        assert_eq!(w.own, 6);
        assert_eq!(
            ids(&of(Preset::Abapa, 2917)),
            ["abapa/1", "abapa/3", "abapa/6", "abapa/7", "abapa/8", "abapa/10"]
        );
        // Every Abapa puzzle comes round within a few weeks.
        let mut seen: Vec<usize> = (0..6)
            .flat_map(|k| of(Preset::Abapa, 2916 + k).puzzles)
            .collect();
        seen.sort_unstable();
        seen.dedup();
        let abapa = collection().iter().filter(|p| p.variant == "abapa").count();
        assert_eq!(seen.len(), abapa);
    }

    /// A variant with fewer than six puzzles: all of its own, then the closest board. Moruba (four rows) has
    /// three, and the three-row puzzles are the closest.
    #[test]
    fn a_variant_with_fewer_than_six_takes_all_its_own_then_the_closest() {
        let w = of(Preset::Moruba, 2916);
        assert_eq!(
            ids(&w),
            [
                "numeros-3/1",
                "moruba/1",
                "moruba/2",
                "numeros-3/2",
                "numeros-3/3",
                "moruba/3"
            ]
        );
        assert_eq!(w.own, 3);
        // wari-pl has the rules of hu-wari-win: its two puzzles, then hu-wari-win's three, then one more.
        let w = of(Preset::WariPl, 2916);
        assert_eq!(w.own, 2);
        let ids = ids(&w);
        for id in [
            "wari-pl/1",
            "wari-pl/2",
            "hu-wari-win/1",
            "hu-wari-win/2",
            "hu-wari-win/3",
        ] {
            assert!(ids.contains(&id), "{id} in {ids:?}");
        }
    }

    /// For every preset and many weeks: six different puzzles in the collection's order, all of the variant's
    /// own when it has up to six (only its own when it has more), and never a puzzle further from the variant
    /// than one left out.
    #[test]
    fn every_variant_gets_six_its_own_first_then_the_closest() {
        for preset in Preset::ALL {
            let rules = preset.rules();
            let mine = collection()
                .iter()
                .filter(|p| p.variant == preset.id())
                .count();
            for week in [0, 1, 2, 2916, 2917, 10_000] {
                let w = weekly(Some(preset), &rules, week);
                assert_eq!(w.puzzles.len(), WEEKLY, "{preset:?}");
                assert!(w.puzzles.windows(2).all(|p| p[0] < p[1]), "{preset:?}");
                assert_eq!(w.own, mine.min(WEEKLY), "{preset:?}");
                let far = |i: usize| distance(&collection()[i], Some(preset), &rules);
                let furthest = w.puzzles.iter().map(|&i| far(i)).max().unwrap();
                let left = (0..collection().len()).filter(|i| !w.puzzles.contains(i));
                assert!(left.map(far).all(|d| d >= furthest), "{preset:?} {week}");
            }
        }
    }

    /// Custom rules that no puzzle has: six from the closest variants, none counted as its own.
    #[test]
    fn custom_rules_get_the_closest_variants() {
        let rules: Rules =
            "pits=6 seeds=4 captures=2,3 chain=back slam=no-capture feed=must target=30"
                .parse()
                .unwrap();
        let w = weekly(None, &rules, 0);
        assert_eq!(w.own, 0);
        assert_eq!(w.puzzles.len(), WEEKLY);
        assert!(w.puzzles.iter().all(|&i| collection()[i].rules.rows() == 2));
    }

    /// The list's filter narrows to a variant, a level, or both; the menus list the variants with puzzles.
    #[test]
    fn the_filter_shows_one_variant_one_level_or_all() {
        let shown = |f: Filter| -> Vec<&str> {
            collection()
                .iter()
                .filter(|p| f.shows(p))
                .map(|p| p.id.as_str())
                .collect()
        };
        assert_eq!(shown(Filter::default()).len(), collection().len());
        assert_eq!(
            shown(Filter::from_values("numeros-3", "")),
            ["numeros-3/1", "numeros-3/2", "numeros-3/3"]
        );
        assert_eq!(
            shown(Filter::from_values("abapa", "3")),
            ["abapa/8", "abapa/9", "abapa/10"]
        );
        assert_eq!(
            shown(Filter::from_values("", "1")).len(),
            collection().iter().filter(|p| p.stars == 1).count()
        );
        assert_eq!(Filter::from_values("nope", "7"), Filter::default());
        assert_eq!(Filter::variants(), Preset::ALL);
    }
}
