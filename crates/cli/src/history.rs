//! Your record of finished games, kept in `history.log` in the data directory and shown by
//! `patience history`.
//!
//! The log holds one JSON object a line, one line per finished game (won, lost or given up),
//! and is only ever appended to, under an exclusive lock of the file, so any number of
//! processes can finish games at the same moment and every record is kept. The totals
//! (played, won, streaks, bests) are worked out from the lines when they are shown. A win
//! where an undo took back a card that had been shown, or the oracle's hint looked at the
//! hidden cards, is marked assisted: it counts as won and, apart, as assisted, and sets no
//! best.
//!
//! Why a log and not a database: a record is written once and never changed, so appending a
//! line under a lock is the whole transaction; the file stays readable with any text tool,
//! and the operating system's file lock (in the standard library) is all it needs.
//!
//! Damage is survived, never repaired: the log is read as bytes, line by line, and a line
//! that is not a record (bytes that are not UTF-8, garbage, an edit, a last line cut short,
//! a line too long to be one) is skipped and counted, and the file is left as it is. One bad
//! line never stops the history from being shown or a game from being recorded: an append
//! after a last line without its newline starts on a fresh line, and an append that fails
//! part-way (a full disk) is taken back by cutting the file to its length before the append,
//! under the same lock, so no half record is left; the file never gets shorter than it was.
//! `patience history` says in one note how many lines were skipped, and `--check` lists
//! them and exits non-zero. A `history.log` that is a folder, or cannot be opened, is an
//! error naming it. The totals kept by earlier versions in `statistics.json` are imported
//! once, as one line per game, and that file is then kept as `statistics.json.imported`.

use crate::i18n::t;
use crate::save;
use anyhow::{Context, Result, anyhow};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
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
    /// An undo took back a card that had been shown, or the oracle's hint was asked (written
    /// only when so; a line without it, such as an earlier version's, is a game played
    /// without that help).
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

/// Why a line of the log was skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Bytes that are not UTF-8 text: the first bad byte and its column (from 1).
    NotText { byte: u8, column: usize },
    /// Longer than any record ([`MAX_LINE`] bytes); only its start was looked at.
    TooLong,
    /// The last line, without its newline, is not a whole record: a write cut short.
    CutShort,
    /// Text, but not a record: what the JSON reader said.
    NotRecord(String),
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Fault::NotText { byte, column } => {
                write!(f, "not UTF-8 text (byte 0x{byte:02x} at column {column})")
            }
            Fault::TooLong => write!(f, "longer than {MAX_LINE} bytes, so not a record"),
            Fault::CutShort => write!(
                f,
                "the last line ends without a newline and is not a whole record (a write cut short)"
            ),
            Fault::NotRecord(e) => write!(f, "not a record: {e}"),
        }
    }
}

impl Fault {
    /// The fault as the player reads it, in the language of the run (what the JSON reader
    /// said stays its English).
    fn told(&self) -> String {
        match self {
            Fault::NotText { byte, column } => t!(
                "fault-not-text",
                byte = format!("{byte:02x}"),
                column = column.to_string()
            ),
            Fault::TooLong => t!("fault-too-long", max = MAX_LINE.to_string()),
            Fault::CutShort => t!("fault-cut-short"),
            Fault::NotRecord(e) => t!("fault-not-record", error = crate::i18n::from_game(e)),
        }
    }
}

/// A line of the log that was skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// Its number in the file, from 1.
    pub line: usize,
    pub fault: Fault,
}

/// No record comes near this length; a longer line is skipped after its first bytes, so a
/// damaged file cannot make the reader hold it whole.
pub const MAX_LINE: usize = 1 << 20;

/// How many skipped lines are listed with their faults; the rest are only counted.
pub const LISTED: usize = 1000;

/// The log as read.
#[derive(Clone, Debug, Default)]
pub struct History {
    /// Every record read, in order (with the totals of an earlier version first, when they
    /// are not yet imported).
    pub lines: Vec<Line>,
    /// The lines of the file that are records.
    pub records: usize,
    /// The first [`LISTED`] lines that are not records (the file is left as it is).
    pub skipped: Vec<Skipped>,
    /// How many lines are not records, listed or not.
    pub skipped_count: usize,
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

/// One line of the log, without its newline, read as a record.
pub fn parse_line(bytes: &[u8]) -> Result<Line, Fault> {
    let text = std::str::from_utf8(bytes).map_err(|e| Fault::NotText {
        byte: bytes[e.valid_up_to()],
        column: e.valid_up_to() + 1,
    })?;
    serde_json::from_str(text).map_err(|e| Fault::NotRecord(e.to_string()))
}

impl History {
    /// Takes line `number` of the file: a record, a blank line (passed over) or a skip.
    fn take(&mut self, number: usize, bytes: &[u8], too_long: bool, has_newline: bool) {
        let fault = if too_long {
            Fault::TooLong
        } else if bytes.iter().all(u8::is_ascii_whitespace) {
            return;
        } else {
            match parse_line(bytes) {
                Ok(line) => {
                    self.lines.push(line);
                    self.records += 1;
                    return;
                }
                // A write cut short may even end inside a character.
                Err(_) if !has_newline => Fault::CutShort,
                Err(f) => f,
            }
        };
        self.skipped_count += 1;
        if self.skipped.len() < LISTED {
            self.skipped.push(Skipped {
                line: number,
                fault,
            });
        }
    }
}

/// Reads the log from `r`, line by line as bytes: the records, and the lines that are not
/// records counted. Also says whether the text ends on a whole line (empty, or a newline
/// last), which an append must know. Only an error reading the bytes is an error.
fn read_log(mut r: impl BufRead) -> std::io::Result<(History, bool)> {
    let mut h = History::default();
    let mut line = Vec::new();
    let mut too_long = false;
    let mut number = 0;
    loop {
        let buf = match r.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            let whole = line.is_empty();
            if !whole {
                h.take(number + 1, &line, too_long, false);
            }
            return Ok((h, whole));
        }
        let end = buf.iter().position(|&b| b == b'\n');
        let chunk = &buf[..end.unwrap_or(buf.len())];
        let room = MAX_LINE - line.len();
        too_long |= chunk.len() > room;
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = chunk.len() + usize::from(end.is_some());
        r.consume(used);
        if end.is_some() {
            number += 1;
            h.take(number, &line, too_long, true);
            line.clear();
            too_long = false;
        }
    }
}

/// Refuses a `history.log` that is there but is not a plain file (a folder in its place):
/// opening it would read nothing useful, or wait for ever on a pipe.
fn plain_file(p: &Path) -> Result<()> {
    match std::fs::metadata(p) {
        Ok(m) if m.is_dir() => Err(anyhow!(
            "{}",
            t!("history-is-a-folder", path = p.display().to_string())
        )),
        Ok(m) if !m.is_file() => Err(anyhow!(
            "{}",
            t!("history-not-a-plain-file", path = p.display().to_string())
        )),
        _ => Ok(()),
    }
}

/// Reads the log (and the totals of an earlier version not yet imported); a missing log is
/// an empty history. The error names the file.
pub fn load(dir: &Path) -> Result<History> {
    let p = path(dir);
    plain_file(&p)?;
    let mut h = match File::open(&p) {
        Ok(f) => {
            f.lock_shared()
                .with_context(|| t!("cannot-lock", path = p.display().to_string()))?;
            read_log(BufReader::new(&f))
                .with_context(|| t!("cannot-read", path = p.display().to_string()))?
                .0
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => History::default(),
        Err(e) => return Err(e).with_context(|| t!("cannot-read", path = p.display().to_string())),
    };
    if !h.lines.iter().any(|l| matches!(l, Line::Imported(_))) {
        match read_old(dir) {
            Ok(Some(old)) => drop(h.lines.splice(0..0, old.into_iter().map(Line::Imported))),
            Ok(None) => {}
            Err(e) => h
                .notes
                .push(t!("history-old-left", error = crate::i18n::told_error(&e))),
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
        Err(e) => return Err(e).with_context(|| t!("cannot-read", path = p.display().to_string())),
    };
    let old: Old = serde_json::from_str(&text).map_err(|e| {
        let said = t!(
            "history-old-not-statistics",
            file = p.display().to_string(),
            line = e.line().to_string(),
            col = e.column().to_string(),
            error = crate::i18n::from_game(&e.to_string())
        );
        anyhow!("{said}")
    })?;
    if old.format != "patience statistics" || old.version != 1 {
        let said = t!("history-old-other-version", file = p.display().to_string());
        return Err(anyhow!("{said}"));
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
/// file imported, or one that could not be read and was kept aside). On an error nothing is
/// added to the file, or the error says what was left.
pub fn record(dir: &Path, game: Game) -> Result<Vec<String>> {
    let p = path(dir);
    std::fs::create_dir_all(dir).with_context(|| {
        t!(
            "cannot-create-folder-for",
            dir = dir.display().to_string(),
            path = p.display().to_string()
        )
    })?;
    plain_file(&p)?;
    let mut f = OpenOptions::new()
        .read(true)
        .append(true)
        .create(true)
        .open(&p)
        .with_context(|| t!("cannot-open-to-add", path = p.display().to_string()))?;
    // Held until `f` is dropped: one writer at a time, and readers wait for whole lines.
    f.lock()
        .with_context(|| t!("cannot-lock", path = p.display().to_string()))?;
    let (old, whole) = read_log(BufReader::new(&f))
        .with_context(|| t!("cannot-read", path = p.display().to_string()))?;
    let mut out = String::new();
    // A line cut off by a crash must not swallow the record written after it.
    if !whole {
        out.push('\n');
    }
    let mut notes = Vec::new();
    let mut imported = false;
    if !old.lines.iter().any(|l| matches!(l, Line::Imported(_))) {
        match read_old(dir) {
            Ok(Some(old)) => {
                for i in old {
                    out += &serde_json::to_string(&Line::Imported(i)).context("history")?;
                    out.push('\n');
                }
                imported = true;
            }
            Ok(None) => {}
            Err(e) => match save::move_aside(&old_path(dir)) {
                Ok(to) => notes.push(t!(
                    "history-old-kept-aside",
                    error = crate::i18n::told_error(&e),
                    path = to.display().to_string()
                )),
                // The game is still recorded; the old file is read and reported again.
                Err(m) => notes.push(format!(
                    "{}; {}",
                    crate::i18n::told_error(&e),
                    crate::i18n::told_error(&m)
                )),
            },
        }
    }
    out += &serde_json::to_string(&Line::Game(game)).context("history")?;
    out.push('\n');
    append(&mut f, &p, out.as_bytes())?;
    if imported {
        let kept = dir.join("statistics.json.imported");
        match std::fs::rename(old_path(dir), &kept) {
            Ok(()) => notes.push(t!(
                "history-imported",
                path = p.display().to_string(),
                kept = kept.display().to_string()
            )),
            Err(e) => notes.push(t!(
                "history-imported-not-renamed",
                path = p.display().to_string(),
                old = old_path(dir).display().to_string(),
                error = crate::i18n::io_error(&e)
            )),
        }
    }
    Ok(notes)
}

/// Appends `bytes` to `f` (the log at `p`, opened to append and locked) and syncs; a write
/// that fails part-way is taken back, so the file is as it was before or holds every byte.
fn append(f: &mut File, p: &Path, bytes: &[u8]) -> Result<()> {
    let before = f
        .metadata()
        .with_context(|| t!("cannot-read-length", path = p.display().to_string()))?
        .len();
    let Err(e) = f.write_all(bytes).and_then(|()| f.sync_all()) else {
        return Ok(());
    };
    // Under the lock no one else has written since `before`, so this cuts away only our part.
    match f.set_len(before).and_then(|()| f.sync_all()) {
        Ok(()) => Err(e).with_context(|| {
            t!(
                "history-cannot-write-left",
                path = p.display().to_string(),
                bytes = before.to_string()
            )
        }),
        Err(undo) => Err(e).with_context(|| {
            t!(
                "history-cannot-write-cut",
                path = p.display().to_string(),
                error = crate::i18n::io_error(&undo)
            )
        }),
    }
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

/// The totals as a table, its headings in the player's language (a column as wide as its
/// heading, and at least as wide as in English).
pub fn table(summaries: &BTreeMap<String, Summary>) -> String {
    let heads = [
        t!("history-head-game"),
        t!("history-head-played"),
        t!("history-head-won"),
        t!("history-head-assisted"),
        t!("history-head-lost"),
        t!("history-head-given-up"),
        t!("history-head-win-rate"),
        t!("history-head-streak"),
        t!("history-head-longest"),
        t!("history-head-best-time"),
        t!("history-head-fewest"),
    ];
    const LEAST: [usize; 11] = [24, 6, 5, 8, 5, 8, 8, 6, 7, 9, 6];
    let widths: Vec<usize> = heads
        .iter()
        .zip(LEAST)
        .map(|(h, w)| w.max(h.chars().count()))
        .collect();
    let line = |cells: [String; 11]| {
        let mut l = format!("{:<w$}", cells[0], w = widths[0]);
        for (c, w) in cells.iter().zip(&widths).skip(1) {
            l += &format!(" {c:>w$}");
        }
        l + "\n"
    };
    let mut out = line(heads);
    for (name, r) in summaries {
        out += &line([
            name.clone(),
            r.played.to_string(),
            r.won.to_string(),
            r.won_assisted.to_string(),
            r.lost.to_string(),
            r.given_up.to_string(),
            r.win_rate()
                .map_or("-".into(), |p| format!("{:.0}%", 100.0 * p)),
            r.current_streak.to_string(),
            r.longest_streak.to_string(),
            r.best_time_ms.map_or("-".into(), time),
            r.fewest_moves.map_or("-".into(), |m| m.to_string()),
        ]);
    }
    out
}

/// The recent games as lines of text.
pub fn recent_lines(games: &[&Game]) -> String {
    let mut out = String::new();
    for g in games {
        out += &format!(
            "  {:<24} {:<15} {:>8} {:>11} {:>8}\n",
            g.variant,
            match (g.outcome, g.assisted) {
                (Outcome::Won, true) => t!("history-won-assisted"),
                (Outcome::Won, false) => t!("history-won"),
                (Outcome::Lost, _) => t!("history-lost"),
                (Outcome::GivenUp, _) => t!("history-given-up"),
            },
            g.seed.map_or(t!("history-file"), |s| t!(
                "deal-number",
                seed = s.to_string()
            )),
            crate::board::moves(g.moves as usize),
            time(g.elapsed_ms)
        );
    }
    out
}

/// How many skipped lines `--check` prints.
const CHECK_SHOWN: usize = 20;

/// `patience history [GAME] [--json] [--check]`.
pub fn show(game: Option<&str>, json: bool, check: bool) -> Result<std::process::ExitCode> {
    let dir = save::data_dir()?;
    let h = load(&dir)?;
    for n in &h.notes {
        eprintln!("{}", t!("warning", text = n.as_str()));
    }
    if check {
        return check_report(&path(&dir), &h);
    }
    if h.skipped_count > 0 {
        let file = path(&dir).display().to_string();
        let note = t!("history-skipped-note", lines = h.skipped_count, file = file);
        eprintln!("{note}");
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
            "skipped_lines": h.skipped.iter().map(|s| s.line).collect::<Vec<_>>(),
            "skipped_count": h.skipped_count,
        });
        outln!("{obj}");
        return Ok(std::process::ExitCode::SUCCESS);
    }
    if summaries.is_empty() {
        match game {
            Some(g) => outln!("{}", t!("history-none-of", game = g)),
            None => outln!("{}", t!("history-none")),
        }
        let kept = t!("history-kept-in", path = path(&dir).display().to_string());
        outln!("{kept}");
    } else {
        out!("{}", table(&summaries));
        outln!();
        outln!("{}", t!("history-recent"));
        out!("{}", recent_lines(&recent));
    }
    Ok(std::process::ExitCode::SUCCESS)
}

/// `patience history --check`: the lines skipped, with why; exits 1 when there are any.
fn check_report(p: &Path, h: &History) -> Result<std::process::ExitCode> {
    let file = p.display().to_string();
    if h.skipped_count == 0 {
        outln!("{}", t!("check-clean", file = file, records = h.records));
        return Ok(std::process::ExitCode::SUCCESS);
    }
    let head = t!(
        "check-head",
        file = file,
        records = h.records,
        lines = h.skipped_count
    );
    outln!("{head}");
    for s in h.skipped.iter().take(CHECK_SHOWN) {
        let line = t!(
            "check-line",
            line = s.line.to_string(),
            fault = s.fault.told()
        );
        outln!("  {line}");
    }
    if h.skipped_count > CHECK_SHOWN {
        let n = h.skipped_count - CHECK_SHOWN;
        outln!("  {}", t!("check-more", n = n.to_string()));
    }
    Ok(std::process::ExitCode::FAILURE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The log's text as read.
    fn parse(bytes: impl AsRef<[u8]>) -> History {
        read_log(bytes.as_ref()).unwrap().0
    }

    fn line_of(g: &Game) -> String {
        serde_json::to_string(&Line::Game(g.clone())).unwrap() + "\n"
    }

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
        assert_eq!(h.skipped[0].line, 2);
        // Sealed by the newline of the next append, it is no longer the last line.
        assert!(matches!(h.skipped[0].fault, Fault::NotRecord(_)), "{h:?}");
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

    #[test]
    fn bad_bytes_garbage_and_a_torn_last_line_are_skipped_and_counted() {
        let good = line_of(&game("clock", Outcome::Won, 1000, 52));
        let mut text = good.clone().into_bytes();
        text.extend_from_slice(b"\xff\xfe\n");
        text.extend_from_slice(b"   \n");
        text.extend_from_slice(b"{\"kind\":\"game\"}\n");
        text.extend_from_slice(good.as_bytes());
        text.extend_from_slice(b"{\"kind\":\"game\",\"title\":\"Cl\xc3");
        let (h, whole) = read_log(&text[..]).unwrap();
        assert!(!whole);
        assert_eq!((h.records, h.lines.len(), h.skipped_count), (2, 2, 3));
        let faults: Vec<_> = h
            .skipped
            .iter()
            .map(|s| (s.line, s.fault.clone()))
            .collect();
        assert_eq!(
            faults[0],
            (
                2,
                Fault::NotText {
                    byte: 0xff,
                    column: 1
                }
            )
        );
        assert!(matches!(faults[1], (4, Fault::NotRecord(_))), "{faults:?}");
        assert_eq!(faults[2], (6, Fault::CutShort));
        assert!(faults[0].1.to_string().contains("0xff at column 1"));
        // A whole record without its newline is still a record.
        let (h, whole) = read_log(good.trim_end().as_bytes()).unwrap();
        assert_eq!((h.records, h.skipped_count, whole), (1, 0, false));
        assert!(read_log(&b""[..]).unwrap().1);
    }

    #[test]
    fn a_line_too_long_is_skipped_without_being_held() {
        let good = line_of(&game("clock", Outcome::Won, 1000, 52));
        let mut text = good.clone().into_bytes();
        text.extend(std::iter::repeat_n(b'x', 3 * MAX_LINE));
        text.push(b'\n');
        text.extend_from_slice(good.as_bytes());
        let h = parse(&text);
        assert_eq!(h.records, 2);
        assert_eq!(
            h.skipped,
            [Skipped {
                line: 2,
                fault: Fault::TooLong
            }]
        );
    }

    #[test]
    fn only_the_first_skipped_lines_are_listed_but_all_are_counted() {
        let h = parse("x\n".repeat(LISTED + 5));
        assert_eq!((h.skipped.len(), h.skipped_count), (LISTED, LISTED + 5));
        assert_eq!(h.skipped.last().unwrap().line, LISTED);
    }

    #[test]
    fn an_append_after_bad_bytes_and_a_torn_line_is_read_back() {
        let dir = tempfile::tempdir().unwrap();
        record(dir.path(), game("clock", Outcome::Won, 1000, 52)).unwrap();
        let mut f = OpenOptions::new()
            .append(true)
            .open(path(dir.path()))
            .unwrap();
        f.write_all(b"\xff\n{\"kind\":\"ga").unwrap();
        drop(f);
        let before = std::fs::read(path(dir.path())).unwrap();
        record(dir.path(), game("clock", Outcome::Lost, 2000, 52)).unwrap();
        let after = std::fs::read(path(dir.path())).unwrap();
        assert_eq!(&after[..before.len()], &before[..]);
        assert_eq!(
            after[before.len()],
            b'\n',
            "the record starts on a fresh line"
        );
        let h = load(dir.path()).unwrap();
        assert_eq!((h.records, h.skipped_count), (2, 2));
        assert_eq!(h.summaries()["clock"].played, 2);
    }

    #[test]
    fn a_folder_in_the_place_of_the_log_is_named() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(path(dir.path())).unwrap();
        for e in [
            load(dir.path()).unwrap_err(),
            record(dir.path(), game("clock", Outcome::Won, 1, 1)).unwrap_err(),
        ] {
            let e = format!("{e:#}");
            assert!(e.contains("history.log is a folder"), "{e}");
        }
        assert!(path(dir.path()).is_dir());
    }

    /// One line of the log as a program or a person might leave it: a record, a record cut
    /// or spliced with other bytes, JSON of the wrong shape, or any bytes at all.
    fn any_line() -> impl Strategy<Value = Vec<u8>> {
        let record = (
            "[a-z-]{0,12}",
            any::<Option<u64>>(),
            0..3u8,
            any::<u64>(),
            any::<u64>(),
            any::<bool>(),
        )
            .prop_map(|(variant, seed, o, moves, ms, assisted)| {
                let outcome = [Outcome::Won, Outcome::Lost, Outcome::GivenUp][usize::from(o)];
                line_of(&Game {
                    title: variant.to_uppercase(),
                    variant,
                    seed,
                    outcome,
                    moves,
                    elapsed_ms: ms,
                    ended: 1,
                    assisted,
                })
                .trim_end()
                .as_bytes()
                .to_vec()
            });
        prop_oneof![
            record.clone(),
            (record.clone(), any::<prop::sample::Index>())
                .prop_map(|(r, at)| r[..at.index(r.len())].to_vec()),
            (
                record,
                any::<prop::sample::Index>(),
                prop::collection::vec(any::<u8>(), 0..8)
            )
                .prop_map(|(mut r, at, junk)| {
                    let at = at.index(r.len() + 1);
                    r.splice(at..at, junk);
                    r
                }),
            r#"\{"kind":"(game|imported|x)"(,"[a-z_]{1,12}":("[^"]{0,6}"|[0-9]{1,21}|null|true|-1))*\}"#
                .prop_map(String::into_bytes),
            prop::collection::vec(any::<u8>(), 0..64),
        ]
    }

    proptest! {
        // Cases from `PROPTEST_CASES` (256 unless set): a fuzz run sets 100,000.
        #![proptest_config(ProptestConfig::default())]

        /// Any line fed to the parser is a record that reads back the same, or a fault with a
        /// reason; never a panic. A file of such lines is all counted.
        #[test]
        fn fuzz_history_lines(lines in prop::collection::vec(any_line(), 1..6), newline_last in any::<bool>()) {
            let mut text = Vec::new();
            for (i, l) in lines.iter().enumerate() {
                let parsed = parse_line(l);
                if let Ok(line) = &parsed {
                    let again = serde_json::to_string(line).unwrap();
                    prop_assert_eq!(&parse_line(again.as_bytes()), &Ok(line.clone()));
                }
                if let Err(f) = &parsed {
                    prop_assert!(!f.to_string().is_empty());
                }
                // A line holding a newline is two lines of the file; count the lines whole.
                text.extend_from_slice(l);
                if i + 1 < lines.len() || newline_last {
                    text.push(b'\n');
                }
            }
            let (h, whole) = read_log(&text[..]).unwrap();
            let pieces: Vec<&[u8]> = text.strip_suffix(b"\n").unwrap_or(&text).split(|&b| b == b'\n').collect();
            let expected = pieces.iter().filter(|p| !p.iter().all(u8::is_ascii_whitespace)).count();
            prop_assert_eq!(h.records + h.skipped_count, expected);
            prop_assert_eq!(h.records, h.lines.len());
            prop_assert_eq!(whole, text.is_empty() || text.ends_with(b"\n"));
            for s in &h.skipped {
                prop_assert!(s.line >= 1 && s.line <= pieces.len());
            }
        }

        /// Bytes of any kind appended to a log never hide the records before them, and a
        /// record appended after them (on a fresh line, as `record` does) is read too.
        #[test]
        fn records_survive_any_bytes_after_them(junk in prop::collection::vec(any::<u8>(), 0..512)) {
            let good = line_of(&game("clock", Outcome::Won, 1000, 52));
            let mut text = good.repeat(3).into_bytes();
            text.extend_from_slice(&junk);
            let (h, whole) = read_log(&text[..]).unwrap();
            prop_assert!(h.records >= 3);
            prop_assert_eq!(&h.lines[..3], &vec![Line::Game(game("clock", Outcome::Won, 1000, 52)); 3][..]);
            if !whole {
                text.push(b'\n');
            }
            text.extend_from_slice(good.as_bytes());
            let after = parse(&text);
            prop_assert_eq!(after.records, h.records + 1);
            prop_assert_eq!(after.lines.last(), Some(&Line::Game(game("clock", Outcome::Won, 1000, 52))));
        }
    }
}
