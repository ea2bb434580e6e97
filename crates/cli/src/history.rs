//! Your record of finished games, kept in `history.log` in the data directory and shown by
//! `patience history`.
//!
//! The log holds one JSON object a line, one line per finished game (won, lost or given up),
//! and is only ever appended to, under an exclusive lock of the file, so any number of
//! processes can finish games at the same moment and every record is kept. The totals
//! (played, won, streaks, bests) are worked out from the lines when they are shown. A win
//! where an undo took back a card that had been shown is marked assisted: it counts as won
//! and, apart, as assisted, and sets no best.
//!
//! Why a log and not a database: a record is written once and never changed, so appending a
//! line under a lock is the whole transaction; the file stays readable with any text tool,
//! and the operating system's file lock (in the standard library) is all it needs.
//!
//! A line that cannot be read (a write cut off by a crash, an edit) is reported and skipped,
//! never removed: the file is left as it is. The totals kept by earlier versions in
//! `statistics.json` are imported once, as one line per game, and that file is then kept
//! as `statistics.json.imported`.

use crate::save;
use anyhow::{Context, Result, anyhow};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    Won,
    Lost,
    /// Left without finishing and without a save to go on from (a new deal while a game was
    /// on): counted as played and not won, so win rates are not inflated.
    GivenUp,
}

impl Outcome {
    fn word(self) -> &'static str {
        match self {
            Outcome::Won => "won",
            Outcome::Lost => "lost",
            Outcome::GivenUp => "given up",
        }
    }
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// The game or variant played (`watch`).
    pub variant: String,
    pub title: String,
    /// The deal number, when the deal came from one.
    pub seed: Option<u64>,
    pub outcome: Outcome,
    pub moves: u64,
    /// Time played, in milliseconds.
    pub elapsed_ms: u64,
    /// When it ended, in seconds since 1970 (UTC).
    pub ended: u64,
    /// An undo took back a card that had been shown (written only when so; a line without
    /// it, such as an earlier version's, is a game played without that help).
    #[serde(default, skip_serializing_if = "save::is_false")]
    pub assisted: bool,
}

/// The totals of one game or variant kept by an earlier version, imported as they were.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Imported {
    pub variant: String,
    pub title: String,
    pub played: u64,
    pub won: u64,
    pub current_streak: u64,
    pub longest_streak: u64,
    pub best_time_ms: Option<u64>,
    pub fewest_moves: Option<u64>,
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Line {
    Game(Game),
    Imported(Imported),
}

/// The totals of one game or variant.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Summary {
    pub title: String,
    pub played: u64,
    /// Every win, assisted or not.
    pub won: u64,
    /// Of the wins, those where an undo took back a card that had been shown.
    pub won_assisted: u64,
    pub lost: u64,
    pub given_up: u64,
    pub current_streak: u64,
    pub longest_streak: u64,
    /// The fastest win without assistance, in milliseconds.
    pub best_time_ms: Option<u64>,
    /// The win without assistance with the fewest moves.
    pub fewest_moves: Option<u64>,
}

impl Summary {
    fn add(&mut self, g: &Game) {
        self.title.clone_from(&g.title);
        self.played += 1;
        match g.outcome {
            Outcome::Won if g.assisted => {
                // A win, but no record: the player chose again knowing a card.
                self.won += 1;
                self.won_assisted += 1;
                self.current_streak += 1;
                self.longest_streak = self.longest_streak.max(self.current_streak);
            }
            Outcome::Won => {
                self.won += 1;
                self.current_streak += 1;
                self.longest_streak = self.longest_streak.max(self.current_streak);
                self.best_time_ms = Some(
                    self.best_time_ms
                        .map_or(g.elapsed_ms, |b| b.min(g.elapsed_ms)),
                );
                self.fewest_moves = Some(self.fewest_moves.map_or(g.moves, |b| b.min(g.moves)));
            }
            Outcome::Lost => {
                self.lost += 1;
                self.current_streak = 0;
            }
            Outcome::GivenUp => {
                self.given_up += 1;
                self.current_streak = 0;
            }
        }
    }

    fn import(&mut self, i: &Imported) {
        if self.title.is_empty() {
            self.title.clone_from(&i.title);
        }
        self.played += i.played;
        self.won += i.won;
        // The old totals did not tell lost from given up.
        self.lost += i.played.saturating_sub(i.won);
        self.current_streak = i.current_streak;
        self.longest_streak = self.longest_streak.max(i.longest_streak);
        self.best_time_ms = min_opt(self.best_time_ms, i.best_time_ms);
        self.fewest_moves = min_opt(self.fewest_moves, i.fewest_moves);
    }

    pub fn win_rate(&self) -> Option<f64> {
        (self.played > 0).then(|| self.won as f64 / self.played as f64)
    }
}

fn min_opt(a: Option<u64>, b: Option<u64>) -> Option<u64> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// The log as read.
#[derive(Clone, Debug, Default)]
pub struct History {
    /// Every line read, in order.
    pub lines: Vec<Line>,
    /// Lines that could not be read: line number and why (the file is left as it is).
    pub skipped: Vec<(usize, String)>,
    /// What the reader should know: an old statistics file that could not be read.
    pub notes: Vec<String>,
}

impl History {
    /// Totals by game or variant.
    pub fn summaries(&self) -> BTreeMap<String, Summary> {
        let mut out: BTreeMap<String, Summary> = BTreeMap::new();
        for line in &self.lines {
            match line {
                Line::Game(g) => out.entry(g.variant.clone()).or_default().add(g),
                Line::Imported(i) => out.entry(i.variant.clone()).or_default().import(i),
            }
        }
        out
    }

    /// The last `n` games, of `variant` or of all, most recent first.
    pub fn recent(&self, variant: Option<&str>, n: usize) -> Vec<&Game> {
        self.lines
            .iter()
            .rev()
            .filter_map(|l| match l {
                Line::Game(g) if variant.is_none_or(|v| v == g.variant) => Some(g),
                _ => None,
            })
            .take(n)
            .collect()
    }
}

pub fn path(dir: &Path) -> PathBuf {
    dir.join("history.log")
}

/// Where earlier versions kept their totals.
fn old_path(dir: &Path) -> PathBuf {
    dir.join("statistics.json")
}

fn parse(text: &str) -> History {
    let mut h = History::default();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<Line>(line) {
            Ok(l) => h.lines.push(l),
            Err(e) => h.skipped.push((i + 1, e.to_string())),
        }
    }
    h
}

/// Reads the log (and the totals of an earlier version not yet imported); a missing log is
/// an empty history. The error names the file.
pub fn load(dir: &Path) -> Result<History> {
    let p = path(dir);
    let mut h = match File::open(&p) {
        Ok(mut f) => {
            f.lock_shared()
                .with_context(|| format!("cannot lock {}", p.display()))?;
            let mut text = String::new();
            f.read_to_string(&mut text)
                .with_context(|| format!("cannot read {}", p.display()))?;
            parse(&text)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => History::default(),
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", p.display())),
    };
    if !h.lines.iter().any(|l| matches!(l, Line::Imported(_))) {
        match read_old(dir) {
            Ok(Some(old)) => drop(h.lines.splice(0..0, old.into_iter().map(Line::Imported))),
            Ok(None) => {}
            Err(e) => h.notes.push(format!(
                "{e:#}: left as it is, and kept aside when the next game is recorded"
            )),
        }
    }
    Ok(h)
}

/// The totals of `statistics.json`, if that file is there.
fn read_old(dir: &Path) -> Result<Option<Vec<Imported>>> {
    #[derive(Deserialize)]
    struct Old {
        format: String,
        version: u32,
        games: BTreeMap<String, OldRecord>,
    }
    #[derive(Deserialize)]
    struct OldRecord {
        title: String,
        played: u64,
        won: u64,
        current_streak: u64,
        longest_streak: u64,
        best_time_ms: Option<u64>,
        fewest_moves: Option<u64>,
    }
    let p = old_path(dir);
    let text = match std::fs::read_to_string(&p) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", p.display())),
    };
    let old: Old = serde_json::from_str(&text).map_err(|e| {
        anyhow!(
            "{}:{}:{}: not a statistics file: {e}",
            p.display(),
            e.line(),
            e.column()
        )
    })?;
    if old.format != "patience statistics" || old.version != 1 {
        return Err(anyhow!(
            "{}: not a statistics file this version reads",
            p.display()
        ));
    }
    Ok(Some(
        old.games
            .into_iter()
            .map(|(variant, r)| Imported {
                variant,
                title: r.title,
                played: r.played,
                won: r.won,
                current_streak: r.current_streak,
                longest_streak: r.longest_streak,
                best_time_ms: r.best_time_ms,
                fewest_moves: r.fewest_moves,
            })
            .collect(),
    ))
}

/// Appends the record of a finished game. Returns notes for the player (an old statistics
/// file imported, or one that could not be read and was kept aside).
pub fn record(dir: &Path, game: Game) -> Result<Vec<String>> {
    let p = path(dir);
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut f = OpenOptions::new()
        .read(true)
        .append(true)
        .create(true)
        .open(&p)
        .with_context(|| format!("cannot open {}", p.display()))?;
    // Held until `f` is dropped: one writer at a time, and readers wait for whole lines.
    f.lock()
        .with_context(|| format!("cannot lock {}", p.display()))?;
    let mut text = String::new();
    f.read_to_string(&mut text)
        .with_context(|| format!("cannot read {}", p.display()))?;
    let mut out = String::new();
    // A line cut off by a crash must not swallow the record written after it.
    if !text.is_empty() && !text.ends_with('\n') {
        out.push('\n');
    }
    let mut notes = Vec::new();
    let mut imported = false;
    if !parse(&text)
        .lines
        .iter()
        .any(|l| matches!(l, Line::Imported(_)))
    {
        match read_old(dir) {
            Ok(Some(old)) => {
                for i in old {
                    out += &serde_json::to_string(&Line::Imported(i)).context("history")?;
                    out.push('\n');
                }
                imported = true;
            }
            Ok(None) => {}
            Err(e) => {
                let to = save::move_aside(&old_path(dir))?;
                notes.push(format!(
                    "{e:#}; it is kept as {} and your record goes on without it",
                    to.display()
                ));
            }
        }
    }
    out += &serde_json::to_string(&Line::Game(game)).context("history")?;
    out.push('\n');
    f.seek(SeekFrom::End(0))
        .and_then(|_| f.write_all(out.as_bytes()))
        .and_then(|()| f.sync_all())
        .with_context(|| format!("cannot write {}", p.display()))?;
    if imported {
        let kept = dir.join("statistics.json.imported");
        match std::fs::rename(old_path(dir), &kept) {
            Ok(()) => notes.push(format!(
                "your earlier statistics are now in {} (the old file is kept as {})",
                p.display(),
                kept.display()
            )),
            Err(e) => notes.push(format!(
                "your earlier statistics are now in {}; {} could not be renamed ({e}) and is no longer read",
                p.display(),
                old_path(dir).display()
            )),
        }
    }
    Ok(notes)
}

/// Seconds since 1970, for `ended`.
pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

pub fn time(ms: u64) -> String {
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// The totals as a table.
pub fn table(summaries: &BTreeMap<String, Summary>) -> String {
    let mut out = format!(
        "{:<24} {:>6} {:>5} {:>8} {:>5} {:>8} {:>8} {:>6} {:>7} {:>9} {:>6}\n",
        "game",
        "played",
        "won",
        "assisted",
        "lost",
        "given up",
        "win rate",
        "streak",
        "longest",
        "best time",
        "fewest"
    );
    for (name, r) in summaries {
        out += &format!(
            "{:<24} {:>6} {:>5} {:>8} {:>5} {:>8} {:>8} {:>6} {:>7} {:>9} {:>6}\n",
            name,
            r.played,
            r.won,
            r.won_assisted,
            r.lost,
            r.given_up,
            r.win_rate()
                .map_or("-".into(), |p| format!("{:.0}%", 100.0 * p)),
            r.current_streak,
            r.longest_streak,
            r.best_time_ms.map_or("-".into(), time),
            r.fewest_moves.map_or("-".into(), |m| m.to_string()),
        );
    }
    out
}

/// The recent games as lines of text.
pub fn recent_lines(games: &[&Game]) -> String {
    let mut out = String::new();
    for g in games {
        out += &format!(
            "  {:<24} {:<15} {:>8} {:>5} moves {:>8}\n",
            g.variant,
            match (g.outcome, g.assisted) {
                (Outcome::Won, true) => "won (assisted)",
                (o, _) => o.word(),
            },
            g.seed.map_or("file".into(), |s| format!("deal {s}")),
            g.moves,
            time(g.elapsed_ms)
        );
    }
    out
}

/// `patience history [GAME] [--json]`.
pub fn show(game: Option<&str>, json: bool) -> Result<std::process::ExitCode> {
    let dir = save::data_dir()?;
    let h = load(&dir)?;
    for (line, why) in &h.skipped {
        eprintln!(
            "warning: {}:{line}: not a record ({why}); skipped, the file is left as it is",
            path(&dir).display()
        );
    }
    for n in &h.notes {
        eprintln!("warning: {n}");
    }
    let mut summaries = h.summaries();
    if let Some(g) = game {
        summaries.retain(|name, _| name.eq_ignore_ascii_case(g));
    }
    let recent = h.recent(game.map(|g| g.to_lowercase()).as_deref(), 10);
    if json {
        let games: serde_json::Map<String, serde_json::Value> = summaries
            .iter()
            .map(|(name, s)| {
                let mut v = serde_json::to_value(s).unwrap_or_default();
                v["win_rate"] = serde_json::json!(s.win_rate());
                (name.clone(), v)
            })
            .collect();
        let obj = serde_json::json!({
            "file": path(&dir),
            "games": games,
            "recent": recent,
            "skipped_lines": h.skipped.iter().map(|(l, _)| l).collect::<Vec<_>>(),
        });
        outln!("{obj}");
        return Ok(std::process::ExitCode::SUCCESS);
    }
    if summaries.is_empty() {
        match game {
            Some(g) => outln!("No finished games of {g} yet."),
            None => outln!("No finished games yet: play one with `patience play GAME`."),
        }
        outln!("(Your history is kept in {}.)", path(&dir).display());
    } else {
        out!("{}", table(&summaries));
        outln!();
        outln!("Recent games:");
        out!("{}", recent_lines(&recent));
    }
    Ok(std::process::ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(variant: &str, outcome: Outcome, ms: u64, moves: u64) -> Game {
        Game {
            variant: variant.into(),
            title: variant.to_uppercase(),
            seed: Some(u64::MAX),
            outcome,
            moves,
            elapsed_ms: ms,
            ended: 1,
            assisted: false,
        }
    }

    #[test]
    fn assisted_wins_are_counted_apart_and_set_no_record() {
        let dir = tempfile::tempdir().unwrap();
        let assisted = |ms, moves| Game {
            assisted: true,
            ..game("clock", Outcome::Won, ms, moves)
        };
        for g in [
            game("clock", Outcome::Won, 5000, 60),
            assisted(1000, 40),
            assisted(2000, 50),
            game("clock", Outcome::Lost, 9000, 52),
        ] {
            record(dir.path(), g).unwrap();
        }
        let text = std::fs::read_to_string(path(dir.path())).unwrap();
        assert_eq!(text.matches("\"assisted\":true").count(), 2, "{text}");
        assert!(!text.contains("\"assisted\":false"), "{text}");
        let h = load(dir.path()).unwrap();
        let s = &h.summaries()["clock"];
        assert_eq!((s.played, s.won, s.won_assisted, s.lost), (4, 3, 2, 1));
        assert_eq!((s.best_time_ms, s.fewest_moves), (Some(5000), Some(60)));
        assert_eq!(s.longest_streak, 3);
        let lines = recent_lines(&h.recent(None, 4));
        assert_eq!(lines.matches("won (assisted)").count(), 2, "{lines}");
        assert!(table(&h.summaries()).contains("assisted"));
    }

    #[test]
    fn a_line_of_an_earlier_version_reads_as_a_game_without_assistance() {
        let h = parse(
            r#"{"kind":"game","variant":"clock","title":"Clock","seed":3,"outcome":"won","moves":52,"elapsed_ms":1000,"ended":1}"#,
        );
        assert!(h.skipped.is_empty());
        let s = &h.summaries()["clock"];
        assert_eq!((s.won, s.won_assisted, s.best_time_ms), (1, 0, Some(1000)));
    }

    #[test]
    fn streaks_bests_and_given_up_games() {
        let dir = tempfile::tempdir().unwrap();
        for g in [
            game("clock", Outcome::Won, 5000, 60),
            game("clock", Outcome::Won, 4000, 70),
            game("clock", Outcome::GivenUp, 1, 1),
            game("clock", Outcome::Won, 9000, 52),
            game("watch", Outcome::Lost, 9000, 52),
        ] {
            record(dir.path(), g).unwrap();
        }
        let h = load(dir.path()).unwrap();
        let s = &h.summaries()["clock"];
        assert_eq!((s.played, s.won, s.lost, s.given_up), (4, 3, 0, 1));
        assert_eq!((s.current_streak, s.longest_streak), (1, 2));
        assert_eq!((s.best_time_ms, s.fewest_moves), (Some(4000), Some(52)));
        assert_eq!(s.title, "CLOCK");
        assert_eq!(h.summaries()["watch"].lost, 1);
        let recent = h.recent(Some("clock"), 2);
        assert_eq!(recent.len(), 2);
        assert_eq!((recent[0].moves, recent[1].moves), (52, 1));
        assert_eq!(recent[0].seed, Some(u64::MAX));
    }

    #[test]
    fn a_cut_off_line_is_skipped_and_the_next_record_kept() {
        let dir = tempfile::tempdir().unwrap();
        record(dir.path(), game("clock", Outcome::Won, 1000, 52)).unwrap();
        // A crash in the middle of a write leaves half a line without its newline.
        let mut f = OpenOptions::new()
            .append(true)
            .open(path(dir.path()))
            .unwrap();
        f.write_all(b"{\"kind\":\"game\",\"vari").unwrap();
        drop(f);
        record(dir.path(), game("clock", Outcome::Lost, 2000, 52)).unwrap();
        let h = load(dir.path()).unwrap();
        assert_eq!(h.summaries()["clock"].played, 2);
        assert_eq!(h.skipped.len(), 1);
        assert_eq!(h.skipped[0].0, 2);
        let text = std::fs::read_to_string(path(dir.path())).unwrap();
        assert!(text.contains("{\"kind\":\"game\",\"vari\n"), "{text}");
    }

    #[test]
    fn old_statistics_are_imported_once_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            old_path(dir.path()),
            r#"{"format":"patience statistics","version":1,"games":{"clock":{"title":"Clock","played":10,"won":3,"current_streak":2,"longest_streak":3,"best_time_ms":800,"fewest_moves":52}}}"#,
        )
        .unwrap();
        // Read before anything is written: shown, not yet imported.
        assert_eq!(load(dir.path()).unwrap().summaries()["clock"].played, 10);
        let notes = record(dir.path(), game("clock", Outcome::Won, 700, 52)).unwrap();
        assert!(notes[0].contains("statistics.json.imported"), "{notes:?}");
        assert!(dir.path().join("statistics.json.imported").exists());
        record(dir.path(), game("clock", Outcome::Won, 900, 52)).unwrap();
        // Even an old file put back is not imported twice.
        std::fs::copy(
            dir.path().join("statistics.json.imported"),
            old_path(dir.path()),
        )
        .unwrap();
        record(dir.path(), game("clock", Outcome::Lost, 900, 52)).unwrap();
        let s = &load(dir.path()).unwrap().summaries()["clock"];
        assert_eq!((s.played, s.won, s.lost), (13, 5, 8));
        assert_eq!((s.current_streak, s.longest_streak), (0, 4));
        assert_eq!(s.best_time_ms, Some(700));
    }

    #[test]
    fn an_unreadable_old_file_is_kept_aside() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(old_path(dir.path()), "not json").unwrap();
        let e = &load(dir.path()).unwrap().notes[0];
        assert!(
            e.contains("statistics.json") && e.contains("not a statistics file"),
            "{e}"
        );
        let notes = record(dir.path(), game("clock", Outcome::Won, 1000, 52)).unwrap();
        assert!(notes[0].contains("corrupt-"), "{notes:?}");
        let kept: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().contains("corrupt-"))
            .collect();
        assert_eq!(kept.len(), 1);
        assert_eq!(std::fs::read(kept[0].path()).unwrap(), b"not json");
        assert_eq!(load(dir.path()).unwrap().summaries()["clock"].played, 1);
    }

    #[test]
    fn records_from_many_threads_are_all_kept() {
        let dir = tempfile::tempdir().unwrap();
        std::thread::scope(|s| {
            for t in 0..8 {
                let d = dir.path();
                s.spawn(move || {
                    for i in 0..25 {
                        record(d, game(&format!("g{t}"), Outcome::Won, i, i)).unwrap();
                    }
                });
            }
        });
        let h = load(dir.path()).unwrap();
        assert!(h.skipped.is_empty());
        assert_eq!(h.summaries().values().map(|s| s.played).sum::<u64>(), 200);
    }
}
