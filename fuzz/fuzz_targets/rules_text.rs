//! Custom rules: any text given to `Rules::from_str` is refused with a message or gives valid rules whose text
//! reads back to them and whose game starts sound; any settings drawn from the bytes are accepted by
//! `RulesBuilder::build` exactly when their text is, and refused for the same reason.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wari_core::rules::{Game, Rules};
use wari_fuzz::soak::{self, Rng};

fuzz_target!(|data: &[u8]| {
    // Settings drawn from the bytes, valid or not: validation and the rules text agree.
    let mut rng = Rng::new(wari_fuzz::seed_of(data));
    let raw = soak::random_raw_rules(&mut rng);
    if let Err(m) = soak::check_rules_text(&raw) {
        panic!("{m}");
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match text.parse::<Rules>() {
        Err(e) => assert!(!e.to_string().is_empty(), "an empty message for {text:?}"),
        Ok(rules) => {
            assert_eq!(rules.to_builder().build(), Ok(rules), "{text:?}");
            if let Err(m) = soak::check_rules_text(&rules.to_builder()) {
                panic!("{m} (from {text:?})");
            }
            let mut game = Game::new(rules);
            if let Err(m) = soak::check_position(&mut game, data.len()) {
                panic!("{m} (rules {rules})");
            }
        }
    }
});
