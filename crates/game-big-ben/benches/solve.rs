//! The Big Ben solver over a run of deals on one core: verdicts, positions per second and
//! the median and mean time per deal.
//!
//! `cargo bench -p game-big-ben --bench solve` runs seeds 0..200 at 1,000,000 positions
//! per deal (about 15 s; at the default budget of 20,000,000 each undecided deal takes
//! 30 to 50 s); `-- FIRST END [BUDGET]` picks other seeds and budget. `BB_VERBOSE=1` prints
//! each deal.

use engine::solve::{Searcher, SolveConfig, Verdict};
use engine::{Deal, Game};
use game_big_ben::{BigBen, BigBenRules, FillDirection};
use std::time::Instant;

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
    let mut searcher = Searcher::<BigBen>::new(SolveConfig::new(budget, 1));
    let (mut won, mut lost, mut unknown, mut nodes) = (0, 0, 0, 0u64);
    let mut times = Vec::new();
    let mut unknown_seeds = Vec::new();
    let t0 = Instant::now();
    for seed in first..end {
        let deal = Deal::from_seed::<BigBen>(&rules, seed);
        let g = BigBen::start(&rules, &deal.cards, deal.start_seed());
        let t = Instant::now();
        let o = searcher.solve(&rules, &g);
        times.push(t.elapsed().as_secs_f64());
        nodes += o.nodes;
        match o.verdict {
            Verdict::Won => won += 1,
            Verdict::Lost => lost += 1,
            Verdict::Unknown => {
                unknown += 1;
                unknown_seeds.push(seed);
            }
        }
        if std::env::var_os("BB_VERBOSE").is_some() {
            println!(
                "seed {seed}: {} {} nodes {:.3} s",
                o.verdict.word(),
                o.nodes,
                times.last().unwrap()
            );
        }
    }
    let total = t0.elapsed().as_secs_f64();
    let n = times.len().max(1);
    let mean = times.iter().sum::<f64>() / n as f64;
    times.sort_by(f64::total_cmp);
    let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
    println!("big-ben seeds {first}..{end}, budget {budget}, one core");
    println!("won {won}, lost {lost}, unknown {unknown} {unknown_seeds:?}");
    println!(
        "{nodes} positions in {total:.2} s: {:.2} million per second",
        nodes as f64 / total / 1e6
    );
    println!(
        "time per deal: median {:.2} ms, mean {:.2} ms, max {:.2} ms",
        median * 1e3,
        mean * 1e3,
        times.last().copied().unwrap_or(0.0) * 1e3
    );
}
