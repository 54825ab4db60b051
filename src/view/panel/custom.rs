//! The custom rules form in the side panel: its fields, filled from the current rules and read back as a
//! rules text (the engine parses and checks it: no rule logic here, and its refusals are shown in the page's
//! language). The rows choice (RULES.md L3, L4) enables only the fields that apply: four rows have no capture
//! counts, chain, grand slam, feeding or E5, and the pits field says each layout's range.

use crate::view::action::{Action, Menu};
use crate::view::dom::{
    choices, field, html, label, primary, select, set_flag, set_hidden, set_text, set_value,
    value_of, El,
};
use wari_core::rules::{Chain, CycleRule, Feeding, GrandSlam, Player, Rules};
use wari_ui::i18n::{self, Lang};
use web_sys::Element;

/// The custom rules form's fields.
pub struct CustomFields {
    /// The language of its labels.
    lang: Lang,
    /// Rows of pits: 2, 3 or 4.
    pub rows: Element,
    /// Pits a row.
    pub pits: Element,
    /// The pits field's label (its range depends on the rows).
    pits_label: Element,
    /// Shown on four rows: why settings are left out.
    four_note: Element,
    /// Seeds a pit.
    pub seeds: Element,
    /// Capturing counts.
    pub captures: Element,
    /// Chain.
    pub chain: Element,
    /// Grand slam.
    pub slam: Element,
    /// Feeding.
    pub feed: Element,
    /// Target (empty: majority).
    pub target: Element,
    /// Cycle rule.
    pub cycle: Element,
    /// E5: `standard` or `no-capture`.
    pub end: Element,
    /// Starter.
    pub start: Element,
}

/// The custom section: the `<details>` holding the form, its fields and the line saying why rules were
/// refused.
pub struct CustomForm {
    /// The `<details>` element.
    pub details: Element,
    /// Its fields.
    pub fields: CustomFields,
    /// Why custom rules were refused.
    pub error: Element,
}

/// A menu of named items: the value is the item's id, the label its name in `names` (same order as `all`).
fn named<T: Copy>(
    all: &[T],
    id: impl Fn(T) -> &'static str,
    name: impl Fn(T, usize) -> String,
) -> Vec<(String, String)> {
    all.iter()
        .enumerate()
        .map(|(i, &x)| (id(x).to_string(), name(x, i)))
        .collect()
}

fn number(id: &str, min: u32, max: u32) -> Element {
    html("input")
        .attr("id", id)
        .attr("type", "number")
        .attr("inputmode", "numeric")
        .attr("min", &min.to_string())
        .attr("max", &max.to_string())
}

impl CustomForm {
    /// Builds the custom section in `lang`.
    pub fn build(lang: Lang) -> CustomForm {
        let t = lang.t();
        let rows_menu = [2u8, 3, 4].map(|r| r.to_string());
        let fields = CustomFields {
            lang,
            rows: select(
                "c-rows",
                Some(Menu::CustomRows),
                &choices(&[
                    (&rows_menu[0], t.rows_names[0]),
                    (&rows_menu[1], t.rows_names[1]),
                    (&rows_menu[2], t.rows_names[2]),
                ]),
            ),
            pits: number("c-pits", 3, 10),
            pits_label: label("c-pits", t.f_pits),
            four_note: html("p")
                .attr("class", "hint-text four-note")
                .attr("id", "c-four-note")
                .attr("hidden", "")
                .text(t.custom_four_note),
            seeds: number("c-seeds", 1, 10),
            captures: html("input")
                .attr("id", "c-captures")
                .attr("type", "text")
                .attr("inputmode", "numeric")
                .attr("autocomplete", "off")
                .attr("spellcheck", "false"),
            chain: select(
                "c-chain",
                None,
                &choices(&[("back", t.chain_back), ("both", t.chain_both)]),
            ),
            slam: select(
                "c-slam",
                None,
                &named(
                    &GrandSlam::ALL,
                    |g| g.id(),
                    |g, i| format!("{} – {}", g.rule_name(), t.slam_names[i]),
                ),
            ),
            feed: select(
                "c-feed",
                None,
                &choices(&[("must", t.feed_must), ("none", t.feed_none)]),
            ),
            target: number("c-target", 1, 200).attr("placeholder", "—"),
            cycle: select(
                "c-cycle",
                None,
                &named(&CycleRule::ALL, |c| c.id(), |_, i| t.cycle_names[i].into()),
            ),
            end: select(
                "c-end",
                None,
                &choices(&[("standard", t.end_names[0]), ("no-capture", t.end_names[1])]),
            ),
            start: select(
                "c-start",
                None,
                &choices(&[
                    ("S", i18n::player(lang, Player::South)),
                    ("N", i18n::player(lang, Player::North)),
                ]),
            ),
        };
        let error = html("p")
            .attr("class", "custom-error")
            .attr("id", "custom-error")
            .attr("role", "alert");
        let f = &fields;
        let details = html("details")
            .attr("class", "custom")
            .attr("id", "custom")
            .child(&html("summary").text(t.custom))
            .child(&html("p").attr("class", "hint-text").text(t.custom_intro))
            .child(
                &html("div")
                    .attr("class", "custom-grid")
                    .child(&field("c-rows", t.f_rows, &f.rows))
                    .child(
                        &html("div")
                            .attr("class", "field")
                            .child(&f.pits_label)
                            .child(&f.pits),
                    )
                    .child(&field("c-seeds", t.f_seeds, &f.seeds))
                    .child(&field("c-captures", t.f_captures, &f.captures))
                    .child(&field("c-chain", t.f_chain, &f.chain))
                    .child(&field("c-slam", t.f_slam, &f.slam))
                    .child(&field("c-feed", t.f_feed, &f.feed))
                    .child(&field("c-target", t.f_target, &f.target))
                    .child(&field("c-cycle", t.f_cycle, &f.cycle))
                    .child(&field("c-end", t.f_end, &f.end))
                    .child(&field("c-start", t.f_start, &f.start)),
            )
            .child(&f.four_note)
            .child(&primary(Action::ApplyCustom, t.apply_custom))
            .child(&error);
        CustomForm {
            details,
            fields,
            error,
        }
    }
}

impl CustomFields {
    /// The fields that four rows do not have (RULES.md L4: they capture by L4-C; E5 needs two or three rows).
    fn not_on_four_rows(&self) -> [&Element; 5] {
        [
            &self.captures,
            &self.chain,
            &self.slam,
            &self.feed,
            &self.end,
        ]
    }

    /// Shows the fields that apply to a board of `rows` rows: the others are disabled (and left out of the rules
    /// text), and the pits field says the layout's range (B1, L3, L4).
    pub fn show_rows(&self, rows: u8) {
        let t = self.lang.t();
        let four = rows == 4;
        for el in self.not_on_four_rows() {
            set_flag(el, "disabled", four);
        }
        set_hidden(&self.four_note, !four);
        // Leaving four rows, whose rules have no capture counts: abapa's (2 and 3) as a sane start.
        if !four && value_of(&self.captures).trim().is_empty() {
            set_value(&self.captures, "2,3");
        }
        let (text, min, max, step) = match rows {
            3 => (t.f_pits_rows[0], 4, 8, 2),
            4 => (t.f_pits_rows[1], 4, 12, 1),
            _ => (t.f_pits, 3, 10, 1),
        };
        set_text(&self.pits_label, text);
        let _ = self.pits.set_attribute("min", &min.to_string());
        let _ = self.pits.set_attribute("max", &max.to_string());
        let _ = self.pits.set_attribute("step", &step.to_string());
    }

    /// The rows chosen in the form (2 when the menu holds anything else).
    fn rows_chosen(&self) -> u8 {
        match value_of(&self.rows).as_str() {
            "3" => 3,
            "4" => 4,
            _ => 2,
        }
    }

    /// Fills the form from `rules`.
    pub fn fill(&self, rules: &Rules) {
        set_value(&self.rows, &rules.rows().to_string());
        self.show_rows(rules.rows());
        set_value(&self.pits, &rules.pits().to_string());
        set_value(&self.seeds, &rules.seeds().to_string());
        let caps: Vec<String> = rules
            .capture_counts()
            .iter()
            .map(|c| c.to_string())
            .collect();
        set_value(&self.captures, &caps.join(","));
        set_value(
            &self.chain,
            match rules.chain() {
                Chain::Back => "back",
                Chain::Both => "both",
            },
        );
        set_value(&self.slam, rules.grand_slam().id());
        set_value(
            &self.feed,
            match rules.feeding() {
                Feeding::MustFeed => "must",
                Feeding::NoFeeding => "none",
            },
        );
        let majority = Rules::majority_target(rules.total_seeds());
        let target = if rules.target() == majority {
            String::new()
        } else {
            rules.target().to_string()
        };
        set_value(&self.target, &target);
        set_value(&self.cycle, rules.cycle().id());
        let end = if rules.no_capture_end() {
            "no-capture"
        } else {
            "standard"
        };
        set_value(&self.end, end);
        set_value(&self.start, &rules.starter().letter().to_string());
    }

    /// The rules text the form describes (checked by the engine when parsed).
    pub fn text(&self) -> String {
        let clean = |el: &Element| -> String {
            value_of(el).split_whitespace().collect::<Vec<_>>().join("")
        };
        let rows = self.rows_chosen();
        let mut text = if rows == 2 {
            String::new()
        } else {
            format!("rows={rows} ")
        };
        text.push_str(&format!(
            "pits={} seeds={} cycle={} start={}",
            clean(&self.pits),
            clean(&self.seeds),
            value_of(&self.cycle),
            value_of(&self.start),
        ));
        if rows != 4 {
            text.push_str(&format!(
                " captures={} chain={} slam={} feed={} end={}",
                clean(&self.captures),
                value_of(&self.chain),
                value_of(&self.slam),
                value_of(&self.feed),
                value_of(&self.end)
            ));
        }
        let target = clean(&self.target);
        if !target.is_empty() {
            text.push_str(&format!(" target={target}"));
        }
        text
    }
}
