//! Measures the oracle's hint on positions in mid-game: for each seed, the default player
//! plays the deal out, a move count is drawn at random below the game's length, and the
//! oracle decides the position reached there, under the hint's own limit.
//!
//! `cargo run --release -p cli --example oracle-positions -- GAME FROM COUNT` prints one line
//! per seed (`GAME SEED MOVES VERDICT SECONDS`); `… -- --summary FILE…` reads such lines and
//! prints, per game, the won / lost / unknown counts and the seconds per position (median,
//! 95th percentile, max). `$PATIENCE_ORACLE_SECONDS` sets the limit as it does for the hint;
//! `$ORACLE_POSITIONS_BUDGET` sets the positions it may search (to see what a position is,
//! given far more than the hint's budget).

use anyhow::{Context, Result, bail};
use engine::solve::{Answer, ORACLE_SECONDS, OracleLimit, Thinking};
use engine::{Catalog, DynSession};
use std::collections::BTreeMap;
use std::io::Write;
use std::time::Instant;

// The facade links every game crate, so their registrations are there.
use games as _;

/// Moves the default player may make in one game before the playout stops; far more than
/// any game here takes.
const MOVE_CAP: usize = 10_000;

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("--summary") => summary(&args[1..]),
        Some(game) if args.len() == 3 => {
            let from = args[1].parse().context("FROM: a seed number")?;
            let count = args[2].parse().context("COUNT: a number of seeds")?;
            measure(game, from, count)
        }
        _ => bail!("usage: oracle-positions GAME FROM COUNT | oracle-positions --summary FILE…"),
    }
}

/// A move count in `0..len`, the same for the same seed.
fn draw(seed: u64, len: usize) -> usize {
    let mut x = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^= x >> 31;
    (x % len.max(1) as u64) as usize
}

/// The moves the default player makes from the deal's start until the game ends.
fn default_game(s: &mut dyn DynSession) -> Result<Vec<String>> {
    let mut moves = Vec::new();
    while !s.status().is_over() && moves.len() < MOVE_CAP {
        let Some(m) = s.hint() else { break };
        s.play_text(&m)
            .map_err(|e| anyhow::anyhow!("the default player's move {m} was refused: {e}"))?;
        moves.push(m);
    }
    Ok(moves)
}

fn measure(name: &str, from: u64, count: u64) -> Result<()> {
    let catalog = Catalog::builtin().context("the built-in rules")?;
    let game = catalog.get(name)?.load()?;
    let mut limit = std::env::var("PATIENCE_ORACLE_SECONDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or_else(OracleLimit::default, OracleLimit::seconds);
    if let Some(budget) = std::env::var("ORACLE_POSITIONS_BUDGET")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        limit.config.budget = budget;
    }
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "# {name} seeds {from}..{} limit {} s (default {ORACLE_SECONDS}), budget {} positions",
        from + count,
        limit.time.as_secs_f64(),
        limit.config.budget
    )?;
    for seed in from..from + count {
        let deal = game.deal_from_seed(seed);
        let line = default_game(&mut *game.session(deal.clone()))?;
        let k = draw(seed, line.len());
        let mut s = game.session(deal);
        for m in &line[..k] {
            s.play_text(m)
                .map_err(|e| anyhow::anyhow!("seed {seed}: replaying {m}: {e}"))?;
        }
        if s.status().is_over() {
            continue;
        }
        let t = Instant::now();
        let a = Thinking::start(s.oracle_task(), limit).wait();
        let secs = t.elapsed().as_secs_f64();
        let verdict = match a {
            Answer::Won(_) => "won",
            Answer::Lost => "lost",
            Answer::Unknown => "unknown",
        };
        writeln!(out, "{name} {seed} {k} {verdict} {secs:.4}")?;
        out.flush()?;
    }
    Ok(())
}

#[derive(Default)]
struct Tally {
    won: u64,
    lost: u64,
    unknown: u64,
    seconds: Vec<f64>,
    /// Positions won or lost within two seconds.
    decided_in_time: u64,
}

fn summary(files: &[String]) -> Result<()> {
    let mut games: BTreeMap<String, Tally> = BTreeMap::new();
    for f in files {
        let text = std::fs::read_to_string(f).with_context(|| format!("reading {f}"))?;
        for (i, line) in text.lines().enumerate() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let w: Vec<&str> = line.split_whitespace().collect();
            let [game, _, _, verdict, secs] = w[..] else {
                bail!("{f}:{}: expected GAME SEED MOVES VERDICT SECONDS", i + 1);
            };
            let t = games.entry(game.to_string()).or_default();
            let secs: f64 = secs
                .parse()
                .with_context(|| format!("{f}:{}: seconds", i + 1))?;
            if verdict != "unknown" && secs <= 2.0 {
                t.decided_in_time += 1;
            }
            match verdict {
                "won" => t.won += 1,
                "lost" => t.lost += 1,
                "unknown" => t.unknown += 1,
                _ => bail!(
                    "{f}:{}: expected won, lost or unknown, not {verdict}",
                    i + 1
                ),
            }
            t.seconds.push(secs);
        }
    }
    println!(
        "| game | positions | won | lost | unknown | median s | 95th percentile s | max s | decided within 2 s |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for (game, mut t) in games {
        t.seconds.sort_by(f64::total_cmp);
        let n = t.seconds.len();
        let at = |q: f64| t.seconds[((n as f64 * q).ceil() as usize).clamp(1, n) - 1];
        let within = t.decided_in_time;
        println!(
            "| {game} | {n} | {} | {} | {} | {:.4} | {:.4} | {:.4} | {within} ({:.1}%) |",
            t.won,
            t.lost,
            t.unknown,
            at(0.5),
            at(0.95),
            t.seconds[n - 1],
            100.0 * within as f64 / n as f64
        );
    }
    Ok(())
}
