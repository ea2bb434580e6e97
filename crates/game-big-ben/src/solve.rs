//! What the solver knows about Big Ben: which positions are the same, which foundation moves
//! are safe, which moves to try first. Each rule is checked against plain search in the
//! tests below.

use crate::{BigBen, BigBenMove, BigBenRules, Place, builds_on};
use cards::{Card, Rank};
use engine::Status;
use engine::solve::{PosHasher, Solve};
use std::hash::Hasher;

/// Distance of rank `r` above rank `b`, going up and wrapping (0 to 12).
#[inline]
fn offset(b: Rank, r: Rank) -> usize {
    (r.value() as usize + 13 - b.value() as usize) % 13
}

impl BigBen {
    /// Cards the foundation at hour index `f` takes in all (7 or 8).
    #[inline]
    fn span(&self, f: usize) -> usize {
        (f + 14 - self.base[f].rank().value() as usize) % 13
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

    /// A card to a foundation that no winning line can regret: see docs/proofs.md, proof B2.
    fn safe_to_foundation(&self, rules: &BigBenRules) -> Option<BigBenMove> {
        let wants = self.foundation_wants();
        (0..12u8)
            .map(Place::Tableau)
            .chain(std::iter::once(Place::Waste))
            .find_map(|from| {
                let f = self.forced_home_with(rules, &wants, from)?;
                Some(BigBenMove::Card {
                    from,
                    to: Place::Foundation(f),
                })
            })
    }

    /// The foundation the top card of `from` goes to when that move is forced (proof B2 of
    /// docs/proofs.md): it is the only foundation still wanting the card, no card that
    /// builds on it is out, and taking it changes nothing else (a pile keeps `pile_size`
    /// cards unless no stock card will be dealt again; the waste only without a redeal
    /// ahead).
    pub(crate) fn forced_home(&self, rules: &BigBenRules, from: Place) -> Option<u8> {
        self.forced_home_with(rules, &self.foundation_wants(), from)
    }

    fn forced_home_with(&self, rules: &BigBenRules, wants: &[u16; 52], from: Place) -> Option<u8> {
        let c = match from {
            Place::Tableau(p) => {
                let pile = &self.tableau[p as usize];
                if !self.stock_done() && pile.len() <= rules.size() {
                    return None;
                }
                pile.top()?
            }
            Place::Waste if self.redeals_left == 0 => self.waste.top()?,
            _ => return None,
        };
        // The first foundation that takes `c`: then it is also the only one wanting it.
        let w = wants[c.index()];
        let f = w.trailing_zeros() as usize;
        let below = Card::new(c.rank().prev_wrapping(), c.suit());
        (w != 0
            && w == 1 << f
            && self.copies_out(c) == 1
            && (!builds_on(below, c, rules.tableau_wrap) || self.copies_out(below) == 0))
            .then_some(f as u8)
    }
}

impl BigBen {
    #[cfg(test)]
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
}

/// Stacks in the precedence proof: the twelve piles, then the waste when no redeal is ahead.
const STACKS: usize = 13;
const WASTE: usize = 12;

/// The index of the card one rank higher in the same suit (a king wraps to the ace).
#[inline]
fn up(i: usize) -> usize {
    if i >= 48 { i - 48 } else { i + 4 }
}

/// The index of the card one rank lower in the same suit (an ace wraps to the king).
#[inline]
fn down(i: usize) -> usize {
    if i < 4 { i + 48 } else { i - 4 }
}

/// The precedence proof's working state. A stack (a pile, or the waste with no redeal
/// ahead) loses cards only from its top, so the cards shown able to leave it are a top
/// segment and `rem` counts the others. Cards in the stock, or in a waste a redeal will
/// turn over, are loose: their order binds nothing.
#[derive(Clone)]
struct Precedence<'a> {
    g: &'a BigBen,
    /// The loose cards, one bit each (a card with both copies loose has two able).
    loose: u64,
    /// Whether the waste is a stack (no redeal ahead).
    waste_binds: bool,
    rem: [u8; STACKS],
    /// For each card, the stacks whose top (the next card to leave) is a copy of it.
    top_of: [u16; 52],
    /// The cards with a copy shown to take builds at some time, as a pile's top (see
    /// [`Precedence::build_room`], `loose_wait` and `late_wait`). One bit per card.
    shows: u64,
    /// Copies of each card loose or shown able to leave their place.
    able: [u8; 52],
    /// For each card: how many foundations still wanting it take it next (`next`), and how
    /// many want other cards first (`later`); each of those is ready for it only once a
    /// copy of the card below it is home there.
    next: [u8; 52],
    later: [u8; 52],
    /// How many foundations can be ready for each card at most: those that take it next,
    /// and of the others no more than there are copies of the card below home (each of
    /// them needs its own copy of that card first). Kept up to date as homes go up.
    ready: [u8; 52],
    /// The same three counts for the foundations that go on past the card (that want the
    /// card above it too): a copy home on a foundation that ends on the card readies no
    /// foundation for the card above.
    next_on: [u8; 52],
    later_on: [u8; 52],
    ready_on: [u8; 52],
    /// Copies of each card shown able to go home, and how many cards off the foundations
    /// are not.
    homes: [u8; 52],
    /// Of those copies, how many can be home on a foundation that goes on past the card.
    homes_on: [u8; 52],
    missing: usize,
    /// Stacks whose top may now have somewhere to go, one bit each.
    dirty: u16,
    /// How many of a pile's lowest places show only once their card has left itself (see
    /// docs/proofs.md, proof B4).
    low_waits: usize,
    wrap: bool,
    /// The cases of proof B9's split the proof runs under (none: the plain proof).
    cases: Cases,
    /// Parked cards whose first copy home frees the card above them: see [`Precedence::raise`].
    freed: u64,
    /// The cards with a copy that left its place with no foundation ready for it, only a
    /// pile top to build on (the cards that case A of proof B9 may hold back).
    via_build: u64,
    /// The proof as it once was, for the tests: a waste card shows once uncovered, a card
    /// that shows once it has left shows however it left, and loose cards at once.
    lenient: bool,
    /// Cards a pile holds when full.
    size: usize,
    /// Whether some pile can be short, so that a fill can put a loose card on a pile.
    gap: bool,
    /// Loose cards not yet shown to take builds. A loose card takes builds only on a pile:
    /// put there by a fill (once `gap` holds) or by a build onto a copy of the card above.
    loose_wait: u64,
    /// Cards that left their place and take builds only where a build puts them (in the
    /// waste, or low in a pile), not yet shown able to build.
    late_wait: u64,
}

impl<'a> Precedence<'a> {
    #[inline]
    fn stack(&self, s: usize) -> &'a [Card] {
        if s < WASTE {
            self.g.tableau[s].as_slice()
        } else if self.waste_binds {
            self.g.waste.as_slice()
        } else {
            &[]
        }
    }

    /// Whether the card at place `i` of stack `s` shows (takes builds) only once it has
    /// left, rather than once it is the top.
    #[inline]
    fn shows_late(&self, s: usize, i: usize) -> bool {
        if s < WASTE {
            i < self.low_waits
        } else {
            !self.lenient
        }
    }

    /// Whether a foundation can be ready for card `c`, the top of its stack.
    #[inline]
    fn home_room(&self, c: usize) -> bool {
        self.ready[c] > 0 && !self.waits_for_parked(c) && self.cases.moved >> down(c) & 1 == 0
    }

    /// Whether a copy of the card above `c` shows as a pile top that takes it.
    #[inline]
    fn build_room(&self, c: usize) -> bool {
        self.cases.no_build >> c & 1 == 0
            && (self.wrap || c < 48)
            && self.shows >> up(c) & 1 != 0
            && !(self.cases.stays >> down(c) & 1 != 0 && self.waits_for_parked(c))
    }

    /// In case B of proof B9: card `c` is the one copy the parked card lies on, and no copy
    /// of the parked card is home yet.
    #[inline]
    fn waits_for_parked(&self, c: usize) -> bool {
        let x = down(c);
        (self.cases.stays | self.cases.moved) >> x & 1 != 0 && self.homes[x] == 0
    }

    /// Card `c` shows: the tops that build on it may now have somewhere to go.
    #[inline]
    fn show(&mut self, c: usize) {
        if self.shows >> c & 1 == 0 {
            self.shows |= 1u64 << c;
            self.dirty |= self.top_of[down(c)];
        }
    }

    /// The waiting cards of `which` (loose, or gone from a late place) show now.
    fn show_waiting(&mut self, which: u64) {
        let mut b = (self.loose_wait | self.late_wait) & which;
        self.loose_wait &= !which;
        self.late_wait &= !which;
        while b != 0 {
            self.show(b.trailing_zeros() as usize);
            b &= b - 1;
        }
    }

    /// Takes cards off stack `s` while its top has somewhere to go.
    fn settle_stack(&mut self, s: usize, rec: &mut Snapshots<'a>) {
        let cards = &self.stack(s)[..self.rem[s] as usize];
        for (i, c) in cards.iter().enumerate().rev() {
            let c = c.index();
            if !self.home_room(c) {
                if !self.build_room(c) {
                    break;
                }
                if rec.wants(c) {
                    // Case A of a split on `c` breaks off here.
                    rec.take(c, Resume::Stack(s), self.clone());
                }
                self.via_build |= 1u64 << c;
            }
            self.rem[s] = i as u8;
            if s < WASTE && i < self.size && !self.gap {
                // The pile is short now: a fill may put any loose card on it.
                self.gap = true;
                let loose = self.loose_wait;
                self.show_waiting(loose);
            }
            self.top_of[c] &= !(1u16 << s);
            if i > 0 {
                self.top_of[cards[i - 1].index()] |= 1u16 << s;
            }
            self.able[c] += 1;
            self.raise(c);
            // This card, or the one it uncovers, may now take builds.
            if self.shows_late(s, i) {
                // It takes builds only where a build puts it (case A of a split on it
                // holds that back).
                if self.lenient || self.build_room(c) {
                    if !self.lenient && rec.wants(c) {
                        // Case A of a split on `c` leaves it waiting and goes on (the card
                        // below shows late too, so nothing else happens here).
                        let mut a = self.clone();
                        a.late_wait |= 1u64 << c;
                        rec.take(c, Resume::Stack(s), a);
                    }
                    self.via_build |= 1u64 << c;
                    self.show(c);
                } else {
                    self.late_wait |= 1u64 << c;
                }
            }
            if i > 0 && !self.shows_late(s, i - 1) {
                self.show(cards[i - 1].index());
            }
        }
        // The top was judged after every change made here.
        self.dirty &= !(1u16 << s);
    }

    /// Raises the homes of card `c` to what its able copies and ready foundations allow,
    /// and then those of the cards above it in its suit that this lets go further.
    fn raise(&mut self, c: usize) {
        self.raise_chain(c);
        while self.freed != 0 {
            // The card a parked copy lay on may now go home, or leave for its foundation.
            let u = up(self.freed.trailing_zeros() as usize);
            self.freed &= self.freed - 1;
            self.dirty |= self.top_of[u];
            self.raise_chain(u);
        }
    }

    fn raise_chain(&mut self, mut c: usize) {
        loop {
            let was = self.homes[c];
            let was_on = self.homes_on[c];
            let h = if self.waits_for_parked(c) {
                0
            } else {
                self.able[c].min(self.ready[c])
            };
            let h_on = h.min(self.ready_on[c]);
            self.homes[c] = h;
            self.missing -= usize::from(h - was);
            self.homes_on[c] = h_on;
            if was == 0 && h > 0 {
                self.freed |= (self.cases.stays | self.cases.moved) & 1u64 << c;
            }
            let u = up(c);
            // Only a copy home on a foundation that goes on readies one for `u`.
            if h_on <= was_on || self.later[u] <= was_on {
                return;
            }
            // A copy of `u` may now have its foundation ready, where none could be.
            if self.ready[u] == 0 {
                self.dirty |= self.top_of[u];
            }
            self.ready[u] = self.next[u] + self.later[u].min(h_on);
            self.ready_on[u] = self.next_on[u] + self.later_on[u].min(h_on);
            c = u;
        }
    }
}

impl BigBen {
    /// Whether no play puts every card home: see docs/proofs.md, proofs B3, B4 and B9 (the
    /// split `depth` deep; 0 for the plain proof).
    pub(crate) fn precedence_dead(&self, rules: &BigBenRules, depth: u32) -> bool {
        let start = self.precedence_start(rules, false);
        if depth == 0 {
            return start.finish(Cases::PLAIN).0;
        }
        let mut rec = Snapshots {
            want: start.split_cards(),
            taken: Vec::new(),
        };
        let (dead, split) = start.clone().finish_recording(Cases::PLAIN, &mut rec);
        dead || start.split_dead_from(rec, split, depth)
    }

    /// The precedence proof under `cases`, from the start: see [`Precedence::finish`].
    #[cfg(test)]
    fn precedence_run(&self, rules: &BigBenRules, cases: Cases) -> (bool, u64) {
        self.precedence_start(rules, false).finish(cases)
    }

    /// The precedence proof; `lenient` lets a waste card take builds once uncovered, a
    /// loose card at any time and a card low in a pile once it has left, however it left,
    /// as the proof once did (the tests compare the two).
    #[cfg(test)]
    fn precedence_run_as(&self, rules: &BigBenRules, cases: Cases, lenient: bool) -> (bool, u64) {
        self.precedence_start(rules, lenient).finish(cases)
    }

    /// The precedence proof's state before any event is marked, the same under every case
    /// of the split: what each foundation wants, the stacks, the loose cards.
    fn precedence_start(&self, rules: &BigBenRules, lenient: bool) -> Precedence<'_> {
        let mut p = Precedence {
            cases: Cases::PLAIN,
            loose: 0,
            freed: 0,
            via_build: 0,
            g: self,
            waste_binds: self.redeals_left == 0,
            rem: [0; STACKS],
            top_of: [0; 52],
            shows: 0,
            able: [0; 52],
            next: [0; 52],
            later: [0; 52],
            ready: [0; 52],
            next_on: [0; 52],
            later_on: [0; 52],
            ready_on: [0; 52],
            homes: [0; 52],
            homes_on: [0; 52],
            missing: 0,
            dirty: 0,
            low_waits: if rules.build_on_short_piles {
                0
            } else {
                rules.size() - 1
            },
            wrap: rules.tableau_wrap,
            lenient,
            size: rules.size(),
            gap: false,
            loose_wait: 0,
            late_wait: 0,
        };
        for f in 0..12 {
            let built = self.built[f] as usize;
            let mut i = self.top_index(f);
            let span = self.span(f);
            for k in built..span {
                i = up(i);
                let on = u8::from(k + 1 < span);
                if k == built {
                    p.next[i] += 1;
                    p.next_on[i] += on;
                } else {
                    p.later[i] += 1;
                    p.later_on[i] += on;
                }
            }
        }
        // No copy is home yet.
        p.ready = p.next;
        p.ready_on = p.next_on;
        for s in 0..STACKS {
            let cards = p.stack(s);
            p.rem[s] = cards.len() as u8;
            p.missing += cards.len();
            if let Some(t) = cards.last() {
                let t = t.index();
                p.top_of[t] |= 1u16 << s;
                if !p.shows_late(s, cards.len() - 1) {
                    p.shows |= 1u64 << t;
                }
            }
        }
        let loose = if p.waste_binds {
            &[][..]
        } else {
            self.waste.as_slice()
        };
        let mut loose_cards = 0u64;
        for c in loose.iter().chain(self.stock.iter()) {
            let c = c.index();
            loose_cards |= 1u64 << c;
            p.able[c] += 1;
            p.missing += 1;
        }
        p.gap = lenient || self.tableau.iter().any(|t| t.len() < p.size);
        if p.gap {
            p.shows |= loose_cards;
        } else {
            p.loose_wait = loose_cards;
        }
        p.dirty = (1u16 << STACKS) - 1;
        p.loose = loose_cards;
        p
    }
}

impl<'a> Precedence<'a> {
    /// Proof B9: whether, for one of the cards in `split`, the precedence proof under each
    /// case of the split on it (added to `cases`) proves the position dead, itself or
    /// through a split on a further card, `depth` splits deep at most. `self` is the
    /// proof's start.
    fn split_dead(&self, cases: Cases, split: u64, depth: u32) -> bool {
        let mut b = split & !cases.split_on();
        while b != 0 {
            let x = b.trailing_zeros() as usize;
            b &= b - 1;
            if cases.split(x).iter().all(|&c| self.case_dead(c, depth)) {
                return true;
            }
        }
        false
    }

    /// Whether the proof under `cases` proves the position dead, itself or through a split
    /// on a further card, `depth` splits deep at most (counting the split `cases` makes).
    fn case_dead(&self, cases: Cases, depth: u32) -> bool {
        let (dead, further) = self.clone().finish(cases);
        dead || depth > 1 && self.split_dead(cases, further, depth - 1)
    }

    /// [`Precedence::split_dead`] on the plain proof's `split`, with case A of each card run
    /// on from the plain proof's state at the card's first build (recorded in `rec`): up to
    /// there the two runs are the same.
    fn split_dead_from(&self, rec: Snapshots<'a>, split: u64, depth: u32) -> bool {
        let mut rest = split;
        for (x, at, snap) in rec.taken {
            if rest >> x & 1 == 0 {
                continue;
            }
            rest &= !(1u64 << x);
            let [a, b1, b2] = Cases::PLAIN.split(x);
            let (dead, further) = snap.resume(a, at);
            if (dead || depth > 1 && self.split_dead(a, further, depth - 1))
                && self.case_dead(b1, depth)
                && self.case_dead(b2, depth)
            {
                return true;
            }
        }
        // Cards with no recorded state: none but in the tests' lenient proof, where a card
        // that left the waste takes builds without one.
        self.split_dead(Cases::PLAIN, rest, depth)
    }

    /// Whether a split may be tried on card `x` whatever happens: one copy of the card
    /// above it is off the foundations (see [`Precedence::finish`]).
    #[inline]
    fn splits_on(&self, x: usize) -> bool {
        self.next[up(x)] + self.later[up(x)] == 1
    }

    /// The cards [`Precedence::splits_on`] holds for.
    fn split_cards(&self) -> u64 {
        (0..52)
            .filter(|&x| self.splits_on(x))
            .fold(0, |b, x| b | 1u64 << x)
    }

    /// The precedence proof (B3) from its start, plain or under cases of proof B9's split:
    /// whether it proves the position dead, and the cards the split may be tried on (those
    /// with a copy that left its place only to build, on the one copy of the card above off
    /// the foundations; for any other card, case A runs as the plain proof).
    fn finish(self, cases: Cases) -> (bool, u64) {
        self.finish_recording(cases, &mut Snapshots::none())
    }

    /// [`Precedence::finish`], recording in `rec` the state at the first build of each card
    /// it wants.
    fn finish_recording(mut self, cases: Cases, rec: &mut Snapshots<'a>) -> (bool, u64) {
        self.cases = cases;
        let mut loose_cards = self.loose;
        while loose_cards != 0 {
            self.raise(loose_cards.trailing_zeros() as usize);
            loose_cards &= loose_cards - 1;
        }
        self.fixpoint(rec)
    }

    /// Runs a recorded state on under `cases` from where it was taken.
    fn resume(mut self, cases: Cases, at: Resume) -> (bool, u64) {
        self.cases = cases;
        match at {
            Resume::Stack(s) => self.settle_stack(s, &mut Snapshots::none()),
            Resume::Loop => {}
            Resume::Done => return self.outcome(),
        }
        self.fixpoint(&mut Snapshots::none())
    }

    /// Marks events until nothing more follows, then says what [`Precedence::finish`] does.
    fn fixpoint(&mut self, rec: &mut Snapshots<'a>) -> (bool, u64) {
        let p = self;
        loop {
            while p.dirty != 0 && p.missing > 0 {
                p.settle_stack(p.dirty.trailing_zeros() as usize, rec);
            }
            if p.missing == 0 || (p.loose_wait | p.late_wait) == 0 {
                break;
            }
            // Waiting cards one rank below a card that shows.
            let below = p.shows >> 4 | if p.wrap { (p.shows & 0xF) << 48 } else { 0 };
            let mut b = (p.loose_wait | p.late_wait) & below;
            let mut now = 0u64;
            while b != 0 {
                let z = b.trailing_zeros() as usize;
                b &= b - 1;
                if p.build_room(z) {
                    now |= 1u64 << z;
                }
            }
            if now == 0 {
                break;
            }
            let mut first = now & rec.want;
            while first != 0 {
                // Case A of a split on `z` shows the others only.
                let z = first.trailing_zeros() as usize;
                first &= first - 1;
                let rest = now & !(1u64 << z);
                let mut a = p.clone();
                let at = if rest == 0 {
                    Resume::Done
                } else {
                    a.via_build |= rest;
                    a.show_waiting(rest);
                    Resume::Loop
                };
                rec.take(z, at, a);
            }
            // These go onto a pile as a build: case A of a split on them holds them back.
            p.via_build |= now;
            p.show_waiting(now);
        }
        p.outcome()
    }

    /// Whether the proof has shown the position dead (some card cannot go home), and the
    /// cards the split may be tried on.
    fn outcome(&self) -> (bool, u64) {
        let p = self;
        let mut split = p.via_build;
        let mut b = split;
        while b != 0 {
            let x = b.trailing_zeros() as usize;
            b &= b - 1;
            if !p.splits_on(x) {
                split &= !(1u64 << x);
            }
        }
        (p.missing > 0, split)
    }
}

/// Where a recorded state of the precedence proof runs on from.
#[derive(Clone, Copy)]
enum Resume {
    /// Within the settling of this stack.
    Stack(usize),
    /// At the top of the proof's loop.
    Loop,
    /// Nothing follows.
    Done,
}

/// States of a run of the precedence proof, each taken just before the first build of a
/// card it wants: case A of a split on the card (its copies never build) runs the same up to
/// there.
struct Snapshots<'a> {
    want: u64,
    taken: Vec<(usize, Resume, Precedence<'a>)>,
}

impl<'a> Snapshots<'a> {
    /// Records nothing.
    fn none() -> Self {
        Snapshots {
            want: 0,
            taken: Vec::new(),
        }
    }

    #[inline]
    fn wants(&self, c: usize) -> bool {
        self.want >> c & 1 != 0
    }

    fn take(&mut self, c: usize, at: Resume, p: Precedence<'a>) {
        self.want &= !(1u64 << c);
        self.taken.push((c, at, p));
    }
}

/// The cases of proof B9's split the precedence proof runs under, one bit per card: cards
/// whose copies never build (case A); cards a copy of which is built on the one copy of the
/// card above off the foundations while that copy is in its place (case B1), or after it
/// has left its place to build (case B2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cases {
    pub(crate) no_build: u64,
    pub(crate) stays: u64,
    pub(crate) moved: u64,
}

impl Cases {
    /// No case: the plain proof.
    pub(crate) const PLAIN: Cases = Cases {
        no_build: 0,
        stays: 0,
        moved: 0,
    };

    /// These cases with each of A, B1 and B2 on card `x`.
    pub(crate) fn split(self, x: usize) -> [Cases; 3] {
        let bit = 1u64 << x;
        [
            Cases {
                no_build: self.no_build | bit,
                ..self
            },
            Cases {
                stays: self.stays | bit,
                ..self
            },
            Cases {
                moved: self.moved | bit,
                ..self
            },
        ]
    }

    /// The cards split on.
    pub(crate) fn split_on(self) -> u64 {
        self.no_build | self.stays | self.moved
    }
}

/// How deep the search's proof of dead positions splits (B9): once, at every position it
/// generates; deeper costs more than it saves there.
const SEARCH_SPLIT_DEPTH: u32 = 1;

/// How deep the decider splits at the position it is given, once (a split within each
/// case of a split): a few hundred runs of the proof at most, well under a millisecond.
pub(crate) const ROOT_SPLIT_DEPTH: u32 = 2;

/// The orderings the search takes in turn: for each move class (see [`class`]) its place.
/// Each wins deals the others are slow on; the first wins the most on its own. A deal the
/// search does not win quickly is usually one where an early choice went wrong, and a fresh
/// start in another order often avoids it: so the engine runs [`ROUNDS`] rounds of these, each
/// round with the ties within a class broken in another order (the runs that chose them are
/// in docs/measurements.md, Big Ben).
const ORDERINGS: [[u8; 10]; 8] = [
    [0, 1, 5, 3, 4, 2, 6, 7, 8, 9],
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [0, 1, 6, 3, 4, 2, 5, 7, 8, 9],
    [0, 1, 5, 3, 2, 4, 6, 7, 8, 9],
    [0, 1, 3, 2, 5, 4, 6, 7, 8, 9],
    [0, 1, 2, 4, 6, 3, 5, 7, 8, 9],
    [0, 1, 4, 2, 3, 5, 6, 7, 8, 9],
    [0, 1, 6, 2, 5, 3, 4, 7, 8, 9],
];

/// Rounds of the orderings: the first breaks ties within a class by pile, the others each in
/// a fixed scrambled order of their own; from round [`FIXED_ROUNDS`] on, each ordering also
/// puts the classes between the foundation moves and the redeal in an order of its own (see
/// [`class_places`]); the runs that chose the numbers are in docs/measurements.md, Big Ben.
const ROUNDS: u32 = 128;
const FIXED_ROUNDS: u32 = 32;

/// The place of each move class in ordering `variant`: one of [`ORDERINGS`] for the first
/// [`FIXED_ROUNDS`] rounds, then the middle classes (2 to 7) in a shuffled order of places
/// drawn from the variant's number.
fn class_places(variant: u32) -> [u8; 10] {
    let mut order = ORDERINGS[variant as usize % ORDERINGS.len()];
    if variant / ORDERINGS.len() as u32 >= FIXED_ROUNDS {
        let mut h = u64::from(variant).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut places = [2u8, 3, 4, 5, 6, 7];
        for j in (1..places.len()).rev() {
            h ^= h << 13;
            h ^= h >> 7;
            h ^= h << 17;
            places.swap(j, (h % (j as u64 + 1)) as usize);
        }
        order[2..8].copy_from_slice(&places);
    }
    order
}

/// A number for each move, to scramble the order of moves of one class.
fn move_code(m: BigBenMove) -> u64 {
    let place = |p: Place| match p {
        Place::Tableau(h) => u64::from(h),
        Place::Foundation(h) => 16 + u64::from(h),
        Place::Waste => 32,
    };
    match m {
        BigBenMove::Card { from, to } => 1 + (place(from) << 6 | place(to)),
        BigBenMove::Fill => 1 << 13,
        BigBenMove::Draw => 2 << 13,
        BigBenMove::Redeal => 3 << 13,
    }
}

/// The class of a move: 0 a pile card home, 1 the waste card home, 2 the waste card onto a
/// pile, 3 a build that uncovers a card that goes home, 4 a build that opens a gap (with
/// stock to come), 5 fill, 6 draw, 7 any other build, 8 redeal.
fn class(g: &BigBen, rules: &BigBenRules, wants: &[u16; 52], m: BigBenMove) -> u8 {
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
            if g.exposes_wanted_card(a, wants) {
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

/// Writes the length and the cards of a pile (or the waste): seven cards to a word, one byte
/// each (the index plus one), the length in front of the first seven.
#[inline(always)]
fn write_cards(h: &mut PosHasher, cards: &[Card]) {
    if cards.len() < 7 {
        // The one word without a loop over the cards (a loop of a varying count is a
        // branch the processor guesses wrong): the cards as if there were seven, the length
        // in front, then shifted down past the cards that are not there.
        let byte = |j: usize| cards.get(j).map_or(0, |c| c.index() as u64 + 1);
        let mut word = (cards.len() as u64) << 56;
        for j in 0..7 {
            word |= byte(j) << (48 - 8 * j);
        }
        h.write_u64(word >> (8 * (7 - cards.len())));
        return;
    }
    let mut word = cards.len() as u64;
    let mut chunks = cards.chunks_exact(7);
    for chunk in &mut chunks {
        for c in chunk {
            word = word << 8 | (c.index() as u64 + 1);
        }
        h.write_u64(word);
        word = 0;
    }
    for c in chunks.remainder() {
        word = word << 8 | (c.index() as u64 + 1);
    }
    h.write_u64(word);
}

/// Sorts twelve values without branches on them (they are hashes, so a branch on their
/// order is a coin toss): a sorting network of 39 comparisons in 9 layers.
#[inline]
fn sort12(v: &mut [u64; 12]) {
    // Unrolled: the pairs as constants let each comparison be a pair of conditional moves.
    macro_rules! layers {
        ($([$(($i:literal, $j:literal)),*])*) => {
            $($({
                let (a, b) = (v[$i], v[$j]);
                v[$i] = a.min(b);
                v[$j] = a.max(b);
            })*)*
        };
    }
    layers! {
        [(0, 8), (1, 7), (2, 6), (3, 11), (4, 10), (5, 9)]
        [(0, 1), (2, 5), (3, 4), (6, 9), (7, 8), (10, 11)]
        [(0, 2), (1, 6), (5, 10), (9, 11)]
        [(0, 3), (1, 2), (4, 6), (5, 7), (8, 11), (9, 10)]
        [(1, 4), (3, 5), (6, 8), (7, 10)]
        [(1, 3), (2, 5), (6, 9), (8, 10)]
        [(2, 3), (4, 5), (6, 7), (8, 9)]
        [(4, 6), (5, 7)]
        [(3, 4), (5, 6), (7, 8)]
    }
}

impl BigBen {
    /// The key of pile `k` (its length and cards).
    #[inline]
    pub(crate) fn pile_key(&self, k: usize) -> u64 {
        let mut h = PosHasher::default();
        write_cards(&mut h, self.tableau[k].as_slice());
        h.finish()
    }

    /// The keys of the twelve piles.
    pub(crate) fn pile_keys(&self) -> [u64; 12] {
        std::array::from_fn(|k| self.pile_key(k))
    }

    /// A key that tells apart the positions card moves reach from one position as
    /// [`Solve::canonical_hash`] does, from their pile keys (`piles`, in any order once the
    /// stock is done) and the foundations: card moves leave the stock as it is and only
    /// take cards off the waste, so the cards that are not in the piles or home say what
    /// the waste holds.
    pub(crate) fn closure_key(&self, piles: &[u64; 12]) -> u64 {
        self.hash_piles_and_homes(piles).finish()
    }

    /// A hasher that has taken the piles (by their keys, in any order once the stock is
    /// done) and the foundations: the first part of [`Solve::canonical_hash`].
    fn hash_piles_and_homes(&self, piles: &[u64; 12]) -> PosHasher {
        let mut piles = *piles;
        if self.stock_done() {
            sort12(&mut piles);
        }
        let mut h = PosHasher::default();
        for p in piles {
            h.write_u64(p);
        }
        let mut word = 0u64;
        for &b in &self.built {
            word = word << 4 | u64::from(b);
        }
        h.write_u64(word);
        h
    }
}

impl Solve for BigBen {
    /// Cards home.
    fn progress(&self, _rules: &BigBenRules) -> u32 {
        self.built.iter().map(|&b| u32::from(b)).sum()
    }

    /// Positions that cannot differ in outcome share a key: see docs/proofs.md, proof B1.
    fn canonical_hash(&self, rules: &BigBenRules) -> u64 {
        let mut h = self.hash_piles_and_homes(&self.pile_keys());
        write_cards(&mut h, self.waste.as_slice());
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
        self.every_move(rules, out);
    }

    fn order_moves(&self, rules: &BigBenRules, moves: &mut [BigBenMove]) {
        self.order_moves_in(rules, moves, 0);
    }

    fn orderings(_rules: &BigBenRules) -> u32 {
        ROUNDS * ORDERINGS.len() as u32
    }

    fn order_moves_in(&self, rules: &BigBenRules, moves: &mut [BigBenMove], variant: u32) {
        let order = &class_places(variant);
        let round = u64::from(variant) / ORDERINGS.len() as u64;
        let wants = self.foundation_wants();
        // The class's place, then in later rounds a tie-break of the round's own (below 2^32).
        let key = |m: BigBenMove| {
            let place = u64::from(order[class(self, rules, &wants, m) as usize]) << 32;
            if round == 0 {
                place
            } else {
                let code = move_code(m) ^ round.wrapping_mul(0x9E37_79B9_7F4A_7C15);
                place | code.wrapping_mul(0xD6E8_FEB8_6659_FD93) >> 32
            }
        };
        const KEYED: usize = 64;
        if moves.len() > KEYED {
            moves.sort_by_key(|&m| key(m));
            return;
        }
        // Each key computed once, with the move's place below it: a stable sort's order.
        let mut keyed = [0u64; KEYED];
        let mut was = [BigBenMove::Draw; KEYED];
        let n = moves.len();
        for (i, &m) in moves.iter().enumerate() {
            keyed[i] = key(m) << 8 | i as u64;
            was[i] = m;
        }
        keyed[..n].sort_unstable();
        for (m, k) in moves.iter_mut().zip(&keyed[..n]) {
            *m = was[(k & 0xff) as usize];
        }
    }

    fn is_dead(&self, rules: &BigBenRules) -> bool {
        self.precedence_dead(rules, SEARCH_SPLIT_DEPTH)
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

mod beam;
mod decide;
mod suits;
pub use decide::{BIG_BEN_BUDGET, BigBenSolver, Decider, USUAL_BUDGET, decide_seed};

#[cfg(test)]
mod reference;

#[cfg(test)]
mod tests {
    use super::suits::SUIT_LIMIT;
    use super::*;
    use engine::Player;
    use engine::laws::solver_check_cases;
    use engine::solve::{Searcher, SolveConfig, Verdict, format_line, random_playouts_win};
    use engine::{Deal, Game, Session};

    /// The rules of `rules/big-ben.toml`.
    fn base() -> BigBenRules {
        toml("")
    }

    fn config(budget: u64) -> SolveConfig {
        SolveConfig {
            budget,
            table_entries: 1 << 18,
            threads: 1,
        }
    }

    /// The position of deal `seed` once the stock is down to `keep` cards (and, with a
    /// redeal, once it is used), reached mostly by the default player's choices with some
    /// random ones, so the walk keeps some chance of a win.
    fn late_position(rules: &BigBenRules, seed: u64, keep: usize) -> BigBen {
        let deal = Deal::from_seed::<BigBen>(rules, seed);
        let g = BigBen::start(rules, &deal.cards, seed);
        engine::laws::guided_walk(rules, g, seed, 4, |g| {
            g.stock.len() > keep || g.redeals_left > 0
        })
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

    /// Every ordering keeps the foundation moves first and the redeal last, and puts the
    /// classes between in some order of places 2 to 7; past the fixed rounds they vary.
    #[test]
    fn each_ordering_places_every_class_once() {
        let mut kinds = std::collections::HashSet::new();
        for v in 0..ROUNDS * ORDERINGS.len() as u32 {
            let p = class_places(v);
            assert_eq!((p[0], p[1], p[8], p[9]), (0, 1, 8, 9), "variant {v}");
            let mut mid = p[2..8].to_vec();
            mid.sort_unstable();
            assert_eq!(mid, [2, 3, 4, 5, 6, 7], "variant {v}");
            if v >= FIXED_ROUNDS * ORDERINGS.len() as u32 {
                kinds.insert(p);
            }
        }
        assert!(kinds.len() > 100, "{} orders of the classes", kinds.len());
    }

    #[test]
    fn pruning_agrees_with_plain_search_near_the_end() {
        let rules = base();
        let mut seen = check_against_plain(&rules, 0..solver_check_cases(40), 1, 50_000);
        let more = check_against_plain(&rules, 100..100 + solver_check_cases(20), 3, 50_000);
        seen[0] += more[0];
        seen[1] += more[1];
        // Both verdicts occur, so the comparison could fail either way.
        assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
    }

    /// Rule sets a user can write in TOML, each changing what the proofs look at: piles of
    /// one and two (a card at place 1 is a top with `pile_size` cards), no wrap, builds on
    /// short piles, piles of four.
    fn variants() -> Vec<(&'static str, BigBenRules)> {
        let with = |f: fn(&mut BigBenRules)| {
            let mut r = base();
            f(&mut r);
            r
        };
        vec![
            (
                "pile_size 1, no wrap",
                with(|r| {
                    r.pile_size = 1;
                    r.tableau_wrap = false;
                }),
            ),
            ("pile_size 2", with(|r| r.pile_size = 2)),
            ("no wrap", with(|r| r.tableau_wrap = false)),
            (
                "builds on short piles",
                with(|r| r.build_on_short_piles = true),
            ),
            ("pile_size 4", with(|r| r.pile_size = 4)),
        ]
    }

    /// Piles of one without wrap, deal 7003: a plain depth-first search (foundation moves
    /// first, a seen-set, nothing else) wins it without a step back. The precedence proof
    /// once took a card at place 1 to show only after leaving, as with piles of three, and
    /// called a position on that line dead; the search then never found the win.
    #[test]
    fn piles_of_one_deal_7003_is_won() {
        let (_, rules) = variants().swap_remove(0);
        let deal = Deal::from_seed::<BigBen>(&rules, 7003);
        let g = BigBen::start(&rules, &deal.cards, deal.start_seed());
        let p = Searcher::<BigBen>::new(config(100_000)).solve_plain(&rules, &g);
        assert_eq!(p.verdict, Verdict::Won);
        let mut h = g;
        for &m in &p.moves {
            assert!(!h.is_dead(&rules), "dead on a winning line: {}", h.show());
            h.apply(&rules, m);
        }
        let o = Searcher::<BigBen>::new(config(100_000)).solve(&rules, &g);
        assert_eq!(o.verdict, Verdict::Won);
        replays(&rules, &g, &o.moves);
    }

    #[test]
    fn pruning_agrees_with_plain_search_on_variants() {
        for (name, rules) in variants() {
            let seen = check_against_plain(&rules, 0..solver_check_cases(12), 2, 50_000);
            assert!(seen[0] + seen[1] > 0, "{name}: {seen:?}");
        }
    }

    /// Rules made as a user makes them: `rules/big-ben.toml` with a variant's `[rules]` on
    /// top.
    fn toml(overrides: &str) -> BigBenRules {
        crate::RULES
            .with(overrides)
            .unwrap_or_else(|e| panic!("{overrides}: {e}"))
    }

    /// Each pruning rule against exhaustive plain search (every legal move, every whole
    /// state kept, no proofs) on late positions of TOML-made rule sets where lost positions
    /// are common: the decider's verdict (precedence proof, forced moves, canonical keys,
    /// closed positions of earlier slices, orderings, the beam) equals the exhaustive one; no position on a
    /// winning line of plain search is called dead; a forced move never leaves a winnable
    /// position lost; won lines replay. Returns how many were [lost, won].
    fn check_against_exhaustive(rules: &BigBenRules, seeds: std::ops::Range<u64>) -> [u32; 2] {
        const LIMIT: usize = 20_000;
        let mut s = Decider::new(config(1_000_000));
        let mut racing = Decider::new(SolveConfig {
            threads: 2,
            ..config(1_000_000)
        });
        let mut plain = Searcher::<BigBen>::new(config(4 * LIMIT as u64));
        let mut seen = [0; 2];
        for seed in seeds {
            let keep = (seed % 3) as usize;
            let g = late_position(rules, seed, keep);
            if g.status(rules).is_over() {
                continue;
            }
            let Some(truth) = engine::solve::exhaustive(rules, &g, LIMIT) else {
                continue;
            };
            if truth {
                let p = plain.solve_plain(rules, &g);
                assert_eq!(p.verdict, Verdict::Won, "seed {seed}: {}", g.show());
                let mut h = g;
                for &m in &p.moves {
                    assert!(
                        !h.is_dead(rules),
                        "seed {seed}: dead on a winning line: {}",
                        h.show()
                    );
                    if let Some(f) = h.forced_move(rules) {
                        let mut after = h;
                        after.apply(rules, f);
                        assert_ne!(
                            engine::solve::exhaustive(rules, &after, LIMIT),
                            Some(false),
                            "seed {seed}: the forced move {f:?} loses a won position: {}",
                            h.show()
                        );
                    }
                    h.apply(rules, m);
                }
            }
            let o = s.decide(rules, &g);
            let want = if truth { Verdict::Won } else { Verdict::Lost };
            assert_eq!(o.verdict, want, "seed {seed}: {}", g.show());
            if truth {
                replays(rules, &g, &o.moves);
            }
            // A hint's two threads: the search beside the beams and the suit proof.
            let r = racing.decide(rules, &g);
            assert_eq!(r.verdict, want, "seed {seed}, two threads: {}", g.show());
            if truth {
                replays(rules, &g, &r.moves);
            }
            seen[usize::from(truth)] += 1;
        }
        seen
    }

    /// Two rule sets where lost positions are common (piles of one or two, no wrap: of 30
    /// late positions each, 23 and 19 lost), both verdicts checked in each.
    #[test]
    fn pruning_agrees_with_exhaustive_search_on_toml_variants() {
        let sets = [
            "[rules]\npile_size = 1\ntableau_wrap = false\n",
            "[rules]\npile_size = 2\ntableau_wrap = false\n",
        ];
        for text in sets {
            let rules = toml(text);
            let seen = check_against_exhaustive(&rules, 0..solver_check_cases(30));
            assert!(seen[0] > 0 && seen[1] > 0, "{text}: [lost, won] {seen:?}");
        }
    }

    /// More rule sets, each verdict checked where it occurs.
    #[test]
    fn pruning_agrees_with_exhaustive_search_on_more_variants() {
        let sets = [
            "[rules]\npile_size = 7\n",
            "[rules]\ntableau_wrap = false\n",
            "[rules]\npile_size = 4\nbuild_on_short_piles = true\n",
            "[rules]\nfill_start_hour = 3\nfill_direction = \"counterclockwise\"\n",
            "[rules]\npile_size = 1\nredeals = 1\n",
        ];
        let mut total = [0; 2];
        for text in sets {
            let seen = check_against_exhaustive(&toml(text), 0..solver_check_cases(12));
            total[0] += seen[0];
            total[1] += seen[1];
        }
        assert!(total[0] > 0 && total[1] > 0, "[lost, won] {total:?}");
    }

    /// Proof B8: a beam that dropped nothing and found no win searched every line. On late
    /// positions of two rule sets where lost positions are common, a beam wide enough to
    /// drop nothing says so only of positions exhaustive search finds lost, and does so for
    /// some of them.
    #[test]
    fn an_exhausted_beam_is_a_lost_position() {
        const LIMIT: usize = 20_000;
        let mut exhausted = 0;
        for text in [
            "[rules]\npile_size = 1\ntableau_wrap = false\n",
            "[rules]\npile_size = 2\ntableau_wrap = false\n",
        ] {
            let rules = toml(text);
            for seed in 0..solver_check_cases(30) {
                let g = late_position(&rules, seed, (seed % 3) as usize);
                if g.status(&rules).is_over() {
                    continue;
                }
                let Some(truth) = engine::solve::exhaustive(&rules, &g, LIMIT) else {
                    continue;
                };
                let b = beam::beam(
                    &rules,
                    &g,
                    100_000,
                    beam::Score::Weights([10, 2, 0]),
                    u64::MAX,
                );
                if b.exhausted {
                    assert!(
                        !truth,
                        "{text} seed {seed}: exhausted, but won: {}",
                        g.show()
                    );
                    assert!(b.moves.is_none());
                    exhausted += 1;
                }
                if truth {
                    assert!(b.moves.is_some(), "{text} seed {seed}: {}", g.show());
                }
            }
        }
        assert!(exhausted > 0);
    }

    /// Seed 343 of the base rules, which the depth-first search left unknown even at
    /// 20,000,000 positions, is won by the beam, and the line plays through a session.
    #[test]
    fn the_beam_wins_a_deal_the_search_leaves_open() {
        let rules = base();
        let deal = Deal::from_seed::<BigBen>(&rules, 343);
        let g = BigBen::start(&rules, &deal.cards, deal.start_seed());
        let o = Searcher::<BigBen>::new(config(100_000)).solve(&rules, &g);
        assert_eq!(o.verdict, Verdict::Unknown);
        let b = beam::beam(&rules, &g, 200, beam::Score::Weights([10, 1, 2]), 2_000_000);
        let moves = b.moves.expect("a winning line");
        let line = format_line(&rules, &g, &moves).join("\n");
        let mut sess = Session::<BigBen>::new(rules.clone(), deal);
        sess.play_list(&line).unwrap();
        assert_eq!(sess.status(), Status::Won);
    }

    /// Deal 4427 after the default player's first 23 moves, a mid-game position a hint left
    /// open within its 2 s: the beam ranked by the default player's score wins it at width
    /// 200, and neither narrow beam ranked by the weights does.
    #[test]
    fn the_players_score_wins_a_position_the_weighted_beams_leave_open() {
        let rules = base();
        let deal = Deal::from_seed::<BigBen>(&rules, 4427);
        let mut g = BigBen::start(&rules, &deal.cards, deal.start_seed());
        let mut legal = Vec::new();
        for _ in 0..23 {
            legal.clear();
            g.legal_moves(&rules, &mut legal);
            let m = g.choose(&rules, &legal).expect("the default player's move");
            g.apply(&rules, m);
        }
        assert_eq!(g.stock().len(), 37, "{}", g.show());
        for weights in [[10, 2, 0], [10, 1, 2]] {
            let b = beam::beam(&rules, &g, 200, beam::Score::Weights(weights), 2_000_000);
            assert!(b.moves.is_none(), "{weights:?}");
        }
        let b = beam::beam(&rules, &g, 200, beam::Score::Player, 2_000_000);
        replays(&rules, &g, &b.moves.expect("a winning line"));
    }

    /// The lost deal of docs/proofs.md (B7): piles of seven, deal 7, proved lost before any move
    /// (both 9♠ that 3 o'clock needs lie under five cards that wait for buried cards), and
    /// random play does not win it. Deal 2 of the same rules needs a search to be lost.
    #[test]
    fn piles_of_seven_deal_7_is_lost_at_the_start() {
        let rules = toml("[rules]\npile_size = 7\n");
        let start = |seed| {
            let deal = Deal::from_seed::<BigBen>(&rules, seed);
            BigBen::start(&rules, &deal.cards, deal.start_seed())
        };
        let g = start(7);
        assert_eq!(
            g.tableau(0),
            cards::parse_cards("9S 9S JD QD 6H 2D AC").unwrap()
        );
        assert!(g.is_dead(&rules));
        let o = Searcher::<BigBen>::new(config(1_000)).solve(&rules, &g);
        assert_eq!((o.verdict, o.nodes), (Verdict::Lost, 0));
        assert!(!random_playouts_win(&rules, &g, 200, 400, 7));
        assert!(!start(2).is_dead(&rules));
    }

    /// Deal 6614, open before in both built-in rule sets, is lost by its spades (B7): the
    /// only 8♠ in play lies under a J♠ and the only Q♠ under 10♠ J♠, and each J♠ can
    /// leave only where the other spades forbid. The proof fires before any move; the other
    /// suits alone are winnable; random play does not win it.
    #[test]
    fn deal_6614_is_lost_by_its_spades() {
        for rules in [base(), toml("[rules]\nredeals = 1\n")] {
            let deal = Deal::from_seed::<BigBen>(&rules, 6614);
            let g = BigBen::start(&rules, &deal.cards, deal.start_seed());
            assert_eq!(g.tableau(2), cards::parse_cards("8S KH JS").unwrap());
            assert_eq!(g.tableau(11), cards::parse_cards("QS TS JS").unwrap());
            let lost: Vec<bool> = (0..4).map(|s| g.suit_lost(&rules, s)).collect();
            assert_eq!(lost, [false, false, false, true]);
            // The first search (1,000 positions here) cannot finish; the proof decides.
            let o = Decider::new(config(1_000)).decide(&rules, &g);
            assert_eq!(o.verdict, Verdict::Lost);
            assert!(o.nodes <= 1_000, "{} positions", o.nodes);
            assert!(!random_playouts_win(&rules, &g, 200, 400, 6614));
        }
    }

    /// The suit proof (B7) against exhaustive plain search on late positions of TOML-made
    /// rule sets: a position it calls lost is never won, and it does fire on lost ones.
    #[test]
    fn suit_proof_agrees_with_exhaustive_search() {
        const LIMIT: usize = 20_000;
        let sets = [
            "[rules]\npile_size = 1\ntableau_wrap = false\n",
            "[rules]\npile_size = 2\ntableau_wrap = false\n",
            "[rules]\npile_size = 7\n",
            "[rules]\npile_size = 1\nredeals = 1\n",
        ];
        let (mut fired, mut won) = (0, 0);
        for text in sets {
            let rules = toml(text);
            for seed in 0..solver_check_cases(30) {
                let g = late_position(&rules, seed, (seed % 4) as usize);
                let Some(truth) = engine::solve::exhaustive(&rules, &g, LIMIT) else {
                    continue;
                };
                let dead = g.suit_dead(&rules);
                assert!(
                    !(dead && truth),
                    "{text} seed {seed}: won, yet dead: {}",
                    g.show()
                );
                fired += u32::from(dead);
                won += u32::from(truth);
            }
        }
        assert!(fired > 0 && won > 0, "fired {fired}, won {won}");
    }

    /// With no redeal left, the suit proof keeps the stock's order and the waste's: on
    /// positions with up to a dozen stock cards it calls none lost that exhaustive search
    /// wins, and it proves lost positions that the proof with the stock and waste free
    /// leaves open.
    #[test]
    fn ordered_suit_proof_agrees_with_exhaustive_search() {
        const LIMIT: usize = 50_000;
        let rules = toml("[rules]\npile_size = 1\ntableau_wrap = false\n");
        let (mut fired, mut only_ordered, mut won) = (0, 0, 0);
        for seed in 0..solver_check_cases(120) {
            let g = late_position(&rules, seed, 4 + (seed % 9) as usize);
            let Some(truth) = engine::solve::exhaustive(&rules, &g, LIMIT) else {
                continue;
            };
            let dead = g.suit_dead(&rules);
            assert!(!(dead && truth), "seed {seed}: won, yet dead: {}", g.show());
            let free_dead = (0..4).any(|s| g.suit_lost_as(&rules, s, false, SUIT_LIMIT));
            fired += u32::from(dead);
            only_ordered += u32::from(dead && !free_dead);
            won += u32::from(truth);
        }
        assert!(
            only_ordered > 0 && won > 0,
            "fired {fired} ({only_ordered} by order alone), won {won}"
        );
    }

    #[test]
    fn pruning_agrees_with_plain_search_with_a_redeal() {
        let mut rules = base();
        rules.redeals = 1;
        check_against_plain(&rules, 0..solver_check_cases(20), 2, 50_000);
    }

    /// Positions the dead proof calls lost are lost by plain search, and it fires on some
    /// lost positions: walks of many deals stopped at every stock length from 0 to 3, with
    /// and without stock left, each position judged by plain search where it finishes.
    #[test]
    fn dead_positions_are_lost_by_plain_search() {
        let rules = base();
        let mut plain = Searcher::<BigBen>::new(config(60_000));
        let (mut dead_lost, mut live_lost, mut won) = (0, 0, 0);
        for seed in 0..solver_check_cases(60) {
            for keep in 0..4 {
                let g = late_position(&rules, seed * 7 + keep as u64, keep);
                if g.status(&rules).is_over() {
                    continue;
                }
                let dead = g.is_dead(&rules);
                match plain.solve_plain(&rules, &g).verdict {
                    Verdict::Won => {
                        assert!(!dead, "seed {seed} keep {keep}: winnable but dead: {g:?}");
                        won += 1;
                    }
                    Verdict::Lost if dead => dead_lost += 1,
                    Verdict::Lost => live_lost += 1,
                    Verdict::Unknown => {}
                }
            }
        }
        assert!(
            won > 0 && dead_lost > 0,
            "{won} won, {dead_lost} lost and dead, {live_lost} lost"
        );
    }

    /// The proof gives the verdict of its first, plainer form on every position of walks
    /// through many deals (mostly the default player's moves, some random), under rules that
    /// change what it looks at; and case A of a split run on from a recorded state gives
    /// what it gives run from the start.
    #[test]
    fn precedence_agrees_with_its_reference() {
        let mut variants: Vec<BigBenRules> = variants().into_iter().map(|v| v.1).collect();
        variants.push(base());
        let mut r = base();
        r.redeals = 1;
        variants.push(r);
        let (mut dead, mut split_dead, mut live, mut resumed) = (0, 0, 0, 0);
        let mut buf = Vec::new();
        for rules in &variants {
            for seed in 0..solver_check_cases(40) {
                let deal = Deal::from_seed::<BigBen>(rules, seed);
                let mut g = BigBen::start(rules, &deal.cards, seed);
                let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
                for _ in 0..300 {
                    let (plain, split) = g.precedence_run(rules, Cases::PLAIN);
                    let want = g.precedence_dead_reference(rules, Cases::PLAIN);
                    assert_eq!(plain, want, "seed {seed}: {g:?}");
                    // Every case of the split (B9) on every card it is tried on, and each
                    // case of a split under it on the first card that case offers.
                    let mut split_kills = false;
                    for x in (0..52).filter(|&x| split >> x & 1 != 0) {
                        let mut all = true;
                        for case in Cases::PLAIN.split(x) {
                            let want = g.precedence_dead_reference(rules, case);
                            let (got, further) = g.precedence_run(rules, case);
                            assert_eq!(got, want, "seed {seed}, {case:?}: {g:?}");
                            all &= want;
                            let further = further & !case.split_on();
                            if further != 0 {
                                for case in case.split(further.trailing_zeros() as usize) {
                                    let want = g.precedence_dead_reference(rules, case);
                                    let got = g.precedence_run(rules, case).0;
                                    assert_eq!(got, want, "seed {seed}, {case:?}: {g:?}");
                                }
                            }
                        }
                        split_kills |= all;
                    }
                    // Case A of each card, run on from the plain proof's state at the
                    // card's first build, ends as a run of it from the start does.
                    let start = g.precedence_start(rules, false);
                    let mut rec = Snapshots {
                        want: start.split_cards(),
                        taken: Vec::new(),
                    };
                    assert_eq!(
                        start.finish_recording(Cases::PLAIN, &mut rec),
                        (plain, split)
                    );
                    let mut recorded = 0u64;
                    for (x, at, snap) in rec.taken {
                        let a = Cases::PLAIN.split(x)[0];
                        let got = snap.resume(a, at);
                        assert_eq!(got, g.precedence_run(rules, a), "seed {seed}, {x}: {g:?}");
                        recorded |= 1u64 << x;
                        resumed += 1;
                    }
                    assert_eq!(split & !recorded, 0, "seed {seed}: {g:?}");
                    assert_eq!(g.precedence_dead(rules, 1), want || split_kills);
                    if want {
                        dead += 1;
                    } else if split_kills {
                        split_dead += 1;
                    } else {
                        live += 1;
                    }
                    buf.clear();
                    g.solver_moves(rules, &mut buf);
                    if buf.is_empty() {
                        break;
                    }
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    let m = match g.choose(rules, &buf) {
                        Some(m) if x % 3 != 0 => m,
                        _ => buf[(x % buf.len() as u64) as usize],
                    };
                    g.apply(rules, m);
                }
            }
        }
        assert!(
            dead > 0 && split_dead > 0 && live > 0 && resumed > 0,
            "{dead} dead, {split_dead} dead by the split, {live} live, {resumed} resumed"
        );
    }

    /// The split (B9) is tried only on the cards of `split`: for any other card with one
    /// copy of the card above off the foundations, case A runs as the plain proof (checked
    /// here by the reference, on the positions of walks through deals of two rule sets).
    #[test]
    fn the_split_leaves_out_only_cards_it_cannot_help() {
        let mut short = base();
        short.build_on_short_piles = true;
        let mut tried = 0;
        for rules in [base(), short] {
            for seed in 0..solver_check_cases(8) {
                let deal = Deal::from_seed::<BigBen>(&rules, seed);
                let mut g = BigBen::start(&rules, &deal.cards, seed);
                let mut buf = Vec::new();
                for _ in 0..200 {
                    let (plain, split) = g.precedence_run(&rules, Cases::PLAIN);
                    for x in (0..52).filter(|&x| split >> x & 1 == 0 && !plain) {
                        let up_card = Card::from_index(up(x) as u8);
                        if g.copies_out(up_card) != 1 {
                            continue;
                        }
                        tried += 1;
                        assert!(
                            !g.precedence_dead_reference(&rules, Cases::PLAIN.split(x)[0]),
                            "seed {seed}, card {}: {}",
                            Card::from_index(x as u8),
                            g.show()
                        );
                    }
                    buf.clear();
                    g.solver_moves(&rules, &mut buf);
                    let Some(m) = g.choose(&rules, &buf).or(buf.first().copied()) else {
                        break;
                    };
                    g.apply(&rules, m);
                }
            }
        }
        assert!(tried > 0);
    }

    /// Positions that only the split (B9) proves dead are lost: plain search, with every
    /// legal move and no proof at all, finds no win from any of them.
    #[test]
    fn split_dead_positions_are_lost() {
        let (lost, open, _) = only_dead_by(
            30,
            4,
            |keep| keep,
            |rules, g| {
                !g.precedence_run(rules, Cases::PLAIN).0
                    && g.precedence_dead(rules, ROOT_SPLIT_DEPTH)
            },
        );
        assert!(lost > 0, "{lost} lost, {open} open");
    }

    /// Walks `seeds` deals of every rule set, each stopped at `keeps` stock lengths
    /// (`stock(keep)` cards), and judges by plain search each position `dead` calls dead:
    /// none may be won. The lost, those beyond 200,000 positions, and the positions walked.
    fn only_dead_by(
        seeds: u64,
        keeps: usize,
        stock: fn(usize) -> usize,
        dead: impl Fn(&BigBenRules, &BigBen) -> bool,
    ) -> (u32, u32, u32) {
        let mut plain = Searcher::<BigBen>::new(config(200_000));
        let (mut lost, mut open, mut walked) = (0, 0, 0);
        let mut rules_sets: Vec<BigBenRules> = variants().into_iter().map(|v| v.1).collect();
        rules_sets.push(base());
        for rules in &rules_sets {
            for seed in 0..solver_check_cases(seeds) {
                for keep in 0..keeps {
                    let g = late_position(rules, seed * 5 + keep as u64, stock(keep));
                    if g.status(rules).is_over() {
                        continue;
                    }
                    walked += 1;
                    if !dead(rules, &g) {
                        continue;
                    }
                    match plain.solve_plain(rules, &g).verdict {
                        Verdict::Won => {
                            panic!("seed {seed} keep {keep}: won but dead: {}", g.show())
                        }
                        Verdict::Lost => lost += 1,
                        Verdict::Unknown => open += 1,
                    }
                }
            }
        }
        (lost, open, walked)
    }

    /// A card low in a pile or in the waste takes builds only once a build can have put it
    /// on a pile, and a stock card only once a fill or a build can: positions that only
    /// this calls dead are lost by plain search, and there are some.
    #[test]
    fn cards_take_builds_only_on_a_pile() {
        let (lost, open, walked) = only_dead_by(
            150,
            8,
            |keep| keep * 2,
            |rules, g| {
                let strict = g.precedence_run(rules, Cases::PLAIN).0;
                let lenient = g.precedence_run_as(rules, Cases::PLAIN, true).0;
                assert!(
                    !lenient || strict,
                    "the strict proof lets live what the lenient one calls dead: {}",
                    g.show()
                );
                strict && !lenient
            },
        );
        assert!(lost > 0, "{lost} lost, {open} open of {walked}");
    }

    /// `write_cards` writes the words of the plain loop it replaces, for every length.
    #[test]
    fn write_cards_writes_the_plain_words() {
        let all: Vec<Card> = (0..40usize)
            .map(|i| Card::from_index((i * 7 % 52) as u8))
            .collect();
        for n in 0..=all.len() {
            let cards = &all[..n];
            let mut plain = PosHasher::default();
            let mut word = n as u64;
            for (i, c) in cards.iter().enumerate() {
                word = word << 8 | (c.index() as u64 + 1);
                if i % 7 == 6 {
                    plain.write_u64(word);
                    word = 0;
                }
            }
            plain.write_u64(word);
            let mut h = PosHasher::default();
            write_cards(&mut h, cards);
            assert_eq!(h.finish(), plain.finish(), "{n} cards");
        }
    }

    /// The network sorts every input of zeros and ones, so by the 0-1 principle every input.
    #[test]
    fn sort12_sorts() {
        for bits in 0..1u32 << 12 {
            let mut v = [0u64; 12];
            for (i, x) in v.iter_mut().enumerate() {
                *x = u64::from(bits >> i & 1);
            }
            let mut want = v;
            want.sort_unstable();
            sort12(&mut v);
            assert_eq!(v, want, "{bits:012b}");
        }
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
        for seed in 0..solver_check_cases(30) {
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
