//! `patience solve`, `patience stats --player oracle`, `--shard` and `patience stats merge`:
//! the solver on one deal or many, and sharded runs added up. The JSON fields are documented
//! in `docs/solver.md`.

use crate::setup::Env;
use crate::{MergeArgs, SearchArgs, SolveArgs, StatsArgs};
use anyhow::{Context, Result, bail};
use engine::solve::{DEFAULT_BUDGET, DEFAULT_TABLE_BYTES};
use engine::{OracleReport, SolveConfig, Verdict};
use serde::Deserialize;
use std::io::{IsTerminal, Read};
use std::process::ExitCode;

fn config(search: SearchArgs, threads: usize) -> Result<SolveConfig> {
    let budget = search.budget.unwrap_or(DEFAULT_BUDGET);
    if budget == 0 {
        bail!("--budget must be at least 1");
    }
    let bytes = match search.table_mib {
        Some(0) => bail!("--table-mib must be at least 1"),
        Some(m) => m.checked_mul(1 << 20).context("--table-mib is too large")?,
        None => DEFAULT_TABLE_BYTES,
    };
    Ok(SolveConfig {
        budget,
        table_entries: bytes / 8 / threads.max(1),
    })
}

/// `patience solve`: one deal decided, with the winning line.
pub fn solve(env: &Env, a: &SolveArgs) -> Result<ExitCode> {
    let g = env.game(&a.game)?;
    let deal = g.deal(env, &a.deal, || 1)?;
    let cfg = config(a.search, 1)?;
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
        Some(s) => format!("seed {s}"),
        None => "the deal file".to_string(),
    };
    // Every line but the moves is a comment, so the output replays as it is.
    let verdict = match r.verdict {
        Verdict::Won => format!("won in {} moves", r.moves.len()),
        Verdict::Lost => "lost: no sequence of moves wins this deal".to_string(),
        Verdict::Unknown => format!(
            "unknown: the budget of {} positions ran out (try a larger --budget)",
            cfg.budget
        ),
    };
    outln!(
        "# {} ({}), {which}: {verdict}",
        g.ruleset.title,
        g.ruleset.name
    );
    outln!(
        "# {} positions searched, table {} entries, {:.3} s",
        r.nodes,
        r.table_peak,
        r.seconds
    );
    for m in &r.moves {
        outln!("{m}");
    }
    Ok(ExitCode::SUCCESS)
}

/// `I/N`: the 1-based shard I of N.
fn parse_shard(s: &str) -> Result<(u64, u64)> {
    let bad = || anyhow::anyhow!("--shard {s}: expected I/N with 1 <= I <= N, e.g. 2/4");
    let (i, n) = s.split_once('/').ok_or_else(bad)?;
    let (i, n): (u64, u64) = (
        i.trim().parse().map_err(|_| bad())?,
        n.trim().parse().map_err(|_| bad())?,
    );
    if n == 0 || i == 0 || i > n {
        return Err(bad());
    }
    Ok((i, n))
}

/// The seeds of a run or of its shard: `from..from+deals` cut into N nearly equal blocks.
fn seed_range(a: &StatsArgs) -> Result<std::ops::Range<u64>> {
    let end = a
        .from
        .checked_add(a.deals)
        .context("--from plus --deals is past the last deal number")?;
    let Some(shard) = &a.shard else {
        return Ok(a.from..end);
    };
    let (i, n) = parse_shard(shard)?;
    Ok(shard_range(a.from, a.deals, i, n))
}

fn shard_range(from: u64, deals: u64, i: u64, n: u64) -> std::ops::Range<u64> {
    let cut = |k: u64| from + (u128::from(deals) * u128::from(k) / u128::from(n)) as u64;
    cut(i - 1)..cut(i)
}

/// The progress of a many-deal run on a terminal (hidden otherwise), drawn from the start
/// even before the first deal finishes.
pub fn progress_bar(len: u64) -> indicatif::ProgressBar {
    let bar = if std::io::stderr().is_terminal() {
        indicatif::ProgressBar::new(len)
    } else {
        indicatif::ProgressBar::hidden()
    };
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{bar:40} {pos}/{len} deals {per_sec} eta {eta} {msg}",
        )
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    bar.enable_steady_tick(std::time::Duration::from_millis(250));
    bar
}

/// `patience stats --player oracle` (and any `--shard` run): many deals on all cores.
pub fn oracle_stats(env: &Env, a: &StatsArgs) -> Result<ExitCode> {
    let g = env.game(&a.game)?;
    let seeds = seed_range(a)?;
    let bar = progress_bar(seeds.end - seeds.start);
    let (report, budget) = if a.player == "oracle" {
        let cfg = config(a.search, rayon::current_num_threads())?;
        let r = g.game.solve_many(seeds, cfg, &|n| bar.inc(n));
        (r, Some(cfg.budget))
    } else {
        // The default or expert player on a shard: the same counts, in the shape `merge`
        // reads.
        let s = if a.player == "expert" {
            g.game
                .simulate_expert(seeds.clone(), &a.expert, &|n| bar.inc(n))
        } else {
            g.game.simulate(seeds.clone(), &|n| bar.inc(n))
        };
        let r = OracleReport {
            ranges: OracleReport::covered(&seeds, s.interrupted),
            deals: s.deals,
            won: s.won,
            lost: s.lost,
            seconds: s.seconds,
            interrupted: s.interrupted,
            ..OracleReport::default()
        };
        (r, None)
    };
    bar.finish_and_clear();
    print_report(
        &g.ruleset.name,
        &g.ruleset.title,
        &a.player,
        budget,
        &report,
        a.json,
    )?;
    Ok(crate::commands::finished(report.interrupted, report.deals))
}

fn report_json(
    game: &str,
    player: &str,
    budget: Option<u64>,
    r: &OracleReport,
) -> serde_json::Value {
    let (rate, (lo, hi)) = r.decided_rate();
    let (if_lost, if_won) = r.bounds();
    serde_json::json!({
        "game": game,
        "player": player,
        "budget": budget,
        "first_seed": r.ranges.first().map_or(0, |x| x.0),
        "ranges": r.ranges,
        "deals": r.deals,
        "won": r.won,
        "lost": r.lost,
        "unknown": r.unknown,
        "decided": r.won + r.lost,
        "win_rate": rate,
        "ci95": [lo, hi],
        "win_rate_bounds": [if_lost, if_won],
        "unknown_seeds": r.unknown_seeds,
        "nodes": r.nodes,
        "nodes_per_second": if r.cpu_seconds > 0.0 { r.nodes as f64 / r.cpu_seconds } else { 0.0 },
        "table_peak": r.table_peak,
        "seconds": r.seconds,
        "cpu_seconds": r.cpu_seconds,
        "median_deal_seconds": r.median_deal_seconds,
        "max_deal_seconds": r.max_deal_seconds,
    })
}

fn print_report(
    game: &str,
    title: &str,
    player: &str,
    budget: Option<u64>,
    r: &OracleReport,
    json: bool,
) -> Result<()> {
    if json {
        outln!("{}", report_json(game, player, budget, r));
        return Ok(());
    }
    let ranges: Vec<String> = r.ranges.iter().map(|(a, b)| format!("{a}..{b}")).collect();
    outln!(
        "{title} ({game}), player {player}: deals {}",
        if ranges.is_empty() {
            "none".to_string()
        } else {
            ranges.join(", ")
        }
    );
    let (rate, (lo, hi)) = r.decided_rate();
    outln!(
        "won {}, lost {}, unknown {} of {}",
        r.won,
        r.lost,
        r.unknown,
        r.deals
    );
    outln!(
        "win rate {:.4} of the {} decided (95% interval {:.4} to {:.4})",
        rate,
        r.won + r.lost,
        lo,
        hi
    );
    if r.unknown > 0 {
        let (if_lost, if_won) = r.bounds();
        outln!(
            "of all deals: {:.4} if every unknown is lost, {:.4} if every one is won",
            if_lost,
            if_won
        );
    }
    if let Some(b) = budget {
        outln!(
            "budget {b} positions a deal; {} positions, {:.0} per second per thread; table peak {}",
            r.nodes,
            if r.cpu_seconds > 0.0 {
                r.nodes as f64 / r.cpu_seconds
            } else {
                0.0
            },
            r.table_peak
        );
        outln!(
            "{:.2} s ({:.2} s of searching), median {:.2} ms a deal, longest {:.2} s",
            r.seconds,
            r.cpu_seconds,
            r.median_deal_seconds * 1000.0,
            r.max_deal_seconds
        );
    } else {
        outln!("{:.2} s", r.seconds);
    }
    Ok(())
}

/// What `merge` reads from each file: the `stats --json` fields it needs.
#[derive(Deserialize)]
struct ShardJson {
    game: String,
    player: String,
    #[serde(default)]
    budget: Option<u64>,
    #[serde(default)]
    first_seed: u64,
    #[serde(flatten)]
    report: OracleReport,
}

/// `patience stats merge FILES…`: the shards of one run added up.
pub fn merge(a: &MergeArgs) -> Result<ExitCode> {
    let mut shards = Vec::new();
    for path in &a.files {
        let (name, text) = if path.as_os_str() == "-" {
            let mut s = String::new();
            std::io::stdin()
                .read_to_string(&mut s)
                .context("cannot read standard input")?;
            ("standard input".to_string(), s)
        } else {
            let s = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read {}", path.display()))?;
            (path.display().to_string(), s)
        };
        // A file may hold several reports, one a line.
        for (i, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let mut s: ShardJson = serde_json::from_str(line).with_context(|| {
                format!("{name}:{}: not the JSON of `patience stats --json`", i + 1)
            })?;
            if s.report.ranges.is_empty() && s.report.deals > 0 {
                s.report.ranges = vec![(s.first_seed, s.first_seed + s.report.deals)];
            }
            shards.push((format!("{name}:{}", i + 1), s));
        }
    }
    let Some((first_name, first)) = shards.first() else {
        bail!("no reports to merge");
    };
    for (name, s) in &shards[1..] {
        for (what, a, b) in [
            ("game", &first.game, &s.game),
            ("player", &first.player, &s.player),
        ] {
            if a != b {
                bail!("{name}: {what} `{b}`, but {first_name} has `{a}`");
            }
        }
        if s.budget != first.budget {
            bail!(
                "{name}: budget {:?}, but {first_name} has {:?}: shards of one run share a budget",
                s.budget,
                first.budget
            );
        }
    }
    let reports: Vec<OracleReport> = shards.iter().map(|(_, s)| s.report.clone()).collect();
    let merged = OracleReport::merge(&reports).map_err(anyhow::Error::msg)?;
    let (game, player, budget) = (first.game.clone(), first.player.clone(), first.budget);
    print_report(&game, &game, &player, budget, &merged, a.json)?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_cover_the_range_once() {
        assert_eq!(parse_shard("2/4").unwrap(), (2, 4));
        assert!(parse_shard("0/4").is_err() && parse_shard("5/4").is_err());
        assert!(parse_shard("1/0").is_err() && parse_shard("x").is_err());
        for n in [1, 3, 7, 200] {
            let mut next = 10;
            for i in 1..=n {
                let r = shard_range(10, 100, i, n);
                assert_eq!(r.start, next, "shard {i}/{n} leaves a gap or overlaps");
                next = r.end;
            }
            assert_eq!(next, 110);
        }
    }
}
