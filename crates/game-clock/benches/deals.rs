//! Clock deals per second beside a shuffle-only baseline, on one core.
//!
//! A Clock deal is a shuffle plus about fifty forced turns, so the shuffle is the floor of
//! the work; the target is a simulation rate of at least 0.8 of the shuffle-only rate.
//! Run with `cargo bench -p game-clock`.

use cards::{DealRng, shuffle};
use engine::Game;
use engine::sim::Playout;
use game_clock::{Clock, ClockRules};
use std::hint::black_box;
use std::time::Instant;

const DEALS: u64 = 2_000_000;

fn rate(label: &str, mut f: impl FnMut(u64) -> u64) -> f64 {
    f(0); // warm up
    let t = Instant::now();
    let mut sink = 0u64;
    for seed in 0..DEALS {
        sink = sink.wrapping_add(f(seed));
    }
    let secs = t.elapsed().as_secs_f64();
    black_box(sink);
    let r = DEALS as f64 / secs;
    println!("{label:<28} {DEALS} deals in {secs:.3} s: {r:>12.0} deals/s");
    r
}

fn main() {
    let rules: ClockRules = game_clock::RULES
        .standard()
        .expect("rules/clock.toml loads");
    let pack = Clock::pack(&rules);
    let mut deck = pack.clone();
    let shuffle_only = rate("shuffle only (baseline)", |seed| {
        deck.copy_from_slice(&pack);
        shuffle(&mut deck, &mut DealRng::new(seed, 0));
        deck[0].index() as u64
    });
    let mut p = Playout::<Clock>::new(&rules);
    let mut won = 0u64;
    let clock = rate("clock: shuffle and play", |seed| {
        let w = p.play(&rules, seed);
        won += u64::from(w);
        u64::from(w)
    });
    println!(
        "simulation / shuffle-only: {:.3} (target >= 0.8)",
        clock / shuffle_only
    );
    println!(
        "won {won} of {} timed deals ({:.4})",
        DEALS + 1,
        won as f64 / (DEALS + 1) as f64
    );
}
