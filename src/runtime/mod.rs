//! The runtime (wasm32 only): the page's entry (`entry`, `start`), the message loop and the effects
//! performed. The one place where the browser calls in: every event (a click, a key, a worker's reply, the
//! timer, the clipboard's answer, printing, a resize) becomes one [`Msg`]; [`dispatch`] queues it and, unless a
//! message is being handled already, hands the queue to the app until it is empty: `App::update` for each
//! message, then `App::after_update` (computer, save, render), again while rendering queued more; each returns
//! [`Effect`]s, which [`perform`] does (copy, timer, a language's file, the computer's worker and the engine in
//! the page, the print module, saving). So nothing runs while the app is borrowed, and a message queued during
//! render is handled at once.
//!
//! Every event closure lives here, created once and kept for the page's life: one listener on the document for
//! clicks, changes, keys, focus and dialogs closing (controls carry `data-action`, pits `data-pit`), and those
//! of the worker, the portrait query, printing and resizes. The runtime also owns the computer's worker. No room
//! keeps listeners, closures or state of its own in a `thread_local!`.
//!
//! Adapted from wasm-bindgen's `examples/todomvc` scheduler.

pub(crate) mod entry;
mod error_box;
mod errors;
mod start;

use crate::app::msg::{Effect, Msg, Save};
use crate::app::update::App;
use crate::features::computer::client::Call;
use crate::features::editor::model::{Change, Place};
use crate::features::game::storage;
use crate::view::action::{Action, ReviewAction};
use crate::view::board::Arrow;
use std::cell::RefCell;
use std::collections::VecDeque;
use wari_core::rules::Player;
use wari_engine::protocol::Reply;
use wari_ui::i18n;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, EventTarget, KeyboardEvent, MessageEvent};

type Listener = Closure<dyn FnMut(Event)>;
/// The clipboard promise's two answers.
type CopyHandlers = (Closure<dyn FnMut(JsValue)>, Closure<dyn FnMut(JsValue)>);
/// The first frame's callback and the task it posts ([`after_first_paint`]).
type Painted = (Closure<dyn FnMut(f64)>, Closure<dyn FnMut()>);
/// The resize observer of an embedded page, and its callback.
type Watcher = Option<(web_sys::ResizeObserver, Closure<dyn FnMut()>)>;

struct Runtime {
    app: RefCell<Option<App>>,
    queue: RefCell<VecDeque<Msg>>,
    listeners: RefCell<Vec<Listener>>,
    tick: Closure<dyn FnMut()>,
    timer: RefCell<Option<i32>>,
    copied: CopyHandlers,
    resize: RefCell<Watcher>,
    /// Where the engine loaded into the page posts its replies' texts.
    page_engine_post: Closure<dyn FnMut(JsValue)>,
    /// The loader of the engine into the page, `(request, post)`, given by `www/boot.js` ([`page_engine`]).
    page_engine: RefCell<Option<js_sys::Function>>,
    /// The loader of the print module, `(request, words, failed, at_once)`, given by `www/boot.js` ([`page_printer`]).
    printer: RefCell<Option<js_sys::Function>>,
    /// What the print module's loader calls when it cannot load the module.
    printer_failed: Closure<dyn FnMut()>,
    /// The first frame's callback ([`after_first_paint`]) and the task it posts.
    painted: Painted,
    /// The computer player's worker, when it runs.
    worker: RefCell<Option<ComputerLink>>,
    /// Whether the computer is the page's shared worker ([`share_computer`]).
    shared: std::cell::Cell<bool>,
}

thread_local! {
    static RT: Runtime = Runtime {
        app: RefCell::new(None),
        queue: RefCell::new(VecDeque::new()),
        listeners: RefCell::new(Vec::new()),
        tick: Closure::new(|| dispatch(Msg::Tick)),
        timer: RefCell::new(None),
        copied: (
            Closure::new(|_: JsValue| dispatch(Msg::Copied(true))),
            Closure::new(|_: JsValue| dispatch(Msg::Copied(false))),
        ),
        resize: RefCell::new(None),
        page_engine_post: Closure::new(|reply: JsValue| dispatch(reply_msg(reply))),
        page_engine: RefCell::new(None),
        printer: RefCell::new(None),
        printer_failed: Closure::new(|| dispatch(Msg::PrintUnavailable)),
        painted: (Closure::new(|_: f64| post_painted()), Closure::new(|| dispatch(Msg::Painted))),
        worker: RefCell::new(None),
        shared: std::cell::Cell::new(false),
    };
}

/// Rounds of update and render in one dispatch before the loop gives up (a render that always queues a
/// message would otherwise never end).
const MAX_ROUNDS: usize = 64;

/// Queues `msg` and, unless a message is being handled already, handles the queue until it is empty.
pub fn dispatch(msg: Msg) {
    RT.with(|rt| {
        rt.queue.borrow_mut().push_back(msg);
        // Busy: the loop running now takes the message in its turn.
        let Ok(mut slot) = rt.app.try_borrow_mut() else {
            return;
        };
        let Some(app) = slot.as_mut() else {
            return;
        };
        for _ in 0..MAX_ROUNDS {
            let mut any = false;
            loop {
                let next = rt.queue.borrow_mut().pop_front();
                let Some(m) = next else {
                    break;
                };
                perform_all(rt, app.update(m));
                any = true;
            }
            if !any {
                return;
            }
            perform_all(rt, app.after_update());
        }
        web_sys::console::warn_1(&"the message loop stopped after too many rounds".into());
    });
}

fn perform_all(rt: &Runtime, effects: Vec<Effect>) {
    for e in effects {
        perform(rt, e);
    }
}

/// Does what the app asks. A message it leads to is queued: the loop running now handles it.
fn perform(rt: &Runtime, effect: Effect) {
    let queue = |m: Msg| rt.queue.borrow_mut().push_back(m);
    match effect {
        Effect::Copy(text) => copy_text(rt, &text),
        Effect::Timer(delay) => set_timer(rt, delay),
        Effect::LoadLang(lang) => {
            i18n::load(lang, move |ok| dispatch(Msg::LangLoaded(lang, ok)));
        }
        Effect::Computer(Call::Start) => match start_worker(rt.shared.get()) {
            Some(w) => *rt.worker.borrow_mut() = Some(w),
            None => queue(Msg::WorkerFailed),
        },
        Effect::Computer(Call::Post(request)) => {
            let worker = rt.worker.borrow();
            let posted = worker.as_ref().map(|w| w.post(&to_js(&request)));
            if posted == Some(false) {
                queue(Msg::WorkerFailed);
            }
        }
        Effect::Computer(Call::Stop) => {
            if let Some(w) = rt.worker.borrow_mut().take() {
                w.stop();
            }
        }
        Effect::Computer(Call::AskPage(request)) => {
            if !ask_page_engine(rt, &to_js(&request)) {
                queue(Msg::PageEngineMissing);
            }
        }
        Effect::Print(ask) => {
            if !ask_printer(rt, &to_js(&ask.request), ask.words, ask.at_once) {
                queue(Msg::PrintUnavailable);
            }
        }
        Effect::Save(Save::Session(json)) => {
            storage::save_text(&json);
        }
        Effect::Save(Save::Kept(key, Some(text))) => {
            storage::save_key(key, &text);
        }
        Effect::Save(Save::Kept(key, None)) => storage::remove_key(key),
        Effect::Save(Save::Solved(text)) => storage::save_solved(&text),
    }
}

/// A request as the JavaScript value the computer's or the print module reads (serde-wasm-bindgen: the
/// computer's 64-bit numbers, the seed and the time, are below JavaScript's largest safe integer, so they are
/// plain numbers).
fn to_js(value: &impl serde::Serialize) -> JsValue {
    serde_wasm_bindgen::to_value(value).unwrap_or(JsValue::NULL)
}

/// The computer player's worker as the page holds it.
enum ComputerLink {
    /// A port of the shared worker, one for all the boards of the page and of the site's same-origin frames.
    Shared(web_sys::MessagePort),
    /// A worker of this board's own (a browser without `SharedWorker`).
    Own(web_sys::Worker),
}

impl ComputerLink {
    /// Posts a request; `false` when the browser refused it.
    fn post(&self, request: &JsValue) -> bool {
        match self {
            ComputerLink::Shared(port) => port.post_message(request).is_ok(),
            ComputerLink::Own(worker) => worker.post_message(request).is_ok(),
        }
    }

    /// Lets the worker go: this board's port is closed (the shared worker goes on for the other boards), or
    /// its own worker ends.
    fn stop(&self) {
        match self {
            ComputerLink::Shared(port) => port.close(),
            ComputerLink::Own(worker) => worker.terminate(),
        }
    }
}

/// An embedded board's computer is the shared worker ([`start_worker`]): a blog page of several boards (and the
/// same-origin frames of a site) runs one computer, not one per board. The game's own page, one board, keeps a
/// worker of its own, so that a search in one of a player's tabs never waits for another tab's.
pub fn share_computer() {
    RT.with(|rt| rt.shared.set(true));
}

/// Starts the computer player's worker next to the page (`www/worker.js`, relative to the document, so `dist/`
/// works from any folder) and listens to it: for an embedded board (`shared`), the shared worker where the
/// browser has `SharedWorker` (the boards of a page share one computer), else a worker of this board's own;
/// `None` when the browser can start neither.
fn start_worker(shared: bool) -> Option<ComputerLink> {
    let document = crate::view::dom::document();
    let base = document.base_uri().ok().flatten()?;
    let url = web_sys::Url::new_with_base("www/worker.js", &base)
        .ok()?
        .href();
    let opts = web_sys::WorkerOptions::new();
    opts.set_type(web_sys::WorkerType::Module);
    if let Some(shared) = shared
        .then(|| web_sys::SharedWorker::new_with_worker_options(&url, &opts).ok())
        .flatten()
    {
        let port = shared.port();
        listen_to_worker(&shared, &port);
        port.start();
        return Some(ComputerLink::Shared(port));
    }
    let worker = web_sys::Worker::new_with_options(&url, &opts).ok()?;
    listen_to_worker(&worker, &worker);
    Some(ComputerLink::Own(worker))
}

/// Hands the app to the loop and handles what was queued while it was built.
pub fn run(app: App) {
    RT.with(|rt| *rt.app.borrow_mut() = Some(app));
    dispatch(Msg::Layout);
}

/// Calls `to_msg` on every `event` at `target` (in the capture phase when `capture`) and dispatches what it
/// returns. The closure is kept for the page's life.
pub fn listen(
    target: &EventTarget,
    event: &str,
    capture: bool,
    to_msg: impl Fn(&Event) -> Option<Msg> + 'static,
) {
    let c = Listener::new(move |e: Event| {
        if let Some(m) = to_msg(&e) {
            dispatch(m);
        }
    });
    let _ = target.add_event_listener_with_callback_and_bool(
        event,
        c.as_ref().unchecked_ref(),
        capture,
    );
    RT.with(|rt| rt.listeners.borrow_mut().push(c));
}

/// Fires [`Msg::Tick`] once after `delay` ms (the previous timer is cancelled); `None` cancels it.
fn set_timer(rt: &Runtime, delay: Option<f64>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Some(t) = rt.timer.borrow_mut().take() {
        window.clear_timeout_with_handle(t);
    }
    if let Some(ms) = delay {
        *rt.timer.borrow_mut() = window
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                rt.tick.as_ref().unchecked_ref(),
                ms.max(0.0).round() as i32,
            )
            .ok();
    }
}

/// Dispatches [`Msg::Painted`] once the next frame has been painted: in a task that the frame's callback posts
/// (a `setTimeout` of 0 from `requestAnimationFrame` runs after that frame's paint). At once without a window.
pub fn after_first_paint() {
    let asked = web_sys::window().is_some_and(|w| {
        RT.with(|rt| {
            w.request_animation_frame(rt.painted.0.as_ref().unchecked_ref())
                .is_ok()
        })
    });
    if !asked {
        post_painted();
    }
}

/// Posts the task of [`Msg::Painted`] (after the frame being drawn now).
fn post_painted() {
    let posted = web_sys::window().is_some_and(|w| {
        RT.with(|rt| {
            w.set_timeout_with_callback_and_timeout_and_arguments_0(
                rt.painted.1.as_ref().unchecked_ref(),
                0,
            )
            .is_ok()
        })
    });
    if !posted {
        dispatch(Msg::Painted);
    }
}

/// Copies `text` to the clipboard; the answer comes back as [`Msg::Copied`].
fn copy_text(rt: &Runtime, text: &str) {
    let clipboard = web_sys::window().map(|w| w.navigator().clipboard());
    match clipboard {
        Some(c) if !c.is_undefined() && !c.is_null() => {
            let promise = c.write_text(text);
            let _ = promise.then2(&rt.copied.0, &rt.copied.1);
        }
        _ => rt.queue.borrow_mut().push_back(Msg::Copied(false)),
    }
}

/// Dispatches [`Msg::Resized`] whenever one of `elements` changes size (and once when each is first laid out).
pub fn observe_resize(elements: &[&Element]) {
    let cb = Closure::<dyn FnMut()>::new(|| dispatch(Msg::Resized));
    if let Ok(obs) = web_sys::ResizeObserver::new(cb.as_ref().unchecked_ref()) {
        for el in elements {
            obs.observe(el);
        }
        RT.with(|rt| *rt.resize.borrow_mut() = Some((obs, cb)));
    }
}

/// The pit (`data-pit`) an event happened on, if any.
fn pit_of(e: &Event) -> Option<usize> {
    let target = e.target()?.dyn_into::<Element>().ok()?;
    let g = target.closest("[data-pit]").ok()??;
    g.get_attribute("data-pit")?.parse().ok()
}

/// The control (`data-action`) an event happened on: the action's name, its value, the element.
fn control_of(e: &Event) -> Option<(String, String)> {
    let target = e.target()?.dyn_into::<Element>().ok()?;
    let el = target.closest("[data-action]").ok()??;
    let name = el.get_attribute("data-action")?;
    let value = el
        .get_attribute("data-ply")
        .or_else(|| el.get_attribute("data-id"))
        .unwrap_or_else(|| crate::view::dom::value_of(&el));
    Some((name, value))
}

/// The action of a click (`change: false`) or a change on a control.
fn action_of(e: &Event, change: bool) -> Option<Msg> {
    let (name, value) = control_of(e)?;
    if Action::on_change(&name) != change {
        return None;
    }
    Action::parse(&name, &value).map(Msg::Action)
}

/// The store (`data-store`) an event happened on, if any.
fn store_of(e: &Event) -> Option<Player> {
    let target = e.target()?.dyn_into::<Element>().ok()?;
    let g = target.closest("[data-store]").ok()??;
    Player::parse(&g.get_attribute("data-store")?)
}

/// An arrow key, Home or End on the review's chart or table: a step through the moves.
fn review_key(e: &Event, k: &KeyboardEvent, key: &str) -> Option<ReviewAction> {
    if k.ctrl_key() || k.meta_key() || k.alt_key() {
        return None;
    }
    let target = e.target()?.dyn_into::<Element>().ok()?;
    target
        .closest(&format!(".{}", crate::features::review::view::KEYS_CLASS))
        .ok()??;
    ReviewAction::from_key(key)
}

fn key_msg(e: &Event) -> Option<Msg> {
    let k = e.dyn_ref::<KeyboardEvent>()?;
    let key = k.key();
    if let Some(step) = review_key(e, k, &key) {
        e.prevent_default();
        return Some(Msg::Action(Action::Review(step)));
    }
    let place = pit_of(e)
        .map(Place::Pit)
        .or_else(|| store_of(e).map(Place::Store));
    if let (Some(place), Some(change)) = (place, Change::from_key(&key)) {
        if !(k.ctrl_key() || k.meta_key() || k.alt_key()) {
            e.prevent_default();
            return Some(Msg::Edit(place, change));
        }
    }
    if let Some(p) = store_of(e).filter(|_| matches!(key.as_str(), "Enter" | " ")) {
        e.prevent_default();
        return Some(Msg::Store(p));
    }
    if let Some(pit) = pit_of(e) {
        let arrow = match key.as_str() {
            "Enter" | " " => {
                e.prevent_default();
                return Some(Msg::Pit(pit));
            }
            "ArrowLeft" => Arrow::Left,
            "ArrowRight" => Arrow::Right,
            "ArrowUp" => Arrow::Up,
            "ArrowDown" => Arrow::Down,
            "Home" => Arrow::Home,
            "End" => Arrow::End,
            _ => return None,
        };
        e.prevent_default();
        return Some(Msg::Arrow(pit, arrow));
    }
    if !(k.ctrl_key() || k.meta_key()) || k.alt_key() {
        return None;
    }
    let in_field = e
        .target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .is_some_and(|t| matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
    if in_field {
        return None;
    }
    let action = match key.as_str() {
        "z" | "Z" if !k.shift_key() => Action::Undo,
        "y" | "Y" | "Z" => Action::Redo,
        _ => return None,
    };
    e.prevent_default();
    Some(Msg::Action(action))
}

/// Listens to the page: clicks, changes, keys and focus on the document (the board, the panel and every
/// dialog), a dialog closing, printing.
pub fn listen_to_page() {
    let document: EventTarget = crate::view::dom::document().into();
    listen(&document, "click", false, |e| {
        pit_of(e)
            .map(Msg::Pit)
            .or_else(|| store_of(e).map(Msg::Store))
            .or_else(|| action_of(e, false))
    });
    listen(&document, "change", false, |e| action_of(e, true));
    // Keys on the document, so the shortcuts work wherever the focus is (even after a control went away).
    listen(&document, "keydown", false, key_msg);
    listen(&document, "focusin", false, |e| pit_of(e).map(Msg::Focus));
    // `close` does not bubble: caught on its way down.
    listen(&document, "close", true, |e| {
        let dialog = e.target()?.dyn_into::<Element>().ok()?;
        (dialog.tag_name() == "DIALOG").then_some(Msg::DialogClosed)
    });
    if let Some(window) = web_sys::window() {
        let window: EventTarget = window.into();
        listen(&window, "beforeprint", false, |_| Some(Msg::BeforePrint));
        listen(&window, "afterprint", false, |_| Some(Msg::AfterPrint));
    }
}

/// A reply from the computer (its worker, or its module in the page) as a message: a [`Reply`], or
/// [`Msg::WorkerGarbled`] for anything else.
fn reply_msg(value: JsValue) -> Msg {
    match serde_wasm_bindgen::from_value::<Reply>(value) {
        Ok(reply) => Msg::Worker(reply),
        Err(_) => Msg::WorkerGarbled,
    }
}

/// Takes the loader of the computer's wasm module into the page (when no worker can run it), given by
/// `www/boot.js` once the page has started: `run(request, post)` loads the module on first use, hands it the
/// request and later calls `post` with each reply (a crash report when it cannot load).
#[wasm_bindgen]
pub fn page_engine(run: js_sys::Function) {
    RT.with(|rt| *rt.page_engine.borrow_mut() = Some(run));
}

/// Hands a request's text to the engine in the page; its replies come as the worker's would. `false` when the
/// page has no loader for it.
fn ask_page_engine(rt: &Runtime, request: &JsValue) -> bool {
    let run = rt.page_engine.borrow();
    let post: &JsValue = rt.page_engine_post.as_ref();
    run.as_ref()
        .is_some_and(|f| f.call2(&JsValue::NULL, request, post).is_ok())
}

/// Takes the loader of the print module (`wari-print`), given by `www/boot.js` once the page has started:
/// `run(request, words, failed, at_once)` hands the module a print request and the text of the
/// language's file (at once when the module is loaded, else once it is, unless `at_once`: then the request is
/// dropped), and calls `failed` when it cannot load it.
#[wasm_bindgen]
pub fn page_printer(run: js_sys::Function) {
    RT.with(|rt| *rt.printer.borrow_mut() = Some(run));
}

/// Hands a print request's text and the words of its language to the print module; [`Msg::PrintUnavailable`]
/// comes when the module cannot be loaded. A request `at_once` (the browser is printing now) is done only if
/// the module is loaded already, else dropped. `false` when the page has no loader for it.
fn ask_printer(rt: &Runtime, request: &JsValue, words: &str, at_once: bool) -> bool {
    let run = rt.printer.borrow();
    let failed: &JsValue = rt.printer_failed.as_ref();
    let args = js_sys::Array::of4(request, &words.into(), failed, &at_once.into());
    run.as_ref()
        .is_some_and(|f| f.apply(&JsValue::NULL, &args).is_ok())
}

/// Listens to the computer player's worker: its replies on `port` (the worker itself, or the shared worker's
/// port; read as [`Reply`]s, anything else is [`Msg::WorkerGarbled`]) and the failures of `worker`.
fn listen_to_worker(worker: &EventTarget, port: &EventTarget) {
    listen(port, "message", false, |e| {
        Some(reply_msg(e.dyn_ref::<MessageEvent>()?.data()))
    });
    listen(worker, "error", false, |e| {
        e.prevent_default();
        Some(Msg::WorkerFailed)
    });
    listen(port, "messageerror", false, |_| Some(Msg::WorkerGarbled));
}
