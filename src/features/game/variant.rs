//! A change of variant: a new game (and a new match) of the rules chosen. The game it replaces is not thrown
//! away at once: the game room keeps it in [`State::replaced`] and the page offers it back (a notice with an
//! Undo button, `features/notices`) until the new game's first move. A teacher who picks the wrong variant in
//! front of a class gets the game back with one tap; one who changes it on purpose answers no question. Pure.

use crate::features::game::state::State;
use crate::features::game::storage::Session;
use wari_core::rules::{Match, Preset, Rules};

impl State {
    /// A new game of `preset` (and a new match of its format); `coin`: a fair coin for the starter of a
    /// match of games. A game with moves is kept to be offered back.
    pub fn choose_preset(&mut self, preset: Preset, now: f64, coin: bool) {
        let before = self.s.clone();
        self.s.preset = Some(preset);
        self.s.rules = preset.rules();
        self.s.matc = Match::new(preset.match_format(), preset.rules().starter());
        self.new_game(now, coin);
        self.offer_back(before);
    }

    /// A new game of custom `rules` (a preset's when they are one's). A game with moves is kept to be offered
    /// back.
    pub fn choose_rules(&mut self, rules: Rules, now: f64, coin: bool) {
        let before = self.s.clone();
        self.s.preset = Preset::ALL.into_iter().find(|p| p.rules() == rules);
        self.s.rules = rules;
        self.new_game(now, coin);
        self.offer_back(before);
    }

    /// Keeps `before` to be offered back if it had moves (a game not begun is no loss).
    fn offer_back(&mut self, before: Session) {
        self.replaced = (!before.game.all_moves().is_empty()).then(|| Box::new(before));
    }

    /// Gives back the game a change of variant replaced (with the language and speed chosen since); `false`
    /// when there is none any more (the new game has moves).
    pub fn undo_variant(&mut self) -> bool {
        let Some(kept) = self.replaced.take() else {
            return false;
        };
        self.custom_error = None;
        self.give_back(Some(*kept));
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::features::game::state::tests::open;
    use crate::features::game::state::Note;
    use wari_core::params::Seat;
    use wari_core::rules::{MatchFormat, Player, Preset, Rules};

    #[test]
    fn choosing_a_variant_starts_a_new_game_and_match() {
        let mut s = open("?variant=abapa&moves=CdEb&south=human&north=human");
        s.choose_preset(Preset::WariPl, 100.0, false);
        assert_eq!(s.s.game.ply(), 0);
        assert_eq!(s.s.preset, Some(Preset::WariPl));
        assert_eq!(s.note, Some(Note::GameStarted));
        assert_eq!(s.ai_not_before, 700.0);
        // wari-pl plays matches of games; the coin chose North to start.
        assert_eq!(s.s.matc.first_starter, Player::North);
        let custom: Rules = "pits=5 seeds=3".parse().unwrap();
        s.choose_rules(custom, 0.0, true);
        assert_eq!(s.s.preset, None);
        assert_eq!(s.rules().pits(), 5);
        s.choose_rules(Preset::Abapa.rules(), 0.0, true);
        assert_eq!(s.s.preset, Some(Preset::Abapa));
    }

    /// The game a change of variant replaced comes back whole (its moves, rules, match, players and side), with
    /// the language and speed chosen since.
    #[test]
    fn undo_after_a_change_of_variant_gives_the_game_back_whole() {
        let mut s = open("?variant=wari-pl&moves=CdEb&south=ai-2&north=human&lang=fr");
        let before = s.s.to_json();
        s.choose_preset(Preset::Abapa, 100.0, false);
        assert_eq!(s.s.game.ply(), 0);
        assert!(s.replaced.is_some());
        assert!(s.undo_variant());
        assert_eq!(s.s.to_json(), before);
        assert_eq!(s.s.matc.format, Preset::WariPl.match_format());
        assert_eq!(s.s.seats, [Seat::Computer(2), Seat::Human]);
        assert!(s.replaced.is_none() && !s.undo_variant());
        assert_eq!(s.s.to_json(), before);
        // Custom rules too.
        s.choose_rules("pits=5 seeds=3".parse().unwrap(), 0.0, true);
        assert!(s.undo_variant());
        assert_eq!(s.s.to_json(), before);
        assert_ne!(s.s.matc.format, MatchFormat::Single);
    }

    /// The offer lapses with the new game's first move (a person's or the computer's), and a game not begun is
    /// replaced with nothing to offer.
    #[test]
    fn the_offer_lapses_with_the_new_games_first_move() {
        let mut s = open("?variant=abapa&moves=CdEb&south=human&north=human");
        s.choose_preset(Preset::Numeros, 0.0, false);
        let fresh = s.s.to_json();
        s.choose_preset(Preset::Abapa, 0.0, false);
        assert!(s.replaced.is_none(), "the Números game had no move");
        s.choose_preset(Preset::Numeros, 0.0, false);
        assert!(s.replaced.is_none());
        assert_eq!(s.s.to_json(), fresh);
        let mut s = open("?variant=abapa&moves=CdEb&south=human&north=human");
        s.choose_preset(Preset::Numeros, 0.0, false);
        s.click_pit(2, 0.0, false);
        assert!(s.replaced.is_none() && !s.undo_variant());
        assert_eq!(s.s.game.game_string(), "C");
        let mut s = open("?variant=abapa&moves=CdEb&south=human&north=ai-2");
        s.choose_preset(Preset::Numeros, 0.0, false);
        s.computer_move(2, 0.0, false);
        assert!(s.replaced.is_none());
    }
}
