//! Numbers of a drawing as text: [`decimal`] writes what `format!("{x:.places$}")` writes, by whole-number
//! arithmetic. The standard library's float formatting (`core::fmt::float`, Grisu and Dragon4) would be 12 KB of
//! the page's wasm module, before the first move, for the coordinates of the SVG boards alone.

/// `x` (below 2^64 in size) with `places` digits after the point (0 to 4), rounded half to even on its exact binary value, as
/// `format!("{x:.places$}")` writes it (a sign on negative values that round to zero too: `-0.0`).
pub fn decimal(x: f64, places: u32) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    let places = places.min(4);
    let digits = rounded(x.abs(), 10u128.pow(places));
    let unit = 10u128.pow(places);
    let sign = if x.is_sign_negative() { "-" } else { "" };
    // Written as u64: u128's Display is 1.5 KB more of wasm.
    let whole = (digits / unit) as u64;
    if places == 0 {
        return format!("{sign}{whole}");
    }
    let frac = (digits % unit) as u64;
    format!("{sign}{whole}.{frac:0width$}", width = places as usize)
}

/// `a * scale` rounded half to even, exactly, for `a >= 0` (`a` below 2^64).
fn rounded(a: f64, scale: u128) -> u128 {
    // a = mantissa * 2^exp exactly.
    let bits = a.to_bits();
    let raw_exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = (bits & ((1 << 52) - 1)) as u128;
    let (mantissa, exp) = if raw_exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1 << 52), raw_exp - 1075)
    };
    let scaled = mantissa * scale;
    if exp >= 0 {
        return scaled << exp.min(20);
    }
    let shift = -exp as u32;
    if shift >= 127 {
        // Below 2^-70 once scaled: rounds to 0.
        return 0;
    }
    let q = scaled >> shift;
    let rest = scaled - (q << shift);
    let half = 1u128 << (shift - 1);
    if rest > half || (rest == half && q % 2 == 1) {
        q + 1
    } else {
        q
    }
}

#[cfg(test)]
mod tests {
    use super::decimal;

    #[test]
    fn writes_what_format_writes() {
        let mut values = vec![
            0.0, -0.0, 0.05, 0.15, 0.25, 0.35, 0.45, 0.5, 1.5, 2.5, -2.5, 12.25, 12.35, 0.125,
            0.375, 0.994, 0.995, 0.9999, 9.95, 99.95, 1e-9, -1e-9, 5e-324, 123456.789, 640.0, 1e15,
        ];
        // Every step of a thousandth over a few hundred units, both signs, and thirds and sevenths.
        for k in -300_000..300_000 {
            values.push(k as f64 / 1000.0);
        }
        for k in 1..3000 {
            values.push(k as f64 / 3.0);
            values.push(k as f64 / 7.0 + 0.05);
        }
        for x in values {
            for places in 0..=4u32 {
                let p = places as usize;
                assert_eq!(decimal(x, places), format!("{x:.p$}"), "{x} to {places}");
            }
        }
        assert_eq!(decimal(f64::NAN, 1), "NaN");
        assert_eq!(decimal(f64::INFINITY, 1), "inf");
    }
}
