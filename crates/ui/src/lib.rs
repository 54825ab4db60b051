//! What the page and the print module both draw with: the words of every language ([`i18n`], read from
//! `i18n/<code>.ftl`), the element helpers ([`dom`]), the settings and game of a moment ([`snapshot`]),
//! what the page asks of the print module ([`print_job`], with a reviewed game's sheet: [`review_sheet`]) and the
//! puzzles' words ([`puzzle_text`]). No rule logic:
//! every rule decision comes from [`wari_core`].
#![deny(missing_docs)]

pub mod dom;
pub mod i18n;
pub mod print_job;
pub mod puzzle_text;
pub mod review_sheet;
pub mod snapshot;
