//! `cargo xtask new-game` on a copy of the workspace: the new game builds, registers and
//! plays with no other edit.

use std::path::Path;
use std::process::Command;

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let name = e.file_name();
        if name == "target" || name == ".git" || name == "snapshots" {
            continue;
        }
        let (src, dst) = (e.path(), to.join(&name));
        if e.file_type().unwrap().is_dir() {
            copy_dir(&src, &dst);
        } else {
            std::fs::copy(&src, &dst).unwrap();
        }
    }
}

#[test]
fn scaffolded_game_builds_and_is_listed() {
    let root = xtask::root();
    let tmp = tempfile::tempdir().unwrap();
    let copy = tmp.path().join("ws");
    copy_dir(&root, &copy);
    xtask::new_game(&copy, "demo-patience").unwrap();
    assert!(
        xtask::new_game(&copy, "demo-patience").is_err(),
        "a second scaffold must refuse"
    );
    // A target folder of its own, kept between runs, so that the copy builds incrementally.
    let target = root.join("target/xtask-scaffold");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(&cargo)
        .args(["build", "-p", "cli", "--quiet"])
        .env("CARGO_TARGET_DIR", &target)
        .current_dir(&copy)
        .status()
        .unwrap();
    assert!(status.success(), "the scaffolded workspace does not build");
    let out = Command::new(target.join("debug/patience"))
        .arg("list")
        .current_dir(tmp.path())
        .output()
        .unwrap();
    let list = String::from_utf8_lossy(&out.stdout);
    assert!(
        list.lines().any(|l| l.starts_with("demo-patience ")),
        "{list}"
    );
    let out = Command::new(target.join("debug/patience"))
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
    let status = Command::new(&cargo)
        .args(["test", "-p", "game-demo-patience", "--quiet"])
        .env("CARGO_TARGET_DIR", &target)
        .current_dir(&copy)
        .status()
        .unwrap();
    assert!(status.success(), "the scaffolded game's own tests fail");
}
