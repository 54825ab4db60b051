//! The page drawn after every update ([`View::render`]): the board from the game room's state (or the
//! editor's set-up), the status line, the buttons, the panel's parts that follow the game, the rooms' cards,
//! the notices, the page's language and title.

use super::{reduced_motion, View};
use crate::app::later;
use crate::app::model::Model;
use crate::features::computer::client::Computer;
use crate::features::game::anim::Telling;
use crate::features::game::state::{Note, Purpose};
use crate::features::lesson::model::Feedback as LessonFeedback;
use crate::features::lesson::text as lesson_text;
use crate::features::notices::Notices;
use crate::features::puzzle::model::Feedback;
use crate::view::board::View as BoardView;
use crate::view::dom::{self, set_attr, set_hidden, set_text};
use crate::view::error_text;
use crate::view::panel::{Panel, Ui};
use wari_core::rules::{move_letter, MatchFormat, Player};
use wari_ui::i18n::{self, fill, tr};

impl View {
    /// Draws `state`, with what the computer and the notices say.
    pub fn render(&mut self, state: &Model, computer: &Computer, notices: &Notices) {
        self.ensure_board(state);
        // A room shown with the board needs its cards now, even before the first paint is over.
        if later::room_shown(state) {
            self.complete(state);
        }
        if let Some(rest) = &mut self.rest {
            rest.puzzles
                .render(state.solving(), &state.solved, &state.game, self.embedded);
            rest.lesson
                .render(state.learning(), &state.game, self.embedded);
            rest.counting.render(&state.counting, &state.game);
            rest.mistakes
                .render(state.retrying(), &state.game, self.embedded);
            rest.review.render(&state.review, &state.game);
        }
        let editing = self.rest.as_ref().is_some_and(|r| {
            r.editor
                .render(state.editing(), &state.game, &mut self.board, &self.ui)
        });
        if editing {
            set_text(
                &self.ui.status_note,
                &note_text(state, state.game.note.as_ref()),
            );
            self.render_page(state, notices);
            return;
        }
        let lang = state.game.lang;
        let t = lang.t();
        let game = &state.game.s.game;
        let pos = *game.position();
        let n = pos.pits_a_side();
        let outcome = game.outcome();
        let frame = state.game.anim.as_ref().and_then(|a| a.frames.get(a.at));
        let (pits, stores): (&[u8], [u16; 2]) = match frame {
            Some(f) => (&f.pits[..pos.len()], f.stores),
            None => (pos.pits(), pos.stores().map(u16::from)),
        };
        let mover = pos.to_move();
        // A puzzle solved or shown, or a lesson step done, waits for the next: no pit to play.
        let puzzle_over = state.solving().is_some_and(|s| s.finished())
            || state.learning().is_some_and(|l| l.done())
            || state.retrying().is_some_and(|r| r.done());
        // The review shows the game's positions: no pit to play; its better move ringed as a hint is, the move
        // played there marked as the last move is.
        let reviewing = state.review.is_open();
        let human_turn = outcome.is_none()
            && !state.game.seat(mover).is_computer()
            && !puzzle_over
            && !reviewing;
        let legal: u64 = if frame.is_none() && human_turn {
            game.legal_moves().iter().fold(0, |m, &p| m | 1 << p)
        } else {
            0
        };
        let last = if reviewing {
            game.all_moves()
                .get(game.ply())
                .map(|&p| (p as usize, usize::MAX))
        } else {
            game.last_report()
                .map(|r| (r.origin, r.sown.last().copied().unwrap_or(r.origin)))
        };
        let hint = if reviewing {
            state.review.better()
        } else {
            state.game.hint
        };
        let pit_labels: Vec<String> = (0..2 * n)
            .map(|i| {
                i18n::pit_label(
                    lang,
                    move_letter(n, i),
                    // Counting practice may hide the numbers: then the names do not say them either.
                    (!state.counting.hide).then_some(pits[i] as u32),
                    legal & (1 << i) != 0,
                    hint == Some(i),
                )
            })
            .collect();
        let store_labels = [
            i18n::store_label(lang, Player::South, stores[0] as u32),
            i18n::store_label(lang, Player::North, stores[1] as u32),
        ];
        self.board.render(&BoardView {
            pits,
            stores,
            legal,
            last: if frame.is_some() {
                last.map(|(o, _)| (o, usize::MAX))
            } else {
                last
            },
            active: frame.and_then(|f| f.active),
            flash: frame.map_or(0, |f| f.flash),
            flight: frame.and_then(|f| f.flight.as_ref()),
            hint,
            focus: state.game.focus,
            pit_labels: &pit_labels,
            store_labels: [&store_labels[0], &store_labels[1]],
            names: [
                i18n::player(lang, Player::South),
                i18n::player(lang, Player::North),
            ],
            to_move: outcome.is_none().then_some(mover),
        });

        // Counting practice: the pit said for the last seed is marked (the card says it in words).
        let guessed = state.counting.asking.and_then(|a| a.last);
        for i in 0..2 * n {
            if let Some(el) = self.board.pit_element(i) {
                dom::set_class(el, "guessed", guessed == Some(i));
            }
        }

        // Status line.
        let ui = &self.ui;
        // The words follow the seeds: while they are sown, only the pit sown; what the move did once the board
        // shows it; whose turn it is (or the end) once the move is over on the board.
        let telling = state.game.telling();
        // A lesson step done by the learner's own move: the turn's place praises it and says what it did.
        let lesson_done = state.learning().and_then(|l| match &l.feedback {
            Some(LessonFeedback::Done(report)) => {
                Some(lesson_text::praise(lang, report, game.rules()))
            }
            _ => None,
        });
        let move_text = game
            .last_report()
            .filter(|_| lesson_done.is_none() || telling != Telling::Settled)
            .map(|r| match telling {
                Telling::Sowing => i18n::sowing_sentence(lang, &r, n),
                Telling::Done | Telling::Settled => i18n::move_sentence(lang, &r, n),
            })
            .unwrap_or_default();
        let thinking = computer.thinking(Purpose::Move) || state.computer_to_move();
        let turn_text = if telling != Telling::Settled {
            String::new()
        } else if let Some(praise) = lesson_done {
            praise
        } else if let Some(o) = outcome {
            let mut s = i18n::outcome_sentence(lang, &o, game.rules(), mover, game.last_capturer());
            let m = state.game.match_now();
            if m.format != MatchFormat::Single {
                s.push(' ');
                s.push_str(&i18n::match_score(lang, &m, true));
            }
            s
        } else if puzzle_over {
            // A puzzle solved or its solution shown, a mistake done: nobody is to move any more.
            match (state.retrying(), state.solving().and_then(|s| s.feedback)) {
                (Some(r), _) => crate::features::mistakes::text::status(lang, r),
                (None, Some(Feedback::Solved)) => tr!(lang, "puzzle-turn-solved"),
                (None, _) => tr!(lang, "puzzle-turn-shown"),
            }
        } else if reviewing {
            String::new()
        } else if state.game.reviewing() && !state.game.resume {
            fill(
                t.viewing,
                &[&game.ply().to_string(), &game.all_moves().len().to_string()],
            )
        } else if thinking && frame.is_none() {
            match computer.preparing() {
                Some(pc) => fill(t.preparing, &[&pc.to_string()]),
                None => i18n::thinking(lang, mover),
            }
        } else if thinking {
            String::new()
        } else if state.game.humans() == 1 {
            t.your_move.to_string()
        } else {
            i18n::to_move(lang, mover)
        };
        set_text(&ui.status_move, &move_text);
        set_text(&ui.status_turn, &turn_text);
        set_text(&ui.status_note, &note_text(state, state.game.note.as_ref()));
        set_hidden(
            &ui.spinner,
            !(thinking && frame.is_none() || computer.busy()),
        );
        dom::set_class(&ui.status_turn, "over", outcome.is_some());

        // Buttons.
        Ui::enable(&ui.undo, game.can_undo());
        Ui::enable(&ui.redo, game.can_redo());
        Ui::enable(&ui.hint, outcome.is_none() && !computer.busy());
        set_hidden(
            &ui.agree,
            !(outcome.is_none() && (game.cycle_suspected() || game.is_repetition())),
        );
        let computer_waits = outcome.is_none()
            && state.game.seat(mover).is_computer()
            && state.game.reviewing()
            && !state.game.resume;
        set_hidden(&ui.play_on, !computer_waits);
        let m = state.game.match_now();
        set_hidden(
            &ui.next_game,
            !(outcome.is_some() && m.format != MatchFormat::Single && !m.is_over()),
        );
        ui.show_mode(state.game.s.seats);
        if let Some(rest) = &mut self.rest {
            render_panel(&mut rest.panel, state);
        }
        self.render_page(state, notices);
    }

    /// The notices, the page's language and title.
    fn render_page(&mut self, state: &Model, notices: &Notices) {
        let lang = state.game.lang;
        let t = lang.t();
        if self.notices_drawn != Some((notices.version(), lang)) {
            notices.render(&self.ui.notices, lang);
            self.notices_drawn = Some((notices.version(), lang));
        }
        let doc = dom::document();
        if let Some(html) = doc.document_element() {
            set_attr(&html, "lang", lang.code());
        }
        if doc.title() != t.page_title {
            doc.set_title(t.page_title);
        }
    }
}

/// The panel's parts that follow the game: the custom form's error, the reduced motion note, the match score,
/// the move list.
fn render_panel(panel: &mut Panel, state: &Model) {
    let lang = state.game.lang;
    let game = &state.game.s.game;
    let custom_error = state.game.custom_error.as_ref().map_or(String::new(), |e| {
        fill(lang.t().custom_error, &[&error_text::rules_error(lang, e)])
    });
    set_text(&panel.custom.error, &custom_error);
    dom::set_flag(&panel.reduced_note, "hidden", !reduced_motion());
    let m = state.game.match_now();
    let score = if m.format == MatchFormat::Single {
        String::new()
    } else {
        i18n::match_score(lang, &m, game.outcome().is_some())
    };
    set_text(&panel.match_score, &score);
    set_hidden(&panel.match_score, score.is_empty());
    let n = state.game.n();
    let letters: String = game
        .all_moves()
        .iter()
        .map(|&mv| move_letter(n, mv as usize))
        .collect();
    let starter = game.start_position().to_move();
    // In the review the move selected is the one played from the position shown.
    let current = if state.review.is_open() {
        state.review.selected()
    } else {
        game.ply()
    };
    panel.moves.show(&letters, current, starter);
}

/// The status line's note in the page's language.
fn note_text(state: &Model, note: Option<&Note>) -> String {
    let lang = state.game.lang;
    let t = lang.t();
    let Some(note) = note else {
        return String::new();
    };
    match note {
        Note::GameStarted => {
            let name = match state.game.s.preset {
                Some(p) => i18n::preset_name(lang, p).to_string(),
                None => t.custom_option.to_string(),
            };
            fill(t.game_started, &[&name])
        }
        Note::ComputerTurn => t.computer_turn.to_string(),
        Note::Illegal {
            error,
            letter,
            mover,
        } => error_text::illegal(lang, *error, *letter, *mover),
        Note::HintThinking => t.hint_thinking.to_string(),
        Note::Hint { pit, score } => {
            let letter = move_letter(state.game.n(), *pit).to_string();
            fill(t.hint_result, &[&letter, i18n::eval_words(lang, *score)])
        }
        Note::Copied => t.copied.to_string(),
        Note::CopyManual => t.copy_manual.to_string(),
    }
}
