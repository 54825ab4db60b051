//! The oracle of the test suite (`wari_engine::oracle`): exact labels from the endgame tables, checked against
//! the rules and against a search that knows nothing of the tables; the deep search's labels.

use wari_core::rules::{Game, Preset, Setup};
use wari_engine::endgame::Tables;
use wari_engine::eval::{Evaluator, WEIGHTS};
use wari_engine::levels::Rng;
use wari_engine::oracle::{deep, exact, label, Label, OracleBudget, Source, Worth};

fn game(text: &str) -> Game {
    let setup: Setup = text.parse().expect("a position text");
    Game::from_setup(Preset::Abapa.rules(), &setup).expect("an abapa position")
}

/// The exact label of a position the tables solve, derived by hand: A sows into B (2 seeds) and North's f
/// (2 seeds) then ends in B with 3 and captures them, 25 seeds: lost; B sows into C, North's f ends in South's B
/// with 1 and leaves North empty, South cannot feed (E1) and keeps its 4 seeds: won 26 to 22. Abapa's target
/// (25 of 48) is within reach of a store, so the label holds results, not margins. A search without tables
/// proves the same; the loss costs two decisive leads (12 seeds each) against the win.
#[test]
fn exact_results_of_a_position_the_tables_solve() {
    let rules = Preset::Abapa.rules();
    let tables = Tables::build_seeds(&rules, 8, &mut |_, _| {});
    let eval = Evaluator::new(&rules, WEIGHTS);
    let g = game("1-1-0-0-0-0-0-0-0-0-0-2-22-22-S");
    let moves = exact(&g, &tables).expect("covered, exact");
    assert_eq!(moves, vec![(0, Worth::Loss(0)), (1, Worth::Win(0))]);
    let budget = OracleBudget {
        nodes: 50_000,
        depth: 40,
        hard: 3,
    };
    assert_eq!(
        deep(&g, &eval, None, budget).moves,
        vec![(0, Worth::Loss(2)), (1, Worth::Win(2))]
    );
    let l = label(&g, &eval, Some(&tables), budget).expect("not over");
    assert_eq!(
        l,
        Label {
            source: Source::Tables(8),
            moves
        }
    );
    assert_eq!(l.best(), Some((1, Worth::Win(0))));
    assert_eq!(
        (l.cost_of(0, &rules), l.cost_of(1, &rules)),
        (Some(2400), Some(0))
    );
}

/// Positions of 2 to 7 seeds on the board drawn at random, abapa, South or North to move.
fn small_positions(count: usize) -> Vec<Game> {
    let mut rng = Rng::new(29);
    let mut out = Vec::new();
    while out.len() < count {
        let b = 2 + rng.below(6) as usize;
        let mut pits = [0u8; 12];
        for _ in 0..b {
            pits[rng.below(12) as usize] += 1;
        }
        let rest = 48 - b;
        let text = format!(
            "{}-{}-{}-{}",
            pits.map(|p| p.to_string()).join("-"),
            rest / 2,
            rest - rest / 2,
            if rng.below(2) == 0 { "S" } else { "N" }
        );
        let Ok(setup) = text.parse::<Setup>() else {
            continue;
        };
        match Game::from_setup(Preset::Abapa.rules(), &setup) {
            Ok(g) if g.outcome().is_none() && g.legal_moves().len() > 1 => out.push(g),
            _ => {}
        }
    }
    out
}

/// Every exact label agrees with a search that has no tables, where that search proves a result, and the best
/// move's result is the root's from the tables.
#[test]
fn exact_labels_agree_with_a_search_without_tables() {
    let rules = Preset::Abapa.rules();
    let tables = Tables::build_seeds(&rules, 8, &mut |_, _| {});
    let eval = Evaluator::new(&rules, WEIGHTS);
    let budget = OracleBudget {
        nodes: 50_000,
        depth: 40,
        hard: 3,
    };
    let (mut labelled, mut proven) = (0, 0);
    for g in small_positions(400) {
        let Some(moves) = exact(&g, &tables) else {
            continue;
        };
        labelled += 1;
        let searched = deep(&g, &eval, None, budget);
        for (&(m, w), &(sm, sw)) in moves.iter().zip(&searched.moves) {
            assert_eq!(m, sm, "{}: the same moves in the same order", g.position());
            match sw {
                Worth::Win(_) => assert_eq!(w, Worth::Win(0), "{} move {m}", g.position()),
                Worth::Loss(_) => assert_eq!(w, Worth::Loss(0), "{} move {m}", g.position()),
                _ => continue,
            }
            proven += 1;
        }
        let pos = g.position();
        let (lo, hi) = tables.probe_exact(pos, None).expect("covered");
        let me = pos.to_move();
        let lead = pos.store(me) as i32 - pos.store(me.opponent()) as i32;
        let best = Label {
            source: Source::Tables(8),
            moves: moves.clone(),
        }
        .best()
        .map(|(_, w)| w);
        let root = match ((lead + lo).signum(), (lead + hi).signum()) {
            (1, 1) => Worth::Win(0),
            (-1, -1) => Worth::Loss(0),
            (0, 0) => Worth::Exact(0),
            _ => panic!("{pos}: every move's result known, the root's too"),
        };
        assert_eq!(best, Some(root), "{pos}: the root's result");
    }
    eprintln!("{labelled} exact labels, {proven} moves proven by the search");
    assert!(labelled >= 30, "many small positions are exact: {labelled}");
    assert!(proven >= 60, "the search proves many moves: {proven}");
}

/// Beyond the tables the label is a deep search's: every legal move, in pit order, the depth and the nodes
/// it searched, and the same again (reproducible).
#[test]
fn a_deep_label_values_every_move() {
    let rules = Preset::Abapa.rules();
    let tables = Tables::build_seeds(&rules, 6, &mut |_, _| {});
    let eval = Evaluator::new(&rules, WEIGHTS);
    let g = Game::new(rules);
    let budget = OracleBudget {
        nodes: 20_000,
        depth: 30,
        hard: 3,
    };
    let l = label(&g, &eval, Some(&tables), budget).expect("not over");
    assert_eq!(
        l.moves.iter().map(|&(m, _)| m).collect::<Vec<_>>(),
        vec![0, 1, 2, 3, 4, 5]
    );
    let Source::Search { depth, nodes } = l.source else {
        panic!("the start is beyond the tables");
    };
    assert!(
        depth >= 6 && nodes >= 20_000,
        "depth {depth}, nodes {nodes}"
    );
    assert!(l
        .moves
        .iter()
        .all(|&(_, w)| matches!(w, Worth::Estimate(_))));
    assert_eq!(label(&g, &eval, Some(&tables), budget), Some(l));
}
