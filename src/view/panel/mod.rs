//! The page around the board: header (language, How to play), the mode buttons, the status line and the
//! button bar under the board ([`Ui`]: what the first screen needs, built in the start's task), and the side
//! panel (players, rules with the custom section, match, settings), the move list and the How to play dialog
//! ([`Panel`], `side.rs`: built after the first paint, see `app/later.rs`).
//!
//! [`Ui::build`] creates the first in one language, [`Panel::build`] the second beside it (both are rebuilt
//! when the language changes); the app updates the dynamic parts through the fields. Controls are built from
//! their `Action` (`data-action`): the message loop's one listener on the document handles every click and
//! change (no closure per control or per render).

mod custom;
mod help;
mod moves;
mod side;

mod ui;

pub use side::Panel;
pub use ui::Ui;
