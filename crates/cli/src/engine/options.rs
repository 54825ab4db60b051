//! `setoption` and `level`: the options of the engine protocol (see the `uci` answer in `engine.rs`).

use super::{builtin_book, Engine};
use wari_engine::endgame::DEFAULT_BUDGET;
use wari_engine::eval::Weights;
use wari_engine::LEVELS;

impl Engine {
    /// `level N` (1 to [`LEVELS`]).
    pub(super) fn set_level(&mut self, value: &str) -> Result<(), String> {
        match value.parse::<u8>() {
            Ok(l) if (1..=LEVELS).contains(&l) => {
                self.level = l;
                Ok(())
            }
            _ => Err(format!("level wants 1 to {LEVELS}, not '{value}'")),
        }
    }

    /// `setoption name OwnBook|Ponder|Level|Tables|WaitForTables value ..`, or for experiments a search
    /// parameter (`setoption name aspiration value 50`, see [`wari_engine::search::Tuning`]) or the evaluation
    /// weights (`setoption name Weights value 100,100,6,6,..`, see [`Weights::parse`]).
    pub(super) fn setoption(&mut self, args: &[&str]) -> Result<(), String> {
        match args {
            ["name", name, "value", value] if name.eq_ignore_ascii_case("level") => {
                self.set_level(value)
            }
            ["name", name, "value", value] if name.eq_ignore_ascii_case("tables") => {
                self.table_seeds = value
                    .parse::<u32>()
                    .ok()
                    .filter(|&s| s <= 20)
                    .ok_or(format!("option Tables wants 0 to 20 seeds, not '{value}'"))?;
                // Tables of other sizes than asked for are dropped; the next isready or go gets the right ones.
                let seeds = self.table_seeds;
                let ai = self.ai();
                ai.forget_tables();
                ai.set_table_budget(if seeds == 0 { 0 } else { DEFAULT_BUDGET });
                self.loader = None;
                Ok(())
            }
            // Aalina's `OwnBook` (a check: `true` or `false`); `Book` is our older name for it.
            ["name", name, "value", value]
                if name.eq_ignore_ascii_case("ownbook") || name.eq_ignore_ascii_case("book") =>
            {
                self.use_book = check(name, value)?;
                let book = self.use_book.then(|| builtin_book(&self.rules)).flatten();
                self.ai().set_book(book);
                Ok(())
            }
            // UCI's `Ponder` tells the engine that the GUI may ask it to ponder: nothing to change.
            ["name", name, "value", value] if name.eq_ignore_ascii_case("ponder") => {
                check(name, value).map(|_| ())
            }
            ["name", name, "value", value] if name.eq_ignore_ascii_case("waitfortables") => {
                self.wait_for_tables = check(name, value)?;
                Ok(())
            }
            ["name", name, "value", value] if name.eq_ignore_ascii_case("nodespercent") => {
                self.nodes_percent = value
                    .parse::<u64>()
                    .ok()
                    .filter(|&p| (1..=10_000).contains(&p))
                    .ok_or(format!(
                        "option NodesPercent wants 1 to 10000, not '{value}'"
                    ))?;
                Ok(())
            }
            ["name", name, "value", value] if name.eq_ignore_ascii_case("weights") => {
                let w = Weights::parse(value).map_err(|e| format!("option Weights: {e}"))?;
                self.ai().set_weights(w);
                Ok(())
            }
            ["name", name, "value", value] => {
                let v = value
                    .parse::<i32>()
                    .map_err(|_| format!("option {name} wants a whole number, not '{value}'"))?;
                self.ai().tuning_mut().set(name, v)
            }
            _ => Err(format!(
                "write 'setoption name Level value N' (or a search parameter), not '{}'",
                args.join(" ")
            )),
        }
    }
}

/// The value of a check option: `true` or `false` as Aalina takes them, in any case, and our older
/// `1`/`on`, `0`/`off`.
fn check(name: &str, value: &str) -> Result<bool, String> {
    match value.to_ascii_lowercase().as_str() {
        "true" | "1" | "on" => Ok(true),
        "false" | "0" | "off" => Ok(false),
        _ => Err(format!("option {name} wants true or false, not '{value}'")),
    }
}
