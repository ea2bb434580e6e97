//! `cargo xtask new-game` on a copy of the workspace, without building it: the files it
//! writes, formatted as `cargo fmt --check` wants them, and a second scaffold refused. (Its
//! name differs from the one `scaffold-check` uses, so it also runs inside that copy.)
//! Building and testing the scaffolded workspace as CI does is `cargo xtask scaffold-check`,
//! which `.ci/run` runs after the tests.

use std::process::Command;

#[test]
fn new_game_writes_a_formatted_crate_its_rules_and_the_facade_line() {
    let tmp = tempfile::tempdir().unwrap();
    let copy = tmp.path().join("ws");
    xtask::copy_dir(&xtask::root(), &copy).unwrap();
    let made = xtask::new_game(&copy, "probe-patience").unwrap();
    assert!(made.join("src/lib.rs").is_file(), "{}", made.display());
    let rules = std::fs::read_to_string(copy.join("rules/probe-patience.toml")).unwrap();
    assert!(rules.contains("name = \"probe-patience\""), "{rules}");
    let facade = std::fs::read_to_string(copy.join("crates/games/Cargo.toml")).unwrap();
    assert!(facade.contains("game-probe-patience"), "{facade}");
    assert!(
        xtask::new_game(&copy, "probe-patience").is_err(),
        "a second scaffold must refuse"
    );
    let fmt = Command::new("rustfmt")
        .args(["--edition", "2024", "--check"])
        .arg(made.join("src/lib.rs"))
        .output()
        .unwrap();
    assert!(
        fmt.status.success(),
        "{}",
        String::from_utf8_lossy(&fmt.stdout)
    );
}
