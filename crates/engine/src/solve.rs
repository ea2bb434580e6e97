//! The solver: decides a deal with perfect knowledge of every hidden card, and prints the
//! winning line when there is one.
//!
//! The search is a depth-first search over positions, generic over the game type. It keeps a
//! fixed-size table of the positions already searched, keyed on a *canonical* hash (positions
//! that differ only in ways that cannot matter, such as the order of equivalent piles, share
//! one entry), plays the moves a game declares dominant without branching, tries the
//! promising moves first, and cuts off positions the game proves dead. All of that game
//! knowledge comes through the [`Solve`] trait, whose methods default to knowing nothing; a
//! game crate that implements it names [`TunedSearch`] as its solver where it registers
//! (`register_game!`), and a game without one is still solved, by plain search.
//!
//! Verdicts: `won` comes with a move list that was played from the start; `lost` means the
//! whole reachable space (less what the game's proofs cut off) was searched; `unknown` means
//! the node budget ran out first. A `lost` verdict trusts that no two distinct canonical
//! positions met in one search share a 64-bit hash (for 10^7 positions the chance that any
//! pair does is about 3 in a million).

use crate::deal::Deal;
use crate::game::{Game, Status};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::ops::Range;
use std::time::Instant;

/// A game's knowledge for the solver. Every method has a default that knows nothing, so an
/// empty `impl Solve for MyGame {}` is correct; each override must keep the verdict exact.
pub trait Solve: Game {
    /// A hash of the position up to changes that cannot alter the verdict (for instance
    /// equivalent piles in any order). Two positions with equal canonical forms must be
    /// equally winnable. Default: a hash of the whole state.
    fn canonical_hash(&self, _rules: &Self::Rules) -> u64 {
        hash_of(self)
    }

    /// A move that is always safe to play first: if the position can be won, it can still be
    /// won after this move. The solver then plays it without trying the others.
    fn forced_move(&self, _rules: &Self::Rules) -> Option<Self::Move> {
        None
    }

    /// The moves the solver tries, appended to `out`. Default: every legal move. An override
    /// may leave out moves, but only moves whose every winning continuation is also reached
    /// through a move it keeps.
    fn solver_moves(&self, rules: &Self::Rules, out: &mut Vec<Self::Move>) {
        self.legal_moves(rules, out);
    }

    /// Puts the most promising moves first (the solver tries them in slice order).
    fn order_moves(&self, _rules: &Self::Rules, _moves: &mut [Self::Move]) {}

    /// How many move orderings the game offers. With more than one, the search runs in
    /// slices of its budget that grow by doubling after each round of the orderings, each
    /// slice with the next ordering and a fresh table: a line of play that one ordering
    /// reaches late, another may reach early.
    /// A slice that searches its whole space still proves the position lost. Default: one.
    fn orderings(_rules: &Self::Rules) -> u32 {
        1
    }

    /// Orders the moves for ordering `variant` (below [`Solve::orderings`]). Default:
    /// [`Solve::order_moves`].
    fn order_moves_in(&self, rules: &Self::Rules, moves: &mut [Self::Move], _variant: u32) {
        self.order_moves(rules, moves);
    }

    /// True only when the position is proved unwinnable, whatever is played.
    fn is_dead(&self, _rules: &Self::Rules) -> bool {
        false
    }

    /// The status as the search needs it, asked of every position it generates: `Won`
    /// exactly when [`Game::status`] says won, `Lost` only when it says lost. A game whose
    /// `status` is costly (a bounded search to tell the player early that all is lost) may
    /// answer `Playing` for a lost position: the search then finds that it leads nowhere.
    /// Default: [`Game::status`].
    fn solver_status(&self, rules: &Self::Rules) -> Status {
        self.status(rules)
    }
}

/// A fast 64-bit hasher for positions: multiply-rotate per word and a final avalanche, so
/// the table index and the stored key both see every input bit.
#[derive(Clone, Copy, Debug, Default)]
pub struct PosHasher(u64);

const K1: u64 = 0x9E37_79B9_7F4A_7C15;
const K2: u64 = 0xC2B2_AE3D_27D4_EB4F;

impl PosHasher {
    #[inline]
    fn mix(&mut self, w: u64) {
        self.0 = (self.0 ^ w)
            .wrapping_mul(K1)
            .rotate_left(29)
            .wrapping_add(K2);
    }
}

impl Hasher for PosHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.mix(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.mix(u64::from_le_bytes(w) ^ ((rest.len() as u64) << 59));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.mix(u64::from(i) | 0x100);
    }
    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.mix(u64::from(i) | 0x1_0000);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.mix(u64::from(i) | 0x1_0000_0000);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.mix(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.mix(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        // murmur3's fmix64.
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
}

/// The [`PosHasher`] hash of any hashable value.
pub fn hash_of<T: Hash + ?Sized>(v: &T) -> u64 {
    let mut h = PosHasher::default();
    v.hash(&mut h);
    h.finish()
}

/// The solver's hooks, so one search serves games with and without a [`Solve`] impl.
trait Hooks<G: Game> {
    fn status(g: &G, r: &G::Rules) -> Status;
    fn hash(g: &G, r: &G::Rules) -> u64;
    fn forced(g: &G, r: &G::Rules) -> Option<G::Move>;
    fn moves(g: &G, r: &G::Rules, out: &mut Vec<G::Move>);
    fn order(g: &G, r: &G::Rules, m: &mut [G::Move], variant: u32);
    fn orderings(r: &G::Rules) -> u32;
    fn dead(g: &G, r: &G::Rules) -> bool;
}

/// No game knowledge: every legal move, the plain state hash.
struct Plain;

impl<G: Game> Hooks<G> for Plain {
    fn status(g: &G, r: &G::Rules) -> Status {
        g.status(r)
    }
    fn hash(g: &G, _: &G::Rules) -> u64 {
        hash_of(g)
    }
    fn forced(_: &G, _: &G::Rules) -> Option<G::Move> {
        None
    }
    fn moves(g: &G, r: &G::Rules, out: &mut Vec<G::Move>) {
        g.legal_moves(r, out);
    }
    fn order(_: &G, _: &G::Rules, _: &mut [G::Move], _: u32) {}
    fn orderings(_: &G::Rules) -> u32 {
        1
    }
    fn dead(_: &G, _: &G::Rules) -> bool {
        false
    }
}

/// The game's own knowledge through [`Solve`].
struct Tuned;

impl<G: Solve> Hooks<G> for Tuned {
    #[inline]
    fn status(g: &G, r: &G::Rules) -> Status {
        g.solver_status(r)
    }
    #[inline]
    fn hash(g: &G, r: &G::Rules) -> u64 {
        g.canonical_hash(r)
    }
    #[inline]
    fn forced(g: &G, r: &G::Rules) -> Option<G::Move> {
        g.forced_move(r)
    }
    #[inline]
    fn moves(g: &G, r: &G::Rules, out: &mut Vec<G::Move>) {
        g.solver_moves(r, out);
    }
    #[inline]
    fn order(g: &G, r: &G::Rules, m: &mut [G::Move], variant: u32) {
        g.order_moves_in(r, m, variant);
    }
    #[inline]
    fn orderings(r: &G::Rules) -> u32 {
        G::orderings(r)
    }
    #[inline]
    fn dead(g: &G, r: &G::Rules) -> bool {
        g.is_dead(r)
    }
}

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

/// How much the solver may spend on one deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SolveConfig {
    /// Positions generated before the answer is `unknown`.
    pub budget: u64,
    /// The most entries the table of searched positions may hold (8 bytes each). When it is
    /// full, old entries are overwritten: positions may then be searched twice, which costs
    /// time but never changes a verdict.
    pub table_entries: usize,
}

/// The first slice of the budget when a game offers several move orderings. Small: most
/// deals a game wins at all, some ordering wins within a few thousand positions, and short
/// restarts find it sooner (Big Ben, seeds 0..100 at 800,000 positions: median time per deal
/// 8 ms with 1,000, 60 ms with the earlier 20,000 or 1/256 of the budget, the same deals won).
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

/// The outcome of one search, for reports: moves in the game's notation.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SolveReport {
    pub verdict: Verdict,
    pub moves: Vec<String>,
    pub nodes: u64,
    pub table_peak: u64,
    pub seconds: f64,
}

/// The table of positions searched: open addressing on 64-bit keys in cache-line buckets.
/// It starts small and doubles (so a short search pays little to set it up or clear it) up
/// to its limit, the largest power of two of entries within the `max_entries` it was made
/// with; past that, a full bucket has one key overwritten. Public for games that run a
/// search of their own.
#[derive(Debug)]
pub struct Table {
    slots: Vec<u64>,
    bits: u32,
    len: usize,
    max_bits: u32,
}

const TABLE_MIN_BITS: u32 = 14;
const PROBE: usize = 16;

impl Table {
    pub fn new(max_entries: usize) -> Table {
        let max_bits = (usize::BITS - 1 - max_entries.max(1 << TABLE_MIN_BITS).leading_zeros())
            .max(TABLE_MIN_BITS);
        Table {
            slots: vec![0; 1 << TABLE_MIN_BITS],
            bits: TABLE_MIN_BITS,
            len: 0,
            max_bits,
        }
    }

    /// Empties the table (and gives back the memory it grew into).
    pub fn reset(&mut self) {
        if self.bits > TABLE_MIN_BITS {
            // A fresh zeroed allocation is cheaper than clearing a big one.
            self.slots = vec![0; 1 << TABLE_MIN_BITS];
            self.bits = TABLE_MIN_BITS;
        } else {
            self.slots.fill(0);
        }
        self.len = 0;
    }

    #[inline]
    fn home(key: u64, bits: u32) -> usize {
        (key.wrapping_mul(K2) >> (64 - bits)) as usize
    }

    #[inline]
    pub fn contains(&self, key: u64) -> bool {
        let key = key.max(1);
        let mask = (1usize << self.bits) - 1;
        let h = Self::home(key, self.bits);
        (0..PROBE).any(|i| self.slots[(h + i) & mask] == key)
    }

    /// Inserts `key`; false when it was there already.
    #[inline]
    pub fn insert(&mut self, key: u64) -> bool {
        let key = key.max(1);
        let mask = (1usize << self.bits) - 1;
        let h = Self::home(key, self.bits);
        for i in 0..PROBE {
            let s = &mut self.slots[(h + i) & mask];
            if *s == key {
                return false;
            }
            if *s == 0 {
                *s = key;
                self.len += 1;
                if self.len * 4 > self.slots.len() * 3 && self.bits < self.max_bits {
                    self.grow();
                }
                return true;
            }
        }
        if self.bits < self.max_bits {
            self.grow();
            return self.insert(key);
        }
        // A full neighbourhood: forget one position (it may be searched again).
        self.slots[(h + (key as usize >> 7) % PROBE) & mask] = key;
        true
    }

    /// Keys in the table.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn grow(&mut self) {
        let bits = self.bits + 1;
        let old = std::mem::replace(&mut self.slots, vec![0; 1 << bits]);
        self.bits = bits;
        let mask = (1usize << bits) - 1;
        self.len = 0;
        for key in old.into_iter().filter(|&k| k != 0) {
            let h = Self::home(key, bits);
            // Keys that find no room are forgotten (they may be searched again).
            if let Some(i) = (0..PROBE).find(|&i| self.slots[(h + i) & mask] == 0) {
                self.slots[(h + i) & mask] = key;
                self.len += 1;
            }
        }
    }
}

struct Frame<G: Game> {
    state: G,
    start: u32,
    end: u32,
    next: u32,
    key: u64,
}

/// A reusable search: its table and stacks are kept between deals, so solving many deals on
/// one thread allocates only when a search goes deeper or wider than any before.
pub struct Searcher<G: Game> {
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

impl<G: Game> std::fmt::Debug for Searcher<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Searcher")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

impl<G: Game> Searcher<G> {
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
    fn run<H: Hooks<G>>(&mut self, rules: &G::Rules, root: &G) -> Outcome<G::Move> {
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
            if o.verdict != Verdict::Unknown || used >= total {
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
            table_peak: t.len as u64,
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
        // (other orderings, more budget) of this deal leave it out. Not every closed position
        // is lost (it may lead back to one still on the path), but a win from the root never
        // needs one: a move out of a closed position leads to a closed position or to one
        // that was on the path when it was made, and is still there when the slice ends
        // (else it would be closed too). So a winning line from the root that passes closed
        // positions can start along the final path to the last such position on the line,
        // and follow the line from there: it leaves out every closed position.
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
            if nodes >= budget {
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
pub fn format_line<G: Game>(rules: &G::Rules, start: &G, moves: &[G::Move]) -> Vec<String> {
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

/// The verdict of a plain search with an exact set of whole states (no hashing shortcuts,
/// no pruning): the ground truth for tests of the solver's pruning. `None` when more than
/// `limit` positions would be needed.
pub fn exhaustive<G: Game>(rules: &G::Rules, root: &G, limit: usize) -> Option<bool> {
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![root.clone()];
    seen.insert(root.clone());
    let mut buf = Vec::new();
    while let Some(g) = stack.pop() {
        match g.status(rules) {
            Status::Won => return Some(true),
            Status::Lost(_) => continue,
            Status::Playing => {}
        }
        buf.clear();
        g.legal_moves(rules, &mut buf);
        for &m in &buf {
            let mut c = g.clone();
            c.apply(rules, m);
            if seen.insert(c.clone()) {
                if seen.len() > limit {
                    return None;
                }
                stack.push(c);
            }
        }
    }
    Some(false)
}

/// Whether any of `tries` uniformly random playouts from `root` wins (a sanity check of a
/// `lost` verdict). Playouts stop after `max_moves`.
pub fn random_playouts_win<G: Game>(
    rules: &G::Rules,
    root: &G,
    tries: u32,
    max_moves: usize,
    seed: u64,
) -> bool {
    let mut rng = seed ^ K1;
    let mut buf = Vec::new();
    for _ in 0..tries {
        let mut g = root.clone();
        for _ in 0..max_moves {
            match g.status(rules) {
                Status::Won => return true,
                Status::Lost(_) => break,
                Status::Playing => {}
            }
            buf.clear();
            g.legal_moves(rules, &mut buf);
            if buf.is_empty() {
                break;
            }
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            g.apply(rules, buf[(rng % buf.len() as u64) as usize]);
        }
        if g.status(rules) == Status::Won {
            return true;
        }
    }
    false
}

/// The solver run over many deals.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct OracleReport {
    /// The seed ranges searched, `[first, end)` each.
    pub ranges: Vec<(u64, u64)>,
    pub deals: u64,
    pub won: u64,
    pub lost: u64,
    pub unknown: u64,
    /// Positions generated over all deals.
    pub nodes: u64,
    /// Sum of the per-deal search times (CPU time, whatever the number of threads).
    pub cpu_seconds: f64,
    /// Wall-clock time of the run(s).
    pub seconds: f64,
    /// The median and the largest time of one deal (of one run; a merge keeps the largest
    /// median and the largest maximum).
    pub median_deal_seconds: f64,
    pub max_deal_seconds: f64,
    /// The largest table of any deal.
    pub table_peak: u64,
    /// Seeds the budget did not decide, ascending (at most [`UNKNOWN_SEEDS_LISTED`]).
    pub unknown_seeds: Vec<u64>,
    /// Stopped before every deal was played (Ctrl-C): the counts cover the deals finished,
    /// and `ranges` is empty.
    pub interrupted: bool,
}

impl OracleReport {
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
    pub fn merge(reports: &[OracleReport]) -> Result<OracleReport, String> {
        let mut out = OracleReport::default();
        for r in reports {
            if r.interrupted {
                return Err("an interrupted run covers no whole range and cannot be merged".into());
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
        }
        out.ranges.sort_unstable();
        for w in out.ranges.windows(2) {
            if w[0].1 > w[1].0 {
                return Err(format!(
                    "the seed ranges {}..{} and {}..{} overlap",
                    w[0].0, w[0].1, w[1].0, w[1].1
                ));
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
        Ok(out)
    }
}

/// One deal's result in a many-deal run.
#[derive(Clone, Copy, Debug)]
pub struct DealResult {
    pub seed: u64,
    pub verdict: Verdict,
    pub nodes: u64,
    pub table_peak: u64,
    pub seconds: f64,
}

impl DealResult {
    /// Times `solve_one` on `seed`.
    fn timed<S, F>(s: &mut S, seed: u64, solve_one: &F) -> DealResult
    where
        F: Fn(&mut S, u64) -> (Verdict, u64, u64),
    {
        let t = Instant::now();
        let (verdict, nodes, table_peak) = solve_one(s, seed);
        DealResult {
            seed,
            verdict,
            nodes,
            table_peak,
            seconds: t.elapsed().as_secs_f64(),
        }
    }
}

/// Solves every seed of `seeds` on all cores. `progress` is called with the number of deals
/// finished since its last call.
pub fn solve_many<G: Solve>(
    rules: &G::Rules,
    seeds: Range<u64>,
    config: SolveConfig,
    progress: &(dyn Fn(u64) + Sync),
) -> OracleReport {
    solve_many_with::<G, Tuned>(rules, seeds, config, progress)
}

fn solve_many_with<G: Game, H: Hooks<G>>(
    rules: &G::Rules,
    seeds: Range<u64>,
    config: SolveConfig,
    progress: &(dyn Fn(u64) + Sync),
) -> OracleReport {
    run_many(
        seeds,
        progress,
        || Searcher::<G>::new(config),
        |s, seed| {
            let deal = Deal::from_seed::<G>(rules, seed);
            let o = s.run::<H>(rules, &G::start(rules, &deal.cards, deal.start_seed()));
            (o.verdict, o.nodes, o.table_peak)
        },
    )
}

/// Decides every seed of `seeds` on all cores and adds the results up: `init` makes each
/// thread's searcher, `solve_one` decides one seed and returns its verdict, positions
/// searched and table peak. A game with a search of its own reuses the bookkeeping here.
/// Results stream into running totals, so memory does not grow with the number of deals;
/// after [`crate::sim::request_stop`] no new deal is started.
pub fn run_many<S, I, F>(
    seeds: Range<u64>,
    progress: &(dyn Fn(u64) + Sync),
    init: I,
    solve_one: F,
) -> OracleReport
where
    I: Fn() -> S + Send + Sync,
    F: Fn(&mut S, u64) -> (Verdict, u64, u64) + Send + Sync,
{
    let t = Instant::now();
    // One deal a job, as deals differ in cost by orders of magnitude; a `usize` range because
    // rayon hands out indexed jobs only for those.
    let len = usize::try_from(seeds.end.saturating_sub(seeds.start)).unwrap_or(usize::MAX);
    let tally = std::sync::Mutex::new(Tally::default());
    // `try_for_each` so that a stop request ends the run at once, not after walking the
    // seeds left.
    let _stopped = (0..len)
        .into_par_iter()
        .with_max_len(1)
        .try_for_each_init(init, |s, i| {
            if crate::sim::stop_requested() {
                return Err(());
            }
            let r = DealResult::timed(s, seeds.start + i as u64, &solve_one);
            tally
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .add(&r);
            progress(1);
            Ok(())
        });
    let tally = tally
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    tally.report(seeds, t.elapsed().as_secs_f64())
}

/// [`run_many`] on the calling thread alone (for benchmarks of one core): `state` decides
/// the seeds in order, and `each` sees every deal's result as it comes.
pub fn run_one_core<S, F>(
    seeds: Range<u64>,
    mut state: S,
    solve_one: F,
    mut each: impl FnMut(&DealResult),
) -> OracleReport
where
    F: Fn(&mut S, u64) -> (Verdict, u64, u64),
{
    let t = Instant::now();
    let mut tally = Tally::default();
    for seed in seeds.clone() {
        if crate::sim::stop_requested() {
            break;
        }
        let r = DealResult::timed(&mut state, seed, &solve_one);
        each(&r);
        tally.add(&r);
    }
    tally.report(seeds, t.elapsed().as_secs_f64())
}

/// How many unknown seeds a report lists; past that they are only counted.
pub const UNKNOWN_SEEDS_LISTED: usize = 10_000;

/// Buckets of deal times per factor of this ratio: the median is known to within 1%.
const TIME_BUCKET_RATIO: f64 = 1.01;

/// The running totals of a many-deal run: counts, sums and a histogram of deal times, so
/// that memory stays the same however many deals are played.
#[derive(Debug, Default)]
struct Tally {
    deals: u64,
    won: u64,
    lost: u64,
    unknown: u64,
    nodes: u64,
    cpu_seconds: f64,
    table_peak: u64,
    max_deal_seconds: f64,
    /// Deals by the time they took, in buckets of [`TIME_BUCKET_RATIO`] from 1 µs.
    times: BTreeMap<u16, u64>,
    unknown_seeds: Vec<u64>,
}

impl Tally {
    fn bucket(seconds: f64) -> u16 {
        let micros = (seconds * 1e6).max(1.0);
        (micros.ln() / TIME_BUCKET_RATIO.ln()).min(f64::from(u16::MAX)) as u16
    }

    /// The middle of a bucket, in seconds.
    fn bucket_seconds(b: u16) -> f64 {
        TIME_BUCKET_RATIO.powf(f64::from(b) + 0.5) / 1e6
    }

    fn add(&mut self, r: &DealResult) {
        self.deals += 1;
        match r.verdict {
            Verdict::Won => self.won += 1,
            Verdict::Lost => self.lost += 1,
            Verdict::Unknown => {
                self.unknown += 1;
                if self.unknown_seeds.len() < UNKNOWN_SEEDS_LISTED {
                    self.unknown_seeds.push(r.seed);
                }
            }
        }
        self.nodes += r.nodes;
        self.cpu_seconds += r.seconds;
        self.table_peak = self.table_peak.max(r.table_peak);
        self.max_deal_seconds = self.max_deal_seconds.max(r.seconds);
        *self.times.entry(Self::bucket(r.seconds)).or_default() += 1;
    }

    /// The deal time below which half the deals took (to within 1%).
    fn median_seconds(&self) -> f64 {
        let half = self.deals / 2;
        let mut seen = 0;
        for (&b, &n) in &self.times {
            seen += n;
            if seen > half {
                return Self::bucket_seconds(b);
            }
        }
        0.0
    }

    /// The report of a run over `seeds` that took `seconds` of wall clock.
    fn report(mut self, seeds: Range<u64>, seconds: f64) -> OracleReport {
        let planned = seeds.end.saturating_sub(seeds.start);
        let interrupted = self.deals < planned;
        self.unknown_seeds.sort_unstable();
        OracleReport {
            ranges: OracleReport::covered(&seeds, interrupted),
            deals: self.deals,
            won: self.won,
            lost: self.lost,
            unknown: self.unknown,
            nodes: self.nodes,
            cpu_seconds: self.cpu_seconds,
            seconds,
            median_deal_seconds: self.median_seconds(),
            max_deal_seconds: self.max_deal_seconds,
            table_peak: self.table_peak,
            unknown_seeds: self.unknown_seeds,
            interrupted,
        }
    }
}

/// Solves one deal with whatever knowledge is registered for its game.
fn solve_deal<G: Game, H: Hooks<G>>(
    rules: &G::Rules,
    deal: &Deal,
    config: SolveConfig,
) -> SolveReport {
    let t = Instant::now();
    let start = G::start(rules, &deal.cards, deal.start_seed());
    let o = Searcher::<G>::new(config).run::<H>(rules, &start);
    SolveReport {
        verdict: o.verdict,
        moves: format_line(rules, &start, &o.moves),
        nodes: o.nodes,
        table_peak: o.table_peak,
        seconds: t.elapsed().as_secs_f64(),
    }
}

/// How a game's deals are decided. A game names its solver where it registers
/// (`register_game!(…, solver = S)`); [`PlainSearch`] knows nothing of the game,
/// [`TunedSearch`] uses its [`Solve`] knowledge, and a game with a search of its own
/// implements this trait for a type of its own.
pub trait GameSolver<G: Game>: 'static {
    fn solve(rules: &G::Rules, deal: &Deal, config: SolveConfig) -> SolveReport;
    /// Decides position `g` (not only a deal's start) with perfect knowledge of it: what
    /// the expert player asks of each sampled position. Default: plain search.
    fn solve_position(rules: &G::Rules, g: &G, config: SolveConfig) -> Outcome<G::Move> {
        Searcher::<G>::new(config).solve_plain(rules, g)
    }
    /// Decides every seed of `seeds` on all cores.
    fn solve_many(
        rules: &G::Rules,
        seeds: Range<u64>,
        config: SolveConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> OracleReport;
}

/// The search without game knowledge: every legal move, the plain state hash.
#[derive(Clone, Copy, Debug)]
pub struct PlainSearch;

impl<G: Game> GameSolver<G> for PlainSearch {
    fn solve(rules: &G::Rules, deal: &Deal, config: SolveConfig) -> SolveReport {
        solve_deal::<G, Plain>(rules, deal, config)
    }
    fn solve_many(
        rules: &G::Rules,
        seeds: Range<u64>,
        config: SolveConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> OracleReport {
        solve_many_with::<G, Plain>(rules, seeds, config, progress)
    }
}

/// The search with the game's [`Solve`] knowledge.
#[derive(Clone, Copy, Debug)]
pub struct TunedSearch;

impl<G: Solve> GameSolver<G> for TunedSearch {
    fn solve(rules: &G::Rules, deal: &Deal, config: SolveConfig) -> SolveReport {
        solve_deal::<G, Tuned>(rules, deal, config)
    }
    fn solve_position(rules: &G::Rules, g: &G, config: SolveConfig) -> Outcome<G::Move> {
        Searcher::<G>::new(config).solve(rules, g)
    }
    fn solve_many(
        rules: &G::Rules,
        seeds: Range<u64>,
        config: SolveConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> OracleReport {
        solve_many::<G>(rules, seeds, config, progress)
    }
}

/// Solves a deal of `G` with the solver `G` registered with (for benchmarks, which hold the
/// typed rules): the registration of `G` is found by its type, and plain search is used when
/// `G` is not registered.
pub fn solve_registered<G: Game>(
    rules: &G::Rules,
    deal: &Deal,
    config: SolveConfig,
) -> SolveReport {
    let entry = inventory::iter::<crate::registry::GameEntry>
        .into_iter()
        .find(|e| e.driver.game_type() == std::any::TypeId::of::<G>());
    let loaded = entry.and_then(|e| {
        let table = toml::Table::try_from(rules).ok()?;
        e.driver.load(&table).ok()
    });
    match loaded {
        Some(g) => g.solve(deal, config),
        None => solve_deal::<G, Plain>(rules, deal, config),
    }
}

#[cfg(test)]
mod tests;
