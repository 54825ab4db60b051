//! The guided first game's words in every language of the page (`lesson-*` in `i18n/<code>.ftl`): each step's
//! topic and task, what a wrong try missed and what the right move did, put together from the step, the
//! rules and the engine's report. Pure: the tests read every step of every preset in every language.

use crate::features::lesson::model::Feedback;
use crate::view::error_text;
use wari_core::lesson::{Miss, Step, Task, Topic};
use wari_core::rules::{move_letter, Chain, Feeding, GrandSlam, MoveReport, Player, Rules, Setup};
use wari_ui::i18n::{join_list, tr, Lang};

/// The step's heading: its topic.
pub fn topic(lang: Lang, t: Topic) -> String {
    match t {
        Topic::Sowing => tr!(lang, "lesson-topic-sowing"),
        Topic::Store => tr!(lang, "lesson-topic-store"),
        Topic::Capture => tr!(lang, "lesson-topic-capture"),
        Topic::Chain => tr!(lang, "lesson-topic-chain"),
        Topic::Lap => tr!(lang, "lesson-topic-lap"),
        Topic::GrandSlam(_) => tr!(lang, "lesson-topic-grand-slam"),
        Topic::Feeding(_) => tr!(lang, "lesson-topic-feeding"),
        Topic::End => tr!(lang, "lesson-topic-end"),
    }
}

/// The pit letters, as a list ("D, E, F and a").
fn pits(lang: Lang, n: usize, list: impl IntoIterator<Item = usize>) -> String {
    let items: Vec<String> = list
        .into_iter()
        .map(|p| move_letter(n, p).to_string())
        .collect();
    join_list(lang, &items, false)
}

/// What the step asks for.
pub fn task(lang: Lang, step: &Step, rules: &Rules) -> String {
    let n = rules.pits_a_side() as usize;
    let setup: &Setup = &step.setup;
    let letter = |p: usize| move_letter(n, p);
    let pit = match step.task {
        Task::Pit(p) => letter(p),
        _ => '?',
    };
    match step.topic {
        // Three and four rows: a player's pits are not one row (L3, L4).
        Topic::Sowing if rules.rows() != 2 => tr!(lang, "lesson-task-sowing-rows", "pit" => pit),
        Topic::Sowing => tr!(lang, "lesson-task-sowing", "pit" => pit),
        Topic::Store => tr!(lang, "lesson-task-store", "pit" => pit),
        Topic::Capture if rules.own_loops() => tr!(lang, "lesson-task-capture-rows"),
        Topic::Capture => {
            let counts: Vec<String> = rules.capture_counts().iter().map(u8::to_string).collect();
            tr!(lang, "lesson-task-capture", "counts" => join_list(lang, &counts, true))
        }
        Topic::Chain => tr!(lang, "lesson-task-chain"),
        Topic::Lap => {
            let Task::Pit(p) = step.task else {
                return String::new();
            };
            tr!(lang, "lesson-task-lap", "pit" => pit, "count" => setup.pits[p] as u32)
        }
        Topic::GrandSlam(GrandSlam::Forbidden) => tr!(lang, "lesson-task-slam-forbidden"),
        Topic::GrandSlam(_) => tr!(lang, "lesson-task-slam", "pit" => pit),
        Topic::Feeding(Feeding::MustFeed) => tr!(lang, "lesson-task-feed"),
        Topic::Feeding(Feeding::NoFeeding) => tr!(lang, "lesson-task-no-feed", "pit" => pit),
        Topic::End => {
            let store = setup.stores[0] as u32;
            let target = rules.target() as u32;
            tr!(
                lang,
                "lesson-task-end",
                "store" => store,
                "target" => target,
                "count" => target.saturating_sub(store)
            )
        }
    }
}

/// What the last try did: why a wrong one is not the move, or what the right one did.
pub fn feedback(lang: Lang, f: &Feedback, step: &Step, rules: &Rules) -> String {
    match f {
        Feedback::Wrong { miss, pit } => missed(lang, *miss, *pit, rules),
        Feedback::Done(report) => done(lang, report, step, rules),
    }
}

/// Why the try on `pit` is not the move, kindly, and an invitation to try again.
fn missed(lang: Lang, miss: Miss, pit: usize, rules: &Rules) -> String {
    let n = rules.pits_a_side() as usize;
    let letter = move_letter(n, pit);
    match miss {
        Miss::Illegal(e) => format!(
            "{} {}",
            error_text::illegal(lang, e, letter, Player::South),
            tr!(lang, "lesson-try-again")
        ),
        Miss::OtherPit { wanted } => tr!(
            lang,
            "lesson-miss-other-pit",
            "pit" => letter,
            "wanted" => move_letter(n, wanted)
        ),
        Miss::NoCapture { last, count } => tr!(
            lang,
            "lesson-miss-no-capture",
            "last" => move_letter(n, last),
            "count" => count as u32
        ),
        Miss::OnePit { seeds } => tr!(lang, "lesson-miss-one-pit", "count" => seeds),
        Miss::NotOver => tr!(lang, "lesson-miss-not-over"),
    }
}

/// The status line once the learner's own move did the step (instead of whose turn it is): praise, and what
/// the move did (the pit sown, the seeds captured), from the engine's report.
pub fn praise(lang: Lang, r: &MoveReport, rules: &Rules) -> String {
    tr!(
        lang,
        "lesson-turn-done",
        "pit" => move_letter(rules.pits_a_side() as usize, r.origin),
        "count" => r.captured()
    )
}

/// What the right move did, from the engine's report.
fn done(lang: Lang, r: &MoveReport, step: &Step, rules: &Rules) -> String {
    let n = rules.pits_a_side() as usize;
    let pit = move_letter(n, r.origin);
    let last = r.sown.last().copied().unwrap_or(r.origin);
    let captured = r.captured();
    match step.topic {
        Topic::Sowing => tr!(
            lang,
            "lesson-done-sowing",
            "pit" => pit,
            "count" => r.sown.len() as u32,
            "pits" => pits(lang, n, r.sown.iter().copied())
        ),
        Topic::Store => tr!(
            lang,
            "lesson-done-store",
            "pit" => pit,
            "next" => move_letter(n, r.sown.first().copied().unwrap_or(r.origin))
        ),
        Topic::Capture if rules.own_loops() => tr!(
            lang,
            "lesson-done-capture-rows",
            "last" => move_letter(n, last),
            "pits" => pits(lang, n, r.captures.iter().map(|&(p, _)| p)),
            "count" => captured
        ),
        Topic::Capture => tr!(
            lang,
            "lesson-done-capture",
            "last" => move_letter(n, last),
            "count" => captured
        ),
        Topic::Chain => {
            let id = if rules.chain() == Chain::Both {
                "lesson-done-chain-both"
            } else {
                "lesson-done-chain"
            };
            let mut taken: Vec<usize> = r.captures.iter().map(|&(p, _)| p).collect();
            wari_core::small_sort::sort(&mut taken);
            tr!(lang, id, "pits" => pits(lang, n, taken), "count" => captured)
        }
        Topic::Lap => tr!(
            lang,
            "lesson-done-lap",
            "pit" => pit,
            "count" => r.sown.len() as u32,
            "last" => move_letter(n, last)
        ),
        Topic::GrandSlam(gs) => match gs {
            GrandSlam::NoCapture => tr!(lang, "lesson-done-slam-no-capture"),
            GrandSlam::CaptureIfDecisive => tr!(lang, "lesson-done-slam-if-decisive"),
            GrandSlam::CaptureAll => tr!(lang, "lesson-done-slam-all"),
            GrandSlam::CaptureThenFeed => tr!(lang, "lesson-done-slam-feed"),
            GrandSlam::Forbidden => tr!(lang, "lesson-done-slam-forbidden", "count" => captured),
        },
        Topic::Feeding(Feeding::MustFeed) => tr!(lang, "lesson-done-feed"),
        Topic::Feeding(Feeding::NoFeeding) => tr!(lang, "lesson-done-no-feed"),
        Topic::End => {
            let store = step.setup.stores[0] as u32 + captured;
            let id = if rules.no_capture_end() {
                "lesson-done-end-no-capture"
            } else {
                "lesson-done-end"
            };
            tr!(lang, id, "store" => store)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wari_core::lesson::{Lesson, Verdict};
    use wari_core::rules::Preset;
    use wari_ui::i18n::LANGUAGES;

    #[test]
    fn every_step_of_every_preset_reads_in_every_language() {
        for l in LANGUAGES {
            let lang = Lang::from_code(l.code).unwrap();
            for preset in Preset::ALL {
                let rules = preset.rules();
                let lesson = Lesson::new(&rules);
                for step in lesson.steps() {
                    let right = step.right_moves(&rules)[0];
                    let Verdict::Right(report) = step.judge(&rules, right) else {
                        unreachable!()
                    };
                    let mut texts = vec![
                        praise(lang, &report, &rules),
                        topic(lang, step.topic),
                        task(lang, step, &rules),
                        feedback(lang, &Feedback::Done(report), step, &rules),
                    ];
                    for pit in 0..rules.board_len() {
                        if let Verdict::Wrong(miss) = step.judge(&rules, pit) {
                            texts.push(missed(lang, miss, pit, &rules));
                        }
                    }
                    for text in texts {
                        assert!(
                            !text.is_empty() && !text.contains('{') && !text.contains('?'),
                            "{} {} {:?}: {text}",
                            l.code,
                            preset.id(),
                            step.topic
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_sentences_carry_the_engines_values() {
        let rules = Preset::Abapa.rules();
        let lesson = Lesson::new(&rules);
        let step = &lesson.steps()[0];
        let Verdict::Right(report) = step.judge(&rules, 2) else {
            panic!("C is the move")
        };
        assert_eq!(
            feedback(Lang::En, &Feedback::Done(report), step, &rules),
            "C held 4 seeds: one by one they went into the next pits, D, E, F and a. \
             Sowing always goes this way round, counter-clockwise."
        );
        let capture = &lesson.steps()[2];
        assert_eq!(
            task(Lang::En, capture, &rules),
            "Find the move whose last seed lands in one of North's pits and makes 2 or 3 there."
        );
        assert_eq!(
            missed(Lang::En, Miss::NoCapture { last: 2, count: 1 }, 0, &rules),
            "Its last seed would land in C and make 1 there: no capture. Count again from another pit."
        );
    }

    /// The status line after the learner's own right move praises it and says what it did (never that a
    /// solution was played for them): S1's sowing of C, then C1's capture of 2 in a.
    #[test]
    fn the_status_line_praises_the_learners_own_move() {
        let rules = Preset::Abapa.rules();
        let lesson = Lesson::new(&rules);
        let said = |index: usize, pit: usize| {
            let Verdict::Right(report) = lesson.steps()[index].judge(&rules, pit) else {
                panic!("step {index}: the right move")
            };
            [Lang::En, Lang::Es].map(|lang| praise(lang, &report, &rules))
        };
        assert_eq!(
            said(0, 2),
            [
                "Well done, that is the move! You sowed C yourself, just as the step asked.",
                "¡Muy bien, esa era la jugada! Sembraste tú el hoyo C, tal como pedía el paso."
            ]
        );
        assert_eq!(
            said(2, 5),
            [
                "Well done, that is the move! You sowed F and captured 2 seeds yourself.",
                "¡Muy bien, esa era la jugada! Sembraste tú el hoyo F y capturaste 2 semillas."
            ]
        );
    }

    /// On four rows the capture is L4-C's: the last seed in the mover's own inner row takes North's pits of
    /// that column, so the sentence names them, not the pit where the last seed landed.
    #[test]
    fn the_capture_on_four_rows_names_the_pits_taken() {
        let rules = Preset::Moruba.rules();
        let lesson = Lesson::new(&rules);
        let step = &lesson.steps()[2];
        let right = step.right_moves(&rules)[0];
        let Verdict::Right(report) = step.judge(&rules, right) else {
            panic!("a right move")
        };
        let n = rules.pits_a_side() as usize;
        let last = move_letter(n, *report.sown.last().unwrap());
        let taken = pits(Lang::En, n, report.captures.iter().map(|&(p, _)| p));
        assert!(report.captures.iter().all(|&(p, _)| p >= n), "North's pits");
        assert_eq!(
            feedback(Lang::En, &Feedback::Done(report), step, &rules),
            format!(
                "The last seed landed in {last}, in your inner row, so you captured the seeds in North's \
                 pits of that column ({taken}): 2 seeds in all. A capture takes the inner pit facing yours \
                 and the outer pit behind it."
            )
        );
    }
}
