//! `wari replay` (not written yet).

/// Runs `wari replay` with its arguments.
pub fn run(_args: &[String]) -> Result<(), String> {
    Err("'replay' is not implemented yet".into())
}
