//! Command-line tests of `patience history` and `patience play --resume`: the files in the
//! data directory, their errors, and resuming in line mode (the board itself is tested with a
//! test backend next to its code).

use crate::common::*;
use std::path::Path;

fn write(p: &Path, text: &str) {
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, text).unwrap();
}

#[test]
fn history_without_games_says_how_to_start() {
    let dir = tmp();
    let out = Cli::in_dir(dir.path()).arg("history").ok().stdout;
    assert!(out.contains("No finished games yet"), "{out}");
}

#[test]
fn history_shows_the_statistics_table() {
    let dir = tmp();
    write(
        &dir.path().join("data/statistics.json"),
        r#"{"format": "patience statistics", "version": 1, "games": {
            "clock": {"title": "Clock", "played": 13, "won": 1, "current_streak": 0,
                      "longest_streak": 1, "best_time_ms": 42000, "fewest_moves": 52},
            "big-ben": {"title": "Big Ben", "played": 3, "won": 2, "current_streak": 2,
                        "longest_streak": 2, "best_time_ms": 3723000, "fewest_moves": 180}}}"#,
    );
    let out = Cli::in_dir(dir.path()).arg("history").ok().stdout;
    insta::assert_snapshot!(out, @r"
    game                     played   won assisted  lost given up win rate streak longest best time fewest
    big-ben                       3     2        0     1        0      67%      2       2   1:02:03    180
    clock                        13     1        0    12        0       8%      0       1      0:42     52

    Recent games:
    ");
    // Imported by the first game recorded, and counted on from there.
    let err = Cli::in_dir(dir.path())
        .args(["play", "clock", "--plain", "--seed", "3"])
        .stdin("auto\n")
        .ok()
        .stderr;
    assert!(err.contains("statistics.json.imported"), "{err}");
    let out = Cli::in_dir(dir.path())
        .args(["history", "clock"])
        .run()
        .stdout;
    assert!(
        out.contains("clock                        14     1        0    13"),
        "{out}"
    );
    assert!(
        out.contains("clock                    lost              deal 3"),
        "{out}"
    );
}

#[test]
fn an_unreadable_statistics_file_is_named_and_left_alone() {
    let dir = tmp();
    let p = dir.path().join("data/statistics.json");
    write(
        &p,
        "{\"format\": \"patience statistics\", \"version\": 1, \"games\": [",
    );
    let before = std::fs::read(&p).unwrap();
    let r = Cli::in_dir(dir.path()).arg("history").ok();
    let (out, err) = (r.stdout, r.stderr);
    assert!(out.contains("No finished games yet"), "{out}");
    assert!(
        err.contains("statistics.json") && err.contains("not a statistics file"),
        "{err}"
    );
    assert_eq!(std::fs::read(&p).unwrap(), before);
}

#[test]
fn resume_without_a_save_says_so() {
    let dir = tmp();
    let err = Cli::in_dir(dir.path())
        .args(["play", "clock", "--resume"])
        .exits(1)
        .stderr;
    assert!(err.contains("no saved game of clock"), "{err}");
}

#[test]
fn a_corrupt_save_is_reported_and_left_byte_for_byte() {
    let dir = tmp();
    let p = dir.path().join("data/saves/watch-seed-5.json");
    write(
        &p,
        "{\"format\": \"patience save\", \"version\": 1, \"moves\": 7}\n",
    );
    let before = std::fs::read(&p).unwrap();
    let err = Cli::in_dir(dir.path())
        .args(["play", "watch", "--resume", "--plain"])
        .exits(1)
        .stderr;
    assert!(
        err.contains("watch-seed-5.json") && err.contains("left as it is"),
        "{err}"
    );
    assert_eq!(std::fs::read(&p).unwrap(), before);
}

#[test]
fn a_save_resumes_in_line_mode_with_its_moves_and_redo_list() {
    let dir = tmp();
    // Deal 3 of Clock as `patience deal clock --seed 3` prints it.
    let deal = Cli::in_dir(dir.path())
        .args(["deal", "clock", "--seed", "3"])
        .run()
        .stdout;
    let piles: Vec<String> = deal
        .lines()
        .filter(|l| l.trim_start().starts_with('"'))
        .map(|l| l.trim().trim_end_matches(',').trim_matches('"').to_string())
        .collect();
    let cards: Vec<String> = piles
        .iter()
        .flat_map(|p| p.split_whitespace().map(|c| format!("\"{c}\"")))
        .collect();
    assert_eq!(cards.len(), 52, "{deal}");
    write(
        &dir.path().join("data/saves/clock.json"),
        &format!(
            r#"{{"format": "patience save", "version": 1, "game": "clock", "variant": "clock",
            "title": "Clock", "rules": {{"swaps": 0}}, "deal": {{"seed": 3, "cards": [{}]}},
            "moves": ["turn", "turn", "turn"], "redo": ["turn"], "elapsed_ms": 5000}}"#,
            cards.join(", ")
        ),
    );
    // A save written by an earlier version (`clock.json`) resumes; quitting keeps the
    // progress, under the file name of this version.
    let out = Cli::in_dir(dir.path())
        .args(["play", "clock", "--resume"])
        .stdin("history\nredo\nhistory\nquit\n")
        .ok()
        .stdout;
    assert!(
        out.starts_with("Clock (clock), deal 3, resumed after 3 moves\n"),
        "{out}"
    );
    assert!(out.contains("> history\nturn turn turn\n"), "{out}");
    assert!(out.contains("> history\nturn turn turn turn\n"), "{out}");
    assert!(!dir.path().join("data/saves/clock.json").exists());
    assert!(dir.path().join("data/saves/clock-seed-3.json").exists());
    // Named or not: `play --resume` alone continues the game saved last.
    let out = Cli::in_dir(dir.path())
        .args(["play", "--resume"])
        .stdin("history\nredo\n")
        .ok()
        .stdout;
    assert!(
        out.contains("> history\nturn turn turn turn\n> redo\nnothing to redo"),
        "{out}"
    );
}

#[test]
fn play_without_a_game_needs_resume() {
    let dir = tmp();
    let err = Cli::in_dir(dir.path()).arg("play").exits(2).stderr;
    assert!(err.contains("<GAME>"), "{err}");
    let err = Cli::in_dir(dir.path())
        .args(["play", "--resume"])
        .exits(1)
        .stderr;
    assert!(err.contains("no saved game in"), "{err}");
}

/// Runs `patience ARGS` with `input` in line mode and returns what it wrote on stdout.
fn line(dir: &Path, args: &[&str], input: &str) -> String {
    Cli::in_dir(dir).args(args).stdin(input).ok().stdout
}

#[test]
fn play_pure_refuses_to_take_back_a_turned_card_also_when_resumed() {
    let dir = tmp();
    let refused = "> undo\nundo would take back a turned card; this game is played pure\n";
    let out = line(
        dir.path(),
        &["play", "clock", "--plain", "--seed", "3", "--pure"],
        "turn\nundo\nhistory\nquit\n",
    );
    assert!(out.contains(refused), "{out}");
    assert!(out.contains("> history\nturn\n"), "the move stands: {out}");
    let save = std::fs::read_to_string(dir.path().join("data/saves/clock-seed-3.json")).unwrap();
    assert!(save.contains("\"pure\": true"), "{save}");
    assert!(!save.contains("assisted"), "{save}");
    // Resumed without the flag, the game is still played pure.
    let out = line(dir.path(), &["play", "--resume"], "undo\nquit\n");
    assert!(out.contains(refused), "{out}");
}

#[test]
fn an_undo_past_a_turned_card_marks_the_game_and_history_counts_its_win_apart() {
    let dir = tmp();
    // Deal 19 of Clock comes out; taking back a turn is allowed but marks the game.
    let out = line(
        dir.path(),
        &["play", "clock", "--plain", "--seed", "19"],
        "turn\nundo\nquit\n",
    );
    assert!(out.contains("this game is now assisted"), "{out}");
    assert!(out.contains("(assisted: an undo took back a card"), "{out}");
    let save = std::fs::read_to_string(dir.path().join("data/saves/clock-seed-19.json")).unwrap();
    assert!(save.contains("\"assisted\": true"), "{save}");
    // The mark survives the save; the game is won with it, and counted apart.
    let out = line(dir.path(), &["play", "--resume"], "auto\n");
    assert!(out.contains("*** Won"), "{out}");
    assert!(out.contains("(assisted: an undo took back a card"), "{out}");
    // A fair win of the same deal beside it.
    line(
        dir.path(),
        &["play", "clock", "--plain", "--seed", "19"],
        "auto\n",
    );
    let out = Cli::in_dir(dir.path())
        .args(["history", "clock"])
        .run()
        .stdout;
    assert!(
        out.contains("clock                         2     2        1     0"),
        "{out}"
    );
    assert!(out.contains("won (assisted)"), "{out}");
    let out = Cli::in_dir(dir.path())
        .args(["history", "--json"])
        .run()
        .stdout;
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["games"]["clock"]["won"], 2);
    assert_eq!(v["games"]["clock"]["won_assisted"], 1);
    assert_eq!(v["recent"][1]["assisted"], true);
    assert!(v["recent"][0].get("assisted").is_none(), "{out}");
}

#[test]
fn an_undo_of_a_move_that_shows_nothing_keeps_the_game_fair() {
    let dir = tmp();
    // In Sir Tommy a turn shows a card; placing it shows nothing.
    let out = line(
        dir.path(),
        &["play", "sir-tommy", "--plain", "--seed", "1", "--pure"],
        "turn\ns-w1\nundo\nundo\nhistory\nquit\n",
    );
    let after: Vec<&str> = out.split("> undo\n").skip(1).collect();
    assert_eq!(after.len(), 2, "{out}");
    assert!(after[0].starts_with("f1 "), "`s-w1` is taken back: {out}");
    assert!(
        after[1].starts_with("undo would take back a turned card; this game is played pure"),
        "{out}"
    );
    assert!(out.contains("> history\nturn\n"), "{out}");
    assert!(!out.contains("assisted"), "{out}");
}

#[test]
fn history_and_saves_of_an_earlier_version_read_as_fair_games_that_are_not_pure() {
    let dir = tmp();
    write(
        &dir.path().join("data/history.log"),
        concat!(
            r#"{"kind":"game","variant":"clock","title":"Clock","seed":3,"outcome":"won","moves":52,"elapsed_ms":1000,"ended":1}"#,
            "\n"
        ),
    );
    let out = Cli::in_dir(dir.path())
        .args(["history", "--json"])
        .ok()
        .stdout;
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["games"]["clock"]["won"], 1);
    assert_eq!(v["games"]["clock"]["won_assisted"], 0);
    assert_eq!(v["games"]["clock"]["best_time_ms"], 1000);
    // A save without the new fields: neither assisted nor pure, so an undo past a turned
    // card is allowed and marks the game from then on.
    line(
        dir.path(),
        &["play", "clock", "--plain", "--seed", "3"],
        "turn\nturn\nquit\n",
    );
    let p = dir.path().join("data/saves/clock-seed-3.json");
    let save = std::fs::read_to_string(&p).unwrap();
    assert!(
        !save.contains("assisted") && !save.contains("pure"),
        "{save}"
    );
    let out = line(dir.path(), &["play", "--resume"], "board\nundo\nquit\n");
    let (before, after) = out.split_once("> undo\n").unwrap();
    assert!(!before.contains("assisted"), "{out}");
    assert!(after.contains("this game is now assisted"), "{out}");
}
