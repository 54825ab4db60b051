//! The game review (`wari_engine::analysis`): values, best moves, costs in seeds, judgements and summaries.
//! Positions are written `A-B-C-D-E-F-a-b-c-d-e-f-South store-North store-to move` (B2).

use wari_core::rules::{play_game_string, Ending, Game, Player, Rules};
use wari_engine::analysis::{
    decisive, Analyser, Judgement, MoveReview, PlayerSummary, Review, Thresholds, Value, REVIEW,
    THRESHOLDS,
};

/// The game of `moves` under `rules` from `start` (the rules' start position when `None`).
fn game(rules: &str, start: Option<&str>, moves: &str) -> Game {
    let rules: Rules = rules.parse().expect("rules");
    let mut game = match start {
        Some(text) => {
            Game::from_setup(rules, &text.parse().expect("a position text")).expect("set-up")
        }
        None => Game::new(rules),
    };
    play_game_string(&mut game, moves).expect("legal moves");
    game
}

/// The whole review of `game` at the review's budget.
fn review(game: &Game) -> Review {
    Analyser::new(game, REVIEW)
        .run(&mut |_, _, _| true)
        .expect("not cancelled")
}

/// What every review must satisfy, checked on the whole result: one position more than moves; each
/// position's moves are exactly the legal ones with the best move's value as the position's value; the
/// chart is that value for South; each move's review recomputed from its positions; the summary recounted;
/// the final position of a finished game worth its real margin. Each position analysed alone (in reverse
/// order, with a fresh analyser) gives the same answer, and the review survives JSON.
fn check(game: &Game, r: &Review) {
    assert_eq!(r.positions.len(), game.ply() + 1);
    assert_eq!(r.moves.len(), game.ply());
    assert_eq!(r.game, game.game_string());
    let mut at = game.clone();
    for (k, p) in r.positions.iter().enumerate() {
        at.goto(k);
        assert_eq!(p.ply, k);
        assert_eq!(p.to_move, at.position().to_move());
        let legal: Vec<u8> = at.legal_moves().iter().map(|&m| m as u8).collect();
        let listed: Vec<u8> = p.moves.iter().map(|m| m.pit).collect();
        assert_eq!(listed, legal, "ply {k}");
        let cap = wari_engine::analysis::chart_cap(game.rules());
        let south = if p.to_move == Player::South { 1 } else { -1 };
        assert_eq!(p.chart, south * p.value.chart(cap), "ply {k}");
        match at.outcome() {
            Some(o) => {
                let me = p.to_move.index();
                let margin = o.score[me] as i32 - o.score[1 - me] as i32;
                assert_eq!((p.value, p.best), (Value::Over { margin }, None), "ply {k}");
            }
            None => {
                let best = p.best.expect("a best move");
                assert_eq!(p.value_of(best), Some(p.value), "ply {k}");
                assert_eq!(p.cost_of(best), Some(0), "ply {k}");
                // No move is worth more than the best.
                for m in &p.moves {
                    let (v, b) = m.value.against(p.value, p.decisive);
                    assert!(v <= b, "ply {k}: {m:?} against {best}");
                }
            }
        }
    }
    for (k, m) in r.moves.iter().enumerate() {
        let again = MoveReview::of(game, &r.positions[k], r.positions.get(k + 1), &THRESHOLDS);
        assert_eq!(again.as_ref(), Some(m));
        assert_eq!(m.pit, game.moves()[k]);
        assert_eq!(m.seeds, Thresholds::seeds(m.cost));
    }
    for (i, p) in [Player::South, Player::North].into_iter().enumerate() {
        let s = r.summary[i];
        let mine: Vec<&MoveReview> = r.moves.iter().filter(|m| m.mover == p).collect();
        assert_eq!(s, PlayerSummary::of(p, &r.moves));
        assert_eq!(s.player, p);
        assert_eq!(s.moves as usize, mine.len());
        assert_eq!(s.good + s.inaccuracies + s.mistakes + s.blunders, s.moves);
        let count = |j: Judgement| mine.iter().filter(|m| m.judgement == j).count() as u32;
        assert_eq!(
            [s.good, s.inaccuracies, s.mistakes, s.blunders],
            [
                count(Judgement::Good),
                count(Judgement::Inaccuracy),
                count(Judgement::Mistake),
                count(Judgement::Blunder)
            ]
        );
        let lost: i32 = mine
            .iter()
            .filter(|m| m.judgement != Judgement::Good)
            .map(|m| m.seeds)
            .sum();
        assert_eq!(s.seeds_lost, lost);
    }
    let mut alone = Analyser::new(game, REVIEW);
    for k in (0..r.positions.len()).rev() {
        assert_eq!(
            alone.position(k),
            r.positions[k],
            "position {k} analysed alone"
        );
    }
    let text = serde_json::to_string(r).expect("serialises");
    let back: Review = serde_json::from_str(&text).expect("deserialises");
    assert_eq!(&back, r);
}

/// C1, C2: South's F would capture c, b and a (2 + 3 + 2 = 7 seeds, a chain backwards); A captures nothing.
/// Playing A throws the capture away: a blunder, F the better move.
#[test]
fn throwing_away_a_chain_capture_is_a_blunder_with_the_capture_as_the_better_move() {
    let g = game("abapa", Some("1-0-0-0-0-3-1-2-1-4-4-4-14-14-S"), "A");
    let r = review(&g);
    check(&g, &r);
    let m = &r.moves[0];
    assert_eq!(
        (m.mover, m.letter, m.best_letter, m.judgement),
        (Player::South, 'A', 'F', Judgement::Blunder)
    );
    // At least the 7 seeds of the capture (North's answers may cost South more).
    assert!(m.seeds >= 7, "{m:?}");
    assert_eq!(
        r.summary[0],
        PlayerSummary {
            player: Player::South,
            moves: 1,
            good: 0,
            inaccuracies: 0,
            mistakes: 0,
            blunders: 1,
            seeds_lost: m.seeds,
        }
    );
    // Taking the capture instead is the best move: no cost.
    let g = game("abapa", Some("1-0-0-0-0-3-1-2-1-4-4-4-14-14-S"), "F");
    let r = review(&g);
    check(&g, &r);
    assert_eq!(
        (r.moves[0].cost, r.moves[0].judgement),
        (0, Judgement::Good)
    );
}

/// G3 (`hu-wari`, capture-all): after South's F, South keeps only A and B with one seed each, and North's f
/// (2 seeds) makes them 2 and 2 and captures both: a grand slam, after which South is stuck (E1) and North
/// takes its own side: 20-28 where South was 9 seeds ahead in store. F is a blunder (a proven loss); A or B
/// (after which f cannot take everything) is better.
/// Under G1 (`abapa`) the same grand slam captures nothing, and F is no blunder.
#[test]
fn allowing_a_grand_slam_is_a_blunder_under_g3_and_not_under_g1() {
    let start = "1-1-0-0-0-1-0-3-3-3-3-2-20-11-S";
    let g = game("hu-wari", Some(start), "Ff");
    let o = g.outcome().expect("South is stuck after the grand slam");
    assert_eq!(
        (o.ending, o.score, o.winner),
        (Ending::Stuck, [20, 28], Some(Player::North))
    );
    let r = review(&g);
    check(&g, &r);
    let (f, slam) = (&r.moves[0], &r.moves[1]);
    assert_eq!(
        (f.letter, f.after, f.judgement),
        ('F', Value::Loss { plies: 2 }, Judgement::Blunder)
    );
    assert!(['A', 'B'].contains(&f.best_letter), "{f:?}");
    assert_ne!(
        r.positions[0].value_of(f.best),
        Some(Value::Loss { plies: 2 })
    );
    // North's e (3 seeds: f, A, B) is a grand slam too, and comes first among equals.
    assert_eq!(
        (
            slam.letter,
            slam.best_letter,
            slam.before,
            slam.after,
            slam.cost
        ),
        (
            'f',
            'e',
            Value::Win { plies: 1 },
            Value::Win { plies: 1 },
            0
        )
    );
    assert_eq!(r.positions[2].value, Value::Over { margin: 20 - 28 });
    assert_eq!(r.positions[2].chart, -800);
    assert_eq!((r.summary[0].blunders, r.summary[1].blunders), (1, 0));

    let g = game("abapa", Some(start), "F");
    let r = review(&g);
    check(&g, &r);
    assert_ne!(r.moves[0].judgement, Judgement::Blunder, "{:?}", r.moves[0]);
}

/// A game of the review's own best moves: every move costs nothing, the summary has no error, and the
/// positions found while playing it are the review's.
#[test]
fn a_game_of_best_moves_has_no_mistakes() {
    let mut g = Game::new(Rules::default());
    let mut found = Vec::new();
    for _ in 0..16 {
        let p = Analyser::new(&g, REVIEW).position(g.ply());
        g.play(p.best.expect("a move") as usize).expect("legal");
        found.push(p);
    }
    let r = review(&g);
    check(&g, &r);
    assert_eq!(r.positions[..16], found[..]);
    assert!(r
        .moves
        .iter()
        .all(|m| m.cost == 0 && m.judgement == Judgement::Good && m.best == m.pit));
    for (i, p) in [Player::South, Player::North].into_iter().enumerate() {
        assert_eq!(
            r.summary[i],
            PlayerSummary {
                player: p,
                moves: 8,
                good: 8,
                inaccuracies: 0,
                mistakes: 0,
                blunders: 0,
                seeds_lost: 0
            }
        );
    }
}

/// A game with errors on both sides: the summary adds up (see `check`), and the judgements follow the
/// thresholds in whole seeds.
#[test]
fn the_summary_adds_up_and_judgements_follow_the_thresholds() {
    let g = game("abapa", None, "FeCcFaBbBeFcBdFeBfCeBfFaCb");
    let r = review(&g);
    check(&g, &r);
    for m in &r.moves {
        let expected = match m.seeds {
            s if s >= THRESHOLDS.blunder => Judgement::Blunder,
            s if s >= THRESHOLDS.mistake => Judgement::Mistake,
            s if s >= THRESHOLDS.inaccuracy => Judgement::Inaccuracy,
            _ => Judgement::Good,
        };
        assert_eq!(m.judgement, expected, "{m:?}");
    }
    let errors: u32 = r
        .summary
        .iter()
        .map(|s| s.inaccuracies + s.mistakes + s.blunders)
        .sum();
    assert!(errors > 0, "the game has errors to count");
    assert_eq!(
        [
            Thresholds::seeds(49),
            Thresholds::seeds(50),
            Thresholds::seeds(149),
            Thresholds::seeds(350)
        ],
        [0, 1, 1, 4]
    );
}

/// E5 (`numeros`): North's e captures 2 and no capture can follow; the game ends with the two seeds left
/// to North, the last capturer: 23-25. The final position is worth that margin, North's e was its best.
#[test]
fn an_e5_ending_is_worth_its_margin() {
    let g = game("numeros", Some("1-0-0-0-0-1-0-0-0-0-2-0-23-21-N"), "e");
    assert_eq!(
        g.outcome().map(|o| (o.ending, o.score)),
        Some((Ending::NoCapture, [23, 25]))
    );
    let r = review(&g);
    check(&g, &r);
    assert_eq!(r.positions[1].value, Value::Over { margin: -2 });
    assert_eq!(r.positions[1].chart, -200);
    assert_eq!(r.positions[0].value, Value::Win { plies: 1 });
    assert_eq!(
        (r.moves[0].best_letter, r.moves[0].judgement),
        ('e', Judgement::Good)
    );
}

/// E3 (`abapa`, side-owner): the same capture, then the lone seeds chase each other until the position
/// repeats: 24-24. Every move is forced or as good as any, the final position a draw.
#[test]
fn an_e3_ending_is_worth_its_margin() {
    let g = game(
        "abapa",
        Some("1-0-0-0-0-1-0-0-0-0-2-0-23-21-N"),
        "eFfAaBbCcDdEe",
    );
    assert_eq!(
        g.outcome().map(|o| (o.ending, o.score)),
        Some((Ending::Cycle, [24, 24]))
    );
    let r = review(&g);
    check(&g, &r);
    assert_eq!(
        r.positions.last().map(|p| p.value),
        Some(Value::Over { margin: 0 })
    );
    // The search knows the history: the moves before the repetition are worth the draw it brings.
    assert!(
        r.moves.iter().all(|m| m.judgement == Judgement::Good),
        "{:?}",
        r.moves
    );
    // Ended by agreement (E3) after two plies of the chase: the final position is worth the cycle rule's
    // result, 24-24, not a search.
    let mut g = game("abapa", Some("1-0-0-0-0-1-0-0-0-0-2-0-23-21-N"), "eFf");
    assert!(g.end_by_agreement());
    let r = review(&g);
    assert_eq!(r.positions[3].value, Value::Over { margin: 0 });
    assert_eq!((r.positions[3].best, r.moves.len()), (None, 3));
    // E3 in `numeros` (a capture still possible, so E5 does not end it): nobody captured, 21-23.
    let g = game(
        "numeros",
        Some("0-0-1-0-0-0-0-1-1-0-1-0-21-23-S"),
        "CeDcEbFfAdBa",
    );
    assert_eq!(
        g.outcome().map(|o| (o.ending, o.score)),
        Some((Ending::Cycle, [21, 23]))
    );
    let r = review(&g);
    check(&g, &r);
    assert_eq!(
        r.positions.last().map(|p| (p.value, p.chart)),
        Some((Value::Over { margin: -2 }, -200))
    );
}

/// Five pits of three seeds, a two-way chain (C3), G3, no feeding (F2), the not-counted cycle rule.
const CUSTOM: &str =
    "pits=5 seeds=3 captures=2,3 chain=both slam=capture-all feed=none target=16 cycle=not-counted";

/// Custom rules, three rows (L3, `numeros-3`) and four rows (L4, `moruba`, no endgame tables) run too.
#[test]
fn custom_rules_three_and_four_rows_are_reviewed() {
    for (rules, moves, seeds) in [
        (CUSTOM, "AbCdEa", Some(10)),
        ("numeros-3", "AbCd", Some(8)),
        ("moruba", "AbCd", None),
    ] {
        let g = game(rules, None, moves);
        let a = Analyser::new(&g, REVIEW);
        assert_eq!(a.table_seeds(), seeds, "{rules}");
        let r = review(&g);
        check(&g, &r);
        assert_eq!(
            (r.rules.as_str(), r.table_seeds),
            (g.rules().to_string().as_str(), seeds)
        );
    }
}

/// G5 (`antigua`, capture-then-feed): South's F is a grand slam and South plays again (E, which must feed):
/// two moves of the same player in a row are reviewed each against its own position.
#[test]
fn a_g5_extra_turn_is_reviewed_as_a_move_of_the_same_player() {
    let g = game("antigua", Some("3-3-3-3-3-2-1-2-0-0-0-0-14-14-S"), "FEa");
    let r = review(&g);
    check(&g, &r);
    let movers: Vec<(Player, char)> = r.moves.iter().map(|m| (m.mover, m.letter)).collect();
    assert_eq!(
        movers,
        [
            (Player::South, 'F'),
            (Player::South, 'E'),
            (Player::North, 'a')
        ]
    );
    assert_eq!(r.positions[1].to_move, Player::South);
    assert_eq!((r.moves[0].best_letter, r.moves[0].cost), ('F', 0));
    assert_eq!((r.summary[0].moves, r.summary[1].moves), (2, 1));
}

/// The incremental use: positions one at a time, cancelled between two, the tables built once and handed to
/// the next review of the same rules.
#[test]
fn a_review_can_be_cancelled_and_its_tables_kept() {
    let g = game("abapa", None, "FeCc");
    let mut a = Analyser::new(&g, REVIEW);
    assert!(a.needs_tables());
    let mut seen = Vec::new();
    let cancelled = a.run(&mut |p, done, total| {
        seen.push((p.ply, done, total));
        done < 2
    });
    assert_eq!((cancelled, seen), (None, vec![(0, 1, 5), (1, 2, 5)]));
    let tables = a.take_tables().expect("built");
    let mut b = Analyser::new(&game("abapa", None, "Fe"), REVIEW);
    assert!(b.install_tables(tables).is_none());
    assert!(!b.needs_tables());
    assert_eq!(b.position(1), a.position(1));
    let mut other = Analyser::new(&game("hu-wari", None, ""), REVIEW);
    let tables = b.take_tables().expect("kept");
    assert!(
        other.install_tables(tables).is_some(),
        "tables of other rules are refused"
    );
    assert_eq!(decisive(g.rules()), 1200);
}
