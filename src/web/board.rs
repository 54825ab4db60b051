//! The SVG board: a wooden board with two rows of round pits and an elongated store at each end (each
//! player's at their right, B3), pebbles drawn in every pit and store with a count badge, pit letters (B2).
//!
//! [`Board::new`] creates every node once for a board size and side; [`Board::render`] then only changes
//! attributes (and only those that differ), so animation frames are cheap and nothing leaks. The board holds
//! no state of the game: the app hands it a [`View`] of what to show.

use super::anim::Flight;
use super::dom::{set_attr, set_class, set_text, svg, El};
use crate::rules::{move_letter, Player};
use web_sys::Element;

/// Pit radius, in viewBox units.
const PIT_R: f64 = 50.0;
/// Distance between pit centres.
const STEP: f64 = 118.0;
/// Centre of the first pit column.
const X0: f64 = 205.0;
/// Row centres.
const TOP_Y: f64 = 90.0;
const BOTTOM_Y: f64 = 230.0;
/// ViewBox height.
const H: f64 = 320.0;
/// Store half-width and half-height.
const STORE_RX: f64 = 52.0;
const STORE_RY: f64 = 120.0;
/// Seed radius.
const SEED_R: f64 = 8.5;
/// Most pebbles drawn in a pit and in a store (the badge always gives the count).
const PIT_SEEDS: usize = 32;
const STORE_SEEDS: usize = 120;
/// Most pebbles drawn in flight at once.
const FLYERS: usize = 48;
/// Kinds of pebble colours (gradients `seed0..`).
const SEED_KINDS: u32 = 3;

/// Everything the board shows at one moment.
pub struct View<'a> {
    /// Seeds in each pit (`2n` used).
    pub pits: &'a [u8],
    /// Seeds in each store.
    pub stores: [u16; 2],
    /// Pits the player to move may sow (bit set); empty when no human may move now.
    pub legal: u32,
    /// The last move: its origin and the pit its last seed fell in.
    pub last: Option<(usize, usize)>,
    /// The pit that just received a seed during an animation.
    pub active: Option<usize>,
    /// Pits flashing because they are captured (bit set).
    pub flash: u32,
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
    seeds: Vec<Element>,
    badge: Element,
    count: Element,
    shown: usize,
    centre: (f64, f64),
    offsets: Vec<(f64, f64)>,
}

struct StoreNodes {
    g: Element,
    seeds: Vec<Element>,
    count: Element,
    name: Element,
    shown: usize,
    centre: (f64, f64),
    offsets: Vec<(f64, f64)>,
}

/// The board's nodes for one size and side.
pub struct Board {
    /// The `<svg>` element.
    pub root: Element,
    n: usize,
    flipped: bool,
    pits: Vec<PitNodes>,
    stores: Vec<StoreNodes>,
    flyers: Vec<Element>,
    /// `slot[i] = (row, column)` of pit `i` as drawn: row 0 at the top.
    slot: Vec<(usize, usize)>,
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
    pts.sort_by(|a, b| {
        let da = (a.0 / rx).powi(2) + (a.1 / ry).powi(2);
        let db = (b.0 / rx).powi(2) + (b.1 / ry).powi(2);
        da.total_cmp(&db)
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
    let (s, c) = angle.sin_cos();
    (p.0 * c - p.1 * s, p.0 * s + p.1 * c)
}

fn fmt(x: f64) -> String {
    format!("{:.1}", x)
}

fn defs() -> Element {
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

fn seed_circle(kind: u32) -> Element {
    svg("circle")
        .attr("r", &fmt(SEED_R))
        .attr("class", "seed")
        .attr("fill", &format!("url(#wari-seed{kind})"))
}

impl Board {
    /// Width of the viewBox for `n` pits a side.
    pub fn width(n: usize) -> f64 {
        X0 + STEP * (n as f64 - 1.0) + 110.0 + 95.0
    }

    /// Creates the board's nodes for `n` pits a side, North at the bottom when `flipped`.
    pub fn new(n: usize, flipped: bool, board_label: &str) -> Board {
        let w = Board::width(n);
        let root = svg("svg")
            .attr("viewBox", &format!("0 0 {} {}", fmt(w), H))
            .attr("class", "board")
            .attr("role", "group")
            .attr("aria-label", board_label)
            .attr("data-pits", &n.to_string())
            .attr("data-flipped", if flipped { "1" } else { "0" })
            .child(&defs());
        let body = svg("rect")
            .attr("x", "14")
            .attr("y", "8")
            .attr("width", &fmt(w - 28.0))
            .attr("height", "304")
            .attr("rx", "152")
            .attr("class", "wood")
            .attr("fill", "url(#wari-wood)")
            .attr("filter", "url(#wari-shadow)");
        let grain = svg("rect")
            .attr("x", "14")
            .attr("y", "8")
            .attr("width", &fmt(w - 28.0))
            .attr("height", "304")
            .attr("rx", "152")
            .attr("fill", "url(#wari-grain)")
            .attr("aria-hidden", "true");
        root.append_child(&body).ok();
        root.append_child(&grain).ok();

        let bottom = if flipped {
            Player::North
        } else {
            Player::South
        };
        // Stores: the bottom player's at the right, the top player's at the left (B3).
        let mut stores = Vec::new();
        for p in [Player::South, Player::North] {
            let cx = if p == bottom { w - 95.0 } else { 95.0 };
            let cy = (TOP_Y + BOTTOM_Y) / 2.0;
            let g = svg("g")
                .attr("class", "store")
                .attr("data-store", if p == Player::South { "S" } else { "N" })
                .attr("role", "img");
            g.append_child(
                &svg("ellipse")
                    .attr("cx", &fmt(cx))
                    .attr("cy", &fmt(cy))
                    .attr("rx", &fmt(STORE_RX))
                    .attr("ry", &fmt(STORE_RY))
                    .attr("class", "hole")
                    .attr("fill", "url(#wari-hole)"),
            )
            .ok();
            g.append_child(
                &svg("ellipse")
                    .attr("cx", &fmt(cx))
                    .attr("cy", &fmt(cy))
                    .attr("rx", &fmt(STORE_RX + 5.0))
                    .attr("ry", &fmt(STORE_RY + 5.0))
                    .attr("class", "turn-ring"),
            )
            .ok();
            let salt = 1000 + p.index() as u32;
            let offsets = seed_offsets(STORE_RX - 10.0, STORE_RY - 22.0, STORE_SEEDS, salt);
            let seeds_g = svg("g").attr("class", "seeds").attr("aria-hidden", "true");
            let mut seeds = Vec::new();
            for (k, &(dx, dy)) in offsets.iter().enumerate() {
                let c = seed_circle(hash(salt, k as u32) % SEED_KINDS)
                    .attr("cx", &fmt(cx + dx))
                    .attr("cy", &fmt(cy + 8.0 + dy))
                    .attr("display", "none");
                seeds_g.append_child(&c).ok();
                seeds.push(c);
            }
            g.append_child(&seeds_g).ok();
            let name = svg("text")
                .attr("x", &fmt(cx))
                .attr("y", &fmt(cy + STORE_RY - 14.0))
                .attr("class", "store-name")
                .attr("aria-hidden", "true");
            g.append_child(&name).ok();
            let by = cy - STORE_RY + 30.0;
            g.append_child(
                &svg("circle")
                    .attr("cx", &fmt(cx))
                    .attr("cy", &fmt(by))
                    .attr("r", "21")
                    .attr("class", "badge store-badge"),
            )
            .ok();
            let count = svg("text")
                .attr("x", &fmt(cx))
                .attr("y", &fmt(by + 7.5))
                .attr("class", "count store-count")
                .attr("aria-hidden", "true");
            g.append_child(&count).ok();
            root.append_child(&g).ok();
            stores.push(StoreNodes {
                g,
                seeds,
                count,
                name,
                shown: 0,
                centre: (cx, cy + 8.0),
                offsets: offsets.iter().map(|&(x, y)| (x, y)).collect(),
            });
        }

        // Pits, in index order (B2): the bottom player's row left to right, the top player's right to left.
        let mut pits = Vec::new();
        let mut slot = Vec::new();
        let pit_offsets = seed_offsets(PIT_R - 13.0, PIT_R - 13.0, PIT_SEEDS, 7);
        for i in 0..2 * n {
            let owner = if i < n { Player::South } else { Player::North };
            let j = i % n;
            let (row, col) = if owner == bottom {
                (1, j)
            } else {
                (0, n - 1 - j)
            };
            slot.push((row, col));
            let cx = X0 + STEP * col as f64;
            let cy = if row == 0 { TOP_Y } else { BOTTOM_Y };
            let letter = move_letter(n, i);
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
            g.append_child(&circle(PIT_R, "hole").attr("fill", "url(#wari-hole)"))
                .ok();
            g.append_child(&circle(PIT_R + 3.0, "ring")).ok();
            g.append_child(&circle(PIT_R + 8.0, "last-ring")).ok();
            g.append_child(&circle(PIT_R + 8.0, "hint-ring")).ok();
            g.append_child(&circle(PIT_R + 11.0, "focus-ring")).ok();
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
            let seeds_g = svg("g").attr("class", "seeds").attr("aria-hidden", "true");
            let mut seeds = Vec::new();
            for (k, &(dx, dy)) in offsets.iter().enumerate() {
                let c = seed_circle(hash(i as u32, k as u32) % SEED_KINDS)
                    .attr("cx", &fmt(cx + dx))
                    .attr("cy", &fmt(cy + dy))
                    .attr("display", "none");
                seeds_g.append_child(&c).ok();
                seeds.push(c);
            }
            g.append_child(&seeds_g).ok();
            // The "last seed landed here" marker: a small triangle under the pit.
            let ty = cy + PIT_R - 2.0;
            g.append_child(
                &svg("path")
                    .attr("d", &format!("M{} {} l-9 14 h18 z", fmt(cx), fmt(ty - 8.0)))
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
            let ly = if row == 0 { 32.0 } else { 304.0 };
            root.append_child(
                &svg("text")
                    .attr("x", &fmt(cx))
                    .attr("y", &fmt(ly))
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
                shown: 0,
                centre: (cx, cy),
                offsets,
            });
        }

        let fly_g = svg("g").attr("class", "flyers").attr("aria-hidden", "true");
        let mut flyers = Vec::new();
        for k in 0..FLYERS {
            let c = seed_circle(k as u32 % SEED_KINDS).attr("display", "none");
            fly_g.append_child(&c).ok();
            flyers.push(c);
        }
        root.append_child(&fly_g).ok();
        Board {
            root,
            n,
            flipped,
            pits,
            stores,
            flyers,
            slot,
        }
    }

    /// Pits a side.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Whether North is at the bottom.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// The pit's `<g>`.
    pub fn pit_element(&self, pit: usize) -> Option<&Element> {
        self.pits.get(pit).map(|p| &p.g)
    }

    /// The pit reached from `pit` by an arrow key, as drawn: left/right along the row, up/down across.
    pub fn neighbour(&self, pit: usize, key: &str) -> Option<usize> {
        let &(row, col) = self.slot.get(pit)?;
        let (row, col) = match key {
            "ArrowLeft" => (row, col.checked_sub(1)?),
            "ArrowRight" => (row, col + 1),
            "ArrowUp" => (row.checked_sub(1)?, col),
            "ArrowDown" => (row + 1, col),
            "Home" => (row, 0),
            "End" => (row, self.n - 1),
            _ => return None,
        };
        if row > 1 || col >= self.n {
            return None;
        }
        self.slot.iter().position(|&s| s == (row, col))
    }

    /// Shows `view`, changing only what differs from the last time.
    pub fn render(&mut self, view: &View) {
        for (i, p) in self.pits.iter_mut().enumerate() {
            let count = view.pits.get(i).copied().unwrap_or(0) as usize;
            let shown = count.min(p.seeds.len());
            if shown != p.shown {
                for (k, s) in p.seeds.iter().enumerate() {
                    if (k < shown) != (k < p.shown) {
                        if k < shown {
                            let _ = s.remove_attribute("display");
                        } else {
                            let _ = s.set_attribute("display", "none");
                        }
                    }
                }
                p.shown = shown;
            }
            set_text(&p.count, &count.to_string());
            set_class(&p.count, "small", count >= 100);
            set_class(&p.badge, "empty", count == 0);
            let bit = 1u32 << i;
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
            let shown = count.min(s.seeds.len());
            if shown != s.shown {
                for (j, c) in s.seeds.iter().enumerate() {
                    if (j < shown) != (j < s.shown) {
                        if j < shown {
                            let _ = c.remove_attribute("display");
                        } else {
                            let _ = c.set_attribute("display", "none");
                        }
                    }
                }
                s.shown = shown;
            }
            set_text(&s.count, &count.to_string());
            set_text(&s.name, view.names[k]);
            set_attr(&s.g, "aria-label", view.store_labels[k]);
            set_class(&s.g, "to-move", view.to_move.map(|p| p.index()) == Some(k));
        }
        self.render_flight(view.flight);
    }

    fn render_flight(&self, flight: Option<&Flight>) {
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
                    if used == self.flyers.len() {
                        break 'outer;
                    }
                    let from = p.offsets.get(k).copied().unwrap_or((0.0, 0.0));
                    let (x0, y0) = (p.centre.0 + from.0, p.centre.1 + from.1);
                    let to = store
                        .offsets
                        .get(store.shown + used)
                        .copied()
                        .unwrap_or((0.0, 0.0));
                    let (x1, y1) = (store.centre.0 + to.0, store.centre.1 + to.1);
                    // A little arc upwards on the way.
                    let lift = -40.0 * (std::f64::consts::PI * t).sin();
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
