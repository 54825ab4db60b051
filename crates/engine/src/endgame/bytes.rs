//! The tables on disk: [`Tables::to_bytes`] and [`Tables::from_bytes`], with a header naming the rules and a
//! checksum.

use super::Tables;
use wari_core::rules::Rules;

/// The version of the tables' bytes, in their header: raised whenever the layout or the values built change,
/// so that tables kept from an earlier version (on disk, in a browser's storage) are rebuilt, never read.
pub const TABLES_VERSION: u32 = 1;

impl Tables {
    /// The tables as bytes, to keep them on disk: a header line (format, rules, seeds, positions, checksum)
    /// then the two bounds of every position and, under E5, the dead bits (little-endian 64-bit words). Read
    /// back with [`Tables::from_bytes`].
    pub fn to_bytes(&self) -> Vec<u8> {
        let dead = self.dead_bytes();
        let header = self.header(checksum(&self.pess, &self.opt, &dead));
        let mut out = Vec::with_capacity(header.len() + 2 * self.pess.len() + dead.len());
        out.extend_from_slice(header.as_bytes());
        out.extend(self.pess.iter().map(|&v| v as u8));
        out.extend(self.opt.iter().map(|&v| v as u8));
        out.extend_from_slice(&dead);
        out
    }

    /// The E5 bits as bytes (none for rules without E5).
    fn dead_bytes(&self) -> Vec<u8> {
        self.dead.iter().flat_map(|w| w.to_le_bytes()).collect()
    }

    fn header(&self, sum: u64) -> String {
        format!(
            "wari-tables {TABLES_VERSION} rules={} seeds={} positions={} sum={sum:016x}\n",
            self.rules.to_string().replace(' ', ","),
            self.seeds.map_or(-1, |s| s as i64),
            self.pess.len()
        )
    }

    /// Tables for `rules` from [`Tables::to_bytes`]; an error when the bytes are of other rules, another
    /// size or damaged.
    pub fn from_bytes(rules: &Rules, bytes: &[u8]) -> Result<Tables, String> {
        let end = bytes
            .iter()
            .position(|&b| b == b'\n')
            .ok_or("no header line")?;
        let head = std::str::from_utf8(&bytes[..end]).map_err(|_| "a header that is not text")?;
        let seeds: u32 = head
            .split(' ')
            .find_map(|w| w.strip_prefix("seeds="))
            .and_then(|v| v.parse().ok())
            .ok_or("no seeds in the header")?;
        let mut t = Tables::layout(rules, seeds);
        let n = t.pess.len();
        let body = &bytes[end + 1..];
        let expected_len = 2 * n + 8 * t.dead.len();
        if body.len() != expected_len {
            return Err(format!(
                "{} bytes of tables, {expected_len} expected",
                body.len()
            ));
        }
        for (dst, &b) in t.pess.iter_mut().zip(&body[..n]) {
            *dst = b as i8;
        }
        for (dst, &b) in t.opt.iter_mut().zip(&body[n..2 * n]) {
            *dst = b as i8;
        }
        for (dst, word) in t.dead.iter_mut().zip(body[2 * n..].chunks_exact(8)) {
            *dst = u64::from_le_bytes(word.try_into().expect("8 bytes"));
        }
        let expected = t.header(checksum(&t.pess, &t.opt, &body[2 * n..]));
        if head != expected.trim_end() {
            return Err(format!(
                "header '{head}' does not match '{}'",
                expected.trim_end()
            ));
        }
        Ok(t)
    }
}

/// FNV-1a over the two bounds and the E5 bits: enough to notice a damaged or truncated file.
fn checksum(pess: &[i8], opt: &[i8], dead: &[u8]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for b in pess
        .iter()
        .chain(opt)
        .map(|&b| b as u8)
        .chain(dead.iter().copied())
    {
        h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    h
}
