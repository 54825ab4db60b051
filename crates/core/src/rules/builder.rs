//! [`RulesBuilder`]: settings as a person gives them (unchecked), checked into [`Rules`] by
//! [`RulesBuilder::build`]; [`RulesError`], why they cannot be played; and the rules text, printed by the
//! builder's `Display` and read by `Rules::from_str`.
//!
//! A new setting is one builder field, one setter, one arm of [`RulesBuilder::build`] (its check), one key in
//! [`RulesBuilder::set`] (the rules text) and one part of `Display`.

use super::notation_error::MAX_SEEDS;
use super::{Chain, CycleRule, Feeding, GrandSlam, Player, Preset, Rules};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Why settings cannot be played or a rules text cannot be read: each variant carries the offending values.
/// `Display` gives the English sentence of the command line; the page renders each variant in its language.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RulesError {
    /// A text without `=` that is not a preset id.
    UnknownPreset {
        /// The text, trimmed.
        id: String,
    },
    /// A part of a rules text that is not `key=value`.
    NotKeyValue {
        /// The part.
        part: String,
    },
    /// A key that is no setting.
    UnknownKey {
        /// The key.
        key: String,
    },
    /// A value that the setting does not take (not a number, not one of its ids).
    BadValue {
        /// The setting's key (`chain`, `pits`, ...).
        key: String,
        /// The value given.
        value: String,
    },
    /// Rows other than 2, 3 or 4 (B1, L3, L4).
    Rows(u16),
    /// Pits a side out of 3..=10 on two rows (B1).
    Pits(u16),
    /// Pits a row that a board of three rows (even, 4 to 8: L3) or four rows (4 to 12: L4) cannot have.
    RowPits {
        /// The rows (3 or 4).
        rows: u8,
        /// The pits a row given.
        pits: u16,
    },
    /// A setting that four rows do not have (L4: `captures`, `chain`, `slam`, `feed`; they capture by L4-C).
    NotOnFourRows {
        /// The setting's key in the rules text.
        key: String,
    },
    /// More seeds in the game than a board can hold (at most 200).
    TooManySeeds(u16),
    /// Seeds a pit out of 1..=10.
    Seeds(u16),
    /// No capture count chosen.
    NoCaptures,
    /// A capture count no pit could ever hold: 0, or more than the seeds of the game.
    CaptureCount(u16),
    /// A target that can never be reached or is zero.
    Target(u16),
    /// `end=no-capture` (E5) with no capture count of at most
    /// [`super::no_capture::MAX_SMALLEST_CAPTURE`]: deciding E5 exactly could take minutes.
    NoCaptureEnd {
        /// The smallest capture count chosen.
        smallest: u16,
    },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::UnknownPreset { id } => {
                write!(f, "unknown variant '{id}'; use one of: {}", Preset::ids())
            }
            RulesError::NotKeyValue { part } => write!(f, "'{part}' should be written key=value"),
            RulesError::UnknownKey { key } => write!(f, "unknown rules setting '{key}'"),
            RulesError::BadValue { key, value } => {
                write!(f, "'{value}' is not a valid value for '{key}'")
            }
            RulesError::Rows(n) => write!(f, "a board has 2, 3 or 4 rows, not {n}"),
            RulesError::Pits(n) => write!(f, "a side must have 3 to 10 pits, not {n}"),
            RulesError::RowPits { rows: 3, pits } => write!(
                f,
                "a board of three rows needs an even number of pits a row, 4 to 8, not {pits}"
            ),
            // Only three and four rows have a pits-a-row check of their own (L3, L4).
            RulesError::RowPits { pits, .. } => write!(
                f,
                "a board of four rows needs 4 to 12 pits a row, not {pits}"
            ),
            RulesError::NotOnFourRows { key } => write!(
                f,
                "'{key}' is not a setting on four rows: each player sows around their own two rows and captures the facing pits (L4-C)"
            ),
            RulesError::TooManySeeds(n) => write!(
                f,
                "a game can have at most 200 seeds, not {n}; choose fewer seeds a pit"
            ),
            RulesError::Seeds(n) => write!(f, "each pit must start with 1 to 10 seeds, not {n}"),
            RulesError::NoCaptures => write!(f, "choose at least one number of seeds that captures"),
            RulesError::CaptureCount(k) => write!(
                f,
                "a capture of {k} seeds can never happen with these pits and seeds; choose counts from 1 to the number of seeds in the game"
            ),
            RulesError::Target(t) => write!(
                f,
                "the target of {t} seeds can never be reached; choose from 1 to the number of seeds in the game"
            ),
            RulesError::NoCaptureEnd { smallest } => write!(
                f,
                "the end when no capture is possible (end=no-capture) needs a capture count of {} or less; the smallest chosen is {smallest}",
                super::no_capture::MAX_SMALLEST_CAPTURE
            ),
        }
    }
}

impl std::error::Error for RulesError {}

/// Settings not yet checked: set what differs from `abapa` (its settings are the start), then
/// [`RulesBuilder::build`]. `Display` prints the rules text of the settings as they are, valid or not.
///
/// ```
/// use wari_core::rules::{GrandSlam, Rules, RulesError};
/// let r = Rules::builder().seeds(6).captures([2, 4, 6]).build().unwrap();
/// assert_eq!(r.target(), 37); // more than half of 72 seeds, as no target was set
/// let bad = Rules::builder().grand_slam(GrandSlam::CaptureAll).target(60);
/// assert_eq!(bad.build(), Err(RulesError::Target(60)));
/// assert_eq!(bad.to_string(), "pits=6 seeds=4 captures=2,3 chain=back slam=capture-all feed=must target=60 cycle=side-owner start=S");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RulesBuilder {
    rows: u16,
    pits: u16,
    seeds: u16,
    /// `None`: not set (abapa's on two or three rows; no setting on four rows). Likewise the next three.
    captures: Option<Vec<u16>>,
    chain: Option<Chain>,
    grand_slam: Option<GrandSlam>,
    feeding: Option<Feeding>,
    /// `None`: more than half of the seeds (E2).
    target: Option<u16>,
    cycle: CycleRule,
    starter: Player,
    no_capture_end: bool,
}

impl Default for RulesBuilder {
    fn default() -> Self {
        RulesBuilder::new()
    }
}

impl From<Rules> for RulesBuilder {
    /// The settings of `rules`, its target included (on four rows, without the settings they do not have).
    fn from(r: Rules) -> RulesBuilder {
        let one_loop = !r.own_loops();
        RulesBuilder {
            rows: r.rows.into(),
            pits: r.pits.into(),
            seeds: r.seeds.into(),
            captures: one_loop.then(|| r.capture_counts().into_iter().map(u16::from).collect()),
            chain: one_loop.then_some(r.chain),
            grand_slam: one_loop.then_some(r.grand_slam),
            feeding: one_loop.then_some(r.feeding),
            target: Some(r.target),
            cycle: r.cycle,
            starter: r.starter,
            no_capture_end: r.no_capture_end,
        }
    }
}

impl RulesBuilder {
    /// The settings of `abapa`, with the target left to follow the seeds and the settings that four rows do
    /// not have left unset (they are abapa's on two and three rows).
    pub fn new() -> RulesBuilder {
        RulesBuilder {
            target: None,
            captures: None,
            chain: None,
            grand_slam: None,
            feeding: None,
            ..RulesBuilder::from(Preset::Abapa.rules())
        }
    }

    /// Rows of pits: 2 (B1), 3 (L3) or 4 (L4).
    pub fn rows(mut self, rows: u16) -> Self {
        self.rows = rows;
        self
    }

    /// Pits a row: 3 to 10 on two rows (B1), 4, 6 or 8 on three (L3), 4 to 12 on four (L4).
    pub fn pits(mut self, pits: u16) -> Self {
        self.pits = pits;
        self
    }

    /// Seeds in each pit at the start, 1 to 10.
    pub fn seeds(mut self, seeds: u16) -> Self {
        self.seeds = seeds;
        self
    }

    /// The counts a pit brought to by the last seed is captured at (C1), each from 1 to the seeds of the game.
    pub fn captures(mut self, counts: impl IntoIterator<Item = u16>) -> Self {
        let mut counts: Vec<u16> = counts.into_iter().collect();
        crate::small_sort::sort(&mut counts);
        counts.dedup();
        self.captures = Some(counts);
        self
    }

    /// The capture chain (C2/C3).
    pub fn chain(mut self, chain: Chain) -> Self {
        self.chain = Some(chain);
        self
    }

    /// The grand slam rule (G1-G5).
    pub fn grand_slam(mut self, grand_slam: GrandSlam) -> Self {
        self.grand_slam = Some(grand_slam);
        self
    }

    /// The feeding rule (F1/F2).
    pub fn feeding(mut self, feeding: Feeding) -> Self {
        self.feeding = Some(feeding);
        self
    }

    /// The target (E2), 1 to the seeds of the game; unset, more than half of them.
    pub fn target(mut self, target: u16) -> Self {
        self.target = Some(target);
        self
    }

    /// How seeds left on the board are given out after a cycle or an agreement (E3).
    pub fn cycle(mut self, cycle: CycleRule) -> Self {
        self.cycle = cycle;
        self
    }

    /// Who moves first (B1).
    pub fn starter(mut self, starter: Player) -> Self {
        self.starter = starter;
        self
    }

    /// E5 (`end=no-capture`): the game ends as soon as no capture can ever happen again. Needs a capture count
    /// of at most [`super::no_capture::MAX_SMALLEST_CAPTURE`].
    pub fn no_capture_end(mut self, on: bool) -> Self {
        self.no_capture_end = on;
        self
    }

    /// The seeds of the game as set (`rows * pits * seeds`, not checked).
    fn total(&self) -> u32 {
        self.rows as u32 * self.pits as u32 * self.seeds as u32
    }

    /// The settings that four rows do not have, by rules-text key, with whether each is set.
    fn one_loop_settings(&self) -> [(&'static str, bool); 5] {
        [
            ("captures", self.captures.is_some()),
            ("chain", self.chain.is_some()),
            ("slam", self.grand_slam.is_some()),
            ("feed", self.feeding.is_some()),
            // E5 needs captures that sowing can bring about (RULES.md: two and three rows).
            ("end", self.no_capture_end),
        ]
    }

    /// The target as set, or more than half of the seeds.
    fn target_or_majority(&self) -> u32 {
        self.target.map_or(self.total() / 2 + 1, |t| t as u32)
    }

    /// Checks the settings, in the order of the rules text; the error names the first one that cannot be
    /// played.
    pub fn build(&self) -> Result<Rules, RulesError> {
        let rows = u8::try_from(self.rows)
            .ok()
            .filter(|r| (2..=4).contains(r))
            .ok_or(RulesError::Rows(self.rows))?;
        let pits_fit = match rows {
            2 => (3..=10).contains(&self.pits),
            3 => (4..=8).contains(&self.pits) && self.pits.is_multiple_of(2),
            _ => (4..=12).contains(&self.pits),
        };
        if !pits_fit {
            return Err(match rows {
                2 => RulesError::Pits(self.pits),
                _ => RulesError::RowPits {
                    rows,
                    pits: self.pits,
                },
            });
        }
        let pits = self.pits as u8;
        let seeds = u8::try_from(self.seeds)
            .ok()
            .filter(|s| (1..=10).contains(s))
            .ok_or(RulesError::Seeds(self.seeds))?;
        let total = rows as u16 * pits as u16 * seeds as u16;
        if total > MAX_SEEDS as u16 {
            return Err(RulesError::TooManySeeds(total));
        }
        let abapa = Preset::Abapa.rules();
        let (captures, chain, grand_slam, feeding) = if rows == 4 {
            if let Some((key, _)) = self.one_loop_settings().into_iter().find(|(_, set)| *set) {
                return Err(RulesError::NotOnFourRows { key: key.into() });
            }
            // L4 captures by L4-C only: no capture count, and nobody is ever fed.
            (0, Chain::Back, GrandSlam::NoCapture, Feeding::NoFeeding)
        } else {
            let counts = self
                .captures
                .clone()
                .unwrap_or_else(|| abapa.capture_counts().into_iter().map(u16::from).collect());
            if counts.is_empty() {
                return Err(RulesError::NoCaptures);
            }
            if let Some(&k) = counts.iter().find(|&&k| k == 0 || k > total || k >= 64) {
                return Err(RulesError::CaptureCount(k));
            }
            (
                counts.iter().fold(0u64, |m, &k| m | 1 << k),
                self.chain.unwrap_or(abapa.chain),
                self.grand_slam.unwrap_or(abapa.grand_slam),
                self.feeding.unwrap_or(abapa.feeding),
            )
        };
        let target = self.target.unwrap_or(Rules::majority_target(total));
        if target == 0 || target > total {
            return Err(RulesError::Target(target));
        }
        // The smallest capture count (four rows, which have none, refused E5 above).
        let smallest = captures.trailing_zeros() as u16;
        if self.no_capture_end && smallest > super::no_capture::MAX_SMALLEST_CAPTURE {
            return Err(RulesError::NoCaptureEnd { smallest });
        }
        Ok(Rules {
            rows,
            pits,
            seeds,
            captures,
            chain,
            grand_slam,
            feeding,
            target,
            cycle: self.cycle,
            starter: self.starter,
            no_capture_end: self.no_capture_end,
        })
    }

    /// Sets the setting `key` of a rules text from its `value` (`pits`, `5`).
    pub fn set(self, key: &str, value: &str) -> Result<Self, RulesError> {
        let bad = |v: &str| RulesError::BadValue {
            key: key.into(),
            value: v.into(),
        };
        let number = |v: &str| v.parse::<u16>().map_err(|_| bad(v));
        Ok(match key {
            "rows" => self.rows(number(value)?),
            "pits" => self.pits(number(value)?),
            "seeds" => self.seeds(number(value)?),
            "captures" => {
                let counts = value.split([',', '+']).filter(|c| !c.is_empty());
                self.captures(counts.map(number).collect::<Result<Vec<_>, _>>()?)
            }
            "chain" => self.chain(Chain::from_id(value).ok_or_else(|| bad(value))?),
            "slam" => self.grand_slam(GrandSlam::from_id(value).ok_or_else(|| bad(value))?),
            "feed" => self.feeding(Feeding::from_id(value).ok_or_else(|| bad(value))?),
            "target" => self.target(number(value)?),
            "cycle" => self.cycle(CycleRule::from_id(value).ok_or_else(|| bad(value))?),
            "start" => self.starter(Player::parse(value).ok_or_else(|| bad(value))?),
            "end" => self.no_capture_end(match value {
                "no-capture" => true,
                "standard" => false,
                _ => return Err(bad(value)),
            }),
            _ => return Err(RulesError::UnknownKey { key: key.into() }),
        })
    }
}

impl fmt::Display for RulesBuilder {
    /// The rules text of the settings, e.g.
    /// `pits=6 seeds=4 captures=2,3 chain=back slam=no-capture feed=must target=25 cycle=side-owner start=S`;
    /// other layouts start with `rows=3` or `rows=4`, and four rows leave out the settings they do not have
    /// (`rows=4 pits=12 seeds=4 target=97 cycle=side-owner start=S`);
    /// ` end=no-capture` follows when E5 is on (and nothing when it is off, its default `end=standard`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.rows != 2 {
            write!(f, "rows={} ", self.rows)?;
        }
        write!(f, "pits={} seeds={} ", self.pits, self.seeds)?;
        let abapa = Preset::Abapa.rules();
        // (`end` is printed after these: setting it alone must not print them on four rows.)
        if self.rows != 4
            || self
                .one_loop_settings()
                .iter()
                .any(|&(key, set)| set && key != "end")
        {
            let caps: Vec<String> = match &self.captures {
                Some(c) => c.iter().map(|k| k.to_string()).collect(),
                None => abapa
                    .capture_counts()
                    .iter()
                    .map(|k| k.to_string())
                    .collect(),
            };
            write!(
                f,
                "captures={} chain={} slam={} feed={} ",
                caps.join(","),
                self.chain.unwrap_or(abapa.chain).id(),
                self.grand_slam.unwrap_or(abapa.grand_slam).id(),
                self.feeding.unwrap_or(abapa.feeding).id(),
            )?;
        }
        write!(
            f,
            "target={} cycle={} start={}",
            self.target_or_majority(),
            self.cycle.id(),
            self.starter.letter()
        )?;
        if self.no_capture_end {
            f.write_str(" end=no-capture")?;
        }
        Ok(())
    }
}

impl FromStr for Rules {
    type Err = RulesError;

    /// Reads a preset id (`abapa`) or a rules text as printed by `Display`, with `key=value` pairs separated by
    /// spaces, `;` or `&`. Keys left out keep the value of `abapa`, except `target`, which defaults to more
    /// than half of the seeds. The result is checked by [`RulesBuilder::build`].
    fn from_str(s: &str) -> Result<Rules, RulesError> {
        let s = s.trim();
        if !s.contains('=') {
            return s.parse::<Preset>().map(Preset::rules);
        }
        let mut b = Rules::builder();
        for part in s.split([' ', ';', '&', '\n']).filter(|p| !p.is_empty()) {
            let (k, v) = part
                .split_once('=')
                .ok_or_else(|| RulesError::NotKeyValue { part: part.into() })?;
            b = b.set(k, v)?;
        }
        b.build()
    }
}
