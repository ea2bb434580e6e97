//! Writes what the facade links and compiles in:
//!
//! - `links.rs`: a `use game_x as _;` for every `game-*` dependency in this crate's
//!   `Cargo.toml`, so that adding a game is one dependency line (which `cargo xtask new-game`
//!   writes) and no code;
//! - `rules_files.rs`: every file of `rules/`, for the facade's test that each is brought by
//!   its game (a game crate compiles in its own file and its variants, `BuiltInRules`, and
//!   registers them with `register_game!`).

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
