//! A whole game: history, undo/redo, repetition (E3), the end of the game (E1-E5) and agreement.

use super::no_capture::no_capture_possible;
use super::{IllegalMove, MoveEffect, MoveReport, Player, Position, Rules, Setup, SetupError};

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// E2: a store reached the target.
    Target,
    /// E1: the player to move had no legal move.
    Stuck,
    /// E3: a position occurred for the second time.
    Cycle,
    /// E3: the players agreed to end a cycling game.
    Agreement,
    /// E5 (`end=no-capture`): no sequence of legal moves could lead to a capture any more.
    NoCapture,
}

impl Ending {
    /// Every way a game ends.
    pub const ALL: [Ending; 5] = [
        Ending::Target,
        Ending::Stuck,
        Ending::Cycle,
        Ending::Agreement,
        Ending::NoCapture,
    ];

    /// `target`, `stuck`, `cycle`, `agreement` or `no-capture` (as in `wari replay --json` and saved games).
    pub fn id(self) -> &'static str {
        match self {
            Ending::Target => "target",
            Ending::Stuck => "stuck",
            Ending::Cycle => "cycle",
            Ending::Agreement => "agreement",
            Ending::NoCapture => "no-capture",
        }
    }

    /// Reads [`Ending::id`].
    pub fn from_id(id: &str) -> Option<Ending> {
        Ending::ALL.into_iter().find(|e| e.id() == id)
    }

    /// Whether the seeds left on the board are given out by the variant's cycle rule (E3, agreement, E5).
    pub fn by_cycle_rule(self) -> bool {
        matches!(self, Ending::Cycle | Ending::Agreement | Ending::NoCapture)
    }
}

/// The result of a finished game (E4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Player>,
    /// Why the game ended.
    pub ending: Ending,
    /// Final totals `[south, north]` after the seeds left on the board were given out.
    pub score: [u16; 2],
}

impl Outcome {
    fn from_score(ending: Ending, score: [u16; 2]) -> Outcome {
        let winner = match score[0].cmp(&score[1]) {
            std::cmp::Ordering::Greater => Some(Player::South),
            std::cmp::Ordering::Less => Some(Player::North),
            std::cmp::Ordering::Equal => None,
        };
        Outcome {
            winner,
            ending,
            score,
        }
    }

    /// The result as in game records: `1-0` (South), `0-1` (North), `1/2-1/2`.
    pub fn result_text(&self) -> &'static str {
        match self.winner {
            Some(Player::South) => "1-0",
            Some(Player::North) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// A game in progress or finished: the rules, the positions played through, undo and redo.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    /// `positions[k]` is the position after `k` moves; entries past `cursor` are the redo tail.
    positions: Vec<Position>,
    /// `moves[k]` leads from `positions[k]` to `positions[k + 1]`.
    moves: Vec<u8>,
    effects: Vec<MoveEffect>,
    /// `no_capture[k]`: E5 applies at `positions[k]` (decided once, when the position is reached).
    no_capture: Vec<bool>,
    /// Moves currently played.
    cursor: usize,
    /// The game was ended by agreement at the current ply.
    agreed: bool,
}

impl Game {
    /// A new game from the start position of `rules`.
    pub fn new(rules: Rules) -> Game {
        Game::starting_at(rules, Position::start(&rules))
    }

    /// A game starting from a set-up position (a puzzle, a position text), if it is a position of `rules`
    /// (see [`Position::from_setup`]).
    pub fn from_setup(rules: Rules, setup: &Setup) -> Result<Game, SetupError> {
        Ok(Game::starting_at(
            rules,
            Position::from_setup(&rules, setup)?,
        ))
    }

    /// A game starting from `start`, a position of `rules`.
    fn starting_at(rules: Rules, start: Position) -> Game {
        Game {
            rules,
            positions: vec![start],
            moves: Vec::new(),
            effects: Vec::new(),
            no_capture: vec![no_capture_possible(&rules, &start)],
            cursor: 0,
            agreed: false,
        }
    }

    /// The rules in play.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.positions[self.cursor]
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &Position {
        &self.positions[0]
    }

    /// The position after `ply` moves (`0..=ply()`, or further along the redo tail).
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// Moves played so far.
    pub fn ply(&self) -> usize {
        self.cursor
    }

    /// The moves played so far, as pit indices.
    pub fn moves(&self) -> &[u8] {
        &self.moves[..self.cursor]
    }

    /// The moves played plus those that can be redone.
    pub fn all_moves(&self) -> &[u8] {
        &self.moves
    }

    /// The game string of the moves played (B4), e.g. `CdFa`.
    pub fn game_string(&self) -> String {
        self.moves()
            .iter()
            .zip(&self.positions)
            .map(|(&m, p)| super::move_letter(p.n as usize, m as usize))
            .collect()
    }

    /// The moves that can be played now (none when the game is over).
    pub fn legal_moves(&self) -> Vec<usize> {
        if self.outcome().is_some() {
            Vec::new()
        } else {
            self.position().legal_moves(&self.rules)
        }
    }

    /// Why `pit` cannot be played now, or `Ok(())`.
    pub fn check(&self, pit: usize) -> Result<(), IllegalMove> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.position().check_move(&self.rules, pit)
    }

    /// Plays `pit` for the player to move. A move played after an undo discards the redo tail.
    pub fn play(&mut self, pit: usize) -> Result<MoveReport, IllegalMove> {
        self.check(pit)?;
        let before = *self.position();
        let mut after = before;
        let effect = after.play_unchecked(&self.rules, pit);
        self.positions.truncate(self.cursor + 1);
        self.no_capture.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.effects.truncate(self.cursor);
        self.positions.push(after);
        self.no_capture
            .push(no_capture_possible(&self.rules, &after));
        self.moves.push(pit as u8);
        self.effects.push(effect);
        self.cursor += 1;
        Ok(before.report(&effect))
    }

    /// The report of the move that led to the current position, if any.
    pub fn last_report(&self) -> Option<MoveReport> {
        self.report_at(self.cursor.checked_sub(1)?)
    }

    /// The report of move number `index` (0-based) of the whole history, redo tail included.
    pub fn report_at(&self, index: usize) -> Option<MoveReport> {
        Some(self.positions.get(index)?.report(self.effects.get(index)?))
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        if self.agreed {
            self.agreed = false;
            return true;
        }
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        true
    }

    /// Plays again a move taken back; false when there is none. Like [`Game::goto`], it drops an agreement
    /// made at the current ply (the agreement belongs to that position).
    pub fn redo(&mut self) -> bool {
        if self.cursor >= self.moves.len() {
            return false;
        }
        self.agreed = false;
        self.cursor += 1;
        true
    }

    /// Whether [`Game::undo`] would do something.
    pub fn can_undo(&self) -> bool {
        self.agreed || self.cursor > 0
    }

    /// Whether [`Game::redo`] would do something.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Goes to the position after `ply` moves of the whole history (undo or redo as needed).
    pub fn goto(&mut self, ply: usize) -> bool {
        if ply > self.moves.len() {
            return false;
        }
        self.agreed = false;
        self.cursor = ply;
        true
    }

    /// The player who captured last (for the `last-capturer` cycle rule), `None` if nobody has.
    pub fn last_capturer(&self) -> Option<Player> {
        (0..self.cursor)
            .rev()
            .find(|&k| self.effects[k].captured > 0)
            .map(|k| self.positions[k].to_move)
    }

    /// Whether the current position occurred before (E3: same pits, stores and player to move).
    pub fn is_repetition(&self) -> bool {
        let now = self.position();
        // Stores never shrink, so positions before the last capture (other stores) cannot be equal: look back
        // only as far as the stores are the same.
        self.positions[..self.cursor]
            .iter()
            .rev()
            .take_while(|p| p.stores == now.stores)
            .any(|p| p.repeats(now))
    }

    /// Plies since the last capture (or since the start).
    pub fn plies_without_capture(&self) -> usize {
        (0..self.cursor)
            .rev()
            .take_while(|&k| self.effects[k].captured == 0)
            .count()
    }

    /// Whether the game looks like it is cycling: no capture for as many plies as there are pits on the board
    /// (twice over), so the players may want to end it by agreement (E3).
    pub fn cycle_suspected(&self) -> bool {
        self.outcome().is_none() && self.plies_without_capture() >= 2 * self.rules.board_len()
    }

    /// Ends the game by agreement (E3); the seeds on the board are given out by the cycle rule.
    /// False when the game is already over.
    pub fn end_by_agreement(&mut self) -> bool {
        if self.outcome().is_some() {
            return false;
        }
        self.agreed = true;
        true
    }

    /// The final score if the seeds left on the board were given out by the cycle rule now.
    fn cycle_score(&self) -> [u16; 2] {
        self.position()
            .score_cycle(&self.rules, self.last_capturer())
    }

    /// The outcome if the game is over (E1-E5; the checks in the order of RULES.md: agreement, E2, E3, E5,
    /// E1), `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if self.agreed {
            return Some(Outcome::from_score(Ending::Agreement, self.cycle_score()));
        }
        if pos.target_reached(&self.rules) {
            return Some(Outcome::from_score(
                Ending::Target,
                [pos.stores[0] as u16, pos.stores[1] as u16],
            ));
        }
        if self.is_repetition() {
            return Some(Outcome::from_score(Ending::Cycle, self.cycle_score()));
        }
        if self.no_capture[self.cursor] {
            return Some(Outcome::from_score(Ending::NoCapture, self.cycle_score()));
        }
        if pos.legal_mask(&self.rules) == 0 {
            return Some(Outcome::from_score(Ending::Stuck, pos.score_side_owner()));
        }
        None
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }
}
