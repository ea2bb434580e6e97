//! Many deals on all cores (or on one), their results streamed into running totals.

use super::knowledge::{Hooks, Tuned};
use super::{Searcher, Solve, SolveConfig, StatsReport, UNKNOWN_SEEDS_LISTED, Verdict};
use crate::deal::Deal;
use crate::game::Playable;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::ops::Range;
use std::time::Instant;

/// One deal's result in a many-deal run.
#[derive(Clone, Copy, Debug)]
pub struct DealResult {
    pub seed: u64,
    pub verdict: Verdict,
    pub nodes: u64,
    pub table_peak: u64,
    pub seconds: f64,
}

impl DealResult {
    /// Times `solve_one` on `seed`.
    fn timed<S, F>(s: &mut S, seed: u64, solve_one: &F) -> DealResult
    where
        F: Fn(&mut S, u64) -> (Verdict, u64, u64),
    {
        let t = Instant::now();
        let (verdict, nodes, table_peak) = solve_one(s, seed);
        DealResult {
            seed,
            verdict,
            nodes,
            table_peak,
            seconds: t.elapsed().as_secs_f64(),
        }
    }
}

/// Solves every seed of `seeds` on all cores. `progress` is called with the number of deals
/// finished since its last call.
pub fn solve_many<G: Solve>(
    rules: &G::Rules,
    seeds: Range<u64>,
    config: SolveConfig,
    progress: &(dyn Fn(u64) + Sync),
) -> StatsReport {
    solve_many_with::<G, Tuned>(rules, seeds, config, progress)
}

pub(super) fn solve_many_with<G: Playable, H: Hooks<G>>(
    rules: &G::Rules,
    seeds: Range<u64>,
    config: SolveConfig,
    progress: &(dyn Fn(u64) + Sync),
) -> StatsReport {
    run_many(
        seeds,
        progress,
        || Searcher::<G>::new(config),
        |s, seed| {
            let deal = Deal::from_seed::<G>(rules, seed);
            let o = s.run::<H>(rules, &G::start(rules, &deal.cards, deal.start_seed()));
            (o.verdict, o.nodes, o.table_peak)
        },
    )
}

/// Decides every seed of `seeds` on all cores and adds the results up: `init` makes each
/// thread's searcher, `solve_one` decides one seed and returns its verdict, positions
/// searched and table peak. A game with a search of its own reuses the bookkeeping here.
/// Results stream into running totals, so memory does not grow with the number of deals;
/// after [`crate::sim::request_stop`] no new deal is started.
pub fn run_many<S, I, F>(
    seeds: Range<u64>,
    progress: &(dyn Fn(u64) + Sync),
    init: I,
    solve_one: F,
) -> StatsReport
where
    I: Fn() -> S + Send + Sync,
    F: Fn(&mut S, u64) -> (Verdict, u64, u64) + Send + Sync,
{
    let t = Instant::now();
    // One deal a job, as deals differ in cost by orders of magnitude; a `usize` range because
    // rayon hands out indexed jobs only for those.
    let len = usize::try_from(seeds.end.saturating_sub(seeds.start)).unwrap_or(usize::MAX);
    let tally = std::sync::Mutex::new(Tally::default());
    // `try_for_each` so that a stop request ends the run at once, not after walking the
    // seeds left.
    let _stopped = (0..len)
        .into_par_iter()
        .with_max_len(1)
        .try_for_each_init(init, |s, i| {
            if crate::sim::stop_requested() {
                return Err(());
            }
            let r = DealResult::timed(s, seeds.start + i as u64, &solve_one);
            tally
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .add(&r);
            progress(1);
            Ok(())
        });
    let tally = tally
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    tally.report(seeds, t.elapsed().as_secs_f64())
}

/// [`run_many`] on the calling thread alone (for benchmarks of one core): `state` decides
/// the seeds in order, and `each` sees every deal's result as it comes.
pub fn run_one_core<S, F>(
    seeds: Range<u64>,
    mut state: S,
    solve_one: F,
    mut each: impl FnMut(&DealResult),
) -> StatsReport
where
    F: Fn(&mut S, u64) -> (Verdict, u64, u64),
{
    let t = Instant::now();
    let mut tally = Tally::default();
    for seed in seeds.clone() {
        if crate::sim::stop_requested() {
            break;
        }
        let r = DealResult::timed(&mut state, seed, &solve_one);
        each(&r);
        tally.add(&r);
    }
    tally.report(seeds, t.elapsed().as_secs_f64())
}

/// Buckets of deal times per factor of this ratio: the median is known to within 1%.
const TIME_BUCKET_RATIO: f64 = 1.01;

/// The running totals of a many-deal run: counts, sums and a histogram of deal times, so
/// that memory stays the same however many deals are played.
#[derive(Debug, Default)]
pub(super) struct Tally {
    deals: u64,
    won: u64,
    lost: u64,
    unknown: u64,
    nodes: u64,
    cpu_seconds: f64,
    table_peak: u64,
    max_deal_seconds: f64,
    /// Deals by the time they took, in buckets of [`TIME_BUCKET_RATIO`] from 1 µs.
    pub(super) times: BTreeMap<u16, u64>,
    unknown_seeds: Vec<u64>,
}

impl Tally {
    fn bucket(seconds: f64) -> u16 {
        let micros = (seconds * 1e6).max(1.0);
        (micros.ln() / TIME_BUCKET_RATIO.ln()).min(f64::from(u16::MAX)) as u16
    }

    /// The middle of a bucket, in seconds.
    fn bucket_seconds(b: u16) -> f64 {
        TIME_BUCKET_RATIO.powf(f64::from(b) + 0.5) / 1e6
    }

    pub(super) fn add(&mut self, r: &DealResult) {
        self.deals += 1;
        match r.verdict {
            Verdict::Won => self.won += 1,
            Verdict::Lost => self.lost += 1,
            Verdict::Unknown => {
                self.unknown += 1;
                if self.unknown_seeds.len() < UNKNOWN_SEEDS_LISTED {
                    self.unknown_seeds.push(r.seed);
                }
            }
        }
        self.nodes += r.nodes;
        self.cpu_seconds += r.seconds;
        self.table_peak = self.table_peak.max(r.table_peak);
        self.max_deal_seconds = self.max_deal_seconds.max(r.seconds);
        *self.times.entry(Self::bucket(r.seconds)).or_default() += 1;
    }

    /// The deal time below which half the deals took (to within 1%).
    pub(super) fn median_seconds(&self) -> f64 {
        let half = self.deals / 2;
        let mut seen = 0;
        for (&b, &n) in &self.times {
            seen += n;
            if seen > half {
                return Self::bucket_seconds(b);
            }
        }
        0.0
    }

    /// The report of a run over `seeds` that took `seconds` of wall clock.
    pub(super) fn report(mut self, seeds: Range<u64>, seconds: f64) -> StatsReport {
        let planned = seeds.end.saturating_sub(seeds.start);
        let interrupted = self.deals < planned;
        self.unknown_seeds.sort_unstable();
        StatsReport {
            ranges: StatsReport::covered(&seeds, interrupted),
            deals: self.deals,
            won: self.won,
            lost: self.lost,
            unknown: self.unknown,
            nodes: self.nodes,
            cpu_seconds: self.cpu_seconds,
            seconds,
            median_deal_seconds: self.median_seconds(),
            max_deal_seconds: self.max_deal_seconds,
            table_peak: self.table_peak,
            unknown_seeds: self.unknown_seeds,
            won_seeds: Vec::new(),
            interrupted,
        }
    }
}
