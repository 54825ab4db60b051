//! Game-string parsing (B4): any text, under rules from the first bytes, is either refused with a message and
//! a place inside the text, or played; a played string prints back to a string that replays to the same
//! positions, and every soak check holds on the game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wari_core::rules::parse_game_string;
use wari_fuzz::soak::{self, Rng};

fuzz_target!(|data: &[u8]| {
    let (rules, bytes) = wari_fuzz::rules_from_bytes(data);
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    match parse_game_string(&rules, text) {
        Err(e) => {
            assert!(!e.to_string().is_empty(), "an empty error message for {text:?}");
            assert!(
                e.line >= 1 && e.line <= text.lines().count().max(1),
                "{e:?} for {text:?}"
            );
            let line = text.split('\n').nth(e.line - 1).unwrap_or("");
            assert!(
                e.column >= 1 && e.column <= line.chars().count() + 1,
                "{e:?} for {text:?}"
            );
        }
        Ok(mut game) => {
            wari_fuzz::check_conservation(&game);
            let line = wari_fuzz::line_positions(&game);
            let mut rng = Rng::new(wari_fuzz::seed_of(data));
            if let Err(m) = soak::check_game(&mut game, &line, &mut rng) {
                panic!("{m}\nrules: {rules}\ntext: {text:?}");
            }
        }
    }
});
