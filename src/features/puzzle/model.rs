//! The puzzle room: a person solving a puzzle of the collection ([`wari_core::puzzles`]) on the real board.
//! Pure: no web-sys, tested natively.
//!
//! Opening a puzzle keeps the game in progress aside ([`Solving::kept`]) and puts the puzzle's position in
//! the game room's session, so the board, the animation, the status line and the move list work as for any
//! game; leaving gives the kept game back (the page saves the kept game, never the puzzle's). Each click is
//! judged by [`Attempt`] (the engine's proved answer): a wrong move is not played and [`Feedback`] says why;
//! a right one is played, then the opponent's best defence after the move has been seen.

use crate::features::game::state::{Clicked, Note, State};
use crate::web::storage::Session;
use wari_core::params::Seat;
use wari_core::puzzles::{collection, Attempt, Miss, Puzzle, Verdict};
use wari_core::rules::{Match, MatchFormat, Preset};

/// What the puzzle card says about the last try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// Not the answer (nothing was played).
    Wrong(Miss),
    /// Right; the opponent answers with their best defence (or, G5, the solver plays again).
    Right {
        /// The solver moves again at once (the G5 extra turn).
        again: bool,
    },
    /// The puzzle is solved.
    Solved,
    /// The person asked for the solution: it is being played on the board.
    Shown,
}

/// A puzzle being solved.
#[derive(Clone, Debug)]
pub struct Solving {
    /// Its place in the collection.
    pub index: usize,
    /// The judged attempt (its own game, ahead of the board while a reply waits to be shown).
    pub attempt: Attempt,
    /// What the last try did.
    pub feedback: Option<Feedback>,
    /// The hint is shown.
    pub hint: bool,
    /// Moves still to show on the board, one after each animation: the opponent's reply, or the solution.
    pub pending: Vec<usize>,
    /// The game in progress, given back on leaving (`None` in an embedded board, which saves nothing).
    pub kept: Option<Session>,
}

impl Solving {
    /// The puzzle.
    pub fn puzzle(&self) -> &'static Puzzle {
        &collection()[self.index]
    }

    /// Whether the explanation is shown (solved, or the solution asked for).
    pub fn finished(&self) -> bool {
        matches!(self.feedback, Some(Feedback::Solved | Feedback::Shown))
    }
}

/// The puzzles solved on this device, by id (kept in the browser by the page).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Solved(Vec<String>);

impl Solved {
    /// Reads the saved text (ids separated by spaces); ids that are no puzzle's are dropped.
    pub fn parse(text: &str) -> Solved {
        let mut solved = Solved::default();
        for id in text.split_whitespace() {
            if collection().iter().any(|p| p.id == id) {
                solved.add(id);
            }
        }
        solved
    }

    /// The text to save.
    pub fn text(&self) -> String {
        self.0.join(" ")
    }

    /// Whether the puzzle `id` was solved.
    pub fn contains(&self, id: &str) -> bool {
        self.0.iter().any(|s| s == id)
    }

    /// How many were solved.
    pub fn count(&self) -> usize {
        self.0.len()
    }

    /// Adds `id` in its place (kept sorted without a sort of the standard library: fewer bytes of wasm).
    fn add(&mut self, id: &str) {
        if let Err(at) = self.0.binary_search_by(|s| s.as_str().cmp(id)) {
            self.0.insert(at, id.to_string());
        }
    }
}

impl State {
    /// Opens puzzle `index` of the collection (out of range: nothing happens); `keep`: set the game in
    /// progress aside to give it back on leaving (not in an embedded board).
    pub fn open_puzzle(&mut self, index: usize, keep: bool) {
        let Some(p) = collection().get(index) else {
            return;
        };
        let Ok(attempt) = Attempt::new(p) else {
            return;
        };
        let kept = self.set_aside(keep);
        self.s.game = attempt.game().clone();
        self.s.rules = p.rules;
        self.s.preset = p.variant.parse::<Preset>().ok();
        self.s.matc = Match::new(MatchFormat::Single, p.rules.starter());
        self.s.seats = [Seat::Human, Seat::Human];
        self.s.flip = false;
        self.solving = Some(Solving {
            index,
            attempt,
            feedback: None,
            hint: false,
            pending: Vec::new(),
            kept,
        });
        self.changed();
        self.reset_focus();
    }

    /// Leaves the puzzle: the game in progress comes back (with the language and speed chosen meanwhile).
    pub fn leave_puzzle(&mut self) {
        if let Some(solving) = self.solving.take() {
            self.give_back(solving.kept);
        }
    }

    /// A click on `pit` while solving: judged, then played (with the reply to come) or refused.
    pub fn puzzle_click(&mut self, pit: usize, now: f64, animate: bool) -> Clicked {
        self.focus = pit;
        let Some(solving) = self.solving.as_mut() else {
            return Clicked::Refused;
        };
        if !solving.pending.is_empty() || self.anim.is_some() || solving.finished() {
            return Clicked::ComputerTurn;
        }
        let verdict = solving.attempt.try_move(pit);
        let id = solving.puzzle().id.clone();
        let played = match verdict {
            Verdict::Wrong(Miss::Illegal(error)) => {
                self.note = Some(Note::Illegal {
                    error,
                    letter: wari_core::rules::move_letter(self.n(), pit),
                    mover: self.s.game.position().to_move(),
                });
                return Clicked::Refused;
            }
            Verdict::Wrong(miss) => {
                solving.feedback = Some(Feedback::Wrong(miss));
                self.note = None;
                return Clicked::Refused;
            }
            Verdict::Continue { reply, .. } => {
                solving.feedback = Some(Feedback::Right {
                    again: reply.is_none(),
                });
                solving.pending = reply.map(|r| r.origin).into_iter().collect();
                false
            }
            Verdict::Solved(_) => {
                solving.feedback = Some(Feedback::Solved);
                true
            }
        };
        if played {
            self.solved.add(&id);
        }
        self.show_puzzle_move(pit, now, animate);
        Clicked::Played
    }

    /// Plays `pit` on the board (a move the attempt has judged or the solution).
    fn show_puzzle_move(&mut self, pit: usize, now: f64, animate: bool) {
        let before = *self.s.game.position();
        if let Ok(report) = self.s.game.play(pit) {
            self.hint = None;
            self.note = None;
            self.show_move(&before, &report, now, animate);
        }
        self.reset_focus();
    }

    /// When the next pending move is due (ms, the page's clock), if one waits and no move is being shown.
    pub fn puzzle_due(&self) -> Option<f64> {
        let waiting = self.solving.as_ref().is_some_and(|s| !s.pending.is_empty());
        (waiting && self.anim.is_none()).then_some(self.ai_not_before)
    }

    /// Shows the next pending move if it is due at `now`.
    pub fn puzzle_tick(&mut self, now: f64, animate: bool) {
        if self.puzzle_due().is_some_and(|t| t <= now) {
            let pit = self.solving.as_mut().map(|s| s.pending.remove(0));
            if let Some(pit) = pit {
                self.show_puzzle_move(pit, now, animate);
            }
        }
    }

    /// The hint of the puzzle is shown.
    pub fn puzzle_hint(&mut self) {
        if let Some(s) = self.solving.as_mut() {
            s.hint = true;
        }
    }

    /// Back to the puzzle's position (the hint stays if it was shown).
    pub fn restart_puzzle(&mut self) {
        let Some(s) = self.solving.as_mut() else {
            return;
        };
        s.attempt.restart();
        s.feedback = None;
        s.pending.clear();
        self.s.game = s.attempt.game().clone();
        self.changed();
        self.reset_focus();
    }

    /// The solution is played on the board from the position shown, and explained.
    pub fn show_solution(&mut self) {
        let Some(s) = self.solving.as_mut() else {
            return;
        };
        if s.finished() {
            return;
        }
        // The board may be behind the attempt by the reply still to show: show the rest from the attempt.
        let mut moves = std::mem::take(&mut s.pending);
        moves.extend(s.attempt.solution_from_here());
        s.pending = moves;
        s.feedback = Some(Feedback::Shown);
        self.changed();
        self.ai_not_before = 0.0;
    }

    /// The next puzzle of the collection (after the last, the first).
    pub fn next_puzzle(&mut self) {
        if let Some(i) = self.solving.as_ref().map(|s| s.index) {
            self.open_puzzle((i + 1) % collection().len(), true);
        }
    }
}

/// This week's puzzles for a worksheet (`week`: weeks since 1970): two of each level, the next two of the
/// level's puzzles each week (round again at its end), in the collection's order.
pub fn weekly(week: u64) -> Vec<usize> {
    let mut chosen = Vec::new();
    for stars in 1..=3u8 {
        let level: Vec<usize> = (0..collection().len())
            .filter(|&i| collection()[i].stars == stars)
            .collect();
        if level.is_empty() {
            continue;
        }
        for k in 0..2u64 {
            let i = level[((2 * week + k) % level.len() as u64) as usize];
            if !chosen.contains(&i) {
                chosen.push(i);
            }
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_weeks_six_are_two_of_each_level_and_change_every_week() {
        let stars = |w: &[usize]| w.iter().map(|&i| collection()[i].stars).collect::<Vec<_>>();
        for week in [0, 1, 2915, 2916, 10_000] {
            let w = weekly(week);
            assert_eq!(stars(&w), [1, 1, 2, 2, 3, 3], "week {week}");
            assert!(w.windows(2).all(|p| p[0] < p[1]));
        }
        assert_ne!(weekly(2915), weekly(2916));
        // Every puzzle comes round.
        let mut seen: Vec<usize> = (0..30).flat_map(weekly).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), collection().len());
    }
    use crate::features::game::state::Opening;
    use wari_core::params::Params;
    use wari_core::puzzles::find;
    use wari_core::rules::Player;

    fn state() -> State {
        let params = Params::default();
        State::open(Opening {
            params: &params,
            saved: None,
            browser: &[],
        })
        .0
    }

    fn open(st: &mut State, id: &str) {
        st.open_puzzle(wari_core::puzzles::index_of(id).unwrap(), true);
    }

    #[test]
    fn the_game_in_progress_is_kept_and_given_back() {
        let mut st = state();
        st.click_pit(2, 0.0, false);
        let before = st.s.game.game_string();
        open(&mut st, "abapa-7");
        assert_eq!(
            st.s.game.position().to_string(),
            find("abapa-7").unwrap().setup.to_string()
        );
        assert_eq!(st.s.seats, [Seat::Human, Seat::Human]);
        assert_eq!(st.session_to_save().game.game_string(), before);
        st.next_puzzle();
        st.leave_puzzle();
        assert!(st.solving.is_none());
        assert_eq!(st.s.game.game_string(), before);
        assert_eq!(
            st.s.seats[1],
            Seat::Computer(wari_core::params::DEFAULT_LEVEL)
        );
    }

    #[test]
    fn c1_a_wrong_move_is_not_played_and_says_why() {
        let mut st = state();
        open(&mut st, "abapa-1");
        // D captures 2, F captures 3.
        assert_eq!(st.puzzle_click(3, 0.0, false), Clicked::Refused);
        assert_eq!(st.s.game.ply(), 0);
        let fb = st.solving.as_ref().unwrap().feedback;
        assert_eq!(fb, Some(Feedback::Wrong(Miss::Fewer { got: 2, best: 3 })));
        assert_eq!(st.puzzle_click(5, 0.0, false), Clicked::Played);
        assert_eq!(st.s.game.ply(), 1);
        assert!(st.solving.as_ref().unwrap().finished());
        assert!(st.solved.contains("abapa-1"));
    }

    #[test]
    fn e2_the_best_defence_is_shown_after_the_move_then_the_win() {
        let mut st = state();
        open(&mut st, "abapa-7");
        let p = find("abapa-7").unwrap();
        assert_eq!(st.puzzle_click(p.line[0], 0.0, false), Clicked::Played);
        assert_eq!(
            st.s.game.ply(),
            1,
            "the reply waits until the move was seen"
        );
        assert_eq!(
            st.puzzle_click(p.line[2], 1.0, false),
            Clicked::ComputerTurn
        );
        let due = st.puzzle_due().unwrap();
        st.puzzle_tick(due, false);
        assert_eq!(st.s.game.moves(), &[p.line[0] as u8, p.line[1] as u8]);
        assert_eq!(st.s.game.position().to_move(), Player::South);
        assert_eq!(
            st.puzzle_click(p.line[2], due + 1.0, false),
            Clicked::Played
        );
        assert_eq!(
            st.s.game.outcome().unwrap().winner,
            Some(Player::South),
            "the line wins"
        );
        assert!(st.solved.contains("abapa-7"));
    }

    #[test]
    fn the_solution_is_played_move_by_move_and_restart_goes_back() {
        let mut st = state();
        open(&mut st, "numeros-4");
        let p = find("numeros-4").unwrap();
        st.puzzle_hint();
        st.show_solution();
        let mut t: f64 = 0.0;
        while let Some(due) = st.puzzle_due() {
            t = t.max(due) + 1.0;
            st.puzzle_tick(t, false);
        }
        let shown: Vec<usize> = st.s.game.moves().iter().map(|&m| m as usize).collect();
        assert_eq!(shown, p.line);
        assert!(!st.solved.contains("numeros-4"), "shown is not solved");
        assert_eq!(st.puzzle_click(0, t, false), Clicked::ComputerTurn);
        st.restart_puzzle();
        assert_eq!(st.s.game.ply(), 0);
        assert_eq!(st.solving.as_ref().unwrap().feedback, None);
        assert!(st.solving.as_ref().unwrap().hint);
    }

    #[test]
    fn the_saved_solved_list_keeps_only_puzzle_ids() {
        let s = Solved::parse("abapa-2 nope abapa-1 abapa-2");
        assert_eq!(s.text(), "abapa-1 abapa-2");
        assert_eq!(s.count(), 2);
        assert_eq!(Solved::parse(""), Solved::default());
    }
}
