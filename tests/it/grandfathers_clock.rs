//! Command-line tests of Grandfather's Clock: the board in line mode, deal files, the
//! solver's lines replayed, `lost` verdicts, and the oracle's statistics.

use crate::common::*;
use std::fs;

#[test]
fn board_and_moves_in_line_mode() {
    let out = Cli::new()
        .args(["play", "grandfathers-clock", "--seed", "3", "--plain"])
        .stdin("t1-t1\nt1-f13\nhint\nauto\nmoves\nquit\n")
        .ok()
        .stdout;
    assert!(
        out.contains("a card cannot move onto its own pile"),
        "{out}"
    );
    assert!(out.contains("`f13` is not a pile"), "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn deal_files_hold_eight_piles_of_five_and_play_the_same_deal() {
    let d = tmp();
    let deal = Cli::in_dir(d.path())
        .args(["deal", "grossvateruhr", "--seed", "7"])
        .ok()
        .stdout;
    let v: toml::Table = toml::from_str(&deal).unwrap();
    assert_eq!(v["game"].as_str(), Some("grandfathers-clock"));
    let piles = v["tableau"].as_array().unwrap();
    assert_eq!(piles.len(), 8);
    assert!(
        piles
            .iter()
            .all(|p| p.as_str().unwrap().split_whitespace().count() == 5)
    );
    let file = d.path().join("d.toml");
    fs::write(&file, &deal).unwrap();
    let solve = |args: &[&str]| {
        let out = Cli::in_dir(d.path())
            .args(["solve", "grandfathers-clock"])
            .args(args)
            .ok()
            .stdout;
        // The time taken is the machine's, not the deal's.
        out.lines()
            .filter(|l| !l.ends_with(" s"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        solve(&["--seed", "7"]),
        solve(&["--deal", file.to_str().unwrap()])
    );
    // A card short: refused, naming the file.
    let first = piles[0].as_str().unwrap();
    let shorter = first.split_once(' ').unwrap().1;
    fs::write(&file, deal.replacen(first, shorter, 1)).unwrap();
    let err = Cli::in_dir(d.path())
        .args(["solve", "grandfathers-clock", "--deal"])
        .arg(&file)
        .fails()
        .stderr;
    assert!(err.contains("d.toml"), "{err}");
}

/// Seed 0 is lost (plain search agrees, `cargo bench -p game-grandfathers-clock --bench
/// solve -- 0 1 plain`); seed 1 is won, and its line replays to a win.
#[test]
fn verdicts_and_lines_replay() {
    let d = tmp();
    let out = Cli::in_dir(d.path())
        .args(["solve", "grandfathers-clock", "--seed", "0"])
        .ok()
        .stdout;
    assert!(out.contains("lost"), "{out}");
    let out = Cli::in_dir(d.path())
        .args(["solve", "grandfathers-clock", "--seed", "1"])
        .ok()
        .stdout;
    assert!(out.contains(": won in"), "{out}");
    let moves = d.path().join("m.txt");
    fs::write(&moves, &out).unwrap();
    let out = Cli::in_dir(d.path())
        .args(["replay", "grandfathers-clock", "--seed", "1", "--moves"])
        .arg(&moves)
        .ok()
        .stdout;
    assert!(out.starts_with("won"), "{out}");
}

#[test]
fn the_oracle_decides_every_deal() {
    let out = Cli::new()
        .args([
            "stats",
            "grandfathers-clock",
            "--deals",
            "300",
            "--player",
            "oracle",
            "--json",
        ])
        .ok()
        .stdout;
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["unknown"], 0, "{out}");
    let (won, lost) = (v["won"].as_u64().unwrap(), v["lost"].as_u64().unwrap());
    assert_eq!(won + lost, 300);
    assert!(lost > 0 && won > 250, "{out}");
}
