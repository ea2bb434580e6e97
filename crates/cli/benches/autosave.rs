//! What the save after every move costs: the game's save built from its session and written
//! atomically (not synced, as after a move), timed after each move of a long game of every
//! registered game, reported as median, 95th percentile and worst.
//!
//! Run with `cargo bench -p cli --bench autosave`; the files go to `$PATIENCE_DATA` when set
//! (to measure on the disk where saves are kept), else to a temporary folder.

#[allow(dead_code)]
#[path = "../src/save.rs"]
mod save;

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
        let file: toml::Table = toml::from_str(entry.rules_toml).expect("the rules file");
        let table = file
            .get("rules")
            .and_then(|r| r.as_table())
            .cloned()
            .unwrap_or_default();
        let game = entry
            .driver
            .load(&table)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let rules = game.rules_table();
        let mut times: Vec<Duration> = Vec::new();
        let mut bytes = 0;
        for seed in 0..DEALS {
            let mut session = game.session(game.deal_from_seed(seed));
            let path = dir.path().join(format!("saves/{name}-seed-{seed}.json"));
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
                save::store(&path, &s, i == 0, false).expect("written");
                times.push(t.elapsed());
                if session.status().is_over() {
                    break;
                }
            }
            bytes = bytes.max(std::fs::metadata(&path).map_or(0, |m| m.len()));
        }
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        println!(
            "{name:<22} {:>5} saves  median {:>7.1} µs  p95 {:>7.1} µs  worst {:>8.1} µs  largest file {bytes} bytes",
            times.len(),
            at(0.5).as_secs_f64() * 1e6,
            at(0.95).as_secs_f64() * 1e6,
            at(1.0).as_secs_f64() * 1e6,
        );
    }
}
