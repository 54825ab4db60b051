//! The puzzle worksheet (wasm32 only): the puzzles chosen in the Puzzles list (or this week's six), two a
//! sheet (a board of twelve pits a row alone on its sheet, [`super::puzzle_sheets`]), each with its title, its goal, its position drawn with the seed counts (the worksheet's board, from
//! the one board geometry), who is to move and lines to write on; then a last sheet of the answers, one line
//! each with the puzzle's id (`abapa/7`, for a `?puzzle=` link) and the explanation the engine's proved line
//! gives. A4 and Letter landscape alike, black on white,
//! in the page's language.

use super::piece::piece_svg;
use super::sheets::{head, new_view, sheet, show_view, Drawing};
use super::{printed, puzzle_alone, puzzle_scale, puzzle_sheets, Piece};
use wari_core::params::Seat;
use wari_core::puzzles::{collection, Puzzle};
use wari_core::rules::{MatchFormat, Position, Preset};
use wari_ui::dom::{html, El};
use wari_ui::i18n::{self, fill, tr, Lang, PrintStrings};
use wari_ui::puzzle_text;
use wari_ui::snapshot::Snapshot;
use web_sys::Element;

/// The puzzle's title on the sheet and in the answers: its number in the collection, stars and variant.
fn title(lang: Lang, index: usize, p: &Puzzle) -> String {
    let variant = p.variant.parse::<Preset>().map_or(p.variant.clone(), |v| {
        i18n::preset_name(lang, v).to_string()
    });
    format!(
        "{} · {} · {}",
        tr!(lang, "sheet-puzzle", "number" => index as u32 + 1),
        "★".repeat(p.stars as usize),
        variant
    )
}

/// One puzzle's half of a sheet; `None` if its position does not fit its rules (the collection is verified,
/// so it does).
fn block(lang: Lang, w: &PrintStrings, index: usize, p: &Puzzle, alone: bool) -> Option<Element> {
    let position = Position::from_setup(&p.rules, &p.setup).ok()?;
    let snap = Snapshot {
        lang,
        rules: p.rules,
        preset: p.variant.parse().ok(),
        format: MatchFormat::Single,
        seats: [Seat::Human, Seat::Human],
        flip: false,
        start: position,
        moves: String::new(),
        position,
    };
    let board = printed(&p.rules, false);
    let d = Drawing {
        snap: &snap,
        words: w,
        board,
        counts: true,
        face_top: false,
    };
    let whole = Piece::whole(&board);
    let el = html("article")
        .attr("class", "sheet-puzzle")
        .attr("data-id", &p.id)
        .child(&html("h2").text(&title(lang, index, p)))
        .child(
            &html("p")
                .attr("class", "sheet-puzzle-goal")
                .text(&puzzle_text::goal(lang, p.goal)),
        )
        .child(&html("div").attr("class", "sheet-art").child(&piece_svg(
            &d,
            &whole,
            puzzle_scale(&board, alone),
        )))
        .child(
            &html("p")
                .attr("class", "worksheet-turn")
                .text(&i18n::to_move(lang, p.solver())),
        );
    for _ in 0..5 {
        el.append_child(&html("div").attr("class", "worksheet-line"))
            .ok();
    }
    Some(el)
}

/// Builds the worksheet of the puzzles at `chosen` (indices in the collection; others are left out) into the
/// print view; false when there is none to print.
pub fn print_puzzles(lang: Lang, chosen: &[usize]) -> bool {
    let puzzles: Vec<usize> = chosen
        .iter()
        .copied()
        .filter(|&i| i < collection().len())
        .collect();
    if puzzles.is_empty() {
        return false;
    }
    let w = PrintStrings::of(lang);
    let view = new_view(lang, "puzzles");
    let alone: Vec<bool> = puzzles
        .iter()
        .map(|&i| puzzle_alone(&printed(&collection()[i].rules, false)))
        .collect();
    let groups = puzzle_sheets(&alone);
    let sheets = groups.len() + 1;
    let heading = tr!(lang, "sheet-puzzles-heading");
    let sheet_of = |k: usize| fill(w.sheet_of, &[&k.to_string(), &sheets.to_string()]);
    for (k, group) in groups.iter().enumerate() {
        let row = html("div").attr("class", "sheet-puzzle-row");
        for &at in group {
            let i = puzzles[at];
            if let Some(b) = block(lang, &w, i, &collection()[i], alone[at]) {
                row.append_child(&b).ok();
            }
        }
        let s = sheet("sheet-puzzles")
            .attr("data-sheet", &(k + 1).to_string())
            .child(&head(&heading, &sheet_of(k + 1)))
            .child(
                &html("p")
                    .attr("class", "sheet-name")
                    .text(&tr!(lang, "sheet-name")),
            )
            .child(&row);
        view.append_child(&s).ok();
    }
    let answers = html("ol").attr("class", "sheet-answer-list");
    for &i in &puzzles {
        let p = &collection()[i];
        answers
            .append_child(
                &html("li")
                    .child(&html("strong").text(&format!("{} · {}", title(lang, i, p), p.id)))
                    .child(&html("span").text(&format!(
                        " — {}",
                        puzzle_text::explanation(lang, &p.explanation())
                    ))),
            )
            .ok();
    }
    let last = sheet("sheet-answers")
        .attr("data-sheet", &sheets.to_string())
        .child(&head(&heading, &sheet_of(sheets)))
        .child(&html("h1").text(&tr!(lang, "sheet-answers")))
        .child(&answers);
    view.append_child(&last).ok();
    show_view(&view);
    true
}
