//! `wari soak` (not written yet).

/// Runs `wari soak` with its arguments.
pub fn run(_args: &[String]) -> Result<(), String> {
    Err("'soak' is not implemented yet".into())
}
