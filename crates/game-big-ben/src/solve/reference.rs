//! The precedence proof as it was first written: one work item per card event, every card
//! in one array. Kept as the reference the faster proof in `solve.rs` is checked against.

use super::Cases;
use crate::BigBen;
use crate::BigBenRules;
use cards::{Card, Rank};

const WASTE: u8 = 12;
/// The stack of a card in the stock, or in a waste a redeal will turn over: its order binds
/// nothing.
const LOOSE: u8 = 13;
const NONE: u8 = u8::MAX;

/// The precedence proof's working state: every card off the foundations, where it lies,
/// and which of its events are shown possible.
struct Precedence {
    n: usize,
    card: [Card; 92],
    /// The stack (0..12 the piles, 12 the waste, [`LOOSE`]) and place, bottom first.
    stack: [u8; 92],
    index: [u8; 92],
    /// The copies of each card off the foundations.
    copies: [[u8; 2]; 52],
    /// For each card: how many foundations still wanting it take it next (`next`), and how
    /// many want other cards first (`later`); each of those is ready for it only once a
    /// copy of the card below it is home there.
    next: [u8; 52],
    later: [u8; 52],
    /// The same for the foundations that go on past the card (want the card above too).
    next_on: [u8; 52],
    later_on: [u8; 52],
    home: [bool; 92],
    left: [bool; 92],
    free: [bool; 92],
    /// For a card in the waste or low in a pile: it left and a build can have put it on a
    /// pile.
    built: [bool; 92],
    /// Copies of each card shown able to go home.
    homes: [u8; 52],
    /// Of those, how many can be home on a foundation that goes on past the card.
    homes_on: [u8; 52],
    /// The cases of proof B9's split the proof runs under.
    cases: Cases,
    work: [u16; 1024],
    len: usize,
    /// Set when the work list overflowed: the proof is then given up.
    lost_work: bool,
    /// A pile card below this place is a top only while its pile is short.
    low_waits: usize,
    /// Whether a king builds on an ace.
    wrap: bool,
    /// Cards a pile holds when full.
    size: usize,
    /// Whether some pile can be short, so that a fill can put a stock card on a pile.
    gap: bool,
}

/// The index of the card one rank higher in the same suit (a king wraps to the ace).
#[inline]
fn up(i: usize) -> usize {
    (i + 4) % 52
}

/// The index of the card one rank lower in the same suit (an ace wraps to the king).
#[inline]
fn down(i: usize) -> usize {
    (i + 48) % 52
}

/// Work items: a card whose events may have become possible.
const DIRTY_HOME: u8 = 0;
const DIRTY_LEAVE: u8 = 1;
const DIRTY_FREE: u8 = 2;

impl Precedence {
    #[inline]
    fn on(&self, i: usize) -> Option<usize> {
        (i + 1 < self.n && self.stack[i + 1] == self.stack[i] && self.stack[i] != LOOSE)
            .then_some(i + 1)
    }

    #[inline]
    fn below(&self, i: usize) -> Option<usize> {
        (i > 0 && self.stack[i - 1] == self.stack[i] && self.stack[i] != LOOSE).then(|| i - 1)
    }

    /// How many foundations can be ready for card `c` at most: those that take it next, and
    /// of the others no more than there are copies of the card below home on foundations
    /// that go on to `c` (each of them needs its own copy of that card first).
    #[inline]
    fn ready_count(&self, i: usize) -> u8 {
        if self.waits_for_parked(i) {
            return 0;
        }
        self.next[i] + self.later[i].min(self.homes_on[down(i)])
    }

    /// The same count for the foundations that go on past `c`.
    #[inline]
    fn ready_on_count(&self, i: usize) -> u8 {
        self.next_on[i] + self.later_on[i].min(self.homes_on[down(i)])
    }

    /// In case B of proof B9: card `i` is the one copy the parked card lies on, and no copy
    /// of the parked card is home yet.
    fn waits_for_parked(&self, i: usize) -> bool {
        let x = down(i);
        (self.cases.stays | self.cases.moved) & 1 << x != 0 && self.homes[x] == 0
    }

    /// Whether some foundation can be ready for x while x is in its place.
    #[inline]
    fn ready(&self, x: usize) -> bool {
        let i = self.card[x].index();
        let moved_first = self.cases.moved & 1 << down(i) != 0;
        !moved_first && self.ready_count(i) > 0
    }

    /// Whether x may leave its place to build.
    fn may_build(&self, x: usize) -> bool {
        let i = self.card[x].index();
        self.cases.no_build & 1 << i == 0
            && !(self.cases.stays & 1 << down(i) != 0 && self.waits_for_parked(i))
    }

    /// Brings the copies home on foundations that go on up to date with `homes`: each card's
    /// count, from the card below, until nothing changes. Returns the cards whose count rose.
    fn settle_homes_on(&mut self) -> Vec<usize> {
        let mut rose = Vec::new();
        loop {
            let mut changed = false;
            for i in 0..52 {
                let h = self.homes[i].min(self.ready_on_count(i));
                if h > self.homes_on[i] {
                    self.homes_on[i] = h;
                    rose.push(i);
                    changed = true;
                }
            }
            if !changed {
                return rose;
            }
        }
    }

    #[inline]
    fn push(&mut self, kind: u8, x: usize) {
        if self.len < self.work.len() {
            self.work[self.len] = u16::from(kind) << 8 | x as u16;
            self.len += 1;
        } else {
            self.lost_work = true;
        }
    }

    /// Copy `z` of the card x builds on is (or has been) a pile top that takes x; with `own`
    /// false, z may lie below x in x's own stack.
    #[inline]
    fn takes(&self, z: usize, x: usize, own: bool) -> bool {
        if own
            && self.stack[z] == self.stack[x]
            && self.stack[x] != LOOSE
            && self.index[z] < self.index[x]
        {
            return false;
        }
        if self.stack[z] == LOOSE {
            // On a pile by a fill or a build: see `free_event`.
            return self.free[z];
        }
        // A waste card, or one low in a pile, takes builds only where a build has put it.
        if self.late(z) {
            return self.left[z] && self.built[z];
        }
        self.on(z).is_none_or(|y| self.left[y])
    }
}

impl BigBen {
    /// The precedence proof. Every card must go home. For each card x off the foundations
    /// write H(x) for the moment it goes home; for a card in a pile (or in the waste, with
    /// no redeal ahead to turn it over) L(x) for the moment it first leaves its place and
    /// E(x) for the first moment it has somewhere to go. In any play:
    ///
    /// - L(x) comes after L(y) for the card y lying directly on x (only a top card moves),
    ///   and after E(x);
    /// - E(x) comes after x's foundation is ready for it, or after a pile top it builds on
    ///   shows: a copy z of the card above x (not below x in its own stack, where x covers
    ///   it) that is a pile's top with `pile_size` cards or more, i.e. the card on z has left
    ///   (a z below place `pile_size` - 1 is a top only with fewer cards: then z itself has
    ///   left, L(z), and could build, for only a build puts it on a pile); a z in the waste
    ///   the same way; one in the stock once some pile can be short (a fill can put it
    ///   there) or once a copy of the card above it shows (a build can);
    /// - H(x) comes after L(x) and after a foundation is ready for x, one not taken by the
    ///   other copy of x: a foundation that wants x next is ready, one that wants other cards
    ///   first is ready once a copy c of the card one rank lower is home *there*. So the
    ///   j-th copy of x to go home needs j ready foundations, and no more foundations that
    ///   wait for c can be ready than copies of c are home. The proof counts, for each card,
    ///   the copies shown able to go home and bounds them this way (the copy that goes first
    ///   is not fixed: any copy that has left may take the count up).
    ///
    /// Starting from what needs nothing, each event that has what it needs is marked
    /// possible; if at the end some H(x) is not, no play puts every card home.
    /// Under `cases`, each case of proof B9's split adds its need (docs/proofs.md).
    pub(crate) fn precedence_dead_reference(&self, rules: &BigBenRules, cases: Cases) -> bool {
        let mut p = Precedence::new(rules, cases);
        p.count_wants(self);
        p.lay_out(self);
        p.mark_possible();
        !p.lost_work && !p.home[..p.n].iter().all(|&h| h)
    }
}

impl Precedence {
    fn new(rules: &BigBenRules, cases: Cases) -> Self {
        Precedence {
            n: 0,
            card: [Card::default(); 92],
            stack: [0; 92],
            index: [0; 92],
            copies: [[NONE; 2]; 52],
            next: [0; 52],
            later: [0; 52],
            next_on: [0; 52],
            later_on: [0; 52],
            home: [false; 92],
            left: [false; 92],
            free: [false; 92],
            built: [false; 92],
            homes: [0; 52],
            homes_on: [0; 52],
            cases,
            work: [0; 1024],
            len: 0,
            lost_work: false,
            low_waits: if rules.build_on_short_piles {
                0
            } else {
                rules.pile_size as usize - 1
            },
            wrap: rules.tableau_wrap,
            size: rules.pile_size as usize,
            gap: false,
        }
    }

    /// For each card, how many foundations want it next and how many want it later.
    fn count_wants(&mut self, g: &BigBen) {
        for f in 0..12 {
            let b = g.base[f];
            let mut r = b.rank();
            for _ in 0..g.built[f] {
                r = r.next_wrapping();
            }
            let wanted = g.span(f) - g.built[f] as usize;
            for k in 0..wanted {
                r = r.next_wrapping();
                let i = Card::new(r, b.suit()).index();
                let on = u8::from(k + 1 < wanted);
                if k == 0 {
                    self.next[i] += 1;
                    self.next_on[i] += on;
                } else {
                    self.later[i] += 1;
                    self.later_on[i] += on;
                }
            }
        }
    }

    /// Every card off the foundations, pile by pile, then the waste and the stock.
    fn lay_out(&mut self, g: &BigBen) {
        for (s, pile) in g.tableau.iter().enumerate() {
            for (i, &c) in pile.iter().enumerate() {
                self.add(c, s as u8, i);
            }
        }
        let wst = if g.redeals_left == 0 { WASTE } else { LOOSE };
        for (i, &c) in g.waste.iter().enumerate() {
            self.add(c, wst, i);
        }
        for &c in g.stock.iter() {
            self.add(c, LOOSE, 0);
        }
        self.gap = g.tableau.iter().any(|t| t.len() < self.size);
    }

    fn add(&mut self, c: Card, st: u8, i: usize) {
        let n = self.n;
        self.card[n] = c;
        self.stack[n] = st;
        self.index[n] = i as u8;
        let k = &mut self.copies[c.index()];
        if k[0] == NONE {
            k[0] = n as u8;
        } else {
            k[1] = n as u8;
        }
        self.n += 1;
    }

    /// Marks every event that has what it needs, until nothing changes.
    fn mark_possible(&mut self) {
        for x in (0..self.n).rev() {
            self.push(DIRTY_FREE, x);
            while self.len > 0 {
                self.len -= 1;
                let item = self.work[self.len];
                let (kind, x) = ((item >> 8) as u8, (item & 0xff) as usize);
                match kind {
                    DIRTY_FREE => self.free_event(x),
                    DIRTY_LEAVE => self.leave_event(x),
                    _ => self.home_event(x),
                }
            }
        }
    }

    /// Pushes a work item for each copy of card `i` off the foundations.
    fn push_copies(&mut self, kind: u8, i: usize) {
        for w in self.copies[i] {
            if w != NONE {
                self.push(kind, w as usize);
            }
        }
    }

    /// E(x): x has somewhere to go. For a loose card, which may go home at any time, `free`
    /// says instead that it can lie on a pile and take builds: put there by a fill, once some
    /// pile can be short, or by a build.
    fn free_event(&mut self, x: usize) {
        let c = self.card[x];
        if self.left[x] && self.late(x) && !self.built[x] && self.can_build(x, false) {
            // A card that left and takes builds only on a pile may have gone there.
            self.built[x] = true;
            self.push_copies(DIRTY_FREE, down(c.index()));
        }
        if self.free[x] {
            self.push(DIRTY_HOME, x);
            return;
        }
        let loose = self.stack[x] == LOOSE;
        if loose {
            self.push(DIRTY_HOME, x);
        }
        let ok = (if loose { self.gap } else { self.ready(x) }) || self.can_build(x, true);
        if ok && loose {
            self.free[x] = true;
            self.push_copies(DIRTY_FREE, down(c.index()));
        } else if ok {
            self.free[x] = true;
            self.push(DIRTY_LEAVE, x);
        }
    }

    /// Whether x may build on a copy of the card above it that takes it. With `own` false,
    /// a copy below x in its own stack counts too (once x has left, where it went first is
    /// not followed).
    fn can_build(&self, x: usize, own: bool) -> bool {
        let c = self.card[x];
        self.may_build(x)
            && (self.wrap || c.rank() != Rank::KING)
            && self.copies[up(c.index())]
                .iter()
                .any(|&z| z != NONE && self.takes(z as usize, x, own))
    }

    /// Whether x, in the waste or low in a pile, takes builds only once a build has put it
    /// on a pile.
    fn late(&self, x: usize) -> bool {
        self.stack[x] == WASTE || self.stack[x] < WASTE && (self.index[x] as usize) < self.low_waits
    }

    /// L(x): x leaves its place.
    fn leave_event(&mut self, x: usize) {
        if self.left[x] || !self.free[x] || self.on(x).is_some_and(|y| !self.left[y]) {
            return;
        }
        self.left[x] = true;
        self.push(DIRTY_HOME, x);
        if self.late(x) {
            self.push(DIRTY_FREE, x);
        }
        if self.stack[x] < WASTE && (self.index[x] as usize) < self.size && !self.gap {
            // The pile is short now: a fill may put any loose card on it.
            self.gap = true;
            for w in 0..self.n {
                if self.stack[w] == LOOSE {
                    self.push(DIRTY_FREE, w);
                }
            }
        }
        // What this uncovers: the card below may leave; cards that build on the card below
        // (or on x, if it had to move first) may go there.
        if let Some(b) = self.below(x) {
            self.push(DIRTY_LEAVE, b);
            self.push_copies(DIRTY_FREE, down(self.card[b].index()));
        }
        self.push_copies(DIRTY_FREE, down(self.card[x].index()));
    }

    /// H(x): x goes home.
    fn home_event(&mut self, x: usize) {
        let c = self.card[x].index();
        if self.home[x]
            || !(self.stack[x] == LOOSE || self.left[x])
            || self.homes[c] >= self.ready_count(c)
        {
            return;
        }
        self.home[x] = true;
        self.homes[c] += 1;
        // The cards above those whose count on going foundations rose, and above `c` (a
        // parked card's first copy home frees the card it lies on).
        let mut rose = self.settle_homes_on();
        rose.push(c);
        for r in rose {
            for w in self.copies[up(r)] {
                if w != NONE {
                    self.push(DIRTY_FREE, w as usize);
                    self.push(DIRTY_HOME, w as usize);
                }
            }
        }
    }
}
