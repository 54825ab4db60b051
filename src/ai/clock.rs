//! A millisecond clock that works natively and in the browser.
//!
//! `std::time::Instant::now()` panics on `wasm32-unknown-unknown`, so there the time comes from
//! `js_sys::Date::now()` (available in pages and Web Workers alike).

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
