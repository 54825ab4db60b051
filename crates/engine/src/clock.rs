//! A millisecond clock that works natively and in the browser.
//!
//! `std::time::Instant::now()` panics on `wasm32-unknown-unknown`, so there the time comes from
//! `js_sys::Date::now()` (available in pages and Web Workers alike).
//!
//! Also the search's remote control ([`Control`]: stop, ponder, ponderhit) and the time manager ([`Budget`]).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Milliseconds since some fixed moment (the first call natively, the epoch in wasm); only differences count.
#[cfg(not(target_arch = "wasm32"))]
pub fn now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// Milliseconds since some fixed moment (the first call natively, the epoch in wasm); only differences count.
#[cfg(target_arch = "wasm32")]
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// A stopwatch started at creation.
#[derive(Clone, Copy, Debug)]
pub struct Stopwatch {
    start: f64,
}

impl Stopwatch {
    /// Starts now.
    pub fn start() -> Stopwatch {
        Stopwatch { start: now_ms() }
    }

    /// Milliseconds since the start.
    pub fn elapsed_ms(&self) -> f64 {
        (now_ms() - self.start).max(0.0)
    }
}

/// A running search's remote control, shared with another thread (the engine protocol's reader): `stop`
/// ends the search at once (within about a thousand nodes), and while `pondering` no time limit applies
/// until [`Control::ponderhit`] starts the clock.
#[derive(Debug)]
pub struct Control {
    stop: AtomicBool,
    pondering: AtomicBool,
    /// When the clock started ([`now_ms`], as `f64` bits).
    start: AtomicU64,
}

impl Default for Control {
    fn default() -> Self {
        Control::new(false)
    }
}

impl Control {
    /// A control whose clock starts now, or, when `pondering`, at [`Control::ponderhit`].
    pub fn new(pondering: bool) -> Control {
        Control {
            stop: AtomicBool::new(false),
            pondering: AtomicBool::new(pondering),
            start: AtomicU64::new(now_ms().to_bits()),
        }
    }

    /// Asks the search to stop as soon as it can.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether [`Control::stop`] was called.
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Whether the search is still pondering (no time limit yet).
    pub fn pondering(&self) -> bool {
        self.pondering.load(Ordering::Relaxed)
    }

    /// The opponent played the expected move: the clock starts now.
    pub fn ponderhit(&self) {
        self.start.store(now_ms().to_bits(), Ordering::Relaxed);
        self.pondering.store(false, Ordering::Relaxed);
    }

    /// When the clock started ([`now_ms`]).
    pub fn start_ms(&self) -> f64 {
        f64::from_bits(self.start.load(Ordering::Relaxed))
    }
}

/// How long one move may take: the search starts no new iteration after `soft_ms` and stops wherever it is at
/// `hard_ms` (both from the start of the clock).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// No new iteration after this.
    pub soft_ms: u64,
    /// Stop here, in the middle of an iteration if need be.
    pub hard_ms: u64,
}

/// What the answer of a `go movetime` may cost besides the search (the line to the opponent, waking up),
/// at most; it is 5 % of short move times.
pub const MOVE_OVERHEAD_MS: u64 = 10;

/// The least reserve of a clock game (see [`crate::time_manager`], which raises it with the clock and
/// with the stalls it sees): the part of the clock a move never plans to touch. A busy machine can stall a
/// process for a good part of a second; the reserve is what keeps such a stall from losing on time.
pub const CLOCK_RESERVE_MS: u64 = 200;

impl Budget {
    /// A fixed time a move (`go movetime`): all of it but a sliver for the answer.
    pub fn movetime(ms: u64) -> Budget {
        let t = ms
            .saturating_sub((ms / 20).clamp(1, MOVE_OVERHEAD_MS))
            .max(1);
        Budget {
            soft_ms: t,
            hard_ms: t,
        }
    }

    /// A share of the clock (`go wtime/btime/winc/binc/movestogo`): `left_ms` on the mover's clock, `inc_ms`
    /// added after each move, `moves_to_go` before the next time control (none: the whole game).
    ///
    /// Of the time left, `reserve_ms` is never planned for (the time manager sets it:
    /// [`crate::time_manager::TimeManager`]). The share is the rest over the moves expected (`movestogo`,
    /// or 25 in sudden death: an Oware game is rarely decided after 25 more moves of a side, and the endgame
    /// tables play the end at once) plus most of the increment. The search may run on to three times that
    /// when an iteration is under way, but never past half of what is left above the reserve. With a small
    /// increment the clock settles a little above the reserve (50-100 ms with 10 ms a move); below the
    /// reserve a move searches 1 ms, and the increment refills the clock.
    ///
    /// `lag_ms` is what a move has cost beyond the search on the clock (waking up, the lines to and from the
    /// GUI; the engine estimates it from the clocks it is given): it comes off this move's share and its
    /// ceiling, so that a slow line or a busy machine does not drain the clock move by move. With no lag
    /// this is the plain share above.
    pub fn clock(
        left_ms: u64,
        inc_ms: u64,
        moves_to_go: Option<u64>,
        lag_ms: u64,
        reserve_ms: u64,
    ) -> Budget {
        let usable = left_ms.saturating_sub(reserve_ms);
        let mtg = moves_to_go.unwrap_or(25).clamp(1, 50);
        let ceiling = (usable.saturating_sub(lag_ms) / 2).max(1);
        let share = (usable / mtg + inc_ms * 3 / 4).saturating_sub(lag_ms);
        let soft = share.clamp(1, ceiling);
        let hard = (soft * 3).min(ceiling).max(soft);
        Budget {
            soft_ms: soft,
            hard_ms: hard,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn movetime_uses_nearly_all_of_it() {
        assert_eq!(Budget::movetime(100).hard_ms, 95);
        assert_eq!(Budget::movetime(1000).hard_ms, 990);
        assert_eq!(Budget::movetime(1).hard_ms, 1);
    }

    const R: u64 = CLOCK_RESERVE_MS;

    #[test]
    fn the_clock_never_runs_out() {
        // Sudden death: every move leaves the reserve untouched, and below it searches 1 ms.
        let mut left = 2_000u64;
        for _ in 0..500 {
            let b = Budget::clock(left, 0, None, 0, R);
            assert!(b.soft_ms <= b.hard_ms);
            assert!(b.hard_ms <= left.saturating_sub(R).max(1));
            left -= b.hard_ms.min(left);
        }
        assert_eq!(Budget::clock(150, 10, None, 0, R).hard_ms, 1);
        // With an increment the share grows with it; movestogo 1 may use half of what is above the reserve.
        let b = Budget::clock(10_000, 1_000, None, 0, R);
        assert_eq!(b.soft_ms, (10_000 - R) / 25 + 750);
        let b = Budget::clock(10_000, 0, Some(1), 0, R);
        assert_eq!(b.hard_ms, (10_000 - R) / 2);
        assert_eq!(Budget::clock(1, 0, None, 0, R).hard_ms, 1);
        // 1 s + 10 ms a move: the clock settles a little above the reserve, whatever it is.
        for reserve in [R, 500, 750] {
            let mut left = 1_000u64;
            for _ in 0..300 {
                left = left - Budget::clock(left, 10, None, 0, reserve).soft_ms + 10;
            }
            assert!((reserve + 50..=reserve + 100).contains(&left), "{left}");
        }
    }

    #[test]
    fn the_lag_of_each_move_is_planned_for() {
        // No lag: the plain share.
        assert_eq!(
            Budget::clock(1_000, 10, None, 0, R),
            Budget {
                soft_ms: 32 + 7,
                hard_ms: 3 * 39
            }
        );
        // 20 ms lost a move: 20 ms less searched, the ceiling lowered as much.
        assert_eq!(Budget::clock(1_000, 10, None, 20, R).soft_ms, 39 - 20);
        assert_eq!(
            Budget::clock(500, 0, Some(1), 20, R).hard_ms,
            (300 - 20) / 2
        );
        // A lag beyond the share: the least search, at once.
        assert_eq!(
            Budget::clock(500, 10, None, 50, R),
            Budget {
                soft_ms: 1,
                hard_ms: 3
            }
        );
        // 1 s + 10 ms with 8 ms lost a move: searching plus the lag, the clock still settles just above
        // the reserve (as without lag).
        let mut left = 1_000u64;
        for _ in 0..300 {
            left = left - Budget::clock(left, 10, None, 8, R).soft_ms - 8 + 10;
        }
        assert!((R + 50..=R + 100).contains(&left), "{left}");
    }

    #[test]
    fn ponderhit_starts_the_clock_and_stop_is_seen() {
        let c = Control::new(true);
        assert!(c.pondering() && !c.stopped());
        let before = c.start_ms();
        std::thread::sleep(std::time::Duration::from_millis(2));
        c.ponderhit();
        assert!(!c.pondering() && c.start_ms() > before);
        c.stop();
        assert!(c.stopped());
    }
}
