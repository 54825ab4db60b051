//! Sentences built from the engine's values: players, seeds, pits and stores, what a move did, the end of a
//! game, matches, the variants and their rules. The words and their grammar are in the language files; this
//! file only picks the messages and passes the values.

use super::{kept, tr, Arg, Lang};
use wari_core::rules::{
    move_letter, Chain, CycleRule, Ending, Feeding, GrandSlam, MatchFormat, MoveReport, Outcome,
    Player, Preset, Rules,
};

/// The name of a player (`South`, `Norte`, `Dél`, `Północ`, `Sud`).
pub fn player(lang: Lang, p: Player) -> &'static str {
    kept(lang, "player", &[("player", p.value())])
}

/// `n` seeds, with the noun in the right form (`1 seed`, `2 ziarna`, `5 ziaren`, `4 kavics`).
pub fn seeds(lang: Lang, n: u32) -> String {
    tr!(lang, "seeds", "count" => n)
}

/// Joins items with commas and the language's "and" (or "or" when `or`): `2, 4 and 6`.
pub fn join_list(lang: Lang, items: &[String], or: bool) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            let id = if or { "list-or" } else { "list-and" };
            tr!(lang, id, "items" => rest.join(", "), "last" => last)
        }
    }
}

/// The accessible name of a pit: `C, 4 seeds, playable`; `count` `None` while counting practice hides the seed
/// numbers (the name is then the letter alone: `C, playable`).
pub fn pit_label(
    lang: Lang,
    letter: char,
    count: Option<u32>,
    playable: bool,
    hint: bool,
) -> String {
    let mut parts = vec![match count {
        Some(count) => tr!(lang, "pit-label", "pit" => letter, "count" => count),
        None => letter.to_string(),
    }];
    if playable {
        parts.push(tr!(lang, "pit-playable"));
    }
    if hint {
        parts.push(tr!(lang, "pit-suggested"));
    }
    parts.join(", ")
}

/// The accessible name of a store: `South's store, 3 seeds`.
pub fn store_label(lang: Lang, p: Player, count: u32) -> String {
    tr!(lang, "store-label", "player" => p, "count" => count)
}

/// The name of a player's store, written in it on the printed board: `South's store`, `Ruma de Sur`.
pub fn store_name(lang: Lang, p: Player) -> String {
    tr!(lang, "store-name", "player" => p)
}

/// What a move did, in words: `South sowed C: captured 2 from d and 3 from e.`
pub fn move_sentence(lang: Lang, report: &MoveReport, n: usize) -> String {
    let p = report.player;
    let pit = move_letter(n, report.origin);
    let items: Vec<String> = report
        .captures
        .iter()
        .enumerate()
        .map(|(i, &(at, count))| {
            let id = if i == 0 {
                "move-capture-first"
            } else {
                "move-capture-next"
            };
            tr!(lang, id, "count" => count as u32, "pit" => move_letter(n, at))
        })
        .collect();
    let captures = join_list(lang, &items, false);
    let mut s = if !items.is_empty() {
        let id = if report.grand_slam {
            "move-grand-slam"
        } else {
            "move-captured"
        };
        tr!(lang, id, "player" => p, "pit" => pit, "captures" => captures)
    } else if report.grand_slam_uncaptured {
        tr!(lang, "move-grand-slam-uncaptured", "player" => p, "pit" => pit)
    } else {
        tr!(lang, "move-sown", "player" => p, "pit" => pit)
    };
    if report.extra_turn {
        s = tr!(lang, "move-extra-turn", "move" => s, "player" => p);
    }
    tr!(lang, "move-sentence", "move" => s)
}

/// What a move is doing while its seeds go round the board, before the words may tell what it did:
/// `North sows c…`.
pub fn sowing_sentence(lang: Lang, report: &MoveReport, n: usize) -> String {
    tr!(
        lang,
        "move-sowing",
        "player" => report.player,
        "pit" => move_letter(n, report.origin)
    )
}

/// The turn: `South to move.`
pub fn to_move(lang: Lang, p: Player) -> String {
    tr!(lang, "to-move", "player" => p)
}

/// `North is thinking…`
pub fn thinking(lang: Lang, p: Player) -> String {
    tr!(lang, "thinking", "player" => p)
}

/// How the seeds left on the board are given out (E3), as a clause.
pub fn cycle_clause(lang: Lang, c: CycleRule) -> &'static str {
    let id = match c {
        CycleRule::SideOwner => "cycle-side-owner",
        CycleRule::LastCapturer => "cycle-last-capturer",
        CycleRule::NotCounted => "cycle-not-counted",
    };
    kept(lang, id, &[])
}

/// How the seeds left on the board went when a game ended by the cycle rule (E3, agreement, E5), as a clause:
/// under `last-capturer` it names the last capturer (`the seeds left go to South, who captured last`) or says
/// that nobody has captured.
pub fn seeds_left_clause(lang: Lang, c: CycleRule, last_capturer: Option<Player>) -> String {
    match (c, last_capturer) {
        (CycleRule::LastCapturer, Some(p)) => tr!(lang, "cycle-to-last-capturer", "player" => p),
        (CycleRule::LastCapturer, None) => tr!(lang, "cycle-nobody-captured"),
        (c, _) => cycle_clause(lang, c).to_string(),
    }
}

/// The result in words with its reason: `Game over: a store reached 25 seeds. South wins, 27 to 21.`
/// `stuck` is the player who could not move (for E1); `last_capturer` the player who captured last (who takes
/// the seeds left under the `last-capturer` rule).
pub fn outcome_sentence(
    lang: Lang,
    o: &Outcome,
    rules: &Rules,
    stuck: Player,
    last_capturer: Option<Player>,
) -> String {
    let cycle = || seeds_left_clause(lang, rules.cycle(), last_capturer);
    let reason = match o.ending {
        Ending::Target => tr!(lang, "ending-target", "count" => rules.target()),
        Ending::Stuck => tr!(lang, "ending-stuck", "player" => stuck),
        Ending::Cycle => tr!(lang, "ending-cycle", "cycle" => cycle()),
        Ending::Agreement => tr!(lang, "ending-agreement", "cycle" => cycle()),
        Ending::NoCapture => tr!(lang, "ending-no-capture", "cycle" => cycle()),
    };
    let [s, n] = o.score;
    let result = match o.winner {
        Some(w) => {
            let (won, lost) = if w == Player::South { (s, n) } else { (n, s) };
            tr!(lang, "result-win", "player" => w, "won" => won, "lost" => lost)
        }
        None => tr!(lang, "result-draw", "south" => s, "north" => n),
    };
    tr!(lang, "game-over", "reason" => reason, "result" => result)
}

/// A computer level for the menus: `Computer, level 2 (easy)`.
pub fn level_name(lang: Lang, level: u8) -> String {
    let t = lang.t();
    let name = t
        .level_names
        .get(level.saturating_sub(1) as usize)
        .copied()
        .unwrap_or("");
    let out = super::fill(t.computer_level, &[&level.to_string(), name]);
    out.replace(" ()", "")
}

/// The evaluation of a hint in words, from a score in hundredths of a seed for the player to move.
pub fn eval_words(lang: Lang, score: i32) -> &'static str {
    let e = &lang.t().evals;
    let won = wari_engine::WIN - 1000;
    match score {
        s if s >= won => e[0],
        s if s <= -won => e[6],
        s if s >= 300 => e[1],
        s if s >= 75 => e[2],
        s if s > -75 => e[3],
        s if s > -300 => e[4],
        _ => e[5],
    }
}

/// The origin group of a preset: index into [`super::Strings::groups`].
pub fn group_of(p: Preset) -> usize {
    match p {
        Preset::Abapa => 0,
        Preset::HuWari | Preset::HuWariWin | Preset::Hetproba | Preset::Wari72 => 1,
        Preset::WariPl | Preset::Adaua | Preset::Wari72Pl => 2,
        Preset::Numeros => 3,
        Preset::Antigua => 4,
        Preset::NumerosThree | Preset::Moruba => 5,
    }
}

/// A preset's name in the UI language (message `variant-<id>`).
pub fn preset_name(lang: Lang, p: Preset) -> &'static str {
    kept(lang, &format!("variant-{}", p.id()), &[])
}

/// Where a preset comes from, one sentence in the UI language (`variant-<id>.origin`).
pub fn preset_origin(lang: Lang, p: Preset) -> &'static str {
    kept(lang, &format!("variant-{}.origin", p.id()), &[])
}

/// A match format's name.
pub fn match_name(lang: Lang, f: MatchFormat) -> String {
    let t = lang.t();
    match f {
        MatchFormat::Single => t.match_names[0].to_string(),
        MatchFormat::Games(7) => t.match_names[1].to_string(),
        MatchFormat::FirstTo(6) => t.match_names[2].to_string(),
        MatchFormat::Games(n) => tr!(lang, "match-games", "count" => n),
        MatchFormat::FirstTo(n) => tr!(lang, "match-first-to", "count" => n),
    }
}

/// The match score: `Games won: South 1, North 1, drawn 0 (played 2 of 7).`, and the winner once decided.
pub fn match_score(lang: Lang, m: &wari_core::rules::Match, over_now: bool) -> String {
    let [south, north] = m.wins();
    let draws = m.draws();
    let mut out = match m.format {
        MatchFormat::Games(total) => tr!(lang, "match-score-of",
            "south" => south, "north" => north, "draws" => draws,
            "played" => m.games.len(), "total" => total),
        _ => tr!(lang, "match-score", "south" => south, "north" => north, "draws" => draws),
    };
    if m.is_over() && over_now {
        out.push(' ');
        out.push_str(&match m.winner() {
            Some(p) => tr!(lang, "match-won", "player" => p),
            None => tr!(lang, "match-drawn"),
        });
    }
    out
}

/// The rules of `rules` (and its match format) as sentences in the UI language.
pub fn rules_text(lang: Lang, r: &Rules, format: MatchFormat) -> Vec<String> {
    let counts = r.capture_counts();
    let list: Vec<String> = counts.iter().map(|c| c.to_string()).collect();
    let captures = join_list(lang, &list, true);
    let last = counts.last().map_or(0, |&c| c as u32);
    let caps = |id: &str| tr!(lang, id, "captures" => captures.as_str(), "last" => last);
    let mut out = vec![
        tr!(lang, "rules-board", "pits" => r.pits(), "seeds" => r.seeds(), "total" => r.total_seeds()),
        tr!(lang, "rules-sowing"),
        caps("rules-capture"),
        caps(match r.chain() {
            Chain::Back => "rules-chain-back",
            Chain::Both => "rules-chain-both",
        }),
        tr!(
            lang,
            match r.grand_slam() {
                GrandSlam::NoCapture => "rules-slam-g1",
                GrandSlam::Forbidden => "rules-slam-g2",
                GrandSlam::CaptureAll => "rules-slam-g3",
                GrandSlam::CaptureIfDecisive => "rules-slam-g4",
                GrandSlam::CaptureThenFeed => "rules-slam-g5",
            }
        ),
        tr!(
            lang,
            match r.feeding() {
                Feeding::MustFeed => "rules-feed-must",
                Feeding::NoFeeding => "rules-feed-none",
            }
        ),
        tr!(lang, "rules-end", "count" => r.target()),
        tr!(lang, "rules-cycle", "cycle" => cycle_clause(lang, r.cycle())),
    ];
    if r.no_capture_end() {
        out.push(tr!(
            lang,
            "rules-no-capture",
            "bound" => wari_core::rules::no_capture::seed_bound(r),
            "cycle" => cycle_clause(lang, r.cycle())
        ));
    }
    rows_lines(lang, r, &mut out);
    let starter = r.starter();
    out.push(match format {
        MatchFormat::Single => tr!(lang, "rules-winner-starter", "player" => starter),
        MatchFormat::FirstTo(_) => tr!(lang, "rules-winner-first-game", "player" => starter),
        MatchFormat::Games(_) => tr!(lang, "rules-winner"),
    });
    match format {
        MatchFormat::Single => {}
        MatchFormat::Games(g) => out.push(tr!(lang, "rules-match-games", "count" => g)),
        MatchFormat::FirstTo(g) => out.push(tr!(lang, "rules-match-first-to", "count" => g)),
    }
    out
}

/// Three and four rows (RULES.md L3, L4): the lines of the two-row text that differ. Three rows say the board,
/// the loop the arrows show, and (after the chain) that the middle row's halves are no neighbours; four rows
/// replace the first six lines (board, sowing, capture, chain, grand slam, feeding) by the board, the sowing
/// around one's own two rows and the capture L4-C: chains, grand slams and feeding do not apply there.
fn rows_lines(lang: Lang, r: &Rules, out: &mut Vec<String>) {
    let board = |id: &str| tr!(lang, id, "pits" => r.pits(), "seeds" => r.seeds(), "total" => r.total_seeds());
    match r.rows() {
        3 => {
            out[0] = board("rules-board-three");
            out[1] = tr!(lang, "rules-sowing-three");
            out.insert(4, tr!(lang, "rules-neighbours-three"));
        }
        4 => {
            let four = [
                board("rules-board-four"),
                tr!(lang, "rules-sowing-four"),
                tr!(lang, "rules-capture-four"),
            ];
            out.splice(..6, four);
        }
        _ => {}
    }
}
