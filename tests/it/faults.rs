//! Faults run end to end from the command line: games finishing at the same moment, a data
//! folder that cannot be written, corrupt and doctored files, huge numbers, Ctrl-C. Each
//! test checks that nothing a player kept was lost and that nothing panicked.

use crate::common::*;
use std::path::Path;
use std::process::{Command, Stdio};

fn write(p: &Path, text: &str) {
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, text).unwrap();
}

/// The records in the history, by `patience history --json`.
fn played(dir: &Path) -> u64 {
    let out = Cli::in_dir(dir).args(["history", "--json"]).ok().stdout;
    let v: serde_json::Value = serde_json::from_str(&out).expect(&out);
    v["games"].as_object().map_or(0, |g| {
        g.values().map(|s| s["played"].as_u64().unwrap()).sum()
    })
}

/// Plays Clock deal `seed` to its end in line mode.
fn finish_clock(dir: &Path, seed: u64) -> Outcome {
    Cli::in_dir(dir)
        .args(["play", "clock", "--plain", "--seed", &seed.to_string()])
        .stdin("auto\n")
        .run()
}

#[test]
fn games_finishing_at_the_same_moment_are_all_recorded() {
    let dir = tmp();
    std::thread::scope(|s| {
        for t in 0..8u64 {
            let d = dir.path();
            s.spawn(move || {
                for i in 0..50 {
                    finish_clock(d, t * 1000 + i).ok();
                }
            });
        }
    });
    assert_eq!(played(dir.path()), 400);
}

#[test]
fn line_mode_saves_on_quit_and_records_the_end() {
    let dir = tmp();
    // Two deals of one game saved side by side.
    for seed in ["3", "9"] {
        let err = Cli::in_dir(dir.path())
            .args(["play", "clock", "--plain", "--seed", seed])
            .stdin("turn turn\nquit\n")
            .ok()
            .stderr;
        assert!(err.contains("saved to") && err.contains("--seed"), "{err}");
    }
    // Deal 3 resumed, played on and left again: the save holds the new position.
    let r = Cli::in_dir(dir.path())
        .args(["play", "clock", "--resume", "--seed", "3"])
        .stdin("turn\nhistory\n")
        .ok();
    let (out, err) = (r.stdout, r.stderr);
    assert!(out.contains("> history\nturn turn turn\n"), "{out}");
    assert!(
        err.contains("saved to") && !err.contains("also saved"),
        "{err}"
    );
    let out = Cli::in_dir(dir.path())
        .args(["play", "clock", "--resume", "--seed", "3"])
        .stdin("history\n")
        .run()
        .stdout;
    assert!(out.contains("> history\nturn turn turn\n"), "{out}");
    // Finishing deal 9 removes its own save only, and is recorded.
    Cli::in_dir(dir.path())
        .args(["play", "clock", "--resume", "--seed", "9"])
        .stdin("auto\n")
        .ok();
    assert_eq!(played(dir.path()), 1);
    let out = Cli::in_dir(dir.path()).arg("saves").run().stdout;
    assert!(out.contains("deal 3") && !out.contains("deal 9"), "{out}");
    // Given up: counted, and its save gone.
    let out = Cli::in_dir(dir.path())
        .args(["play", "--resume"])
        .stdin("give up\n")
        .ok()
        .stdout;
    assert!(out.contains("given up"), "{out}");
    assert_eq!(played(dir.path()), 2);
    let out = Cli::in_dir(dir.path()).arg("saves").run().stdout;
    assert!(out.contains("No saved games"));
}

#[test]
fn a_data_folder_that_cannot_be_written_loses_nothing_silently() {
    let dir = tmp();
    // A folder below a plain file cannot be made, not even by root.
    std::fs::write(dir.path().join("file"), "x").unwrap();
    let data = dir.path().join("file/data");
    let r = Cli::in_dir(dir.path())
        .env("PATIENCE_DATA", &data)
        .args(["play", "clock", "--plain", "--seed", "3"])
        .stdin("auto\n")
        .run()
        .no_panic()
        .ok();
    let (out, err) = (r.stdout, r.stderr);
    assert!(out.contains("Lost"), "{out}");
    assert!(err.contains("not recorded in your history"), "{err}");
    // A game in progress that cannot be saved is an error the player sees.
    let err = Cli::in_dir(dir.path())
        .env("PATIENCE_DATA", &data)
        .args(["play", "clock", "--plain", "--seed", "3"])
        .stdin("turn\nquit\n")
        .run()
        .no_panic()
        .exits(1)
        .stderr;
    assert!(
        err.contains("not saved") && err.contains("file/data"),
        "{err}"
    );
}

/// Clock deal 3's cards, as a save lists them.
fn clock_cards(dir: &Path) -> Vec<String> {
    let deal = Cli::in_dir(dir)
        .args(["deal", "clock", "--seed", "3"])
        .run()
        .stdout;
    deal.lines()
        .filter(|l| l.trim_start().starts_with('"'))
        .flat_map(|l| {
            l.trim()
                .trim_end_matches(',')
                .trim_matches('"')
                .split_whitespace()
                .map(|c| format!("\"{c}\""))
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn a_save_with_the_wrong_cards_is_refused_and_kept() {
    let dir = tmp();
    let good = clock_cards(dir.path());
    assert_eq!(good.len(), 52);
    let mut doubled = good.clone();
    doubled[1] = doubled[0].clone();
    for (what, cards, expected) in [
        (
            "one card more",
            [&good[..], &good[..1]].concat(),
            "53 cards: expected 52",
        ),
        ("none", Vec::new(), "0 cards: expected 52"),
        ("a card twice", doubled, "appears 2 times"),
        (
            "52 aces of spades",
            vec!["\"AS\"".to_string(); 52],
            "appears 52 times",
        ),
    ] {
        let p = dir.path().join("data/saves/clock-seed-3.json");
        let text = format!(
            r#"{{"format": "patience save", "version": 1, "game": "clock", "variant": "clock",
            "title": "Clock", "rules": {{"swaps": 0}}, "deal": {{"seed": 3, "cards": [{}]}},
            "moves": [], "redo": [], "elapsed_ms": 0}}"#,
            cards.join(", ")
        );
        write(&p, &text);
        let r = Cli::in_dir(dir.path())
            .args(["play", "clock", "--resume", "--plain"])
            .stdin("quit\n")
            .run()
            .no_panic();
        let (out, err) = (r.stdout, r.stderr);
        assert_eq!(r.code, 1, "{what}: {err}");
        assert!(
            err.contains("clock-seed-3.json")
                && err.contains(expected)
                && err.contains("left as it is"),
            "{what}: {err}"
        );
        assert!(!out.contains("Won"), "{what}: {out}");
        assert_eq!(std::fs::read_to_string(&p).unwrap(), text, "{what}");
    }
}

#[test]
fn a_variant_from_a_rules_file_resumes_by_the_command_it_prints() {
    let dir = tmp();
    let rules = dir.path().join("elsewhere/my-watch.toml");
    write(
        &rules,
        "name = \"my-watch\"\nbase = \"clock\"\n[rules]\nswaps = 1\n",
    );
    let err = Cli::in_dir(dir.path())
        .arg("play")
        .arg("clock")
        .arg("--rules")
        .arg(&rules)
        .args(["--plain", "--seed", "4"])
        .stdin("turn\nquit\n")
        .ok()
        .stderr;
    assert!(
        err.contains("`patience play my-watch --resume --seed 4`"),
        "{err}"
    );
    std::fs::remove_file(&rules).unwrap();
    for args in [
        &["play", "my-watch", "--resume", "--seed", "4"][..],
        &["play", "--resume"][..],
    ] {
        let out = Cli::in_dir(dir.path())
            .args(args)
            .stdin("history\n")
            .ok()
            .stdout;
        assert!(
            out.contains("(my-watch), deal 4, resumed after 1 move\n")
                && out.contains("> history\nturn\n"),
            "{out}"
        );
    }
}

#[test]
fn the_largest_deal_number_round_trips() {
    let dir = tmp();
    let max = u64::MAX.to_string();
    let deal = Cli::in_dir(dir.path())
        .args(["deal", "clock", "--seed", &max])
        .ok()
        .stdout;
    write(&dir.path().join("d.toml"), &deal);
    let out = Cli::in_dir(dir.path())
        .args(["play", "clock", "--plain", "--deal", "d.toml"])
        .stdin("turn\nquit\n")
        .ok()
        .stdout;
    assert!(out.contains("deal from d.toml"), "{out}");
    let saves = Cli::in_dir(dir.path()).arg("saves").run().stdout;
    assert!(saves.contains(&format!("--seed {max}")));
    Cli::in_dir(dir.path())
        .args(["play", "clock", "--resume", "--seed", &max])
        .stdin("auto\n")
        .ok();
    let out = Cli::in_dir(dir.path())
        .args(["history", "--json"])
        .run()
        .stdout;
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["recent"][0]["seed"].as_u64(), Some(u64::MAX), "{out}");
    let out = Cli::in_dir(dir.path())
        .args(["solve", "clock", "--json", "--seed", &max])
        .ok()
        .stdout;
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["seed"].as_u64(), Some(u64::MAX), "{out}");
}

#[test]
fn absurd_deal_counts_are_refused_before_any_work() {
    let dir = tmp();
    for args in [
        &["stats", "clock", "--deals", "18446744073709551615"][..],
        &["stats", "clock", "--deals", "0"][..],
        &[
            "stats",
            "clock",
            "--player",
            "oracle",
            "--deals",
            "1000000000000000000",
        ][..],
    ] {
        let err = Cli::in_dir(dir.path())
            .args(args)
            .run()
            .no_panic()
            .exits(2)
            .stderr;
        assert!(
            err.contains("--deals") && err.contains("from 1 to"),
            "{err}"
        );
    }
    let err = Cli::in_dir(dir.path())
        .args([
            "stats",
            "clock",
            "--from",
            "18446744073709551615",
            "--deals",
            "2",
        ])
        .run()
        .no_panic()
        .exits(1)
        .stderr;
    assert!(err.contains("past the last deal number"), "{err}");
}

/// Resident memory at its peak, in KiB, of a running process.
fn peak_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

#[test]
fn a_huge_run_holds_little_memory_and_ctrl_c_prints_the_result_so_far() {
    let dir = tmp();
    let child = Cli::in_dir(dir.path())
        .args(["stats", "clock", "--deals", "10000000000000", "--json"])
        .command()
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let peak = peak_kib(child.id());
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let out = child.wait_with_output().unwrap();
    let (code, stdout, stderr) = (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(code, 130, "{stderr}");
    let v: serde_json::Value = serde_json::from_str(&stdout).expect(&stdout);
    assert_eq!(v["interrupted"], true, "{stdout}");
    let deals = v["deals"].as_u64().unwrap();
    assert!(deals > 0 && deals < 10_000_000_000_000, "{stdout}");
    assert_eq!(
        v["won"].as_u64().unwrap() + v["lost"].as_u64().unwrap(),
        deals
    );
    assert!(stderr.contains("interrupted"), "{stderr}");
    // Memory must not grow with --deals (a list of them would take gigabytes).
    assert!(peak > 0 && peak < 100 * 1024, "peak {peak} KiB");
}

#[test]
fn rules_files_that_clash_are_named() {
    let dir = tmp();
    write(
        &dir.path().join("rules/a.toml"),
        "name = \"twin\"\nbase = \"clock\"\n",
    );
    write(
        &dir.path().join("rules/b.toml"),
        "name = \"twin\"\nbase = \"big-ben\"\n",
    );
    write(
        &dir.path().join("rules/c.toml"),
        "name = \"ring-a\"\nbase = \"ring-b\"\n",
    );
    write(
        &dir.path().join("rules/d.toml"),
        "name = \"ring-b\"\nbase = \"ring-a\"\n",
    );
    let r = Cli::in_dir(dir.path()).arg("list").ok();
    let (out, err) = (r.stdout, r.stderr);
    assert!(
        err.contains("rules/b.toml") && err.contains("also the name in rules/a.toml"),
        "{err}"
    );
    assert!(
        err.contains(
            "in a circle: rules/c.toml (ring-a) → rules/d.toml (ring-b) → rules/c.toml (ring-a)"
        ),
        "{err}"
    );
    // The first file of the name is the one used: a Clock variant.
    let twin = out.lines().find(|l| l.contains("twin")).unwrap_or_default();
    assert!(twin.contains("clock"), "{out}");
}
