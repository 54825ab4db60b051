//! `wari soak`: random games of every preset and of random valid custom rules, checking every invariant at
//! every ply.
//!
//! At each move: seed conservation, stores only grow by the captures reported, the turn passes (or stays for a
//! G5 extra turn), every pit's legality agrees with the legal moves, an illegal move changes nothing, undo and
//! redo give back the exact positions, the position text and the move letter read back to the same thing. At
//! the end of each game: it ended within a bound (see [`ply_bound`]), the game string replays to the same
//! positions, the game record prints and reads back to the same game and tags, walking the history with
//! undo/redo/goto gives the same positions, and the rules text reads back to the same rules.
//!
//! The checks are plain functions over the public API so that the fuzz targets (`fuzz/`) run the very same
//! ones: they include this file with `#[path]`, hence no `crate::` paths here.

use std::panic::{self, AssertUnwindSafe};
use wari_core::rules::no_capture::no_capture_possible;
use wari_core::rules::{
    move_letter, parse_game_string, parse_move_letter, play_game_string, Chain, CycleRule, Ending,
    Feeding, Game, GameRecord, GrandSlam, MoveReport, Player, Position, Rules, RulesBuilder, Setup,
};

/// Plies without a capture after which the random players end the game by agreement (E3).
pub const AGREE_AFTER: usize = 400;

/// A game must be over after this many plies: stores only grow, so there are at most `total` capturing
/// moves, and the players agree to stop after [`AGREE_AFTER`] plies without one.
pub fn ply_bound(rules: &Rules) -> usize {
    (rules.total_seeds() as usize + 1) * (AGREE_AFTER + 1)
}

/// A small, fast, seedable random number generator (SplitMix64), so every run can be repeated.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        wari_core::rng::splitmix64(&mut self.0)
    }
    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
    /// True one time in `n`.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }
    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }
}

/// Random settings, valid or not: every one is drawn, sometimes out of range. Three rows (L3) and four rows (L4)
/// come one time in four; on four rows the settings they lack are usually left out, sometimes set (refused).
pub fn random_raw_rules(rng: &mut Rng) -> RulesBuilder {
    let rows = match rng.below(16) {
        0 => rng.range(0, 6),
        1 | 2 => 3,
        3 | 4 => 4,
        _ => 2,
    } as u16;
    let pits = if rng.one_in(16) {
        rng.range(0, 14)
    } else {
        match rows {
            3 => 2 * rng.range(2, 4),
            4 => rng.range(4, 12),
            _ => rng.range(3, 10),
        }
    } as u16;
    let seeds = if rng.one_in(16) {
        rng.range(0, 12)
    } else {
        rng.range(1, 10)
    } as u16;
    let total = rows.max(2) as usize * pits as usize * seeds as usize;
    let mut captures = Vec::new();
    for _ in 0..rng.range(1, 4) {
        let k = match rng.below(16) {
            0 => rng.range(0, 63),
            1 => 1,
            _ => rng.range(1, total.clamp(1, 12)),
        };
        captures.push(k as u16);
    }
    let majority = Rules::majority_target(total as u16) as usize;
    let target = match rng.below(10) {
        0..=5 => majority,
        6 => total / 2,
        7 => rng.range(0, total + 2),
        _ => rng.range(1, total.max(1)),
    } as u16;
    let b = Rules::builder().rows(rows).pits(pits).seeds(seeds);
    let b = if rows == 4 && !rng.one_in(8) {
        b
    } else {
        b.captures(captures)
            .chain(if rng.one_in(2) {
                Chain::Back
            } else {
                Chain::Both
            })
            .grand_slam(GrandSlam::ALL[rng.below(5)])
            .feeding(if rng.one_in(3) {
                Feeding::NoFeeding
            } else {
                Feeding::MustFeed
            })
    };
    b.target(target)
        .cycle(CycleRule::ALL[rng.below(3)])
        .starter(if rng.one_in(2) {
            Player::South
        } else {
            Player::North
        })
        .no_capture_end(rng.one_in(3))
}

/// Random rules that [`RulesBuilder::build`] accepts. Along the way, checks that the rules text of every drawn
/// set reads back to the same rules when valid, and is refused for the same reason when not.
pub fn random_rules(rng: &mut Rng) -> Result<Rules, String> {
    loop {
        let raw = random_raw_rules(rng);
        check_rules_text(&raw)?;
        if let Ok(r) = raw.build() {
            return Ok(r);
        }
    }
}

/// The rules text round trip: the settings' `Display` then `FromStr` gives the same rules, or the same refusal.
pub fn check_rules_text(raw: &RulesBuilder) -> Result<(), String> {
    let text = raw.to_string();
    match (raw.build(), text.parse::<Rules>()) {
        (Ok(r), Ok(b)) if b == r => Ok(()),
        (Ok(_), Ok(b)) => Err(format!("rules text '{text}' reads back as '{b}'")),
        (Ok(_), Err(e)) => Err(format!("valid rules text '{text}' is refused: {e}")),
        (Err(e), Err(back)) if e == back => Ok(()),
        (Err(e), Err(back)) => Err(format!(
            "invalid rules ({e}) print as '{text}', which is refused for another reason ({back})"
        )),
        (Err(e), Ok(_)) => Err(format!(
            "invalid rules ({e}) print as '{text}', which is accepted"
        )),
    }
}

/// Checks the move just played in `game` (the last in its history), which led from `before`, and reported
/// `report`, then the position it led to (see [`check_position`] for `probe`). Undoes and redoes it on the
/// way; `game` is left as it was.
pub fn check_move(
    game: &mut Game,
    before: &Position,
    report: &MoveReport,
    probe: usize,
) -> Result<(), String> {
    let rules = *game.rules();
    let after = *game.position();
    let ply = game.ply();
    let mover = before.to_move();
    let m = mover.index();
    let o = mover.opponent().index();
    // Seed conservation.
    let total = after.board_seeds() + after.stores()[0] as u16 + after.stores()[1] as u16;
    if total != rules.total_seeds() {
        return Err(format!(
            "seeds not conserved: {after} holds {total}, the game has {}",
            rules.total_seeds()
        ));
    }
    // The report describes the move: the origin, the seeds sown, the captures.
    if report.player != mover
        || report.origin >= before.len()
        || report.sown.len() != before.pit(report.origin) as usize
        || after.pit(report.origin) != 0
    {
        return Err(format!(
            "the move report {report:?} does not match {before} -> {after}"
        ));
    }
    if after.stores()[m] as u32 != before.stores()[m] as u32 + report.captured()
        || after.stores()[o] != before.stores()[o]
    {
        return Err(format!(
            "stores went from {:?} to {:?} but the move captured {}",
            before.stores(),
            after.stores(),
            report.captured()
        ));
    }
    if report
        .captures
        .iter()
        .any(|&(i, _)| after.owner(i) == mover)
    {
        return Err(format!(
            "the move captured from the mover's own side: {report:?}"
        ));
    }
    // L4: each player sows around their own pits only.
    if rules.own_loops() && report.sown.iter().any(|&i| after.owner(i) != mover) {
        return Err(format!(
            "on four rows the move sowed outside the mover's loop: {report:?}"
        ));
    }
    // The turn passes, except for the G5 extra turn.
    let turn_ok = if report.extra_turn {
        rules.grand_slam() == GrandSlam::CaptureThenFeed
            && after.to_move() == mover
            && after.feed_turn()
    } else {
        after.to_move() == mover.opponent() && !after.feed_turn()
    };
    if !turn_ok {
        return Err(format!(
            "wrong turn after {before} -> {after} (extra turn: {})",
            report.extra_turn
        ));
    }
    // Undo and redo restore the exact positions.
    if !game.undo() || *game.position() != *before || game.ply() != ply - 1 || !game.can_redo() {
        return Err(format!(
            "undo of ply {ply} gives {} (ply {}), expected {before}",
            game.position(),
            game.ply()
        ));
    }
    if !game.redo() || *game.position() != after || game.ply() != ply || game.can_redo() {
        return Err(format!(
            "redo of ply {ply} gives {} (ply {}), expected {after}",
            game.position(),
            game.ply()
        ));
    }
    // Notation: the position text and the move letter read back.
    let text = after.to_string();
    match text.parse::<Setup>() {
        Ok(s) if Position::from_setup(game.rules(), &s) == Ok(after) => {}
        Ok(s) => return Err(format!("position text '{text}' reads back as '{s}'")),
        Err(e) => return Err(format!("position text '{text}' is refused: {e}")),
    }
    let letter = move_letter(after.pits_a_side(), report.origin);
    if parse_move_letter(letter, after.pits_a_side()) != Some(report.origin) {
        return Err(format!(
            "move letter '{letter}' does not read back as pit {}",
            report.origin
        ));
    }
    check_position(game, probe)
}

/// Checks the current position of `game`: the outcome agrees with the legal moves, every pit's legality agrees
/// with [`Position::check_move`], and `probe` (a pit, taken modulo the board size plus one) is also tried
/// through [`Game::check`] and [`Game::play`]: when illegal it must change nothing.
pub fn check_position(game: &mut Game, probe: usize) -> Result<(), String> {
    let rules = *game.rules();
    let pos = *game.position();
    let outcome = game.outcome();
    let mask = pos.legal_mask(&rules);
    // E5 decided on its own here, by the exploration (the game decides it once per move).
    let dead = no_capture_possible(&rules, &pos);
    let legal = game.legal_moves();
    match outcome {
        None if legal.is_empty() => {
            return Err(format!(
                "the game is not over at {pos} but has no legal move"
            ))
        }
        Some(_) if !legal.is_empty() => {
            return Err(format!(
                "the game is over at {pos} but lists moves {legal:?}"
            ))
        }
        Some(o) => {
            let sum = o.score[0] + o.score[1];
            let by_cycle_rule = pos.score_cycle(&rules, game.last_capturer());
            let ok = match o.ending {
                Ending::Target => pos.target_reached(&rules) && sum <= rules.total_seeds(),
                Ending::Stuck => mask == 0 && sum == rules.total_seeds() && !dead,
                Ending::Cycle | Ending::Agreement => match rules.cycle() {
                    CycleRule::SideOwner => sum == rules.total_seeds(),
                    CycleRule::LastCapturer | CycleRule::NotCounted => sum <= rules.total_seeds(),
                },
                // E5: after E2 and E3 (a dead position never repeats), the board by the cycle rule.
                Ending::NoCapture => dead && !game.is_repetition() && o.score == by_cycle_rule,
            };
            let e2_or_e3 = matches!(o.ending, Ending::Target | Ending::Cycle);
            if !ok
                || (o.ending == Ending::Cycle) != game.is_repetition()
                || (dead && !e2_or_e3 && o.ending != Ending::NoCapture)
            {
                return Err(format!("outcome {o:?} does not fit the position {pos}"));
            }
        }
        None => {
            if pos.target_reached(&rules) || game.is_repetition() || dead {
                return Err(format!(
                    "the game goes on at {pos} though it should be over"
                ));
            }
        }
    }
    for pit in 0..=pos.len() {
        let checked = pos.check_move(&rules, pit);
        if checked.is_ok() != (mask & (1 << pit) != 0) {
            return Err(format!(
                "pit {pit} at {pos}: the legal mask and check_move disagree ({checked:?})"
            ));
        }
        let mut copy = pos;
        if checked.is_err() && (copy.play(&rules, pit).is_ok() || copy != pos) {
            return Err(format!(
                "Position::play accepted illegal pit {pit} at {pos}"
            ));
        }
    }
    let pit = probe % (pos.len() + 1);
    let is_legal = outcome.is_none() && mask & (1 << pit) != 0;
    let checked = game.check(pit);
    if checked.is_ok() != is_legal {
        return Err(format!(
            "pit {pit} at {pos}: the game's legal moves say {is_legal}, Game::check says {checked:?}"
        ));
    }
    if !is_legal {
        let ply = game.ply();
        let redo = game.all_moves().len();
        if game.play(pit).is_ok() || *game.position() != pos || game.ply() != ply {
            return Err(format!(
                "illegal pit {pit} at {pos} was played or changed the game"
            ));
        }
        if game.all_moves().len() != redo {
            return Err(format!("illegal pit {pit} at {pos} dropped the redo moves"));
        }
    }
    Ok(())
}

/// Names and values a person might type, including hostile ones, for the record tags.
const TAG_VALUES: [&str; 10] = [
    "Ana",
    "Zoë Łukasz Ñandú Győző",
    "Computer (level 3)",
    "<img src=x onerror=alert(1)>",
    "say \"hi\" \\o/",
    "back\\slash\\",
    "[Result \"1-0\"] {not a comment} 0-1 *",
    "",
    "  spaced  ",
    "tab\there\rcr",
];

/// Tag names to use (never `Variant`, `Rules`, `Position` or `Result`, which the record derives).
const TAG_NAMES: [&str; 6] = ["South", "North", "Date", "Event", "Site", "Round_2"];

/// Checks a finished (or abandoned) game as a whole: the history walk, the game string and the record.
/// `expected` holds the positions after each move, as played.
pub fn check_game(game: &mut Game, expected: &[Position], rng: &mut Rng) -> Result<(), String> {
    let rules = *game.rules();
    // An agreement is taken back first (undo does that), and made again at the end.
    let agreed = game
        .outcome()
        .is_some_and(|o| o.ending == Ending::Agreement);
    if agreed
        && (!game.undo()
            || game
                .outcome()
                .is_some_and(|o| o.ending == Ending::Agreement))
    {
        return Err("undo does not take back the agreement".into());
    }
    let ply = game.ply();
    if expected.len() != ply + 1 || expected.last() != Some(game.position()) {
        return Err("the history does not end with the position played".into());
    }
    // Walk back to the start and forward to the end; jump around with goto.
    for k in (0..ply).rev() {
        if !game.undo() || *game.position() != expected[k] {
            return Err(format!(
                "undo to ply {k} gives {}, expected {}",
                game.position(),
                expected[k]
            ));
        }
    }
    if game.undo() {
        return Err("undo at the start of the game did something".into());
    }
    for (k, want) in expected.iter().enumerate().skip(1) {
        if !game.redo() || game.position() != want {
            return Err(format!(
                "redo to ply {k} gives {}, expected {want}",
                game.position()
            ));
        }
    }
    // Moves taken back and not replaced (the redo tail) stay until a new move is played.
    let end = game.all_moves().len();
    if end == ply && game.redo() {
        return Err("redo at the end of the game did something".into());
    }
    for _ in 0..4 {
        let k = rng.below(ply + 1);
        if !game.goto(k) || game.position() != &expected[k] {
            return Err(format!(
                "goto({k}) gives {}, expected {}",
                game.position(),
                expected[k]
            ));
        }
    }
    if game.goto(end + 1) || !game.goto(ply) {
        return Err("goto past the end was accepted or goto to the end refused".into());
    }
    // The game string replays to the same positions.
    let text = game.game_string();
    let replayed = if *game.start_position() == Position::start(&rules) {
        parse_game_string(&rules, &text).map_err(|e| format!("game string refused: {e}"))?
    } else {
        let mut g = Game::from_setup(rules, &game.start_position().to_setup())
            .map_err(|e| format!("the start position is refused: {e}"))?;
        play_game_string(&mut g, &text).map_err(|e| format!("game string refused: {e}"))?;
        g
    };
    same_game(&replayed, expected).map_err(|e| format!("game string replay: {e}"))?;
    // The game record, with random tags, prints and reads back to the same game and tags.
    let mut record = GameRecord::new(game.clone());
    for _ in 0..rng.below(4) {
        let key = TAG_NAMES[rng.below(TAG_NAMES.len())];
        record.set_tag(key, TAG_VALUES[rng.below(TAG_VALUES.len())]);
    }
    let printed = record.to_string();
    let back =
        GameRecord::parse(&printed).map_err(|e| format!("record refused: {e}\n{printed}"))?;
    if back.game.rules() != &rules || back.game.start_position() != game.start_position() {
        return Err(format!(
            "record reads back with other rules or start:\n{printed}"
        ));
    }
    same_game(&back.game, expected).map_err(|e| format!("record replay: {e}\n{printed}"))?;
    let tags = |r: &GameRecord| -> Vec<(String, String)> {
        r.tags
            .iter()
            .filter(|(k, _)| !k.eq_ignore_ascii_case("Variant"))
            .map(|(k, v)| (k.clone(), v.replace('\n', " ")))
            .collect()
    };
    if tags(&back) != tags(&record) {
        return Err(format!(
            "record tags {:?} read back as {:?}\n{printed}",
            tags(&record),
            tags(&back)
        ));
    }
    if back.to_string() != printed {
        return Err(format!(
            "a record read back prints differently:\n{printed}\n{back}"
        ));
    }
    if agreed {
        game.end_by_agreement();
    }
    Ok(())
}

/// Whether `game` went through exactly the positions `expected` and is at its end.
fn same_game(game: &Game, expected: &[Position]) -> Result<(), String> {
    if game.ply() + 1 != expected.len() {
        return Err(format!(
            "{} moves instead of {}",
            game.ply(),
            expected.len() - 1
        ));
    }
    for (k, want) in expected.iter().enumerate() {
        let got = game.position_at(k);
        if got != Some(want) {
            return Err(format!("ply {k} is {got:?}, expected {want}"));
        }
    }
    Ok(())
}

/// How a soak game turned out, for the summary.
#[derive(Clone, Copy, Debug)]
pub struct GameStats {
    /// Moves played (in the final line of play).
    pub plies: usize,
    /// How the game ended.
    pub ending: Ending,
    /// The winner, `None` for a draw.
    pub winner: Option<Player>,
}

/// A failed check: what went wrong and the game that shows it.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The check that failed, in words.
    pub message: String,
    /// The rules played.
    pub rules: Rules,
    /// The start position when it is not the rules' start (boxed: a position of 48 pits is large).
    pub start: Option<Box<Position>>,
    /// The moves played, as a game string.
    pub moves: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{}", self.message)?;
        writeln!(f, "  rules:    {}", self.rules)?;
        if let Some(p) = &self.start {
            writeln!(f, "  position: {p}")?;
        }
        write!(f, "  moves:    {}", self.moves)
    }
}

/// Plays one random game of `rules` (from `start`, or the start position) checking everything.
/// Random players: a uniform legal move; now and then an undo and another move; agreement after
/// [`AGREE_AFTER`] plies without a capture.
pub fn soak_game(
    rules: &Rules,
    start: Option<Position>,
    rng: &mut Rng,
) -> Result<GameStats, Failure> {
    let mut game = match start.map(|p| Game::from_setup(*rules, &p.to_setup())) {
        Some(Ok(g)) => g,
        Some(Err(e)) => {
            return Err(Failure {
                message: format!("the start position is refused: {e}"),
                rules: *rules,
                start: start.map(Box::new),
                moves: String::new(),
            })
        }
        None => Game::new(*rules),
    };
    let mut expected = vec![*game.position()];
    let bound = ply_bound(rules);
    let result = panic::catch_unwind(AssertUnwindSafe(|| -> Result<GameStats, String> {
        check_position(&mut game, rng.next_u64() as usize)?;
        loop {
            if let Some(o) = game.outcome() {
                check_game(&mut game, &expected, rng)?;
                return Ok(GameStats {
                    plies: game.ply(),
                    ending: o.ending,
                    winner: o.winner,
                });
            }
            if game.ply() >= bound {
                return Err(format!("the game did not end within {bound} plies"));
            }
            if game.plies_without_capture() >= AGREE_AFTER {
                if !game.cycle_suspected() || !game.end_by_agreement() {
                    return Err("a game without captures for long is not offered agreement".into());
                }
                check_position(&mut game, rng.next_u64() as usize)?;
                // Undo takes the agreement back; agree again.
                if !game.undo() || game.outcome().is_some() || game.ply() + 1 != expected.len() {
                    return Err("undo does not take back the agreement".into());
                }
                game.end_by_agreement();
                continue;
            }
            // Now and then take the last move back and play another one (the redo tail is dropped).
            if game.ply() > 0 && rng.one_in(32) {
                game.undo();
                expected.pop();
            }
            let legal = game.legal_moves();
            let pit = legal[rng.below(legal.len())];
            let before = *game.position();
            let report = game
                .play(pit)
                .map_err(|e| format!("legal move {pit} refused: {e}"))?;
            if game.can_redo() {
                return Err("a new move kept the redo moves".into());
            }
            expected.push(*game.position());
            check_move(&mut game, &before, &report, rng.next_u64() as usize)?;
        }
    }));
    let message = match result {
        Ok(Ok(stats)) => return Ok(stats),
        Ok(Err(message)) => message,
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "(no message)".into());
            format!("panic: {what}")
        }
    };
    Err(Failure {
        message,
        rules: *rules,
        start: start.map(Box::new),
        moves: game.game_string(),
    })
}
