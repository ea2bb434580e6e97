//! The Sir Tommy solver over a run of deals on one core: verdicts, positions per second and
//! the median and mean time per deal.
//!
//! `cargo bench -p game-sir-tommy --bench solve` runs seeds 0..100 at 1,000,000 positions
//! per deal; `-- FIRST END [BUDGET] [aces-up|four-at-a-time|strict|by-suit]` picks other seeds, the
//! budget and a variant. `ST_VERBOSE=1` prints each deal.

use engine::Deal;
use engine::solve::{GameSolver, SolveConfig, run_one_core};
use game_sir_tommy::{SirTommy, SirTommyRules, SirTommySolver};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let nums: Vec<u64> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let first = nums.first().copied().unwrap_or(0);
    let end = nums.get(1).copied().unwrap_or(100);
    let budget = nums.get(2).copied().unwrap_or(1_000_000);
    let variant = args
        .iter()
        .find(|a| a.parse::<u64>().is_err() && !a.starts_with('-'))
        .map_or("base", |s| s.as_str());
    // The rule values come from the rules files, as the catalog reads them.
    let name = match variant {
        "base" => "sir-tommy".to_string(),
        _ => format!("sir-tommy-{variant}"),
    };
    let Some(file) = game_sir_tommy::RULES.over(&name) else {
        eprintln!("no variant `{variant}`: expected aces-up, four-at-a-time, strict or by-suit");
        std::process::exit(2);
    };
    let rules: SirTommyRules = game_sir_tommy::RULES
        .with(file)
        .expect("the rules files parse");
    let config = SolveConfig::new(budget, 1);
    let verbose = std::env::var_os("ST_VERBOSE").is_some();
    let report = run_one_core(
        first..end,
        (),
        |_, seed| {
            let deal = Deal::from_seed::<SirTommy>(&rules, seed);
            let o = SirTommySolver::solve(&rules, &deal, config);
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
    println!("sir-tommy ({variant}) seeds {first}..{end}, budget {budget}, one core");
    println!("{}", report.bench_summary());
}
