//! Rules files on the command line: local variants, `--rules`, and every kind of bad file.

use crate::common::*;
use std::fs;

#[test]
fn a_local_rules_folder_adds_a_variant_without_a_rebuild() {
    let d = tmp();
    fs::create_dir(d.path().join("rules")).unwrap();
    fs::write(
        d.path().join("rules/my-watch.toml"),
        "name = \"my-watch\"\nbase = \"clock\"\ntitle = \"Two swaps\"\n[rules]\nswaps = 2\n",
    )
    .unwrap();
    let r = Cli::in_dir(d.path()).arg("list").run();
    let (out, err) = (r.stdout, r.stderr);
    assert!(out.contains("  my-watch"), "{out}{err}");
    let out = Cli::in_dir(d.path())
        .args(["rules", "my-watch"])
        .run()
        .stdout;
    assert!(
        out.contains("swaps = 2") && out.contains("base = \"clock\""),
        "{out}"
    );
}

#[test]
fn patience_rules_env_names_another_folder() {
    let d = tmp();
    let other = tmp();
    fs::write(
        other.path().join("v.toml"),
        "name = \"far-watch\"\nbase = \"watch\"\n[rules]\nswaps = 3\n",
    )
    .unwrap();
    let out = Cli::in_dir(d.path())
        .env("PATIENCE_RULES", other.path())
        .args(["rules", "far-watch"])
        .ok()
        .stdout;
    assert!(out.contains("swaps = 3"), "{out}");
}

fn rules_error(text: &str) -> String {
    let d = tmp();
    fs::write(d.path().join("r.toml"), text).unwrap();
    let r = Cli::in_dir(d.path())
        .args(["rules", "clock", "--rules", "r.toml"])
        .run();
    assert_ne!(r.code, 0, "accepted:\n{text}\n{}", r.stdout);
    let err = r.stderr;
    assert!(!err.contains("panicked"), "{err}");
    err
}

#[test]
fn unknown_key_is_refused_with_file_line_and_key() {
    let err = rules_error("# a comment\n[rules]\nswaps = 1\nswap_count = 2\n");
    assert!(
        err.contains(
            "r.toml:4:1: unknown key `swap_count` in [rules] of clock: expected one of `swaps`"
        ),
        "{err}"
    );
}

#[test]
fn bad_values_are_refused_with_what_was_expected() {
    let err = rules_error("[rules]\nswaps = 9\n");
    assert!(
        err.contains("r.toml:2:1: key `swaps`: expected a whole number from 0 to 4"),
        "{err}"
    );
    let err = rules_error("[rules]\n\nswaps = \"one\"\n");
    assert!(
        err.contains("r.toml:3:1: key `swaps`: expected a whole number from 0 to 4, found \"one\""),
        "{err}"
    );
    let err = rules_error("colour = \"red\"\n");
    assert!(
        err.contains("r.toml:1:1") && err.contains("colour"),
        "{err}"
    );
    let err = rules_error("[rules\nswaps = 1\n");
    assert!(err.contains("r.toml:1:"), "{err}");
    let err = rules_error("base = \"big-bne\"\n[rules]\n");
    assert!(
        err.contains("no game or variant is called `big-bne`"),
        "{err}"
    );
}

#[test]
fn a_broken_local_file_is_reported_and_the_rest_still_works() {
    let d = tmp();
    fs::create_dir(d.path().join("rules")).unwrap();
    fs::write(
        d.path().join("rules/bad.toml"),
        "name = \"bad\"\nbase = \"clock\"\n[rules]\nswaps = -1\n",
    )
    .unwrap();
    let r = Cli::in_dir(d.path())
        .args(["deal", "clock", "--seed", "1"])
        .ok();
    let (out, err) = (r.stdout, r.stderr);
    assert!(out.starts_with("game = \"clock\""));
    assert!(err.contains("rules/bad.toml:4:1: key `swaps`"), "{err}");
}

#[test]
fn rules_output_reads_back_as_a_rules_file() {
    let d = tmp();
    let out = Cli::in_dir(d.path()).args(["rules", "watch"]).run().stdout;
    fs::write(d.path().join("w.toml"), &out).unwrap();
    let again = Cli::in_dir(d.path())
        .args(["rules", "clock", "--rules", "w.toml"])
        .ok()
        .stdout;
    assert!(again.contains("swaps = 1"), "{again}");
}
