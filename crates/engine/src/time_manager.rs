//! The time manager of clock games (`go wtime/btime/winc/binc/movestogo`): what each move may take, learned
//! from what the previous moves really cost on the clock.
//!
//! A move costs the clock more than its search: waking up, the lines to and from the GUI, and on a busy
//! machine the waits for a core, before, during or after the search. The engine cannot see those waits
//! directly, but it sees their sum on the next clock it is given: the side's previous clock plus the
//! increment, less the new clock, is what the move cost; less the time the engine meant to search, it is
//! the move's *excess*. [`TimeManager`] keeps two figures of it:
//!
//! - the *lag*, a running mean of the cost beyond the search as the engine timed it, taken off every
//!   move's share (a slow line or a busy machine does not drain the clock move by move);
//! - the *worst stall*, the largest excess seen (forgotten slowly, 1/256 of it a move): the reserve, the part of
//!   the clock no move plans to touch, is three times it (at least [`CLOCK_RESERVE_MS`], at least half of
//!   the game's clock up to [`BASE_RESERVE_CAP_MS`]), so that a stall like the worst one seen, or worse,
//!   does not lose on time. The reserve never exceeds three quarters of the game's clock (the largest clock
//!   the side was given this game), so that some time is always left to think.
//!
//! Below the reserve a move searches 1 ms and the increment refills the clock. No wall clock is read here:
//! the engine gives the times it measured, so everything is testable with numbers.

use super::clock::{Budget, CLOCK_RESERVE_MS};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// The reserve is at least half of the game's clock, but this part of it is enough for any clock: a
/// stall longer than a second on an ordinary machine is rare, and the worst stall seen raises it anyway.
pub const BASE_RESERVE_CAP_MS: u64 = 1_000;

/// The largest excess a move is believed to have had (a computer woken from sleep is not a stall to
/// plan for).
const EXCESS_CAP_MS: u64 = 10_000;

/// One side's last clock move, to see on its next `go` what the move really cost.
#[derive(Debug)]
struct Planned {
    /// The clock and increment the move was given.
    left_ms: u64,
    inc_ms: u64,
    /// The most the search was meant to take.
    hard_ms: u64,
    /// The ply of the position searched.
    ply: usize,
    /// `go` to `bestmove` as the engine timed it (`u64::MAX` until it answered).
    took_ms: Arc<AtomicU64>,
}

/// The clock of one `go`: the mover's time left, its increment, the moves to the next time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockGo {
    /// The side to move (0 South, 1 North).
    pub side: usize,
    /// The ply of the position to search (a lower ply than the side's last one starts a new game).
    pub ply: usize,
    /// Milliseconds left on the mover's clock.
    pub left_ms: u64,
    /// Milliseconds added after each move.
    pub inc_ms: u64,
    /// Moves to the next time control (`None`: the rest of the game).
    pub moves_to_go: Option<u64>,
}

/// The time manager: see the module notes.
#[derive(Debug, Default)]
pub struct TimeManager {
    /// The running mean of the cost beyond the search (ms).
    lag_ms: u64,
    /// The largest excess of a move seen, forgotten slowly (ms).
    worst_ms: f64,
    /// The largest clock each side was given this game.
    game_clock_ms: [u64; 2],
    /// Each side's last clock move.
    last: [Option<Planned>; 2],
}

impl TimeManager {
    /// A time manager that has seen no move yet.
    pub fn new() -> TimeManager {
        TimeManager::default()
    }

    /// A new game: the clocks are forgotten, what the machine's stalls and lag were is kept.
    pub fn new_game(&mut self) {
        self.game_clock_ms = [0, 0];
        self.last = [None, None];
    }

    /// The lag planned for (ms).
    pub fn lag_ms(&self) -> u64 {
        self.lag_ms
    }

    /// The worst stall planned for (ms).
    pub fn worst_stall_ms(&self) -> u64 {
        self.worst_ms as u64
    }

    /// The part of `side`'s clock no move plans to touch now (ms).
    pub fn reserve_ms(&self, side: usize) -> u64 {
        let game = self.game_clock_ms[side];
        let base = (game / 2).clamp(CLOCK_RESERVE_MS, BASE_RESERVE_CAP_MS);
        base.max(3 * self.worst_stall_ms()).min(game * 3 / 4)
    }

    /// The budget of the move `go` asks for. When `record` (a move under the clock, not a ponder or an
    /// infinite search), the move is remembered, and the search must store the milliseconds from `go` to
    /// `bestmove` in the counter returned, so that the next `go` of the same side learns what the move
    /// cost.
    pub fn plan(&mut self, go: ClockGo, record: bool) -> (Budget, Arc<AtomicU64>) {
        self.learn(&go);
        let side = go.side;
        self.game_clock_ms[side] = self.game_clock_ms[side].max(go.left_ms);
        let budget = Budget::clock(
            go.left_ms,
            go.inc_ms,
            go.moves_to_go,
            self.lag_ms,
            self.reserve_ms(side),
        );
        let took_ms = Arc::new(AtomicU64::new(u64::MAX));
        self.last[side] = record.then(|| Planned {
            left_ms: go.left_ms,
            inc_ms: go.inc_ms,
            hard_ms: budget.hard_ms,
            ply: go.ply,
            took_ms: took_ms.clone(),
        });
        (budget, took_ms)
    }

    /// Learns from the side's last move what it cost, now that its clock is `go.left_ms`.
    fn learn(&mut self, go: &ClockGo) {
        let Some(last) = self.last[go.side].take() else {
            return;
        };
        if go.ply <= last.ply {
            // An earlier position: another game (or a take-back); its clocks tell nothing.
            self.new_game();
            return;
        }
        let took = last.took_ms.load(Ordering::Relaxed);
        if took == u64::MAX {
            return;
        }
        let cost = (last.left_ms + last.inc_ms).saturating_sub(go.left_ms);
        let lag = cost.saturating_sub(took).min(1_000);
        self.lag_ms = (3 * self.lag_ms + lag).div_ceil(4);
        let excess = cost
            .saturating_sub(took.min(last.hard_ms))
            .min(EXCESS_CAP_MS);
        self.worst_ms = (excess as f64).max(self.worst_ms * (255.0 / 256.0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn go(side: usize, ply: usize, left_ms: u64) -> ClockGo {
        ClockGo {
            side,
            ply,
            left_ms,
            inc_ms: 10,
            moves_to_go: None,
        }
    }

    /// Plays `moves` moves of South at 1 s + 10 ms, each costing its soft budget plus `extra(move)` on
    /// the clock; the lowest clock seen before a move, or `None` when the clock ran out.
    fn play(tm: &mut TimeManager, moves: usize, extra: impl Fn(usize) -> u64) -> Option<u64> {
        let mut left = 1_000u64;
        let mut lowest = left;
        for k in 0..moves {
            let (b, took) = tm.plan(go(0, 2 * k, left), true);
            took.store(b.soft_ms, Ordering::Relaxed);
            let cost = b.soft_ms + extra(k);
            left = left.checked_sub(cost)? + 10;
            lowest = lowest.min(left);
        }
        Some(lowest)
    }

    #[test]
    fn a_quiet_machine_keeps_half_of_a_short_clock() {
        let mut tm = TimeManager::new();
        let lowest = play(&mut tm, 200, |_| 1).expect("not lost on time");
        assert_eq!(tm.reserve_ms(0), 500);
        assert!((500..600).contains(&lowest), "{lowest}");
        assert!(tm.worst_stall_ms() <= 1 && tm.lag_ms() <= 1);
    }

    #[test]
    fn a_stall_raises_the_reserve_to_three_times_it() {
        let mut tm = TimeManager::new();
        // A stall of 200 ms at move 10: the reserve becomes 600 ms, and a stall of 550 ms later on,
        // more than the base reserve of 500, does not lose.
        let lowest = play(&mut tm, 200, |k| match k {
            10 => 200,
            150 => 550,
            _ => 2,
        });
        assert!(lowest.is_some());
        assert!(tm.reserve_ms(0) >= 600, "{}", tm.reserve_ms(0));
        // Without the first stall the second one would have cost the game.
        let mut blind = TimeManager::new();
        assert_eq!(
            play(&mut blind, 200, |k| if k == 150 { 600 } else { 2 }),
            None
        );
    }

    #[test]
    fn the_reserve_leaves_a_quarter_of_the_clock_to_think() {
        let mut tm = TimeManager::new();
        // 10 s on the clock, and a move that cost 3 s more than its search.
        let (b, took) = tm.plan(go(0, 0, 10_000), true);
        took.store(b.soft_ms, Ordering::Relaxed);
        tm.plan(go(0, 2, 10_000 + 10 - b.soft_ms - 3_000), true);
        assert_eq!(tm.reserve_ms(0), 7_500);
        // Below the reserve: the least search, and the increment refills the clock.
        let (b, _) = tm.plan(go(0, 4, 7_000), true);
        assert_eq!((b.soft_ms, b.hard_ms), (1, 1));
        // A long game's clock: the reserve is the base cap, or three times the worst stall.
        let mut long = TimeManager::new();
        long.plan(go(0, 0, 60_000), true);
        assert_eq!(long.reserve_ms(0), BASE_RESERVE_CAP_MS);
    }

    #[test]
    fn the_stall_counts_what_overran_the_search_and_is_forgotten_slowly() {
        let mut tm = TimeManager::new();
        let (b, took) = tm.plan(go(0, 0, 10_000), true);
        // The search itself overran its hard limit by 300 ms (a wait for a core), then 20 ms more.
        took.store(b.hard_ms + 300, Ordering::Relaxed);
        let left = 10_000 + 10 - (b.hard_ms + 320);
        tm.plan(go(0, 2, left), true);
        assert_eq!(tm.worst_stall_ms(), 320);
        assert_eq!(tm.lag_ms(), 5); // 20 ms beyond the search as timed, a quarter of it at first
        assert_eq!(tm.reserve_ms(0), 1_000);
        // 256 quiet moves later about a third is left.
        play(&mut tm, 257, |_| 0);
        assert!(
            (100..=118).contains(&tm.worst_stall_ms()),
            "{}",
            tm.worst_stall_ms()
        );
    }

    #[test]
    fn a_new_game_or_an_earlier_position_forgets_the_clocks_not_the_stalls() {
        let mut tm = TimeManager::new();
        play(&mut tm, 20, |k| if k == 3 { 100 } else { 0 });
        assert!((90..100).contains(&tm.worst_stall_ms()));
        let worst = tm.worst_stall_ms();
        // Ply 0 again: a new game with a shorter clock, whose reserve follows the new clock (three times the
        // worst stall, at most three quarters of the clock).
        tm.plan(go(0, 0, 300), true);
        assert_eq!(tm.reserve_ms(0), 225);
        assert_eq!(tm.worst_stall_ms(), worst);
        tm.new_game();
        tm.plan(go(1, 1, 2_000), false);
        assert_eq!(tm.reserve_ms(1), 1_000);
        // Not recorded (a ponder or an infinite search): the next move learns nothing from it.
        tm.plan(go(1, 3, 100), true);
        assert_eq!(tm.worst_stall_ms(), worst);
    }
}
