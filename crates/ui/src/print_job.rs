//! What the page asks of the print module: the print view and the puzzle worksheet are a wasm module of their own
//! (`wari-print`, `crates/print`), loaded when first needed or when the browser is idle after the start
//! (`www/boot.js`), so the page's own module, on the wire before the first move, holds none of their code.
//!
//! The page hands a [`PrintRequest`] (a [`PrintJob`] and the [`Snapshot`] of the game) to the print module as a
//! JavaScript value (serde-wasm-bindgen); every part of the game travels as the text the engine reads, and the
//! print module checks each one (the rules, both positions) as it reads the request. Both sides are this crate,
//! so a request that does not read is a defect, and the print module says so in the console and builds nothing.

use crate::i18n::Lang;
use crate::review_sheet::ReviewSheet;
use crate::snapshot::Snapshot;
use serde::{Deserialize, Serialize};
use wari_core::params::{PrintView, Seat};
use wari_core::rules::{MatchFormat, Position, Preset, Rules, Setup};

/// The print controls (their `data-action` names are the page's; the print view's own button uses them too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrintAction {
    /// Print this view now ("Print board", "Print this position").
    View(PrintView),
    /// Print the preview shown (`print=` in the URL).
    Now,
}

impl PrintAction {
    /// The `data-action` name of the control.
    pub fn name(self) -> &'static str {
        match self {
            PrintAction::View(PrintView::Board) => "print-board",
            PrintAction::View(PrintView::Position) => "print-position",
            PrintAction::Now => "print-now",
        }
    }
}

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
    /// The review sheet of a reviewed game (the snapshot's rules and start), then the print dialog.
    Review(Box<ReviewSheet>),
}

/// A print job with the game it prints.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "Wire", into = "Wire")]
pub struct PrintRequest {
    /// What to print.
    pub job: PrintJob,
    /// The settings and the game at the moment the job was asked for.
    pub snapshot: Snapshot,
}

/// A [`PrintRequest`] as it travels between the two modules (serde-wasm-bindgen): every part a text the engine reads
/// back, so that the print module checks the rules and both positions itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Wire {
    job: WireJob,
    lang: String,
    rules: String,
    preset: Option<String>,
    format: String,
    south: String,
    north: String,
    flip: bool,
    start: String,
    moves: String,
    position: String,
}

/// A [`PrintJob`] on the wire.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum WireJob {
    Print(String),
    BeforePrint,
    Preview { view: String, search: String },
    Puzzles(Vec<usize>),
    Review(Box<ReviewSheet>),
}

impl From<PrintRequest> for Wire {
    fn from(r: PrintRequest) -> Wire {
        let s = r.snapshot;
        Wire {
            job: match r.job {
                PrintJob::Print(view) => WireJob::Print(view.id().into()),
                PrintJob::BeforePrint => WireJob::BeforePrint,
                PrintJob::Preview { view, search } => WireJob::Preview {
                    view: view.id().into(),
                    search,
                },
                PrintJob::Puzzles(list) => WireJob::Puzzles(list),
                PrintJob::Review(sheet) => WireJob::Review(sheet),
            },
            lang: s.lang.code().into(),
            rules: s.rules.to_string(),
            preset: s.preset.map(|p| p.id().into()),
            format: s.format.id(),
            south: s.seats[0].id(),
            north: s.seats[1].id(),
            flip: s.flip,
            start: s.start.to_string(),
            moves: s.moves,
            position: s.position.to_string(),
        }
    }
}

/// Why a request was not read: the part that the engine or the page's lists refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotARequest(&'static str);

impl std::fmt::Display for NotARequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not a print request: its {}", self.0)
    }
}

impl TryFrom<Wire> for PrintRequest {
    type Error = NotARequest;

    fn try_from(w: Wire) -> Result<PrintRequest, NotARequest> {
        let bad = NotARequest;
        let rules: Rules = w.rules.parse().map_err(|_| bad("rules"))?;
        let position = |text: &str, part| {
            let setup: Setup = text.parse().map_err(|_| bad(part))?;
            Position::from_setup(&rules, &setup).map_err(|_| bad(part))
        };
        let view = |id: &str| PrintView::parse(id).ok_or(bad("view"));
        let start = position(&w.start, "start")?;
        let job = match w.job {
            WireJob::Print(id) => PrintJob::Print(view(&id)?),
            WireJob::BeforePrint => PrintJob::BeforePrint,
            WireJob::Preview { view: id, search } => PrintJob::Preview {
                view: view(&id)?,
                search,
            },
            WireJob::Puzzles(list) => PrintJob::Puzzles(list),
            WireJob::Review(sheet) => {
                sheet.check(&rules, &start).map_err(|e| bad(e.0))?;
                PrintJob::Review(sheet)
            }
        };
        let preset = match w.preset {
            None => None,
            Some(id) => Some(id.parse::<Preset>().map_err(|_| bad("preset"))?),
        };
        let seat = |id: &str| Seat::parse(id).ok_or(bad("seat"));
        Ok(PrintRequest {
            job,
            snapshot: Snapshot {
                lang: Lang::from_code(&w.lang).ok_or(bad("language"))?,
                rules,
                preset,
                format: MatchFormat::parse(&w.format).ok_or(bad("match format"))?,
                seats: [seat(&w.south)?, seat(&w.north)?],
                flip: w.flip,
                start,
                moves: w.moves,
                position: position(&w.position, "position")?,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wari_core::rules::Game;

    /// The snapshot of `preset`'s game after `moves` in `lang`, North at the bottom (not the default, to check
    /// it travels).
    fn snap(preset: Preset, lang: Lang, moves: &str) -> Snapshot {
        let mut g = Game::new(preset.rules());
        wari_core::rules::play_game_string(&mut g, moves).unwrap();
        Snapshot {
            lang,
            rules: preset.rules(),
            preset: Some(preset),
            format: preset.match_format(),
            seats: [Seat::Human, Seat::Computer(3)],
            flip: true,
            start: *g.start_position(),
            moves: g.game_string(),
            position: *g.position(),
        }
    }

    fn text(r: &PrintRequest) -> String {
        serde_json::to_string(r).unwrap()
    }

    fn read(text: &str) -> Option<PrintRequest> {
        serde_json::from_str(text).ok()
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
                let text = text(&r);
                assert_eq!(read(&text), Some(r), "{text}");
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
        assert_eq!(read(&text(&r)), Some(r));
    }

    /// The review sheet travels with its game and is read back only with it: the same sheet with a snapshot
    /// of another start (F empty: its moves do not replay there) or a game cut short is refused.
    #[test]
    fn a_review_sheet_travels_with_its_game_and_only_with_it() {
        use crate::review_sheet::ReviewSheet;
        use wari_engine::analysis::{Analyser, REVIEW};
        let s = snap(Preset::Abapa, Lang::Hu, "FeCc");
        let mut game = Game::new(Preset::Abapa.rules());
        wari_core::rules::play_game_string(&mut game, "FeCc").unwrap();
        let review = Analyser::new(&game, REVIEW)
            .run(&mut |_, _, _| true)
            .unwrap();
        let r = PrintRequest {
            job: PrintJob::Review(Box::new(ReviewSheet::of(&review))),
            snapshot: s,
        };
        let good = text(&r);
        assert_eq!(read(&good), Some(r));
        let other = good.replacen("\"start\":\"4-4-4-4-4-4-4", "\"start\":\"4-4-4-4-4-0-8", 1);
        assert_ne!(other, good);
        assert_eq!(read(&other), None);
        assert!(good.contains("\"game\":\"FeCc\""));
        assert_eq!(
            read(&good.replace("\"game\":\"FeCc\"", "\"game\":\"FeC\"")),
            None
        );
    }

    #[test]
    fn a_request_that_does_not_read_is_none() {
        let good = text(&PrintRequest {
            job: PrintJob::BeforePrint,
            snapshot: snap(Preset::Abapa, Lang::En, "C"),
        });
        assert!(read(&good).is_some());
        for (from, to) in [
            ("\"lang\":\"en\"", "\"lang\":\"xx\""),
            ("\"before_print\"", "\"before_printing\""),
            ("\"format\":\"single\"", "\"format\":\"games-0\""),
            ("\"south\":\"human\"", "\"south\":\"robot\""),
            ("\"flip\":true", "\"flip\":1"),
            ("\"preset\":\"abapa\"", "\"preset\":\"chess\""),
        ] {
            assert!(good.contains(from), "{from} in {good}");
            let bad = good.replace(from, to);
            assert_eq!(read(&bad), None, "{bad}");
        }
        // A position of other rules (seventeen pits: not two rows of six).
        let other = good.replacen("\"position\":\"", "\"position\":\"0-0-0-0-0-", 1);
        assert_eq!(read(&other), None);
        assert_eq!(read(""), None);
        assert_eq!(read("{}"), None);
        assert_eq!(read("[1]"), None);
    }
}
