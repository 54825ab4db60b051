//! A language file read lazily (less work before the board is playable): [`Lazy`] makes an index of
//! the file's entries in one pass over its lines (an entry starts at a line that begins with a letter, or `-`
//! for a term, and goes on to the next line that begins with a letter, `-` or `#`) and parses an entry with
//! [`syntax`](super::syntax)'s reader on its first use, then keeps it. The page's first screen uses a few
//! dozen of English's messages; the rest are read when they are shown.
//!
//! The entries are those of a full reading ([`Resource::parse`](super::syntax::Resource::parse)), which a
//! test checks for every message of every language file and for a file with errors; of an id defined twice,
//! the first that can be read counts, as there. One difference, in a broken file only: when an entry's
//! placeable is left open and the reading fails on the next line that starts an entry, the full reading
//! skips that line's entry too (it goes on to the next line that can start one), the lazy one reads it. The comments above the entries are not kept (the page never shows them).
//! [`Lazy::errors`] reads every entry for the file's errors (those of the full reading; a test checks a file
//! with errors of every kind), which the page says in the console after the file is in use.

use crate::syntax::{Entry, Parser, SyntaxError};
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
        let id = |s: &Spot| &source[s.start as usize..s.id_end as usize];
        // Kept sorted as they come (not sorted at the end: a standard sort is about 4 KB of the page's module).
        let mut spots: Vec<Spot> = Vec::new();
        let mut insert = |spot: Spot| {
            let at = spots.partition_point(|s| id(s) <= id(&spot));
            spots.insert(at, spot);
        };
        let mut open: Option<Spot> = None;
        let (mut pos, mut line) = (0, 1);
        while pos < bytes.len() {
            let c = bytes[pos];
            if c.is_ascii_alphabetic() || c == b'-' || c == b'#' {
                if let Some(mut spot) = open.take() {
                    spot.end = pos as u32;
                    insert(spot);
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
            insert(spot);
        }
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
            if let Some(entry) = self.read(k) {
                return Some(entry);
            }
        }
        None
    }

    /// The entry of spot `k`, read on first use (`None` if it cannot be read).
    fn read(&self, k: usize) -> Option<&Entry> {
        self.read[k]
            .get_or_init(|| {
                let spot = &self.spots[k];
                read_entry(&self.source, spot)
                    .0
                    .ok()
                    .map(|(_, entry)| entry)
            })
            .as_ref()
    }

    /// The file's text, as read.
    pub fn source(&self) -> &str {
        &self.source
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

    /// What cannot be read in the file, by line: what a full reading says (it reads every entry).
    pub fn errors(&self) -> Vec<SyntaxError> {
        let mut errors: Vec<SyntaxError> = Vec::new();
        // Kept in the order of their lines as they come, as the spots are by id (no standard sort).
        let mut add = |e: SyntaxError| {
            let at = errors.partition_point(|x| x.line <= e.line);
            errors.insert(at, e);
        };
        // What entries read past their next line that starts an entry took of the text (that line is theirs).
        let mut taken = Vec::new();
        for spot in &self.spots {
            if let (_, _, Some(to)) = read_entry(&self.source, spot) {
                taken.push(spot.start as usize..to);
            }
        }
        for (k, spot) in self.spots.iter().enumerate() {
            let at = spot.start as usize;
            if taken.iter().any(|t| t.start < at && at < t.end) {
                continue;
            }
            let (entry, junk, _) = read_entry(&self.source, spot);
            match entry {
                Err(e) => add(e),
                Ok((id, _))
                    if self
                        .entry(&id)
                        .is_some_and(|e| e.line != spot.line as usize) =>
                {
                    add(SyntaxError {
                        line: spot.line as usize,
                        what: format!("{id} is defined twice"),
                    })
                }
                Ok(_) => {}
            }
            junk.into_iter().for_each(&mut add);
            let _ = self.read(k);
        }
        errors
    }
}

/// An entry read, the error after it and where the reading stopped (see [`read_entry`]).
type Read = (
    Result<(String, Entry), SyntaxError>,
    Option<SyntaxError>,
    Option<usize>,
);

/// Reads the entry of `spot` as the full reading does: up to the next line that starts an entry or a
/// comment, or on past it for an entry that fails there (a placeable over lines). Its key and the entry (its
/// comment left empty) or its error; and the error of the first line after it, before the next entry, that
/// is neither empty nor part of it (the full reading skips from there to the next entry); and where the
/// reading stopped when it went on past the next entry's line.
fn read_entry(source: &str, spot: &Spot) -> Read {
    let (start, end, line) = (spot.start as usize, spot.end as usize, spot.line as usize);
    let parser = |text: &str| Parser {
        s: text.chars().collect(),
        i: 0,
        counted: (0, line),
    };
    let mut p = parser(&source[start..end]);
    let mut entry = p.entry();
    let (mut junk, mut to) = (None, None);
    if entry.is_err() && p.i >= p.s.len() && end < source.len() {
        let mut p = parser(&source[start..]);
        entry = p.entry();
        to = Some(start + p.s[..p.i].iter().map(|c| c.len_utf8()).sum::<usize>());
    } else if entry.is_ok() {
        while p.s.get(p.i) == Some(&'\n') {
            p.i += 1;
        }
        if p.i < p.s.len() {
            let line = p.line();
            junk = p.entry().err().map(|what| SyntaxError { line, what });
        }
    }
    let entry = match entry {
        Ok((key, mut entry)) => {
            entry.line = line;
            Ok((key, entry))
        }
        Err(what) => Err(SyntaxError { line, what }),
    };
    (entry, junk, to)
}
