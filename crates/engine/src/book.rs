//! The opening book: for positions of the first plies, the move a deep search of our own engine chose.
//!
//! A book is made by `wari book` (docs/command-line.md, "The opening book") for one set of rules and kept as a small binary file:
//!
//! ```text
//! wari-book 1 rules=<rules text, spaces as commas> entries=<N>\n
//! N entries of 5 bytes, sorted by key: the low 32 bits of the position's key (tt::hash), little-endian,
//! then the pit index of the move
//! ```
//! The strongest level plays the book move when the position is in the book and the move is legal there
//! (a 32-bit key can, very rarely, match a position that is not in the book: then the move is usually not
//! legal, and at worst it is a legal move in an opening position).

use super::tt::hash;
use wari_core::rules::{Position, Rules};

/// An opening book for one set of rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    rules: Rules,
    /// `(key, move)` sorted by key.
    entries: Vec<(u32, u8)>,
}

/// The 32 bits of a position's key the book keeps.
fn short_key(pos: &Position) -> u32 {
    hash(pos) as u32
}

impl Book {
    /// A book of `moves` (position, move to play there) for `rules`; a later entry for the same position
    /// replaces an earlier one.
    pub fn new(rules: Rules, moves: &[(Position, usize)]) -> Book {
        let mut entries: Vec<(u32, u8)> = Vec::with_capacity(moves.len());
        for (pos, m) in moves {
            entries.push((short_key(pos), *m as u8));
        }
        // Stable: for equal keys the last entry given ends last, and dedup keeps the first, so reverse.
        entries.reverse();
        entries.sort_by_key(|e| e.0);
        entries.dedup_by_key(|e| e.0);
        Book { rules, entries }
    }

    /// The rules the book is for.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Positions in the book.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book is empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The book move of `pos` if the position is in the book and the move is legal there.
    pub fn probe(&self, pos: &Position) -> Option<usize> {
        let key = short_key(pos);
        let i = self.entries.binary_search_by_key(&key, |e| e.0).ok()?;
        let m = self.entries[i].1 as usize;
        (pos.legal_mask(&self.rules) >> m & 1 == 1).then_some(m)
    }

    /// The book as bytes (see the module notes).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = format!(
            "wari-book 1 rules={} entries={}\n",
            self.rules.to_string().replace(' ', ","),
            self.entries.len()
        )
        .into_bytes();
        for &(key, m) in &self.entries {
            out.extend_from_slice(&key.to_le_bytes());
            out.push(m);
        }
        out
    }

    /// A book from [`Book::to_bytes`]; an error names what is wrong (other rules, a damaged file).
    pub fn from_bytes(rules: &Rules, bytes: &[u8]) -> Result<Book, String> {
        let end = bytes
            .iter()
            .position(|&b| b == b'\n')
            .ok_or("no header line")?;
        let head = std::str::from_utf8(&bytes[..end]).map_err(|_| "a header that is not text")?;
        let mut words = head.split(' ');
        if words.next() != Some("wari-book") || words.next() != Some("1") {
            return Err(format!("not a book: '{head}'"));
        }
        let want = rules.to_string().replace(' ', ",");
        if words.next() != Some(&format!("rules={want}")) {
            return Err(format!("a book of other rules: '{head}'"));
        }
        let count: usize = words
            .next()
            .and_then(|w| w.strip_prefix("entries="))
            .and_then(|n| n.parse().ok())
            .ok_or("no entry count")?;
        let body = &bytes[end + 1..];
        if body.len() != 5 * count {
            return Err(format!(
                "{} bytes of entries, {} expected",
                body.len(),
                5 * count
            ));
        }
        let entries: Vec<(u32, u8)> = body
            .chunks_exact(5)
            .map(|c| (u32::from_le_bytes([c[0], c[1], c[2], c[3]]), c[4]))
            .collect();
        if entries.windows(2).any(|w| w[0].0 >= w[1].0) {
            return Err("entries out of order".into());
        }
        if entries
            .iter()
            .any(|&(_, m)| m as usize >= rules.board_len())
        {
            return Err("a move off the board".into());
        }
        Ok(Book {
            rules: *rules,
            entries,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wari_core::rules::{Game, Preset};

    #[test]
    fn a_book_reads_back_and_answers_its_positions_only() {
        let rules = Preset::Abapa.rules();
        let mut game = Game::new(rules);
        let start = *game.position();
        game.play(2).expect("C");
        let after_c = *game.position();
        // The last entry for a position wins.
        let book = Book::new(rules, &[(start, 0), (after_c, 9), (start, 2)]);
        assert_eq!(book.len(), 2);
        let back = Book::from_bytes(&rules, &book.to_bytes()).expect("reads back");
        assert_eq!(back, book);
        assert_eq!(back.probe(&start), Some(2));
        assert_eq!(back.probe(&after_c), Some(9));
        game.play(9).expect("d");
        assert_eq!(back.probe(game.position()), None);
        // An illegal book move is not offered.
        let bad = Book::new(rules, &[(after_c, 0)]);
        assert_eq!(bad.probe(&after_c), None);
    }

    #[test]
    fn damaged_or_foreign_books_are_refused() {
        let rules = Preset::Abapa.rules();
        let book = Book::new(rules, &[(Position::start(&rules), 1)]);
        let bytes = book.to_bytes();
        assert!(Book::from_bytes(&Preset::Numeros.rules(), &bytes).is_err());
        assert!(Book::from_bytes(&rules, &bytes[..bytes.len() - 1]).is_err());
        assert!(Book::from_bytes(&rules, b"wari-book 2 x\n").is_err());
        let mut off = bytes.clone();
        *off.last_mut().expect("a byte") = 40;
        assert!(Book::from_bytes(&rules, &off).is_err());
    }
}
