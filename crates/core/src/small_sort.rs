//! A stable insertion sort for the few short lists the page sorts (a row's pits, a pit's pebble places, the
//! capture counts of a rules text, the pits of a capture). The standard library's sorts are made for long
//! slices: each element type brings its own quicksort, merge runs and small-sort networks, four copies of about
//! 4 KB in the page's wasm module (every KB gzipped is about 5 ms of the first move on a slow phone).
//! Here each type costs a loop of a few dozen bytes; the lists are short, so its quadratic time does not show.

/// Sorts `items` so that no item is `less` than the one before it, keeping the order of items that are not
/// `less` than each other (a stable sort, as `slice::sort_by` is).
pub fn sort_by<T>(items: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && less(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `items` by their order (`<`).
pub fn sort<T: PartialOrd>(items: &mut [T]) {
    sort_by(items, |a, b| a < b);
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The same order as the standard library's stable sort, equal keys included.
        #[test]
        fn sorts_as_the_standard_library_does(items in prop::collection::vec((0u8..6, any::<u16>()), 0..80)) {
            let mut ours = items.clone();
            sort_by(&mut ours, |a, b| a.0 < b.0);
            let mut std = items.clone();
            std.sort_by_key(|p| p.0);
            prop_assert_eq!(ours, std);
            let mut ours = items.clone();
            sort(&mut ours);
            let mut std = items;
            std.sort();
            prop_assert_eq!(ours, std);
        }
    }

    #[test]
    fn floats_by_a_total_order() {
        let mut v = [2.5, -1.0, 0.0, 2.5, -0.0, 7.25];
        sort_by(&mut v, |a: &f64, b| a.total_cmp(b).is_lt());
        assert_eq!(
            v.map(f64::to_bits),
            [-1.0, -0.0, 0.0, 2.5, 2.5, 7.25].map(f64::to_bits)
        );
    }
}
