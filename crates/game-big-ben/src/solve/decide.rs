//! How a Big Ben deal is decided: the depth-first search for a fortieth of the usual
//! budget, then the narrow beams of [`super::beam`], then the suit proof of
//! [`super::suits`] (B7), then the wider beams, then the depth-first search again with what is left, at
//! least a fortieth; a budget above the usual one goes to nested rollouts of the default
//! player, wider beams and a longer search (see docs/solver.md, Big Ben).

use super::ROOT_SPLIT_DEPTH;
use super::beam::{Score, beam};
use super::suits::SUIT_LIMIT;
use crate::{BigBen, BigBenMove, BigBenRules};
use engine::solve::{GameSolver, Outcome, Searcher, SolveConfig, StatsReport, Verdict};
use engine::{Deal, Game, Status};
use std::ops::Range;

/// The beams tried in turn: width, then the weights of cards home, waste cards and tops a
/// foundation takes now (see [`super::beam`]). Two scores, because each wins deals the other
/// misses; the narrow beams first, as most deals fall to one, then the wide ones, which win
/// deals the narrow ones do not (the deals that chose them are in docs/measurements.md, Big
/// Ben).
const BEAMS: [(usize, Score); 4] = [
    (200, Score::Weights([10, 2, 0])),
    (200, Score::Weights([10, 1, 2])),
    (5_000, Score::Weights([10, 2, 0])),
    (5_000, Score::Weights([10, 1, 2])),
];

/// The beams a hint tries after the narrow ones, ranked by the default player's score:
/// in mid-game they win positions the others leave open, at widths that take a fraction
/// of the hint's time (the positions that chose them are in docs/measurements.md, Big
/// Ben's hint).
const PLAYER_BEAMS: [(usize, Score); 2] = [(200, Score::Player), (700, Score::Player)];

/// Positions each suit's game may visit in a hint's second try of the suit proof, beside
/// the search (see [`Decider::race`]).
const RACING_SUIT_LIMIT: usize = 1_000_000;

/// How many of [`BEAMS`] come before the suit proof: the narrow ones.
const NARROW: usize = 2;

/// The part of the budget the first depth-first search spends, and the part kept for the
/// last (one in this many each); the beams may spend the rest.
const SEARCH_SHARE: u64 = 40;
/// The least the first search spends (all of a smaller budget): below the default budget a
/// fortieth leaves it too little, and deals it wins in a few hundred thousand positions
/// went to the beams, which at such budgets are narrow.
const FIRST_LEAST: u64 = 500_000;

/// The work every deal gets first: what wins nearly every deal of the built-in rule sets.
/// A budget above it goes to the nested rollouts, the wide beams and a last depth-first
/// search, for the deals this leaves open.
pub const USUAL_BUDGET: u64 = 20_000_000;

/// The budget Big Ben's solver spends on a deal when none is given: the usual work, then
/// the wide beams and the long search (seeds 0..9999 of `big-ben` and
/// `big-ben-second-pass`, docs/solver.md, Big Ben).
pub const BIG_BEN_BUDGET: u64 = 150_000_000;

/// The beams tried on a deal the usual work leaves open, in turn, as [`BEAMS`]: the second
/// score at width 5,000 (which the usual budget often cuts short), then width 20,000 with
/// each score.
const WIDE_BEAMS: [(usize, Score); 3] = [
    (5_000, Score::Weights([10, 1, 2])),
    (20_000, Score::Weights([10, 2, 0])),
    (20_000, Score::Weights([10, 1, 2])),
];

/// The most moves the nested rollouts (`engine::solve::nested_rollouts`) may spend on a
/// deal the usual work leaves open, before the wide beams; at most half of what the budget
/// has left: room for the slowest of the deals that reach them to be won (the moves each
/// took are in docs/measurements.md).
const ROLLOUTS_MOST: u64 = 60_000_000;

/// A thread's searcher for the first, short search (its table and stacks are reused).
#[derive(Debug)]
pub struct Decider {
    first: Searcher<BigBen>,
    config: SolveConfig,
}

impl Decider {
    pub fn new(config: SolveConfig) -> Decider {
        let usual = config.budget.min(USUAL_BUDGET);
        let first = SolveConfig {
            budget: (usual / SEARCH_SHARE).max(FIRST_LEAST).min(usual),
            ..config
        };
        Decider {
            first: Searcher::new(first),
            config,
        }
    }

    /// Decides `g`: `won` with a line the game's rules accept, `lost` only from the split
    /// (B9), the suit proof, a beam that dropped nothing or a complete depth-first search
    /// (docs/proofs.md, proofs B5 to B9). The split first; then the usual work, within
    /// [`USUAL_BUDGET`]; then, with what the budget leaves, the nested rollouts, the wide
    /// beams and the depth-first search again.
    pub fn decide(&mut self, rules: &BigBenRules, g: &BigBen) -> Outcome<BigBenMove> {
        // Proof B9 two splits deep, once, here (the search splits once at every position).
        if g.precedence_dead(rules, ROOT_SPLIT_DEPTH) {
            return Outcome {
                verdict: Verdict::Lost,
                moves: Vec::new(),
                nodes: 0,
                table_peak: 0,
            };
        }
        if self.config.threads >= 2 {
            return self.race(rules, g);
        }
        let o = self.first.solve(rules, g);
        if o.verdict != Verdict::Unknown {
            return o;
        }
        let usual = self.config.budget.min(USUAL_BUDGET);
        // The narrow beams, then the proof: in mid-game a narrow beam wins many positions
        // in less time than the suit games take.
        let (narrow, wide) = BEAMS.split_at(NARROW);
        let nodes = match self.beams(rules, g, narrow, o.nodes, o.table_peak, usual) {
            Ok(won) => return won,
            Err(nodes) => nodes,
        };
        // The ordered suit games, four at most, spend no more than half the budget.
        let ordered_limit = (self.config.budget / 8).min(SUIT_LIMIT as u64) as usize;
        if g.suit_dead_within(rules, SUIT_LIMIT, ordered_limit) {
            return Outcome {
                verdict: Verdict::Lost,
                moves: Vec::new(),
                nodes,
                ..o
            };
        }
        let o = self.beams_then_search(rules, g, wide, nodes, o.table_peak, usual);
        if o.verdict != Verdict::Unknown || self.config.budget <= usual {
            return o;
        }
        let room = self.config.budget.saturating_sub(o.nodes);
        let r = engine::solve::nested_rollouts(rules, g, (room / 2).min(ROLLOUTS_MOST), 0);
        let nodes = o.nodes + r.nodes;
        if let Some(won) = checked_win(rules, g, r.line, nodes, o.table_peak) {
            return won;
        }
        self.beams_then_search(
            rules,
            g,
            &WIDE_BEAMS,
            nodes,
            o.table_peak,
            self.config.budget,
        )
    }

    /// With two threads (a hint): the depth-first search with the usual budget on one, and
    /// on the other the narrow beams, the suit proof and the wider beams; the first to
    /// decide stops the other.
    fn race(&self, rules: &BigBenRules, g: &BigBen) -> Outcome<BigBenMove> {
        let usual = self.config.budget.min(USUAL_BUDGET);
        let search = SolveConfig {
            budget: usual,
            threads: 1,
            ..self.config
        };
        engine::solve::race(
            || self.beams_and_proof(rules, g),
            || Searcher::<BigBen>::new(search).solve(rules, g),
        )
    }

    /// The narrow beams, the suit proof, [`PLAYER_BEAMS`], the suit proof at a larger
    /// limit, then the wider beams of [`BEAMS`] and [`WIDE_BEAMS`], within the budget: what
    /// [`Decider::race`] runs beside the search.
    fn beams_and_proof(&self, rules: &BigBenRules, g: &BigBen) -> Outcome<BigBenMove> {
        let budget = self.config.budget;
        let (narrow, wide) = BEAMS.split_at(NARROW);
        let without_line = |verdict, nodes| Outcome {
            verdict,
            moves: Vec::new(),
            nodes,
            table_peak: 0,
        };
        let mut nodes = match self.beams(rules, g, narrow, 0, 0, budget) {
            Ok(decided) => return decided,
            Err(nodes) => nodes,
        };
        // The suit games at the usual limit, then (the search has a thread of its own) at
        // a larger one; the player's narrower beam between them, its wider one after.
        let ordered_limit = (budget / 8).min(SUIT_LIMIT as u64) as usize;
        if g.suit_dead_within(rules, SUIT_LIMIT, ordered_limit) {
            return without_line(Verdict::Lost, nodes);
        }
        let (player_narrow, player_wider) = PLAYER_BEAMS.split_at(1);
        nodes = match self.beams(rules, g, player_narrow, nodes, 0, budget) {
            Ok(decided) => return decided,
            Err(nodes) => nodes,
        };
        let larger = (budget / 8).min(RACING_SUIT_LIMIT as u64) as usize;
        if larger > SUIT_LIMIT && g.suit_dead_within(rules, larger, larger) {
            return without_line(Verdict::Lost, nodes);
        }
        nodes = match self.beams(rules, g, player_wider, nodes, 0, budget) {
            Ok(decided) => return decided,
            Err(nodes) => nodes,
        };
        let wider = wide.iter().chain(&WIDE_BEAMS).copied().collect::<Vec<_>>();
        match self.beams(rules, g, &wider, nodes, 0, budget) {
            Ok(decided) => decided,
            Err(nodes) => without_line(Verdict::Unknown, nodes),
        }
    }

    /// The `beams` in turn while `nodes` (spent so far) leaves more than a fortieth of
    /// `budget`: the outcome of the first that wins or searches every line (then the
    /// position is lost, proof B8), else the positions spent in all.
    fn beams(
        &self,
        rules: &BigBenRules,
        g: &BigBen,
        beams: &[(usize, Score)],
        mut nodes: u64,
        peak: u64,
        budget: u64,
    ) -> Result<Outcome<BigBenMove>, u64> {
        let beam_end = budget - budget / SEARCH_SHARE;
        for &(width, score) in beams {
            if nodes >= beam_end {
                break;
            }
            let b = beam(rules, g, width, score, beam_end - nodes);
            nodes += b.nodes;
            if let Some(won) = checked_win(rules, g, b.moves, nodes, peak) {
                return Ok(won);
            }
            if b.exhausted {
                return Ok(Outcome {
                    verdict: Verdict::Lost,
                    moves: Vec::new(),
                    nodes,
                    table_peak: peak,
                });
            }
        }
        Err(nodes)
    }

    /// [`Decider::beams`], then the depth-first search with the rest of `budget`.
    fn beams_then_search(
        &self,
        rules: &BigBenRules,
        g: &BigBen,
        beams: &[(usize, Score)],
        mut nodes: u64,
        mut peak: u64,
        budget: u64,
    ) -> Outcome<BigBenMove> {
        nodes = match self.beams(rules, g, beams, nodes, peak, budget) {
            Ok(won) => return won,
            Err(nodes) => nodes,
        };
        let rest = budget.saturating_sub(nodes);
        if rest == 0 {
            return Outcome {
                verdict: Verdict::Unknown,
                moves: Vec::new(),
                nodes,
                table_peak: peak,
            };
        }
        let mut o = Searcher::<BigBen>::new(SolveConfig {
            budget: rest,
            ..self.config
        })
        .solve(rules, g);
        peak = peak.max(o.table_peak);
        o.nodes += nodes;
        o.table_peak = peak;
        o
    }
}

/// A `won` outcome for `line`, if there is one and the game accepts it (B5).
fn checked_win(
    rules: &BigBenRules,
    g: &BigBen,
    line: Option<Vec<BigBenMove>>,
    nodes: u64,
    table_peak: u64,
) -> Option<Outcome<BigBenMove>> {
    let moves = line.filter(|m| wins(rules, g, m))?;
    Some(Outcome {
        verdict: Verdict::Won,
        moves,
        nodes,
        table_peak,
    })
}

/// Whether `moves` from `g` is a line the game accepts move by move and that ends won.
pub(crate) fn wins(rules: &BigBenRules, g: &BigBen, moves: &[BigBenMove]) -> bool {
    let mut h = *g;
    for &m in moves {
        if h.check(rules, m).is_err() {
            return false;
        }
        h.apply(rules, m);
    }
    h.status(rules) == Status::Won
}

/// The solver Big Ben registers with.
#[derive(Clone, Copy, Debug)]
pub struct BigBenSolver;

impl GameSolver<BigBen> for BigBenSolver {
    const DEFAULT_BUDGET: u64 = BIG_BEN_BUDGET;

    fn solve_position(rules: &BigBenRules, g: &BigBen, config: SolveConfig) -> Outcome<BigBenMove> {
        Decider::new(config).decide(rules, g)
    }

    fn solve_many(
        rules: &BigBenRules,
        seeds: Range<u64>,
        config: SolveConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> StatsReport {
        engine::solve::run_many(
            seeds,
            progress,
            || Decider::new(config),
            |d, seed| {
                let o = decide_seed(d, rules, seed);
                (o.verdict, o.nodes, o.table_peak)
            },
        )
    }
}

/// Decides deal `seed` of `rules` with `d`.
pub fn decide_seed(d: &mut Decider, rules: &BigBenRules, seed: u64) -> Outcome<BigBenMove> {
    let deal = Deal::from_seed::<BigBen>(rules, seed);
    let g = BigBen::start(rules, &deal.cards, deal.start_seed());
    d.decide(rules, &g)
}
