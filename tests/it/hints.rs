//! The solver's hint in line mode: its answer marks the game assisted, `--pure` refuses it;
//! and `--winnable` gives up, saying so, when its time runs out.

use crate::common::{Cli, tmp};

#[test]
fn the_oracle_marks_the_game_assisted_and_the_save_says_so() {
    let d = tmp();
    let out = Cli::in_dir(d.path())
        .args(["play", "clock", "--plain", "--seed", "3"])
        .stdin("turn\nhint --oracle\nboard\nquit\n")
        .ok()
        .stdout;
    assert!(out.contains("oracle: "), "{out}");
    assert!(
        out.contains("this game is now assisted: the oracle looked at the hidden cards"),
        "{out}"
    );
    assert!(
        out.contains("(assisted: an undo took back a card that had been shown, or the oracle"),
        "{out}"
    );
    let save = std::fs::read_to_string(d.path().join("data/saves/clock-seed-3.json")).unwrap();
    assert!(save.contains("\"assisted\": true"), "{save}");
}

#[test]
fn a_pure_game_refuses_the_oracle_and_stays_fair() {
    let d = tmp();
    let out = Cli::in_dir(d.path())
        .args(["play", "clock", "--plain", "--seed", "3", "--pure"])
        .stdin("turn\nhint --oracle\nquit\n")
        .ok()
        .stdout;
    assert!(
        out.contains("no oracle: this game is played pure (`--pure`)"),
        "{out}"
    );
    assert!(!out.contains("assisted"), "{out}");
    let save = std::fs::read_to_string(d.path().join("data/saves/clock-seed-3.json")).unwrap();
    assert!(save.contains("\"pure\": true"), "{save}");
    assert!(!save.contains("assisted"), "{save}");
}

/// Big Ben with piles of seven has few winnable deals: with no time to look, `--winnable`
/// tries one deal, says it gives up and fails.
#[test]
fn winnable_gives_up_with_a_message_when_its_time_runs_out() {
    let d = tmp();
    let rules = d.path().join("piles7.toml");
    std::fs::write(
        &rules,
        "base = \"big-ben\"\nname = \"piles7\"\ntitle = \"Big Ben, piles of seven\"\n\n[rules]\npile_size = 7\n",
    )
    .unwrap();
    let err = Cli::in_dir(d.path())
        .args(["play", "big-ben", "--rules"])
        .arg(&rules)
        .args(["--winnable", "--plain"])
        .env("PATIENCE_WINNABLE_SECONDS", "0")
        .stdin("quit\n")
        .fails()
        .stderr;
    assert!(
        err.contains("gave up looking for a winnable deal: none of the 1 deal tried"),
        "{err}"
    );
    assert!(err.contains("play without --winnable"), "{err}");
}
