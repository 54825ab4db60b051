//! The game room: the game in play with everything around it (`state`, pure), a move's frames (`anim`,
//! pure), the game given back when a puzzle or the lesson closes (`aside`, pure), a change of variant and the
//! game it replaced, offered back (`variant`, pure) and the saved game (`storage`: its saved form, pure; the
//! browser's storage, wasm32).

pub(crate) mod anim;
pub(crate) mod aside;
pub(crate) mod state;
pub(crate) mod storage;
pub(crate) mod variant;
