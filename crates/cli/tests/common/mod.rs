//! Helpers shared by the command line's tests.

/// A `wari engine` process (of the binary under test) with piped standard input and output, its table
/// cache in the test's scratch folder. Send `setoption name Tables value 12` first unless the test wants the
/// native 18-seed tables (built in the background, 1 to 1.5 CPU minutes).
pub fn engine_process() -> std::process::Child {
    use std::process::{Command, Stdio};
    Command::new(env!("CARGO_BIN_EXE_wari"))
        .arg("engine")
        .env("WARI_CACHE", env!("CARGO_TARGET_TMPDIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the engine starts")
}
