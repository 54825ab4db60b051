//! The twelve variant presets of RULES.md (ten on two rows, `numeros-3` on three, `moruba` on four). Their rules are written here as values (so [`Preset::rules`] cannot
//! fail); a test checks each against [`super::RulesBuilder::build`].

use super::{Chain, CycleRule, Feeding, GrandSlam, MatchFormat, Player, Rules, RulesError};
use std::fmt;
use std::str::FromStr;

/// A named variant from the presets table of RULES.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    /// Oware Abapa, the international rules.
    Abapa,
    /// Hungarian school rules, capture-all allowed.
    HuWari,
    /// Hungarian rules, capture-all only if it wins.
    HuWariWin,
    /// Hétpróba: no feeding obligation.
    Hetproba,
    /// Polish rules, 7-game match.
    WariPl,
    /// Adaua: even captures.
    Adaua,
    /// 72 seeds, captures 2, 4, 6.
    Wari72,
    /// 72 seeds, two-way chain.
    Wari72Pl,
    /// The Spanish classroom page.
    Numeros,
    /// Warri as played in Antigua.
    Antigua,
    /// The Spanish classroom page's Wari on three rows (L3).
    NumerosThree,
    /// Moruba on four rows (L4, Malesa's single-lap rules).
    Moruba,
}

impl Preset {
    /// All presets in the order of the tables (two rows, then three and four).
    pub const ALL: [Preset; 12] = [
        Preset::Abapa,
        Preset::HuWari,
        Preset::HuWariWin,
        Preset::Hetproba,
        Preset::WariPl,
        Preset::Adaua,
        Preset::Wari72,
        Preset::Wari72Pl,
        Preset::Numeros,
        Preset::Antigua,
        Preset::NumerosThree,
        Preset::Moruba,
    ];

    /// The id used in URLs, the CLI and the side panel.
    pub fn id(self) -> &'static str {
        match self {
            Preset::Abapa => "abapa",
            Preset::HuWari => "hu-wari",
            Preset::HuWariWin => "hu-wari-win",
            Preset::Hetproba => "hetproba",
            Preset::WariPl => "wari-pl",
            Preset::Adaua => "adaua",
            Preset::Wari72 => "wari-72",
            Preset::Wari72Pl => "wari-72-pl",
            Preset::Numeros => "numeros",
            Preset::Antigua => "antigua",
            Preset::NumerosThree => "numeros-3",
            Preset::Moruba => "moruba",
        }
    }

    /// The English name of the table.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Abapa => "Oware Abapa (international)",
            Preset::HuWari => "Wari, Hungarian school rules (capture all allowed)",
            Preset::HuWariWin => "Wari, capture all only if it wins",
            Preset::Hetproba => "Hétpróba Wari (no feeding)",
            Preset::WariPl => "Wari (Polish rules, 7-game match)",
            Preset::Adaua => "Adaua (even captures)",
            Preset::Wari72 => "Wari with 72 seeds (captures 2, 4, 6)",
            Preset::Wari72Pl => "Wari with 72 seeds, two-way chain",
            Preset::Numeros => "Wari of the Spanish classroom page",
            Preset::Antigua => "Warri (Antigua)",
            Preset::NumerosThree => "Wari on three rows (the classroom page's variant)",
            Preset::Moruba => "Moruba, four rows (Malesa's single-lap rules)",
        }
    }

    /// The source texts (files of `seeds/`) the preset comes from.
    pub fn source(self) -> &'static str {
        match self {
            Preset::Abapa => "000, 004",
            Preset::HuWari | Preset::HuWariWin | Preset::Wari72 => "000",
            Preset::Hetproba => "001",
            Preset::WariPl | Preset::Adaua | Preset::Wari72Pl => "002",
            Preset::Numeros => "003",
            Preset::Antigua => "004",
            Preset::NumerosThree => "003 + L3",
            Preset::Moruba => "L4",
        }
    }

    /// A short English summary of what the preset's rules are.
    pub fn summary(self) -> &'static str {
        match self {
            Preset::Abapa => "4 seeds a pit. Capture 2 or 3, chaining backwards. A grand slam captures nothing. You must feed an opponent who has no seeds. 25 seeds win.",
            Preset::HuWari => "As Abapa, but a move may capture all the opponent's seeds, which ends the game. 25 seeds win.",
            Preset::HuWariWin => "As Abapa, but capturing all the opponent's seeds is allowed only when it wins the game; otherwise that move captures nothing.",
            Preset::Hetproba => "No duty to feed: a player left without seeds is stuck at their turn and the game ends; the other takes the seeds on their side. Capture-all allowed.",
            Preset::WariPl => "Capture 2 or 3 backwards; emptying the opponent's whole side is allowed only with the move that wins the game. A match of 7 games; the loser starts the next.",
            Preset::Adaua => "Capture pits brought to 2, 4, 6 or 8 seeds, chaining backwards. Otherwise as Abapa.",
            Preset::Wari72 => "6 seeds a pit (72 in all). Capture 2, 4 or 6, chaining backwards. 37 seeds win.",
            Preset::Wari72Pl => "6 seeds a pit (72 in all). Capture 2 or 3, chaining both backwards and forwards. 37 seeds win.",
            Preset::Numeros => "Capture 2 or 3 in the pits before and after the last one. No move may leave the opponent without seeds. 24 seeds end the game, and so does a board on which no capture can happen any more; seeds left go to the last player who captured.",
            Preset::Antigua => "Capture 2 or 3 backwards. Capturing all the opponent's seeds is allowed, and then you play again to feed them. A match is won by the first to win 6 games.",
            Preset::NumerosThree => "Three rows of 6 pits; one loop runs through all 18. You own the bottom row and the right half of the middle row. Capture 2 or 3 before and after the last pit, along the loop. No move may leave the opponent without seeds. 36 seeds end the game, and so does a board on which no capture can happen any more; seeds left go to the last player who captured.",
            Preset::Moruba => "Four rows of 12 pits; each player sows only around their own two rows. Ending in your inner row captures the opponent's facing inner pit and the outer pit behind it. 97 seeds win.",
        }
    }

    /// The settings of the preset.
    pub fn rules(self) -> Rules {
        let two_three = (1 << 2) | (1 << 3);
        let base = Rules {
            rows: 2,
            pits: 6,
            seeds: 4,
            captures: two_three,
            chain: Chain::Back,
            grand_slam: GrandSlam::NoCapture,
            feeding: Feeding::MustFeed,
            target: 25,
            cycle: CycleRule::SideOwner,
            starter: Player::South,
            no_capture_end: false,
        };
        match self {
            Preset::Abapa => base,
            Preset::HuWari => Rules {
                grand_slam: GrandSlam::CaptureAll,
                ..base
            },
            Preset::HuWariWin => Rules {
                grand_slam: GrandSlam::CaptureIfDecisive,
                ..base
            },
            Preset::Hetproba => Rules {
                grand_slam: GrandSlam::CaptureAll,
                feeding: Feeding::NoFeeding,
                ..base
            },
            Preset::WariPl => Rules {
                grand_slam: GrandSlam::CaptureIfDecisive,
                ..base
            },
            Preset::Adaua => Rules {
                captures: (1 << 2) | (1 << 4) | (1 << 6) | (1 << 8),
                ..base
            },
            Preset::Wari72 => Rules {
                seeds: 6,
                captures: (1 << 2) | (1 << 4) | (1 << 6),
                target: 37,
                ..base
            },
            Preset::Wari72Pl => Rules {
                seeds: 6,
                chain: Chain::Both,
                target: 37,
                ..base
            },
            Preset::Numeros => Rules {
                chain: Chain::Both,
                grand_slam: GrandSlam::Forbidden,
                target: 24,
                cycle: CycleRule::LastCapturer,
                no_capture_end: true,
                ..base
            },
            Preset::Antigua => Rules {
                grand_slam: GrandSlam::CaptureThenFeed,
                ..base
            },
            Preset::NumerosThree => Rules {
                rows: 3,
                chain: Chain::Both,
                grand_slam: GrandSlam::Forbidden,
                target: 36,
                cycle: CycleRule::LastCapturer,
                no_capture_end: true,
                ..base
            },
            Preset::Moruba => Rules {
                rows: 4,
                pits: 12,
                captures: 0,
                grand_slam: GrandSlam::NoCapture,
                feeding: Feeding::NoFeeding,
                target: 97,
                ..base
            },
        }
    }

    /// The match format of the preset.
    pub fn match_format(self) -> MatchFormat {
        match self {
            Preset::WariPl => MatchFormat::Games(7),
            Preset::Antigua => MatchFormat::FirstTo(6),
            _ => MatchFormat::Single,
        }
    }

    /// Every id, separated by commas (`abapa, hu-wari, ...`), for messages.
    pub fn ids() -> String {
        Preset::ALL.map(Preset::id).join(", ")
    }

    /// The preset whose rules equal `rules`, if any.
    pub fn matching(rules: &Rules) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.rules() == *rules)
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Preset {
    type Err = RulesError;
    /// Reads a preset id (any case, surrounding spaces ignored); otherwise [`RulesError::UnknownPreset`].
    fn from_str(s: &str) -> Result<Preset, RulesError> {
        let id = s.trim();
        Preset::ALL
            .into_iter()
            .find(|p| p.id().eq_ignore_ascii_case(id))
            .ok_or_else(|| RulesError::UnknownPreset { id: id.into() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_passes_the_builder_checks() {
        for p in Preset::ALL {
            assert_eq!(p.rules().to_builder().build(), Ok(p.rules()), "{p}");
        }
    }
}
