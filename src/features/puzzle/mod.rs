//! The puzzle room: a puzzle being solved (`model`, pure), its words (`text`, pure) and its card, list and
//! panel card (`view`, wasm32).

pub(crate) mod model;
pub(crate) mod text;
pub(crate) mod view;
