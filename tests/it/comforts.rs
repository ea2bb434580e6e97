//! What a player reaches for around the games: shell completions, the manual page, where
//! files live, the number of threads.

use crate::common::*;

#[test]
fn completions_for_each_shell_name_the_commands() {
    let dir = tmp();
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = Cli::in_dir(dir.path())
            .args(["completions", shell])
            .ok()
            .stdout;
        for word in ["patience", "saves", "history", "resume"] {
            assert!(out.contains(word), "{shell} lacks {word}");
        }
    }
    let err = Cli::in_dir(dir.path())
        .args(["completions", "tcsh"])
        .exits(2)
        .stderr;
    assert!(err.contains("possible values"), "{err}");
}

#[test]
fn the_manual_page_is_roff_with_every_command() {
    let out = Cli::new().arg("man").ok().stdout;
    assert!(
        out.starts_with(".ie") || out.contains(".TH patience"),
        "{out}"
    );
    for word in ["play", "solve", "stats", "completions", "PATIENCE_DATA"] {
        assert!(out.contains(word), "the page lacks {word}");
    }
}

#[test]
fn help_says_where_files_live() {
    let out = Cli::new().arg("--help").run().stdout;
    assert!(
        out.contains("$PATIENCE_DATA") && out.contains("~/.local/share/patience"),
        "{out}"
    );
    assert!(out.contains("$PATIENCE_RULES"), "{out}");
}

#[test]
fn a_missing_rules_folder_named_by_the_environment_is_reported() {
    let dir = tmp();
    let r = Cli::in_dir(dir.path())
        .env("PATIENCE_RULES", dir.path().join("no-such-folder"))
        .arg("list")
        .ok();
    let (out, err) = (r.stdout, r.stderr);
    assert!(out.contains("big-ben"), "{out}");
    assert!(
        err.contains("PATIENCE_RULES names") && err.contains("no-such-folder"),
        "{err}"
    );
}

#[test]
fn the_thread_count_changes_nothing_but_speed() {
    let counts = |threads: &str| {
        let out = Cli::new()
            .args([
                "stats",
                "watch",
                "--deals",
                "3000",
                "--json",
                "--threads",
                threads,
            ])
            .ok()
            .stdout;
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        (v["won"].as_u64().unwrap(), v["deals"].as_u64().unwrap())
    };
    let one = counts("1");
    assert_eq!(one.1, 3000);
    assert_eq!(one, counts("2"));
    let err = Cli::new()
        .args(["stats", "clock", "--threads", "0"])
        .exits(2)
        .stderr;
    assert!(err.contains("--threads"), "{err}");
}

/// Line mode's board and messages for a few moves of `game`, with `env` set.
fn transcript(game: &str, env: &[(&str, &str)], extra: &[&str]) -> String {
    Cli::new()
        .args(["play", game, "--plain", "--seed", "2"])
        .args(extra)
        .envs(env)
        .stdin("moves\nt1-f1\nturn\ndraw\nhint\nquit\n")
        .ok()
        .stdout
}

#[test]
fn boards_and_messages_are_ascii_without_a_utf8_locale() {
    for game in ["big-ben", "sir-tommy-strict", "watch"] {
        let unicode = transcript(game, &[], &[]);
        assert!(!unicode.is_ascii(), "{game}: {unicode}");
        for (env, extra) in [
            (&[("LANG", "C")][..], &[][..]),
            (&[("LANG", "C.UTF-8"), ("LC_ALL", "POSIX")][..], &[][..]),
            (&[("PATIENCE_ASCII", "1")][..], &[][..]),
            (&[][..], &["--ascii"][..]),
        ] {
            let text = transcript(game, env, extra);
            let odd: String = text.chars().filter(|c| !c.is_ascii()).collect();
            assert!(odd.is_empty(), "{game} {env:?} {extra:?}: {odd}\n{text}");
        }
    }
    // Cards are named alike on the board and in messages: `10S` in both.
    let text = transcript("big-ben", &[("LANG", "C")], &[]);
    assert!(
        text.contains("10") && !text.contains("TS ") && !text.contains("TD "),
        "{text}"
    );
}

#[test]
fn a_line_of_moves_says_which_stood_before_a_refused_one() {
    let out = Cli::new()
        .args(["play", "clock", "--plain", "--seed", "3"])
        .stdin("turn turn swap p3 turn\nhistory\n")
        .ok()
        .stdout;
    assert!(
        out.contains("played the 2 moves before `swap p3`, which is refused: a swap"),
        "{out}"
    );
    assert!(out.contains("> history\nturn turn\n"), "{out}");
}

#[test]
fn a_deal_file_is_named_by_its_file_not_by_its_seed() {
    let dir = tmp();
    let deal = Cli::in_dir(dir.path())
        .args(["deal", "clock", "--seed", "5"])
        .run()
        .stdout;
    // The seed line says 5, but the cards are changed: the deal is the file's.
    let edited = deal.replacen("seed = 5", "seed = 6", 1);
    std::fs::write(dir.path().join("d.toml"), edited).unwrap();
    let out = Cli::in_dir(dir.path())
        .args(["play", "clock", "--plain", "--deal", "d.toml"])
        .stdin("")
        .ok()
        .stdout;
    assert!(
        out.starts_with("Clock (clock), deal from d.toml\n"),
        "{out}"
    );
}

#[test]
fn errors_name_ranges_and_real_lines() {
    let dir = tmp();
    let rules = |value: &str| {
        std::fs::create_dir_all(dir.path().join("rules")).unwrap();
        std::fs::write(
            dir.path().join("rules/x.toml"),
            format!("name = \"x\"\nbase = \"big-ben\"\n[rules]\npile_size = {value}\n"),
        )
        .unwrap();
        Cli::in_dir(dir.path()).arg("list").run().stderr
    };
    let err = rules("300");
    assert!(err.contains("expected a whole number from 1 to 7"), "{err}");
    let err = rules("99999999999999999999");
    assert!(err.contains("too large") && !err.contains("i128"), "{err}");
    std::fs::remove_file(dir.path().join("rules/x.toml")).unwrap();
    std::fs::write(dir.path().join("d.toml"), "game = \"clock\"\n").unwrap();
    let err = Cli::in_dir(dir.path())
        .args(["play", "clock", "--plain", "--deal", "d.toml"])
        .exits(1)
        .stderr;
    assert!(err.contains("d.toml: missing key `piles`"), "{err}");
}
