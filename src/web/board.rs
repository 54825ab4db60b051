//! The SVG board: a wooden board with two rows of round pits and an elongated store at each end (each
//! player's at their right, B3), pebbles drawn in every pit and store with a count badge, pit letters (B2).
//!
//! [`Board::new`] creates every node once for a board size and side, but the pebbles, which are created the
//! first time they are shown (`seeds.rs`: the page's start creates 48 of the 700 that may be drawn);
//! [`Board::render`] then only changes attributes (and only those that differ), so animation frames are cheap
//! and nothing leaks. The board holds
//! no state of the game: the app hands it a [`View`] of what to show.

use super::anim::Flight;
mod seeds;

use super::dom::{set_attr, set_class, set_text, svg, El};
use crate::geometry::{marks, Geometry, Orientation, Side};
use crate::rules::{move_letter, Player};
use seeds::{seed_circle, Seeds};
use web_sys::Element;

/// How far a letter's baseline is below its middle (horizontal, vertical: the vertical board's letters are
/// larger, see `style.css`).
const LETTER_BASELINE: [f64; 2] = [8.0, 7.0];
/// The wood's inset from the drawing's edges: along the rows, across them.
const WOOD_INSET: (f64, f64) = (14.0, 8.0);
/// Seed radius.
pub(super) const SEED_R: f64 = 8.5;
/// Most pebbles drawn in a pit and in a store (the badge always gives the count).
const PIT_SEEDS: usize = 32;
const STORE_SEEDS: usize = 120;
/// Most pebbles drawn in flight at once.
const FLYERS: usize = 48;
/// Kinds of pebble colours (gradients `seed0..`).
const SEED_KINDS: u32 = 3;

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

struct PitNodes {
    g: Element,
    seeds: Seeds,
    badge: Element,
    count: Element,
    centre: (f64, f64),
    offsets: Vec<(f64, f64)>,
}

struct StoreNodes {
    g: Element,
    seeds: Seeds,
    count: Element,
    name: Element,
    centre: (f64, f64),
    offsets: Vec<(f64, f64)>,
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

/// A small deterministic hash, for the pebbles' natural-looking jitter.
fn hash(a: u32, b: u32) -> u32 {
    let mut x = a.wrapping_mul(0x9E37_79B9) ^ b.wrapping_mul(0x85EB_CA6B);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    x
}

fn unit(a: u32, b: u32) -> f64 {
    (hash(a, b) % 1000) as f64 / 1000.0 - 0.5
}

/// Hexagonal points inside an ellipse, sorted from the centre outwards.
fn hex_points(rx: f64, ry: f64, spacing: f64, shift: (f64, f64)) -> Vec<(f64, f64)> {
    let mut pts = Vec::new();
    let rows = (ry / (spacing * 0.866)).ceil() as i32 + 1;
    let cols = (rx / spacing).ceil() as i32 + 1;
    for r in -rows..=rows {
        for c in -cols..=cols {
            let x = c as f64 * spacing + if r % 2 != 0 { spacing / 2.0 } else { 0.0 } + shift.0;
            let y = r as f64 * spacing * 0.866 + shift.1;
            if (x / rx).powi(2) + (y / ry).powi(2) <= 1.0 {
                pts.push((x, y));
            }
        }
    }
    let from_centre = |p: &(f64, f64)| (p.0 / rx).powi(2) + (p.1 / ry).powi(2);
    crate::small_sort::sort_by(&mut pts, |a, b| {
        from_centre(a).total_cmp(&from_centre(b)).is_lt()
    });
    pts
}

/// Pebble positions: a first layer filling the hole, then smaller heaps on top, each a little higher.
fn seed_offsets(rx: f64, ry: f64, max: usize, salt: u32) -> Vec<(f64, f64)> {
    let mut out = Vec::with_capacity(max);
    let layers = [
        (1.0, (0.0, 0.0)),
        (0.68, (7.0, -4.0)),
        (0.4, (3.0, -8.0)),
        (0.2, (0.0, -11.0)),
    ];
    for (layer, &(scale, shift)) in layers.iter().enumerate() {
        for (k, (x, y)) in hex_points(rx * scale, ry * scale, 2.0 * SEED_R, shift)
            .into_iter()
            .enumerate()
        {
            if out.len() == max {
                return out;
            }
            let j = (layer * 100 + k) as u32;
            out.push((x + 2.6 * unit(salt, j), y + 2.6 * unit(salt ^ 0x55, j)));
        }
    }
    out
}

fn rotate(p: (f64, f64), angle: f64) -> (f64, f64) {
    let (s, c) = (js_sys::Math::sin(angle), js_sys::Math::cos(angle)); // Rust's: 7 KB of wasm
    (p.0 * c - p.1 * s, p.0 * s + p.1 * c)
}

pub(super) fn fmt(x: f64) -> String {
    crate::geometry::decimal(x, 1)
}

fn defs(vertical: bool) -> Element {
    let stop = |offset: &str, colour: &str| {
        svg("stop")
            .attr("offset", offset)
            .attr("stop-color", colour)
    };
    let wood = svg("linearGradient")
        .attr("id", "wari-wood")
        .attr("x1", "0")
        .attr("y1", "0")
        .attr("x2", "0")
        .attr("y2", "1")
        .child(&stop("0", "#c08a50"))
        .child(&stop("0.5", "#a46c37"))
        .child(&stop("1", "#87572a"));
    let grain = svg("pattern")
        .attr("id", "wari-grain")
        .attr("width", "240")
        .attr("height", "60")
        .attr("patternUnits", "userSpaceOnUse")
        .attr("patternTransform", if vertical { "rotate(90)" } else { "rotate(0)" })
        .child(
            &svg("path")
                .attr(
                    "d",
                    "M0 12 C60 4 120 20 240 10 M0 33 C80 26 150 42 240 30 M0 52 C70 46 170 58 240 50",
                )
                .attr("class", "grain"),
        );
    let pit = svg("radialGradient")
        .attr("id", "wari-hole")
        .attr("cx", "0.5")
        .attr("cy", "0.42")
        .attr("r", "0.6")
        .child(&stop("0", "#3f2410"))
        .child(&stop("0.82", "#603b1d"))
        .child(&stop("1", "#7a4e27"));
    let d = svg("defs").child(&wood).child(&grain).child(&pit);
    for (i, (hi, mid, lo)) in [
        ("#f4f1e8", "#b9b4a6", "#77736a"),
        ("#fbf6ea", "#cfc6b2", "#8b8372"),
        ("#eadfce", "#a99c86", "#6b604f"),
    ]
    .iter()
    .enumerate()
    {
        d.append_child(
            &svg("radialGradient")
                .attr("id", &format!("wari-seed{i}"))
                .attr("cx", "0.35")
                .attr("cy", "0.3")
                .attr("r", "0.75")
                .child(&stop("0", hi))
                .child(&stop("0.6", mid))
                .child(&stop("1", lo)),
        )
        .ok();
    }
    d.append_child(
        &svg("filter")
            .attr("id", "wari-shadow")
            .attr("x", "-10%")
            .attr("y", "-10%")
            .attr("width", "120%")
            .attr("height", "130%")
            .child(
                &svg("feDropShadow")
                    .attr("dx", "0")
                    .attr("dy", "4")
                    .attr("stdDeviation", "5")
                    .attr("flood-opacity", "0.35"),
            ),
    )
    .ok();
    d
}

/// Draws into `g` the owners' bands and the sowing arrows of a board of three or four rows
/// ([`crate::geometry::marks`]).
fn draw_marks(geometry: &Geometry, g: &Element) {
    let pad = geometry.metrics().pit_r + 4.0;
    for band in marks::bands(geometry) {
        let (x, y, w, h) = band.rect(pad);
        let class = match band.owner {
            Player::South => "band south",
            Player::North => "band north",
        };
        g.append_child(
            &svg("rect")
                .attr("x", &fmt(x))
                .attr("y", &fmt(y))
                .attr("width", &fmt(w))
                .attr("height", &fmt(h))
                .attr("rx", &fmt(pad))
                .attr("class", class),
        )
        .ok();
    }
    for a in marks::loop_arrows(geometry) {
        // Small in the gap between two pits of a row, larger where the loop turns from row to row.
        let [tip, b, c] = a.triangle(if a.straight() { 7.5 } else { 11.0 });
        let d = format!(
            "M{} {} L{} {} L{} {} Z",
            fmt(tip.0),
            fmt(tip.1),
            fmt(b.0),
            fmt(b.1),
            fmt(c.0),
            fmt(c.1),
        );
        let class = match a.owner {
            Player::South => "loop-arrow south",
            Player::North => "loop-arrow north",
        };
        g.append_child(&svg("path").attr("d", &d).attr("class", class))
            .ok();
    }
}

impl Board {
    /// Creates the board's nodes for `geometry` (its layout, the screen metrics, the orientation and side:
    /// see [`super::geometry`]). A vertical board is turned a quarter clockwise for narrow portrait screens:
    /// the bottom player's row becomes the left column, running down to their store at the bottom (sowing
    /// still goes counter-clockwise).
    pub fn new(geometry: Geometry, board_label: &str) -> Board {
        let vertical = geometry.orientation() == Orientation::Vertical;
        let layout = geometry.layout();
        let side = layout.pits_a_side();
        let (vw, vh) = geometry.size();
        let root = svg("svg")
            .attr("viewBox", &format!("0 0 {} {}", fmt(vw), fmt(vh)))
            .attr("class", if vertical { "board vertical" } else { "board" })
            .attr("role", "group")
            .attr("aria-label", board_label)
            .attr("data-pits", &side.to_string())
            .attr("data-rows", &layout.rows().to_string())
            .attr("data-flipped", if geometry.flipped() { "1" } else { "0" })
            .child(&defs(vertical));
        let (ix, iy) = if vertical {
            (WOOD_INSET.1, WOOD_INSET.0)
        } else {
            WOOD_INSET
        };
        for (class, fill) in [
            ("wood", "url(#wari-wood)"),
            ("grain-layer", "url(#wari-grain)"),
        ] {
            let r = svg("rect")
                .attr("x", &fmt(ix))
                .attr("y", &fmt(iy))
                .attr("width", &fmt(vw - 2.0 * ix))
                .attr("height", &fmt(vh - 2.0 * iy))
                .attr("rx", "152")
                .attr("class", class)
                .attr("fill", fill)
                .attr("aria-hidden", "true");
            if class == "wood" {
                r.set_attribute("filter", "url(#wari-shadow)").ok();
            }
            root.append_child(&r).ok();
        }

        // Stores: the bottom player's at the right (bottom when vertical), the other's at the left (B3).
        let mut stores = Vec::new();
        for p in [Player::South, Player::North] {
            let place = geometry.store(p);
            let (cx, cy) = place.centre;
            let (srx, sry) = place.half;
            let g = svg("g")
                .attr("class", "store")
                .attr("data-store", if p == Player::South { "S" } else { "N" })
                .attr("role", "img");
            for (class, grow) in [("hole", 0.0), ("turn-ring", 5.0)] {
                let e = svg("ellipse")
                    .attr("cx", &fmt(cx))
                    .attr("cy", &fmt(cy))
                    .attr("rx", &fmt(srx + grow))
                    .attr("ry", &fmt(sry + grow))
                    .attr("class", class);
                if class == "hole" {
                    e.set_attribute("fill", "url(#wari-hole)").ok();
                }
                g.append_child(&e).ok();
            }
            let salt = 1000 + p.index() as u32;
            // The badge sits at the top end (landscape) or the inner end (vertical); the name at the other.
            let (badge_at, name_at, seeds_at) = if vertical {
                let inward = if place.end == Side::Top { 1.0 } else { -1.0 };
                (
                    (cx + srx - 34.0, cy + inward * (sry - 50.0)),
                    (cx - 14.0, cy - inward * (sry - 26.0)),
                    (cx - 12.0, cy),
                )
            } else {
                ((cx, cy - sry + 30.0), (cx, cy + sry - 14.0), (cx, cy + 8.0))
            };
            let offsets = if vertical {
                seed_offsets(srx - 32.0, sry - 10.0, STORE_SEEDS, salt)
            } else {
                seed_offsets(srx - 10.0, sry - 22.0, STORE_SEEDS, salt)
            };
            let seeds = Seeds::new(
                offsets
                    .iter()
                    .enumerate()
                    .map(|(k, &(dx, dy))| {
                        let kind = hash(salt, k as u32) % SEED_KINDS;
                        (seeds_at.0 + dx, seeds_at.1 + dy, kind)
                    })
                    .collect(),
            );
            g.append_child(&seeds.g).ok();
            let name = svg("text")
                .attr("x", &fmt(name_at.0))
                .attr("y", &fmt(name_at.1 + 5.0))
                .attr("class", "store-name")
                .attr("aria-hidden", "true");
            g.append_child(&name).ok();
            g.append_child(
                &svg("circle")
                    .attr("cx", &fmt(badge_at.0))
                    .attr("cy", &fmt(badge_at.1))
                    .attr("r", "21")
                    .attr("class", "badge store-badge"),
            )
            .ok();
            let count = svg("text")
                .attr("x", &fmt(badge_at.0))
                .attr("y", &fmt(badge_at.1 + 7.5))
                .attr("class", "count store-count")
                .attr("aria-hidden", "true");
            g.append_child(&count).ok();
            root.append_child(&g).ok();
            stores.push(StoreNodes {
                g,
                seeds,
                count,
                name,
                centre: seeds_at,
                offsets,
            });
        }

        // Three and four rows: the owners' bands under the pits, the sowing arrows over the wood.
        if layout.rows() > 2 {
            let marks_g = svg("g").attr("class", "marks").attr("aria-hidden", "true");
            root.append_child(&marks_g).ok();
            draw_marks(&geometry, &marks_g);
        }

        // Pits, in index order (B2), where the geometry puts them.
        let mut pits = Vec::new();
        let pit_r = geometry.metrics().pit_r;
        let pit_offsets = seed_offsets(pit_r - 13.0, pit_r - 13.0, PIT_SEEDS, 7);
        for place in geometry.pits() {
            let i = place.index;
            let (cx, cy) = place.centre;
            let letter = move_letter(side, i);
            let g = svg("g")
                .attr("class", "pit")
                .attr("data-pit", &i.to_string())
                .attr("data-letter", &letter.to_string())
                .attr("role", "button")
                .attr("tabindex", "-1");
            let circle = |r: f64, class: &str| {
                svg("circle")
                    .attr("cx", &fmt(cx))
                    .attr("cy", &fmt(cy))
                    .attr("r", &fmt(r))
                    .attr("class", class)
            };
            g.append_child(&circle(pit_r, "hole").attr("fill", "url(#wari-hole)"))
                .ok();
            g.append_child(&circle(pit_r + 3.0, "ring")).ok();
            g.append_child(&circle(pit_r + 8.0, "last-ring")).ok();
            g.append_child(&circle(pit_r + 8.0, "hint-ring")).ok();
            g.append_child(&circle(pit_r + 11.0, "focus-ring")).ok();
            let angle = (i as f64) * 1.27;
            let offsets: Vec<(f64, f64)> = pit_offsets
                .iter()
                .enumerate()
                .map(|(k, &p)| {
                    // Rotate only the first layer: the heaps stay shifted up, as if piled.
                    if k < 20 {
                        rotate(p, angle)
                    } else {
                        p
                    }
                })
                .collect();
            let seeds = Seeds::new(
                offsets
                    .iter()
                    .enumerate()
                    .map(|(k, &(dx, dy))| {
                        let kind = hash(i as u32, k as u32) % SEED_KINDS;
                        (cx + dx, cy + dy, kind)
                    })
                    .collect(),
            );
            g.append_child(&seeds.g).ok();
            // The "last seed landed here" marker: a small triangle at the bottom of the pit.
            g.append_child(
                &svg("path")
                    .attr(
                        "d",
                        &format!("M{} {} l-9 14 h18 z", fmt(cx), fmt(cy + pit_r - 10.0)),
                    )
                    .attr("class", "landed-mark"),
            )
            .ok();
            let (bx, by) = (cx + 36.0, cy - 36.0);
            let badge = circle(15.0, "badge")
                .attr("cx", &fmt(bx))
                .attr("cy", &fmt(by));
            g.append_child(&badge).ok();
            let count = svg("text")
                .attr("x", &fmt(bx))
                .attr("y", &fmt(by + 5.5))
                .attr("class", "count")
                .attr("aria-hidden", "true");
            g.append_child(&count).ok();
            root.append_child(&g).ok();
            let (lx, ly) = place.letter;
            root.append_child(
                &svg("text")
                    .attr("x", &fmt(lx))
                    .attr("y", &fmt(ly + LETTER_BASELINE[usize::from(vertical)]))
                    .attr("class", "letter")
                    .attr("aria-hidden", "true")
                    .text(&letter.to_string()),
            )
            .ok();
            pits.push(PitNodes {
                g,
                seeds,
                badge,
                count,
                centre: (cx, cy),
                offsets,
            });
        }

        let fly_g = svg("g").attr("class", "flyers").attr("aria-hidden", "true");
        root.append_child(&fly_g).ok();
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
        self.stores.get(p.index()).map(|s| &s.g)
    }

    /// The pit's `<g>`.
    pub fn pit_element(&self, pit: usize) -> Option<&Element> {
        self.pits.get(pit).map(|p| &p.g)
    }

    /// The pit reached from `pit` by an arrow key, as drawn: the nearest pit in the arrow's direction (along
    /// a row, or across to the other row); Home and End go to the ends of the pit's row.
    pub fn neighbour(&self, pit: usize, key: Arrow) -> Option<usize> {
        let (x, y) = self.pits.get(pit)?.centre;
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
                    .filter(|&i| same_row(self.pits[i].centre))
                    .max_by(|&a, &b| {
                        (sign * along(self.pits[a].centre))
                            .total_cmp(&(sign * along(self.pits[b].centre)))
                    })
                    .filter(|&i| i != pit);
            }
        };
        (0..self.pits.len())
            .filter(|&i| {
                let (cx, cy) = self.pits[i].centre;
                let forward = (cx - x) * dx + (cy - y) * dy;
                let sideways = ((cx - x) * dy - (cy - y) * dx).abs();
                forward > 1.0 && sideways < 1.0
            })
            .min_by(|&a, &b| {
                let d = |i: usize| {
                    let (cx, cy) = self.pits[i].centre;
                    (cx - x).abs() + (cy - y).abs()
                };
                d(a).total_cmp(&d(b))
            })
    }

    /// Shows `view`, changing only what differs from the last time.
    pub fn render(&mut self, view: &View) {
        for (i, p) in self.pits.iter_mut().enumerate() {
            let count = view.pits.get(i).copied().unwrap_or(0) as usize;
            p.seeds.show(count);
            set_text(&p.count, &count.to_string());
            set_class(&p.count, "small", count >= 100);
            set_class(&p.badge, "empty", count == 0);
            let bit = 1u64 << i;
            set_class(&p.g, "legal", view.legal & bit != 0);
            set_class(&p.g, "last", view.last.is_some_and(|(o, _)| o == i));
            set_class(&p.g, "landed", view.last.is_some_and(|(_, l)| l == i));
            set_class(&p.g, "active", view.active == Some(i));
            set_class(&p.g, "flash", view.flash & bit != 0);
            set_class(&p.g, "hinted", view.hint == Some(i));
            set_attr(&p.g, "tabindex", if view.focus == i { "0" } else { "-1" });
            if let Some(label) = view.pit_labels.get(i) {
                set_attr(&p.g, "aria-label", label);
            }
        }
        for (k, s) in self.stores.iter_mut().enumerate() {
            let count = view.stores[k] as usize;
            s.seeds.show(count);
            set_text(&s.count, &count.to_string());
            set_class(&s.count, "small", count >= 100);
            set_text(&s.name, view.names[k]);
            set_attr(&s.g, "aria-label", view.store_labels[k]);
            set_class(&s.g, "to-move", view.to_move.map(|p| p.index()) == Some(k));
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
                    let from = p.offsets.get(k).copied().unwrap_or((0.0, 0.0));
                    let (x0, y0) = (p.centre.0 + from.0, p.centre.1 + from.1);
                    let to = store
                        .offsets
                        .get(store.seeds.shown + used)
                        .copied()
                        .unwrap_or((0.0, 0.0));
                    let (x1, y1) = (store.centre.0 + to.0, store.centre.1 + to.1);
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
