//! The editor room: a position being set up (`model`, pure) and its cards (`view`, wasm32).

pub(crate) mod model;
pub(crate) mod saved;
pub(crate) mod view;
