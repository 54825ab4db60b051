//! The native command line: `wari replay`, `wari perft`, `wari engine`, `wari selfplay`, `wari soak`,
//! `wari match`, `wari tune`, `wari learn`, `wari book`, `wari puzzles`, `wari review`,
//! `wari suite`.

mod arena;
mod book;
mod engine;
mod game_args;
mod learn;
mod perft;
mod puzzles;
mod replay;
mod review;
mod selfplay;
mod soak;
mod soak_run;
mod suite;
mod tables;
mod tune;

use std::process::ExitCode;

const USAGE: &str = "usage: wari <command> [options]
  replay   --variant ID --moves CdFa [--json] [--trace]   play a game string and print the position
  review   --variant ID --moves CdFa [--json]              every move judged: its cost in seeds, the better move
  perft    --variant ID --depth N                          count move sequences of exactly N plies
  engine                                                   speak the engine protocol on stdin/stdout
  selfplay --variant ID --games N --levels A,B             play computer against computer
  soak     --games N --variant ID|all                      random games checking every invariant
  match    --engine CMD --engine CMD [--movetime MS|--tc B+I|--depth D|--nodes N] [--pairs N] [--sprt E0,E1]
                                                           engine against engine with paired openings, Elo and SPRT
  tune     --games FILE [--skip P] [--epochs N]             fit the evaluation weights to recorded game results
  learn    make --out FILE [--games G] | fit --data FILE   the learned evaluation: labelled positions, the fit
  book     --log FILE [--plies P] [--nodes N] | --out BOOK  make the opening book from deep searches
  puzzles  verify | list | show ID | generate ...          the puzzle collection, proved by the exact search
  suite    run FILE [--nodes N] | make --out FILE ...       the oracle test suite: score a search, grow the suite";

/// Option `name`'s value `v` read as a number; the error says what it wants (`what`: "a number", "plies", ...)
/// and what it got, then shows `usage`, if any.
fn option_number<T: std::str::FromStr>(
    name: &str,
    v: &str,
    what: &str,
    usage: &str,
) -> Result<T, String> {
    v.parse().map_err(|_| {
        let wrong = format!("{name} wants {what}, not '{v}'");
        if usage.is_empty() {
            wrong
        } else {
            format!("{wrong}\n{usage}")
        }
    })
}

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
        Some("review") => review::run(rest),
        Some("perft") => perft::run(rest),
        Some("engine") => engine::run(rest),
        Some("selfplay") => selfplay::run(rest),
        Some("soak") => soak_run::run(rest),
        Some("match") => arena::run(rest),
        Some("tune") => tune::run(rest),
        Some("learn") => learn::run(rest),
        Some("book") => book::run(rest),
        Some("puzzles") => puzzles::run(rest),
        Some("suite") => suite::run(rest),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A number is read; anything else is refused with the option, what it wants and the value, then the
    /// usage when there is one.
    #[test]
    fn an_option_number_or_why_not() {
        assert_eq!(
            option_number::<u32>("--games", "12", "a number", ""),
            Ok(12)
        );
        assert_eq!(
            option_number::<u32>("--games", "x", "a number of games", ""),
            Err("--games wants a number of games, not 'x'".to_string())
        );
        assert_eq!(
            option_number::<u8>("--depth", "300", "a number", "usage: wari"),
            Err("--depth wants a number, not '300'\nusage: wari".to_string())
        );
    }
}
