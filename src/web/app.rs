//! The app (wasm32 only): the four rooms together, and the one place a message is turned into work.
//!
//! - [`State`] (`state.rs`): the game in play and its update (pure);
//! - [`View`] (`view.rs`): the page drawn from the state (board, panel, dialogs, print view);
//! - [`Computer`] (`computer.rs`): the computer player's client (worker, or the engine in the page);
//! - [`Notices`] (`notices.rs`): what the player is told until they dismiss it.
//!
//! A click travels: DOM event -> `runtime.rs` reads `data-action` into an [`Action`] -> [`App::update`]
//! (one exhaustive `match`) changes the state through its methods -> [`App::after_update`] asks the computer
//! if it is its turn, saves, and renders the view from the state.

use super::action::{Action, EditorAction, LessonAction, PracticeAction, PuzzleAction};
use super::classroom_saved::{Room, EDITOR_KEY, PRACTICE_KEY};
use super::computer::{Answer, Computer};
use super::editor::{Change, Editing, Place};
use super::later;
use super::notices::{Notice, Notices};
use super::puzzle::Solved;
use super::runtime::{self, Msg};
use super::state::{Clicked, Opening, Purpose, State};
use super::storage::{self, Session};
use super::view::{self, View};
use wari_core::params::Params;
use wari_core::rules::Rules;
use wari_engine::protocol::WorkerFailure;
use wari_ui::i18n::{self, Lang};
use wari_ui::print_job::PrintJob;
use wasm_bindgen::prelude::*;
use web_sys::{Element, EventTarget};

/// The page: the rooms, and whether it saves.
pub struct App {
    state: State,
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
    /// The print preview of the link (`print=`), asked of the print module after the first paint (its loader
    /// is handed to the page once the page's module has started).
    preview: Option<PrintJob>,
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

/// The browser's languages, most preferred first.
fn browser_languages() -> Vec<String> {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let mut out: Vec<String> = nav
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    out.extend(nav.language());
    out
}

/// Reads the saved game: `Err(())` when there was one that cannot be used (it is set aside).
fn saved_session() -> Result<Option<Session>, ()> {
    let Some(text) = storage::load_text() else {
        return Ok(None);
    };
    match Session::from_json(&text) {
        Ok(s) => Ok(Some(s)),
        Err(e) => {
            web_sys::console::warn_1(&format!("saved game refused: {e}").into());
            storage::set_aside(&text);
            Err(())
        }
    }
}

/// Takes back what the classroom rooms kept (`classroom_saved.rs`): the position being set up unless the link
/// opens a game, a puzzle or the lesson of its own; practice's score. A text refused is set aside, with a notice.
fn restore_classroom(state: &mut State, params: &Params, notices: &mut Notices) {
    let own_game = params.position.is_some()
        || params.moves.is_some()
        || params.puzzle.is_some()
        || params.lesson == Some(true);
    let editor = storage::load_key(EDITOR_KEY).filter(|_| !own_game);
    let practice = storage::load_key(PRACTICE_KEY);
    for (room, e) in state.restore_classroom(editor.as_deref(), practice.as_deref()) {
        web_sys::console::warn_1(&format!("kept {room:?} refused: {e}").into());
        let text = match room {
            Room::Editor => &editor,
            Room::Practice => &practice,
        };
        storage::set_aside_key(room.key(), text.as_deref().unwrap_or_default());
        notices.add(Notice::RoomIgnored(room));
    }
}

/// Starts the app in `#app`: reads the link and the saved game, builds the rooms, and hands them to the
/// message loop.
pub fn start(root: Element) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let search = window.location().search().unwrap_or_default();
    let (params, url_notices) = Params::parse(&search);
    let embed = params.embed.unwrap_or(false);
    // A print view (print=) shows the saved game or the link's, but changes nothing saved.
    let persist = !embed && params.print.is_none();
    if params.reset == Some(true) && persist {
        storage::clear();
        storage::remove_key(EDITOR_KEY);
        storage::remove_key(PRACTICE_KEY);
    }
    let saved = if embed { Ok(None) } else { saved_session() };
    let browser = browser_languages();
    let (mut state, game_notices) = State::open(Opening {
        params: &params,
        saved: saved.clone().unwrap_or(None),
        browser: &browser,
    });
    state.solved = Solved::parse(&storage::load_solved());
    if let Some(index) = params.puzzle {
        state.open_puzzle(index, persist);
    } else if params.lesson == Some(true) {
        state.open_lesson(persist);
    }
    let mut notices = Notices::default();
    if saved.is_err() {
        notices.add(Notice::SavedIgnored);
    }
    if persist {
        restore_classroom(&mut state, &params, &mut notices);
    }
    for n in url_notices.into_iter().chain(game_notices) {
        notices.add(Notice::Link(n));
    }
    // The words of a language other than English are in its file (i18n/<code>.ftl), fetched first.
    i18n::load(state.lang, move |loaded| {
        let started = start_in(root, state, notices, &params, &search, loaded);
        if let Err(e) = started {
            super::show_error(&e.as_string().unwrap_or_else(|| format!("{e:?}")));
        }
    });
    Ok(())
}

/// The rest of [`start`], once the words of the page's language are read, or could not be (`loaded` false:
/// English then, with a notice; the saved choice stays, for the next visit).
fn start_in(
    root: Element,
    mut state: State,
    mut notices: Notices,
    params: &Params,
    search: &str,
    loaded: bool,
) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let embed = params.embed.unwrap_or(false);
    let persist = !embed && params.print.is_none();
    if !loaded {
        notices.add(Notice::LanguageNotLoaded(state.lang));
        state.lang = Lang::En;
    }
    // A link's settings are now in the session (and saved): keep the address bar clean, so a reload resumes
    // the game as it goes on rather than the link's.
    if persist && !search.is_empty() {
        let path = window.location().pathname().unwrap_or_default();
        if let Ok(h) = window.history() {
            let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&path));
        }
    }
    if let Some(body) = super::dom::document().body() {
        super::dom::set_class(&body, "embed", embed);
        super::dom::set_class(
            &body,
            "no-controls",
            embed && params.controls == Some(false),
        );
    }
    let state_solved_text = state.solved.text();
    let last_classroom = state.classroom_to_save();
    // The first screen now; the rest of the page and the computer's worker after the first paint
    // (`Msg::Painted`), unless the page shows a part of it at once.
    let first = later::first_view(&state, embed, params.print.is_some());
    let view = View::build(&root, &state, embed, first);
    runtime::listen_to_page();
    if let Some(q) = view::portrait_query() {
        let q: EventTarget = q.into();
        runtime::listen(&q, "change", false, |_| Some(Msg::Layout));
    }
    let computer = Computer::new();
    let _ = root.remove_attribute("aria-busy");
    if embed {
        let full = wari_ui::snapshot::drop_params(search, &["embed", "controls"]);
        super::embed::start_embedded(state.lang, full.trim_start_matches('?'));
        if let Some(body) = super::dom::document().body() {
            runtime::observe_resize(&[&body, view.board_holder()]);
        }
    }
    let preview = params.print.map(|view| PrintJob::Preview {
        view,
        search: search.to_string(),
    });
    runtime::after_first_paint();
    runtime::run(App {
        state,
        view,
        computer,
        notices,
        persist,
        last_saved: String::new(),
        last_solved: state_solved_text,
        last_classroom,
        preview,
    });
    Ok(())
}

impl App {
    /// Applies one message.
    pub fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Action(a) => self.act(a),
            Msg::Pit(pit) if self.state.editing.is_some() => {
                self.state.edit_select(Place::Pit(pit))
            }
            Msg::Store(p) => self.state.edit_select(Place::Store(p)),
            Msg::Edit(place, change) => self.state.edit(place, change),
            Msg::Pit(pit) if self.state.counting_takes(pit) => {
                let asked = self.state.counting.asking.is_some();
                self.state.counting_tap(pit);
                if asked {
                    self.view.counting_asked(&self.state);
                }
            }
            Msg::Pit(pit) => {
                self.play_pit(pit);
            }
            Msg::Focus(pit) => self.state.focus = pit,
            Msg::Arrow(pit, arrow) => self.view.move_focus(pit, arrow),
            Msg::Tick => {
                let t = now();
                self.state.next_frame(t);
                self.state.puzzle_tick(t, self.animate());
                if let Some(answer) = self.computer.tick(t) {
                    self.answer(answer);
                }
            }
            Msg::Worker(reply) => {
                if let Some(answer) = self.computer.reply(reply, now()) {
                    self.answer(answer);
                }
            }
            Msg::WorkerGarbled => self.worker_failed(WorkerFailure::Garbled),
            Msg::WorkerFailed => self.worker_failed(WorkerFailure::Stopped),
            Msg::Copied(ok) => {
                if let Some(note) = self.view.copied(ok) {
                    self.state.note = Some(note);
                }
            }
            Msg::Layout => self.view.ensure_board(&self.state),
            Msg::BeforePrint => self.view.before_print(&self.state),
            Msg::AfterPrint => super::printing::after_print(),
            Msg::PrintUnavailable => self.notices.add(Notice::PrintUnavailable),
            Msg::DialogClosed => self.view.dialog_closed(),
            Msg::Resized => self.view.resized(),
            Msg::Painted => {
                self.view.complete(&self.state);
                self.computer.start();
                if let Some(job) = self.preview.take() {
                    super::printing::ask(job, self.state.snapshot());
                }
            }
            Msg::LangLoaded(lang, true) => {
                self.state.set_lang(lang);
                self.view.relabel(&self.state);
            }
            Msg::LangLoaded(lang, false) => {
                self.notices.add(Notice::LanguageNotLoaded(lang));
                self.view.show_lang(&self.state);
            }
        }
    }

    /// A person's move on `pit`, in the puzzle, the lesson or the game; whether it was played.
    fn play_pit(&mut self, pit: usize) -> bool {
        let (t, animate) = (now(), self.animate());
        let st = &mut self.state;
        let clicked = if st.learning.is_some() {
            st.lesson_click(pit, t, animate)
        } else if st.solving.is_some() {
            st.puzzle_click(pit, t, animate)
        } else {
            st.click_pit(pit, t, animate)
        };
        match clicked {
            Clicked::Played => {
                if st.learning.is_none() && st.solving.is_none() {
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
        self.state.sowing_ms() > 0 && !view::reduced_motion()
    }

    /// What a control asks for.
    fn act(&mut self, action: Action) {
        let leaves = action.leaves();
        if self.state.editing.is_some() && leaves.editor {
            self.state.leave_editor();
        }
        if leaves.puzzle {
            if self.state.solving.is_some() {
                self.state.leave_puzzle();
                self.view.fill_panel(&self.state);
            } else if self.state.learning.is_some() {
                self.state.leave_lesson();
                self.view.fill_panel(&self.state);
            }
        }
        let st = &mut self.state;
        match action {
            Action::NewGame => {
                self.computer.cancel();
                st.new_game(now(), coin());
                self.view.fill_panel(st);
            }
            Action::NextGame => {
                self.computer.cancel();
                st.next_game(now(), coin());
                self.view.fill_panel(st);
            }
            Action::Undo if st.learning.is_some() => st.restart_step(),
            Action::Redo | Action::Goto(_) | Action::Hint if st.learning.is_some() => {}
            Action::Undo if st.solving.is_some() => st.restart_puzzle(),
            Action::Redo | Action::Goto(_) if st.solving.is_some() => {}
            Action::Hint if st.solving.is_some() => st.puzzle_hint(),
            Action::Undo => {
                self.computer.cancel();
                st.undo();
            }
            Action::Redo => {
                self.computer.cancel();
                st.redo();
            }
            Action::Goto(ply) => {
                self.computer.cancel();
                st.goto(ply);
            }
            Action::Hint => {
                if st.ask_hint() {
                    if let Some(req) = st.think_request(Purpose::Hint, random_seed()) {
                        self.computer.ask(Purpose::Hint, req, now());
                    }
                }
            }
            Action::Agree => {
                self.computer.cancel();
                st.agree();
            }
            Action::PlayOn => st.play_on(),
            Action::Flip => st.flip(),
            Action::ModeComputer => {
                self.computer.cancel();
                st.mode_computer();
                self.view.fill_panel(st);
            }
            Action::ModeTwo => {
                self.computer.cancel();
                st.mode_two();
                self.view.fill_panel(st);
            }
            Action::Seat(player, seat) => {
                self.computer.cancel();
                st.set_seat(player, seat);
            }
            Action::Variant(Some(preset)) => {
                self.computer.cancel();
                st.choose_preset(preset, now(), coin());
                self.view.fill_panel(st);
            }
            Action::Variant(None) => self.view.open_custom(st),
            Action::ApplyCustom => match self.view.custom_text(st).parse::<Rules>() {
                Ok(rules) => {
                    self.computer.cancel();
                    st.choose_rules(rules, now(), coin());
                    self.view.fill_panel(st);
                }
                Err(e) => st.custom_error = Some(e),
            },
            Action::CustomRows(rows) => self.view.custom_rows(st, rows),
            Action::Match(format) => {
                st.set_match(format);
                self.view.fill_panel(st);
            }
            Action::Speed(speed) => st.set_speed(speed),
            // The language's file is fetched first, unless it was read before.
            Action::Lang(lang) => {
                i18n::load(lang, move |ok| runtime::dispatch(Msg::LangLoaded(lang, ok)))
            }
            Action::CopyMoves => {
                let text = st.s.game.game_string();
                self.view.share(st, &text);
            }
            Action::CopyLink => {
                let base = page_base();
                let text = match &st.solving {
                    Some(s) => format!("{base}?puzzle={}", s.puzzle().id),
                    None => st.share_link(&base),
                };
                self.view.share(st, &text);
            }
            Action::Dismiss(id) => self.notices.dismiss(id),
            Action::HelpOpen => self.view.help(st, true),
            Action::HelpClose => self.view.help(st, false),
            Action::Embed(a) => self.view.embed(a, st),
            Action::Print(a) => self.view.print(a, st),
            Action::Puzzle(a) => self.puzzle(a),
            Action::Lesson(a) => self.lesson(a),
            Action::Practice(a) => self.practice(a),
            Action::Editor(a) => self.editor(a),
        }
        // The position set up follows the rules chosen meanwhile.
        self.state.editor_follows_rules();
    }

    /// Counting practice's controls.
    fn practice(&mut self, action: PracticeAction) {
        match action {
            PracticeAction::Toggle => self.state.counting_toggle(),
            PracticeAction::Hide => self.state.counting.hide = !self.state.counting.hide,
            PracticeAction::Cancel => self.state.counting_cancel(),
            PracticeAction::Sow => {
                if let Some((pit, mut guess)) = self.state.counting_ready() {
                    guess.captured = self.view.counting_number(&self.state);
                    let played = self.play_pit(pit);
                    self.state.counting_check(guess, played);
                }
            }
        }
    }

    /// The position editor's controls.
    fn editor(&mut self, action: EditorAction) {
        let st = &mut self.state;
        let selected = st.editing.as_ref().map(|e| e.selected);
        let change = |st: &mut State, c: Change| {
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
                    self.view.share(st, &text);
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
                    super::printing::ask(job, snap);
                }
            }
        }
    }

    /// The guided first game's controls.
    fn lesson(&mut self, action: LessonAction) {
        let st = &mut self.state;
        match action {
            LessonAction::Open => {
                self.computer.cancel();
                st.open_lesson(self.persist);
            }
            LessonAction::Back => st.previous_step(),
            LessonAction::Restart => st.restart_step(),
            LessonAction::Next => st.next_step(),
            LessonAction::Leave => st.leave_lesson(),
        }
        self.view.fill_panel(st);
        self.view.puzzle_opened(st);
    }

    /// The puzzles' controls.
    fn puzzle(&mut self, action: PuzzleAction) {
        let st = &mut self.state;
        match action {
            PuzzleAction::List
            | PuzzleAction::ListClose
            | PuzzleAction::SheetWeek
            | PuzzleAction::SheetPrint => self.view.puzzles(action, st),
            PuzzleAction::Open(index) => {
                self.computer.cancel();
                st.open_puzzle(index, self.persist);
                self.view.fill_panel(st);
                self.view.puzzle_opened(st);
            }
            PuzzleAction::Hint => st.puzzle_hint(),
            PuzzleAction::Restart => st.restart_puzzle(),
            PuzzleAction::Solution => st.show_solution(),
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
            Answer::Move(pit) => self.state.computer_move(pit, now(), self.animate()),
            Answer::Hint { pit, score } => self.state.show_hint(pit, score),
            Answer::Lost(f) => self.notices.add(Notice::Worker(f)),
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
        self.state.computer_gives_up();
        self.view.fill_panel(&self.state);
    }

    fn worker_failed(&mut self, f: WorkerFailure) {
        if let Some(answer) = self.computer.fail(f) {
            self.answer(answer);
        }
    }

    /// After the messages of a round: the computer moves if it is its turn (or prepares for new rules), the
    /// timer is set, the game saved, the page drawn.
    pub fn after_update(&mut self) {
        let st = &self.state;
        let t = now();
        // The computer's tables are built ahead only when a computer plays at a level that uses them (a hint
        // has them built when asked).
        if later::tables_ahead(st.s.seats) {
            self.computer.prepare(*st.rules());
        }
        let mut delay: Option<f64> = None;
        if let Some(a) = &st.anim {
            let hold = a.frames.get(a.at).map_or(100, |f| f.hold) as f64;
            delay = Some(hold * st.sowing_ms() as f64 / 100.0);
        } else if !self.computer.busy() && st.computer_to_move() {
            let wait = st.ai_not_before - t;
            if wait > 0.0 {
                delay = Some(wait);
            } else if let Some(req) = st.think_request(Purpose::Move, random_seed()) {
                self.computer.ask(Purpose::Move, req, t);
            }
        }
        if let Some(due) = st.puzzle_due() {
            if st.anim.is_none() {
                delay = Some((due - t).max(0.0));
            }
        }
        if let Some(d) = self.computer.wake(t) {
            delay = Some(delay.map_or(d, |x| x.min(d)));
        }
        // The worker started at a request (before the first paint) and could not.
        if let Some(f) = self.computer.take_failure() {
            self.notices.add(Notice::Worker(f));
        }
        runtime::set_timer(delay);
        if self.persist {
            let json = self.state.session_to_save().to_json();
            if json != self.last_saved {
                storage::save_text(&json);
                self.last_saved = json;
            }
        }
        if self.persist {
            for (kept, now) in self
                .last_classroom
                .iter_mut()
                .zip(self.state.classroom_to_save())
            {
                if *kept != now {
                    match &now.1 {
                        Some(text) => {
                            storage::save_key(now.0.key(), text);
                        }
                        None => storage::remove_key(now.0.key()),
                    }
                    *kept = now;
                }
            }
        }
        let solved = self.state.solved.text();
        if solved != self.last_solved {
            storage::save_solved(&solved);
            self.last_solved = solved;
        }
        self.view.render(&self.state, &self.computer, &self.notices);
    }
}

/// The page's address without its query (links are built from it).
fn page_base() -> String {
    web_sys::window()
        .map(|w| w.location())
        .and_then(|l| Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?)))
        .unwrap_or_default()
}
