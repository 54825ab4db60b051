//! What the page's start leaves for later, and what the computer builds ahead (so that the first move
//! is playable sooner). Pure: tested natively.
//!
//! - [`first_view`]: the start's task builds only what the first screen needs (the header, the board, the
//!   status line and the bar); the side panel, the move list, How to play and the classroom rooms' cards are
//!   built in a task after the first paint, unless the page shows one of them at once.
//! - [`tables_ahead`]: the computer's endgame tables are built (or loaded from the browser's storage) ahead
//!   only for a seat whose level plays with them (the strongest), and only once the game comes near the seeds
//!   they cover (`Tables::due`), not at the start of a 48-seed game; a hint, which also uses them, has the
//!   engine build them when it is asked and they are due.

use crate::app::model::{Mode, Model};
use wari_core::params::Seat;
use wari_core::rules::Game;
use wari_engine::endgame::{Tables, DEFAULT_BUDGET};
use wari_engine::levels;

/// What the start's task builds of the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstView {
    /// The header, the board, the status line and the bar; the rest after the first paint.
    Board,
    /// Everything at once.
    Whole,
}

/// What the start's task builds for `state`, in an embedded board (`embedded`) or a print preview (`print`):
/// the whole view when a part of it beside the board shows at once (a classroom room, an embedded board that
/// reports its height to its page, a print preview).
pub fn first_view(state: &Model, embedded: bool, print: bool) -> FirstView {
    if embedded || print || room_shown(state) {
        FirstView::Whole
    } else {
        FirstView::Board
    }
}

/// Whether a classroom room shows on or over the board now: a puzzle, the lesson, the position editor, counting
/// practice (on, or the numbers hidden), the game review. Its cards must be drawn with the board, never a frame later.
pub fn room_shown(state: &Model) -> bool {
    !matches!(state.mode, Mode::Game)
        || state.counting.on
        || state.counting.hide
        || state.review.is_open()
}

/// Whether the computer's endgame tables are worth building ahead for these seats in `game`: a computer plays
/// at a level that probes them (`ai::levels::spec(level).tables`: the strongest only), and the seeds on the
/// board have come near those the tables cover (`Tables::due`, with the worker's default budget).
pub fn tables_ahead(seats: [Seat; 2], game: &Game) -> bool {
    seats
        .iter()
        .any(|s| matches!(s, Seat::Computer(level) if levels::spec(*level).tables))
        && Tables::due(game.rules(), DEFAULT_BUDGET, game.position().board_seeds())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::model::tests::open;
    use crate::features::game::state::Purpose;
    use wari_core::params::DEFAULT_LEVEL;
    use wari_engine::LEVELS;

    #[test]
    fn a_plain_page_builds_the_board_first() {
        assert_eq!(first_view(&open(""), false, false), FirstView::Board);
        assert_eq!(
            first_view(&open("?variant=abapa&south=human&north=ai-6"), false, false),
            FirstView::Board
        );
    }

    #[test]
    fn a_room_shown_at_once_an_embedded_board_and_a_print_preview_build_everything() {
        // What the page's start does for `?puzzle=abapa/1` and `?lesson=1` (app.rs).
        let mut puzzle = open("");
        puzzle.open_puzzle(wari_core::puzzles::index_of("abapa/1").unwrap(), true);
        let mut lesson = open("");
        lesson.open_lesson(true);
        for s in [&puzzle, &lesson] {
            assert!(room_shown(s));
            assert_eq!(first_view(s, false, false), FirstView::Whole);
        }
        assert!(!room_shown(&open("")));
        assert_eq!(first_view(&open(""), true, false), FirstView::Whole);
        assert_eq!(first_view(&open(""), false, true), FirstView::Whole);
        let mut s = open("");
        s.open_editor();
        assert_eq!(first_view(&s, false, false), FirstView::Whole);
        for (on, hide) in [(true, false), (false, true)] {
            let mut s = open("");
            s.counting.on = on;
            s.counting.hide = hide;
            assert_eq!(first_view(&s, false, false), FirstView::Whole);
        }
    }

    /// Abapa with 20 seeds on the board (14 in each store): the tables are due.
    fn late_game() -> Game {
        let setup = "2-1-3-0-2-1-0-2-1-3-1-4-14-14-S".parse().unwrap();
        Game::from_setup(wari_core::rules::Preset::Abapa.rules(), &setup).unwrap()
    }

    #[test]
    fn only_the_strongest_level_has_its_tables_built_ahead() {
        let late = late_game();
        let tables_ahead = |seats| tables_ahead(seats, &late);
        let levels: Vec<bool> = (1..=LEVELS)
            .map(|l| tables_ahead([Seat::Human, Seat::Computer(l)]))
            .collect();
        assert_eq!(levels, [false, false, false, false, false, true]);
        assert_eq!(
            levels,
            (1..=LEVELS)
                .map(|l| levels::spec(l).tables)
                .collect::<Vec<_>>()
        );
        assert!(!tables_ahead([Seat::Human, Seat::Human]));
        assert!(tables_ahead([Seat::Computer(LEVELS), Seat::Computer(1)]));
        // A first visit plays the default level: nothing is built ahead for it.
        assert!(!tables_ahead([Seat::Human, Seat::Computer(DEFAULT_LEVEL)]));
    }

    /// Not at the start of a 48-seed game, where no search reaches the positions they cover: from 24 seeds on
    /// the board (twice the 12 they cover).
    #[test]
    fn the_tables_are_built_ahead_only_near_the_seeds_they_cover() {
        let s = open("?variant=abapa&south=human&north=ai-6");
        assert_eq!(s.game.s.game.position().board_seeds(), 48);
        assert!(!tables_ahead(s.game.s.seats, &s.game.s.game));
        assert!(tables_ahead(s.game.s.seats, &late_game()));
    }

    #[test]
    fn a_hint_asks_the_level_that_builds_its_tables_when_asked() {
        // Two people play: nothing is built ahead, and the hint's level probes the tables (the engine builds
        // them on its first search: `Ai::think`).
        let s = open("?south=human&north=human");
        assert!(!tables_ahead(s.game.s.seats, &late_game()));
        let hint = s.game.think_request(Purpose::Hint, 1).unwrap();
        assert!(levels::spec(hint.level).tables);
    }
}
