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
pub use web::{before_print, listen_for_printing, preview, print_now};

#[cfg(target_arch = "wasm32")]
mod web {
    use super::super::dom::{self, html, svg, El};
    use super::super::embed::Snapshot;
    use super::super::embed_print_text::{store_name, words, Words};
    use super::super::i18n::{self, fill, player, Lang};
    use super::*;
    use crate::geometry::Side;
    use crate::params::PrintView;
    use crate::rules::{move_letter, Player};
    use std::cell::RefCell;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{Element, Event};

    type Listeners = Vec<Closure<dyn FnMut(Event)>>;

    thread_local! {
        static LISTENERS: RefCell<Listeners> = const { RefCell::new(Vec::new()) };
    }

    fn mm(x: f64) -> String {
        let s = format!("{x:.2}");
        let s = s.trim_end_matches('0').trim_end_matches('.');
        if s.is_empty() || s == "-" {
            "0".into()
        } else {
            s.to_string()
        }
    }

    /// What the board drawing shows.
    struct Drawing<'a> {
        snap: &'a Snapshot,
        board: Geometry,
        /// Seed counts in the pits and stores (the worksheet); `None` for the empty board.
        counts: bool,
        /// Turn the top row's writing to face the top player (the board to play on).
        face_top: bool,
    }

    fn text(x: f64, y: f64, class: &str, s: &str, turned: bool) -> Element {
        let t = svg("text")
            .attr("x", &mm(x))
            .attr("y", &mm(y))
            .attr("class", class)
            .attr("text-anchor", "middle")
            .attr("dominant-baseline", "central")
            .text(s);
        if turned {
            t.set_attribute("transform", &format!("rotate(180 {} {})", mm(x), mm(y)))
                .ok();
        }
        t
    }

    impl Drawing<'_> {
        /// The board's outline, and the stores, pits and letters of `piece`, into `g`: what reaches into the
        /// piece's paper (its glue strip included) is drawn, a letter only on the piece that shows its pit.
        fn draw(&self, g: &Element, piece: &Piece) {
            let (lo, hi) = (piece.x0 - piece.glue - BLEED, piece.x1 + BLEED);
            let b = &self.board;
            let lang = self.snap.lang;
            let side = b.layout().pits_a_side();
            let pos = &self.snap.position;
            let (bx, by, bw, bh) = outline(b);
            g.append_child(
                &svg("rect")
                    .attr("x", &mm(bx + 0.4))
                    .attr("y", &mm(by))
                    .attr("width", &mm(bw - 0.8))
                    .attr("height", &mm(bh))
                    .attr("rx", "18")
                    .attr("class", "p-outline"),
            )
            .ok();
            for p in [Player::South, Player::North] {
                let place = b.store(p);
                let left = place.end == Side::Left;
                let (x, y, w, h) = (
                    place.centre.0 - place.half.0,
                    place.centre.1 - place.half.1,
                    2.0 * place.half.0,
                    2.0 * place.half.1,
                );
                if x > hi || x + w < lo {
                    continue;
                }
                let turned = self.face_top && left;
                let store = svg("g")
                    .attr("class", "p-store")
                    .attr("data-store", if p == Player::South { "S" } else { "N" })
                    .child(
                        &svg("rect")
                            .attr("x", &mm(x))
                            .attr("y", &mm(y))
                            .attr("width", &mm(w))
                            .attr("height", &mm(h))
                            .attr("rx", &mm(w / 2.0))
                            .attr("class", "p-store-outline"),
                    );
                let (cx, cy) = (x + w / 2.0, y + h / 2.0);
                if self.counts {
                    store
                        .append_child(&text(
                            cx,
                            cy - 4.0,
                            "p-count p-store-count",
                            &pos.stores()[p.index()].to_string(),
                            false,
                        ))
                        .ok();
                    store
                        .append_child(&text(
                            cx,
                            cy + 18.0,
                            "p-store-name",
                            &store_name(lang, p),
                            false,
                        ))
                        .ok();
                } else {
                    let dy = if turned {
                        -h / 2.0 + 14.0
                    } else {
                        h / 2.0 - 14.0
                    };
                    store
                        .append_child(&text(
                            cx,
                            cy + dy,
                            "p-store-name",
                            &store_name(lang, p),
                            turned,
                        ))
                        .ok();
                }
                g.append_child(&store).ok();
            }
            for place in b.pits() {
                let i = place.index;
                let (cx, cy) = place.centre;
                if cx - PIT_R > hi || cx + PIT_R < lo {
                    continue;
                }
                let letter = move_letter(side, i).to_string();
                let pit = svg("g")
                    .attr("class", "p-pit")
                    .attr("data-pit", &i.to_string())
                    .attr("data-letter", &letter)
                    .child(
                        &svg("circle")
                            .attr("cx", &mm(cx))
                            .attr("cy", &mm(cy))
                            .attr("r", &mm(PIT_R))
                            .attr("class", "p-pit-outline"),
                    );
                if self.counts {
                    pit.append_child(&text(cx, cy, "p-count", &pos.pit(i).to_string(), false))
                        .ok();
                }
                g.append_child(&pit).ok();
                let turned = self.face_top && place.letter_side == Side::Top;
                if (piece.x0..=piece.x1).contains(&cx) {
                    let (lx, ly) = place.letter;
                    g.append_child(&text(lx, ly, "p-letter", &letter, turned))
                        .ok();
                }
            }
        }

        /// The players' names (with the sowing direction) above and below the board, centred on `x`.
        fn names(&self, g: &Element, x: f64) {
            let lang = self.snap.lang;
            let bottom = self.board.bottom();
            for (top, p) in [(true, bottom.opponent()), (false, bottom)] {
                let turned = self.face_top && top;
                let mut label = player(lang, p).to_uppercase();
                if !self.counts {
                    label.push_str("  →");
                } else if self.snap.position.to_move() == p {
                    label = format!("▶ {label}");
                }
                g.append_child(&text(x, name_y(&self.board, top), "p-name", &label, turned))
                    .ok();
            }
        }
    }

    /// The `<svg>` of a piece of the board, at real size (or `scale`), with its cut line and glue strip.
    fn piece_svg(d: &Drawing, piece: &Piece, index: usize, count: usize, scale: f64) -> Element {
        let w = words(d.snap.lang);
        let left = piece.x0 - piece.glue - BLEED;
        let width = piece.paper_width();
        let h = d.board.size().1;
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
            .attr("height", &format!("{}mm", mm(h * scale)))
            .attr(
                "viewBox",
                &format!("{} 0 {} {}", mm(left), mm(width), mm(h)),
            )
            .attr("role", "img")
            .attr("aria-label", w.printed_board)
            .attr("data-piece", &index.to_string());
        let g = svg("g");
        d.draw(&g, piece);
        root.append_child(&g).ok();
        d.names(&root, (piece.x0 + piece.x1) / 2.0);
        let marks = |x: f64, root: &Element| {
            for y in d.board.row_centres() {
                for dir in [-1.0, 1.0] {
                    // A small triangle on each side of the line at each row's centre line.
                    root.append_child(
                        &svg("path")
                            .attr(
                                "d",
                                &format!("M{} {} l{} -2.5 v5 z", mm(x), mm(y), mm(dir * 3.5)),
                            )
                            .attr("class", "p-mark"),
                    )
                    .ok();
                }
            }
        };
        if piece.glue > 0.0 {
            let gx = piece.x0 - piece.glue;
            let id = format!("p-hatch-{index}");
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
            root.append_child(
                &svg("rect")
                    .attr("x", &mm(gx))
                    .attr("y", "0")
                    .attr("width", &mm(piece.glue))
                    .attr("height", &mm(h))
                    .attr("fill", &format!("url(#{id})"))
                    .attr("class", "p-glue"),
            )
            .ok();
            root.append_child(
                &svg("line")
                    .attr("x1", &mm(piece.x0))
                    .attr("y1", "0")
                    .attr("x2", &mm(piece.x0))
                    .attr("y2", &mm(h))
                    .attr("class", "p-glue-edge"),
            )
            .ok();
            let cx = gx + piece.glue / 2.0;
            let cy = h / 2.0;
            root.append_child(
                &svg("text")
                    .attr("x", &mm(cx))
                    .attr("y", &mm(cy))
                    .attr("class", "p-glue-text")
                    .attr("text-anchor", "middle")
                    .attr("dominant-baseline", "central")
                    .attr("transform", &format!("rotate(-90 {} {})", mm(cx), mm(cy)))
                    .text(&fill(w.glue, &[&(index - 1).to_string()])),
            )
            .ok();
            marks(piece.x0, &root);
        }
        if index < count {
            root.append_child(
                &svg("line")
                    .attr("x1", &mm(piece.x1))
                    .attr("y1", "0")
                    .attr("x2", &mm(piece.x1))
                    .attr("y2", &mm(h))
                    .attr("class", "p-cut"),
            )
            .ok();
            // The scissors and the word, at the top and the bottom of the cut line.
            for y in [2.2, h - 2.2] {
                root.append_child(
                    &svg("text")
                        .attr("x", &mm(piece.x1 - 1.5))
                        .attr("y", &mm(y))
                        .attr("class", "p-cut-text")
                        .attr("text-anchor", "end")
                        .attr("dominant-baseline", "central")
                        .text(&format!("✂ {}", w.cut)),
                )
                .ok();
            }
            marks(piece.x1, &root);
        }
        root
    }

    fn sheet(class: &str) -> Element {
        html("section").attr("class", &format!("sheet {class}"))
    }

    fn head(title: &str, right: &str) -> Element {
        html("header")
            .attr("class", "sheet-head")
            .child(&html("span").attr("class", "sheet-title").text(title))
            .child(&html("span").attr("class", "sheet-number").text(right))
    }

    fn game_address(snap: &Snapshot) -> String {
        let base = web_sys::window()
            .and_then(|w| w.location().href().ok())
            .map(|h| super::super::embed::game_url(&h))
            .unwrap_or_default();
        format!(
            "{base}?variant={}&lang={}",
            crate::params::encode_component(&snap.variant_param()),
            snap.lang.code()
        )
    }

    /// The sheets of the empty board, then the rules.
    fn board_sheets(snap: &Snapshot, view: &Element) {
        let w: &Words = words(snap.lang);
        let board = printed(&snap.rules, snap.flip);
        let d = Drawing {
            snap,
            board,
            counts: false,
            face_top: true,
        };
        let pieces = split(&board, SHEET_W);
        let count = pieces.len();
        let title = format!("Wari — {}", snap.short_name());
        for (k, piece) in pieces.iter().enumerate() {
            let i = k + 1;
            let s = sheet("sheet-board").attr("data-sheet", &i.to_string());
            let number = if count > 1 {
                fill(w.sheet_of, &[&i.to_string(), &count.to_string()])
            } else {
                String::new()
            };
            s.append_child(&head(&title, &number)).ok();
            s.append_child(
                &html("div")
                    .attr("class", "sheet-art")
                    .child(&piece_svg(&d, piece, i, count, 1.0)),
            )
            .ok();
            let mut notes: Vec<String> = Vec::new();
            if i < count {
                notes.push(fill(w.assemble, &[&i.to_string(), &(i + 1).to_string()]));
            }
            notes.push(format!("{}.", w.sowing));
            s.append_child(&html("p").attr("class", "sheet-note").text(&notes.join(" ")))
                .ok();
            view.append_child(&s).ok();
        }
        // The rules.
        let lang = snap.lang;
        let s = sheet("sheet-rules");
        s.append_child(&html("h1").text(&fill(w.rules_heading, &[&snap.variant_name()])))
            .ok();
        if let Some(p) = snap.preset.filter(|p| p.rules() == snap.rules) {
            s.append_child(
                &html("p")
                    .attr("class", "rules-origin")
                    .text(i18n::preset_origin(lang, p)),
            )
            .ok();
        }
        s.append_child(&html("p").attr("class", "rules-setup").text(&fill(
            w.setup,
            &[&i18n::seeds(lang, snap.rules.seeds() as u32)],
        )))
        .ok();
        let list = html("ol").attr("class", "rules-text");
        for line in i18n::rules_text(lang, &snap.rules, snap.format) {
            list.append_child(&html("li").text(&line)).ok();
        }
        s.append_child(&list).ok();
        s.append_child(
            &html("p")
                .attr("class", "sheet-foot")
                .text(&fill(w.play_online, &[&game_address(snap)])),
        )
        .ok();
        view.append_child(&s).ok();
    }

    /// One sheet: the position shown with its counts, who is to move, a question and the position text.
    fn position_sheet(snap: &Snapshot, view: &Element) {
        let lang = snap.lang;
        let w = words(lang);
        let board = printed(&snap.rules, snap.flip);
        let d = Drawing {
            snap,
            board,
            counts: true,
            face_top: false,
        };
        let scale = worksheet_scale(&board);
        let whole = Piece {
            x0: 0.0,
            x1: board.size().0,
            glue: 0.0,
        };
        let s = sheet("sheet-position");
        s.append_child(&html("h1").text(&fill(
            w.position_heading,
            &[&format!("Wari — {}", snap.short_name())],
        )))
        .ok();
        s.append_child(
            &html("div")
                .attr("class", "sheet-art")
                .child(&piece_svg(&d, &whole, 1, 1, scale)),
        )
        .ok();
        // The position alone (its history is not printed): the outcome only when the position itself ends it.
        let outcome = crate::rules::Game::from_setup(snap.rules, &snap.position.to_setup())
            .ok()
            .and_then(|g| g.outcome());
        let turn = match outcome {
            Some(o) => i18n::outcome_sentence(lang, &o, &snap.rules, snap.position.to_move()),
            None => i18n::to_move(lang, snap.position.to_move()),
        };
        s.append_child(&html("p").attr("class", "worksheet-turn").text(&turn))
            .ok();
        s.append_child(
            &html("p")
                .attr("class", "worksheet-question")
                .text(w.question),
        )
        .ok();
        for _ in 0..3 {
            s.append_child(&html("div").attr("class", "worksheet-line"))
                .ok();
        }
        let mut foot = fill(w.position_text, &[&snap.position.to_string()]);
        if !snap.moves.is_empty() {
            foot.push_str(" · ");
            foot.push_str(&fill(w.moves_so_far, &[&snap.moves]));
        }
        s.append_child(&html("p").attr("class", "sheet-foot").text(&foot))
            .ok();
        view.append_child(&s).ok();
    }

    /// Builds the print view of `kind` into a fresh `#print-view` at the end of the body.
    fn build(kind: PrintView, snap: &Snapshot) -> Element {
        let document = dom::document();
        if let Some(old) = document.get_element_by_id("print-view") {
            old.remove();
        }
        // A <main> of its own: on screen only in the preview, where the game's <main> is hidden.
        let view = html("main")
            .attr("id", "print-view")
            .attr("class", "print-view")
            .attr("lang", snap.lang.code())
            .attr("data-view", kind.id());
        match kind {
            PrintView::Board => board_sheets(snap, &view),
            PrintView::Position => position_sheet(snap, &view),
        }
        if let Some(body) = document.body() {
            body.append_child(&view).ok();
            dom::set_class(&body, "has-print-view", true);
        }
        view
    }

    fn listen(el: &Element, event: &str, f: impl FnMut(Event) + 'static) {
        let c = Closure::<dyn FnMut(Event)>::new(f);
        let _ = el.add_event_listener_with_callback(event, c.as_ref().unchecked_ref());
        LISTENERS.with(|l| l.borrow_mut().push(c));
    }

    fn print_window() {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    }

    /// Builds the print view and opens the browser's print dialog ("Print board", "Print this position").
    /// The view is hidden on screen and removed after printing.
    pub fn print_now(kind: PrintView, snap: &Snapshot) {
        build(kind, snap);
        print_window();
    }

    /// Printing the game page by the browser's menu (Ctrl+P): when no print view is there, the worksheet of
    /// the position shown is printed instead of the screen page.
    pub fn before_print(snap: &Snapshot) {
        if dom::by_id("print-view").is_none() {
            build(PrintView::Position, snap);
        }
    }

    /// Calls `before` when the browser is about to print (so the app can prepare a print view), and removes
    /// the print view after printing (unless it is the `print=` preview).
    pub fn listen_for_printing(before: impl Fn() + 'static) {
        let Some(window) = web_sys::window() else {
            return;
        };
        // Checked here, not in the app: while a button prints, the app is busy and would answer too late.
        let b = Closure::<dyn FnMut(Event)>::new(move |_e: Event| {
            if dom::by_id("print-view").is_none() {
                before();
            }
        });
        let a = Closure::<dyn FnMut(Event)>::new(|_e: Event| {
            let document = dom::document();
            let preview = document
                .body()
                .is_some_and(|b| b.class_list().contains("print-preview"));
            if !preview {
                if let Some(v) = document.get_element_by_id("print-view") {
                    v.remove();
                }
                if let Some(body) = document.body() {
                    dom::set_class(&body, "has-print-view", false);
                }
            }
        });
        let _ = window.add_event_listener_with_callback("beforeprint", b.as_ref().unchecked_ref());
        let _ = window.add_event_listener_with_callback("afterprint", a.as_ref().unchecked_ref());
        LISTENERS.with(|l| {
            let mut l = l.borrow_mut();
            l.push(b);
            l.push(a);
        });
    }

    /// Shows the print view of `kind` on screen (`print=` in the URL), with a toolbar to print it or go back
    /// to the game. It does not open the print dialog by itself.
    pub fn preview(kind: PrintView, snap: &Snapshot, search: &str) {
        let view = build(kind, snap);
        let lang: Lang = snap.lang;
        let w = words(lang);
        let path = web_sys::window()
            .and_then(|w| w.location().pathname().ok())
            .unwrap_or_default();
        let back = format!("{path}{}", drop_params(search, &["print"]));
        let cm = format!("{:.1}", PIT_D / 10.0);
        let cm = if lang == Lang::En {
            cm
        } else {
            cm.replace('.', ",")
        };
        let print = html("button")
            .attr("type", "button")
            .attr("class", "primary")
            .attr("id", "print-now")
            .text(w.print_now);
        listen(&print, "click", |_e| print_window());
        let toolbar = html("div")
            .attr("class", "print-toolbar")
            .child(&print)
            .child(
                &html("a")
                    .attr("class", "button")
                    .attr("href", &back)
                    .text(w.back),
            )
            .child(&html("p").text(&fill(w.preview_note, &[&cm])));
        let _ = view.prepend_with_node_1(&toolbar);
        if let Some(body) = dom::document().body() {
            dom::set_class(&body, "print-preview", true);
        }
        dom::focus(&print);
    }
}

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
