//! The tasks behind `cargo xtask`, as functions so that tests can run them on a copy.

use anyhow::{Context, Result, bail};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace root, found from this crate's manifest directory.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

fn cargo(root: &Path, args: &[&str]) -> Result<()> {
    println!("$ cargo {}", args.join(" "));
    let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(args)
        .current_dir(root)
        .status()
        .with_context(|| format!("cannot run cargo {}", args.join(" ")))?;
    if !status.success() {
        bail!("cargo {} failed", args.join(" "));
    }
    Ok(())
}

/// What CI checks: formatting, clippy with warnings denied, every test.
pub fn ci(root: &Path) -> Result<()> {
    cargo(root, &["fmt", "--all", "--", "--check"])?;
    cargo(
        root,
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    )?;
    cargo(root, &["test", "--workspace"])
}

fn camel(name: &str) -> String {
    name.split('-')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

const LIB: &str = include_str!("../templates/lib.rs.txt");
const RULES: &str = include_str!("../templates/rules.toml.txt");

fn fill(template: &str, name: &str) -> String {
    template
        .replace("{{name}}", name)
        .replace("{{snake}}", &name.replace('-', "_"))
        .replace("{{Type}}", &camel(name))
}

/// Inserts `line` after the last line of `text` that starts with `after`.
fn insert_after_last(text: &str, after: &str, line: &str) -> Result<String> {
    let lines: Vec<&str> = text.lines().collect();
    let Some(i) = lines.iter().rposition(|l| l.starts_with(after)) else {
        bail!("no line starting with `{after}`");
    };
    let mut out: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
    out.insert(i + 1, line.to_string());
    Ok(out.join("\n") + "\n")
}

fn edit(path: &Path, f: impl FnOnce(&str) -> Result<String>) -> Result<()> {
    let text =
        fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let new = f(&text).with_context(|| format!("cannot edit {}", path.display()))?;
    fs::write(path, new).with_context(|| format!("cannot write {}", path.display()))
}

/// Formats a written file as `cargo fmt` would (the names filled into the template change
/// line lengths).
fn rustfmt(path: &Path) -> Result<()> {
    let status = Command::new("rustfmt")
        .args(["--edition", "2024"])
        .arg(path)
        .status()
        .with_context(|| format!("cannot run rustfmt on {}", path.display()))?;
    if !status.success() {
        bail!("rustfmt failed on {}", path.display());
    }
    Ok(())
}

/// Scaffolds `crates/game-NAME` (a small playable patience, registered), `rules/NAME.toml`,
/// and the facade's dependency line, the one line outside the new crate: Cargo has no
/// wildcard dependencies, and the facade's build script links every `game-*` dependency.
/// Returns the crate's folder.
pub fn new_game(root: &Path, name: &str) -> Result<PathBuf> {
    let ok = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && !name.ends_with('-');
    if !ok {
        bail!(
            "`{name}`: a game name is lower-case letters, digits and dashes, starting with a letter"
        );
    }
    let dir = root.join("crates").join(format!("game-{name}"));
    let rules = root.join("rules").join(format!("{name}.toml"));
    if dir.exists() || rules.exists() {
        bail!("{} or {} exists already", dir.display(), rules.display());
    }
    fs::create_dir_all(dir.join("src"))?;
    fs::write(
        dir.join("Cargo.toml"),
        format!(
            "[package]\nname = \"game-{name}\"\ndescription = \"The {name} patience.\"\nversion.workspace = true\n\
             edition.workspace = true\nrust-version.workspace = true\nlicense.workspace = true\npublish.workspace = true\n\n\
             [dependencies]\ncards.workspace = true\nengine.workspace = true\nserde.workspace = true\n\n\
             [dev-dependencies]\nproptest.workspace = true\n\n[lints]\nworkspace = true\n"
        ),
    )?;
    fs::write(dir.join("src/lib.rs"), fill(LIB, name))?;
    fs::write(&rules, fill(RULES, name))?;
    edit(&root.join("crates/games/Cargo.toml"), |t| {
        insert_after_last(
            t,
            "game-",
            &format!("game-{name} = {{ path = \"../game-{name}\" }}"),
        )
    })?;
    rustfmt(&dir.join("src/lib.rs"))?;
    Ok(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_types() {
        assert_eq!(camel("big-ben"), "BigBen");
        assert_eq!(camel("x"), "X");
    }

    #[test]
    fn insertion_goes_after_the_last_match() {
        let t = "a\ngame-x = 1\ngame-y = 2\nz\n";
        assert_eq!(
            insert_after_last(t, "game-", "game-z = 3").unwrap(),
            "a\ngame-x = 1\ngame-y = 2\ngame-z = 3\nz\n"
        );
        assert!(insert_after_last(t, "nope", "x").is_err());
    }

    #[test]
    fn bad_names_are_refused() {
        let d = tempfile::tempdir().unwrap();
        for n in ["", "Big", "9x", "a_b", "x-"] {
            assert!(new_game(d.path(), n).is_err(), "{n}");
        }
    }
}
