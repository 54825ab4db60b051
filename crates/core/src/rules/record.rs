//! [`GameRecord`]: a game with its tags (`[Variant "abapa"]`, `[Position "..."]`, ...) and its moves, read and
//! printed.

use super::notation::play_letters;
use super::{Game, NotationError, NotationErrorKind, Position, Preset, Rules, Setup};
use std::fmt;

/// A game with its tags, as saved and shared: `[Tag "value"]` lines, then the moves.
///
/// ```text
/// [Variant "abapa"]
/// [South "Ana"]
/// [North "Computer"]
/// [Date "2026.11.29"]
/// [Result "1-0"]
/// [Termination "target"]
/// CdEbDaBc...
/// ```
/// A custom variant is written `[Rules "pits=5 seeds=4 ..."]`; a game from a set-up position has
/// `[Position "..."]`. A finished game's `Result` and `Termination` (how it ended: [`super::Ending::id`], e.g.
/// `no-capture` for E5) come from its moves.
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
    /// The `Result` and `Termination` tags of a finished game are computed from its moves; an unfinished game
    /// keeps those written (a resignation, a game stopped on time).
    pub fn parse(text: &str) -> Result<GameRecord, NotationError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut tags = Vec::new();
        let mut written_result = None;
        let mut written_termination = None;
        let mut rules: Option<Rules> = None;
        let mut start: Option<Setup> = None;
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
            let here = |kind| NotationError::at(text, offset + lead, kind);
            let (key, value) = parse_tag(trimmed).map_err(here)?;
            match key.to_ascii_lowercase().as_str() {
                "variant" => {
                    let preset = value
                        .parse::<Preset>()
                        .map_err(|e| here(NotationErrorKind::Rules(e)))?;
                    rules = Some(preset.rules());
                    // One Variant tag: a later one replaces an earlier one, as it replaces the rules.
                    tags.retain(|(k, _): &(String, String)| !k.eq_ignore_ascii_case("Variant"));
                    tags.push((key, value));
                }
                "rules" => {
                    let r = value.parse::<Rules>();
                    rules = Some(r.map_err(|e| here(NotationErrorKind::Rules(e)))?);
                }
                "position" => start = Some(value.parse::<Setup>().map_err(|e| here(e.kind))?),
                "result" => {
                    if !["1-0", "0-1", "1/2-1/2", "*"].contains(&value.as_str()) {
                        return Err(here(NotationErrorKind::ResultTag { found: value }));
                    }
                    written_result = Some((key, value));
                }
                "termination" => written_termination = Some((key, value)),
                _ => tags.push((key, value)),
            }
            offset += line.len();
        }
        let rules = rules.unwrap_or_default();
        let mut game = match start {
            Some(setup) => Game::from_setup(rules, &setup)
                .map_err(|e| NotationError::at(text, 0, NotationErrorKind::Setup(e)))?,
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
            .map_err(|(at, kind)| NotationError::at(text, moves_at + at, kind))?;
        if let Some(result) = written_result.filter(|r| r.1 != "*" && !game.is_over()) {
            tags.push(result);
        }
        if let Some(termination) = written_termination.filter(|_| !game.is_over()) {
            tags.push(termination);
        }
        Ok(GameRecord { tags, game })
    }
}

fn parse_tag(line: &str) -> Result<(String, String), NotationErrorKind> {
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or(NotationErrorKind::TagBrackets)?;
    let (key, rest) = inner
        .trim()
        .split_once(char::is_whitespace)
        .ok_or(NotationErrorKind::TagParts)?;
    let rest = rest.trim();
    let value = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or(NotationErrorKind::TagQuotes)?;
    if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(NotationErrorKind::TagName { name: key.into() });
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
            if ["Variant", "Result", "Termination", "Rules", "Position"]
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
        let termination = match self.game.outcome() {
            Some(o) => Some(o.ending.id().to_string()),
            None => self.tag("Termination").map(esc),
        };
        if let Some(t) = termination {
            writeln!(f, "[Termination \"{t}\"]")?;
        }
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
