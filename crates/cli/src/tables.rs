//! Endgame tables for the native engine: more seeds than the browser's 12 ([`NATIVE_SEEDS`] on the board),
//! built once per set of rules and kept on disk.
//!
//! The cache folder is `$WARI_CACHE`, else `$XDG_CACHE_HOME/wari`, else `~/.cache/wari`; a file is named
//! after the rules and the seeds (`tables-<rules key>-<seeds>.bin`, see
//! [`wari_engine::endgame::Tables::to_bytes`]). A file that cannot be read back exactly is built again.
//! 18 seeds on the standard board: 86.5 M positions, 173 MB on disk and in memory, about 60 CPU seconds and
//! 1.3 GB to build (16 seeds: 30.4 M positions, 61 MB, 15 CPU seconds). 18 rather than 16 measured +56.1 ±
//! 25.2 Elo (400 games at 20k nodes a move, `wari match`; BENCHMARKS.md).
//!
//! Building them takes a lock file next to the file (`tables-<rules key>-<seeds>.lock`, kept), so that engines
//! started together (a GUI starts one for each side) build them once: the others wait for it and read its file.
//! The engine gets them with a [`Loader`], in a thread of its own, so that it answers at once meanwhile.

use std::fs::{File, OpenOptions};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, Receiver, TryRecvError};
use wari_core::rules::Rules;
use wari_engine::endgame::Tables;

/// Seeds on the board covered by the native engine's tables.
pub const NATIVE_SEEDS: u32 = 18;

/// The tables that are quick to build (about a second), used while bigger ones are being built.
pub const QUICK_SEEDS: u32 = 12;

/// The seeds the engine's tables cover unless told otherwise (option `Tables`): `$WARI_TABLES` (0 to 20, for
/// GUIs that cannot send options, e.g. `env WARI_TABLES=16 wari engine` on a small machine), else
/// [`NATIVE_SEEDS`]. A value that is not one is reported on stderr and ignored.
pub fn default_seeds() -> u32 {
    match std::env::var("WARI_TABLES") {
        Ok(v) if !v.trim().is_empty() => {
            match v.trim().parse::<u32>() {
                Ok(s) if s <= 20 => s,
                _ => {
                    eprintln!("wari engine: WARI_TABLES wants 0 to 20 seeds, not '{v}'; using {NATIVE_SEEDS}");
                    NATIVE_SEEDS
                }
            }
        }
        _ => NATIVE_SEEDS,
    }
}

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

/// The tables of `rules` with `seeds` seeds: from the cache, or built (and kept). See [`load_or_build_told`].
pub fn load_or_build(rules: &Rules, seeds: u32) -> Tables {
    load_or_build_told(rules, seeds, &mut |_| {}).0
}

/// Where tables came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Read from the cache (maybe after waiting for another process that built them).
    Cache,
    /// Built by this process.
    Built,
}

/// The tables of `rules` with `seeds` seeds: from the cache, or built and kept. The build holds the lock file
/// next to the tables' file: another process building the same tables is waited for (`waiting` is called
/// first) and its file read. Without a cache folder (or a lock) they are built here.
pub fn load_or_build_told(
    rules: &Rules,
    seeds: u32,
    waiting: &mut dyn FnMut(&str),
) -> (Tables, Source) {
    if let Some(t) = load(rules, seeds) {
        return (t, Source::Cache);
    }
    if !Tables::supported(rules) {
        return (
            Tables::build_seeds(rules, seeds, &mut |_, _| {}),
            Source::Built,
        );
    }
    let lock = path(rules, seeds).and_then(|file| lock(&file, waiting));
    if lock.is_some() {
        // Built by another process while this one waited for the lock?
        if let Some(t) = load(rules, seeds) {
            return (t, Source::Cache);
        }
    }
    let t = Tables::build_seeds(rules, seeds, &mut |_, _| {});
    save(&t, seeds);
    drop(lock);
    (t, Source::Built)
}

/// Holds the lock file of the tables' `file` (created if need be; released when the handle is dropped, or
/// by the system when the process ends), waiting for another holder; `waiting` is told before it waits.
/// `None` when the lock cannot be had (no folder, a file system without locks).
fn lock(file: &Path, waiting: &mut dyn FnMut(&str)) -> Option<File> {
    std::fs::create_dir_all(file.parent()?).ok()?;
    let handle = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(file.with_extension("lock"))
        .ok()?;
    match handle.try_lock() {
        Ok(()) => Some(handle),
        Err(std::fs::TryLockError::WouldBlock) => {
            waiting("another engine is building them: waiting for its file");
            handle.lock().ok().map(|()| handle)
        }
        Err(std::fs::TryLockError::Error(_)) => None,
    }
}

/// Endgame tables on their way to the engine, read or built in a thread of their own: the asked ones when
/// they are in the cache; else the quick ones ([`QUICK_SEEDS`], built in about a second) first when bigger
/// ones are asked for and none are in, then the asked ones, built (or waited for, see
/// [`load_or_build_told`]). The engine takes what has arrived ([`Loader::take`]), or waits for the first
/// ([`Loader::wait_first`]) when told to.
pub struct Loader {
    rules: Rules,
    seeds: u32,
    arrived: Receiver<Tables>,
    /// The thread has sent its last tables (or failed).
    finished: bool,
}

impl Loader {
    /// Starts getting the tables of `rules` up to `seeds` seeds (the engine holds tables of `have` seeds).
    /// `tell` hears what happens (the engine shows it under `debug on`), from the loader's thread.
    pub fn start(
        rules: Rules,
        seeds: u32,
        have: Option<u32>,
        tell: Box<dyn Fn(&str) + Send>,
    ) -> Loader {
        let (tx, arrived) = channel();
        std::thread::spawn(move || {
            tell(&format!("getting endgame tables of {seeds} seeds"));
            if let Some(t) = load(&rules, seeds) {
                tell(&format!(
                    "endgame tables of {seeds} seeds read from the cache"
                ));
                let _ = tx.send(t);
                return;
            }
            let mut stages = Vec::new();
            if seeds > QUICK_SEEDS && have < Some(QUICK_SEEDS) {
                stages.push(QUICK_SEEDS);
            }
            stages.push(seeds);
            for s in stages {
                let (t, source) = load_or_build_told(&rules, s, &mut |why| {
                    tell(&format!("endgame tables of {s} seeds: {why}"))
                });
                let how = match source {
                    Source::Cache => "read from the cache",
                    Source::Built => "built",
                };
                tell(&format!("endgame tables of {s} seeds {how}"));
                if tx.send(t).is_err() {
                    // The engine wants other tables now.
                    return;
                }
            }
        });
        Loader {
            rules,
            seeds,
            arrived,
            finished: false,
        }
    }

    /// Whether this loader is getting the tables of `rules` up to `seeds` seeds.
    pub fn gets(&self, rules: &Rules, seeds: u32) -> bool {
        self.rules == *rules && self.seeds == seeds
    }

    /// The biggest tables that arrived since the last call, if any; never waits.
    pub fn take(&mut self) -> Option<Tables> {
        let mut best: Option<Tables> = None;
        loop {
            match self.arrived.try_recv() {
                Ok(t) => {
                    if best.as_ref().is_none_or(|b| b.seeds() < t.seeds()) {
                        best = Some(t);
                    }
                }
                Err(TryRecvError::Empty) => return best,
                Err(TryRecvError::Disconnected) => {
                    self.finished = true;
                    return best;
                }
            }
        }
    }

    /// Waits for the first tables to arrive (the asked ones from the cache, or the quick ones), unless some
    /// have arrived already or all have been taken; returns them, if any.
    pub fn wait_first(&mut self) -> Option<Tables> {
        if self.finished {
            return None;
        }
        match self.arrived.recv() {
            Ok(t) => Some(self.take().filter(|b| b.seeds() > t.seeds()).unwrap_or(t)),
            Err(_) => {
                self.finished = true;
                None
            }
        }
    }

    /// Whether every stage has arrived (and been taken).
    pub fn finished(&self) -> bool {
        self.finished
    }
}
