//! The native command line: `wari replay` (text, `--json`, `--trace`), `wari perft` and `wari engine`.

mod common;

use std::io::Write;
use std::process::{Command, Output};

fn wari(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(args)
        .output()
        .expect("the wari binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8")
}

fn engine(input: &str) -> Vec<String> {
    let mut child = common::engine_process();
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(format!("setoption name Tables value 12\n{input}").as_bytes())
        .expect("commands are sent");
    let out = child.wait_with_output().expect("the engine ends");
    assert!(out.status.success(), "engine exit {:?}", out.status);
    stdout(&out).lines().map(String::from).collect()
}

fn json_lines(text: &str) -> Vec<serde_json::Value> {
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("'{l}' is not JSON: {e}")))
        .collect()
}

#[test]
fn replay_prints_the_board_with_stores_and_the_player_to_move() {
    let o = wari(&["replay", "--variant", "abapa", "--moves", "CdFa"]);
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(
        text.contains("       f    e    d    c    b    a\n"),
        "{text}"
    );
    assert!(
        text.contains("     |  6 |  7 |  2 |  6 |  6 |  0 |  North\n"),
        "{text}"
    );
    assert!(
        text.contains("   0 +----+----+----+----+----+----+   0\n"),
        "{text}"
    );
    assert!(
        text.contains("     |  6 |  5 |  0 |  5 |  5 |  0 |  South\n"),
        "{text}"
    );
    assert!(
        text.contains("       A    B    C    D    E    F\n"),
        "{text}"
    );
    assert!(text.contains("To move: South; legal moves ABDE"), "{text}");
    assert!(
        text.contains("Position: 6-5-0-5-5-0-0-6-6-2-7-6-0-0-S"),
        "{text}"
    );
}

#[test]
fn replay_shows_the_result_of_a_finished_game() {
    let o = wari(&[
        "replay",
        "--variant",
        "hu-wari",
        "--position",
        "3-3-3-3-3-2-1-2-0-0-0-0-14-14-S",
        "--moves",
        "F",
    ]);
    let text = stdout(&o);
    assert!(
        text.contains("Status:  over (stuck), South wins 34-14 (1-0)"),
        "{text}"
    );
}

#[test]
fn replay_json_is_one_object_with_the_final_state() {
    let o = wari(&["replay", "--variant", "abapa", "--moves", "CdFa", "--json"]);
    assert!(o.status.success());
    let v = json_lines(&stdout(&o));
    assert_eq!(v.len(), 1);
    let v = &v[0];
    assert_eq!(v["position"], "6-5-0-5-5-0-0-6-6-2-7-6-0-0-S");
    assert_eq!(
        v["pits"],
        serde_json::json!([6, 5, 0, 5, 5, 0, 0, 6, 6, 2, 7, 6])
    );
    assert_eq!(v["ply"], 4);
    assert_eq!(v["move"], "a");
    assert_eq!(v["to_move"], "S");
    assert_eq!(v["legal"], "ABDE");
    assert_eq!(v["status"], "playing");
    assert_eq!(v["moves"], "CdFa");
}

#[test]
fn replay_trace_has_one_line_per_ply_start_first() {
    let o = wari(&["replay", "--variant", "abapa", "--moves", "CdFa", "--trace"]);
    assert!(o.status.success());
    let text = stdout(&o);
    let first = text.lines().next().expect("a line");
    assert_eq!(
        first,
        r#"{"ply":0,"move":null,"pits":[4,4,4,4,4,4,4,4,4,4,4,4],"stores":[0,0],"to_move":"S","legal":"ABCDEF","status":"playing","winner":null,"reason":null,"score":null}"#
    );
    let v = json_lines(&text);
    assert_eq!(v.len(), 5);
    assert_eq!(v[1]["move"], "C");
    assert_eq!(
        v[1]["pits"],
        serde_json::json!([4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4])
    );
    assert_eq!(v[1]["to_move"], "N");
    assert_eq!(v[4]["ply"], 4);
}

#[test]
fn replay_trace_of_a_finished_game_gives_the_final_score() {
    // E2: stores as on the board, score the final result.
    let o = wari(&[
        "replay",
        "--variant",
        "abapa",
        "--position",
        "4-4-4-4-4-1-1-1-0-0-0-0-23-2-S",
        "--moves",
        "F",
        "--trace",
    ]);
    assert_eq!(
        stdout(&o).lines().nth(1),
        Some(
            r#"{"ply":1,"move":"F","pits":[4,4,4,4,4,0,0,1,0,0,0,0],"stores":[25,2],"to_move":null,"legal":"","status":"over","winner":"S","reason":"target","score":[25,2]}"#
        )
    );
    // E1: the seeds left go to the side owners in the score, not in the stores.
    let o = wari(&[
        "replay",
        "--variant",
        "hetproba",
        "--position",
        "1-0-0-4-0-1-0-0-0-0-0-0-20-22-S",
        "--moves",
        "A",
        "--trace",
    ]);
    let v = json_lines(&stdout(&o));
    assert_eq!(v[1]["stores"], serde_json::json!([20, 22]));
    assert_eq!(v[1]["score"], serde_json::json!([26, 22]));
    assert_eq!(v[1]["reason"], "stuck");
    // E3 with a custom rules text.
    let o = wari(&[
        "replay",
        "--variant",
        "pits=6 seeds=4 cycle=not-counted",
        "--position",
        "0-0-0-0-0-1-0-0-0-0-0-1-23-23-S",
        "--moves",
        "FfAaBbCcDdEe",
        "--trace",
    ]);
    let v = json_lines(&stdout(&o));
    assert_eq!(v.len(), 13);
    assert_eq!(v[12]["reason"], "cycle");
    assert_eq!(v[12]["winner"], "draw");
    assert_eq!(v[12]["score"], serde_json::json!([23, 23]));
}

#[test]
fn replay_trace_stops_at_an_illegal_move_with_an_error_line() {
    let o = wari(&["replay", "--variant", "abapa", "--moves", "CdC", "--trace"]);
    assert!(!o.status.success());
    let v = json_lines(&stdout(&o));
    assert_eq!(v.len(), 4);
    assert_eq!(v[3]["ply"], 3);
    assert_eq!(
        v[3]["error"],
        "move 3 ('C') cannot be played: that pit is empty"
    );
    let o = wari(&["replay", "--moves", "Cx"]);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("'x' is not a pit letter"));
}

#[test]
fn replay_refuses_bad_options_with_a_message() {
    for args in [
        &["replay", "--variant", "chess"][..],
        &["replay", "--variant", "pits=2"],
        &["replay", "--moves"],
        &["replay", "--frobnicate"],
        &["replay", "--position", "1-2-3"],
        &["replay", "--json", "--trace"],
    ] {
        let o = wari(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(!o.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn perft_prints_one_line_with_plain_integers() {
    let o = wari(&["perft", "--variant", "abapa", "--depth", "5"]);
    assert!(o.status.success());
    let text = stdout(&o);
    let words: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(&words[..4], &["perft", "5", "nodes", "5219"]);
    assert_eq!(words[4], "time_ms");
    assert_eq!(words[6], "nps");
    assert!(words[5].parse::<u64>().is_ok() && words[7].parse::<u64>().is_ok());
    assert_eq!(words.len(), 8);
    let o = wari(&["perft", "--depth", "2", "--divide"]);
    let text = stdout(&o);
    assert!(
        text.starts_with("A 6\nB 6\nC 6\nD 6\nE 6\nF 6\nperft 2 nodes 36 "),
        "{text}"
    );
    assert_eq!(wari(&["perft", "--depth", "x"]).status.code(), Some(2));
    assert_eq!(wari(&["perft"]).status.code(), Some(2));
}

#[test]
fn engine_speaks_the_protocol() {
    let lines = engine(
        "uci\nisready\nlevel 3\nucinewgame\nposition startpos moves CdFa\ngo depth 2\nperft 3\nquit\n",
    );
    assert_eq!(
        lines[0],
        format!("id name Wari {}", env!("CARGO_PKG_VERSION"))
    );
    assert!(lines.contains(&"uciok".to_string()));
    assert!(lines.contains(&"readyok".to_string()));
    let info = lines
        .iter()
        .find(|l| l.starts_with("info depth"))
        .expect("an info line");
    let words: Vec<&str> = info.split_whitespace().collect();
    for key in ["depth", "score", "nodes", "nps", "time", "pv"] {
        assert!(words.contains(&key), "'{key}' in {info}");
    }
    let best = lines
        .iter()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("bestmove");
    assert!(
        ["A", "B", "D", "E"].contains(&best),
        "{best} is legal after CdFa"
    );
    assert!(lines.iter().any(|l| l.starts_with("perft 3 nodes ")));
}

/// `setoption name WaitForTables value true` (for match tools): `isready` answers once the endgame tables are
/// in (without it, at once: docs/engine-with-auale.md).
#[test]
fn wait_for_tables_makes_isready_wait_for_them() {
    let lines = engine("debug on\nsetoption name WaitForTables value true\nisready\nquit\n");
    let tables = lines.iter().position(|l| {
        l.starts_with("info string endgame tables of 12 seeds ")
            && (l.ends_with(" built") || l.ends_with(" read from the cache"))
    });
    let ready = lines.iter().position(|l| l == "readyok");
    assert!(tables.is_some() && tables < ready, "{lines:?}");
}

#[test]
fn engine_answers_0000_when_the_game_is_over_and_survives_bad_commands() {
    let lines = engine(
        "position fen 2-1-0-0-0-0-0-0-0-0-0-0-22-23-S\ngo depth 3\nxyzzy\nposition fen 1-2\nposition startpos moves CC\nlevel 0\ngo depth\nrules chess\nrules numeros\nlevel 2\nposition startpos\ngo movetime 50\nquit\n",
    );
    assert!(lines.contains(&"bestmove 0000".to_string()), "{lines:?}");
    let errors = lines
        .iter()
        .filter(|l| l.starts_with("info string error: "))
        .count();
    assert_eq!(errors, 6, "{lines:?}");
    assert!(lines
        .iter()
        .any(|l| l.starts_with("info string rules pits=6 seeds=4 captures=2,3 chain=both")));
    let last_best = lines.iter().rev().find_map(|l| l.strip_prefix("bestmove "));
    assert!(
        matches!(last_best, Some("A" | "B" | "C" | "D" | "E" | "F")),
        "{lines:?}"
    );
}

/// `wari selfplay --plies P`: the games go in pairs on the same random opening, once with each level as South,
/// and different pairs get different openings (reproducible from the seed).
#[test]
fn selfplay_plays_each_random_opening_with_both_colours() {
    let args = [
        "selfplay",
        "--variant",
        "abapa",
        "--games",
        "4",
        "--levels",
        "2,1",
        "--plies",
        "3",
        "--seed",
        "5",
    ];
    let out = wari(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    let openings: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("game"))
        .map(|l| l.rsplit(" opening ").next().unwrap())
        .collect();
    assert_eq!(openings.len(), 4, "{text}");
    assert!(openings.iter().all(|o| o.len() == 3), "{text}");
    assert_eq!(openings[0], openings[1], "{text}");
    assert_eq!(openings[2], openings[3], "{text}");
    assert_ne!(openings[0], openings[2], "{text}");
    assert!(
        text.contains("level 2 (S) vs level 1 (N)") && text.contains("level 2 (N) vs level 1 (S)")
    );
    assert_eq!(
        stdout(&wari(&args))
            .lines()
            .map(|l| l.rsplit(" opening ").next().unwrap().to_string())
            .take(4)
            .collect::<Vec<_>>(),
        openings
    );
    let plain = stdout(&wari(&[
        "selfplay",
        "--variant",
        "abapa",
        "--games",
        "2",
        "--levels",
        "2,1",
    ]));
    assert!(!plain.contains("opening"), "{plain}");
}
