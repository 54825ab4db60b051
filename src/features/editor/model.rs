//! The position editor room: a position being set up on the real board, seed by seed, under the rules in
//! play. Pure: no web-sys, tested natively.
//!
//! The editor holds its own [`Setup`] beside the game room's session, which it never touches: leaving it
//! shows the game in progress again as it was. Whether the set-up can be played is the engine's answer
//! ([`Game::playable`], with its [`PlayableError`]); the room only adds and removes seeds. From a playable
//! set-up a game starts ([`Editing::play`]), or a link, an embedded puzzle or a worksheet is made from its
//! [`Snapshot`].

use crate::features::game::state::{game_link, State};
use crate::view::action::PlayAs;
use wari_core::rules::{
    Game, GrandSlam, Match, MatchFormat, PlayableError, Player, Position, Rules, Setup,
};
use wari_ui::snapshot::Snapshot;

/// A place of the board that holds seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A pit, by board index (B2).
    Pit(usize),
    /// A player's store.
    Store(Player),
}

/// A change of the seeds in one place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// One seed more.
    More,
    /// One seed less.
    Less,
    /// This many seeds.
    Set(u8),
}

impl Change {
    /// The change a key asks for on a place of the board: `+` (or `=`, the same key unshifted), `-`, or a
    /// digit for that many seeds.
    pub fn from_key(key: &str) -> Option<Change> {
        match key {
            "+" | "=" => Some(Change::More),
            "-" | "_" => Some(Change::Less),
            _ => {
                let mut chars = key.chars();
                let d = chars.next()?.to_digit(10)?;
                chars.next().is_none().then_some(Change::Set(d as u8))
            }
        }
    }
}

/// A position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editing {
    /// The position as it stands.
    pub setup: Setup,
    /// The rules it is checked against (the rules in play).
    pub rules: Rules,
    /// The place the seed buttons and the number field change.
    pub selected: Place,
}

impl Editing {
    /// Starts from `position` under `rules`.
    pub fn new(rules: Rules, position: &Position) -> Editing {
        let mut setup = position.to_setup();
        setup.feed_turn &= rules.grand_slam() == GrandSlam::CaptureThenFeed;
        Editing {
            setup,
            rules,
            selected: Place::Pit(0),
        }
    }

    /// The seeds in `place`.
    pub fn count(&self, place: Place) -> u8 {
        match place {
            Place::Pit(i) => self.setup.pits.get(i).copied().unwrap_or(0),
            Place::Store(p) => self.setup.stores[p.index()],
        }
    }

    /// Selects `place` (a pit of the board or a store; another pit is ignored).
    pub fn select(&mut self, place: Place) {
        if let Place::Pit(i) = place {
            if i >= self.setup.pits.len() {
                return;
            }
        }
        self.selected = place;
    }

    /// Changes the seeds in `place` (and selects it): never below none nor above all the rules' seeds.
    pub fn change(&mut self, place: Place, change: Change) {
        self.select(place);
        if self.selected != place {
            return;
        }
        let most = self.rules.total_seeds().min(u8::MAX as u16) as u8;
        let now = self.count(place);
        let new = match change {
            Change::More => now.saturating_add(1),
            Change::Less => now.saturating_sub(1),
            Change::Set(n) => n,
        }
        .min(most);
        match place {
            Place::Pit(i) => self.setup.pits[i] = new,
            Place::Store(p) => self.setup.stores[p.index()] = new,
        }
    }

    /// The player to move.
    pub fn set_to_move(&mut self, p: Player) {
        self.setup.to_move = p;
    }

    /// Whether the rules have G5's extra turn, so that the set-up may be in one (`S+`/`N+`, RULES.md G5).
    pub fn has_feed_turn(&self) -> bool {
        self.rules.grand_slam() == GrandSlam::CaptureThenFeed
    }

    /// The player to move is (or is not) in G5's extra turn: they have just captured all the opponent's seeds
    /// and play again, a move that must feed. Never under other rules; the engine's check says when the seeds
    /// do not fit it (the opponent still has some).
    pub fn set_feed_turn(&mut self, on: bool) {
        self.setup.feed_turn = on && self.has_feed_turn();
    }

    /// Every pit and store empty.
    pub fn clear(&mut self) {
        self.setup.pits.iter_mut().for_each(|s| *s = 0);
        self.setup.stores = [0, 0];
    }

    /// The seeds still missing go into the stores (extra ones come out of them): [`Setup::fill_stores`].
    pub fn fill_stores(&mut self) {
        self.setup.fill_stores(&self.rules);
    }

    /// The start position of the rules.
    pub fn start(&mut self) {
        self.setup = Setup::start(&self.rules);
    }

    /// The engine's answer: the game that starts from the set-up, or why none can.
    pub fn check(&self) -> Result<Game, PlayableError> {
        Game::playable(self.rules, &self.setup)
    }

    /// Other rules came into play: the set-up stays if it has their pits, else it becomes their start.
    pub fn rebase(&mut self, rules: Rules) {
        self.rules = rules;
        self.set_feed_turn(self.setup.feed_turn);
        if self.setup.pits.len() != rules.board_len() {
            self.start();
            self.selected = Place::Pit(0);
        }
    }
}

impl Editing {
    /// Changes the seeds of `place`; the focus of `game`'s board follows the pit selected.
    pub fn edit(&mut self, game: &mut State, place: Place, change: Change) {
        self.change(place, change);
        if let Place::Pit(i) = self.selected {
            game.focus = i;
        }
    }

    /// Selects `place`; the focus of `game`'s board follows the pit selected.
    pub fn select_on(&mut self, game: &mut State, place: Place) {
        self.select(place);
        if let Place::Pit(i) = self.selected {
            game.focus = i;
        }
    }

    /// The position set up follows `rules` when they changed (another variant was chosen).
    pub fn follow(&mut self, rules: Rules) {
        if self.rules != rules {
            self.rebase(rules);
        }
    }

    /// Plays the position set up, `who` at the board: it becomes `game`'s game in play (a single game, as a new
    /// game replaces the one in progress; the app then closes the editor). False, and nothing changes, when the
    /// engine finds it cannot be played.
    pub fn play(&self, game: &mut State, who: PlayAs, now: f64) -> bool {
        let Ok(setup) = self.check() else {
            return false;
        };
        let rules = *setup.rules();
        game.s.rules = rules;
        game.s.matc = Match::new(MatchFormat::Single, rules.starter());
        game.s.game = setup;
        match who {
            PlayAs::Two => {
                game.mode_two();
                game.s.flip = false;
            }
            PlayAs::Side(p) => {
                // The person sits at the bottom; the computer plays at the level chosen last.
                game.s.flip = p == Player::North;
                game.mode_computer();
            }
        }
        game.changed();
        game.custom_error = None;
        game.reset_focus();
        game.ai_not_before = now + 600.0;
        true
    }

    /// The set-up position as a game not yet begun (for a link, the embed dialog and the worksheet), with
    /// `game`'s language, variant and players, if it can be played.
    pub fn snapshot(&self, game: &State) -> Option<Snapshot> {
        let setup = self.check().ok()?;
        let position = *setup.position();
        Some(Snapshot {
            lang: game.lang,
            rules: *setup.rules(),
            preset: game.s.preset,
            format: MatchFormat::Single,
            seats: game.s.seats,
            flip: game.s.flip,
            start: position,
            moves: String::new(),
            position,
        })
    }

    /// A link (from `base`, the page's address) that opens the set-up position with `game`'s players, in the
    /// page's language.
    pub fn link(&self, game: &State, base: &str) -> Option<String> {
        let setup = self.check().ok()?;
        Some(game_link(
            base,
            &setup,
            game.s.preset,
            game.s.seats,
            game.lang,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wari_core::rules::{PlayableError, Preset, SetupError};

    #[test]
    fn keys_ask_for_a_seed_more_or_less_or_a_count() {
        assert_eq!(Change::from_key("+"), Some(Change::More));
        assert_eq!(Change::from_key("="), Some(Change::More));
        assert_eq!(Change::from_key("-"), Some(Change::Less));
        assert_eq!(Change::from_key("7"), Some(Change::Set(7)));
        assert_eq!(Change::from_key("0"), Some(Change::Set(0)));
        assert_eq!(Change::from_key("12"), None);
        assert_eq!(Change::from_key("a"), None);
        assert_eq!(Change::from_key("Enter"), None);
        assert_eq!(Change::from_key(""), None);
    }

    #[test]
    fn changes_stay_between_none_and_all_the_seeds() {
        let rules = Preset::Abapa.rules();
        let mut e = Editing::new(rules, &Position::start(&rules));
        e.change(Place::Pit(0), Change::Less);
        e.change(Place::Pit(0), Change::Less);
        e.change(Place::Pit(0), Change::Less);
        e.change(Place::Pit(0), Change::Less);
        e.change(Place::Pit(0), Change::Less);
        assert_eq!(e.count(Place::Pit(0)), 0);
        e.change(Place::Store(Player::South), Change::Set(200));
        assert_eq!(e.count(Place::Store(Player::South)), 48);
        assert_eq!(e.selected, Place::Store(Player::South));
        // A pit the board does not have changes nothing.
        e.change(Place::Pit(12), Change::More);
        assert_eq!(e.selected, Place::Store(Player::South));
        assert_eq!(e.setup.pits.len(), 12);
    }

    #[test]
    fn the_check_is_the_engines_and_fill_stores_completes_the_seeds() {
        let rules = Preset::Abapa.rules();
        let mut e = Editing::new(rules, &Position::start(&rules));
        assert!(e.check().is_ok());
        e.clear();
        assert_eq!(e.setup.seeds(), 0);
        e.change(Place::Pit(2), Change::Set(3));
        e.change(Place::Pit(8), Change::Set(2));
        assert_eq!(e.setup.seeds(), 5);
        assert_eq!(
            e.check().unwrap_err(),
            PlayableError::Setup(SetupError::Seeds {
                found: 5,
                expected: 48
            })
        );
        e.fill_stores();
        assert_eq!(e.setup.seeds(), 48);
        assert_eq!(e.setup.to_string(), "0-0-3-0-0-0-0-0-2-0-0-0-22-21-S");
        assert!(e.check().is_ok());
        // North to move: North's 2 seeds in c reach South's side, so it can move.
        e.set_to_move(Player::North);
        assert!(e.check().is_ok());
        e.change(Place::Store(Player::South), Change::Set(25));
        e.change(Place::Store(Player::North), Change::Set(18));
        assert_eq!(
            e.check().unwrap_err(),
            PlayableError::TargetReached {
                player: Player::South,
                store: 25,
                target: 25
            }
        );
        e.start();
        assert_eq!(e.setup, Setup::start(&rules));
    }

    /// G5: the set-up can be in the extra turn after a grand slam (`S+`), which the engine accepts only when the
    /// opponent has no seeds; other rules have no such turn, and a change of rules drops it.
    #[test]
    fn the_g5_extra_turn_is_set_up_under_g5_only() {
        let rules = Preset::Antigua.rules();
        assert_eq!(rules.grand_slam(), GrandSlam::CaptureThenFeed);
        let mut e = Editing::new(rules, &Position::start(&rules));
        assert!(e.has_feed_turn());
        e.set_feed_turn(true);
        assert_eq!(
            e.check().unwrap_err(),
            PlayableError::Setup(SetupError::FeedTurn {
                to_move: Player::South
            })
        );
        let n = rules.pits_a_side() as usize;
        e.clear();
        e.change(Place::Pit(0), Change::Set(1));
        e.change(Place::Pit(n - 1), Change::Set(3));
        e.fill_stores();
        let game = e.check().unwrap();
        let text = game.position().to_string();
        assert!(text.ends_with("-S+"), "{text}");
        assert!(game.position().feed_turn());
        // The feeding move is the only one: F (3 seeds) reaches North; A's single seed does not.
        assert_eq!(game.legal_moves().to_vec(), vec![n - 1]);
        // Kept when the editor opens on that position; dropped under rules without G5.
        assert!(Editing::new(rules, game.position()).setup.feed_turn);
        e.rebase(Preset::Abapa.rules());
        assert!(!e.setup.feed_turn);
        e.set_feed_turn(true);
        assert!(!e.setup.feed_turn);
    }

    #[test]
    fn other_rules_keep_a_set_up_of_their_size_else_start_afresh() {
        let rules = Preset::Abapa.rules();
        let mut e = Editing::new(rules, &Position::start(&rules));
        e.change(Place::Pit(1), Change::Set(9));
        e.rebase(Preset::Numeros.rules());
        assert_eq!(e.count(Place::Pit(1)), 9);
        e.rebase(Preset::Moruba.rules());
        assert_eq!(e.setup, Setup::start(&Preset::Moruba.rules()));
        assert_eq!(e.selected, Place::Pit(0));
    }
}
