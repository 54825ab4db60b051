//! Endgame tables for the native engine: more seeds than the browser's 12 ([`NATIVE_SEEDS`] on the board),
//! built once per set of rules and kept on disk.
//!
//! The cache folder is `$WARI_CACHE`, else `$XDG_CACHE_HOME/wari`, else `~/.cache/wari`; a file is named
//! after the rules and the seeds (`tables-<rules key>-<seeds>.bin`, see
//! [`wari_engine::endgame::Tables::to_bytes`]). A file that cannot be read back exactly is built again.
//! 18 seeds on the standard board: 86.5 M positions, 173 MB on disk and in memory, about 60 CPU seconds and
//! 1.3 GB to build (16 seeds: 30.4 M positions, 61 MB, 15 CPU seconds). 18 rather than 16 measured +56.1 ±
//! 25.2 Elo (400 games at 20k nodes a move, `wari match`; BENCHMARKS.md).

use std::path::PathBuf;
use wari_core::rules::Rules;
use wari_engine::endgame::Tables;

/// Seeds on the board covered by the native engine's tables.
pub const NATIVE_SEEDS: u32 = 18;

/// The tables that are quick to build (about a second), used while bigger ones are being built.
pub const QUICK_SEEDS: u32 = 12;

/// The cache folder, if one can be named.
fn cache_dir() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(dir) = var("WARI_CACHE") {
        return Some(PathBuf::from(dir));
    }
    if let Some(dir) = var("XDG_CACHE_HOME") {
        return Some(PathBuf::from(dir).join("wari"));
    }
    var("HOME").map(|home| PathBuf::from(home).join(".cache").join("wari"))
}

/// The file of the tables of `rules` with `seeds` seeds.
fn path(rules: &Rules, seeds: u32) -> Option<PathBuf> {
    let mut text_hash = rules
        .to_string()
        .bytes()
        .fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(b as u64));
    let key = wari_core::rng::splitmix64(&mut text_hash);
    cache_dir().map(|d| d.join(format!("tables-{key:016x}-{seeds}.bin")))
}

/// The tables of `rules` with `seeds` seeds from the cache, if they are there and sound.
pub fn load(rules: &Rules, seeds: u32) -> Option<Tables> {
    let bytes = std::fs::read(path(rules, seeds)?).ok()?;
    Tables::from_bytes(rules, &bytes).ok()
}

/// Keeps `tables` in the cache (written to a temporary file, then renamed, so that a reader never sees half
/// a file). Failing to write only costs a rebuild next time.
pub fn save(tables: &Tables, seeds: u32) {
    let Some(file) = path(tables.rules(), seeds) else {
        return;
    };
    let Some(dir) = file.parent() else { return };
    if std::fs::create_dir_all(dir).is_err() {
        return;
    }
    let tmp = file.with_extension(format!("tmp{}", std::process::id()));
    if std::fs::write(&tmp, tables.to_bytes()).is_ok() {
        let _ = std::fs::rename(&tmp, &file);
    }
    let _ = std::fs::remove_file(&tmp);
}

/// The tables of `rules` with `seeds` seeds: from the cache, or built (and kept).
pub fn load_or_build(rules: &Rules, seeds: u32) -> Tables {
    if let Some(t) = load(rules, seeds) {
        return t;
    }
    let t = Tables::build_seeds(rules, seeds, &mut |_, _| {});
    if Tables::supported(rules) {
        save(&t, seeds);
    }
    t
}
