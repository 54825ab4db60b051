//! The page's controls: the element helpers of [`wari_ui::dom`], and buttons and menus for its typed actions
//! ([`Action`], [`Menu`]).

pub use wari_ui::dom::*;

use crate::view::action::{Action, Menu};
use web_sys::Element;

/// A `<button type="button">` for `action` (its `data-action` name; a value such as `data-ply` is the
/// caller's to add).
pub fn button(action: Action, label: &str) -> Element {
    action_button(action.name(), label)
}

/// A `<select>` with its options `(value, label)`; a `menu` acts when it changes (a form's field does not).
pub fn select(id: &str, menu: Option<Menu>, options: &[(String, String)]) -> Element {
    select_named(id, menu.map(Menu::name), options)
}

/// The page's main button of a group: a [`button`] with the class `primary`.
pub fn primary(action: Action, label: &str) -> Element {
    button(action, label).attr("class", "primary")
}

/// An on/off [`button`] (`aria-pressed`, off until drawn otherwise).
pub fn toggle(action: Action, label: &str) -> Element {
    button(action, label).attr("aria-pressed", "false")
}
