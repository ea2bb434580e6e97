//! Command-line tests of Clock and Watch, and of what every command does with bad input.

use crate::common::*;
use std::fs;

#[test]
fn rules_clock_snapshot() {
    let out = Cli::new().args(["rules", "clock"]).ok().stdout;
    insta::assert_snapshot!(out);
}

#[test]
fn clock_board_and_moves_in_line_mode() {
    let out = Cli::new()
        .args(["play", "clock", "--seed", "3"])
        .stdin("turn\nturn\nswap p3\nundo\nquit\n")
        .ok()
        .stdout;
    assert!(
        out.contains("refused `swap p3`: a swap is only allowed when the fourth king comes up"),
        "{out}"
    );
    insta::assert_snapshot!(out);
}

#[test]
fn uhr_alias_and_case_insensitive_names() {
    let d = tmp();
    for name in ["uhr", "CLOCK", "Watch", "armbanduhr"] {
        let out = Cli::in_dir(d.path())
            .args(["deal", name, "--seed", "5"])
            .ok()
            .stdout;
        assert!(out.starts_with("game = "), "{out}");
    }
}

#[test]
fn unknown_game_suggests_the_closest_name() {
    let err = Cli::new()
        .args(["play", "clokc", "--seed", "1"])
        .fails()
        .stderr;
    assert!(
        err.contains("no game or variant is called `clokc`: did you mean `clock`?"),
        "{err}"
    );
}

#[test]
fn deal_file_round_trip_plays_the_same_deal() {
    let d = tmp();
    let deal = Cli::in_dir(d.path())
        .args(["deal", "clock", "--seed", "77"])
        .run()
        .stdout;
    fs::write(d.path().join("d.toml"), &deal).unwrap();
    let play = |args: &[&str]| {
        Cli::in_dir(d.path())
            .args(args)
            .stdin("auto\n")
            .run()
            .stdout
    };
    let from_seed = play(&["play", "clock", "--seed", "77"]);
    let from_file = play(&["play", "clock", "--deal", "d.toml"]);
    let tail = |s: &str| s.lines().skip(1).collect::<Vec<_>>().join("\n");
    assert_eq!(tail(&from_seed), tail(&from_file));
}

#[test]
fn deal_file_errors_name_file_line_and_card() {
    let d = tmp();
    let good = Cli::in_dir(d.path())
        .args(["deal", "clock", "--seed", "1"])
        .run()
        .stdout;
    let cases = [
        // a doubled card: 6C replaced by 8D, which stands right after it
        (
            good.replacen("6C 8D", "8D 8D", 1),
            "d.toml:4: card 8D appears one time too many",
        ),
        (
            good.replacen("6C 8D", "XX 8D", 1),
            "d.toml:4: `piles` pile 1, card 1: `XX` is not a card",
        ),
        (
            good.replacen("6C 8D 4S 7S", "6C 8D 4S", 1),
            "d.toml:4: `piles` pile 1 has 3 cards: expected 4",
        ),
        (
            good.replacen("  \"6C 8D 4S 7S\",\n", "", 1),
            "d.toml:3: `piles` has 12 piles: expected 13",
        ),
        (
            good.replacen("6C 8D 4S 7S", "6C 8D 4S 7S 7S", 1),
            "pile 1 has 5 cards: expected 4",
        ),
        (
            good.replace("game = \"clock\"", "game = \"sir-tommy\""),
            "d.toml:1: this is a deal of sir-tommy, not of clock",
        ),
    ];
    for (text, want) in cases {
        fs::write(d.path().join("d.toml"), &text).unwrap();
        let r = Cli::in_dir(d.path())
            .args(["play", "clock", "--deal", "d.toml"])
            .stdin("quit\n")
            .run();
        assert_ne!(r.code, 0, "accepted:\n{text}");
        let err = r.stderr;
        assert!(err.contains(want), "want `{want}` in: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    // A missing card: the pile sizes are right but one card is in twice, so the other is missing.
    let err = Cli::in_dir(d.path())
        .args(["play", "clock", "--deal", "nope.toml"])
        .fails()
        .stderr;
    assert!(err.contains("cannot read nope.toml"), "{err}");
}

#[test]
fn replay_reports_the_first_illegal_move() {
    let d = tmp();
    fs::write(
        d.path().join("m.txt"),
        "turn # first\nturn\n\nswap p2 turn\n",
    )
    .unwrap();
    let Outcome {
        stdout: out,
        stderr: err,
        ..
    } = Cli::in_dir(d.path())
        .args(["replay", "clock", "--seed", "3", "--moves", "m.txt"])
        .exits(1);
    insta::assert_snapshot!(format!("stdout:\n{out}\nstderr:\n{err}"));
}

#[test]
fn replay_json_and_stdin() {
    // Some turn fails once the game is over, which is reported in the JSON and exit code.
    let out = Cli::new()
        .args(["replay", "clock", "--seed", "3", "--moves", "-", "--json"])
        .stdin("turn\n".repeat(60))
        .exits(1)
        .stdout;
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["game"], "clock");
    assert_eq!(v["seed"], 3);
    assert!(v["verdict"] == "won" || v["verdict"] == "lost");
    assert!(v["error"]["index"].as_u64().unwrap() > 1);
    assert_eq!(
        v["moves"].as_array().unwrap().len() as u64,
        v["moves_played"].as_u64().unwrap()
    );
}

#[test]
fn clock_win_rate_is_one_in_thirteen() {
    let out = Cli::new()
        .args(["stats", "clock", "--deals", "200000", "--json"])
        .ok()
        .stdout;
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let lo = v["ci95"][0].as_f64().unwrap();
    let hi = v["ci95"][1].as_f64().unwrap();
    assert!(lo < 1.0 / 13.0 && 1.0 / 13.0 < hi, "{out}");
    assert!(hi - lo < 0.01, "interval too wide: {out}");
    assert_eq!(v["deals"], 200000);
    assert_eq!(
        v["won"].as_u64().unwrap() + v["lost"].as_u64().unwrap(),
        200000
    );
}

#[test]
fn watch_wins_more_often_than_clock() {
    let rate = |g: &str| {
        let out = Cli::new()
            .args(["stats", g, "--deals", "20000", "--json"])
            .run()
            .stdout;
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        v["win_rate"].as_f64().unwrap()
    };
    assert!(rate("watch") > rate("clock") + 0.02);
}

#[test]
fn bad_command_line_values_exit_non_zero_without_panic() {
    let d = tmp();
    for args in [
        vec!["stats", "clock", "--deals", "ten"],
        vec!["deal", "clock", "--seed", "-1"],
        vec!["play", "clock", "--seed", "1", "--deal", "x.toml"],
        vec![
            "stats",
            "clock",
            "--from",
            "18446744073709551615",
            "--deals",
            "2",
        ],
        vec!["replay", "clock", "--seed", "1", "--moves", "missing.txt"],
    ] {
        let err = Cli::in_dir(d.path()).args(&args).fails().stderr;
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(!err.is_empty(), "{args:?}: no message");
    }
}

/// `--winnable` deals a seed the solver proves winnable and says so; the expert's hint says
/// why in one line, and `hint --oracle` says that it looked at the hidden cards.
#[test]
fn winnable_deal_and_both_hints_in_line_mode() {
    let d = tmp();
    let out = Cli::in_dir(d.path())
        .args(["play", "watch", "--winnable", "--plain"])
        .stdin("hint\nhint --oracle\nquit\n")
        .ok()
        .stdout;
    assert!(out.contains("the solver proved it winnable"), "{out}");
    let deal: u64 = out
        .split("deal ")
        .nth(1)
        .and_then(|t| t.split(':').next())
        .and_then(|t| t.trim().parse().ok())
        .expect("a deal number in the title");
    let solved = Cli::in_dir(d.path())
        .args(["solve", "watch", "--seed", &deal.to_string()])
        .run()
        .stdout;
    assert!(solved.contains(": won in"), "{solved}");
    assert!(out.contains("hint: turn ("), "{out}");
    assert!(
        out.contains("oracle: turn (it looked at the stock and the face-down cards"),
        "{out}"
    );
    let err = Cli::in_dir(d.path())
        .args(["play", "watch", "--winnable", "--seed", "3"])
        .fails()
        .stderr;
    assert!(err.contains("--winnable"), "{err}");
}
