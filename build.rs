//! Writes the English language file without its comments (notes for translators) into `OUT_DIR`, for the copy
//! that is compiled into the program (`src/web/i18n/mod.rs`): 4 KB less to download. Tells the code which of the
//! three wasm modules is being built (`src/web/mod.rs`): `wasm_page` (the page: wasm32 without the features
//! `engine` and `print`), `wasm_engine` (the computer player's module for its Web Worker: wasm32 with `engine`)
//! or `wasm_print` (the print view's module: wasm32 with `print`).

use std::path::Path;

fn main() {
    println!("cargo:rustc-check-cfg=cfg(wasm_page)");
    println!("cargo:rustc-check-cfg=cfg(wasm_print)");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    let print = std::env::var_os("CARGO_FEATURE_PRINT").is_some();
    match (wasm, print) {
        (true, false) => println!("cargo:rustc-cfg=wasm_page"),
        (true, true) => println!("cargo:rustc-cfg=wasm_print"),
        _ => {}
    }
    println!("cargo:rerun-if-changed=i18n/en.ftl");
    let source = std::fs::read_to_string("i18n/en.ftl").expect("i18n/en.ftl");
    // A line that starts with `#` is a comment: a text's continuation lines are indented.
    let words: String = source
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    let out = std::env::var("OUT_DIR").expect("OUT_DIR");
    std::fs::write(Path::new(&out).join("en.ftl"), words).expect("write en.ftl");
}
