//! The counting practice room (the mathematics of the Spanish classroom page): when it is on, a person's move
//! is not sown at the first tap. The pit chosen is held ([`Asking`]); the next tap says where its last seed will
//! land, a number how many seeds it will capture; "Sow" then plays the move the usual way (against the
//! computer, between two people, in a puzzle or the lesson), slowly, and the guess is checked against the
//! engine's report ([`wari_core::practice`]). Pure: no web-sys; its words are here too, tested in every language.

use crate::features::game::state::State;
use crate::features::game::storage::Speed;
use wari_core::practice::{Answer, Check, Guess};
use wari_core::rules::move_letter;
use wari_ui::i18n::{tr, Lang};

/// A move chosen, waiting for the guess.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asking {
    /// The pit to sow.
    pub pit: usize,
    /// Where the person says the last seed will land (not said yet: `None`).
    pub last: Option<usize>,
}

/// A move sown in practice: what was said and what the engine did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sown {
    /// The guess.
    pub guess: Guess,
    /// The engine's answer.
    pub answer: Answer,
    /// The game's ply after the move (while the board shows that ply moving, the seeds are counted aloud).
    pub ply: usize,
}

/// Counting practice: on or off, the numbers hidden or not, the move waiting, the last one sown, the score.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counting {
    /// Practice is on: moves wait for a guess.
    pub on: bool,
    /// The seed numbers are hidden on the board (the pebbles must be counted).
    pub hide: bool,
    /// The move chosen, waiting for the guess.
    pub asking: Option<Asking>,
    /// The last move sown in practice.
    pub sown: Option<Sown>,
    /// Right guesses (both parts).
    pub right: u32,
    /// Guesses checked.
    pub tries: u32,
}

impl Counting {
    /// Whether a tap on `pit` of `game`'s board is for counting practice (practice on, a person's legal move or
    /// the guess of the last pit), not a move to play now; `waits`: the room on the board waits for its next
    /// step (a lesson step done, a puzzle finished or its reply still to show).
    pub fn takes(&self, game: &State, waits: bool, pit: usize) -> bool {
        let g = &game.s.game;
        self.on
            && !waits
            && game.anim.is_none()
            && g.outcome().is_none()
            && !game.seat(g.position().to_move()).is_computer()
            && (self.asking.is_some() || g.check(pit).is_ok())
    }

    /// A tap on `pit` for counting practice: the move chosen first (ringed on `game`'s board), then the pit of
    /// the last seed.
    pub fn tap(&mut self, game: &mut State, pit: usize) {
        game.focus = pit;
        match self.asking.as_mut() {
            Some(a) => a.last = Some(pit),
            None => {
                self.asking = Some(Asking { pit, last: None });
                self.sown = None;
                game.hint = Some(pit);
            }
        }
    }

    /// Another pit is chosen: the move waiting is dropped (and its ring on `game`'s board).
    pub fn cancel(&mut self, game: &mut State) {
        self.asking = None;
        game.hint = None;
    }

    /// The move waiting, to be sown with `captured` as the guess of its capture (`None` until the last pit is
    /// said). The app plays it the usual way, then calls [`Counting::check`].
    pub fn ready(&self) -> Option<(usize, Guess)> {
        let a = self.asking?;
        Some((
            a.pit,
            Guess {
                last: a.last?,
                captured: 0,
            },
        ))
    }

    /// The move of `guess` was played on `game` (or refused, `played` false): the guess is checked against the
    /// engine's report and counted in the score.
    pub fn check(&mut self, game: &State, guess: Guess, played: bool) {
        self.asking = None;
        if !played {
            return;
        }
        let Some(report) = game.s.game.last_report() else {
            return;
        };
        let answer = Answer::of(&report);
        self.tries += 1;
        if answer.check(guess).right() {
            self.right += 1;
        }
        self.sown = Some(Sown {
            guess,
            answer,
            ply: game.s.game.ply(),
        });
    }

    /// The seeds of the practice move counted so far: one a frame while `game`'s board sows it, all once it
    /// is sown (`None` without a practice move).
    pub fn progress(&self, game: &State) -> Option<usize> {
        let sown = self.sown.as_ref()?;
        let total = sown.answer.sown.len();
        Some(match &game.anim {
            Some(a) if game.s.game.ply() == sown.ply => a.at.min(total),
            _ => total,
        })
    }

    /// The delay a seed of the animation at `speed`, in ms: in practice, at least the slow speed's (the move
    /// is counted as it is sown), even when moves are otherwise shown at once.
    pub fn sowing_ms(&self, speed: Speed) -> u32 {
        let ms = speed.ms();
        if self.on {
            ms.max(Speed::Slow.ms())
        } else {
            ms
        }
    }

    /// Practice on or off (the move waiting and the last one sown are forgotten; the score stays).
    pub fn toggle(&mut self) {
        self.on = !self.on;
        self.asking = None;
        self.sown = None;
    }
}

/// The question while a move of `game` waits, or `None`.
pub fn question(lang: Lang, c: &Counting, state: &State) -> Option<String> {
    let a = c.asking?;
    let n = state.n();
    let pit = move_letter(n, a.pit);
    Some(match a.last {
        None if c.hide => tr!(lang, "practice-ask-last-hidden", "pit" => pit),
        None => tr!(
            lang,
            "practice-ask-last",
            "pit" => pit,
            "count" => state.s.game.position().pit(a.pit) as u32
        ),
        Some(last) => tr!(
            lang,
            "practice-ask-captured",
            "pit" => pit,
            "last" => move_letter(n, last)
        ),
    })
}

/// The seeds counted aloud while the move is sown: "1, 2, 3 …", then, with all of them, where the last one
/// landed and what was captured. `counted`: the seeds sown so far (all of them once the sowing is over).
pub fn counted(lang: Lang, n: usize, sown: &Sown, counted: usize) -> String {
    let total = sown.answer.sown.len();
    let numbers: Vec<String> = (1..=counted.min(total)).map(|k| k.to_string()).collect();
    let numbers = numbers.join(", ");
    if counted < total {
        return tr!(lang, "practice-counting", "numbers" => numbers);
    }
    tr!(
        lang,
        "practice-counted",
        "numbers" => numbers,
        "last" => move_letter(n, sown.answer.last),
        "count" => sown.answer.captured
    )
}

/// Whether the guess was right, part by part.
pub fn verdict(lang: Lang, n: usize, sown: &Sown) -> String {
    let Check { last, captured } = sown.answer.check(sown.guess);
    if last && captured {
        return tr!(lang, "practice-right");
    }
    let first = if last {
        tr!(lang, "practice-last-right")
    } else {
        tr!(
            lang,
            "practice-last-wrong",
            "last" => move_letter(n, sown.answer.last),
            "guess" => move_letter(n, sown.guess.last)
        )
    };
    let second = if captured {
        tr!(lang, "practice-captured-right")
    } else {
        tr!(
            lang,
            "practice-captured-wrong",
            "count" => sown.answer.captured,
            "guess" => sown.guess.captured
        )
    };
    format!("{first} {second}")
}

/// The score: right guesses of all.
pub fn score(lang: Lang, c: &Counting) -> String {
    tr!(lang, "practice-score", "right" => c.right, "total" => c.tries)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::game::state::Clicked;
    use wari_ui::i18n::LANGUAGES;

    use crate::features::game::state::tests::open as state;

    #[test]
    fn a_move_waits_for_the_guess_then_is_checked_against_the_engine() {
        let mut c = Counting::default();
        let mut st = state("?variant=abapa&south=human&north=human&lang=en");
        c.toggle();
        // C: the engine's report says its last seed lands in a (index 6), capturing nothing.
        assert!(c.takes(&st, false, 2));
        c.tap(&mut st, 2);
        assert_eq!(st.s.game.ply(), 0, "nothing is played at the first tap");
        assert_eq!(
            question(Lang::En, &c, &st).unwrap(),
            "Pit C holds 4 seeds. Where will its last seed land? Tap that pit."
        );
        assert_eq!(c.ready(), None);
        c.tap(&mut st, 6);
        let (pit, mut guess) = c.ready().unwrap();
        guess.captured = 1;
        assert_eq!(st.click_pit(pit, 0.0, false), Clicked::Played);
        c.check(&st, guess, true);
        let sown = c.sown.clone().unwrap();
        assert_eq!(sown.answer.sown, vec![3, 4, 5, 6]);
        assert_eq!((c.right, c.tries), (0, 1));
        assert_eq!(counted(Lang::En, 6, &sown, 2), "1, 2 …");
        assert_eq!(
            counted(Lang::En, 6, &sown, 4),
            "1, 2, 3, 4: the last seed lands in a, and the move captures 0 seeds."
        );
        assert_eq!(
            verdict(Lang::En, 6, &sown),
            "The last seed: right. The move captured 0 seeds, not 1."
        );
        // North's turn (two people): d's 5 seeds end in C... a right guess scores.
        c.tap(&mut st, 9);
        let (pit, guess) = {
            let answer = Answer::predict(st.s.game.position(), st.rules(), 9).unwrap();
            c.tap(&mut st, answer.last);
            let (pit, mut g) = c.ready().unwrap();
            g.captured = answer.captured;
            (pit, g)
        };
        st.click_pit(pit, 0.0, false);
        c.check(&st, guess, true);
        assert_eq!((c.right, c.tries), (1, 2));
        assert_eq!(
            verdict(Lang::En, 6, c.sown.as_ref().unwrap()),
            "Right on both counts!"
        );
    }

    /// With the seed numbers hidden the question does not say them either, in any language.
    #[test]
    fn hidden_numbers_are_not_said_in_the_question() {
        let mut c = Counting::default();
        let mut st = state("?variant=abapa&south=human&north=human&lang=en");
        c.toggle();
        c.hide = true;
        c.tap(&mut st, 2);
        assert_eq!(
            question(Lang::En, &c, &st).unwrap(),
            "Pit C: count its seeds. Where will its last seed land? Tap that pit."
        );
        for l in LANGUAGES {
            let lang = Lang::from_code(l.code).unwrap();
            let q = question(lang, &c, &st).unwrap();
            assert!(!q.contains('4') && !q.contains('{'), "{}: {q}", l.code);
        }
    }

    #[test]
    fn the_computers_turn_and_an_illegal_pit_are_not_taken() {
        let mut c = Counting::default();
        let mut st = state("?variant=abapa&south=human&north=ai-1");
        c.toggle();
        assert!(
            !c.takes(&st, false, 7),
            "North's pit: refused the usual way"
        );
        st.click_pit(2, 0.0, false);
        assert!(!c.takes(&st, false, 8), "the computer's turn");
    }

    #[test]
    fn every_sentence_reads_in_every_language() {
        let sown = Sown {
            guess: Guess {
                last: 3,
                captured: 2,
            },
            answer: Answer {
                sown: vec![1, 2, 3, 4],
                last: 4,
                captured: 3,
            },
            ply: 1,
        };
        for l in LANGUAGES {
            let lang = Lang::from_code(l.code).unwrap();
            for text in [
                counted(lang, 6, &sown, 2),
                counted(lang, 6, &sown, 4),
                verdict(lang, 6, &sown),
                score(lang, &Counting::default()),
            ] {
                assert!(
                    !text.is_empty() && !text.contains('{'),
                    "{}: {text}",
                    l.code
                );
            }
        }
    }
}
