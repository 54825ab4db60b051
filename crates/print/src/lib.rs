//! The print module (`wari-print.js`, `wari-print_bg.wasm`): the print view and the puzzle worksheet, loaded by the
//! page when it first prints or when the browser is idle after the start (`www/boot.js`), so the page's own
//! module holds none of their code. The page asks it with a [`wari_ui::print_job::PrintRequest`] (the export
//! `print_view`, `entry.rs`).
//!
//! The print view: "Print board" prints the empty board at real size for playing with beans or
//! pebbles, then the rules of the variant; "Print this position" prints the position shown with the seed
//! counts, for a teacher's worksheet. `print=board|position` in the URL opens the same view as a preview.
//!
//! The board is drawn in millimetres (the SVG's `width`/`height` are in `mm` and its user unit is 1 mm), so
//! the printed pits measure exactly [`PIT_D`]. Pages are A4 or Letter, landscape: every sheet fits the area
//! both have in common ([`SHEET_W`] × [`SHEET_H`] inside 10 mm margins). A board wider than a sheet is split
//! into pieces ([`split`]), cut preferably in the gaps between pits; every piece after the first carries a
//! glue strip on which the previous sheet is laid, with marks to line them up. A board taller than a sheet
//! (three and four rows) is cut across too, between two rows ([`row_cuts`]): bands of pieces, the lower ones
//! with a glue strip at the top. Three and four rows also print the owners' bands and the sowing arrows
//! ([`arrows_on`]).
//!
//! The review sheet (`review.rs`, laid out by [`review_layout`]): a reviewed game's chart, its mistakes with
//! the better move and the boards of its three costliest moves.
//!
//! Outlines only, black on white: no wood, no colours, no buttons in the printout.

/// Diameter of a printed pit, in mm.
pub const PIT_D: f64 = 55.0;
/// Width of the printable area common to A4 and Letter landscape inside 10 mm margins, less a safety margin.
pub const SHEET_W: f64 = 255.0;
/// Height of that area (A4: 190 mm), less a safety margin for the sheet's header and notes.
pub const SHEET_H: f64 = 185.0;
use wari_core::geometry::marks::{self, LoopArrow};
use wari_core::geometry::{Geometry, Layout, Metrics, Orientation, Point};
use wari_core::rules::Rules;

/// Width of the glue strip at the left of every piece after the first.
pub const GLUE: f64 = 10.0;
/// Blank margin drawn beyond a piece's ends (so no outline is cut at the paper's edge).
pub const BLEED: f64 = 1.0;

/// Radius of a printed pit, in mm.
pub const PIT_R: f64 = PIT_D / 2.0;
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

/// A piece's stretch of the drawing along one axis: `from..to`, with a glue strip of width `glue` before it
/// (0 for the first piece) and `bleed` of blank paper beyond both ends.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Span {
    /// Where the piece starts in the drawing: the glue edge, or the drawing's start.
    pub from: f64,
    /// Where it ends: the cut line, for every piece but the last.
    pub to: f64,
    /// The glue strip's width, before `from`.
    pub glue: f64,
    /// Blank paper beyond each end.
    pub bleed: f64,
}

impl Span {
    /// The whole of a drawing `len` long, with no glue strip and no bleed.
    fn whole(len: f64) -> Span {
        Span {
            from: 0.0,
            to: len,
            glue: 0.0,
            bleed: 0.0,
        }
    }

    /// Where the paper starts in the drawing (its glue strip and bleed included).
    pub fn paper_start(&self) -> f64 {
        self.from - self.glue - self.bleed
    }

    /// The length the span takes on paper: its part of the board, its glue strip and the bleed.
    pub fn paper(&self) -> f64 {
        self.to - self.from + self.glue + 2.0 * self.bleed
    }
}

/// One printed piece of the board, on a sheet of its own: the pieces of a board stand in bands (top to
/// bottom) of columns (left to right), sheets numbered from 1 along each band in turn. A piece at the right of
/// another carries a glue strip at its left, a piece below another one at its top.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Piece {
    /// Its stretch of the drawing from left to right.
    pub x: Span,
    /// Its stretch from top to bottom.
    pub y: Span,
    /// Its column, from 0.
    pub col: usize,
    /// Its band, from 0.
    pub band: usize,
    /// The columns of the board's pieces.
    pub cols: usize,
    /// The bands of the board's pieces.
    pub bands: usize,
}

impl Piece {
    /// The whole drawing `board` on one piece (the worksheets, scaled to fit).
    pub fn whole(board: &Geometry) -> Piece {
        let (w, h) = board.size();
        Piece {
            x: Span::whole(w),
            y: Span::whole(h),
            col: 0,
            band: 0,
            cols: 1,
            bands: 1,
        }
    }

    /// Its sheet number, from 1.
    pub fn sheet(&self) -> usize {
        self.band * self.cols + self.col + 1
    }

    /// The sheet of the piece at its right, which it is glued onto.
    pub fn right(&self) -> Option<usize> {
        (self.col + 1 < self.cols).then(|| self.sheet() + 1)
    }

    /// The sheet of the piece below, which it is glued onto.
    pub fn below(&self) -> Option<usize> {
        (self.band + 1 < self.bands).then(|| self.sheet() + self.cols)
    }

    /// The sheet of the piece at its left, glued onto this one's left strip.
    pub fn left(&self) -> Option<usize> {
        (self.col > 0).then(|| self.sheet() - 1)
    }

    /// The sheet of the piece above, glued onto this one's top strip.
    pub fn above(&self) -> Option<usize> {
        (self.band > 0).then(|| self.sheet() - self.cols)
    }

    /// Whether `(x, y)` of the drawing is on the piece (not on its glue strips): what is drawn only once,
    /// the letters and the arrows, goes on the piece that shows its middle.
    pub fn shows(&self, (x, y): Point) -> bool {
        (self.x.from..=self.x.to).contains(&x) && (self.y.from..=self.y.to).contains(&y)
    }

    /// The lines where the piece meets its neighbours (x of the cuts down the board, y of those across it).
    fn cuts(&self) -> (Vec<f64>, Vec<f64>) {
        let pick = |lines: [(bool, f64); 2]| {
            lines
                .iter()
                .filter(|(is, _)| *is)
                .map(|&(_, at)| at)
                .collect()
        };
        (
            pick([
                (self.left().is_some(), self.x.from),
                (self.right().is_some(), self.x.to),
            ]),
            pick([
                (self.above().is_some(), self.y.from),
                (self.below().is_some(), self.y.to),
            ]),
        )
    }
}

/// Half the length of a printed sowing arrow along a row, in mm; where the loop turns to another row:
/// [`TURN_ARROW`].
pub const ROW_ARROW: f64 = 3.0;
/// Half the length of a printed arrow where the loop turns to another row.
pub const TURN_ARROW: f64 = 3.5;

/// The sowing arrows `piece` of a printed board shows, with their half lengths: each on the piece that shows
/// its middle, moved forward along the loop off any cut line it would straddle (so no arrow is cut in two).
pub fn arrows_on(board: &Geometry, piece: &Piece) -> Vec<(LoopArrow, f64)> {
    let (xs, ys) = piece.cuts();
    marks::loop_arrows_on_letters(board)
        .into_iter()
        .map(|mut a| {
            let size = if a.straight() { ROW_ARROW } else { TURN_ARROW };
            let straddles = |a: &LoopArrow| {
                let t = a.triangle(size);
                let across = |lines: &[f64], axis: fn(&Point) -> f64| {
                    let lo = t.iter().map(axis).fold(f64::INFINITY, f64::min);
                    let hi = t.iter().map(axis).fold(f64::NEG_INFINITY, f64::max);
                    lines.iter().any(|&c| lo - 0.5 < c && c < hi + 0.5)
                };
                across(&xs, |p| p.0) || across(&ys, |p| p.1)
            };
            for _ in 0..20 {
                if !straddles(&a) {
                    break;
                }
                a.at = (a.at.0 + a.dir.0, a.at.1 + a.dir.1);
            }
            (a, size)
        })
        .filter(|(a, _)| piece.shows(a.at))
        .collect()
}

/// Splits a drawing `len` long into as few spans as fit `max` mm of paper each (with the glue strips and
/// `bleed`), of about equal lengths, cut at one of `cuts` where possible.
fn split_span(len: f64, cuts: &[f64], max: f64, bleed: f64) -> Vec<Span> {
    let fits = |spans: &[Span]| spans.iter().all(|p| p.paper() <= max + 1e-9);
    let build = |at: &[f64]| -> Vec<Span> {
        let mut edges = vec![0.0];
        edges.extend_from_slice(at);
        edges.push(len);
        edges
            .windows(2)
            .enumerate()
            .map(|(i, e)| Span {
                from: e[0],
                to: e[1],
                glue: if i == 0 { 0.0 } else { GLUE },
                bleed,
            })
            .collect()
    };
    for k in 1..=32usize {
        // Equal pieces, allowing for the glue strips (all but the first piece carry one).
        let share = (len + GLUE * (k as f64 - 1.0)) / k as f64;
        let ideal: Vec<f64> = (1..k)
            .map(|i| i as f64 * share - (i as f64 - 1.0) * GLUE)
            .collect();
        // Move each cut to the nearest allowed place if the pieces still fit.
        let mut at = ideal.clone();
        for i in 0..at.len() {
            let mut best: Option<f64> = None;
            for &g in cuts {
                let prev = if i == 0 { 0.0 } else { at[i - 1] };
                if g <= prev + 1.0 {
                    continue;
                }
                let mut trial = at.clone();
                trial[i] = g;
                if trial.windows(2).any(|c| c[1] <= c[0]) {
                    continue;
                }
                // Only this piece and the next (with the later cuts still ideal) must fit.
                let spans = build(&trial);
                if !(spans[i].paper() <= max && spans[i + 1].paper() <= max) {
                    continue;
                }
                if best.is_none_or(|b| (g - ideal[i]).abs() < (b - ideal[i]).abs()) {
                    best = Some(g);
                }
            }
            if let Some(g) = best {
                at[i] = g;
            }
        }
        let spans = build(&at);
        if fits(&spans) {
            return spans;
        }
        let spans = build(&ideal);
        if fits(&spans) {
            return spans;
        }
    }
    build(&[])
}

/// The height a piece of the board may take on a sheet, below the sheet's header and above its notes.
pub const ART_H: f64 = SHEET_H - 20.0;

/// From a cut across the rows to the pits beside it, where pit letters stand in the row gap (in its middle).
const CUT_BESIDE_LETTERS: f64 = 2.0;

/// Where a board may be cut across its rows (boards of three and four rows): the middle of a gap between two
/// rows; where the letters of one row's pits stand in the gap, beside the other row, so that each letter
/// stays on the sheet of its pit.
pub fn row_cuts(board: &Geometry) -> Vec<f64> {
    board
        .row_gaps()
        .iter()
        .filter_map(|gap| match (gap.upper_letters, gap.lower_letters) {
            (false, false) => Some((gap.top + gap.bottom) / 2.0),
            (true, false) => Some(gap.bottom - CUT_BESIDE_LETTERS),
            (false, true) => Some(gap.top + CUT_BESIDE_LETTERS),
            (true, true) => None,
        })
        .collect()
}

/// Splits a board into as few pieces as fit `max_w` x `max_h` mm of paper each (with the glue strips and
/// bleed), of about equal sizes: cut in the gaps between pit columns (and, for a board too tall for a sheet,
/// between rows) where possible. Bands top to bottom, columns left to right.
pub fn split(board: &Geometry, max_w: f64, max_h: f64) -> Vec<Piece> {
    let (w, h) = board.size();
    let columns = split_span(w, &board.column_gaps(), max_w, BLEED);
    let bands = if h <= max_h {
        vec![Span::whole(h)]
    } else {
        split_span(h, &row_cuts(board), max_h, BLEED)
    };
    let mut pieces = Vec::new();
    for (band, &y) in bands.iter().enumerate() {
        for (col, &x) in columns.iter().enumerate() {
            pieces.push(Piece {
                x,
                y,
                col,
                band,
                cols: columns.len(),
                bands: bands.len(),
            });
        }
    }
    pieces
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

/// The print module's allocator, as the page's: Talc, smaller than the standard one; the module runs on one thread.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
mod entry;
#[cfg(target_arch = "wasm32")]
mod piece;
#[cfg(target_arch = "wasm32")]
mod puzzles;
#[cfg(target_arch = "wasm32")]
mod review;
pub mod review_layout;
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
        for preset in wari_core::rules::Preset::ALL {
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
                preset == wari_core::rules::Preset::Moruba,
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
            let s = g.store(wari_core::rules::Player::North);
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
            let right = g.store(wari_core::rules::Player::South);
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
            let pieces = split(&l, SHEET_W, ART_H);
            sheets.push(pieces.len());
            assert_eq!(pieces[0].x.from, 0.0);
            assert_eq!(pieces[0].x.glue, 0.0);
            assert_eq!(pieces.last().unwrap().x.to, l.size().0);
            for p in &pieces {
                assert!(p.x.paper() <= SHEET_W, "{n}: {p:?}");
                assert!(p.x.to > p.x.from);
                // Two rows fit a sheet's height: one band, whole.
                assert_eq!(p.y, Span::whole(l.size().1));
                assert_eq!((p.band, p.bands, p.below(), p.above()), (0, 1, None, None));
            }
            for w in pieces.windows(2) {
                assert_eq!(w[0].x.to, w[1].x.from, "{n}: the pieces meet");
                assert_eq!(w[1].x.glue, GLUE);
                assert_eq!(w[0].right(), Some(w[1].sheet()));
                assert_eq!(w[1].left(), Some(w[0].sheet()));
                // Every cut is in a gap between pits: no pit is cut in two.
                assert!(
                    l.column_gaps().contains(&w[0].x.to),
                    "{n}: cut at {}",
                    w[0].x.to
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
        let six = split(&board(6), SHEET_W, ART_H);
        assert_eq!(six[0].x.to, 239.5);
    }

    /// L3 and L4 boards are too tall for a sheet: two bands, cut between two rows, never through a pit or a
    /// letter; numeros-3 on 2 x 2 sheets, moruba (twelve pits a row) on 4 x 2.
    #[test]
    fn boards_of_three_and_four_rows_are_cut_between_rows_too() {
        use wari_core::rules::Preset;
        for (preset, cols) in [(Preset::NumerosThree, 2), (Preset::Moruba, 4)] {
            let g = printed(&preset.rules(), false);
            let (w, h) = g.size();
            assert!(h > ART_H, "{}: {h} mm high", preset.id());
            let pieces = split(&g, SHEET_W, ART_H);
            assert_eq!(pieces.len(), 2 * cols, "{}", preset.id());
            let cut = pieces[0].y.to;
            assert!(row_cuts(&g).contains(&cut));
            for p in &pieces {
                assert!(p.x.paper() <= SHEET_W && p.y.paper() <= ART_H, "{p:?}");
                assert_eq!((p.cols, p.bands), (cols, 2));
                if p.band == 0 {
                    assert_eq!((p.y.from, p.y.glue, p.y.to), (0.0, 0.0, cut));
                    assert_eq!(p.below(), Some(p.sheet() + cols));
                } else {
                    assert_eq!((p.y.from, p.y.glue, p.y.to), (cut, GLUE, h));
                    assert_eq!(p.above(), Some(p.sheet() - cols));
                }
            }
            assert_eq!(pieces.last().unwrap().x.to, w);
            // The cut across the rows misses every pit and every letter (6.5 mm letters: 3.3 mm each way),
            // and leaves each letter on its pit's sheet.
            for pit in g.pits() {
                let id = preset.id();
                assert!(
                    (cut - pit.centre.1).abs() > PIT_R,
                    "{id}: pit {}",
                    pit.index
                );
                assert!(
                    (cut - pit.letter.1).abs() > 3.3,
                    "{id}: letter {}",
                    pit.index
                );
                assert_eq!(
                    pit.centre.1 < cut,
                    pit.letter.1 < cut,
                    "{id}: letter {}",
                    pit.index
                );
            }
            // Every sowing arrow is printed once, whole on its sheet.
            let shown: usize = pieces.iter().map(|p| arrows_on(&g, p).len()).sum();
            assert_eq!(shown, g.layout().pit_count(), "{}", preset.id());
            for p in &pieces {
                for (a, size) in arrows_on(&g, p) {
                    for (x, y) in a.triangle(size) {
                        let inside = |s: &Span, v: f64| s.from <= v && v <= s.to;
                        assert!(inside(&p.x, x) && inside(&p.y, y), "{}: {a:?}", preset.id());
                    }
                }
            }
        }
    }

    #[test]
    fn a_wide_sheet_takes_the_board_whole() {
        let l = board(4);
        let pieces = split(&l, 1000.0, 1000.0);
        let mut whole = Piece::whole(&l);
        whole.x.bleed = BLEED;
        assert_eq!(pieces, [whole]);
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
}
