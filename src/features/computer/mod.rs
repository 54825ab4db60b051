//! The computer player's client: the worker, the request waiting, the in-page fallback, the watchdog
//! (`client`, wasm32).

pub(crate) mod client;
