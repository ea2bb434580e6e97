//! The facade that links every game crate. A crate no source file names is not linked, and
//! its `inventory` registration would silently vanish; the build script names every `game-*`
//! dependency of this crate here, so a game is linked by its one dependency line.

include!(concat!(env!("OUT_DIR"), "/links.rs"));

/// The variant files of `rules/`, compiled in: `(file name, text)`. The games' own rules
/// come with their registrations.
pub static RULES_FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/rules_files.rs"));
