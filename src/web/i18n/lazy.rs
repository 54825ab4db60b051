//! A language file read lazily (issue 12: less work before the board is playable): [`Lazy`] makes an index of
//! the file's entries in one pass over its lines (an entry starts at a line that begins with a letter, or `-`
//! for a term, and goes on to the next line that begins with a letter, `-` or `#`) and parses an entry with
//! [`syntax`](super::syntax)'s reader on its first use, then keeps it. The page's first screen uses a few
//! dozen of English's messages; the rest are read when they are shown.
//!
//! The entries are those of a full reading ([`Resource::parse`]), which a test checks for every message of
//! every language file; of an id defined twice, the first that can be read counts, as there. The comments
//! above the entries are not kept (the page never shows them). The file's errors come from a full reading
//! ([`Lazy::errors`]), which the page does after the file is in use.

use super::syntax::{self, Entry, Resource, SyntaxError};
use std::borrow::Cow;
use std::cell::OnceCell;

/// A language file, its entries read on first use.
pub struct Lazy {
    /// The text (line ends `\n`).
    source: Cow<'static, str>,
    /// Where the entries are: sorted by id, then by place in the file.
    spots: Vec<Spot>,
    /// The entries read so far, by spot: `None` for one that cannot be read.
    read: Vec<OnceCell<Option<Entry>>>,
}

/// Where an entry is in the text (byte offsets): its id is `start..id_end`, its lines `start..end`.
#[derive(Clone, Copy, Debug)]
struct Spot {
    start: u32,
    id_end: u32,
    end: u32,
    line: u32,
}

impl Lazy {
    /// Indexes `source`'s entries (one pass over its lines; nothing is parsed yet).
    pub fn new(source: Cow<'static, str>) -> Lazy {
        let source = if source.contains("\r\n") {
            Cow::Owned(source.replace("\r\n", "\n"))
        } else {
            source
        };
        let bytes = source.as_bytes();
        let mut spots = Vec::new();
        let mut open: Option<Spot> = None;
        let (mut pos, mut line) = (0, 1);
        while pos < bytes.len() {
            let c = bytes[pos];
            if c.is_ascii_alphabetic() || c == b'-' || c == b'#' {
                if let Some(mut spot) = open.take() {
                    spot.end = pos as u32;
                    spots.push(spot);
                }
                if c != b'#' {
                    let id = bytes[pos + 1..]
                        .iter()
                        .take_while(|&&b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
                        .count();
                    open = Some(Spot {
                        start: pos as u32,
                        id_end: (pos + 1 + id) as u32,
                        end: 0,
                        line,
                    });
                }
            }
            pos = source[pos..]
                .find('\n')
                .map_or(bytes.len(), |k| pos + k + 1);
            line += 1;
        }
        if let Some(mut spot) = open {
            spot.end = bytes.len() as u32;
            spots.push(spot);
        }
        let id = |s: &Spot| &source[s.start as usize..s.id_end as usize];
        spots.sort_unstable_by(|a, b| id(a).cmp(id(b)).then(a.start.cmp(&b.start)));
        let read = spots.iter().map(|_| OnceCell::new()).collect();
        Lazy {
            source,
            spots,
            read,
        }
    }

    fn id(&self, spot: &Spot) -> &str {
        &self.source[spot.start as usize..spot.id_end as usize]
    }

    /// The message `id` or the term `-id`, read on its first use.
    pub fn entry(&self, id: &str) -> Option<&Entry> {
        let from = self.spots.partition_point(|s| self.id(s) < id);
        for (k, spot) in self.spots.iter().enumerate().skip(from) {
            if self.id(spot) != id {
                break;
            }
            let entry = self.read[k].get_or_init(|| {
                let (start, end) = (spot.start as usize, spot.end as usize);
                syntax::read_entry(&self.source, start, end, spot.line as usize)
                    .ok()
                    .filter(|(key, _)| key == id)
                    .map(|(_, entry)| entry)
            });
            if let Some(entry) = entry {
                return Some(entry);
            }
        }
        None
    }

    /// How many entries the file has (as indexed: an entry that cannot be read counts).
    pub fn len(&self) -> usize {
        self.spots.len()
    }

    /// Whether the file has no entries.
    pub fn is_empty(&self) -> bool {
        self.spots.is_empty()
    }

    /// The ids of the entries, sorted (an id defined twice is given twice).
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.spots.iter().map(|s| self.id(s))
    }

    /// What cannot be read in the file, by a full reading (see [`Resource::parse`]).
    pub fn errors(&self) -> Vec<SyntaxError> {
        Resource::parse(&self.source).errors
    }
}
