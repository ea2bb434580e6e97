//! Sir Tommy by rank with no redeal as a satisfiability problem: the deal's *schedule*.
//!
//! A won game is described by where each card goes (home at once when turned, or onto one
//! waste pile) and the order in which the cards go home. Given those, the rules are a few
//! static conditions, each a handful of clauses:
//!
//! - **Time.** Cards are placed in the stock's order; between two placements waste cards may
//!   go home (with several cards turned at a time only between batches, and at the end). A
//!   card's *home time* is its own placement (home at once) or one of the windows after it.
//!   `X(c, τ)`: card c is home by time τ, where window j is time 2j and card j's placement is
//!   time 2j + 1. Aces always go home at once.
//! - **Order.** `B(a, b)`: a goes home before b. It is a strict total order (transitive), and
//!   agrees with the times: a home by τ and b not ⇒ B(a, b); B(a, b) and b home by τ ⇒ a too.
//! - **Foundations** by rank: the k-th card of rank r to go home goes after the k-th card of
//!   rank r − 1 (it needs more r − 1 than r home). `S(c, k)`: c is the k-th of its rank, a
//!   permutation per rank, agreeing with the order.
//! - **Waste piles** are stacks: `P(c, p)`: card c waits on pile p. For a before b on one
//!   pile: a is home before b is placed, or b goes home before a.
//!
//! A model is turned into the search's steps and played through the game's own rules by the
//! caller; no model means no schedule exists: the deal is lost (see docs/proofs.md, proof
//! S1). Each condition is checked against plain search on miniature deals in the tests.

// Cards are numbered by their place in the stock and pairs of them index the order: index
// loops say that more plainly than iterators.
#![allow(clippy::needless_range_loop)]

use super::fast::Step;
use batsat::{Callbacks, Lit, SolverInterface, SolverOpts, lbool};

/// The outcome of the satisfiability check.
#[derive(Debug)]
pub(crate) enum SatRes {
    /// A schedule, as the steps of [`super::fast`] from the start.
    Won(Vec<Step>),
    /// No schedule exists.
    Lost,
    /// The conflict limit was reached.
    Unknown,
}

/// Stops the solver after a number of conflicts (each learnt clause is one).
#[derive(Debug, Default)]
struct Limit {
    learnt: u64,
    max: u64,
}

impl Callbacks for Limit {
    fn on_new_clause(&mut self, _c: &[Lit], kind: batsat::ClauseKind) {
        if kind == batsat::ClauseKind::Learnt {
            self.learnt += 1;
        }
    }
    fn stop(&self) -> bool {
        self.learnt > self.max || engine::solve::stopped()
    }
}

/// The problem: ranks 1..=k, four cards of each; the cards of `piles` lie on the waste piles
/// already (bottom first), the cards of `stock` are turned in that order, `turn` at a time
/// with the first `first` of them turned already, and the cards of no pile and not in the
/// stock are home (at a deal's start nothing is, or the four aces when the stock has none).
/// A card on a pile is placed like a turned card but before the first, on its pile, and
/// never goes home at once: the conditions below then hold for a position in mid-game too.
pub(crate) struct Schedule<'a> {
    pub(crate) stock: &'a [u8],
    pub(crate) piles: Vec<&'a [u8]>,
    pub(crate) turn: usize,
    pub(crate) first: usize,
}

struct Enc {
    s: batsat::Solver<Limit>,
    t: Lit,
    buf: Vec<Lit>,
}

impl Enc {
    fn var(&mut self) -> Lit {
        Lit::new(self.s.new_var_default(), true)
    }
    /// A clause of `lits`, where `t` is the literal fixed true: left out when satisfied
    /// already, with the false literals dropped.
    fn clause_over(&mut self, t: Lit, lits: impl Iterator<Item = Lit>) {
        self.buf.clear();
        for l in lits {
            if l == t {
                return;
            }
            if l != !t {
                self.buf.push(l);
            }
        }
        self.s.add_clause_reuse(&mut self.buf);
    }
    fn clause(&mut self, c: &[Lit]) {
        self.buf.clear();
        self.buf.extend_from_slice(c);
        self.s.add_clause_reuse(&mut self.buf);
    }
}

impl Schedule<'_> {
    /// Decides the schedule within `max_conflicts` conflicts; also the conflicts spent.
    pub(crate) fn solve(&self, max_conflicts: u64) -> (SatRes, u64) {
        let mut spent = 0;
        let r = self.solve_counting(max_conflicts, &mut spent);
        (r, spent)
    }

    fn solve_counting(&self, max_conflicts: u64, spent: &mut u64) -> SatRes {
        // The cards by number: those on the piles first (the piles with cards first), then
        // the stock's; the first `pre` are placed already. `pile_of[p]` is the pile of
        // `self.piles` that the problem calls p.
        let mut pile_of: Vec<usize> = (0..self.piles.len())
            .filter(|&w| !self.piles[w].is_empty())
            .collect();
        pile_of.extend((0..self.piles.len()).filter(|&w| self.piles[w].is_empty()));
        let mut rank: Vec<u8> = Vec::new();
        let mut placed_on: Vec<usize> = Vec::new();
        for (p, &w) in pile_of.iter().enumerate() {
            rank.extend_from_slice(self.piles[w]);
            placed_on.resize(rank.len(), p);
        }
        let pre = rank.len();
        rank.extend_from_slice(self.stock);
        let n = rank.len();
        let waste_piles = self.piles.len();
        let turn = self.turn.max(1);
        let first = self.first;
        let mut e = Enc {
            s: batsat::Solver::new(
                SolverOpts::default(),
                Limit {
                    learnt: 0,
                    max: max_conflicts,
                },
            ),
            t: Lit::UNDEF,
            buf: Vec::new(),
        };
        e.t = e.var();
        let t = e.t;
        e.clause(&[t]);
        let f = !t;
        // Whether waste cards may go home in window j (before card j is placed): never among
        // the cards placed already, and with several cards turned at a time only between
        // batches.
        let window_open = |j: usize| {
            j == n
                || (j >= pre
                    && (turn == 1 || (j - pre >= first && (j - pre - first).is_multiple_of(turn))))
        };
        // D(c): home at once; H[c][j - c - 1]: home by window j (j in c+1..=n).
        let d: Vec<Lit> = (0..n).map(|_| e.var()).collect();
        let h: Vec<Vec<Lit>> = (0..n)
            .map(|c| (c + 1..=n).map(|_| e.var()).collect())
            .collect();
        // X(c, τ) as a literal.
        let x = |c: usize, tau: usize| -> Lit {
            if tau <= 2 * c {
                f
            } else if tau == 2 * c + 1 {
                d[c]
            } else {
                h[c][tau / 2 - c - 1]
            }
        };
        for c in 0..n {
            // Home by the end.
            e.clause(&[h[c][n - c - 1]]);
            // Monotone, and home at once means home in every window after.
            e.clause(&[!d[c], h[c][0]]);
            for j in c + 1..n {
                e.clause(&[!h[c][j - c - 1], h[c][j - c]]);
            }
            // Windows closed to waste cards: nothing goes home there but at once.
            for j in c + 1..=n {
                if !window_open(j) {
                    let prev = if j == c + 1 { d[c] } else { h[c][j - c - 2] };
                    e.clause(&[!h[c][j - c - 1], prev]);
                }
            }
            if c < pre {
                e.clause(&[!d[c]]);
            } else if rank[c] == 1 {
                e.clause(&[d[c]]);
            }
        }
        // B(a, b) for a < b; B(b, a) is its negation.
        let mut bv = vec![vec![t; n]; n];
        for a in 0..n {
            for b in a + 1..n {
                let v = e.var();
                bv[a][b] = v;
                bv[b][a] = !v;
            }
        }
        // Transitivity, stated whole: adding it only where a model breaks it is slower, as
        // each new clause restarts the solver.
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    e.clause(&[!bv[a][b], !bv[b][c], bv[a][c]]);
                    e.clause(&[bv[a][b], bv[b][c], !bv[a][c]]);
                }
            }
        }
        // The order agrees with the times: B(a, b) and b home by τ ⇒ a home by τ (for both
        // orders of each pair, this also puts a first when it is home earlier). Where a is not
        // turned yet at τ, that says B(a, b) ⇒ b not home by τ: the last such τ suffices.
        for a in 0..n {
            for b in 0..n {
                if a == b {
                    continue;
                }
                if a > b {
                    e.clause(&[!bv[a][b], !x(b, 2 * a)]);
                }
                let mut last = (t, t);
                for tau in 2 * a.max(b) + 1..=2 * n {
                    let (xa, xb) = (x(a, tau), x(b, tau));
                    if (xa, xb) != last {
                        last = (xa, xb);
                        e.clause(&[!bv[a][b], !xb, xa]);
                    }
                }
            }
        }
        // Foundations: slots per rank.
        let k = rank.iter().copied().max().unwrap_or(1);
        let mut by_rank: Vec<Vec<usize>> = vec![Vec::new(); k as usize + 1];
        for (c, &r) in rank.iter().enumerate() {
            by_rank[r as usize].push(c);
        }
        // Implied by the order and the slots, but stated directly on the times, where the
        // solver learns from them far sooner (far fewer conflicts a deal): after each
        // window, no more cards of rank r are home than of rank r - 1 (counting those home
        // already: the four of a rank less its cards here). Any m cards of rank r home by
        // then need `need` more of rank r - 1: of every lo.len() + 1 - need of those, one.
        for r in 2..=k as usize {
            let (hi, lo) = (&by_rank[r], &by_rank[r - 1]);
            let (up_hi, up_lo) = (4 - hi.len(), 4 - lo.len());
            for j in 1..=n {
                for m in (up_lo + 1).saturating_sub(up_hi).max(1)..=hi.len() {
                    let need = up_hi + m - up_lo;
                    for hi_set in subsets(hi.len(), m) {
                        for lo_set in subsets(lo.len(), lo.len() + 1 - need) {
                            let lits = members(hi_set)
                                .map(|i| !x(hi[i], 2 * j))
                                .chain(members(lo_set).map(|i| x(lo[i], 2 * j)));
                            e.clause_over(t, lits);
                        }
                    }
                }
            }
            // A card of rank r turned when every card of rank r - 1 is home goes home at once:
            // see docs/proofs.md, proof S4.
            for &c in hi.iter().filter(|&&c| c >= pre) {
                let lits = lo.iter().map(|&dd| !x(dd, 2 * c)).chain([d[c]]);
                e.clause_over(t, lits);
            }
        }
        let mut slot: Vec<Vec<Lit>> = vec![Vec::new(); n];
        for cards in &by_rank {
            let m = cards.len();
            for &c in cards {
                slot[c] = (0..m).map(|_| e.var()).collect();
            }
            for &c in cards {
                let lits = slot[c].clone();
                e.clause(&lits);
            }
            for q in 0..m {
                let lits: Vec<Lit> = cards.iter().map(|&c| slot[c][q]).collect();
                e.clause(&lits);
                for i in 0..m {
                    for j in i + 1..m {
                        // One card a slot, one slot a card.
                        e.clause(&[!slot[cards[i]][q], !slot[cards[j]][q]]);
                        e.clause(&[!slot[cards[q]][i], !slot[cards[q]][j]]);
                    }
                }
            }
            for &c in cards {
                for &c2 in cards {
                    if c == c2 {
                        continue;
                    }
                    for q in 0..m {
                        for q2 in q + 1..m {
                            e.clause(&[!slot[c][q], !slot[c2][q2], bv[c][c2]]);
                        }
                    }
                }
            }
        }
        // The card of slot q of rank r is the (up_hi + q)-th of its rank home: it needs as
        // many of rank r - 1 home before it, which are all home already when up_lo is more.
        for r in 2..=k as usize {
            let below = &by_rank[r - 1];
            let (up_hi, up_lo) = (4 - by_rank[r].len(), 4 - below.len());
            for &c in &by_rank[r] {
                for (q, &sc) in slot[c].clone().iter().enumerate() {
                    if let Some(q_lo) = (up_hi + q).checked_sub(up_lo) {
                        for &dd in below {
                            e.clause(&[!sc, !slot[dd][q_lo], bv[dd][c]]);
                        }
                    }
                }
            }
        }
        // Waste piles.
        let pile: Vec<Vec<Lit>> = (0..n)
            .map(|_| (0..waste_piles).map(|_| e.var()).collect())
            .collect();
        for c in 0..pre {
            e.clause(&[pile[c][placed_on[c]]]);
        }
        for c in 0..n {
            let mut lits = vec![d[c]];
            lits.extend(&pile[c]);
            e.clause(&lits);
            for p in 0..waste_piles {
                e.clause(&[!d[c], !pile[c][p]]);
                for q in p + 1..waste_piles {
                    e.clause(&[!pile[c][p], !pile[c][q]]);
                }
            }
            // The first pile used is pile 0, and so on (empty piles are interchangeable, and
            // the piles with cards come first).
            for p in 1..waste_piles {
                let mut lits = vec![!pile[c][p]];
                lits.extend((0..c).map(|a| pile[a][p - 1]));
                e.clause(&lits);
            }
        }
        for a in 0..n {
            for b in a + 1..n {
                for p in 0..waste_piles {
                    // a home before b is placed (time 2b + 1), or b home before a.
                    e.clause(&[!pile[a][p], !pile[b][p], x(a, 2 * b), bv[b][a]]);
                }
            }
        }
        // Solve; should the model's order have a cycle among cards going home at the same
        // time (transitivity forbids it), forbid that cycle and solve again.
        let (home_time, on, order) = loop {
            let res = e.s.solve_limited(&[]);
            *spent = e.s.num_conflicts();
            if res == lbool::FALSE {
                return SatRes::Lost;
            }
            if res != lbool::TRUE {
                return SatRes::Unknown;
            }
            let val = |l: Lit| e.s.value_lit(l) == lbool::TRUE;
            // Each card's home time and pile.
            let home_time: Vec<usize> = (0..n)
                .map(|c| {
                    (2 * c + 1..=2 * n)
                        .find(|&tau| val(x(c, tau)))
                        .unwrap_or(2 * n)
                })
                .collect();
            let on: Vec<Option<u8>> = (0..n)
                .map(|c| {
                    (0..waste_piles)
                        .find(|&p| val(pile[c][p]))
                        .map(|p| pile_of[p] as u8)
                })
                .collect();
            let before: Vec<Vec<bool>> = (0..n)
                .map(|a| (0..n).map(|b| a != b && val(bv[a][b])).collect())
                .collect();
            let mut cycles = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    for c in b + 1..n {
                        if home_time[a] == home_time[b]
                            && home_time[b] == home_time[c]
                            && before[a][b] == before[b][c]
                            && before[b][c] == before[c][a]
                        {
                            cycles.push((a, b, c));
                        }
                    }
                }
            }
            if cycles.is_empty() {
                // A strict total order: each card's place is the number of cards before it.
                let mut order: Vec<usize> = (0..n).collect();
                let place: Vec<usize> = (0..n)
                    .map(|c| (0..n).filter(|&a| before[a][c]).count())
                    .collect();
                order.sort_by_key(|&c| place[c]);
                break (home_time, on, order);
            }
            for (a, b, c) in cycles {
                e.clause(&[!bv[a][b], !bv[b][c], bv[a][c]]);
                e.clause(&[bv[a][b], bv[b][c], !bv[a][c]]);
            }
        };
        let mut steps = Vec::with_capacity(2 * n);
        let mut next = pre;
        for &c in &order {
            let tau = home_time[c];
            // Every card placed before time τ.
            while 2 * next + 1 < tau {
                match on[next] {
                    Some(p) => steps.push(Step::ToWaste(p)),
                    None => return SatRes::Unknown,
                }
                next += 1;
            }
            if tau == 2 * c + 1 {
                if next != c {
                    return SatRes::Unknown;
                }
                steps.push(Step::ToFoundation);
                next += 1;
            } else {
                match on[c] {
                    Some(p) => steps.push(Step::WasteToFoundation(p)),
                    None => return SatRes::Unknown,
                }
            }
        }
        SatRes::Won(steps)
    }
}

/// The `m`-element subsets of `0..n` (n at most 4 here), each as a bit mask.
fn subsets(n: usize, m: usize) -> impl Iterator<Item = u32> {
    (0u32..1 << n).filter(move |mask| mask.count_ones() as usize == m)
}

/// The elements of the subset `mask`.
fn members(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |&i| mask >> i & 1 != 0)
}
