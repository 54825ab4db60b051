//! [`Rules`]: every setting of a variant, valid by construction (private fields, read by `#[inline]` methods),
//! and the enums of the settings that are a choice ([`Chain`], [`GrandSlam`], [`Feeding`], [`CycleRule`]) with
//! their ids in rules texts.
//!
//! A `Rules` value is made by [`super::Preset::rules`], by [`super::RulesBuilder::build`] (which checks it) or by
//! reading a rules text; [`Rules::to_builder`] turns one back into a builder to change a setting.

use super::{Player, RulesBuilder};
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a grand slam (a move whose captures would leave the opponent without any seed) is treated (G1-G5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
        match self {
            GrandSlam::NoCapture => "no-capture",
            GrandSlam::Forbidden => "forbidden",
            GrandSlam::CaptureAll => "capture-all",
            GrandSlam::CaptureIfDecisive => "capture-if-decisive",
            GrandSlam::CaptureThenFeed => "capture-then-feed",
        }
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
    /// Reads an id or a rule name (`capture-all`, `G3`, `g3`).
    pub fn from_id(s: &str) -> Option<GrandSlam> {
        GrandSlam::ALL
            .into_iter()
            .find(|g| g.id() == s || g.rule_name().eq_ignore_ascii_case(s))
    }
}

/// The feeding obligation (F1/F2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Feeding {
    /// F1: when the opponent has no seeds, the mover must leave them at least one.
    MustFeed,
    /// F2: any move is legal; a player without seeds is stuck at their turn.
    NoFeeding,
}

impl Feeding {
    /// The id used in rules texts: `must` or `none`.
    pub fn id(self) -> &'static str {
        match self {
            Feeding::MustFeed => "must",
            Feeding::NoFeeding => "none",
        }
    }
    /// Reads an id or a rule name (`must`, `F1`, `none`, `f2`).
    pub fn from_id(s: &str) -> Option<Feeding> {
        match s {
            "must" | "F1" | "f1" => Some(Feeding::MustFeed),
            "none" | "F2" | "f2" => Some(Feeding::NoFeeding),
            _ => None,
        }
    }
}

/// Which way a capture chain runs from the last pit sown (C2/C3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Chain {
    /// C2: backwards only (index - 1, - 2, ...).
    Back,
    /// C3: backwards and forwards (index + 1, + 2, ...).
    Both,
}

impl Chain {
    /// The id used in rules texts: `back` or `both`.
    pub fn id(self) -> &'static str {
        match self {
            Chain::Back => "back",
            Chain::Both => "both",
        }
    }
    /// Reads [`Chain::id`].
    pub fn from_id(s: &str) -> Option<Chain> {
        [Chain::Back, Chain::Both].into_iter().find(|c| c.id() == s)
    }
}

/// Who takes the seeds left on the board when the game ends in an endless cycle (E3) or by agreement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CycleRule {
    /// Each player takes the seeds on their own side.
    SideOwner,
    /// All go to the player who captured last (to nobody if nobody has captured).
    LastCapturer,
    /// The seeds on the board are not counted.
    NotCounted,
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
        match self {
            CycleRule::SideOwner => "side-owner",
            CycleRule::LastCapturer => "last-capturer",
            CycleRule::NotCounted => "not-counted",
        }
    }
    /// Reads [`CycleRule::id`].
    pub fn from_id(s: &str) -> Option<CycleRule> {
        CycleRule::ALL.into_iter().find(|c| c.id() == s)
    }
}

/// Every setting of a Wari variant (the columns of the presets table of RULES.md), checked: any `Rules` value
/// can be played.
///
/// Made by [`super::Preset::rules`], [`RulesBuilder::build`] or `"pits=5 seeds=3".parse::<Rules>()`; read by
/// its methods. `Display` prints the canonical rules text, which `FromStr` reads back.
///
/// ```
/// use wari_core::rules::{Chain, Rules, RulesError};
/// let r = Rules::builder().pits(5).seeds(3).chain(Chain::Both).build().unwrap();
/// assert_eq!((r.pits(), r.total_seeds(), r.target()), (5, 30, 16));
/// assert_eq!(Rules::builder().pits(15).build(), Err(RulesError::Pits(15)));
/// ```
///
/// Its fields are private, so rules that cannot be played are never built outside this module:
///
/// ```compile_fail
/// let r = wari_core::rules::Rules { pits: 15, ..wari_core::rules::Rules::default() };
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Rows of pits on the board: 2 (B1), 3 (L3) or 4 (L4).
    pub(super) rows: u8,
    /// Pits in one row: 3 to 10 on two rows (B1), 4, 6 or 8 on three (L3), 4 to 12 on four (L4).
    pub(super) pits: u8,
    /// Seeds in each pit at the start, 1 to 10.
    pub(super) seeds: u8,
    /// Bit `k` set: a pit brought to `k` seeds by the last seed is captured (C1), `k` in 1..=63.
    pub(super) captures: u64,
    /// The capture chain (C2/C3).
    pub(super) chain: Chain,
    /// The grand slam rule (G1-G5).
    pub(super) grand_slam: GrandSlam,
    /// The feeding rule (F1/F2).
    pub(super) feeding: Feeding,
    /// A store holding this many seeds ends the game (E2).
    pub(super) target: u16,
    /// How seeds left on the board are given out after a cycle or an agreement (E3).
    pub(super) cycle: CycleRule,
    /// Who moves first (B1).
    pub(super) starter: Player,
    /// E5 (`end=no-capture`): the game ends as soon as no capture can ever happen again.
    pub(super) no_capture_end: bool,
}

impl Default for Rules {
    /// The rules of `abapa`.
    fn default() -> Self {
        super::Preset::Abapa.rules()
    }
}

impl Rules {
    /// A builder starting from the settings of `abapa`, with the target left to follow the seeds (more than
    /// half of them, E2) unless set.
    pub fn builder() -> RulesBuilder {
        RulesBuilder::new()
    }

    /// A builder holding these settings (the target included), to change some and build again.
    pub fn to_builder(&self) -> RulesBuilder {
        RulesBuilder::from(*self)
    }

    /// These rules with another player moving first (any starter is valid; used by match play).
    pub fn with_starter(self, starter: Player) -> Rules {
        Rules { starter, ..self }
    }

    /// Rows of pits on the board: 2 (B1), 3 (L3) or 4 (L4).
    #[inline]
    pub fn rows(&self) -> u8 {
        self.rows
    }

    /// Pits in one row (the rules text's `pits`): on two rows the pits a side (B1); see
    /// [`Rules::pits_a_side`] for the pits each player owns on any layout.
    #[inline]
    pub fn pits(&self) -> u8 {
        self.pits
    }

    /// The pits each player owns: `pits` on two rows (B1), `3/2 x pits` on three (L3: one stretch of the loop),
    /// `2 x pits` on four (L4: the player's own loop).
    #[inline]
    pub fn pits_a_side(&self) -> u8 {
        match self.rows {
            3 => self.pits / 2 * 3,
            4 => 2 * self.pits,
            _ => self.pits,
        }
    }

    /// Whether each player sows only around their own pits (L4, four rows), capturing by L4-C; otherwise
    /// one loop runs through every pit (B2, L3) and C1-C3, G1-G5 and F1/F2 apply.
    #[inline]
    pub fn own_loops(&self) -> bool {
        self.rows == 4
    }

    /// Seeds in each pit at the start, 1 to 10.
    #[inline]
    pub fn seeds(&self) -> u8 {
        self.seeds
    }

    /// The capture counts as a bit set: bit `k` set when a pit brought to `k` seeds is captured (C1); 0 on four
    /// rows, which capture by L4-C.
    #[inline]
    pub fn capture_mask(&self) -> u64 {
        self.captures
    }

    /// The capture chain (C2/C3).
    #[inline]
    pub fn chain(&self) -> Chain {
        self.chain
    }

    /// The grand slam rule (G1-G5).
    #[inline]
    pub fn grand_slam(&self) -> GrandSlam {
        self.grand_slam
    }

    /// The feeding rule (F1/F2).
    #[inline]
    pub fn feeding(&self) -> Feeding {
        self.feeding
    }

    /// A store holding this many seeds ends the game (E2).
    #[inline]
    pub fn target(&self) -> u16 {
        self.target
    }

    /// How seeds left on the board are given out after a cycle or an agreement (E3).
    #[inline]
    pub fn cycle(&self) -> CycleRule {
        self.cycle
    }

    /// Who moves first (B1).
    #[inline]
    pub fn starter(&self) -> Player {
        self.starter
    }

    /// E5 (`end=no-capture`): whether the game ends as soon as no sequence of legal moves can lead to a
    /// capture (decided by [`super::no_capture`]).
    #[inline]
    pub fn no_capture_end(&self) -> bool {
        self.no_capture_end
    }

    /// Total seeds in the game: every pit of the board times `seeds`.
    pub fn total_seeds(&self) -> u16 {
        self.board_len() as u16 * self.seeds as u16
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

    /// The number of pits on the board, `rows * pits` (twice [`Rules::pits_a_side`]).
    #[inline]
    pub fn board_len(&self) -> usize {
        2 * self.pits_a_side() as usize
    }
}

impl fmt::Display for Rules {
    /// The canonical rules text, e.g.
    /// `pits=6 seeds=4 captures=2,3 chain=back slam=no-capture feed=must target=25 cycle=side-owner start=S`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_builder().fmt(f)
    }
}
