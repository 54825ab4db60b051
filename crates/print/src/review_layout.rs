//! The review sheet's layout, in mm (pure, tested natively; `review.rs` draws it): the chart of the values
//! over the game ([`Chart`]), the list of mistakes over as many sheets as it needs ([`list_sheets`]) and the
//! room of the boards of the costliest moves ([`review_board_scale`]). Sheets are the print view's: A4 and
//! Letter landscape alike ([`super::SHEET_W`] x [`super::SHEET_H`]).

use super::{Rect, SHEET_W};
use std::ops::Range;
use wari_core::geometry::Geometry;

/// The chart's drawing: the whole sheet's width, this high.
pub const CHART_H: f64 = 58.0;
/// Room at the chart's left for the seeds' labels, and at its foot for the moves'.
const LABELS: (f64, f64) = (12.0, 6.0);

/// The chart of South's value at each position of a game: x the position (moves played), y the value within
/// `±cap` hundredths of a seed, South's lead up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Chart {
    /// Where the values are drawn (inside the labels).
    pub plot: Rect,
    /// The value at the top (and, negated, at the bottom).
    pub cap: i32,
    /// The positions (the moves plus one).
    pub points: usize,
}

impl Chart {
    /// The chart of `points` positions with values within `±cap` (`cap` > 0).
    pub fn new(points: usize, cap: i32) -> Chart {
        let (lx, ly) = LABELS;
        Chart {
            plot: (lx, 2.0, SHEET_W - lx - 2.0, CHART_H - ly - 4.0),
            cap: cap.max(1),
            points,
        }
    }

    /// The x of the position after `ply` moves.
    pub fn x(&self, ply: usize) -> f64 {
        let (x, _, w, _) = self.plot;
        let last = self.points.saturating_sub(1).max(1);
        x + w * ply.min(last) as f64 / last as f64
    }

    /// The y of the value `v` (hundredths of a seed, South's view; beyond the cap: at the edge).
    pub fn y(&self, v: i32) -> f64 {
        let (_, y, _, h) = self.plot;
        let v = v.clamp(-self.cap, self.cap) as f64 / self.cap as f64;
        y + h / 2.0 * (1.0 - v)
    }

    /// The points of the values, in order.
    pub fn line(&self, values: &[i32]) -> Vec<(f64, f64)> {
        values
            .iter()
            .enumerate()
            .map(|(k, &v)| (self.x(k), self.y(v)))
            .collect()
    }

    /// The seeds marked on the side, with their y: the middle (level), half the cap and the cap, both ways.
    pub fn seed_marks(&self) -> Vec<(i32, f64)> {
        let top = self.cap / 100;
        let half = top / 2;
        [top, half, 0, -half, -top]
            .into_iter()
            .map(|s| (s, self.y(s * 100)))
            .collect()
    }

    /// The moves numbered along the foot, with their x: every 5 or 10 moves (every move of a game of ten or
    /// fewer), never more than 16 numbers.
    pub fn move_marks(&self) -> Vec<(usize, f64)> {
        let moves = self.points.saturating_sub(1);
        let step = [1, 2, 5, 10, 20, 50, 100]
            .into_iter()
            .find(|s| moves / s <= 15)
            .unwrap_or(200);
        (0..=moves).step_by(step).map(|m| (m, self.x(m))).collect()
    }
}

/// Rows of the list of mistakes on the first sheet (under the summary and the chart).
pub const FIRST_ROWS: usize = 12;
/// Rows on each sheet after it.
pub const MORE_ROWS: usize = 26;

/// The rows of a list of `rows` mistakes on each sheet: the first sheet's (never empty, so the heading and
/// "no mistakes" have a place), then full sheets of [`MORE_ROWS`].
pub fn list_sheets(rows: usize) -> Vec<Range<usize>> {
    let mut sheets = Vec::with_capacity(1 + rows / MORE_ROWS);
    sheets.push(0..rows.min(FIRST_ROWS));
    let mut at = FIRST_ROWS;
    while at < rows {
        sheets.push(at..(at + MORE_ROWS).min(rows));
        at += MORE_ROWS;
    }
    sheets
}

/// The room of one board of a costly move on the boards' sheet (three under each other, the words beside).
pub const REVIEW_BOARD: (f64, f64) = (150.0, 48.0);

/// How much a board is scaled to fit [`REVIEW_BOARD`] (never enlarged).
pub fn review_board_scale(board: &Geometry) -> f64 {
    let (w, h) = board.size();
    (REVIEW_BOARD.0 / w).min(REVIEW_BOARD.1 / h).min(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{printed, PIT_D, SHEET_H};

    #[test]
    fn the_chart_puts_south_ahead_up_and_the_game_left_to_right() {
        let c = Chart::new(61, 2400);
        let (x, y, w, h) = c.plot;
        assert!(x + w <= SHEET_W && y + h <= CHART_H);
        assert_eq!((c.x(0), c.x(60)), (x, x + w));
        assert_eq!((c.y(2400), c.y(0), c.y(-2400)), (y, y + h / 2.0, y + h));
        // Beyond the cap: at the edge.
        assert_eq!(c.y(-99_999), y + h);
        assert_eq!(
            c.line(&[0, 1200, -2400]),
            [(x, y + h / 2.0), (c.x(1), y + h / 4.0), (c.x(2), y + h)]
        );
        let seeds: Vec<i32> = c.seed_marks().iter().map(|m| m.0).collect();
        assert_eq!(seeds, [24, 12, 0, -12, -24]);
        let moves: Vec<usize> = c.move_marks().iter().map(|m| m.0).collect();
        assert_eq!(moves, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]);
        let short: Vec<usize> = Chart::new(4, 2400)
            .move_marks()
            .iter()
            .map(|m| m.0)
            .collect();
        assert_eq!(short, [0, 1, 2, 3]);
        // A game of no move: one point, at the left.
        assert_eq!(Chart::new(1, 2400).x(0), x);
        assert_eq!(Chart::new(301, 2400).move_marks().len(), 16);
    }

    #[test]
    fn the_list_goes_on_over_sheets_as_it_needs() {
        let sheets = |rows| -> Vec<(usize, usize)> {
            list_sheets(rows).iter().map(|r| (r.start, r.end)).collect()
        };
        assert_eq!(sheets(0), [(0, 0)]);
        assert_eq!(sheets(12), [(0, 12)]);
        assert_eq!(sheets(13), [(0, 12), (12, 13)]);
        assert_eq!(sheets(64), [(0, 12), (12, 38), (38, 64)]);
    }

    /// Three boards of the costliest moves fit a sheet's height with their heading, and their pits stay large
    /// enough to read their counts (12 mm or more; four rows of twelve, the largest board: 8 mm).
    #[test]
    fn three_boards_fit_a_sheet_with_pits_large_enough_to_read() {
        assert!(3.0 * REVIEW_BOARD.1 + 30.0 <= SHEET_H);
        for preset in wari_core::rules::Preset::ALL {
            let g = printed(&preset.rules(), false);
            let s = review_board_scale(&g);
            let (w, h) = g.size();
            assert!(w * s <= REVIEW_BOARD.0 + 1e-9 && h * s <= REVIEW_BOARD.1 + 1e-9);
            let least = if g.layout().rows() == 2 { 12.0 } else { 8.0 };
            assert!(PIT_D * s >= least, "{}: {}", preset.id(), PIT_D * s);
        }
    }
}
