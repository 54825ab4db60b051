//! The view room (wasm32 only): everything drawn, built from the state. It owns the page's elements, the
//! board, the panel and the dialogs (How to play, embed) and the print view, and never changes the game: the
//! app hands it the [`State`] (and what the computer and the notices say) and it draws.
//!
//! - [`View::build`]: in the start's task, the first screen (header, board, status line, bar); the rest (the
//!   side panel, the move list, How to play, the classroom rooms' cards: `Rest`) after the first paint
//!   ([`View::complete`]), or at once when the page shows a part of it (`later.rs`) or a control needs it.
//! - [`View::render`]: after every update, the board, the status line, the buttons and the move list.
//! - [`View::fill_panel`]: the panel's slow-changing parts (menus, rules text), after the rules, players or
//!   language changed.
//! - The dialogs and the print view: [`View::embed`], [`View::print`], [`View::help`].
//!
//! To add a view (a position editor, puzzles, a lesson): give it a file with its own `build`/`render` taking
//! `&State`, a field here, its controls as an `Action` variant of its own (see `action.rs`), and call its
//! render from [`View::render`].

use super::action::{EmbedAction, PrintAction, PuzzleAction};
use super::board::{Arrow, Board, View as BoardView};
use super::computer::Computer;
use super::counting_view::CountingView;
use super::dom::{self, set_attr, set_hidden, set_text};
use super::editor_view::EditorView;
use super::embed::{self, Dialog};
use super::error_text;
use super::later::{self, FirstView};
use super::lesson_view::LessonView;
use super::notices::Notices;
use super::panel::{Panel, Ui};
use super::printing;
use super::puzzle::Feedback;
use super::puzzle_view::PuzzleView;
use super::runtime;
use super::state::{Note, Purpose, State};
use wari_core::geometry::{Geometry, Layout, Metrics, Orientation};
use wari_core::rules::{move_letter, MatchFormat, Player, Rules};
use wari_ui::i18n::{self, fill, tr};
use wari_ui::print_job::PrintJob;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// The media query under which the board is drawn upright.
const PORTRAIT: &str = "(max-width: 560px) and (orientation: portrait)";

/// What a copy to the clipboard was for (the answer comes later, as `Msg::Copied`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Copying {
    /// The share box (moves or link).
    Share,
    /// A snippet of the embed dialog.
    Embed,
}

/// Everything drawn.
pub struct View {
    root: Element,
    /// The first screen: header, status line, bar.
    ui: Ui,
    board: Board,
    /// What the first screen does without: `None` until built after the first paint (or at once).
    rest: Option<Rest>,
    embed: Option<Dialog>,
    copying: Option<Copying>,
    /// An embedded board (`embed=1`) tells its parent page its height.
    embedded: bool,
    /// The notices as last drawn: their version and language.
    notices_drawn: Option<(u32, wari_ui::i18n::Lang)>,
}

/// The parts of the page built after the first paint: the side panel, the move list and How to play, and the
/// classroom rooms' cards (in the panel, and over the board while a room is open).
struct Rest {
    panel: Panel,
    /// The puzzles' card, list and puzzle card.
    puzzles: PuzzleView,
    /// The position editor's cards.
    editor: EditorView,
    /// The newcomers' card and the lesson card.
    lesson: LessonView,
    /// Counting practice's cards.
    counting: CountingView,
}

impl Rest {
    /// Builds them beside `ui` (in its language) for `state`.
    fn build(root: &Element, ui: &Ui, state: &State) -> Rest {
        let lang = ui.lang;
        let panel = Panel::build(root, ui);
        let side = side_panel();
        let rest = Rest {
            panel,
            puzzles: PuzzleView::build(lang, side.as_ref(), &ui.board_holder),
            editor: EditorView::build(lang, side.as_ref(), &ui.board_holder),
            lesson: LessonView::build(lang, side.as_ref(), &ui.board_holder),
            counting: CountingView::build(lang, side.as_ref(), &ui.board_holder),
        };
        rest.fill(state);
        rest
    }

    /// Fills the panel's slow-changing parts: menus, rules text, custom form.
    fn fill(&self, state: &State) {
        let panel = &self.panel;
        let s = &state.s;
        panel.show_rules(&s.rules, s.preset, s.matc.format);
        panel.custom.fields.fill(&s.rules);
        dom::set_value(&panel.matc, &s.matc.format.id());
        dom::set_value(&panel.speed, s.speed.id());
        for (k, el) in panel.seats.iter().enumerate() {
            dom::set_value(el, &s.seats[k].id());
        }
    }
}

/// The side panel (`aside.panel`), where the puzzles' card goes.
fn side_panel() -> Option<Element> {
    dom::document().query_selector("aside.panel").ok().flatten()
}

/// Whether the system asks for less motion.
pub fn reduced_motion() -> bool {
    matches("(prefers-reduced-motion: reduce)")
}

fn matches(query: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.match_media(query).ok().flatten())
        .is_some_and(|m| m.matches())
}

/// The portrait query, to listen to its changes.
pub fn portrait_query() -> Option<web_sys::MediaQueryList> {
    web_sys::window()?.match_media(PORTRAIT).ok().flatten()
}

/// The screen board's geometry for `rules`, upright on a narrow portrait screen, never in an embedded board
/// (`embedded`): a frame's height follows its board, so an upright board would make it taller still.
fn screen_geometry(rules: &Rules, flipped: bool, embedded: bool) -> Geometry {
    let orientation = if !embedded && matches(PORTRAIT) {
        Orientation::Vertical
    } else {
        Orientation::Horizontal
    };
    let layout = Layout::of(rules);
    Geometry::new(
        layout,
        Metrics::screen(layout, orientation),
        orientation,
        flipped,
    )
}

impl View {
    /// Builds the page in `root` for `state`: the first screen, and the rest too when `first` says so;
    /// `embedded`: the board of an `<iframe>` (`embed=1`).
    pub fn build(root: &Element, state: &State, embedded: bool, first: FirstView) -> View {
        let ui = Ui::build(root, state.lang);
        let board = Board::new(
            screen_geometry(state.rules(), state.s.flip, embedded),
            state.lang.t().board_label,
        );
        ui.board_holder.append_child(&board.root).ok();
        let mut view = View {
            root: root.clone(),
            ui,
            board,
            rest: None,
            embed: None,
            copying: None,
            embedded,
            notices_drawn: None,
        };
        if first == FirstView::Whole {
            view.complete(state);
        }
        view
    }

    /// Builds what the first screen left out (the side panel, the move list, How to play, the classroom
    /// rooms' cards), unless it is built already; the next render draws it.
    pub fn complete(&mut self, state: &State) {
        self.rest(state);
    }

    /// The parts after the first screen, built now if they were not yet: for a control that needs them.
    fn rest(&mut self, state: &State) -> &mut Rest {
        let (root, ui) = (&self.root, &self.ui);
        self.rest
            .get_or_insert_with(|| Rest::build(root, ui, state))
    }

    /// Recreates the board when its geometry changed (other rules, side or orientation).
    pub fn ensure_board(&mut self, state: &State) {
        let geometry = screen_geometry(state.rules(), state.s.flip, self.embedded);
        if *self.board.geometry() != geometry {
            let board = Board::new(geometry, state.lang.t().board_label);
            let _ = self
                .ui
                .board_holder
                .replace_child(&board.root, &self.board.root);
            self.board = board;
        }
    }

    /// Fills the panel's slow-changing parts (menus, rules text, custom form), when it is built (it is filled
    /// when it is).
    pub fn fill_panel(&self, state: &State) {
        if let Some(rest) = &self.rest {
            rest.fill(state);
        }
    }

    /// Rebuilds the whole page around the board in the state's language.
    pub fn relabel(&mut self, state: &State) {
        let lang = state.lang;
        let board = self.board.root.clone();
        self.ui = Ui::build(&self.root, lang);
        self.ui.board_holder.append_child(&board).ok();
        self.rest = None;
        self.complete(state);
        self.notices_drawn = None;
        set_attr(&self.board.root, "aria-label", lang.t().board_label);
        if let Some(el) = dom::by_id("lang") {
            dom::focus(&el);
        }
    }

    /// Shows the page's language in the language menu (after another could not be loaded).
    pub fn show_lang(&self, state: &State) {
        if let Some(el) = dom::by_id("lang") {
            dom::set_value(&el, state.lang.code());
        }
    }

    /// The rules text of the custom form.
    pub fn custom_text(&mut self, state: &State) -> String {
        self.rest(state).panel.custom.fields.text()
    }

    /// The custom form's rows changed: show the settings that apply to that layout.
    pub fn custom_rows(&mut self, state: &State, rows: u8) {
        self.rest(state).panel.custom.fields.show_rows(rows);
    }

    /// "Custom rules" chosen in the menu: open the form.
    pub fn open_custom(&mut self, state: &State) {
        let custom = &self.rest(state).panel.custom;
        set_attr(&custom.details, "open", "");
        dom::focus(&custom.fields.pits);
    }

    /// Shows a refused pit: it shakes.
    pub fn shake(&self, pit: usize) {
        if let Some(el) = self.board.pit_element(pit) {
            dom::set_class(el, "refused", false);
            // Restart the animation.
            let _ = el.get_bounding_client_rect();
            dom::set_class(el, "refused", true);
        }
    }

    /// Moves the keyboard focus from `pit` by an arrow key, as the board is drawn.
    pub fn move_focus(&self, pit: usize, arrow: Arrow) {
        if let Some(el) = self
            .board
            .neighbour(pit, arrow)
            .and_then(|p| self.board.pit_element(p))
        {
            dom::focus(el);
        }
    }

    /// Opens or closes How to play.
    pub fn help(&mut self, state: &State, open: bool) {
        if let Ok(d) = self
            .rest(state)
            .panel
            .help
            .clone()
            .dyn_into::<web_sys::HtmlDialogElement>()
        {
            if open {
                let _ = d.show_modal();
            } else {
                d.close();
            }
        }
    }

    /// Puts `text` in the share box and copies it.
    pub fn share(&mut self, state: &State, text: &str) {
        dom::set_value(&self.rest(state).panel.share_text, text);
        self.copying = Some(Copying::Share);
        runtime::copy_text(text);
    }

    /// The clipboard answered; returns the note for the status line (the share box's copies).
    pub fn copied(&mut self, ok: bool) -> Option<Note> {
        match self.copying.take()? {
            Copying::Embed => {
                if let Some(d) = &self.embed {
                    d.copied(ok);
                }
                None
            }
            Copying::Share => {
                let share = self.rest.as_ref().map(|r| &r.panel.share_text);
                if !ok {
                    if let Some(i) = share.and_then(|s| s.dyn_ref::<web_sys::HtmlInputElement>()) {
                        i.select();
                    }
                }
                Some(if ok { Note::Copied } else { Note::CopyManual })
            }
        }
    }

    /// The embed dialog's controls.
    pub fn embed(&mut self, action: EmbedAction, state: &State) {
        match action {
            EmbedAction::Open => {
                self.close_embed();
                self.embed = Some(Dialog::open(state.snapshot()));
            }
            EmbedAction::Options => {
                if let Some(d) = &self.embed {
                    d.refresh();
                }
            }
            EmbedAction::Copy(which) => {
                if let Some(text) = self.embed.as_mut().map(|d| d.code(which)) {
                    self.copying = Some(Copying::Embed);
                    runtime::copy_text(&text);
                }
            }
            EmbedAction::Close => self.close_embed(),
        }
    }

    /// A dialog closed (Escape, or its button): forget the embed dialog if it was that one.
    pub fn dialog_closed(&mut self) {
        if self.embed.as_ref().is_some_and(|d| !d.is_open()) {
            self.close_embed();
        }
    }

    fn close_embed(&mut self) {
        if let Some(d) = self.embed.take() {
            d.close();
        }
    }

    /// The print controls.
    pub fn print(&self, action: PrintAction, state: &State) {
        match action {
            PrintAction::View(kind) => printing::ask(PrintJob::Print(kind), state.snapshot()),
            PrintAction::Now => dom::print_window(),
        }
    }

    /// The browser is about to print: without a print view, the worksheet of the position is printed.
    pub fn before_print(&self, state: &State) {
        printing::ask(PrintJob::BeforePrint, state.snapshot());
    }

    /// The element the board is drawn in (an embedded page watches its size).
    pub fn board_holder(&self) -> &Element {
        &self.ui.board_holder
    }

    /// The page's content changed size: an embedded board tells its parent.
    pub fn resized(&self) {
        if self.embedded {
            embed::post_height(&self.ui.board_holder, self.board.geometry());
        }
    }

    /// The puzzles' list and card controls that only the view handles.
    pub fn puzzles(&mut self, action: PuzzleAction, state: &State) {
        let puzzles = &self.rest(state).puzzles;
        match action {
            PuzzleAction::List => puzzles.open_list(state),
            PuzzleAction::ListClose => puzzles.close_list(),
            PuzzleAction::SheetWeek => puzzles.tick(&super::puzzle::weekly(this_week())),
            PuzzleAction::SheetPrint => {
                let mut chosen = puzzles.ticked();
                if chosen.is_empty() {
                    chosen = super::puzzle::weekly(this_week());
                }
                puzzles.close_list();
                printing::ask(PrintJob::Puzzles(chosen), state.snapshot());
            }
            _ => {}
        }
    }

    /// The number of seeds said in counting practice.
    pub fn counting_number(&mut self, state: &State) -> u32 {
        self.rest(state).counting.number()
    }

    /// The last pit of a practice move was said: the focus goes to the number.
    pub fn counting_asked(&mut self, state: &State) {
        self.rest(state).counting.focus_number();
    }

    /// A puzzle or a lesson step was opened: the list closes and the focus goes to the board's pit in focus.
    pub fn puzzle_opened(&mut self, state: &State) {
        self.rest(state).puzzles.close_list();
        self.ensure_board(state);
        if let Some(el) = self.board.pit_element(state.focus) {
            dom::focus(el);
        }
    }

    /// The position editor opened (`true`) or closed: the focus goes to it, or back to its button.
    pub fn editor_shown(&mut self, state: &State, open: bool) {
        self.ensure_board(state);
        let editor = &self.rest(state).editor;
        if open {
            editor.opened();
        } else {
            editor.closed();
        }
    }

    /// Opens the embed dialog for the position set up, as a puzzle (starting from the position).
    pub fn embed_setup(&mut self, snap: wari_ui::snapshot::Snapshot) {
        self.close_embed();
        self.embed = Some(Dialog::open_with(snap, true));
    }

    /// Draws `state`, with what the computer and the notices say.
    pub fn render(&mut self, state: &State, computer: &Computer, notices: &Notices) {
        self.ensure_board(state);
        // A room shown with the board needs its cards now, even before the first paint is over.
        if later::room_shown(state) {
            self.complete(state);
        }
        if let Some(rest) = &self.rest {
            rest.puzzles.render(state, self.embedded);
            rest.lesson.render(state, self.embedded);
            rest.counting.render(state);
        }
        let editing = self
            .rest
            .as_ref()
            .is_some_and(|r| r.editor.render(state, &mut self.board, &self.ui));
        if editing {
            set_text(&self.ui.status_note, &note_text(state, state.note.as_ref()));
            self.render_page(state, notices);
            return;
        }
        let lang = state.lang;
        let t = lang.t();
        let game = &state.s.game;
        let pos = *game.position();
        let n = pos.pits_a_side();
        let outcome = game.outcome();
        let frame = state.anim.as_ref().and_then(|a| a.frames.get(a.at));
        let (pits, stores): (&[u8], [u16; 2]) = match frame {
            Some(f) => (&f.pits[..pos.len()], f.stores),
            None => (pos.pits(), pos.stores().map(u16::from)),
        };
        let mover = pos.to_move();
        // A puzzle solved or shown, or a lesson step done, waits for the next: no pit to play.
        let puzzle_over = state.solving.as_ref().is_some_and(|s| s.finished())
            || state.learning.as_ref().is_some_and(|l| l.done());
        let human_turn = outcome.is_none() && !state.seat(mover).is_computer() && !puzzle_over;
        let legal: u64 = if frame.is_none() && human_turn {
            game.legal_moves().iter().fold(0, |m, &p| m | 1 << p)
        } else {
            0
        };
        let last = game
            .last_report()
            .map(|r| (r.origin, r.sown.last().copied().unwrap_or(r.origin)));
        let pit_labels: Vec<String> = (0..2 * n)
            .map(|i| {
                i18n::pit_label(
                    lang,
                    move_letter(n, i),
                    // Counting practice may hide the numbers: then the names do not say them either.
                    (!state.counting.hide).then_some(pits[i] as u32),
                    legal & (1 << i) != 0,
                    state.hint == Some(i),
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
            hint: state.hint,
            focus: state.focus,
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
        let move_text = game
            .last_report()
            .map(|r| i18n::move_sentence(lang, &r, n))
            .unwrap_or_default();
        let thinking = computer.thinking(Purpose::Move) || state.computer_to_move();
        let turn_text = if let Some(o) = outcome {
            let mut s = i18n::outcome_sentence(lang, &o, game.rules(), mover, game.last_capturer());
            let m = state.match_now();
            if m.format != MatchFormat::Single {
                s.push(' ');
                s.push_str(&i18n::match_score(lang, &m, true));
            }
            s
        } else if puzzle_over {
            // Solved, or its solution shown: nobody is to move any more.
            match state.solving.as_ref().and_then(|s| s.feedback) {
                Some(Feedback::Solved) => tr!(lang, "puzzle-turn-solved"),
                _ => tr!(lang, "puzzle-turn-shown"),
            }
        } else if state.reviewing() && !state.resume {
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
        } else if state.humans() == 1 {
            t.your_move.to_string()
        } else {
            i18n::to_move(lang, mover)
        };
        set_text(&ui.status_move, &move_text);
        set_text(&ui.status_turn, &turn_text);
        set_text(&ui.status_note, &note_text(state, state.note.as_ref()));
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
            && state.seat(mover).is_computer()
            && state.reviewing()
            && !state.resume;
        set_hidden(&ui.play_on, !computer_waits);
        let m = state.match_now();
        set_hidden(
            &ui.next_game,
            !(outcome.is_some() && m.format != MatchFormat::Single && !m.is_over()),
        );
        ui.show_mode(state.s.seats);
        if let Some(rest) = &mut self.rest {
            render_panel(&mut rest.panel, state);
        }
        self.render_page(state, notices);
    }

    /// The notices, the page's language and title.
    fn render_page(&mut self, state: &State, notices: &Notices) {
        let lang = state.lang;
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
fn render_panel(panel: &mut Panel, state: &State) {
    let lang = state.lang;
    let game = &state.s.game;
    let custom_error = state.custom_error.as_ref().map_or(String::new(), |e| {
        fill(lang.t().custom_error, &[&error_text::rules_error(lang, e)])
    });
    set_text(&panel.custom.error, &custom_error);
    dom::set_flag(&panel.reduced_note, "hidden", !reduced_motion());
    let m = state.match_now();
    let score = if m.format == MatchFormat::Single {
        String::new()
    } else {
        i18n::match_score(lang, &m, game.outcome().is_some())
    };
    set_text(&panel.match_score, &score);
    set_hidden(&panel.match_score, score.is_empty());
    let n = state.n();
    let letters: String = game
        .all_moves()
        .iter()
        .map(|&mv| move_letter(n, mv as usize))
        .collect();
    let starter = game.start_position().to_move();
    panel.moves.show(&letters, game.ply(), starter);
}

/// Weeks since 1970 by the browser's clock (this week's puzzles).
fn this_week() -> u64 {
    (js_sys::Date::now() / (7.0 * 24.0 * 3600.0 * 1000.0)).max(0.0) as u64
}

/// The status line's note in the page's language.
fn note_text(state: &State, note: Option<&Note>) -> String {
    let lang = state.lang;
    let t = lang.t();
    let Some(note) = note else {
        return String::new();
    };
    match note {
        Note::GameStarted => {
            let name = match state.s.preset {
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
            let letter = move_letter(state.n(), *pit).to_string();
            fill(t.hint_result, &[&letter, i18n::eval_words(lang, *score)])
        }
        Note::Copied => t.copied.to_string(),
        Note::CopyManual => t.copy_manual.to_string(),
    }
}
