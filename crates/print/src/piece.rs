//! One piece of the printed board as an `<svg>` (wasm32 only): the drawing of its part of the board, the
//! players' names, and what joins it to its neighbours: the cut lines at its right and bottom with scissors,
//! the hatched glue strips at its left and top with the number of the sheet that goes there, and marks to line
//! the pieces up. Where the pieces are comes from the parent module ([`super::split`]).

use super::sheets::{mm, rect, Drawing};
use super::*;
use wari_ui::dom::{svg, El};
use wari_ui::i18n::fill;
use web_sys::Element;

/// A line from `a` to `b` (mm): a cut or a glue edge.
fn line(a: Point, b: Point, class: &str) -> Element {
    svg("line")
        .attr("x1", &mm(a.0))
        .attr("y1", &mm(a.1))
        .attr("x2", &mm(b.0))
        .attr("y2", &mm(b.1))
        .attr("class", class)
}

/// A small triangle on each side of a join at `at`, pointing away from it: `across` (down the board) pairs
/// point left and right, the others up and down.
fn join_marks(root: &Element, at: Point, across: bool) {
    for dir in [-1.0, 1.0] {
        let d = if across {
            format!("M{} {} l{} -2.5 v5 z", mm(at.0), mm(at.1), mm(dir * 3.5))
        } else {
            format!("M{} {} l-2.5 {} h5 z", mm(at.0), mm(at.1), mm(dir * 3.5))
        };
        root.append_child(&svg("path").attr("d", &d).attr("class", "p-mark"))
            .ok();
    }
}

/// Which edge of a piece a join is at.
#[derive(Clone, Copy, PartialEq)]
enum Edge {
    Left,
    Top,
}

/// The `<svg>` of a piece of the board, at real size (or `scale`), with its cut lines and glue strips.
pub(super) fn piece_svg(d: &Drawing, piece: &Piece, scale: f64) -> Element {
    let (left, top) = (piece.x.paper_start(), piece.y.paper_start());
    let (width, height) = (piece.x.paper(), piece.y.paper());
    let (right, bottom) = (left + width, top + height);
    let root = svg("svg")
        .attr(
            "class",
            if d.counts {
                "p-board p-worksheet"
            } else {
                "p-board"
            },
        )
        .attr("width", &format!("{}mm", mm(width * scale)))
        .attr("height", &format!("{}mm", mm(height * scale)))
        .attr(
            "viewBox",
            &format!("{} {} {} {}", mm(left), mm(top), mm(width), mm(height)),
        )
        .attr("role", "img")
        .attr("aria-label", d.words.printed_board)
        .attr("data-piece", &piece.sheet().to_string());
    let g = svg("g");
    d.draw(&g, piece);
    root.append_child(&g).ok();
    d.names(&root, (piece.x.from + piece.x.to) / 2.0);
    let rows = d.board.row_centres();
    // Across the board, a quarter of a pit's pitch right of each gap between columns: clear of the pits (the
    // cut passes close to a row of them), of the letters (at the columns) and of the arrows (at the gaps).
    let quarter = d.board.metrics().pitch / 4.0;
    let columns: Vec<f64> = d.board.column_gaps().iter().map(|g| g + quarter).collect();
    // The marks along a join: at the rows' centre lines down the board, beside the pit columns across it.
    let marks = |root: &Element, edge: Edge, at: f64| match edge {
        Edge::Left => rows
            .iter()
            .filter(|&&y| (top..=bottom).contains(&y))
            .for_each(|&y| join_marks(root, (at, y), true)),
        Edge::Top => columns
            .iter()
            .filter(|&&x| (left..=right).contains(&x))
            .for_each(|&x| join_marks(root, (x, at), false)),
    };
    let strips = [
        (Edge::Left, piece.left(), piece.x),
        (Edge::Top, piece.above(), piece.y),
    ];
    for (edge, neighbour, span) in strips {
        let Some(n) = neighbour else { continue };
        glue_strip(d, &root, piece, edge, span, n);
        marks(&root, edge, span.from);
    }
    // The cuts: down the right edge, across the bottom.
    let cuts = [
        (Edge::Left, piece.right(), piece.x.to),
        (Edge::Top, piece.below(), piece.y.to),
    ];
    for (edge, neighbour, at) in cuts {
        if neighbour.is_none() {
            continue;
        }
        let (a, b) = match edge {
            Edge::Left => ((at, top), (at, bottom)),
            Edge::Top => ((left, at), (right, at)),
        };
        root.append_child(&line(a, b, "p-cut")).ok();
        // Where both cuts meet, the words of neither.
        let corner = piece.right().is_some() && piece.below().is_some();
        cut_words(d, &root, edge, at, (left, top, right, bottom), !corner);
        marks(&root, edge, at);
    }
    root
}

/// The hatched glue strip of `piece` along its `edge` (`span`'s glue strip), where sheet `n` goes.
fn glue_strip(d: &Drawing, root: &Element, piece: &Piece, edge: Edge, span: Span, n: usize) {
    let id = format!("p-hatch-{}-{}", piece.sheet(), edge as u8);
    root.append_child(
        &svg("defs").child(
            &svg("pattern")
                .attr("id", &id)
                .attr("width", "3")
                .attr("height", "3")
                .attr("patternUnits", "userSpaceOnUse")
                .attr("patternTransform", "rotate(45)")
                .child(
                    &svg("line")
                        .attr("x1", "0")
                        .attr("y1", "0")
                        .attr("x2", "0")
                        .attr("y2", "3")
                        .attr("class", "p-hatch-line"),
                ),
        ),
    )
    .ok();
    let start = span.from - span.glue;
    let (x, y, w, h) = match edge {
        Edge::Left => (start, piece.y.paper_start(), span.glue, piece.y.paper()),
        Edge::Top => (piece.x.paper_start(), start, piece.x.paper(), span.glue),
    };
    root.append_child(&rect((x, y, w, h), 0.0, "p-glue").attr("fill", &format!("url(#{id})")))
        .ok();
    let edge_line = match edge {
        Edge::Left => line((span.from, y), (span.from, y + h), "p-glue-edge"),
        Edge::Top => line((x, span.from), (x + w, span.from), "p-glue-edge"),
    };
    root.append_child(&edge_line).ok();
    // The words in the strip: turned along a strip down the left, level in one across the top.
    let (cx, cy) = match edge {
        Edge::Left => (x + w / 2.0, y + h / 2.0),
        Edge::Top => ((piece.x.from + piece.x.to) / 2.0, y + h / 2.0),
    };
    let words = svg("text")
        .attr("x", &mm(cx))
        .attr("y", &mm(cy))
        .attr("class", "p-glue-text")
        .attr("text-anchor", "middle")
        .attr("dominant-baseline", "central")
        .text(&fill(d.words.glue, &[&n.to_string()]));
    if edge == Edge::Left {
        words
            .set_attribute("transform", &format!("rotate(-90 {} {})", mm(cx), mm(cy)))
            .ok();
    }
    root.append_child(&words).ok();
}

/// The scissors and the word "cut" at the start of a cut line at `at` (`paper`: left, top, right, bottom)
/// and, when `both`, at its end.
fn cut_words(
    d: &Drawing,
    root: &Element,
    edge: Edge,
    at: f64,
    paper: (f64, f64, f64, f64),
    both: bool,
) {
    let (left, top, right, bottom) = paper;
    let ends: [(f64, f64, &str); 2] = match edge {
        Edge::Left => [
            (at - 1.5, top + 2.2, "end"),
            (at - 1.5, bottom - 2.2, "end"),
        ],
        Edge::Top => [
            (left + 2.0, at - 2.2, "start"),
            (right - 2.0, at - 2.2, "end"),
        ],
    };
    for &(x, y, anchor) in &ends[..if both { 2 } else { 1 }] {
        root.append_child(
            &svg("text")
                .attr("x", &mm(x))
                .attr("y", &mm(y))
                .attr("class", "p-cut-text")
                .attr("text-anchor", anchor)
                .attr("dominant-baseline", "central")
                .text(&format!("✂ {}", d.words.cut)),
        )
        .ok();
    }
}
