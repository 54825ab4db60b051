//! What the page asks of the print module (issue 12): the print view and the puzzle worksheet are a wasm module
//! of their own (`wari-print`, built with the feature `print`; `super::print`), loaded when first needed or
//! when the browser is idle after the start (`www/boot.js`), so the page's own module, on the wire before the
//! first move, holds none of their code (13 KB gzipped).
//!
//! The page writes a [`PrintRequest`] (a [`PrintJob`] and the [`Snapshot`] of the game) as JSON text with
//! `json.rs`; the print module reads it back with [`PrintRequest::from_json`] and checks every part against
//! the engine (the rules, both positions). Both sides are this crate, so a text that does not read is a
//! defect, and the print module says so in the console and builds nothing.

use super::embed::Snapshot;
use super::json::Object;
use wari_core::params::PrintView;
use wari_core::rules::Preset;

/// What to print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrintJob {
    /// "Print board" or "Print this position": build the view and open the print dialog.
    Print(PrintView),
    /// The browser is about to print (its menu, Ctrl+P): the position's worksheet, unless a print view is
    /// already there.
    BeforePrint,
    /// `print=` in the URL: the view on screen with its toolbar; `search` is the page's query, from which the
    /// way back to the game is made.
    Preview {
        /// The view shown.
        view: PrintView,
        /// The page's query string (with `?`).
        search: String,
    },
    /// The puzzle worksheet of these puzzles (indices in the collection), then the print dialog.
    Puzzles(Vec<usize>),
}

/// A print job with the game it prints.
#[derive(Clone, Debug, PartialEq)]
pub struct PrintRequest {
    /// What to print.
    pub job: PrintJob,
    /// The settings and the game at the moment the job was asked for.
    pub snapshot: Snapshot,
}

impl PrintRequest {
    /// The request's JSON text.
    pub fn to_json(&self) -> String {
        let s = &self.snapshot;
        let job = match &self.job {
            PrintJob::Print(view) => Object::new().str("print", view.id()),
            PrintJob::BeforePrint => Object::new().int("before_print", true),
            PrintJob::Preview { view, search } => Object::new()
                .str("preview", view.id())
                .str("search", search),
            PrintJob::Puzzles(list) => {
                let items: Vec<String> = list.iter().map(usize::to_string).collect();
                Object::new().raw("puzzles", &format!("[{}]", items.join(",")))
            }
        };
        Object::new()
            .raw("job", &job.finish())
            .str("lang", s.lang.code())
            .str("rules", &s.rules.to_string())
            .opt_str("preset", s.preset.map(Preset::id))
            .str("format", &s.format.id())
            .str("south", &s.seats[0].id())
            .str("north", &s.seats[1].id())
            .int("flip", s.flip)
            .str("start", &s.start.to_string())
            .str("moves", &s.moves)
            .str("position", &s.position.to_string())
            .finish()
    }
}

/// Reading a request: the print module's side (not in the page's module).
#[cfg(not(wasm_page))]
mod read {
    use super::{PrintJob, PrintRequest, Snapshot};
    use crate::web::i18n::Lang;
    use crate::web::json::{self, Value};
    use wari_core::params::{PrintView, Seat};
    use wari_core::rules::{MatchFormat, Position, Preset, Rules, Setup};

    impl PrintRequest {
        /// Reads what [`PrintRequest::to_json`] writes; `None` for anything else (a part missing, rules or a
        /// position the engine does not accept).
        pub fn from_json(text: &str) -> Option<PrintRequest> {
            let o = json::parse(text).ok()?;
            let field = |name: &str| o.get(name).and_then(Value::as_str);
            let rules: Rules = field("rules")?.parse().ok()?;
            let position = |name: &str| {
                let setup: Setup = field(name)?.parse().ok()?;
                Position::from_setup(&rules, &setup).ok()
            };
            let preset = match o.get("preset")? {
                Value::Null => None,
                v => Some(v.as_str()?.parse::<Preset>().ok()?),
            };
            let snapshot = Snapshot {
                lang: Lang::from_code(field("lang")?)?,
                rules,
                preset,
                format: MatchFormat::parse(field("format")?)?,
                seats: [Seat::parse(field("south")?)?, Seat::parse(field("north")?)?],
                flip: o.get("flip")?.as_bool()?,
                start: position("start")?,
                moves: field("moves")?.to_string(),
                position: position("position")?,
            };
            Some(PrintRequest {
                job: job_of(o.get("job")?)?,
                snapshot,
            })
        }
    }

    /// The job of a request's `job` member.
    fn job_of(j: &Value) -> Option<PrintJob> {
        let view = |name: &str| PrintView::parse(j.get(name)?.as_str()?);
        if let Some(v) = view("print") {
            return Some(PrintJob::Print(v));
        }
        if j.get("before_print").and_then(Value::as_bool) == Some(true) {
            return Some(PrintJob::BeforePrint);
        }
        if let Some(v) = view("preview") {
            let search = j.get("search")?.as_str()?.to_string();
            return Some(PrintJob::Preview { view: v, search });
        }
        let list = j.get("puzzles")?.as_array()?;
        let puzzles: Option<Vec<usize>> = list.iter().map(Value::as_int).collect();
        Some(PrintJob::Puzzles(puzzles?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::i18n::Lang;
    use wari_core::params::Seat;
    use wari_core::rules::{Game, MatchFormat, Position, Setup};

    /// [`crate::web::embed::tests::snap`], North at the bottom (not the default, to check it travels).
    fn snap(preset: Preset, lang: Lang, moves: &str) -> Snapshot {
        let mut s = crate::web::embed::tests::snap(preset, lang, moves);
        s.flip = true;
        s
    }

    #[test]
    fn every_job_round_trips_with_its_game() {
        let jobs = [
            PrintJob::Print(PrintView::Board),
            PrintJob::Print(PrintView::Position),
            PrintJob::BeforePrint,
            PrintJob::Preview {
                view: PrintView::Position,
                search: "?print=position&lang=hu&moves=C\"d".into(),
            },
            PrintJob::Puzzles(vec![0, 7, 3]),
            PrintJob::Puzzles(vec![]),
        ];
        // Every preset (two, three and four rows), after its first legal move, in each language in turn.
        let games: Vec<Snapshot> = Preset::ALL
            .iter()
            .zip(Lang::ALL.iter().cycle())
            .map(|(&preset, &lang)| {
                let first = Game::new(preset.rules()).legal_moves()[0];
                let n = preset.rules().pits_a_side() as usize;
                snap(
                    preset,
                    lang,
                    &wari_core::rules::move_letter(n, first).to_string(),
                )
            })
            .collect();
        for job in jobs {
            for s in &games {
                let r = PrintRequest {
                    job: job.clone(),
                    snapshot: s.clone(),
                };
                let text = r.to_json();
                assert_eq!(PrintRequest::from_json(&text), Some(r), "{text}");
            }
        }
    }

    #[test]
    fn custom_rules_and_a_set_up_position_round_trip() {
        let mut s = snap(Preset::Abapa, Lang::Fr, "");
        s.rules = "pits=5 seeds=3".parse().expect("a rules text");
        s.preset = None;
        s.format = MatchFormat::FirstTo(3);
        s.seats = [Seat::Computer(6), Seat::Human];
        let setup: Setup = "3-3-3-3-3-3-3-3-3-3-0-0-S"
            .parse()
            .expect("a position text");
        s.start = Position::from_setup(&s.rules, &setup).expect("a position of the rules");
        s.position = s.start;
        let r = PrintRequest {
            job: PrintJob::Print(PrintView::Position),
            snapshot: s,
        };
        assert_eq!(PrintRequest::from_json(&r.to_json()), Some(r));
    }

    #[test]
    fn a_request_that_does_not_read_is_none() {
        let good = PrintRequest {
            job: PrintJob::BeforePrint,
            snapshot: snap(Preset::Abapa, Lang::En, "C"),
        }
        .to_json();
        assert!(PrintRequest::from_json(&good).is_some());
        for (from, to) in [
            ("\"lang\":\"en\"", "\"lang\":\"xx\""),
            ("\"before_print\":true", "\"before_print\":false"),
            ("\"format\":\"single\"", "\"format\":\"games-0\""),
            ("\"south\":\"human\"", "\"south\":\"robot\""),
            ("\"flip\":true", "\"flip\":1"),
            ("\"preset\":\"abapa\"", "\"preset\":\"chess\""),
        ] {
            assert!(good.contains(from), "{from} in {good}");
            let bad = good.replace(from, to);
            assert_eq!(PrintRequest::from_json(&bad), None, "{bad}");
        }
        // A position of other rules (seventeen pits: not two rows of six).
        let other = good.replacen("\"position\":\"", "\"position\":\"0-0-0-0-0-", 1);
        assert_eq!(PrintRequest::from_json(&other), None);
        assert_eq!(PrintRequest::from_json(""), None);
        assert_eq!(PrintRequest::from_json("{}"), None);
        assert_eq!(PrintRequest::from_json("[1]"), None);
    }
}
