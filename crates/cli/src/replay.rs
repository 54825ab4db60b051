//! `wari replay --variant ID --moves CdFa [--position TEXT] [--json | --trace]`: plays a game string and prints
//! the final position as a drawn board, as one JSON object (`--json`), or as one JSON line per ply (`--trace`).
//!
//! A trace line is `{"ply":0,"move":null,"pits":[..],"stores":[south,north],"to_move":"S"|"N"|null,
//! "legal":"ABCDEF","status":"playing"|"over","winner":"S"|"N"|"draw"|null,
//! "reason":null|"target"|"stuck"|"cycle"|"no-capture","score":null|[south,north]}` (`reason` is `Ending::id`;
//! `no-capture` is E5); an illegal move ends the trace with `{"error":..,"ply":..,"column":..}` and a
//! non-zero exit.

use crate::game_args::GameArgs;
use serde::Serialize;
use wari_core::rules::{move_letter, play_game_string, Game, Outcome, Player, Position, Preset};

const USAGE: &str =
    "usage: wari replay [--variant ID|RULES] [--position TEXT] --moves CdFa [--json | --trace]";

struct Options {
    game: GameArgs,
    trace: bool,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        game: GameArgs::default(),
        trace: false,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if o.game.take(a, &mut it, USAGE)? {
            continue;
        }
        match a.as_str() {
            "--trace" => o.trace = true,
            "-h" | "--help" => return Err(USAGE.into()),
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    if o.game.json && o.trace {
        return Err("choose --json or --trace, not both".into());
    }
    Ok(o)
}

/// One ply of a trace (and the body of `--json`), fields in the documented order.
#[derive(Serialize)]
struct PlyState {
    ply: usize,
    #[serde(rename = "move")]
    mv: Option<String>,
    pits: Vec<u8>,
    stores: [u8; 2],
    to_move: Option<&'static str>,
    legal: String,
    status: &'static str,
    winner: Option<&'static str>,
    reason: Option<&'static str>,
    score: Option<[u16; 2]>,
}

/// The error line that ends a trace.
#[derive(Serialize)]
struct ErrorLine<'a> {
    error: &'a str,
    ply: usize,
    column: usize,
}

/// The whole answer of `--json`.
#[derive(Serialize)]
struct Summary {
    variant: String,
    rules: String,
    moves: String,
    position: String,
    #[serde(flatten)]
    state: PlyState,
}

fn side(p: Player) -> &'static str {
    match p {
        Player::South => "S",
        Player::North => "N",
    }
}

fn winner(o: &Outcome) -> &'static str {
    o.winner.map_or("draw", side)
}

/// The state of `game` at its current ply.
fn state(game: &Game) -> PlyState {
    let pos = game.position();
    let outcome = game.outcome();
    let ply = game.ply();
    let n = pos.pits_a_side();
    PlyState {
        ply,
        mv: ply
            .checked_sub(1)
            .map(|k| move_letter(n, game.moves()[k] as usize).to_string()),
        pits: pos.pits()[..pos.len()].to_vec(),
        stores: pos.stores(),
        to_move: match outcome {
            Some(_) => None,
            None => Some(side(pos.to_move())),
        },
        legal: game
            .legal_moves()
            .into_iter()
            .map(|m| move_letter(n, m))
            .collect(),
        status: if outcome.is_some() { "over" } else { "playing" },
        winner: outcome.as_ref().map(winner),
        reason: outcome.map(|o| o.ending.id()),
        score: outcome.map(|o| o.score),
    }
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("plain data always serializes")
}

/// Runs `wari replay` with its arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    let o = parse(args)?;
    let mut game = o.game.start_game()?;
    let played = play_game_string(&mut game, o.game.moves.as_deref().unwrap_or_default());
    if o.trace {
        let mut at = game.clone();
        for k in 0..=game.ply() {
            at.goto(k);
            println!("{}", json(&state(&at)));
        }
    }
    if let Err(e) = played {
        // The trace and the JSON output end with a JSON error line; the text output only exits non-zero.
        if o.game.json || o.trace {
            println!(
                "{}",
                json(&ErrorLine {
                    error: &e.kind.to_string(),
                    ply: game.ply() + 1,
                    column: e.column,
                })
            );
        }
        return Err(format!("--moves {e}"));
    }
    if o.trace {
        return Ok(());
    }
    if o.game.json {
        let summary = Summary {
            variant: o.game.variant,
            rules: o.game.rules.to_string(),
            moves: game.game_string(),
            position: game.position().to_string(),
            state: state(&game),
        };
        println!("{}", json(&summary));
    } else {
        print!("{}", describe(&game, &o.game.variant));
    }
    Ok(())
}

/// The board drawn as seen from South: North's row `f..a` on top with North's store at the left, South's row
/// `A..F` below with South's store at the right (B2, B3), then who is to move or the result.
pub fn board_text(pos: &Position) -> String {
    let n = pos.pits_a_side();
    let cell = |i: usize| format!("{:>3} ", pos.pit(i));
    let line = format!("     +{}", "----+".repeat(n));
    let mut s = String::new();
    let top_letters: String = (n..2 * n)
        .rev()
        .map(|i| format!("  {}  ", move_letter(n, i)))
        .collect();
    let bottom_letters: String = (0..n)
        .map(|i| format!("  {}  ", move_letter(n, i)))
        .collect();
    s += &format!("     {}\n", top_letters.trim_end());
    s += &format!("{line}\n");
    let top: String = (n..2 * n).rev().map(|i| format!("{}|", cell(i))).collect();
    s += &format!("     |{top}  North\n");
    s += &format!(
        "{:>4} {}{:>4}\n",
        pos.stores()[1],
        line.trim_start(),
        pos.stores()[0]
    );
    let bottom: String = (0..n).map(|i| format!("{}|", cell(i))).collect();
    s += &format!("     |{bottom}  South\n");
    s += &format!("{line}\n");
    s += &format!("     {}\n", bottom_letters.trim_end());
    s
}

fn describe(game: &Game, variant: &str) -> String {
    let rules = game.rules();
    let pos = game.position();
    let name = variant
        .parse::<Preset>()
        .map(|p| format!("{} ({})", p.id(), p.name()))
        .unwrap_or_else(|_| format!("custom ({rules})"));
    let mut s = format!("Variant: {name}\n");
    s += &format!(
        "Moves:   {} ({} {})\n\n",
        if game.ply() == 0 {
            "-".to_string()
        } else {
            game.game_string()
        },
        game.ply(),
        if game.ply() == 1 { "ply" } else { "plies" }
    );
    s += &board_text(pos);
    s += &format!(
        "\nStores:  South {}, North {} (North's store is drawn at the left, South's at the right)\n",
        pos.stores()[0], pos.stores()[1]
    );
    match game.outcome() {
        None => {
            let n = pos.pits_a_side();
            let legal: String = game
                .legal_moves()
                .into_iter()
                .map(|m| move_letter(n, m))
                .collect();
            let who = match pos.to_move() {
                Player::South => "South",
                Player::North => "North",
            };
            let extra = if pos.feed_turn() {
                " (extra turn after a grand slam: the move must feed)"
            } else {
                ""
            };
            s += &format!("To move: {who}{extra}; legal moves {legal}\n");
            s += "Status:  playing\n";
        }
        Some(o) => {
            let result = match o.winner {
                Some(Player::South) => "South wins",
                Some(Player::North) => "North wins",
                None => "draw",
            };
            s += &format!(
                "Status:  over ({}), {result} {}-{} ({})\n",
                o.ending.id(),
                o.score[0],
                o.score[1],
                o.result_text()
            );
        }
    }
    s += &format!("Position: {pos}\n");
    s
}
