//! A reader of language files in a strict subset of Fluent (<https://projectfluent.org>), small enough for a web
//! page's wasm module: the files are read, lazily or whole, and their messages formatted with their values as
//! Fluent does (fluent.js, fluent-rs, with `use_isolating = false`). The tests compare it with fluent-rs
//! (`fluent-bundle`), the reference implementation.
//!
//! - [`syntax`] reads a file ([`syntax::Resource::parse`]: the whole file, with line numbers for errors).
//! - [`lazy`] reads it lazily ([`lazy::Lazy`]: an index of its entries, each parsed on its first use).
//! - [`resolve`] formats a message with its arguments ([`resolve::Value`], [`resolve::Entries`]).
//! - [`plural`] holds the CLDR plural rules of whole numbers ([`plural::Plural`], [`plural::Category`]).
//!
//! What the subset takes: messages and terms with attributes, multi-line patterns, placeables of variables,
//! message and term references (terms with named arguments), string literals with `\\u` escapes, and select
//! expressions on plural categories, numbers or names. No functions (`NUMBER()`), no number formatting beyond
//! whole numbers.
#![deny(missing_docs)]

pub mod lazy;
pub mod plural;
pub mod resolve;
pub mod syntax;
