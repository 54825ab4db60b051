//! Endgame tables against a plain exhaustive search that plays the rules exactly (E1, E2, E3 at the first
//! repeated position, E5 by the exploration of `rules::no_capture`), from positions that start a layer (nothing
//! in the past can repeat).

use std::collections::HashMap;
use wari_core::rules::no_capture::no_capture_possible;
use wari_core::rules::{Player, Position, Preset, Rules, Setup};
use wari_engine::endgame::Tables;

type Memo = HashMap<(Position, Option<Player>), i32>;

/// The exact final margin (seeds) for the player to move, by exhaustive alpha-beta search; `hist` holds the
/// positions since the last capture, `pos` last. The value is exact inside `(alpha, beta)` and a bound
/// outside. Positions that start a layer do not depend on the past, so their exact values are memoised.
fn solve(
    rules: &Rules,
    hist: &mut Vec<Position>,
    last_capturer: Option<Player>,
    mut alpha: i32,
    beta: i32,
    memo: &mut Memo,
) -> i32 {
    let pos = *hist.last().unwrap();
    let me = pos.to_move();
    let margin = |s: [u16; 2]| s[me.index()] as i32 - s[me.opponent().index()] as i32;
    if pos.target_reached(rules) {
        return margin([pos.stores()[0] as u16, pos.stores()[1] as u16]);
    }
    if hist[..hist.len() - 1].iter().any(|p| p.repeats(&pos)) {
        return margin(pos.score_cycle(rules, last_capturer));
    }
    if no_capture_possible(rules, &pos) {
        return margin(pos.score_cycle(rules, last_capturer));
    }
    let moves = pos.legal_moves(rules);
    if moves.is_empty() {
        return margin(pos.score_side_owner());
    }
    let entry = hist.len() == 1;
    if entry {
        if let Some(&v) = memo.get(&(pos, last_capturer)) {
            return v;
        }
        alpha = i32::MIN + 1;
    }
    let beta = if entry { i32::MAX } else { beta };
    let mut best = i32::MIN + 1;
    for m in moves {
        let mut child = pos;
        let eff = child.play_unchecked(rules, m);
        let same = child.to_move() == me;
        let (a, b) = if same { (alpha, beta) } else { (-beta, -alpha) };
        let v = if eff.captured > 0 {
            solve(rules, &mut vec![child], Some(me), a, b, memo)
        } else {
            hist.push(child);
            let v = solve(rules, hist, last_capturer, a, b, memo);
            hist.pop();
            v
        };
        let v = if same { v } else { -v };
        best = best.max(v);
        alpha = alpha.max(v);
        if alpha >= beta {
            break;
        }
    }
    if entry {
        memo.insert((pos, last_capturer), best);
    }
    best
}

/// A small generator of reproducible numbers.
struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// A random position of `rules` with `b` seeds on the board.
fn random_position(rules: &Rules, b: usize, rng: &mut Lcg) -> Position {
    let len = rules.board_len();
    let mut pits = vec![0u8; len];
    for _ in 0..b {
        pits[rng.below(len)] += 1;
    }
    let rest = rules.total_seeds() as usize - b;
    // Both stores below the target (E2), when possible.
    let most = rules.target() as usize - 1;
    let low = rest.saturating_sub(most);
    let high = rest.min(most).max(low);
    let south = low + rng.below(high - low + 1);
    let to_move = if rng.below(2) == 0 {
        Player::South
    } else {
        Player::North
    };
    let setup = Setup {
        pits,
        stores: [south as u8, (rest - south) as u8],
        to_move,
        feed_turn: false,
    };
    Position::from_setup(rules, &setup).expect("a position of the rules")
}

/// Checks the tables against the exhaustive search on `count` random positions with up to `max_b` seeds.
/// Returns how many positions had an exact table value.
fn check(rules: &Rules, max_b: usize, count: usize, seed: u64) -> usize {
    let clock = std::time::Instant::now();
    let tables = Tables::build_seeds(rules, max_b as u32, &mut |_, _| {});
    let mut rng = Lcg(seed);
    let mut exact = 0;
    let mut memo = Memo::new();
    for k in 0..count {
        let b = 1 + k % max_b;
        let pos = random_position(rules, b, &mut rng);
        if pos.target_reached(rules) {
            continue;
        }
        let last = match rng.below(3) {
            0 => None,
            1 => Some(Player::South),
            _ => Some(Player::North),
        };
        let v = solve(rules, &mut vec![pos], last, 0, 0, &mut memo);
        let Some((lo, hi)) = tables.probe_exact(&pos, last) else {
            continue;
        };
        let me = pos.to_move().index();
        let d = pos.stores()[me] as i32 - pos.stores()[1 - me] as i32;
        let (lo, hi) = (lo + d, hi + d);
        let full_target = rules.target() == rules.total_seeds();
        if full_target {
            // The target can only be reached with every seed: the tables' margins are exact.
            assert!(
                lo <= v && v <= hi,
                "{rules}: {pos} (last {last:?}): exhaustive {v}, tables [{lo}, {hi}]"
            );
            if lo == hi {
                exact += 1;
            }
        } else {
            // E2 with a majority target: the winner is exact.
            assert!(
                lo.signum() <= v.signum() && v.signum() <= hi.signum(),
                "{rules}: {pos}: exhaustive {v}, tables [{lo}, {hi}]"
            );
            if lo.signum() == hi.signum() {
                exact += 1;
            }
        }
        // A fixed cycle value makes the tables exact, except after a G5 grand slam under F2 (see `endgame`).
        let g5_f2 = rules.grand_slam() == wari_core::rules::GrandSlam::CaptureThenFeed
            && rules.feeding() == wari_core::rules::Feeding::NoFeeding;
        if rules.cycle() != wari_core::rules::CycleRule::SideOwner && !g5_f2 {
            assert_eq!(
                lo, hi,
                "{rules}: {pos}: a fixed cycle value makes the tables exact"
            );
        }
    }
    eprintln!("{rules}: {:?}, {} memo", clock.elapsed(), memo.len());
    exact
}

fn rules(text: &str) -> Rules {
    text.parse().expect("valid rules")
}

/// [`check`] of 150 random positions of up to 4 seeds for each of the rules `texts`, from `seed`.
fn check_each(texts: &[&str], seed: u64) {
    for text in texts {
        check(&rules(text), 4, 150, seed);
    }
}

/// E3 `not-counted` and `last-capturer`: the tables are exact; `side-owner`: they bound the value.
#[test]
fn tables_match_exhaustive_search_for_each_cycle_rule() {
    for cycle in ["side-owner", "not-counted", "last-capturer"] {
        let r = rules(&format!("pits=3 seeds=2 target=12 cycle={cycle}"));
        let exact = check(&r, 4, 200, 1);
        assert!(exact > 80, "{cycle}: only {exact} exact of 200");
    }
}

/// G1-G3, G5, F1/F2, C2/C3 and other capture counts.
#[test]
fn tables_match_exhaustive_search_for_each_rule() {
    check_each(
        &[
            "pits=3 seeds=2 target=12 slam=capture-all",
            "pits=3 seeds=2 target=12 slam=forbidden chain=both cycle=last-capturer",
            "pits=3 seeds=2 target=12 slam=capture-then-feed",
            "pits=3 seeds=2 target=12 slam=capture-then-feed feed=none cycle=not-counted",
            "pits=3 seeds=2 target=12 slam=capture-all feed=none",
            "pits=4 seeds=2 target=16 captures=1,2 cycle=not-counted",
            "pits=3 seeds=3 target=18 chain=both slam=capture-all cycle=last-capturer",
        ],
        2,
    );
}

/// E5 (`end=no-capture`) under each cycle rule and grand slam rule: a dead position is an end of the game in
/// the tables (a sink, or a leaf under side-owner) as in the exhaustive search; still exact for fixed cycle
/// values.
#[test]
fn e5_tables_match_exhaustive_search() {
    check_each(
        &[
            "pits=3 seeds=2 target=12 end=no-capture",
            "pits=3 seeds=2 target=12 end=no-capture cycle=not-counted",
            "pits=3 seeds=2 target=12 end=no-capture cycle=last-capturer chain=both slam=forbidden",
            "pits=3 seeds=2 target=12 end=no-capture cycle=last-capturer slam=capture-then-feed",
            "pits=3 seeds=2 target=12 end=no-capture cycle=not-counted feed=none slam=capture-all",
        ],
        4,
    );
}

/// E5: the tables mark dead exactly the positions from which the exploration finds no capture.
#[test]
fn e5_tables_know_the_dead_positions_of_the_exploration() {
    for (r, seeds) in [
        (Preset::Numeros.rules(), 6),
        (
            rules("pits=3 seeds=2 target=12 end=no-capture captures=3 feed=none"),
            8,
        ),
    ] {
        let t = Tables::build_seeds(&r, seeds, &mut |_, _| {});
        let mut rng = Lcg(15);
        let (mut dead, mut live) = (0, 0);
        for k in 0..4000 {
            let pos = random_position(&r, 1 + k % seeds as usize, &mut rng);
            let known = t.no_capture(&pos).expect("a covered position");
            assert_eq!(known, no_capture_possible(&r, &pos), "{r}: {pos}");
            if known {
                dead += 1;
            } else {
                live += 1;
            }
        }
        assert!(dead > 100 && live > 100, "{r}: dead {dead}, live {live}");
        // Without E5 the tables say nothing about it.
        let plain = Tables::build_seeds(&Preset::Abapa.rules(), 4, &mut |_, _| {});
        assert_eq!(
            plain.no_capture(&Position::start(&Preset::Abapa.rules())),
            None
        );
    }
}

/// The real presets with their targets (E2): the winner the tables give is the exhaustive search's.
#[test]
fn tables_give_the_winner_under_the_presets() {
    for preset in [
        Preset::Abapa,
        Preset::HuWari,
        Preset::Hetproba,
        Preset::Antigua,
        Preset::Numeros,
    ] {
        check(&preset.rules(), 3, 60, 3);
    }
}

/// Tables kept on disk read back the same, and a damaged file, a truncated one or one of other rules is
/// refused (the engine then builds them again).
#[test]
fn tables_read_back_from_bytes_give_the_same_verdicts() {
    let abapa = Preset::Abapa.rules();
    let t = Tables::build_seeds(&abapa, 6, &mut |_, _| {});
    let bytes = t.to_bytes();
    let back = Tables::from_bytes(&abapa, &bytes).expect("read back");
    assert_eq!(back.seeds(), t.seeds());
    assert_eq!(back.positions(), t.positions());
    let mut rng = Lcg(5);
    for b in 0..=6 {
        for _ in 0..50 {
            let pos = random_position(&abapa, b, &mut rng);
            for last in [None, Some(Player::South), Some(Player::North)] {
                assert_eq!(
                    back.probe_exact(&pos, last),
                    t.probe_exact(&pos, last),
                    "{pos}"
                );
                assert_eq!(back.heuristic(&pos, last), t.heuristic(&pos, last), "{pos}");
            }
        }
    }
    let mut damaged = bytes.clone();
    let at = damaged.len() - 7;
    damaged[at] ^= 1;
    assert!(Tables::from_bytes(&abapa, &damaged).is_err());
    assert!(Tables::from_bytes(&abapa, &bytes[..bytes.len() - 1]).is_err());
    assert!(Tables::from_bytes(&Preset::Numeros.rules(), &bytes).is_err());
    assert!(Tables::from_bytes(&abapa, b"not tables").is_err());
}

/// E5 read back: tables of `numeros` kept on disk keep which positions are dead (no capture can follow), and
/// a damaged bit is noticed.
#[test]
fn e5_tables_read_back_from_bytes_keep_the_dead_positions() {
    let numeros = Preset::Numeros.rules();
    let t = Tables::build_seeds(&numeros, 5, &mut |_, _| {});
    let bytes = t.to_bytes();
    let back = Tables::from_bytes(&numeros, &bytes).expect("read back");
    let mut rng = Lcg(17);
    let mut dead = 0;
    for b in 0..=5 {
        for _ in 0..100 {
            let pos = random_position(&numeros, b, &mut rng);
            assert_eq!(back.no_capture(&pos), t.no_capture(&pos), "{pos}");
            assert_eq!(
                back.probe_exact(&pos, Some(Player::South)),
                t.probe_exact(&pos, Some(Player::South)),
                "{pos}"
            );
            dead += (t.no_capture(&pos) == Some(true)) as usize;
        }
    }
    assert!(dead > 20, "{dead} dead positions");
    let mut damaged = bytes.clone();
    let at = damaged.len() - 3;
    damaged[at] ^= 4;
    assert!(Tables::from_bytes(&numeros, &damaged).is_err());
}

/// Every table index is a distinct slot: the index of a position is within the table and South and North to
/// move share mirrored entries.
#[test]
fn index_is_a_bijection_on_small_boards() {
    let r = rules("pits=3 seeds=2 target=12");
    let t = Tables::build_seeds(&r, 4, &mut |_, _| {});
    let mut seen = vec![false; t.positions()];
    let mut rng = Lcg(9);
    let mut hits = 0;
    for _ in 0..2000 {
        let pos = random_position(&r, 1 + rng.below(4), &mut rng);
        let mut mirror = pos.to_setup();
        for i in 0..3 {
            mirror.pits.swap(i, i + 3);
        }
        mirror.to_move = pos.to_move().opponent();
        let mirror = Position::from_setup(&r, &mirror).expect("a position of the rules");
        let i = t.index(&pos).unwrap();
        assert_eq!(t.index(&mirror), Some(i));
        if pos.to_move() == Player::South && !seen[i] {
            seen[i] = true;
            hits += 1;
        }
    }
    assert!(hits > 100);
}

/// Tables are not built where the stores change what a move does (G4).
#[test]
fn no_tables_for_capture_if_decisive() {
    let t = Tables::build(&Preset::HuWariWin.rules(), 10_000, &mut |_, _| {});
    assert_eq!(t.seeds(), None);
    assert_eq!(
        t.probe_exact(&Position::start(&Preset::HuWariWin.rules()), None),
        None
    );
}

/// E3 with the game's history: on small boards the search's choice is as good as the best move by exhaustive
/// search (win, draw or loss), so it neither walks into a lost cycle ending nor misses a won one.
#[test]
fn search_handles_repetition_with_the_game_history() {
    use wari_core::rules::Game;
    use wari_engine::{Ai, Limits};
    let mut rng = Lcg(77);
    let mut checked = 0;
    for text in [
        "pits=3 seeds=2 target=12",
        "pits=3 seeds=2 target=12 cycle=last-capturer",
        "pits=3 seeds=2 target=12 cycle=not-counted slam=capture-then-feed",
        "pits=3 seeds=2 target=7 slam=capture-all feed=none",
    ] {
        let r = rules(text);
        let mut ai = Ai::new(r);
        ai.set_table_budget(2_000);
        let mut memo = Memo::new();
        for round in 0..150 {
            let mut game = Game::new(r);
            while !game.is_over() && game.position().board_seeds() > 4 {
                let moves = game.legal_moves();
                game.play(moves[rng.below(moves.len())]).unwrap();
            }
            // A few more random moves inside the last layer, to build up a history that can repeat.
            for _ in 0..rng.below(6) {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[rng.below(moves.len())]).unwrap();
            }
            if game.is_over() {
                continue;
            }
            let pos = *game.position();
            let me = pos.to_move();
            // The game's positions since the last capture, current last.
            let mut hist: Vec<Position> = (0..=game.ply())
                .map(|k| *game.position_at(k).unwrap())
                .filter(|p| p.stores() == pos.stores())
                .collect();
            let last = game.last_capturer();
            let value_after = |m: usize, hist: &mut Vec<Position>, memo: &mut Memo| {
                let mut child = pos;
                let eff = child.play_unchecked(&r, m);
                let v = if eff.captured > 0 {
                    solve(&r, &mut vec![child], Some(me), 0, 0, memo)
                } else {
                    hist.push(child);
                    let v = solve(&r, hist, last, i32::MIN + 1, i32::MAX, memo);
                    hist.pop();
                    v
                };
                if child.to_move() == me {
                    v
                } else {
                    -v
                }
            };
            let values: Vec<(usize, i32)> = game
                .legal_moves()
                .into_iter()
                .map(|m| (m, value_after(m, &mut hist, &mut memo)))
                .collect();
            let best = values.iter().map(|&(_, v)| v.signum()).max().unwrap();
            let level = if round % 2 == 0 { 4 } else { 6 };
            let t = ai.think(
                &game,
                level,
                Limits {
                    depth: Some(40),
                    time_ms: None,
                },
                round,
                &mut |_| {},
            );
            let mv = t.best.unwrap();
            let chosen = values.iter().find(|&&(m, _)| m == mv).unwrap().1;
            assert_eq!(
                chosen.signum(),
                best,
                "{r}: {} after {}: level {level} chose {mv} ({chosen}) among {values:?}",
                pos,
                game.game_string()
            );
            checked += 1;
        }
    }
    eprintln!("{checked} positions checked");
    assert!(checked > 200, "only {checked} positions checked");
}
