//! The app's update (wasm32 only): the one place a message is turned into work. It holds the rooms:
//!
//! - [`Model`] (`model.rs`): the game room's state, the [`Mode`] the board shows (game, editor, puzzle,
//!   lesson), the puzzles solved and counting practice (pure);
//! - [`View`] (`view.rs`): the page drawn from the model (board, panel, dialogs, the rooms' cards);
//! - [`Computer`] (`features/computer`): the computer player's client (worker, or the engine in the page);
//! - [`Notices`] (`features/notices`): what the player is told until they dismiss it.
//!
//! A click travels: DOM event -> the runtime reads `data-action` into an [`Action`] -> [`App::update`] (one
//! exhaustive `match`) changes the model through the rooms' methods and returns [`Effect`]s ->
//! [`App::after_update`] asks the computer if it is its turn, saves, renders the view from the model and
//! returns the effects of that (the timer, the worker's requests, what to save) -> the runtime performs them.

use crate::app::classroom;
use crate::app::later;
use crate::app::model::{Mode, Model};
use crate::app::msg::{Effect, Msg, Save};
use crate::app::view::{self, View};
use crate::features::computer::client::{Answer, Computer};
use crate::features::editor::model::{Change, Editing, Place};
use crate::features::game::state::{Clicked, Purpose};
use crate::features::lesson::model::Learning;
use crate::features::mistakes::model::Retrying;
use crate::features::notices::{Notice, Notices, Room};
use crate::features::print::client as printing;
use crate::features::puzzle::model::Solving;
use crate::features::review::saved::REVIEW_KEY;
use crate::view::action::{
    Action, EditorAction, LessonAction, MistakesAction, PracticeAction, PuzzleAction,
};
use wari_core::rules::Rules;
use wari_engine::protocol::WorkerFailure;
use wari_ui::print_job::PrintJob;

#[path = "update_review.rs"]
mod review;

/// The page: the rooms, and whether it saves.
pub struct App {
    model: Model,
    view: View,
    computer: Computer,
    notices: Notices,
    /// Save the game (not in an embedded board or a print preview).
    persist: bool,
    /// The JSON saved last (saving only when it changes).
    last_saved: String,
    /// The puzzles solved as saved last.
    last_solved: String,
    /// What the classroom rooms kept last (the position set up, practice's score).
    last_classroom: [(Room, Option<String>); 2],
    /// The review's revision when its analysis was saved last (`features/review/saved.rs`).
    last_review: u32,
    /// The print preview of the link (`print=`), asked of the print module after the first paint (its loader
    /// is handed to the page once the page's module has started).
    preview: Option<PrintJob>,
    /// The effects of the message being handled, returned at its end.
    fx: Vec<Effect>,
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

fn coin() -> bool {
    js_sys::Math::random() < 0.5
}

fn random_seed() -> u64 {
    (js_sys::Math::random() * 9.0e15) as u64
}

impl App {
    /// The app of a page that has read its link and saved state into `model` and built `view`; `persist`:
    /// it saves (not an embedded board or a print preview); `preview`: the print preview of the link.
    pub fn new(
        model: Model,
        view: View,
        notices: Notices,
        persist: bool,
        preview: Option<PrintJob>,
    ) -> App {
        App {
            last_solved: model.solved.text(),
            last_classroom: model.classroom_to_save(),
            last_review: model.review.revision(),
            model,
            view,
            computer: Computer::new(),
            notices,
            persist,
            last_saved: String::new(),
            preview,
            fx: Vec::new(),
        }
    }

    /// Applies one message; returns what the runtime is to do.
    pub fn update(&mut self, msg: Msg) -> Vec<Effect> {
        self.handle(msg);
        // The offer of a game put away by a change of variant lapses with the new game's first move.
        if self.model.game.replaced.is_none() {
            self.notices.withdraw_offer();
        }
        self.take_effects()
    }

    /// The effects gathered, with the computer client's calls.
    fn take_effects(&mut self) -> Vec<Effect> {
        let calls = self.computer.take_calls();
        self.fx.extend(calls.into_iter().map(Effect::Computer));
        std::mem::take(&mut self.fx)
    }

    fn handle(&mut self, msg: Msg) {
        let editing = matches!(self.model.mode, Mode::Editor(_));
        match msg {
            Msg::Action(a) => self.act(a),
            // The review shows the game's positions: a pit is not played there.
            Msg::Pit(_) if self.model.review.is_open() => {}
            Msg::Pit(pit) if editing => self.model.edit_select(Place::Pit(pit)),
            Msg::Store(p) => self.model.edit_select(Place::Store(p)),
            Msg::Edit(place, change) => self.model.edit(place, change),
            Msg::Pit(pit) if self.model.counting_takes(pit) => {
                let asked = self.model.counting.asking.is_some();
                self.model.counting_tap(pit);
                if asked {
                    self.view.counting_asked(&self.model);
                }
            }
            Msg::Pit(pit) => {
                self.play_pit(pit);
            }
            Msg::Focus(pit) => self.model.game.focus = pit,
            Msg::Arrow(pit, arrow) => self.view.move_focus(pit, arrow),
            Msg::Tick => {
                let t = now();
                let animate = self.animate();
                self.model.tick(t, animate);
                if let Some(answer) = self.computer.tick(t) {
                    self.answer(answer);
                }
            }
            Msg::Worker(reply) => {
                self.review_reply(&reply);
                if let Some(answer) = self.computer.reply(reply, now()) {
                    self.answer(answer);
                }
            }
            Msg::WorkerGarbled => self.worker_failed(WorkerFailure::Garbled),
            Msg::WorkerFailed => self.worker_failed(WorkerFailure::Stopped),
            Msg::PageEngineMissing => {
                if let Some(answer) = self.computer.page_missing() {
                    self.answer(answer);
                }
            }
            Msg::Copied(ok) => {
                if let Some(note) = self.view.copied(ok) {
                    self.model.game.note = Some(note);
                }
            }
            Msg::Layout => self.view.ensure_board(&self.model),
            Msg::BeforePrint => {
                let fx = self.view.before_print(&self.model);
                self.fx.push(fx);
            }
            Msg::AfterPrint => printing::after_print(),
            Msg::PrintUnavailable => self.notices.add(Notice::PrintUnavailable),
            Msg::DialogClosed => self.view.dialog_closed(),
            Msg::Resized => self.view.resized(),
            Msg::Painted => {
                self.view.complete(&self.model);
                self.computer.start();
                if let Some(job) = self.preview.take() {
                    let ask = printing::ask(job, self.model.game.snapshot());
                    self.fx.push(Effect::Print(Box::new(ask)));
                }
            }
            Msg::LangLoaded(lang, true) => {
                self.model.game.set_lang(lang);
                self.view.relabel(&self.model);
            }
            Msg::LangLoaded(lang, false) => {
                self.notices.add(Notice::LanguageNotLoaded(lang));
                self.view.show_lang(&self.model);
            }
        }
    }

    /// A person's move on `pit`, in the puzzle, the lesson or the game; whether it was played.
    fn play_pit(&mut self, pit: usize) -> bool {
        let (t, animate) = (now(), self.animate());
        match self.model.click(pit, t, animate) {
            Clicked::Played => {
                if matches!(self.model.mode, Mode::Game | Mode::Editor(_)) {
                    self.computer.cancel();
                }
                true
            }
            Clicked::Refused => {
                self.view.shake(pit);
                false
            }
            Clicked::ComputerTurn => false,
        }
    }

    /// Whether a move is shown seed by seed.
    fn animate(&self) -> bool {
        self.model.sowing_ms() > 0 && !view::reduced_motion()
    }

    /// Puts `text` in the share box and copies it.
    fn share(&mut self, text: String) {
        let fx = self.view.share(&self.model, text);
        self.fx.push(fx);
    }

    /// What a control asks for.
    fn act(&mut self, action: Action) {
        let leaves = action.leaves();
        if leaves.editor {
            self.model.leave_editor();
        }
        let borrowed = matches!(
            self.model.mode,
            Mode::Puzzle(_) | Mode::Lesson(_) | Mode::Mistakes(_)
        );
        if leaves.puzzle && borrowed {
            self.model.leave_puzzle();
            self.model.leave_lesson();
            self.model.leave_mistakes();
            self.view.fill_panel(&self.model);
        }
        let solving = matches!(self.model.mode, Mode::Puzzle(_));
        let learning = matches!(self.model.mode, Mode::Lesson(_));
        let retrying = matches!(self.model.mode, Mode::Mistakes(_));
        let st = &mut self.model;
        match action {
            Action::NewGame => {
                self.computer.cancel();
                st.game.new_game(now(), coin());
                self.view.fill_panel(st);
            }
            Action::NextGame => {
                self.computer.cancel();
                st.game.next_game(now(), coin());
                self.view.fill_panel(st);
            }
            Action::Undo if learning => st.lesson_with(Learning::restart_step),
            Action::Redo | Action::Goto(_) | Action::Hint if learning => {}
            Action::Undo if solving => st.puzzle_with(Solving::restart),
            Action::Redo | Action::Goto(_) if solving => {}
            Action::Hint if solving => st.puzzle_with(|s, _| s.hint = true),
            Action::Undo if retrying => st.mistakes_with(Retrying::restart),
            Action::Redo | Action::Goto(_) if retrying => {}
            Action::Hint if retrying => st.mistakes_with(|r, _| r.hint = true),
            Action::Undo => {
                self.computer.cancel();
                st.game.undo();
            }
            Action::Redo => {
                self.computer.cancel();
                st.game.redo();
            }
            // In the review the move list selects a move, shown where it was played.
            Action::Goto(ply) if st.review.is_open() => {
                self.review(crate::view::action::ReviewAction::Select(ply.max(1)))
            }
            Action::Goto(ply) => {
                self.computer.cancel();
                st.game.goto(ply);
            }
            Action::Hint => {
                if st.game.ask_hint() {
                    if let Some(req) = st.game.think_request(Purpose::Hint, random_seed()) {
                        self.computer.ask(Purpose::Hint, req, now());
                    }
                }
            }
            Action::Agree => {
                self.computer.cancel();
                st.game.agree();
            }
            Action::PlayOn => st.game.play_on(),
            Action::Flip => st.game.flip(),
            Action::ModeComputer => {
                self.computer.cancel();
                st.game.mode_computer();
                self.view.fill_panel(st);
            }
            Action::ModeTwo => {
                self.computer.cancel();
                st.game.mode_two();
                self.view.fill_panel(st);
            }
            Action::Seat(player, seat) => {
                self.computer.cancel();
                st.game.set_seat(player, seat);
            }
            Action::Variant(Some(preset)) => {
                self.computer.cancel();
                st.game.choose_preset(preset, now(), coin());
                self.offer_back();
                self.view.fill_panel(&self.model);
            }
            Action::UndoVariant => {
                self.computer.cancel();
                st.game.undo_variant();
                self.view.fill_panel(st);
            }
            Action::Variant(None) => self.view.open_custom(st),
            Action::ApplyCustom => match self.view.custom_text(st).parse::<Rules>() {
                Ok(rules) => {
                    self.computer.cancel();
                    st.game.choose_rules(rules, now(), coin());
                    self.offer_back();
                    self.view.fill_panel(&self.model);
                }
                Err(e) => st.game.custom_error = Some(e),
            },
            Action::CustomRows(rows) => self.view.custom_rows(st, rows),
            Action::Match(format) => {
                st.game.set_match(format);
                self.view.fill_panel(st);
            }
            Action::Speed(speed) => st.game.set_speed(speed),
            // The language's file is fetched first, unless it was read before.
            Action::Lang(lang) => self.fx.push(Effect::LoadLang(lang)),
            Action::CopyMoves => {
                let text = st.game.s.game.game_string();
                self.share(text);
            }
            Action::CopyLink => {
                let base = page_base();
                let text = match st.solving() {
                    Some(s) => format!(
                        "{base}?puzzle={}&lang={}",
                        s.puzzle().id,
                        st.game.lang.code()
                    ),
                    None => st.game.share_link(&base),
                };
                self.share(text);
            }
            Action::Dismiss(id) => {
                if let Some(Notice::VariantChanged { .. }) = self.notices.dismiss(id) {
                    st.game.replaced = None;
                }
            }
            Action::HelpOpen => self.view.help(st, true),
            Action::HelpClose => self.view.help(st, false),
            Action::Embed(a) => {
                let fx = self.view.embed(a, st);
                self.fx.extend(fx);
            }
            Action::Print(a) => {
                let fx = self.view.print(a, st);
                self.fx.extend(fx);
            }
            Action::Puzzle(a) => self.puzzle(a),
            Action::Lesson(a) => self.lesson(a),
            Action::Practice(a) => self.practice(a),
            Action::Editor(a) => self.editor(a),
            Action::Mistakes(a) => self.mistakes(a),
            Action::Review(a) => self.review(a),
        }
        // The position set up follows the rules chosen meanwhile.
        self.model.editor_follows_rules();
    }

    /// After a change of variant: the game put away, if it had moves, is offered back (a notice with Undo).
    fn offer_back(&mut self) {
        let game = &self.model.game;
        if let Some(kept) = &game.replaced {
            self.notices.offer(Notice::VariantChanged {
                chosen: game.s.preset,
                previous: kept.preset,
            });
        }
    }

    /// Counting practice's controls.
    fn practice(&mut self, action: PracticeAction) {
        let st = &mut self.model;
        match action {
            PracticeAction::Toggle => st.counting.toggle(),
            PracticeAction::Hide => st.counting.hide = !st.counting.hide,
            PracticeAction::Cancel => st.counting.cancel(&mut st.game),
            PracticeAction::Sow => {
                if let Some((pit, mut guess)) = st.counting.ready() {
                    guess.captured = self.view.counting_number(&self.model);
                    let played = self.play_pit(pit);
                    let st = &mut self.model;
                    st.counting.check(&st.game, guess, played);
                }
            }
        }
    }

    /// The position editor's controls.
    fn editor(&mut self, action: EditorAction) {
        let st = &mut self.model;
        let selected = st.editing().map(|e| e.selected);
        let change = |st: &mut Model, c: Change| {
            if let Some(place) = selected {
                st.edit(place, c);
            }
        };
        match action {
            EditorAction::Open => {
                self.computer.cancel();
                st.open_editor();
                self.view.fill_panel(st);
                self.view.editor_shown(st, true);
            }
            EditorAction::Leave => {
                st.leave_editor();
                self.view.editor_shown(st, false);
            }
            EditorAction::More => change(st, Change::More),
            EditorAction::Less => change(st, Change::Less),
            EditorAction::Count(n) => change(st, Change::Set(n)),
            EditorAction::ToMove(p) => st.edit_with(|e| e.set_to_move(p)),
            EditorAction::FeedTurn => st.edit_with(|e| e.set_feed_turn(!e.setup.feed_turn)),
            EditorAction::Clear => st.edit_with(Editing::clear),
            EditorAction::Fill => st.edit_with(Editing::fill_stores),
            EditorAction::Start => st.edit_with(Editing::start),
            EditorAction::Play(who) => {
                self.computer.cancel();
                if st.play_setup(who, now()) {
                    self.view.fill_panel(st);
                    self.view.editor_shown(st, false);
                }
            }
            EditorAction::Link => {
                if let Some(text) = st.setup_link(&page_base()) {
                    self.share(text);
                }
            }
            EditorAction::Embed => {
                if let Some(snap) = st.setup_snapshot() {
                    self.view.embed_setup(snap);
                }
            }
            EditorAction::Print => {
                if let Some(snap) = st.setup_snapshot() {
                    let job = PrintJob::Print(wari_core::params::PrintView::Position);
                    self.fx
                        .push(Effect::Print(Box::new(printing::ask(job, snap))));
                }
            }
        }
    }

    /// The guided first game's controls.
    fn lesson(&mut self, action: LessonAction) {
        let st = &mut self.model;
        match action {
            LessonAction::Open => {
                self.computer.cancel();
                st.open_lesson(self.persist);
            }
            LessonAction::Back => st.lesson_with(Learning::previous_step),
            LessonAction::Restart => st.lesson_with(Learning::restart_step),
            LessonAction::Next => st.next_step(),
            LessonAction::Leave => st.leave_lesson(),
        }
        self.view.fill_panel(st);
        self.view.puzzle_opened(st);
    }

    /// The controls of "learn from your mistakes".
    fn mistakes(&mut self, action: MistakesAction) {
        let (t, animate) = (now(), self.animate());
        let st = &mut self.model;
        match action {
            MistakesAction::Hint => st.mistakes_with(|r, _| r.hint = true),
            MistakesAction::Show => st.mistakes_with(|r, game| r.show_answer(game, t, animate)),
            MistakesAction::Next => {
                st.mistakes_with(Retrying::next);
                self.view.puzzle_opened(st);
            }
            MistakesAction::Again => {
                st.mistakes_with(Retrying::again);
                self.view.puzzle_opened(st);
            }
            MistakesAction::Leave => {
                st.leave_mistakes();
                self.view.fill_panel(st);
            }
        }
    }

    /// The puzzles' controls.
    fn puzzle(&mut self, action: PuzzleAction) {
        let st = &mut self.model;
        match action {
            PuzzleAction::List
            | PuzzleAction::ListClose
            | PuzzleAction::Filter
            | PuzzleAction::SheetWeek
            | PuzzleAction::SheetPrint => {
                let fx = self.view.puzzles(action, st);
                self.fx.extend(fx);
            }
            PuzzleAction::Open(index) => {
                self.computer.cancel();
                st.open_puzzle(index, self.persist);
                self.view.fill_panel(st);
                self.view.puzzle_opened(st);
            }
            PuzzleAction::Hint => st.puzzle_with(|s, _| s.hint = true),
            PuzzleAction::Restart => st.puzzle_with(Solving::restart),
            PuzzleAction::Solution => st.puzzle_with(Solving::show_solution),
            PuzzleAction::Next => {
                st.next_puzzle();
                self.view.fill_panel(st);
                self.view.puzzle_opened(st);
            }
            PuzzleAction::Leave => {
                st.leave_puzzle();
                self.view.fill_panel(st);
            }
        }
    }

    /// What the computer said.
    fn answer(&mut self, answer: Answer) {
        match answer {
            Answer::Move(pit) => {
                let animate = self.animate();
                self.model.game.computer_move(pit, now(), animate)
            }
            Answer::Hint { pit, score } => self.model.game.show_hint(pit, score),
            Answer::Lost(f) => {
                self.notices.add(Notice::Worker(f));
                self.review_lost();
            }
            Answer::Refused(e) => self.computer_gives_up(Notice::Refused(e)),
            Answer::Unavailable => {
                self.computer_gives_up(Notice::Worker(WorkerFailure::Unavailable))
            }
        }
    }

    /// The computer cannot play: people take its seats, and the player is told why.
    fn computer_gives_up(&mut self, why: Notice) {
        self.notices.add(why);
        self.computer.cancel();
        self.model.game.computer_gives_up();
        self.view.fill_panel(&self.model);
    }

    fn worker_failed(&mut self, f: WorkerFailure) {
        if let Some(answer) = self.computer.fail(f) {
            self.answer(answer);
        }
    }

    /// After the messages of a round: the computer moves if it is its turn (or prepares for new rules), the
    /// timer is set, the game saved, the page drawn; returns what the runtime is to do.
    pub fn after_update(&mut self) -> Vec<Effect> {
        self.review_after();
        let model = &self.model;
        let st = &model.game;
        let t = now();
        // The computer's tables are built ahead only when a computer plays at a level that uses them and the
        // game nears the seeds they cover (a hint has them built when asked).
        if later::tables_ahead(st.s.seats, &st.s.game) {
            self.computer.prepare(*st.rules());
        }
        let mut delay: Option<f64> = None;
        if let Some(a) = &st.anim {
            let hold = a.frames.get(a.at).map_or(100, |f| f.hold) as f64;
            delay = Some(hold * model.sowing_ms() as f64 / 100.0);
        } else if !self.computer.busy() && model.computer_to_move() {
            let wait = st.ai_not_before - t;
            if wait > 0.0 {
                delay = Some(wait);
            } else if let Some(req) = st.think_request(Purpose::Move, random_seed()) {
                self.computer.ask(Purpose::Move, req, t);
            }
        }
        if let Some(due) = model.puzzle_due() {
            if st.anim.is_none() {
                delay = Some((due - t).max(0.0));
            }
        }
        if let Some(d) = self.computer.wake(t) {
            delay = Some(delay.map_or(d, |x| x.min(d)));
        }
        self.fx.push(Effect::Timer(delay));
        if self.persist {
            let json = model.session_to_save().to_json();
            if json != self.last_saved {
                self.fx.push(Effect::Save(Save::Session(json.clone())));
                self.last_saved = json;
            }
            for (kept, now) in self
                .last_classroom
                .iter_mut()
                .zip(model.classroom_to_save())
            {
                if *kept != now {
                    self.fx.push(Effect::Save(Save::Kept(
                        classroom::key(now.0),
                        now.1.clone(),
                    )));
                    *kept = now;
                }
            }
            if model.review.revision() != self.last_review {
                self.last_review = model.review.revision();
                let text = model.review.to_json();
                self.fx.push(Effect::Save(Save::Kept(REVIEW_KEY, text)));
            }
        }
        let solved = model.solved.text();
        if solved != self.last_solved {
            self.fx.push(Effect::Save(Save::Solved(solved.clone())));
            self.last_solved = solved;
        }
        self.view.render(&self.model, &self.computer, &self.notices);
        self.take_effects()
    }
}

/// The page's address without its query (links are built from it).
fn page_base() -> String {
    web_sys::window()
        .map(|w| w.location())
        .and_then(|l| Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?)))
        .unwrap_or_default()
}
