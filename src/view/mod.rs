//! The parts the rooms draw with: every control's typed action (`action`: the `data-action` vocabulary, pure),
//! the element helpers (`dom`: text is only ever set as text), the SVG board (`board`, from
//! [`wari_core::geometry`]), the panel (`panel`: header, bar, side panel, How to play), markup written as
//! escaped text (`markup`, pure) and the engine's errors and the notices put into words (`error_text`, pure).

pub(crate) mod action;
pub(crate) mod board;
pub(crate) mod dom;
pub(crate) mod error_text;
pub(crate) mod markup;
pub(crate) mod panel;
