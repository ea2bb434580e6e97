//! Saved games and the data directory: one file a game in progress, written atomically.
//!
//! The data directory is `$PATIENCE_DATA` when set, else the platform's data directory for
//! `patience` (e.g. `~/.local/share/patience`). Saves live in its `saves/` folder as
//! `VARIANT-seed-N.json`, or `VARIANT-deal-HASH.json` for a deal read from a file (named by
//! its cards). A second game of the same deal, started while the first waits, goes beside it
//! as `…-2.json`, so a game is never written over a file that is not its own. A save holds
//! everything needed to rebuild the session without the catalog: the game, the effective
//! rules table (so a local or `--rules` variant still resumes), the deal, the moves made,
//! the redo list, the time played, and whether the game is assisted or played pure. Files
//! named by earlier versions (`VARIANT.json`) are read the same way.
//!
//! Every file is written to a temporary file in the same folder and then renamed over the old
//! one, so a crash or a full disk leaves either the old file or the new one, never half of
//! each, and a write that fails leaves the last good save exactly as it was.
//!
//! A file that is not a readable save (corrupt, from a newer version, or with cards that are
//! not the game's pack) is never overwritten or removed: it is reported and left as it is;
//! only when a game's own file has gone bad is it renamed aside to `NAME.json.corrupt-TIMESTAMP`
//! (its bytes unchanged) before the game is written there again.

use crate::i18n::t;
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
    /// Whether an undo took back a card that had been shown, or the oracle's hint was asked
    /// (written only when so; a save without it is not assisted).
    #[serde(default, skip_serializing_if = "is_false")]
    pub assisted: bool,
    /// Whether the game is played pure: such an undo and the oracle are refused (written
    /// only when so).
    #[serde(default, skip_serializing_if = "is_false")]
    pub pure: bool,
}

impl Save {
    /// The save of `session`, a game of `game` played as `variant` under `rules`.
    pub fn of(
        (game, variant, title): (&str, &str, &str),
        rules: &toml::Table,
        session: &dyn engine::DynSession,
        elapsed: std::time::Duration,
        counted: bool,
    ) -> Save {
        Save {
            format: FORMAT.into(),
            version: VERSION,
            game: game.into(),
            variant: variant.into(),
            title: title.into(),
            rules: rules.clone(),
            deal: session.deal().clone(),
            moves: session.history(),
            redo: session.redo_list(),
            elapsed_ms: elapsed.as_millis() as u64,
            counted,
            assisted: session.assisted(),
            pure: session.pure(),
        }
    }
}

/// What the player is told of a save made: where, and the command that goes on with it.
pub fn saved_text(path: &Path, resume: &str) -> String {
    crate::i18n::t!("saved", path = path.display().to_string(), command = resume)
}

/// For `skip_serializing_if`: a flag that is off is left out, so the file reads as before.
pub fn is_false(b: &bool) -> bool {
    !*b
}

/// The directory for saves and statistics.
pub fn data_dir() -> Result<PathBuf> {
    if let Some(d) = std::env::var_os("PATIENCE_DATA").filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(d));
    }
    directories::ProjectDirs::from("", "", "patience")
        .map(|p| p.data_dir().to_path_buf())
        .ok_or_else(|| anyhow!("{}", t!("no-data-folder")))
}

/// A file name part made of safe characters only.
fn tame(name: &str) -> String {
    // A variant named by a local rules file could hold any character; keep the file name tame.
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// What tells a deal from every other in a file name: its number, or a hash of its cards
/// (FNV-1a, fixed here so the name never changes).
pub fn deal_key(deal: &Deal) -> String {
    match deal.seed {
        Some(s) => format!("seed-{s}"),
        None => {
            let mut h: u64 = 0xcbf2_9ce4_8422_2325;
            for c in &deal.cards {
                h ^= c.index() as u64;
                h = h.wrapping_mul(0x0000_0100_0000_01b3);
            }
            format!("deal-{h:016x}")
        }
    }
}

/// The first name for saves of the game of `variant` on `deal`. A second game of the same
/// deal, started while the first waits, is kept beside it ([`free_slot`]).
pub fn path(dir: &Path, variant: &str, deal: &Deal) -> PathBuf {
    dir.join("saves")
        .join(format!("{}-{}.json", tame(variant), deal_key(deal)))
}

/// Whether `path` is named as an earlier version named saves (`VARIANT.json`, one a game).
pub fn is_earlier_name(path: &Path, variant: &str) -> bool {
    path.file_name()
        .is_some_and(|n| n.to_string_lossy() == format!("{}.json", tame(variant)))
}

/// Where a game not yet written goes: [`path`], or `NAME-2.json`, `NAME-3.json` … when a file
/// is already there (a waiting save of the same deal, or one that cannot be read). A game is
/// never written over a file that is not its own.
pub fn free_slot(dir: &Path, variant: &str, deal: &Deal) -> PathBuf {
    let first = path(dir, variant, deal);
    let stem = first.with_extension("");
    let stem = stem.to_string_lossy();
    (1u32..)
        .map(|n| match n {
            1 => first.clone(),
            n => PathBuf::from(format!("{stem}-{n}.json")),
        })
        .find(|p| std::fs::symlink_metadata(p).is_err())
        .unwrap_or(first)
}

/// One file in the saves folder, read.
#[derive(Debug)]
pub struct Listed {
    pub path: PathBuf,
    pub modified: std::time::SystemTime,
    /// The save, or what is wrong with the file.
    pub save: Result<Save, String>,
}

/// Every `*.json` file of the saves folder, newest first. Files set aside as corrupt and
/// temporary files do not count.
pub fn list(dir: &Path) -> Vec<Listed> {
    let Ok(rd) = std::fs::read_dir(dir.join("saves")) else {
        return Vec::new();
    };
    let mut out: Vec<Listed> = rd
        .filter_map(|e| {
            let e = e.ok()?;
            let p = e.path();
            if p.extension()? != "json" || p.file_name()?.to_str()?.starts_with('.') {
                return None;
            }
            let modified = e.metadata().ok()?.modified().ok()?;
            let save = match std::fs::read_to_string(&p) {
                Ok(text) => parse(&text),
                Err(e) => Err(format!("cannot read it: {e}")),
            };
            Some(Listed {
                path: p,
                modified,
                save,
            })
        })
        .collect();
    out.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.path.cmp(&b.path)));
    out
}

/// The readable saves of `variant` on `deal`, newest first: games of this deal that wait to
/// be resumed.
pub fn waiting(dir: &Path, variant: &str, deal: &Deal) -> Vec<Listed> {
    list(dir)
        .into_iter()
        .filter(|l| {
            l.save
                .as_ref()
                .is_ok_and(|s| s.variant == variant && s.deal == *deal)
        })
        .collect()
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so a
/// crash or a full disk leaves the old file or the new one, never half of each; a failed
/// write leaves the old file exactly as it was. With `sync` the bytes reach the disk before
/// the rename (kept for leaving a game; a move's write skips it, as a crash of the program
/// cannot lose what the kernel already holds).
pub fn write_atomic(path: &Path, bytes: &[u8], sync: bool) -> Result<()> {
    let dir = path.parent().ok_or_else(|| {
        anyhow!(
            "{}",
            t!("not-a-file-path", path = path.display().to_string())
        )
    })?;
    std::fs::create_dir_all(dir)
        .with_context(|| t!("cannot-create-folder", dir = dir.display().to_string()))?;
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
        .with_context(|| t!("cannot-create-temporary", dir = dir.display().to_string()))?;
    tmp.write_all(bytes)
        .and_then(|()| {
            if sync {
                tmp.as_file().sync_all()
            } else {
                Ok(())
            }
        })
        .with_context(|| t!("cannot-write", path = tmp.path().display().to_string()))?;
    tmp.persist(path)
        .map_err(|e| e.error)
        .with_context(|| t!("cannot-write", path = path.display().to_string()))?;
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
        t!(
            "cannot-move-aside",
            path = path.display().to_string(),
            to = to.display().to_string()
        )
    })?;
    Ok(to)
}

/// Checks a save's text; the error says what is wrong (the caller adds the file).
pub fn parse(text: &str) -> std::result::Result<Save, String> {
    // The format marker is checked first so a foreign JSON file is named as such rather than
    // reported as a missing field.
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
        t!(
            "save-not-json",
            line = e.line().to_string(),
            col = e.column().to_string(),
            error = crate::i18n::from_game(&engine::tame(&e.to_string()))
        )
    })?;
    match value.get("format").and_then(|f| f.as_str()) {
        Some(FORMAT) => {}
        _ => return Err(t!("save-no-format")),
    }
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(v) if v == u64::from(VERSION) => {}
        Some(v) => {
            return Err(t!(
                "save-newer",
                found = v.to_string(),
                reads = VERSION.to_string()
            ));
        }
        None => return Err(t!("save-no-version")),
    }
    // Read again from the text, so an error says the line and column it is at.
    serde_json::from_str(text).map_err(|e| {
        t!(
            "save-broken",
            error = crate::i18n::from_game(&engine::tame(&e.to_string()))
        )
    })
}

/// Writes `save` to `path`. When `check` is set (the game's first write there) a file in
/// its place that is not a save of the same game is renamed aside first, its bytes kept; the
/// returned path says where it went.
pub fn store(path: &Path, save: &Save, check: bool, sync: bool) -> Result<Option<PathBuf>> {
    let aside = match check.then(|| std::fs::read_to_string(path)) {
        None => None,
        Some(Err(e)) if e.kind() == std::io::ErrorKind::NotFound => None,
        Some(Ok(text))
            if parse(&text).is_ok_and(|s| s.variant == save.variant && s.deal == save.deal) =>
        {
            None
        }
        Some(_) => Some(move_aside(path)?),
    };
    let mut text = serde_json::to_string_pretty(save)
        .with_context(|| t!("cannot-write", path = path.display().to_string()))?;
    text.push('\n');
    write_atomic(path, text.as_bytes(), sync)?;
    Ok(aside)
}

/// Removes the save at `path` once its game has ended, if it is still a save of that game;
/// anything else there (a file put in its place) is left alone.
pub fn remove(path: &Path, variant: &str, deal: &Deal) -> Result<()> {
    let ours = std::fs::read_to_string(path)
        .ok()
        .and_then(|t| parse(&t).ok())
        .is_some_and(|s| s.variant == variant && s.deal == *deal);
    if ours {
        std::fs::remove_file(path)
            .with_context(|| t!("cannot-remove", path = path.display().to_string()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(seed: Option<u64>) -> Save {
        Save {
            format: FORMAT.into(),
            version: VERSION,
            game: "clock".into(),
            variant: "watch".into(),
            title: "Watch".into(),
            rules: toml::from_str("swaps = 1").unwrap(),
            deal: Deal {
                seed,
                cards: vec!["AS".parse().unwrap(), "TD".parse().unwrap()],
            },
            moves: vec!["turn".into(), "swap p3".into()],
            redo: vec!["turn".into()],
            elapsed_ms: 1234,
            counted: false,
            assisted: false,
            pure: false,
        }
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(dir.join("saves"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    /// Writes `s` where a new game of it goes, as a game's first write does.
    fn put(dir: &Path, s: &Save) -> (PathBuf, Option<PathBuf>) {
        let p = free_slot(dir, &s.variant, &s.deal);
        let aside = store(&p, s, true, true).unwrap();
        (p, aside)
    }

    fn waits(dir: &Path, s: &Save) -> usize {
        waiting(dir, &s.variant, &s.deal).len()
    }

    #[test]
    fn a_save_reads_back_as_written() {
        let dir = tempfile::tempdir().unwrap();
        let (p, aside) = put(dir.path(), &sample(Some(u64::MAX)));
        assert!(aside.is_none());
        assert!(
            p.ends_with("saves/watch-seed-18446744073709551615.json"),
            "{p:?}"
        );
        assert_eq!(
            parse(&std::fs::read_to_string(&p).unwrap()).unwrap(),
            sample(Some(u64::MAX))
        );
    }

    #[test]
    fn the_assisted_and_pure_marks_are_written_only_when_set_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let (p, _) = put(dir.path(), &sample(Some(1)));
        let text = std::fs::read_to_string(&p).unwrap();
        assert!(
            !text.contains("assisted") && !text.contains("pure"),
            "{text}"
        );
        let marked = Save {
            assisted: true,
            pure: true,
            ..sample(Some(1))
        };
        store(&p, &marked, false, false).unwrap();
        let text = std::fs::read_to_string(&p).unwrap();
        assert!(text.contains("\"assisted\": true"), "{text}");
        assert_eq!(parse(&text).unwrap(), marked);
    }

    #[test]
    fn each_deal_has_its_own_save_and_ending_one_removes_only_it() {
        let dir = tempfile::tempdir().unwrap();
        put(dir.path(), &sample(Some(3)));
        let (nine, _) = put(dir.path(), &sample(Some(9)));
        put(dir.path(), &sample(None));
        let mut other_cards = sample(None);
        other_cards.deal.cards.reverse();
        put(dir.path(), &other_cards);
        assert_eq!(list(dir.path()).len(), 4);
        // Only a save of the game that ended goes, and only from its own file.
        remove(&nine, "clock", &sample(Some(9)).deal).unwrap();
        assert!(nine.exists());
        remove(&nine, "watch", &sample(Some(9)).deal).unwrap();
        let left = names(dir.path());
        assert_eq!(left.len(), 3, "{left:?}");
        assert!(left.contains(&"watch-seed-3.json".to_string()), "{left:?}");
        assert_eq!(waits(dir.path(), &other_cards), 1);
        assert_eq!(waits(dir.path(), &sample(Some(9))), 0);
    }

    #[test]
    fn a_second_game_of_a_deal_is_kept_beside_the_waiting_one() {
        let dir = tempfile::tempdir().unwrap();
        let (first, _) = put(dir.path(), &sample(Some(3)));
        let mut second = sample(Some(3));
        second.moves.push("turn".into());
        let (p, aside) = put(dir.path(), &second);
        assert!(aside.is_none());
        assert!(p.ends_with("saves/watch-seed-3-2.json"), "{p:?}");
        assert_eq!(waits(dir.path(), &second), 2);
        // Ending the second game leaves the first exactly as it was.
        let before = std::fs::read(&first).unwrap();
        remove(&p, "watch", &second.deal).unwrap();
        assert_eq!(std::fs::read(&first).unwrap(), before);
        assert_eq!(names(dir.path()), ["watch-seed-3.json"]);
    }

    #[test]
    fn two_deals_under_one_number_keep_two_saves() {
        let dir = tempfile::tempdir().unwrap();
        let mut typed_in = sample(Some(3));
        typed_in.deal.cards.reverse();
        let (a, _) = put(dir.path(), &sample(Some(3)));
        let (b, aside) = put(dir.path(), &typed_in);
        assert!(aside.is_none());
        assert_ne!(a, b);
        assert_eq!(list(dir.path()).len(), 2);
        remove(&b, "watch", &typed_in.deal).unwrap();
        assert_eq!(waits(dir.path(), &sample(Some(3))), 1);
        assert!(a.exists() && !b.exists());
    }

    #[test]
    fn an_earlier_versions_file_is_read_and_named_as_such() {
        let dir = tempfile::tempdir().unwrap();
        let old = dir.path().join("saves/watch.json");
        std::fs::create_dir_all(old.parent().unwrap()).unwrap();
        std::fs::write(&old, serde_json::to_string(&sample(Some(3))).unwrap()).unwrap();
        assert_eq!(waits(dir.path(), &sample(Some(3))), 1);
        assert!(is_earlier_name(&old, "watch"));
        assert!(!is_earlier_name(
            &path(dir.path(), "watch", &sample(Some(3)).deal),
            "watch"
        ));
        // A new game of that deal does not go over it.
        let (p, _) = put(dir.path(), &sample(Some(3)));
        assert_ne!(p, old);
        assert!(old.exists());
    }

    #[test]
    fn a_foreign_file_is_never_written_over_and_kept_aside_when_checked() {
        let dir = tempfile::tempdir().unwrap();
        let p = path(dir.path(), "watch", &sample(Some(1)).deal);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, "{\"hello\": 1}").unwrap();
        let listed = list(dir.path());
        assert!(
            listed[0]
                .save
                .as_ref()
                .unwrap_err()
                .contains("not a saved game")
        );
        // Ending that deal's game leaves the foreign file alone.
        remove(&p, "watch", &sample(Some(1)).deal).unwrap();
        assert!(p.exists());
        // A new game goes beside it.
        let (q, _) = put(dir.path(), &sample(Some(1)));
        assert_ne!(q, p);
        assert_eq!(std::fs::read(&p).unwrap(), b"{\"hello\": 1}");
        // Written there on purpose (a resumed game's own file gone bad), it is moved aside.
        std::fs::write(&q, "{\"hello\": 2}").unwrap();
        let aside = store(&q, &sample(Some(1)), true, false)
            .unwrap()
            .expect("moved aside");
        assert_eq!(std::fs::read(&aside).unwrap(), b"{\"hello\": 2}");
        assert!(
            aside
                .to_string_lossy()
                .contains("watch-seed-1-2.json.corrupt-")
        );
    }

    #[test]
    fn odd_variant_names_make_tame_file_names() {
        let d = sample(Some(2)).deal;
        let p = path(Path::new("/d"), "my rules/../x", &d);
        assert_eq!(p, Path::new("/d/saves/my_rules____x-seed-2.json"));
        let key = deal_key(&sample(None).deal);
        assert!(key.starts_with("deal-") && key.len() == 21, "{key}");
    }
}
