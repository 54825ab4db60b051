//! The engine's errors and the link notices in the page's language: one message of the language files a
//! variant ([`rules_error`], [`setup_error`], [`notation_error`], [`illegal`], [`request_error`], [`notice`]),
//! with the offending values as its arguments. English (`i18n/en.ftl`) says what each error's `Display` says
//! on the command line; a test keeps the two alike, and another renders every variant in every other language
//! and finds no English in it.

use wari_core::params::{Notice, Problem};
use wari_core::rules::{
    move_letter, IllegalMove, NotationError, NotationErrorKind as K, PlayableError, Player, Preset,
    RulesError, SeedPlace, SetupError, MAX_SEEDS,
};
use wari_engine::protocol::{RequestError, WorkerFailure};
use wari_ui::i18n::{join_list, tr, Lang, LANGUAGES};

/// Why a pit cannot be played, as a whole sentence naming the pit: `You can't play d: that pit belongs to North.`
pub fn illegal(lang: Lang, e: IllegalMove, letter: char, mover: Player) -> String {
    let reason = illegal_reason(lang, e, letter, mover);
    tr!(lang, "illegal-move", "pit" => letter, "reason" => reason)
}

/// Why the pit `letter` cannot be played by `mover`, as a clause.
fn illegal_reason(lang: Lang, e: IllegalMove, letter: char, mover: Player) -> String {
    let owner = if letter.is_ascii_uppercase() {
        Player::South
    } else {
        Player::North
    };
    match e {
        IllegalMove::GameOver => tr!(lang, "illegal-game-over"),
        IllegalMove::NoSuchPit => tr!(lang, "illegal-no-such-pit"),
        IllegalMove::NotYourPit => {
            tr!(lang, "illegal-not-your-pit", "owner" => owner, "mover" => mover)
        }
        IllegalMove::Empty => tr!(lang, "illegal-empty"),
        IllegalMove::MustFeed => tr!(lang, "illegal-must-feed"),
        IllegalMove::ForbiddenGrandSlam => tr!(lang, "illegal-forbidden-grand-slam"),
    }
}

/// The engine's [`RulesError`] in the UI language.
pub fn rules_error(lang: Lang, e: &RulesError) -> String {
    use RulesError as R;
    match e {
        R::UnknownPreset { id } => {
            tr!(lang, "rules-error-unknown-preset", "id" => id, "ids" => Preset::ids())
        }
        R::NotKeyValue { part } => tr!(lang, "rules-error-not-key-value", "part" => part),
        R::UnknownKey { key } => tr!(lang, "rules-error-unknown-key", "key" => key),
        R::BadValue { key, value } => {
            tr!(lang, "rules-error-bad-value", "key" => key, "value" => value)
        }
        R::Pits(n) => tr!(lang, "rules-error-pits", "pits" => *n),
        R::Seeds(n) => tr!(lang, "rules-error-seeds", "seeds" => *n),
        R::NoCaptures => tr!(lang, "rules-error-no-captures"),
        R::CaptureCount(k) => tr!(lang, "rules-error-capture-count", "count" => *k),
        R::Target(t) => tr!(lang, "rules-error-target", "count" => *t),
        R::NoCaptureEnd { smallest } => tr!(
            lang,
            "rules-error-no-capture-end",
            "max" => wari_core::rules::no_capture::MAX_SMALLEST_CAPTURE,
            "smallest" => *smallest
        ),
        R::Rows(n) => tr!(lang, "rules-error-rows", "rows" => *n),
        R::RowPits { rows: 3, pits } => tr!(lang, "rules-error-row-pits-three", "pits" => *pits),
        R::RowPits { pits, .. } => tr!(lang, "rules-error-row-pits-four", "pits" => *pits),
        R::NotOnFourRows { key } => tr!(lang, "rules-error-not-on-four-rows", "key" => key),
        R::TooManySeeds(n) => tr!(lang, "rules-error-too-many-seeds", "seeds" => *n),
    }
}

/// The engine's [`SetupError`] in the UI language.
pub fn setup_error(lang: Lang, e: &SetupError) -> String {
    use SetupError as S;
    match *e {
        S::OddPits { found } => tr!(lang, "setup-error-odd-pits", "found" => found),
        S::PitsASide { found, expected } => {
            tr!(lang, "setup-error-pits-a-side", "found" => found, "expected" => expected)
        }
        S::Seeds { found, expected } => {
            tr!(lang, "setup-error-seeds", "found" => found, "expected" => expected)
        }
        S::BothTargets { stores, target } => tr!(lang, "setup-error-both-targets",
            "south" => stores[0], "north" => stores[1], "target" => target),
        S::FeedTurn { to_move } => {
            tr!(lang, "setup-error-feed-turn", "letter" => to_move.letter())
        }
    }
}

/// Why a set-up position cannot be played ([`PlayableError`]), in the UI language: the position editor's
/// check. A wrong number of seeds says how many are still to place or too many.
pub fn playable_error(lang: Lang, e: &PlayableError) -> String {
    match *e {
        PlayableError::Setup(SetupError::Seeds { found, expected }) if found < expected as u32 => {
            tr!(lang, "editor-missing", "count" => expected as u32 - found)
        }
        PlayableError::Setup(SetupError::Seeds { found, expected }) => {
            tr!(lang, "editor-extra", "count" => found - expected as u32)
        }
        PlayableError::Setup(e) => setup_error(lang, &e),
        PlayableError::TargetReached {
            player,
            store,
            target,
        } => {
            tr!(lang, "editor-over-target", "player" => player, "count" => store, "target" => target)
        }
        PlayableError::NoCapture => tr!(lang, "editor-over-no-capture"),
        PlayableError::Stuck { to_move } => tr!(lang, "editor-over-stuck", "player" => to_move),
    }
}

/// What is wrong with a notation, in the UI language.
pub fn notation_kind(lang: Lang, kind: &K) -> String {
    match kind {
        K::Rules(e) => rules_error(lang, e),
        K::Setup(e) => setup_error(lang, e),
        K::MoveNumber => tr!(lang, "notation-move-number"),
        K::NotALetter { found, pits } => {
            let n = *pits as usize;
            let l = |i| move_letter(n, i);
            tr!(lang, "notation-not-a-letter", "found" => *found,
                "south-first" => l(0), "south-last" => l(n - 1),
                "north-first" => l(n), "north-last" => l(2 * n - 1))
        }
        K::Illegal {
            number,
            letter,
            reason,
        } => {
            // The letter's owner is known; the mover matters only for NotYourPit, where it is the other.
            let owner = if letter.is_ascii_uppercase() {
                Player::South
            } else {
                Player::North
            };
            let why = illegal_reason(lang, *reason, *letter, owner.opponent());
            tr!(lang, "notation-illegal", "number" => *number, "pit" => *letter, "reason" => why)
        }
        K::TooFewParts { found } => tr!(lang, "notation-too-few-parts", "found" => *found),
        K::NotAPlayer { found } => tr!(lang, "notation-not-a-player", "found" => found),
        K::PitCount { found } => tr!(lang, "notation-pit-count", "found" => *found),
        K::NotSeeds { found, place } => {
            let place = match *place {
                SeedPlace::Pit(l) => tr!(lang, "notation-place-pit", "pit" => l),
                SeedPlace::Store(p) => tr!(lang, "notation-place-store", "player" => p),
            };
            tr!(lang, "notation-not-seeds", "found" => found, "place" => place, "max" => MAX_SEEDS)
        }
        K::TooManySeeds { found } => {
            tr!(lang, "notation-too-many-seeds", "found" => *found, "max" => MAX_SEEDS)
        }
        K::TagBrackets => tr!(lang, "notation-tag-brackets"),
        K::TagParts => tr!(lang, "notation-tag-parts"),
        K::TagQuotes => tr!(lang, "notation-tag-quotes"),
        K::TagName { name } => tr!(lang, "notation-tag-name", "name" => name),
        K::ResultTag { found } => tr!(lang, "notation-result-tag", "found" => found),
    }
}

/// A [`NotationError`] with its place, in the UI language: `line 2, column 5: ...`, `at character 3: ...`.
pub fn notation_error(lang: Lang, e: &NotationError) -> String {
    let reason = notation_kind(lang, &e.kind);
    if e.kind.whole_text() {
        reason
    } else if e.line > 1 {
        tr!(lang, "notation-error-line", "line" => e.line, "column" => e.column, "reason" => reason)
    } else {
        tr!(lang, "notation-error-character", "column" => e.column, "reason" => reason)
    }
}

/// Why the computer could not answer, in the UI language (filled into `ai_error`).
pub fn request_error(lang: Lang, e: &RequestError) -> String {
    let (part, reason) = match e {
        RequestError::NotARequest => return tr!(lang, "request-not-a-request"),
        RequestError::Rules(e) => ("rules", rules_error(lang, e)),
        RequestError::Position(e) => ("position", notation_error(lang, e)),
        RequestError::Setup(e) => ("position", setup_error(lang, e)),
        RequestError::Moves(e) => ("moves", notation_error(lang, e)),
    };
    tr!(lang, "request-error", "part" => part, "reason" => reason)
}

/// What the page says when the computer's worker fails (or cannot start) and the computer goes on inside the
/// page; the worker's own message, if any, goes to the console.
pub fn worker_failure(lang: Lang, f: WorkerFailure) -> String {
    match f {
        WorkerFailure::CannotStart => tr!(lang, "no-worker"),
        WorkerFailure::Stopped => tr!(lang, "worker-stopped"),
        WorkerFailure::Garbled => tr!(lang, "worker-garbled"),
        WorkerFailure::Silent => tr!(lang, "worker-silent"),
        WorkerFailure::Unavailable => tr!(lang, "engine-unavailable"),
    }
}

/// A notice about a URL parameter that was not used.
pub fn notice(lang: Lang, n: &Notice) -> String {
    let reason = match &n.problem {
        Problem::Rules(e) => rules_error(lang, e),
        Problem::Moves(e) | Problem::NoMoves(e) | Problem::Position(e) => notation_error(lang, e),
        Problem::Setup(e) => setup_error(lang, e),
        Problem::Language => {
            let codes: Vec<String> = LANGUAGES.iter().map(|l| l.code.to_string()).collect();
            let languages = join_list(lang, &codes, false);
            tr!(lang, "problem-language", "languages" => languages)
        }
        Problem::Seat => tr!(lang, "problem-seat", "levels" => wari_engine::LEVELS),
        Problem::Flag => tr!(lang, "problem-flag"),
        Problem::Puzzle => tr!(lang, "problem-puzzle"),
        Problem::Choice(values) => {
            let values: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            tr!(lang, "problem-choice", "values" => join_list(lang, &values, true))
        }
    };
    if matches!(n.problem, Problem::Moves(_)) {
        tr!(lang, "notice-moves-kept", "value" => &n.value, "reason" => reason)
    } else {
        tr!(lang, "notice-not-used", "param" => n.param, "value" => &n.value, "reason" => reason)
    }
}

#[cfg(test)]
#[path = "error_text_tests.rs"]
mod tests;
