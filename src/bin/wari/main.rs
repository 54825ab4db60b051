//! The native command line: `wari replay`, `wari perft`, `wari engine`, `wari selfplay`, `wari soak`,
//! `wari match`, `wari tune`, `wari book`, `wari puzzles`.

mod arena;
mod book;
mod engine;
mod perft;
mod puzzles;
mod replay;
mod selfplay;
mod soak;
mod tables;
mod tune;

use std::process::ExitCode;

const USAGE: &str = "usage: wari <command> [options]
  replay   --variant ID --moves CdFa [--json] [--trace]   play a game string and print the position
  perft    --variant ID --depth N                          count move sequences of exactly N plies
  engine                                                   speak the engine protocol on stdin/stdout
  selfplay --variant ID --games N --levels A,B             play computer against computer
  soak     --games N --variant ID|all                      random games checking every invariant
  match    --engine CMD --engine CMD [--movetime MS|--tc B+I|--depth D|--nodes N] [--pairs N] [--sprt E0,E1]
                                                           engine against engine with paired openings, Elo and SPRT
  tune     --games FILE [--skip P] [--epochs N]             fit the evaluation weights to recorded game results
  book     --log FILE [--plies P] [--nodes N] | --out BOOK  make the opening book from deep searches
  puzzles  verify | list | show ID | generate ...          the puzzle collection, proved by the exact search";

/// The value following option `name` on the command line; the error names the option (and shows `usage`, if any).
fn option_value(
    it: &mut std::slice::Iter<'_, String>,
    name: &str,
    usage: &str,
) -> Result<String, String> {
    it.next().cloned().ok_or_else(|| {
        if usage.is_empty() {
            format!("{name} needs a value")
        } else {
            format!("{name} needs a value\n{usage}")
        }
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = args.get(1..).unwrap_or(&[]);
    let result = match args.first().map(String::as_str) {
        Some("replay") => replay::run(rest),
        Some("perft") => perft::run(rest),
        Some("engine") => engine::run(rest),
        Some("selfplay") => selfplay::run(rest),
        Some("soak") => soak::run(rest),
        Some("match") => arena::run(rest),
        Some("tune") => tune::run(rest),
        Some("book") => book::run(rest),
        Some("puzzles") => puzzles::run(rest),
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("wari: {message}");
            ExitCode::from(2)
        }
    }
}
