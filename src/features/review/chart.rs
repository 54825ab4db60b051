//! The review's chart as SVG markup (pure, tested natively): who was ahead after each move, in seeds from
//! South's view (up: South ahead), within ±[`wari_engine::analysis::chart_cap`]; each move judged a point
//! whose shape says its judgement as well as its colour (good: a small dot; inaccuracy: a ring; mistake: a
//! square; blunder: a triangle); the move selected a line across. Each move has a band as tall as the chart
//! that selects it when clicked (`review-select`, its number as `data-ply`). The chart is drawn for the eye
//! and the mouse (`aria-hidden`): the table under it says the same in words.

use crate::view::markup::Markup;
use wari_engine::analysis::Judgement;

/// The drawing's size, in viewBox units (the page scales it to the card's width).
const W: f64 = 600.0;
const H: f64 = 200.0;
/// Room left and right of the first and last positions, above and below the cap.
const SIDE: f64 = 10.0;
const EDGE: f64 = 10.0;

/// What the chart shows.
pub struct Chart<'a> {
    /// Moves in the game (the x axis runs from its start to its last position).
    pub moves: usize,
    /// The values of the positions analysed so far, from the start, hundredths of a seed for South.
    pub values: &'a [i32],
    /// The top of the chart, hundredths of a seed.
    pub cap: i32,
    /// The judgement of each move judged so far (move 1 first).
    pub judged: &'a [Judgement],
    /// The move selected (1 = the first; 0: none).
    pub selected: usize,
    /// The words at the top and the bottom: "South ahead", "North ahead".
    pub halves: [&'a str; 2],
}

fn fmt(v: f64) -> String {
    wari_core::geometry::decimal(v, 1)
}

impl Chart<'_> {
    /// Where position `k` is across.
    fn x(&self, k: usize) -> f64 {
        SIDE + k as f64 * (W - 2.0 * SIDE) / self.moves.max(1) as f64
    }

    /// Where a value is up and down.
    fn y(&self, v: i32) -> f64 {
        let cap = self.cap.max(1) as f64;
        H / 2.0 - (v.clamp(-self.cap, self.cap) as f64 / cap) * (H / 2.0 - EDGE)
    }

    /// The whole `<svg>`.
    pub fn markup(&self) -> String {
        let mut m = Markup::new();
        m.open(
            "svg",
            &[
                ("class", "review-svg"),
                ("viewBox", "0 0 600 200"),
                ("aria-hidden", "true"),
                ("focusable", "false"),
            ],
        );
        let (half, w) = (fmt(H / 2.0), fmt(W));
        m.leaf(
            "rect",
            &[("class", "half-south"), ("width", &w), ("height", &half)],
        );
        m.leaf(
            "rect",
            &[
                ("class", "half-north"),
                ("y", &half),
                ("width", &w),
                ("height", &half),
            ],
        );
        for (text, y, baseline) in [
            (self.halves[0], EDGE, "hanging"),
            (self.halves[1], H - EDGE, "auto"),
        ] {
            m.open(
                "text",
                &[
                    ("class", "half-label"),
                    ("x", &fmt(SIDE + 4.0)),
                    ("y", &fmt(y)),
                    ("dominant-baseline", baseline),
                ],
            )
            .text(text)
            .close("text");
        }
        m.leaf(
            "line",
            &[
                ("class", "zero"),
                ("x1", "0"),
                ("x2", &w),
                ("y1", &half),
                ("y2", &half),
            ],
        );
        if self.selected > 0 {
            let x = fmt(self.x(self.selected));
            m.leaf(
                "line",
                &[
                    ("class", "selected"),
                    ("x1", &x),
                    ("x2", &x),
                    ("y1", "0"),
                    ("y2", &fmt(H)),
                ],
            );
        }
        if !self.values.is_empty() {
            let mut area = format!("M{} {half}", fmt(self.x(0)));
            let mut line = String::new();
            for (k, &v) in self.values.iter().enumerate() {
                let (x, y) = (fmt(self.x(k)), fmt(self.y(v)));
                area.push_str(&format!(" L{x} {y}"));
                line.push_str(&format!("{}{x} {y}", if k == 0 { "M" } else { " L" }));
            }
            area.push_str(&format!(
                " L{} {half} Z",
                fmt(self.x(self.values.len() - 1))
            ));
            m.leaf("path", &[("class", "area"), ("d", &area)]);
            m.leaf("path", &[("class", "line"), ("d", &line)]);
        }
        for (i, &j) in self.judged.iter().enumerate() {
            let k = i + 1;
            let Some(&v) = self.values.get(k) else {
                continue;
            };
            self.point(&mut m, j, self.x(k), self.y(v), k == self.selected);
        }
        let band = (W - 2.0 * SIDE) / self.moves.max(1) as f64;
        for k in 1..=self.moves {
            let number = k.to_string();
            m.leaf(
                "rect",
                &[
                    ("class", "hit"),
                    ("data-action", "review-select"),
                    ("data-ply", &number),
                    ("x", &fmt(self.x(k) - band / 2.0)),
                    ("width", &fmt(band)),
                    ("height", &fmt(H)),
                ],
            );
        }
        m.close("svg");
        m.finish()
    }

    /// A move's point at (`x`, `y`), shaped by its judgement.
    fn point(&self, m: &mut Markup, j: Judgement, x: f64, y: f64, selected: bool) {
        let class = if selected {
            format!("pt {} on", j.id())
        } else {
            format!("pt {}", j.id())
        };
        shape(m, j, x, y, &class);
    }
}

/// The shape of judgement `j` centred at (`x`, `y`) with `class`: also the legend's.
pub fn shape(m: &mut Markup, j: Judgement, x: f64, y: f64, class: &str) {
    match j {
        Judgement::Good => {
            m.leaf(
                "circle",
                &[
                    ("class", class),
                    ("cx", &fmt(x)),
                    ("cy", &fmt(y)),
                    ("r", "4"),
                ],
            );
        }
        Judgement::Inaccuracy => {
            m.leaf(
                "circle",
                &[
                    ("class", class),
                    ("cx", &fmt(x)),
                    ("cy", &fmt(y)),
                    ("r", "6.5"),
                ],
            );
        }
        Judgement::Mistake => {
            m.leaf(
                "rect",
                &[
                    ("class", class),
                    ("x", &fmt(x - 6.5)),
                    ("y", &fmt(y - 6.5)),
                    ("width", "13"),
                    ("height", "13"),
                ],
            );
        }
        Judgement::Blunder => {
            let d = format!(
                "M{} {} L{} {} L{} {} Z",
                fmt(x - 8.0),
                fmt(y - 6.0),
                fmt(x + 8.0),
                fmt(y - 6.0),
                fmt(x),
                fmt(y + 8.0)
            );
            m.leaf("path", &[("class", class), ("d", &d)]);
        }
    }
}

/// A small `<svg>` with the shape of `j`, for the legend and the table.
pub fn legend_mark(j: Judgement) -> String {
    let mut m = Markup::new();
    mark(&mut m, j);
    m.finish()
}

/// Writes [`legend_mark`] into `m`.
pub fn mark(m: &mut Markup, j: Judgement) {
    m.open(
        "svg",
        &[
            ("class", "review-mark"),
            ("viewBox", "0 0 20 20"),
            ("aria-hidden", "true"),
            ("focusable", "false"),
        ],
    );
    shape(m, j, 10.0, 10.0, &format!("pt {}", j.id()));
    m.close("svg");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chart<'a>(values: &'a [i32], judged: &'a [Judgement], selected: usize) -> Chart<'a> {
        Chart {
            moves: 4,
            values,
            cap: 2400,
            judged,
            selected,
            halves: ["South ahead", "North <ahead>"],
        }
    }

    #[test]
    fn each_move_is_a_point_shaped_by_its_judgement_where_its_value_is() {
        let judged = [Judgement::Good, Judgement::Blunder, Judgement::Mistake];
        let svg = chart(&[0, 100, -2400, 9999], &judged, 2).markup();
        // Move 1 after position 1: x = 10 + 145, y = 100 - 100/2400 * 90.
        assert!(
            svg.contains(r#"<circle class="pt good" cx="155.0" cy="96.2" r="4"/>"#),
            "{svg}"
        );
        // Move 2, selected, at the bottom (North ahead by the cap): a triangle.
        assert!(
            svg.contains(
                r#"<path class="pt blunder on" d="M292.0 184.0 L308.0 184.0 L300.0 198.0 Z"/>"#
            ),
            "{svg}"
        );
        // Move 3, capped at the top: a square.
        assert!(
            svg.contains(r#"<rect class="pt mistake" x="438.5" y="3.5" width="13" height="13"/>"#),
            "{svg}"
        );
        assert!(svg.contains(r#"<line class="selected" x1="300.0" x2="300.0""#));
        assert!(
            svg.contains(r#"d="M10.0 100.0 L155.0 96.2 L300.0 190.0 L445.0 10.0""#),
            "{svg}"
        );
        // Every move can be clicked, even those not analysed yet.
        for k in 1..=4 {
            assert!(svg.contains(&format!(r#"data-action="review-select" data-ply="{k}""#)));
        }
        assert!(svg.contains("North &lt;ahead&gt;"), "words are escaped");
    }

    #[test]
    fn before_any_answer_the_chart_has_its_halves_and_bands_only() {
        let svg = chart(&[], &[], 0).markup();
        assert!(
            !svg.contains("class=\"line\"")
                && !svg.contains("class=\"pt")
                && !svg.contains("selected")
        );
        assert_eq!(svg.matches("class=\"hit\"").count(), 4);
        let one = legend_mark(Judgement::Inaccuracy);
        assert!(one.contains(r#"<circle class="pt inaccuracy" cx="10.0" cy="10.0" r="6.5"/>"#));
    }
}
