//! The one `App` state of the page, in an `Rc<RefCell<App>>`: every event becomes a [`Msg`], [`dispatch`]
//! applies it (the borrow is released before anything can call back in), then the page is rendered from the
//! state. All rule decisions are the engine's: the app only calls `Game::play`, `check`, `legal_moves`,
//! `outcome` and friends and puts their answers into words.

use super::anim::{self, Frame};
use super::board::{Board, View};
use super::dom::{self, set_attr, set_hidden, set_text, El};
use super::error_text;
use super::i18n::{self, fill, Lang};
use super::panel::Ui;
use super::storage::{self, Session, Speed};
use super::worker_api::{RequestError, ThinkReply, ThinkRequest};
use crate::ai::LEVELS;
use crate::geometry::{Geometry, Layout, Metrics, Orientation};
use crate::params::{encode_component, Params, PrintView, Seat, DEFAULT_LEVEL};
use crate::rules::{move_letter, Game, Match, MatchFormat, Player, Position, Preset, Rules, Setup};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, KeyboardEvent, MessageEvent, Worker};

/// What can happen to the app.
pub enum Msg {
    /// A pit was clicked or chosen with Enter/Space.
    Pit(usize),
    /// A pit got keyboard focus.
    Focus(usize),
    /// A control with `data-action` was used; the control's value or `data-ply`.
    Action(String, String),
    /// The timer fired (animation frame, computer's turn).
    Tick,
    /// A message from the AI worker (JSON).
    Worker(String),
    /// The worker could not start or crashed.
    WorkerFailed,
    /// The clipboard answered.
    Copied(bool),
    /// The screen turned or was resized across the portrait breakpoint.
    Layout,
}

/// Why the computer is thinking.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Purpose {
    Move,
    Hint,
}

struct Anim {
    frames: Vec<Frame>,
    at: usize,
}

/// The page's state.
pub struct App {
    s: Session,
    lang: Lang,
    ui: Ui,
    board: Board,
    root: Element,
    notices: Vec<(u32, String)>,
    next_notice: u32,
    note: Option<String>,
    anim: Option<Anim>,
    hint: Option<usize>,
    pending: Option<(u32, Purpose)>,
    next_id: u32,
    preparing: Option<(u32, u32)>,
    worker: Option<Worker>,
    /// A request to run in the page when there is no worker.
    inline_request: Option<String>,
    focus: usize,
    /// Let the computer play from an earlier position (the moves after it are then replaced).
    resume: bool,
    embed: bool,
    /// An embedded puzzle's starting position (`embed=1&position=`): a new game starts from it again.
    puzzle: Option<Setup>,
    persist: bool,
    timer: Option<i32>,
    ai_not_before: f64,
    prepared_for: Option<Rules>,
    /// The JSON saved last (saving only when it changes).
    last_saved: String,
    /// Kept so its change listener lives as long as the page.
    portrait: Option<web_sys::MediaQueryList>,
}

thread_local! {
    static APP: RefCell<Option<Rc<RefCell<App>>>> = const { RefCell::new(None) };
    static QUEUE: RefCell<Vec<Msg>> = const { RefCell::new(Vec::new()) };
    /// Event closures, created once for the page's life.
    static HANDLERS: RefCell<Vec<Listener>> = const { RefCell::new(Vec::new()) };
    static TICK: RefCell<Option<Closure<dyn FnMut()>>> = const { RefCell::new(None) };
    /// The clipboard promise's two answers, created once.
    static COPIED: RefCell<Option<CopyHandlers>> = const { RefCell::new(None) };
}

type Listener = Closure<dyn FnMut(Event)>;
type CopyHandlers = (Closure<dyn FnMut(JsValue)>, Closure<dyn FnMut(JsValue)>);

/// Applies a message to the app and renders. Messages arriving while one is applied wait their turn.
pub fn dispatch(msg: Msg) {
    let Some(app) = APP.with(|a| a.borrow().clone()) else {
        return;
    };
    let Ok(mut a) = app.try_borrow_mut() else {
        QUEUE.with(|q| q.borrow_mut().push(msg));
        return;
    };
    a.update(msg);
    loop {
        let next = QUEUE.with(|q| {
            let mut q = q.borrow_mut();
            (!q.is_empty()).then(|| q.remove(0))
        });
        match next {
            Some(m) => a.update(m),
            None => break,
        }
    }
    a.after_update();
    drop(a);
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// The media query under which the board is drawn upright.
const PORTRAIT: &str = "(max-width: 560px) and (orientation: portrait)";

fn portrait_query() -> Option<web_sys::MediaQueryList> {
    web_sys::window()?.match_media(PORTRAIT).ok().flatten()
}

/// The screen board's geometry for `rules`, upright on a narrow portrait screen.
fn screen_geometry(rules: &Rules, flipped: bool) -> Geometry {
    let orientation = if portrait_query().is_some_and(|m| m.matches()) {
        Orientation::Vertical
    } else {
        Orientation::Horizontal
    };
    Geometry::new(Layout::of(rules), Metrics::SCREEN, orientation, flipped)
}

fn random_u64() -> u64 {
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
    if let Some(l) = nav.language() {
        out.push(l);
    }
    out
}

/// Starts the app in `#app`.
pub fn start(root: Element) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let search = window.location().search().unwrap_or_default();
    let (params, url_notices) = Params::parse(&search);
    let embed = params.embed.unwrap_or(false);
    // A print view (print=) shows the saved game or the link's, but changes nothing saved.
    let load_saved = !embed;
    let persist = !embed && params.print.is_none();
    let mut notices: Vec<String> = Vec::new();

    if params.reset == Some(true) && persist {
        storage::clear();
    }
    let mut saved: Option<Session> = None;
    let mut saved_refused = false;
    if load_saved {
        if let Some(text) = storage::load_text() {
            match Session::from_json(&text) {
                Ok(s) => saved = Some(s),
                Err(e) => {
                    web_sys::console::warn_1(&format!("saved game refused: {e}").into());
                    storage::set_aside(&text);
                    saved_refused = true;
                }
            }
        }
    }
    let browser = browser_languages();
    let lang = params
        .lang
        .and_then(Lang::from_code)
        .or(saved.as_ref().and_then(|s| s.lang))
        .unwrap_or_else(|| Lang::detect(browser.iter().map(String::as_str)));
    if saved_refused {
        notices.push(lang.t().saved_ignored.to_string());
    }
    for n in &url_notices {
        notices.push(error_text::notice(lang, n));
    }

    let mut s = saved.unwrap_or_else(|| Session::first_visit(lang.default_preset()));
    if params.lang.is_some() {
        s.lang = params.lang.and_then(Lang::from_code);
    }
    let (url_game, game_notices) = params.game(if params.rules.is_some() {
        params.rules.unwrap_or_default()
    } else {
        lang.default_preset().rules()
    });
    for n in &game_notices {
        notices.push(error_text::notice(lang, n));
    }
    if let Some(game) = url_game {
        let rules = *game.rules();
        s.preset = params
            .preset()
            .or_else(|| params.rules.is_none().then(|| lang.default_preset()));
        s.rules = rules;
        s.matc = Match::new(
            s.preset.map_or(MatchFormat::Single, |p| p.match_format()),
            rules.starter(),
        );
        s.game = game;
        s.seats = [Seat::Human, Seat::Computer(DEFAULT_LEVEL)];
        s.flip = false;
    }
    if let Some(seat) = params.south {
        s.seats[0] = seat;
    }
    if let Some(seat) = params.north {
        s.seats[1] = seat;
    }
    if let Some(f) = params.flip {
        s.flip = f;
    } else if params.south.is_some() || params.north.is_some() {
        s.flip = s.seats[0].is_computer() && !s.seats[1].is_computer();
    }
    // A link's settings are now in the session (and saved): keep the address bar clean, so a reload resumes
    // the game as it goes on rather than the link's.
    if persist && !search.is_empty() {
        let path = window.location().pathname().unwrap_or_default();
        if let Ok(h) = window.history() {
            let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&path));
        }
    }

    let document = dom::document();
    if let Some(body) = document.body() {
        dom::set_class(&body, "embed", embed);
        dom::set_class(
            &body,
            "no-controls",
            embed && params.controls == Some(false),
        );
    }
    let ui = Ui::build(&root, lang);
    let board = Board::new(
        screen_geometry(s.game.rules(), s.flip),
        lang.t().board_label,
    );
    ui.board_holder.append_child(&board.root)?;
    let mut app = App {
        s,
        lang,
        ui,
        board,
        root: root.clone(),
        notices: Vec::new(),
        next_notice: 0,
        note: None,
        anim: None,
        hint: None,
        pending: None,
        next_id: 1,
        preparing: None,
        worker: None,
        inline_request: None,
        focus: 0,
        resume: false,
        embed,
        puzzle: params.position.clone().filter(|_| embed),
        persist,
        timer: None,
        ai_not_before: 0.0,
        prepared_for: None,
        portrait: portrait_query(),
        last_saved: String::new(),
    };
    for n in notices {
        app.notice(n);
    }
    app.reset_focus();
    app.fill_panel();
    let app = Rc::new(RefCell::new(app));
    APP.with(|a| *a.borrow_mut() = Some(app.clone()));
    install_handlers(&root)?;
    super::print::listen_for_printing(|| {
        dispatch(Msg::Action("before-print".into(), String::new()))
    });
    if let Some(q) = app.borrow().portrait.as_ref() {
        let on_layout = Closure::<dyn FnMut(Event)>::new(|_e: Event| dispatch(Msg::Layout));
        q.add_event_listener_with_callback("change", on_layout.as_ref().unchecked_ref())?;
        HANDLERS.with(|h| h.borrow_mut().push(on_layout));
    }
    let worker = start_worker();
    {
        let mut a = app.borrow_mut();
        match worker {
            Some(w) => a.worker = Some(w),
            None => {
                let text = a.lang.t().no_worker.to_string();
                a.notice(text);
            }
        }
        let _ = root.remove_attribute("aria-busy");
        a.after_update();
        if embed {
            let full = super::print::drop_params(&search, &["embed", "controls"]);
            super::embed::start_embedded(a.lang, full.trim_start_matches('?'));
        }
        if let Some(view) = params.print {
            super::print::preview(view, &a.snapshot(), &search);
        }
    }
    Ok(())
}

/// Starts the AI worker next to the page (`www/worker.js`, relative to the document, so `dist/` works from any
/// folder). `None` when the browser cannot.
fn start_worker() -> Option<Worker> {
    let document = dom::document();
    let base = document.base_uri().ok().flatten()?;
    let url = web_sys::Url::new_with_base("www/worker.js", &base).ok()?;
    let opts = web_sys::WorkerOptions::new();
    opts.set_type(web_sys::WorkerType::Module);
    let worker = Worker::new_with_options(&url.href(), &opts).ok()?;
    let on_message = Closure::<dyn FnMut(Event)>::new(|e: Event| {
        if let Some(m) = e.dyn_ref::<MessageEvent>() {
            if let Some(text) = m.data().as_string() {
                dispatch(Msg::Worker(text));
            }
        }
    });
    let on_error = Closure::<dyn FnMut(Event)>::new(|e: Event| {
        e.prevent_default();
        dispatch(Msg::WorkerFailed);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    HANDLERS.with(|h| {
        let mut h = h.borrow_mut();
        h.push(on_message);
        h.push(on_error);
    });
    Some(worker)
}

/// The pit (`data-pit`) an event happened on, if any.
fn pit_of(e: &Event) -> Option<usize> {
    let target = e.target()?.dyn_into::<Element>().ok()?;
    let g = target.closest("[data-pit]").ok()??;
    g.get_attribute("data-pit")?.parse().ok()
}

fn action_of(e: &Event) -> Option<(String, String, Element)> {
    let target = e.target()?.dyn_into::<Element>().ok()?;
    let el = target.closest("[data-action]").ok()??;
    let action = el.get_attribute("data-action")?;
    if action.is_empty() {
        return None;
    }
    let value = el
        .get_attribute("data-ply")
        .or_else(|| el.get_attribute("data-id"))
        .unwrap_or_else(|| dom::value_of(&el));
    Some((action, value, el))
}

fn install_handlers(root: &Element) -> Result<(), JsValue> {
    let on_click = Closure::<dyn FnMut(Event)>::new(|e: Event| {
        if let Some(pit) = pit_of(&e) {
            dispatch(Msg::Pit(pit));
        } else if let Some((action, value, el)) = action_of(&e) {
            if el.tag_name() != "SELECT" {
                dispatch(Msg::Action(action, value));
            }
        }
    });
    let on_change = Closure::<dyn FnMut(Event)>::new(|e: Event| {
        if let Some((action, value, el)) = action_of(&e) {
            if el.tag_name() == "SELECT" {
                dispatch(Msg::Action(action, value));
            }
        }
    });
    let on_key = Closure::<dyn FnMut(Event)>::new(|e: Event| {
        let Some(k) = e.dyn_ref::<KeyboardEvent>() else {
            return;
        };
        let key = k.key();
        if let Some(pit) = pit_of(&e) {
            match key.as_str() {
                "Enter" | " " => {
                    e.prevent_default();
                    dispatch(Msg::Pit(pit));
                }
                _ => {
                    // Find the neighbour without keeping the borrow while focus moves (focus fires events).
                    let target = APP.with(|a| {
                        let a = a.borrow();
                        let app = a.as_ref()?.try_borrow().ok()?;
                        let next = app.board.neighbour(pit, &key)?;
                        app.board.pit_element(next).cloned()
                    });
                    if let Some(el) = target {
                        e.prevent_default();
                        dom::focus(&el);
                    }
                }
            }
        } else if (k.ctrl_key() || k.meta_key()) && !k.alt_key() {
            let in_field = e
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .is_some_and(|t| matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
            if in_field {
                return;
            }
            match key.as_str() {
                "z" | "Z" if !k.shift_key() => {
                    e.prevent_default();
                    dispatch(Msg::Action("undo".into(), String::new()));
                }
                "y" | "Y" | "Z" => {
                    e.prevent_default();
                    dispatch(Msg::Action("redo".into(), String::new()));
                }
                _ => {}
            }
        }
    });
    let on_focus = Closure::<dyn FnMut(Event)>::new(|e: Event| {
        if let Some(pit) = pit_of(&e) {
            dispatch(Msg::Focus(pit));
        }
    });
    root.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref())?;
    root.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref())?;
    // Keys on the document, so the shortcuts work wherever the focus is (even after a control went away).
    dom::document().add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref())?;
    root.add_event_listener_with_callback("focusin", on_focus.as_ref().unchecked_ref())?;
    let ok = Closure::<dyn FnMut(JsValue)>::new(|_v: JsValue| dispatch(Msg::Copied(true)));
    let fail = Closure::<dyn FnMut(JsValue)>::new(|_v: JsValue| dispatch(Msg::Copied(false)));
    COPIED.with(|c| *c.borrow_mut() = Some((ok, fail)));
    HANDLERS.with(|h| {
        let mut h = h.borrow_mut();
        h.extend([on_click, on_change, on_key, on_focus]);
    });
    TICK.with(|t| *t.borrow_mut() = Some(Closure::<dyn FnMut()>::new(|| dispatch(Msg::Tick))));
    Ok(())
}

/// Copies text to the clipboard; the answer comes back as [`Msg::Copied`].
fn copy_to_clipboard(text: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let clipboard = window.navigator().clipboard();
    if clipboard.is_undefined() || clipboard.is_null() {
        dispatch_later(Msg::Copied(false));
        return;
    }
    let promise = clipboard.write_text(text);
    COPIED.with(|c| {
        if let Some((ok, fail)) = c.borrow().as_ref() {
            let _ = promise.then2(ok, fail);
        }
    });
}

fn dispatch_later(msg: Msg) {
    QUEUE.with(|q| q.borrow_mut().push(msg));
}

impl App {
    fn rules(&self) -> &Rules {
        self.s.game.rules()
    }

    fn n(&self) -> usize {
        self.rules().pits_a_side() as usize
    }

    fn t(&self) -> &'static i18n::Strings {
        self.lang.t()
    }

    fn notice(&mut self, text: String) {
        if self.notices.iter().any(|(_, t)| *t == text) {
            return;
        }
        self.next_notice += 1;
        self.notices.push((self.next_notice, text));
        self.render_notices();
    }

    fn render_notices(&self) {
        dom::clear(&self.ui.notices);
        for (id, text) in &self.notices {
            let li = dom::html("li")
                .attr("class", "notice")
                .child(&dom::html("span").text(text))
                .child(
                    &dom::button("dismiss", self.t().dismiss)
                        .attr("data-id", &id.to_string())
                        .attr("class", "dismiss"),
                );
            self.ui.notices.append_child(&li).ok();
        }
    }

    /// The bottom player.
    fn bottom(&self) -> Player {
        if self.s.flip {
            Player::North
        } else {
            Player::South
        }
    }

    fn seat(&self, p: Player) -> Seat {
        self.s.seats[p.index()]
    }

    fn humans(&self) -> usize {
        self.s.seats.iter().filter(|s| !s.is_computer()).count()
    }

    /// Whether the current position is an earlier one (moves can be redone).
    fn reviewing(&self) -> bool {
        self.s.game.can_redo()
    }

    fn reset_focus(&mut self) {
        let legal = self.s.game.legal_moves();
        let row = self.s.game.position().row(self.bottom());
        self.focus = legal
            .iter()
            .copied()
            .find(|p| row.contains(p))
            .or_else(|| legal.first().copied())
            .unwrap_or(row.start);
    }

    fn stop_thinking(&mut self) {
        self.pending = None;
        self.inline_request = None;
    }

    fn finish_anim(&mut self) {
        self.anim = None;
    }

    /// Everything after a game changed by a person's action: no animation, hint, note or pending request.
    fn changed(&mut self) {
        self.finish_anim();
        self.stop_thinking();
        self.hint = None;
        self.note = None;
        self.resume = false;
    }

    fn new_game_with(&mut self, rules: Rules) {
        self.changed();
        // A puzzle that does not suit the new rules (other pits or seeds) gives way to their start.
        self.s.game = self
            .puzzle
            .as_ref()
            .and_then(|p| Game::from_setup(rules, p).ok())
            .unwrap_or_else(|| Game::new(rules));
        let name = match self.s.preset {
            Some(p) => i18n::preset_name(self.lang, p).to_string(),
            None => self.t().custom_option.to_string(),
        };
        self.note = Some(fill(self.t().game_started, &[&name]));
        self.ensure_board();
        self.reset_focus();
        self.fill_panel();
        self.ai_not_before = now() + 600.0;
    }

    /// A new game and a new match of the chosen rules.
    fn new_game(&mut self) {
        let format = self.s.matc.format;
        let mut starter = self.s.rules.starter();
        if let MatchFormat::Games(_) = format {
            // wari-pl: the first game's starter is drawn at random (RULES.md, 002).
            starter = if js_sys::Math::random() < 0.5 {
                Player::South
            } else {
                Player::North
            };
        }
        self.s.matc = Match::new(format, starter);
        let rules = self.s.matc.next_rules(&self.s.rules);
        self.new_game_with(rules);
    }

    /// The match including the game just finished.
    fn match_now(&self) -> Match {
        let mut m = self.s.matc.clone();
        if let Some(o) = self.s.game.outcome() {
            m.record(o);
        }
        m
    }

    fn next_game(&mut self) {
        let Some(o) = self.s.game.outcome() else {
            return;
        };
        self.s.matc.record(o);
        if self.s.matc.is_over() {
            self.new_game();
        } else {
            let rules = self.s.matc.next_rules(&self.s.rules);
            self.new_game_with(rules);
        }
    }

    /// Recreates the board when its size or side changed.
    fn ensure_board(&mut self) {
        let geometry = screen_geometry(self.s.game.rules(), self.s.flip);
        if *self.board.geometry() != geometry {
            let board = Board::new(geometry, self.t().board_label);
            let _ = self
                .ui
                .board_holder
                .replace_child(&board.root, &self.board.root);
            self.board = board;
        }
    }

    /// Fills the panel's slow-changing parts: menus, rules text, custom form.
    fn fill_panel(&mut self) {
        let ui = &self.ui;
        ui.show_rules(&self.s.rules, self.s.preset, self.s.matc.format);
        ui.fill_custom(&self.s.rules);
        dom::set_value(&ui.matc, &self.s.matc.format.id());
        dom::set_value(&ui.speed, self.s.speed.id());
        for (k, el) in ui.seats.iter().enumerate() {
            dom::set_value(el, &self.s.seats[k].id());
        }
        set_text(&ui.custom_error, "");
    }

    fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
        self.s.lang = Some(lang);
        let holder_board = self.board.root.clone();
        self.ui = Ui::build(&self.root, lang);
        self.ui.board_holder.append_child(&holder_board).ok();
        set_attr(&self.board.root, "aria-label", self.t().board_label);
        self.fill_panel();
        self.render_notices();
        if let Some(el) = dom::by_id("lang") {
            dom::focus(&el);
        }
    }

    fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Pit(pit) => self.click_pit(pit),
            Msg::Focus(pit) => self.focus = pit,
            Msg::Action(action, value) => self.action(&action, &value),
            Msg::Tick => self.tick(),
            Msg::Worker(text) => self.worker_message(&text),
            Msg::WorkerFailed => {
                if self.worker.take().is_some() {
                    let text = self.t().no_worker.to_string();
                    self.notice(text);
                    // Ask again, in the page.
                    if let Some((_, purpose)) = self.pending.take() {
                        self.request(purpose);
                    }
                }
            }
            Msg::Layout => self.ensure_board(),
            Msg::Copied(ok) => {
                self.note = Some(
                    if ok {
                        self.t().copied
                    } else {
                        self.t().copy_manual
                    }
                    .to_string(),
                );
                if !ok {
                    if let Ok(i) = self
                        .ui
                        .share_text
                        .clone()
                        .dyn_into::<web_sys::HtmlInputElement>()
                    {
                        i.select();
                    }
                }
            }
        }
    }

    fn click_pit(&mut self, pit: usize) {
        self.focus = pit;
        if self.anim.is_some() {
            self.finish_anim();
        }
        let game = &self.s.game;
        let mover = game.position().to_move();
        if game.outcome().is_none()
            && self.seat(mover).is_computer()
            && self.s.game.check(pit).is_ok()
        {
            self.note = Some(self.t().computer_turn.to_string());
            return;
        }
        let before = *game.position();
        match self.s.game.play(pit) {
            Ok(report) => {
                self.stop_thinking();
                self.hint = None;
                self.note = None;
                self.resume = false;
                self.animate(&before, &report);
            }
            Err(e) => {
                let letter = move_letter(self.n(), pit);
                self.note = Some(error_text::illegal(self.lang, e, letter, mover));
                if let Some(el) = self.board.pit_element(pit) {
                    dom::set_class(el, "refused", false);
                    // Restart the shake animation.
                    let _ = el.get_bounding_client_rect();
                    dom::set_class(el, "refused", true);
                }
            }
        }
    }

    fn animate(&mut self, before: &Position, report: &crate::rules::MoveReport) {
        let ms = self.s.speed.ms();
        if ms == 0 || reduced_motion() {
            self.anim = None;
            self.ai_not_before = now() + 350.0;
        } else {
            self.anim = Some(Anim {
                frames: anim::frames(before, report),
                at: 0,
            });
            self.ai_not_before = 0.0;
        }
    }

    fn action(&mut self, action: &str, value: &str) {
        match action {
            "new-game" => self.new_game(),
            "next-game" => self.next_game(),
            "undo" => {
                self.changed();
                if self.s.game.undo() {
                    // Against the computer, take back its reply too: back to a position where a human moves.
                    if self.humans() == 1 {
                        while self.seat(self.s.game.position().to_move()).is_computer()
                            && self.s.game.undo()
                        {}
                    }
                }
                self.reset_focus();
            }
            "redo" => {
                self.changed();
                self.s.game.redo();
                self.reset_focus();
            }
            "goto" => {
                if let Ok(ply) = value.parse::<usize>() {
                    self.changed();
                    self.s.game.goto(ply);
                    self.reset_focus();
                }
            }
            "hint" if self.s.game.outcome().is_none() && self.anim.is_none() => {
                self.hint = None;
                self.note = Some(self.t().hint_thinking.to_string());
                self.request(Purpose::Hint);
            }
            "agree" => {
                self.changed();
                self.s.game.end_by_agreement();
            }
            "play-on" => {
                self.resume = true;
            }
            "flip" => {
                self.s.flip = !self.s.flip;
                self.ensure_board();
            }
            "mode-computer" => {
                let bottom = self.bottom();
                let level = self
                    .s
                    .seats
                    .iter()
                    .find_map(|s| match s {
                        Seat::Computer(l) => Some(*l),
                        Seat::Human => None,
                    })
                    .unwrap_or(DEFAULT_LEVEL);
                self.s.seats[bottom.index()] = Seat::Human;
                self.s.seats[bottom.opponent().index()] = Seat::Computer(level);
                self.stop_thinking();
                self.fill_panel();
            }
            "mode-two" => {
                self.s.seats = [Seat::Human, Seat::Human];
                self.stop_thinking();
                self.fill_panel();
            }
            "seat-south" | "seat-north" => {
                if let Some(seat) = Seat::parse(value) {
                    let k = if action == "seat-south" { 0 } else { 1 };
                    self.s.seats[k] = seat;
                    self.stop_thinking();
                    // Keep the only human at the bottom.
                    if self.humans() == 1 {
                        let human = if self.s.seats[0].is_computer() {
                            Player::North
                        } else {
                            Player::South
                        };
                        self.s.flip = human == Player::North;
                        self.ensure_board();
                    }
                }
            }
            "variant" => {
                if let Ok(p) = value.parse::<Preset>() {
                    self.s.preset = Some(p);
                    self.s.rules = p.rules();
                    self.s.matc = Match::new(p.match_format(), p.rules().starter());
                    self.new_game();
                } else {
                    set_attr(&self.ui.custom, "open", "");
                    dom::focus(&self.ui.fields.pits);
                }
            }
            "apply-custom" => {
                let text = self.ui.custom_text();
                match text.parse::<Rules>() {
                    Ok(rules) => {
                        self.s.preset = Preset::ALL.into_iter().find(|p| p.rules() == rules);
                        self.s.rules = rules;
                        self.new_game();
                    }
                    Err(e) => {
                        let msg = fill(
                            self.t().custom_error,
                            &[&error_text::rules_error(self.lang, &e)],
                        );
                        set_text(&self.ui.custom_error, &msg);
                    }
                }
            }
            "match" => {
                if let Some(f) = MatchFormat::parse(value) {
                    self.s.matc = Match::new(f, self.s.game.rules().starter());
                    self.ui
                        .show_rules(&self.s.rules, self.s.preset, self.s.matc.format);
                }
            }
            "speed" => {
                if let Some(sp) = Speed::parse(value) {
                    self.s.speed = sp;
                }
            }
            "lang" => {
                if let Some(l) = Lang::from_code(value) {
                    self.set_lang(l);
                }
            }
            "copy-moves" => {
                let text = self.s.game.game_string();
                dom::set_value(&self.ui.share_text, &text);
                copy_to_clipboard(&text);
            }
            "copy-link" => {
                let text = self.share_link();
                dom::set_value(&self.ui.share_text, &text);
                copy_to_clipboard(&text);
            }
            "dismiss" => {
                if let Ok(id) = value.parse::<u32>() {
                    self.notices.retain(|(i, _)| *i != id);
                    self.render_notices();
                }
            }
            "help" => {
                if let Ok(d) = self
                    .ui
                    .help
                    .clone()
                    .dyn_into::<web_sys::HtmlDialogElement>()
                {
                    let _ = d.show_modal();
                }
            }
            "embed" => super::embed::open_dialog(self.snapshot()),
            "print-board" => super::print::print_now(PrintView::Board, &self.snapshot()),
            "print-position" => super::print::print_now(PrintView::Position, &self.snapshot()),
            "before-print" => super::print::before_print(&self.snapshot()),
            "help-close" => {
                if let Ok(d) = self
                    .ui
                    .help
                    .clone()
                    .dyn_into::<web_sys::HtmlDialogElement>()
                {
                    d.close();
                }
            }
            _ => {}
        }
    }

    /// The settings and the game shown, for the embed dialog and the print view.
    fn snapshot(&self) -> super::embed::Snapshot {
        let game = &self.s.game;
        super::embed::Snapshot {
            lang: self.lang,
            rules: self.s.rules,
            preset: self.s.preset,
            format: self.s.matc.format,
            seats: self.s.seats,
            flip: self.s.flip,
            start: *game.start_position(),
            moves: game.game_string(),
            position: *game.position(),
        }
    }

    /// A link that opens this game: the variant, the moves, the players (and the start position if special).
    fn share_link(&self) -> String {
        let loc = web_sys::window().map(|w| w.location());
        let base = loc
            .as_ref()
            .and_then(|l| Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?)))
            .unwrap_or_default();
        let rules = self.s.game.rules();
        let variant = match self.s.preset {
            Some(p) if p.rules() == *rules => p.id().to_string(),
            _ => rules.to_string(),
        };
        let mut q = format!("?variant={}", encode_component(&variant));
        let game = &self.s.game;
        if *game.start_position() != Position::start(rules) {
            q.push_str(&format!(
                "&position={}",
                encode_component(&game.start_position().to_string())
            ));
        }
        let moves = game.game_string();
        if !moves.is_empty() {
            q.push_str(&format!("&moves={moves}"));
        }
        q.push_str(&format!(
            "&south={}&north={}",
            self.s.seats[0].id(),
            self.s.seats[1].id()
        ));
        format!("{base}{q}")
    }

    fn tick(&mut self) {
        self.timer = None;
        if let Some(a) = &mut self.anim {
            a.at += 1;
            if a.at >= a.frames.len() {
                self.anim = None;
                self.ai_not_before = now() + 250.0;
            }
        }
        if let Some(req) = self.inline_request.take() {
            let reply = super::worker_api::think_json(&req, &mut |_| {});
            self.worker_message(&reply);
        }
    }

    /// Asks the computer for a move (or a hint).
    fn request(&mut self, purpose: Purpose) {
        let game = &self.s.game;
        let mover = game.position().to_move();
        let level = match (purpose, self.seat(mover)) {
            (Purpose::Move, Seat::Computer(l)) => l,
            (Purpose::Move, Seat::Human) => return,
            (Purpose::Hint, _) => LEVELS,
        };
        let req = ThinkRequest {
            id: self.next_id,
            rules: game.rules().to_string(),
            start: game.start_position().to_string(),
            moves: game.game_string(),
            level,
            seed: random_u64(),
            time_ms: match purpose {
                Purpose::Hint => Some(1500),
                Purpose::Move => None,
            },
        };
        self.next_id += 1;
        self.pending = Some((req.id, purpose));
        let json = serde_json::json!({"kind": "think", "request": req}).to_string();
        match &self.worker {
            Some(w) => {
                if w.post_message(&JsValue::from_str(&json)).is_err() {
                    self.worker = None;
                    self.inline_request = serde_json::to_string(&req).ok();
                }
            }
            None => self.inline_request = serde_json::to_string(&req).ok(),
        }
    }

    /// The computer could not answer: say so, and never ask again in a loop. A failing worker is replaced by
    /// the computer in the page; if that fails too, the computer's seats become human.
    fn ai_failed(&mut self, message: &str) {
        let text = fill(self.t().ai_error, &[message]);
        self.notice(text);
        let purpose = self.pending.take().map(|(_, p)| p);
        if self.worker.take().is_some() {
            if let Some(p) = purpose {
                self.request(p);
            }
        } else {
            for seat in self.s.seats.iter_mut() {
                *seat = Seat::Human;
            }
            self.fill_panel();
        }
    }

    fn worker_message(&mut self, text: &str) {
        let Ok(v) = serde_json::from_str::<serde_json::Value>(text) else {
            return;
        };
        match v.get("kind").and_then(|k| k.as_str()) {
            Some("progress") => {
                let n = |k: &str| v.get(k).and_then(|x| x.as_u64()).unwrap_or(0) as u32;
                self.preparing = Some((n("done"), n("total").max(1)));
            }
            Some("ready") => self.preparing = None,
            Some("error") => {
                // The engine's refusal comes typed ("problem"); anything else failed in the worker's
                // script: its message goes to the console, the page says the helper stopped.
                let problem = v
                    .get("problem")
                    .cloned()
                    .map(serde_json::from_value::<RequestError>);
                let msg = match problem {
                    Some(Ok(e)) => error_text::request_error(self.lang, &e),
                    _ => {
                        let detail = v.get("message").and_then(|m| m.as_str()).unwrap_or("?");
                        web_sys::console::warn_1(&format!("computer player: {detail}").into());
                        error_text::worker_stopped(self.lang).to_string()
                    }
                };
                self.preparing = None;
                self.ai_failed(&msg);
            }
            Some("result") => {
                let Ok(reply) = serde_json::from_value::<ThinkReply>(v) else {
                    return;
                };
                let Some((id, purpose)) = self.pending else {
                    return;
                };
                if id != reply.id {
                    return;
                }
                self.pending = None;
                if let Some(e) = reply.error {
                    let msg = error_text::request_error(self.lang, &e);
                    self.ai_failed(&msg);
                    return;
                }
                match (purpose, reply.best) {
                    (Purpose::Move, Some(pit)) => {
                        let before = *self.s.game.position();
                        if let Ok(report) = self.s.game.play(pit) {
                            self.resume = false;
                            self.hint = None;
                            self.note = None;
                            self.animate(&before, &report);
                        }
                    }
                    (Purpose::Hint, Some(pit)) => {
                        self.hint = Some(pit);
                        let letter = move_letter(self.n(), pit).to_string();
                        let words = i18n::eval_words(self.lang, reply.score);
                        self.note = Some(fill(self.t().hint_result, &[&letter, words]));
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }

    /// After every update: start the computer if it is its turn, prepare it for new rules, schedule the timer,
    /// save, render.
    fn after_update(&mut self) {
        let rules = *self.rules();
        // The computer's tables are built ahead only when a computer plays (a hint builds them when asked).
        if self.prepared_for != Some(rules) && self.humans() < 2 {
            self.prepared_for = Some(rules);
            if let Some(w) = &self.worker {
                let json =
                    serde_json::json!({"kind": "prepare", "rules": rules.to_string()}).to_string();
                let _ = w.post_message(&JsValue::from_str(&json));
            }
        }
        let mut delay: Option<f64> = None;
        if let Some(a) = &self.anim {
            let hold = a.frames.get(a.at).map_or(100, |f| f.hold) as f64;
            delay = Some(hold * self.s.speed.ms() as f64 / 100.0);
        } else if self.pending.is_none() && self.s.game.outcome().is_none() {
            let mover = self.s.game.position().to_move();
            if self.seat(mover).is_computer() && (!self.reviewing() || self.resume) {
                let wait = self.ai_not_before - now();
                if wait > 0.0 {
                    delay = Some(wait);
                } else {
                    self.request(Purpose::Move);
                }
            }
        }
        if self.inline_request.is_some() {
            delay = Some(delay.map_or(30.0, |d| d.min(30.0)));
        }
        self.schedule(delay);
        if self.persist {
            let json = self.s.to_json();
            if json != self.last_saved {
                storage::save_text(&json);
                self.last_saved = json;
            }
        }
        self.render();
    }

    fn schedule(&mut self, delay: Option<f64>) {
        let Some(window) = web_sys::window() else {
            return;
        };
        if let Some(t) = self.timer.take() {
            window.clear_timeout_with_handle(t);
        }
        if let Some(ms) = delay {
            TICK.with(|t| {
                if let Some(cb) = t.borrow().as_ref() {
                    self.timer = window
                        .set_timeout_with_callback_and_timeout_and_arguments_0(
                            cb.as_ref().unchecked_ref(),
                            ms.max(0.0).round() as i32,
                        )
                        .ok();
                }
            });
        }
    }

    fn render(&mut self) {
        let lang = self.lang;
        let t = lang.t();
        let game = &self.s.game;
        let pos = *game.position();
        let n = pos.pits_a_side();
        let outcome = game.outcome();
        let frame = self.anim.as_ref().and_then(|a| a.frames.get(a.at));
        let (pits, stores): (&[u8], [u16; 2]) = match frame {
            Some(f) => (&f.pits[..pos.len()], f.stores),
            None => (pos.pits(), pos.stores().map(u16::from)),
        };
        let mover = pos.to_move();
        let human_turn = outcome.is_none() && !self.seat(mover).is_computer();
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
                    pits[i] as u32,
                    legal & (1 << i) != 0,
                    self.hint == Some(i),
                )
            })
            .collect();
        let store_labels = [
            i18n::store_label(lang, Player::South, stores[0] as u32),
            i18n::store_label(lang, Player::North, stores[1] as u32),
        ];
        let view = View {
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
            hint: self.hint,
            focus: self.focus,
            pit_labels: &pit_labels,
            store_labels: [&store_labels[0], &store_labels[1]],
            names: [
                i18n::player(lang, Player::South),
                i18n::player(lang, Player::North),
            ],
            to_move: outcome.is_none().then_some(mover),
        };
        self.board.render(&view);

        // Status line.
        let ui = &self.ui;
        let move_text = game
            .last_report()
            .map(|r| i18n::move_sentence(lang, &r, n))
            .unwrap_or_default();
        let thinking = self.pending.is_some_and(|(_, p)| p == Purpose::Move)
            || (outcome.is_none()
                && self.seat(mover).is_computer()
                && (!self.reviewing() || self.resume));
        let turn_text = if let Some(o) = outcome {
            let mut s = i18n::outcome_sentence(lang, &o, game.rules(), mover);
            let m = self.match_now();
            if m.format != MatchFormat::Single {
                s.push(' ');
                s.push_str(&i18n::match_score(lang, &m, true));
            }
            s
        } else if self.reviewing() && !self.resume {
            fill(
                t.viewing,
                &[&game.ply().to_string(), &game.all_moves().len().to_string()],
            )
        } else if thinking && frame.is_none() {
            match self.preparing {
                Some((d, total)) if d < total => {
                    fill(t.preparing, &[&(d * 100 / total).to_string()])
                }
                _ => i18n::thinking(lang, mover),
            }
        } else if thinking {
            String::new()
        } else if self.humans() == 1 {
            t.your_move.to_string()
        } else {
            i18n::to_move(lang, mover)
        };
        set_text(&ui.status_move, &move_text);
        set_text(&ui.status_turn, &turn_text);
        set_text(&ui.status_note, self.note.as_deref().unwrap_or(""));
        set_hidden(
            &ui.spinner,
            !(thinking && frame.is_none() || self.pending.is_some()),
        );
        dom::set_class(&ui.status_turn, "over", outcome.is_some());

        // Buttons.
        Ui::enable(&ui.undo, game.can_undo());
        Ui::enable(&ui.redo, game.can_redo());
        Ui::enable(&ui.hint, outcome.is_none() && self.pending.is_none());
        set_hidden(
            &ui.agree,
            !(outcome.is_none() && (game.cycle_suspected() || game.is_repetition())),
        );
        let computer_waits =
            outcome.is_none() && self.seat(mover).is_computer() && self.reviewing() && !self.resume;
        set_hidden(&ui.play_on, !computer_waits);
        let m = self.match_now();
        set_hidden(
            &ui.next_game,
            !(outcome.is_some() && m.format != MatchFormat::Single && !m.is_over()),
        );
        ui.show_mode(self.s.seats);
        dom::set_flag(&ui.reduced_note, "hidden", !reduced_motion());
        let score = if m.format == MatchFormat::Single {
            String::new()
        } else {
            i18n::match_score(lang, &m, outcome.is_some())
        };
        set_text(&ui.match_score, &score);
        set_hidden(&ui.match_score, score.is_empty());
        let letters: String = game
            .all_moves()
            .iter()
            .map(|&mv| move_letter(n, mv as usize))
            .collect();
        let starter = game.start_position().to_move();
        let ply = game.ply();
        self.ui.show_moves(&letters, ply, starter);
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            if let Some(html) = doc.document_element() {
                set_attr(&html, "lang", lang.code());
            }
            if doc.title() != t.page_title {
                doc.set_title(t.page_title);
            }
        }
        let _ = self.embed;
    }
}
