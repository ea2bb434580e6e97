//! How long the expert's hint takes to answer: the expert plays each deal out by its own
//! hints, at the game's own settings (as `hint` and the board's `H` use them), and every
//! hint is timed on this thread.
//!
//! `cargo run --release -p cli --example hint-latency -- GAME FROM COUNT` prints, over the
//! hints of deals FROM..FROM+COUNT, how many there were and the median, 95th percentile and
//! longest time one took.

use anyhow::{Context, Result, bail};
use engine::{Catalog, DynSession};
use std::time::Instant;

// The facade links every game crate, so their registrations are there.
use games as _;

/// Hints one game may ask for before it stops; far more than any game here takes.
const MOVE_CAP: usize = 10_000;

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, from, count] = &args[..] else {
        bail!("usage: hint-latency GAME FROM COUNT");
    };
    let from: u64 = from.parse().context("FROM: a seed number")?;
    let count: u64 = count.parse().context("COUNT: a number of seeds")?;
    let catalog = Catalog::builtin().context("the built-in rules")?;
    let game = catalog.get(game)?.load()?;
    let mut seconds = Vec::new();
    for seed in from..from + count {
        let mut s = game.session(game.deal_from_seed(seed));
        let config = s.expert_settings();
        for _ in 0..MOVE_CAP {
            if s.status().is_over() {
                break;
            }
            let t = Instant::now();
            let Some((m, _why)) = s.expert_hint(&config) else {
                break;
            };
            seconds.push(t.elapsed().as_secs_f64());
            play(&mut *s, &m, seed)?;
        }
    }
    if seconds.is_empty() {
        bail!("no hint was asked for");
    }
    seconds.sort_by(f64::total_cmp);
    let n = seconds.len();
    let at = |q: f64| seconds[((n as f64 * q).ceil() as usize).clamp(1, n) - 1];
    println!(
        "{} seeds {from}..{}: {n} hints, median {:.4} s, 95th percentile {:.4} s, longest {:.4} s",
        args[0],
        from + count,
        at(0.5),
        at(0.95),
        seconds[n - 1]
    );
    Ok(())
}

fn play(s: &mut dyn DynSession, m: &str, seed: u64) -> Result<()> {
    s.play_text(m)
        .map(|_| ())
        .map_err(|e| anyhow::anyhow!("seed {seed}: the expert's move {m} was refused: {e}"))
}
