//! The Sir Tommy solver over a run of deals on one core: verdicts, positions per second and
//! the median and mean time per deal.
//!
//! `cargo bench -p game-sir-tommy --bench solve` runs seeds 0..100 at 1,000,000 positions
//! per deal; `-- FIRST END [BUDGET] [aces-up|four-at-a-time|by-suit]` picks other seeds, the
//! budget and a variant. `ST_VERBOSE=1` prints each deal.

use engine::Deal;
use engine::solve::{SolveConfig, Verdict, solve_registered};
use game_sir_tommy::{Build, Gather, SirTommy, SirTommyRules};

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
    let mut rules = SirTommyRules {
        waste_piles: 4,
        turn_count: 1,
        aces_up: false,
        build: Build::Rank,
        redeals: 0,
        redeal_gather: Gather::Shuffle,
        show_buried: true,
    };
    match variant {
        "aces-up" => rules.aces_up = true,
        "four-at-a-time" => rules.turn_count = 4,
        "by-suit" => {
            rules.build = Build::Suit;
            rules.redeals = 2;
        }
        _ => {}
    }
    let config = SolveConfig::new(budget, 1);
    let (mut won, mut lost, mut unknown, mut nodes) = (0, 0, 0, 0u64);
    let mut times = Vec::new();
    let mut unknown_seeds = Vec::new();
    for seed in first..end {
        let deal = Deal::from_seed::<SirTommy>(&rules, seed);
        let o = solve_registered::<SirTommy>(&rules, &deal, config);
        times.push(o.seconds);
        nodes += o.nodes;
        match o.verdict {
            Verdict::Won => won += 1,
            Verdict::Lost => lost += 1,
            Verdict::Unknown => {
                unknown += 1;
                unknown_seeds.push(seed);
            }
        }
        if std::env::var_os("ST_VERBOSE").is_some() {
            println!(
                "seed {seed}: {} {} nodes {:.3} s",
                o.verdict.word(),
                o.nodes,
                o.seconds
            );
        }
    }
    let total: f64 = times.iter().sum();
    let n = times.len().max(1);
    let mean = total / n as f64;
    times.sort_by(f64::total_cmp);
    let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
    println!("sir-tommy ({variant}) seeds {first}..{end}, budget {budget}, one core");
    println!("won {won}, lost {lost}, unknown {unknown} {unknown_seeds:?}");
    println!(
        "{nodes} positions in {total:.2} s: {:.2} million per second",
        nodes as f64 / total.max(1e-9) / 1e6
    );
    println!(
        "time per deal: median {:.2} ms, mean {:.2} ms, max {:.2} ms",
        median * 1e3,
        mean * 1e3,
        times.last().copied().unwrap_or(0.0) * 1e3
    );
}
