//! Game records (`[Tag "value"]` lines, then the moves): any text is refused with a line and column inside it,
//! or read; a record read prints, reads back to the same game and tags, and prints the same again; the game
//! passes the soak checks.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wari_core::rules::GameRecord;
use wari_fuzz::soak::{self, Rng};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let record = match GameRecord::parse(text) {
        Ok(r) => r,
        Err(e) => {
            assert!(!e.to_string().is_empty(), "an empty error message for {text:?}");
            assert!(
                e.line >= 1 && e.line <= text.split('\n').count(),
                "{e:?} for {text:?}"
            );
            let line = text.split('\n').nth(e.line - 1).unwrap_or("");
            assert!(
                e.column >= 1 && e.column <= line.chars().count() + 1,
                "{e:?} for {text:?}"
            );
            return;
        }
    };
    let printed = record.to_string();
    let back = match GameRecord::parse(&printed) {
        Ok(r) => r,
        Err(e) => panic!("a printed record is refused: {e}\n{printed}\nfrom {text:?}"),
    };
    assert_eq!(back.to_string(), printed, "from {text:?}");
    assert_eq!(back.game.rules(), record.game.rules());
    assert_eq!(back.game.start_position(), record.game.start_position());
    assert_eq!(back.game.moves(), record.game.moves());
    // Tag names are read in any case; `Result` is printed in its usual case.
    let tags = |r: &GameRecord| -> Vec<(String, String)> {
        r.tags
            .iter()
            .filter(|(k, _)| !k.eq_ignore_ascii_case("Variant"))
            .map(|(k, v)| (k.to_ascii_lowercase(), v.clone()))
            .collect()
    };
    assert_eq!(tags(&back), tags(&record), "{printed}\nfrom {text:?}");
    let mut game = record.game;
    wari_fuzz::check_conservation(&game);
    let line = wari_fuzz::line_positions(&game);
    let mut rng = Rng::new(wari_fuzz::seed_of(data));
    if let Err(m) = soak::check_game(&mut game, &line, &mut rng) {
        panic!("{m}\nfrom {text:?}");
    }
});
