//! Any byte sequence as moves: the first bytes choose the rules (a preset or custom rules), then each byte is
//! a pit to play (played when legal, refused without a change when not), an undo, a redo, or an agreement.
//! Every soak check of `wari soak` runs after every move and on the whole game at the end.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wari_core::rules::{Ending, Game, Position};
use wari_fuzz::soak::{self, Rng};

fuzz_target!(|data: &[u8]| {
    let (rules, bytes) = wari_fuzz::rules_from_bytes(data);
    let mut rng = Rng::new(wari_fuzz::seed_of(data));
    let mut game = Game::new(rules);
    let mut line = vec![*game.position()];
    let mut redo: Vec<Position> = Vec::new();
    let fail = |m: String, game: &Game| -> ! {
        panic!("{m}\nrules: {rules}\nmoves: {}", game.game_string())
    };
    if let Err(m) = soak::check_position(&mut game, 0) {
        fail(m, &game);
    }
    for &b in bytes {
        let agreed = game
            .outcome()
            .is_some_and(|o| o.ending == Ending::Agreement);
        match b {
            0xF0..=0xF7 => {
                let did = game.undo();
                if did != (agreed || line.len() > 1) {
                    fail(format!("undo returned {did}"), &game);
                }
                if did && !agreed {
                    redo.push(line.pop().expect("a position to take back"));
                }
            }
            0xF8..=0xFE => {
                let did = game.redo();
                if did != !redo.is_empty() {
                    fail(
                        format!("redo returned {did} with {} to redo", redo.len()),
                        &game,
                    );
                }
                if did {
                    let p = redo.pop().expect("a position to redo");
                    if *game.position() != p {
                        fail(
                            format!("redo gives {}, expected {p}", game.position()),
                            &game,
                        );
                    }
                    line.push(p);
                    if game
                        .outcome()
                        .is_some_and(|o| o.ending == Ending::Agreement)
                    {
                        fail("redo kept an agreement made at another ply".into(), &game);
                    }
                }
            }
            0xFF => {
                let over = game.is_over();
                if game.end_by_agreement() == over {
                    fail("end_by_agreement disagrees with is_over".into(), &game);
                }
            }
            _ => {
                let pit = b as usize % (game.position().len() + 1);
                let before = *game.position();
                match game.play(pit) {
                    Ok(report) => {
                        line.push(*game.position());
                        redo.clear();
                        if let Err(m) = soak::check_move(&mut game, &before, &report, b as usize) {
                            fail(m, &game);
                        }
                        continue;
                    }
                    Err(_) => {
                        if *game.position() != before {
                            fail(format!("refused pit {pit} changed the position"), &game);
                        }
                    }
                }
            }
        }
        if let Err(m) = soak::check_position(&mut game, b as usize) {
            fail(m, &game);
        }
    }
    if let Err(m) = soak::check_game(&mut game, &line, &mut rng) {
        fail(m, &game);
    }
});
