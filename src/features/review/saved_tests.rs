use super::*;
use crate::features::review::model::Progress;
use wari_core::rules::{NotationError, Preset, RulesError};
use wari_engine::analysis::Analyser;
use wari_engine::protocol::ReviewReply;

fn game(moves: &str) -> Game {
    let mut g = Game::new(Preset::Abapa.rules());
    play_game_string(&mut g, moves).unwrap();
    g
}

/// The review of `g` with its first `positions` positions analysed (the worker's answers, natively).
fn reviewed(g: &Game, positions: usize) -> Reviewer {
    let mut r = Reviewer::default();
    r.open(g);
    for _ in 0..positions {
        let req = r.next_request().unwrap();
        let mut analyser = Analyser::new(&req.game().unwrap(), REVIEW);
        r.reply(ReviewReply {
            id: req.id,
            ply: req.ply,
            table_seeds: analyser.table_seeds(),
            position: Some(PackedPosition::pack(&analyser.position(req.ply))),
            error: None,
        });
    }
    r.close();
    r
}

/// The saved text of `r`, changed by `change`.
fn changed(r: &Reviewer, change: impl FnOnce(&mut SavedReview)) -> String {
    let mut saved: SavedReview = serde_json::from_str(&r.to_json().unwrap()).unwrap();
    change(&mut saved);
    serde_json::to_string(&saved).unwrap()
}

/// Issue 26: a game analysed once is not analysed again after a reload: the whole review comes back, and
/// opening the review of the same game asks the worker nothing.
#[test]
fn a_finished_analysis_survives_a_reload_whole() {
    let g = game("CdEbFa");
    let r = reviewed(&g, 7);
    let was = r.finished().cloned().unwrap();
    let text = r.to_json().unwrap();
    let mut back = Reviewer::default();
    assert_eq!(back.restore(&text), Ok(()));
    assert!(!back.is_open());
    assert_eq!(back.finished(), Some(&was));
    assert_eq!(back.to_json(), Some(text));
    back.open(&g);
    assert_eq!(back.next_request(), None);
    assert_eq!(back.progress(), Progress::Done);
    assert_eq!(back.summary(), was.summary);
    // Another game is analysed as usual.
    back.open(&game("CdEa"));
    assert_eq!(back.next_request().map(|q| q.ply), Some(3));
}

/// A partial analysis comes back as far as it went, and goes on from there.
#[test]
fn a_partial_analysis_survives_a_reload_and_goes_on() {
    let g = game("CdEbFa");
    let r = reviewed(&g, 3);
    let mut back = Reviewer::default();
    assert_eq!(back.restore(&r.to_json().unwrap()), Ok(()));
    assert_eq!(back.positions(), r.positions());
    assert_eq!(back.finished(), None);
    back.open(&g);
    assert_eq!(back.next_request().map(|q| q.ply), Some(3));
    // Nothing analysed: nothing to save.
    assert_eq!(Reviewer::default().to_json(), None);
    assert_eq!(reviewed(&g, 0).to_json(), None);
}

/// The analysis is saved again only when a position arrives.
#[test]
fn the_revision_changes_with_each_position_received() {
    let g = game("Cd");
    assert_eq!(reviewed(&g, 0).revision(), 0);
    assert_eq!(reviewed(&g, 2).revision(), 2);
}

/// Damaged texts and texts of another version are refused with why; the review is left as it was.
#[test]
fn damaged_texts_are_refused() {
    let r = reviewed(&game("CdEb"), 5);
    let cases = [
        ("not json".to_string(), "Unreadable"),
        (r#"{"v":7}"#.to_string(), "Version(7)"),
        (r#"{"v":1}"#.to_string(), "Unreadable"),
        (changed(&r, |s| s.rules = "pits=99".into()), "GameRules"),
        (changed(&r, |s| s.start = "4-4-x".into()), "Start"),
        (
            changed(&r, |s| s.start = "4-4-4-4-4-4-4-4-0-0-S".into()),
            "Setup",
        ),
        (changed(&r, |s| s.moves = "CC".into()), "Moves"),
        (changed(&r, |s| s.tables = Some(99)), "tables"),
    ];
    for (text, why) in cases {
        let mut back = reviewed(&game("Ab"), 1);
        let before = back.to_json();
        let refused = back.restore(&text).unwrap_err();
        assert!(format!("{refused:?}").contains(why), "{text}: {refused:?}");
        assert_eq!(back.to_json(), before, "{text}");
    }
    assert_eq!(
        Reviewer::default().restore(&changed(&r, |s| s.rules = "pits=99".into())),
        Err(RestoreError::GameRules(RulesError::Pits(99)))
    );
    assert!(matches!(
        Reviewer::default().restore(&changed(&r, |s| s.moves = "CC".into())),
        Err(RestoreError::Moves(NotationError { .. }))
    ));
}

/// A text that does not fit its game is refused: more positions than the game has, a position whose moves
/// are not the legal moves there, values out of the engine's range or not its own.
#[test]
fn an_analysis_that_does_not_fit_its_game_is_refused() {
    let r = reviewed(&game("CdEb"), 5);
    let at = |k: usize| RestoreError::Field {
        field: "positions",
        value: k.to_string(),
    };
    // The numbers of a position: ply, to move, value (2), chart, decisive, best, depth, nodes (2), then
    // pit and value (2) for each move.
    let set = |k: usize, i: usize, n: i32| changed(&r, |s| s.positions[k].0[i] = n);
    let cases = [
        (
            changed(&r, |s| s.positions.push(s.positions[4].clone())),
            at(6),
        ),
        (changed(&r, |s| s.positions.swap(1, 2)), at(1)),
        (changed(&r, |s| s.agreed = true), at(4)),
        (set(2, 0, 3), at(2)),
        (set(2, 1, 1), at(2)),
        (set(2, 2, 7), at(2)),
        (set(2, 3, 1_000_000), at(2)),
        (set(2, 4, 12_345), at(2)),
        (set(2, 5, 1), at(2)),
        (set(2, 6, 11), at(2)),
        (set(2, 7, 0), at(2)),
        (set(2, 7, 99), at(2)),
        (set(2, 10, 4), at(2)),
        (changed(&r, |s| s.positions[3].0.truncate(13)), at(3)),
        (changed(&r, |s| s.positions[3].0.push(5)), at(3)),
    ];
    for (text, expected) in cases {
        let mut back = Reviewer::default();
        assert_eq!(back.restore(&text), Err(expected), "{text}");
        assert_eq!(back.to_json(), None, "{text}");
    }
}
