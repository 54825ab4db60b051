//! `wari perft` (not written yet).

/// Runs `wari perft` with its arguments.
pub fn run(_args: &[String]) -> Result<(), String> {
    Err("'perft' is not implemented yet".into())
}
