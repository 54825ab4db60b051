//! The words of "learn from your mistakes" (`mistakes-*` in `i18n/<code>.ftl`): the task of an exercise, what
//! the last try did, the hint and the end. Pure: the tests put every sentence into words in every language.

use crate::features::mistakes::model::{Exercise, Feedback, Retrying};
use wari_core::rules::{move_letter, Rules};
use wari_engine::analysis::Clue;
use wari_ui::i18n::{tr, Lang};

/// The letter of `pit` under `rules` (B4), as text.
fn letter(rules: &Rules, pit: u8) -> String {
    move_letter(rules.pits_a_side() as usize, pit as usize).to_string()
}

/// The card's heading: "Mistake 2 of 5", or the room's name at the end.
pub fn heading(lang: Lang, r: &Retrying) -> String {
    if r.finished() {
        tr!(lang, "mistakes-heading")
    } else {
        tr!(
            lang,
            "mistakes-count",
            "number" => r.at as u32 + 1,
            "total" => r.exercises.len() as u32
        )
    }
}

/// What the exercise asks: the move played, what it gave away, "find a better move"; `you`: one person
/// played against the computer (else the side is named).
pub fn task(lang: Lang, rules: &Rules, e: &Exercise, you: bool) -> String {
    let m = &e.mistake;
    let (number, pit, seeds) = (m.ply as u32 + 1, letter(rules, m.pit), m.seeds as u32);
    if you {
        tr!(lang, "mistakes-task-you", "move" => number, "pit" => pit.as_str(), "count" => seeds)
    } else {
        tr!(
            lang,
            "mistakes-task-player",
            "move" => number,
            "player" => m.mover,
            "pit" => pit.as_str(),
            "count" => seeds
        )
    }
}

/// What the last try did.
pub fn feedback(lang: Lang, rules: &Rules, e: &Exercise, f: Feedback) -> String {
    match f {
        Feedback::Same => tr!(lang, "mistakes-same"),
        Feedback::Wrong { pit, seeds } => tr!(
            lang,
            "mistakes-wrong",
            "pit" => letter(rules, pit).as_str(),
            "count" => seeds.max(0) as u32
        ),
        Feedback::Right { pit, best: true } => {
            tr!(lang, "mistakes-right-best", "pit" => letter(rules, pit).as_str())
        }
        Feedback::Right { pit, best: false } => tr!(
            lang,
            "mistakes-right",
            "pit" => letter(rules, pit).as_str(),
            "best" => letter(rules, e.mistake.best).as_str()
        ),
        Feedback::Shown => {
            tr!(lang, "mistakes-shown", "pit" => letter(rules, e.mistake.best).as_str())
        }
    }
}

/// The hint: the engine's clue to the better move.
pub fn hint(lang: Lang, rules: &Rules, e: &Exercise) -> String {
    match e.clue {
        Clue::Capture { seeds } => tr!(lang, "mistakes-clue-capture", "count" => seeds),
        Clue::Threat { seeds } => tr!(
            lang,
            "mistakes-clue-threat",
            "pit" => letter(rules, e.mistake.pit).as_str(),
            "count" => seeds
        ),
        Clue::Later => tr!(lang, "mistakes-clue-later"),
    }
}

/// The end: how many better moves were found, or that the game had no mistake to learn from.
pub fn end(lang: Lang, r: &Retrying) -> String {
    if r.exercises.is_empty() {
        tr!(lang, "mistakes-none")
    } else {
        tr!(
            lang,
            "mistakes-end",
            "found" => r.found() as u32,
            "total" => r.exercises.len() as u32
        )
    }
}

/// The status line once an exercise is done (instead of whose turn it is), or at the end.
pub fn status(lang: Lang, r: &Retrying) -> String {
    if r.finished() {
        end(lang, r)
    } else {
        tr!(lang, "mistakes-turn-done")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::mistakes::model::Mark;
    use wari_core::rules::{Player, Preset};
    use wari_engine::analysis::{Judgement, MoveReview, PositionReview, Value};

    fn exercise(clue: Clue) -> Exercise {
        let v = Value::Estimate { centiseeds: 0 };
        Exercise {
            mistake: MoveReview {
                ply: 13,
                mover: Player::North,
                pit: 8,
                letter: 'c',
                best: 10,
                best_letter: 'e',
                before: v,
                after: v,
                cost: 300,
                seeds: 3,
                judgement: Judgement::Mistake,
            },
            position: PositionReview {
                ply: 13,
                to_move: Player::North,
                value: v,
                chart: 0,
                decisive: 1200,
                best: Some(10),
                moves: Vec::new(),
                depth: 1,
                nodes: 1,
            },
            clue,
            mark: Mark::Open,
        }
    }

    /// Whether `text` has `word` as a word of its own (a letter or a number, not part of a word).
    fn has(text: &str, word: &str) -> bool {
        text.split(|c: char| !c.is_alphanumeric())
            .any(|w| w == word)
    }

    /// Every sentence of the room names the move, the letters and the seeds, in every language.
    #[test]
    fn every_sentence_names_its_move_letters_and_seeds_in_every_language() {
        let rules = Preset::Abapa.rules();
        for lang in Lang::ALL {
            let e = exercise(Clue::Threat { seeds: 5 });
            let theirs = task(lang, &rules, &e, false);
            assert!(["14", "c", "3"].iter().all(|w| has(&theirs, w)), "{theirs}");
            let mine = task(lang, &rules, &e, true);
            assert!(["14", "c", "3"].iter().all(|w| has(&mine, w)), "{mine}");
            assert_ne!(theirs, mine);
            let wrong = feedback(lang, &rules, &e, Feedback::Wrong { pit: 7, seeds: 2 });
            assert!(has(&wrong, "b") && has(&wrong, "2"), "{wrong}");
            let right = feedback(
                lang,
                &rules,
                &e,
                Feedback::Right {
                    pit: 9,
                    best: false,
                },
            );
            assert!(has(&right, "d") && has(&right, "e"), "{right}");
            let best = feedback(
                lang,
                &rules,
                &e,
                Feedback::Right {
                    pit: 10,
                    best: true,
                },
            );
            assert!(has(&best, "e"), "{best}");
            let shown = feedback(lang, &rules, &e, Feedback::Shown);
            assert!(has(&shown, "e"), "{shown}");
            let threat = hint(lang, &rules, &e);
            assert!(has(&threat, "c") && has(&threat, "5"), "{threat}");
            let capture = hint(lang, &rules, &exercise(Clue::Capture { seeds: 7 }));
            assert!(has(&capture, "7"), "{capture}");
            for text in [
                feedback(lang, &rules, &e, Feedback::Same),
                hint(lang, &rules, &exercise(Clue::Later)),
            ] {
                assert!(!text.is_empty() && !text.contains('{'), "{lang:?}: {text}");
            }
        }
    }
}
