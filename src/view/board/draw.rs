//! The board's drawing written as one SVG text ([`board`]): the wood, the stores, the pits with their rings,
//! badges and letters, and where every pebble goes. `Board::new` hands it to the browser in one piece and
//! finds the live nodes by their classes (see [`crate::view::markup`] for why).

use crate::view::markup::Markup;
use wari_core::geometry::{marks, Geometry, Orientation, Side};
use wari_core::rules::{move_letter, Player};

/// Seed radius.
pub(crate) const SEED_R: f64 = 8.5;
/// Kinds of pebble colours (gradients `seed0..`).
pub(crate) const SEED_KINDS: u32 = 3;

/// A coordinate as the drawing writes it (one decimal).
pub(crate) fn fmt(x: f64) -> String {
    wari_core::geometry::decimal(x, 1)
}

/// How far a letter's baseline is below its middle (horizontal, vertical: the vertical board's letters are
/// larger, see `style.css`).
const LETTER_BASELINE: [f64; 2] = [8.0, 7.0];
/// The wood's inset from the drawing's edges: along the rows, across them.
const WOOD_INSET: (f64, f64) = (14.0, 8.0);
/// The width (viewBox units) from which a landscape board is "wide" (`data-wide`: rows of 8 pits or more, 1,236
/// units): on a desktop it takes the page's whole width, the side panel going under it, and its labels are
/// drawn larger (`style.css`), so that none is under 14 px at 1280 px. Moruba's 12-pit rows are 1,708 units long:
/// beside the panel they were drawn at half size.
const WIDE: f64 = 1200.0;
/// Most pebbles drawn in a pit and in a store (the badge always gives the count).
const PIT_SEEDS: usize = 32;
const STORE_SEEDS: usize = 120;
/// The pebbles' fills, by kind.
pub(crate) const SEED_FILLS: [&str; SEED_KINDS as usize] =
    ["url(#wari-seed0)", "url(#wari-seed1)", "url(#wari-seed2)"];

/// Where a pit's or a store's pebbles go.
pub(crate) struct Plan {
    /// The middle of the pebbles.
    pub(crate) centre: (f64, f64),
    /// Each pebble's offset from the middle, in the order they are shown.
    pub(crate) offsets: Vec<(f64, f64)>,
    /// Each pebble's place and colour (`seed<kind>`), in the order they are shown.
    pub(crate) places: Vec<(f64, f64, u32)>,
}

/// The board's SVG text and its pebbles' plans: the pits in index order, the stores South then North.
pub(crate) struct Drawing {
    /// `<svg class="board" ...>...</svg>`.
    pub(crate) markup: String,
    pub(crate) pits: Vec<Plan>,
    pub(crate) stores: Vec<Plan>,
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
    wari_core::small_sort::sort_by(&mut pts, |a, b| {
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

/// `p` turned by the angle whose sine and cosine are `(s, c)`.
fn rotate(p: (f64, f64), (s, c): (f64, f64)) -> (f64, f64) {
    (p.0 * c - p.1 * s, p.0 * s + p.1 * c)
}

/// The pebbles at `offsets` around `centre`, each of a colour chosen by `salt`.
fn plan(centre: (f64, f64), offsets: Vec<(f64, f64)>, salt: u32) -> Plan {
    let places = offsets
        .iter()
        .enumerate()
        .map(|(k, &(dx, dy))| {
            let kind = hash(salt, k as u32) % SEED_KINDS;
            (centre.0 + dx, centre.1 + dy, kind)
        })
        .collect();
    Plan {
        centre,
        offsets,
        places,
    }
}

/// The gradients, the wood's grain and its shadow.
fn defs(m: &mut Markup, vertical: bool) {
    let stops = |m: &mut Markup, colours: [(&str, &str); 3]| {
        for (offset, colour) in colours {
            m.leaf("stop", &[("offset", offset), ("stop-color", colour)]);
        }
    };
    m.open("defs", &[]);
    m.open(
        "linearGradient",
        &[
            ("id", "wari-wood"),
            ("x1", "0"),
            ("y1", "0"),
            ("x2", "0"),
            ("y2", "1"),
        ],
    );
    stops(m, [("0", "#c08a50"), ("0.5", "#a46c37"), ("1", "#87572a")]);
    m.close("linearGradient");
    m.open(
        "pattern",
        &[
            ("id", "wari-grain"),
            ("width", "240"),
            ("height", "60"),
            ("patternUnits", "userSpaceOnUse"),
            (
                "patternTransform",
                if vertical { "rotate(90)" } else { "rotate(0)" },
            ),
        ],
    )
    .leaf(
        "path",
        &[
            (
                "d",
                "M0 12 C60 4 120 20 240 10 M0 33 C80 26 150 42 240 30 M0 52 C70 46 170 58 240 50",
            ),
            ("class", "grain"),
        ],
    )
    .close("pattern");
    m.open(
        "radialGradient",
        &[
            ("id", "wari-hole"),
            ("cx", "0.5"),
            ("cy", "0.42"),
            ("r", "0.6"),
        ],
    );
    stops(m, [("0", "#3f2410"), ("0.82", "#603b1d"), ("1", "#7a4e27")]);
    m.close("radialGradient");
    for (id, (hi, mid, lo)) in ["wari-seed0", "wari-seed1", "wari-seed2"].into_iter().zip([
        ("#f4f1e8", "#b9b4a6", "#77736a"),
        ("#fbf6ea", "#cfc6b2", "#8b8372"),
        ("#eadfce", "#a99c86", "#6b604f"),
    ]) {
        m.open(
            "radialGradient",
            &[("id", id), ("cx", "0.35"), ("cy", "0.3"), ("r", "0.75")],
        );
        stops(m, [("0", hi), ("0.6", mid), ("1", lo)]);
        m.close("radialGradient");
    }
    m.open(
        "filter",
        &[
            ("id", "wari-shadow"),
            ("x", "-10%"),
            ("y", "-10%"),
            ("width", "120%"),
            ("height", "130%"),
        ],
    )
    .leaf(
        "feDropShadow",
        &[
            ("dx", "0"),
            ("dy", "4"),
            ("stdDeviation", "5"),
            ("flood-opacity", "0.35"),
        ],
    )
    .close("filter")
    .close("defs");
}

/// The owners' bands and the sowing arrows of a board of three or four rows ([`wari_core::geometry::marks`]).
fn draw_marks(m: &mut Markup, geometry: &Geometry) {
    m.open("g", &[("class", "marks"), ("aria-hidden", "true")]);
    let pad = geometry.metrics().pit_r + 4.0;
    for band in marks::bands(geometry) {
        let (x, y, w, h) = band.rect(pad);
        let class = match band.owner {
            Player::South => "band south",
            Player::North => "band north",
        };
        m.leaf(
            "rect",
            &[
                ("x", &fmt(x)),
                ("y", &fmt(y)),
                ("width", &fmt(w)),
                ("height", &fmt(h)),
                ("rx", &fmt(pad)),
                ("class", class),
            ],
        );
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
        m.leaf("path", &[("d", &d), ("class", class)]);
    }
    m.close("g");
}

/// A count's badge at `at`: a circle of radius `r` and the count's text `baseline` below its middle, with the
/// classes `[circle, text]`.
fn badge(m: &mut Markup, at: (f64, f64), r: &str, [circle, text]: [&str; 2], baseline: f64) {
    m.leaf(
        "circle",
        &[
            ("cx", &fmt(at.0)),
            ("cy", &fmt(at.1)),
            ("r", r),
            ("class", circle),
        ],
    )
    .leaf(
        "text",
        &[
            ("x", &fmt(at.0)),
            ("y", &fmt(at.1 + baseline)),
            ("class", text),
            ("aria-hidden", "true"),
        ],
    );
}

/// The two stores (the bottom player's at the right, bottom when vertical; the other's at the left, B3), with
/// an empty group for their pebbles, their badge and the place of the player's name.
fn draw_stores(m: &mut Markup, geometry: &Geometry, vertical: bool) -> Vec<Plan> {
    let mut plans = Vec::new();
    for p in [Player::South, Player::North] {
        let place = geometry.store(p);
        let (cx, cy) = place.centre;
        let (srx, sry) = place.half;
        let store = if p == Player::South { "S" } else { "N" };
        m.open(
            "g",
            &[("class", "store"), ("data-store", store), ("role", "img")],
        );
        for (class, grow) in [("hole", 0.0), ("turn-ring", 5.0)] {
            let (cx, cy, rx, ry) = (fmt(cx), fmt(cy), fmt(srx + grow), fmt(sry + grow));
            let mut attrs = vec![
                ("cx", cx.as_str()),
                ("cy", &cy),
                ("rx", &rx),
                ("ry", &ry),
                ("class", class),
            ];
            if class == "hole" {
                attrs.push(("fill", "url(#wari-hole)"));
            }
            m.leaf("ellipse", &attrs);
        }
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
        let salt = 1000 + p.index() as u32;
        let (inset_x, inset_y) = if vertical { (32.0, 10.0) } else { (10.0, 22.0) };
        let offsets = seed_offsets(srx - inset_x, sry - inset_y, STORE_SEEDS, salt);
        plans.push(plan(seeds_at, offsets, salt));
        m.open("g", &[("class", "seeds"), ("aria-hidden", "true")])
            .close("g")
            .leaf(
                "text",
                &[
                    ("x", &fmt(name_at.0)),
                    ("y", &fmt(name_at.1 + 5.0)),
                    ("class", "store-name"),
                    ("aria-hidden", "true"),
                ],
            );
        badge(
            m,
            badge_at,
            "21",
            ["badge store-badge", "count store-count"],
            7.5,
        );
        m.close("g");
    }
    plans
}

/// The pits in index order (B2), where the geometry puts them: the hole and its rings, an empty group for the
/// pebbles, the "last seed landed here" mark, the badge; each pit's letter after it.
fn draw_pits(m: &mut Markup, geometry: &Geometry, vertical: bool) -> Vec<Plan> {
    let side = geometry.layout().pits_a_side();
    let pit_r = geometry.metrics().pit_r;
    let pit_offsets = seed_offsets(pit_r - 13.0, pit_r - 13.0, PIT_SEEDS, 7);
    let mut plans = Vec::new();
    for place in geometry.pits() {
        let i = place.index;
        let (cx, cy) = place.centre;
        let letter = move_letter(side, i).to_string();
        m.open(
            "g",
            &[
                ("class", "pit"),
                ("data-pit", &i.to_string()),
                ("data-letter", &letter),
                ("role", "button"),
                ("tabindex", "-1"),
            ],
        );
        let (x, y) = (fmt(cx), fmt(cy));
        for (grow, class) in [
            (0.0, "hole"),
            (3.0, "ring"),
            (8.0, "last-ring"),
            (8.0, "hint-ring"),
            (11.0, "focus-ring"),
        ] {
            let r = fmt(pit_r + grow);
            let mut attrs = vec![("cx", x.as_str()), ("cy", &y), ("r", &r), ("class", class)];
            if class == "hole" {
                attrs.push(("fill", "url(#wari-hole)"));
            }
            m.leaf("circle", &attrs);
        }
        // Turn only the first layer: the heaps stay shifted up, as if piled.
        let angle = (i as f64) * 1.27;
        let turn = (js_sys::Math::sin(angle), js_sys::Math::cos(angle)); // Rust's: 7 KB of wasm
        let offsets = pit_offsets
            .iter()
            .enumerate()
            .map(|(k, &p)| if k < 20 { rotate(p, turn) } else { p })
            .collect();
        plans.push(plan((cx, cy), offsets, i as u32));
        m.open("g", &[("class", "seeds"), ("aria-hidden", "true")])
            .close("g")
            .leaf(
                "path",
                &[
                    (
                        "d",
                        &format!("M{x} {} l-9 14 h18 z", fmt(cy + pit_r - 10.0)),
                    ),
                    ("class", "landed-mark"),
                ],
            );
        badge(
            m,
            (cx + 36.0, cy - 36.0),
            &fmt(15.0),
            ["badge", "count"],
            5.5,
        );
        m.close("g");
        let (lx, ly) = place.letter;
        m.open(
            "text",
            &[
                ("x", &fmt(lx)),
                ("y", &fmt(ly + LETTER_BASELINE[usize::from(vertical)])),
                ("class", "letter"),
                ("aria-hidden", "true"),
            ],
        )
        .text(&letter)
        .close("text");
    }
    plans
}

/// The whole board for `geometry` (its layout, the screen metrics, the orientation and side: see
/// [`wari_core::geometry`]). A vertical board is turned a quarter clockwise for narrow portrait screens: the bottom
/// player's row becomes the left column, running down to their store at the bottom (sowing still goes
/// counter-clockwise).
pub(crate) fn board(geometry: &Geometry, board_label: &str) -> Drawing {
    let vertical = geometry.orientation() == Orientation::Vertical;
    let layout = geometry.layout();
    let (vw, vh) = geometry.size();
    let mut m = Markup::new();
    let view_box = format!("0 0 {} {}", fmt(vw), fmt(vh));
    let pits_a_side = layout.pits_a_side().to_string();
    let rows = layout.rows().to_string();
    let mut attrs = vec![
        ("viewBox", view_box.as_str()),
        ("class", if vertical { "board vertical" } else { "board" }),
        ("role", "group"),
        ("aria-label", board_label),
        ("data-pits", &pits_a_side),
        ("data-rows", &rows),
        ("data-flipped", if geometry.flipped() { "1" } else { "0" }),
    ];
    if !vertical && vw >= WIDE {
        attrs.push(("data-wide", "1"));
    }
    m.open("svg", &attrs);
    defs(&mut m, vertical);
    let (ix, iy) = if vertical {
        (WOOD_INSET.1, WOOD_INSET.0)
    } else {
        WOOD_INSET
    };
    let (x, y, w, h) = (fmt(ix), fmt(iy), fmt(vw - 2.0 * ix), fmt(vh - 2.0 * iy));
    for (class, fill) in [
        ("wood", "url(#wari-wood)"),
        ("grain-layer", "url(#wari-grain)"),
    ] {
        let mut attrs = vec![
            ("x", x.as_str()),
            ("y", &y),
            ("width", &w),
            ("height", &h),
            ("rx", "152"),
            ("class", class),
            ("fill", fill),
            ("aria-hidden", "true"),
        ];
        if class == "wood" {
            attrs.push(("filter", "url(#wari-shadow)"));
        }
        m.leaf("rect", &attrs);
    }
    let stores = draw_stores(&mut m, geometry, vertical);
    // Three and four rows: the owners' bands under the pits, the sowing arrows over the wood.
    if layout.rows() > 2 {
        draw_marks(&mut m, geometry);
    }
    let pits = draw_pits(&mut m, geometry, vertical);
    m.open("g", &[("class", "flyers"), ("aria-hidden", "true")])
        .close("g")
        .close("svg");
    Drawing {
        markup: m.finish(),
        pits,
        stores,
    }
}
