//! Tuning a default player's weights: one loop for every game that has weights to tune.
//!
//! A game's weights implement [`Tunable`]: named whole numbers. [`apply_changes`] reads
//! `KEY=VALUE` changes for a sweep by hand; [`Cem`] searches for better weights by the noisy
//! cross-entropy method (Szita & Lőrincz, *Learning Tetris Using the Noisy Cross-Entropy
//! Method*, Neural Computation 18, 2006): each generation draws candidates from a normal
//! distribution around the mean, plays every candidate on the same deals (common random
//! numbers, so that candidates differ by their play, not by their luck), and moves the mean and
//! spread to those of the best few, with a little noise added to the spread so that the search
//! does not settle too soon. Every generation plays new deals, so the mean is not fitted to one
//! set of deals.

use cards::DealRng;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

/// A player's weights as named whole numbers.
pub trait Tunable: Copy + Send + Sync {
    /// The names of the weights a search may change, in the order of [`Tunable::values`].
    const NAMES: &'static [&'static str];
    /// The values, in the order of `NAMES`.
    fn values(&self) -> Vec<i32>;
    /// These weights with the values `v` (in the order of `NAMES`).
    fn with_values(&self, v: &[i32]) -> Self;
}

/// Why a `KEY=VALUE` change is not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChangeError {
    #[error("`{0}`: expected KEY=VALUE with a whole number")]
    NotKeyValue(String),
    #[error("`{key}` is no weight of this player; expected one of {expected}")]
    NoSuchWeight { key: String, expected: String },
}

/// `w` with each `KEY=VALUE` of `changes` applied.
pub fn apply_changes<W: Tunable>(w: &W, changes: &[String]) -> Result<W, ChangeError> {
    let mut v = w.values();
    for kv in changes {
        let bad = || ChangeError::NotKeyValue(kv.clone());
        let (k, x) = kv.split_once('=').ok_or_else(bad)?;
        let x: i32 = x.trim().parse().map_err(|_| bad())?;
        let i = W::NAMES
            .iter()
            .position(|n| *n == k.trim())
            .ok_or_else(|| ChangeError::NoSuchWeight {
                key: k.to_string(),
                expected: W::NAMES.join(", "),
            })?;
        v[i] = x;
    }
    Ok(w.with_values(&v))
}

/// The settings of a cross-entropy search.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CemSettings {
    /// Candidates a generation.
    pub population: usize,
    /// The best candidates the next distribution is fitted to.
    pub elite: usize,
    /// Deals each candidate plays in a generation (the same deals for all).
    pub deals: u64,
    /// Generation `g` plays deals `first_seed + g * deals ..`.
    pub first_seed: u64,
    /// Noise added to each weight's spread after a generation, shrinking as `noise / (1 + g)`.
    pub noise: f64,
}

/// One generation's outcome.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GenerationLog {
    pub generation: u64,
    pub first_seed: u64,
    /// The mean score of the distribution's mean (rounded), played on this generation's deals.
    pub mean_score: f64,
    /// The mean score of the best candidate, and of the elite.
    pub best_score: f64,
    pub elite_score: f64,
    /// The best candidate's weights.
    pub best: Vec<i32>,
}

/// The state of a search, saved between runs so that a long search goes in short pieces.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cem {
    pub names: Vec<String>,
    pub settings: CemSettings,
    /// The next generation to run.
    pub generation: u64,
    pub mean: Vec<f64>,
    pub sd: Vec<f64>,
    pub log: Vec<GenerationLog>,
}

impl Cem {
    /// A search starting at `w`, each weight spread by a third of its size (at least 5).
    pub fn new<W: Tunable>(w: &W, settings: CemSettings) -> Cem {
        let mean: Vec<f64> = w.values().iter().map(|&x| f64::from(x)).collect();
        let sd = mean.iter().map(|x| (x.abs() / 3.0).max(5.0)).collect();
        Cem {
            names: W::NAMES.iter().map(|s| s.to_string()).collect(),
            settings,
            generation: 0,
            mean,
            sd,
            log: Vec::new(),
        }
    }

    /// The mean's weights, rounded, on top of `base` (for what is not tuned).
    pub fn weights<W: Tunable>(&self, base: &W) -> W {
        base.with_values(&round(&self.mean))
    }

    /// Runs one generation: candidates drawn around the mean, each scored by the mean of
    /// `score(weights, seed)` over the generation's deals; the distribution then fitted to the
    /// elite. Candidates are played in parallel (rayon's threads).
    pub fn step<W: Tunable>(
        &mut self,
        base: &W,
        score: impl Fn(&W, u64) -> f64 + Sync,
    ) -> &GenerationLog {
        let s = &self.settings;
        let g = self.generation;
        let first = s.first_seed + g * s.deals;
        let mut rng = DealRng::new(first, 0x7E57);
        let mut candidates = vec![round(&self.mean)];
        for _ in 1..s.population.max(2) {
            let v: Vec<f64> = self
                .mean
                .iter()
                .zip(&self.sd)
                .map(|(m, sd)| m + sd * normal(&mut rng))
                .collect();
            candidates.push(round(&v));
        }
        let deals = s.deals;
        let scores: Vec<f64> = candidates
            .par_iter()
            .map(|v| {
                let w = base.with_values(v);
                (first..first + deals)
                    .map(|seed| score(&w, seed))
                    .sum::<f64>()
                    / deals as f64
            })
            .collect();
        let mut order: Vec<usize> = (0..candidates.len()).collect();
        order.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]));
        let elite = &order[..s.elite.clamp(1, candidates.len())];
        let k = elite.len() as f64;
        let noise = s.noise / (1.0 + g as f64);
        for (i, (mean, sd)) in self.mean.iter_mut().zip(&mut self.sd).enumerate() {
            let m = elite
                .iter()
                .map(|&e| f64::from(candidates[e][i]))
                .sum::<f64>()
                / k;
            let var = elite
                .iter()
                .map(|&e| (f64::from(candidates[e][i]) - m).powi(2))
                .sum::<f64>()
                / k;
            *mean = m;
            *sd = (var + noise * (1.0 + m.abs())).sqrt();
        }
        self.log.push(GenerationLog {
            generation: g,
            first_seed: first,
            mean_score: scores[0],
            best_score: scores[order[0]],
            elite_score: elite.iter().map(|&e| scores[e]).sum::<f64>() / k,
            best: candidates[order[0]].clone(),
        });
        self.generation += 1;
        self.log.last().expect("just pushed")
    }
}

/// What a tuning tool is asked: a sweep of `changes` over deals `0..deals`, or (with
/// `--cem STATE`) generations of a cross-entropy search whose state lives in the file `STATE`.
#[derive(Clone, Debug, PartialEq)]
pub struct ToolArgs {
    pub deals: Option<u64>,
    /// The search's state file, with `--cem`.
    pub cem: Option<String>,
    /// A variant's name, with `--rules`.
    pub rules: Option<String>,
    pub generations: u64,
    pub population: usize,
    pub elite: usize,
    pub first_seed: u64,
    pub noise: f64,
    /// Flags the game's tool knows (e.g. `--second-pass`).
    pub flags: Vec<String>,
    /// Options with a value the game's tool knows, with their values.
    pub options: Vec<(String, String)>,
    /// `KEY=VALUE` changes of a sweep.
    pub changes: Vec<String>,
}

impl ToolArgs {
    /// Reads `args`; `flags` are the game's own flags without values.
    pub fn parse(args: &[String], flags: &[&str]) -> Result<ToolArgs, String> {
        Self::parse_with(args, flags, &[])
    }

    /// [`ToolArgs::parse`], with `options` the game's own options that take a value.
    pub fn parse_with(
        args: &[String],
        flags: &[&str],
        options: &[&str],
    ) -> Result<ToolArgs, String> {
        let mut t = ToolArgs {
            deals: None,
            cem: None,
            rules: None,
            generations: 1,
            population: 40,
            elite: 8,
            first_seed: 1_000_000,
            noise: 4.0,
            flags: Vec::new(),
            options: Vec::new(),
            changes: Vec::new(),
        };
        let mut it = args.iter();
        while let Some(a) = it.next() {
            let mut value = |what: &str| {
                it.next()
                    .cloned()
                    .ok_or_else(|| format!("{a} takes {what}"))
            };
            fn num<T: std::str::FromStr>(a: &str, v: String) -> Result<T, String> {
                v.parse().map_err(|_| format!("{a}: `{v}` is not a number"))
            }
            match a.as_str() {
                "--deals" => t.deals = Some(num(a, value("a number of deals")?)?),
                "--cem" => t.cem = Some(value("a state file")?),
                "--rules" => t.rules = Some(value("a variant's name")?),
                "--generations" => t.generations = num(a, value("a number")?)?,
                "--population" => t.population = num(a, value("a number")?)?,
                "--elite" => t.elite = num(a, value("a number")?)?,
                "--first-seed" => t.first_seed = num(a, value("a deal number")?)?,
                "--noise" => t.noise = num(a, value("a number")?)?,
                f if flags.contains(&f) => t.flags.push(f.to_string()),
                f if options.contains(&f) => {
                    let v = value("a value")?;
                    t.options.push((f.to_string(), v));
                }
                f if f.starts_with("--") => return Err(format!("unknown option {f}")),
                _ => t.changes.push(a.clone()),
            }
        }
        Ok(t)
    }

    pub fn has(&self, flag: &str) -> bool {
        self.flags.iter().any(|f| f == flag)
    }

    /// The value given to the game's option `name`, if any.
    pub fn option(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Runs the search: `state` is the saved state's text (`None`: start at `base`);
    /// `save` gets the state's text after every generation, `report` a line on it.
    pub fn search<W: Tunable>(
        &self,
        state: Option<&str>,
        base: &W,
        score: impl Fn(&W, u64) -> f64 + Sync,
        save: &dyn Fn(&str) -> Result<(), String>,
        report: &mut dyn FnMut(&str),
    ) -> Result<Cem, String> {
        let mut cem = match state {
            Some(text) => {
                let c: Cem = serde_json::from_str(text)
                    .map_err(|e| format!("not a search state (line {}): {e}", e.line()))?;
                if c.names != W::NAMES {
                    return Err(format!(
                        "the state tunes {}, this player has {}",
                        c.names.join(","),
                        W::NAMES.join(",")
                    ));
                }
                c
            }
            None => Cem::new(
                base,
                CemSettings {
                    population: self.population,
                    elite: self.elite,
                    deals: self.deals.unwrap_or(2_000),
                    first_seed: self.first_seed,
                    noise: self.noise,
                },
            ),
        };
        for _ in 0..self.generations {
            let l = cem.step(base, &score).clone();
            save(&serde_json::to_string_pretty(&cem).expect("a state serialises"))?;
            report(&format!(
                "generation {}: mean {:.4}, elite {:.4}, best {:.4} {:?}",
                l.generation, l.mean_score, l.elite_score, l.best_score, l.best
            ));
        }
        Ok(cem)
    }
}

/// The `main` of a game's tuning tool (`examples/GAME-tune.rs`): runs `run` on the command
/// line's arguments with a search's state file read and written atomically (the one place
/// the engine touches files: a tool's, never the game's), and prints its lines.
pub fn tool_main(
    run: impl FnOnce(
        &[String],
        &dyn Fn(&str) -> Result<Option<String>, String>,
        &dyn Fn(&str, &str) -> Result<(), String>,
        &mut dyn FnMut(&str),
    ) -> Result<(), String>,
) -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let read = |path: &str| match std::fs::read_to_string(path) {
        Ok(text) => Ok(Some(text)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("cannot read {path}: {e}")),
    };
    let write = |path: &str, text: &str| {
        let tmp = format!("{path}.tmp");
        std::fs::write(&tmp, text)
            .and_then(|()| std::fs::rename(&tmp, path))
            .map_err(|e| format!("cannot write {path}: {e}"))
    };
    match run(&args, &read, &write, &mut |line| println!("{line}")) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn round(v: &[f64]) -> Vec<i32> {
    v.iter().map(|x| x.round() as i32).collect()
}

/// A standard normal number (Box–Muller).
fn normal(rng: &mut DealRng) -> f64 {
    let u = |rng: &mut DealRng| ((rng.next_u64() >> 11) as f64 + 0.5) / (1u64 << 53) as f64;
    let (a, b) = (u(rng), u(rng));
    (-2.0 * a.ln()).sqrt() * (std::f64::consts::TAU * b).cos()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    struct Pair {
        a: i32,
        b: i32,
        fixed: i32,
    }

    impl Tunable for Pair {
        const NAMES: &'static [&'static str] = &["a", "b"];
        fn values(&self) -> Vec<i32> {
            vec![self.a, self.b]
        }
        fn with_values(&self, v: &[i32]) -> Pair {
            Pair {
                a: v[0],
                b: v[1],
                ..*self
            }
        }
    }

    #[test]
    fn changes_set_the_named_weights_and_refuse_the_rest() {
        let p = Pair {
            a: 1,
            b: 2,
            fixed: 9,
        };
        let q = apply_changes(&p, &["b=-7".to_string()]).unwrap();
        assert_eq!(
            q,
            Pair {
                a: 1,
                b: -7,
                fixed: 9
            }
        );
        assert!(matches!(
            apply_changes(&p, &["fixed=3".to_string()]),
            Err(ChangeError::NoSuchWeight { .. })
        ));
        assert!(matches!(
            apply_changes(&p, &["a=x".to_string()]),
            Err(ChangeError::NotKeyValue(_))
        ));
    }

    /// A game's own options take their value; one it does not know, or one left without a
    /// value, is refused.
    #[test]
    fn a_games_options_take_a_value() {
        let args = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let t = ToolArgs::parse_with(&args(&["--record", "r.txt", "gap=3"]), &[], &["--record"])
            .expect("known");
        assert_eq!(t.option("--record"), Some("r.txt"));
        assert_eq!(t.option("--distil"), None);
        assert_eq!(t.changes, ["gap=3"]);
        assert!(ToolArgs::parse_with(&args(&["--record"]), &[], &["--record"]).is_err());
        assert!(ToolArgs::parse(&args(&["--record", "r.txt"]), &[]).is_err());
    }

    /// On a noisy score that peaks at a = 40, b = -25, the search walks from far away to near
    /// the peak, and never touches what is not tuned.
    #[test]
    fn the_search_finds_the_peak_of_a_noisy_score() {
        let start = Pair {
            a: 0,
            b: 0,
            fixed: 5,
        };
        let mut cem = Cem::new(
            &start,
            CemSettings {
                population: 40,
                elite: 8,
                deals: 20,
                first_seed: 1_000,
                noise: 4.0,
            },
        );
        cem.sd = vec![30.0, 30.0];
        for _ in 0..25 {
            cem.step(&start, |w, seed| {
                assert_eq!(w.fixed, 5);
                let jitter = (seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as f64 / 16_777_216.0;
                -f64::from((w.a - 40).pow(2) + (w.b + 25).pow(2)) + 50.0 * jitter
            });
        }
        let w = cem.weights(&start);
        assert!(
            (w.a - 40).abs() <= 4 && (w.b + 25).abs() <= 4,
            "ended at {w:?}"
        );
        assert_eq!(cem.log.len(), 25);
        assert_eq!(cem.log[3].first_seed, 1_000 + 3 * 20);
    }
}
