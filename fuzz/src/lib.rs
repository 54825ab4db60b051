//! Shared pieces of the fuzz targets: the soak checks of `wari soak` (the same file, included), and turning
//! fuzz bytes into rules.

#[allow(dead_code)]
#[path = "../../crates/cli/src/soak.rs"]
pub mod soak;

use wari_core::rules::{Chain, CycleRule, Feeding, GrandSlam, Player, Position, Preset, Rules};

/// Rules from the first bytes of `data` (the rest is returned): a preset, or custom rules of two, three or four
/// rows drawn from the bytes; settings that [`wari_core::rules::RulesBuilder::build`] refuses fall back to the preset of the first byte.
pub fn rules_from_bytes(data: &[u8]) -> (Rules, &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return (Preset::Abapa.rules(), data);
    };
    let preset = Preset::ALL[first as usize % Preset::ALL.len()].rules();
    if first < 0x80 || rest.len() < 6 {
        return (preset, rest);
    }
    let (b, rest) = rest.split_at(6);
    // Two rows (half the inputs), three (L3) or four (L4).
    let rows = match b[0] >> 6 {
        0 | 1 => 2,
        2 => 3,
        _ => 4,
    };
    let pits = match rows {
        2 => 3 + u16::from(b[0] % 8),
        3 => 4 + 2 * u16::from(b[0] % 3),
        _ => 4 + u16::from(b[0] % 9),
    };
    let seeds = 1 + u16::from(b[1] % 10);
    let total = rows * pits * seeds;
    // Capture counts: the bits of two bytes as a set of counts 1..=16.
    let bits = u32::from(b[2]) | u32::from(b[3]) << 8;
    let captures = (1..=16u16).filter(|k| bits & 1 << (k - 1) != 0);
    let target = match b[4] >> 6 {
        0 => Rules::majority_target(total),
        1 => total / 2,
        _ => 1 + u16::from(b[4] & 0x3F) * total / 64,
    };
    let builder = Rules::builder().rows(rows).pits(pits).seeds(seeds);
    // Four rows have no capture settings (L4).
    let builder = if rows == 4 {
        builder
    } else {
        builder
            .captures(captures)
            .chain(if b[5] & 1 == 0 {
                Chain::Back
            } else {
                Chain::Both
            })
            .grand_slam(GrandSlam::ALL[(b[5] >> 1) as usize % 5])
            .feeding(if b[5] & 0x10 == 0 {
                Feeding::MustFeed
            } else {
                Feeding::NoFeeding
            })
    };
    let rules = builder
        .target(target)
        .cycle(CycleRule::ALL[(b[5] >> 5) as usize % 3])
        .starter(if first & 1 == 0 {
            Player::South
        } else {
            Player::North
        })
        .build();
    (rules.unwrap_or(preset), rest)
}

/// A seed for the random choices of the checks, from the input (so a crash replays).
pub fn seed_of(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// The positions of `game`'s current line, from the start to the position now.
pub fn line_positions(game: &wari_core::rules::Game) -> Vec<Position> {
    (0..=game.ply())
        .map(|k| *game.position_at(k).expect("a position for every ply"))
        .collect()
}

/// Checks that every position of the line holds the game's seeds (conservation).
pub fn check_conservation(game: &wari_core::rules::Game) {
    let total = game.rules().total_seeds();
    for (k, p) in line_positions(game).iter().enumerate() {
        let held = p.board_seeds() + p.stores()[0] as u16 + p.stores()[1] as u16;
        assert_eq!(held, total, "ply {k}: {p} holds {held} seeds, not {total}");
    }
}
