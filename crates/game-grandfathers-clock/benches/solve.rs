//! The Grandfather's Clock solver over a run of deals on one core: verdicts, positions per
//! second and the median and mean time per deal.
//!
//! `cargo bench -p game-grandfathers-clock --bench solve` runs seeds 0..10000 at the
//! default budget; `-- FIRST END [BUDGET]` picks other seeds and the budget, and `plain`
//! after them decides by plain search instead (no game knowledge: every legal move, whole
//! states as keys), to check the verdicts. `GFC_VERBOSE=1` prints each deal.

use engine::Deal;
use engine::solve::{DEFAULT_BUDGET, GameSolver, PlainSearch, Searcher, SolveConfig, run_one_core};
use game_grandfathers_clock::{GrandfathersClock, GrandfathersClockRules};

fn main() {
    let nums: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let first = nums.first().copied().unwrap_or(0);
    let end = nums.get(1).copied().unwrap_or(10_000);
    let budget = nums.get(2).copied().unwrap_or(DEFAULT_BUDGET);
    let rules = GrandfathersClockRules::standard();
    let verbose = std::env::var_os("GFC_VERBOSE").is_some();
    let plain = std::env::args().any(|a| a == "plain");
    let config = SolveConfig::new(budget, 1);
    let report = run_one_core(
        first..end,
        Searcher::<GrandfathersClock>::new(config),
        |s, seed| {
            let deal = Deal::from_seed::<GrandfathersClock>(&rules, seed);
            if plain {
                let o =
                    <PlainSearch as GameSolver<GrandfathersClock>>::solve(&rules, &deal, config);
                return (o.verdict, o.nodes, o.table_peak);
            }
            let g = <GrandfathersClock as engine::Game>::start(&rules, &deal.cards, seed);
            let o = s.solve(&rules, &g);
            (o.verdict, o.nodes, o.table_peak)
        },
        |r| {
            if verbose {
                println!(
                    "seed {}: {} {} nodes {:.3} ms",
                    r.seed,
                    r.verdict.word(),
                    r.nodes,
                    r.seconds * 1e3
                );
            }
        },
    );
    let how = if plain { "plain search" } else { "solver" };
    println!("grandfathers-clock {how}, seeds {first}..{end}, budget {budget}, one core");
    println!("{}", report.bench_summary());
}
