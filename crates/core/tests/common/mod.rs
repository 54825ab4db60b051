//! Helpers shared by the integration tests: positions from their text, moves from their letters, a seeded
//! random generator, random valid custom rules, and the naive reference implementation ([`naive`]).
#![allow(dead_code)]

pub mod naive;

use wari_core::rules::{
    parse_move_letter, Chain, CycleRule, Feeding, Game, GrandSlam, MoveEffect, Player, Position,
    Preset, Rules, Setup,
};

/// The rules of a preset id or a rules text; panics on a typo in the test itself.
pub fn rules(id: &str) -> Rules {
    id.parse()
        .unwrap_or_else(|e| panic!("bad rules '{id}' in test: {e}"))
}

/// A set-up from its position text `4-4-...-0-0-S`; panics on a typo in the test itself.
pub fn setup(text: &str) -> Setup {
    text.parse()
        .unwrap_or_else(|e| panic!("bad position '{text}' in test: {e}"))
}

/// The position of `rules` written `text` (`4-4-...-0-0-S`); panics when it is none.
pub fn pos(rules: &Rules, text: &str) -> Position {
    Position::from_setup(rules, &setup(text))
        .unwrap_or_else(|e| panic!("position '{text}' does not fit {rules}: {e}"))
}

/// A game of `rules` from the position `text` (see [`pos`]).
pub fn game_at(rules: Rules, text: &str) -> Game {
    Game::from_setup(rules, &setup(text))
        .unwrap_or_else(|e| panic!("position '{text}' does not fit {rules}: {e}"))
}

/// The pit of a move letter on `p`'s board.
pub fn pit(p: &Position, letter: char) -> usize {
    parse_move_letter(letter, p.pits_a_side())
        .unwrap_or_else(|| panic!("bad letter '{letter}' in test"))
}

/// Plays `letter` (which must be legal) from the position `text` and returns the position text after it with
/// what the move did.
pub fn play(rules_id: &str, text: &str, letter: char) -> (String, MoveEffect) {
    let r = rules(rules_id);
    let mut p = pos(&r, text);
    let m = pit(&p, letter);
    let effect = p
        .play(&r, m)
        .unwrap_or_else(|e| panic!("{letter} from {text} under {rules_id}: {e}"));
    (p.to_string(), effect)
}

/// The position text after playing `letter` from `text` (see [`play`]).
pub fn after(rules_id: &str, text: &str, letter: char) -> String {
    play(rules_id, text, letter).0
}

/// The legal moves of the position `text` as letters, e.g. `"ACF"`.
pub fn legal(rules_id: &str, text: &str) -> String {
    let r = rules(rules_id);
    let p = pos(&r, text);
    p.legal_moves(&r)
        .into_iter()
        .map(|m| wari_core::rules::move_letter(p.pits_a_side(), m))
        .collect()
}

/// A game of `rules_id` from the position `text` with the moves `letters` played.
pub fn game_from(rules_id: &str, text: &str, letters: &str) -> Game {
    let mut g = game_at(rules(rules_id), text);
    wari_core::rules::play_game_string(&mut g, letters)
        .unwrap_or_else(|e| panic!("moves '{letters}' from {text}: {e}"));
    g
}

/// SplitMix64: a small seeded generator, so every random test is reproducible.
#[derive(Clone, Debug)]
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        wari_core::rng::splitmix64(&mut self.0)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// One element of a non-empty slice.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// Random valid custom rules: any rows (two most often), pits, seeds, capture counts, chain, grand slam, feeding,
/// target, cycle rule, starter; on four rows only the settings they have (L4); on two rows E5
/// (`end=no-capture`) a third of the time when a capture count is at most 3.
pub fn random_rules(rng: &mut Rng) -> Rules {
    let rows = rng.pick(&[2u16, 2, 2, 2, 3, 4]);
    let pits = match rows {
        2 => 3 + rng.below(8) as u16,
        3 => rng.pick(&[4u16, 6, 8]),
        _ => 4 + rng.below(9) as u16,
    };
    let seeds = 1 + rng.below(10.min(200 / (rows * pits) as usize)) as u16;
    let total = rows * pits * seeds;
    let counts: Vec<u16> = (0..1 + rng.below(4))
        .map(|_| 1 + rng.below(8.min(total as usize)) as u16)
        .collect();
    let target = match rng.below(3) {
        0 => total / 2 + 1,
        1 => total / 2,
        _ => 1 + rng.below(total as usize) as u16,
    };
    let smallest = counts.iter().copied().min().unwrap_or(1);
    let no_capture_end = rows == 2
        && rng.below(3) == 0
        && smallest <= wari_core::rules::no_capture::MAX_SMALLEST_CAPTURE;
    let b = Rules::builder().rows(rows).pits(pits).seeds(seeds);
    let b = if rows == 4 {
        b
    } else {
        b.captures(counts)
            .chain(rng.pick(&[Chain::Back, Chain::Both]))
            .grand_slam(rng.pick(&GrandSlam::ALL))
            .feeding(rng.pick(&[Feeding::MustFeed, Feeding::NoFeeding]))
    };
    b.target(target)
        .cycle(rng.pick(&CycleRule::ALL))
        .starter(rng.pick(&[Player::South, Player::North]))
        .no_capture_end(no_capture_end)
        .build()
        .expect("random rules are valid")
}

/// The rules of every preset followed by `extra` random custom rules.
pub fn all_rules(extra: usize, seed: u64) -> Vec<Rules> {
    let mut rng = Rng(seed);
    Preset::ALL
        .iter()
        .map(|p| p.rules())
        .chain((0..extra).map(|_| random_rules(&mut rng)))
        .collect()
}

/// The seeds of a position, stores included.
pub fn total(p: &Position) -> u16 {
    p.board_seeds() + p.stores()[0] as u16 + p.stores()[1] as u16
}
