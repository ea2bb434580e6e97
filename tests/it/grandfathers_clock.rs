//! Command-line tests of Grandfather's Clock: the board in line mode, deal files, the
//! solver's lines replayed, `lost` verdicts, and the oracle's statistics.

use crate::common::*;
use std::fs;

#[test]
fn board_and_moves_in_line_mode() {
    let d = tmp();
    let mut c = patience(d.path());
    c.args(["play", "grandfathers-clock", "--seed", "3", "--plain"]);
    let (code, out, err) = run_with_input(c, "t1-t1\nt1-f13\nhint\nauto\nmoves\nquit\n");
    assert_eq!(code, 0, "{err}");
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
    let mut c = patience(d.path());
    c.args(["deal", "grossvateruhr", "--seed", "7"]);
    let (code, deal, err) = run(c);
    assert_eq!(code, 0, "{err}");
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
        let mut c = patience(d.path());
        c.args(["solve", "grandfathers-clock"]).args(args);
        let (code, out, err) = run(c);
        assert_eq!(code, 0, "{err}");
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
    let mut c = patience(d.path());
    c.args(["solve", "grandfathers-clock", "--deal"]).arg(&file);
    let (code, _, err) = run(c);
    assert_ne!(code, 0);
    assert!(err.contains("d.toml"), "{err}");
}

/// Seed 0 is lost (plain search agrees, `cargo bench -p game-grandfathers-clock --bench
/// solve -- 0 1 plain`); seed 1 is won, and its line replays to a win.
#[test]
fn verdicts_and_lines_replay() {
    let d = tmp();
    let mut c = patience(d.path());
    c.args(["solve", "grandfathers-clock", "--seed", "0"]);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("lost"), "{out}");
    let mut c = patience(d.path());
    c.args(["solve", "grandfathers-clock", "--seed", "1"]);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(": won in"), "{out}");
    let moves = d.path().join("m.txt");
    fs::write(&moves, &out).unwrap();
    let mut r = patience(d.path());
    r.args(["replay", "grandfathers-clock", "--seed", "1", "--moves"])
        .arg(&moves);
    let (code, out, err) = run(r);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("won"), "{out}");
}

#[test]
fn the_oracle_decides_every_deal() {
    let d = tmp();
    let mut c = patience(d.path());
    c.args([
        "stats",
        "grandfathers-clock",
        "--deals",
        "300",
        "--player",
        "oracle",
        "--json",
    ]);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["unknown"], 0, "{out}");
    let (won, lost) = (v["won"].as_u64().unwrap(), v["lost"].as_u64().unwrap());
    assert_eq!(won + lost, 300);
    assert!(lost > 0 && won > 250, "{out}");
}
