//! The engine's depth-first search of Big Ben positions in mid-game, on one thread, as the
//! hint's first thread runs it (its orderings in slices, the proofs of dead positions at
//! every position it generates), for the records of what a change to the search costs.
//!
//! `cargo run --release -p game-big-ben --example search-position -- SEED/MOVES…` rebuilds
//! each position as `oracle-positions` does (deal SEED of `big-ben` after the default
//! player's first MOVES moves) and prints the verdict, the positions generated and the
//! seconds taken. `$SEARCH_BUDGET` sets the positions it may generate (20,000,000).

use engine::solve::{Searcher, SolveConfig};
use engine::{Deal, Game, Player};
use game_big_ben::{BigBen, RULES};
use std::time::Instant;

/// Says what is wrong and stops.
fn fail(what: String) -> ! {
    eprintln!("search-position: {what}");
    std::process::exit(2)
}

fn main() {
    let rules = RULES
        .with("")
        .unwrap_or_else(|e| fail(format!("the embedded rules: {e}")));
    let budget = match std::env::var("SEARCH_BUDGET") {
        Ok(b) => b
            .parse()
            .unwrap_or_else(|_| fail(format!("SEARCH_BUDGET={b}: expected a number of positions"))),
        Err(_) => 20_000_000,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        fail("usage: search-position SEED/MOVES…".into());
    }
    for a in &args {
        let parsed = a
            .split_once('/')
            .and_then(|(s, m)| Some((s.parse::<u64>().ok()?, m.parse::<usize>().ok()?)));
        let Some((seed, moves)) = parsed else {
            fail(format!("{a}: expected SEED/MOVES, such as 4106/56"));
        };
        let deal = Deal::from_seed::<BigBen>(&rules, seed);
        let mut g = BigBen::start(&rules, &deal.cards, deal.start_seed());
        let mut legal = Vec::new();
        for _ in 0..moves {
            legal.clear();
            g.legal_moves(&rules, &mut legal);
            let Some(m) = g.choose(&rules, &legal) else {
                fail(format!(
                    "{a}: the default player's game ends before move {moves}"
                ));
            };
            g.apply(&rules, m);
        }
        let mut search = Searcher::<BigBen>::new(SolveConfig::new(budget, 1));
        let t = Instant::now();
        let o = search.solve(&rules, &g);
        println!(
            "{a}: {:?}, {} positions, {:.2} s",
            o.verdict,
            o.nodes,
            t.elapsed().as_secs_f64()
        );
    }
}
