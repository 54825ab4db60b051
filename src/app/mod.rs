//! The app: the rooms together. Every control's typed [`action::Action`] (pure), what the start leaves for
//! after the first paint (`later`, pure), the one place a message is turned into work (`update`, wasm32) and
//! the page's view made of the rooms' views (`view`, wasm32).

pub(crate) mod action;
pub(crate) mod later;
#[cfg(target_arch = "wasm32")]
pub(crate) mod update;
#[cfg(target_arch = "wasm32")]
pub(crate) mod view;
