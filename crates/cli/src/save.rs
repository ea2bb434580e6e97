//! Saved games and the data directory: one save per game or variant, written atomically.
//!
//! The data directory is `$PATIENCE_DATA` when set, else the platform's data directory for
//! `patience` (e.g. `~/.local/share/patience`). Saves live in its `saves/` folder as
//! `NAME.json`, NAME being the game or variant. A save holds everything needed to rebuild the
//! session without the catalog: the game, the effective rules table (so a local variant still
//! resumes), the deal, the moves made, the redo list and the time played.
//!
//! Every file is written to a temporary file in the same folder and then renamed over the old
//! one, so a crash leaves either the old file or the new one, never half of each.
//!
//! A file that is not a readable save (corrupt, from a newer version, or of another game) is
//! never overwritten: `--resume` reports its path and what is wrong and leaves it as it is;
//! when the board next saves that game, the bad file is first renamed aside to
//! `NAME.json.corrupt-TIMESTAMP` (its bytes unchanged) and the player is told where it went.

use anyhow::{Context, Result, anyhow};
use engine::Deal;
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Tells a save from any other JSON file.
pub const FORMAT: &str = "patience save";
/// Bumped when the layout changes; a newer save is refused rather than misread.
pub const VERSION: u32 = 1;

/// One saved game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Save {
    pub format: String,
    pub version: u32,
    /// The registry name of the game (`clock`).
    pub game: String,
    /// The game or variant it was played as (`watch`); names the file.
    pub variant: String,
    pub title: String,
    /// The effective `[rules]` table.
    pub rules: toml::Table,
    pub deal: Deal,
    /// The moves made, in notation, first first.
    pub moves: Vec<String>,
    /// The moves undone that redo would replay, next first.
    pub redo: Vec<String>,
    /// Time played, in milliseconds.
    pub elapsed_ms: u64,
    /// Whether the game's end was already counted in the statistics.
    #[serde(default)]
    pub counted: bool,
}

/// The directory for saves and statistics.
pub fn data_dir() -> Result<PathBuf> {
    if let Some(d) = std::env::var_os("PATIENCE_DATA").filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(d));
    }
    directories::ProjectDirs::from("", "", "patience")
        .map(|p| p.data_dir().to_path_buf())
        .ok_or_else(|| {
            anyhow!("no data directory: set PATIENCE_DATA to a folder for saves and statistics")
        })
}

/// The name of the game or variant saved last (by the file's time), if any save exists.
pub fn latest(dir: &Path) -> Option<String> {
    std::fs::read_dir(dir.join("saves"))
        .ok()?
        .filter_map(|e| {
            let e = e.ok()?;
            let p = e.path();
            // Only `NAME.json`: files set aside as corrupt or half-written do not count.
            if p.extension()? != "json" {
                return None;
            }
            Some((
                e.metadata().ok()?.modified().ok()?,
                p.file_stem()?.to_str()?.to_string(),
            ))
        })
        .max()
        .map(|(_, name)| name)
}

/// The save file of game or variant `variant`.
pub fn path(dir: &Path, variant: &str) -> PathBuf {
    // A variant named by a local rules file could hold any character; keep the file name tame.
    let name: String = variant
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    dir.join("saves").join(format!("{name}.json"))
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    let dir = path
        .parent()
        .ok_or_else(|| anyhow!("{}: not a file path", path.display()))?;
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let prefix = format!(
        ".{}.",
        path.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    );
    let mut tmp = tempfile::Builder::new()
        .prefix(&prefix)
        .suffix(".tmp")
        .tempfile_in(dir)
        .with_context(|| format!("cannot create a temporary file in {}", dir.display()))?;
    tmp.write_all(bytes)
        .and_then(|()| tmp.as_file().sync_all())
        .with_context(|| format!("cannot write {}", tmp.path().display()))?;
    tmp.persist(path)
        .map_err(|e| e.error)
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}

/// A name beside `path` for keeping a bad file: `NAME.corrupt-SECONDS`, made unique.
pub fn aside_name(path: &Path) -> PathBuf {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let base = path.as_os_str().to_string_lossy().into_owned();
    let mut candidate = PathBuf::from(format!("{base}.corrupt-{secs}"));
    let mut n = 1;
    while candidate.exists() {
        candidate = PathBuf::from(format!("{base}.corrupt-{secs}-{n}"));
        n += 1;
    }
    candidate
}

/// Renames a bad file aside, keeping its bytes; returns where it went.
pub fn move_aside(path: &Path) -> Result<PathBuf> {
    let to = aside_name(path);
    std::fs::rename(path, &to).with_context(|| {
        format!(
            "cannot rename {} to {} to keep it",
            path.display(),
            to.display()
        )
    })?;
    Ok(to)
}

/// Why a save could not be read.
#[derive(Debug)]
pub enum LoadError {
    Missing,
    /// Unreadable or not a save; the message names the file.
    Bad(anyhow::Error),
}

/// Reads and checks the save at `path`; `variant` is the game or variant it must belong to.
pub fn load(path: &Path, variant: &str) -> Result<Save, LoadError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(LoadError::Missing),
        Err(e) => {
            return Err(LoadError::Bad(
                anyhow::Error::new(e).context(format!("cannot read {}", path.display())),
            ));
        }
    };
    parse(&text, variant).map_err(|e| LoadError::Bad(anyhow!("{}: {e}", path.display())))
}

/// Checks a save's text; the error says what is wrong (the caller adds the file).
pub fn parse(text: &str, variant: &str) -> std::result::Result<Save, String> {
    // The format marker is checked first so a foreign JSON file is named as such rather than
    // reported as a missing field.
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
        format!(
            "not a saved game (not valid JSON at line {}, column {}: {e})",
            e.line(),
            e.column()
        )
    })?;
    match value.get("format").and_then(|f| f.as_str()) {
        Some(FORMAT) => {}
        _ => return Err(format!("not a saved game (no `format = \"{FORMAT}\"`)")),
    }
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(v) if v == u64::from(VERSION) => {}
        Some(v) => {
            return Err(format!(
                "saved by a newer version (save format {v}; this one reads {VERSION})"
            ));
        }
        None => return Err("key `version`: expected a whole number".into()),
    }
    let save: Save = serde_json::from_value(value).map_err(|e| format!("broken save: {e}"))?;
    if save.variant != variant {
        return Err(format!(
            "this is a save of `{}`, not of `{variant}`",
            save.variant
        ));
    }
    Ok(save)
}

/// Writes `save` to its file. A file there that is not a save of this game is renamed aside
/// first; the returned path says where it went.
pub fn store(dir: &Path, save: &Save) -> Result<(PathBuf, Option<PathBuf>)> {
    let path = path(dir, &save.variant);
    let aside = match load(&path, &save.variant) {
        Ok(_) | Err(LoadError::Missing) => None,
        Err(LoadError::Bad(_)) => Some(move_aside(&path)?),
    };
    let mut text = serde_json::to_string_pretty(save)
        .with_context(|| format!("cannot write {}", path.display()))?;
    text.push('\n');
    write_atomic(&path, text.as_bytes())?;
    Ok((path, aside))
}

/// Removes the save of `variant` once its game has ended, unless the file there is not a
/// save of it (a bad file is kept for the player to look at).
pub fn remove(dir: &Path, variant: &str) -> Result<()> {
    let path = path(dir, variant);
    if load(&path, variant).is_ok() {
        std::fs::remove_file(&path).with_context(|| format!("cannot remove {}", path.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Save {
        Save {
            format: FORMAT.into(),
            version: VERSION,
            game: "clock".into(),
            variant: "watch".into(),
            title: "Watch".into(),
            rules: toml::from_str("swaps = 1").unwrap(),
            deal: Deal {
                seed: Some(u64::MAX),
                cards: vec!["AS".parse().unwrap(), "TD".parse().unwrap()],
            },
            moves: vec!["turn".into(), "swap p3".into()],
            redo: vec!["turn".into()],
            elapsed_ms: 1234,
            counted: false,
        }
    }

    #[test]
    fn a_save_reads_back_as_written() {
        let dir = tempfile::tempdir().unwrap();
        let (p, aside) = store(dir.path(), &sample()).unwrap();
        assert!(aside.is_none());
        assert_eq!(load(&p, "watch").unwrap(), sample());
    }

    #[test]
    fn a_foreign_file_is_named_and_moved_aside_on_the_next_save() {
        let dir = tempfile::tempdir().unwrap();
        let p = path(dir.path(), "watch");
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, "{\"hello\": 1}").unwrap();
        match load(&p, "watch") {
            Err(LoadError::Bad(e)) => {
                let m = e.to_string();
                assert!(
                    m.contains("watch.json") && m.contains("not a saved game"),
                    "{m}"
                );
            }
            other => panic!("{other:?}"),
        }
        let (_, aside) = store(dir.path(), &sample()).unwrap();
        let aside = aside.expect("moved aside");
        assert_eq!(std::fs::read(&aside).unwrap(), b"{\"hello\": 1}");
        assert!(aside.to_string_lossy().contains("watch.json.corrupt-"));
    }

    #[test]
    fn a_save_of_another_variant_is_refused() {
        let text = serde_json::to_string(&sample()).unwrap();
        let e = parse(&text, "clock").unwrap_err();
        assert!(e.contains("not of `clock`"), "{e}");
    }

    #[test]
    fn odd_variant_names_make_tame_file_names() {
        let p = path(Path::new("/d"), "my rules/../x");
        assert_eq!(p, Path::new("/d/saves/my_rules____x.json"));
    }
}
