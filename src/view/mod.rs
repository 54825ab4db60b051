//! The parts the rooms draw with: every control's typed action (`action`: the `data-action` vocabulary, pure),
//! the SVG board (`board`, from [`wari_core::geometry`]), the panel (`panel`:
//! header, bar, side panel, How to play) and markup written as escaped text (`markup`, pure).

pub(crate) mod action;
#[cfg(target_arch = "wasm32")]
pub(crate) mod board;
pub(crate) mod markup;
#[cfg(target_arch = "wasm32")]
pub(crate) mod panel;
