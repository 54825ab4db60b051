//! The custom rules form in the side panel: its fields, filled from the current rules and read back as a
//! rules text (the engine parses and checks it: no rule logic here).

use super::super::action::Action;
use super::super::dom::{button, choices, field, html, select, set_value, value_of, El};
use super::super::i18n::{self, Lang};
use crate::rules::{Chain, CycleRule, Feeding, GrandSlam, Player, Rules};
use web_sys::Element;

/// The custom rules form's fields.
pub struct CustomFields {
    /// Pits a side.
    pub pits: Element,
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
        let fields = CustomFields {
            pits: number("c-pits", 3, 10),
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
                    .child(&field("c-pits", t.f_pits, &f.pits))
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
            .child(&button(Action::ApplyCustom, t.apply_custom).attr("class", "primary"))
            .child(&error);
        CustomForm {
            details,
            fields,
            error,
        }
    }
}

impl CustomFields {
    /// Fills the form from `rules`.
    pub fn fill(&self, rules: &Rules) {
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
        let mut text = format!(
            "pits={} seeds={} captures={} chain={} slam={} feed={} cycle={} start={} end={}",
            clean(&self.pits),
            clean(&self.seeds),
            clean(&self.captures),
            value_of(&self.chain),
            value_of(&self.slam),
            value_of(&self.feed),
            value_of(&self.cycle),
            value_of(&self.start),
            value_of(&self.end)
        );
        let target = clean(&self.target);
        if !target.is_empty() {
            text.push_str(&format!(" target={target}"));
        }
        text
    }
}
