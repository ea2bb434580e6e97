//! What the command line says about bad input: variant names, bases, ranges and numbers are
//! refused naming the file, line or option and what is expected, and what a message repeats
//! of the input is short and printable.

use crate::common::*;
use std::fs;

/// Runs `patience ARGS` in a fresh folder holding `files`.
fn with_files(files: &[(&str, &str)], args: &[&str]) -> Outcome {
    let d = tmp();
    for (name, text) in files {
        let path = d.path().join(name);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    Cli::in_dir(d.path()).args(args).run()
}

#[test]
fn a_rules_file_s_name_must_be_lower_case_letters_digits_and_dashes() {
    let long = format!("name = \"{}\"", "a".repeat(41));
    for name in [
        "name = \"x y\"",
        "name = \"x_y\"",
        "name = \"../x\"",
        "name = \"Big\"",
        "name = \"\"",
        long.as_str(),
    ] {
        let text = format!("# a variant\n{name}\n[rules]\nswaps = 2\n");
        for cmd in [&["rules"][..], &["play", "--plain", "--seed", "1"]] {
            let mut args = cmd.to_vec();
            args.extend(["clock", "--rules", "v.toml"]);
            let r = with_files(&[("v.toml", &text)], &args);
            assert_ne!(r.code, 0, "{name} was taken: {}", r.stdout);
            let err = r.stderr;
            assert!(
                err.contains("v.toml:2: key `name`: expected a name of lower-case letters a to z, digits and `-`, beginning with a letter, at most 40 characters"),
                "{name}: {err}"
            );
        }
    }
    // The same names in a local rules folder are skipped with the file and line named.
    let r = with_files(
        &[("rules/v.toml", "base = \"clock\"\nname = \"x y\"\n")],
        &["list"],
    )
    .ok();
    let (out, err) = (r.stdout, r.stderr);
    assert!(!out.contains("x y"), "{out}");
    assert!(
        err.contains("rules/v.toml:2:1: key `name`: expected a name"),
        "{err}"
    );
}

#[test]
fn a_name_that_a_save_file_would_change_is_refused_before_play() {
    // Before names were checked, `x y` and `x_y` were both taken and saved to one file.
    let err = with_files(
        &[("v.toml", "name = \"x y\"\n")],
        &[
            "play", "clock", "--rules", "v.toml", "--plain", "--seed", "3",
        ],
    )
    .fails()
    .stderr;
    assert!(err.contains("found `x y`"), "{err}");
}

#[test]
fn a_base_that_is_not_there_is_refused_at_the_line_of_base() {
    let err = with_files(
        &[("v.toml", "name = \"v\"\n\nbase = \"clok\"\n")],
        &["rules", "clock", "--rules", "v.toml"],
    )
    .fails()
    .stderr;
    assert!(
        err.contains(
            "v.toml:3: key `base`: no game or variant is called `clok`: did you mean `clock`?"
        ),
        "{err}"
    );
    let err = with_files(
        &[("v.toml", "name = \"v\"\nbase = \"big-ben\"\n")],
        &["rules", "clock", "--rules", "v.toml"],
    )
    .fails()
    .stderr;
    assert!(
        err.contains("v.toml:2: key `base`: `big-ben` is a big-ben variant, but the game is clock"),
        "{err}"
    );
}

#[test]
fn a_number_past_its_type_is_told_the_key_s_real_range() {
    for (game, key, range) in [
        ("big-ben", "pile_size", "a whole number from 1 to 7"),
        ("big-ben", "redeals", "a whole number from 0 to 3"),
        ("sir-tommy", "waste_piles", "a whole number from 1 to 8"),
        ("clock", "swaps", "a whole number from 0 to 4"),
    ] {
        for v in ["-1", "256", "99999999999"] {
            let text = format!("[rules]\n{key} = {v}\n");
            let err = with_files(&[("v.toml", &text)], &["rules", game, "--rules", "v.toml"])
                .fails()
                .stderr;
            assert!(
                err.contains(&format!("v.toml:2:1: key `{key}`: expected {range}"))
                    && err.contains(&format!("found {v}"))
                    && !err.contains("0 to 255"),
                "{game} {key} = {v}: {err}"
            );
        }
    }
}

#[test]
fn numbers_that_make_no_sense_as_zero_are_refused() {
    for (args, option, range) in [
        (
            &["stats", "clock", "--budget", "0"][..],
            "--budget",
            "from 1 to",
        ),
        (
            &["solve", "clock", "--budget", "0"],
            "--budget",
            "from 1 to",
        ),
        (&["stats", "clock", "--deals", "0"], "--deals", "from 1 to"),
        (
            &["stats", "clock", "--samples", "0"],
            "--samples",
            "from 1 to 10000",
        ),
        (
            &["stats", "clock", "--effort", "0"],
            "--effort",
            "from 1 to",
        ),
        (
            &["stats", "clock", "--candidates", "0"],
            "--candidates",
            "from 1 to 65535",
        ),
        (
            &["stats", "clock", "--threads", "0"],
            "--threads",
            "from 1 to 1024",
        ),
        (
            &["stats", "clock", "--table-mib", "0"],
            "--table-mib",
            "from 1 to",
        ),
    ] {
        let err = with_files(&[], args).exits(2).stderr;
        assert!(
            err.contains(&format!(
                "error: {option} `0`: expected a whole number {range}"
            )),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn what_a_message_repeats_of_the_input_is_short_and_escaped() {
    let key = "k".repeat(2_000_000);
    let text = format!("[rules]\n{key} = 1\n");
    let err = with_files(
        &[("v.toml", &text)],
        &["rules", "clock", "--rules", "v.toml"],
    )
    .fails()
    .stderr;
    assert!(err.len() < 600, "{} bytes: {}", err.len(), &err[..600]);
    assert!(
        err.contains("unknown key `kkkk") && err.contains("…`"),
        "{err}"
    );

    let err = with_files(&[], &["rules", "clo\u{1}ck"]).fails().stderr;
    assert!(
        err.contains("`clo\\u{1}ck`") && !err.contains('\u{1}'),
        "{err}"
    );

    let seed = format!("1{}", "\u{1b}".repeat(1000));
    let err = with_files(&[], &["deal", "clock", "--seed", &seed])
        .exits(2)
        .stderr;
    assert!(
        err.contains("--seed `1\\u{1b}") && err.len() < 300 && !err.contains('\u{1b}'),
        "{err}"
    );

    let moves = format!("turn\n{}\n", "x".repeat(100_000));
    let err = with_files(
        &[("m.txt", &moves)],
        &["replay", "clock", "--seed", "1", "--moves", "m.txt"],
    )
    .fails()
    .stderr;
    assert!(
        err.contains("move 2 (`xxxx") && err.len() < 400,
        "{}",
        &err[..err.len().min(400)]
    );

    let deal = format!("game = \"clock\"\n{} = \"AC\"\n", "z".repeat(100_000));
    let err = with_files(
        &[("d.toml", &deal)],
        &["play", "clock", "--deal", "d.toml", "--plain"],
    )
    .fails()
    .stderr;
    assert!(
        err.contains("d.toml:2: unknown key `zzz") && err.len() < 400,
        "{}",
        &err[..err.len().min(400)]
    );
}

#[test]
fn what_clap_repeats_of_the_command_line_is_cut_short() {
    let long = format!("--{}", "x".repeat(100_000));
    let err = with_files(&[], &["list", &long]).exits(2).stderr;
    assert!(
        err.contains("unexpected argument '--xxx") && err.len() < 1000,
        "{}",
        &err[..err.len().min(1000)]
    );
    let player = "o".repeat(100_000);
    let err = with_files(&[], &["stats", "clock", "--player", &player])
        .exits(2)
        .stderr;
    assert!(
        err.contains("invalid value 'ooo") && err.contains("possible values") && err.len() < 1000,
        "{}",
        &err[..err.len().min(1000)]
    );
    // Help is printed whole.
    let out = with_files(&[], &["stats", "--help"]).ok().stdout;
    assert!(out.contains("--budget <NODES>"), "{out}");
}
