//! The computer player's client (wasm32 only): asks the Web Worker (`www/worker.js`) for moves, hints and
//! table building with typed [`Request`]s and reads its typed [`Reply`]s (see `worker_api.rs`); when there is
//! no worker, or the worker fails, the same engine answers inside the page: the worker's own wasm module
//! (`wari-engine`), loaded into the page on first need by `www/boot.js` (which hands the page its loader,
//! `runtime::page_engine`); its replies reach the message loop as the worker's do. The page's own module holds
//! no search.
//!
//! The worker is the runtime's: for an embedded board the page's shared worker (one computer for all the boards
//! of a page, answering each in turn), else the board's own; the client talks to it the same way.
//!
//! The worker is started after the page's first paint ([`Computer::start`], from `Msg::Painted`), not in the
//! start's task: until then it is [`Link::NotStarted`], and a request made before starts it at once.
//!
//! Every way the worker can fail ends the same way: the pending request is cleared, the worker is let go, the
//! player is told (a notice in their language) and the request is asked again in the page:
//! - it cannot start (no `Worker` in this browser; a script that cannot load, seen as an error event before
//!   any reply): [`WorkerFailure::CannotStart`];
//! - it reports an error after it answered (its script throws): [`WorkerFailure::Stopped`];
//! - it answers something that is no reply: [`WorkerFailure::Garbled`];
//! - it says nothing for [`SILENCE_MS`] while a request waits: [`WorkerFailure::Silent`].
//!
//! The engine refusing a request (rules or moves it cannot read) is no failure of the worker: the page would
//! be refused the same, so the player is told why and the computer's seats become human. So do they when the
//! engine cannot be loaded into the page either ([`Answer::Unavailable`]).

use crate::features::game::state::Purpose;
use wari_core::rules::Rules;
use wari_engine::protocol::{
    rules_of, Reply, Request, RequestError, ReviewRequest, ThinkRequest, WorkerFailure,
};

/// How long a request may wait without a word from the worker (a search reports every iteration, table
/// building its progress) before the worker counts as lost.
pub const SILENCE_MS: f64 = 30_000.0;

/// Delay before the in-page computer runs a request, so the page can draw "thinking" first.
const INLINE_DELAY_MS: f64 = 30.0;

/// What the computer tells the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Its move (for a [`Purpose::Move`] request).
    Move(usize),
    /// Its suggestion (for a [`Purpose::Hint`] request) and the evaluation.
    Hint {
        /// The pit.
        pit: usize,
        /// Hundredths of a seed, for the player to move.
        score: i32,
    },
    /// The worker was let go: tell the player; the computer goes on in the page.
    Lost(WorkerFailure),
    /// The engine refused the request: tell the player why; the computer cannot play this game.
    Refused(RequestError),
    /// Neither the worker nor the page could load the engine: tell the player; people play both sides.
    Unavailable,
}

/// What the client asks the runtime to do (it owns the worker, its listeners and the loader of the engine in
/// the page): the app hands these on as effects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Call {
    /// Start the worker (`www/worker.js`) and listen to it; when the browser cannot, the runtime says
    /// `Msg::WorkerFailed` (before any reply: it never started).
    Start,
    /// Post a request to the worker (a post refused is `Msg::WorkerFailed`).
    Post(Request),
    /// Let the worker go.
    Stop,
    /// Hand a request to the engine loaded into the page (`Msg::PageEngineMissing` when the page has no loader
    /// for it); its replies come as the worker's would.
    AskPage(Request),
}

struct Pending {
    id: u32,
    purpose: Purpose,
    request: ThinkRequest,
    /// The last word from the worker (or the request's time), the page's clock.
    heard: f64,
}

/// Where the computer's requests go.
enum Link {
    /// The worker is not started yet (the page's first paint comes first): a request starts it.
    NotStarted,
    /// The Web Worker (the runtime's: it was asked to start it).
    Worker,
    /// No worker (the browser could not start one, or it failed): the engine in the page.
    Page,
}

/// The computer player's client.
pub struct Computer {
    link: Link,
    /// What the runtime is asked to do, not handed on yet ([`Computer::take_calls`]).
    calls: Vec<Call>,
    pending: Option<Pending>,
    next_id: u32,
    /// Building tables: (done, total).
    preparing: Option<(u32, u32)>,
    prepared_for: Option<Rules>,
    /// A request for the in-page computer, run at the next tick.
    inline: Option<Request>,
    /// Whether the worker has answered anything yet (an error before that: it never started).
    heard: bool,
}

impl Default for Computer {
    fn default() -> Computer {
        Computer::new()
    }
}

impl Computer {
    /// The client, its worker not started yet ([`Computer::start`]).
    pub fn new() -> Computer {
        Computer {
            link: Link::NotStarted,
            calls: Vec::new(),
            pending: None,
            next_id: 1,
            preparing: None,
            prepared_for: None,
            inline: None,
            heard: false,
        }
    }

    /// Has the runtime start the worker (`www/worker.js`), unless it was started already, and asks it for the
    /// tables wanted meanwhile ([`Computer::prepare`]). When the browser cannot, the runtime says so
    /// (`Msg::WorkerFailed` before any reply: [`WorkerFailure::CannotStart`]) and the engine in the page answers.
    pub fn start(&mut self) {
        if !matches!(self.link, Link::NotStarted) {
            return;
        }
        self.link = Link::Worker;
        self.calls.push(Call::Start);
        if let Some(rules) = self.prepared_for {
            self.send(Request::Prepare {
                rules: rules.to_string(),
            });
        }
    }

    /// What the runtime is asked to do since the last time, in order.
    pub fn take_calls(&mut self) -> Vec<Call> {
        std::mem::take(&mut self.calls)
    }

    /// Whether the worker runs (was started and has not failed).
    fn has_worker(&self) -> bool {
        matches!(self.link, Link::Worker)
    }

    /// Whether a request of `purpose` waits for its answer.
    pub fn thinking(&self, purpose: Purpose) -> bool {
        self.pending.as_ref().is_some_and(|p| p.purpose == purpose)
    }

    /// Whether any request waits.
    pub fn busy(&self) -> bool {
        self.pending.is_some()
    }

    /// Table building under way: per cent done.
    pub fn preparing(&self) -> Option<u32> {
        self.preparing
            .filter(|(d, t)| d < t)
            .map(|(d, t)| d * 100 / t.max(1))
    }

    /// Forgets the request waiting (its answer, if it comes, is dropped).
    pub fn cancel(&mut self) {
        self.pending = None;
        self.inline = None;
    }

    /// Asks for `request` (for `purpose`) at time `now`, replacing any request waiting.
    pub fn ask(&mut self, purpose: Purpose, mut request: ThinkRequest, now: f64) {
        request.id = self.next_id;
        self.next_id += 1;
        self.pending = Some(Pending {
            id: request.id,
            purpose,
            request: request.clone(),
            heard: now,
        });
        self.send(Request::Think(request));
    }

    /// Builds (or loads) what the computer needs for `rules` ahead (only in the worker, once per rules; a
    /// worker not started yet is asked when it starts). The app asks once the tables are due.
    pub fn prepare(&mut self, rules: Rules) {
        if self.prepared_for == Some(rules) {
            return;
        }
        self.prepared_for = Some(rules);
        if self.has_worker() {
            self.send(Request::Prepare {
                rules: rules.to_string(),
            });
        }
    }

    /// Asks for one position of a game review (the review room waits for its answer itself: the app hands it
    /// the [`Reply::Reviewed`]).
    pub fn review(&mut self, request: ReviewRequest) {
        self.send(Request::Review(request));
    }

    /// Posts `request` to the worker (started now if it was not yet); a request to think or to review goes to
    /// the engine in the page when there is no worker.
    fn send(&mut self, request: Request) {
        self.start();
        if self.has_worker() {
            self.calls.push(Call::Post(request));
        } else if matches!(request, Request::Think(_) | Request::Review(_)) {
            self.inline = Some(request);
        }
    }

    /// The worker answered at time `now`.
    pub fn reply(&mut self, reply: Reply, now: f64) -> Option<Answer> {
        self.heard = true;
        if let Some(p) = &mut self.pending {
            p.heard = now;
        }
        match reply {
            Reply::Progress { done, total } => {
                self.preparing = Some((done, total.max(1)));
                None
            }
            Reply::Ready => {
                self.preparing = None;
                None
            }
            // The review room's: the app hands them to it.
            Reply::Info { .. } | Reply::ReviewProgress { .. } | Reply::Reviewed(_) => None,
            Reply::Refused { problem } => {
                self.preparing = None;
                // A refused preparation concerns no request; a refused request is answered in `Result`.
                let rules = self.prepared_for.map(|r| r.to_string()).unwrap_or_default();
                Some(Answer::Refused(RequestError::of(problem, rules_of(&rules))))
            }
            Reply::Crashed { message } => {
                web_sys::console::warn_1(&format!("computer player: {message}").into());
                if self.has_worker() {
                    return self.fail(WorkerFailure::Stopped);
                }
                // The engine in the page: there is nobody left to ask.
                self.pending = None;
                Some(Answer::Unavailable)
            }
            Reply::Result(r) => {
                let p = self.pending.take_if(|p| p.id == r.id)?;
                if let Some(part) = r.error {
                    return Some(Answer::Refused(RequestError::of(part, p.request.game())));
                }
                let pit = r.best?;
                Some(match p.purpose {
                    Purpose::Move => Answer::Move(pit),
                    Purpose::Hint => Answer::Hint {
                        pit,
                        score: r.score,
                    },
                })
            }
        }
    }

    /// The worker failed: let it go, ask the request waiting again in the page. A worker that stops before
    /// saying anything never started (its script could not load).
    pub fn fail(&mut self, failure: WorkerFailure) -> Option<Answer> {
        match std::mem::replace(&mut self.link, Link::Page) {
            Link::Worker => {}
            other => {
                self.link = other;
                return None;
            }
        }
        let failure = match failure {
            WorkerFailure::Stopped if !self.heard => WorkerFailure::CannotStart,
            f => f,
        };
        self.calls.push(Call::Stop);
        self.preparing = None;
        if let Some(p) = &self.pending {
            self.inline = Some(Request::Think(p.request.clone()));
        }
        Some(Answer::Lost(failure))
    }

    /// The timer fired at `now`: hand the in-page request to the engine in the page (its replies come as the
    /// worker's would), or give up on a silent worker.
    pub fn tick(&mut self, now: f64) -> Option<Answer> {
        if let Some(request) = self.inline.take() {
            self.calls.push(Call::AskPage(request));
            return None;
        }
        let silent = self
            .pending
            .as_ref()
            .is_some_and(|p| now - p.heard >= SILENCE_MS);
        if silent && self.has_worker() {
            return self.fail(WorkerFailure::Silent);
        }
        None
    }

    /// When the timer should fire next for the computer (ms from `now`), if at all.
    pub fn wake(&self, now: f64) -> Option<f64> {
        if self.inline.is_some() {
            return Some(INLINE_DELAY_MS);
        }
        let p = self.pending.as_ref()?;
        if !self.has_worker() {
            return None;
        }
        Some((p.heard + SILENCE_MS - now).max(0.0))
    }

    /// The engine could not be handed the request in the page (no loader): nobody is left to ask.
    pub fn page_missing(&mut self) -> Option<Answer> {
        self.pending = None;
        Some(Answer::Unavailable)
    }
}
