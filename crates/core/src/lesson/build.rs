//! The step positions of a lesson for any rules. Each is built from the board's layout (the pits of each side
//! in sowing order, B2, L3, L4) with few seeds, the rest in the stores; [`super::Lesson::new`] keeps a step
//! only if the engine accepts it, so nothing here has to be right by itself.
//!
//! On one sowing loop (two and three rows) South's pits are `0..n` and North's `n..2n`, the pit after South's
//! last being North's first: `L = n - 1` and `N0 = n` below. On four rows (L4) each side sows around its own
//! pits and captures by L4-C, so the chain, grand slam and feeding steps do not apply.

use super::{Step, Task, Topic};
use crate::rules::{Feeding, GrandSlam, Player, Position, Rules, Setup};

/// The pits of a step under construction, and how the rest of the seeds go to the stores.
struct Board {
    pits: Vec<u8>,
    /// Give North's store as much as it may hold (below the target): a grand slam then does not win (G4).
    north_ahead: bool,
    /// South's store, if set (the last step: so many that a capture reaches the target).
    south_store: Option<u16>,
}

impl Board {
    fn new(rules: &Rules) -> Board {
        Board {
            pits: vec![0; rules.board_len()],
            north_ahead: false,
            south_store: None,
        }
    }

    fn set(mut self, pit: usize, seeds: u8) -> Board {
        if let Some(p) = self.pits.get_mut(pit) {
            *p = seeds;
        }
        self
    }

    /// The set-up with South to move; `None` when the seeds do not fit the rules' total or a store.
    fn setup(self, rules: &Rules) -> Option<Setup> {
        let board: u16 = self.pits.iter().map(|&s| s as u16).sum();
        let rest = rules.total_seeds().checked_sub(board)?;
        let below = rules.target().saturating_sub(1);
        let south = match (self.south_store, self.north_ahead) {
            (Some(s), _) => s,
            (None, true) => rest.saturating_sub(below),
            (None, false) => rest / 2,
        };
        let north = rest.checked_sub(south)?;
        Some(Setup {
            pits: self.pits,
            stores: [u8::try_from(south).ok()?, u8::try_from(north).ok()?],
            to_move: Player::South,
            feed_turn: false,
        })
    }
}

/// The layout's numbers a step needs.
pub(super) struct Shape {
    /// Pits a side.
    pub(super) n: usize,
    /// Seeds of the smallest capture (C1).
    capture: u8,
    /// The fewest seeds that are no capture (a pit that must not be captured).
    calm: u8,
    /// Seeds that make a whole lap from a pit (S2).
    pub(super) lap: usize,
}

impl Shape {
    pub(super) fn of(rules: &Rules) -> Shape {
        let n = rules.pits_a_side() as usize;
        Shape {
            n,
            capture: rules.capture_counts().first().copied().unwrap_or(2),
            calm: (1..).find(|&k| !rules.captures_count(k)).unwrap_or(1),
            lap: if rules.own_loops() { n } else { 2 * n },
        }
    }
}

fn step(topic: Topic, setup: Option<Setup>, task: Task) -> Option<Step> {
    Some(Step {
        topic,
        setup: setup?,
        task,
    })
}

/// Every step for `rules`, in the lesson's order (those the rules cannot play are left out later).
pub(super) fn steps(rules: &Rules) -> Vec<Step> {
    let sh = Shape::of(rules);
    let mut start = Setup::start(rules);
    start.to_move = Player::South;
    // The pit at the end of South's first row: the next pit is past the store (B3). Its 3 seeds land where
    // nothing is captured (North's seeds are in their last pit).
    let row_end = rules.pits() as usize - 1;
    let store = Board::new(rules)
        .set(0, 2)
        .set(row_end, 3)
        .set(rules.board_len() - 1, 3);
    let mut out = vec![
        step(Topic::Sowing, Some(start), Task::Pit(2.min(row_end))),
        step(Topic::Store, store.setup(rules), Task::Pit(row_end)),
    ];
    if rules.own_loops() {
        out.push(capture_on_own_loops(rules, None));
        out.push(lap(rules, &sh));
        out.push(capture_on_own_loops(rules, Some(&sh)));
    } else {
        out.push(step(
            Topic::Capture,
            capture(rules, &sh).setup(rules),
            Task::Capture,
        ));
        out.push(chain(rules, &sh));
        out.push(lap(rules, &sh));
        out.push(grand_slam(rules, &sh));
        out.push(feeding(rules, &sh));
        let mut end = capture(rules, &sh);
        end.south_store = rules.target().checked_sub(sh.capture as u16);
        out.push(step(Topic::End, end.setup(rules), Task::Finish));
    }
    out.into_iter().flatten().collect()
}

/// One loop: South's last pit holds 1 seed, which makes a capture in North's first pit; South's first pit
/// holds 2 (no capture), and North keeps a pit out of reach.
fn capture(rules: &Rules, sh: &Shape) -> Board {
    let (l, n0) = (sh.n - 1, sh.n);
    Board::new(rules)
        .set(0, 2)
        .set(l, 1)
        .set(n0, sh.capture - 1)
        .set(n0 + 2, sh.calm)
}

/// One loop: North's first two pits one seed short of a capture each; South's last pit sows 2 seeds into
/// both, the pit before it 2 seeds into South's last pit and North's first.
fn two_short(rules: &Rules, sh: &Shape) -> Board {
    let (l, n0) = (sh.n - 1, sh.n);
    Board::new(rules)
        .set(l - 1, 2)
        .set(l, 2)
        .set(n0, sh.capture - 1)
        .set(n0 + 1, sh.capture - 1)
}

/// One loop: South's last pit sows 2 into North's first two pits, making two captures (C2); with a two-way
/// chain (C3) the pit after them holds a capture too. South's pit before sows one seed there: one pit.
fn chain(rules: &Rules, sh: &Shape) -> Option<Step> {
    let n0 = sh.n;
    let mut b = two_short(rules, sh);
    let both = rules.chain() == crate::rules::Chain::Both;
    if both && sh.n >= 4 {
        b = b.set(n0 + 2, sh.capture).set(n0 + 3, sh.calm);
    } else {
        b = b.set(n0 + 2, sh.calm);
    }
    step(Topic::Chain, b.setup(rules), Task::Chain)
}

/// A whole lap from South's first pit (S2): it skips itself and the last seed lands in the next pit. South's
/// third pit holds one seed: another move to choose.
fn lap(rules: &Rules, sh: &Shape) -> Option<Step> {
    let b = Board::new(rules)
        .set(0, u8::try_from(sh.lap).ok()?)
        .set(2, 1)
        .set(2 * sh.n - 1, 2);
    step(Topic::Lap, b.setup(rules), Task::Pit(0))
}

/// One loop: North's only seeds are in their first two pits, one short of a capture each. South's last pit
/// sows into both and would take them all (a grand slam); South's pit before takes the first only.
fn grand_slam(rules: &Rules, sh: &Shape) -> Option<Step> {
    let l = sh.n - 1;
    let mut b = two_short(rules, sh);
    b.north_ahead = true;
    let gs = rules.grand_slam();
    let task = match gs {
        // G2: the grand slam is refused; the capture of one pit is the move.
        GrandSlam::Forbidden => Task::Capture,
        _ => Task::Pit(l),
    };
    step(Topic::GrandSlam(gs), b.setup(rules), task)
}

/// One loop: North has no seeds. South's first pits keep their seeds at home; South's last pit feeds (two
/// seeds, so that under E5 a capture stays possible on the long loop of three rows). Under F1 only the feeding
/// move is legal; under F2 South need not feed and North is stuck (E1).
fn feeding(rules: &Rules, sh: &Shape) -> Option<Step> {
    let b = Board::new(rules).set(0, 1).set(1, 1).set(sh.n - 1, 2);
    let f = rules.feeding();
    let task = match f {
        Feeding::MustFeed => Task::AnyMove,
        Feeding::NoFeeding => Task::Pit(0),
    };
    step(Topic::Feeding(f), b.setup(rules), task)
}

/// Four rows (L4-C): South's first inner pit sows one seed into the next inner pit, which faces North's
/// inner and outer pits of one seed each; South's first outer pit sows into the outer row (no capture).
/// With `end`, South's store is short of the target by that capture: the End step.
fn capture_on_own_loops(rules: &Rules, end: Option<&Shape>) -> Option<Step> {
    let inner = rules.pits() as usize;
    let (north_inner, north_outer) = Position::start(rules).facing_pits(inner + 1)?;
    let mut b = Board::new(rules)
        .set(0, 1)
        .set(inner, 1)
        .set(north_inner, 1)
        .set(north_outer, 1)
        .set(rules.board_len() - 1, 3);
    match end {
        None => step(Topic::Capture, b.setup(rules), Task::Capture),
        Some(_) => {
            b.south_store = rules.target().checked_sub(2);
            step(Topic::End, b.setup(rules), Task::Finish)
        }
    }
}
