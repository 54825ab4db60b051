//! "Learn from your mistakes" drawn: the card over the board while the mistakes are tried again (which mistake
//! of how many, the task, what the last try did, the hint, and the buttons), then the end (what was found).
//! Reads the state (`model.rs`), never changes it; every word from `text.rs`. It looks like the puzzle card
//! (`style.css` styles both).

use crate::features::game::state::State;
use crate::features::mistakes::model::{Feedback, Retrying};
use crate::features::mistakes::text;
use crate::view::action::{Action, MistakesAction};
use crate::view::dom::{self, button, html, primary, set_hidden, set_text, El};
use wari_ui::i18n::{tr, Lang};
use web_sys::Element;

/// The card's elements.
pub struct MistakesView {
    card: Element,
    title: Element,
    task: Element,
    feedback: Element,
    hint_text: Element,
    hint: Element,
    show: Element,
    next: Element,
    again: Element,
    leave: Element,
}

impl MistakesView {
    /// Builds the card (put before `board_holder`, hidden until the room opens).
    pub fn build(lang: Lang, board_holder: &Element) -> MistakesView {
        let title = html("h2").attr("id", "mistakes-title");
        let task = html("p").attr("class", "mistakes-task");
        let feedback = dom::live_status("puzzle-feedback");
        let hint_text = html("p").attr("class", "puzzle-hint");
        let hint = button(
            Action::Mistakes(MistakesAction::Hint),
            &tr!(lang, "mistakes-hint"),
        );
        let show = button(
            Action::Mistakes(MistakesAction::Show),
            &tr!(lang, "mistakes-show"),
        );
        let next = primary(Action::Mistakes(MistakesAction::Next), "");
        let again = button(
            Action::Mistakes(MistakesAction::Again),
            &tr!(lang, "mistakes-again"),
        );
        let leave = button(
            Action::Mistakes(MistakesAction::Leave),
            &tr!(lang, "mistakes-leave"),
        );
        let card = dom::board_card("mistakes-card", "mistakes-title")
            .child(&title)
            .child(&task)
            .child(&feedback)
            .child(&hint_text)
            .child(
                &html("div")
                    .attr("class", "puzzle-buttons")
                    .child(&hint)
                    .child(&show)
                    .child(&next)
                    .child(&again)
                    .child(&leave),
            );
        dom::put_before(board_holder, &card);
        MistakesView {
            card,
            title,
            task,
            feedback,
            hint_text,
            hint,
            show,
            next,
            again,
            leave,
        }
    }

    /// Draws the card from the state; `embedded`: no game to go back to.
    pub fn render(&self, retrying: Option<&Retrying>, state: &State, embedded: bool) {
        let lang = state.lang;
        dom::show_activity(&self.card, "retrying", retrying.is_some());
        let Some(r) = retrying else {
            return;
        };
        let rules = r.game.rules();
        set_text(&self.title, &text::heading(lang, r));
        let current = r.current();
        let task = match current {
            Some(e) => text::task(lang, rules, e, r.players.len() == 1),
            None => text::end(lang, r),
        };
        set_text(&self.task, &task);
        let said = match (current, r.feedback) {
            (Some(e), Some(f)) => text::feedback(lang, rules, e, f),
            _ => String::new(),
        };
        set_text(&self.feedback, &said);
        let kind = match r.feedback {
            Some(Feedback::Wrong { .. } | Feedback::Same) => "puzzle-feedback wrong",
            Some(Feedback::Right { .. }) => "puzzle-feedback solved",
            _ => "puzzle-feedback",
        };
        dom::set_attr(&self.feedback, "class", kind);
        let hint = current
            .map(|e| text::hint(lang, rules, e))
            .unwrap_or_default();
        set_text(&self.hint_text, &hint);
        set_hidden(&self.hint_text, !r.hint || r.done());
        set_hidden(&self.hint, current.is_none() || r.hint || r.done());
        set_hidden(&self.show, current.is_none() || r.done());
        let last = r.at + 1 >= r.exercises.len();
        let next = if !r.done() {
            tr!(lang, "mistakes-skip")
        } else if last {
            tr!(lang, "mistakes-finish")
        } else {
            tr!(lang, "mistakes-next")
        };
        set_text(&self.next, &next);
        set_hidden(&self.next, current.is_none());
        dom::set_attr(&self.next, "class", if r.done() { "primary" } else { "" });
        set_hidden(&self.again, current.is_some() || r.exercises.is_empty());
        set_hidden(&self.leave, embedded);
    }
}
