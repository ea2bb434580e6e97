//! Verdicts and the reports of one deal and of many.

use std::ops::Range;

/// The answer to "can this deal be won?".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// Won, with a winning line.
    Won,
    /// Proved: no sequence of moves wins.
    Lost,
    /// The budget ran out before either was shown.
    Unknown,
}

impl Verdict {
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Won => "won",
            Verdict::Lost => "lost",
            Verdict::Unknown => "unknown",
        }
    }
}

/// The outcome of one search, for reports: moves in the game's notation.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SolveReport {
    pub verdict: Verdict,
    pub moves: Vec<String>,
    pub nodes: u64,
    pub table_peak: u64,
    pub seconds: f64,
}

/// Why the reports of runs cannot be added up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MergeError {
    #[error("an interrupted run covers no whole range and cannot be merged")]
    Interrupted,
    #[error("the seed ranges {}..{} and {}..{} overlap", .first.0, .first.1, .second.0, .second.1)]
    Overlap {
        first: (u64, u64),
        second: (u64, u64),
    },
}

/// A run over many deals by any player (`patience stats`): the default player's counts, or
/// the solver's with its verdicts, positions and times.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct StatsReport {
    /// The seed ranges searched, `[first, end)` each.
    pub ranges: Vec<(u64, u64)>,
    pub deals: u64,
    pub won: u64,
    pub lost: u64,
    pub unknown: u64,
    /// Positions the solver generated over all deals (0 for a player).
    pub nodes: u64,
    /// Sum of the times spent on deals (CPU time, whatever the number of threads).
    pub cpu_seconds: f64,
    /// Wall-clock time of the run(s).
    pub seconds: f64,
    /// The median and the largest time of one deal (of one run; a merge keeps the largest
    /// median and the largest maximum). Measured by the solver and the expert: 0 for the
    /// default player, whose deals are timed in batches.
    pub median_deal_seconds: f64,
    pub max_deal_seconds: f64,
    /// The largest table of any deal.
    pub table_peak: u64,
    /// Seeds the budget did not decide, ascending (at most [`UNKNOWN_SEEDS_LISTED`]).
    pub unknown_seeds: Vec<u64>,
    /// Seeds a player won, ascending (at most [`UNKNOWN_SEEDS_LISTED`]), so that two
    /// players can be compared deal by deal; empty for the solver.
    pub won_seeds: Vec<u64>,
    /// Stopped before every deal was played (Ctrl-C): the counts cover the deals finished,
    /// and `ranges` is empty.
    pub interrupted: bool,
}

impl StatsReport {
    /// The lines a one-core benchmark prints: verdicts, positions per second, time per
    /// deal.
    pub fn bench_summary(&self) -> String {
        let seconds = self.seconds.max(1e-9);
        format!(
            "won {}, lost {}, unknown {} {:?}\n\
             {} positions in {seconds:.2} s: {:.2} million per second\n\
             time per deal: median {:.2} ms, mean {:.2} ms, max {:.2} ms",
            self.won,
            self.lost,
            self.unknown,
            self.unknown_seeds,
            self.nodes,
            self.nodes as f64 / seconds / 1e6,
            self.median_deal_seconds * 1e3,
            self.cpu_seconds / self.deals.max(1) as f64 * 1e3,
            self.max_deal_seconds * 1e3,
        )
    }

    /// The win rate over decided deals, with its Wilson 95% interval.
    pub fn decided_rate(&self) -> (f64, (f64, f64)) {
        let n = self.won + self.lost;
        let p = if n == 0 {
            0.0
        } else {
            self.won as f64 / n as f64
        };
        (p, crate::sim::wilson(self.won, n))
    }

    /// The win rate over all deals if every unknown were lost, and if every one were won.
    pub fn bounds(&self) -> (f64, f64) {
        if self.deals == 0 {
            return (0.0, 1.0);
        }
        let d = self.deals as f64;
        (self.won as f64 / d, (self.won + self.unknown) as f64 / d)
    }

    /// The seed ranges a run over `seeds` covers: none when it was interrupted, since it
    /// then played a scattering of seeds, not a range.
    pub fn covered(seeds: &Range<u64>, interrupted: bool) -> Vec<(u64, u64)> {
        if seeds.is_empty() || interrupted {
            Vec::new()
        } else {
            vec![(seeds.start, seeds.end)]
        }
    }

    /// Combines the reports of runs over disjoint seed ranges.
    pub fn merge(reports: &[StatsReport]) -> Result<StatsReport, MergeError> {
        let mut out = StatsReport::default();
        for r in reports {
            if r.interrupted {
                return Err(MergeError::Interrupted);
            }
            out.ranges.extend(r.ranges.iter().copied());
            out.deals += r.deals;
            out.won += r.won;
            out.lost += r.lost;
            out.unknown += r.unknown;
            out.nodes += r.nodes;
            out.cpu_seconds += r.cpu_seconds;
            out.seconds = out.seconds.max(r.seconds);
            out.median_deal_seconds = out.median_deal_seconds.max(r.median_deal_seconds);
            out.max_deal_seconds = out.max_deal_seconds.max(r.max_deal_seconds);
            out.table_peak = out.table_peak.max(r.table_peak);
            out.unknown_seeds.extend(r.unknown_seeds.iter().copied());
            out.won_seeds.extend(r.won_seeds.iter().copied());
        }
        out.ranges.sort_unstable();
        for w in out.ranges.windows(2) {
            if w[0].1 > w[1].0 {
                return Err(MergeError::Overlap {
                    first: w[0],
                    second: w[1],
                });
            }
        }
        // Adjacent ranges read better as one.
        let mut joined: Vec<(u64, u64)> = Vec::new();
        for &(a, b) in &out.ranges {
            match joined.last_mut() {
                Some(last) if last.1 == a => last.1 = b,
                _ => joined.push((a, b)),
            }
        }
        out.ranges = joined;
        out.unknown_seeds.sort_unstable();
        out.unknown_seeds.truncate(UNKNOWN_SEEDS_LISTED);
        out.won_seeds.sort_unstable();
        out.won_seeds.truncate(UNKNOWN_SEEDS_LISTED);
        Ok(out)
    }
}

/// How many unknown (or won) seeds a report lists; past that they are only counted.
pub const UNKNOWN_SEEDS_LISTED: usize = 10_000;
