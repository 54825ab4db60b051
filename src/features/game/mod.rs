//! The game room: the game in play with everything around it (`state`, pure), a move's frames (`anim`,
//! pure) and the game set aside while a puzzle or the lesson borrows the board (`aside`, pure).

pub(crate) mod anim;
pub(crate) mod aside;
pub(crate) mod state;
