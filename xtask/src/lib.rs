//! The tasks behind `cargo xtask`, as functions so that tests can run them on a copy.

pub mod fuzz;

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

/// The games whose `GAME-fixtures` example writes files of the crate's `fixtures/` (its
/// tests and the command-line tests read them; Big Ben's check that they are what the
/// example writes). Example names are
/// unique in the workspace, as their binaries share one folder.
pub const FIXTURE_WRITERS: [&str; 2] = ["big-ben", "sir-tommy"];

/// Rewrites the fixtures that are made by a program rather than by hand: after a change to
/// what they are made from, this, then a review of the diff. Tests never write them.
pub fn fixtures(root: &Path) -> Result<()> {
    for game in FIXTURE_WRITERS {
        let (krate, example) = (format!("game-{game}"), format!("{game}-fixtures"));
        cargo(
            root,
            &["run", "--quiet", "-p", &krate, "--example", &example],
        )?;
    }
    Ok(())
}

/// The games whose default player has a tuning sweep (`examples/GAME-tune.rs`).
pub const TUNABLE: [&str; 2] = ["big-ben", "sir-tommy"];

/// Runs the tuning sweep of `game`'s default player with `args` (`examples/GAME-tune.rs`),
/// in a release build: a tool that prints, never a test.
pub fn tune(root: &Path, game: &str, args: &[&str]) -> Result<()> {
    if !TUNABLE.contains(&game) {
        bail!(
            "no tuning sweep for `{game}`: expected one of {}",
            TUNABLE.join(", ")
        );
    }
    let (krate, example) = (format!("game-{game}"), format!("{game}-tune"));
    let mut all = vec![
        "run",
        "--quiet",
        "--release",
        "-p",
        &krate,
        "--example",
        &example,
        "--",
    ];
    all.extend_from_slice(args);
    cargo(root, &all)
}

/// What CI checks: formatting, clippy with warnings denied, every test, and the scaffold
/// check.
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
    cargo(root, &["test", "--workspace"])?;
    scaffold_check(root)
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
const MESSAGES: &str = include_str!("../templates/messages.ftl.txt");

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

/// Scaffolds `crates/game-NAME` (a small playable patience, registered, with its catalog of
/// messages in English, `i18n/en/NAME.ftl`), `rules/NAME.toml`,
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
             [dependencies]\ncards.workspace = true\nengine.workspace = true\nserde.workspace = true\nthiserror.workspace = true\n\n\
             [dev-dependencies]\nengine = {{ workspace = true, features = [\"testing\"] }}\nproptest.workspace = true\n\n[lints]\nworkspace = true\n"
        ),
    )?;
    fs::write(dir.join("src/lib.rs"), fill(LIB, name))?;
    fs::create_dir_all(dir.join("i18n/en"))?;
    fs::write(
        dir.join(format!("i18n/en/{name}.ftl")),
        fill(MESSAGES, name),
    )?;
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

/// Copies the workspace `from` to `to`, less `target` and `.git`, with the files' times kept
/// so that a build of an earlier copy stays fresh.
pub fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    std::fs::create_dir_all(to)?;
    for e in std::fs::read_dir(from)? {
        let e = e?;
        let name = e.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        let (src, dst) = (e.path(), to.join(&name));
        let kind = e.file_type()?;
        if kind.is_dir() {
            copy_dir(&src, &dst)?;
        } else if kind.is_file() {
            std::fs::copy(&src, &dst)?;
            // The source's time, so that cargo finds the copy's earlier build still fresh.
            let modified = e.metadata()?.modified()?;
            std::fs::File::options()
                .write(true)
                .open(&dst)?
                .set_modified(modified)?;
        }
    }
    Ok(())
}

/// The game `scaffold-check` scaffolds.
pub const SCAFFOLD_NAME: &str = "demo-patience";

/// `cargo xtask scaffold-check`: in the workspace itself, `new-game` makes a game; then the
/// format check, clippy with warnings denied and the tests of every crate the new game
/// changes (itself, the facade and what links the facade) pass with no other edit, and the
/// new game is listed and plays. What `new-game` wrote is then taken away again (also at
/// the start of a run, should an earlier run have been stopped before it could). It builds
/// into the workspace's own target folder, so only the new crate and what links it are
/// built again, not the crates it leaves alone nor any dependency from crates.io.
pub fn scaffold_check(root: &Path) -> Result<()> {
    let undo = Undo::new(root);
    undo.restore()?;
    undo.save()?;
    let result = scaffold_check_in_place(root);
    let restored = undo.restore();
    result?;
    restored
}

fn scaffold_check_in_place(root: &Path) -> Result<()> {
    new_game(root, SCAFFOLD_NAME)?;
    if new_game(root, SCAFFOLD_NAME).is_ok() {
        bail!("a second scaffold of the same name must refuse");
    }
    // The new crate, the facade and what links it; and xtask, whose dependencies' features
    // then unify as in a build of the whole workspace (plotters asks more of num-traits
    // than proptest does), so that nothing the new game leaves alone is built again.
    let mut packages = vec![format!("game-{SCAFFOLD_NAME}"), "games".to_string()];
    packages.extend(dependents_of_facade(root)?);
    packages.push("xtask".to_string());
    packages.sort();
    packages.dedup();
    let selected: Vec<&str> = packages.iter().flat_map(|p| ["-p", p.as_str()]).collect();
    cargo(root, &["fmt", "--all", "--", "--check"])?;
    let lints = ["--all-targets", "--", "-D", "warnings"];
    cargo(root, &[&["clippy"][..], &selected, &lints].concat())?;
    cargo(root, &[&["test"][..], &selected].concat())?;
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    let patience = target.join("debug/patience");
    let tmp = target.join("xtask-scaffold/run");
    fs::create_dir_all(&tmp)?;
    let out = Command::new(&patience)
        .arg("list")
        .current_dir(&tmp)
        .output()
        .with_context(|| format!("cannot run {}", patience.display()))?;
    let list = String::from_utf8_lossy(&out.stdout);
    if !list
        .lines()
        .any(|l| l.starts_with(&format!("{SCAFFOLD_NAME} ")))
    {
        bail!("`patience list` with the scaffolded game lacks {SCAFFOLD_NAME}:\n{list}");
    }
    let out = Command::new(&patience)
        .args(["replay", SCAFFOLD_NAME, "--seed", "4", "--moves", "-"])
        .current_dir(&tmp)
        .stdin(std::process::Stdio::null())
        .output()?;
    if !out.status.success() {
        bail!(
            "the scaffolded game does not replay: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    println!("with the scaffolded game, CI passes and `patience` plays {SCAFFOLD_NAME}");
    Ok(())
}

/// The workspace's packages that depend on the facade `games` (the command line): a new
/// game changes what they link.
fn dependents_of_facade(root: &Path) -> Result<Vec<String>> {
    let mut found = Vec::new();
    let mut manifests = vec![root.join("xtask/Cargo.toml")];
    for e in fs::read_dir(root.join("crates"))? {
        manifests.push(e?.path().join("Cargo.toml"));
    }
    for m in manifests {
        let Ok(text) = fs::read_to_string(&m) else {
            continue;
        };
        let needs = text.lines().any(|l| {
            let l = l.trim_start();
            l.starts_with("games.") || l.starts_with("games =")
        });
        let name = text.lines().find_map(|l| {
            let (k, v) = l.split_once('=')?;
            (k.trim() == "name").then(|| v.trim().trim_matches('"').to_string())
        });
        if let (true, Some(name)) = (needs, name)
            && name != "games"
        {
            found.push(name);
        }
    }
    found.sort();
    Ok(found)
}

/// What `scaffold-check` changes in the workspace and how to take it back: the files it
/// edits are kept under `target/xtask-scaffold/undo` while it runs (their presence says a
/// run is under way or was stopped), and the files it adds are removed.
struct Undo {
    root: PathBuf,
    keep: PathBuf,
}

impl Undo {
    /// The files `new-game` and cargo edit (the facade's manifest, the lock file).
    const EDITED: [&str; 2] = ["crates/games/Cargo.toml", "Cargo.lock"];

    fn new(root: &Path) -> Undo {
        Undo {
            root: root.to_path_buf(),
            keep: root.join("target/xtask-scaffold/undo"),
        }
    }

    fn kept(&self, file: &str) -> PathBuf {
        self.keep.join(file.replace('/', "%"))
    }

    /// Keeps the files the check will edit.
    fn save(&self) -> Result<()> {
        fs::create_dir_all(&self.keep)?;
        for f in Self::EDITED {
            fs::copy(self.root.join(f), self.kept(f))
                .with_context(|| format!("cannot keep a copy of {f}"))?;
        }
        Ok(())
    }

    /// Puts the kept files back and removes what the scaffold added; nothing when no run is
    /// under way.
    fn restore(&self) -> Result<()> {
        if !self.keep.exists() {
            return Ok(());
        }
        for f in Self::EDITED {
            let kept = self.kept(f);
            if kept.exists() {
                fs::copy(&kept, self.root.join(f))
                    .with_context(|| format!("cannot put {f} back from {}", kept.display()))?;
            }
        }
        let dir = self.root.join(format!("crates/game-{SCAFFOLD_NAME}"));
        if dir.exists() {
            fs::remove_dir_all(&dir)?;
        }
        let rules = self.root.join(format!("rules/{SCAFFOLD_NAME}.toml"));
        if rules.exists() {
            fs::remove_file(&rules)?;
        }
        fs::remove_dir_all(&self.keep)?;
        Ok(())
    }
}

/// The game crates of the workspace: the `NAME` of each `crates/game-NAME`, sorted.
pub fn games(root: &Path) -> Result<Vec<String>> {
    let dir = root.join("crates");
    let mut names = Vec::new();
    for e in fs::read_dir(&dir).with_context(|| format!("cannot read {}", dir.display()))? {
        let name = e?.file_name().to_string_lossy().into_owned();
        if let Some(game) = name.strip_prefix("game-") {
            names.push(game.to_string());
        }
    }
    names.sort();
    Ok(names)
}

/// The `base` a rules file names at its top (before any `[table]`), if it names one.
fn base_of(text: &str) -> Option<&str> {
    text.lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with('['))
        .find_map(|l| {
            let (key, value) = l.split_once('=')?;
            (key.trim() == "base").then(|| value.trim().trim_matches('"'))
        })
}

/// The rules files of `game` among `files` (`(file name, text)`): its own `GAME.toml` and
/// every variant whose base is `game`.
fn rules_files_of<'a>(game: &str, files: &'a [(String, String)]) -> Vec<&'a str> {
    files
        .iter()
        .filter(|(file, text)| *file == format!("{game}.toml") || base_of(text) == Some(game))
        .map(|(file, _)| file.as_str())
        .collect()
}

/// The top-level manifest of a workspace of `members` alone, made from the workspace's
/// `manifest`: the same package fields, dependency versions, lints and profiles, with the
/// members named and the path dependencies that `kept` says are absent left out.
fn alone_manifest(
    manifest: &str,
    members: &[String],
    kept: impl Fn(&str) -> bool,
) -> Result<String> {
    let mut out = String::from(
        "# Made by `cargo xtask crate-alone`: one game crate with only cards and engine beside it.\n",
    );
    let (mut section, mut named) = (String::new(), false);
    for line in manifest.lines() {
        let t = line.trim();
        if t.starts_with('[') {
            section = t.to_string();
        }
        if section == "[workspace]" && t.starts_with("default-members") {
            continue;
        }
        if section == "[workspace]" && t.starts_with("members") {
            let list: Vec<String> = members.iter().map(|m| format!("{m:?}")).collect();
            out += &format!("members = [{}]\n", list.join(", "));
            named = true;
            continue;
        }
        if let Some((_, rest)) = t.split_once("path = \"") {
            let path = rest.split('"').next().unwrap_or_default();
            if !kept(path) {
                continue;
            }
        }
        out += line;
        out.push('\n');
    }
    if !named {
        bail!("the workspace manifest has no `members` line under [workspace]");
    }
    Ok(out)
}

/// `cargo xtask crate-alone GAME…`: a game is its crate and its rules files. For each game,
/// a fresh workspace under `target/xtask-crate-alone/ws` holds `crates/game-GAME`,
/// `crates/cards`, `crates/engine`, the game's rules files (`rules/GAME.toml` and each
/// variant whose base it is), `Cargo.lock` and a top-level `Cargo.toml` naming those three
/// crates, in the same layout as here; `cargo test -p game-GAME` must pass there. The copies
/// share one target folder at the same place, so cards and engine are built once for all.
pub fn crate_alone(root: &Path, games: &[String]) -> Result<()> {
    let place = root.join("target/xtask-crate-alone");
    let (ws, target) = (place.join("ws"), place.join("target"));
    let rules_dir = root.join("rules");
    let mut files = Vec::new();
    for e in
        fs::read_dir(&rules_dir).with_context(|| format!("cannot read {}", rules_dir.display()))?
    {
        let path = e?.path();
        if path.extension().is_some_and(|x| x == "toml") {
            let name = path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            files.push((name, fs::read_to_string(&path)?));
        }
    }
    files.sort();
    let manifest = fs::read_to_string(root.join("Cargo.toml"))?;
    if let Some(game) = games
        .iter()
        .find(|g| !root.join(format!("crates/game-{g}")).is_dir())
    {
        bail!(
            "no crates/game-{game}: expected one of {}",
            self::games(root)?.join(", ")
        );
    }
    for game in games {
        let krate = format!("game-{game}");
        if ws.exists() {
            fs::remove_dir_all(&ws).with_context(|| format!("cannot clear {}", ws.display()))?;
        }
        let members: Vec<String> = ["cards", "engine", krate.as_str()]
            .iter()
            .map(|c| format!("crates/{c}"))
            .collect();
        for m in &members {
            copy_dir(&root.join(m), &ws.join(m))?;
        }
        fs::create_dir_all(ws.join("rules"))?;
        let own = rules_files_of(game, &files);
        for file in &own {
            let (from, to) = (rules_dir.join(file), ws.join("rules").join(file));
            fs::copy(&from, &to).with_context(|| format!("cannot copy {}", from.display()))?;
        }
        fs::copy(root.join("Cargo.lock"), ws.join("Cargo.lock"))?;
        let alone = alone_manifest(&manifest, &members, |path| {
            members.iter().any(|m| m == path)
        })?;
        fs::write(ws.join("Cargo.toml"), alone)?;
        println!(
            "$ cargo test -p {krate} (in {}, with rules/{})",
            ws.display(),
            own.join(", rules/")
        );
        let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
            .args(["test", "-p", &krate])
            .env("CARGO_TARGET_DIR", &target)
            .env_remove("CARGO_MAKEFLAGS")
            .current_dir(&ws)
            .status()
            .with_context(|| format!("cannot run cargo test -p {krate}"))?;
        if !status.success() {
            bail!(
                "the tests of {krate} fail with only cards, engine and its rules files beside it (in {})",
                ws.display()
            );
        }
        println!("{krate} builds and passes its tests with only cards, engine and its rules files");
    }
    Ok(())
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

    #[test]
    fn a_game_has_its_own_rules_file_and_the_variants_on_it() {
        let f = |name: &str, text: &str| (name.to_string(), text.to_string());
        let files = [
            f("clock.toml", "name = \"clock\"\n[rules]\nswaps = 0\n"),
            f(
                "watch.toml",
                "name = \"watch\"\nbase = \"clock\"\n[rules]\nswaps = 1\n",
            ),
            f(
                "clockwork.toml",
                "name = \"clockwork\"\nbase = \"big-ben\"\n",
            ),
            f(
                "big-ben.toml",
                "name = \"big-ben\"\n[rules]\nbase = \"clock\"\n",
            ),
        ];
        assert_eq!(
            rules_files_of("clock", &files),
            ["clock.toml", "watch.toml"]
        );
        assert_eq!(
            rules_files_of("big-ben", &files),
            ["clockwork.toml", "big-ben.toml"]
        );
        assert_eq!(rules_files_of("sir-tommy", &files), Vec::<&str>::new());
    }

    #[test]
    fn the_alone_manifest_names_the_members_and_drops_absent_paths() {
        let manifest = "[workspace]\nresolver = \"3\"\nmembers = [\"crates/*\", \"xtask\"]\n\
            default-members = [\"crates/*\"]\n\n[workspace.dependencies]\n\
            cards = { path = \"crates/cards\" }\ngames = { path = \"crates/games\" }\n\
            serde = \"1\"\n\n[profile.dev]\nopt-level = 1\n";
        let members = ["crates/cards".to_string(), "crates/game-x".to_string()];
        let out = alone_manifest(manifest, &members, |p| p == "crates/cards").unwrap();
        assert!(
            out.contains("members = [\"crates/cards\", \"crates/game-x\"]\n"),
            "{out}"
        );
        assert!(
            !out.contains("default-members") && !out.contains("\"xtask\""),
            "{out}"
        );
        assert!(
            out.contains("cards = { path") && !out.contains("games ="),
            "{out}"
        );
        assert!(
            out.contains("serde = \"1\"") && out.contains("opt-level = 1"),
            "{out}"
        );
        assert!(alone_manifest("[workspace]\n", &members, |_| true).is_err());
    }
}
