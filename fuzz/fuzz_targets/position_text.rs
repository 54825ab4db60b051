//! Position text (`4-4-...-0-0-S`, up to 24 pits a side for four rows): any text is refused with a message or
//! read into a set-up; a set-up prints and reads back to itself; when it is a position of rules of its size (a
//! layout of two, three or four rows whose sides have its pits, a preset's settings and the seeds that make its
//! total), every move from it keeps its seeds and agrees with the legal moves, and a
//! game from it passes the soak checks.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wari_core::rules::{Game, Position, Preset, Rules, Setup};
use wari_fuzz::soak::{self, Rng};

fuzz_target!(|data: &[u8]| {
    let Some((&choice, bytes)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    let setup = match text.parse::<Setup>() {
        Ok(s) => s,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    let printed = setup.to_string();
    assert_eq!(printed.parse::<Setup>().as_ref(), Ok(&setup), "{printed}");
    let n = setup.pits.len() / 2;
    assert!((3..=24).contains(&n), "{printed}");
    let total = setup.seeds();
    // Rules of the set-up's size: a layout whose sides have `n` pits (two rows of `n`; three rows of `2n/3`, L3;
    // four rows of `n/2`, L4), a preset's settings of that layout, and seeds that make its total if any.
    let layouts: Vec<(u16, u16, Preset)> = [
        (2, n, Preset::ALL[choice as usize % 10]),
        (3, 2 * n / 3, Preset::NumerosThree),
        (4, n / 2, Preset::Moruba),
    ]
    .into_iter()
    .map(|(rows, pits, p)| (rows, pits as u16, p))
    .filter(|&(rows, pits, _)| {
        let side = match rows {
            2 => pits,
            3 => pits / 2 * 3,
            _ => 2 * pits,
        };
        side as usize == n && Rules::builder().rows(rows).pits(pits).seeds(1).build().is_ok()
    })
    .collect();
    let Some(&(rows, pits, preset)) = layouts.get(choice as usize / 10 % layouts.len().max(1)) else {
        return;
    };
    let mut b = preset.rules().to_builder().rows(rows).pits(pits);
    let board = 2 * n as u32;
    if total % board == 0 && (1..=10).contains(&(total / board)) {
        b = b.seeds((total / board) as u16);
    }
    let seeds_now = b.clone().build().map_or(0, |r| r.total_seeds());
    let Ok(rules) = b.target(seeds_now / 2 + 1).build() else {
        return;
    };
    let Ok(pos) = Position::from_setup(&rules, &setup) else {
        return;
    };
    assert_eq!(pos.to_string(), printed);
    // Every pit: legal ones keep the seeds, the mask and check_move agree.
    let mask = pos.legal_mask(&rules);
    for pit in 0..=pos.len() {
        let mut after = pos;
        assert_eq!(
            after.play(&rules, pit).is_ok(),
            mask & (1 << pit) != 0,
            "{printed} pit {pit}"
        );
        let held = after.board_seeds() as u32 + after.stores()[0] as u32 + after.stores()[1] as u32;
        assert_eq!(held, total, "{printed} pit {pit} -> {after}");
        if mask & (1 << pit) != 0 {
            let report = pos.explain(&rules, pit).expect("a legal move explained");
            assert_eq!(report.sown.len(), pos.pit(pit) as usize);
        }
    }
    let mut game = Game::from_setup(rules, &setup).expect("the same check as the position's");
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
});
