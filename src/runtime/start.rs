//! The page's start: reads the link and the saved game into the model, builds the first screen, listens to
//! the page and hands the app to the message loop.

use super::Msg;
use crate::app::classroom;
use crate::app::later;
use crate::app::model::Model;
use crate::app::update::App;
use crate::app::view::{self, View};
use crate::features::counting::saved::PRACTICE_KEY;
use crate::features::editor::saved::EDITOR_KEY;
use crate::features::embed;
use crate::features::game::state::{Opening, State};
use crate::features::game::storage::{self, Session};
use crate::features::notices::Room;
use crate::features::notices::{Notice, Notices};
use crate::features::puzzle::model::Solved;
use crate::features::review::saved::REVIEW_KEY;
use crate::view::dom;
use wari_core::params::Params;
use wari_ui::i18n::{self, Lang};
use wari_ui::print_job::PrintJob;
use wasm_bindgen::prelude::*;
use web_sys::{Element, EventTarget};

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

/// Takes back what the classroom rooms kept (`app/classroom.rs`): the position being set up unless the link
/// opens a game, a puzzle or the lesson of its own; practice's score. A text refused is set aside, with a notice.
fn restore_classroom(state: &mut Model, params: &Params, notices: &mut Notices) {
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
        storage::set_aside_key(classroom::key(room), text.as_deref().unwrap_or_default());
        notices.add(Notice::RoomIgnored(room));
    }
}

/// Takes back the analysis of the game reviewed last (`features/review/saved.rs`); a text refused is dropped
/// (the review analyses its game again).
fn restore_review(state: &mut Model) {
    let Some(text) = storage::load_key(REVIEW_KEY) else {
        return;
    };
    if let Err(e) = state.review.restore(&text) {
        web_sys::console::warn_1(&format!("kept review refused: {e}").into());
        storage::remove_key(REVIEW_KEY);
    }
}

/// Starts the app in `#app`: reads the link and the saved game, builds the rooms, and hands them to the
/// message loop.
pub(crate) fn start(root: Element) -> Result<(), JsValue> {
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
        storage::remove_key(REVIEW_KEY);
    }
    let saved = if embed { Ok(None) } else { saved_session() };
    let browser = browser_languages();
    let (game, game_notices) = State::open(Opening {
        params: &params,
        saved: saved.clone().unwrap_or(None),
        browser: &browser,
    });
    let mut state = Model::new(game);
    state.solved = Solved::parse(&storage::load_solved());
    if persist {
        restore_review(&mut state);
    }
    if let Some(index) = params.puzzle {
        state.open_puzzle(index, persist);
    } else if params.lesson == Some(true) {
        state.open_lesson(persist);
    } else if params.review == Some(true) {
        state.open_review();
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
    i18n::load(state.game.lang, move |loaded| {
        let started = start_in(root, state, notices, &params, &search, loaded);
        if let Err(e) = started {
            super::error_box::show_error(&e.as_string().unwrap_or_else(|| format!("{e:?}")));
        }
    });
    Ok(())
}

/// The rest of [`start`], once the words of the page's language are read, or could not be (`loaded` false:
/// English then, with a notice; the saved choice stays, for the next visit).
fn start_in(
    root: Element,
    mut state: Model,
    mut notices: Notices,
    params: &Params,
    search: &str,
    loaded: bool,
) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let embed = params.embed.unwrap_or(false);
    let persist = !embed && params.print.is_none();
    if !loaded {
        notices.add(Notice::LanguageNotLoaded(state.game.lang));
        state.game.lang = Lang::En;
    }
    // A link's settings are now in the session (and saved): keep the address bar clean, so a reload resumes
    // the game as it goes on rather than the link's.
    if persist && !search.is_empty() {
        let path = window.location().pathname().unwrap_or_default();
        if let Ok(h) = window.history() {
            let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&path));
        }
    }
    if let Some(body) = dom::document().body() {
        dom::set_class(&body, "embed", embed);
        dom::set_class(
            &body,
            "no-controls",
            embed && params.controls == Some(false),
        );
    }
    // The first screen now; the rest of the page and the computer's worker after the first paint
    // (`Msg::Painted`), unless the page shows a part of it at once.
    let first = later::first_view(&state, embed, params.print.is_some());
    let view = View::build(&root, &state, embed, first);
    super::listen_to_page();
    if let Some(q) = view::portrait_query() {
        let q: EventTarget = q.into();
        super::listen(&q, "change", false, |_| Some(Msg::Layout));
    }
    let _ = root.remove_attribute("aria-busy");
    if embed {
        super::share_computer();
        let full = wari_ui::snapshot::drop_params(search, &["embed", "controls"]);
        embed::start_embedded(state.game.lang, full.trim_start_matches('?'));
        if let Some(body) = dom::document().body() {
            super::observe_resize(&[&body, view.board_holder()]);
        }
    }
    let preview = params.print.map(|view| PrintJob::Preview {
        view,
        search: search.to_string(),
    });
    super::after_first_paint();
    super::run(App::new(state, view, notices, persist, preview));
    Ok(())
}
