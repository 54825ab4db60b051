//! `wari selfplay` (not written yet).

/// Runs `wari selfplay` with its arguments.
pub fn run(_args: &[String]) -> Result<(), String> {
    Err("'selfplay' is not implemented yet".into())
}
