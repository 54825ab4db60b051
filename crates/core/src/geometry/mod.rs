//! The one board geometry: where every pit and store of a board stands, for the screen board (`board.rs`), the
//! print view (`web/print/`), the embed snippets (`embed.rs`) and, through them, the embed script. Pure (no
//! web-sys), tested natively.
//!
//! Three things describe a drawing:
//! - a [`Layout`]: rows (2, 3 or 4; RULES.md B1, L3, L4) and pits a row, with the board-index -> (row, column)
//!   mapping of each layout's sowing loops ([`Layout::cell`]);
//! - [`Metrics`]: the sizes of one medium ([`Metrics::SCREEN`] in viewBox units, [`Metrics::PRINT`] in mm);
//! - the way it is shown: [`Orientation`] (a phone in portrait turns the board a quarter clockwise) and `flipped`
//!   (North at the bottom: the picture turned half a turn).
//!
//! [`Geometry`] combines them and answers every place: [`Geometry::pit`] (centre, radius, row, column, owner,
//! letter position and side), [`Geometry::store`], [`Geometry::size`]. Rows and columns are counted as drawn
//! before the quarter turn: row 0 is the row farthest from the bottom player, column 0 the leftmost. A caller
//! that asks only these questions draws a board of three or four rows unchanged.
//!
//! Files: `layout.rs` (the layouts and their board-index mapping), `decimal.rs` (coordinates as text, without
//! the standard library's float formatting), this file (the media and every place in a drawing).

mod decimal;
mod layout;
pub mod marks;

pub use decimal::decimal;
pub use layout::{Cell, Layout, LayoutError};

use crate::rules::Player;

/// A point of the drawing, `(x, y)`, y downwards.
pub type Point = (f64, f64);

/// The sizes of one medium. Lengths along a row are "along", from row to row "across".
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Metrics {
    /// A pit's radius.
    pub pit_r: f64,
    /// From a pit's centre to the next one's in a row.
    pub pitch: f64,
    /// Between the edges of two pits of neighbouring rows.
    pub row_gap: f64,
    /// The same, when the pit letters of an inner row stand in the gap (boards of three and four rows).
    pub letter_gap: f64,
    /// From the centre of a pit of an outer row to the middle of its letter (outside the rows).
    pub letter_offset: f64,
    /// Half a store's length along the rows.
    pub store_half: f64,
    /// From a store's centre to the centre of the nearest pit column.
    pub store_to_pit: f64,
    /// From the drawing's end to a store's centre.
    pub end: f64,
    /// From the drawing's top (and bottom) to the outer row's pit edge: room for the letters (and on paper the
    /// players' names).
    pub edge: f64,
}

impl Metrics {
    /// The screen board, in SVG viewBox units (two rows: `292 + 118 x pits` wide, 320 high).
    pub const SCREEN: Metrics = Metrics {
        pit_r: 50.0,
        pitch: 118.0,
        row_gap: 40.0,
        letter_gap: 44.0,
        letter_offset: 66.0,
        store_half: 52.0,
        store_to_pit: 110.0,
        end: 95.0,
        edge: 40.0,
    };

    /// The screen board of three or four rows turned upright on a phone ([`Orientation::Vertical`]): 20 units
    /// more outside the outer rows, their letters halfway between the pits and the wood's edge (8 in), since
    /// that board is drawn small (4 x 12 pits in a phone's width) with larger letters beside the pits, which
    /// touched the wood's edge.
    pub const SCREEN_UPRIGHT_ROWS: Metrics = Metrics {
        edge: 60.0,
        letter_offset: 76.0,
        ..Metrics::SCREEN
    };

    /// The screen board's metrics for `layout` turned by `orientation`: [`Metrics::SCREEN`], or
    /// [`Metrics::SCREEN_UPRIGHT_ROWS`] for three and four rows upright.
    pub fn screen(layout: Layout, orientation: Orientation) -> Metrics {
        if orientation == Orientation::Vertical && layout.rows() > 2 {
            Metrics::SCREEN_UPRIGHT_ROWS
        } else {
            Metrics::SCREEN
        }
    }

    /// The printed board, in millimetres: 55 mm pits 3 mm apart, rows 6 mm apart, 55 mm wide stores, an 11 mm
    /// band for the letters and a 10 mm band for the names above and below the board.
    pub const PRINT: Metrics = Metrics {
        pit_r: 27.5,
        pitch: 58.0,
        row_gap: 6.0,
        letter_gap: 11.0,
        letter_offset: 33.0,
        store_half: 27.5,
        store_to_pit: 61.0,
        end: 33.5,
        edge: 21.0,
    };
}

/// How the board is turned on the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Orientation {
    /// Rows run left to right; the bottom player sits at the bottom.
    Horizontal,
    /// A quarter turn clockwise (narrow portrait screens): the bottom player's row becomes the left column,
    /// running down to their store at the bottom.
    Vertical,
}

/// A side of a pit or of the board, as drawn (after the quarter turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Up.
    Top,
    /// Down.
    Bottom,
    /// Left.
    Left,
    /// Right.
    Right,
}

impl Side {
    /// The side after a quarter turn clockwise.
    fn turned(self) -> Side {
        match self {
            Side::Top => Side::Right,
            Side::Right => Side::Bottom,
            Side::Bottom => Side::Left,
            Side::Left => Side::Top,
        }
    }
}

/// A pit's place in a drawing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PitPlace {
    /// Board index (B2).
    pub index: usize,
    /// Whose pit it is.
    pub owner: Player,
    /// Row as drawn before the quarter turn: 0 is the farthest from the bottom player.
    pub row: usize,
    /// Column as drawn before the quarter turn: 0 at the left.
    pub col: usize,
    /// Centre.
    pub centre: Point,
    /// Radius.
    pub r: f64,
    /// The middle of the pit's letter.
    pub letter: Point,
    /// Which side of the pit the letter is on: towards the owner's seat.
    pub letter_side: Side,
}

/// A store's place in a drawing: an ellipse or stadium of half-sizes `half` around `centre`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StorePlace {
    /// Whose store it is.
    pub owner: Player,
    /// Centre.
    pub centre: Point,
    /// Half its width and half its height, as drawn.
    pub half: (f64, f64),
    /// The end of the board it stands at (B3: the owner's right).
    pub end: Side,
}

/// The gap between two neighbouring rows, before the quarter turn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RowGap {
    /// The y where the upper row's pits end.
    pub top: f64,
    /// The y where the lower row's pits begin.
    pub bottom: f64,
    /// Whether letters of the upper row's pits stand in the gap.
    pub upper_letters: bool,
    /// Whether letters of the lower row's pits stand in the gap.
    pub lower_letters: bool,
}

/// A board drawn in one medium, turned one way: every place in it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    layout: Layout,
    metrics: Metrics,
    orientation: Orientation,
    flipped: bool,
}

impl Geometry {
    /// The drawing of `layout` in `metrics`, turned by `orientation`, North at the bottom when `flipped`.
    pub fn new(
        layout: Layout,
        metrics: Metrics,
        orientation: Orientation,
        flipped: bool,
    ) -> Geometry {
        Geometry {
            layout,
            metrics,
            orientation,
            flipped,
        }
    }

    /// The layout drawn.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The metrics used.
    pub fn metrics(&self) -> Metrics {
        self.metrics
    }

    /// The orientation.
    pub fn orientation(&self) -> Orientation {
        self.orientation
    }

    /// Whether North is at the bottom.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// The player at the bottom (at the left when vertical).
    pub fn bottom(&self) -> Player {
        if self.flipped {
            Player::North
        } else {
            Player::South
        }
    }

    /// Width and height before the quarter turn.
    fn flat_size(&self) -> (f64, f64) {
        let m = &self.metrics;
        let w = 2.0 * (m.end + m.store_to_pit) + (self.layout.pits_a_row() as f64 - 1.0) * m.pitch;
        let h = self.row_y(self.layout.rows() - 1) + m.pit_r + m.edge;
        (w, h)
    }

    /// The drawing's width and height, as drawn.
    pub fn size(&self) -> (f64, f64) {
        let (w, h) = self.flat_size();
        match self.orientation {
            Orientation::Horizontal => (w, h),
            Orientation::Vertical => (h, w),
        }
    }

    /// The point `(x, y)` of the unturned drawing as drawn.
    fn turn(&self, (x, y): Point) -> Point {
        match self.orientation {
            Orientation::Horizontal => (x, y),
            Orientation::Vertical => (self.flat_size().1 - y, x),
        }
    }

    fn turn_side(&self, s: Side) -> Side {
        match self.orientation {
            Orientation::Horizontal => s,
            Orientation::Vertical => s.turned(),
        }
    }

    /// The cell of pit `i` as drawn (turned half a turn when flipped).
    fn drawn_cell(&self, i: usize) -> Cell {
        let c = self.layout.cell(i);
        if self.flipped {
            Cell {
                row: self.layout.rows() - 1 - c.row,
                col: self.layout.pits_a_row() - 1 - c.col,
                owner: c.owner,
            }
        } else {
            c
        }
    }

    /// Whether the letters of the pits of (drawn) inner row `row` stand above (`true`) or below it: towards
    /// the owner's seat.
    fn inner_letter_above(&self, owner: Player) -> bool {
        owner != self.bottom()
    }

    /// Whether the gap between drawn rows `k` and `k + 1` holds letters of inner rows.
    fn gap_has_letters(&self, k: usize) -> bool {
        let rows = self.layout.rows();
        (0..self.layout.pit_count()).any(|i| {
            let c = self.drawn_cell(i);
            let inner = c.row > 0 && c.row < rows - 1;
            inner
                && ((c.row == k && !self.inner_letter_above(c.owner))
                    || (c.row == k + 1 && self.inner_letter_above(c.owner)))
        })
    }

    fn gap(&self, k: usize) -> f64 {
        let m = &self.metrics;
        if self.gap_has_letters(k) {
            m.row_gap.max(m.letter_gap)
        } else {
            m.row_gap
        }
    }

    /// The y of the centre of drawn row `row`, before the quarter turn.
    fn row_y(&self, row: usize) -> f64 {
        let m = &self.metrics;
        let mut y = m.edge + m.pit_r;
        for k in 0..row {
            y += 2.0 * m.pit_r + self.gap(k);
        }
        y
    }

    /// The x of the centre of column `col`, before the quarter turn.
    fn col_x(&self, col: usize) -> f64 {
        let m = &self.metrics;
        m.end + m.store_to_pit + col as f64 * m.pitch
    }

    /// The centre lines of the rows (their y before the quarter turn), top to bottom.
    pub fn row_centres(&self) -> Vec<f64> {
        (0..self.layout.rows()).map(|r| self.row_y(r)).collect()
    }

    /// The gaps between neighbouring rows (before the quarter turn), top to bottom: where the pits of the
    /// upper row end, where those of the lower row begin, and whose pit letters stand in the gap (boards of
    /// three and four rows).
    pub fn row_gaps(&self) -> Vec<RowGap> {
        let m = &self.metrics;
        let lettered = |row: usize, below: bool| {
            (0..self.layout.pit_count()).any(|i| {
                let p = self.pit(i);
                p.row == row && p.letter_side == if below { Side::Bottom } else { Side::Top }
            })
        };
        (0..self.layout.rows() - 1)
            .map(|k| RowGap {
                top: self.row_y(k) + m.pit_r,
                bottom: self.row_y(k + 1) - m.pit_r,
                upper_letters: lettered(k, true),
                lower_letters: lettered(k + 1, false),
            })
            .collect()
    }

    /// Where a cut across the board hurts least (x before the quarter turn): the middles of the gaps between a
    /// store and the pits and between pit columns, left to right.
    pub fn column_gaps(&self) -> Vec<f64> {
        let m = &self.metrics;
        let n = self.layout.pits_a_row();
        let w = self.flat_size().0;
        let store_gap = (m.end + m.store_half + self.col_x(0) - m.pit_r) / 2.0;
        let mut v = vec![store_gap];
        v.extend((1..n).map(|c| (self.col_x(c - 1) + self.col_x(c)) / 2.0));
        v.push(w - store_gap);
        v
    }

    /// Pit `i`'s place (panics when `i` is no pit of the layout).
    pub fn pit(&self, i: usize) -> PitPlace {
        let m = &self.metrics;
        let c = self.drawn_cell(i);
        let (x, y) = (self.col_x(c.col), self.row_y(c.row));
        let rows = self.layout.rows();
        let (dy, side) = if c.row == 0 {
            (-m.letter_offset, Side::Top)
        } else if c.row == rows - 1 {
            (m.letter_offset, Side::Bottom)
        } else if self.inner_letter_above(c.owner) {
            (-(m.pit_r + self.gap(c.row - 1) / 2.0), Side::Top)
        } else {
            (m.pit_r + self.gap(c.row) / 2.0, Side::Bottom)
        };
        PitPlace {
            index: i,
            owner: c.owner,
            row: c.row,
            col: c.col,
            centre: self.turn((x, y)),
            r: m.pit_r,
            letter: self.turn((x, y + dy)),
            letter_side: self.turn_side(side),
        }
    }

    /// Every pit's place, in board index order.
    pub fn pits(&self) -> Vec<PitPlace> {
        (0..self.layout.pit_count()).map(|i| self.pit(i)).collect()
    }

    /// `p`'s store: at the right end of the board for the bottom player, at the left for the other (B3), as
    /// long across as the rows.
    pub fn store(&self, p: Player) -> StorePlace {
        let m = &self.metrics;
        let (w, h) = self.flat_size();
        let right = p == self.bottom();
        let x = if right { w - m.end } else { m.end };
        let half = (m.store_half, h / 2.0 - m.edge);
        let end = if right { Side::Right } else { Side::Left };
        StorePlace {
            owner: p,
            centre: self.turn((x, h / 2.0)),
            half: match self.orientation {
                Orientation::Horizontal => half,
                Orientation::Vertical => (half.1, half.0),
            },
            end: self.turn_side(end),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    fn screen(n: usize, flipped: bool) -> Geometry {
        Geometry::new(
            Layout::two_rows(n),
            Metrics::SCREEN,
            Orientation::Horizontal,
            flipped,
        )
    }

    #[test]
    fn the_screen_board_of_two_rows() {
        for n in 3..=10 {
            let g = screen(n, false);
            assert_eq!(g.size(), (292.0 + 118.0 * n as f64, 320.0));
            let a = g.pit(0);
            assert_eq!((a.centre, a.r, a.row, a.col), ((205.0, 230.0), 50.0, 1, 0));
            assert_eq!((a.letter, a.letter_side), ((205.0, 296.0), Side::Bottom));
            let top_left = g.pit(2 * n - 1);
            assert_eq!(top_left.centre, (205.0, 90.0));
            assert_eq!(
                (top_left.letter, top_left.letter_side),
                ((205.0, 24.0), Side::Top)
            );
            let (w, _) = g.size();
            let s = g.store(Player::South);
            assert_eq!(
                (s.centre, s.half, s.end),
                ((w - 95.0, 160.0), (52.0, 120.0), Side::Right)
            );
            assert_eq!(g.store(Player::North).centre, (95.0, 160.0));
        }
    }

    #[test]
    fn the_printed_board_of_two_rows() {
        let g = Geometry::new(
            Layout::two_rows(6),
            Metrics::PRINT,
            Orientation::Horizontal,
            false,
        );
        // 6 + 55 + 6 mm to the first pit, 58 mm a pit, 158 mm high with the letter and name bands.
        assert_eq!(g.size(), (479.0, 158.0));
        assert_eq!(g.pit(11).centre, (94.5, 48.5));
        assert_eq!(g.pit(5).centre, (94.5 + 5.0 * 58.0, 109.5));
        assert_eq!(g.pit(0).letter.1, 158.0 - 15.5);
        assert_eq!(g.row_centres(), [48.5, 109.5]);
        assert_eq!(
            g.row_gaps(),
            [RowGap {
                top: 76.0,
                bottom: 82.0,
                upper_letters: false,
                lower_letters: false
            }]
        );
        let s = g.store(Player::North);
        assert_eq!((s.centre, s.half), ((33.5, 79.0), (27.5, 58.0)));
        let gaps = g.column_gaps();
        assert_eq!(gaps.len(), 7);
        assert_eq!(gaps[0], 64.0);
        assert_eq!(gaps[3], 479.0 / 2.0);
    }

    #[test]
    fn flipping_turns_the_picture_half_a_turn() {
        for layout in [
            Layout::two_rows(6),
            Layout::new(3, 6).unwrap(),
            Layout::new(4, 5).unwrap(),
        ] {
            let a = Geometry::new(layout, Metrics::SCREEN, Orientation::Horizontal, false);
            let b = Geometry::new(layout, Metrics::SCREEN, Orientation::Horizontal, true);
            let (w, h) = a.size();
            assert_eq!(b.size(), (w, h));
            for i in 0..layout.pit_count() {
                let (p, q) = (a.pit(i), b.pit(i));
                assert_eq!(
                    q.centre,
                    (w - p.centre.0, h - p.centre.1),
                    "{layout:?} pit {i}"
                );
                assert_eq!(q.letter, (w - p.letter.0, h - p.letter.1));
            }
            for pl in [Player::South, Player::North] {
                let (s, t) = (a.store(pl), b.store(pl));
                assert_eq!(t.centre, (w - s.centre.0, h - s.centre.1));
            }
        }
    }

    #[test]
    fn vertical_turns_the_picture_a_quarter_clockwise() {
        let layout = Layout::two_rows(5);
        for flipped in [false, true] {
            let a = Geometry::new(layout, Metrics::SCREEN, Orientation::Horizontal, flipped);
            let v = Geometry::new(layout, Metrics::SCREEN, Orientation::Vertical, flipped);
            let (w, h) = a.size();
            assert_eq!(v.size(), (h, w));
            for i in 0..layout.pit_count() {
                let (p, q) = (a.pit(i), v.pit(i));
                assert_eq!(q.centre, (h - p.centre.1, p.centre.0));
            }
            // The bottom player's row is the left column; their store is at the bottom.
            let bottom = v.bottom();
            let first = v.pit(if flipped { 5 } else { 0 });
            assert!(first.centre.0 < h / 2.0 && first.letter_side == Side::Left);
            let s = v.store(bottom);
            assert_eq!(s.end, Side::Bottom);
            assert_eq!(s.half, (120.0, 52.0));
        }
    }

    /// Upright on a phone, three and four rows keep their outer letters 34 units from the drawing's edge,
    /// halfway between the wood's edge (8 in) and the pits (60 in); before, 24 (they touched the wood). Two
    /// rows keep the screen metrics.
    #[test]
    fn upright_boards_of_three_and_four_rows_have_room_for_their_letters() {
        for (rows, pits) in [(3, 6), (4, 12)] {
            let layout = Layout::new(rows, pits).unwrap();
            let metrics = Metrics::screen(layout, Orientation::Vertical);
            assert_eq!(metrics, Metrics::SCREEN_UPRIGHT_ROWS);
            let g = Geometry::new(layout, metrics, Orientation::Vertical, false);
            let (w, _) = g.size();
            let least = g
                .pits()
                .iter()
                .map(|p| p.letter.0.min(w - p.letter.0))
                .fold(f64::INFINITY, f64::min);
            assert_eq!(least, 34.0, "{rows} rows");
            assert_eq!(least - 8.0, 60.0 - least);
        }
        let two = Layout::two_rows(6);
        assert_eq!(Metrics::screen(two, Orientation::Vertical), Metrics::SCREEN);
        let four = Layout::new(4, 12).unwrap();
        assert_eq!(
            Metrics::screen(four, Orientation::Horizontal),
            Metrics::SCREEN
        );
    }

    /// Every pit and letter inside the drawing, no two pits overlapping, no letter on a pit, stores clear of
    /// the pits, for every layout, medium and way of turning.
    #[test]
    fn every_layout_draws_without_overlaps() {
        let mut layouts = vec![];
        for p in 3..=10 {
            layouts.push(Layout::two_rows(p));
        }
        for p in [4, 6, 8] {
            layouts.push(Layout::new(3, p).unwrap());
        }
        for p in 4..=12 {
            layouts.push(Layout::new(4, p).unwrap());
        }
        for layout in layouts {
            for metrics in [
                Metrics::SCREEN,
                Metrics::SCREEN_UPRIGHT_ROWS,
                Metrics::PRINT,
            ] {
                for orientation in [Orientation::Horizontal, Orientation::Vertical] {
                    for flipped in [false, true] {
                        let g = Geometry::new(layout, metrics, orientation, flipped);
                        check(&g);
                    }
                }
            }
        }
    }

    fn check(g: &Geometry) {
        let (w, h) = g.size();
        let pits = g.pits();
        let dist = |a: Point, b: Point| ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
        let inside = |p: Point, margin: f64| {
            p.0 >= margin && p.1 >= margin && p.0 <= w - margin && p.1 <= h - margin
        };
        for p in &pits {
            assert!(
                inside(p.centre, p.r),
                "{g:?}: pit {} at {:?}",
                p.index,
                p.centre
            );
            assert!(inside(p.letter, 0.0), "{g:?}: letter {}", p.index);
            for q in &pits {
                if q.index != p.index {
                    assert!(
                        dist(p.centre, q.centre) >= 2.0 * p.r,
                        "{g:?}: {} {}",
                        p.index,
                        q.index
                    );
                    assert!(
                        dist(p.letter, q.centre) > q.r,
                        "{g:?}: letter {} on {}",
                        p.index,
                        q.index
                    );
                }
            }
            for pl in [Player::South, Player::North] {
                let s = g.store(pl);
                let dx = (p.centre.0 - s.centre.0).abs() - s.half.0;
                let dy = (p.centre.1 - s.centre.1).abs() - s.half.1;
                assert!(dx >= p.r || dy >= p.r, "{g:?}: pit {} in a store", p.index);
                assert!(inside(s.centre, 0.0));
            }
        }
    }
}
