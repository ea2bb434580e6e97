//! The Big Ben solver over a run of deals on one core: verdicts, positions per second and
//! the median and mean time per deal.
//!
//! `cargo bench -p game-big-ben --bench solve` runs seeds 0..200 at 1,000,000 positions
//! per deal (about 15 s; at the default budget of 20,000,000 each undecided deal takes
//! 30 to 50 s); `-- FIRST END [BUDGET]` picks other seeds and budget. `BB_VERBOSE=1` prints
//! each deal.

use engine::solve::{Searcher, SolveConfig, run_one_core};
use engine::{Deal, Game};
use game_big_ben::{BigBen, BigBenRules, FillDirection};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let first = args.first().copied().unwrap_or(0);
    let end = args.get(1).copied().unwrap_or(200);
    let budget = args.get(2).copied().unwrap_or(1_000_000);
    let rules = BigBenRules {
        clock_cards: [
            "2C", "3H", "4S", "5D", "6C", "7H", "8S", "9D", "TC", "JH", "QS", "KD",
        ]
        .map(|c| c.parse().expect("a card"))
        .to_vec(),
        first_hour: 9,
        pile_size: 3,
        tableau_wrap: true,
        build_on_short_piles: false,
        fill_start_hour: 12,
        fill_direction: FillDirection::Clockwise,
        redeals: 0,
    };
    let verbose = std::env::var_os("BB_VERBOSE").is_some();
    let report = run_one_core(
        first..end,
        Searcher::<BigBen>::new(SolveConfig::new(budget, 1)),
        |searcher, seed| {
            let deal = Deal::from_seed::<BigBen>(&rules, seed);
            let g = BigBen::start(&rules, &deal.cards, deal.start_seed());
            let o = searcher.solve(&rules, &g);
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
