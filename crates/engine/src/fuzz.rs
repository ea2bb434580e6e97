//! The machinery of the `fuzz_*` tests of every parser a user can feed (rules files, deal
//! files, move lists, saves, numbers on the command line): inputs made by mutating valid
//! ones or at random, a runner that counts them, and the check that a refusal is located
//! and short.
//!
//! The number of inputs is proptest's `PROPTEST_CASES` (256 unless set), so `cargo test`
//! stays quick and `cargo xtask fuzz --cases N` runs N of each.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

/// The longest message a refusal may have, whatever its input.
pub const MESSAGE_CAP: usize = 1200;

/// Texts of a few kinds: one of `seeds` as it is, one mutated by a few edits (bytes
/// flipped, cut short, a long key, control bytes or a huge number put in, a part repeated
/// or taken out, a number replaced), random bytes, or random printable lines.
pub fn mutated(seeds: Vec<String>) -> impl Strategy<Value = String> {
    let edits = prop::collection::vec((0u8..8, any::<u32>(), any::<u32>()), 1..6);
    let pick = prop::sample::select(seeds);
    prop_oneof![
        1 => pick.clone(),
        6 => (pick, edits).prop_map(|(s, e)| mutate(&s, &e)),
        1 => prop::collection::vec(any::<u8>(), 0..256)
            .prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
        1 => "([ -~]{0,30}\n){0,8}",
    ]
}

/// Long runs a mutation puts in: most short, some far longer than any real key or move.
fn long_len(r: u32) -> usize {
    match r % 8 {
        0 => 100_000,
        1 => 5_000,
        _ => (r as usize >> 3) % 64 + 1,
    }
}

/// Inserted numbers, each past some type's range or TOML's.
const HUGE: [&str; 8] = [
    "99999999999999999999999999",
    "18446744073709551616",
    "9223372036854775808",
    "-9223372036854775809",
    "-1",
    "256",
    "1e999",
    "0",
];

/// Control bytes and the like, inserted as they are.
const CONTROL: [&str; 8] = [
    "\0", "\x1b[2J", "\r", "\u{7f}", "\t", "\u{202e}", "\u{feff}", "\n\n",
];

/// `seed` with each edit `(kind, at, arg)` applied in turn; the result is text (bytes that
/// are not UTF-8 are replaced, as a reader of text files would have to).
pub fn mutate(seed: &str, edits: &[(u8, u32, u32)]) -> String {
    let mut b = seed.as_bytes().to_vec();
    for &(kind, at, arg) in edits {
        let at = if b.is_empty() {
            0
        } else {
            at as usize % (b.len() + 1)
        };
        match kind {
            0 => {
                if let Some(x) = b.get_mut(at) {
                    *x ^= (arg as u8).max(1);
                }
            }
            1 => b.truncate(at),
            2 => {
                let key = "k".repeat(long_len(arg));
                let line = if arg % 2 == 0 {
                    format!("\n{key} = 1\n")
                } else {
                    key
                };
                b.splice(at..at, line.into_bytes());
            }
            3 => {
                let c = CONTROL[arg as usize % CONTROL.len()];
                b.splice(at..at, c.bytes());
            }
            4 => {
                let n = HUGE[arg as usize % HUGE.len()];
                b.splice(at..at, n.bytes());
            }
            5 => {
                let end = (at + long_len(arg).min(200)).min(b.len());
                let part = b[at..end].to_vec();
                b.splice(at..at, part);
            }
            6 => {
                let end = (at + (arg as usize % 40)).min(b.len());
                b.drain(at..end);
            }
            _ => {
                // The next number after `at`, replaced by another.
                if let Some(start) = b[at..].iter().position(u8::is_ascii_digit) {
                    let start = at + start;
                    let len = b[start..].iter().take_while(|c| c.is_ascii_digit()).count();
                    let n = i64::from(arg as i32).to_string();
                    b.splice(start..start + len, n.into_bytes());
                }
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

/// Whether `message` is fit to show: at most [`MESSAGE_CAP`] characters, no control
/// character but a new line or tab, and located: it holds one of `places` (a file name, a
/// key, a move's index, an option).
pub fn check_refusal(message: &str, places: &[&str]) -> Result<(), TestCaseError> {
    let shown: String = message.chars().take(300).collect();
    if message.chars().count() > MESSAGE_CAP {
        return Err(TestCaseError::fail(format!(
            "a message of {} characters: {shown}…",
            message.chars().count()
        )));
    }
    if let Some(c) = message
        .chars()
        .find(|&c| c.is_control() && c != '\n' && c != '\t')
    {
        return Err(TestCaseError::fail(format!(
            "a raw {c:?} in the message: {shown}"
        )));
    }
    if !places.iter().any(|p| message.contains(p)) {
        return Err(TestCaseError::fail(format!(
            "the message names none of {places:?}: {shown}"
        )));
    }
    Ok(())
}

/// Runs `test` on inputs from `strategy`, as many as `PROPTEST_CASES` says, and prints how
/// many ran (`cargo xtask fuzz` reads the line). Panics with the smallest failing input.
pub fn run<S: Strategy>(
    name: &str,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) where
    S::Value: std::fmt::Debug,
{
    let config = Config {
        // A fuzz test is no tool: it writes no regression files into the tree.
        failure_persistence: None,
        ..Config::default()
    };
    let ran = std::sync::atomic::AtomicU64::new(0);
    let mut runner = TestRunner::new(config);
    let result = runner.run(&strategy, |input| {
        ran.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        test(input)
    });
    println!(
        "fuzz {name}: {} inputs",
        ran.load(std::sync::atomic::Ordering::Relaxed)
    );
    if let Err(e) = result {
        panic!("fuzz {name}: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutations_do_what_they_say() {
        assert_eq!(mutate("abc", &[(1, 1, 0)]), "a");
        assert_eq!(mutate("abc", &[(6, 0, 2)]), "c");
        assert_eq!(mutate("a = 12", &[(7, 0, 5)]), "a = 5");
        assert_eq!(mutate("", &[(3, 9, 0)]), "\0");
        assert!(mutate("x", &[(2, 0, 0)]).len() > 100_000);
    }

    #[test]
    fn a_refusal_must_be_short_printable_and_located() {
        assert!(check_refusal("v.toml:3: key `x`: expected 1", &["v.toml:"]).is_ok());
        assert!(check_refusal("key `x`: expected 1", &["v.toml:"]).is_err());
        assert!(check_refusal("v.toml: \0", &["v.toml"]).is_err());
        assert!(check_refusal(&format!("v.toml: {}", "k".repeat(2000)), &["v.toml"]).is_err());
    }
}
