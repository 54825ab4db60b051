//! The app's model: the game room's state, what the board shows ([`Mode`]: the game, a position being set
//! up, a puzzle or the lesson), and the rooms that live beside it (the puzzles solved, counting practice).
//! Pure: no web-sys, tested natively.
//!
//! A room never calls another room: the app does, here, handing each room the game room's state it works on
//! (a puzzle and the lesson put their positions on its board and give the game in progress back; the editor
//! shows its own set-up instead, and plays it into the game).

use crate::features::counting::model::Counting;
use crate::features::editor::model::{Change, Editing, Place};
use crate::features::game::state::{Clicked, State};
use crate::features::game::storage::Session;
use crate::features::lesson::model::Learning;
use crate::features::mistakes::model::{learners, Retrying};
use crate::features::puzzle::model::{Solved, Solving};
use crate::features::review::model::Reviewer;
use crate::view::action::PlayAs;
use wari_core::puzzles::Weekly;
use wari_core::rules::{Game, Preset, Rules};
use wari_engine::analysis::Review;
use wari_ui::snapshot::Snapshot;

/// What the board shows.
#[derive(Clone, Debug, Default)]
pub enum Mode {
    /// The game in progress.
    #[default]
    Game,
    /// A position being set up, instead of the game in progress (which stays as it is).
    Editor(Editing),
    /// A puzzle being solved, with the game in progress kept aside (boxed: its attempt is large).
    Puzzle(Box<Solving>),
    /// The guided first game, with the game in progress kept aside (boxed: its lesson is large).
    Lesson(Box<Learning>),
    /// The mistakes of a reviewed game tried again, with the game in progress kept aside (boxed: its review
    /// is large).
    Mistakes(Box<Retrying>),
}

/// The page's model.
#[derive(Clone, Debug)]
pub struct Model {
    /// The game room: the game in play and everything around it.
    pub game: State,
    /// What the board shows.
    pub mode: Mode,
    /// The puzzles solved on this device.
    pub solved: Solved,
    /// Counting practice (on the board whatever it shows).
    pub counting: Counting,
    /// The game review (shown under the board; the analysis of the game reviewed last is kept).
    pub review: Reviewer,
}

impl Model {
    /// The model of a page that shows `game`.
    pub fn new(game: State) -> Model {
        Model {
            game,
            mode: Mode::Game,
            solved: Solved::default(),
            counting: Counting::default(),
            review: Reviewer::default(),
        }
    }

    /// The puzzle being solved, if one is shown.
    pub fn solving(&self) -> Option<&Solving> {
        match &self.mode {
            Mode::Puzzle(s) => Some(s.as_ref()),
            _ => None,
        }
    }

    /// The position being set up, if it is shown.
    pub fn editing(&self) -> Option<&Editing> {
        match &self.mode {
            Mode::Editor(e) => Some(e),
            _ => None,
        }
    }

    /// The position being set up, to change it.
    pub fn editing_mut(&mut self) -> Option<&mut Editing> {
        match &mut self.mode {
            Mode::Editor(e) => Some(e),
            _ => None,
        }
    }

    /// The lesson being followed, if it is shown.
    pub fn learning(&self) -> Option<&Learning> {
        match &self.mode {
            Mode::Lesson(l) => Some(l.as_ref()),
            _ => None,
        }
    }

    /// The mistakes being tried again, if they are shown.
    pub fn retrying(&self) -> Option<&Retrying> {
        match &self.mode {
            Mode::Mistakes(r) => Some(r.as_ref()),
            _ => None,
        }
    }

    /// The game in progress set aside while a puzzle, the lesson or the mistakes are shown.
    fn kept(&self) -> Option<&Session> {
        match &self.mode {
            Mode::Puzzle(s) => s.kept.as_ref(),
            Mode::Lesson(l) => l.kept.as_ref(),
            Mode::Mistakes(r) => r.kept.as_ref(),
            Mode::Game | Mode::Editor(_) => None,
        }
    }

    /// Sets the game in progress aside while a puzzle or the lesson borrows the board: the one already aside if
    /// a puzzle or the lesson is shown (which then closes), else the session itself if `keep`.
    fn set_aside(&mut self, keep: bool) -> Option<Session> {
        match std::mem::take(&mut self.mode) {
            Mode::Puzzle(s) => s.kept,
            Mode::Lesson(l) => l.kept,
            Mode::Mistakes(r) => r.kept,
            other => {
                self.mode = other;
                self.game.keep(keep)
            }
        }
    }

    /// The session the page saves: the game set aside while a puzzle or the lesson is shown.
    pub fn session_to_save(&self) -> Session {
        self.game.session_with(self.kept())
    }

    /// Whether the computer should move now (its turn, the game on, not while a person looks back or sets up
    /// a position).
    pub fn computer_to_move(&self) -> bool {
        !matches!(self.mode, Mode::Editor(_)) && self.game.computer_to_move()
    }

    /// The delay a seed of the animation, in ms (counting practice slows it down).
    pub fn sowing_ms(&self) -> u32 {
        self.counting.sowing_ms(self.game.s.speed)
    }

    /// A person's click on `pit` at `now`, in the puzzle, the lesson or the game; `animate`: show the move
    /// seed by seed.
    pub fn click(&mut self, pit: usize, now: f64, animate: bool) -> Clicked {
        match &mut self.mode {
            Mode::Lesson(l) => l.click(&mut self.game, pit, now, animate),
            Mode::Puzzle(s) => s.click(&mut self.game, &mut self.solved, pit, now, animate),
            Mode::Mistakes(r) => r.click(&mut self.game, pit, now, animate),
            Mode::Game | Mode::Editor(_) => self.game.click_pit(pit, now, animate),
        }
    }

    /// Whether the board waits for the room's next step: a lesson step done, a puzzle finished or its reply
    /// still to show.
    fn waits(&self) -> bool {
        match &self.mode {
            Mode::Lesson(l) => l.done(),
            Mode::Puzzle(s) => s.finished() || !s.pending.is_empty(),
            Mode::Mistakes(r) => r.done(),
            Mode::Game | Mode::Editor(_) => false,
        }
    }

    /// Whether a tap on `pit` is for counting practice (not a move to play now).
    pub fn counting_takes(&self, pit: usize) -> bool {
        self.counting.takes(&self.game, self.waits(), pit)
    }

    /// A tap on `pit` for counting practice.
    pub fn counting_tap(&mut self, pit: usize) {
        self.counting.tap(&mut self.game, pit);
    }

    /// The timer fired at `now`: the next frame of the move shown, the puzzle's next move when it is due.
    pub fn tick(&mut self, now: f64, animate: bool) {
        self.game.next_frame(now);
        if let Mode::Puzzle(s) = &mut self.mode {
            s.tick(&mut self.game, now, animate);
        }
    }

    /// When the puzzle's next move is due, if one waits and no move is being shown.
    pub fn puzzle_due(&self) -> Option<f64> {
        self.solving().and_then(|s| s.due(&self.game))
    }

    /// The variant being played, which this week's puzzles follow: the game in progress's (the one set aside
    /// while a puzzle or the lesson is shown); its preset, `None` for custom rules.
    pub fn played(&self) -> (Option<Preset>, Rules) {
        let s = self.kept().unwrap_or(&self.game.s);
        (s.preset, s.rules)
    }

    /// This week's six puzzles for the worksheet (`week`: weeks since 1970), of the variant being played.
    pub fn weekly(&self, week: u64) -> Weekly {
        let (preset, rules) = self.played();
        wari_core::puzzles::weekly(preset, &rules, week)
    }

    /// Opens puzzle `index` of the collection (out of range: nothing happens); `keep`: set the game in
    /// progress aside to give it back on leaving (not in an embedded board).
    pub fn open_puzzle(&mut self, index: usize, keep: bool) {
        let Some(mut solving) = Solving::new(index) else {
            return;
        };
        solving.kept = self.set_aside(keep);
        solving.show(&mut self.game);
        self.mode = Mode::Puzzle(Box::new(solving));
    }

    /// Leaves the puzzle: the game in progress comes back (with the language and speed chosen meanwhile).
    pub fn leave_puzzle(&mut self) {
        match std::mem::take(&mut self.mode) {
            Mode::Puzzle(s) => self.game.give_back(s.kept),
            other => self.mode = other,
        }
    }

    /// The puzzle's controls that change it: `f` with the game room's board.
    pub fn puzzle_with(&mut self, f: impl FnOnce(&mut Solving, &mut State)) {
        if let Mode::Puzzle(s) = &mut self.mode {
            f(s, &mut self.game);
        }
    }

    /// The next puzzle of the collection (after the last, the first).
    pub fn next_puzzle(&mut self) {
        if let Some(i) = self.solving().map(Solving::next_index) {
            self.open_puzzle(i, true);
        }
    }

    /// Opens the lesson for the rules in play; `keep`: set the game in progress aside to give it back on
    /// leaving (not in an embedded board). Rules with no step (none so far) open nothing.
    pub fn open_lesson(&mut self, keep: bool) {
        let Some(mut learning) = Learning::new(&self.game.s.rules) else {
            return;
        };
        learning.kept = self.set_aside(keep);
        learning.show_step(&mut self.game, 0);
        self.mode = Mode::Lesson(Box::new(learning));
    }

    /// Leaves the lesson: the game in progress comes back (with the language and speed chosen meanwhile).
    pub fn leave_lesson(&mut self) {
        match std::mem::take(&mut self.mode) {
            Mode::Lesson(l) => self.game.give_back(l.kept),
            other => self.mode = other,
        }
    }

    /// The lesson's controls that change it: `f` with the game room's board.
    pub fn lesson_with(&mut self, f: impl FnOnce(&mut Learning, &mut State)) {
        if let Mode::Lesson(l) = &mut self.mode {
            f(l, &mut self.game);
        }
    }

    /// The next step (after the last: the lesson ends and the game in progress comes back).
    pub fn next_step(&mut self) {
        let mut more = true;
        self.lesson_with(|l, game| more = l.next_step(game));
        if !more {
            self.leave_lesson();
        }
    }

    /// Opens "learn from your mistakes" on `review` of `game` (the game in progress, reviewed): the mistakes of
    /// the sides people play ([`learners`]); `keep`: set the game in progress aside to give it back on leaving
    /// (not in an embedded board).
    pub fn open_mistakes(&mut self, game: &Game, review: &Review, keep: bool) {
        let mut retrying = Retrying::new(game, review, learners(self.game.s.seats));
        retrying.kept = self.set_aside(keep);
        retrying.show(&mut self.game);
        self.mode = Mode::Mistakes(Box::new(retrying));
    }

    /// Leaves the mistakes: the game in progress comes back (with the language and speed chosen meanwhile).
    pub fn leave_mistakes(&mut self) {
        match std::mem::take(&mut self.mode) {
            Mode::Mistakes(r) => self.game.give_back(r.kept),
            other => self.mode = other,
        }
    }

    /// The mistakes' controls that change them: `f` with the game room's board.
    pub fn mistakes_with(&mut self, f: impl FnOnce(&mut Retrying, &mut State)) {
        if let Mode::Mistakes(r) = &mut self.mode {
            f(r, &mut self.game);
        }
    }

    /// Opens the review of the game in play (all its moves; a game with none has nothing to review): the
    /// board shows the position where the move selected was played. Whether it opened.
    pub fn open_review(&mut self) -> bool {
        if self.game.s.game.all_moves().is_empty() {
            return false;
        }
        self.game.changed();
        self.review.open(&self.game.s.game);
        self.game.goto(self.review.shown_ply());
        true
    }

    /// Closes the review: the board shows the ply it showed when the review opened.
    pub fn close_review(&mut self) {
        let back = self.review.close();
        self.game.goto(back);
    }

    /// Opens the editor on the position shown (a puzzle being solved or the lesson is left: its position is
    /// the one set up, and the game in progress comes back behind the editor).
    pub fn open_editor(&mut self) {
        let editing = Editing::new(*self.game.rules(), self.game.s.game.position());
        self.leave_puzzle();
        self.leave_lesson();
        self.leave_mistakes();
        self.game.changed();
        self.game.focus = 0;
        self.mode = Mode::Editor(editing);
    }

    /// Closes the editor: the game in progress is shown again, as it was.
    pub fn leave_editor(&mut self) {
        match std::mem::take(&mut self.mode) {
            Mode::Editor(_) => self.game.reset_focus(),
            other => self.mode = other,
        }
    }

    /// Changes the seeds of `place` (nothing when no position is being set up).
    pub fn edit(&mut self, place: Place, change: Change) {
        if let Mode::Editor(e) = &mut self.mode {
            e.edit(&mut self.game, place, change);
        }
    }

    /// Selects `place` in the editor.
    pub fn edit_select(&mut self, place: Place) {
        if let Mode::Editor(e) = &mut self.mode {
            e.select_on(&mut self.game, place);
        }
    }

    /// Changes the position set up by `f` (nothing when none is).
    pub fn edit_with(&mut self, f: impl FnOnce(&mut Editing)) {
        if let Some(e) = self.editing_mut() {
            f(e);
        }
    }

    /// The position set up follows the rules in play when they changed (another variant was chosen).
    pub fn editor_follows_rules(&mut self) {
        let rules = *self.game.rules();
        if let Some(e) = self.editing_mut() {
            e.follow(rules);
        }
    }

    /// Plays the position set up, `who` at the board: it becomes the game in play and the editor closes.
    /// False, and nothing changes, when the engine finds it cannot be played.
    pub fn play_setup(&mut self, who: PlayAs, now: f64) -> bool {
        let played = match &self.mode {
            Mode::Editor(e) => e.play(&mut self.game, who, now),
            _ => false,
        };
        if played {
            self.mode = Mode::Game;
        }
        played
    }

    /// The set-up position as a game not yet begun, if it can be played.
    pub fn setup_snapshot(&self) -> Option<Snapshot> {
        self.editing()?.snapshot(&self.game)
    }

    /// A link (from `base`) that opens the set-up position with the players chosen.
    pub fn setup_link(&self, base: &str) -> Option<String> {
        self.editing()?.link(&self.game, base)
    }
}

#[cfg(test)]
#[path = "model_tests.rs"]
pub(crate) mod tests;
