//! The review sheet (wasm32 only): a reviewed game printed for a teacher or a club, black on white, A4 and
//! Letter landscape alike. The first sheet holds the players' summaries, the chart of the value over the game
//! (each move a mark by its judgement: shapes, not colours) and the start of the list of mistakes and
//! blunders with the better move; the list goes on over more sheets if it must; the last sheet has the boards
//! of the three costliest moves, the position before each with the move played ringed dashed and the better
//! move ringed thick. The layout is `review_layout.rs`'s; the data the engine's review (`ReviewSheet`).

use super::piece::piece_svg;
use super::review_layout::{list_sheets, review_board_scale, Chart, CHART_H};
use super::sheets::{head, mm, new_view, sheet, show_view, Drawing};
use super::{printed, Piece, PIT_R, SHEET_W};
use wari_core::rules::Game;
use wari_engine::analysis::{chart_cap, Judgement, MoveReview};
use wari_ui::dom::{html, svg, El};
use wari_ui::i18n::{self, fill, tr, Lang, PrintStrings};
use wari_ui::review_sheet::ReviewSheet;
use wari_ui::snapshot::Snapshot;
use web_sys::Element;

/// The boards of the costliest moves on the last sheet.
const BOARDS: usize = 3;

/// A judgement's mark on the chart at `(x, y)`: an inaccuracy a ring, a mistake a square, a blunder a filled
/// diamond; a good move none.
fn mark(j: Judgement, (x, y): (f64, f64)) -> Option<Element> {
    let el = match j {
        Judgement::Good => return None,
        Judgement::Inaccuracy => svg("circle")
            .attr("cx", &mm(x))
            .attr("cy", &mm(y))
            .attr("r", "1.1"),
        Judgement::Mistake => svg("rect")
            .attr("x", &mm(x - 1.2))
            .attr("y", &mm(y - 1.2))
            .attr("width", "2.4")
            .attr("height", "2.4"),
        Judgement::Blunder => svg("path").attr(
            "d",
            &format!("M{} {} l1.8 1.8 l-1.8 1.8 l-1.8 -1.8 z", mm(x), mm(y - 1.8)),
        ),
    };
    Some(el.attr("class", &format!("r-mark {}", j.id())))
}

/// A judgement in words.
fn judgement(lang: Lang, j: Judgement) -> String {
    match j {
        Judgement::Good => String::new(),
        Judgement::Inaccuracy => tr!(lang, "review-sheet-inaccuracy"),
        Judgement::Mistake => tr!(lang, "review-sheet-mistake"),
        Judgement::Blunder => tr!(lang, "review-sheet-blunder"),
    }
}

/// The chart: the values as a line, level in the middle, the seeds at the side, the moves at the foot, each
/// move's judgement marked at the position it led to.
fn chart(lang: Lang, sheet: &ReviewSheet, cap: i32) -> Element {
    let c = Chart::new(sheet.chart.len(), cap);
    let (x, y, w, h) = c.plot;
    let root = svg("svg")
        .attr("class", "r-chart")
        .attr("width", &format!("{}mm", mm(SHEET_W)))
        .attr("height", &format!("{}mm", mm(CHART_H)))
        .attr("viewBox", &format!("0 0 {} {}", mm(SHEET_W), mm(CHART_H)))
        .attr("role", "img")
        .attr("aria-label", &tr!(lang, "review-sheet-chart"));
    let line = |x1: f64, y1: f64, x2: f64, y2: f64, class: &str| {
        svg("line")
            .attr("x1", &mm(x1))
            .attr("y1", &mm(y1))
            .attr("x2", &mm(x2))
            .attr("y2", &mm(y2))
            .attr("class", class)
    };
    let label = |tx: f64, ty: f64, anchor: &str, s: &str| {
        svg("text")
            .attr("x", &mm(tx))
            .attr("y", &mm(ty))
            .attr("text-anchor", anchor)
            .attr("dominant-baseline", "central")
            .attr("class", "r-label")
            .text(s)
    };
    root.append_child(&super::sheets::rect((x, y, w, h), 0.0, "r-frame"))
        .ok();
    for (seeds, sy) in c.seed_marks() {
        let class = if seeds == 0 { "r-level" } else { "r-grid" };
        root.append_child(&line(x, sy, x + w, sy, class)).ok();
        let text = if seeds > 0 {
            format!("+{seeds}")
        } else {
            seeds.to_string()
        };
        root.append_child(&label(x - 1.5, sy, "end", &text)).ok();
    }
    for (m, mx) in c.move_marks() {
        root.append_child(&line(mx, y + h, mx, y + h + 1.2, "r-tick"))
            .ok();
        root.append_child(&label(mx, y + h + 3.2, "middle", &m.to_string()))
            .ok();
    }
    let points = c.line(&sheet.chart);
    let d: String = points
        .iter()
        .enumerate()
        .map(|(k, (px, py))| format!("{}{} {}", if k == 0 { "M" } else { " L" }, mm(*px), mm(*py)))
        .collect();
    root.append_child(&svg("path").attr("d", &d).attr("class", "r-line"))
        .ok();
    for m in &sheet.moves {
        if let Some(el) = points.get(m.ply + 1).and_then(|&p| mark(m.judgement, p)) {
            root.append_child(&el).ok();
        }
    }
    root
}

/// The legend of the chart's marks: a small drawing of each with its word.
fn legend(lang: Lang) -> Element {
    let p = html("p").attr("class", "r-legend");
    for j in [
        Judgement::Inaccuracy,
        Judgement::Mistake,
        Judgement::Blunder,
    ] {
        let icon = svg("svg")
            .attr("width", "4mm")
            .attr("height", "4mm")
            .attr("viewBox", "-2 -2 4 4")
            .attr("aria-hidden", "true");
        if let Some(el) = mark(j, (0.0, 0.0)) {
            icon.append_child(&el).ok();
        }
        p.append_child(
            &html("span")
                .attr("class", "r-legend-item")
                .child(&icon)
                .child(&html("span").text(&judgement(lang, j))),
        )
        .ok();
    }
    p
}

/// The players' summaries: moves, inaccuracies, mistakes, blunders and the seeds they gave away.
fn summary(lang: Lang, sheet: &ReviewSheet) -> Element {
    let row = |cells: Vec<String>, tag: &str| {
        let tr = html("tr");
        for c in cells {
            tr.append_child(&html(tag).text(&c)).ok();
        }
        tr
    };
    let table = html("table").attr("class", "r-summary").child(&row(
        [
            "review-sheet-player",
            "review-sheet-moves",
            "review-sheet-inaccuracies",
            "review-sheet-mistakes",
            "review-sheet-blunders",
            "review-sheet-seeds-lost",
        ]
        .map(|id| tr!(lang, id))
        .to_vec(),
        "th",
    ));
    for s in sheet.summary() {
        table
            .append_child(&row(
                vec![
                    i18n::player(lang, s.player).to_string(),
                    s.moves.to_string(),
                    s.inaccuracies.to_string(),
                    s.mistakes.to_string(),
                    s.blunders.to_string(),
                    s.seeds_lost.to_string(),
                ],
                "td",
            ))
            .ok();
    }
    table
}

/// The list of `moves` (mistakes and blunders) with the better move.
fn list(lang: Lang, moves: &[&MoveReview]) -> Element {
    let head = html("tr");
    for id in [
        "review-sheet-axis-move",
        "review-sheet-player",
        "review-sheet-played",
        "review-sheet-better",
        "review-sheet-seeds-lost",
        "review-sheet-judgement",
    ] {
        head.append_child(&html("th").text(&tr!(lang, id))).ok();
    }
    let table = html("table").attr("class", "r-list").child(&head);
    for m in moves {
        let tr = html("tr").attr("data-ply", &m.ply.to_string());
        for cell in [
            (m.ply + 1).to_string(),
            i18n::player(lang, m.mover).to_string(),
            m.letter.to_string(),
            m.best_letter.to_string(),
            m.seeds.to_string(),
            judgement(lang, m.judgement),
        ] {
            tr.append_child(&html("td").text(&cell)).ok();
        }
        table.append_child(&tr).ok();
    }
    table
}

/// One costly move: the position before it with the move played ringed dashed and the better one thick (inside
/// the pit, clear of its letter), and what it was in words.
fn costly(snap: &Snapshot, w: &PrintStrings, game: &Game, m: &MoveReview) -> Option<Element> {
    let lang = snap.lang;
    let before = Snapshot {
        position: *game.position_at(m.ply)?,
        ..snap.clone()
    };
    let board = printed(&snap.rules, snap.flip);
    let d = Drawing {
        snap: &before,
        words: w,
        board,
        counts: true,
        face_top: false,
    };
    let art = piece_svg(&d, &Piece::whole(&board), review_board_scale(&board));
    for (pit, class) in [(m.pit, "r-played"), (m.best, "r-better")] {
        let (cx, cy) = board.pit(pit as usize).centre;
        art.append_child(
            &svg("circle")
                .attr("cx", &mm(cx))
                .attr("cy", &mm(cy))
                .attr("r", &mm(PIT_R - 3.0))
                .attr("class", class),
        )
        .ok();
    }
    let words = tr!(
        lang,
        "review-sheet-board",
        "move" => m.ply as u32 + 1,
        "player" => m.mover,
        "pit" => m.letter.to_string().as_str(),
        "count" => m.seeds.max(0) as u32,
        "best" => m.best_letter.to_string().as_str()
    );
    Some(
        html("article")
            .attr("class", "r-costly")
            .attr("data-ply", &m.ply.to_string())
            .child(&html("div").attr("class", "sheet-art").child(&art))
            .child(&html("p").attr("class", "r-costly-text").text(&words)),
    )
}

/// Builds the review sheet of `sheet` (a review of the game of `snap`'s rules and start) into the print view;
/// false when it is not a review of that game.
pub fn print_review(snap: &Snapshot, sheet: &ReviewSheet) -> bool {
    let Ok(game) = sheet.check(&snap.rules, &snap.start) else {
        return false;
    };
    let lang = snap.lang;
    let w = PrintStrings::of(lang);
    let view = new_view(lang, "review");
    let mistakes = sheet.mistakes();
    let costliest = sheet.costliest(BOARDS);
    let parts = list_sheets(mistakes.len());
    let sheets = parts.len() + usize::from(!costliest.is_empty());
    let title = tr!(lang, "review-sheet-heading", "variant" => snap.short_name().as_str());
    let numbered = |k: usize, class: &str| {
        let number = if sheets > 1 {
            fill(w.sheet_of, &[&k.to_string(), &sheets.to_string()])
        } else {
            String::new()
        };
        sheet_el(class, k).child(&head(&title, &number))
    };
    for (k, part) in parts.iter().enumerate() {
        let s = numbered(k + 1, "sheet-review");
        if k == 0 {
            s.append_child(&summary(lang, sheet)).ok();
            s.append_child(&html("div").attr("class", "r-figure").child(&chart(
                lang,
                sheet,
                chart_cap(&snap.rules),
            )))
            .ok();
            s.append_child(
                &html("div")
                    .attr("class", "r-caption")
                    .child(&html("p").text(&tr!(lang, "review-sheet-chart")))
                    .child(&legend(lang)),
            )
            .ok();
        }
        s.append_child(&html("h2").text(&tr!(lang, "review-sheet-list")))
            .ok();
        if mistakes.is_empty() {
            s.append_child(&html("p").text(&tr!(lang, "review-sheet-none")))
                .ok();
        } else {
            s.append_child(&list(lang, &mistakes[part.clone()])).ok();
        }
        view.append_child(&s).ok();
    }
    if !costliest.is_empty() {
        let s = numbered(sheets, "sheet-review-boards");
        s.append_child(&html("h2").text(&tr!(lang, "review-sheet-costliest")))
            .ok();
        for m in costliest {
            if let Some(b) = costly(snap, &w, &game, m) {
                s.append_child(&b).ok();
            }
        }
        s.append_child(&html("p").attr("class", "sheet-foot").text(&format!(
            "{} {}",
            tr!(lang, "review-sheet-marks"),
            tr!(lang, "review-sheet-game", "moves" => sheet.game.as_str())
        )))
        .ok();
        view.append_child(&s).ok();
    }
    show_view(&view);
    true
}

/// A sheet of `class`, numbered `k` from 1.
fn sheet_el(class: &str, k: usize) -> Element {
    sheet(class).attr("data-sheet", &k.to_string())
}
