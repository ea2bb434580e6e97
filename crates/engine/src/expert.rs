//! The expert player: a strong player that sees only what a person sees.
//!
//! At a decision that matters it deals what it cannot see at random, in ways consistent with
//! everything it has seen ([`Hidden::redeal_hidden`]), and asks of each candidate move on each
//! of those samples whether the game can still be won after it: by the game's solver
//! ([`GameSolver::solve_position`]) with a small budget of positions, or, when the settings
//! say so, by a playout of the default player. It plays the candidate that wins on the most
//! samples; a tie goes to the default player's choice, then to the move listed first. The
//! same samples serve every candidate, so a difference between two candidates is a
//! difference of the moves, not of the luck of the draw. With [`ExpertConfig::check`] the
//! solver then checks that choice on some of the samples: when it proves the choice lost
//! on at least half of them, a move it wins with on clearly more of them overrules it
//! ([`Basis::Checked`]).
//!
//! Decisions that do not matter cost nothing: a lone legal move (or several leading to the
//! same position), and a move the game calls safe that the default player picks. When
//! nothing is hidden it solves the position itself and follows the winning line it finds.
//!
//! It remembers every card it has seen: where the rules square cards up out of sight, it
//! decides and plays out under the rules with them shown ([`Hidden::remembered_rules`]).
//!
//! It never reads a hidden card: the samples depend only on what the player knows and on
//! the seed it is given, which `choices_ignore_hidden_by` in [`crate::laws`] checks for every
//! game.

use crate::game::{Game, PileKind, Playable, Status};
use crate::sim::{MOVE_LIMIT, stop_requested};
use crate::solve::StatsReport;
use crate::solve::{GameSolver, SolveConfig, Verdict};
use rayon::prelude::*;
use std::ops::Range;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// How hard the expert works at one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ExpertConfig {
    /// Random deals of the unseen cards each candidate move is tried on.
    pub samples: u32,
    /// Positions the solver may search for one candidate on one sample; a sample it does
    /// not decide counts half a win.
    pub budget: u64,
    /// The most candidate moves compared at one decision: the default player's choice
    /// first, then the others in the order the game lists them.
    pub candidates: usize,
    /// Judge a candidate by the default player's playout instead of the solver.
    pub playouts: bool,
    /// Check the sampled choice with the solver on this many of the samples (0: no
    /// check): when the solver proves it lost on at least half of them, a move that wins
    /// where it does not clearly more often than the other way round is played instead.
    pub check: u32,
    /// How many standard errors of the difference another candidate must beat the default
    /// player's choice by, on the same samples, to be played instead.
    #[serde(default = "default_gate")]
    pub gate: u32,
    /// Judged by the solver, a sample its budget does not decide counts as lost rather than
    /// half won: only wins the solver finds quickly count, which makes a clairvoyant judge
    /// less sure of moves that need luck later.
    #[serde(default)]
    pub pessimistic: bool,
    /// A diagnostic, not a fair player: every sample keeps the next `peek` hidden cards as
    /// they really are ([`Hidden::show_next`]), to measure what seeing a little ahead is worth.
    #[serde(default)]
    pub peek: u32,
    /// Close calls go to a second level: when another candidate is ahead of the default
    /// player's choice but not clearly, the two are played out again on this many fresh
    /// samples by a small expert ([`INNER`]) instead of the default player (0: never).
    #[serde(default)]
    pub second_level: u32,
    /// On the first this many samples the solver, at `budget` positions, judges a candidate
    /// before its playout (with `playouts` only): a win it finds scores as a won playout, a
    /// loss it proves as nothing brought home, and a sample it leaves undecided is played
    /// out. At a decision where it decides neither of the first [`PROBE`] samples after the
    /// default player's choice, it is not asked there (0: never).
    #[serde(default)]
    pub solve_first: u32,
}

/// How many samples after the default player's choice the solver must decide one of for
/// [`ExpertConfig::solve_first`] to be used at a decision: where its budget decides
/// neither, asking it on every sample of every candidate would cost without telling.
pub const PROBE: usize = 2;

/// The expert that plays the second level's playouts: few samples and candidates, so that
/// a whole game of it costs what a decision of the full expert does.
pub const INNER: ExpertConfig = ExpertConfig {
    samples: 4,
    budget: 4_000,
    candidates: 3,
    playouts: true,
    check: 0,
    gate: 2,
    pessimistic: false,
    peek: 0,
    second_level: 0,
    solve_first: 0,
};

fn default_gate() -> u32 {
    ExpertConfig::default().gate
}

/// Positions the solver may search for one move on one sample of the check.
pub const CHECK_BUDGET: u64 = 20_000;

impl Default for ExpertConfig {
    fn default() -> Self {
        ExpertConfig {
            samples: 32,
            budget: 4_000,
            candidates: 10,
            playouts: true,
            check: 0,
            gate: 2,
            pessimistic: false,
            peek: 0,
            second_level: 0,
            solve_first: 0,
        }
    }
}

/// Why the expert plays a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Basis {
    /// The only move (or every legal move leads to the same position).
    Only,
    /// A move the game calls safe, which the default player also picks.
    Safe,
    /// Nothing is hidden: the solver found a winning line starting with it.
    Solved,
    /// Nothing is hidden, and the solver found no win: the default player's choice.
    NoWin,
    /// Compared with other candidates on random deals of the unseen cards.
    Sampled {
        /// Samples on which the game is won after the move (the solver's win, or the
        /// playout's).
        wins: u32,
        /// Samples the solver's budget did not decide.
        unknown: u32,
        samples: u32,
        /// Candidates compared.
        candidates: u32,
        /// Judged by playouts rather than by the solver.
        playouts: bool,
    },
    /// The sampled choice was checked by the solver on random deals of the unseen cards,
    /// proven lost on most of them, and overruled by a move that wins on clearly more.
    Checked {
        /// Deals on which the solver proved the sampled choice lost.
        lost: u32,
        /// Deals on which the solver won after this move.
        wins: u32,
        /// Deals checked.
        deals: u32,
    },
}

impl Basis {
    /// One line of why, for a hint: "wins in 17 of 20 sampled stocks".
    /// [`Basis::why`] as a message of the engine's catalog.
    pub fn msg(self) -> crate::Msg {
        let m = |id: &'static str| crate::Msg::new(id, self.why());
        match self {
            Basis::Only => m("engine-basis-only"),
            Basis::Safe => m("engine-basis-safe"),
            Basis::Solved => m("engine-basis-solved"),
            Basis::NoWin => m("engine-basis-no-win"),
            Basis::Sampled {
                wins,
                unknown,
                samples,
                candidates,
                playouts,
            } => m("engine-basis-sampled")
                .arg("wins", wins)
                .arg("unknown", unknown)
                .arg("samples", samples)
                .arg("candidates", candidates)
                .arg("playouts", if playouts { "true" } else { "false" }),
            Basis::Checked { lost, wins, deals } => m("engine-basis-checked")
                .arg("lost", lost)
                .arg("wins", wins)
                .arg("deals", deals),
        }
    }

    pub fn why(self) -> String {
        match self {
            Basis::Only => "the only move that changes anything".into(),
            Basis::Safe => "a safe move: it can never hurt".into(),
            Basis::Solved => "every card is known, and it starts a winning line".into(),
            Basis::NoWin => {
                "every card is known and no line wins: the simple player's choice".into()
            }
            Basis::Sampled {
                wins,
                unknown,
                samples,
                candidates,
                playouts,
            } => {
                let how = if playouts { "played out " } else { "" };
                let open = if unknown > 0 {
                    format!(" ({unknown} undecided)")
                } else {
                    String::new()
                };
                format!(
                    "wins in {wins} of {samples} {how}random deals of the unseen cards{open}, \
                     best of {candidates} moves compared"
                )
            }
            Basis::Checked { lost, wins, deals } => format!(
                "the move the samples preferred is lost on {lost} of {deals} random deals of the \
                 unseen cards; this one wins on {wins}"
            ),
        }
    }
}

/// The expert's move and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Advice<M> {
    pub mv: M,
    pub basis: Basis,
}

/// The expert's choice among `moves` (the legal moves of `g`), using solver `S`; `seed`
/// drives the random deals of the unseen cards. `None` when there is no move.
pub fn choose<G: Playable, S: GameSolver<G>>(
    rules: &G::Rules,
    g: &G,
    moves: &[G::Move],
    config: &ExpertConfig,
    seed: u64,
) -> Option<Advice<G::Move>> {
    choose_with(rules, g, moves, config, seed, S::solve_position)
}

/// A position solver, as [`GameSolver::solve_position`].
pub type SolvePosition<G> =
    fn(&<G as Game>::Rules, &G, SolveConfig) -> crate::solve::Outcome<<G as Game>::Move>;

/// [`choose`] with the solver given as a function (for a session, which holds no solver
/// type).
pub fn choose_with<G: Playable>(
    rules: &G::Rules,
    g: &G,
    moves: &[G::Move],
    config: &ExpertConfig,
    seed: u64,
    solve: SolvePosition<G>,
) -> Option<Advice<G::Move>> {
    // What it has seen and the rules square up, it remembers: its own choice and every
    // playout see those cards (`Hidden::remembered_rules`).
    let remembered = G::remembered_rules(rules);
    let rules = remembered.as_ref().unwrap_or(rules);
    let default = g.choose(rules, moves);
    let mut cands = distinct_results(rules, g, default, moves);
    let (&(first, _), true) = (cands.first()?, cands.len() > 1) else {
        return cands.first().map(|&(mv, _)| Advice {
            mv,
            basis: Basis::Only,
        });
    };
    if let Some(d) = default
        && g.is_safe(rules, d)
    {
        return Some(Advice {
            mv: d,
            basis: Basis::Safe,
        });
    }
    let solve_cfg = SolveConfig {
        budget: config.budget.max(1),
        table_entries: 1 << 18,
        threads: 1,
    };
    let mut rng = cards::DealRng::new(seed, 0x6578_7065_7274);
    let Some(samples) = deal_samples(rules, g, config, &mut rng) else {
        // Nothing hidden: the solver's own line, when it finds one.
        let o = solve(rules, g, solve_cfg);
        return Some(match o.moves.first() {
            Some(&m) if o.verdict == Verdict::Won && moves.contains(&m) => Advice {
                mv: m,
                basis: Basis::Solved,
            },
            _ => Advice {
                mv: default.unwrap_or(first),
                basis: Basis::NoWin,
            },
        });
    };
    cands.truncate(config.candidates.max(1));
    let (table, solved) = score(rules, &cands, &samples, config, solve_cfg, solve);
    let mut best = clear_winner(&table, f64::from(config.gate));
    if best == 0
        && config.second_level > 0
        && let Some(i) = close_call(&table, f64::from(config.gate))
        && second_level(rules, g, (table[0].0, table[i].0), config, seed, solve)
    {
        best = i;
    }
    if let Some((i, basis)) = check(rules, &samples, &table, best, config.check, solve) {
        return Some(Advice {
            mv: table[i].0,
            basis,
        });
    }
    let &(mv, _, wins, unknown) = &table[best];
    Some(Advice {
        mv,
        basis: Basis::Sampled {
            wins,
            unknown,
            samples: samples.len() as u32,
            candidates: cands.len() as u32,
            playouts: config.playouts && !solved,
        },
    })
}

/// One candidate move, its score on each sample, and on how many samples it won and was
/// left undecided.
type Scored<M> = (M, Vec<f64>, u32, u32);

/// The moves of `moves` whose results differ, each with its result, the default player's
/// choice first.
fn distinct_results<G: Playable>(
    rules: &G::Rules,
    g: &G,
    default: Option<G::Move>,
    moves: &[G::Move],
) -> Vec<(G::Move, G)> {
    let mut cands: Vec<(G::Move, G)> = Vec::with_capacity(moves.len());
    for &m in default.iter().chain(moves.iter()) {
        let mut next = g.clone();
        next.apply(rules, m);
        if !cands.iter().any(|(_, n)| *n == next) {
            cands.push((m, next));
        }
    }
    cands
}

/// `config.samples` random deals of the cards `g` hides (each shown `config.peek` cards
/// ahead), or `None` when it hides nothing. A game that dealt the unseen cards once deals
/// them every time; should one not, the expert goes on with fewer samples, never with the
/// real position.
fn deal_samples<G: Playable>(
    rules: &G::Rules,
    g: &G,
    config: &ExpertConfig,
    rng: &mut cards::DealRng,
) -> Option<Vec<G>> {
    let mut samples = Vec::with_capacity(config.samples.max(1) as usize);
    samples.push(g.redeal_hidden(rules, rng)?);
    while samples.len() < config.samples as usize
        && let Some(s) = g.redeal_hidden(rules, rng)
    {
        samples.push(s);
    }
    if config.peek > 0 {
        for s in &mut samples {
            g.show_next(rules, s, config.peek as usize);
        }
    }
    Some(samples)
}

/// Each candidate's score on each sample. By the solver, half-wins: a win counts two, an
/// undecided sample one (none when pessimistic). By playouts, a win counts twice the pack,
/// a loss the cards it brought home; with [`ExpertConfig::solve_first`], a sample the solver
/// decides scores as a playout would that ended so. Whether the solver judged any sample.
fn score<G: Playable>(
    rules: &G::Rules,
    cands: &[(G::Move, G)],
    samples: &[G],
    config: &ExpertConfig,
    solve_cfg: SolveConfig,
    solve: SolvePosition<G>,
) -> (Vec<Scored<G::Move>>, bool) {
    let mut buf = Vec::new();
    let pack = G::pack(rules).len() as u64;
    let (first, probed) = solved_first(rules, cands[0].0, samples, config, solve);
    let mut table = Vec::with_capacity(cands.len());
    for (i, &(m, _)) in cands.iter().enumerate() {
        let (mut scores, mut wins, mut unknown) = (Vec::with_capacity(samples.len()), 0, 0);
        for (k, s) in samples.iter().enumerate() {
            let mut t = s.clone();
            t.apply(rules, m);
            let decided = match (i, probed.get(k)) {
                (0, Some(&known)) => known,
                _ if k < first => decided_by_solver(rules, &t, config, solve),
                _ => None,
            };
            let (v, home) =
                decided.unwrap_or_else(|| judge(rules, &mut t, config, solve_cfg, solve, &mut buf));
            scores.push(match v {
                Verdict::Won => {
                    wins += 1;
                    if config.playouts { 2 * pack } else { 2 }
                }
                Verdict::Unknown => {
                    unknown += 1;
                    u64::from(!config.pessimistic)
                }
                Verdict::Lost => home,
            } as f64);
        }
        table.push((m, scores, wins, unknown));
    }
    (table, first > 0)
}

/// On how many of the samples the solver judges first ([`ExpertConfig::solve_first`]): all
/// it asks for, when the solver decides one of the first [`PROBE`] after `default` (the
/// default player's choice), else none; and its verdicts on those first samples after
/// `default`, when it judges them.
fn solved_first<G: Playable>(
    rules: &G::Rules,
    default: G::Move,
    samples: &[G],
    config: &ExpertConfig,
    solve: SolvePosition<G>,
) -> (usize, Vec<Option<(Verdict, u64)>>) {
    let n = (config.solve_first as usize).min(samples.len());
    if !config.playouts || n == 0 {
        return (0, Vec::new());
    }
    let probed: Vec<_> = samples[..n.min(PROBE)]
        .iter()
        .map(|s| {
            let mut t = s.clone();
            t.apply(rules, default);
            decided_by_solver(rules, &t, config, solve)
        })
        .collect();
    if probed.iter().any(Option::is_some) {
        (n, probed)
    } else {
        (0, Vec::new())
    }
}

/// Leaves out of `moves` those that lead from `g` back to a position the game has been in
/// (`reached`): neither the hints nor `stats`'s games then go round in a circle.
pub fn leave_out_returns<G: Playable>(
    rules: &G::Rules,
    g: &G,
    moves: &mut Vec<G::Move>,
    reached: impl Fn(&G) -> bool,
) {
    moves.retain(|&m| {
        let mut next = g.clone();
        next.apply(rules, m);
        !reached(&next)
    });
}

/// The solver's verdict on sample `t` within `config.budget` positions, as a playout's
/// result (a loss brings nothing home), or `None` when it leaves the sample undecided.
fn decided_by_solver<G: Playable>(
    rules: &G::Rules,
    t: &G,
    config: &ExpertConfig,
    solve: SolvePosition<G>,
) -> Option<(Verdict, u64)> {
    let cfg = SolveConfig {
        budget: config.budget.max(1),
        table_entries: 1 << 14,
        threads: 1,
    };
    match solver_verdict(rules, t, cfg, solve) {
        Verdict::Unknown => None,
        v => Some((v, 0)),
    }
}

/// The mean of the differences `scores - base` (paired by sample) and its standard error.
fn paired_gain(scores: &[f64], base: &[f64]) -> (f64, f64) {
    let d: Vec<f64> = scores.iter().zip(base).map(|(a, b)| a - b).collect();
    mean_and_error(&d)
}

/// The mean of `d` and its standard error.
fn mean_and_error(d: &[f64]) -> (f64, f64) {
    let k = d.len() as f64;
    let mean = d.iter().sum::<f64>() / k;
    let var = d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (k - 1.0).max(1.0);
    (mean, (var / k).sqrt())
}

/// The first candidate (the default player's choice) stands unless another beats it on the
/// same samples by more than the noise: a mean difference over `gate` times its standard
/// error. Of those that do, the best on average. The index of the winner in `table`.
fn clear_winner<M, T>(table: &[(M, Vec<f64>, T, T)], gate: f64) -> usize {
    let base = &table[0].1;
    let mut best: (f64, usize) = (0.0, 0);
    for (i, (_, scores, ..)) in table.iter().enumerate().skip(1) {
        let (mean, se) = paired_gain(scores, base);
        if mean > 0.0 && mean > gate * se && mean > best.0 {
            best = (mean, i);
        }
    }
    best.1
}

/// The candidate of `table` (after the first, the default player's choice) furthest ahead
/// of the first on average, when it is ahead but by no more than `gate` standard errors: a
/// call the first level could not make.
fn close_call<M, T>(table: &[(M, Vec<f64>, T, T)], gate: f64) -> Option<usize> {
    let base = &table.first()?.1;
    let mut best: Option<(f64, usize)> = None;
    for (i, (_, scores, ..)) in table.iter().enumerate().skip(1) {
        let (mean, se) = paired_gain(scores, base);
        let close = mean > 0.0 && mean <= gate * se;
        if close && best.is_none_or(|(b, _)| mean > b) {
            best = Some((mean, i));
        }
    }
    best.map(|(_, i)| i)
}

/// The second level: `first` (the default player's choice) and `other` played out by the
/// [`INNER`] expert on `config.second_level` fresh random deals of the unseen cards, the same
/// deals for both. Whether `other` wins clearly more of them (by the gate, on wins).
fn second_level<G: Playable>(
    rules: &G::Rules,
    g: &G,
    (first, other): (G::Move, G::Move),
    config: &ExpertConfig,
    seed: u64,
    solve: SolvePosition<G>,
) -> bool {
    let mut rng = cards::DealRng::new(seed, 0x6C65_7665_6C32);
    let mut d = Vec::new();
    for i in 0..config.second_level {
        let Some(sample) = g.redeal_hidden(rules, &mut rng) else {
            break;
        };
        let inner_seed = crate::solve::hash_of(&(seed, u64::from(i), 0x32_u64));
        let won = |m: G::Move| {
            let mut t = sample.clone();
            t.apply(rules, m);
            f64::from(u8::from(play_with(rules, t, &INNER, inner_seed, solve).0))
        };
        d.push(won(other) - won(first));
    }
    if d.len() < 2 {
        return false;
    }
    let (mean, se) = mean_and_error(&d);
    mean > 0.0 && mean > f64::from(config.gate) * se
}

/// The check of a sampled choice (`table[chosen]`), by the solver on the first `count` of
/// `samples`, with [`CHECK_BUDGET`] positions for one move on one deal. Only when the solver
/// proves the choice lost on at least half of those deals are the other candidates solved
/// on the same deals; of those that win where the choice does not clearly more often than
/// the other way round (a sign test: the difference over twice the standard deviation of
/// a fair coin over the deals where exactly one of the two wins), the one furthest ahead
/// overrules the choice. `None`: the choice stands.
fn check<G: Playable, T>(
    rules: &G::Rules,
    samples: &[G],
    table: &[(G::Move, T, u32, u32)],
    chosen: usize,
    count: u32,
    solve: SolvePosition<G>,
) -> Option<(usize, Basis)> {
    let deals = samples.get(..count as usize).unwrap_or(samples);
    if deals.is_empty() || table.len() < 2 {
        return None;
    }
    let cfg = SolveConfig {
        budget: CHECK_BUDGET,
        table_entries: 1 << 16,
        threads: 1,
    };
    let verdicts = |m: G::Move| -> Vec<Verdict> {
        deals
            .iter()
            .map(|s| {
                let mut t = s.clone();
                t.apply(rules, m);
                solver_verdict(rules, &t, cfg, solve)
            })
            .collect()
    };
    let base = verdicts(table[chosen].0);
    let lost = base.iter().filter(|&&v| v == Verdict::Lost).count();
    if 2 * lost < base.len() {
        return None;
    }
    let mut best: Option<(usize, f64, u32)> = None;
    for (i, (m, ..)) in table.iter().enumerate() {
        if i == chosen {
            continue;
        }
        let other = verdicts(*m);
        let (mut ahead, mut behind) = (0.0f64, 0.0f64);
        for (o, b) in other.iter().zip(&base) {
            match (*o == Verdict::Won, *b == Verdict::Won) {
                (true, false) => ahead += 1.0,
                (false, true) => behind += 1.0,
                _ => {}
            }
        }
        let d = ahead - behind;
        if d > 2.0 * (ahead + behind).sqrt() && best.is_none_or(|(_, e, _)| d > e) {
            let wins = other.iter().filter(|&&v| v == Verdict::Won).count() as u32;
            best = Some((i, d, wins));
        }
    }
    best.map(|(i, _, wins)| {
        (
            i,
            Basis::Checked {
                lost: lost as u32,
                wins,
                deals: deals.len() as u32,
            },
        )
    })
}

/// Whether `t` is won, lost, or undecided within the solver's budget.
pub fn solver_verdict<G: Playable>(
    rules: &G::Rules,
    t: &G,
    cfg: SolveConfig,
    solve: SolvePosition<G>,
) -> Verdict {
    match t.status(rules) {
        Status::Won => Verdict::Won,
        Status::Lost(_) => Verdict::Lost,
        Status::Playing => solve(rules, t, cfg).verdict,
    }
}

/// Whether sample `t` (after a candidate move) is won, by the solver or by a playout of
/// the default player; with a playout that loses, the cards it brought to the foundations.
fn judge<G: Playable>(
    rules: &G::Rules,
    t: &mut G,
    config: &ExpertConfig,
    solve_cfg: SolveConfig,
    solve: SolvePosition<G>,
    buf: &mut Vec<G::Move>,
) -> (Verdict, u64) {
    if config.playouts {
        if t.play_out(rules, buf, MOVE_LIMIT).0 {
            return (Verdict::Won, 0);
        }
        return (Verdict::Lost, home_cards(&t.view(rules)));
    }
    (solver_verdict(rules, t, solve_cfg, solve), 0)
}

/// Cards on the foundations of a view: what a lost playout scores.
pub fn home_cards(v: &crate::game::View) -> u64 {
    v.piles
        .iter()
        .filter(|p| p.kind == PileKind::Foundation)
        .map(|p| p.cards.len() as u64)
        .sum()
}

/// The seed of the expert's samples at move `turn` of deal `deal_seed`.
pub fn turn_seed(deal_seed: u64, turn: usize) -> u64 {
    crate::solve::hash_of(&(deal_seed, turn as u64, 0x45_58_50_u64))
}

/// Plays `start` to the end with the expert; whether it won and how many moves it made.
/// When nothing is hidden and the solver found a winning line, the line is followed to the
/// end without asking again.
pub fn play_game<G: Playable, S: GameSolver<G>>(
    rules: &G::Rules,
    start: G,
    config: &ExpertConfig,
    deal_seed: u64,
) -> (bool, usize) {
    play_with(rules, start, config, deal_seed, S::solve_position)
}

/// [`play_game`] with the solver given as a function: the second level's inner games too.
fn play_with<G: Playable>(
    rules: &G::Rules,
    start: G,
    config: &ExpertConfig,
    deal_seed: u64,
    solve: SolvePosition<G>,
) -> (bool, usize) {
    let mut g = start;
    let mut moves = Vec::new();
    let mut n = 0;
    // As a hint does (`Session::expert_hint`), it never goes back to a position of this
    // game: where moves undo each other, it would otherwise go round until the move limit.
    let mut seen = std::collections::HashSet::from([g.clone()]);
    loop {
        match g.status(rules) {
            Status::Won => return (true, n),
            Status::Lost(_) => return (false, n),
            Status::Playing if n >= MOVE_LIMIT => return (false, n),
            Status::Playing => {}
        }
        moves.clear();
        g.legal_moves(rules, &mut moves);
        leave_out_returns(rules, &g, &mut moves, |next| seen.contains(next));
        let seed = turn_seed(deal_seed, n);
        let Some(a) = choose_with(rules, &g, &moves, config, seed, solve) else {
            return (false, n);
        };
        if a.basis == Basis::Solved {
            // The line stays winning while nothing is hidden: follow it.
            let o = solve(
                rules,
                &g,
                SolveConfig {
                    budget: config.budget.max(1),
                    table_entries: 1 << 18,
                    threads: 1,
                },
            );
            for m in o.moves {
                g.apply(rules, m);
                seen.insert(g.clone());
                n += 1;
            }
            continue;
        }
        g.apply(rules, a.mv);
        seen.insert(g.clone());
        n += 1;
    }
}

/// Plays every seed of `seeds` with the expert on all cores, one deal a job.
pub fn simulate<G: Playable, S: GameSolver<G>>(
    rules: &G::Rules,
    seeds: Range<u64>,
    config: &ExpertConfig,
    progress: &(dyn Fn(u64) + Sync),
) -> StatsReport {
    let t = Instant::now();
    let total = seeds.end.saturating_sub(seeds.start);
    let len = usize::try_from(total).unwrap_or(usize::MAX);
    let (deals, won) = (AtomicU64::new(0), AtomicU64::new(0));
    // Each deal's seed, whether it was won, and its time.
    let played = std::sync::Mutex::new(Vec::with_capacity(len.min(1 << 20)));
    let _stopped = (0..len).into_par_iter().with_max_len(1).try_for_each(|i| {
        if stop_requested() {
            return Err(());
        }
        let seed = seeds.start + i as u64;
        let deal = crate::deal::Deal::from_seed::<G>(rules, seed);
        let start = G::start(rules, &deal.cards, deal.start_seed());
        let started = Instant::now();
        let w = play_game::<G, S>(rules, start, config, seed).0;
        if w {
            won.fetch_add(1, Ordering::Relaxed);
        }
        crate::sim::lock(&played).push((seed, w, started.elapsed().as_secs_f64()));
        deals.fetch_add(1, Ordering::Relaxed);
        progress(1);
        Ok(())
    });
    let played = played
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let won_seeds = played.iter().filter(|p| p.1).map(|p| p.0).collect();
    let mut times: Vec<f64> = played.iter().map(|p| p.2).collect();
    let cpu = times.iter().sum();
    crate::sim::players_report(
        &seeds,
        deals.into_inner(),
        won.into_inner(),
        t,
        cpu,
        won_seeds,
        &mut times,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The close call is the candidate ahead of the first by the most, while within the gate;
    /// one clearly ahead, or behind, is none.
    #[test]
    fn a_close_call_is_ahead_but_not_clearly() {
        let row = |scores: &[f64]| ((), scores.to_vec(), 0u32, 0u32);
        let base = [1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0];
        let slightly = [1.0, 1.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0];
        let more = [1.0, 1.0, 1.0, 0.0, 1.0, 1.0, 1.0, 0.0];
        let clearly = [2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0];
        let behind = [0.0; 8];
        let t = [row(&base), row(&behind), row(&slightly), row(&more)];
        assert_eq!(close_call(&t, 2.0), Some(3));
        let t = [row(&base), row(&clearly), row(&slightly)];
        assert_eq!(
            close_call(&t, 2.0),
            Some(2),
            "the clear one is the first level's call"
        );
        let t = [row(&base), row(&behind)];
        assert_eq!(close_call(&t, 2.0), None);
        // With no gate, nothing is close.
        assert_eq!(close_call(&[row(&base), row(&slightly)], 0.0), None);
    }
}
