//! What the runtime and the app say to each other: a [`Msg`] is what happened (a control used, a pit clicked,
//! the timer, the worker's reply ...), turned into work by `App::update`; an [`Effect`] is what the app asks
//! the runtime to do in the browser (copy, set the timer, fetch a language, start or ask the computer's worker,
//! ask the print module, save). The runtime performs the effects and owns every listener and closure; the app
//! and the rooms own none.

use crate::features::computer::client::Call;
use crate::features::editor::model::{Change, Place};
use crate::features::print::client::PrintAsk;
use crate::view::action::Action;
use crate::view::board::Arrow;
use wari_core::rules::Player;
use wari_engine::protocol::Reply;
use wari_ui::i18n::Lang;

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
    /// The engine could not be handed a request in the page: the page has no loader for it.
    PageEngineMissing,
}

/// What the app asks the runtime to do.
#[derive(Debug)]
pub enum Effect {
    /// Copy a text to the clipboard; the answer comes back as [`Msg::Copied`].
    Copy(String),
    /// Fire [`Msg::Tick`] once after this many ms (the timer set before is cancelled); `None` cancels it.
    Timer(Option<f64>),
    /// Fetch the words of a language (unless they were read before); [`Msg::LangLoaded`] answers.
    LoadLang(Lang),
    /// The computer player's client asks for its worker or for the engine in the page.
    Computer(Call),
    /// Ask the print module to print (it answers [`Msg::PrintUnavailable`] when it cannot be loaded). Boxed: a
    /// game's snapshot is large, and every effect is moved through the list the runtime performs.
    Print(Box<PrintAsk>),
    /// Keep something in the browser's storage.
    Save(Save),
}

/// What is kept in the browser's storage.
#[derive(Debug)]
pub enum Save {
    /// The session (the game in progress), as JSON.
    Session(String),
    /// A classroom room's text under its key, or nothing (the key removed).
    Kept(&'static str, Option<String>),
    /// The puzzles solved, as text.
    Solved(String),
}
