//! E5 (`end=no-capture`, on in `numeros`): the game ends as soon as no sequence of legal moves by either player
//! can lead to a capture, decided exactly with at most 12 seeds on the board, and the seeds left are given out
//! by the cycle rule (in `numeros`: all to the last player who captured, to nobody if nobody has). Checked after
//! E2 and E3, before E1. Positions are written `A-B-C-D-E-F-a-b-c-d-e-f-South store-North store-to move`.

#[path = "../../core/tests/common/mod.rs"]
mod common;

use common::naive::{NPos, NRules};
use common::{game_from, pos, rules, Rng};
use wari_core::rules::no_capture::{capture_reachable, explore, seed_bound, Memo};
use wari_core::rules::{Ending, Game, Outcome, Player, Preset, Rules};
use wari_engine::endgame::next_composition;

/// `numeros` with 3 seeds left: no capture for 32 plies whatever is played, yet one line of 32 plies ends with
/// North capturing 2 (the longest such wait among all `numeros` positions of up to 8 seeds, by breadth-first
/// search).
const LONG_WAIT: &str = "0-1-0-0-0-0-1-0-1-0-0-0-22-23-S";
/// The shortest line from [`LONG_WAIT`] to a capture (its last move, North's `f`, captures).
const LONG_LINE: &str = "BaCbDcEdFeAaBbCcDdEfFaAbBcCdDeEf";

/// The outcome of `game`, which must be over.
fn outcome(game: &Game) -> Outcome {
    game.outcome()
        .unwrap_or_else(|| panic!("the game {} goes on", game.position()))
}

/// RULES.md's tables: `numeros` and `numeros-3` end by "last-capturer + E5", no other preset has E5.
#[test]
fn e5_numeros_and_numeros_3_have_it_and_the_others_do_not() {
    let with_e5 = [Preset::Numeros, Preset::NumerosThree];
    for p in with_e5 {
        assert!(p.rules().no_capture_end(), "{p}");
    }
    for p in Preset::ALL.into_iter().filter(|p| !with_e5.contains(p)) {
        assert!(!p.rules().no_capture_end(), "{p}");
    }
    assert_eq!(seed_bound(&Preset::Numeros.rules()), 12);
    assert_eq!(seed_bound(&Preset::NumerosThree.rules()), 8);
}

#[test]
fn e5_a_capture_that_leaves_a_dead_board_ends_the_game_at_once_and_the_last_capturer_takes_the_rest(
) {
    // South's F brings a to 2 and captures it; D and b are left, one seed each, following each other round the
    // board one pit a move: neither can ever land on the other.
    let game = game_from("numeros", "0-0-0-1-0-1-1-1-0-0-0-0-21-23-S", "F");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-1-0-0-0-1-0-0-0-0-23-23-N"
    );
    let o = outcome(&game);
    assert_eq!(
        (o.ending, o.score, o.winner),
        (Ending::NoCapture, [25, 23], Some(Player::South))
    );
    assert_eq!(o.ending.id(), "no-capture");
    assert!(game.legal_moves().is_empty());
    // The same board without the setting: the game goes on (and would end by E3).
    let plain = "pits=6 seeds=4 captures=2,3 chain=both slam=forbidden feed=must target=24 cycle=last-capturer";
    assert!(game_from(plain, "0-0-0-1-0-1-1-1-0-0-0-0-21-23-S", "F")
        .outcome()
        .is_none());
}

#[test]
fn e5_the_seeds_left_go_to_nobody_when_nobody_has_captured() {
    // From a set-up position nobody has captured in this game; South's B leaves a board on which no capture can
    // happen: the 4 seeds left are not counted.
    let game = game_from("numeros", "0-1-1-0-1-0-0-0-0-0-0-1-22-22-S", "B");
    assert_eq!(
        game.position().to_string(),
        "0-0-2-0-1-0-0-0-0-0-0-1-22-22-N"
    );
    assert_eq!(game.last_capturer(), None);
    let o = outcome(&game);
    assert_eq!(
        (o.ending, o.score, o.winner),
        (Ending::NoCapture, [22, 22], None)
    );
}

#[test]
fn e5_a_dead_position_set_up_ends_the_game_before_any_move() {
    let game = game_from("numeros", "0-0-2-0-1-0-0-0-0-0-0-1-22-22-N", "");
    assert_eq!(outcome(&game).ending, Ending::NoCapture);
    assert_eq!(game.check(7), Err(wari_core::rules::IllegalMove::GameOver));
}

#[test]
fn e5_a_capture_reachable_only_by_a_long_manoeuvre_does_not_end_the_game() {
    let r = rules("numeros");
    let mut game = game_from("numeros", LONG_WAIT, "");
    assert!(game.outcome().is_none());
    // No capture for 32 plies, whatever is played (breadth first over every line).
    let mut layer = vec![*game.position()];
    for _ in 0..31 {
        let mut next = Vec::new();
        for p in &layer {
            for m in p.legal_moves(&r) {
                let mut c = *p;
                assert_eq!(c.play_unchecked(&r, m).captured, 0, "a capture from {p}");
                next.push(c);
            }
        }
        next.sort_by_key(|p| p.to_string());
        next.dedup();
        layer = next;
    }
    // Yet the game goes on all the way, and the 32nd ply captures.
    for (k, letter) in LONG_LINE.chars().enumerate() {
        assert!(game.outcome().is_none(), "over before ply {k}");
        let pit = common::pit(game.position(), letter);
        let report = game.play(pit).expect("a legal move");
        assert_eq!(report.captured() > 0, k == LONG_LINE.len() - 1, "ply {k}");
    }
    assert_eq!(
        game.position().to_string(),
        "0-0-0-0-0-1-0-0-0-0-0-0-22-25-S"
    );
    assert_eq!(
        outcome(&game),
        Outcome {
            winner: Some(Player::North),
            ending: Ending::Target,
            score: [22, 25],
        }
    );
}

#[test]
fn e5_is_not_applied_above_12_seeds() {
    let r = rules("numeros");
    // 13 seeds and no capture can ever happen, yet the game goes on: E5 is decided only up to 12 seeds.
    let dead13 = pos(&r, "0-0-0-0-0-1-3-3-3-2-1-0-17-18-S");
    assert_eq!(dead13.board_seeds(), 13);
    assert!(!capture_reachable(&r, &dead13));
    let game = game_from("numeros", "0-0-0-0-0-1-3-3-3-2-1-0-17-18-S", "");
    assert!(game.outcome().is_none());
    assert_eq!(game.legal_moves(), vec![5]);
    // One seed fewer: the game is over at once.
    let game = game_from("numeros", "0-0-0-0-0-1-3-3-3-2-0-0-17-19-S", "");
    assert_eq!(outcome(&game).ending, Ending::NoCapture);
}

#[test]
fn e5_a_stuck_player_with_at_most_12_seeds_on_the_board_ends_the_game_by_e5_not_e1() {
    // South must feed North (F1) and cannot: stuck. E5 comes before E1, so the seeds go by the cycle rule (to
    // nobody here) instead of to the owner of their side.
    let game = game_from("numeros", "2-1-0-0-0-0-0-0-0-0-0-0-22-23-S", "");
    let o = outcome(&game);
    assert_eq!(
        (o.ending, o.score, o.winner),
        (Ending::NoCapture, [22, 23], Some(Player::North))
    );
    // Without E5 the same board is E1: South takes its 3 seeds and wins.
    let o = outcome(&game_from("abapa", "2-1-0-0-0-0-0-0-0-0-0-0-22-23-S", ""));
    assert_eq!((o.ending, o.score), (Ending::Stuck, [25, 23]));
    // Above the bound a stuck player is E1 under numeros too: 13 seeds, none can reach North.
    let o = outcome(&game_from("numeros", "5-4-3-1-0-0-0-0-0-0-0-0-20-15-S", ""));
    assert_eq!((o.ending, o.score), (Ending::Stuck, [33, 15]));
}

#[test]
fn e5_e2_takes_precedence_when_the_move_reaching_the_target_leaves_a_dead_board() {
    // South's F captures 2 and reaches 24 (E2); the one seed left could never be captured either (E5), but the
    // target ends the game first and the board is not counted.
    let game = game_from("numeros", "0-0-0-0-0-1-1-0-0-1-0-0-22-23-S", "F");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-0-0-0-0-0-0-1-0-0-24-23-N"
    );
    assert!(!capture_reachable(game.rules(), game.position()));
    assert_eq!(
        outcome(&game),
        Outcome {
            winner: Some(Player::South),
            ending: Ending::Target,
            score: [24, 23],
        }
    );
}

/// E3 and E5 never apply on the same move: E5 depends only on the position (and, for a G5 feeding turn, on
/// that turn, which only ever adds moves), so a position from which no capture can happen ends the game the
/// first time it occurs and cannot come round again. What can be checked is that a cycle still ends by E3
/// under rules with E5: the position repeated is one from which a capture is still possible.
#[test]
fn e5_e3_still_ends_a_cycle_from_which_a_capture_remains_possible() {
    let game = game_from("numeros", "0-0-1-0-0-0-0-1-1-0-1-0-21-23-S", "CeDcEbFfAdBa");
    assert!(game.is_repetition());
    assert!(capture_reachable(game.rules(), game.position()));
    let o = outcome(&game);
    // Nobody captured in this game: the board's seeds go to nobody.
    assert_eq!(
        (o.ending, o.score, o.winner),
        (Ending::Cycle, [21, 23], Some(Player::North))
    );
    // Along the way no position was dead.
    for ply in 0..game.ply() {
        let p = game.position_at(ply).expect("a position of the game");
        assert!(capture_reachable(game.rules(), p), "ply {ply}: {p}");
    }
}

#[test]
fn e5_custom_rules_give_the_seeds_left_by_their_cycle_rule() {
    // The dead board of the first test under side-owner and not-counted rules.
    let base =
        "pits=6 seeds=4 captures=2,3 chain=both slam=forbidden feed=must target=24 end=no-capture";
    for (cycle, score) in [
        ("side-owner", [24, 24]),
        ("not-counted", [23, 23]),
        ("last-capturer", [25, 23]),
    ] {
        let game = game_from(
            &format!("{base} cycle={cycle}"),
            "0-0-0-1-0-1-1-1-0-0-0-0-21-23-S",
            "F",
        );
        let o = outcome(&game);
        assert_eq!((o.ending, o.score), (Ending::NoCapture, score), "{cycle}");
    }
}

/// Random positions of 0 to 12 seeds on the board for `rules`, the rest in the stores below the target.
fn random_small_positions(
    r: &Rules,
    rng: &mut Rng,
    count: usize,
) -> Vec<wari_core::rules::Position> {
    let len = r.board_len();
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < count && tries < 100 * count {
        tries += 1;
        let b = rng.below(13).min(r.total_seeds() as usize);
        let mut pits = vec![0u32; len];
        for _ in 0..b {
            pits[rng.below(len)] += 1;
        }
        let rest = r.total_seeds() as u32 - b as u32;
        // Both stores below the target (E2): a store at the target is a game already over, not a position to
        // ask E5 about.
        let below = if r.target() > 0 {
            (r.target() as u32 - 1).min(rest)
        } else {
            rest
        };
        if rest > 2 * below {
            continue;
        }
        let south = rest - below + rng.below((2 * below - rest) as usize + 1) as u32;
        let text = NPos {
            pits,
            stores: [south, rest - south],
            turn: rng.below(2),
            feed: false,
        }
        .text();
        if let Ok(setup) = text.parse::<wari_core::rules::Setup>() {
            if let Ok(p) = wari_core::rules::Position::from_setup(r, &setup) {
                out.push(p);
            }
        }
    }
    out
}

#[test]
fn e5_the_exploration_agrees_with_a_brute_force_search_on_random_small_positions() {
    let mut rng = Rng(15);
    let mut rule_sets: Vec<Rules> = vec![rules("numeros")];
    // Random custom rules with E5 (any grand slam and feeding rule, smallest capture count at most 3).
    while rule_sets.len() < 60 {
        let r = common::random_rules(&mut rng);
        if let Ok(r) = r.to_builder().no_capture_end(true).build() {
            rule_sets.push(r);
        }
    }
    let (mut dead, mut live) = (0, 0);
    for r in &rule_sets {
        let naive_rules = NRules::of(r);
        let mut memo = Memo::new();
        for p in random_small_positions(r, &mut rng, 150) {
            let naive: NPos = NPos {
                pits: p.pits().iter().map(|&c| c as u32).collect(),
                stores: [p.stores()[0] as u32, p.stores()[1] as u32],
                turn: p.to_move().index(),
                feed: false,
            };
            let want = naive.capture_reachable(&naive_rules);
            assert_eq!(capture_reachable(r, &p), want, "{r}: {p}");
            assert_eq!(memo.capture_reachable(r, &p), want, "{r}: {p} (memo)");
            if want {
                live += 1;
            } else {
                dead += 1;
            }
        }
    }
    assert!(dead > 500 && live > 500, "dead {dead}, live {live}");
}

#[test]
fn e5_every_numeros_position_of_up_to_5_seeds_agrees_with_the_brute_force_search() {
    let r = rules("numeros");
    let nr = NRules::of(&r);
    let mut memo = Memo::new();
    let mut count = 0;
    for b in 1..=5u32 {
        // Every way to put b seeds in 12 pits, each player to move (the stores below the target).
        let mut cells = vec![0u8; 12];
        cells[11] = b as u8;
        loop {
            for turn in 0..2 {
                let rest = 48 - b;
                let naive = NPos {
                    pits: cells.iter().map(|&c| c as u32).collect(),
                    stores: [rest / 2, rest - rest / 2],
                    turn,
                    feed: false,
                };
                let p = pos(&r, &naive.text());
                let want = naive.capture_reachable(&nr);
                assert_eq!(capture_reachable(&r, &p), want, "{p}");
                assert_eq!(memo.capture_reachable(&r, &p), want, "{p} (memo)");
                assert_eq!(explore(&r, &p).capture, want);
                count += 1;
            }
            if !next_composition(&mut cells) {
                break;
            }
        }
    }
    assert_eq!(count, 2 * 6187); // C(17, 12) - 1 boards of 1 to 5 seeds on 12 pits
}

#[test]
fn e5_on_three_rows_tells_apart_positions_that_differ_only_in_the_first_pits() {
    // 24 pits: the exploration's state keys once lost the first pits (5 bits a pit did not fit), so two
    // positions met along the way counted as one and a capture reachable only through the second was missed.
    let r: Rules = "rows=3 pits=8 seeds=5 captures=3,7 chain=back slam=capture-if-decisive feed=must target=61 \
                    cycle=side-owner start=N end=no-capture"
        .parse()
        .unwrap();
    let p = pos(
        &r,
        "0-0-0-0-0-0-0-0-1-1-0-0-0-0-0-0-1-1-0-0-0-0-0-0-56-60-S",
    );
    let naive = NPos {
        pits: p.pits().iter().map(|&c| c as u32).collect(),
        stores: [56, 60],
        turn: 0,
        feed: false,
    };
    assert!(naive.capture_reachable(&NRules::of(&r)));
    assert!(capture_reachable(&r, &p));
    assert!(Memo::new().capture_reachable(&r, &p));
}
