//! `cargo xtask fuzz [--cases N]`: every `fuzz_*` test of the workspace, in a release build,
//! with `PROPTEST_CASES=N`, one test at a time, and per parser how many inputs ran and how
//! long it took.

use anyhow::{Context, Result, bail};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// Inputs per parser when `--cases` is not given.
pub const DEFAULT_CASES: u64 = 100_000;

/// A test binary `cargo test` built, and the package folder it runs in.
#[derive(Debug, PartialEq, Eq)]
pub struct TestBinary {
    pub executable: PathBuf,
    pub package_dir: PathBuf,
}

/// The value of `"key":"…"` in one line of cargo's JSON messages (paths hold no quotes).
fn json_str<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let at = line.find(&format!("\"{key}\":\""))? + key.len() + 4;
    let len = line[at..].find('"')?;
    Some(&line[at..at + len])
}

/// The test binaries in cargo's `--message-format=json` output.
pub fn test_binaries(messages: &str) -> Vec<TestBinary> {
    let mut out = Vec::new();
    for line in messages.lines() {
        if !line.contains("\"reason\":\"compiler-artifact\"") || !line.contains("\"test\":true") {
            continue;
        }
        let (Some(exe), Some(manifest)) = (
            json_str(line, "executable"),
            json_str(line, "manifest_path"),
        ) else {
            continue;
        };
        let manifest = Path::new(manifest);
        out.push(TestBinary {
            executable: PathBuf::from(exe),
            package_dir: manifest.parent().unwrap_or(manifest).to_path_buf(),
        });
    }
    out
}

/// The names of the `fuzz_` tests in a test binary's `--list` output.
pub fn fuzz_tests(list: &str) -> Vec<String> {
    list.lines()
        .filter_map(|l| l.strip_suffix(": test"))
        .filter(|name| {
            name.rsplit("::")
                .next()
                .is_some_and(|n| n.starts_with("fuzz_"))
        })
        .map(str::to_string)
        .collect()
}

/// The inputs a fuzz test says it ran (`fuzz NAME: K inputs`, from `engine::fuzz::run`).
pub fn inputs_ran(output: &str) -> Option<u64> {
    output.lines().find_map(|l| {
        let rest = l.strip_prefix("fuzz ")?;
        let (_, count) = rest.rsplit_once(": ")?;
        count.strip_suffix(" inputs")?.parse().ok()
    })
}

/// Builds the workspace's tests in release and runs each `fuzz_` test with `cases` inputs.
pub fn fuzz(root: &Path, cases: u64) -> Result<()> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    println!("$ cargo test --release --workspace --lib --bins --tests --no-run");
    let build = Command::new(&cargo)
        .args([
            "test",
            "--release",
            "--workspace",
            // Examples are no tests: a half-written one must not stop the run.
            "--lib",
            "--bins",
            "--tests",
            "--no-run",
            "--message-format=json-render-diagnostics",
        ])
        .current_dir(root)
        .stderr(Stdio::inherit())
        .output()
        .context("cannot run cargo test")?;
    if !build.status.success() {
        bail!("cargo test --release --no-run failed");
    }
    let binaries = test_binaries(&String::from_utf8_lossy(&build.stdout));
    println!("fuzzing with PROPTEST_CASES={cases}");
    let mut failed = Vec::new();
    let mut ran_any = false;
    let mut uncounted = false;
    for bin in &binaries {
        let list = Command::new(&bin.executable)
            .args(["--list", "fuzz_"])
            .current_dir(&bin.package_dir)
            .output()
            .with_context(|| format!("cannot list {}", bin.executable.display()))?;
        for test in fuzz_tests(&String::from_utf8_lossy(&list.stdout)) {
            ran_any = true;
            let start = Instant::now();
            let out = Command::new(&bin.executable)
                .args([&test, "--exact", "--nocapture", "--test-threads=1"])
                .env("PROPTEST_CASES", cases.to_string())
                .current_dir(&bin.package_dir)
                .output()
                .with_context(|| format!("cannot run {test}"))?;
            let seconds = start.elapsed().as_secs_f64();
            let text = String::from_utf8_lossy(&out.stdout);
            // A test that does not count its inputs runs proptest's number of cases (marked).
            let inputs = inputs_ran(&text).map_or_else(
                || {
                    uncounted = true;
                    format!("{cases}*")
                },
                |n| n.to_string(),
            );
            let verdict = if out.status.success() { "ok" } else { "FAILED" };
            let package = bin.package_dir.file_name().map_or_else(
                || bin.package_dir.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            let name = format!("{package} {test}");
            println!("{name:<56} {inputs:>9} inputs {seconds:>8.1} s  {verdict}");
            if !out.status.success() {
                eprintln!("{text}{}", String::from_utf8_lossy(&out.stderr));
                failed.push(test);
            }
        }
    }
    if uncounted {
        println!("* the number of cases proptest was told to run: the test does not count them");
    }
    if !ran_any {
        bail!("no fuzz_ test was found");
    }
    if !failed.is_empty() {
        bail!("fuzz tests failed: {}", failed.join(", "));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_cargo_s_messages_and_test_lists() {
        let messages = concat!(
            r#"{"reason":"compiler-artifact","package_id":"p","manifest_path":"/w/crates/engine/Cargo.toml","target":{"name":"engine"},"profile":{"test":true},"executable":"/w/target/release/deps/engine-1"}"#,
            "\n",
            r#"{"reason":"compiler-artifact","manifest_path":"/w/crates/cards/Cargo.toml","profile":{"test":false},"executable":null}"#,
            "\n",
            r#"{"reason":"build-finished","success":true}"#,
        );
        assert_eq!(
            test_binaries(messages),
            [TestBinary {
                executable: "/w/target/release/deps/engine-1".into(),
                package_dir: "/w/crates/engine".into(),
            }]
        );
        let list = "deal::tests::fuzz_deal_files: test\ndeal::tests::reads: test\nfuzz::tests::mutations: test\n\n2 tests, 0 benchmarks\n";
        assert_eq!(fuzz_tests(list), ["deal::tests::fuzz_deal_files"]);
        assert_eq!(
            inputs_ran("x\nfuzz deal files (--deal): 100000 inputs\n"),
            Some(100_000)
        );
        assert_eq!(inputs_ran("test x ... ok\n"), None);
    }
}
