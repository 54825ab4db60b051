//! The SVG board: a wooden board with two rows of round pits and an elongated store at each end (each
//! player's at their right, B3), pebbles drawn in every pit and store with a count badge, pit letters (B2).
//!
//! [`Board::new`] creates every node once for a board size and side, written as one SVG text (`draw.rs`) that
//! the browser parses in one piece, then finds the live nodes by their classes; the pebbles are created the
//! first time they are shown (`seeds.rs`: the page's start creates 48 of the 700 that may be drawn).
//! [`Board::render`] then only changes what differs from the last frame (it remembers each pit's count and
//! classes), so animation frames are cheap and nothing leaks. The board holds
//! no state of the game: the app hands it a [`View`] of what to show.

mod draw;
mod seeds;

use crate::features::game::anim::Flight;
use crate::view::dom::{html, set_attr, set_class, set_text};
use draw::{fmt, SEED_KINDS};
use seeds::{seed_circle, Seeds};
use wari_core::geometry::{Geometry, Orientation};
use wari_core::rules::Player;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// Most pebbles drawn in flight at once.
const FLYERS: usize = 48;

/// A key that moves the keyboard focus between pits, as they are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    /// Left.
    Left,
    /// Right.
    Right,
    /// Up.
    Up,
    /// Down.
    Down,
    /// The start of the pit's row.
    Home,
    /// The end of the pit's row.
    End,
}

/// Everything the board shows at one moment.
pub struct View<'a> {
    /// Seeds in each pit (`2n` used).
    pub pits: &'a [u8],
    /// Seeds in each store.
    pub stores: [u16; 2],
    /// Pits the player to move may sow (bit set); empty when no human may move now.
    pub legal: u64,
    /// The last move: its origin and the pit its last seed fell in.
    pub last: Option<(usize, usize)>,
    /// The pit that just received a seed during an animation.
    pub active: Option<usize>,
    /// Pits flashing because they are captured (bit set).
    pub flash: u64,
    /// Seeds flying to a store.
    pub flight: Option<&'a Flight>,
    /// The suggested move.
    pub hint: Option<usize>,
    /// The pit in the tab order (roving focus).
    pub focus: usize,
    /// Accessible names of the pits.
    pub pit_labels: &'a [String],
    /// Accessible names of the stores.
    pub store_labels: [&'a str; 2],
    /// Player names written in the stores.
    pub names: [&'a str; 2],
    /// The player to move, marked at their store; `None` when the game is over.
    pub to_move: Option<Player>,
}

/// The classes [`Board::render`] gives a pit's `<g>` (and no other code touches), by bit.
const PIT_CLASSES: [&str; 6] = ["legal", "last", "landed", "active", "flash", "hinted"];

/// What pits and stores both have: their group, pebbles and count, and where the pebbles go.
struct PlaceNodes {
    g: Element,
    seeds: Seeds,
    count: Element,
    centre: (f64, f64),
    offsets: Vec<(f64, f64)>,
}

struct PitNodes {
    at: PlaceNodes,
    badge: Element,
    /// The count and the classes ([`PIT_CLASSES`] by bit) last drawn: only what changes is written, each
    /// write being a call out of wasm (none is on the drawing when it is created).
    shown: Option<(usize, u8)>,
}

struct StoreNodes {
    at: PlaceNodes,
    name: Element,
}

/// The board's nodes for one size and side.
pub struct Board {
    /// The `<svg>` element.
    pub root: Element,
    geometry: Geometry,
    pits: Vec<PitNodes>,
    stores: Vec<StoreNodes>,
    /// The pebbles in flight, created when first needed (at most [`FLYERS`]), and their group.
    flyers: Vec<Element>,
    fly_g: Element,
}

/// The elements under `root` that match `selector`, in document order.
fn all(root: &Element, selector: &str) -> Vec<Element> {
    let Ok(list) = root.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|k| list.item(k))
        .map(|n| n.unchecked_into::<Element>())
        .collect()
}

/// The drawing's places of one `kind` (`g.pit` or `g.store`, in document order) with their plans, in the same
/// order: each one's group, pebbles' group and count, and the part the `extra` selector finds in it (the drawing
/// writes one of each).
fn places(
    root: &Element,
    kind: &str,
    extra: &str,
    plans: Vec<draw::Plan>,
) -> impl Iterator<Item = (PlaceNodes, Element)> {
    let selectors = [
        kind.to_string(),
        format!("{kind} > g.seeds"),
        format!("{kind} > text.count"),
        format!("{kind} > {extra}"),
    ];
    let mut parts = selectors.map(|selector| all(root, &selector).into_iter());
    plans.into_iter().map(move |plan| {
        let [g, seeds, count, extra] = parts.each_mut().map(|p| {
            p.next()
                .expect("the board's drawing has each part of each place")
        });
        let at = PlaceNodes {
            g,
            seeds: Seeds::new(seeds, plan.places),
            count,
            centre: plan.centre,
            offsets: plan.offsets,
        };
        (at, extra)
    })
}

impl Board {
    /// Creates the board's nodes for `geometry` (its layout, the screen metrics, the orientation and side:
    /// see [`draw::board`]): the drawing is parsed by the browser in one piece, then its live parts are found.
    pub fn new(geometry: Geometry, board_label: &str) -> Board {
        let drawing = draw::board(&geometry, board_label);
        let holder = html("div");
        holder.set_inner_html(&drawing.markup);
        let root = holder
            .first_element_child()
            .expect("the board's drawing is one <svg>");
        let pits = places(&root, "g.pit", "circle.badge", drawing.pits)
            .map(|(at, badge)| PitNodes {
                at,
                badge,
                shown: None,
            })
            .collect();
        let stores = places(&root, "g.store", "text.store-name", drawing.stores)
            .map(|(at, name)| StoreNodes { at, name })
            .collect();
        let fly_g = all(&root, "g.flyers")
            .pop()
            .expect("the board's drawing has a group for the flyers");
        Board {
            root,
            geometry,
            pits,
            stores,
            flyers: Vec::new(),
            fly_g,
        }
    }

    /// The geometry the board was drawn from (a new one needs a new board).
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The store's `<g>`.
    pub fn store_element(&self, p: Player) -> Option<&Element> {
        self.stores.get(p.index()).map(|s| &s.at.g)
    }

    /// The pit's `<g>`.
    pub fn pit_element(&self, pit: usize) -> Option<&Element> {
        self.pits.get(pit).map(|p| &p.at.g)
    }

    /// The pit reached from `pit` by an arrow key, as drawn: the nearest pit in the arrow's direction (along
    /// a row, or across to the other row); Home and End go to the ends of the pit's row.
    pub fn neighbour(&self, pit: usize, key: Arrow) -> Option<usize> {
        let (x, y) = self.pits.get(pit)?.at.centre;
        let (dx, dy): (f64, f64) = match key {
            Arrow::Left => (-1.0, 0.0),
            Arrow::Right => (1.0, 0.0),
            Arrow::Up => (0.0, -1.0),
            Arrow::Down => (0.0, 1.0),
            Arrow::Home | Arrow::End => {
                // The row's direction: left-right, or up-down when vertical.
                let sign = if key == Arrow::Home { -1.0 } else { 1.0 };
                let vertical = self.geometry.orientation() == Orientation::Vertical;
                let same_row = |c: (f64, f64)| {
                    if vertical {
                        (c.0 - x).abs() < 1.0
                    } else {
                        (c.1 - y).abs() < 1.0
                    }
                };
                let along = |c: (f64, f64)| if vertical { c.1 } else { c.0 };
                return (0..self.pits.len())
                    .filter(|&i| same_row(self.pits[i].at.centre))
                    .max_by(|&a, &b| {
                        (sign * along(self.pits[a].at.centre))
                            .total_cmp(&(sign * along(self.pits[b].at.centre)))
                    })
                    .filter(|&i| i != pit);
            }
        };
        (0..self.pits.len())
            .filter(|&i| {
                let (cx, cy) = self.pits[i].at.centre;
                let forward = (cx - x) * dx + (cy - y) * dy;
                let sideways = ((cx - x) * dy - (cy - y) * dx).abs();
                forward > 1.0 && sideways < 1.0
            })
            .min_by(|&a, &b| {
                let d = |i: usize| {
                    let (cx, cy) = self.pits[i].at.centre;
                    (cx - x).abs() + (cy - y).abs()
                };
                d(a).total_cmp(&d(b))
            })
    }

    /// Shows `view`, changing only what differs from the last time.
    pub fn render(&mut self, view: &View) {
        for (i, p) in self.pits.iter_mut().enumerate() {
            let count = view.pits.get(i).copied().unwrap_or(0) as usize;
            p.at.seeds.show(count);
            let bit = 1u64 << i;
            let classes = [
                view.legal & bit != 0,
                view.last.is_some_and(|(o, _)| o == i),
                view.last.is_some_and(|(_, l)| l == i),
                view.active == Some(i),
                view.flash & bit != 0,
                view.hint == Some(i),
            ]
            .iter()
            .enumerate()
            .fold(0u8, |acc, (k, &on)| acc | (u8::from(on) << k));
            let (was_count, was_classes) = match p.shown {
                Some((c, k)) => (Some(c), k),
                None => (None, 0),
            };
            if was_count != Some(count) {
                set_text(&p.at.count, &count.to_string());
                set_class(&p.at.count, "small", count >= 100);
                set_class(&p.badge, "empty", count == 0);
            }
            for (k, class) in PIT_CLASSES.iter().enumerate() {
                if (classes ^ was_classes) & (1 << k) != 0 {
                    set_class(&p.at.g, class, classes & (1 << k) != 0);
                }
            }
            p.shown = Some((count, classes));
            set_attr(
                &p.at.g,
                "tabindex",
                if view.focus == i { "0" } else { "-1" },
            );
            if let Some(label) = view.pit_labels.get(i) {
                set_attr(&p.at.g, "aria-label", label);
            }
        }
        for (k, s) in self.stores.iter_mut().enumerate() {
            let count = view.stores[k] as usize;
            s.at.seeds.show(count);
            set_text(&s.at.count, &count.to_string());
            set_class(&s.at.count, "small", count >= 100);
            set_text(&s.name, view.names[k]);
            set_attr(&s.at.g, "aria-label", view.store_labels[k]);
            set_class(
                &s.at.g,
                "to-move",
                view.to_move.map(|p| p.index()) == Some(k),
            );
        }
        self.render_flight(view.flight);
    }

    fn render_flight(&mut self, flight: Option<&Flight>) {
        let mut used = 0;
        if let Some(f) = flight {
            let store = &self.stores[f.store];
            // Ease in and out.
            let t = f.t * f.t * (3.0 - 2.0 * f.t);
            'outer: for &(pit, seeds) in &f.from {
                let Some(p) = self.pits.get(pit) else {
                    continue;
                };
                for k in 0..seeds as usize {
                    if used == FLYERS {
                        break 'outer;
                    }
                    if used == self.flyers.len() {
                        let c = seed_circle(used as u32 % SEED_KINDS);
                        self.fly_g.append_child(&c).ok();
                        self.flyers.push(c);
                    }
                    let from = p.at.offsets.get(k).copied().unwrap_or((0.0, 0.0));
                    let (x0, y0) = (p.at.centre.0 + from.0, p.at.centre.1 + from.1);
                    let to = store
                        .at
                        .offsets
                        .get(store.at.seeds.shown + used)
                        .copied()
                        .unwrap_or((0.0, 0.0));
                    let (x1, y1) = (store.at.centre.0 + to.0, store.at.centre.1 + to.1);
                    // A little arc upwards on the way.
                    let lift = -40.0 * js_sys::Math::sin(std::f64::consts::PI * t);
                    let c = &self.flyers[used];
                    set_attr(c, "cx", &fmt(x0 + (x1 - x0) * t));
                    set_attr(c, "cy", &fmt(y0 + (y1 - y0) * t + lift));
                    let _ = c.remove_attribute("display");
                    used += 1;
                }
            }
        }
        for c in &self.flyers[used..] {
            set_attr(c, "display", "none");
        }
    }
}
