//! The frames of a move's animation, replayed from the engine's [`MoveReport`]: the seeds lifted from the
//! origin, dropped one by one along the report's sowing path, the captured pits flashing, then their seeds
//! flying to the store. Pure: no rule is decided here (the report says which pits were sown and captured), and
//! the tests check that the last frame is the engine's position.

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

    #[test]
    fn a_capture_flashes_then_flies() {
        let mut g = Game::new(Preset::Abapa.rules());
        for c in "CdEbDaB".chars() {
            g.play(wari_core::rules::parse_move_letter(c, 6).unwrap())
                .unwrap();
        }
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
}
