//! Word-at-a-time helpers of the position's hot paths: eight pits in a `u64`, one byte each.

/// `SPREAD[b]`: a word whose byte `j` is 1 when bit `j` of `b` is set (bits of a pit set to bytes of the board).
static SPREAD: [u64; 256] = spread_table();

const fn spread_table() -> [u64; 256] {
    let mut table = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut j = 0;
        while j < 8 {
            if (b >> j) & 1 == 1 {
                table[b] |= 1 << (8 * j);
            }
            j += 1;
        }
        b += 1;
    }
    table
}

/// Byte `j` of the result is 1 when bit `8 * chunk + j` of `mask` is set.
#[inline(always)]
pub(super) fn spread(mask: u64, chunk: usize) -> u64 {
    SPREAD[((mask >> (8 * chunk)) & 0xff) as usize]
}

/// Bit `j` set when byte `j` of `w` is not zero.
#[inline(always)]
pub(super) fn nonzero_bytes(w: u64) -> u32 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let t = (w | ((w & LOW7) + LOW7)) & HIGH;
    ((t >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// The sum of the bytes of `w` (correct while it is below 256: a board holds at most 200 seeds).
#[inline(always)]
pub(super) fn byte_sum(w: u64) -> u32 {
    (w.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}
