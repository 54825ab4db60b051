//! The guided first game drawn (wasm32 only): the newcomers' card in the side panel ("First game" and its
//! button) and the lesson card over the board while the lesson runs: the step and its topic, the task, what
//! the last try did, and the buttons. Reads the state (`model.rs`), never changes it; every word from
//! `text.rs`. It looks like the puzzle card (`style.css` styles both).

use crate::features::game::state::State;
use crate::features::lesson::model::Feedback;
use crate::features::lesson::model::Learning;
use crate::features::lesson::text as lesson_text;
use crate::view::action::{Action, LessonAction};
use crate::view::dom::{self, button, html, primary, set_hidden, set_text, El};
use wari_ui::i18n::{tr, Lang};
use web_sys::Element;

/// The lesson's elements.
pub struct LessonView {
    /// The card over the board.
    card: Element,
    title: Element,
    task: Element,
    feedback: Element,
    back: Element,
    next: Element,
    leave: Element,
}

impl LessonView {
    /// Builds the newcomers' card (first in `panel`) and the lesson card (put before `board_holder`).
    pub fn build(lang: Lang, panel: Option<&Element>, board_holder: &Element) -> LessonView {
        let side = dom::intro_card(
            &tr!(lang, "lesson-heading"),
            "lesson-intro",
            &tr!(lang, "lesson-intro"),
        )
        .child(&primary(
            Action::Lesson(LessonAction::Open),
            &tr!(lang, "lesson-start"),
        ));
        dom::put_in_panel(panel, &side, 0);
        let title = html("h2").attr("id", "lesson-title");
        let task = html("p").attr("class", "lesson-task");
        let feedback = dom::live_status("lesson-feedback");
        let back = button(
            Action::Lesson(LessonAction::Back),
            &tr!(lang, "lesson-back"),
        );
        // Always enabled: a step can be left undone (no dead end); done, it is the way on.
        let next = primary(Action::Lesson(LessonAction::Next), "");
        let leave = button(
            Action::Lesson(LessonAction::Leave),
            &tr!(lang, "lesson-leave"),
        );
        let card = dom::board_card("lesson-card", "lesson-title")
            .child(&title)
            .child(&task)
            .child(&feedback)
            .child(
                &html("div")
                    .attr("class", "lesson-buttons")
                    .child(&back)
                    .child(&button(
                        Action::Lesson(LessonAction::Restart),
                        &tr!(lang, "lesson-restart"),
                    ))
                    .child(&next)
                    .child(&leave),
            );
        dom::put_before(board_holder, &card);
        LessonView {
            card,
            title,
            task,
            feedback,
            back,
            next,
            leave,
        }
    }

    /// Draws the lesson card from the state; `embedded`: no game to go back to.
    pub fn render(&self, learning: Option<&Learning>, state: &State, embedded: bool) {
        let lang = state.lang;
        dom::show_activity(&self.card, "learning", learning.is_some());
        let Some(l) = learning else {
            return;
        };
        let step = l.step();
        let rules = l.lesson.rules();
        let title = format!(
            "{} · {}",
            tr!(
                lang,
                "lesson-title",
                "number" => l.index as u32 + 1,
                "total" => l.lesson.steps().len() as u32
            ),
            lesson_text::topic(lang, step.topic)
        );
        set_text(&self.title, &title);
        set_text(&self.task, &lesson_text::task(lang, step, rules));
        let feedback = l.feedback_shown(state);
        let mut text = feedback.map_or(String::new(), |f| {
            lesson_text::feedback(lang, f, step, rules)
        });
        // A step of one pit has it ringed from the start (and its miss says so).
        let one_pit = matches!(step.task, wari_core::lesson::Task::Pit(_));
        if !l.done() && !one_pit && l.misses >= 2 && state.hint.is_some() {
            text.push(' ');
            text.push_str(&tr!(lang, "lesson-ringed"));
        }
        set_text(&self.feedback, &text);
        let class = match feedback {
            Some(Feedback::Wrong { .. }) => "lesson-feedback wrong",
            Some(Feedback::Done(_)) => "lesson-feedback done",
            None => "lesson-feedback",
        };
        dom::set_attr(&self.feedback, "class", class);
        crate::view::panel::Ui::enable(&self.back, l.index > 0);
        let next = if l.last() {
            tr!(lang, "lesson-finish")
        } else {
            tr!(lang, "lesson-next")
        };
        set_text(&self.next, &next);
        set_hidden(&self.leave, embedded);
    }
}
