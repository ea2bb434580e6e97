//! The registry matches the workspace: one registered game per `crates/game-*` folder, and
//! every `rules/*.toml` names a registered game or a variant of one.

use crate::common::*;
use std::collections::BTreeSet;
use std::fs;

#[test]
fn registered_games_equal_the_game_crates() {
    let folders: BTreeSet<String> = fs::read_dir(root().join("crates"))
        .unwrap()
        .filter_map(|e| {
            e.ok()?
                .file_name()
                .to_str()?
                .strip_prefix("game-")
                .map(str::to_string)
        })
        .collect();
    let out = Cli::new().arg("list").run().stdout;
    let games: BTreeSet<String> = out
        .lines()
        .skip(1)
        .filter(|l| !l.starts_with(' '))
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect();
    assert_eq!(games, folders);
}

#[test]
fn every_rules_file_names_a_listed_game_or_variant() {
    let out = Cli::new().arg("list").run().stdout;
    let listed: BTreeSet<String> = out
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect();
    for e in fs::read_dir(root().join("rules")).unwrap() {
        let p = e.unwrap().path();
        let text = fs::read_to_string(&p).unwrap();
        let v: toml::Table = toml::from_str(&text).unwrap();
        let name = v["name"].as_str().unwrap();
        assert!(
            listed.contains(name),
            "{} names `{name}`, which is not listed",
            p.display()
        );
        assert_eq!(
            p.file_stem().unwrap().to_str().unwrap(),
            name,
            "file name and `name` differ"
        );
    }
}

/// The rows of the games this snapshot pins, with their variants: a game added later
/// (`cargo xtask new-game`) adds rows of its own and leaves these as they are.
const PINNED: [&str; 3] = ["big-ben", "clock", "sir-tommy"];

#[test]
fn list_snapshot() {
    let d = tmp();
    let out = Cli::in_dir(d.path()).arg("list").ok().stdout;
    let mut keep = true;
    let mut pinned = String::new();
    for (i, line) in out.lines().enumerate() {
        if i > 0 && !line.starts_with(' ') {
            keep = PINNED.contains(&line.split_whitespace().next().unwrap_or(""));
        }
        if keep {
            pinned += line;
            pinned.push('\n');
        }
    }
    insta::assert_snapshot!(pinned);
}
