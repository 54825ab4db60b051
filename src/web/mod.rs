//! The browser shell: the only code that touches web-sys. Every rule decision comes from [`crate::rules`].

use crate::rules::{Position, Preset};
use wasm_bindgen::prelude::*;

const SVG_NS: &str = "http://www.w3.org/2000/svg";

/// Starts the page: installs the panic hook and draws the board. Does nothing inside a Web Worker.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    console_error_panic_hook::set_once();
    let Some(window) = web_sys::window() else {
        return Ok(());
    };
    let document = window.document().ok_or("no document")?;
    let app = document.get_element_by_id("app").ok_or("no #app element")?;
    app.set_inner_html("");
    let rules = Preset::Abapa.rules();
    let pos = Position::start(&rules);
    let n = pos.pits_a_side();
    let svg = document.create_element_ns(Some(SVG_NS), "svg")?;
    let width = 120.0 * (n as f64 + 2.0);
    svg.set_attribute("viewBox", &format!("0 0 {width} 260"))?;
    svg.set_attribute("class", "board")?;
    svg.set_attribute("role", "img")?;
    svg.set_attribute("aria-label", "Wari board")?;
    let el = |name: &str, attrs: &[(&str, String)]| -> Result<web_sys::Element, JsValue> {
        let e = document.create_element_ns(Some(SVG_NS), name)?;
        for (k, v) in attrs {
            e.set_attribute(k, v)?;
        }
        Ok(e)
    };
    let bg = el(
        "rect",
        &[
            ("x", "0".into()),
            ("y", "0".into()),
            ("width", width.to_string()),
            ("height", "260".into()),
            ("rx", "120".into()),
            ("fill", "#b27a3e".into()),
        ],
    )?;
    svg.append_child(&bg)?;
    for (i, store_x) in [(1, 60.0), (0, width - 60.0)] {
        let s = el(
            "ellipse",
            &[
                ("cx", store_x.to_string()),
                ("cy", "130".into()),
                ("rx", "45".into()),
                ("ry", "100".into()),
                ("fill", "#6b3f1d".into()),
                (
                    "class",
                    format!("store store-{}", if i == 0 { "south" } else { "north" }),
                ),
            ],
        )?;
        svg.append_child(&s)?;
    }
    for i in 0..2 * n {
        let (col, row) = if i < n { (i, 1) } else { (2 * n - 1 - i, 0) };
        let cx = 120.0 * (col as f64 + 1.5);
        let cy = 70.0 + 120.0 * row as f64;
        let g = el("g", &[("class", "pit".into()), ("data-pit", i.to_string())])?;
        let c = el(
            "circle",
            &[
                ("cx", cx.to_string()),
                ("cy", cy.to_string()),
                ("r", "48".into()),
                ("fill", "#6b3f1d".into()),
            ],
        )?;
        g.append_child(&c)?;
        let t = el(
            "text",
            &[
                ("x", cx.to_string()),
                ("y", (cy + 10.0).to_string()),
                ("text-anchor", "middle".into()),
                ("font-size", "30".into()),
                ("fill", "#fff".into()),
            ],
        )?;
        t.set_text_content(Some(&pos.pits[i].to_string()));
        g.append_child(&t)?;
        svg.append_child(&g)?;
    }
    app.append_child(&svg)?;
    app.remove_attribute("aria-busy")?;
    Ok(())
}
