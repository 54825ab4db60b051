//! `wari review`: the text and the JSON of a game review, and bad input refused with a message and exit 2.

use std::process::{Command, Output};

fn wari(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(args)
        .output()
        .expect("the wari binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8")
}

/// C1, C2: from this position South's F captures c, b and a (7 seeds); A throws that away. North's answer d
/// is one of its moves.
const START: &str = "1-0-0-0-0-3-1-2-1-4-4-4-14-14-S";

#[test]
fn review_json_judges_each_move_and_sums_up_each_player() {
    let o = wari(&[
        "review",
        "--variant",
        "abapa",
        "--position",
        START,
        "--moves",
        "Ad",
        "--json",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert_eq!(out.lines().count(), 1, "one JSON object: {out}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["game"], "Ad");
    assert_eq!(v["start"], START);
    assert_eq!(v["positions"].as_array().map(Vec::len), Some(3));
    let first = &v["moves"][0];
    assert_eq!(
        (
            &first["mover"],
            &first["letter"],
            &first["best_letter"],
            &first["judgement"]
        ),
        (
            &serde_json::json!("South"),
            &serde_json::json!("A"),
            &serde_json::json!("F"),
            &serde_json::json!("blunder")
        )
    );
    let seeds = first["seeds"].as_i64().expect("seeds");
    assert!(seeds >= 7, "{first}");
    assert_eq!(v["summary"][0]["blunders"], 1);
    assert_eq!(v["summary"][0]["seeds_lost"].as_i64(), Some(seeds));
    assert_eq!(v["summary"][1]["player"], "North");
    assert_eq!(v["summary"][1]["moves"], 1);
    assert_eq!(v["budget"]["nodes"], 300_000);
    assert_eq!(
        v["thresholds"],
        serde_json::json!({"inaccuracy": 1, "mistake": 2, "blunder": 4})
    );
    // The same review twice: reproducible to the last figure.
    let again = wari(&[
        "review",
        "--variant",
        "abapa",
        "--position",
        START,
        "--moves",
        "Ad",
        "--json",
    ]);
    assert_eq!(text(&again.stdout), out);
}

#[test]
fn review_text_lists_the_moves_then_the_summary() {
    let o = wari(&["review", "--position", START, "--moves", "A"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(
        out.starts_with("Variant: abapa (Oware Abapa (international))\nMoves:   A (1 ply)\n"),
        "{out}"
    );
    assert!(
        out.contains(" ply  mover  move  value before  best  cost  judgement\n"),
        "{out}"
    );
    let line = out
        .lines()
        .find(|l| l.starts_with("   1  South  A"))
        .unwrap_or_else(|| panic!("the move's line: {out}"));
    assert!(
        line.ends_with("blunder") && line.contains("  F  "),
        "{line}"
    );
    assert!(out.contains("End:     not over; North to move"), "{out}");
    let summary = "\n        moves  good  inaccuracies  mistakes  blunders  seeds lost\n\
                   South       1     0             0         0         1";
    assert!(out.contains(summary), "{out}");
}

#[test]
fn review_refuses_bad_input_with_a_message_and_exit_2() {
    for (args, message) in [
        (vec!["review"], "--moves is needed"),
        (
            vec!["review", "--moves", "FX"],
            "--moves at character 2: 'X' is not a pit letter",
        ),
        (
            vec!["review", "--moves", "Fa", "--variant", "nonsense"],
            "--variant: ",
        ),
        (
            vec!["review", "--moves", "F", "--position", "1-2-3"],
            "--position: ",
        ),
        (
            vec!["review", "--moves", "F", "--depth", "3"],
            "unknown option '--depth'",
        ),
        (vec!["review", "--moves"], "--moves needs a value"),
    ] {
        let o = wari(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}");
        let err = text(&o.stderr);
        assert!(
            err.starts_with("wari: ") && err.contains(message),
            "{args:?}: {err}"
        );
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}
