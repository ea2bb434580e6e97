//! What the save after every move costs, timed after each move of long games of every
//! registered game and reported as median, 95th percentile and worst: on the move, the
//! save built from the session and handed to the writer's thread (what a move waits for);
//! and, apart, the atomic write itself (not synced, as after a move), which the writer's
//! thread does while the player thinks.
//!
//! Run with `cargo bench -p cli --bench autosave`; the files go to `$PATIENCE_DATA` when set
//! (to measure on the disk where saves are kept), else to a temporary folder.

#[allow(dead_code)]
#[path = "../src/i18n.rs"]
mod i18n;
#[allow(dead_code)]
#[path = "../src/save.rs"]
mod save;
#[allow(dead_code)]
#[path = "../src/writer.rs"]
mod writer;

use games as _;
use std::time::{Duration, Instant};

/// Moves played (and saved) per game: longer than a whole game of any of them.
const MOVES: usize = 400;
/// Deals played per game.
const DEALS: u64 = 5;

fn main() {
    let dir = match std::env::var_os("PATIENCE_DATA") {
        Some(d) => tempfile::tempdir_in(d),
        None => tempfile::tempdir(),
    }
    .expect("a folder to write in");
    println!("writing in {}", dir.path().display());
    let registered = engine::registered().expect("the registry");
    for (name, entry) in &registered {
        // The game's own rules file: its `[rules]` table under the default values.
        let file: toml::Table = toml::from_str(entry.rules.own).expect("the rules file");
        let table = file
            .get("rules")
            .and_then(|r| r.as_table())
            .cloned()
            .unwrap_or_default();
        let game = entry.load(&table).unwrap_or_else(|e| panic!("{name}: {e}"));
        let rules = game.rules_table();
        let (mut on_move, mut writes): (Vec<Duration>, Vec<Duration>) = (Vec::new(), Vec::new());
        let mut bytes = 0;
        for seed in 0..DEALS {
            let mut session = game.session(game.deal_from_seed(seed));
            let path = dir.path().join(format!("saves/{name}-seed-{seed}.json"));
            let w = writer::Writer::new();
            for i in 0..MOVES {
                // A varied line: the legal moves in turn, as a player trying things would.
                let moves = session.legal_moves();
                let Some(m) = moves.get(i % moves.len().max(1)) else {
                    break;
                };
                session.play_text(m).expect("a legal move");
                let t = Instant::now();
                let s = save::Save::of(
                    (name, name, name),
                    &rules,
                    &*session,
                    Duration::from_secs(i as u64),
                    false,
                );
                let job = writer::Job {
                    path: path.clone(),
                    save: s,
                    check: i == 0,
                    resume: String::new(),
                };
                w.post(job.clone());
                on_move.push(t.elapsed());
                // The write itself, timed apart once the writer is done with the move's.
                std::thread::sleep(Duration::from_millis(2));
                let t = Instant::now();
                save::store(&path, &job.save, false, false).expect("written");
                writes.push(t.elapsed());
                if session.status().is_over() {
                    break;
                }
            }
            bytes = bytes.max(std::fs::metadata(&path).map_or(0, |m| m.len()));
        }
        let line = |what: &str, mut times: Vec<Duration>| {
            times.sort();
            let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
            println!(
                "{name:<20} {what:<9} {:>5} saves  median {:>7.1} µs  p95 {:>7.1} µs  worst {:>8.1} µs",
                times.len(),
                at(0.5).as_secs_f64() * 1e6,
                at(0.95).as_secs_f64() * 1e6,
                at(1.0).as_secs_f64() * 1e6,
            );
        };
        line("on move", on_move);
        line("write", writes);
        println!("{name:<20} largest save {bytes} bytes");
    }
}
