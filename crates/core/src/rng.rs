//! A reproducible random generator step, shared by the engine and the page.

/// SplitMix64: a tiny, good 64-bit mixer: the Zobrist keys, the weak levels' choices, and the seeded random games
/// of `wari soak` and the tests all use it.
#[inline]
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
