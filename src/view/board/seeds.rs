//! The pebbles of the board's pits and stores ([`Seeds`]), created as they are first shown.

use crate::view::board::draw::{fmt, SEED_FILLS, SEED_R};
use crate::view::dom::{svg, El};
use crate::view::markup::Markup;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// The pebbles drawn in a pit or a store: each circle is created the first time it is shown (a board starts
/// with 4 a pit and none in the stores, so the page's start creates 48 of the 700 that may be drawn), then
/// hidden and shown again.
pub(crate) struct Seeds {
    /// Their group.
    pub(crate) g: Element,
    /// The circles created so far, in the order they are shown.
    nodes: Vec<Element>,
    /// How many are shown.
    pub(crate) shown: usize,
    /// Where each one goes and its colour (gradient `seed<kind>`), in the order they are shown.
    places: Vec<(f64, f64, u32)>,
}

impl Seeds {
    /// The pebbles to be drawn in the group `g` (empty), at `places`.
    pub(crate) fn new(g: Element, places: Vec<(f64, f64, u32)>) -> Seeds {
        Seeds {
            g,
            nodes: Vec::new(),
            shown: 0,
            places,
        }
    }

    /// Shows the first `count` (as many as there are places) and hides the rest, touching only the circles
    /// whose state changes.
    pub(crate) fn show(&mut self, count: usize) {
        let now = count.min(self.places.len());
        if now == self.shown {
            return;
        }
        for (k, seed) in self.nodes.iter().enumerate() {
            if (k < now) != (k < self.shown) {
                if k < now {
                    let _ = seed.remove_attribute("display");
                } else {
                    let _ = seed.set_attribute("display", "none");
                }
            }
        }
        if self.nodes.len() < now {
            // The new ones written at once and parsed by the browser in one piece (see `markup.rs`).
            let mut m = Markup::new();
            let r = fmt(SEED_R);
            for &(x, y, kind) in &self.places[self.nodes.len()..now] {
                m.leaf(
                    "circle",
                    &[
                        ("r", &r),
                        ("class", "seed"),
                        ("fill", SEED_FILLS[kind as usize % SEED_FILLS.len()]),
                        ("cx", &fmt(x)),
                        ("cy", &fmt(y)),
                    ],
                );
            }
            let _ = self.g.insert_adjacent_html("beforeend", &m.finish());
            let circles = self.g.children();
            for k in self.nodes.len()..now {
                if let Some(c) = circles.item(k as u32) {
                    self.nodes.push(c.unchecked_into());
                }
            }
        }
        self.shown = now;
    }
}

/// A pebble of colour `kind` (gradient `seed<kind>`), placed by the caller.
pub(crate) fn seed_circle(kind: u32) -> Element {
    svg("circle")
        .attr("r", &fmt(SEED_R))
        .attr("class", "seed")
        .attr("fill", SEED_FILLS[kind as usize % SEED_FILLS.len()])
}
