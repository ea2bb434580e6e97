//! The README's tour runs as written: every line of its first `sh` block under "A tour of
//! the commands", in order, in one fresh folder with a fresh `PATIENCE_DATA`.
//!
//! Each line runs through `sh -c` with `patience` on the path and `HOME` in the folder, so
//! redirections work as they do for a reader. Two changes keep it quick and non-interactive,
//! and they are the only ones: a `--deals N` over 10 runs 10 deals (the debug build is slow
//! and the count changes no code path), and a `play` line gets one move of its game on its
//! input (`draw` for Big Ben, `turn` for the others) and then the end of input, which is how
//! line mode is scripted; the end of input leaves the game saved, as `q` would.

use crate::common::*;
use std::process::{Command, Stdio};

/// The tour's command lines, read from README.md.
fn tour() -> Vec<String> {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let start = readme
        .find("## A tour of the commands")
        .expect("README.md has the section \"A tour of the commands\"");
    let block = &readme[start..];
    let open = block.find("```sh\n").expect("the tour has an sh block") + "```sh\n".len();
    let close = block[open..].find("```").expect("the sh block ends");
    block[open..open + close]
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// `--deals N` with N over 10 becomes `--deals 10`.
fn capped(line: &str) -> String {
    let words: Vec<&str> = line.split(' ').collect();
    let mut out = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let after_deals = i > 0 && words[i - 1] == "--deals";
        match w.parse::<u64>() {
            Ok(n) if after_deals && n > 10 => out.push("10"),
            _ => out.push(w),
        }
    }
    out.join(" ")
}

#[test]
fn the_readme_tour_runs_line_by_line_on_a_fresh_data_folder() {
    let lines = tour();
    assert!(
        lines.len() >= 10 && lines.iter().all(|l| l.starts_with("patience ")),
        "the tour should be patience command lines: {lines:?}"
    );
    let dir = tmp();
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_patience"))
        .parent()
        .unwrap()
        .to_path_buf();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    for line in &lines {
        let run_line = capped(line);
        let input = if !run_line.starts_with("patience play ") {
            ""
        } else if run_line.contains("big-ben") {
            "draw\n"
        } else {
            "turn\n"
        };
        let mut c = Command::new("sh");
        c.args(["-c", &run_line])
            .current_dir(dir.path())
            .env("PATH", &path)
            .env("HOME", dir.path())
            .env("PATIENCE_DATA", dir.path().join("data"))
            .env("NO_COLOR", "1")
            .env("LANG", "C.UTF-8")
            .env_remove("LC_ALL")
            .env_remove("PATIENCE_RULES")
            .env_remove("PATIENCE_ASCII")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = c.spawn().expect("sh");
        {
            use std::io::Write;
            let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
        }
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "README tour line `{line}` (run as `{run_line}`) exited {:?}:\n{}",
            out.status.code(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn only_deal_counts_over_ten_are_capped() {
    assert_eq!(
        capped("patience stats clock --deals 1000000"),
        "patience stats clock --deals 10"
    );
    assert_eq!(
        capped("patience stats clock --deals 5 --seed 100"),
        "patience stats clock --deals 5 --seed 100"
    );
}
