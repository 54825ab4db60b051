//! [`verify`]: a puzzle's claim re-derived from its position alone, exactly. One-move goals try every legal
//! move ([`wari_core::rules::Position::explain`]); `WinIn` is proved by the bounded AND-OR search of
//! [`wari_core::proof`] (every move of both players); `OnlyMoveNotLosing` by the same search for the moves that
//! lose and the endgame tables ([`crate::endgame`], exact at the start of a puzzle: nothing can repeat
//! from before it) for the value of the position. Nothing here evaluates or prunes heuristically.

use crate::endgame::Tables;
use std::fmt;
use wari_core::proof::Prover;
use wari_core::puzzles::{Goal, Puzzle};
use wari_core::rules::{move_letter, Feeding, Game, GrandSlam, Rules, Setup, SetupError};

/// The most solver moves a losing move of an `OnlyMoveNotLosing` puzzle may take to lose (the proof's bound).
pub const LOSS_BOUND: u32 = 4;

/// What [`verify`] derived: the solution line and a one-line account of why it is right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    /// The main line derived from the position (the solver's moves and the best defence between them).
    pub line: Vec<usize>,
    /// Why, in a few English words, e.g. `E captures 5, next best 3`.
    pub summary: String,
    /// Positions the exact search visited.
    pub nodes: u64,
}

/// Why a puzzle's claim does not hold (or cannot be proved).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The position is not one of the rules.
    Setup(SetupError),
    /// The game is over at the puzzle's position.
    GameOver,
    /// The rules do not fit the goal (e.g. a grand slam goal where grand slams capture nothing).
    RulesDoNotFit,
    /// The position does not fit the goal (e.g. a feeding goal where the opponent has seeds).
    PositionDoesNotFit,
    /// No move does what the goal asks.
    NoSolution,
    /// More than one move does (pit indices).
    NotUnique(Vec<usize>),
    /// `WinIn(n)`: a win in fewer moves exists.
    Faster(u32),
    /// `OnlyMoveNotLosing`: the tables do not cover the position, or their bounds leave the result open.
    NotProved,
    /// The collection's line is not the one derived (here).
    LineDiffers(Vec<usize>),
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::Setup(e) => write!(f, "{e}"),
            VerifyError::GameOver => f.write_str("the game is over in this position"),
            VerifyError::RulesDoNotFit => f.write_str("the rules do not fit the goal"),
            VerifyError::PositionDoesNotFit => f.write_str("the position does not fit the goal"),
            VerifyError::NoSolution => f.write_str("no move reaches the goal"),
            VerifyError::NotUnique(m) => write!(f, "{} moves reach the goal: {m:?}", m.len()),
            VerifyError::Faster(k) => write!(f, "a win in {k} moves exists"),
            VerifyError::NotProved => f.write_str("the endgame tables do not settle the position"),
            VerifyError::LineDiffers(m) => write!(f, "the derived line is {m:?}"),
        }
    }
}

impl std::error::Error for VerifyError {}

/// Endgame tables built on demand for the rules of the puzzles that need them, each covering the most seeds
/// on the board asked so far.
#[derive(Default)]
pub struct TableBook {
    built: Vec<(Rules, Tables)>,
}

impl TableBook {
    /// Builds the tables for `rules` covering `seeds` seeds on the board now, unless some covering as many are
    /// there (so that later puzzles with fewer seeds do not rebuild them).
    pub fn prepare(&mut self, rules: &Rules, seeds: u32) {
        self.get(rules, seeds);
    }

    /// Tables for `rules` covering at least `seeds` seeds on the board.
    fn get(&mut self, rules: &Rules, seeds: u32) -> &Tables {
        let at = self
            .built
            .iter()
            .position(|(r, t)| r == rules && t.seeds().is_some_and(|s| s >= seeds));
        let at = at.unwrap_or_else(|| {
            self.built.retain(|(r, _)| r != rules);
            let tables = Tables::build_seeds(rules, seeds, &mut |_, _| {});
            self.built.push((*rules, tables));
            self.built.len() - 1
        });
        &self.built[at].1
    }
}

/// Proves `puzzle`'s claim from its position and returns the derived line, which must equal the puzzle's.
pub fn verify(puzzle: &Puzzle, tables: &mut TableBook) -> Result<Verified, VerifyError> {
    let verified = derive(puzzle.rules, &puzzle.setup, puzzle.goal, tables)?;
    if verified.line != puzzle.line {
        return Err(VerifyError::LineDiffers(verified.line));
    }
    Ok(verified)
}

/// The solution of `goal` at `setup` under `rules`, derived and proved from the position alone (what
/// [`verify`] compares with a puzzle's line, and what the generator looks for).
pub fn derive(
    rules: Rules,
    setup: &Setup,
    goal: Goal,
    tables: &mut TableBook,
) -> Result<Verified, VerifyError> {
    let mut game = Game::from_setup(rules, setup).map_err(VerifyError::Setup)?;
    if game.is_over() {
        return Err(VerifyError::GameOver);
    }
    match goal {
        Goal::BestCapture => best_capture(&game),
        Goal::WinIn(n) => win_in(&mut game, n as u32),
        Goal::OnlyMoveNotLosing => only_move(&mut game, tables),
        Goal::FeedAndKeepLead => feed(&mut game, true),
        Goal::GrandSlam => grand_slam(&game),
        Goal::SlamThenFeed => slam_then_feed(&mut game),
    }
}

/// The letter of `pit` in `game`.
fn letter(game: &Game, pit: usize) -> char {
    move_letter(game.position().pits_a_side(), pit)
}

/// The one move of `candidates`, or why there is not exactly one.
fn unique(candidates: Vec<usize>) -> Result<usize, VerifyError> {
    match candidates[..] {
        [] => Err(VerifyError::NoSolution),
        [m] => Ok(m),
        _ => Err(VerifyError::NotUnique(candidates)),
    }
}

/// Seeds each legal move captures, in pit order.
fn captures(game: &Game) -> Vec<(usize, u32)> {
    let pos = game.position();
    game.legal_moves()
        .into_iter()
        .filter_map(|m| Some((m, pos.explain(game.rules(), m).ok()?.captured())))
        .collect()
}

fn best_capture(game: &Game) -> Result<Verified, VerifyError> {
    let all = captures(game);
    let best = all.iter().map(|&(_, c)| c).max().unwrap_or(0);
    if best == 0 {
        return Err(VerifyError::NoSolution);
    }
    let m = unique(
        all.iter()
            .filter(|&&(_, c)| c == best)
            .map(|&(m, _)| m)
            .collect(),
    )?;
    let next = all
        .iter()
        .filter(|&&(o, _)| o != m)
        .map(|&(_, c)| c)
        .max()
        .unwrap_or(0);
    Ok(Verified {
        line: vec![m],
        summary: format!("{} captures {best}, next best {next}", letter(game, m)),
        nodes: all.len() as u64,
    })
}

fn win_in(game: &mut Game, n: u32) -> Result<Verified, VerifyError> {
    let solver = game.position().to_move();
    let mut prover = Prover::new(solver);
    if let Some(k) = (0..n).find(|&k| prover.wins_within(game, k)) {
        return Err(VerifyError::Faster(k));
    }
    let first = unique(prover.winning_moves(game, n))?;
    let mut line = vec![first];
    game.play(first).expect("a legal move");
    let mut left = n - 1;
    while !game.is_over() {
        let m = if game.position().to_move() == solver {
            // The quickest win; among equals, the first pit.
            let d = prover
                .win_distance(game, left)
                .ok_or(VerifyError::NoSolution)?;
            left -= 1;
            prover.winning_moves(game, d)[0]
        } else {
            prover
                .best_defence(game, left)
                .ok_or(VerifyError::NoSolution)?
        };
        game.play(m).expect("a legal move");
        line.push(m);
    }
    let text: String = line.iter().map(|&m| letter(game, m)).collect();
    Ok(Verified {
        summary: format!("{text} wins in {n}"),
        line,
        nodes: prover.nodes,
    })
}

fn only_move(game: &mut Game, book: &mut TableBook) -> Result<Verified, VerifyError> {
    let rules = *game.rules();
    if !Tables::supported(&rules) {
        return Err(VerifyError::RulesDoNotFit);
    }
    let pos = *game.position();
    let me = pos.to_move();
    let tables = book.get(&rules, pos.board_seeds() as u32);
    let (lo, _) = tables
        .probe_exact(&pos, None)
        .ok_or(VerifyError::NotProved)?;
    let lead = pos.store(me) as i32 - pos.store(me.opponent()) as i32;
    if lead + lo < 0 {
        return Err(VerifyError::NotProved);
    }
    let legal = game.legal_moves();
    if legal.len() < 2 {
        return Err(VerifyError::PositionDoesNotFit);
    }
    let mut prover = Prover::new(me.opponent());
    let mut saving = Vec::new();
    let mut slowest = 0;
    for &m in &legal {
        game.play(m).expect("a legal move");
        match prover.win_distance(game, LOSS_BOUND) {
            Some(k) => slowest = slowest.max(k),
            None => saving.push(m),
        }
        game.undo();
    }
    let m = unique(saving)?;
    Ok(Verified {
        line: vec![m],
        summary: format!(
            "{} holds (tables: {:+} or better); the {} others lose within {slowest} replies",
            letter(game, m),
            lead + lo,
            legal.len() - 1
        ),
        nodes: prover.nodes,
    })
}

/// The most seeds the player to move in `game` can capture with one move (0 when the game is over).
fn best_reply_capture(game: &Game) -> u32 {
    captures(game)
        .into_iter()
        .map(|(_, c)| c)
        .max()
        .unwrap_or(0)
}

/// The one move that feeds an opponent without seeds (F1) and leaves them no capture; with `lead`, the mover
/// must also be ahead.
fn feed(game: &mut Game, lead: bool) -> Result<Verified, VerifyError> {
    let pos = *game.position();
    let me = pos.to_move();
    if game.rules().feeding() != Feeding::MustFeed && !pos.feed_turn() {
        return Err(VerifyError::RulesDoNotFit);
    }
    if pos.side_seeds(me.opponent()) != 0 || (lead && pos.store(me) <= pos.store(me.opponent())) {
        return Err(VerifyError::PositionDoesNotFit);
    }
    let legal = game.legal_moves();
    if legal.len() < 2 {
        return Err(VerifyError::PositionDoesNotFit);
    }
    let mut safe = Vec::new();
    let mut given = Vec::new();
    for &m in &legal {
        game.play(m).expect("a legal move");
        let c = best_reply_capture(game);
        game.undo();
        if c == 0 {
            safe.push(m);
        } else {
            given.push(c);
        }
    }
    let m = unique(safe)?;
    Ok(Verified {
        line: vec![m],
        summary: format!(
            "{} feeds safely; the others give {given:?}",
            letter(game, m)
        ),
        nodes: 2 * legal.len() as u64,
    })
}

/// The moves that are grand slams and capture.
fn capturing_slams(game: &Game) -> Vec<usize> {
    let pos = game.position();
    game.legal_moves()
        .into_iter()
        .filter(|&m| {
            pos.explain(game.rules(), m)
                .is_ok_and(|r| r.grand_slam && r.captured() > 0)
        })
        .collect()
}

fn grand_slam(game: &Game) -> Result<Verified, VerifyError> {
    let slams_capture = matches!(
        game.rules().grand_slam(),
        GrandSlam::CaptureAll | GrandSlam::CaptureIfDecisive | GrandSlam::CaptureThenFeed
    );
    if !slams_capture {
        return Err(VerifyError::RulesDoNotFit);
    }
    let m = unique(capturing_slams(game))?;
    let taken = game
        .position()
        .side_seeds(game.position().to_move().opponent());
    Ok(Verified {
        line: vec![m],
        summary: format!("{} takes all {taken} seeds", letter(game, m)),
        nodes: game.legal_moves().len() as u64,
    })
}

fn slam_then_feed(game: &mut Game) -> Result<Verified, VerifyError> {
    if game.rules().grand_slam() != GrandSlam::CaptureThenFeed {
        return Err(VerifyError::RulesDoNotFit);
    }
    let first = unique(capturing_slams(game))?;
    game.play(first).expect("a legal move");
    let fed = feed(game, false);
    game.undo();
    let fed = fed?;
    Ok(Verified {
        line: vec![first, fed.line[0]],
        summary: format!("{} takes all, then {}", letter(game, first), fed.summary),
        nodes: fed.nodes + 1,
    })
}

/// The verification of every puzzle of the collection, in order: `(id, result)`.
pub fn verify_all(puzzles: &[Puzzle]) -> Vec<(String, Result<Verified, VerifyError>)> {
    let mut book = TableBook::default();
    for p in puzzles.iter().filter(|p| p.goal == Goal::OnlyMoveNotLosing) {
        let most = puzzles
            .iter()
            .filter(|q| q.goal == Goal::OnlyMoveNotLosing && q.rules == p.rules)
            .map(|q| q.setup.pits.iter().map(|&s| s as u32).sum::<u32>())
            .max()
            .unwrap_or(0);
        book.prepare(&p.rules, most);
    }
    puzzles
        .iter()
        .map(|p| (p.id.clone(), verify(p, &mut book)))
        .collect()
}
