//! How a game's deals are decided: the solver a game names where it registers.

use super::knowledge::Plain;
use super::runner::{solve_many, solve_many_with};
use super::{Outcome, Searcher, Solve, SolveConfig, SolveReport, StatsReport, format_line};
use crate::deal::Deal;
use crate::game::Playable;
use std::ops::Range;
use std::time::Instant;

/// The report on one deal: `decide` decides the deal's start, timed, and the line it finds
/// is told in the game's notation. What every [`GameSolver::solve`] does around its search.
fn report_deal<G: Playable>(
    rules: &G::Rules,
    deal: &Deal,
    decide: impl FnOnce(&G) -> Outcome<G::Move>,
) -> SolveReport {
    let t = Instant::now();
    let start = G::start(rules, &deal.cards, deal.start_seed());
    let o = decide(&start);
    SolveReport {
        verdict: o.verdict,
        moves: format_line(rules, &start, &o.moves),
        nodes: o.nodes,
        table_peak: o.table_peak,
        seconds: t.elapsed().as_secs_f64(),
    }
}

/// How a game's deals are decided. A game names its solver where it registers
/// (`register_game!(…, solver = S)`); [`PlainSearch`] knows nothing of the game,
/// [`TunedSearch`] uses its [`Solve`] knowledge, and a game with a search of its own
/// implements this trait for a type of its own.
pub trait GameSolver<G: Playable>: 'static {
    /// Positions a deal may cost when the user names no budget.
    const DEFAULT_BUDGET: u64 = super::DEFAULT_BUDGET;
    /// Decides a deal: its start, by [`GameSolver::solve_position`].
    fn solve(rules: &G::Rules, deal: &Deal, config: SolveConfig) -> SolveReport {
        report_deal(rules, deal, |start| {
            Self::solve_position(rules, start, config)
        })
    }
    /// Decides position `g` (not only a deal's start) with perfect knowledge of it: what
    /// the expert player asks of each sampled position. Default: plain search.
    fn solve_position(rules: &G::Rules, g: &G, config: SolveConfig) -> Outcome<G::Move> {
        Searcher::<G>::new(config).solve_plain(rules, g)
    }
    /// Decides every seed of `seeds` on all cores.
    fn solve_many(
        rules: &G::Rules,
        seeds: Range<u64>,
        config: SolveConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> StatsReport;
}

/// The search without game knowledge: every legal move, the plain state hash.
#[derive(Clone, Copy, Debug)]
pub struct PlainSearch;

impl<G: Playable> GameSolver<G> for PlainSearch {
    fn solve_many(
        rules: &G::Rules,
        seeds: Range<u64>,
        config: SolveConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> StatsReport {
        solve_many_with::<G, Plain>(rules, seeds, config, progress)
    }
}

/// The search with the game's [`Solve`] knowledge.
#[derive(Clone, Copy, Debug)]
pub struct TunedSearch;

impl<G: Solve> GameSolver<G> for TunedSearch {
    fn solve_position(rules: &G::Rules, g: &G, config: SolveConfig) -> Outcome<G::Move> {
        Searcher::<G>::new(config).solve(rules, g)
    }
    fn solve_many(
        rules: &G::Rules,
        seeds: Range<u64>,
        config: SolveConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> StatsReport {
        solve_many::<G>(rules, seeds, config, progress)
    }
}
