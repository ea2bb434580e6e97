//! The facade that links every game crate. A crate no source file names is not linked, and
//! its `inventory` registration would silently vanish; each game is named here once.

use game_big_ben as _;
use game_clock as _;
use game_sir_tommy as _;

/// The rules files of `rules/`, compiled in: `(file name, text)`.
pub static RULES_FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/rules_files.rs"));
