//! Helpers shared by the command-line tests: [`Cli`], one run of the `patience` binary, and
//! its [`Outcome`].

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One run of the `patience` binary, built up and then [`Cli::run`]. It runs in an empty
/// temporary directory (so no local `rules/` folder is picked up), its own or one the test
/// keeps, with its data folder in there, colour off, in English.
#[derive(Debug)]
pub struct Cli {
    command: Command,
    /// What the program runs under, as `PREFIX... PROGRAM ARGS...` (`sh -c …`, `setpriv …`).
    prefix: Vec<String>,
    input: Option<Vec<u8>>,
    /// The directory the run made for itself, removed once it is over.
    _dir: Option<tempfile::TempDir>,
}

impl Cli {
    /// A run in a fresh temporary directory of its own.
    pub fn new() -> Cli {
        let dir = tmp();
        let mut cli = Cli::in_dir(dir.path());
        cli._dir = Some(dir);
        cli
    }

    /// A run in `dir`, which the test keeps: its files are there before and after.
    pub fn in_dir(dir: &Path) -> Cli {
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
        Cli {
            command: c,
            prefix: Vec::new(),
            input: None,
            _dir: None,
        }
    }

    pub fn arg(mut self, arg: impl AsRef<OsStr>) -> Cli {
        self.command.arg(arg);
        self
    }

    pub fn args<S: AsRef<OsStr>>(mut self, args: impl IntoIterator<Item = S>) -> Cli {
        self.command.args(args);
        self
    }

    pub fn env(mut self, key: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> Cli {
        self.command.env(key, value);
        self
    }

    pub fn envs(mut self, vars: &[(&str, &str)]) -> Cli {
        self.command.envs(vars.iter().copied());
        self
    }

    /// `input` on standard input; without it the input is empty.
    pub fn stdin(mut self, input: impl AsRef<[u8]>) -> Cli {
        self.input = Some(input.as_ref().to_vec());
        self
    }

    /// Runs the program as `PREFIX... PROGRAM ARGS...`, in the same folder and environment.
    pub fn through(mut self, prefix: &[&str]) -> Cli {
        self.prefix = prefix.iter().map(|p| p.to_string()).collect();
        self
    }

    /// The command itself, for a test that talks to the program while it runs.
    pub fn command(self) -> Command {
        assert!(self._dir.is_none(), "the command would outlive its folder");
        assert!(self.input.is_none(), "the input is the caller's to write");
        let prefix: Vec<&str> = self.prefix.iter().map(String::as_str).collect();
        wrapped(self.command, &prefix)
    }

    /// Runs the program and asserts that it succeeded.
    #[track_caller]
    pub fn ok(self) -> Outcome {
        self.run().ok()
    }

    /// Runs the program and asserts that it failed.
    #[track_caller]
    pub fn fails(self) -> Outcome {
        self.run().fails()
    }

    /// Runs the program and asserts that it exited with `code`.
    #[track_caller]
    pub fn exits(self, code: i32) -> Outcome {
        self.run().exits(code)
    }

    /// Runs the program to its end.
    pub fn run(self) -> Outcome {
        let prefix: Vec<&str> = self.prefix.iter().map(String::as_str).collect();
        let mut c = wrapped(self.command, &prefix);
        let what = std::iter::once(c.get_program())
            .chain(c.get_args())
            .map(|a| a.to_string_lossy())
            .collect::<Vec<_>>()
            .join(" ");
        let out = match &self.input {
            None => c.output().expect("run patience"),
            Some(input) => {
                use std::io::Write;
                c.stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped());
                let mut child = c.spawn().expect("spawn patience");
                // The command may stop before reading its input (a bad argument): that is not
                // a failure.
                let _ = child.stdin.take().unwrap().write_all(input);
                child.wait_with_output().unwrap()
            }
        };
        Outcome {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            what,
        }
    }
}

/// How a run ended: its exit code (-1 when a signal ended it) and what it wrote.
#[derive(Debug)]
pub struct Outcome {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
    /// The command line, to name the run when an assertion fails.
    what: String,
}

impl Outcome {
    /// Asserts that the run succeeded.
    #[track_caller]
    pub fn ok(self) -> Outcome {
        self.exits(0)
    }

    /// Asserts that the run exited with `code`.
    #[track_caller]
    pub fn exits(self, code: i32) -> Outcome {
        assert!(
            self.code == code,
            "{}\nexpected exit code {code}",
            self.told()
        );
        self
    }

    /// Asserts that the run failed.
    #[track_caller]
    pub fn fails(self) -> Outcome {
        assert!(self.code != 0, "{}\nexpected a failure", self.told());
        self
    }

    /// Asserts that the run ended in neither a panic nor an abort.
    #[track_caller]
    pub fn no_panic(self) -> Outcome {
        assert!(
            self.code != 101
                && self.code != 134
                && self.code != -1
                && !self.stderr.contains("panicked"),
            "{}\nexpected no panic",
            self.told()
        );
        self
    }

    fn told(&self) -> String {
        format!(
            "`{}` exited {}\nstderr:\n{}\nstdout:\n{}",
            cut(&self.what),
            self.code,
            cut(&self.stderr),
            cut(&self.stdout)
        )
    }
}

/// `text` cut short for a failure's message: some tests feed and get back huge texts.
fn cut(text: &str) -> String {
    const MOST: usize = 10_000;
    match text.char_indices().nth(MOST) {
        Some((at, _)) => format!("{}… ({} bytes in all)", &text[..at], text.len()),
        None => text.to_string(),
    }
}

/// `c` run as `PREFIX... PROGRAM ARGS...`, with the same folder and environment.
pub fn wrapped(c: Command, prefix: &[&str]) -> Command {
    let Some((first, rest)) = prefix.split_first() else {
        return c;
    };
    let mut w = Command::new(first);
    w.args(rest).arg(c.get_program()).args(c.get_args());
    if let Some(d) = c.get_current_dir() {
        w.current_dir(d);
    }
    for (k, v) in c.get_envs() {
        match v {
            Some(v) => w.env(k, v),
            None => w.env_remove(k),
        };
    }
    w
}

/// A fresh temporary directory.
pub fn tmp() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}
