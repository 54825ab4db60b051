//! Drawing the print view (wasm32 only): the sheets of the empty board with its glue strips and cut lines, the
//! rules page, the worksheet of a position, and the on-screen preview. The sizes come from the board geometry
//! ([`wari_core::geometry`]) and the page splitting from the parent module; this file only makes the elements.

use super::piece::piece_svg;
use super::*;
use wari_core::geometry::{marks, Side};
use wari_core::params::PrintView;
use wari_core::rules::{move_letter, Player};
use wari_ui::dom::{self, html, svg, El};
use wari_ui::i18n::{self, fill, player, Lang};
use wari_ui::i18n::{store_name, PrintStrings};
use wari_ui::print_job::PrintAction;
use wari_ui::snapshot::Snapshot;
use web_sys::Element;

pub(super) fn mm(x: f64) -> String {
    let s = wari_core::geometry::decimal(x, 2);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s.is_empty() || s == "-" {
        "0".into()
    } else {
        s.to_string()
    }
}

/// What the board drawing shows.
pub(super) struct Drawing<'a> {
    pub(super) snap: &'a Snapshot,
    /// The print view's words in the snapshot's language (built once a print).
    pub(super) words: &'a PrintStrings,
    pub(super) board: Geometry,
    /// Seed counts in the pits and stores (the worksheet); `None` for the empty board.
    pub(super) counts: bool,
    /// Turn the top row's writing to face the top player (the board to play on).
    pub(super) face_top: bool,
}

/// A rectangle `(x, y, width, height)` in mm with corners of radius `rx`, of `class`.
pub(super) fn rect((x, y, w, h): Rect, rx: f64, class: &str) -> Element {
    svg("rect")
        .attr("x", &mm(x))
        .attr("y", &mm(y))
        .attr("width", &mm(w))
        .attr("height", &mm(h))
        .attr("rx", &mm(rx))
        .attr("class", class)
}

pub(super) fn text(x: f64, y: f64, class: &str, s: &str, turned: bool) -> Element {
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
    pub(super) fn draw(&self, g: &Element, piece: &Piece) {
        let (lo, hi) = (
            piece.x.paper_start(),
            piece.x.paper_start() + piece.x.paper(),
        );
        let (top, bottom) = (
            piece.y.paper_start(),
            piece.y.paper_start() + piece.y.paper(),
        );
        let b = &self.board;
        let lang = self.snap.lang;
        let side = b.layout().pits_a_side();
        let pos = &self.snap.position;
        let (bx, by, bw, bh) = outline(b);
        g.append_child(&rect((bx + 0.4, by, bw - 0.8, bh), 18.0, "p-outline"))
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
            if x > hi || x + w < lo || y > bottom || y + h < top {
                continue;
            }
            let turned = self.face_top && left;
            let store = svg("g")
                .attr("class", "p-store")
                .attr("data-store", if p == Player::South { "S" } else { "N" })
                .child(&rect((x, y, w, h), w / 2.0, "p-store-outline"));
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
        // Three and four rows: the owners' bands under the pits (South's solid, North's dashed).
        let pad = PIT_R + 1.0;
        for band in marks::bands(b) {
            let class = match band.owner {
                Player::South => "p-band south",
                Player::North => "p-band north",
            };
            g.append_child(&rect(band.rect(pad), pad, class)).ok();
        }
        for place in b.pits() {
            let i = place.index;
            let (cx, cy) = place.centre;
            if cx - PIT_R > hi || cx + PIT_R < lo || cy - PIT_R > bottom || cy + PIT_R < top {
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
            let (lx, ly) = place.letter;
            if piece.shows(place.letter) {
                g.append_child(&text(lx, ly, "p-letter", &letter, turned))
                    .ok();
            }
        }
        // The sowing arrows, black.
        for (a, size) in arrows_on(b, piece) {
            let [tip, c, e] = a.triangle(size);
            let d = format!(
                "M{} {} L{} {} L{} {} Z",
                mm(tip.0),
                mm(tip.1),
                mm(c.0),
                mm(c.1),
                mm(e.0),
                mm(e.1)
            );
            g.append_child(&svg("path").attr("d", &d).attr("class", "p-arrow"))
                .ok();
        }
    }

    /// The players' names (with the sowing direction) above and below the board, centred on `x`.
    pub(super) fn names(&self, g: &Element, x: f64) {
        let lang = self.snap.lang;
        let bottom = self.board.bottom();
        for (top, p) in [(true, bottom.opponent()), (false, bottom)] {
            let turned = self.face_top && top;
            // The browser's upper case (the same Unicode mapping): Rust's case tables were 6.7 KB gzipped.
            let mut label: String = js_sys::JsString::from(player(lang, p))
                .to_upper_case()
                .into();
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

pub(super) fn sheet(class: &str) -> Element {
    html("section").attr("class", &format!("sheet {class}"))
}

pub(super) fn head(title: &str, right: &str) -> Element {
    html("header")
        .attr("class", "sheet-head")
        .child(&html("span").attr("class", "sheet-title").text(title))
        .child(&html("span").attr("class", "sheet-number").text(right))
}

fn game_address(snap: &Snapshot) -> String {
    let base = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|h| wari_ui::snapshot::game_url(&h))
        .unwrap_or_default();
    format!(
        "{base}?variant={}&lang={}",
        wari_core::params::encode_component(&snap.variant_param()),
        snap.lang.code()
    )
}

/// The sheets of the empty board, then the rules.
fn board_sheets(snap: &Snapshot, view: &Element) {
    let w = PrintStrings::of(snap.lang);
    let board = printed(&snap.rules, snap.flip);
    let d = Drawing {
        snap,
        words: &w,
        board,
        counts: false,
        face_top: true,
    };
    let pieces = split(&board, SHEET_W, ART_H);
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
                .child(&piece_svg(&d, piece, 1.0)),
        )
        .ok();
        let mut notes: Vec<String> = Vec::new();
        let (right, below) = (piece.right(), piece.below());
        let this = i.to_string();
        match (right, piece.bands) {
            (Some(next), 1) => notes.push(fill(w.assemble, &[&this, &next.to_string()])),
            (Some(next), _) => notes.push(fill(w.assemble_right, &[&this, &next.to_string()])),
            (None, _) => {}
        }
        if let Some(next) = below {
            notes.push(fill(w.assemble_below, &[&this, &next.to_string()]));
        }
        notes.push(format!(
            "{}.",
            match board.layout().rows() {
                3 => w.sowing_three,
                4 => w.sowing_four,
                _ => w.sowing,
            }
        ));
        s.append_child(&html("p").attr("class", "sheet-note").text(&notes.join(" ")))
            .ok();
        view.append_child(&s).ok();
    }
    // The rules.
    let lang = snap.lang;
    let s = sheet("sheet-rules");
    s.append_child(&html("h1").text(&fill(w.sheet_rules_heading, &[&snap.variant_name()])))
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
    let w = PrintStrings::of(lang);
    let board = printed(&snap.rules, snap.flip);
    let d = Drawing {
        snap,
        words: &w,
        board,
        counts: true,
        face_top: false,
    };
    let scale = worksheet_scale(&board);
    let whole = Piece::whole(&board);
    let s = sheet("sheet-position");
    s.append_child(&html("h1").text(&fill(
        w.position_heading,
        &[&format!("Wari — {}", snap.short_name())],
    )))
    .ok();
    s.append_child(
        &html("div")
            .attr("class", "sheet-art")
            .child(&piece_svg(&d, &whole, scale)),
    )
    .ok();
    // The game replayed up to the position shown, for its outcome and who captured last (E3, E5); the
    // position alone if the moves do not replay.
    let replayed = wari_core::rules::Game::from_setup(snap.rules, &snap.start.to_setup())
        .ok()
        .filter(|g| g.position() == &snap.start)
        .and_then(|mut g| {
            wari_core::rules::play_game_string(&mut g, &snap.moves).ok()?;
            (g.position() == &snap.position).then_some(g)
        });
    let game = replayed
        .or_else(|| wari_core::rules::Game::from_setup(snap.rules, &snap.position.to_setup()).ok());
    let turn = match game.as_ref().and_then(|g| g.outcome().map(|o| (g, o))) {
        Some((g, o)) => i18n::outcome_sentence(
            lang,
            &o,
            &snap.rules,
            snap.position.to_move(),
            g.last_capturer(),
        ),
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

/// A fresh `#print-view` (the old one goes) in `lang`, for the view named `id`: a <main> of its own, on
/// screen only in the preview, where the game's <main> is hidden. [`show_view`] puts it in the page.
pub(super) fn new_view(lang: Lang, id: &str) -> Element {
    if let Some(old) = dom::by_id("print-view") {
        old.remove();
    }
    html("main")
        .attr("id", "print-view")
        .attr("class", "print-view")
        .attr("lang", lang.code())
        .attr("data-view", id)
}

/// Puts the print view at the end of the body: it is what the browser prints.
pub(super) fn show_view(view: &Element) {
    if let Some(body) = dom::document().body() {
        body.append_child(view).ok();
        dom::set_class(&body, "has-print-view", true);
    }
}

/// Builds the print view of `kind` into a fresh `#print-view` at the end of the body.
fn build(kind: PrintView, snap: &Snapshot) -> Element {
    let view = new_view(snap.lang, kind.id());
    match kind {
        PrintView::Board => board_sheets(snap, &view),
        PrintView::Position => position_sheet(snap, &view),
    }
    show_view(&view);
    view
}

/// Builds the print view and opens the browser's print dialog ("Print board", "Print this position").
/// The view is hidden on screen and removed after printing.
pub fn print_now(kind: PrintView, snap: &Snapshot) {
    build(kind, snap);
    dom::print_window();
}

/// Printing the game page by the browser's menu (Ctrl+P): when no print view is there, the worksheet of
/// the position shown is printed instead of the screen page.
pub fn before_print(snap: &Snapshot) {
    if dom::by_id("print-view").is_none() {
        build(PrintView::Position, snap);
    }
}

/// Shows the print view of `kind` on screen (`print=` in the URL), with a toolbar to print it or go back
/// to the game. It does not open the print dialog by itself.
pub fn preview(kind: PrintView, snap: &Snapshot, search: &str) {
    let view = build(kind, snap);
    let lang: Lang = snap.lang;
    let w = PrintStrings::of(lang);
    let path = web_sys::window()
        .and_then(|w| w.location().pathname().ok())
        .unwrap_or_default();
    let back = format!(
        "{path}{}",
        wari_ui::snapshot::drop_params(search, &["print"])
    );
    let cm = wari_core::geometry::decimal(PIT_D / 10.0, 1);
    let cm = if lang == Lang::En {
        cm
    } else {
        cm.replace('.', ",")
    };
    let print = dom::action_button(PrintAction::Now.name(), w.print_now)
        .attr("class", "primary")
        .attr("id", "print-now");
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
