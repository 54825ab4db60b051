//! What the review sheet prints of a reviewed game ([`ReviewSheet`]): the game, the chart's points and every
//! move judged, as the engine's review made them (`wari_engine::analysis`). It travels inside the print
//! request ([`crate::print_job::PrintRequest`]) as these typed values (the judgements and values are the
//! engine's serde types), and the print module reads it back only if it is a review of the request's game
//! ([`ReviewSheet::check`]): the moves replay from the start under the rules, there is a point for every
//! position and a judged move for every move, each the move played by the player to move, with a legal better
//! move and the judgement its seeds give.

use serde::{Deserialize, Serialize};
use wari_core::rules::{play_game_string, Game, Player, Position, Rules};
use wari_engine::analysis::{
    chart_cap, Judgement, MoveReview, PlayerSummary, Review, Thresholds, THRESHOLDS,
};

/// A reviewed game, as the review sheet prints it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewSheet {
    /// The game reviewed, from the snapshot's start position: its moves (B4).
    pub game: String,
    /// South's value at each position, from the start, hundredths of a seed (the chart's points,
    /// `PositionReview::chart`).
    pub chart: Vec<i32>,
    /// Every move judged, in order.
    pub moves: Vec<MoveReview>,
}

/// Why a review sheet is not one of the request's game: the part that does not fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotThisGame(pub &'static str);

impl ReviewSheet {
    /// The sheet of a whole review.
    pub fn of(review: &Review) -> ReviewSheet {
        ReviewSheet {
            game: review.game.clone(),
            chart: review.positions.iter().map(|p| p.chart).collect(),
            moves: review.moves.clone(),
        }
    }

    /// Checks that the sheet is a review of the game of `moves` from `start` under `rules` (see the module
    /// notes); returns that game.
    pub fn check(&self, rules: &Rules, start: &Position) -> Result<Game, NotThisGame> {
        let bad = NotThisGame;
        let mut game = Game::from_setup(*rules, &start.to_setup()).map_err(|_| bad("start"))?;
        play_game_string(&mut game, &self.game).map_err(|_| bad("game"))?;
        let plies = game.ply();
        let cap = chart_cap(rules);
        if self.chart.len() != plies + 1 || self.chart.iter().any(|v| v.abs() > cap) {
            return Err(bad("chart"));
        }
        if self.moves.len() != plies {
            return Err(bad("moves"));
        }
        for (k, m) in self.moves.iter().enumerate() {
            let at = game.position_at(k).ok_or(bad("moves"))?;
            let legal = at.legal_moves(rules);
            let fits = m.ply == k
                && m.pit == game.moves()[k]
                && m.mover == at.to_move()
                && legal.contains(&(m.best as usize))
                && m.seeds == Thresholds::seeds(m.cost)
                && m.judgement == THRESHOLDS.judge(m.cost)
                && (m.pit != m.best || m.cost == 0);
            if !fits {
                return Err(bad("move"));
            }
        }
        Ok(game)
    }

    /// South's and North's moves summed up (the engine's summary).
    pub fn summary(&self) -> [PlayerSummary; 2] {
        [Player::South, Player::North].map(|p| PlayerSummary::of(p, &self.moves))
    }

    /// The mistakes and blunders, in the order of the game: the sheet's list.
    pub fn mistakes(&self) -> Vec<&MoveReview> {
        self.moves.iter().filter(|m| m.worth_retrying()).collect()
    }

    /// The `n` costliest moves (those that gave away a seed or more), the costliest first, the earlier first
    /// among equals: the boards of the sheet.
    pub fn costliest(&self, n: usize) -> Vec<&MoveReview> {
        let mut errors: Vec<&MoveReview> = self
            .moves
            .iter()
            .filter(|m| m.judgement != Judgement::Good)
            .collect();
        errors.sort_by_key(|m| (std::cmp::Reverse(m.cost), m.ply));
        errors.truncate(n);
        errors
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wari_core::rules::{Preset, Setup};
    use wari_engine::analysis::{Analyser, REVIEW};

    /// C1: South's A throws away F's capture of 7 (c, b, a); North's d then captures 3.
    fn reviewed() -> (Rules, Position, Review) {
        let rules = Preset::Abapa.rules();
        let setup: Setup = "1-0-0-0-0-3-1-2-1-4-4-4-14-14-S"
            .parse()
            .expect("a position");
        let mut game = Game::from_setup(rules, &setup).expect("abapa");
        play_game_string(&mut game, "Ad").expect("legal");
        let review = Analyser::new(&game, REVIEW)
            .run(&mut |_, _, _| true)
            .expect("not cancelled");
        (rules, *game.start_position(), review)
    }

    #[test]
    fn a_sheet_of_the_game_checks_and_lists_its_mistakes_and_costliest_moves() {
        let (rules, start, review) = reviewed();
        let sheet = ReviewSheet::of(&review);
        let game = sheet.check(&rules, &start).expect("the game's review");
        assert_eq!(game.game_string(), "Ad");
        assert_eq!(sheet.summary(), review.summary);
        let listed: Vec<(char, char)> = sheet
            .mistakes()
            .iter()
            .map(|m| (m.letter, m.best_letter))
            .collect();
        assert_eq!(listed[0], ('A', 'F'));
        assert_eq!(sheet.costliest(3)[0].letter, 'A');
        assert!(sheet.costliest(3).len() <= 2);
        let text = serde_json::to_string(&sheet).expect("serialises");
        assert_eq!(serde_json::from_str::<ReviewSheet>(&text).ok(), Some(sheet));
    }

    /// A sheet that is not a review of the game is refused, naming the part that does not fit.
    #[test]
    fn a_sheet_of_another_game_is_refused() {
        let (rules, start, review) = reviewed();
        let good = ReviewSheet::of(&review);
        let check = |s: &ReviewSheet| s.check(&rules, &start).map(|_| ()).map_err(|e| e.0);
        let mut s = good.clone();
        s.game = "Fd".into();
        assert_eq!(check(&s), Err("move"));
        s.game = "Ax".into();
        assert_eq!(check(&s), Err("game"));
        let mut s = good.clone();
        s.chart.pop();
        assert_eq!(check(&s), Err("chart"));
        let mut s = good.clone();
        s.chart[0] = 9999;
        assert_eq!(check(&s), Err("chart"));
        let mut s = good.clone();
        s.moves[0].judgement = Judgement::Good;
        assert_eq!(check(&s), Err("move"));
        let mut s = good.clone();
        s.moves[0].best = 2;
        assert_eq!(check(&s), Err("move"));
        let mut s = good.clone();
        s.moves[1].mover = Player::South;
        assert_eq!(check(&s), Err("move"));
        let mut s = good;
        s.moves.pop();
        assert_eq!(check(&s), Err("moves"));
    }
}
