//! The rooms of the page, one folder each: its model (pure, tested natively) and its view (wasm32).

pub(crate) mod computer;
pub(crate) mod counting;
pub(crate) mod editor;
pub(crate) mod embed;
pub(crate) mod game;
pub(crate) mod lesson;
pub(crate) mod mistakes;
pub(crate) mod notices;
pub(crate) mod print;
pub(crate) mod puzzle;
pub(crate) mod review;
