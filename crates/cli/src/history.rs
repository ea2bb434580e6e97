//! Your statistics per game and variant, kept in `statistics.json` in the data directory and
//! shown by `patience history`.
//!
//! The file is rewritten whole through a temporary file and a rename, so an interrupted write
//! leaves the old statistics (and at worst a stray temporary file, which is never read). A file
//! that cannot be read is never overwritten: `patience history` reports it and leaves it alone;
//! when a finished game must be counted, the bad file is first renamed aside to
//! `statistics.json.corrupt-TIMESTAMP` and the player is told where it went.

use crate::save;
use anyhow::{Context, Result, anyhow};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const FORMAT: &str = "patience statistics";
const VERSION: u32 = 1;

/// The statistics of one game or variant.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub title: String,
    pub played: u64,
    pub won: u64,
    pub current_streak: u64,
    pub longest_streak: u64,
    /// The fastest win, in milliseconds.
    pub best_time_ms: Option<u64>,
    /// The win with the fewest moves.
    pub fewest_moves: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Statistics {
    pub format: String,
    pub version: u32,
    /// By game or variant name.
    pub games: BTreeMap<String, Record>,
}

impl Default for Statistics {
    fn default() -> Self {
        Statistics {
            format: FORMAT.into(),
            version: VERSION,
            games: BTreeMap::new(),
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug)]
pub struct Outcome {
    pub won: bool,
    pub elapsed_ms: u64,
    pub moves: u64,
}

impl Record {
    pub fn add(&mut self, o: Outcome) {
        self.played += 1;
        if o.won {
            self.won += 1;
            self.current_streak += 1;
            self.longest_streak = self.longest_streak.max(self.current_streak);
            self.best_time_ms = Some(
                self.best_time_ms
                    .map_or(o.elapsed_ms, |b| b.min(o.elapsed_ms)),
            );
            self.fewest_moves = Some(self.fewest_moves.map_or(o.moves, |b| b.min(o.moves)));
        } else {
            self.current_streak = 0;
        }
    }
}

pub fn path(dir: &Path) -> PathBuf {
    dir.join("statistics.json")
}

/// Reads the statistics; a missing file is an empty record. The error names the file.
pub fn load(dir: &Path) -> Result<Statistics> {
    let p = path(dir);
    let text = match std::fs::read_to_string(&p) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Statistics::default()),
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", p.display())),
    };
    let stats: Statistics = serde_json::from_str(&text).map_err(|e| {
        anyhow!(
            "{}:{}:{}: not a statistics file: {e}",
            p.display(),
            e.line(),
            e.column()
        )
    })?;
    if stats.format != FORMAT {
        return Err(anyhow!(
            "{}: not a statistics file (no `format = \"{FORMAT}\"`)",
            p.display()
        ));
    }
    if stats.version != VERSION {
        return Err(anyhow!(
            "{}: written by another version (format {}; this one reads {VERSION})",
            p.display(),
            stats.version
        ));
    }
    Ok(stats)
}

/// Counts a finished game. Returns a note for the player when an unreadable file had to be
/// moved aside to make room.
pub fn record(dir: &Path, variant: &str, title: &str, o: Outcome) -> Result<Option<String>> {
    let (mut stats, note) = match load(dir) {
        Ok(s) => (s, None),
        Err(e) => {
            let to = save::move_aside(&path(dir))?;
            (
                Statistics::default(),
                Some(format!(
                    "{e:#}; it is kept as {} and new statistics begin",
                    to.display()
                )),
            )
        }
    };
    let r = stats.games.entry(variant.to_string()).or_default();
    r.title = title.to_string();
    r.add(o);
    let mut text = serde_json::to_string_pretty(&stats).context("statistics")?;
    text.push('\n');
    save::write_atomic(&path(dir), text.as_bytes())?;
    Ok(note)
}

pub fn time(ms: u64) -> String {
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// The statistics as a table.
pub fn table(stats: &Statistics) -> String {
    let mut out = format!(
        "{:<20} {:>6} {:>5} {:>8} {:>7} {:>8} {:>9} {:>6}\n",
        "game", "played", "won", "win rate", "streak", "longest", "best time", "fewest"
    );
    for (name, r) in &stats.games {
        let rate = if r.played == 0 {
            "-".to_string()
        } else {
            format!("{:.0}%", 100.0 * r.won as f64 / r.played as f64)
        };
        out += &format!(
            "{:<20} {:>6} {:>5} {:>8} {:>7} {:>8} {:>9} {:>6}\n",
            name,
            r.played,
            r.won,
            rate,
            r.current_streak,
            r.longest_streak,
            r.best_time_ms.map_or("-".into(), time),
            r.fewest_moves.map_or("-".into(), |m| m.to_string()),
        );
    }
    out
}

/// `patience history`.
pub fn show() -> Result<ExitCode> {
    let dir = save::data_dir()?;
    let stats = load(&dir)?;
    if stats.games.is_empty() {
        outln!("No finished games yet: play one with `patience play GAME`.");
        outln!("(Statistics are kept in {}.)", path(&dir).display());
    } else {
        out!("{}", table(&stats));
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn won(ms: u64, moves: u64) -> Outcome {
        Outcome {
            won: true,
            elapsed_ms: ms,
            moves,
        }
    }

    #[test]
    fn streaks_and_bests() {
        let mut r = Record::default();
        r.add(won(5000, 60));
        r.add(won(4000, 70));
        r.add(Outcome {
            won: false,
            elapsed_ms: 1,
            moves: 1,
        });
        r.add(won(9000, 52));
        assert_eq!((r.played, r.won), (4, 3));
        assert_eq!((r.current_streak, r.longest_streak), (1, 2));
        assert_eq!((r.best_time_ms, r.fewest_moves), (Some(4000), Some(52)));
    }

    #[test]
    fn a_leftover_temporary_file_does_not_spoil_the_statistics() {
        let dir = tempfile::tempdir().unwrap();
        record(dir.path(), "clock", "Clock", won(1000, 52)).unwrap();
        // A write interrupted before its rename leaves only a temporary file behind.
        std::fs::write(dir.path().join(".statistics.json.abc123.tmp"), "{\"gar").unwrap();
        let before = load(dir.path()).unwrap();
        assert_eq!(before.games["clock"].won, 1);
        record(dir.path(), "clock", "Clock", won(2000, 52)).unwrap();
        assert_eq!(load(dir.path()).unwrap().games["clock"].won, 2);
    }

    #[test]
    fn an_unreadable_file_is_kept_aside_not_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(path(dir.path()), "not json").unwrap();
        let e = load(dir.path()).unwrap_err().to_string();
        assert!(
            e.contains("statistics.json") && e.contains("not a statistics file"),
            "{e}"
        );
        let note = record(dir.path(), "clock", "Clock", won(1000, 52))
            .unwrap()
            .expect("told");
        assert!(note.contains("corrupt-"), "{note}");
        let kept: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().contains("corrupt-"))
            .collect();
        assert_eq!(kept.len(), 1);
        assert_eq!(std::fs::read(kept[0].path()).unwrap(), b"not json");
        assert_eq!(load(dir.path()).unwrap().games["clock"].played, 1);
    }
}
