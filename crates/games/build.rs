//! Writes what the facade links and compiles in:
//!
//! - `links.rs`: a `use game_x as _;` for every `game-*` dependency in this crate's
//!   `Cargo.toml`, so that adding a game is one dependency line (which `cargo xtask new-game`
//!   writes) and no code;
//! - `rules_files.rs`: every variant file of `rules/` (a file that names its `base`), so that
//!   variant files added to `rules/` need no code change. A game's own rules file is compiled
//!   in by its crate, where it registers (`register_game!`), and is left out here so that it
//!   is read once.

use std::{env, fs, path::Path};

fn main() {
    let here = env::var("CARGO_MANIFEST_DIR").unwrap();
    let out = env::var("OUT_DIR").unwrap();
    let manifest = Path::new(&here).join("Cargo.toml");
    println!("cargo:rerun-if-changed={}", manifest.display());
    let text = fs::read_to_string(&manifest).unwrap();
    let mut links = String::new();
    for krate in game_dependencies(&text) {
        links += &format!("use {} as _;\n", krate.replace('-', "_"));
    }
    fs::write(Path::new(&out).join("links.rs"), links).unwrap();

    let dir = Path::new(&here).join("../../rules");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<_> = fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "toml"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let mut rules = String::from("&[\n");
    for p in names {
        println!("cargo:rerun-if-changed={}", p.display());
        let text = fs::read_to_string(&p).unwrap_or_default();
        if !names_a_base(&text) {
            continue;
        }
        let file = p.file_name().unwrap().to_string_lossy().to_string();
        rules += &format!(
            "    ({file:?}, include_str!({:?})),\n",
            p.canonicalize().unwrap().display().to_string()
        );
    }
    rules += "]\n";
    fs::write(Path::new(&out).join("rules_files.rs"), rules).unwrap();
}

/// The `game-*` keys of the `[dependencies]` table.
fn game_dependencies(manifest: &str) -> Vec<String> {
    let mut in_deps = false;
    let mut out = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_deps = line == "[dependencies]";
            continue;
        }
        if !in_deps || !line.starts_with("game-") {
            continue;
        }
        let key = line
            .split(|c: char| c == '=' || c == '.' || c.is_whitespace())
            .next()
            .unwrap_or_default();
        out.push(key.to_string());
    }
    out
}

/// Whether a rules file has a top-level `base = …` line (before any `[table]`).
fn names_a_base(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with('['))
        .any(|l| {
            l.strip_prefix("base")
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        })
}
