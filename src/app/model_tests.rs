//! The rooms on the board through the app's model: a puzzle, the lesson and the editor open over the game in
//! progress and give it back.

use super::*;
use crate::features::game::state::Opening;
use crate::features::lesson::model::Feedback as LessonFeedback;
use crate::features::puzzle::model::Feedback;
use wari_core::lesson::{Miss as LessonMiss, Topic};
use wari_core::params::{Params, Seat};
use wari_core::puzzles::{find, Miss};
use wari_core::rules::{IllegalMove, Player, Preset};

/// The model a page opens with for the link `query` (no saved game, an English browser).
pub(crate) fn open(query: &str) -> Model {
    Model::new(crate::features::game::state::tests::open(query))
}

/// The model of a first visit with no link.
fn state() -> Model {
    let params = Params::default();
    Model::new(
        State::open(Opening {
            params: &params,
            saved: None,
            browser: &[],
        })
        .0,
    )
}

fn open_puzzle(st: &mut Model, id: &str) {
    st.open_puzzle(wari_core::puzzles::index_of(id).unwrap(), true);
}

#[test]
fn the_game_in_progress_is_kept_and_given_back() {
    let mut st = state();
    st.game.click_pit(2, 0.0, false);
    let before = st.game.s.game.game_string();
    open_puzzle(&mut st, "abapa/7");
    assert_eq!(
        st.game.s.game.position().to_string(),
        find("abapa/7").unwrap().setup.to_string()
    );
    assert_eq!(st.game.s.seats, [Seat::Human, Seat::Human]);
    assert_eq!(st.session_to_save().game.game_string(), before);
    st.next_puzzle();
    st.leave_puzzle();
    assert!(st.solving().is_none());
    assert_eq!(st.game.s.game.game_string(), before);
    assert_eq!(
        st.game.s.seats[1],
        Seat::Computer(wari_core::params::DEFAULT_LEVEL)
    );
}

#[test]
fn c1_a_wrong_move_is_not_played_and_says_why() {
    let mut st = state();
    open_puzzle(&mut st, "abapa/1");
    // D captures 2, F captures 3.
    assert_eq!(st.click(3, 0.0, false), Clicked::Refused);
    assert_eq!(st.game.s.game.ply(), 0);
    let fb = st.solving().unwrap().feedback;
    assert_eq!(fb, Some(Feedback::Wrong(Miss::Fewer { got: 2, best: 3 })));
    assert_eq!(st.click(5, 0.0, false), Clicked::Played);
    assert_eq!(st.game.s.game.ply(), 1);
    assert!(st.solving().unwrap().finished());
    assert!(st.solved.contains("abapa/1"));
}

#[test]
fn e2_the_best_defence_is_shown_after_the_move_then_the_win() {
    let mut st = state();
    open_puzzle(&mut st, "abapa/7");
    let p = find("abapa/7").unwrap();
    assert_eq!(st.click(p.line[0], 0.0, false), Clicked::Played);
    assert_eq!(
        st.game.s.game.ply(),
        1,
        "the reply waits until the move was seen"
    );
    assert_eq!(st.click(p.line[2], 1.0, false), Clicked::ComputerTurn);
    let due = st.puzzle_due().unwrap();
    st.tick(due, false);
    assert_eq!(st.game.s.game.moves(), &[p.line[0] as u8, p.line[1] as u8]);
    assert_eq!(st.game.s.game.position().to_move(), Player::South);
    assert_eq!(st.click(p.line[2], due + 1.0, false), Clicked::Played);
    assert_eq!(
        st.game.s.game.outcome().unwrap().winner,
        Some(Player::South),
        "the line wins"
    );
    assert!(st.solved.contains("abapa/7"));
}

#[test]
fn the_solution_is_played_move_by_move_and_restart_goes_back() {
    let mut st = state();
    open_puzzle(&mut st, "numeros/4");
    let p = find("numeros/4").unwrap();
    st.puzzle_with(|s, _| s.hint = true);
    st.puzzle_with(Solving::show_solution);
    let mut t: f64 = 0.0;
    while let Some(due) = st.puzzle_due() {
        t = t.max(due) + 1.0;
        st.tick(t, false);
    }
    let shown: Vec<usize> = st.game.s.game.moves().iter().map(|&m| m as usize).collect();
    assert_eq!(shown, p.line);
    assert!(!st.solved.contains("numeros/4"), "shown is not solved");
    assert_eq!(st.click(0, t, false), Clicked::ComputerTurn);
    st.puzzle_with(Solving::restart);
    assert_eq!(st.game.s.game.ply(), 0);
    assert_eq!(st.solving().unwrap().feedback, None);
    assert!(st.solving().unwrap().hint);
}

#[test]
fn the_lesson_follows_the_rules_in_play_and_gives_the_game_back() {
    let mut st = open("?variant=numeros&moves=Cd");
    let before = st.game.s.game.game_string();
    st.open_lesson(true);
    let l = st.learning().unwrap();
    assert_eq!(l.lesson.rules(), &Preset::Numeros.rules());
    assert_eq!(st.game.s.seats, [Seat::Human, Seat::Human]);
    assert_eq!(
        st.game.s.game.position().to_string(),
        l.step().setup.to_string()
    );
    assert_eq!(st.game.hint, Some(2), "the pit to sow is ringed");
    assert_eq!(st.session_to_save().game.game_string(), before);
    st.leave_lesson();
    assert!(st.learning().is_none());
    assert_eq!(st.game.s.game.game_string(), before);
}

#[test]
fn a_wrong_try_is_explained_and_not_played_then_the_right_one_is() {
    let mut st = open("?variant=abapa");
    st.open_lesson(true);
    // Step 1: sow C. North's a is refused by the engine, D is the wrong pit.
    assert_eq!(st.click(6, 0.0, false), Clicked::Refused);
    let fb = st.learning().unwrap().feedback.clone();
    assert_eq!(
        fb,
        Some(LessonFeedback::Wrong {
            miss: LessonMiss::Illegal(IllegalMove::NotYourPit),
            pit: 6
        })
    );
    assert_eq!(st.click(3, 0.0, false), Clicked::Refused);
    assert_eq!(st.game.s.game.ply(), 0);
    assert_eq!(st.click(2, 0.0, false), Clicked::Played);
    assert_eq!(
        st.game.s.game.position().to_string(),
        "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N"
    );
    assert!(st.learning().unwrap().done());
    // A done step takes no more moves.
    assert_eq!(st.click(6, 0.0, false), Clicked::ComputerTurn);
    st.next_step();
    let l = st.learning().unwrap();
    assert_eq!((l.index, l.step().topic), (1, Topic::Store));
    assert_eq!(st.game.s.game.ply(), 0);
    st.lesson_with(Learning::previous_step);
    assert_eq!(st.learning().unwrap().index, 0);
}

#[test]
fn after_two_wrong_tries_a_move_that_works_is_ringed() {
    let mut st = open("?variant=abapa");
    st.open_lesson(true);
    st.next_step();
    st.next_step();
    assert_eq!(st.learning().unwrap().step().topic, Topic::Capture);
    assert_eq!(st.game.hint, None);
    // A's seeds stay at home: no capture, twice.
    st.click(0, 0.0, false);
    assert_eq!(st.game.hint, None);
    st.click(0, 0.0, false);
    assert_eq!(st.game.hint, Some(5), "F captures");
    st.lesson_with(Learning::restart_step);
    assert_eq!((st.game.hint, st.learning().unwrap().misses), (None, 0));
}

#[test]
fn the_last_step_leads_back_to_the_game() {
    let mut st = open("?variant=moruba");
    st.open_lesson(true);
    let steps = st.learning().unwrap().lesson.steps().len();
    for _ in 1..steps {
        st.next_step();
    }
    let l = st.learning().unwrap();
    assert!(l.last() && l.step().topic == Topic::End);
    st.lesson_with(Learning::restart_step);
    st.next_step();
    assert!(st.learning().is_none());
    assert_eq!(st.game.s.preset, Some(Preset::Moruba));
    assert_eq!(st.game.s.game.ply(), 0);
}
#[test]
fn the_editor_keeps_the_game_in_progress() {
    let mut s = open("?variant=abapa&moves=CdEb&south=human&north=ai-2");
    let before = s.game.s.clone();
    s.open_editor();
    let e = s.editing().unwrap();
    // It starts from the position shown.
    assert_eq!(&e.setup, &s.game.s.game.position().to_setup());
    assert!(!s.computer_to_move());
    s.edit(Place::Pit(3), Change::More);
    s.edit(Place::Store(Player::North), Change::Set(9));
    s.leave_editor();
    assert!(s.editing().is_none());
    assert_eq!(s.game.s.game.game_string(), before.game.game_string());
    assert_eq!(s.game.s.game.position(), before.game.position());
    assert_eq!(s.game.s.seats, before.seats);
}

#[test]
fn a_set_up_position_is_played_against_the_computer_from_either_side() {
    let mut s = open("?variant=abapa&moves=CdEb&south=human&north=ai-4");
    s.open_editor();
    s.editing_mut().unwrap().clear();
    // Not playable yet: nothing changes.
    assert!(!s.play_setup(PlayAs::Two, 0.0));
    assert!(s.setup_snapshot().is_none());
    assert_eq!(s.game.s.game.game_string(), "CdEb");
    let e = s.editing_mut().unwrap();
    e.change(Place::Pit(2), Change::Set(3));
    e.change(Place::Pit(8), Change::Set(2));
    e.fill_stores();
    e.set_to_move(Player::North);
    let snap = s.setup_snapshot().unwrap();
    assert_eq!(snap.start, snap.position);
    assert!(snap.moves.is_empty());
    assert_eq!(
        s.setup_link("https://x/").unwrap(),
        "https://x/?variant=abapa&position=0-0-3-0-0-0-0-0-2-0-0-0-22-21-N&south=human&north=ai-4&lang=en"
    );
    assert!(s.play_setup(PlayAs::Side(Player::North), 5.0));
    assert!(s.editing().is_none());
    assert_eq!(s.game.s.game.ply(), 0);
    assert_eq!(
        s.game.s.game.position().to_string(),
        "0-0-3-0-0-0-0-0-2-0-0-0-22-21-N"
    );
    // North is the person, at the bottom; South the computer at the level chosen before.
    assert_eq!(s.game.s.seats, [Seat::Computer(4), Seat::Human]);
    assert!(s.game.s.flip);
    assert_eq!(s.game.focus, 8);
    s.open_editor();
    assert!(s.play_setup(PlayAs::Two, 0.0));
    assert_eq!(s.game.s.seats, [Seat::Human, Seat::Human]);
    assert!(!s.game.s.flip);
}

/// This week's six follow the variant played: from an Abapa game, Abapa puzzles, also while a Moruba puzzle is
/// open over it; from a Moruba game, all three Moruba puzzles and three of three rows (the closest board).
#[test]
fn this_weeks_six_are_of_the_game_in_progress() {
    let ids = |st: &Model| -> Vec<String> {
        st.weekly(2916)
            .puzzles
            .iter()
            .map(|&i| wari_core::puzzles::collection()[i].id.clone())
            .collect()
    };
    let mut st = open("?variant=abapa");
    let abapa = [
        "abapa/1", "abapa/2", "abapa/4", "abapa/5", "abapa/8", "abapa/9",
    ];
    assert_eq!(ids(&st), abapa);
    open_puzzle(&mut st, "moruba/1");
    assert_eq!(st.played().0, Some(Preset::Abapa));
    assert_eq!(ids(&st), abapa);
    let st = open("?variant=moruba");
    let w = st.weekly(2916);
    assert_eq!(w.own, 3);
    assert_eq!(
        ids(&st),
        [
            "numeros-3/1",
            "moruba/1",
            "moruba/2",
            "numeros-3/2",
            "numeros-3/3",
            "moruba/3"
        ]
    );
}
