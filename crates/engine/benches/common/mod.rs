//! Helpers shared by the benchmarks.

/// CPU time of this process in milliseconds (user + system, from Linux `/proc`; 0 elsewhere), so that figures
/// taken on a busy machine stay comparable.
pub fn cpu_ms() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // Fields after the command name (which is in parentheses): utime and stime are the 12th and 13th.
    let rest = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = f.get(11).and_then(|v| v.parse().ok()).unwrap_or(0.0)
        + f.get(12).and_then(|v| v.parse().ok()).unwrap_or(0.0);
    ticks * 10.0
}

/// Whether the part `name` of a benchmark runs: every part when no name is given on the command line
/// (`cargo bench --bench ai -- tables`), else the parts whose name contains one given.
pub fn selected(name: &str) -> bool {
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    filter.is_empty() || filter.iter().any(|f| name.contains(f.as_str()))
}
