//! The puzzle room: a puzzle being solved (`model`, pure) and its card, list and panel card (`view`, wasm32).

pub(crate) mod model;
#[cfg(target_arch = "wasm32")]
pub(crate) mod view;
