//! The browser's `localStorage` (wasm32 only): texts kept under keys, and the saved game's and puzzles' own.

use super::format::{KEY, SOLVED_KEY};

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The text kept under `key`, if any (`None` also when storage is unavailable).
pub fn load_key(key: &str) -> Option<String> {
    storage()?.get_item(key).ok()?
}

/// Keeps `text` under `key`; false when the browser refuses (private mode, quota).
pub fn save_key(key: &str, text: &str) -> bool {
    storage().is_some_and(|st| st.set_item(key, text).is_ok())
}

/// Forgets what is kept under `key`.
pub fn remove_key(key: &str) {
    if let Some(st) = storage() {
        let _ = st.remove_item(key);
    }
}

/// Keeps a refused text of `key` under `{key}.refused`, so nothing a player saved is silently destroyed.
pub fn set_aside_key(key: &str, text: &str) {
    save_key(&format!("{key}.refused"), text);
    remove_key(key);
}

/// The saved text, if any (`None` also when storage is unavailable).
pub fn load_text() -> Option<String> {
    load_key(KEY)
}

/// Saves a session's JSON; false when the browser refuses (private mode, quota).
pub fn save_text(json: &str) -> bool {
    save_key(KEY, json)
}

/// Forgets the saved session.
pub fn clear() {
    remove_key(KEY);
}

/// The ids of the puzzles solved on this device, separated by spaces (see `puzzle::Solved`).
pub fn load_solved() -> String {
    load_key(SOLVED_KEY).unwrap_or_default()
}

/// Saves the ids of the puzzles solved.
pub fn save_solved(text: &str) {
    save_key(SOLVED_KEY, text);
}

/// Keeps a refused saved session aside (see [`set_aside_key`]).
pub fn set_aside(text: &str) {
    set_aside_key(KEY, text);
}
