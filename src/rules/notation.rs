//! Notation (B4): move letters, game strings, position text and game records.

use super::{Game, Player, Position, Preset, Rules, MAX_PITS};
use std::fmt;
use std::str::FromStr;

/// A notation that could not be read: where (1-based line and column, or the move number) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// 1-based line of the text (1 for one-line texts).
    pub line: usize,
    /// 1-based column (character) of the problem.
    pub column: usize,
    /// What is wrong, in words.
    pub message: String,
}

impl NotationError {
    fn at(text: &str, byte: usize, message: impl Into<String>) -> NotationError {
        let before = &text[..byte.min(text.len())];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        NotationError {
            line,
            column,
            message: message.into(),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 1 {
            write!(
                f,
                "line {}, column {}: {}",
                self.line, self.column, self.message
            )
        } else {
            write!(f, "at character {}: {}", self.column, self.message)
        }
    }
}

impl std::error::Error for NotationError {}

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
    play_letters(game, text).map_err(|(at, m)| NotationError::at(text, at, m))
}

/// Plays the letters of `text`; on error the byte offset of the bad character and the message.
fn play_letters(game: &mut Game, text: &str) -> Result<(), (usize, String)> {
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
                return Err((
                    at,
                    "a move number is written with a dot, like 12. (moves are letters)".into(),
                ));
            }
            continue;
        }
        let pit = parse_move_letter(c, n).ok_or_else(|| {
            (
                at,
                format!(
                    "'{c}' is not a pit letter; use {}-{} for South and {}-{} for North",
                    move_letter(n, 0),
                    move_letter(n, n - 1),
                    move_letter(n, n),
                    move_letter(n, 2 * n - 1)
                ),
            )
        })?;
        game.play(pit).map_err(|e| {
            (
                at,
                format!("move {} ('{c}') cannot be played: {e}", game.ply() + 1),
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

impl fmt::Display for Position {
    /// The position text `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`: the pits in index order (A.. then a..), South's store,
    /// North's store, the player to move (`S`/`N`, followed by `+` during a G5 feeding extra turn).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for p in &self.pits[..self.len()] {
            write!(f, "{p}-")?;
        }
        write!(
            f,
            "{}-{}-{}",
            self.stores[0],
            self.stores[1],
            self.to_move.letter()
        )?;
        if self.feed_turn {
            f.write_str("+")?;
        }
        Ok(())
    }
}

impl FromStr for Position {
    type Err = NotationError;

    /// Reads the text printed by `Display` (also with spaces or commas instead of dashes). Errors give the
    /// column of the part that is wrong.
    fn from_str(text: &str) -> Result<Position, NotationError> {
        let parts = split_parts(text);
        let err = |byte: usize, m: String| NotationError::at(text, byte, m);
        if parts.len() < 9 {
            return Err(err(
                text.len(),
                format!(
                    "a position needs the pits, two stores and the player to move (like 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S); found {} parts",
                    parts.len()
                ),
            ));
        }
        let (side_at, side) = parts[parts.len() - 1];
        let (side, feed_turn) = match side.strip_suffix('+') {
            Some(s) => (s, true),
            None => (side, false),
        };
        let to_move = Player::parse(side).ok_or_else(|| {
            err(
                side_at,
                format!("the last part must be S or N (the player to move), not '{side}'"),
            )
        })?;
        let numbers = &parts[..parts.len() - 1];
        let len = numbers.len() - 2;
        if !len.is_multiple_of(2) || !(6..=2 * MAX_PITS).contains(&len) {
            return Err(err(
                0,
                format!(
                    "a board has 3 to 10 pits a side, so 6 to 20 pit numbers before the two stores; found {len}"
                ),
            ));
        }
        let mut pits = [0u8; 2 * MAX_PITS];
        let mut stores = [0u8; 2];
        let mut total = 0u32;
        for (i, &(at, t)) in numbers.iter().enumerate() {
            let what = if i < len {
                format!("pit {}", move_letter(len / 2, i))
            } else if i == len {
                "South's store".to_string()
            } else {
                "North's store".to_string()
            };
            let v: u8 = t.parse().ok().filter(|&v| v <= MAX_SEEDS).ok_or_else(|| {
                err(
                    at,
                    format!("'{t}' ({what}) is not a number of seeds from 0 to {MAX_SEEDS}"),
                )
            })?;
            total += v as u32;
            if i < len {
                pits[i] = v;
            } else {
                stores[i - len] = v;
            }
        }
        if total > MAX_SEEDS as u32 {
            return Err(err(
                0,
                format!("a board holds at most {MAX_SEEDS} seeds; this one has {total}"),
            ));
        }
        Ok(Position {
            pits,
            stores,
            n: (len / 2) as u8,
            to_move,
            feed_turn,
        })
    }
}

/// The most seeds a game can have: 10 pits a side of 10 seeds.
const MAX_SEEDS: u8 = 200;

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

/// A game with its tags, as saved and shared: `[Tag "value"]` lines, then the moves.
///
/// ```text
/// [Variant "abapa"]
/// [South "Ana"]
/// [North "Computer"]
/// [Date "2026.11.29"]
/// [Result "1-0"]
/// CdEbDaBc
/// ```
/// A custom variant is written `[Rules "pits=5 seeds=4 ..."]`; a game from a set-up position has
/// `[Position "..."]`.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// Tags other than `Rules` and `Position`, in order (`Variant`, `South`, `North`, `Date`, ...); a `Result`
    /// tag only for an unfinished game whose result was written (a finished game's result comes from its moves).
    pub tags: Vec<(String, String)>,
    /// The game (rules, start position and moves).
    pub game: Game,
}

impl GameRecord {
    /// A record of `game` with no tags besides those it derives.
    pub fn new(game: Game) -> GameRecord {
        GameRecord {
            tags: Vec::new(),
            game,
        }
    }

    /// The value of a tag, if present.
    pub fn tag(&self, key: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag (replacing one of the same name).
    pub fn set_tag(&mut self, key: &str, value: &str) {
        match self
            .tags
            .iter_mut()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
        {
            Some(t) => t.1 = value.to_string(),
            None => self.tags.push((key.to_string(), value.to_string())),
        }
    }

    /// Reads a record. Errors give the line and column.
    ///
    /// The `Result` tag of a finished game is computed from its moves; an unfinished game keeps the result
    /// written (a resignation, a game stopped on time).
    pub fn parse(text: &str) -> Result<GameRecord, NotationError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut tags = Vec::new();
        let mut written_result = None;
        let mut rules: Option<Rules> = None;
        let mut start: Option<Position> = None;
        let mut moves_at = text.len();
        let mut offset = 0;
        for line in text.split_inclusive('\n') {
            let trimmed = line.trim();
            let lead = line.len() - line.trim_start().len();
            if trimmed.is_empty() {
                offset += line.len();
                continue;
            }
            if !trimmed.starts_with('[') {
                moves_at = offset;
                break;
            }
            let (key, value) =
                parse_tag(trimmed).map_err(|m| NotationError::at(text, offset + lead, m))?;
            let here = |m: String| NotationError::at(text, offset + lead, m);
            match key.to_ascii_lowercase().as_str() {
                "variant" => {
                    rules = Some(value.parse::<Preset>().map_err(here)?.rules());
                    // One Variant tag: a later one replaces an earlier one, as it replaces the rules.
                    tags.retain(|(k, _): &(String, String)| !k.eq_ignore_ascii_case("Variant"));
                    tags.push((key, value));
                }
                "rules" => rules = Some(value.parse::<Rules>().map_err(|e| here(e.to_string()))?),
                "position" => {
                    start = Some(value.parse::<Position>().map_err(|e| here(e.message))?);
                }
                "result" => {
                    if !["1-0", "0-1", "1/2-1/2", "*"].contains(&value.as_str()) {
                        return Err(here(format!(
                            "the result '{value}' should be 1-0, 0-1, 1/2-1/2 or *"
                        )));
                    }
                    written_result = Some((key, value));
                }
                _ => tags.push((key, value)),
            }
            offset += line.len();
        }
        let rules = rules.unwrap_or_default();
        let mut game = match start {
            Some(p) => {
                Game::fits(&rules, &p).map_err(|m| NotationError::at(text, 0, m))?;
                Game::from_position(rules, p)
            }
            None => Game::new(rules),
        };
        // Blank out comments in braces and result tokens, keeping every byte offset.
        let mut cleaned = String::with_capacity(text.len() - moves_at);
        let mut depth = 0;
        for c in text[moves_at..].chars() {
            let blank = depth > 0 || c == '{' || c == '}';
            match c {
                '{' => depth += 1,
                '}' if depth > 0 => depth -= 1,
                _ => {}
            }
            if blank {
                cleaned.extend(std::iter::repeat_n(' ', c.len_utf8()));
            } else {
                cleaned.push(c);
            }
        }
        for token in ["1/2-1/2", "1-0", "0-1", "*"] {
            cleaned = cleaned.replace(token, &" ".repeat(token.len()));
        }
        play_letters(&mut game, &cleaned)
            .map_err(|(at, m)| NotationError::at(text, moves_at + at, m))?;
        if let Some(result) = written_result.filter(|r| r.1 != "*" && !game.is_over()) {
            tags.push(result);
        }
        Ok(GameRecord { tags, game })
    }
}

fn parse_tag(line: &str) -> Result<(String, String), String> {
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or("a tag is written [Name \"value\"]")?;
    let (key, rest) = inner
        .trim()
        .split_once(char::is_whitespace)
        .ok_or("a tag needs a name and a value")?;
    let rest = rest.trim();
    let value = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or("a tag's value is written in double quotes")?;
    if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(format!(
            "'{key}' is not a tag name (letters and digits only)"
        ));
    }
    Ok((
        key.to_string(),
        value.replace("\\\"", "\"").replace("\\\\", "\\"),
    ))
}

impl fmt::Display for GameRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let esc = |v: &str| {
            v.replace('\\', "\\\\")
                .replace('"', "\\\"")
                .replace('\n', " ")
        };
        let rules = self.game.rules();
        // Exactly one of Variant or Rules, first: the Variant tag's preset when its rules are the game's (wari-pl
        // and hu-wari-win share their rules), else the preset with these rules, else the rules text.
        let variant = self
            .tag("Variant")
            .and_then(|v| v.parse::<Preset>().ok())
            .filter(|v| v.rules() == *rules);
        match variant.or_else(|| Preset::matching(rules)) {
            Some(p) => writeln!(f, "[Variant \"{}\"]", p.id())?,
            None => writeln!(f, "[Rules \"{rules}\"]")?,
        }
        for (k, v) in &self.tags {
            if ["Variant", "Result", "Rules", "Position"]
                .iter()
                .any(|t| k.eq_ignore_ascii_case(t))
            {
                continue;
            }
            writeln!(f, "[{k} \"{}\"]", esc(v))?;
        }
        if *self.game.start_position() != Position::start(rules) {
            writeln!(f, "[Position \"{}\"]", self.game.start_position())?;
        }
        let written = self
            .tag("Result")
            .filter(|r| ["1-0", "0-1", "1/2-1/2"].contains(r));
        let result = match self.game.outcome() {
            Some(o) => o.result_text(),
            None => written.unwrap_or("*"),
        };
        writeln!(f, "[Result \"{result}\"]")?;
        let s = self.game.game_string();
        let chunks: Vec<String> = s
            .chars()
            .collect::<Vec<_>>()
            .chunks(40)
            .map(|c| c.iter().collect())
            .collect();
        for c in chunks {
            writeln!(f, "{c}")?;
        }
        writeln!(f, "{result}")
    }
}
