//! The game review room: every position of the game analysed by the engine in the worker
//! ([`wari_engine::analysis`], one position a request), the value over the game as a chart, each move judged
//! (good, inaccuracy, mistake, blunder) with the better move marked on the board, a summary per player
//! (`model.rs`, pure; `saved.rs`, the analysis kept across a reload; `view.rs` and `chart.rs`, wasm32; `text.rs`, its words).

pub(crate) mod chart;
pub(crate) mod model;
pub(crate) mod saved;
pub(crate) mod text;
pub(crate) mod view;
