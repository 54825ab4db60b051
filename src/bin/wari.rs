//! The native command line: `wari replay`, `wari perft`, `wari engine`.
fn main() {}
