//! The frames of a move's animation, replayed from the engine's [`MoveReport`]: the seeds lifted from the
//! origin, dropped one by one along the report's sowing path, the captured pits flashing, then their seeds
//! flying to the store. Pure: no rule is decided here (the report says which pits were sown and captured), and
//! the tests check that the last frame is the engine's position. The words follow the seeds: [`Anim::telling`]
//! says how much of the move the status line may tell at the frame shown.

use wari_core::rules::{MoveReport, Position, MAX_PITS};

/// What the board shows at one moment of an animation.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// Seeds shown in each pit.
    pub pits: [u8; 2 * MAX_PITS],
    /// Seeds shown in each store.
    pub stores: [u16; 2],
    /// Seeds still in the sower's hand.
    pub hand: u8,
    /// The pit that just received a seed (or the origin, when the seeds are lifted).
    pub active: Option<usize>,
    /// Pits flashing because they are being captured (bit set).
    pub flash: u64,
    /// Captured seeds on their way to the store: the pits they come from with their seeds, and how far they
    /// have flown (0 at the pit, 1 in the store).
    pub flight: Option<Flight>,
    /// How long to show this frame, in units of the per-seed delay times 100 (100 = one seed's delay).
    pub hold: u32,
}

/// Captured seeds flying to a store.
#[derive(Clone, Debug, PartialEq)]
pub struct Flight {
    /// The pits and the seeds each held.
    pub from: Vec<(usize, u8)>,
    /// The store they go to (0 South, 1 North).
    pub store: usize,
    /// Progress, 0.0 to 1.0.
    pub t: f64,
}

/// The frames of a move being shown.
#[derive(Clone, Debug)]
pub struct Anim {
    /// Every frame.
    pub frames: Vec<Frame>,
    /// The frame shown.
    pub at: usize,
}

/// How much of a move the words (the status line and its live region) may tell: no more than the board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Telling {
    /// The seeds are on their way round: only which pit is being sown.
    Sowing,
    /// The last seed is down and the capture, if any, is under way on the board: what the move did, not yet
    /// whose turn it is.
    Done,
    /// The move is over on the board (or was shown at once): everything, the turn and the game's end too.
    Settled,
}

impl Anim {
    /// How much of the move the words may tell at the frame shown: while seeds are still being sown, only the
    /// pit sown; from the frame where the last seed is down (with a capture: where the captured pits flash)
    /// what the move did.
    pub fn telling(&self) -> Telling {
        match self.frames.get(self.at) {
            None => Telling::Settled,
            Some(f) if f.flash != 0 || f.flight.is_some() || self.at + 1 >= self.frames.len() => {
                Telling::Done
            }
            Some(_) => Telling::Sowing,
        }
    }
}

/// Steps of the flight to the store.
pub const FLIGHT_STEPS: u32 = 8;

/// The frames of the move `report`, played from `before`. The last frame shows the position after the move.
pub fn frames(before: &Position, report: &MoveReport) -> Vec<Frame> {
    let mut pits = [0u8; 2 * MAX_PITS];
    pits[..before.len()].copy_from_slice(before.pits());
    let mut f = Frame {
        pits,
        stores: [before.stores()[0] as u16, before.stores()[1] as u16],
        hand: before.pit(report.origin),
        active: Some(report.origin),
        flash: 0,
        flight: None,
        hold: 100,
    };
    f.pits[report.origin] = 0;
    let mut out = vec![f.clone()];
    for &pit in &report.sown {
        f.pits[pit] += 1;
        f.hand = f.hand.saturating_sub(1);
        f.active = Some(pit);
        out.push(f.clone());
    }
    if !report.captures.is_empty() {
        f.active = None;
        f.flash = report.captures.iter().fold(0, |m, &(p, _)| m | 1 << p);
        f.hold = 300;
        out.push(f.clone());
        for &(p, _) in &report.captures {
            f.pits[p] = 0;
        }
        let store = report.player.index();
        for step in 0..=FLIGHT_STEPS {
            f.flight = Some(Flight {
                from: report.captures.clone(),
                store,
                t: step as f64 / FLIGHT_STEPS as f64,
            });
            f.hold = 35;
            out.push(f.clone());
        }
        f.flight = None;
        f.flash = 0;
        f.stores[store] += report.captured() as u16;
        f.hold = 100;
        out.push(f);
    } else if let Some(last) = out.last_mut() {
        last.hold = 150;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use wari_core::rules::{Game, Preset};

    /// Replays whole games: every move's last frame must equal the engine's position (S1, S2, C1-C3).
    #[test]
    fn last_frame_is_the_engines_position() {
        for (preset, moves) in [
            (Preset::Abapa, "CdEbDaBc"),
            (Preset::Wari72Pl, "FaEbDcCdBeAf"),
            (Preset::Numeros, "CdEbDaBcFfAe"),
        ] {
            let mut g = Game::new(preset.rules());
            let n = g.position().pits_a_side();
            for c in moves.chars() {
                let pit = wari_core::rules::parse_move_letter(c, n).unwrap();
                let before = *g.position();
                let report = g.play(pit).unwrap();
                let fr = frames(&before, &report);
                let last = fr.last().unwrap();
                let after = g.position();
                assert_eq!(last.pits[..after.len()], *after.pits(), "{preset:?} {c}");
                assert_eq!(
                    last.stores,
                    [after.stores()[0] as u16, after.stores()[1] as u16]
                );
                assert_eq!(last.hand, 0);
                assert!(last.flight.is_none() && last.flash == 0);
                // One frame to lift, one per seed sown.
                assert!(fr.len() > report.sown.len());
            }
        }
    }

    /// The mockup's game: abapa after CdEbDaB, where North's c captures E, D and C.
    fn mockup() -> Game {
        let mut g = Game::new(Preset::Abapa.rules());
        for c in "CdEbDaB".chars() {
            g.play(wari_core::rules::parse_move_letter(c, 6).unwrap())
                .unwrap();
        }
        g
    }

    #[test]
    fn a_capture_flashes_then_flies() {
        let mut g = mockup();
        let before = *g.position();
        let report = g.play(8).unwrap(); // c: captures E, D, C
        let fr = frames(&before, &report);
        let flash = fr.iter().find(|f| f.flash != 0).unwrap();
        assert_eq!(flash.flash, 0b11100);
        let flights: Vec<&Frame> = fr.iter().filter(|f| f.flight.is_some()).collect();
        assert_eq!(flights.len() as u32, FLIGHT_STEPS + 1);
        assert_eq!(flights[0].flight.as_ref().unwrap().store, 1);
        assert_eq!(flights.last().unwrap().flight.as_ref().unwrap().t, 1.0);
        // While flying the captured pits are empty and the store not yet filled.
        assert_eq!(flights[0].pits[2..5], [0, 0, 0]);
        assert_eq!(flights[0].stores[1], before.stores()[1] as u16);
    }

    /// How much the words tell at each frame of `frames`.
    fn told(frames: &[Frame]) -> Vec<Telling> {
        (0..frames.len())
            .map(|at| {
                Anim {
                    frames: frames.to_vec(),
                    at,
                }
                .telling()
            })
            .collect()
    }

    /// The words follow the seeds (S1, C1-C2): North's c (C4) takes E, D and C. While its seeds are sown the
    /// words say only the pit sown; they tell the capture from the frame where the captured pits flash, when the
    /// board shows each of them holding the seeds taken; never before.
    #[test]
    fn the_capture_is_told_when_the_board_shows_it() {
        let mut g = mockup();
        let before = *g.position();
        let report = g.play(8).unwrap();
        let frames = frames(&before, &report);
        let told = told(&frames);
        let sown = report.sown.len();
        // One frame to lift the seeds, one per seed sown: sowing; then the flash, the flight and the stores.
        let mut expected = vec![Telling::Sowing; 1 + sown];
        expected.resize(frames.len(), Telling::Done);
        assert_eq!(told, expected);
        let first_told = &frames[1 + sown];
        assert_eq!(first_told.flash, 0b11100);
        for &(pit, seeds) in &report.captures {
            assert_eq!(first_told.pits[pit], seeds, "pit {pit}");
        }
        let ended = Anim {
            frames: frames.clone(),
            at: frames.len(),
        };
        assert_eq!(ended.telling(), Telling::Settled);
    }

    /// A move without a capture (S1) is told once its last seed is down, on the last frame.
    #[test]
    fn a_sowing_is_told_when_its_last_seed_is_down() {
        let g = Game::new(Preset::Abapa.rules());
        let before = *g.position();
        let report = g.clone().play(2).unwrap();
        let frames = frames(&before, &report);
        let told = told(&frames);
        assert_eq!(
            told,
            [
                Telling::Sowing,
                Telling::Sowing,
                Telling::Sowing,
                Telling::Sowing,
                Telling::Done
            ]
        );
    }
}
