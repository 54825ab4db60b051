//! Writes the English language file without its comments (notes for translators) into `OUT_DIR`, for the copy
//! that is compiled into the program (`src/i18n/mod.rs`): 4 KB less to download.

use std::path::Path;

fn main() {
    let english = "../../i18n/en.ftl";
    println!("cargo:rerun-if-changed={english}");
    let source = std::fs::read_to_string(english).expect("i18n/en.ftl");
    // A line that starts with `#` is a comment: a text's continuation lines are indented.
    let words: String = source
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    let out = std::env::var("OUT_DIR").expect("OUT_DIR");
    std::fs::write(Path::new(&out).join("en.ftl"), words).expect("write en.ftl");
}
