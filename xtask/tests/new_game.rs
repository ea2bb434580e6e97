//! `cargo xtask new-game` on a copy of the workspace: on the scaffolded workspace, what CI
//! runs (`.ci/run`: the format check, clippy with warnings denied, every test) passes, and
//! the new game is listed and plays, with no other edit.
//!
//! The copy lives at a fixed place under `target/` with the files' times kept, and builds
//! into a target folder of its own kept between runs: only the new crate and what links it
//! are compiled again, not the whole workspace.

use std::path::Path;
use std::process::Command;

/// Set in the copy's own test run, where this test must not start another copy.
const INNER: &str = "PATIENCE_SCAFFOLD_INNER";

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let name = e.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        let (src, dst) = (e.path(), to.join(&name));
        let kind = e.file_type().unwrap();
        if kind.is_dir() {
            copy_dir(&src, &dst);
        } else if kind.is_file() {
            std::fs::copy(&src, &dst).unwrap();
            // The source's time, so that cargo finds the copy's earlier build still fresh.
            let modified = e.metadata().unwrap().modified().unwrap();
            std::fs::File::options()
                .write(true)
                .open(&dst)
                .unwrap()
                .set_modified(modified)
                .unwrap();
        }
    }
}

#[test]
fn a_scaffolded_workspace_passes_ci_and_lists_the_game() {
    if std::env::var_os(INNER).is_some() {
        return;
    }
    let root = xtask::root();
    let place = root.join("target/xtask-scaffold");
    let copy = place.join("ws");
    let target = place.join("target");
    if copy.exists() {
        std::fs::remove_dir_all(&copy).unwrap();
    }
    copy_dir(&root, &copy);
    xtask::new_game(&copy, "demo-patience").unwrap();
    assert!(
        xtask::new_game(&copy, "demo-patience").is_err(),
        "a second scaffold must refuse"
    );
    let status = Command::new("bash")
        .arg(copy.join(".ci/run"))
        .env("CARGO_TARGET_DIR", &target)
        .env(INNER, "1")
        .env_remove("CARGO_MAKEFLAGS")
        .current_dir(&copy)
        .status()
        .unwrap();
    assert!(status.success(), "CI fails on the scaffolded workspace");
    let patience = target.join("debug/patience");
    let tmp = tempfile::tempdir().unwrap();
    let out = Command::new(&patience)
        .arg("list")
        .current_dir(tmp.path())
        .output()
        .unwrap();
    let list = String::from_utf8_lossy(&out.stdout);
    assert!(
        list.lines().any(|l| l.starts_with("demo-patience ")),
        "{list}"
    );
    let out = Command::new(&patience)
        .args(["replay", "demo-patience", "--seed", "4", "--moves", "-"])
        .current_dir(tmp.path())
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
