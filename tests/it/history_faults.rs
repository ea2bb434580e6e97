//! Damage to `history.log`, end to end: bad bytes, a torn last line, a folder in its place, a
//! read-only file or folder, a full disk. Each test checks that the history is still shown,
//! that games are still recorded once the damage allows it, and that nothing already
//! recorded was lost.

use crate::common::*;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn log(dir: &Path) -> PathBuf {
    dir.join("data/history.log")
}

/// Plays Clock deal `seed` to its end in line mode, through `wrap` if given.
fn finish_clock(dir: &Path, seed: u64, wrap: &[&str]) -> Outcome {
    let r = Cli::in_dir(dir)
        .args(["play", "clock", "--plain", "--seed", &seed.to_string()])
        .through(wrap)
        .stdin("auto\n")
        .run()
        .no_panic();
    assert!(
        r.stdout.contains("Lost") || r.stdout.contains("Won"),
        "{}",
        r.stdout
    );
    r
}

/// `patience history ARGS`.
fn history(dir: &Path, args: &[&str]) -> Outcome {
    Cli::in_dir(dir).arg("history").args(args).run().no_panic()
}

/// Games played, by `patience history --json`, and the lines it skipped.
fn played(dir: &Path) -> (u64, u64) {
    let out = history(dir, &["--json"]).ok().stdout;
    let v: serde_json::Value = serde_json::from_str(&out).expect(&out);
    let played = v["games"].as_object().map_or(0, |g| {
        g.values().map(|s| s["played"].as_u64().unwrap()).sum()
    });
    (played, v["skipped_count"].as_u64().unwrap())
}

/// Whether this test runs as root, who may write where permissions say no.
fn root() -> bool {
    std::fs::read_to_string("/proc/self/status")
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("Uid:"))
        .and_then(|u| u.split_whitespace().nth(1))
        == Some("0")
}

/// A prefix under which permissions hold: as root, `setpriv` without the capabilities that
/// pass over them (nothing for another user).
fn bound_by_permissions() -> Vec<&'static str> {
    if root() {
        vec![
            "setpriv",
            "--bounding-set=-dac_override,-dac_read_search,-fowner",
            "--",
        ]
    } else {
        Vec::new()
    }
}

/// Whether a shell under `prefix` can append to `p`: the permission fault really happens.
fn can_append(p: &Path, prefix: &[&str]) -> bool {
    let mut c = Command::new("sh");
    c.args(["-c", ": >> \"$0\""]).arg(p);
    wrapped(c, prefix)
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A history of `n` Clock games (deals 1 to `n`), recorded by the binary.
fn recorded(dir: &Path, n: u64) -> Vec<u8> {
    for seed in 1..=n {
        let err = finish_clock(dir, seed, &[]).ok().stderr;
        assert!(!err.contains("not recorded"), "{err}");
    }
    std::fs::read(log(dir)).unwrap()
}

#[test]
fn bad_bytes_are_skipped_counted_and_recording_goes_on() {
    let dir = tmp();
    let mut text = recorded(dir.path(), 2);
    // What the report saw: one byte that is not UTF-8 on a line of its own, and garbage.
    text.extend_from_slice(b"\xff\n\x00\x00garbage\n");
    std::fs::write(log(dir.path()), &text).unwrap();
    let r = history(dir.path(), &[]).ok();
    let (out, err) = (r.stdout, r.stderr);
    assert!(out.contains("clock"), "{out}");
    assert_eq!(
        err.lines().count(),
        1,
        "one note, not a warning a line: {err}"
    );
    assert!(
        err.contains("2 lines") && err.contains("history.log") && err.contains("--check"),
        "{err}"
    );
    let out = history(dir.path(), &["--check"]).exits(1).stdout;
    assert!(
        out.contains("2 records, 2 lines skipped")
            && out.contains("line 3: not UTF-8 text (byte 0xff at column 1)")
            && out.contains("line 4: not a record"),
        "{out}"
    );
    // Games finished later are all recorded, after the bytes kept as they were.
    for seed in [7, 8] {
        let err = finish_clock(dir.path(), seed, &[]).ok().stderr;
        assert!(!err.contains("not recorded"), "{err}");
    }
    let after = std::fs::read(log(dir.path())).unwrap();
    assert_eq!(&after[..text.len()], &text[..], "nothing recorded is lost");
    assert_eq!(played(dir.path()), (4, 2));
}

#[test]
fn a_clean_history_checks_clean() {
    let dir = tmp();
    let out = history(dir.path(), &["--check"]).ok().stdout;
    assert!(out.contains("0 records, no line skipped"), "{out}");
    recorded(dir.path(), 1);
    let out = history(dir.path(), &["--check"]).ok().stdout;
    assert!(out.contains("1 record, no line skipped"), "{out}");
    let r = history(dir.path(), &[]);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
}

#[test]
fn a_torn_line_is_skipped_and_the_next_record_starts_on_a_fresh_line() {
    let dir = tmp();
    let mut text = recorded(dir.path(), 1);
    // A write cut short by an earlier version: half a record, no newline.
    text.extend_from_slice(b"{\"kind\":\"game\",\"variant\":\"clo");
    std::fs::write(log(dir.path()), &text).unwrap();
    let r = history(dir.path(), &[]).ok();
    let (out, err) = (r.stdout, r.stderr);
    assert!(out.contains("clock"), "{out}");
    assert!(err.contains("1 line") && err.contains("--check"), "{err}");
    let out = history(dir.path(), &["--check"]).exits(1).stdout;
    assert!(
        out.contains("line 2: the last line ends without a newline"),
        "{out}"
    );
    finish_clock(dir.path(), 5, &[]).ok();
    let after = std::fs::read(log(dir.path())).unwrap();
    assert_eq!(&after[..text.len()], &text[..], "nothing recorded is lost");
    assert_eq!(
        after[text.len()],
        b'\n',
        "the record starts on a fresh line"
    );
    assert!(after.ends_with(b"}\n"));
    assert_eq!(played(dir.path()), (2, 1));
    let out = history(dir.path(), &["--check"]).exits(1).stdout;
    assert!(out.contains("2 records, 1 line skipped"), "{out}");
}

#[test]
fn a_folder_in_the_place_of_the_log_is_named_and_left_alone() {
    let dir = tmp();
    let p = log(dir.path());
    std::fs::create_dir_all(&p).unwrap();
    std::fs::write(p.join("kept"), "mine").unwrap();
    let err = history(dir.path(), &[]).exits(1).stderr;
    assert!(err.contains("history.log is a folder, not a file"), "{err}");
    let err = history(dir.path(), &["--check"]).exits(1).stderr;
    assert!(err.contains("history.log is a folder"), "{err}");
    // Finishing a game still ends as before; the record's failure is a note.
    let err = finish_clock(dir.path(), 3, &[]).ok().stderr;
    assert!(
        err.contains("not recorded in your history") && err.contains("history.log is a folder"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(p.join("kept")).unwrap(), "mine");
}

#[test]
fn a_read_only_log_is_shown_and_a_record_refused_by_name() {
    let dir = tmp();
    let text = recorded(dir.path(), 2);
    let p = log(dir.path());
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o444)).unwrap();
    let prefix = bound_by_permissions();
    assert!(!can_append(&p, &prefix), "the file is still writable");
    let out = Cli::in_dir(dir.path())
        .arg("history")
        .through(&prefix)
        .run()
        .no_panic()
        .ok()
        .stdout;
    assert!(out.contains("clock"), "{out}");
    let err = finish_clock(dir.path(), 9, &prefix).ok().stderr;
    assert!(
        err.contains("not recorded in your history")
            && err.contains("history.log")
            && err.contains("denied"),
        "{err}"
    );
    assert_eq!(std::fs::read(&p).unwrap(), text, "nothing recorded is lost");
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o644)).unwrap();
    finish_clock(dir.path(), 9, &prefix).ok();
    assert_eq!(played(dir.path()), (3, 0));
}

#[test]
fn a_data_folder_that_cannot_be_written_names_the_log() {
    let dir = tmp();
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o555)).unwrap();
    let prefix = bound_by_permissions();
    assert!(
        !can_append(&log(dir.path()), &prefix),
        "the folder is still writable"
    );
    let r = finish_clock(dir.path(), 3, &prefix).ok();
    let (out, err) = (r.stdout, r.stderr);
    assert!(out.contains("Lost"), "{out}");
    assert!(
        err.contains("not recorded in your history") && err.contains("history.log"),
        "{err}"
    );
    let out = history(dir.path(), &[]).ok().stdout;
    assert!(out.contains("No finished games yet"), "{out}");
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).unwrap();
    finish_clock(dir.path(), 3, &prefix).ok();
    assert_eq!(played(dir.path()), (1, 0));
}

/// The size of a block of `ulimit -f` in this `sh`, found by writing past a limit of one.
fn ulimit_block(dir: &Path) -> u64 {
    let probe = dir.join("probe");
    let ok = Command::new("sh")
        .args([
            "-c",
            "ulimit -f 1; trap '' XFSZ; head -c 4096 /dev/zero > \"$0\"",
        ])
        .arg(&probe)
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(!ok.success(), "a write past the limit must fail");
    let block = std::fs::metadata(&probe).unwrap().len();
    std::fs::remove_file(&probe).unwrap();
    assert!(block == 512 || block == 1024, "block of {block} bytes");
    block
}

/// Lines of whole Clock records, `size` bytes in all.
fn records_of_size(size: usize) -> Vec<u8> {
    let line = |seed: usize, title: &str| {
        format!(
            "{{\"kind\":\"game\",\"variant\":\"clock\",\"title\":\"{title}\",\"seed\":{seed},\"outcome\":\"lost\",\"moves\":52,\"elapsed_ms\":1000,\"ended\":1}}\n"
        )
    };
    let mut text = String::new();
    let mut seed = 0;
    while size - text.len() > 2 * line(seed, "").len() {
        text += &line(seed, "Clock");
        seed += 1;
    }
    // The last line's title pads the text to the size wanted.
    let pad = size - text.len() - line(seed, "").len();
    text += &line(seed, &"C".repeat(pad));
    assert_eq!(text.len(), size);
    text.into_bytes()
}

#[test]
fn a_full_disk_leaves_no_half_record_and_recording_resumes() {
    let dir = tmp();
    let block = ulimit_block(dir.path());
    let blocks = 8;
    let limit = usize::try_from(blocks * block).unwrap();
    // Room for only part of the next record: its write fails part-way.
    let text = records_of_size(limit - 40);
    let p = log(dir.path());
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(&p, &text).unwrap();
    let (before, skipped) = played(dir.path());
    assert_eq!(skipped, 0);
    let full = format!("ulimit -f {blocks}; trap '' XFSZ; exec \"$0\" \"$@\"");
    let prefix = ["sh", "-c", full.as_str()];
    let r = finish_clock(dir.path(), 4, &prefix).ok();
    let (out, err) = (r.stdout, r.stderr);
    assert!(out.contains("Lost") || out.contains("Won"), "{out}");
    assert!(
        err.contains("not recorded in your history")
            && err.contains("history.log")
            && err.contains("left as it was"),
        "{err}"
    );
    assert_eq!(std::fs::read(&p).unwrap(), text, "byte for byte as before");
    assert_eq!(played(dir.path()), (before, 0));
    // Over a torn last line too: the newline put before the record is taken back with it.
    let mut torn = text[..text.len() - 60].to_vec();
    torn.extend_from_slice(b"{\"kind\":\"ga");
    std::fs::write(&p, &torn).unwrap();
    let err = finish_clock(dir.path(), 4, &prefix).ok().stderr;
    assert!(err.contains("left as it was"), "{err}");
    assert_eq!(std::fs::read(&p).unwrap(), torn, "byte for byte as before");
    // With room again, the next game is recorded on a line of its own.
    std::fs::write(&p, &text).unwrap();
    let err = finish_clock(dir.path(), 4, &[]).ok().stderr;
    assert!(!err.contains("not recorded"), "{err}");
    let after = std::fs::read(&p).unwrap();
    assert_eq!(&after[..text.len()], &text[..], "nothing recorded is lost");
    assert_eq!(played(dir.path()), (before + 1, 0));
    history(dir.path(), &["--check"]).ok();
}
