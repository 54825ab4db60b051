//! The settings and the game at one moment ([`Snapshot`]), as the page hands them to the embed dialog and to the
//! print module, and the page addresses made from them.

use crate::i18n::{preset_name, Lang};
use wari_core::params::Seat;
use wari_core::rules::{MatchFormat, Position, Preset, Rules};

/// The settings and the game at one moment, as the app hands them to the embed dialog and the print view.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// The UI language.
    pub lang: Lang,
    /// The rules of the game in play.
    pub rules: Rules,
    /// The preset chosen, if the rules are a preset's.
    pub preset: Option<Preset>,
    /// The match format.
    pub format: MatchFormat,
    /// Who plays South and North.
    pub seats: [Seat; 2],
    /// North at the bottom.
    pub flip: bool,
    /// The game's starting position.
    pub start: Position,
    /// The moves from the start to the position shown.
    pub moves: String,
    /// The position shown.
    pub position: Position,
}

impl Snapshot {
    /// The variant as written in URLs: the preset id when the rules are the preset's, else the rules text.
    pub fn variant_param(&self) -> String {
        match self.preset {
            Some(p) if p.rules() == self.rules => p.id().to_string(),
            _ => self.rules.to_string(),
        }
    }

    /// The variant's name in the UI language, without the rules text for custom rules.
    /// (The print view's: not in the page's module.)
    pub fn short_name(&self) -> String {
        match self.preset {
            Some(p) if p.rules() == self.rules => preset_name(self.lang, p).to_string(),
            _ => self.lang.t().custom_option.to_string(),
        }
    }

    /// The variant's name in the UI language (the rules text for custom rules).
    pub fn variant_name(&self) -> String {
        match self.preset {
            Some(p) if p.rules() == self.rules => preset_name(self.lang, p).to_string(),
            _ => format!(
                "{} ({})",
                self.lang.t().custom_option,
                self.rules.to_string().replace(' ', ", ")
            ),
        }
    }
}

/// The game's address without query or fragment, made from a page address (`https://x/wari/?a=1#b` ->
/// `https://x/wari/`).
pub fn game_url(href: &str) -> String {
    href.split(['?', '#']).next().unwrap_or("").to_string()
}

/// `query` (a location's search, with or without `?`) without the parameters `drop`; `?` included when
/// something is left.
pub fn drop_params(query: &str, drop: &[&str]) -> String {
    let q = query.strip_prefix('?').unwrap_or(query);
    let kept: Vec<&str> = q
        .split('&')
        .filter(|p| !p.is_empty())
        .filter(|p| {
            let key = p.split('=').next().unwrap_or("");
            !drop
                .iter()
                .any(|d| wari_core::params::decode_component(key).eq_ignore_ascii_case(d))
        })
        .collect();
    if kept.is_empty() {
        String::new()
    } else {
        format!("?{}", kept.join("&"))
    }
}
