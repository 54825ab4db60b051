//! `wari review [--variant ID|RULES] [--position TEXT] --moves CdFa [--json]`: the game review of
//! [`wari_engine::analysis`]. Every position of the game is searched at the review's fixed budget
//! ([`REVIEW`]: the same values as the page's review, on any machine); each move gets the value before it
//! (the best move's), the best move, what it cost in seeds against the best move and its judgement; then
//! each player's summary.
//!
//! The text lists one move a line (`ply` 1 is the first move; values and costs in seeds for the player who
//! moves; `won in N` / `lost in N`: a result the search proved within `N` plies), then the end of the game
//! and the summary. `--json` prints the whole [`Review`] as one JSON object (its fields documented there).
//! A game string with an illegal move is refused as `wari replay` refuses it (exit 2, nothing printed).

use crate::game_args::GameArgs;
use wari_core::rules::{play_game_string, Game, Player, Preset};
use wari_engine::analysis::{
    letter, Analyser, Judgement, PlayerSummary, Review, Value, REVIEW, THRESHOLDS,
};

const USAGE: &str =
    "usage: wari review [--variant ID|RULES] [--position TEXT] --moves CdFa [--json]";

fn parse(args: &[String]) -> Result<GameArgs, String> {
    let mut o = GameArgs::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if o.take(a, &mut it, USAGE)? {
            continue;
        }
        match a.as_str() {
            "-h" | "--help" => return Err(USAGE.into()),
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    if o.moves.is_none() {
        return Err(format!("--moves is needed (the game to review)\n{USAGE}"));
    }
    Ok(o)
}

/// Runs `wari review` with its arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    let o = parse(args)?;
    let mut game = o.start_game()?;
    play_game_string(&mut game, o.moves.as_deref().unwrap_or_default())
        .map_err(|e| format!("--moves {e}"))?;
    let review = Analyser::new(&game, REVIEW)
        .run(&mut |_, _, _| true)
        .expect("never cancelled");
    if o.json {
        println!(
            "{}",
            serde_json::to_string(&review).expect("plain data always serializes")
        );
    } else {
        print!("{}", describe(&review, &game, &o.variant));
    }
    Ok(())
}

/// A value as the text shows it: seeds with one decimal and a sign, or a proven result.
pub fn value_text(v: Value) -> String {
    match v {
        Value::Estimate { centiseeds } => format!("{:+.1}", centiseeds as f64 / 100.0),
        Value::Win { plies } => format!("won in {plies}"),
        Value::Loss { plies } => format!("lost in {plies}"),
        Value::Over { margin } => format!("over {margin:+}"),
    }
}

fn side(p: Player) -> &'static str {
    match p {
        Player::South => "South",
        Player::North => "North",
    }
}

/// The review as text: the header, one line a move, the end, the summary.
fn describe(review: &Review, game: &Game, variant: &str) -> String {
    let rules = game.rules();
    let name = variant
        .parse::<Preset>()
        .map(|p| format!("{} ({})", p.id(), p.name()))
        .unwrap_or_else(|_| format!("custom ({rules})"));
    let b = review.budget;
    let tables = match review.table_seeds {
        Some(s) => format!("endgame tables of {s} seeds"),
        None => "no endgame tables".to_string(),
    };
    let t = THRESHOLDS;
    let mut s = format!("Variant: {name}\n");
    s += &format!(
        "Moves:   {} ({} {})\n",
        if review.game.is_empty() {
            "-"
        } else {
            &review.game
        },
        review.moves.len(),
        if review.moves.len() == 1 {
            "ply"
        } else {
            "plies"
        }
    );
    s += &format!(
        "Search:  {} positions a position, up to {} plies, {tables}\n",
        b.nodes, b.depth
    );
    s += &format!(
        "Judged:  seeds given away against the best move: {} inaccuracy, {} mistake, {} or more blunder\n\n",
        t.inaccuracy, t.mistake, t.blunder
    );
    s += " ply  mover  move  value before  best  cost  judgement\n";
    for m in &review.moves {
        let judged = match m.judgement {
            Judgement::Good => String::new(),
            j => j.id().to_string(),
        };
        let best = if m.best == m.pit {
            "=".to_string()
        } else {
            m.best_letter.to_string()
        };
        let line = format!(
            "{:>4}  {:<5}  {:<4}  {:>12}  {:<4}  {:>4.1}  {judged}",
            m.ply + 1,
            side(m.mover),
            m.letter,
            value_text(m.before),
            best,
            m.cost as f64 / 100.0,
        );
        s += line.trim_end();
        s.push('\n');
    }
    if let Some(last) = review.positions.last() {
        s += &match game.outcome() {
            Some(o) => format!(
                "\nEnd:     {} ({}), {}-{}\n",
                match o.winner {
                    Some(p) => format!("{} wins", side(p)),
                    None => "draw".to_string(),
                },
                o.ending.id(),
                o.score[0],
                o.score[1]
            ),
            None => format!(
                "\nEnd:     not over; {} to move, value {}, best {}\n",
                side(last.to_move),
                value_text(last.value),
                last.best.map_or('-', |m| letter(rules, m))
            ),
        };
    }
    s += "\n        moves  good  inaccuracies  mistakes  blunders  seeds lost\n";
    for p in &review.summary {
        s += &summary_line(p);
    }
    s
}

fn summary_line(p: &PlayerSummary) -> String {
    format!(
        "{:<6}  {:>5}  {:>4}  {:>12}  {:>8}  {:>8}  {:>10}\n",
        side(p.player),
        p.moves,
        p.good,
        p.inaccuracies,
        p.mistakes,
        p.blunders,
        p.seeds_lost
    )
}
