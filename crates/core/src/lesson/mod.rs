//! The guided first game: a few short steps on the real board, each a set position of the rules in play with
//! one thing to do ([`Task`]), for one topic of the rules ([`Topic`]: sowing, the store, capturing, the chain,
//! the skipped origin, the grand slam rule, feeding, the end). Pure: no I/O, no web types; the page plays a
//! lesson through [`Lesson`] and [`Step::judge`] and puts the topics, misses and moves into words.
//!
//! Every step is built for the rules chosen (`build.rs`) and kept only if the engine accepts it: the position
//! is one of the rules ([`Game::from_setup`]), the game is on, and the task has a right move and (but for
//! "play any move") a wrong one. What is right is the engine's answer: [`Step::judge`] plays the move on the
//! engine and reads its [`MoveReport`]; no rule is decided here. Steps that do not apply to the rules are left
//! out (no chain, grand slam or feeding on four rows, L4) and the grand slam and feeding steps follow the
//! variant's rule (G1-G5, F1/F2). `tests.rs` replays every step of every preset's lesson through the engine.
//!
//! | file | owns |
//! |---|---|
//! | `mod.rs` | [`Lesson`], [`Step`], [`Topic`], [`Task`], the judgement ([`Verdict`], [`Miss`]) |
//! | `build.rs` | the step positions for any rules |

mod build;
#[cfg(test)]
mod tests;

use crate::rules::{
    Feeding, Game, GrandSlam, IllegalMove, MoveReport, Player, Position, Rules, Setup,
};

/// What a step teaches (the page's sentences are chosen by it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    /// S1: the seeds of one pit are sown one by one, counter-clockwise.
    Sowing,
    /// B3: the sowing goes on past the store; a store keeps only captured seeds.
    Store,
    /// C1: a last seed that makes a capturing number in an opponent's pit captures it.
    Capture,
    /// C2 (C3): the pits before (and after) a captured pit are captured too while they hold a capturing number.
    Chain,
    /// S2: a sowing of a whole lap or more skips the pit it came from.
    Lap,
    /// G1-G5: a move that would take every seed of the opponent, under the variant's rule.
    GrandSlam(GrandSlam),
    /// F1 (the opponent has no seeds: feed them) or F2 (no need to: they are stuck, E1).
    Feeding(Feeding),
    /// E2: a store reaching the target ends the game.
    End,
}

/// The one thing a step asks for; the right moves are those the engine's report says do it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Play this pit.
    Pit(usize),
    /// Play any legal move (the engine allows only the right ones, for example only feeding moves).
    AnyMove,
    /// Play a move that captures.
    Capture,
    /// Play a move that captures more than one pit.
    Chain,
    /// Play a move that ends the game.
    Finish,
}

/// One step: a position of the rules, to be played by South, and its task.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What it teaches.
    pub topic: Topic,
    /// The position (South to move).
    pub setup: Setup,
    /// What to do.
    pub task: Task,
}

/// Why a try is not what the step asks for (nothing is played).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// The engine refuses the move.
    Illegal(IllegalMove),
    /// A legal move, but the step sows from `wanted`.
    OtherPit {
        /// The pit to play.
        wanted: usize,
    },
    /// The move captures nothing: its last seed would land in `last`, which would then hold `count`.
    NoCapture {
        /// The pit the last seed lands in.
        last: usize,
        /// Its seeds after the sowing.
        count: u8,
    },
    /// The move captures only one pit, `seeds` seeds.
    OnePit {
        /// Seeds captured.
        seeds: u32,
    },
    /// The move does not end the game.
    NotOver,
}

/// The judgement of a try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move does what the step asks: what the engine says it does.
    Right(MoveReport),
    /// It does not (nothing is played).
    Wrong(Miss),
}

impl Step {
    /// The game of the step under `rules` (`None` if the engine refuses the position).
    pub fn game(&self, rules: &Rules) -> Option<Game> {
        Game::from_setup(*rules, &self.setup).ok()
    }

    /// Judges `pit` as the step's move under `rules`, by playing it on the engine.
    pub fn judge(&self, rules: &Rules, pit: usize) -> Verdict {
        let Some(mut game) = self.game(rules) else {
            return Verdict::Wrong(Miss::Illegal(IllegalMove::GameOver));
        };
        let before: Position = *game.position();
        let report = match game.play(pit) {
            Ok(r) => r,
            Err(e) => return Verdict::Wrong(Miss::Illegal(e)),
        };
        let miss = match self.task {
            Task::Pit(wanted) if wanted != pit => Some(Miss::OtherPit { wanted }),
            Task::Pit(_) | Task::AnyMove => None,
            Task::Capture | Task::Chain if report.captures.is_empty() => {
                let last = *report.sown.last().unwrap_or(&pit);
                Some(Miss::NoCapture {
                    last,
                    count: game.position().pit(last),
                })
            }
            Task::Chain if report.captures.len() < 2 => Some(Miss::OnePit {
                seeds: report.captured(),
            }),
            Task::Capture | Task::Chain => None,
            Task::Finish if !game.is_over() => Some(Miss::NotOver),
            Task::Finish => None,
        };
        debug_assert_eq!(before.to_move(), Player::South);
        match miss {
            Some(m) => Verdict::Wrong(m),
            None => Verdict::Right(report),
        }
    }

    /// The moves the step counts as right, in pit order (the engine's judgement of every pit).
    pub fn right_moves(&self, rules: &Rules) -> Vec<usize> {
        (0..rules.board_len())
            .filter(|&p| matches!(self.judge(rules, p), Verdict::Right(_)))
            .collect()
    }

    /// Whether the engine accepts the step: the position is one of the rules with the game on and South to
    /// move, a move is right, and (but for "any move") another of South's pits with seeds is not (a wrong or
    /// refused try), so there is something to find.
    fn playable(&self, rules: &Rules) -> bool {
        let Some(game) = self.game(rules) else {
            return false;
        };
        if game.is_over() || game.position().to_move() != Player::South {
            return false;
        }
        let right = self.right_moves(rules);
        let pos = game.position();
        let tries = pos.row(Player::South).filter(|&p| pos.pit(p) > 0).count();
        !right.is_empty() && (self.task == Task::AnyMove || right.len() < tries)
    }
}

/// The guided first game of one set of rules: its steps in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    rules: Rules,
    steps: Vec<Step>,
}

impl Lesson {
    /// The lesson of `rules`: every step of [`build::steps`] the engine accepts.
    pub fn new(rules: &Rules) -> Lesson {
        let steps = build::steps(rules)
            .into_iter()
            .filter(|s| s.playable(rules))
            .collect();
        Lesson {
            rules: *rules,
            steps,
        }
    }

    /// The rules it teaches.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Its steps.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }
}
