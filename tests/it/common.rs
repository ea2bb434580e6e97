//! Helpers shared by the command-line tests.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The `patience` binary, run in an empty temporary directory (so no local `rules/` folder
/// is picked up) with colour off, in English.
pub fn patience(dir: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_patience"));
    c.current_dir(dir)
        .env("NO_COLOR", "1")
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_CTYPE")
        .env_remove("LC_MESSAGES")
        .env_remove("PATIENCE_LANG")
        .env_remove("PATIENCE_ASCII")
        .env_remove("PATIENCE_RULES")
        .env("PATIENCE_DATA", dir.join("data"));
    c
}

/// A fresh temporary directory.
pub fn tmp() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs and returns (exit code, stdout, stderr).
pub fn run(mut c: Command) -> (i32, String, String) {
    let out = c.output().expect("run patience");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs with `input` on stdin.
pub fn run_with_input(mut c: Command, input: &str) -> (i32, String, String) {
    use std::io::Write;
    use std::process::Stdio;
    c.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = c.spawn().expect("spawn patience");
    // The command may stop before reading its input (a bad argument): that is not a failure.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
