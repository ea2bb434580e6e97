//! What the solver knows about Big Ben: which positions are the same, which foundation moves
//! are safe, which moves to try first. Each rule is checked against plain search in the
//! tests below.

use crate::{BigBen, BigBenMove, BigBenRules, Place, builds_on};
use cards::{Card, Rank};
use engine::Status;
use engine::solve::{PosHasher, Solve};
use std::hash::Hasher;

engine::register_solver!(BigBen);

/// Distance of rank `r` above rank `b`, going up and wrapping (0 to 12).
#[inline]
fn offset(b: Rank, r: Rank) -> usize {
    (r.value() as usize + 13 - b.value() as usize) % 13
}

impl BigBen {
    /// Cards the foundation at hour index `f` takes in all (7 or 8).
    #[inline]
    fn span(&self, f: usize) -> usize {
        offset(self.base[f].rank(), Rank::new(f as u8 + 1))
    }

    /// Copies of `c` not on a foundation yet: one for each foundation that will take `c`
    /// and has not (the two packs hold exactly as many copies as foundations want).
    fn copies_out(&self, c: Card) -> usize {
        (0..12)
            .filter(|&f| self.base[f].suit() == c.suit())
            .filter(|&f| {
                let o = offset(self.base[f].rank(), c.rank());
                o >= 1 && o <= self.span(f) && o > self.built[f] as usize
            })
            .count()
    }

    /// No card can come after this point from the stock: it is empty and no redeal can
    /// refill it. Gaps then no longer change where cards go.
    fn stock_done(&self) -> bool {
        self.stock.is_empty() && (self.redeals_left == 0 || self.waste.is_empty())
    }

    /// A card to a foundation that no winning line can regret (the proof is in the
    /// comments). `c` leaves `from` for foundation `f`, which takes it now, when
    ///
    /// 1. `f` is the only foundation still wanting `c` (the other copy is home or a clock
    ///    card), so no other foundation's progress depends on where this copy goes;
    /// 2. no card that builds on `c` is off the foundations, so `c` is never needed as a
    ///    base in the tableau;
    /// 3. taking it changes nothing else: from the waste, only with no redeal ahead (a
    ///    redeal would deal the waste again, and `c` there shifts where the later cards go);
    ///    from a pile, only when the pile keeps `pile_size` cards or no stock card will ever
    ///    be dealt again (a gap changes where the next fill puts every card).
    ///
    /// Then take any winning line from here: it plays `c` to `f` some time (every card goes
    /// home), and until then `f` takes nothing else (it waits for `c`) and nothing is built on
    /// `c` (2.). Play `c` home first and then the same line less the moves of `c`: every
    /// other move stays legal, because the piles `c` lies on keep at least `pile_size` cards
    /// or no fill is to come (3.), so no fill or build sees a difference, and from the
    /// moment the line takes `c` home the positions agree.
    fn safe_to_foundation(&self, rules: &BigBenRules) -> Option<BigBenMove> {
        let safe = |c: Card, f: usize| {
            self.copies_out(c) == 1
                && {
                    let below = Card::new(c.rank().prev_wrapping(), c.suit());
                    !builds_on(below, c, rules.tableau_wrap) || self.copies_out(below) == 0
                }
                && (0..12).all(|g| g == f || !self.fits_foundation(g, c))
        };
        let done = self.stock_done();
        for p in 0..12u8 {
            let pile = &self.tableau[p as usize];
            let Some(c) = pile.top() else { continue };
            if !done && pile.len() <= rules.size() {
                continue;
            }
            if let Some(f) = (0..12).find(|&f| self.fits_foundation(f, c))
                && safe(c, f)
            {
                return Some(BigBenMove::Card {
                    from: Place::Tableau(p),
                    to: Place::Foundation(f as u8),
                });
            }
        }
        if self.redeals_left == 0
            && let Some(c) = self.waste.top()
            && let Some(f) = (0..12).find(|&f| self.fits_foundation(f, c))
            && safe(c, f)
        {
            return Some(BigBenMove::Card {
                from: Place::Waste,
                to: Place::Foundation(f as u8),
            });
        }
        None
    }
}

impl BigBen {
    #[cfg(test)]
    #[allow(dead_code)]
    fn show(&self) -> String {
        let mut s = String::new();
        for f in 0..12 {
            s += &format!(
                "f{} {} ({}/{})  ",
                f + 1,
                self.foundation_top(f),
                self.built[f],
                self.span(f)
            );
        }
        s += "\n";
        for p in 0..12 {
            let v: Vec<String> = self.tableau[p].iter().map(|c| c.to_string()).collect();
            s += &format!("t{}: {}\n", p + 1, v.join(" "));
        }
        let v: Vec<String> = self.waste.iter().map(|c| c.to_string()).collect();
        s += &format!("waste: {}\n", v.join(" "));
        s
    }

    /// Copies of each card (by index) not yet on a foundation.
    fn out_table(&self) -> [u8; 52] {
        let mut out = [0u8; 52];
        for f in 0..12 {
            let b = self.base[f];
            let mut r = b.rank();
            for _ in 0..self.built[f] {
                r = r.next_wrapping();
            }
            for _ in self.built[f] as usize..self.span(f) {
                r = r.next_wrapping();
                out[Card::new(r, b.suit()).index()] += 1;
            }
        }
        out
    }

    /// How many cards of its suit card `c` waits for: the fewest, over the foundations that
    /// still want it, of the cards between the foundation's top and `c` (0 when it fits one
    /// now). Only called for cards off the foundations.
    fn wait(&self, c: Card) -> usize {
        let mut best = 13;
        for f in 0..12 {
            if self.base[f].suit() != c.suit() {
                continue;
            }
            let o = offset(self.base[f].rank(), c.rank());
            let n = self.built[f] as usize;
            if o > n && o <= self.span(f) {
                best = best.min(o - n - 1);
            }
        }
        best
    }

    /// A card stuck above what it waits for. Card `y` lies above card `x` in one pile (or
    /// in the waste, with no redeal ahead to turn it over), every foundation that still wants
    /// `y` needs a card of `x`'s rank first, and every copy of that card still off the
    /// foundations lies below `y` there. Then `y` cannot go home before it has left, so it
    /// must be built on a copy of the card above it, which must be off the foundations and
    /// not below `y` too. With no such copy, `y` never moves and the game is lost.
    fn stuck_card(&self, rules: &BigBenRules) -> bool {
        let out = self.out_table();
        let check = |cards: &[Card]| {
            let mut below = [0u8; 52];
            for &y in cards {
                let w = self.wait(y);
                let mut blocked = false;
                let mut r = y.rank();
                for _ in 0..w {
                    r = r.prev_wrapping();
                    let q = Card::new(r, y.suit()).index();
                    if below[q] == out[q] {
                        blocked = true;
                        break;
                    }
                }
                if blocked {
                    let up = Card::new(y.rank().next_wrapping(), y.suit());
                    let free = if builds_on(y, up, rules.tableau_wrap) {
                        out[up.index()] - below[up.index()]
                    } else {
                        0
                    };
                    if free == 0 {
                        return true;
                    }
                }
                below[y.index()] += 1;
            }
            false
        };
        for p in &self.tableau {
            if check(p.as_slice()) {
                return true;
            }
        }
        self.redeals_left == 0 && check(self.waste.as_slice())
    }
}

/// Where a card lies: its stack (0..12 the piles, 12 the waste, 13 the stock or a waste
/// a redeal will turn over, where order binds nothing) and its place in it, bottom first.
#[derive(Clone, Copy, Default)]
struct Spot {
    stack: u8,
    index: u8,
}

const WASTE: u8 = 12;
const LOOSE: u8 = 13;
/// Events of the precedence proof, by node: H(i) at i, L(i) at 92 + i, E(i) at 184 + i,
/// M(c) at 276 + c.
const NODES: usize = 92 * 3 + 52;
const MAX_EDGES: usize = 1024;

/// An AND/OR graph of events: an AND event can happen once all its predecessors have, an
/// OR event once one has.
struct Events {
    need: [u8; NODES],
    or: [bool; NODES],
    edges: [(u16, u16); MAX_EDGES],
    ne: usize,
}

impl Events {
    fn new() -> Self {
        Events {
            need: [0; NODES],
            or: [false; NODES],
            edges: [(0, 0); MAX_EDGES],
            ne: 0,
        }
    }

    #[inline]
    fn edge(&mut self, from: usize, to: usize) {
        if self.ne < MAX_EDGES {
            self.edges[self.ne] = (from as u16, to as u16);
            self.ne += 1;
            if self.or[to] {
                self.need[to] = 1;
            } else {
                self.need[to] += 1;
            }
        }
    }

    /// Which events can happen (Kahn's order on the AND/OR graph).
    fn possible(&mut self) -> [bool; NODES] {
        let mut start = [0u16; NODES + 1];
        for &(a, _) in &self.edges[..self.ne] {
            start[a as usize + 1] += 1;
        }
        for v in 0..NODES {
            start[v + 1] += start[v];
        }
        let mut at = start;
        let mut succ = [0u16; MAX_EDGES];
        for &(a, b) in &self.edges[..self.ne] {
            succ[at[a as usize] as usize] = b;
            at[a as usize] += 1;
        }
        let mut done = [false; NODES];
        let mut queue = [0u16; NODES];
        let (mut head, mut tail) = (0, 0);
        for (v, d) in done.iter_mut().enumerate() {
            if self.need[v] == 0 {
                *d = true;
                queue[tail] = v as u16;
                tail += 1;
            }
        }
        while head < tail {
            let v = queue[head] as usize;
            head += 1;
            for &w in &succ[start[v] as usize..start[v + 1] as usize] {
                let w = w as usize;
                if !done[w] {
                    self.need[w] -= 1;
                    if self.need[w] == 0 {
                        done[w] = true;
                        queue[tail] = w as u16;
                        tail += 1;
                    }
                }
            }
        }
        done
    }
}

impl BigBen {
    /// The precedence proof. Every card must go home. For each card x off the foundations
    /// write H(x) for the moment it goes home; for a card in a pile (or in the waste, with
    /// no redeal ahead to turn it over) L(x) for the moment it first leaves its place, and
    /// E(x) for the first moment it has somewhere to go; M(c) for the moment the first copy
    /// of card c goes home. In any play:
    ///
    /// - L(x) needs L(y) of the card y lying directly on x (only a top card moves) and E(x);
    /// - E(x) needs one of: x's foundation ready for it, or a pile top it builds on: a copy
    ///   z of the card above x (not below x in its own stack, where x covers it) that is a
    ///   pile's top with `pile_size` cards or more, i.e. the card y on z has left (L(y)), or
    ///   z lies at place 0 or 1 (a top only with fewer cards), then z has moved first (L(z));
    ///   a z in the waste must be uncovered, one in the stock is taken as ready;
    /// - H(x) needs L(x), and its foundation ready: when every foundation still wanting x
    ///   needs the card c one rank lower first, that is M(c);
    /// - M(c) needs the H of one copy of c.
    ///
    /// Each event happens after the events it needs, so the events that can happen at all
    /// are found in Kahn's order; if some H(x) is not among them, the game is lost.
    fn precedence_dead(&self, rules: &BigBenRules) -> bool {
        let waste_binds = self.redeals_left == 0;
        let mut card = [Card::default(); 92];
        let mut spot = [Spot::default(); 92];
        let mut copies = [[u8::MAX; 2]; 52];
        let mut n = 0usize;
        let mut add = |c: Card, st: u8, i: usize, n: &mut usize| {
            card[*n] = c;
            spot[*n] = Spot {
                stack: st,
                index: i as u8,
            };
            let k = &mut copies[c.index()];
            if k[0] == u8::MAX {
                k[0] = *n as u8;
            } else {
                k[1] = *n as u8;
            }
            *n += 1;
        };
        for (p, pile) in self.tableau.iter().enumerate() {
            for (i, &c) in pile.iter().enumerate() {
                add(c, p as u8, i, &mut n);
            }
        }
        let wst = if waste_binds { WASTE } else { LOOSE };
        for (i, &c) in self.waste.iter().enumerate() {
            add(c, wst, i, &mut n);
        }
        for &c in self.stock.iter() {
            add(c, LOOSE, 0, &mut n);
        }
        let h = |i: usize| i;
        let l = |i: usize| 92 + i;
        let e = |i: usize| 184 + i;
        let m = |c: Card| 276 + c.index();
        // The card lying directly on card i in its stack, if any.
        let on = |i: usize| (i + 1 < n && spot[i + 1].stack == spot[i].stack).then_some(i + 1);
        let mut g = Events::new();
        for x in 0..n {
            g.or[e(x)] = true;
        }
        for c in 0..52 {
            g.or[276 + c] = true;
        }
        for x in 0..n {
            let c = card[x];
            let ready =
                (self.wait(c) >= 1).then(|| m(Card::new(c.rank().prev_wrapping(), c.suit())));
            if let Some(r) = ready {
                g.edge(r, h(x));
            }
            g.edge(h(x), m(c));
            if spot[x].stack == LOOSE {
                continue;
            }
            g.edge(l(x), h(x));
            g.edge(e(x), l(x));
            if let Some(y) = on(x) {
                g.edge(l(y), l(x));
            }
            // Where x can go: home, or onto a copy of the card above it. An E(x) with a
            // way that needs nothing gets no edges: it can happen at once.
            let u = Card::new(c.rank().next_wrapping(), c.suit());
            let mut ways = [usize::MAX; 3];
            let mut free = ready.is_none();
            if let Some(r) = ready {
                ways[0] = r;
            }
            if !free && builds_on(c, u, rules.tableau_wrap) {
                for (k, &z) in copies[u.index()].iter().enumerate() {
                    if z == u8::MAX {
                        continue;
                    }
                    let z = z as usize;
                    let sz = spot[z];
                    if sz.stack == spot[x].stack && sz.index < spot[x].index {
                        continue;
                    }
                    if sz.stack == LOOSE {
                        free = true;
                    } else if sz.stack < WASTE && sz.index < 2 && !rules.build_on_short_piles {
                        ways[1 + k] = l(z);
                    } else if let Some(y) = on(z) {
                        ways[1 + k] = l(y);
                    } else {
                        free = true;
                    }
                }
            }
            if !free {
                for &w in &ways {
                    if w != usize::MAX {
                        g.edge(w, e(x));
                    }
                }
            }
        }
        let done = g.possible();
        (0..n).any(|x| !done[h(x)])
    }
}

/// Move classes in the order they are tried.
fn rank_of(g: &BigBen, rules: &BigBenRules, m: BigBenMove) -> u8 {
    match m {
        BigBenMove::Card {
            to: Place::Foundation(_),
            from,
        } => u8::from(from == Place::Waste),
        BigBenMove::Card {
            from: Place::Waste, ..
        } => 2,
        BigBenMove::Card {
            from: Place::Tableau(a),
            ..
        } => {
            let a = a as usize;
            if g.exposes_foundation_card(a) {
                3
            } else if !g.stock.is_empty() && g.tableau[a].len() <= rules.size() {
                4
            } else {
                7
            }
        }
        BigBenMove::Card { .. } => 9,
        BigBenMove::Fill => 5,
        BigBenMove::Draw => 6,
        BigBenMove::Redeal => 8,
    }
}

impl Solve for BigBen {
    /// The stock before any redeal is the deal's stock less the cards taken from its top,
    /// so its length tells it. With no stock card to come the piles are a multiset: only
    /// fills ever tell them apart.
    fn canonical_hash(&self, rules: &BigBenRules) -> u64 {
        let mut h = PosHasher::default();
        let mut piles = [0u64; 12];
        for (k, p) in self.tableau.iter().enumerate() {
            let mut ph = PosHasher::default();
            let mut word = p.len() as u64;
            for (i, c) in p.iter().enumerate() {
                word = word << 8 | (c.index() as u64 + 1);
                if i % 7 == 6 {
                    ph.write_u64(word);
                    word = 0;
                }
            }
            ph.write_u64(word);
            piles[k] = ph.finish();
        }
        if self.stock_done() {
            piles.sort_unstable();
        }
        for p in piles {
            h.write_u64(p);
        }
        let mut word = 0u64;
        for (i, &b) in self.built.iter().enumerate() {
            word = word << 4 | u64::from(b);
            if i == 11 {
                h.write_u64(word);
            }
        }
        let mut word = self.waste.len() as u64;
        for (i, c) in self.waste.iter().enumerate() {
            word = word << 8 | (c.index() as u64 + 1);
            if i % 7 == 6 {
                h.write_u64(word);
                word = 0;
            }
        }
        h.write_u64(word);
        h.write_u64(self.stock.len() as u64 | u64::from(self.redeals_left) << 32);
        if self.redeals_left != rules.redeals {
            for c in self.stock.iter() {
                h.write_u8(c.index() as u8);
            }
        }
        h.finish()
    }

    fn forced_move(&self, rules: &BigBenRules) -> Option<BigBenMove> {
        self.safe_to_foundation(rules)
    }

    /// The legal moves without `legal_moves`' bounded look for a lost position.
    fn solver_moves(&self, rules: &BigBenRules, out: &mut Vec<BigBenMove>) {
        if self.all_complete() {
            return;
        }
        self.card_moves(rules, true, true, out);
        if !self.stock.is_empty() {
            if (0..12).any(|h| self.is_short(rules, h)) {
                out.push(BigBenMove::Fill);
            } else {
                out.push(BigBenMove::Draw);
            }
        }
        if self.can_redeal() {
            out.push(BigBenMove::Redeal);
        }
    }

    fn order_moves(&self, rules: &BigBenRules, moves: &mut [BigBenMove]) {
        moves.sort_by_key(|&m| rank_of(self, rules, m));
    }

    fn is_dead(&self, rules: &BigBenRules) -> bool {
        self.stuck_card(rules) || self.precedence_dead(rules)
    }

    /// Won exactly when every foundation is complete; a lost position is left to the search.
    fn solver_status(&self, _rules: &BigBenRules) -> Status {
        if self.all_complete() {
            Status::Won
        } else {
            Status::Playing
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FillDirection;
    use engine::solve::{Searcher, SolveConfig, Verdict, format_line, random_playouts_win};
    use engine::{Deal, Game, Session};

    fn base() -> BigBenRules {
        BigBenRules {
            clock_cards: [
                "2C", "3H", "4S", "5D", "6C", "7H", "8S", "9D", "TC", "JH", "QS", "KD",
            ]
            .map(|c| c.parse().unwrap())
            .to_vec(),
            first_hour: 9,
            pile_size: 3,
            tableau_wrap: true,
            build_on_short_piles: false,
            fill_start_hour: 12,
            fill_direction: FillDirection::Clockwise,
            redeals: 0,
        }
    }

    fn config(budget: u64) -> SolveConfig {
        SolveConfig {
            budget,
            table_entries: 1 << 18,
        }
    }

    /// `PATIENCE_SOLVER_CHECK=k` checks k times as many positions (for release runs).
    fn scale(n: u64) -> u64 {
        n * std::env::var("PATIENCE_SOLVER_CHECK")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(1)
    }

    /// The position of deal `seed` once the stock is down to `keep` cards (and, with a
    /// redeal, once it is used), reached mostly by the default player's choices with some
    /// random ones, so the walk keeps some chance of a win.
    fn late_position(rules: &BigBenRules, seed: u64, keep: usize) -> BigBen {
        let deal = Deal::from_seed::<BigBen>(rules, seed);
        let mut g = BigBen::start(rules, &deal.cards, seed);
        let mut buf = Vec::new();
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        while (g.stock.len() > keep || g.redeals_left > 0) && !g.status(rules).is_over() {
            buf.clear();
            g.legal_moves(rules, &mut buf);
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let m = match g.choose(rules, &buf) {
                Some(m) if x % 4 != 0 => m,
                _ => buf[(x % buf.len() as u64) as usize],
            };
            g.apply(rules, m);
        }
        g
    }

    fn replays(rules: &BigBenRules, g: &BigBen, moves: &[BigBenMove]) {
        let mut h = *g;
        for &m in moves {
            assert_eq!(h.check(rules, m), Ok(()), "{h:?}");
            h.apply(rules, m);
        }
        assert_eq!(h.status(rules), Status::Won);
    }

    /// The tuned verdict against plain search (every legal move, the whole state as the
    /// key, no proofs) on late positions of real deals; returns how many were [lost, won].
    fn check_against_plain(
        rules: &BigBenRules,
        seeds: std::ops::Range<u64>,
        keep: usize,
        plain_budget: u64,
    ) -> [u32; 2] {
        let mut s = Searcher::<BigBen>::new(config(2_000_000));
        let mut plain = Searcher::<BigBen>::new(config(plain_budget));
        let mut seen = [0; 2];
        for seed in seeds {
            let g = late_position(rules, seed, keep);
            if g.status(rules).is_over() {
                continue;
            }
            let p = plain.solve_plain(rules, &g);
            let truth = match p.verdict {
                Verdict::Won => true,
                Verdict::Lost => false,
                Verdict::Unknown => continue,
            };
            if truth {
                // No proof may call a position on a winning line dead.
                let mut h = g;
                for &m in &p.moves {
                    assert!(
                        !h.is_dead(rules),
                        "seed {seed}: dead on a winning line: {h:?}"
                    );
                    h.apply(rules, m);
                }
            }
            let o = s.solve(rules, &g);
            let want = if truth { Verdict::Won } else { Verdict::Lost };
            assert_eq!(o.verdict, want, "seed {seed}: {g:?}");
            seen[usize::from(truth)] += 1;
            if truth {
                replays(rules, &g, &o.moves);
            }
        }
        seen
    }

    #[test]
    fn pruning_agrees_with_plain_search_near_the_end() {
        let rules = base();
        let mut seen = check_against_plain(&rules, 0..scale(40), 1, 50_000);
        let more = check_against_plain(&rules, 100..100 + scale(20), 3, 50_000);
        seen[0] += more[0];
        seen[1] += more[1];
        // Both verdicts occur, so the comparison could fail either way.
        assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
    }

    #[test]
    fn pruning_agrees_with_plain_search_with_a_redeal() {
        let mut rules = base();
        rules.redeals = 1;
        check_against_plain(&rules, 0..scale(20), 2, 50_000);
    }

    #[test]
    fn won_lines_replay_through_the_session() {
        let rules = base();
        let mut s = Searcher::<BigBen>::new(config(5_000));
        let mut won = 0;
        for seed in 0..20 {
            let deal = Deal::from_seed::<BigBen>(&rules, seed);
            let g = BigBen::start(&rules, &deal.cards, deal.start_seed());
            let o = s.solve(&rules, &g);
            if o.verdict == Verdict::Won {
                won += 1;
                let line = format_line(&rules, &g, &o.moves).join("\n");
                let mut sess = Session::<BigBen>::new(rules.clone(), deal);
                sess.play_list(&line).unwrap();
                assert_eq!(sess.status(), Status::Won, "seed {seed}");
            }
        }
        assert!(won >= 3, "{won}");
    }

    #[test]
    fn lost_positions_survive_random_playouts() {
        let rules = base();
        let mut s = Searcher::<BigBen>::new(config(200_000));
        let mut lost = 0;
        for seed in 0..scale(30) {
            let g = late_position(&rules, seed, 4);
            if g.status(&rules).is_over() || s.solve(&rules, &g).verdict != Verdict::Lost {
                continue;
            }
            lost += 1;
            assert!(
                !random_playouts_win(&rules, &g, 200, 400, seed),
                "seed {seed}: {g:?}"
            );
        }
        assert!(lost > 0);
    }
}
