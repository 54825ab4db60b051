//! Whether a set-up can be played from ([`Game::playable`]): a position of the rules ([`SetupError`]) whose
//! game is not over before its first move ([`PlayableError`]), as the position editor of the page checks it
//! after every change. Also the editor's one computed change, [`Setup::fill_stores`].

use super::{Ending, Game, Player, Rules, Setup, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a [`Setup`] cannot be played from: it is no position of the rules, or the game would be over at once.
/// Each variant carries the offending values; `Display` gives the English sentence, the page renders each
/// variant in its language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayableError {
    /// No position of the rules (B1, the seeds, E2 for both stores, the G5 marker).
    Setup(SetupError),
    /// E2: a store holds the target already, so the game is over.
    TargetReached {
        /// The player whose store holds it.
        player: Player,
        /// The seeds in that store.
        store: u8,
        /// The target.
        target: u16,
    },
    /// E5 (`end=no-capture`): no sequence of moves can lead to a capture, so the game is over.
    NoCapture,
    /// E1: the player to move has no legal move (an empty side, or no move that feeds under F1/F2).
    Stuck {
        /// The player to move.
        to_move: Player,
    },
}

impl fmt::Display for PlayableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PlayableError::Setup(e) => e.fmt(f),
            PlayableError::TargetReached {
                player,
                store,
                target,
            } => write!(
                f,
                "the store of {} holds {store} seeds, the target of {target} or more: the game is over",
                player.letter()
            ),
            PlayableError::NoCapture => write!(
                f,
                "no capture can happen any more (E5): the game is over"
            ),
            PlayableError::Stuck { to_move } => write!(
                f,
                "{} is to move but has no legal move: the game is over",
                to_move.letter()
            ),
        }
    }
}

impl std::error::Error for PlayableError {}

impl From<SetupError> for PlayableError {
    fn from(e: SetupError) -> PlayableError {
        PlayableError::Setup(e)
    }
}

impl Game {
    /// A game from `setup` if it can be played: a position of `rules` ([`Position::from_setup`]'s checks
    /// first) where the game is not over before the first move, checked in the order of RULES.md's end of
    /// the game: E2 (a store at the target), E5, E1 (the player to move has no legal move).
    ///
    /// [`Position::from_setup`]: super::Position::from_setup
    ///
    /// ```
    /// use wari_core::rules::{Game, PlayableError, Player, Preset, Setup};
    /// let rules = Preset::Abapa.rules();
    /// let empty_south: Setup = "0-0-0-0-0-0-1-0-0-0-0-0-23-24-S".parse().unwrap();
    /// assert_eq!(
    ///     Game::playable(rules, &empty_south).unwrap_err(),
    ///     PlayableError::Stuck { to_move: Player::South }
    /// );
    /// ```
    pub fn playable(rules: Rules, setup: &Setup) -> Result<Game, PlayableError> {
        let game = Game::from_setup(rules, setup)?;
        let Some(outcome) = game.outcome() else {
            return Ok(game);
        };
        let pos = game.position();
        Err(match outcome.ending {
            Ending::Target => {
                let player = if pos.stores()[0] as u16 >= rules.target() {
                    Player::South
                } else {
                    Player::North
                };
                PlayableError::TargetReached {
                    player,
                    store: pos.stores()[player.index()],
                    target: rules.target(),
                }
            }
            Ending::NoCapture => PlayableError::NoCapture,
            // No move was played: neither a repetition (E3) nor an agreement can have ended it; E1 is left.
            Ending::Stuck | Ending::Cycle | Ending::Agreement => PlayableError::Stuck {
                to_move: pos.to_move(),
            },
        })
    }
}

impl Setup {
    /// Puts the seeds that `rules` play with and the pits do not hold into the stores, or takes the extra
    /// ones out of them, so that the set-up has the rules' number of seeds where the stores allow it. Each
    /// seed added goes to the store holding fewer (South's on a tie), each one taken comes from the store
    /// holding more (North's on a tie): the stores stay as even as they can, away from the target.
    pub fn fill_stores(&mut self, rules: &Rules) {
        let want = rules.total_seeds() as u32;
        while self.seeds() < want {
            let k = usize::from(self.stores[1] < self.stores[0]);
            if self.stores[k] == u8::MAX {
                return;
            }
            self.stores[k] += 1;
        }
        while self.seeds() > want && self.stores != [0, 0] {
            let k = usize::from(self.stores[1] >= self.stores[0]);
            self.stores[k] -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    fn setup(text: &str) -> Setup {
        text.parse().expect("a position text")
    }

    #[test]
    fn a_position_of_the_rules_with_a_move_to_play_is_playable() {
        let rules = Preset::Abapa.rules();
        let s = setup("0-0-0-0-0-1-0-0-0-0-2-0-22-23-S");
        let game = Game::playable(rules, &s).expect("playable");
        assert_eq!(game.position().to_setup(), s);
        assert_eq!(game.legal_moves(), vec![5]);
    }

    #[test]
    fn the_setup_errors_come_first() {
        let rules = Preset::Abapa.rules();
        assert_eq!(
            Game::playable(rules, &setup("4-4-4-4-4-4-4-4-4-4-4-3-0-0-S")).unwrap_err(),
            PlayableError::Setup(SetupError::Seeds {
                found: 47,
                expected: 48
            })
        );
    }

    #[test]
    fn e2_a_store_at_the_target_is_a_game_over() {
        let rules = Preset::Abapa.rules();
        let s = setup("0-0-0-0-0-1-0-0-0-0-2-0-25-20-N");
        assert_eq!(
            Game::playable(rules, &s).unwrap_err(),
            PlayableError::TargetReached {
                player: Player::South,
                store: 25,
                target: 25
            }
        );
        let s = setup("0-0-0-0-0-1-0-0-0-0-2-0-20-25-S");
        assert!(matches!(
            Game::playable(rules, &s),
            Err(PlayableError::TargetReached {
                player: Player::North,
                ..
            })
        ));
    }

    #[test]
    fn e1_a_player_to_move_without_a_move_is_a_game_over() {
        let rules = Preset::Abapa.rules();
        // North to move with an empty side.
        let s = setup("1-0-0-0-0-0-0-0-0-0-0-0-23-24-N");
        assert_eq!(
            Game::playable(rules, &s).unwrap_err(),
            PlayableError::Stuck {
                to_move: Player::North
            }
        );
        // F1: South must feed North's empty side, and its one seed in A cannot reach it.
        let s = setup("1-0-0-0-0-0-0-0-0-0-0-0-23-24-S");
        assert_eq!(
            Game::playable(rules, &s).unwrap_err(),
            PlayableError::Stuck {
                to_move: Player::South
            }
        );
        // From F: it can.
        assert!(Game::playable(rules, &setup("0-0-0-0-0-1-0-0-0-0-0-0-23-24-S")).is_ok());
    }

    #[test]
    fn e5_no_capture_possible_is_a_game_over_only_under_e5() {
        let rules = Preset::Numeros.rules();
        assert!(rules.no_capture_end());
        // One seed each, far apart: nothing can ever be captured.
        let s = setup("1-0-0-0-0-0-1-0-0-0-0-0-23-23-S");
        assert_eq!(
            Game::playable(rules, &s).unwrap_err(),
            PlayableError::NoCapture
        );
        assert!(Game::playable(Preset::Abapa.rules(), &s).is_ok());
    }

    #[test]
    fn fill_stores_puts_the_missing_seeds_evenly_and_takes_extra_ones_out() {
        let rules = Preset::Abapa.rules();
        let mut s = setup("0-0-3-0-0-0-0-2-0-0-0-0-0-0-S");
        s.fill_stores(&rules);
        assert_eq!(s, setup("0-0-3-0-0-0-0-2-0-0-0-0-22-21-S"));
        assert!(Game::playable(rules, &s).is_ok());
        let mut s = setup("0-0-3-0-0-0-0-2-0-0-0-0-30-20-S");
        s.fill_stores(&rules);
        assert_eq!(s, setup("0-0-3-0-0-0-0-2-0-0-0-0-23-20-S"));
        // Too many seeds in the pits: the stores are emptied, the count still says what is wrong.
        let mut s = setup("10-10-10-10-10-0-0-0-0-0-0-0-1-2-S");
        s.fill_stores(&rules);
        assert_eq!(s.stores, [0, 0]);
        assert_eq!(
            Game::playable(rules, &s).unwrap_err(),
            PlayableError::Setup(SetupError::Seeds {
                found: 50,
                expected: 48
            })
        );
    }
}
