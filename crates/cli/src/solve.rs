//! `patience solve`: one deal decided by the solver, with the winning line. The JSON fields
//! are documented in `docs/solver.md`; `stats --player oracle` is in `stats.rs`.

use crate::args::{SearchArgs, SolveArgs};
use crate::i18n::t;
use crate::setup::Env;
use anyhow::{Context, Result, bail};
use engine::solve::DEFAULT_TABLE_BYTES;
use engine::{SolveConfig, Verdict};
use std::process::ExitCode;

/// The solver's budget and table from the command line (`default_budget` where it names
/// none: the game's, [`engine::DynGame::default_budget`]), the table shared by `threads`.
pub fn config(search: SearchArgs, default_budget: u64, threads: usize) -> Result<SolveConfig> {
    let budget = search.budget.unwrap_or(default_budget);
    if budget == 0 {
        bail!("{}", t!("at-least-one", option = "--budget"));
    }
    let bytes = match search.table_mib {
        Some(0) => bail!("{}", t!("at-least-one", option = "--table-mib")),
        Some(m) => m
            .checked_mul(1 << 20)
            .with_context(|| t!("too-large", option = "--table-mib"))?,
        None => DEFAULT_TABLE_BYTES,
    };
    Ok(SolveConfig {
        budget,
        table_entries: bytes / 8 / threads.max(1),
        threads: 1,
    })
}

/// `patience solve`: one deal decided, with the winning line.
pub fn solve(env: &Env, a: &SolveArgs) -> Result<ExitCode> {
    let g = env.game(&a.game)?;
    let deal = g.deal(env, &a.deal, || 1)?;
    let cfg = config(a.search, g.game.default_budget(), 1)?;
    let r = g.game.solve(&deal, cfg);
    if a.json {
        let obj = serde_json::json!({
            "game": g.ruleset.name,
            "seed": deal.seed,
            "deal": deal.cards.iter().map(|c| c.ascii()).collect::<Vec<_>>().join(" "),
            "verdict": r.verdict.word(),
            "moves": r.moves,
            "budget": cfg.budget,
            "nodes": r.nodes,
            "table_peak": r.table_peak,
            "seconds": r.seconds,
        });
        outln!("{obj}");
        return Ok(ExitCode::SUCCESS);
    }
    let which = match deal.seed {
        Some(s) => t!("solve-seed", seed = s.to_string()),
        None => t!("solve-deal-file"),
    };
    // Every line but the moves is a comment, so the output replays as it is.
    let verdict = match r.verdict {
        Verdict::Won => t!("solve-won", moves = crate::board::moves(r.moves.len())),
        Verdict::Lost => t!("solve-lost"),
        Verdict::Unknown => t!("solve-unknown", budget = cfg.budget.to_string()),
    };
    let r_ = &g.ruleset;
    let head = t!(
        "solve-head",
        title = crate::i18n::title(r_.game.name, &r_.name, &r_.title),
        game = r_.name.as_str(),
        which = which,
        verdict = verdict
    );
    outln!("# {head}");
    let searched = t!(
        "solve-searched",
        nodes = r.nodes.to_string(),
        peak = r.table_peak.to_string(),
        seconds = format!("{:.3}", r.seconds)
    );
    outln!("# {searched}");
    for m in &r.moves {
        outln!("{m}");
    }
    Ok(ExitCode::SUCCESS)
}
