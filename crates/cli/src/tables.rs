//! Endgame tables for the native engine: more seeds than the browser's 12 ([`NATIVE_SEEDS`] on the board),
//! built once per set of rules and kept on disk.
//!
//! The cache folder is `$WARI_CACHE`, else `$XDG_CACHE_HOME/wari`, else `~/.cache/wari`; a file is named
//! after the rules and the seeds (`tables-<rules key>-<seeds>.bin`, see
//! [`wari_engine::endgame::Tables::to_bytes`]). A file that cannot be read back exactly is built again.
//!
//! 18 seeds on the standard board (the default): 86.5 M positions, 173 MB on disk and in memory, 60-98 CPU s
//! and 1.29 GB at the peak to build; 16 seeds: 30.4 M, 61 MB, 15 CPU s. 20 seeds (option `Tables`): 225.8 M
//! positions, 452 MB (451,585,850 bytes), about 5 CPU minutes (306 CPU s) with 3.26 GB at the peak, read back in
//! 2 CPU s (0.89 GB for a moment: the file and the tables). In `wari match` (BENCHMARKS.md), 18 rather than 16
//! measured +56.1 ± 25.2 Elo (400 games at 20k nodes a move); 20 rather than 18 -3.5 ± 48.9 Elo (100 games at
//! 200 ms a move): no gain shown for 2.6 times the memory and 3 times the build, so 18 stays the default. 22 seeds would take 1.1 GB and about 7.7 GB at the peak: not offered.
//!
//! A build is kept within [`MAX_BUILD_BYTES`] and half the machine's memory ([`fitting`], from the estimate
//! [`build_peak`]): the engine builds fewer seeds where more would not fit (abapa, asked for 20: 20 seeds from
//! about 7 GB of memory, 19 from 4 GB, 17 from 2 GB), and on boards of more pits (a board of 14 pits gets 16 seeds).
//!
//! Building them takes a lock file next to the file (`tables-<rules key>-<seeds>.lock`, kept), so that engines
//! started together (a GUI starts one for each side) build them once: the others wait for it and read its file.
//! The engine gets them with a [`Loader`], in a thread of its own, so that it answers at once meanwhile.

use std::fs::{File, OpenOptions};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, Receiver, TryRecvError};
use std::sync::OnceLock;
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

/// The most memory a build of the tables may hold at once (see [`fitting`]): 20 seeds on the standard board
/// fit (3.3 GB estimated, 3.26 GB measured), 21 (5.1 GB) do not.
pub const MAX_BUILD_BYTES: u64 = 4_000_000_000;

/// The memory the build of the tables of `rules` up to `seeds` seeds holds at its peak, estimated: the two
/// bounds of every position (kept) and 34 bytes a position of the largest layer while it is built (its moves
/// both ways, the per-position arrays: `endgame/build.rs`). Standard board: 3.33 GB for 20 seeds (3.26 GB
/// measured), 1.35 GB for 18 (1.29 GB measured), 7.7 GB for 22.
pub fn build_peak(rules: &Rules, seeds: u32) -> u64 {
    let (len, s) = (rules.board_len() as u64, seeds as u64);
    // Positions of at most `s` seeds on `len` pits: C(s + len, len); of exactly `s`: C(s + len - 1, len - 1).
    2u64.saturating_mul(binomial(s + len, len))
        .saturating_add(34u64.saturating_mul(binomial(s + len - 1, len - 1)))
}

/// `seeds`, or the most seeds below it whose tables for `rules` can be built within [`MAX_BUILD_BYTES`] and
/// half the machine's memory (Linux's `/proc/meminfo`; elsewhere [`MAX_BUILD_BYTES`] alone): a machine or a
/// board too small for the tables asked gets smaller ones instead of running out of memory.
pub fn fitting(rules: &Rules, seeds: u32) -> u32 {
    let allowed = total_memory().map_or(MAX_BUILD_BYTES, |m| (m / 2).min(MAX_BUILD_BYTES));
    fitting_within(rules, seeds, allowed)
}

/// The most seeds up to `seeds` whose build for `rules` holds at most `allowed` bytes (0 when none does).
fn fitting_within(rules: &Rules, seeds: u32, allowed: u64) -> u32 {
    (1..=seeds)
        .rev()
        .find(|&s| build_peak(rules, s) <= allowed)
        .unwrap_or(0)
}

/// The machine's memory in bytes (`MemTotal` of `/proc/meminfo`), read once; `None` where it cannot be read.
fn total_memory() -> Option<u64> {
    static TOTAL: OnceLock<Option<u64>> = OnceLock::new();
    *TOTAL.get_or_init(|| {
        let text = std::fs::read_to_string("/proc/meminfo").ok()?;
        let line = text.lines().find_map(|l| l.strip_prefix("MemTotal:"))?;
        let kb: u64 = line.trim().strip_suffix("kB")?.trim().parse().ok()?;
        Some(kb * 1024)
    })
}

/// `n` choose `k` (saturating).
fn binomial(n: u64, k: u64) -> u64 {
    let k = k.min(n.saturating_sub(k));
    let mut r = 1u128;
    for i in 0..k as u128 {
        r = r * (n as u128 - i) / (i + 1);
    }
    u64::try_from(r).unwrap_or(u64::MAX)
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

#[cfg(test)]
mod tests {
    use super::*;
    use wari_core::rules::Preset;

    #[test]
    fn the_build_estimate_and_the_seeds_that_fit() {
        let abapa = Preset::Abapa.rules();
        // The positions of at most 18 and 20 seeds on 12 pits, and the measured peaks they must stay near.
        assert_eq!(binomial(30, 12), 86_493_225);
        assert_eq!(binomial(32, 12), 225_792_840);
        let gb = |s| build_peak(&abapa, s) as f64 / 1e9;
        assert!(
            (1.29..1.45).contains(&gb(18)) && (3.26..3.5).contains(&gb(20)),
            "{} {}",
            gb(18),
            gb(20)
        );
        assert_eq!(
            fitting_within(&abapa, NATIVE_SEEDS, MAX_BUILD_BYTES),
            NATIVE_SEEDS
        );
        assert_eq!(fitting_within(&abapa, 20, 2_000_000_000), 18);
        assert_eq!(fitting_within(&abapa, 16, MAX_BUILD_BYTES), 16);
        assert_eq!(fitting_within(&abapa, 20, 0), 0);
        // A board of 14 pits: 18 seeds would hold about 8 GB.
        let wide: Rules = "pits=7".parse().expect("rules");
        assert_eq!(fitting_within(&wide, 20, MAX_BUILD_BYTES), 16);
    }
}
