//! Simulation: many deals played by the default player on all cores, with the win rate and
//! its Wilson 95% interval.

use crate::game::Game;
use rayon::prelude::*;
use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// Moves after which a playout is abandoned as lost (a player shuttling cards for ever).
pub const MOVE_LIMIT: usize = 5_000;

/// The outcome of a simulation run.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SimReport {
    pub first_seed: u64,
    pub deals: u64,
    pub won: u64,
    pub lost: u64,
    pub seconds: f64,
    /// Stopped by [`request_stop`] before every deal was played: `deals` counts those that
    /// were (not necessarily the first ones).
    #[serde(default)]
    pub interrupted: bool,
}

impl SimReport {
    pub fn win_rate(&self) -> f64 {
        if self.deals == 0 {
            0.0
        } else {
            self.won as f64 / self.deals as f64
        }
    }

    pub fn interval(&self) -> (f64, f64) {
        wilson(self.won, self.deals)
    }

    pub fn deals_per_second(&self) -> f64 {
        if self.seconds > 0.0 {
            self.deals as f64 / self.seconds
        } else {
            0.0
        }
    }
}

/// The Wilson score interval at 95% (z = 1.959964) for `k` successes in `n` trials.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let n_f = n as f64;
    let p = k as f64 / n_f;
    let denom = 1.0 + z * z / n_f;
    let centre = (p + z * z / (2.0 * n_f)) / denom;
    let half = z * (p * (1.0 - p) / n_f + z * z / (4.0 * n_f * n_f)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Reusable buffers for playing many deals on one thread without allocating per deal.
#[derive(Debug)]
pub struct Playout<G: Game> {
    pack: Vec<cards::Card>,
    deck: Vec<cards::Card>,
    moves: Vec<G::Move>,
}

impl<G: Game> Playout<G> {
    pub fn new(rules: &G::Rules) -> Self {
        let pack = G::pack(rules);
        Playout {
            deck: pack.clone(),
            pack,
            moves: Vec::new(),
        }
    }

    /// Plays deal `seed` with the default player; returns whether it won.
    pub fn play(&mut self, rules: &G::Rules, seed: u64) -> bool {
        self.deck.copy_from_slice(&self.pack);
        cards::shuffle(&mut self.deck, &mut cards::DealRng::new(seed, 0));
        if let Some(won) = G::quick_outcome(rules, &self.deck) {
            return won;
        }
        G::start(rules, &self.deck, seed)
            .play_out(rules, &mut self.moves, MOVE_LIMIT)
            .0
    }
}

/// Set by [`request_stop`]: many-deal runs stop taking new deals.
static STOP: AtomicBool = AtomicBool::new(false);

/// Asks every many-deal run of this process ([`simulate`], [`crate::solve::run_many`]) to
/// stop after the deals it is playing; the report then covers the deals finished and says it
/// was interrupted. For Ctrl-C.
pub fn request_stop() {
    STOP.store(true, Ordering::Relaxed);
}

/// Whether [`request_stop`] was called.
pub fn stop_requested() -> bool {
    STOP.load(Ordering::Relaxed)
}

/// Plays every seed in `seeds` with the default player, on all cores. `progress` is called
/// with the number of deals finished since its last call. Memory does not grow with the
/// number of deals: seeds are handed out in chunks and only counts are kept.
pub fn simulate<G: Game>(
    rules: &G::Rules,
    seeds: Range<u64>,
    progress: &(dyn Fn(u64) + Sync),
) -> SimReport {
    const CHUNK: u64 = 4096;
    let t = Instant::now();
    let total = seeds.end.saturating_sub(seeds.start);
    let (deals, won) = (AtomicU64::new(0), AtomicU64::new(0));
    // `try_for_each` so that a stop request ends the run at once, not after walking the
    // chunks left.
    let _stopped = (0..total.div_ceil(CHUNK))
        .into_par_iter()
        .try_for_each_init(
            || Playout::<G>::new(rules),
            |p, i| {
                if stop_requested() {
                    return Err(());
                }
                let a = seeds.start + i * CHUNK;
                let range = a..(a + CHUNK).min(seeds.end);
                let len = range.end - range.start;
                let w = range.filter(|&seed| p.play(rules, seed)).count() as u64;
                won.fetch_add(w, Ordering::Relaxed);
                deals.fetch_add(len, Ordering::Relaxed);
                progress(len);
                Ok(())
            },
        );
    let (deals, won) = (deals.into_inner(), won.into_inner());
    SimReport {
        first_seed: seeds.start,
        deals,
        won,
        lost: deals - won,
        seconds: t.elapsed().as_secs_f64(),
        interrupted: deals < total,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_known_values() {
        // 50 of 100: the textbook Wilson interval is [0.4038, 0.5962].
        let (lo, hi) = wilson(50, 100);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson(0, 10);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.2775).abs() < 1e-3, "{hi}");
        assert_eq!(wilson(0, 0), (0.0, 1.0));
    }
}
