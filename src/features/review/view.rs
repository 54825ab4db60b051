//! The review drawn: its card under the board (the progress with Stop and Go on, the chart, the legend, the
//! move selected in words, Previous and Next, each player's summary, the table of every move, the buttons
//! "Learn from your mistakes", "Print the review" and "Back to the game"), and the buttons that open it: in
//! the bar when a game is over, and beside the move list. Reads the room (`model.rs`), never changes it;
//! every word from `text.rs` and the `review-*` messages.
//!
//! The arrow keys, Home and End on the chart or the table step through the moves (the runtime reads them:
//! [`crate::view::action::ReviewAction::from_key`] on an element inside [`KEYS_CLASS`]).

use crate::features::game::state::State;
use crate::features::review::chart::{legend_mark, mark, Chart};
use crate::features::review::model::{Progress, Reviewer};
use crate::features::review::text;
use crate::view::action::{Action, ReviewAction};
use crate::view::dom::{self, button, html, set_attr, set_hidden, set_text, El};
use crate::view::markup::Markup;
use wari_core::rules::Player;
use wari_engine::analysis::{chart_cap, Judgement, MoveReview, PlayerSummary};
use wari_ui::i18n::{self, tr, Lang};
use web_sys::Element;

/// The class of the parts of the card where the arrow keys step through the moves.
pub const KEYS_CLASS: &str = "review-keys";

const JUDGEMENTS: [Judgement; 4] = [
    Judgement::Good,
    Judgement::Inaccuracy,
    Judgement::Mistake,
    Judgement::Blunder,
];

/// What was drawn last, so a render changes only what differs.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Drawn {
    positions: usize,
    moves: usize,
    selected: usize,
}

/// The review's elements.
pub struct ReviewView {
    lang: Lang,
    /// "Review the game" in the bar, shown when the game is over.
    ender: Element,
    card: Element,
    progress: Element,
    status: Element,
    cancel: Element,
    resume: Element,
    chart: Element,
    caption: Element,
    prev: Element,
    next: Element,
    summary: Element,
    rows: Element,
    /// "Learn from your mistakes" and "Print the review": enabled once the review is finished.
    finished_only: [Element; 2],
    drawn: Option<Drawn>,
}

impl ReviewView {
    /// Builds the card in the play column `play` (before the move list's card) and its buttons (in the bar,
    /// beside the move list).
    pub fn build(lang: Lang, play: &Element) -> ReviewView {
        let open = Action::Review(ReviewAction::Open);
        let ender = button(open, &tr!(lang, "review-open"))
            .attr("class", "primary review-ender")
            .attr("hidden", "");
        if let Some(new_game) = find(play, ".bar [data-action=\"new-game\"]") {
            dom::put_before(&new_game, &ender);
        }
        if let Some(share) = find(play, ".moves-card .share") {
            share
                .append_child(&button(open, &tr!(lang, "review-open")))
                .ok();
        }
        let learn = button(
            Action::Review(ReviewAction::Learn),
            &tr!(lang, "review-learn"),
        );
        let print = button(
            Action::Review(ReviewAction::Print),
            &tr!(lang, "review-print"),
        );
        let title = html("h2")
            .attr("id", "review-title")
            .attr("tabindex", "-1")
            .text(&tr!(lang, "review-heading"));
        let progress = html("progress")
            .attr("max", "100")
            .attr("value", "0")
            .attr("aria-labelledby", "review-status");
        let status = dom::live_status("review-status").attr("id", "review-status");
        let cancel = button(
            Action::Review(ReviewAction::Cancel),
            &tr!(lang, "review-cancel"),
        );
        let resume = button(
            Action::Review(ReviewAction::Resume),
            &tr!(lang, "review-resume"),
        );
        let chart = html("div")
            .attr("class", &format!("review-chart {KEYS_CLASS}"))
            .attr("tabindex", "0")
            .attr("role", "group")
            .attr("aria-label", &tr!(lang, "review-chart-label"))
            .attr("aria-describedby", "review-caption")
            .attr("aria-keyshortcuts", "ArrowLeft ArrowRight Home End");
        let legend = html("ul").attr("class", "review-legend");
        for j in JUDGEMENTS {
            let item = html("li");
            item.set_inner_html(&legend_mark(j));
            item.append_child(&html("span").text(&text::judgement(lang, j)))
                .ok();
            legend.append_child(&item).ok();
        }
        let caption = dom::live_status("review-caption").attr("id", "review-caption");
        let prev = button(
            Action::Review(ReviewAction::Prev),
            &tr!(lang, "review-prev"),
        )
        .attr("aria-keyshortcuts", "ArrowLeft");
        let next = button(
            Action::Review(ReviewAction::Next),
            &tr!(lang, "review-next"),
        )
        .attr("aria-keyshortcuts", "ArrowRight");
        let summary = html("div").attr("class", "review-summary");
        let rows = html("tbody");
        let table = html("table")
            .attr("class", "review-table")
            .child(&html("caption").text(&tr!(lang, "review-table-caption")));
        let head = html("tr");
        for id in [
            "review-col-move",
            "review-col-player",
            "review-col-played",
            "review-col-judgement",
            "review-col-lost",
            "review-col-better",
            "review-col-value",
        ] {
            head.append_child(&html("th").attr("scope", "col").text(&tr!(lang, id)))
                .ok();
        }
        table.append_child(&html("thead").child(&head)).ok();
        table.append_child(&rows).ok();
        let card = html("section")
            .attr("class", "card review-card")
            .attr("aria-labelledby", "review-title")
            .attr("hidden", "")
            .child(&title)
            .child(
                &html("p")
                    .attr("class", "hint-text")
                    .text(&tr!(lang, "review-intro")),
            )
            .child(
                &html("div")
                    .attr("class", "review-progress")
                    .child(&progress)
                    .child(&status)
                    .child(&cancel)
                    .child(&resume),
            )
            .child(&chart)
            .child(&legend)
            .child(&caption)
            .child(
                &html("div")
                    .attr("class", "review-nav")
                    .child(&prev)
                    .child(&next),
            )
            .child(&summary)
            .child(
                &html("div")
                    .attr("class", &format!("review-table-box {KEYS_CLASS}"))
                    .child(&table),
            )
            .child(
                &html("div")
                    .attr("class", "review-actions")
                    .child(&learn)
                    .child(&print)
                    .child(&button(
                        Action::Review(ReviewAction::Close),
                        &tr!(lang, "review-close"),
                    )),
            );
        match find(play, ".moves-card") {
            Some(moves) => dom::put_before(&moves, &card),
            None => {
                play.append_child(&card).ok();
            }
        }
        ReviewView {
            lang,
            ender,
            card,
            progress,
            status,
            cancel,
            resume,
            chart,
            caption,
            prev,
            next,
            summary,
            rows,
            finished_only: [learn, print],
            drawn: None,
        }
    }

    /// The review just opened: the focus goes to its title.
    pub fn opened(&self) {
        if let Some(title) = find(&self.card, "#review-title") {
            dom::focus(&title);
        }
    }

    /// Draws `review` beside the game room's `state`.
    pub fn render(&mut self, review: &Reviewer, state: &State) {
        let game = &state.s.game;
        set_hidden(
            &self.ender,
            review.is_open() || game.outcome().is_none() || game.all_moves().is_empty(),
        );
        dom::set_body_class("reviewing", review.is_open());
        set_hidden(&self.card, !review.is_open());
        if !review.is_open() {
            self.drawn = None;
            return;
        }
        let lang = self.lang;
        let p = review.progress();
        let (done, total) = (review.positions().len(), review.move_count() + 1);
        set_attr(
            &self.progress,
            "value",
            &(done * 100 / total.max(1)).to_string(),
        );
        set_text(&self.status, &text::progress(lang, p));
        let running = matches!(p, Progress::Running { .. } | Progress::Tables(_));
        set_hidden(&self.progress, matches!(p, Progress::Done));
        set_hidden(&self.cancel, !running);
        set_hidden(&self.resume, !matches!(p, Progress::Stopped { .. }));
        for b in &self.finished_only {
            crate::view::panel::Ui::enable(b, review.finished().is_some());
        }

        let moves = review.moves();
        let now = Drawn {
            positions: done,
            moves: review.move_count(),
            selected: review.selected(),
        };
        if self.drawn.as_ref() == Some(&now) {
            return;
        }
        let Some(reviewed) = review.game() else {
            return;
        };
        let values: Vec<i32> = review.positions().iter().map(|p| p.chart).collect();
        let judged: Vec<Judgement> = moves.iter().map(|m| m.judgement).collect();
        let halves = [
            tr!(lang, "review-chart-south"),
            tr!(lang, "review-chart-north"),
        ];
        self.chart.set_inner_html(
            &Chart {
                moves: review.move_count(),
                values: &values,
                cap: chart_cap(reviewed.rules()),
                judged: &judged,
                selected: review.selected(),
                halves: [&halves[0], &halves[1]],
            }
            .markup(),
        );
        let selected = review.selected();
        let caption = match selected {
            0 => String::new(),
            m => {
                let n = reviewed.rules().pits_a_side() as usize;
                let pit = reviewed.all_moves()[m - 1] as usize;
                let mover = reviewed
                    .position_at(m - 1)
                    .map_or(Player::South, |p| p.to_move());
                text::selected(
                    lang,
                    m,
                    mover,
                    wari_core::rules::move_letter(n, pit),
                    review.selected_move().as_ref(),
                )
            }
        };
        set_text(&self.caption, &caption);
        dom::set_flag(&self.prev, "disabled", selected <= 1);
        dom::set_flag(&self.next, "disabled", selected >= review.move_count());
        let rebuilt =
            self.drawn.as_ref().map(|d| (d.positions, d.moves)) != Some((now.positions, now.moves));
        if rebuilt {
            self.summary.set_inner_html("");
            self.summary
                .append_child(&summary_table(lang, &review.summary()))
                .ok();
            self.fill_rows(review, &moves);
        }
        self.mark_row(selected);
        self.drawn = Some(now);
    }

    /// One row a move judged: its number (a button that selects it), who played it, the pit, the judgement
    /// (its shape and name), the seeds given away, the better move, who was ahead after it.
    fn fill_rows(&self, review: &Reviewer, moves: &[MoveReview]) {
        self.rows
            .set_inner_html(&rows_markup(self.lang, review, moves));
    }

    /// Marks the row of move `m` as the one selected.
    fn mark_row(&self, m: usize) {
        let Ok(rows) = self.rows.query_selector_all("tr") else {
            return;
        };
        for k in 0..rows.length() {
            let Some(row) = rows
                .item(k)
                .and_then(|n| wasm_bindgen::JsCast::dyn_into::<Element>(n).ok())
            else {
                continue;
            };
            let on = row.get_attribute("data-move").and_then(|v| v.parse().ok()) == Some(m);
            dom::set_class(&row, "on", on);
            if on {
                set_attr(&row, "aria-current", "step");
            } else if row.has_attribute("aria-current") {
                let _ = row.remove_attribute("aria-current");
            }
        }
    }
}

/// Each player's summary as a table: a column a player, a row for the moves, each kind of error and the
/// seeds they gave away.
fn summary_table(lang: Lang, summary: &[PlayerSummary; 2]) -> Element {
    let head = html("tr").child(&html("td"));
    for s in summary {
        head.append_child(
            &html("th")
                .attr("scope", "col")
                .text(i18n::player(lang, s.player)),
        )
        .ok();
    }
    let body = html("tbody");
    let [south, north] = summary;
    let rows = [
        (tr!(lang, "review-col-count"), south.moves, north.moves),
        (
            text::judgement(lang, Judgement::Inaccuracy),
            south.inaccuracies,
            north.inaccuracies,
        ),
        (
            text::judgement(lang, Judgement::Mistake),
            south.mistakes,
            north.mistakes,
        ),
        (
            text::judgement(lang, Judgement::Blunder),
            south.blunders,
            north.blunders,
        ),
        (
            tr!(lang, "review-seeds-lost"),
            south.seeds_lost.unsigned_abs(),
            north.seeds_lost.unsigned_abs(),
        ),
    ];
    for (name, a, b) in rows {
        let row = html("tr").child(&html("th").attr("scope", "row").text(&name));
        for value in [a, b] {
            row.append_child(&html("td").text(&value.to_string())).ok();
        }
        body.append_child(&row).ok();
    }
    html("table")
        .attr("class", "review-summary-table")
        .child(&html("caption").text(&tr!(lang, "review-summary-heading")))
        .child(&html("thead").child(&head))
        .child(&body)
}

/// The table's rows as markup (one `<tr>` a move judged), written at once: a long game's table is a few
/// hundred cells.
fn rows_markup(lang: Lang, review: &Reviewer, moves: &[MoveReview]) -> String {
    let mut m = Markup::new();
    for mv in moves {
        let number = (mv.ply + 1).to_string();
        let costly = mv.judgement != Judgement::Good;
        let after = review
            .positions()
            .get(mv.ply + 1)
            .map(|p| text::value(lang, p))
            .unwrap_or_default();
        let letter = mv.letter.to_string();
        let seeds = if costly {
            mv.seeds.to_string()
        } else {
            String::new()
        };
        let better = if costly {
            mv.best_letter.to_string()
        } else {
            String::new()
        };
        m.open(
            "tr",
            &[("data-move", &number), ("class", mv.judgement.id())],
        )
        .open("th", &[("scope", "row")])
        .open(
            "button",
            &[
                ("type", "button"),
                ("class", "review-row-move"),
                ("data-action", ReviewAction::Select(0).name()),
                ("data-ply", &number),
            ],
        )
        .text(&number)
        .close("button")
        .close("th");
        m.open("td", &[])
            .text(i18n::player(lang, mv.mover))
            .close("td");
        m.open("td", &[]).text(&letter).close("td").open("td", &[]);
        mark(&mut m, mv.judgement);
        m.open("span", &[])
            .text(&text::judgement(lang, mv.judgement))
            .close("span")
            .close("td");
        for cell in [&seeds, &better, &after] {
            m.open("td", &[]).text(cell).close("td");
        }
        m.close("tr");
    }
    m.finish()
}

fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).ok().flatten()
}
