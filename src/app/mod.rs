//! The app: the rooms together. The model with the [`model::Mode`] the board shows (pure), what the start
//! leaves for after the first paint (`later`, pure), the messages and effects between it and the runtime
//! (`msg`), the one place a message is turned into work (`update`) and the page's view made of the rooms'
//! views (`view`).

pub(crate) mod classroom;
pub(crate) mod later;
pub(crate) mod model;
pub(crate) mod msg;
#[cfg(test)]
mod saved_v1;
pub(crate) mod update;
pub(crate) mod view;
