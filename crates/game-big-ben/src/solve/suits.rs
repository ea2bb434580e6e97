//! Proof B7 (docs/proofs.md): one suit on its own. Foundations build in suit and the
//! tableau builds in suit, so the cards of one suit can be played as a game of their own in
//! which everything else is made easier: the other suits' cards are taken away and piles
//! with gaps take builds. With no redeal left, the suit's stock cards come in their order,
//! each onto the waste or onto any pile (a fill, made easier), and its waste cards leave
//! from the top only, home or as a build; with a redeal left, every card of the suit in
//! the stock or the waste is free (it may go home or take a build whenever the suit's cards
//! allow). Whatever a line of the real game does with the suit's cards, this game can do
//! too; so when it cannot put the suit home, no line of the real game can. It is searched
//! exhaustively, up to a bound.

use crate::{BigBen, BigBenRules};
use std::collections::HashSet;

/// Positions one suit's game may visit before the proof gives up (and proves nothing), when
/// the search that asks for it may spend at least as many.
pub(crate) const SUIT_LIMIT: usize = 200_000;

/// The most cards of one suit: two packs.
const SUIT_CARDS: usize = 26;

/// The cards of one suit in a pile or the waste, bottom first, by rank (1 to 13); the
/// places past `len` hold 0, so that equal piles are equal values.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
struct Ranks {
    len: u8,
    r: [u8; SUIT_CARDS],
}

impl Ranks {
    fn last(&self) -> Option<&u8> {
        self.as_slice().last()
    }

    fn push(&mut self, r: u8) {
        self.r[self.len as usize] = r;
        self.len += 1;
    }

    fn pop(&mut self) {
        self.len -= 1;
        self.r[self.len as usize] = 0;
    }

    fn as_slice(&self) -> &[u8] {
        &self.r[..self.len as usize]
    }

    fn from_ranks(ranks: impl Iterator<Item = u8>) -> Ranks {
        let mut p = Ranks::default();
        ranks.for_each(|r| p.push(r));
        p
    }
}

/// The twelve piles.
const PILES: usize = 12;

/// A position of one suit's game. Ranks are 1 (ace) to 13 (king).
#[derive(Clone, Copy, PartialEq, Eq)]
struct SuitPos {
    /// The suit's cards in each pile, bottom first.
    piles: [Ranks; PILES],
    /// Free cards by rank: from the stock or the waste, or built on a free card (with a
    /// redeal left; else none).
    free: [u8; 14],
    /// With no redeal left: how many of [`SuitGame::stock`] are turned, and the suit's
    /// waste cards, the top last.
    turned: u8,
    waste: Ranks,
    /// Cards built on each of the suit's foundations.
    built: [u8; PILES],
}

/// A position as the search keeps it: a few words instead of the whole [`SuitPos`]. Four
/// bits a rank and a mark after each pile and after the waste, two bits a free count, four
/// a foundation's count of cards built, five the stock cards turned.
type Key = [u64; 4];

struct Bits {
    key: Key,
    at: usize,
}

impl Bits {
    fn put(&mut self, v: u64, n: usize) {
        let (w, b) = (self.at / 64, self.at % 64);
        self.key[w] |= v << b;
        if b + n > 64 {
            self.key[w + 1] |= v >> (64 - b);
        }
        self.at += n;
    }

    fn get(&mut self, n: usize) -> u64 {
        let (w, b) = (self.at / 64, self.at % 64);
        let mut v = self.key[w] >> b;
        if b + n > 64 {
            v |= self.key[w + 1] << (64 - b);
        }
        self.at += n;
        v & ((1 << n) - 1)
    }
}

impl SuitPos {
    /// The position as a key: at most 26 cards and 13 marks of four bits, thirteen free
    /// counts of two bits (a count is at most 2), twelve counts of four bits and five bits,
    /// 235 bits in all.
    fn key(&self) -> Key {
        let mut b = Bits { key: [0; 4], at: 0 };
        for p in self.piles.iter().chain(std::iter::once(&self.waste)) {
            for &r in p.as_slice() {
                b.put(u64::from(r), 4);
            }
            b.put(0, 4);
        }
        for &f in &self.free[1..] {
            b.put(u64::from(f), 2);
        }
        for &n in &self.built {
            b.put(u64::from(n), 4);
        }
        b.put(u64::from(self.turned), 5);
        b.key
    }

    fn from_key(key: Key) -> SuitPos {
        let mut b = Bits { key, at: 0 };
        let mut ranks = || {
            let mut p = Ranks::default();
            loop {
                match b.get(4) as u8 {
                    0 => return p,
                    r => p.push(r),
                }
            }
        };
        let piles = std::array::from_fn(|_| ranks());
        let waste = ranks();
        let mut free = [0; 14];
        for f in &mut free[1..] {
            *f = b.get(2) as u8;
        }
        let built = std::array::from_fn(|_| b.get(4) as u8);
        SuitPos {
            piles,
            free,
            turned: b.get(5) as u8,
            waste,
            built,
        }
    }
}

struct SuitGame {
    /// Rank of each of the suit's foundation cards, and the hour it ends on.
    foundations: Vec<(u8, u8)>,
    wrap: bool,
    /// With no redeal left, the suit's stock cards in the order they are turned.
    stock: Vec<u8>,
}

impl SuitGame {
    /// The rank foundation `f` takes next after `built` cards, or `None` once complete.
    fn wants(&self, f: usize, built: u8) -> Option<u8> {
        let (base, hour) = self.foundations[f];
        let top = (base - 1 + built) % 13 + 1;
        (top != hour).then_some(top % 13 + 1)
    }

    /// The rank a card of rank `r` builds on.
    fn above(&self, r: u8) -> Option<u8> {
        match r {
            13 if self.wrap => Some(1),
            13 => None,
            _ => Some(r + 1),
        }
    }

    fn done(&self, p: &SuitPos) -> bool {
        (0..self.foundations.len()).all(|f| self.wants(f, p.built[f]).is_none())
    }

    /// The positions one move leads to, each with its piles in order: the suit's game
    /// tells no pile from another (a stock card may go on any, a build on any whose top
    /// takes it), so positions whose piles differ only in order are one.
    fn next(&self, p: &SuitPos, out: &mut Vec<SuitPos>) {
        let from = out.len();
        self.moves(p, out);
        for q in &mut out[from..] {
            q.piles.sort_unstable();
        }
    }

    /// The positions one move leads to, piles in any order. Of piles alike (their piles
    /// are in order, so alike piles are neighbours) only the first is a target.
    fn moves(&self, p: &SuitPos, out: &mut Vec<SuitPos>) {
        let alike = |j: usize| j > 0 && p.piles[j] == p.piles[j - 1];
        for f in 0..self.foundations.len() {
            let Some(r) = self.wants(f, p.built[f]) else {
                continue;
            };
            if p.free[r as usize] > 0 {
                let mut q = *p;
                q.free[r as usize] -= 1;
                q.built[f] += 1;
                out.push(q);
            }
            for (i, pile) in p.piles.iter().enumerate() {
                if !alike(i) && pile.last() == Some(&r) {
                    let mut q = *p;
                    q.piles[i].pop();
                    q.built[f] += 1;
                    out.push(q);
                }
            }
            if p.waste.last() == Some(&r) {
                let mut q = *p;
                q.waste.pop();
                q.built[f] += 1;
                out.push(q);
            }
        }
        if let Some(&r) = p.waste.last()
            && let Some(a) = self.above(r)
        {
            for (j, pile) in p.piles.iter().enumerate() {
                if !alike(j) && pile.last() == Some(&a) {
                    let mut q = *p;
                    q.waste.pop();
                    q.piles[j].push(r);
                    out.push(q);
                }
            }
        }
        if let Some(&c) = self.stock.get(p.turned as usize) {
            let mut q = *p;
            q.turned += 1;
            q.waste.push(c);
            out.push(q);
            for j in (0..p.piles.len()).filter(|&j| !alike(j)) {
                let mut q = *p;
                q.turned += 1;
                q.piles[j].push(c);
                out.push(q);
            }
        }
        for (i, pile) in p.piles.iter().enumerate() {
            let Some(&r) = pile.last().filter(|_| !alike(i)) else {
                continue;
            };
            let Some(a) = self.above(r) else {
                continue;
            };
            if p.free[a as usize] > 0 {
                let mut q = *p;
                q.piles[i].pop();
                q.free[r as usize] += 1;
                out.push(q);
            }
            for (j, other) in p.piles.iter().enumerate() {
                if j != i && !alike(j) && other.last() == Some(&a) {
                    let mut q = *p;
                    q.piles[i].pop();
                    q.piles[j].push(r);
                    out.push(q);
                }
            }
        }
    }

    /// Whether the suit can be put home: `Some(false)` is the proof, `None` means the
    /// bound was reached first.
    fn winnable(&self, start: SuitPos, limit: usize) -> Option<bool> {
        let mut seen = HashSet::new();
        let mut stack = vec![start.key()];
        seen.insert(start.key());
        let mut buf = Vec::new();
        while let Some(k) = stack.pop() {
            if seen.len() % engine::solve::STOP_EVERY as usize == 0 && engine::solve::stopped() {
                return None;
            }
            let p = SuitPos::from_key(k);
            if self.done(&p) {
                return Some(true);
            }
            buf.clear();
            self.next(&p, &mut buf);
            for q in buf.drain(..) {
                let key = q.key();
                if !seen.contains(&key) {
                    if seen.len() >= limit {
                        return None;
                    }
                    seen.insert(key);
                    stack.push(key);
                }
            }
        }
        Some(false)
    }
}

impl BigBen {
    /// [`BigBen::suit_dead_within`] at the proof's full limit.
    #[cfg(test)]
    pub(crate) fn suit_dead(&self, rules: &BigBenRules) -> bool {
        self.suit_dead_within(rules, SUIT_LIMIT, SUIT_LIMIT)
    }

    /// Whether some suit cannot be put home even on its own (proof B7): then no play wins.
    /// The game with the stock and waste in their order visits at most `ordered_limit`
    /// positions (its positions are many more than the free game's): a search with a small
    /// budget keeps its proof as small.
    pub(crate) fn suit_dead_within(
        &self,
        rules: &BigBenRules,
        free_limit: usize,
        ordered_limit: usize,
    ) -> bool {
        (0..4).any(|s| self.suit_lost_within(rules, s, free_limit, ordered_limit))
    }

    /// [`BigBen::suit_lost_within`] at the proof's full limit.
    #[cfg(test)]
    pub(crate) fn suit_lost(&self, rules: &BigBenRules, s: usize) -> bool {
        self.suit_lost_within(rules, s, SUIT_LIMIT, SUIT_LIMIT)
    }

    /// Whether suit `s` (a [`cards::Suit`] index) is proved unable to go home: by the game
    /// with the stock and waste free, or (with no redeal left) in their order. Neither
    /// game's lines include the other's (only the ordered one puts a stock card on a pile,
    /// only the free one builds a pile card on a free card), so each proves positions the
    /// other does not.
    fn suit_lost_within(
        &self,
        rules: &BigBenRules,
        s: usize,
        free_limit: usize,
        ordered_limit: usize,
    ) -> bool {
        self.suit_lost_as(rules, s, false, free_limit)
            || (self.redeals_left == 0 && self.suit_lost_as(rules, s, true, ordered_limit))
    }

    /// As [`BigBen::suit_lost_within`], with the stock and waste in their order (`ordered`, sound
    /// only with no redeal left) or free.
    pub(crate) fn suit_lost_as(
        &self,
        rules: &BigBenRules,
        s: usize,
        ordered: bool,
        limit: usize,
    ) -> bool {
        let mine: Vec<usize> = (0..12)
            .filter(|&h| self.base[h].suit().index() == s)
            .collect();
        let of_suit = |c: &cards::Card| c.suit().index() == s;
        let rank_of = |c: &cards::Card| c.rank().value();
        let mut game = SuitGame {
            foundations: mine
                .iter()
                .map(|&h| (self.base[h].rank().value(), h as u8 + 1))
                .collect(),
            wrap: rules.tableau_wrap,
            stock: Vec::new(),
        };
        let (mut free, mut waste) = ([0u8; 14], Ranks::default());
        if ordered {
            // The stock is turned from its end.
            let stock = self.stock.as_slice().iter().rev();
            game.stock = stock.filter(|c| of_suit(c)).map(rank_of).collect();
            waste = Ranks::from_ranks(self.waste.iter().filter(|c| of_suit(c)).map(rank_of));
        } else {
            for c in self.stock.as_slice().iter().chain(self.waste.as_slice()) {
                if of_suit(c) {
                    free[c.rank().value() as usize] += 1;
                }
            }
        }
        let mut built = [0; PILES];
        for (b, &h) in built.iter_mut().zip(&mine) {
            *b = self.built[h];
        }
        let mut start = SuitPos {
            piles: std::array::from_fn(|h| {
                Ranks::from_ranks(self.tableau[h].iter().filter(|c| of_suit(c)).map(rank_of))
            }),
            free,
            turned: 0,
            waste,
            built,
        };
        start.piles.sort_unstable();
        game.winnable(start, limit) == Some(false)
    }
}
