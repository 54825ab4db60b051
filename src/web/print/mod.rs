//! The print view (issue 6): "Print board" prints the empty board at real size for playing with beans or
//! pebbles, then the rules of the variant; "Print this position" prints the position shown with the seed
//! counts, for a teacher's worksheet. `print=board|position` in the URL opens the same view as a preview.
//!
//! The board is drawn in millimetres (the SVG's `width`/`height` are in `mm` and its user unit is 1 mm), so
//! the printed pits measure exactly [`PIT_D`]. Pages are A4 or Letter, landscape: every sheet fits the area
//! both have in common ([`SHEET_W`] × [`SHEET_H`] inside 10 mm margins). A board wider than a sheet is split
//! into pieces ([`split`]), cut preferably in the gaps between pits; every piece after the first carries a
//! glue strip on which the previous sheet is laid, with marks to line them up.
//!
//! Outlines only, black on white: no wood, no colours, no buttons in the printout.

/// Diameter of a printed pit, in mm.
pub const PIT_D: f64 = 55.0;
/// Width of the printable area common to A4 and Letter landscape inside 10 mm margins, less a safety margin.
pub const SHEET_W: f64 = 255.0;
/// Height of that area (A4: 190 mm), less a safety margin for the sheet's header and notes.
pub const SHEET_H: f64 = 185.0;
use crate::geometry::{Geometry, Layout, Metrics, Orientation};
use crate::rules::Rules;

/// Width of the glue strip at the left of every piece after the first.
pub const GLUE: f64 = 10.0;
/// Blank margin drawn beyond a piece's ends (so no outline is cut at the paper's edge).
pub const BLEED: f64 = 1.0;

const PIT_R: f64 = PIT_D / 2.0;
/// Band above and below the board outline for the players' names (inside [`Metrics::PRINT`]'s edge).
const NAME_BAND: f64 = 10.0;

/// The printed board of `rules` (from the one board geometry, in mm), North at the bottom when `flipped`. The
/// origin is the top left corner of the drawing: the name band, then the board outline, then the other name
/// band.
pub fn printed(rules: &Rules, flipped: bool) -> Geometry {
    Geometry::new(
        Layout::of(rules),
        Metrics::PRINT,
        Orientation::Horizontal,
        flipped,
    )
}

/// A rectangle in mm: x, y, width, height.
pub type Rect = (f64, f64, f64, f64);

/// The board outline of a printed board: the drawing less the name bands.
pub fn outline(g: &Geometry) -> Rect {
    let (w, h) = g.size();
    (0.0, NAME_BAND, w, h - 2.0 * NAME_BAND)
}

/// The y of the players' names above (`top`) or below the board (their middle).
pub fn name_y(g: &Geometry, top: bool) -> f64 {
    if top {
        NAME_BAND / 2.0
    } else {
        g.size().1 - NAME_BAND / 2.0
    }
}

/// One printed piece of the board: the range `x0..x1` of the drawing, with a glue strip of width `glue` at
/// its left (0 for the first piece).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Piece {
    /// Left end of the piece in the drawing.
    pub x0: f64,
    /// Right end: the cut line, for every piece but the last.
    pub x1: f64,
    /// The glue strip's width, left of `x0`.
    pub glue: f64,
}

impl Piece {
    /// The width the piece takes on paper: its part of the board, its glue strip and the bleed at both ends.
    pub fn paper_width(&self) -> f64 {
        self.x1 - self.x0 + self.glue + 2.0 * BLEED
    }
}

/// Splits a board into as few pieces as fit `max` mm of paper each (with the glue strips and bleed), of
/// about equal widths, cut in the gaps between pits where possible.
pub fn split(board: &Geometry, max: f64) -> Vec<Piece> {
    let w = board.size().0;
    let fits = |pieces: &[Piece]| pieces.iter().all(|p| p.paper_width() <= max + 1e-9);
    let build = |cuts: &[f64]| -> Vec<Piece> {
        let mut edges = vec![0.0];
        edges.extend_from_slice(cuts);
        edges.push(w);
        edges
            .windows(2)
            .enumerate()
            .map(|(i, e)| Piece {
                x0: e[0],
                x1: e[1],
                glue: if i == 0 { 0.0 } else { GLUE },
            })
            .collect()
    };
    let gaps = board.column_gaps();
    for k in 1..=32usize {
        // Equal pieces, allowing for the glue strips (all but the first piece carry one).
        let share = (w + GLUE * (k as f64 - 1.0)) / k as f64;
        let ideal: Vec<f64> = (1..k)
            .map(|i| i as f64 * share - (i as f64 - 1.0) * GLUE)
            .collect();
        // Move each cut to the nearest gap if the pieces still fit.
        let mut cuts = ideal.clone();
        for i in 0..cuts.len() {
            let mut best: Option<f64> = None;
            for &g in &gaps {
                let prev = if i == 0 { 0.0 } else { cuts[i - 1] };
                if g <= prev + 1.0 {
                    continue;
                }
                let mut trial = cuts.clone();
                trial[i] = g;
                if trial.windows(2).any(|c| c[1] <= c[0]) {
                    continue;
                }
                // Only this piece and the next (with the later cuts still ideal) must fit.
                let pieces = build(&trial);
                if !(pieces[i].paper_width() <= max && pieces[i + 1].paper_width() <= max) {
                    continue;
                }
                if best.is_none_or(|b| (g - ideal[i]).abs() < (b - ideal[i]).abs()) {
                    best = Some(g);
                }
            }
            if let Some(g) = best {
                cuts[i] = g;
            }
        }
        let pieces = build(&cuts);
        if fits(&pieces) {
            return pieces;
        }
        let pieces = build(&ideal);
        if fits(&pieces) {
            return pieces;
        }
    }
    build(&[])
}

/// How much the worksheet's board is scaled to fit one sheet with its text (never enlarged).
pub fn worksheet_scale(board: &Geometry) -> f64 {
    let text_room = 75.0;
    let (w, h) = board.size();
    (SHEET_W / w).min((SHEET_H - text_room) / h).min(1.0)
}

/// The room of one puzzle's board on a sheet of the puzzle worksheet, in mm: half the sheet's width less a
/// gap (two puzzles side by side), and what its title, goal, turn and writing lines leave of the height.
const PUZZLE_BOARD: (f64, f64) = ((SHEET_W - 10.0) / 2.0, 72.0);
/// The room of a puzzle alone on its sheet.
const PUZZLE_BOARD_ALONE: (f64, f64) = (SHEET_W, 90.0);
/// The smallest printed pit of a puzzle's board, in mm: a board whose pits would be smaller at half a sheet
/// (twelve pits a row) gets a sheet of its own.
const PUZZLE_PIT_MIN: f64 = 12.0;

/// How much a puzzle's board is scaled to fit its half of a sheet, or the whole sheet when `alone` (never
/// enlarged).
pub fn puzzle_scale(board: &Geometry, alone: bool) -> f64 {
    let (rw, rh) = if alone {
        PUZZLE_BOARD_ALONE
    } else {
        PUZZLE_BOARD
    };
    let (w, h) = board.size();
    (rw / w).min(rh / h).min(1.0)
}

/// Whether a puzzle's board takes a sheet of its own (its pits would be too small at half a sheet).
pub fn puzzle_alone(board: &Geometry) -> bool {
    PIT_D * puzzle_scale(board, false) < PUZZLE_PIT_MIN
}

/// The worksheet's sheets of puzzles, in order: two a sheet, one whose board is `alone` on its own sheet
/// (the answers then take one more sheet). Each sheet lists positions in `alone`.
pub fn puzzle_sheets(alone: &[bool]) -> Vec<Vec<usize>> {
    let mut sheets: Vec<Vec<usize>> = Vec::new();
    for (i, &a) in alone.iter().enumerate() {
        match sheets.last_mut() {
            Some(last) if !a && last.len() == 1 && !alone[last[0]] => last.push(i),
            _ => sheets.push(vec![i]),
        }
    }
    sheets
}

/// `query` (a location's search, with or without `?`) without the parameters `drop`; `?` included when
/// something is left.
pub fn drop_params(query: &str, drop: &[&str]) -> String {
    let q = query.strip_prefix('?').unwrap_or(query);
    let kept: Vec<&str> = q
        .split('&')
        .filter(|p| !p.is_empty())
        .filter(|p| {
            let key = p.split('=').next().unwrap_or("");
            !drop
                .iter()
                .any(|d| crate::params::decode_component(key).eq_ignore_ascii_case(d))
        })
        .collect();
    if kept.is_empty() {
        String::new()
    } else {
        format!("?{}", kept.join("&"))
    }
}

#[cfg(target_arch = "wasm32")]
pub use sheets::{after_print, before_print, preview, print_now, print_window};

#[cfg(target_arch = "wasm32")]
pub use puzzles::print_puzzles;

#[cfg(target_arch = "wasm32")]
mod puzzles;
#[cfg(target_arch = "wasm32")]
mod sheets;

#[cfg(test)]
mod tests {
    use super::*;

    fn board(n: usize) -> Geometry {
        Geometry::new(
            Layout::two_rows(n),
            Metrics::PRINT,
            Orientation::Horizontal,
            false,
        )
    }

    #[test]
    fn puzzles_go_two_a_sheet_unless_their_board_needs_a_sheet_of_its_own() {
        assert_eq!(puzzle_sheets(&[false; 6]).len(), 3);
        assert_eq!(puzzle_sheets(&[false; 5]).len(), 3);
        assert_eq!(puzzle_sheets(&[false]), vec![vec![0]]);
        assert_eq!(
            puzzle_sheets(&[false, true, false, false, true, true, false]),
            vec![vec![0], vec![1], vec![2, 3], vec![4], vec![5], vec![6]]
        );
        for preset in crate::rules::Preset::ALL {
            let g = printed(&preset.rules(), false);
            let alone = puzzle_alone(&g);
            let s = puzzle_scale(&g, alone);
            let (w, h) = g.size();
            let room = if alone {
                PUZZLE_BOARD_ALONE
            } else {
                PUZZLE_BOARD
            };
            assert!(w * s <= room.0 + 1e-9 && h * s <= room.1 + 1e-9);
            // Large enough to read and write in: a pit at least 12 mm across.
            assert!(
                PIT_D * s >= PUZZLE_PIT_MIN,
                "{}: {}",
                preset.id(),
                PIT_D * s
            );
            // Only the widest board (twelve pits a row) needs a sheet of its own.
            assert_eq!(
                alone,
                preset == crate::rules::Preset::Moruba,
                "{}",
                preset.id()
            );
        }
    }

    #[test]
    fn pits_and_stores_have_their_real_size() {
        for n in 3..=10 {
            let g = board(n);
            let (w, h) = g.size();
            // Pits 5.5 cm, 3 mm apart, rows 6 mm apart; both rows fit inside the stores' height.
            let (x0, y0) = g.pit(2 * n - 1).centre;
            let (x1, y1) = g.pit(n - 1).centre;
            assert_eq!(g.pit(0).r, PIT_R);
            assert_eq!(x1 - x0, (PIT_D + 3.0) * (n - 1) as f64);
            assert_eq!(y1 - y0, PIT_D + 6.0);
            let s = g.store(crate::rules::Player::North);
            let (sx, sy, sw, sh) = (
                s.centre.0 - s.half.0,
                s.centre.1 - s.half.1,
                2.0 * s.half.0,
                2.0 * s.half.1,
            );
            assert_eq!(sw, 55.0);
            assert!(sy <= y0 - PIT_R && sy + sh >= y1 + PIT_R);
            // The left store ends before the first pit, the right one starts after the last.
            assert!(sx + sw < x0 - PIT_R);
            let right = g.store(crate::rules::Player::South);
            assert!(right.centre.0 - right.half.0 > x1 + PIT_R);
            let (bx, by, bw, bh) = outline(&g);
            assert_eq!((bx, bw), (0.0, w));
            assert!(by > 0.0 && by + bh < h);
            assert!(name_y(&g, true) < by && name_y(&g, false) > by + bh);
            assert!(h <= SHEET_H - 20.0, "room for a header and a note");
        }
        // Six pits a side: 47.9 cm long, too long for one landscape sheet.
        assert_eq!(board(6).size().0, 479.0);
    }

    #[test]
    fn gaps_lie_between_pits() {
        let g = board(6);
        let gaps = g.column_gaps();
        assert_eq!(gaps.len(), 7);
        for &x in &gaps {
            for p in g.pits() {
                assert!((x - p.centre.0).abs() > PIT_R, "{x} cuts pit {}", p.index);
            }
        }
        // The middle gap is the board's middle.
        assert_eq!(gaps[3], g.size().0 / 2.0);
    }

    #[test]
    fn every_board_splits_into_pieces_that_fit_a_sheet() {
        let mut sheets = Vec::new();
        for n in 3..=10 {
            let l = board(n);
            let pieces = split(&l, SHEET_W);
            sheets.push(pieces.len());
            assert_eq!(pieces[0].x0, 0.0);
            assert_eq!(pieces[0].glue, 0.0);
            assert_eq!(pieces.last().unwrap().x1, l.size().0);
            for p in &pieces {
                assert!(p.paper_width() <= SHEET_W, "{n}: {p:?}");
                assert!(p.x1 > p.x0);
            }
            for w in pieces.windows(2) {
                assert_eq!(w[0].x1, w[1].x0, "{n}: the pieces meet");
                assert_eq!(w[1].glue, GLUE);
                // Every cut is in a gap between pits: no pit is cut in two.
                assert!(
                    l.column_gaps().contains(&w[0].x1),
                    "{n}: cut at {}",
                    w[0].x1
                );
            }
            // As few sheets as possible: one fewer could not hold the board and its glue strips.
            let k = pieces.len() as f64;
            let one_fewer = (k - 1.0) * (SHEET_W - 2.0 * BLEED) - (k - 2.0).max(0.0) * GLUE;
            assert!(one_fewer < l.size().0, "{n} pits: {k} sheets");
        }
        // 3-6 pits take two sheets, 7-10 three.
        assert_eq!(sheets, [2, 2, 2, 2, 3, 3, 3, 3]);
        // Six pits are cut in the middle: two equal halves.
        let six = split(&board(6), SHEET_W);
        assert_eq!(six[0].x1, 239.5);
    }

    #[test]
    fn a_wide_sheet_takes_the_board_whole() {
        let l = board(4);
        let pieces = split(&l, 1000.0);
        assert_eq!(
            pieces,
            [Piece {
                x0: 0.0,
                x1: l.size().0,
                glue: 0.0
            }]
        );
    }

    #[test]
    fn the_worksheet_fits_one_sheet() {
        for n in 3..=10 {
            let l = board(n);
            let s = worksheet_scale(&l);
            let (w, h) = l.size();
            assert!(s > 0.3 && s <= 1.0, "{n}: {s}");
            assert!(w * s <= SHEET_W + 1e-9);
            assert!(h * s + 75.0 <= SHEET_H + 1e-9);
        }
    }

    #[test]
    fn dropping_parameters_keeps_the_others() {
        assert_eq!(
            drop_params("?variant=abapa&print=board&lang=es", &["print"]),
            "?variant=abapa&lang=es"
        );
        assert_eq!(drop_params("?print=position", &["print"]), "");
        assert_eq!(drop_params("", &["print"]), "");
        assert_eq!(
            drop_params(
                "embed=1&controls=0&moves=Cd&%65mbed=1",
                &["embed", "controls"]
            ),
            "?moves=Cd"
        );
    }
}
