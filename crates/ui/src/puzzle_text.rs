//! The puzzles' words in every language of the page, shared by the puzzle room and the printed worksheet: the
//! levels, the goals, the hints and the explanations, put together from the engine's values ([`Goal`], [`Hint`],
//! [`Explanation`]) and the language files (`puzzle-*`, `puzzles-*` in `i18n/<code>.ftl`). Pure: the tests
//! check every puzzle reads in every language.

use crate::i18n::{tr, Lang};
use wari_core::puzzles::{Explanation, Goal, Hint};

/// The names of the difficulty groups, 1 to 3 stars.
pub fn level(lang: Lang, stars: u8) -> String {
    match stars {
        1 => tr!(lang, "puzzles-level-1"),
        2 => tr!(lang, "puzzles-level-2"),
        _ => tr!(lang, "puzzles-level-3"),
    }
}

/// The goal in words.
pub fn goal(lang: Lang, goal: Goal) -> String {
    match goal {
        Goal::BestCapture => tr!(lang, "puzzle-goal-best-capture"),
        Goal::WinIn(n) => tr!(lang, "puzzle-goal-win-in", "moves" => n as u32),
        Goal::OnlyMoveNotLosing => tr!(lang, "puzzle-goal-only-move"),
        Goal::FeedAndKeepLead => tr!(lang, "puzzle-goal-feed"),
        Goal::GrandSlam => tr!(lang, "puzzle-goal-grand-slam"),
        Goal::SlamThenFeed => tr!(lang, "puzzle-goal-slam-then-feed"),
    }
}

/// The hint in words.
pub fn hint(lang: Lang, hint: Hint) -> String {
    match hint {
        Hint::Captures(c) => tr!(lang, "puzzle-hint-captures", "count" => c),
        Hint::PitHolds(s) => tr!(lang, "puzzle-hint-pit", "count" => s as u32),
    }
}

/// Why the solution is right, in words.
pub fn explanation(lang: Lang, e: &Explanation) -> String {
    match e {
        Explanation::BestCapture { mv, captured, next } => tr!(
            lang,
            "puzzle-explain-best",
            "move" => *mv,
            "count" => *captured,
            "next" => *next
        ),
        // One move: the game ends on it, with no defence to speak of.
        Explanation::WinIn { line, mine, theirs } if line.len() == 1 => tr!(
            lang,
            "puzzle-explain-win-now",
            "move" => line[0],
            "mine" => *mine as u32,
            "theirs" => *theirs as u32
        ),
        Explanation::WinIn { line, mine, theirs } => {
            let moves: Vec<String> = line.iter().map(char::to_string).collect();
            tr!(
                lang,
                "puzzle-explain-win",
                "line" => moves.join(" "),
                "mine" => *mine as u32,
                "theirs" => *theirs as u32
            )
        }
        Explanation::OnlyMove { mv } => tr!(lang, "puzzle-explain-only", "move" => *mv),
        Explanation::Feed { mv } => tr!(lang, "puzzle-explain-feed", "move" => *mv),
        Explanation::GrandSlam { mv, captured } => tr!(
            lang,
            "puzzle-explain-slam",
            "move" => *mv,
            "count" => *captured
        ),
        Explanation::SlamThenFeed {
            slam,
            captured,
            feed,
        } => tr!(
            lang,
            "puzzle-explain-slam-feed",
            "move" => *slam,
            "count" => *captured,
            "feed" => *feed
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::LANGUAGES;
    use wari_core::puzzles::collection;

    #[test]
    fn every_puzzle_reads_in_every_language_without_an_empty_slot() {
        for l in LANGUAGES {
            let lang = Lang::from_code(l.code).unwrap();
            for p in collection() {
                for text in [
                    goal(lang, p.goal),
                    hint(lang, p.hint()),
                    explanation(lang, &p.explanation()),
                ] {
                    assert!(
                        !text.is_empty() && !text.contains('{'),
                        "{} {}: {text}",
                        l.code,
                        p.id
                    );
                }
            }
        }
        assert_eq!(
            explanation(
                Lang::En,
                &wari_core::puzzles::find("abapa/1").unwrap().explanation()
            ),
            "F captures 3 seeds; no other move captures more than 2."
        );
    }

    /// A win in one ends the game on the move itself: its answer speaks of no defence (moruba-2 used to say
    /// "after your opponent's best defence the game ends 107 to 85"); a longer win keeps the defence.
    #[test]
    fn a_win_in_one_ends_on_the_move_itself() {
        let said = |id: &str| {
            explanation(
                Lang::En,
                &wari_core::puzzles::find(id).unwrap().explanation(),
            )
        };
        assert_eq!(
            said("moruba/2"),
            "W ends the game at once: 107 to 85 for you."
        );
        let mut ones = 0;
        for p in collection() {
            let e = p.explanation();
            let Explanation::WinIn { line, mine, theirs } = &e else {
                continue;
            };
            for l in LANGUAGES {
                let lang = Lang::from_code(l.code).unwrap();
                let moves: Vec<String> = line.iter().map(char::to_string).collect();
                let (mine, theirs) = (*mine as u32, *theirs as u32);
                let expected = if line.len() == 1 {
                    tr!(lang, "puzzle-explain-win-now", "move" => line[0], "mine" => mine, "theirs" => theirs)
                } else {
                    tr!(lang, "puzzle-explain-win", "line" => moves.join(" "), "mine" => mine, "theirs" => theirs)
                };
                assert_eq!(explanation(lang, &e), expected, "{} {}", l.code, p.id);
            }
            ones += usize::from(line.len() == 1);
        }
        assert_eq!(ones, 5, "the collection's wins in one");
    }
}
