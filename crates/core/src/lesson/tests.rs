//! Every step of every preset's lesson (and of custom rules) replayed through the engine: the position is one
//! of the rules, the right moves do what the topic teaches (read from the engine's report and position), and
//! a wrong try is judged with the reason the page explains.

use super::*;
use crate::rules::{Chain, Ending, Preset};

fn custom(text: &str) -> Rules {
    text.parse().unwrap()
}

/// The rules every test runs over: the twelve presets and custom rules of other sizes and captures.
fn all_rules() -> Vec<Rules> {
    let mut out: Vec<Rules> = Preset::ALL.iter().map(|p| p.rules()).collect();
    for text in [
        "pits=3 seeds=4",
        "pits=4 seeds=3 captures=2,3 chain=both slam=forbidden",
        "pits=10 seeds=2 feed=none slam=capture-all",
        "pits=5 seeds=3 captures=3,4 chain=both slam=capture-then-feed",
        "rows=3 pits=4 seeds=3",
        "rows=4 pits=4 seeds=2",
    ] {
        out.push(custom(text));
    }
    out
}

/// Checks what the right move `pit` of `step` did, from the engine's report and the game after it.
fn check_right(rules: &Rules, step: &Step, pit: usize, report: &MoveReport) {
    let mut game = step.game(rules).unwrap();
    let before = *game.position();
    game.play(pit).unwrap();
    let after = game.position();
    let sh = build::Shape::of(rules);
    match step.topic {
        Topic::Sowing => {
            // S1: one seed into each following pit.
            let seeds = before.pit(pit) as usize;
            let path: Vec<usize> = before.sowing_path(pit, seeds).collect();
            assert_eq!(report.sown, path);
            assert_eq!(path[0], pit + 1);
        }
        Topic::Store => {
            // B3: the sowing went on past the store, which holds what it held.
            assert_eq!(after.stores(), before.stores());
            assert_eq!(report.sown[0], pit + 1);
            assert_eq!(report.sown.len(), before.pit(pit) as usize);
        }
        Topic::Capture => assert!(report.captured() > 0),
        Topic::Chain => {
            assert!(report.captures.len() >= 2);
            if rules.chain() == Chain::Both && sh.n >= 4 {
                // C3: a pit after the last one is taken too.
                let last = *report.sown.last().unwrap();
                assert!(report.captures.iter().any(|&(p, _)| p > last));
            }
        }
        Topic::Lap => {
            // S2: a whole lap skips the origin, which stays empty, and the last seed lands in the next pit.
            assert_eq!(report.sown.len(), sh.lap);
            assert!(!report.sown.contains(&pit));
            assert_eq!(after.pit(pit), 0);
            assert_eq!(*report.sown.last().unwrap(), pit + 1);
        }
        Topic::GrandSlam(gs) => match gs {
            GrandSlam::Forbidden => {
                assert!(!report.grand_slam);
                assert!(report.captured() > 0);
                assert!(after.side_seeds(Player::North) > 0);
            }
            GrandSlam::NoCapture | GrandSlam::CaptureIfDecisive => {
                assert!(report.grand_slam && report.grand_slam_uncaptured);
                assert_eq!(after.stores(), before.stores());
            }
            GrandSlam::CaptureAll => {
                assert!(report.grand_slam && !report.grand_slam_uncaptured);
                assert_eq!(after.side_seeds(Player::North), 0);
            }
            GrandSlam::CaptureThenFeed => {
                assert!(report.grand_slam && report.extra_turn);
                assert_eq!(after.to_move(), Player::South);
                assert!(after.feed_turn());
            }
        },
        Topic::Feeding(Feeding::MustFeed) => {
            assert_eq!(before.side_seeds(Player::North), 0);
            assert!(after.side_seeds(Player::North) > 0);
        }
        Topic::Feeding(Feeding::NoFeeding) => {
            // F2 then E1: North is stuck and each side's seeds go to its owner.
            assert_eq!(after.side_seeds(Player::North), 0);
            let o = game.outcome().unwrap();
            assert_eq!(o.ending, Ending::Stuck);
        }
        Topic::End => {
            let o = game.outcome().unwrap();
            assert_eq!(o.ending, Ending::Target);
            assert_eq!(o.winner, Some(Player::South));
            assert_eq!(after.store(Player::South) as u16, rules.target());
        }
    }
}

#[test]
fn every_step_of_every_lesson_replays_through_the_engine() {
    for rules in all_rules() {
        let lesson = Lesson::new(&rules);
        let built = build::steps(&rules).len();
        assert_eq!(lesson.steps().len(), built, "{rules}: a step was refused");
        let topics: Vec<Topic> = lesson.steps().iter().map(|s| s.topic).collect();
        if rules.own_loops() {
            // L4: no chain, grand slam or feeding.
            assert_eq!(topics.len(), 5, "{rules}");
        } else {
            assert_eq!(topics.len(), 8, "{rules}");
            assert!(topics.contains(&Topic::GrandSlam(rules.grand_slam())));
            assert!(topics.contains(&Topic::Feeding(rules.feeding())));
        }
        for step in lesson.steps() {
            let right = step.right_moves(&rules);
            assert!(!right.is_empty(), "{rules} {:?}", step.topic);
            for pit in right {
                let Verdict::Right(report) = step.judge(&rules, pit) else {
                    unreachable!()
                };
                check_right(&rules, step, pit, &report);
            }
        }
    }
}

#[test]
fn wrong_tries_are_judged_with_their_reason() {
    let rules = Preset::Abapa.rules();
    let lesson = Lesson::new(&rules);
    let by_topic = |t: Topic| lesson.steps().iter().find(|s| s.topic == t).unwrap();
    let sowing = by_topic(Topic::Sowing);
    assert_eq!(sowing.task, Task::Pit(2));
    assert_eq!(
        sowing.judge(&rules, 3),
        Verdict::Wrong(Miss::OtherPit { wanted: 2 })
    );
    assert_eq!(
        sowing.judge(&rules, 8),
        Verdict::Wrong(Miss::Illegal(IllegalMove::NotYourPit))
    );
    // C1: A's 2 seeds land in C, which then holds 1: no capture.
    let capture = by_topic(Topic::Capture);
    assert_eq!(capture.setup.to_string(), "2-0-0-0-0-1-1-0-1-0-0-0-21-22-S");
    assert_eq!(
        capture.judge(&rules, 0),
        Verdict::Wrong(Miss::NoCapture { last: 2, count: 1 })
    );
    assert_eq!(capture.right_moves(&rules), vec![5]);
    // C2: E captures a only; F captures b and a.
    let chain = by_topic(Topic::Chain);
    assert_eq!(
        chain.judge(&rules, 4),
        Verdict::Wrong(Miss::OnePit { seeds: 2 })
    );
    assert_eq!(chain.right_moves(&rules), vec![5]);
    // F1: only the feeding move is legal.
    let feed = by_topic(Topic::Feeding(Feeding::MustFeed));
    assert_eq!(
        feed.judge(&rules, 0),
        Verdict::Wrong(Miss::Illegal(IllegalMove::MustFeed))
    );
    assert_eq!(feed.right_moves(&rules), vec![5]);
    let end = by_topic(Topic::End);
    assert_eq!(end.judge(&rules, 0), Verdict::Wrong(Miss::NotOver));
}

#[test]
fn g2_refuses_the_grand_slam_and_takes_one_pit() {
    let rules = Preset::Numeros.rules();
    let lesson = Lesson::new(&rules);
    let step = lesson
        .steps()
        .iter()
        .find(|s| s.topic == Topic::GrandSlam(GrandSlam::Forbidden))
        .unwrap();
    assert_eq!(step.setup.to_string(), "0-0-0-0-2-2-1-1-0-0-0-0-19-23-S");
    assert_eq!(
        step.judge(&rules, 5),
        Verdict::Wrong(Miss::Illegal(IllegalMove::ForbiddenGrandSlam))
    );
    let Verdict::Right(report) = step.judge(&rules, 4) else {
        panic!("E captures a")
    };
    assert_eq!(report.captures, vec![(6, 2)]);
}

#[test]
fn the_whole_lap_of_abapa_ends_in_the_next_pit() {
    let rules = Preset::Abapa.rules();
    let lesson = Lesson::new(&rules);
    let step = lesson
        .steps()
        .iter()
        .find(|s| s.topic == Topic::Lap)
        .unwrap();
    let mut game = step.game(&rules).unwrap();
    game.play(0).unwrap();
    // S2: 12 seeds from A: one in each of the 11 other pits, then B again; A stays empty.
    assert_eq!(
        game.position().to_string(),
        "0-2-2-1-1-1-1-1-1-1-1-3-16-17-N"
    );
}
