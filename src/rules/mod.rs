//! The rules of Wari as specified in `RULES.md`: every setting ([`Rules`]), the ten presets ([`Preset`]),
//! positions and moves ([`Position`]), whole games ([`Game`]), matches ([`Match`]) and notation.
//!
//! Nothing here knows about the browser: the web layer and the AI call into this module and never
//! re-implement a rule.

mod game;
mod matchplay;
mod notation;
mod perft;
mod position;
mod presets;

pub use game::{Ending, Game, Outcome};
pub use matchplay::{Match, MatchFormat};
pub use notation::{
    move_letter, parse_game_string, parse_move_letter, play_game_string, GameRecord, NotationError,
};
pub use perft::{perft, perft_after, perft_divide, perft_game};
pub use position::{IllegalMove, MoveEffect, MoveReport, Position, MAX_PITS};
pub use presets::Preset;

use std::fmt;
use std::str::FromStr;

/// One of the two players. South sits at the bottom and owns pits `A..`, North owns `a..` (B2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The player whose pits are indices `0..n` (capital letters).
    South = 0,
    /// The player whose pits are indices `n..2n` (lower-case letters).
    North = 1,
}

impl Player {
    /// The other player.
    pub fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }
    /// 0 for South, 1 for North (the index into `stores`).
    pub fn index(self) -> usize {
        self as usize
    }
    /// `S` or `N`.
    pub fn letter(self) -> char {
        match self {
            Player::South => 'S',
            Player::North => 'N',
        }
    }
    /// Parses `S`/`N` (also `south`/`north`, any case).
    pub fn parse(s: &str) -> Option<Player> {
        match s.trim().to_ascii_lowercase().as_str() {
            "s" | "south" => Some(Player::South),
            "n" | "north" => Some(Player::North),
            _ => None,
        }
    }
}

/// How a grand slam (a move whose captures would leave the opponent without any seed) is treated (G1-G5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GrandSlam {
    /// G1: the move is legal and captures nothing.
    NoCapture,
    /// G2: the move is illegal unless every legal move is a grand slam; then played as G1.
    Forbidden,
    /// G3: the capture happens; the opponent is then without seeds.
    CaptureAll,
    /// G4: the capture happens only when the mover thereby wins the game; otherwise as G1.
    CaptureIfDecisive,
    /// G5: the capture happens and the mover plays again at once, a move that must feed.
    CaptureThenFeed,
}

/// The feeding obligation (F1/F2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Feeding {
    /// F1: when the opponent has no seeds, the mover must leave them at least one.
    MustFeed,
    /// F2: any move is legal; a player without seeds is stuck at their turn.
    NoFeeding,
}

/// Which way a capture chain runs from the last pit sown (C2/C3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Chain {
    /// C2: backwards only (index - 1, - 2, ...).
    Back,
    /// C3: backwards and forwards (index + 1, + 2, ...).
    Both,
}

/// Who takes the seeds left on the board when the game ends in an endless cycle (E3) or by agreement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CycleRule {
    /// Each player takes the seeds on their own side.
    SideOwner,
    /// All go to the player who captured last (to nobody if nobody has captured).
    LastCapturer,
    /// The seeds on the board are not counted.
    NotCounted,
}

/// Every setting of a Wari variant (the columns of the presets table of RULES.md).
///
/// Build one with [`Preset::rules`], or set the fields and call [`Rules::validate`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Pits a side, 3 to 10 (B1).
    pub pits: u8,
    /// Seeds in each pit at the start, 1 to 10.
    pub seeds: u8,
    /// Bit `k` set: a pit brought to `k` seeds by the last seed is captured (C1), `k` in 1..=63.
    pub captures: u64,
    /// The capture chain (C2/C3).
    pub chain: Chain,
    /// The grand slam rule (G1-G5).
    pub grand_slam: GrandSlam,
    /// The feeding rule (F1/F2).
    pub feeding: Feeding,
    /// A store holding this many seeds ends the game (E2).
    pub target: u16,
    /// How seeds left on the board are given out after a cycle or an agreement (E3).
    pub cycle: CycleRule,
    /// Who moves first (B1).
    pub starter: Player,
}

/// Why a set of [`Rules`] cannot be played; `Display` gives a sentence a person can act on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// Pits a side out of 3..=10.
    Pits(u8),
    /// Seeds a pit out of 1..=10.
    Seeds(u8),
    /// No capture count chosen.
    NoCaptures,
    /// A capture count no pit could ever hold, or out of 1..=63.
    CaptureCount(u32),
    /// A target that can never be reached or is zero.
    Target(u16),
    /// A rules text that could not be read.
    Syntax(String),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Pits(n) => write!(f, "a side must have 3 to 10 pits, not {n}"),
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
            RulesError::Syntax(s) => write!(f, "{s}"),
        }
    }
}

impl std::error::Error for RulesError {}

impl Default for Rules {
    fn default() -> Self {
        Preset::Abapa.rules()
    }
}

impl Rules {
    /// Total seeds in the game: `2 * pits * seeds`.
    pub fn total_seeds(&self) -> u16 {
        2 * self.pits as u16 * self.seeds as u16
    }

    /// Whether a pit brought to `count` seeds by the last seed is captured (C1).
    #[inline]
    pub fn captures_count(&self, count: u8) -> bool {
        count < 64 && self.captures & (1u64 << count) != 0
    }

    /// The capture counts in increasing order.
    pub fn capture_counts(&self) -> Vec<u8> {
        (1..64u8).filter(|&k| self.captures_count(k)).collect()
    }

    /// The default target for a total: more than half (E2).
    pub fn majority_target(total: u16) -> u16 {
        total / 2 + 1
    }

    /// Checks that the settings can be played; the error says what to change.
    pub fn validate(&self) -> Result<(), RulesError> {
        if !(3..=10).contains(&self.pits) {
            return Err(RulesError::Pits(self.pits));
        }
        if !(1..=10).contains(&self.seeds) {
            return Err(RulesError::Seeds(self.seeds));
        }
        if self.captures & 1 != 0 {
            // a count of 0 can never be produced by a seed landing
            return Err(RulesError::CaptureCount(0));
        }
        if self.captures == 0 {
            return Err(RulesError::NoCaptures);
        }
        let total = self.total_seeds();
        if let Some(k) = (1..64u32).find(|&k| self.captures & (1 << k) != 0 && k as u16 > total) {
            return Err(RulesError::CaptureCount(k));
        }
        if self.target == 0 || self.target > total {
            return Err(RulesError::Target(self.target));
        }
        Ok(())
    }

    /// The number of pits on the board, `2 * pits`.
    #[inline]
    pub fn board_len(&self) -> usize {
        2 * self.pits as usize
    }
}

fn grand_slam_id(g: GrandSlam) -> &'static str {
    match g {
        GrandSlam::NoCapture => "no-capture",
        GrandSlam::Forbidden => "forbidden",
        GrandSlam::CaptureAll => "capture-all",
        GrandSlam::CaptureIfDecisive => "capture-if-decisive",
        GrandSlam::CaptureThenFeed => "capture-then-feed",
    }
}

fn cycle_id(c: CycleRule) -> &'static str {
    match c {
        CycleRule::SideOwner => "side-owner",
        CycleRule::LastCapturer => "last-capturer",
        CycleRule::NotCounted => "not-counted",
    }
}

impl GrandSlam {
    /// All five, in the order G1..G5.
    pub const ALL: [GrandSlam; 5] = [
        GrandSlam::NoCapture,
        GrandSlam::Forbidden,
        GrandSlam::CaptureAll,
        GrandSlam::CaptureIfDecisive,
        GrandSlam::CaptureThenFeed,
    ];
    /// The id used in rules texts (`no-capture`, ...).
    pub fn id(self) -> &'static str {
        grand_slam_id(self)
    }
    /// The rule name of RULES.md (`G1`..`G5`).
    pub fn rule_name(self) -> &'static str {
        match self {
            GrandSlam::NoCapture => "G1",
            GrandSlam::Forbidden => "G2",
            GrandSlam::CaptureAll => "G3",
            GrandSlam::CaptureIfDecisive => "G4",
            GrandSlam::CaptureThenFeed => "G5",
        }
    }
}

impl CycleRule {
    /// All three.
    pub const ALL: [CycleRule; 3] = [
        CycleRule::SideOwner,
        CycleRule::LastCapturer,
        CycleRule::NotCounted,
    ];
    /// The id used in rules texts (`side-owner`, ...).
    pub fn id(self) -> &'static str {
        cycle_id(self)
    }
}

impl fmt::Display for Rules {
    /// The canonical rules text, e.g.
    /// `pits=6 seeds=4 captures=2,3 chain=back slam=no-capture feed=must target=25 cycle=side-owner start=S`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let caps: Vec<String> = self
            .capture_counts()
            .iter()
            .map(|k| k.to_string())
            .collect();
        write!(
            f,
            "pits={} seeds={} captures={} chain={} slam={} feed={} target={} cycle={} start={}",
            self.pits,
            self.seeds,
            caps.join(","),
            match self.chain {
                Chain::Back => "back",
                Chain::Both => "both",
            },
            self.grand_slam.id(),
            match self.feeding {
                Feeding::MustFeed => "must",
                Feeding::NoFeeding => "none",
            },
            self.target,
            self.cycle.id(),
            self.starter.letter()
        )
    }
}

impl FromStr for Rules {
    type Err = RulesError;

    /// Reads a preset id (`abapa`) or a rules text as printed by `Display`, with `key=value` pairs separated by
    /// spaces, `;` or `&`. Keys left out keep the value of `abapa`, except `target`, which defaults to more
    /// than half of the seeds. The result is validated.
    fn from_str(s: &str) -> Result<Rules, RulesError> {
        let s = s.trim();
        match s.parse::<Preset>() {
            Ok(p) => return Ok(p.rules()),
            // Not a preset id and not a rules text: the preset parser's message lists the ids.
            Err(message) if !s.contains('=') => return Err(RulesError::Syntax(message)),
            Err(_) => {}
        }
        let mut r = Preset::Abapa.rules();
        let mut target = None;
        let bad =
            |k: &str, v: &str| RulesError::Syntax(format!("'{v}' is not a valid value for '{k}'"));
        for part in s.split([' ', ';', '&', '\n']).filter(|p| !p.is_empty()) {
            let (k, v) = part.split_once('=').ok_or_else(|| {
                RulesError::Syntax(format!("'{part}' should be written key=value"))
            })?;
            let num = |v: &str| v.parse::<u16>().map_err(|_| bad(k, v));
            match k {
                "pits" => {
                    r.pits = u8::try_from(num(v)?).map_err(|_| {
                        RulesError::Syntax(format!("a side must have 3 to 10 pits, not {v}"))
                    })?
                }
                "seeds" => {
                    r.seeds = u8::try_from(num(v)?).map_err(|_| {
                        RulesError::Syntax(format!(
                            "each pit must start with 1 to 10 seeds, not {v}"
                        ))
                    })?
                }
                "captures" => {
                    let mut mask = 0u64;
                    for c in v.split([',', '+']).filter(|c| !c.is_empty()) {
                        let c = num(c)?;
                        if c >= 64 {
                            return Err(RulesError::CaptureCount(c as u32));
                        }
                        mask |= 1 << c;
                    }
                    r.captures = mask;
                }
                "chain" => {
                    r.chain = match v {
                        "back" => Chain::Back,
                        "both" => Chain::Both,
                        _ => return Err(bad(k, v)),
                    }
                }
                "slam" => {
                    r.grand_slam = GrandSlam::ALL
                        .into_iter()
                        .find(|g| g.id() == v || g.rule_name().eq_ignore_ascii_case(v))
                        .ok_or_else(|| bad(k, v))?
                }
                "feed" => {
                    r.feeding = match v {
                        "must" | "F1" | "f1" => Feeding::MustFeed,
                        "none" | "F2" | "f2" => Feeding::NoFeeding,
                        _ => return Err(bad(k, v)),
                    }
                }
                "target" => target = Some(num(v)?),
                "cycle" => {
                    r.cycle = CycleRule::ALL
                        .into_iter()
                        .find(|c| c.id() == v)
                        .ok_or_else(|| bad(k, v))?
                }
                "start" => r.starter = Player::parse(v).ok_or_else(|| bad(k, v))?,
                _ => return Err(RulesError::Syntax(format!("unknown rules setting '{k}'"))),
            }
        }
        r.target = target.unwrap_or_else(|| Rules::majority_target(r.total_seeds()));
        r.validate()?;
        Ok(r)
    }
}
