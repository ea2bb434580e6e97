//! Simulation: many deals played by the default player on all cores, reported as every
//! many-deal run is ([`StatsReport`]), and the Wilson 95% interval of a win rate.

use crate::game::Playable;
use crate::solve::StatsReport;
use rayon::prelude::*;
use std::ops::Range;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// Moves after which a playout is abandoned as lost (a player shuttling cards for ever).
pub const MOVE_LIMIT: usize = 5_000;

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
pub struct Playout<G: Playable> {
    pack: Vec<cards::Card>,
    deck: Vec<cards::Card>,
    moves: Vec<G::Move>,
}

impl<G: Playable> Playout<G> {
    pub fn new(rules: &G::Rules) -> Self {
        let pack = G::pack(rules);
        Playout {
            deck: pack.clone(),
            pack,
            moves: Vec::new(),
        }
    }

    /// Plays deal `seed` with the default player (or asks its [`crate::Player::outcome`]); returns
    /// whether it won.
    pub fn play(&mut self, rules: &G::Rules, seed: u64) -> bool {
        self.deck.copy_from_slice(&self.pack);
        cards::shuffle(&mut self.deck, &mut cards::DealRng::new(seed, 0));
        if let Some(won) = G::outcome(rules, &self.deck) {
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
/// number of deals: seeds are handed out in chunks and only counts are kept. Deal times are
/// measured per chunk, so the report has `cpu_seconds` but no median or longest deal.
pub fn simulate<G: Playable>(
    rules: &G::Rules,
    seeds: Range<u64>,
    progress: &(dyn Fn(u64) + Sync),
) -> StatsReport {
    const CHUNK: u64 = 4096;
    let t = Instant::now();
    let total = seeds.end.saturating_sub(seeds.start);
    let (deals, won) = (AtomicU64::new(0), AtomicU64::new(0));
    let cpu_seconds = Mutex::new(0.0f64);
    let won_seeds = Mutex::new(Vec::new());
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
                let started = Instant::now();
                let wins: Vec<u64> = range.filter(|&seed| p.play(rules, seed)).collect();
                let w = wins.len() as u64;
                lock(&won_seeds).extend(wins);
                *cpu_seconds
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner) +=
                    started.elapsed().as_secs_f64();
                won.fetch_add(w, Ordering::Relaxed);
                deals.fetch_add(len, Ordering::Relaxed);
                progress(len);
                Ok(())
            },
        );
    let cpu = lock(&cpu_seconds).to_owned();
    let won_seeds = std::mem::take(&mut *lock(&won_seeds));
    players_report(
        &seeds,
        deals.into_inner(),
        won.into_inner(),
        t,
        cpu,
        won_seeds,
        &mut [],
    )
}

/// The data behind a mutex, even when a thread panicked while holding it.
pub(crate) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The report of a player's run over `seeds` (a player finishes every deal: won or lost),
/// started at `t`, with the time spent on deals summed in `cpu_seconds`, the seeds won, and
/// each deal's time when the player measured them one by one (else empty).
pub(crate) fn players_report(
    seeds: &Range<u64>,
    deals: u64,
    won: u64,
    t: Instant,
    cpu_seconds: f64,
    mut won_seeds: Vec<u64>,
    deal_seconds: &mut [f64],
) -> StatsReport {
    let interrupted = deals < seeds.end.saturating_sub(seeds.start);
    won_seeds.sort_unstable();
    won_seeds.truncate(crate::solve::UNKNOWN_SEEDS_LISTED);
    deal_seconds.sort_unstable_by(f64::total_cmp);
    StatsReport {
        ranges: StatsReport::covered(seeds, interrupted),
        deals,
        won,
        lost: deals - won,
        seconds: t.elapsed().as_secs_f64(),
        cpu_seconds,
        median_deal_seconds: deal_seconds
            .get(deal_seconds.len() / 2)
            .copied()
            .unwrap_or(0.0),
        max_deal_seconds: deal_seconds.last().copied().unwrap_or(0.0),
        won_seeds,
        interrupted,
        ..StatsReport::default()
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
