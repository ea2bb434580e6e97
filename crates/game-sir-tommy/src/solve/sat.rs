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
use crate::legal::{self, Ask, Law, Ups};
use batsat::{Callbacks, Lit, SolverInterface, SolverOpts, lbool};
use engine::solve::Verdict;

/// The outcome of the satisfiability check: `Won` with a schedule, `Lost` when none exists,
/// `Unknown` when the conflict limit was reached.
#[derive(Debug)]
pub(crate) struct Answer {
    pub(crate) verdict: Verdict,
    /// The schedule when won, as the steps of [`super::fast`] from the start.
    pub(crate) steps: Vec<Step>,
    /// The conflicts spent.
    pub(crate) conflicts: u64,
}

impl Answer {
    fn new(verdict: Verdict, steps: Vec<Step>, conflicts: u64) -> Answer {
        Answer {
            verdict,
            steps,
            conflicts,
        }
    }
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

/// The cards of a problem, numbered: those on the piles first (the piles with cards first),
/// then the stock's in the order turned; the first `pre` are placed already.
struct Cards {
    rank: Vec<u8>,
    /// The pile each of the first `pre` cards lies on, as the problem numbers piles.
    placed_on: Vec<usize>,
    pre: usize,
    /// `pile_of[p]`: the pile of [`Schedule::piles`] that the problem calls p.
    pile_of: Vec<usize>,
    /// The cards of each rank (index 0 unused).
    by_rank: Vec<Vec<usize>>,
    turn: usize,
    first: usize,
}

impl Cards {
    fn of(s: &Schedule<'_>) -> Cards {
        let mut pile_of: Vec<usize> = (0..s.piles.len())
            .filter(|&w| !s.piles[w].is_empty())
            .collect();
        pile_of.extend((0..s.piles.len()).filter(|&w| s.piles[w].is_empty()));
        let mut rank: Vec<u8> = Vec::new();
        let mut placed_on: Vec<usize> = Vec::new();
        for (p, &w) in pile_of.iter().enumerate() {
            rank.extend_from_slice(s.piles[w]);
            placed_on.resize(rank.len(), p);
        }
        let pre = rank.len();
        rank.extend_from_slice(s.stock);
        let k = rank.iter().copied().max().unwrap_or(1);
        let mut by_rank: Vec<Vec<usize>> = vec![Vec::new(); k as usize + 1];
        for (c, &r) in rank.iter().enumerate() {
            by_rank[r as usize].push(c);
        }
        Cards {
            rank,
            placed_on,
            pre,
            pile_of,
            by_rank,
            turn: s.turn.max(1),
            first: s.first,
        }
    }

    fn n(&self) -> usize {
        self.rank.len()
    }

    fn piles(&self) -> usize {
        self.pile_of.len()
    }

    /// Whether waste cards may go home in window j (before card j is placed): never among
    /// the cards placed already, else as the rules let a waste pile give a card (turned
    /// cards wait but between batches and once the stock is out).
    fn window_open(&self, j: usize) -> bool {
        let (pre, first, turn) = (self.pre, self.first, self.turn);
        if j < pre {
            return j == self.n();
        }
        let k = j - pre;
        let at = Ups {
            up: [0; 16],
            waiting: !(j == self.n() || (k >= first && (k - first).is_multiple_of(turn))),
        };
        legal::allows(Law::by_rank(turn), &at, Ask::WasteGives)
    }

    /// Whether card c may wait on a waste pile (an ace goes home when turned).
    fn may_wait(&self, c: usize) -> bool {
        let at = Ups {
            up: [0; 16],
            waiting: true,
        };
        legal::allows(
            Law::by_rank(self.turn),
            &at,
            Ask::ToWaste { rank: self.rank[c] },
        )
    }
}

/// When each card goes home: `d[c]`, at once; `h[c][j - c - 1]`, by window j (j in
/// c+1..=n).
struct Times {
    f: Lit,
    d: Vec<Lit>,
    h: Vec<Vec<Lit>>,
}

impl Times {
    /// X(c, τ): card c is home by time τ.
    fn x(&self, c: usize, tau: usize) -> Lit {
        if tau <= 2 * c {
            self.f
        } else if tau == 2 * c + 1 {
            self.d[c]
        } else {
            self.h[c][tau / 2 - c - 1]
        }
    }
}

impl Enc {
    /// The times and their conditions.
    fn times(&mut self, cards: &Cards) -> Times {
        let n = cards.n();
        let d: Vec<Lit> = (0..n).map(|_| self.var()).collect();
        let h: Vec<Vec<Lit>> = (0..n)
            .map(|c| (c + 1..=n).map(|_| self.var()).collect())
            .collect();
        for c in 0..n {
            // Home by the end.
            self.clause(&[h[c][n - c - 1]]);
            // Monotone, and home at once means home in every window after.
            self.clause(&[!d[c], h[c][0]]);
            for j in c + 1..n {
                self.clause(&[!h[c][j - c - 1], h[c][j - c]]);
            }
            // Windows closed to waste cards: nothing goes home there but at once.
            for j in c + 1..=n {
                if !cards.window_open(j) {
                    let prev = if j == c + 1 { d[c] } else { h[c][j - c - 2] };
                    self.clause(&[!h[c][j - c - 1], prev]);
                }
            }
            if c < cards.pre {
                self.clause(&[!d[c]]);
            } else if !cards.may_wait(c) {
                self.clause(&[d[c]]);
            }
        }
        Times { f: !self.t, d, h }
    }

    /// `B(a, b)`, a goes home before b, as `bv[a][b]`: a strict total order that agrees with
    /// the times.
    fn order(&mut self, n: usize, x: &Times) -> Vec<Vec<Lit>> {
        let t = self.t;
        // B(a, b) for a < b; B(b, a) is its negation.
        let mut bv = vec![vec![t; n]; n];
        for a in 0..n {
            for b in a + 1..n {
                let v = self.var();
                bv[a][b] = v;
                bv[b][a] = !v;
            }
        }
        // Transitivity, stated whole: adding it only where a model breaks it is slower, as
        // each new clause restarts the solver.
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    self.clause(&[!bv[a][b], !bv[b][c], bv[a][c]]);
                    self.clause(&[bv[a][b], bv[b][c], !bv[a][c]]);
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
                    self.clause(&[!bv[a][b], !x.x(b, 2 * a)]);
                }
                let mut last = (t, t);
                for tau in 2 * a.max(b) + 1..=2 * n {
                    let (xa, xb) = (x.x(a, tau), x.x(b, tau));
                    if (xa, xb) != last {
                        last = (xa, xb);
                        self.clause(&[!bv[a][b], !xb, xa]);
                    }
                }
            }
        }
        bv
    }

    /// The foundations: no more cards of a rank home than of the rank below, on the times;
    /// and slots per rank (the k-th card of a rank to go home) on the order.
    fn foundations(&mut self, cards: &Cards, x: &Times, bv: &[Vec<Lit>]) {
        self.counts_home(cards, x);
        let slot = self.slots(cards, bv);
        self.slots_follow_the_rank_below(cards, bv, &slot);
    }

    /// Implied by the order and the slots, but stated directly on the times, where the
    /// solver learns from them far sooner (far fewer conflicts a deal): after each window, no
    /// more cards of rank r are home than of rank r - 1 (counting those home already: the
    /// four of a rank less its cards here). Any m cards of rank r home by then need `need`
    /// more of rank r - 1 (as many as the rules ask before the (up_hi + m)-th of rank r goes
    /// up, less those home): of every lo.len() + 1 - need of those, one. And a card of rank r
    /// turned when every card of rank r - 1 is home goes home at once (proof S4).
    fn counts_home(&mut self, cards: &Cards, x: &Times) {
        let (t, n, by_rank) = (self.t, cards.n(), &cards.by_rank);
        for r in 2..by_rank.len() {
            let (hi, lo) = (&by_rank[r], &by_rank[r - 1]);
            let (up_hi, up_lo) = (4 - hi.len(), 4 - lo.len());
            let needs: Vec<usize> = (1..=hi.len())
                .map(|m| Ups::below_needed(r as u8, up_hi + m).saturating_sub(up_lo))
                .collect();
            for j in 1..=n {
                for m in 1..=hi.len() {
                    let need = needs[m - 1];
                    if need == 0 {
                        continue;
                    }
                    for hi_set in subsets(hi.len(), m) {
                        for lo_set in subsets(lo.len(), lo.len() + 1 - need) {
                            let lits = members(hi_set)
                                .map(|i| !x.x(hi[i], 2 * j))
                                .chain(members(lo_set).map(|i| x.x(lo[i], 2 * j)));
                            self.clause_over(t, lits);
                        }
                    }
                }
            }
            // See docs/proofs.md, proof S4.
            for &c in hi.iter().filter(|&&c| c >= cards.pre) {
                let lits = lo.iter().map(|&dd| !x.x(dd, 2 * c)).chain([x.d[c]]);
                self.clause_over(t, lits);
            }
        }
    }

    /// The slots, as `slot[c][q]`: card c is the q-th of its rank to go home (counted among
    /// those left), a permutation per rank that agrees with the order.
    fn slots(&mut self, cards: &Cards, bv: &[Vec<Lit>]) -> Vec<Vec<Lit>> {
        let mut slot: Vec<Vec<Lit>> = vec![Vec::new(); cards.n()];
        for same in &cards.by_rank {
            let m = same.len();
            for &c in same {
                slot[c] = (0..m).map(|_| self.var()).collect();
            }
            for &c in same {
                let lits = slot[c].clone();
                self.clause(&lits);
            }
            for q in 0..m {
                let lits: Vec<Lit> = same.iter().map(|&c| slot[c][q]).collect();
                self.clause(&lits);
                for i in 0..m {
                    for j in i + 1..m {
                        // One card a slot, one slot a card.
                        self.clause(&[!slot[same[i]][q], !slot[same[j]][q]]);
                        self.clause(&[!slot[same[q]][i], !slot[same[q]][j]]);
                    }
                }
            }
            for &c in same {
                for &c2 in same {
                    if c == c2 {
                        continue;
                    }
                    for q in 0..m {
                        for q2 in q + 1..m {
                            self.clause(&[!slot[c][q], !slot[c2][q2], bv[c][c2]]);
                        }
                    }
                }
            }
        }
        slot
    }

    /// The card of slot q of rank r is the (up_hi + q + 1)-th of its rank home: it needs as
    /// many of rank r - 1 home before it as the rules ask, the last of them the card of slot
    /// q_lo of rank r - 1, or none when up_lo are home already.
    fn slots_follow_the_rank_below(&mut self, cards: &Cards, bv: &[Vec<Lit>], slot: &[Vec<Lit>]) {
        let by_rank = &cards.by_rank;
        for r in 2..by_rank.len() {
            let below = &by_rank[r - 1];
            let (up_hi, up_lo) = (4 - by_rank[r].len(), 4 - below.len());
            for &c in &by_rank[r] {
                for (q, &sc) in slot[c].iter().enumerate() {
                    let need = Ups::below_needed(r as u8, up_hi + q + 1);
                    if let Some(q_lo) = need.checked_sub(up_lo + 1) {
                        for &dd in below {
                            self.clause(&[!sc, !slot[dd][q_lo], bv[dd][c]]);
                        }
                    }
                }
            }
        }
    }

    /// The waste piles, as `pile[c][p]`: card c waits on pile p.
    fn piles(&mut self, cards: &Cards, x: &Times, bv: &[Vec<Lit>]) -> Vec<Vec<Lit>> {
        let (n, waste_piles) = (cards.n(), cards.piles());
        let pile: Vec<Vec<Lit>> = (0..n)
            .map(|_| (0..waste_piles).map(|_| self.var()).collect())
            .collect();
        for c in 0..cards.pre {
            self.clause(&[pile[c][cards.placed_on[c]]]);
        }
        for c in 0..n {
            let mut lits = vec![x.d[c]];
            lits.extend(&pile[c]);
            self.clause(&lits);
            for p in 0..waste_piles {
                self.clause(&[!x.d[c], !pile[c][p]]);
                for q in p + 1..waste_piles {
                    self.clause(&[!pile[c][p], !pile[c][q]]);
                }
            }
            // The first pile used is pile 0, and so on (empty piles are interchangeable, and
            // the piles with cards come first).
            for p in 1..waste_piles {
                let mut lits = vec![!pile[c][p]];
                lits.extend((0..c).map(|a| pile[a][p - 1]));
                self.clause(&lits);
            }
        }
        for a in 0..n {
            for b in a + 1..n {
                for p in 0..waste_piles {
                    // a home before b is placed (time 2b + 1), or b home before a.
                    self.clause(&[!pile[a][p], !pile[b][p], x.x(a, 2 * b), bv[b][a]]);
                }
            }
        }
        pile
    }
}

/// A model read back: each card's home time, its pile (as [`Schedule::piles`] numbers
/// them) and the order the cards go home.
struct Model {
    home_time: Vec<usize>,
    on: Vec<Option<u8>>,
    order: Vec<usize>,
}

/// The encoded problem: its solver and the variables a model is read from.
struct Encoded {
    e: Enc,
    cards: Cards,
    x: Times,
    bv: Vec<Vec<Lit>>,
    pile: Vec<Vec<Lit>>,
}

impl Schedule<'_> {
    /// Decides the schedule within `max_conflicts` conflicts.
    pub(crate) fn solve(&self, max_conflicts: u64) -> Answer {
        let mut p = self.encode(max_conflicts);
        // Solve; should the model's order have a cycle among cards going home at the same
        // time (transitivity forbids it), forbid that cycle and solve again.
        let model = loop {
            let res = p.e.s.solve_limited(&[]);
            let spent = p.e.s.num_conflicts();
            if res == lbool::FALSE {
                return Answer::new(Verdict::Lost, Vec::new(), spent);
            }
            if res != lbool::TRUE {
                return Answer::new(Verdict::Unknown, Vec::new(), spent);
            }
            match p.model() {
                Ok(model) => break model,
                Err(cycles) => p.forbid(&cycles),
            }
        };
        let conflicts = p.e.s.num_conflicts();
        match model.steps(p.cards.pre) {
            Some(steps) => Answer::new(Verdict::Won, steps, conflicts),
            None => Answer::new(Verdict::Unknown, Vec::new(), conflicts),
        }
    }

    /// The clauses of every condition, with a limit of `max_conflicts` conflicts.
    fn encode(&self, max_conflicts: u64) -> Encoded {
        let cards = Cards::of(self);
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
        let x = e.times(&cards);
        let bv = e.order(cards.n(), &x);
        e.foundations(&cards, &x, &bv);
        let pile = e.piles(&cards, &x, &bv);
        Encoded {
            e,
            cards,
            x,
            bv,
            pile,
        }
    }
}

impl Encoded {
    /// The solver's model read back, or the cycles of its order among cards going home at
    /// the same time.
    fn model(&self) -> Result<Model, Vec<(usize, usize, usize)>> {
        let (n, cards, x) = (self.cards.n(), &self.cards, &self.x);
        let val = |l: Lit| self.e.s.value_lit(l) == lbool::TRUE;
        let home_time: Vec<usize> = (0..n)
            .map(|c| {
                (2 * c + 1..=2 * n)
                    .find(|&tau| val(x.x(c, tau)))
                    .unwrap_or(2 * n)
            })
            .collect();
        let on: Vec<Option<u8>> = (0..n)
            .map(|c| {
                (0..cards.piles())
                    .find(|&p| val(self.pile[c][p]))
                    .map(|p| cards.pile_of[p] as u8)
            })
            .collect();
        let before: Vec<Vec<bool>> = (0..n)
            .map(|a| (0..n).map(|b| a != b && val(self.bv[a][b])).collect())
            .collect();
        let cycles = same_time_cycles(&home_time, &before);
        if !cycles.is_empty() {
            return Err(cycles);
        }
        // A strict total order: each card's place is the number of cards before it.
        let mut order: Vec<usize> = (0..n).collect();
        let place: Vec<usize> = (0..n)
            .map(|c| (0..n).filter(|&a| before[a][c]).count())
            .collect();
        order.sort_by_key(|&c| place[c]);
        Ok(Model {
            home_time,
            on,
            order,
        })
    }

    /// Adds the transitivity clauses that forbid `cycles`.
    fn forbid(&mut self, cycles: &[(usize, usize, usize)]) {
        let bv = &self.bv;
        for &(a, b, c) in cycles {
            self.e.clause(&[!bv[a][b], !bv[b][c], bv[a][c]]);
            self.e.clause(&[bv[a][b], bv[b][c], !bv[a][c]]);
        }
    }
}

/// The triples of cards going home at the same time whose order `before` is a cycle.
fn same_time_cycles(home_time: &[usize], before: &[Vec<bool>]) -> Vec<(usize, usize, usize)> {
    let n = home_time.len();
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
    cycles
}

impl Model {
    /// The search's steps that play the model, the cards before `pre` being placed already;
    /// `None` when the model is not a schedule.
    fn steps(&self, pre: usize) -> Option<Vec<Step>> {
        let mut steps = Vec::with_capacity(2 * self.on.len());
        let mut next = pre;
        for &c in &self.order {
            let tau = self.home_time[c];
            // Every card placed before time τ.
            while 2 * next + 1 < tau {
                match self.on[next] {
                    Some(p) => steps.push(Step::ToWaste(p)),
                    None => return None,
                }
                next += 1;
            }
            if tau == 2 * c + 1 {
                if next != c {
                    return None;
                }
                steps.push(Step::ToFoundation);
                next += 1;
            } else {
                match self.on[c] {
                    Some(p) => steps.push(Step::WasteToFoundation(p)),
                    None => return None,
                }
            }
        }
        Some(steps)
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
