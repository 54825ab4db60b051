//! Position text (`4-4-...-0-0-S`): any text is refused with a message or read; a position read prints and
//! reads back to itself; every move from it keeps its seeds and agrees with the legal moves; when it fits rules
//! of its size, a game from it passes the soak checks.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wari::rules::{Game, Position, Preset, Rules};
use wari_fuzz::soak::{self, Rng};

fuzz_target!(|data: &[u8]| {
    let Some((&choice, bytes)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    let pos = match text.parse::<Position>() {
        Ok(p) => p,
        Err(e) => {
            assert!(!e.message.is_empty());
            return;
        }
    };
    let printed = pos.to_string();
    assert_eq!(printed.parse::<Position>(), Ok(pos), "{printed}");
    assert!((3..=10).contains(&pos.n), "{printed}");
    let total = pos.board_seeds() + pos.stores[0] as u16 + pos.stores[1] as u16;
    // Rules of the position's size: a preset's settings with its pits, and seeds that make its total if any.
    let mut rules = Rules {
        pits: pos.n,
        ..Preset::ALL[choice as usize % Preset::ALL.len()].rules()
    };
    if total.is_multiple_of(2 * pos.n as u16) && (1..=10).contains(&(total / (2 * pos.n as u16))) {
        rules.seeds = (total / (2 * pos.n as u16)) as u8;
    }
    rules.target = Rules::majority_target(rules.total_seeds());
    if rules.validate().is_err() {
        return;
    }
    // Every pit: legal ones keep the seeds, the mask and check_move agree.
    let mask = pos.legal_mask(&rules);
    for pit in 0..=pos.len() {
        let mut after = pos;
        assert_eq!(
            after.play(&rules, pit).is_ok(),
            mask & (1 << pit) != 0,
            "{printed} pit {pit}"
        );
        let held = after.board_seeds() + after.stores[0] as u16 + after.stores[1] as u16;
        assert_eq!(held, total, "{printed} pit {pit} -> {after}");
        if mask & (1 << pit) != 0 {
            let report = pos.explain(&rules, pit).expect("a legal move explained");
            assert_eq!(report.sown.len(), pos.pits[pit] as usize);
        }
    }
    if Game::fits(&rules, &pos).is_ok() {
        let mut game = Game::from_position(rules, pos);
        let mut line = vec![pos];
        let mut rng = Rng::new(wari_fuzz::seed_of(data));
        for _ in 0..64 {
            if let Err(m) = soak::check_position(&mut game, rng.below(32)) {
                panic!(
                    "{m}\nrules: {rules}\nstart: {printed}\nmoves: {}",
                    game.game_string()
                );
            }
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let before = *game.position();
            let report = game
                .play(legal[rng.below(legal.len())])
                .expect("a legal move");
            line.push(*game.position());
            if let Err(m) = soak::check_move(&mut game, &before, &report, rng.below(32)) {
                panic!(
                    "{m}\nrules: {rules}\nstart: {printed}\nmoves: {}",
                    game.game_string()
                );
            }
        }
        if let Err(m) = soak::check_game(&mut game, &line, &mut rng) {
            panic!(
                "{m}\nrules: {rules}\nstart: {printed}\nmoves: {}",
                game.game_string()
            );
        }
    }
});
