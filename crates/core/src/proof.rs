//! Exact bounded proofs: whether a player can *force* a win within a number of their own moves, found by
//! trying every move of both players (an AND-OR search) on a [`Game`], so that every end of the game
//! (E1-E5, the repetition rule E3 against the game's own history included) is exactly the rules' own
//! ([`Game::outcome`]). No evaluation, no pruning that could miss a defence: a "yes" is a proof and a "no" means
//! no forced win exists within the bound. The puzzles (`crate::puzzles`) are verified with it, and the page
//! uses it to answer a puzzle's moves with the best defence.
//!
//! Moves are counted for the *solver* only: the opponent's replies are free, and a G5 extra turn is another
//! move of the player who makes it. Within `k` solver moves the tree has at most about `(2n)^(2k)` leaves,
//! so the bounds used (up to 4 moves on 6 pits) stay in the tens of thousands of nodes.

use crate::rules::{Game, Player};

/// An exact bounded search for one player, counting the positions it visits.
#[derive(Clone, Copy, Debug)]
pub struct Prover {
    /// The player who tries to win.
    pub solver: Player,
    /// Positions visited so far (every call to the search counts one).
    pub nodes: u64,
}

impl Prover {
    /// A prover for `solver`.
    pub fn new(solver: Player) -> Prover {
        Prover { solver, nodes: 0 }
    }

    /// Whether the solver, whoever is to move in `game`, forces a win within `moves` more moves of their own:
    /// the game ends (E1-E5) with the solver ahead (E4) after at most `moves` solver moves, whatever the
    /// opponent plays. `game` is left as it was.
    pub fn wins_within(&mut self, game: &mut Game, moves: u32) -> bool {
        self.nodes += 1;
        if let Some(outcome) = game.outcome() {
            return outcome.winner == Some(self.solver);
        }
        let mine = game.position().to_move() == self.solver;
        if mine && moves == 0 {
            return false;
        }
        let left = if mine { moves - 1 } else { moves };
        for pit in game.legal_moves() {
            let wins = self.after(game, pit, |p, g| p.wins_within(g, left));
            if wins == mine {
                // The solver found a win (OR), or the opponent a way out (AND).
                return mine;
            }
        }
        !mine
    }

    /// The fewest solver moves, up to `max`, within which the solver forces a win in `game`; `None` if none.
    pub fn win_distance(&mut self, game: &mut Game, max: u32) -> Option<u32> {
        (0..=max).find(|&k| self.wins_within(game, k))
    }

    /// The solver's moves that force a win within `moves` solver moves (this one included), in pit order.
    /// The solver must be to move.
    pub fn winning_moves(&mut self, game: &mut Game, moves: u32) -> Vec<usize> {
        if game.outcome().is_some() || moves == 0 {
            return Vec::new();
        }
        game.legal_moves()
            .into_iter()
            .filter(|&pit| self.after(game, pit, |p, g| p.wins_within(g, moves - 1)))
            .collect()
    }

    /// The opponent's best defence when the solver forces a win within `moves` solver moves: the reply after
    /// which the solver needs the most moves (a reply that escapes altogether comes first), then the one
    /// capturing the most, then the lowest pit. `None` when the opponent is not to move or the game is over.
    pub fn best_defence(&mut self, game: &mut Game, moves: u32) -> Option<usize> {
        if game.outcome().is_some() || game.position().to_move() == self.solver {
            return None;
        }
        let mut best: Option<(u32, u32, usize)> = None;
        for pit in game.legal_moves() {
            let captured = game.position().explain(game.rules(), pit).ok()?.captured();
            let needed = self
                .after(game, pit, |p, g| p.win_distance(g, moves))
                .unwrap_or(u32::MAX);
            // Larger (needed, captured) is better for the defence; among equals the lowest pit (first) stays.
            if best.is_none_or(|(n, c, _)| (needed, captured) > (n, c)) {
                best = Some((needed, captured, pit));
            }
        }
        best.map(|(_, _, pit)| pit)
    }

    /// Plays `pit`, asks `f`, takes the move back.
    fn after<T>(
        &mut self,
        game: &mut Game,
        pit: usize,
        f: impl FnOnce(&mut Self, &mut Game) -> T,
    ) -> T {
        game.play(pit).expect("a legal move");
        let result = f(self, game);
        game.undo();
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Preset, Setup};

    fn game(preset: Preset, text: &str) -> Game {
        Game::from_setup(preset.rules(), &text.parse::<Setup>().unwrap()).unwrap()
    }

    #[test]
    fn e2_a_capture_reaching_the_target_is_a_win_in_one() {
        // F sows its one seed into a (2 -> 3): South captures 3 and reaches 25, the target (C1, E2); North keeps e.
        let mut g = game(Preset::Abapa, "0-0-0-0-0-1-2-0-0-0-1-0-22-22-S");
        let mut p = Prover::new(Player::South);
        assert!(!p.wins_within(&mut g, 0));
        assert!(p.wins_within(&mut g, 1));
        assert_eq!(p.win_distance(&mut g, 3), Some(1));
        assert_eq!(p.winning_moves(&mut g, 1), vec![5]);
        assert_eq!(g.ply(), 0, "the game is left as it was");
        assert_eq!(g.position().to_string(), "0-0-0-0-0-1-2-0-0-0-1-0-22-22-S");
    }

    #[test]
    fn e1_the_opponents_forced_reply_can_win_without_a_move_of_ones_own() {
        // North's only move f sows into A; South must then feed (F1) but A's 2 seeds stay on South's side, so
        // South is stuck (E1) and takes its own 2 seeds: 25 - 23, South wins with no move of its own.
        let mut g = game(Preset::Abapa, "1-0-0-0-0-0-0-0-0-0-0-1-23-23-N");
        let mut south = Prover::new(Player::South);
        assert!(south.wins_within(&mut g, 0));
        assert_eq!(south.best_defence(&mut g, 2), Some(11));
        let mut north = Prover::new(Player::North);
        assert!(!north.wins_within(&mut g, 3));
        assert_eq!(north.winning_moves(&mut g, 3), Vec::<usize>::new());
    }
}
