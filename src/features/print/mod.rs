//! The print client: the page's side of printing (`client`, wasm32): it asks the print module, and removes
//! the print view after printing.

pub(crate) mod client;
