//! The text of a saved value (the game, the editor's set-up, practice's score) in `localStorage`: serde's
//! derives say the shape. In the browser serde-wasm-bindgen turns the value into a JavaScript object and the
//! browser's own `JSON` writes and reads the text; natively (the tests) serde_json stands in for the browser's
//! `JSON`. Both write the members in the order of the fields, so the text is the same either way.
//!
//! Every saved object carries its format's version in `v` ([`VERSION`]); [`read`] looks at it before it reads
//! the rest, so a text of another version is refused as such rather than as a damaged one.

use super::format::{RestoreError, VERSION};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// What [`read`] looks at first: the version of the saved object.
#[derive(Deserialize)]
struct Versioned {
    v: u32,
}

/// The saved text of `value`.
pub fn write<T: Serialize>(value: &T) -> String {
    imp::write(value)
}

/// Reads a saved text of this [`VERSION`]: a text that is no JSON, a `v` of another version, a member missing
/// or of the wrong type are refused (members not known are ignored).
pub fn read<T: DeserializeOwned>(text: &str) -> Result<T, RestoreError> {
    imp::read(text)
}

/// The object's version, checked.
fn check(Versioned { v }: Versioned) -> Result<(), RestoreError> {
    match v {
        VERSION => Ok(()),
        v => Err(RestoreError::Version(v)),
    }
}

/// The reader's words for why a text cannot be read.
fn unreadable(e: impl std::fmt::Display) -> RestoreError {
    RestoreError::Unreadable(e.to_string())
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use super::{check, unreadable, RestoreError, Versioned};
    use serde::de::DeserializeOwned;
    use serde::Serialize;
    use wasm_bindgen::JsCast;

    pub fn write<T: Serialize>(value: &T) -> String {
        // A saved value is an object of strings, numbers, booleans, `null` and arrays: serde-wasm-bindgen
        // always makes a JavaScript object of it, and `JSON.stringify` always writes that.
        let serializer = serde_wasm_bindgen::Serializer::json_compatible();
        let js = value
            .serialize(&serializer)
            .expect("a saved value is a plain object");
        js_sys::JSON::stringify(&js)
            .expect("a plain object has a JSON text")
            .into()
    }

    pub fn read<T: DeserializeOwned>(text: &str) -> Result<T, RestoreError> {
        let js = js_sys::JSON::parse(text).map_err(|e| match e.dyn_ref::<js_sys::Error>() {
            Some(e) => RestoreError::Unreadable(e.message().into()),
            None => RestoreError::Unreadable("not JSON".into()),
        })?;
        check(serde_wasm_bindgen::from_value::<Versioned>(js.clone()).map_err(unreadable)?)?;
        serde_wasm_bindgen::from_value(js).map_err(unreadable)
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use super::{check, unreadable, RestoreError, Versioned};
    use serde::de::DeserializeOwned;
    use serde::{Deserialize, Serialize};

    pub fn write<T: Serialize>(value: &T) -> String {
        serde_json::to_string(value).expect("a saved value is a plain object")
    }

    pub fn read<T: DeserializeOwned>(text: &str) -> Result<T, RestoreError> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(unreadable)?;
        check(Versioned::deserialize(&value).map_err(unreadable)?)?;
        T::deserialize(&value).map_err(unreadable)
    }
}
