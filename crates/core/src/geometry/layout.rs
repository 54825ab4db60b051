//! The board's layouts: how many rows (2, 3 or 4; RULES.md B1, L3, L4) and pits a row, and where each board
//! index stands in them, following each layout's sowing loops ([`Layout::cell`]). Pure, tested natively.

use crate::rules::{Player, Rules};

/// How many rows a board has and how many pits stand in a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    rows: usize,
    pits: usize,
}

/// Why a [`Layout`] cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// Boards have 2, 3 or 4 rows.
    Rows(usize),
    /// A row needs at least one pit (L3: an even number, so that the middle row halves).
    Pits {
        /// The rows asked for.
        rows: usize,
        /// The pits a row asked for.
        pits: usize,
    },
}

/// Where a pit stands on the board, as drawn with South at the bottom (row 0 on top, column 0 at the left),
/// and whose it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// Row, 0 on top.
    pub row: usize,
    /// Column, 0 at the left.
    pub col: usize,
    /// The owner of the pit.
    pub owner: Player,
}

impl Layout {
    /// A board of `rows` rows (2, 3 or 4) of `pits` pits; three rows need an even number of pits.
    pub fn new(rows: usize, pits: usize) -> Result<Layout, LayoutError> {
        if !(2..=4).contains(&rows) {
            return Err(LayoutError::Rows(rows));
        }
        if pits == 0 || (rows == 3 && !pits.is_multiple_of(2)) {
            return Err(LayoutError::Pits { rows, pits });
        }
        Ok(Layout { rows, pits })
    }

    /// The two-row board of B1 with `pits` pits a side (at least 1).
    pub fn two_rows(pits: usize) -> Layout {
        Layout {
            rows: 2,
            pits: pits.max(1),
        }
    }

    /// The board of a game's rules: their rows and pits a row (B1, L3, L4).
    pub fn of(rules: &Rules) -> Layout {
        Layout {
            rows: rules.rows() as usize,
            pits: rules.pits() as usize,
        }
    }

    /// Rows: 2, 3 or 4.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Pits in one row.
    pub fn pits_a_row(&self) -> usize {
        self.pits
    }

    /// Pits a player owns (`pits`; three rows: `3/2 x pits`; four rows: `2 x pits`).
    pub fn pits_a_side(&self) -> usize {
        self.rows * self.pits / 2
    }

    /// Pits on the board: `rows x pits` (board indices `0..pit_count()`).
    pub fn pit_count(&self) -> usize {
        self.rows * self.pits
    }

    /// Where board index `i` (B2: South's pits `0..side` in sowing order, then North's) stands, South at the
    /// bottom. Each layout follows its sowing loops in RULES.md:
    /// - two rows (B2): South's row left to right, North's row right to left;
    /// - three rows (L3), one loop: the bottom row left to right, the middle row's right half right to left
    ///   (South's), the top row right to left, the middle row's left half left to right (North's);
    /// - four rows (L4), a loop each: South's outer (bottom) row left to right, then their inner row right to
    ///   left; North's outer (top) row right to left, then their inner row left to right.
    ///
    /// Panics when `i` is not a pit of the board (`i >= self.pit_count()`).
    pub fn cell(&self, i: usize) -> Cell {
        assert!(
            i < self.pit_count(),
            "pit {i} of a board of {} pits",
            self.pit_count()
        );
        let p = self.pits;
        let side = self.pits_a_side();
        let (owner, k) = if i < side {
            (Player::South, i)
        } else {
            (Player::North, i - side)
        };
        // k along the owner's stretch; the first `p` are always the owner's outer row.
        let (row, col) = match (owner, k < p) {
            (Player::South, true) => (self.rows - 1, k),
            (Player::North, true) => (0, p - 1 - k),
            (Player::South, false) => {
                let j = k - p;
                match self.rows {
                    3 => (1, p - 1 - j),
                    _ => (2, p - 1 - j),
                }
            }
            (Player::North, false) => (1, k - p),
        };
        Cell { row, col, owner }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::move_letter;

    #[test]
    fn layouts_are_two_three_or_four_rows() {
        assert_eq!(Layout::new(1, 6), Err(LayoutError::Rows(1)));
        assert_eq!(Layout::new(5, 6), Err(LayoutError::Rows(5)));
        assert_eq!(
            Layout::new(3, 5),
            Err(LayoutError::Pits { rows: 3, pits: 5 })
        );
        assert_eq!(
            Layout::new(2, 0),
            Err(LayoutError::Pits { rows: 2, pits: 0 })
        );
        let l3 = Layout::new(3, 6).unwrap();
        assert_eq!((l3.pits_a_side(), l3.pit_count()), (9, 18));
        let l4 = Layout::new(4, 12).unwrap();
        assert_eq!((l4.pits_a_side(), l4.pit_count()), (24, 48));
        assert_eq!(
            Layout::of(&crate::rules::Preset::Abapa.rules()),
            Layout::two_rows(6)
        );
    }

    /// The drawing's rows as strings of letters, top to bottom (`.` for no pit), South at the bottom.
    fn picture(l: Layout) -> Vec<String> {
        let mut rows = vec![vec!['.'; l.pits_a_row()]; l.rows()];
        for i in 0..l.pit_count() {
            let c = l.cell(i);
            assert_eq!(rows[c.row][c.col], '.', "two pits in one cell");
            rows[c.row][c.col] = move_letter(l.pits_a_side(), i);
        }
        rows.into_iter().map(|r| r.into_iter().collect()).collect()
    }

    #[test]
    fn b2_two_rows_south_left_to_right_north_right_to_left() {
        assert_eq!(picture(Layout::two_rows(6)), ["fedcba", "ABCDEF"]);
        assert_eq!(picture(Layout::two_rows(3)), ["cba", "ABC"]);
    }

    #[test]
    fn l3_one_loop_through_three_rows() {
        // Bottom row left to right (A-F), the middle row's right half right to left (G-I), the top row right
        // to left (a-f), the middle row's left half left to right (g-i).
        assert_eq!(
            picture(Layout::new(3, 6).unwrap()),
            ["fedcba", "ghiIHG", "ABCDEF"]
        );
        assert_eq!(
            picture(Layout::new(3, 4).unwrap()),
            ["dcba", "efFE", "ABCD"]
        );
        assert_eq!(
            picture(Layout::new(3, 8).unwrap()),
            ["hgfedcba", "ijklLKJI", "ABCDEFGH"]
        );
        // South owns the bottom row and the middle row's right half.
        let l = Layout::new(3, 6).unwrap();
        for i in 0..l.pit_count() {
            let c = l.cell(i);
            let south = c.row == 2 || (c.row == 1 && c.col >= 3);
            assert_eq!(c.owner == Player::South, south, "pit {i}");
        }
    }

    #[test]
    fn l4_a_loop_each_outer_row_then_inner_row() {
        assert_eq!(
            picture(Layout::new(4, 4).unwrap()),
            ["dcba", "efgh", "HGFE", "ABCD"]
        );
        // Each player's loop is counter-clockwise and unbroken: consecutive pits (and the last and the first)
        // are neighbours on the board.
        for p in [4, 6, 12] {
            let l = Layout::new(4, p).unwrap();
            let side = l.pits_a_side();
            for start in [0, side] {
                for k in 0..side {
                    let a = l.cell(start + k);
                    let b = l.cell(start + (k + 1) % side);
                    assert_eq!(a.owner, b.owner);
                    let d = a.row.abs_diff(b.row) + a.col.abs_diff(b.col);
                    assert_eq!(
                        d,
                        1,
                        "{p} pits: {} -> {}",
                        start + k,
                        start + (k + 1) % side
                    );
                }
            }
        }
    }
}
