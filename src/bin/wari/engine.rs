//! `wari engine` (not written yet).

/// Runs `wari engine` with its arguments.
pub fn run(_args: &[String]) -> Result<(), String> {
    Err("'engine' is not implemented yet".into())
}
