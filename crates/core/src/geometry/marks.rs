//! The marks that make a board of three or four rows readable (RULES.md L3, L4): arrows along the sowing loops,
//! so that a child sows the right way, and a band around each player's pits in a row, solid for South and
//! dashed for North, so that the halves of the middle row of three rows visibly belong to their owners (not by
//! colour alone). Computed from the one geometry; pure, tested natively. Two rows have none (their one loop
//! is the board's rim, B2).

use super::{Geometry, Layout, Point};
use crate::rules::Player;

/// A chevron between two pits that follow each other on a sowing loop.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LoopArrow {
    /// The chevron's middle.
    pub at: Point,
    /// The direction of sowing there (a unit vector, as drawn).
    pub dir: Point,
    /// Whose loop it is on (four rows: the player's own loop; three rows: the owner of the pit sown from).
    pub owner: Player,
}

/// A player's pits in one row (a run of neighbouring pits): a band is drawn around them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Band {
    /// Whose pits they are.
    pub owner: Player,
    /// The centres of the run's two end pits, as drawn.
    pub ends: (Point, Point),
}

/// The pit sown after pit `i` on its loop (S1; L3: one loop through all the pits; L4: the owner's own loop).
pub fn next_on_loop(layout: Layout, i: usize) -> usize {
    let count = layout.pit_count();
    if layout.rows() == 4 {
        let side = layout.pits_a_side();
        let start = i / side * side;
        start + (i - start + 1) % side
    } else {
        (i + 1) % count
    }
}

impl LoopArrow {
    /// The arrow drawn as a slender triangle `2 x size` long (its tip unmistakable in any direction): the
    /// tip, then the two corners of its base.
    pub fn triangle(&self, size: f64) -> [Point; 3] {
        let ((x, y), (dx, dy)) = (self.at, self.dir);
        let (nx, ny) = (-dy * 0.55 * size, dx * 0.55 * size);
        [
            (x + size * dx, y + size * dy),
            (x - size * dx + nx, y - size * dy + ny),
            (x - size * dx - nx, y - size * dy - ny),
        ]
    }

    /// Whether the arrow runs along a row or a column (not across the board's diagonal).
    pub fn straight(&self) -> bool {
        self.dir.0.abs() > 0.99 || self.dir.1.abs() > 0.99
    }
}

impl Band {
    /// The band drawn as a rectangle `pad` beyond its end pits' centres all round: x, y, width, height.
    pub fn rect(&self, pad: f64) -> (f64, f64, f64, f64) {
        let ((x0, y0), (x1, y1)) = self.ends;
        (
            x0.min(x1) - pad,
            y0.min(y1) - pad,
            (x0 - x1).abs() + 2.0 * pad,
            (y0 - y1).abs() + 2.0 * pad,
        )
    }
}

/// The sowing arrows of `g`'s board: one between every pit and the next on its loop. Along a row the chevron
/// stands in the gap between the two pits; where a loop turns from one row to the next in the same column it
/// stands beside the column, towards the board's end, leaving the gap to the pit letters. None on two rows.
pub fn loop_arrows(g: &Geometry) -> Vec<LoopArrow> {
    arrows(g, false)
}

/// The sowing arrows of a printed board: as [`loop_arrows`], but along a row the chevron stands on the row's
/// line of letters, halfway between the two pits' letters (printed pits are only 3 mm apart: "A ▸ B ▸ C").
pub fn loop_arrows_on_letters(g: &Geometry) -> Vec<LoopArrow> {
    arrows(g, true)
}

fn arrows(g: &Geometry, on_letters: bool) -> Vec<LoopArrow> {
    let layout = g.layout();
    if layout.rows() < 3 {
        return Vec::new();
    }
    let (w, h) = g.size();
    let centre = (w / 2.0, h / 2.0);
    let shift = 0.6 * g.metrics().pit_r;
    (0..layout.pit_count())
        .map(|i| {
            let (a, b) = (g.pit(i), g.pit(next_on_loop(layout, i)));
            let (dx, dy) = (b.centre.0 - a.centre.0, b.centre.1 - a.centre.1);
            let len = dx.hypot(dy);
            let dir = (dx / len, dy / len);
            let mut at = (
                (a.centre.0 + b.centre.0) / 2.0,
                (a.centre.1 + b.centre.1) / 2.0,
            );
            if a.row == b.row && on_letters {
                at = (
                    (a.letter.0 + b.letter.0) / 2.0,
                    (a.letter.1 + b.letter.1) / 2.0,
                );
            } else if a.col == b.col {
                // Across the rows: beside the column, away from the board's middle.
                let normal = (-dir.1, dir.0);
                let out = (at.0 - centre.0) * normal.0 + (at.1 - centre.1) * normal.1;
                let s = if out >= 0.0 { shift } else { -shift };
                at = (at.0 + s * normal.0, at.1 + s * normal.1);
            }
            LoopArrow {
                at,
                dir,
                owner: a.owner,
            }
        })
        .collect()
}

/// The bands of `g`'s board: each player's pits in each row, one band per run of neighbouring pits. None on
/// two rows.
pub fn bands(g: &Geometry) -> Vec<Band> {
    let layout = g.layout();
    if layout.rows() < 3 {
        return Vec::new();
    }
    let places = g.pits();
    let mut out = Vec::new();
    for row in 0..layout.rows() {
        let mut in_row: Vec<_> = places.iter().filter(|p| p.row == row).collect();
        crate::small_sort::sort_by(&mut in_row, |a, b| a.col < b.col);
        let mut start = 0;
        for k in 1..=in_row.len() {
            if k == in_row.len() || in_row[k].owner != in_row[start].owner {
                out.push(Band {
                    owner: in_row[start].owner,
                    ends: (in_row[start].centre, in_row[k - 1].centre),
                });
                start = k;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Metrics, Orientation};

    fn screen(rows: usize, pits: usize, flipped: bool) -> Geometry {
        let layout = Layout::new(rows, pits).expect("a layout");
        Geometry::new(layout, Metrics::SCREEN, Orientation::Horizontal, flipped)
    }

    /// L3: one loop through all `3 x pits` pits; L4: each player's own `2 x pits`.
    #[test]
    fn l3_and_l4_loops_close_where_rules_say() {
        let three = Layout::new(3, 6).unwrap();
        assert_eq!(
            next_on_loop(three, 8),
            9,
            "L3: South's I is followed by North's a"
        );
        assert_eq!(
            next_on_loop(three, 17),
            0,
            "L3: North's i is followed by South's A"
        );
        let four = Layout::new(4, 12).unwrap();
        assert_eq!(
            next_on_loop(four, 23),
            0,
            "L4: South's X is followed by South's A"
        );
        assert_eq!(
            next_on_loop(four, 47),
            24,
            "L4: North's x is followed by North's a"
        );
        assert_eq!(
            next_on_loop(four, 11),
            12,
            "L4: South's L turns into the inner row"
        );
    }

    /// Every arrow points from its pit towards the next pit on the loop, and no two stand in one place.
    #[test]
    fn arrows_point_along_the_loop() {
        for (rows, pits) in [(3, 4), (3, 6), (3, 8), (4, 4), (4, 12)] {
            for flipped in [false, true] {
                let g = screen(rows, pits, flipped);
                let arrows = loop_arrows(&g);
                assert_eq!(arrows.len(), rows * pits);
                for (i, a) in arrows.iter().enumerate() {
                    let (from, to) = (g.pit(i).centre, g.pit(next_on_loop(g.layout(), i)).centre);
                    let forward = (to.0 - from.0) * a.dir.0 + (to.1 - from.1) * a.dir.1;
                    assert!(forward > 0.0, "{rows}x{pits}: arrow {i} points away");
                    for b in &arrows[..i] {
                        assert!((a.at.0 - b.at.0).hypot(a.at.1 - b.at.1) > 10.0);
                    }
                    // Outside every pit.
                    for p in g.pits() {
                        let d = (a.at.0 - p.centre.0).hypot(a.at.1 - p.centre.1);
                        assert!(d > p.r, "{rows}x{pits}: arrow {i} inside pit {}", p.index);
                    }
                }
            }
        }
        assert!(loop_arrows(&screen(2, 6, false)).is_empty());
    }

    /// On paper the arrows along a row stand on its line of letters, halfway between two letters and clear
    /// of every pit; those where the loop turns stay beside the pits.
    #[test]
    fn printed_arrows_stand_between_the_letters() {
        for (rows, pits) in [(3, 6), (4, 12)] {
            let layout = Layout::new(rows, pits).expect("a layout");
            let g = Geometry::new(layout, Metrics::PRINT, Orientation::Horizontal, false);
            let on_letters = loop_arrows_on_letters(&g);
            assert_eq!(on_letters.len(), rows * pits);
            for (i, a) in on_letters.iter().enumerate() {
                let (p, q) = (g.pit(i), g.pit(next_on_loop(layout, i)));
                if p.row == q.row {
                    assert_eq!(
                        a.at.1, p.letter.1,
                        "{rows}x{pits}: arrow {i} on the letters' line"
                    );
                    assert_eq!(a.at.0, (p.letter.0 + q.letter.0) / 2.0);
                }
                for corner in a.triangle(3.5) {
                    for pit in g.pits() {
                        let d = (corner.0 - pit.centre.0).hypot(corner.1 - pit.centre.1);
                        assert!(d > pit.r, "{rows}x{pits}: arrow {i} on pit {}", pit.index);
                        // 6.5 mm letters: no arrow within 4 mm of a letter's middle.
                        let l = (corner.0 - pit.letter.0).hypot(corner.1 - pit.letter.1);
                        assert!(l > 4.0, "{rows}x{pits}: arrow {i} on letter {}", pit.index);
                    }
                }
            }
        }
    }

    /// L3: the middle row has two bands, the right half South's and the left half North's (as seen by South).
    #[test]
    fn l3_middle_row_halves_have_their_owners_bands() {
        let g = screen(3, 6, false);
        let bands = bands(&g);
        assert_eq!(bands.len(), 4);
        let middle_y = g.row_centres()[1];
        let middle: Vec<_> = bands.iter().filter(|b| b.ends.0 .1 == middle_y).collect();
        assert_eq!(middle.len(), 2);
        assert_eq!(middle[0].owner, Player::North);
        assert_eq!(
            middle[0].ends.0,
            g.pit(15).centre,
            "North's g at the left end"
        );
        assert_eq!(middle[1].owner, Player::South);
        assert_eq!(
            middle[1].ends.1,
            g.pit(6).centre,
            "South's G at the right end"
        );
        let four = bands_of(4, 12);
        assert_eq!(four, 4, "L4: one band a row");
    }

    fn bands_of(rows: usize, pits: usize) -> usize {
        bands(&screen(rows, pits, false)).len()
    }
}
