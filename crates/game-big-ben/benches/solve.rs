//! The Big Ben solver over a run of deals on one core: verdicts, positions per second and
//! the median and mean time per deal.
//!
//! `cargo bench -p game-big-ben --bench solve` runs seeds 0..200 at 1,000,000 positions
//! per deal; `-- FIRST END [BUDGET]` picks other seeds and budget. `BB_VERBOSE=1` prints
//! each deal.

use engine::solve::{SolveConfig, run_one_core};
use game_big_ben::{BigBenRules, Decider, decide_seed};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let first = args.first().copied().unwrap_or(0);
    let end = args.get(1).copied().unwrap_or(200);
    let budget = args.get(2).copied().unwrap_or(1_000_000);
    // The rule values of `rules/big-ben.toml` (or of a variant file named by BB_RULES on top).
    let variant = std::env::var("BB_RULES")
        .map(|f| std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{f}: {e}")))
        .unwrap_or_default();
    let rules: BigBenRules = game_big_ben::RULES
        .with(&variant)
        .unwrap_or_else(|e| panic!("rules: {e}"));
    let verbose = std::env::var_os("BB_VERBOSE").is_some();
    let report = run_one_core(
        first..end,
        Decider::new(SolveConfig::new(budget, 1)),
        |decider, seed| {
            let o = decide_seed(decider, &rules, seed);
            (o.verdict, o.nodes, o.table_peak)
        },
        |r| {
            if verbose {
                println!(
                    "seed {}: {} {} nodes {:.3} s",
                    r.seed,
                    r.verdict.word(),
                    r.nodes,
                    r.seconds
                );
            }
        },
    );
    println!("big-ben seeds {first}..{end}, budget {budget}, one core");
    println!("{}", report.bench_summary());
}
