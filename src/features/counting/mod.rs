//! The counting practice room: a move waits for the guess of its last pit and capture (`model`, pure, with its
//! words) and its cards (`view`, wasm32).

pub(crate) mod model;
pub(crate) mod saved;
pub(crate) mod view;
