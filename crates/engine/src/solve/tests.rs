//! The solver on two toy games: a miniature Sir Tommy (small packs, rank-only foundations)
//! whose pruning rules are checked against exhaustive search, and a game with cycles.

use super::runner::Tally;
use super::*;
use crate::deal::Deal;
use crate::game::{Board, Game, Hidden, Notation, Playable, Player, Prose, Status};
use crate::game::{DealField, GameRules, ParseMoveError, RuleValueError, View};
use crate::session::Session;
use cards::{Card, Rank, Stack, Suit};
use proptest::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct MiniRules {
    /// Ranks 1..=ranks of each of four suits: 4 to 16 cards.
    ranks: u8,
    wastes: u8,
}

impl GameRules for MiniRules {
    fn validate(&self) -> Result<(), RuleValueError> {
        Ok(())
    }
}

/// A miniature Sir Tommy: a stock, up to four wastes, rank-only foundations (four per
/// rank, so `found[r]` is how many cards of rank r are on foundations).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Mini {
    stock: Stack<16>,
    wastes: [Stack<16>; 4],
    found: [u8; 14],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum MiniMove {
    ToWaste(u8),
    StockUp,
    WasteUp(u8),
}

/// The one refusal of the test games: the move is not among the legal ones.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("illegal")]
struct Illegal;

impl crate::game::Refusal for Illegal {}

impl Mini {
    fn fits(&self, c: Card) -> bool {
        let r = c.rank().value() as usize;
        let below = if r == 1 { 4 } else { self.found[r - 1] };
        below > self.found[r]
    }
    fn total(&self, rules: &MiniRules) -> usize {
        rules.ranks as usize * 4
    }
}

impl Game for Mini {
    type Rules = MiniRules;
    type Move = MiniMove;
    type MoveError = Illegal;
    const PACKS: usize = 1;

    fn pack(rules: &MiniRules) -> Vec<Card> {
        (1..=rules.ranks)
            .flat_map(|r| Suit::ALL.map(|s| Card::new(Rank::new(r), s)))
            .collect()
    }
    fn deal_shape(rules: &MiniRules) -> Vec<DealField> {
        vec![DealField::Cards {
            name: "stock",
            count: rules.ranks as usize * 4,
        }]
    }
    fn start(_: &MiniRules, cards: &[Card], _: u64) -> Mini {
        Mini {
            stock: Stack::from_slice(cards),
            wastes: [Stack::new(); 4],
            found: [0; 14],
        }
    }
    fn legal_moves(&self, rules: &MiniRules, out: &mut Vec<MiniMove>) {
        if let Some(c) = self.stock.top() {
            if self.fits(c) {
                out.push(MiniMove::StockUp);
            }
            out.extend((0..rules.wastes).map(MiniMove::ToWaste));
        }
        for w in 0..rules.wastes {
            if self.wastes[w as usize].top().is_some_and(|c| self.fits(c)) {
                out.push(MiniMove::WasteUp(w));
            }
        }
    }
    fn check(&self, rules: &MiniRules, m: MiniMove) -> Result<(), Illegal> {
        let mut v = Vec::new();
        self.legal_moves(rules, &mut v);
        if v.contains(&m) { Ok(()) } else { Err(Illegal) }
    }
    fn apply(&mut self, _: &MiniRules, m: MiniMove) {
        let c = match m {
            MiniMove::ToWaste(w) => {
                let c = self.stock.pop().unwrap();
                self.wastes[w as usize].push(c);
                return;
            }
            MiniMove::StockUp => self.stock.pop().unwrap(),
            MiniMove::WasteUp(w) => self.wastes[w as usize].pop().unwrap(),
        };
        self.found[c.rank().value() as usize] += 1;
    }
    fn status(&self, rules: &MiniRules) -> Status {
        let on: usize = self.found.iter().map(|&n| n as usize).sum();
        if on == self.total(rules) {
            return Status::Won;
        }
        let mut v = Vec::new();
        self.legal_moves(rules, &mut v);
        if v.is_empty() {
            Status::Lost(crate::Lost::english("stuck"))
        } else {
            Status::Playing
        }
    }
    fn all_cards(&self, out: &mut Vec<Card>) {
        out.extend_from_slice(self.stock.as_slice());
        for w in &self.wastes {
            out.extend_from_slice(w.as_slice());
        }
    }
}

impl Notation for Mini {
    fn parse_move(&self, _: &MiniRules, text: &str) -> Result<MiniMove, ParseMoveError<Illegal>> {
        match text.as_bytes() {
            [b's', b'-', b'f'] => Ok(MiniMove::StockUp),
            [b's', b'-', b'w', d] => Ok(MiniMove::ToWaste(d - b'1')),
            [b'w', d, b'-', b'f'] => Ok(MiniMove::WasteUp(d - b'1')),
            _ => Err(ParseMoveError::NotAMove {
                text: text.into(),
                expected: "s-f, s-wN or wN-f".into(),
            }),
        }
    }
    fn format_move(&self, _: &MiniRules, m: MiniMove) -> String {
        match m {
            MiniMove::StockUp => "s-f".into(),
            MiniMove::ToWaste(w) => format!("s-w{}", w + 1),
            MiniMove::WasteUp(w) => format!("w{}-f", w + 1),
        }
    }
}

impl Board for Mini {
    fn view(&self, _: &MiniRules) -> View {
        View {
            grid: (1, 1),
            piles: Vec::new(),
            facts: Vec::new(),
        }
    }
}

impl Player for Mini {
    fn choose(&self, _: &MiniRules, moves: &[MiniMove]) -> Option<MiniMove> {
        moves.first().copied()
    }
}

impl Hidden for Mini {}

impl Prose for Mini {}

/// The same pruning rules the Sir Tommy solver uses, in miniature.
impl Solve for Mini {
    fn canonical_hash(&self, rules: &MiniRules) -> u64 {
        // Suits never matter: ranks only, wastes as a multiset.
        let ranks = |s: &Stack<16>| {
            let mut k = [0u8; 17];
            k[0] = s.len() as u8;
            for (i, c) in s.iter().enumerate() {
                k[i + 1] = c.rank().value();
            }
            k
        };
        let mut w: Vec<[u8; 17]> = self.wastes[..rules.wastes as usize]
            .iter()
            .map(ranks)
            .collect();
        w.sort_unstable();
        hash_of(&(self.stock.len(), w, self.found))
    }
    fn forced_move(&self, rules: &MiniRules) -> Option<MiniMove> {
        // Playing a card of rank r is safe once every card of rank r - 1 is up: then each
        // other card of rank r still finds a foundation whenever it comes free, so taking
        // one now crowds nothing out. (Playing whenever a card fits is not safe: a waste
        // card can take the place a coming stock card needs, and the exhaustive test below
        // finds such deals.)
        let safe = |c: Card| {
            let r = c.rank().value() as usize;
            self.fits(c) && (r == 1 || self.found[r - 1] == 4)
        };
        if self.stock.top().is_some_and(safe) {
            return Some(MiniMove::StockUp);
        }
        (0..rules.wastes)
            .find(|&w| self.wastes[w as usize].top().is_some_and(safe))
            .map(MiniMove::WasteUp)
    }
    fn is_dead(&self, _: &MiniRules) -> bool {
        // A card of rank r under t cards of rank s > r: before it plays, s has had t more
        // cards played, so r had found[s] + t others; only 3 other cards of rank r exist,
        // less those under it.
        for w in &self.wastes {
            let cards = w.as_slice();
            for (i, c) in cards.iter().enumerate() {
                let r = c.rank().value();
                let below_same = cards[..i].iter().filter(|d| d.rank().value() == r).count();
                let mut above = [0u8; 14];
                for d in &cards[i + 1..] {
                    above[d.rank().value() as usize] += 1;
                }
                let stuck = (r as usize + 1..14).any(|s| {
                    above[s] > 0 && self.found[s] as usize + above[s] as usize > 3 - below_same
                });
                if stuck {
                    return true;
                }
            }
        }
        false
    }
}

fn mini_deal(rules: &MiniRules, seed: u64) -> Deal {
    Deal::from_seed::<Mini>(rules, seed)
}

fn mini_start(rules: &MiniRules, seed: u64) -> Mini {
    let d = mini_deal(rules, seed);
    Mini::start(rules, &d.cards, 0)
}

fn replays_to_win<G: Playable>(rules: &G::Rules, deal: Deal, line: &[String]) -> bool {
    let mut s = Session::<G>::new(rules.clone(), deal);
    s.play_list(&line.join("\n")).is_ok() && s.status() == Status::Won
}

fn config() -> SolveConfig {
    SolveConfig {
        budget: 10_000_000,
        table_entries: 1 << 20,
        threads: 1,
    }
}

#[test]
fn pruned_mini_search_agrees_with_exhaustive_search() {
    let mut searcher = Searcher::<Mini>::new(config());
    let mut seen = [0u32; 2];
    for (ranks, wastes) in [(2, 1), (2, 2), (3, 1), (3, 2), (3, 3), (4, 2)] {
        let rules = MiniRules { ranks, wastes };
        for seed in 0..150 {
            let g = mini_start(&rules, seed);
            let truth = exhaustive(&rules, &g, 5_000_000).expect("small enough");
            let tuned = searcher.solve(&rules, &g);
            let plain = searcher.solve_plain(&rules, &g);
            let want = if truth { Verdict::Won } else { Verdict::Lost };
            assert_eq!(tuned.verdict, want, "tuned, {rules:?} seed {seed}");
            assert_eq!(plain.verdict, want, "plain, {rules:?} seed {seed}");
            seen[usize::from(truth)] += 1;
            if truth {
                let line = format_line(&rules, &g, &tuned.moves);
                assert!(replays_to_win::<Mini>(
                    &rules,
                    mini_deal(&rules, seed),
                    &line
                ));
            }
        }
    }
    // Both verdicts occur, so the test could fail either way.
    assert!(seen[0] > 20 && seen[1] > 20, "{seen:?}");
}

#[test]
fn lost_mini_deals_survive_random_playouts() {
    let rules = MiniRules {
        ranks: 4,
        wastes: 1,
    };
    let mut searcher = Searcher::<Mini>::new(config());
    let mut lost = 0;
    for seed in 0..100 {
        let g = mini_start(&rules, seed);
        if searcher.solve(&rules, &g).verdict == Verdict::Lost {
            lost += 1;
            assert!(!random_playouts_win(&rules, &g, 2000, 100, seed));
        }
    }
    assert!(lost > 10, "{lost}");
}

#[test]
fn budget_exhaustion_is_unknown_not_lost() {
    let rules = MiniRules {
        ranks: 4,
        wastes: 3,
    };
    let mut tiny = Searcher::<Mini>::new(SolveConfig {
        budget: 3,
        table_entries: 1 << 10,
        threads: 1,
    });
    for seed in 0..20 {
        let o = tiny.solve_plain(&rules, &mini_start(&rules, seed));
        assert_ne!(
            o.verdict,
            Verdict::Lost,
            "seed {seed}: 3 nodes cannot prove a loss"
        );
    }
}

#[test]
fn a_tiny_table_changes_work_not_verdicts() {
    let rules = MiniRules {
        ranks: 4,
        wastes: 3,
    };
    let mut big = Searcher::<Mini>::new(config());
    let mut small = Searcher::<Mini>::new(SolveConfig {
        budget: 50_000_000,
        table_entries: 1,
        threads: 1,
    });
    let mut decided = 0;
    for seed in 0..40 {
        let g = mini_start(&rules, seed);
        let want = big.solve_plain(&rules, &g).verdict;
        let got = small.solve_plain(&rules, &g).verdict;
        // A table that forgets may run out of budget, but never decides otherwise.
        assert!(got == want || got == Verdict::Unknown, "seed {seed}");
        decided += u32::from(got != Verdict::Unknown);
    }
    assert!(decided > 10, "{decided}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random positions reached by random moves: the tuned verdict is the exhaustive one,
    /// and a win replays.
    #[test]
    fn random_mini_positions(seed in 0u64..1_000_000, ranks in 2u8..5, wastes in 1u8..4,
                             walk in proptest::collection::vec(0usize..8, 0..10)) {
        let rules = MiniRules { ranks, wastes };
        let mut g = mini_start(&rules, seed);
        let mut buf = Vec::new();
        for p in walk {
            if g.status(&rules).is_over() {
                break;
            }
            buf.clear();
            g.legal_moves(&rules, &mut buf);
            g.apply(&rules, buf[p % buf.len()]);
        }
        let truth = exhaustive(&rules, &g, 5_000_000).unwrap();
        let o = Searcher::<Mini>::new(config()).solve(&rules, &g);
        prop_assert_eq!(o.verdict == Verdict::Won, truth);
        if truth {
            let mut s = g;
            for m in o.moves {
                prop_assert_eq!(s.check(&rules, m), Ok(()));
                s.apply(&rules, m);
            }
            prop_assert_eq!(s.status(&rules), Status::Won);
        }
    }
}

// A game whose positions repeat: a token walks a directed graph with cycles.

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct GraphRules {
    /// `edges[n]` lists the nodes reachable from node n in one move.
    edges: Vec<Vec<u16>>,
    goal: u16,
    /// The move orderings the search takes turns with (see [`Walk`]'s `Solve`).
    orderings: u32,
}

impl GameRules for GraphRules {
    fn validate(&self) -> Result<(), RuleValueError> {
        Ok(())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Walk(u16);

impl Game for Walk {
    type Rules = GraphRules;
    type Move = u16;
    type MoveError = Illegal;
    const PACKS: usize = 0;
    fn pack(_: &GraphRules) -> Vec<Card> {
        Vec::new()
    }
    fn deal_shape(_: &GraphRules) -> Vec<DealField> {
        Vec::new()
    }
    fn start(_: &GraphRules, _: &[Card], _: u64) -> Walk {
        Walk(0)
    }
    fn legal_moves(&self, r: &GraphRules, out: &mut Vec<u16>) {
        out.extend_from_slice(&r.edges[self.0 as usize]);
    }
    fn check(&self, r: &GraphRules, m: u16) -> Result<(), Illegal> {
        if r.edges[self.0 as usize].contains(&m) {
            Ok(())
        } else {
            Err(Illegal)
        }
    }
    fn apply(&mut self, _: &GraphRules, m: u16) {
        self.0 = m;
    }
    fn status(&self, r: &GraphRules) -> Status {
        if self.0 == r.goal {
            Status::Won
        } else {
            Status::Playing
        }
    }
    fn all_cards(&self, _: &mut Vec<Card>) {}
}

impl Notation for Walk {
    fn parse_move(&self, _: &GraphRules, t: &str) -> Result<u16, ParseMoveError<Illegal>> {
        t.parse().map_err(|_| ParseMoveError::NotAMove {
            text: t.into(),
            expected: "a node".into(),
        })
    }
    fn format_move(&self, _: &GraphRules, m: u16) -> String {
        m.to_string()
    }
}

impl Board for Walk {
    fn view(&self, _: &GraphRules) -> View {
        View {
            grid: (1, 1),
            piles: Vec::new(),
            facts: Vec::new(),
        }
    }
}

impl Player for Walk {
    fn choose(&self, _: &GraphRules, m: &[u16]) -> Option<u16> {
        m.first().copied()
    }
}

impl Hidden for Walk {}

impl Prose for Walk {}

/// One ordering (plain search) or several: as listed, reversed, scrambled.
impl Solve for Walk {
    fn orderings(r: &GraphRules) -> u32 {
        r.orderings
    }
    fn order_moves_in(&self, _: &GraphRules, moves: &mut [u16], variant: u32) {
        match variant {
            0 => {}
            1 => moves.reverse(),
            _ => moves.sort_unstable_by_key(|&m| m.wrapping_mul(40503)),
        }
    }
}

/// The graph of `n` nodes with edges `raw` (taken modulo `n`) and goal node `goal`.
fn graph(n: usize, raw: &[(u8, u8)], goal: u8) -> GraphRules {
    let mut edges = vec![Vec::new(); n];
    for &(a, b) in raw {
        edges[a as usize % n].push(u16::from(b % n as u8));
    }
    GraphRules {
        edges,
        goal: u16::from(goal),
        orderings: 1,
    }
}

fn reachable(r: &GraphRules) -> bool {
    let mut seen = vec![false; r.edges.len()];
    let mut stack = vec![0usize];
    seen[0] = true;
    while let Some(n) = stack.pop() {
        if n == r.goal as usize {
            return true;
        }
        for &m in &r.edges[n] {
            if !std::mem::replace(&mut seen[m as usize], true) {
                stack.push(m as usize);
            }
        }
    }
    false
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Cycles neither loop the search nor hide a win; a found line walks to the goal.
    #[test]
    fn graphs_with_cycles(n in 2usize..12, raw in proptest::collection::vec((0u8..12, 0u8..12), 0..30),
                          goal in 1u8..12) {
        let goal = goal % n as u8;
        prop_assume!(goal != 0);
        let rules = graph(n, &raw, goal);
        let o = Searcher::<Walk>::new(config()).solve(&rules, &Walk(0));
        prop_assert_ne!(o.verdict, Verdict::Unknown);
        prop_assert_eq!(o.verdict == Verdict::Won, reachable(&rules));
        let mut g = Walk(0);
        for m in &o.moves {
            prop_assert_eq!(g.check(&rules, *m), Ok(()));
            g.apply(&rules, *m);
        }
        if o.verdict == Verdict::Won {
            prop_assert_eq!(g.0, u16::from(goal));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Nested rollouts find wins only where the goal can be reached, and a line they return
    /// walks there by legal moves.
    #[test]
    fn rollouts_find_only_real_wins(n in 2usize..12,
                                    raw in proptest::collection::vec((0u8..12, 0u8..12), 0..30),
                                    goal in 1u8..12, seed: u64) {
        let goal = goal % n as u8;
        prop_assume!(goal != 0);
        let rules = graph(n, &raw, goal);
        let r = super::nested_rollouts(&rules, &Walk(0), 200_000, seed);
        prop_assert!(r.nodes <= 200_000);
        if let Some(line) = r.line {
            prop_assert!(reachable(&rules));
            let mut g = Walk(0);
            for m in &line {
                prop_assert_eq!(g.check(&rules, *m), Ok(()));
                g.apply(&rules, *m);
            }
            prop_assert_eq!(g.0, u16::from(goal));
        } else {
            // The first round tries every move of the start (at most 30 playouts of at most
            // 5,000 moves): a goal one move away is seen.
            prop_assert!(!rules.edges[0].contains(&u16::from(goal)));
        }
    }
}

#[test]
fn merge_adds_counts_and_refuses_overlaps() {
    let r = |a, b, won, lost, unknown: Vec<u64>| StatsReport {
        ranges: vec![(a, b)],
        deals: b - a,
        won,
        lost,
        unknown: unknown.len() as u64,
        nodes: 10,
        cpu_seconds: 1.0,
        seconds: 1.0,
        median_deal_seconds: 0.1,
        max_deal_seconds: 0.5,
        table_peak: 7,
        won_seeds: (a..a + won).collect(),
        unknown_seeds: unknown,
        interrupted: false,
    };
    let m = StatsReport::merge(&[r(5, 10, 3, 1, vec![7]), r(0, 5, 2, 2, vec![1])]).unwrap();
    assert_eq!(m.ranges, vec![(0, 10)]);
    assert_eq!((m.deals, m.won, m.lost, m.unknown), (10, 5, 3, 2));
    assert_eq!(m.unknown_seeds, vec![1, 7]);
    assert_eq!(m.won_seeds, vec![0, 1, 5, 6, 7], "the seeds won, in order");
    assert_eq!(m.bounds(), (0.5, 0.7));
    assert_eq!(
        StatsReport::merge(&[r(0, 5, 5, 0, vec![]), r(4, 8, 4, 0, vec![])]),
        Err(MergeError::Overlap {
            first: (0, 5),
            second: (4, 8)
        })
    );
    let mut cut = r(10, 20, 1, 0, vec![]);
    cut.interrupted = true;
    assert_eq!(
        StatsReport::merge(&[r(0, 5, 5, 0, vec![]), cut]),
        Err(MergeError::Interrupted)
    );
}

/// The running totals keep the median to within 1% and list a bounded number of unknown
/// seeds, however many deals they see.
#[test]
fn the_tally_keeps_a_close_median_in_bounded_memory() {
    let mut t = Tally::default();
    // 1,001 deals taking 1 ms, 2 ms, …: the median is 501 ms.
    for i in 1..=1001u64 {
        t.add(&DealResult {
            seed: i,
            verdict: Verdict::Unknown,
            nodes: 1,
            table_peak: 0,
            seconds: i as f64 / 1000.0,
        });
    }
    let m = t.median_seconds();
    assert!((m - 0.501).abs() < 0.501 * 0.01, "{m}");
    for seed in 0..3 * UNKNOWN_SEEDS_LISTED as u64 {
        t.add(&DealResult {
            seed: u64::MAX - seed,
            verdict: Verdict::Unknown,
            nodes: 0,
            table_peak: 0,
            seconds: 1e-3,
        });
    }
    assert!(t.times.len() < 3000);
    let r = t.report(0..u64::MAX, 1.0);
    assert_eq!(r.unknown as usize, 3 * UNKNOWN_SEEDS_LISTED + 1001);
    assert_eq!(r.unknown_seeds.len(), UNKNOWN_SEEDS_LISTED);
    assert_eq!(r.unknown_seeds[..3], [1, 2, 3]);
    assert!(r.interrupted && r.ranges.is_empty());
}

#[test]
fn table_insert_reports_repeats_and_grows() {
    let mut t = Table::new(1 << 20);
    for k in 1..40_000u64 {
        assert!(t.insert(hash_of(&k)));
    }
    for k in 1..40_000u64 {
        assert!(!t.insert(hash_of(&k)), "{k} forgotten");
    }
    assert_eq!(t.len(), 39_999);
    t.reset();
    assert!(t.insert(hash_of(&1u64)));
}

// The same walk with three move orderings, on graphs big enough that the budget is cut
// into slices: positions whose search finished in one slice are left out of the next, which
// must never hide a reachable goal. (Leaving out the positions still on the path when the
// budget of a slice runs out as well does hide goals here.)

#[test]
fn later_slices_leave_out_closed_positions_only() {
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let (mut won, mut lost, mut unknown) = (0, 0, 0);
    for case in 0..30 {
        let n = 20_000 + (next() % 30_000) as usize;
        // Mostly edges to nearby nodes (long chains and small cycles), a few far back.
        let edges: Vec<Vec<u16>> = (0..n)
            .map(|i| {
                let k = 1 + next() % 5;
                (0..k)
                    .map(|_| {
                        let r = next();
                        let j = if r % 10 == 0 {
                            (r >> 8) as usize % n
                        } else {
                            (i + (r >> 8) as usize % 7).saturating_sub(2).min(n - 1)
                        };
                        j as u16
                    })
                    .collect()
            })
            .collect();
        let goal = (n - 1 - (next() % 50) as usize) as u16;
        let rules = GraphRules {
            edges,
            goal,
            orderings: 3,
        };
        for (budget, entries) in [(45_000, 1 << 16), (90_000, 1 << 16), (90_000, 64)] {
            let mut s = Searcher::<Walk>::new(SolveConfig {
                budget,
                table_entries: entries,
                threads: 1,
            });
            let o = s.solve(&rules, &Walk(0));
            let truth = reachable(&rules);
            match o.verdict {
                Verdict::Won => {
                    assert!(truth, "case {case}");
                    won += 1;
                }
                Verdict::Lost => {
                    assert!(!truth, "case {case}: the goal is reachable");
                    lost += 1;
                }
                Verdict::Unknown => unknown += 1,
            }
        }
    }
    assert!(won > 0 && lost + unknown > 0, "{won} {lost} {unknown}");
}

/// The one-core runner and the all-core runner add up the same deals the same way.
#[test]
fn one_core_and_all_core_runs_agree() {
    let verdict = |seed: u64| match seed % 3 {
        0 => Verdict::Won,
        1 => Verdict::Lost,
        _ => Verdict::Unknown,
    };
    let solve = |_: &mut (), seed: u64| (verdict(seed), seed * 10, seed);
    let mut seen = Vec::new();
    let one = run_one_core(5..17, (), solve, |r| seen.push(r.seed));
    let all = run_many(5..17, &|_| {}, || (), solve);
    assert_eq!(seen, (5..17).collect::<Vec<_>>());
    for r in [&one, &all] {
        assert_eq!((r.won, r.lost, r.unknown, r.deals), (4, 4, 4, 12));
        assert_eq!(r.unknown_seeds, [5, 8, 11, 14]);
        assert_eq!(r.nodes, (5..17).map(|s| s * 10).sum::<u64>());
        assert_eq!(r.table_peak, 16);
        assert_eq!(r.ranges, [(5, 17)]);
    }
}

/// A game that tells nothing of itself (no `Prose::explain`, no registered rules file) still
/// explains: the default paragraph, then every key with its value.
#[test]
fn a_game_without_prose_explains_by_its_keys() {
    use crate::registry::{Driver, GameDriver};
    let mut table = toml::Table::new();
    table.insert("ranks".into(), toml::Value::Integer(5));
    table.insert("wastes".into(), toml::Value::Integer(2));
    let g = GameDriver::<Mini, PlainSearch>::NEW
        .load(None, &table)
        .unwrap();
    let e = g.explain();
    assert_eq!(e.prose, crate::explain::default_prose());
    let keys: Vec<(&str, &str)> = e
        .keys
        .iter()
        .map(|k| (k.key.as_str(), k.value.as_str()))
        .collect();
    assert_eq!(keys, [("ranks", "5"), ("wastes", "2")]);
    let text = e.render(80);
    assert!(text.contains("  ranks = 5\n  wastes = 2\n"), "{text}");
}

/// A search told to stop (a flag set, or a deadline passed) ends `unknown` within
/// [`STOP_EVERY`] positions, where the same search unhindered proves the game lost; the stop
/// is lifted when its search is done.
#[test]
fn a_stopped_search_is_unknown_and_the_stop_is_lifted_after() {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    // A chain of nodes, each one step on or two back, and no way into the goal.
    let n = 3 * STOP_EVERY as usize;
    let edges: Vec<Vec<u16>> = (0..n)
        .map(|i| vec![(i + 1).min(n - 2) as u16, i.saturating_sub(2) as u16])
        .collect();
    let rules = GraphRules {
        edges,
        goal: (n - 1) as u16,
        orderings: 1,
    };
    let solve = || Searcher::<Walk>::new(config()).solve(&rules, &Walk(0));
    let free = solve();
    assert_eq!(free.verdict, Verdict::Lost);
    assert!(free.nodes > STOP_EVERY, "{}", free.nodes);
    let cancelled = Stop {
        deadline: None,
        cancel: Some(Arc::new(AtomicBool::new(true))),
        ..Stop::default()
    };
    let o = with_stop(cancelled, solve);
    assert_eq!(o.verdict, Verdict::Unknown);
    assert!(o.nodes <= STOP_EVERY, "{}", o.nodes);
    let late = Stop {
        deadline: Some(std::time::Instant::now()),
        cancel: None,
        ..Stop::default()
    };
    assert_eq!(with_stop(late, solve).verdict, Verdict::Unknown);
    assert!(!stopped());
    assert_eq!(solve().verdict, Verdict::Lost);
}

/// The oracle's thread hands back the task's verdict, and a task that works until told to
/// stop is answered `unknown` once the limit passes.
#[test]
fn thinking_answers_and_gives_up_at_its_limit() {
    let won = Thinking::start(
        Box::new(|_| (Verdict::Won, Some("t1-f1".to_string()))),
        OracleLimit::default(),
    );
    assert_eq!(won.wait(), Answer::Won(Some("t1-f1".to_string())));
    let mut lost = Thinking::start(Box::new(|_| (Verdict::Lost, None)), OracleLimit::default());
    let answer = loop {
        if let Some(a) = lost.poll() {
            break a;
        }
        std::thread::yield_now();
    };
    assert_eq!(answer, Answer::Lost);
    let endless = Thinking::start(
        Box::new(|_| {
            while !stopped() {
                std::thread::yield_now();
            }
            (Verdict::Unknown, None)
        }),
        OracleLimit::seconds(0.01),
    );
    assert_eq!(endless.wait(), Answer::Unknown);
    // A solver deaf to its stop is not waited for: its late win is never the answer.
    let deaf = Thinking::start(
        Box::new(|_| {
            std::thread::sleep(std::time::Duration::from_secs(2));
            (Verdict::Won, None)
        }),
        OracleLimit::seconds(0.01),
    );
    assert_eq!(deaf.wait(), Answer::Unknown);
}

/// Any number of seconds makes a limit: none panics, and the limit stays within a day.
#[test]
fn an_oracle_limit_is_made_from_any_number() {
    for s in [f64::NAN, f64::INFINITY, -1.0, 0.0, 1e300, 2.0] {
        let t = OracleLimit::seconds(s).time;
        assert!(t >= std::time::Duration::from_millis(1), "{s}");
        assert!(t <= std::time::Duration::from_secs(86_400), "{s}");
    }
    assert_eq!(OracleLimit::seconds(2.0), OracleLimit::default());
}

/// Two searches raced: the one that decides gives the verdict and stops the other, which
/// would otherwise run until its stop; the positions of both are counted.
#[test]
fn a_race_takes_the_decided_search_and_stops_the_other() {
    let endless = || {
        let mut nodes = 0;
        while !stopped() {
            nodes += 1;
            std::thread::yield_now();
        }
        Outcome::<u8> {
            verdict: Verdict::Unknown,
            moves: Vec::new(),
            nodes,
            table_peak: 0,
        }
    };
    let decided = |verdict| Outcome::<u8> {
        verdict,
        moves: vec![7],
        nodes: 5,
        table_peak: 3,
    };
    let o = race(|| decided(Verdict::Won), endless);
    assert_eq!((o.verdict, o.moves.clone()), (Verdict::Won, vec![7]));
    assert!(o.nodes >= 5);
    let o = race(endless, || decided(Verdict::Lost));
    assert_eq!(o.verdict, Verdict::Lost);
    assert_eq!(o.table_peak, 3);
    // Neither decides: the first's outcome, both counted, and the race ends with its stop.
    let late = Stop {
        deadline: Some(std::time::Instant::now() + std::time::Duration::from_millis(20)),
        ..Stop::default()
    };
    let o = with_stop(late, || race(endless, endless));
    assert_eq!(o.verdict, Verdict::Unknown);
    assert!(!stopped());
}
