//! Every way a game is left keeps it, end to end: the board in a pseudo-terminal closed by a
//! hang-up or ended by `kill`, line mode cut off by bad input, a closed pipe or a signal, a
//! full disk, and a fresh game of a deal whose save waits. Each test checks that nothing
//! already saved was lost.

use crate::common::*;
use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a test waits for the board to show something before it fails.
const PATIENCE: Duration = Duration::from_secs(30);

/// The save files in the data folder, sorted.
fn saves(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir.join("data/saves"))
        .map(|rd| rd.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == "json"));
    v.sort();
    v
}

/// The moves of the one save in the data folder.
fn saved_moves(dir: &Path) -> Vec<String> {
    let s = saves(dir);
    assert_eq!(s.len(), 1, "{s:?}");
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&s[0]).unwrap()).unwrap();
    v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

/// The moves of the game `play GAME --resume --seed N` goes on with, by its `history`.
fn resumed_moves(dir: &Path, game: &str, seed: u64) -> String {
    let out = Cli::in_dir(dir)
        .args([
            "play",
            game,
            "--resume",
            "--seed",
            &seed.to_string(),
            "--plain",
        ])
        .stdin("history\n")
        .ok()
        .stdout;
    let at = out.find("> history\n").expect(&out) + "> history\n".len();
    out[at..].lines().next().unwrap_or("").to_string()
}

/// The board of `patience ARGS` in a pseudo-terminal, with what it has shown so far.
struct Board {
    child: Box<dyn Child + Send + Sync>,
    keys: Box<dyn Write + Send>,
    shown: Arc<Mutex<Vec<u8>>>,
    _master: Box<dyn MasterPty + Send>,
}

impl Board {
    fn open(dir: &Path, args: &[&str], shell_prefix: Option<&str>) -> Board {
        let pty = native_pty_system()
            .openpty(PtySize {
                rows: 40,
                cols: 120,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("a pseudo-terminal");
        let bin = env!("CARGO_BIN_EXE_patience");
        let mut cmd = match shell_prefix {
            // Limits set by the shell, then the program in its place.
            Some(prefix) => {
                let mut c = CommandBuilder::new("sh");
                c.arg("-c");
                c.arg(format!("{prefix}; exec \"$0\" \"$@\""));
                c.arg(bin);
                c
            }
            None => CommandBuilder::new(bin),
        };
        cmd.args(args);
        cmd.cwd(dir);
        cmd.env("PATIENCE_DATA", dir.join("data"));
        cmd.env("NO_COLOR", "1");
        cmd.env("TERM", "xterm");
        cmd.env("LANG", "C.UTF-8");
        let child = pty.slave.spawn_command(cmd).expect("spawn the board");
        drop(pty.slave);
        let mut reader = pty.master.try_clone_reader().expect("reader");
        let shown = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&shown);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        let keys = pty.master.take_writer().expect("writer");
        Board {
            child,
            keys,
            shown,
            _master: pty.master,
        }
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.shown.lock().unwrap()).into_owned()
    }

    /// What the board wrote, without escape sequences and blanks: the board places each
    /// word with a cursor move, so words are found with their blanks taken out too.
    fn letters(&self) -> String {
        let text = self.text();
        let mut out = String::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                // CSI: ESC [ parameters, then one final letter.
                if chars.next() == Some('[') {
                    for c in chars.by_ref() {
                        if c.is_ascii_alphabetic() || c == '~' {
                            break;
                        }
                    }
                }
            } else if !c.is_whitespace() {
                out.push(c);
            }
        }
        out
    }

    /// Waits until the board has shown `what`.
    fn wait_for(&self, what: &str) {
        let what: String = what.chars().filter(|c| !c.is_whitespace()).collect();
        let start = Instant::now();
        while !self.letters().contains(&what) {
            assert!(
                start.elapsed() < PATIENCE,
                "no `{what}` on the board: {:?}",
                self.letters()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn press(&mut self, keys: &str) {
        self.keys.write_all(keys.as_bytes()).unwrap();
        self.keys.flush().unwrap();
    }

    fn signal(&self, name: &str) {
        let pid = self.child.process_id().expect("pid");
        let st = std::process::Command::new("kill")
            .args([format!("-{name}"), pid.to_string()])
            .status()
            .unwrap();
        assert!(st.success());
    }

    /// The exit code, once the program has ended.
    fn exit_code(&mut self) -> u32 {
        let start = Instant::now();
        loop {
            if let Some(st) = self.child.try_wait().unwrap() {
                return st.exit_code();
            }
            assert!(
                start.elapsed() < PATIENCE,
                "still running: {:?}",
                self.text()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// Waits until the one save in the data folder holds `n` moves.
fn wait_for_save(dir: &Path, n: usize) {
    let start = Instant::now();
    while saves(dir).len() != 1 || saved_moves(dir).len() != n {
        assert!(
            start.elapsed() < PATIENCE,
            "no save of {n} moves: {:?}",
            saves(dir)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Plays three turns of Clock deal 3 on the board, then sends `signal`.
fn board_ended_by(signal: &str) -> (tempfile::TempDir, Board, u32) {
    let dir = tmp();
    let mut b = Board::open(dir.path(), &["play", "clock", "--seed", "3"], None);
    b.wait_for("Clock");
    for n in 1..=3 {
        b.press(" ");
        wait_for_save(dir.path(), n);
    }
    b.signal(signal);
    let code = b.exit_code();
    (dir, b, code)
}

#[test]
fn closing_the_terminal_loses_no_move() {
    let (dir, _b, code) = board_ended_by("HUP");
    assert_eq!(code, 128 + 1);
    assert_eq!(saved_moves(dir.path()), ["turn", "turn", "turn"]);
    assert_eq!(resumed_moves(dir.path(), "clock", 3), "turn turn turn");
}

#[test]
fn kill_saves_the_board_and_puts_the_terminal_back() {
    let (dir, b, code) = board_ended_by("TERM");
    assert_eq!(code, 128 + 15);
    assert_eq!(saved_moves(dir.path()), ["turn", "turn", "turn"]);
    let shown = b.text();
    // The alternate screen is left and the cursor shown again after the last picture.
    let left = shown
        .rfind("\x1b[?1049l")
        .expect("the alternate screen is left");
    assert!(shown[left..].contains("saved to"), "{shown:?}");
    assert!(!shown[left..].contains("\x1b[?1049h"), "{shown:?}");
}

#[test]
fn every_move_is_saved_as_it_is_made() {
    let dir = tmp();
    let mut b = Board::open(dir.path(), &["play", "clock", "--seed", "3"], None);
    b.wait_for("Clock");
    b.press(" ");
    wait_for_save(dir.path(), 1);
    b.press(" ");
    wait_for_save(dir.path(), 2);
    b.press("q");
    b.wait_for("Quit?");
    b.press("y");
    assert_eq!(b.exit_code(), 0);
    assert_eq!(saved_moves(dir.path()), ["turn", "turn"]);
}

/// A saved Clock game of deal 3 with `n` turns, made in line mode.
fn saved_clock(dir: &Path, n: usize) -> PathBuf {
    Cli::in_dir(dir)
        .args(["play", "clock", "--plain", "--seed", "3"])
        .stdin("turn\n".repeat(n))
        .ok();
    let s = saves(dir);
    assert_eq!(s.len(), 1, "{s:?}");
    s[0].clone()
}

/// A shell prefix under which any file write past 512 bytes fails (EFBIG) instead of
/// killing the program: the disk is full for a save, which is longer.
const FULL_DISK: &str = "ulimit -f 1; trap '' XFSZ";

#[test]
fn a_full_disk_in_line_mode_keeps_the_last_good_save() {
    let dir = tmp();
    let path = saved_clock(dir.path(), 2);
    let before = std::fs::read(&path).unwrap();
    let err = Cli::in_dir(dir.path())
        .args(["play", "clock", "--resume", "--seed", "3", "--plain"])
        .through(&["sh", "-c", &format!("{FULL_DISK}; exec \"$0\" \"$@\"")])
        .stdin("turn\nturn\nquit\n")
        .exits(1)
        .stderr;
    // Told when the write after a move failed, or at the latest when leaving.
    assert!(err.contains("error: not saved"), "{err}");
    assert!(
        err.contains("the save made after move 2 is kept as it was"),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the good save is untouched"
    );
    assert_eq!(saves(dir.path()), [path]);
}

#[test]
fn a_full_disk_on_the_board_keeps_the_last_good_save_when_quitting_anyway() {
    let dir = tmp();
    let path = saved_clock(dir.path(), 2);
    let before = std::fs::read(&path).unwrap();
    let mut b = Board::open(
        dir.path(),
        &["play", "clock", "--resume", "--seed", "3"],
        Some(FULL_DISK),
    );
    b.wait_for("welcome back");
    b.press(" ");
    b.wait_for("cannot be saved");
    b.press("q");
    b.wait_for("Quit?");
    b.press("y");
    b.wait_for("last good save stays");
    b.press("y");
    assert_eq!(b.exit_code(), 0);
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the good save is untouched"
    );
    assert_eq!(saves(dir.path()), [path]);
}

/// Line mode on Clock deal 3 with its input, output and errors piped.
fn line_mode(dir: &Path) -> std::process::Child {
    let mut c = Cli::in_dir(dir)
        .args(["play", "clock", "--plain", "--seed", "3"])
        .command();
    c.stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    c.spawn().unwrap()
}

/// Reads `out` until what it wrote holds `what` `times` times.
fn read_until(out: &mut impl Read, what: &str, times: usize) {
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    while String::from_utf8_lossy(&seen).matches(what).count() < times {
        let n = out.read(&mut buf).unwrap();
        assert!(n > 0, "{}", String::from_utf8_lossy(&seen));
        seen.extend_from_slice(&buf[..n]);
    }
}

#[test]
fn bad_bytes_in_line_mode_are_refused_and_the_game_goes_on() {
    let dir = tmp();
    let r = Cli::in_dir(dir.path())
        .args(["play", "clock", "--plain", "--seed", "3"])
        .stdin(b"turn\n\xff\xfe\nturn\n")
        .ok();
    let (stdout, err) = (r.stdout, r.stderr);
    assert!(stdout.contains("refused `"), "{stdout}");
    assert!(err.contains("saved to"), "{err}");
    assert_eq!(saved_moves(dir.path()), ["turn", "turn"]);
}

#[test]
fn a_closed_output_saves_the_game_and_says_so() {
    let dir = tmp();
    let mut child = line_mode(dir.path());
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"turn\nturn\n").unwrap();
    // The reader goes away once both moves are played, as `| head` does.
    let mut out = child.stdout.take().unwrap();
    read_until(&mut out, "> turn", 2);
    drop(out);
    let _ = stdin.write_all(&b"board\n".repeat(200));
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(
        err.contains("the output is closed") && err.contains("saved to"),
        "{err}"
    );
    let moves = saved_moves(dir.path());
    assert!(
        !moves.is_empty() && moves.iter().all(|m| m == "turn"),
        "{moves:?}"
    );
}

#[test]
fn a_signal_in_line_mode_saves_the_game() {
    let dir = tmp();
    let mut child = line_mode(dir.path());
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"turn\nturn\nmoves\n").unwrap();
    // Wait until the moves were read (the answer to `moves` is out), input still open.
    let mut out = child.stdout.take().unwrap();
    read_until(&mut out, "> moves", 1);
    let st = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(st.success());
    let done = child.wait_with_output().unwrap();
    drop(stdin);
    assert_eq!(done.status.code(), Some(128 + 2));
    assert!(String::from_utf8_lossy(&done.stderr).contains("saved to"));
    assert_eq!(saved_moves(dir.path()), ["turn", "turn"]);
}

#[test]
fn a_fresh_game_of_a_deal_keeps_the_waiting_save() {
    let dir = tmp();
    let waiting = saved_clock(dir.path(), 2);
    let before = std::fs::read(&waiting).unwrap();
    // The same deal afresh, played to its end: its own save comes and goes beside the other.
    let err = Cli::in_dir(dir.path())
        .args(["play", "clock", "--plain", "--seed", "3"])
        .stdin("turn\nauto\n")
        .ok()
        .stderr;
    assert!(
        err.contains("a saved game of this deal waits (2 moves)"),
        "{err}"
    );
    assert_eq!(saves(dir.path()), std::slice::from_ref(&waiting));
    assert_eq!(std::fs::read(&waiting).unwrap(), before);
    // Left in progress, the fresh game is saved beside it; `--resume` takes the newest and
    // names the other.
    Cli::in_dir(dir.path())
        .args(["play", "clock", "--plain", "--seed", "3"])
        .stdin("turn\n")
        .ok();
    assert_eq!(saves(dir.path()).len(), 2);
    assert_eq!(std::fs::read(&waiting).unwrap(), before);
    // Neither hides the other: `--seed` goes on with the newest, and `saves` names the
    // older one by its file.
    assert_eq!(resumed_moves(dir.path(), "clock", 3), "turn");
    let out = Cli::in_dir(dir.path()).arg("saves").ok().stdout;
    let by_file = format!("patience play --resume --save {}", waiting.display());
    assert!(out.contains(&by_file), "{out}");
    let out = Cli::in_dir(dir.path())
        .args([
            "play",
            "--resume",
            "--save",
            &waiting.display().to_string(),
            "--plain",
        ])
        .stdin("history\n")
        .ok()
        .stdout;
    assert!(out.contains("> history\nturn turn\n"), "{out}");
}

#[test]
fn a_deal_file_whose_seed_is_not_its_deal_is_kept_by_its_cards() {
    let dir = tmp();
    // Deal 5's cards under the number 8.
    let text = Cli::in_dir(dir.path())
        .args(["deal", "clock", "--seed", "5"])
        .ok()
        .stdout;
    let file = dir.path().join("d.toml");
    std::fs::write(&file, text.replace("seed = 5", "seed = 8")).unwrap();
    assert!(std::fs::read_to_string(&file).unwrap().contains("seed = 8"));
    // A real save of deal 8 waits.
    Cli::in_dir(dir.path())
        .args(["play", "clock", "--plain", "--seed", "8"])
        .stdin("turn\n")
        .ok();
    let err = Cli::in_dir(dir.path())
        .args(["play", "clock", "--plain", "--deal", "d.toml"])
        .stdin("turn\nturn\n")
        .ok()
        .stderr;
    assert!(err.contains("is not the deal of these cards"), "{err}");
    assert!(err.contains("--resume --deal d.toml"), "{err}");
    assert!(!err.contains("--seed 8"), "{err}");
    // `--resume --seed 8` still finds the real deal 8, and `--deal` the file's.
    assert_eq!(resumed_moves(dir.path(), "clock", 8), "turn");
    let out = Cli::in_dir(dir.path())
        .args(["play", "clock", "--resume", "--deal", "d.toml", "--plain"])
        .stdin("history\n")
        .ok()
        .stdout;
    assert!(out.contains("> history\nturn turn\n"), "{out}");
}
