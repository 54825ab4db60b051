//! The puzzle room's own words: what the last try did ([`feedback`]). Those it shares with the printed worksheet
//! (levels, goals, hints, explanations) are [`wari_ui::puzzle_text`]'s.

use crate::features::puzzle::model::Feedback;
use wari_core::puzzles::Miss;
use wari_ui::i18n::{tr, Lang};

/// What the last try did, in words.
pub fn feedback(lang: Lang, f: Feedback) -> String {
    match f {
        Feedback::Wrong(Miss::Fewer { got, best }) => {
            tr!(lang, "puzzle-miss-fewer", "got" => got, "count" => best)
        }
        Feedback::Wrong(Miss::SlamCapturesNothing) => tr!(lang, "puzzle-miss-slam-nothing"),
        Feedback::Wrong(Miss::NotASlam) => tr!(lang, "puzzle-miss-not-slam"),
        Feedback::Wrong(Miss::NoForcedWin) => tr!(lang, "puzzle-miss-no-win"),
        Feedback::Wrong(Miss::Loses) => tr!(lang, "puzzle-miss-loses"),
        Feedback::Wrong(Miss::GivesCapture { seeds }) => {
            tr!(lang, "puzzle-miss-gives", "count" => seeds)
        }
        // The page says why an illegal move is refused in the status line (error_text::illegal).
        Feedback::Wrong(Miss::Illegal(_)) => String::new(),
        Feedback::Right { again: false } => tr!(lang, "puzzle-right"),
        Feedback::Right { again: true } => tr!(lang, "puzzle-right-again"),
        Feedback::Solved => tr!(lang, "puzzle-solved"),
        Feedback::Shown => tr!(lang, "puzzle-shown"),
    }
}
