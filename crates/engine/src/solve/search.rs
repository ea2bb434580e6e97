//! The depth-first search of one deal, its budget and its outcome.

use super::knowledge::{Hooks, Plain, Tuned};
use super::{Solve, Table, Verdict};
use crate::game::{Playable, Status};

/// How much the solver may spend on one deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SolveConfig {
    /// Positions generated before the answer is `unknown`.
    pub budget: u64,
    /// The most entries the table of searched positions may hold (8 bytes each). When it is
    /// full, old entries are overwritten: positions may then be searched twice, which costs
    /// time but never changes a verdict (proof E2 in docs/proofs.md).
    pub table_entries: usize,
    /// Threads the search of one position may use side by side: one, but two for a hint
    /// (a game's solver may then run two of its methods at once, see [`super::race`]).
    #[serde(default = "one_thread")]
    pub threads: usize,
}

fn one_thread() -> usize {
    1
}

/// The first slice of the budget when a game offers several move orderings. Small: most
/// deals a game wins at all, some ordering wins within a few thousand positions, and short
/// restarts find it sooner (the measurement is in docs/measurements.md, "The engine").
const FIRST_SLICE: u64 = 1_000;

/// Positions searched per deal when no budget is given.
pub const DEFAULT_BUDGET: u64 = 20_000_000;

/// Bytes of table memory a whole run (all threads together) stays under by default.
pub const DEFAULT_TABLE_BYTES: usize = 768 << 20;

impl SolveConfig {
    /// `budget` positions, and a table that lets `threads` searches run side by side within
    /// [`DEFAULT_TABLE_BYTES`].
    pub fn new(budget: u64, threads: usize) -> Self {
        let per = DEFAULT_TABLE_BYTES / 8 / threads.max(1);
        SolveConfig {
            budget,
            table_entries: per,
            threads: 1,
        }
    }
}

impl Default for SolveConfig {
    fn default() -> Self {
        SolveConfig::new(DEFAULT_BUDGET, 1)
    }
}

/// The outcome of one search, with moves as game values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome<M> {
    pub verdict: Verdict,
    /// The winning line from the start, when the verdict is `won`.
    pub moves: Vec<M>,
    /// Positions generated.
    pub nodes: u64,
    /// Entries in the table at the end (it only grows during a search).
    pub table_peak: u64,
}

struct Frame<G: Playable> {
    state: G,
    start: u32,
    end: u32,
    next: u32,
    key: u64,
}

/// A reusable search: its table and stacks are kept between deals, so solving many deals on
/// one thread allocates only when a search goes deeper or wider than any before.
pub struct Searcher<G: Playable> {
    table: Table,
    /// Positions whose search finished in an earlier slice of the same deal: later slices
    /// leave them out (see [`Searcher::run_once`]).
    closed: Table,
    /// Whether the search runs in slices (the game offers several orderings).
    slicing: bool,
    frames: Vec<Frame<G>>,
    moves: Vec<G::Move>,
    config: SolveConfig,
}

impl<G: Playable> std::fmt::Debug for Searcher<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Searcher")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

impl<G: Playable> Searcher<G> {
    pub fn new(config: SolveConfig) -> Self {
        Searcher {
            table: Table::new(config.table_entries),
            closed: Table::new(config.table_entries / 4),
            slicing: false,
            frames: Vec::new(),
            moves: Vec::new(),
            config,
        }
    }

    /// Positions the next searches may generate (the table stays as it is).
    pub fn set_budget(&mut self, budget: u64) {
        self.config.budget = budget;
    }

    /// Solves from `root` with the game's [`Solve`] knowledge.
    pub fn solve(&mut self, rules: &G::Rules, root: &G) -> Outcome<G::Move>
    where
        G: Solve,
    {
        self.run::<Tuned>(rules, root)
    }

    /// Solves from `root` by plain search: every legal move, no proofs of dead positions,
    /// the full state as the key. Correct for any game, and the reference the tuned search
    /// is tested against.
    pub fn solve_plain(&mut self, rules: &G::Rules, root: &G) -> Outcome<G::Move> {
        self.run::<Plain>(rules, root)
    }

    fn expand<H: Hooks<G>>(&mut self, rules: &G::Rules, state: G, variant: u32, key: u64) {
        let start = self.moves.len();
        match H::forced(&state, rules) {
            Some(m) => self.moves.push(m),
            None => {
                H::moves(&state, rules, &mut self.moves);
                H::order(&state, rules, &mut self.moves[start..], variant);
            }
        }
        let end = self.moves.len();
        if end > start {
            self.frames.push(Frame {
                state,
                start: start as u32,
                end: end as u32,
                next: start as u32,
                key,
            });
        }
    }

    /// The search in slices when the game offers several orderings (see
    /// [`Solve::orderings`]), else in one go.
    pub(super) fn run<H: Hooks<G>>(&mut self, rules: &G::Rules, root: &G) -> Outcome<G::Move> {
        let k = H::orderings(rules).max(1);
        let total = self.config.budget;
        self.closed.reset();
        self.slicing = k > 1;
        if k == 1 {
            return self.run_once::<H>(rules, root, total, 0);
        }
        let mut slice = FIRST_SLICE;
        let (mut used, mut peak, mut i) = (0u64, 0u64, 0u32);
        loop {
            let budget = if total - used <= slice * 2 {
                total - used
            } else {
                slice
            };
            let mut o = self.run_once::<H>(rules, root, budget, i % k);
            used += o.nodes;
            peak = peak.max(o.table_peak);
            o.nodes = used;
            o.table_peak = peak;
            if o.verdict != Verdict::Unknown || used >= total || super::stopped() {
                return o;
            }
            i += 1;
            if i % k == 0 {
                slice *= 2;
            }
        }
    }

    fn run_once<H: Hooks<G>>(
        &mut self,
        rules: &G::Rules,
        root: &G,
        budget: u64,
        variant: u32,
    ) -> Outcome<G::Move> {
        self.table.reset();
        self.frames.clear();
        self.moves.clear();
        let mut nodes = 0u64;
        let done = |verdict, moves, nodes, t: &Table| Outcome {
            verdict,
            moves,
            nodes,
            table_peak: t.len() as u64,
        };
        match root.status(rules) {
            Status::Won => return done(Verdict::Won, Vec::new(), 0, &self.table),
            Status::Lost(_) => return done(Verdict::Lost, Vec::new(), 0, &self.table),
            Status::Playing => {}
        }
        let root_key = H::hash(root, rules);
        self.table.insert(root_key);
        if H::dead(root, rules) {
            return done(Verdict::Lost, Vec::new(), 0, &self.table);
        }
        self.expand::<H>(rules, root.clone(), variant, root_key);
        // A position whose moves are all searched without a win is closed, and later slices
        // of this deal leave it out: proof E1 in docs/proofs.md.
        while let Some(f) = self.frames.last_mut() {
            if f.next == f.end {
                let (start, key) = (f.start as usize, f.key);
                self.frames.pop();
                self.moves.truncate(start);
                if self.slicing {
                    self.closed.insert(key);
                }
                continue;
            }
            let m = self.moves[f.next as usize];
            f.next += 1;
            let mut child = f.state.clone();
            child.apply(rules, m);
            nodes += 1;
            match H::status(&child, rules) {
                Status::Won => {
                    let line = self
                        .frames
                        .iter()
                        .map(|f| self.moves[f.next as usize - 1])
                        .collect();
                    return done(Verdict::Won, line, nodes, &self.table);
                }
                Status::Lost(_) => continue,
                Status::Playing => {}
            }
            if nodes >= budget || (nodes.is_multiple_of(super::STOP_EVERY) && super::stopped()) {
                return done(Verdict::Unknown, Vec::new(), nodes, &self.table);
            }
            let key = H::hash(&child, rules);
            if !self.table.insert(key)
                || (self.slicing && self.closed.contains(key))
                || H::dead(&child, rules)
            {
                continue;
            }
            self.expand::<H>(rules, child, variant, key);
        }
        done(Verdict::Lost, Vec::new(), nodes, &self.table)
    }
}

/// Formats a winning line: each move in the notation of the position it is played from.
pub fn format_line<G: Playable>(rules: &G::Rules, start: &G, moves: &[G::Move]) -> Vec<String> {
    let mut g = start.clone();
    moves
        .iter()
        .map(|&m| {
            let t = g.format_move(rules, m);
            g.apply(rules, m);
            t
        })
        .collect()
}
