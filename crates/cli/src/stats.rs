//! `patience stats` and `patience stats merge`: many deals played by any player, on all cores
//! or as one shard of a run, and the shards of a run added up. Every player's run gives one
//! [`StatsReport`], printed by one printer as text or as the one JSON shape of
//! `docs/interchange.md`.

use crate::args::{CompareArgs, MergeArgs, Player, StatsArgs};
use crate::i18n::t;
use crate::setup::Env;
use anyhow::{Context, Result, bail};
use engine::StatsReport;
use serde::Deserialize;
use std::io::{IsTerminal, Read};
use std::ops::Range;
use std::process::ExitCode;

/// `patience stats GAME`: the deals of the run (or of its shard) played by `--player`.
pub fn stats(env: &Env, a: &StatsArgs) -> Result<ExitCode> {
    stop_on_ctrl_c();
    if let Some(n) = a.threads {
        rayon::ThreadPoolBuilder::new()
            .num_threads(n.into())
            .build_global()
            .map_err(|_| {
                // rayon's error says only in English that a pool was built already or that
                // a thread could not start; which of them is no matter to the player.
                let said = t!("stats-threads", n = n.to_string());
                anyhow::anyhow!("{said}")
            })?;
    }
    let g = env.game(&a.game_args())?;
    let seeds = seed_range(a)?;
    let bar = progress_bar(seeds.end - seeds.start);
    let progress = |n| bar.inc(n);
    let first_seed = seeds.start;
    let config = a.expert.config(g.game.expert_settings());
    let (report, budget) = match a.player {
        Player::Default => (g.game.simulate(seeds, &progress), None),
        Player::Expert => (g.game.simulate_expert(seeds, &config, &progress), None),
        Player::Oracle => {
            let cfg = crate::solve::config(
                a.search,
                g.game.default_budget(),
                rayon::current_num_threads(),
            )?;
            (g.game.solve_many(seeds, cfg, &progress), Some(cfg.budget))
        }
    };
    bar.finish_and_clear();
    let run = Run {
        game: g.ruleset.name.clone(),
        title: crate::i18n::title(g.ruleset.game.name, &g.ruleset.name, &g.ruleset.title),
        player: a.player.name().to_string(),
        budget,
        expert: (a.player == Player::Expert).then_some(config),
        first_seed,
    };
    print(&run, &report, a.json)?;
    Ok(finished(report.interrupted, report.deals))
}

/// What a report is of: the game, the player and the budget the solver had a deal.
struct Run {
    game: String,
    title: String,
    player: String,
    budget: Option<u64>,
    /// The expert's settings (`--player expert` only).
    expert: Option<engine::ExpertConfig>,
    first_seed: u64,
}

/// `I/N`: the 1-based shard I of N.
fn parse_shard(s: &str) -> Result<(u64, u64)> {
    let bad = || anyhow::anyhow!("{}", t!("stats-bad-shard", shard = engine::echo(s)));
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
fn seed_range(a: &StatsArgs) -> Result<Range<u64>> {
    let end = a
        .from
        .checked_add(a.deals)
        .with_context(|| t!("stats-past-last-deal"))?;
    let Some(shard) = &a.shard else {
        return Ok(a.from..end);
    };
    let (i, n) = parse_shard(shard)?;
    Ok(shard_range(a.from, a.deals, i, n))
}

fn shard_range(from: u64, deals: u64, i: u64, n: u64) -> Range<u64> {
    let cut = |k: u64| from + (u128::from(deals) * u128::from(k) / u128::from(n)) as u64;
    cut(i - 1)..cut(i)
}

/// The progress of a many-deal run on a terminal (hidden otherwise), drawn from the start
/// even before the first deal finishes.
fn progress_bar(len: u64) -> indicatif::ProgressBar {
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

/// The exit code of a many-deal run; an interrupted one says so (on stderr, after the
/// result so far) and exits as a program stopped by Ctrl-C does.
fn finished(interrupted: bool, deals: u64) -> ExitCode {
    if interrupted {
        eprintln!("{}", t!("stats-interrupted", deals = deals.to_string()));
        ExitCode::from(130)
    } else {
        ExitCode::SUCCESS
    }
}

/// Ctrl-C during a many-deal run: the first stops taking new deals, so the result so far is
/// printed; a second ends the program at once.
fn stop_on_ctrl_c() {
    let _ = ctrlc::set_handler(|| {
        if engine::sim::stop_requested() {
            std::process::exit(130);
        }
        engine::sim::request_stop();
    });
}

/// Per second of `seconds`, 0 when no time was measured.
fn per_second(n: u64, seconds: f64) -> f64 {
    if seconds > 0.0 {
        n as f64 / seconds
    } else {
        0.0
    }
}

/// The JSON of a run, the same fields for every player (`docs/interchange.md`).
fn report_json(run: &Run, r: &StatsReport) -> serde_json::Value {
    let (rate, (lo, hi)) = r.decided_rate();
    let (if_lost, if_won) = r.bounds();
    serde_json::json!({
        "game": run.game,
        "player": run.player,
        "budget": run.budget,
        "expert": run.expert,
        "first_seed": run.first_seed,
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
        "won_seeds": r.won_seeds,
        "nodes": r.nodes,
        "nodes_per_second": per_second(r.nodes, r.cpu_seconds),
        "table_peak": r.table_peak,
        "seconds": r.seconds,
        "cpu_seconds": r.cpu_seconds,
        "deals_per_second": per_second(r.deals, r.seconds),
        "median_deal_seconds": r.median_deal_seconds,
        "max_deal_seconds": r.max_deal_seconds,
        "interrupted": r.interrupted,
    })
}

/// The one printer of a run's report, as text or JSON.
fn print(run: &Run, r: &StatsReport, json: bool) -> Result<()> {
    if json {
        outln!("{}", report_json(run, r));
        return Ok(());
    }
    let ranges: Vec<String> = r.ranges.iter().map(|(a, b)| format!("{a}..{b}")).collect();
    // Numbers go in as text, written here, so that every language shows them alike.
    let deals = if r.interrupted {
        t!(
            "stats-deals-interrupted",
            first = run.first_seed.to_string()
        )
    } else if ranges.is_empty() {
        t!("stats-deals-none")
    } else {
        t!("stats-deals", ranges = ranges.join(", "))
    };
    let head = t!(
        "stats-head",
        title = run.title.as_str(),
        game = run.game.as_str(),
        player = run.player.as_str(),
        deals = deals
    );
    outln!("{head}");
    if run.expert.is_some() {
        let settings = settings(run.expert.as_ref());
        outln!("{}", t!("stats-expert", settings = settings));
    }
    let (rate, (lo, hi)) = r.decided_rate();
    let counts = t!(
        "stats-counts",
        won = r.won.to_string(),
        lost = r.lost.to_string(),
        unknown = r.unknown.to_string(),
        deals = r.deals.to_string()
    );
    outln!("{counts}");
    let line = t!(
        "stats-rate",
        rate = format!("{rate:.4}"),
        decided = (r.won + r.lost).to_string(),
        lo = format!("{lo:.4}"),
        hi = format!("{hi:.4}")
    );
    outln!("{line}");
    if r.unknown > 0 {
        let (if_lost, if_won) = r.bounds();
        let line = t!(
            "stats-bounds",
            lost = format!("{if_lost:.4}"),
            won = format!("{if_won:.4}")
        );
        outln!("{line}");
    }
    if let Some(b) = run.budget {
        let line = t!(
            "stats-budget",
            budget = b.to_string(),
            nodes = r.nodes.to_string(),
            speed = format!("{:.0}", per_second(r.nodes, r.cpu_seconds)),
            peak = r.table_peak.to_string()
        );
        outln!("{line}");
        let line = t!(
            "stats-search-time",
            cpu = format!("{:.2}", r.cpu_seconds),
            median = format!("{:.2}", r.median_deal_seconds * 1000.0),
            longest = format!("{:.2}", r.max_deal_seconds)
        );
        outln!("{line}");
    }
    let line = t!(
        "stats-time",
        seconds = format!("{:.2}", r.seconds),
        speed = format!("{:.0}", per_second(r.deals, r.seconds))
    );
    outln!("{line}");
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
    expert: Option<engine::ExpertConfig>,
    #[serde(default)]
    first_seed: u64,
    #[serde(flatten)]
    report: StatsReport,
}

/// One line of a `stats --json` output, line `line` of `name`.
fn read_shard(name: &str, line: usize, text: &str) -> Result<ShardJson> {
    let mut s: ShardJson = serde_json::from_str(text).map_err(|e| {
        let said = t!(
            "stats-not-json",
            name = name,
            line = line.to_string(),
            error = crate::i18n::JsonFault::of(&e).told()
        );
        anyhow::anyhow!("{said}")
    })?;
    if s.report.ranges.is_empty() && s.report.deals > 0 && !s.report.interrupted {
        s.report.ranges = vec![(s.first_seed, s.first_seed.saturating_add(s.report.deals))];
    }
    Ok(s)
}

/// The expert's settings in words, as the options that give them.
fn settings(e: Option<&engine::ExpertConfig>) -> String {
    e.map_or_else(
        || t!("stats-expert-none"),
        |e| {
            format!(
                "--samples {} --candidates {} --effort {} --check {} --gate {}{}{}{}{}{}",
                e.samples,
                e.candidates,
                e.budget,
                e.check,
                e.gate,
                if e.solve_first > 0 {
                    format!(" --solve-first {}", e.solve_first)
                } else {
                    String::new()
                },
                if e.second_level > 0 {
                    format!(" --second-level {}", e.second_level)
                } else {
                    String::new()
                },
                if e.playouts { "" } else { " --by-solver" },
                if e.pessimistic { " --pessimistic" } else { "" },
                if e.peek > 0 {
                    format!(" --peek {}", e.peek)
                } else {
                    String::new()
                }
            )
        },
    )
}

/// The reports in `files` (one a line; `-` is standard input), each named by file and line.
fn read_reports(files: &[std::path::PathBuf]) -> Result<Vec<(String, ShardJson)>> {
    let mut shards = Vec::new();
    for path in files {
        let (name, text) = if path.as_os_str() == "-" {
            let mut s = String::new();
            std::io::stdin()
                .read_to_string(&mut s)
                .with_context(|| t!("cannot-read-stdin"))?;
            (t!("standard-input"), s)
        } else {
            let s = std::fs::read_to_string(path)
                .with_context(|| t!("cannot-read", path = path.display().to_string()))?;
            (path.display().to_string(), s)
        };
        for (i, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            shards.push((format!("{name}:{}", i + 1), read_shard(&name, i + 1, line)?));
        }
    }
    Ok(shards)
}

/// The shards of one run added up, after checking that they are of one run.
fn merged(shards: &[(String, ShardJson)]) -> Result<(Run, StatsReport)> {
    let Some((first_name, first)) = shards.first() else {
        bail!("{}", t!("stats-nothing-to-merge"));
    };
    for (name, s) in &shards[1..] {
        let (name, first_name) = (name.as_str(), first_name.as_str());
        if s.game != first.game {
            let (found, expected) = (engine::echo(&s.game), engine::echo(&first.game));
            let said = t!(
                "merge-other-game",
                name = name,
                found = found,
                first = first_name,
                expected = expected
            );
            bail!("{said}");
        }
        if s.player != first.player {
            let (found, expected) = (engine::echo(&s.player), engine::echo(&first.player));
            let said = t!(
                "merge-other-player",
                name = name,
                found = found,
                first = first_name,
                expected = expected
            );
            bail!("{said}");
        }
        if s.budget != first.budget {
            let budget = |b: Option<u64>| b.map_or(t!("stats-expert-none"), |b| b.to_string());
            let said = t!(
                "merge-other-budget",
                name = name,
                found = budget(s.budget),
                first = first_name,
                expected = budget(first.budget)
            );
            bail!("{said}");
        }
        if s.expert != first.expert {
            let said = t!(
                "merge-other-expert",
                name = name,
                found = settings(s.expert.as_ref()),
                first = first_name,
                expected = settings(first.expert.as_ref())
            );
            bail!("{said}");
        }
    }
    let reports: Vec<StatsReport> = shards.iter().map(|(_, s)| s.report.clone()).collect();
    let merged = StatsReport::merge(&reports).map_err(|e| {
        let said = match e {
            engine::MergeError::Interrupted => t!("merge-interrupted"),
            engine::MergeError::Overlap { first, second } => t!(
                "merge-overlap",
                first = format!("{}..{}", first.0, first.1),
                second = format!("{}..{}", second.0, second.1)
            ),
        };
        anyhow::anyhow!("{said}")
    })?;
    let run = Run {
        game: first.game.clone(),
        title: first.game.clone(),
        player: first.player.clone(),
        budget: first.budget,
        expert: first.expert,
        first_seed: merged.ranges.first().map_or(0, |r| r.0),
    };
    Ok((run, merged))
}

/// `patience stats merge FILES…`: the shards of one run added up.
pub fn merge(a: &MergeArgs) -> Result<ExitCode> {
    let (run, merged) = merged(&read_reports(&a.files)?)?;
    print(&run, &merged, a.json)?;
    Ok(ExitCode::SUCCESS)
}

/// Two players' runs over the same deals, deal by deal.
#[derive(Clone, Debug, PartialEq)]
pub struct Paired {
    pub deals: u64,
    /// Deals both won, only the first, only the second.
    pub both: u64,
    pub only_first: u64,
    pub only_second: u64,
    /// The exact two-sided McNemar test: the chance of a split at least this uneven of the
    /// deals only one won, were each as likely to fall to either side.
    pub p_value: f64,
}

/// Compares two reports over the same deals, from the seeds each won.
pub fn paired(a: &StatsReport, b: &StatsReport) -> Result<Paired, String> {
    if a.ranges != b.ranges || a.ranges.is_empty() {
        let ranges = |r: &StatsReport| {
            let r: Vec<String> = r.ranges.iter().map(|(a, b)| format!("{a}..{b}")).collect();
            r.join(", ")
        };
        return Err(t!(
            "compare-other-deals",
            first = ranges(a),
            second = ranges(b)
        ));
    }
    for r in [a, b] {
        if r.won_seeds.len() as u64 != r.won {
            return Err(t!(
                "compare-wins-not-listed",
                listed = r.won_seeds.len().to_string(),
                won = r.won
            ));
        }
    }
    let first: std::collections::BTreeSet<u64> = a.won_seeds.iter().copied().collect();
    let second: std::collections::BTreeSet<u64> = b.won_seeds.iter().copied().collect();
    let both = first.intersection(&second).count() as u64;
    let (only_first, only_second) = (a.won - both, b.won - both);
    Ok(Paired {
        deals: a.deals,
        both,
        only_first,
        only_second,
        p_value: mcnemar_exact(only_first, only_second),
    })
}

/// Twice the chance that a fair coin tossed `b + c` times shows heads at most `min(b, c)`
/// times, at most 1.
fn mcnemar_exact(b: u64, c: u64) -> f64 {
    let n = b + c;
    let k = b.min(c);
    // ln C(n, i) summed in logs to stay finite for thousands of deals.
    let ln_half_n = n as f64 * 0.5f64.ln();
    let mut ln_choose = 0.0f64; // ln C(n, 0)
    let mut tail = 0.0f64;
    for i in 0..=k {
        if i > 0 {
            ln_choose += ((n - i + 1) as f64).ln() - (i as f64).ln();
        }
        tail += (ln_choose + ln_half_n).exp();
    }
    (2.0 * tail).min(1.0)
}

/// `patience stats compare A B`: two runs over the same deals, deal by deal.
pub fn compare(a: &CompareArgs) -> Result<ExitCode> {
    let (run_a, first) = merged(&read_reports(std::slice::from_ref(&a.first))?)?;
    let (run_b, second) = merged(&read_reports(std::slice::from_ref(&a.second))?)?;
    if run_a.game != run_b.game {
        let said = t!(
            "compare-other-game",
            first = a.first.display().to_string(),
            first_game = engine::echo(&run_a.game),
            second = a.second.display().to_string(),
            second_game = engine::echo(&run_b.game)
        );
        bail!("{said}");
    }
    let p = paired(&first, &second).map_err(anyhow::Error::msg)?;
    let rate = |w: u64| w as f64 / p.deals.max(1) as f64;
    if a.json {
        outln!(
            "{}",
            serde_json::json!({
                "game": run_a.game,
                "deals": p.deals,
                "first": {"player": run_a.player, "expert": run_a.expert, "won": first.won},
                "second": {"player": run_b.player, "expert": run_b.expert, "won": second.won},
                "both": p.both,
                "only_first": p.only_first,
                "only_second": p.only_second,
                "p_value": p.p_value,
            })
        );
        return Ok(ExitCode::SUCCESS);
    }
    let head = t!(
        "compare-head",
        game = run_a.game.as_str(),
        deals = p.deals.to_string()
    );
    outln!("{head}");
    let line = t!(
        "compare-first",
        player = run_a.player.as_str(),
        won = first.won.to_string(),
        rate = format!("{:.4}", rate(first.won)),
        settings = settings(run_a.expert.as_ref())
    );
    outln!("{line}");
    let line = t!(
        "compare-second",
        player = run_b.player.as_str(),
        won = second.won.to_string(),
        rate = format!("{:.4}", rate(second.won)),
        settings = settings(run_b.expert.as_ref())
    );
    outln!("{line}");
    let line = t!(
        "compare-both",
        both = p.both.to_string(),
        first = p.only_first.to_string(),
        second = p.only_second.to_string()
    );
    outln!("{line}");
    let p_text = if p.p_value < 1e-4 {
        format!("{:.1e}", p.p_value)
    } else {
        format!("{:.4}", p.p_value)
    };
    let line = t!(
        "compare-test",
        p = p_text,
        deals = (p.only_first + p.only_second).to_string()
    );
    outln!("{line}");
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mcnemars_exact_test_matches_the_binomial_tail() {
        // 0 of 5 one way: 2 * (1/2)^5.
        assert!((mcnemar_exact(0, 5) - 0.0625).abs() < 1e-12);
        // 2 against 8: 2 * (1 + 10 + 45) / 1024.
        assert!((mcnemar_exact(8, 2) - 112.0 / 1024.0).abs() < 1e-12);
        assert_eq!(mcnemar_exact(4, 4), 1.0);
        assert_eq!(mcnemar_exact(0, 0), 1.0);
        // Thousands of deals stay finite.
        let p = mcnemar_exact(1_000, 1_200);
        assert!(p > 0.0 && p < 0.001, "{p}");
    }

    #[test]
    fn runs_pair_up_by_the_seeds_they_won() {
        let r = |won_seeds: Vec<u64>| StatsReport {
            ranges: vec![(10, 20)],
            deals: 10,
            won: won_seeds.len() as u64,
            lost: 10 - won_seeds.len() as u64,
            won_seeds,
            ..Default::default()
        };
        let p = paired(&r(vec![10, 11, 12]), &r(vec![12, 13, 14, 15])).unwrap();
        assert_eq!((p.both, p.only_first, p.only_second), (1, 2, 3));
        let mut other = r(vec![12]);
        other.ranges = vec![(0, 10)];
        assert!(
            paired(&r(vec![10]), &other)
                .unwrap_err()
                .contains("different deals")
        );
        let mut solver = r(vec![]);
        solver.won = 4;
        assert!(
            paired(&r(vec![10]), &solver)
                .unwrap_err()
                .contains("lists 0 of its 4")
        );
    }

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

    #[test]
    fn fuzz_shard_option() {
        let seeds = [
            "2/4",
            "1/1",
            "10/10",
            "0/4",
            "18446744073709551615/18446744073709551615",
        ]
        .map(String::from)
        .to_vec();
        engine::fuzz::run("--shard", engine::fuzz::mutated(seeds), |text| {
            match parse_shard(&text) {
                Ok((i, n)) => proptest::prop_assert!(1 <= i && i <= n, "{text:?}"),
                Err(e) => engine::fuzz::check_refusal(&e.to_string(), &["--shard `"])?,
            }
            Ok(())
        });
    }

    #[test]
    fn fuzz_merge_reports() {
        let report = |first: u64, deals: u64| {
            let r = engine::StatsReport {
                deals,
                won: deals / 2,
                lost: deals - deals / 2,
                ..Default::default()
            };
            let run = Run {
                game: "clock".into(),
                title: "Clock".into(),
                player: "default".into(),
                budget: None,
                expert: None,
                first_seed: first,
            };
            report_json(&run, &r).to_string()
        };
        let seeds = vec![report(0, 10), report(10, 7)];
        for s in &seeds {
            assert!(read_shard("a.json", 1, s).is_ok(), "{s}");
        }
        engine::fuzz::run(
            "stats merge reports",
            engine::fuzz::mutated(seeds),
            |text| {
                for (i, line) in text.lines().enumerate() {
                    if let Err(e) = read_shard("a.json", i + 1, line) {
                        engine::fuzz::check_refusal(
                            &format!("{e:#}"),
                            &[&format!("a.json:{}:", i + 1)],
                        )?;
                    }
                }
                Ok(())
            },
        );
    }
}
