//! The message loop (wasm32 only): the one place where the browser calls in. Every event (a click, a key, a
//! worker's reply, the timer, the clipboard's answer, printing, a resize) becomes one [`Msg`]; [`dispatch`]
//! queues it and, unless a message is being handled already, hands the queue to the app until it is empty:
//! `App::update` for each message, then `App::after_update` (computer, save, render), again while rendering
//! queued more. So nothing runs while the app is borrowed, and a message queued during render is handled at
//! once.
//!
//! Every event closure lives here, created once and kept for the page's life: one listener on the document for
//! clicks, changes, keys, focus and dialogs closing (controls carry `data-action`, pits `data-pit`), and those a
//! room asks for through [`listen`] (the worker, the portrait query, printing, resizes). No room keeps
//! listeners or state of its own in a `thread_local!`.
//!
//! Adapted from wasm-bindgen's `examples/todomvc` scheduler.

use super::action::Action;
use super::app::App;
use super::board::Arrow;
use super::editor::{Change, Place};
use std::cell::RefCell;
use std::collections::VecDeque;
use wari_core::rules::Player;
use wari_engine::protocol::Reply;
use wari_ui::i18n::Lang;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, EventTarget, KeyboardEvent, MessageEvent};

/// What can happen to the app.
#[derive(Debug)]
pub enum Msg {
    /// A control was used.
    Action(Action),
    /// A pit was clicked, or chosen with Enter or Space.
    Pit(usize),
    /// A store was clicked, or chosen with Enter or Space (the position editor selects it).
    Store(Player),
    /// A key on a pit or store that changes its seeds in the position editor (`+`, `-`, a digit).
    Edit(Place, Change),
    /// A pit got keyboard focus.
    Focus(usize),
    /// An arrow key (or Home, End) on a pit: move the focus as drawn.
    Arrow(usize, Arrow),
    /// The timer fired (animation frame, the computer's turn, the computer's watchdog).
    Tick,
    /// The computer player's worker answered.
    Worker(Reply),
    /// The worker sent something that is no reply.
    WorkerGarbled,
    /// The worker failed (its script could not load or threw).
    WorkerFailed,
    /// The clipboard answered: copied or not.
    Copied(bool),
    /// The screen turned or was resized across the portrait breakpoint.
    Layout,
    /// The browser is about to print.
    BeforePrint,
    /// The browser has printed.
    AfterPrint,
    /// A `<dialog>` closed (by Escape or its button).
    DialogClosed,
    /// The page's content changed size (an embedded board tells its parent).
    Resized,
    /// The file of a language chosen in the menu was fetched (`true`) or could not be (`false`).
    LangLoaded(Lang, bool),
    /// The page's first frame was painted: build what the first screen left out, start the computer's worker.
    Painted,
    /// The print module could not be loaded (the network is off and it is not kept for offline play).
    PrintUnavailable,
}

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
                app.update(m);
                any = true;
            }
            if !any {
                return;
            }
            app.after_update();
        }
        web_sys::console::warn_1(&"the message loop stopped after too many rounds".into());
    });
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
pub fn set_timer(delay: Option<f64>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    RT.with(|rt| {
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
    });
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
pub fn copy_text(text: &str) {
    let clipboard = web_sys::window().map(|w| w.navigator().clipboard());
    match clipboard {
        Some(c) if !c.is_undefined() && !c.is_null() => {
            let promise = c.write_text(text);
            RT.with(|rt| {
                let _ = promise.then2(&rt.copied.0, &rt.copied.1);
            });
        }
        _ => RT.with(|rt| rt.queue.borrow_mut().push_back(Msg::Copied(false))),
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
        .unwrap_or_else(|| super::dom::value_of(&el));
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

fn key_msg(e: &Event) -> Option<Msg> {
    let k = e.dyn_ref::<KeyboardEvent>()?;
    let key = k.key();
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
    let document: EventTarget = super::dom::document().into();
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
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn page_engine(run: js_sys::Function) {
    RT.with(|rt| *rt.page_engine.borrow_mut() = Some(run));
}

/// Hands a request to the engine in the page; its replies come as the worker's would. `false` when the
/// page has no loader for it.
pub fn ask_page_engine(request: &JsValue) -> bool {
    RT.with(|rt| {
        let run = rt.page_engine.borrow();
        let post: &JsValue = rt.page_engine_post.as_ref();
        run.as_ref()
            .is_some_and(|f| f.call2(&JsValue::NULL, request, post).is_ok())
    })
}

/// Takes the loader of the print module (`wari-print`), given by `www/boot.js` once the page has started:
/// `run(request, words, failed, at_once)` hands the module a print request and the text of the
/// language's file (at once when the module is loaded, else once it is, unless `at_once`: then the request is
/// dropped), and calls `failed` when it cannot load it.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub fn page_printer(run: js_sys::Function) {
    RT.with(|rt| *rt.printer.borrow_mut() = Some(run));
}

/// Hands a print request's text and the words of its language to the print module; [`Msg::PrintUnavailable`]
/// comes when the module cannot be loaded. A request `at_once` (the browser is printing now) is done only if
/// the module is loaded already, else dropped. `false` when the page has no loader for it.
pub fn ask_printer(request: &JsValue, words: &str, at_once: bool) -> bool {
    RT.with(|rt| {
        let run = rt.printer.borrow();
        let failed: &JsValue = rt.printer_failed.as_ref();
        let args = js_sys::Array::of4(request, &words.into(), failed, &at_once.into());
        run.as_ref()
            .is_some_and(|f| f.apply(&JsValue::NULL, &args).is_ok())
    })
}

/// Listens to the computer player's worker: its replies (read as [`Reply`]s; anything else is
/// [`Msg::WorkerGarbled`]) and its failures.
pub fn listen_to_worker(worker: &web_sys::Worker) {
    listen(worker, "message", false, |e| {
        Some(reply_msg(e.dyn_ref::<MessageEvent>()?.data()))
    });
    listen(worker, "error", false, |e| {
        e.prevent_default();
        Some(Msg::WorkerFailed)
    });
    listen(worker, "messageerror", false, |_| Some(Msg::WorkerGarbled));
}
