//! Notation (B4): move letters, game strings and the position text (`4-4-...-0-0-S`), read into a [`Setup`]
//! and printed from a [`Position`] or a `Setup`. Errors are [`NotationError`]s (see `notation_error.rs`); game
//! records are in `record.rs`.

use super::notation_error::MAX_SEEDS;
use super::{
    Game, NotationError, NotationErrorKind, Player, Position, Rules, SeedPlace, Setup, MAX_PITS,
};
use std::fmt;
use std::str::FromStr;

/// The letter of pit `pit` on a board of `n` pits a side: `A..` for South, `a..` for North (B4).
pub fn move_letter(n: usize, pit: usize) -> char {
    if pit < n {
        (b'A' + pit as u8) as char
    } else {
        (b'a' + (pit - n) as u8) as char
    }
}

/// The pit of a move letter on a board of `n` pits a side, `None` if the letter names no pit.
pub fn parse_move_letter(c: char, n: usize) -> Option<usize> {
    if !c.is_ascii_alphabetic() {
        return None;
    }
    let i = (c.to_ascii_lowercase() as u8 - b'a') as usize;
    if i >= n {
        return None;
    }
    Some(if c.is_ascii_uppercase() { i } else { n + i })
}

/// Plays a game string (`CdFa...`, spaces and move numbers like `12.` allowed) from `game`'s current position.
/// The error names the character and says why the move cannot be played; `game` then holds the moves before it.
pub fn play_game_string(game: &mut Game, text: &str) -> Result<(), NotationError> {
    play_letters(game, text).map_err(|(at, kind)| NotationError::at(text, at, kind))
}

/// Plays the letters of `text`; on error the byte offset of the bad character and what is wrong.
pub(super) fn play_letters(game: &mut Game, text: &str) -> Result<(), (usize, NotationErrorKind)> {
    let n = game.position().pits_a_side();
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if c.is_whitespace() || c == ',' {
            continue;
        }
        if c.is_ascii_digit() {
            // a move number: digits then one or more dots (`12.`, `12...`)
            let mut dots = 0;
            while let Some(&(_, d)) = chars.peek() {
                if d == '.' {
                    dots += 1;
                } else if !d.is_ascii_digit() || dots > 0 {
                    break;
                }
                chars.next();
            }
            if dots == 0 {
                return Err((at, NotationErrorKind::MoveNumber));
            }
            continue;
        }
        let pit = parse_move_letter(c, n).ok_or((
            at,
            NotationErrorKind::NotALetter {
                found: c,
                pits: n as u8,
            },
        ))?;
        game.play(pit).map_err(|reason| {
            (
                at,
                NotationErrorKind::Illegal {
                    number: game.ply() + 1,
                    letter: c,
                    reason,
                },
            )
        })?;
    }
    Ok(())
}

/// A new game of `rules` with the moves of a game string played (see [`play_game_string`]).
pub fn parse_game_string(rules: &Rules, text: &str) -> Result<Game, NotationError> {
    let mut game = Game::new(*rules);
    play_game_string(&mut game, text)?;
    Ok(game)
}

/// Writes the position text: the pits in index order, South's store, North's store, the player to move and
/// `+` during a G5 extra turn.
fn write_position(
    f: &mut fmt::Formatter<'_>,
    pits: &[u8],
    stores: [u8; 2],
    to_move: Player,
    feed_turn: bool,
) -> fmt::Result {
    for p in pits {
        write!(f, "{p}-")?;
    }
    write!(f, "{}-{}-{}", stores[0], stores[1], to_move.letter())?;
    if feed_turn {
        f.write_str("+")?;
    }
    Ok(())
}

impl fmt::Display for Position {
    /// The position text `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`: the pits in index order (A.. then a..), South's store,
    /// North's store, the player to move (`S`/`N`, followed by `+` during a G5 feeding extra turn).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_position(
            f,
            self.pits(),
            self.stores(),
            self.to_move(),
            self.feed_turn(),
        )
    }
}

impl fmt::Display for Setup {
    /// The position text, as for [`Position`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_position(f, &self.pits, self.stores, self.to_move, self.feed_turn)
    }
}

impl FromStr for Setup {
    type Err = NotationError;

    /// Reads the position text (also with spaces or commas instead of dashes): 3 to 24 pits a side, at most 200
    /// seeds. Errors give the column of the part that is wrong. Whether it suits some rules is for
    /// [`Position::from_setup`].
    fn from_str(text: &str) -> Result<Setup, NotationError> {
        let parts = split_parts(text);
        let err = |byte: usize, kind| NotationError::at(text, byte, kind);
        if parts.len() < 9 {
            return Err(err(
                text.len(),
                NotationErrorKind::TooFewParts { found: parts.len() },
            ));
        }
        let (side_at, side) = parts[parts.len() - 1];
        let (player, feed_turn) = match side.strip_suffix('+') {
            Some(s) => (s, true),
            None => (side, false),
        };
        let to_move = Player::parse(player).ok_or_else(|| {
            err(
                side_at,
                NotationErrorKind::NotAPlayer {
                    found: player.into(),
                },
            )
        })?;
        let numbers = &parts[..parts.len() - 1];
        let len = numbers.len() - 2;
        if !len.is_multiple_of(2) || !(6..=2 * MAX_PITS).contains(&len) {
            return Err(err(0, NotationErrorKind::PitCount { found: len }));
        }
        let mut pits = Vec::with_capacity(len);
        let mut stores = [0u8; 2];
        let mut total = 0u32;
        for (i, &(at, t)) in numbers.iter().enumerate() {
            let place = match i.checked_sub(len) {
                None => SeedPlace::Pit(move_letter(len / 2, i)),
                Some(0) => SeedPlace::Store(Player::South),
                Some(_) => SeedPlace::Store(Player::North),
            };
            let v: u8 = t.parse().ok().filter(|&v| v <= MAX_SEEDS).ok_or_else(|| {
                err(
                    at,
                    NotationErrorKind::NotSeeds {
                        found: t.into(),
                        place,
                    },
                )
            })?;
            total += v as u32;
            match place {
                SeedPlace::Pit(_) => pits.push(v),
                SeedPlace::Store(p) => stores[p.index()] = v,
            }
        }
        if total > MAX_SEEDS as u32 {
            return Err(err(0, NotationErrorKind::TooManySeeds { found: total }));
        }
        Ok(Setup {
            pits,
            stores,
            to_move,
            feed_turn,
        })
    }
}

/// The parts of a position text separated by dashes, spaces or commas, with their byte offsets.
fn split_parts(text: &str) -> Vec<(usize, &str)> {
    let mut parts = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        if c == '-' || c == ',' || c.is_whitespace() {
            if let Some(s) = start.take() {
                parts.push((s, &text[s..i]));
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        parts.push((s, &text[s..]));
    }
    parts
}
