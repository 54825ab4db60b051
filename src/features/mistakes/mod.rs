//! The "learn from your mistakes" room: the learners' mistakes of a reviewed game tried again on the real
//! board (`model`, pure), its words (`text`, pure) and its card over the board (`view`, wasm32).

pub(crate) mod model;
pub(crate) mod text;
pub(crate) mod view;
