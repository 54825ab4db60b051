//! The page's view (wasm32 only): everything drawn, built from the model. It owns the page's elements, the
//! board, the panel, the dialogs (How to play, embed) and the rooms' views, and never changes the model: the
//! app hands it the [`Model`] (and what the computer and the notices say) and it draws; what it needs of the
//! browser beyond its elements (a copy, the print module) it returns as an [`Effect`].
//!
//! - [`View::build`]: in the start's task, the first screen (header, board, status line, bar); the rest (the
//!   side panel, the move list, How to play, the classroom rooms' cards: `Rest`) after the first paint
//!   ([`View::complete`]), or at once when the page shows a part of it (`app/later.rs`) or a control needs it.
//! - [`View::render`]: after every update, the board, the status line, the buttons and the move list.
//! - [`View::fill_panel`]: the panel's slow-changing parts (menus, rules text), after the rules, players or
//!   language changed.
//! - The dialogs and the print view: [`View::embed`], [`View::print`], [`View::help`].
//!
//! To add a view (a position editor, puzzles, a lesson): give it a file with its own `build`/`render` taking
//! its model, a field here, its controls as an `Action` variant of its own (see `view/action.rs`), and call its
//! render from [`View::render`].

mod render;

use crate::app::later::FirstView;
use crate::app::model::Model;
use crate::app::msg::Effect;
use crate::features::counting::view::CountingView;
use crate::features::editor::view::EditorView;
use crate::features::embed::{self, Dialog};
use crate::features::game::state::Note;
use crate::features::lesson::view::LessonView;
use crate::features::mistakes::view::MistakesView;
use crate::features::print::client as printing;
use crate::features::puzzle::view::PuzzleView;
use crate::features::review::view::ReviewView;
use crate::view::action::{EmbedAction, PrintAction, PuzzleAction};
use crate::view::board::{Arrow, Board};
use crate::view::dom::{self, set_attr};
use crate::view::panel::{Panel, Ui};
use wari_core::geometry::{Geometry, Layout, Metrics, Orientation};
use wari_core::rules::Rules;
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
    /// The card of "learn from your mistakes".
    mistakes: MistakesView,
    /// The game review's card and buttons.
    review: ReviewView,
}

impl Rest {
    /// Builds them beside `ui` (in its language) for `state`.
    fn build(root: &Element, ui: &Ui, state: &Model) -> Rest {
        let lang = ui.lang;
        let panel = Panel::build(root, ui);
        let side = side_panel();
        let rest = Rest {
            panel,
            puzzles: PuzzleView::build(lang, side.as_ref(), &ui.board_holder),
            editor: EditorView::build(lang, side.as_ref(), &ui.board_holder),
            lesson: LessonView::build(lang, side.as_ref(), &ui.board_holder),
            counting: CountingView::build(lang, side.as_ref(), &ui.board_holder),
            mistakes: MistakesView::build(lang, &ui.board_holder),
            review: ReviewView::build(lang, &ui.play),
        };
        rest.fill(state);
        rest
    }

    /// Fills the panel's slow-changing parts: menus, rules text, custom form.
    fn fill(&self, state: &Model) {
        let panel = &self.panel;
        let s = &state.game.s;
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
    pub fn build(root: &Element, state: &Model, embedded: bool, first: FirstView) -> View {
        let ui = Ui::build(root, state.game.lang);
        let board = Board::new(
            screen_geometry(state.game.rules(), state.game.s.flip, embedded),
            state.game.lang.t().board_label,
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
    pub fn complete(&mut self, state: &Model) {
        self.rest(state);
    }

    /// The parts after the first screen, built now if they were not yet: for a control that needs them.
    fn rest(&mut self, state: &Model) -> &mut Rest {
        let (root, ui) = (&self.root, &self.ui);
        self.rest
            .get_or_insert_with(|| Rest::build(root, ui, state))
    }

    /// Recreates the board when its geometry changed (other rules, side or orientation).
    pub fn ensure_board(&mut self, state: &Model) {
        let geometry = screen_geometry(state.game.rules(), state.game.s.flip, self.embedded);
        if *self.board.geometry() != geometry {
            let board = Board::new(geometry, state.game.lang.t().board_label);
            let _ = self
                .ui
                .board_holder
                .replace_child(&board.root, &self.board.root);
            self.board = board;
        }
    }

    /// Fills the panel's slow-changing parts (menus, rules text, custom form), when it is built (it is filled
    /// when it is).
    pub fn fill_panel(&self, state: &Model) {
        if let Some(rest) = &self.rest {
            rest.fill(state);
        }
    }

    /// Rebuilds the whole page around the board in the state's language.
    pub fn relabel(&mut self, state: &Model) {
        let lang = state.game.lang;
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
    pub fn show_lang(&self, state: &Model) {
        if let Some(el) = dom::by_id("lang") {
            dom::set_value(&el, state.game.lang.code());
        }
    }

    /// The rules text of the custom form.
    pub fn custom_text(&mut self, state: &Model) -> String {
        self.rest(state).panel.custom.fields.text()
    }

    /// The custom form's rows changed: show the settings that apply to that layout.
    pub fn custom_rows(&mut self, state: &Model, rows: u8) {
        self.rest(state).panel.custom.fields.show_rows(rows);
    }

    /// "Custom rules" chosen in the menu: open the form.
    pub fn open_custom(&mut self, state: &Model) {
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
    pub fn help(&mut self, state: &Model, open: bool) {
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

    /// Puts `text` in the share box; the effect copies it.
    pub fn share(&mut self, state: &Model, text: String) -> Effect {
        dom::set_value(&self.rest(state).panel.share_text, &text);
        self.copying = Some(Copying::Share);
        Effect::Copy(text)
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

    /// The embed dialog's controls (a copy of a snippet is an effect).
    pub fn embed(&mut self, action: EmbedAction, state: &Model) -> Option<Effect> {
        match action {
            EmbedAction::Open => {
                self.close_embed();
                self.embed = Some(Dialog::open(state.game.snapshot()));
            }
            EmbedAction::Options => {
                if let Some(d) = &self.embed {
                    d.refresh();
                }
            }
            EmbedAction::Copy(which) => {
                if let Some(text) = self.embed.as_mut().map(|d| d.code(which)) {
                    self.copying = Some(Copying::Embed);
                    return Some(Effect::Copy(text));
                }
            }
            EmbedAction::Close => self.close_embed(),
        }
        None
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

    /// The print controls (asking the print module is an effect).
    pub fn print(&self, action: PrintAction, state: &Model) -> Option<Effect> {
        match action {
            PrintAction::View(kind) => Some(Effect::Print(Box::new(printing::ask(
                PrintJob::Print(kind),
                state.game.snapshot(),
            )))),
            PrintAction::Now => {
                dom::print_window();
                None
            }
        }
    }

    /// The browser is about to print: without a print view, the worksheet of the position is printed.
    pub fn before_print(&self, state: &Model) -> Effect {
        Effect::Print(Box::new(printing::ask(
            PrintJob::BeforePrint,
            state.game.snapshot(),
        )))
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

    /// The puzzles' list and card controls that only the view handles (the worksheet is an effect).
    pub fn puzzles(&mut self, action: PuzzleAction, state: &Model) -> Option<Effect> {
        let puzzles = &self.rest(state).puzzles;
        match action {
            PuzzleAction::List => puzzles.open_list(&state.solved, &state.game),
            PuzzleAction::ListClose => puzzles.close_list(),
            PuzzleAction::Filter => puzzles.filter(),
            PuzzleAction::SheetWeek => puzzles.tick_week(
                state.game.lang,
                &state.weekly(this_week()),
                state.played().0,
            ),
            PuzzleAction::SheetPrint => {
                let mut chosen = puzzles.ticked();
                if chosen.is_empty() {
                    chosen = state.weekly(this_week()).puzzles;
                }
                puzzles.close_list();
                return Some(Effect::Print(Box::new(printing::ask(
                    PrintJob::Puzzles(chosen),
                    state.game.snapshot(),
                ))));
            }
            _ => {}
        }
        None
    }

    /// The number of seeds said in counting practice.
    pub fn counting_number(&mut self, state: &Model) -> u32 {
        self.rest(state).counting.number()
    }

    /// The last pit of a practice move was said: the focus goes to the number.
    pub fn counting_asked(&mut self, state: &Model) {
        self.rest(state).counting.focus_number();
    }

    /// A puzzle or a lesson step was opened: the list closes and the focus goes to the board's pit in focus.
    pub fn puzzle_opened(&mut self, state: &Model) {
        self.rest(state).puzzles.close_list();
        self.ensure_board(state);
        if let Some(el) = self.board.pit_element(state.game.focus) {
            dom::focus(el);
        }
    }

    /// The review opened: the focus goes to its title.
    pub fn review_opened(&mut self, state: &Model) {
        self.rest(state).review.opened();
    }

    /// The position editor opened (`true`) or closed: the focus goes to it, or back to its button.
    pub fn editor_shown(&mut self, state: &Model, open: bool) {
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
}

/// Weeks since 1970 by the browser's clock (this week's puzzles).
fn this_week() -> u64 {
    (js_sys::Date::now() / (7.0 * 24.0 * 3600.0 * 1000.0)).max(0.0) as u64
}
