//! The puzzles drawn (wasm32 only): a card in the side panel ("Puzzles", how many solved, a button), the list
//! of the collection by difficulty in a dialog (a solved mark on each solved puzzle, two menus that narrow it
//! to a variant and a level: [`Filter`]), the worksheet's choice (this week's six and what they were chosen
//! from), and the puzzle card
//! over the board while one is solved: its title, goal, what the last try did, the hint, the explanation
//! and its buttons. Reads the state (`model.rs`), never changes it; every word from `puzzle_text.rs`.

use crate::features::game::state::State;
use crate::features::puzzle::model::Feedback;
use crate::features::puzzle::model::{Solved, Solving};
use crate::features::puzzle::text as puzzle_text;
use crate::view::action::{Action, Menu, PuzzleAction};
use crate::view::dom::{
    self, button, clear, field, html, primary, select, set_hidden, set_text, value_of, El,
};
use wari_core::puzzles::{collection, Filter, Weekly};
use wari_core::rules::Preset;
use wari_ui::i18n::{self, tr, Lang};
use wasm_bindgen::JsCast;
use web_sys::Element;

/// The puzzles' elements.
pub struct PuzzleView {
    /// "{0} of {1} solved" in the panel card.
    count: Element,
    /// The list dialog.
    dialog: Element,
    /// The list inside it.
    list: Element,
    /// The filter's menus: the variant, the level.
    variant: Element,
    level: Element,
    /// Said when the filter leaves no puzzle.
    none: Element,
    /// What this week's six were chosen from, once ticked.
    week_note: Element,
    /// The card over the board.
    card: Element,
    title: Element,
    goal: Element,
    feedback: Element,
    hint_text: Element,
    explain: Element,
    hint: Element,
    solution: Element,
    leave: Element,
}

fn variant_name(lang: Lang, variant: &str) -> String {
    variant.parse::<Preset>().map_or(variant.to_string(), |p| {
        i18n::preset_name(lang, p).to_string()
    })
}

impl PuzzleView {
    /// Builds the panel card (appended to `panel`), the dialog and the puzzle card (put before `board_holder`).
    pub fn build(lang: Lang, panel: Option<&Element>, board_holder: &Element) -> PuzzleView {
        let count = html("p").attr("class", "puzzle-count");
        let side = dom::intro_card(
            &tr!(lang, "puzzles-heading"),
            "puzzles",
            &tr!(lang, "puzzles-intro"),
        )
        .child(&count)
        .child(&primary(
            Action::Puzzle(PuzzleAction::List),
            &tr!(lang, "puzzles-open"),
        ));
        dom::put_in_panel(panel, &side, 0);
        let list = html("div").attr("class", "puzzle-list");
        let variant = select(
            "puzzles-variant",
            Some(Menu::PuzzleFilter),
            &[(String::new(), tr!(lang, "puzzles-filter-all-variants"))],
        );
        for v in Filter::variants() {
            let option = html("option")
                .attr("value", v.id())
                .text(i18n::preset_name(lang, v));
            variant.append_child(&option).ok();
        }
        let level = select(
            "puzzles-level",
            Some(Menu::PuzzleFilter),
            &[(String::new(), tr!(lang, "puzzles-filter-all-levels"))],
        );
        for stars in 1..=3u8 {
            let option = html("option")
                .attr("value", &stars.to_string())
                .text(&wari_ui::puzzle_text::level(lang, stars));
            level.append_child(&option).ok();
        }
        let none = html("p")
            .attr("class", "hint-text puzzles-none")
            .text(&tr!(lang, "puzzles-filter-none"));
        set_hidden(&none, true);
        let week_note = dom::live_status("hint-text sheet-week-note");
        let dialog = html("dialog")
            .attr("id", "puzzles")
            .attr("class", "help puzzles-dialog")
            .attr("aria-labelledby", "puzzles-title")
            .child(&dom::dialog_title(
                "puzzles-title",
                &tr!(lang, "puzzles-heading"),
            ))
            .child(
                &html("div")
                    .attr("class", "puzzle-filter")
                    .child(&field(
                        "puzzles-variant",
                        &tr!(lang, "puzzles-filter-variant"),
                        &variant,
                    ))
                    .child(&field(
                        "puzzles-level",
                        &tr!(lang, "puzzles-filter-level"),
                        &level,
                    )),
            )
            .child(&none)
            .child(&list)
            .child(
                &html("section")
                    .attr("class", "sheet-choice")
                    .attr("aria-labelledby", "sheet-choice-title")
                    .child(
                        &html("h3")
                            .attr("id", "sheet-choice-title")
                            .text(&tr!(lang, "puzzles-sheet-heading")),
                    )
                    .child(
                        &html("p")
                            .attr("class", "hint-text")
                            .text(&tr!(lang, "puzzles-sheet-intro")),
                    )
                    .child(&button(
                        Action::Puzzle(PuzzleAction::SheetWeek),
                        &tr!(lang, "puzzles-sheet-week"),
                    ))
                    .child(&primary(
                        Action::Puzzle(PuzzleAction::SheetPrint),
                        &tr!(lang, "puzzles-sheet-print"),
                    ))
                    .child(&week_note),
            )
            .child(&button(
                Action::Puzzle(PuzzleAction::ListClose),
                &tr!(lang, "puzzles-close"),
            ));
        if let Some(body) = dom::document().body() {
            if let Some(old) = dom::by_id("puzzles") {
                old.remove();
            }
            let _ = body.append_child(&dialog);
        }
        let title = html("h2").attr("id", "puzzle-title");
        let goal = html("p").attr("class", "puzzle-goal");
        let feedback = dom::live_status("puzzle-feedback");
        let hint_text = html("p").attr("class", "puzzle-hint");
        let explain = html("p").attr("class", "puzzle-explain");
        let hint = button(
            Action::Puzzle(PuzzleAction::Hint),
            &tr!(lang, "puzzle-hint"),
        );
        let solution = button(
            Action::Puzzle(PuzzleAction::Solution),
            &tr!(lang, "puzzle-solution"),
        );
        let leave = button(
            Action::Puzzle(PuzzleAction::Leave),
            &tr!(lang, "puzzle-leave"),
        );
        let card = dom::board_card("puzzle-card", "puzzle-title")
            .child(&title)
            .child(&goal)
            .child(&feedback)
            .child(&hint_text)
            .child(&explain)
            .child(
                &html("div")
                    .attr("class", "puzzle-buttons")
                    .child(&hint)
                    .child(&button(
                        Action::Puzzle(PuzzleAction::Restart),
                        &tr!(lang, "puzzle-restart"),
                    ))
                    .child(&solution)
                    .child(&primary(
                        Action::Puzzle(PuzzleAction::Next),
                        &tr!(lang, "puzzle-next"),
                    ))
                    .child(&leave),
            );
        dom::put_before(board_holder, &card);
        PuzzleView {
            count,
            dialog,
            list,
            variant,
            level,
            none,
            week_note,
            card,
            title,
            goal,
            feedback,
            hint_text,
            explain,
            hint,
            solution,
            leave,
        }
    }

    /// Opens the list, each puzzle a button with its number, variant and goal, and a mark when solved.
    pub fn open_list(&self, solved: &Solved, state: &State) {
        let lang = state.lang;
        clear(&self.list);
        for stars in 1..=3u8 {
            let group = html("ul")
                .attr("class", "puzzle-group")
                .attr("data-stars", &stars.to_string());
            for (i, p) in collection()
                .iter()
                .enumerate()
                .filter(|(_, p)| p.stars == stars)
            {
                let solved = solved.contains(&p.id);
                let name = format!("{}. {}", i + 1, variant_name(lang, &p.variant));
                let b = button(Action::Puzzle(PuzzleAction::Open(i)), "")
                    .attr("data-id", &i.to_string())
                    .attr(
                        "class",
                        if solved {
                            "puzzle-item solved"
                        } else {
                            "puzzle-item"
                        },
                    )
                    .child(&html("span").attr("class", "puzzle-name").text(&name))
                    .child(
                        &html("span")
                            .attr("class", "puzzle-item-goal")
                            .text(&wari_ui::puzzle_text::goal(lang, p.goal)),
                    )
                    .child(&html("span").attr("class", "puzzle-item-id").text(&p.id));
                if solved {
                    b.append_child(
                        &html("span")
                            .attr("class", "solved-mark")
                            .text(&format!("✓ {}", tr!(lang, "puzzles-solved-mark"))),
                    )
                    .ok();
                }
                let pick = html("input")
                    .attr("type", "checkbox")
                    .attr("class", "sheet-pick")
                    .attr("value", &i.to_string())
                    .attr(
                        "aria-label",
                        &tr!(lang, "puzzles-sheet-add-label", "number" => i as u32 + 1),
                    );
                let pick = html("label")
                    .attr("class", "sheet-pick-label")
                    .child(&pick)
                    .child(&html("span").text(&tr!(lang, "puzzles-sheet-add")));
                group
                    .append_child(
                        &html("li")
                            .attr("data-puzzle", &i.to_string())
                            .child(&b)
                            .child(&pick),
                    )
                    .ok();
            }
            self.list
                .append_child(
                    &html("h3")
                        .attr("data-stars", &stars.to_string())
                        .text(&wari_ui::puzzle_text::level(lang, stars)),
                )
                .ok();
            self.list.append_child(&group).ok();
        }
        self.filter();
        if let Ok(d) = self.dialog.clone().dyn_into::<web_sys::HtmlDialogElement>() {
            if !d.open() {
                let _ = d.show_modal();
            }
        }
    }

    /// Shows the puzzles the filter's menus choose, each level's heading only when it has one shown, and a
    /// sentence when none is.
    pub fn filter(&self) {
        let f = Filter::from_values(&value_of(&self.variant), &value_of(&self.level));
        let mut shown = [0usize; 3];
        for (li, i) in self.elements("li[data-puzzle]", "data-puzzle") {
            let Some(p) = collection().get(i) else {
                continue;
            };
            let show = f.shows(p);
            set_hidden(&li, !show);
            if show {
                shown[usize::from(p.stars - 1)] += 1;
            }
        }
        for (el, stars) in self.elements("[data-stars]", "data-stars") {
            set_hidden(
                &el,
                shown.get(stars.wrapping_sub(1)).is_none_or(|&n| n == 0),
            );
        }
        set_hidden(&self.none, shown.iter().sum::<usize>() > 0);
    }

    /// The list's elements matching `selector` with the number in their attribute `attr`.
    fn elements(&self, selector: &str, attr: &str) -> Vec<(Element, usize)> {
        let found = self.list.query_selector_all(selector).ok();
        let len = found.as_ref().map_or(0, |f| f.length());
        (0..len)
            .filter_map(|k| {
                let el = found.as_ref()?.item(k)?.dyn_into::<Element>().ok()?;
                let n = el.get_attribute(attr)?.parse().ok()?;
                Some((el, n))
            })
            .collect()
    }

    /// Ticks exactly the puzzles `chosen` (indices in the collection) for the worksheet.
    pub fn tick(&self, chosen: &[usize]) {
        for (input, i) in self.picks() {
            input.set_checked(chosen.contains(&i));
        }
    }

    /// Ticks this week's six and says what they were chosen from (`played`: the variant being played, `None`
    /// for custom rules).
    pub fn tick_week(&self, lang: Lang, week: &Weekly, played: Option<Preset>) {
        self.tick(&week.puzzles);
        let variant = played.map_or(tr!(lang, "custom"), |v| {
            i18n::preset_name(lang, v).to_string()
        });
        let note = match week.own {
            0 => tr!(lang, "puzzles-week-none"),
            own if own >= week.puzzles.len() => {
                tr!(lang, "puzzles-week-own", "variant" => variant.as_str())
            }
            own => tr!(
                lang,
                "puzzles-week-mixed",
                "variant" => variant.as_str(),
                "own" => own as u32,
                "others" => (week.puzzles.len() - own) as u32
            ),
        };
        set_text(&self.week_note, &note);
    }

    /// The puzzles ticked for the worksheet, in the collection's order.
    pub fn ticked(&self) -> Vec<usize> {
        self.picks()
            .filter(|(input, _)| input.checked())
            .map(|(_, i)| i)
            .collect()
    }

    /// The worksheet's check boxes with their puzzle's index.
    fn picks(&self) -> impl Iterator<Item = (web_sys::HtmlInputElement, usize)> {
        self.elements("input.sheet-pick", "value")
            .into_iter()
            .filter_map(|(el, i)| Some((el.dyn_into().ok()?, i)))
    }

    /// Closes the list.
    pub fn close_list(&self) {
        if let Ok(d) = self.dialog.clone().dyn_into::<web_sys::HtmlDialogElement>() {
            d.close();
        }
    }

    /// Draws the panel's count and the puzzle card from the state; `embedded`: no way back to a game.
    pub fn render(
        &self,
        solving: Option<&Solving>,
        solved: &Solved,
        state: &State,
        embedded: bool,
    ) {
        let lang = state.lang;
        let total = collection().len();
        set_text(
            &self.count,
            &tr!(
                lang,
                "puzzles-solved-count",
                "solved" => solved.count() as u32,
                "total" => total as u32
            ),
        );
        dom::show_activity(&self.card, "solving", solving.is_some());
        let Some(s) = solving else {
            return;
        };
        let p = s.puzzle();
        let title = format!(
            "{} · {} · {}",
            tr!(lang, "puzzle-title", "number" => s.index as u32 + 1, "total" => total as u32),
            "★".repeat(p.stars as usize),
            variant_name(lang, &p.variant)
        );
        set_text(&self.title, &title);
        set_text(&self.goal, &wari_ui::puzzle_text::goal(lang, p.goal));
        let feedback = s
            .feedback
            .map_or(String::new(), |f| puzzle_text::feedback(lang, f));
        set_text(&self.feedback, &feedback);
        let kind = match s.feedback {
            Some(Feedback::Wrong(_)) => "wrong",
            Some(Feedback::Solved) => "solved",
            _ => "",
        };
        set_attr_class(&self.feedback, kind);
        set_text(&self.hint_text, &wari_ui::puzzle_text::hint(lang, p.hint()));
        set_hidden(&self.hint_text, !s.hint || s.finished());
        set_text(
            &self.explain,
            &wari_ui::puzzle_text::explanation(lang, &p.explanation()),
        );
        set_hidden(&self.explain, !s.finished());
        set_hidden(&self.hint, s.hint || s.finished());
        crate::view::panel::Ui::enable(&self.solution, !s.finished());
        set_hidden(&self.leave, embedded || s.kept.is_none());
    }
}

/// The feedback's class: `puzzle-feedback` and its kind (`wrong`, `solved`).
fn set_attr_class(el: &Element, kind: &str) {
    let class = if kind.is_empty() {
        "puzzle-feedback".to_string()
    } else {
        format!("puzzle-feedback {kind}")
    };
    dom::set_attr(el, "class", &class);
}
