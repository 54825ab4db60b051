//! The lesson room: the guided first game (`model`, pure), its words (`text`, pure) and its cards (`view`,
//! wasm32).

pub(crate) mod model;
pub(crate) mod text;
pub(crate) mod view;
