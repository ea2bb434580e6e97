//! Compiles every `rules/*.toml` of the workspace into the binary, so that variant files
//! added to `rules/` need no code change.

use std::{env, fs, path::Path};

fn main() {
    let dir = Path::new(&env::var("CARGO_MANIFEST_DIR").unwrap()).join("../../rules");
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
    let mut out = String::from("&[\n");
    for p in names {
        println!("cargo:rerun-if-changed={}", p.display());
        let file = p.file_name().unwrap().to_string_lossy().to_string();
        out += &format!(
            "    ({file:?}, include_str!({:?})),\n",
            p.canonicalize().unwrap().display().to_string()
        );
    }
    out += "]\n";
    fs::write(
        Path::new(&env::var("OUT_DIR").unwrap()).join("rules_files.rs"),
        out,
    )
    .unwrap();
}
