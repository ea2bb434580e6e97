//! What the solver knows about Grandfather's Clock. Every card is face up and each card has
//! exactly one place on the foundations, so the foundations follow from the tableau: a
//! position is its multiset of piles. Each rule below keeps the verdict exact; the tests
//! check the verdicts against plain search.

use crate::{F, GrandfathersClock, GrandfathersClockRules, MAX_PILES, TABLEAU};
use engine::Game;
use engine::piles::Step;
use engine::solve::{PosHasher, Solve};
use std::hash::Hasher;

/// A hash of one pile: its cards six bits each, ten to a word, and its length.
#[inline]
fn pile_hash(cards: &[cards::Card]) -> u64 {
    let mut x = PosHasher::default();
    for chunk in cards.chunks(10) {
        let w = chunk
            .iter()
            .fold(0u64, |w, c| (w << 6) | (c.index() as u64 + 1));
        x.write_u64(w);
    }
    x.write_u64(cards.len() as u64 | 1 << 40);
    x.finish()
}

impl Solve for GrandfathersClock {
    /// The piles in any order: a hash of each pile, sorted, then hashed together. The
    /// foundations are left out: they hold exactly the cards the tableau does not.
    fn canonical_hash(&self, rules: &GrandfathersClockRules) -> u64 {
        let n = rules.tableau_piles as usize;
        let mut hs = [0u64; MAX_PILES];
        for (t, h) in hs[..n].iter_mut().enumerate() {
            *h = pile_hash(self.tableau[t].as_slice());
        }
        hs[..n].sort_unstable();
        let mut x = PosHasher::default();
        for &h in &hs[..n] {
            x.write_u64(h);
        }
        x.finish()
    }

    /// A card goes home at once when no card left could be laid on it
    /// ([`engine::Player::is_safe`]): it has no other use.
    fn forced_move(&self, rules: &GrandfathersClockRules) -> Option<Step> {
        let l = rules.layout();
        (0..rules.tableau_piles as usize).find_map(|t| {
            let c = self.tableau[t].top()?;
            let h = self.ring.takes(l, c)?;
            self.ring.settled(l, TABLEAU, c).then_some(Step {
                from: (F + t) as u8,
                to: h,
            })
        })
    }

    /// Every legal move but those that lead to the same position up to the order of the
    /// piles: a pile's only card onto an empty pile, and a card onto any empty pile but the
    /// first.
    fn solver_moves(&self, rules: &GrandfathersClockRules, out: &mut Vec<Step>) {
        let n = rules.tableau_piles as usize;
        let first_empty = (0..n).find(|&t| self.tableau[t].is_empty());
        let start = out.len();
        self.legal_moves(rules, out);
        let mut keep = start;
        for i in start..out.len() {
            let m = out[i];
            let ok = match (m.to as usize).checked_sub(F) {
                None => true,
                Some(t) => {
                    !self.tableau[t].is_empty()
                        || (Some(t) == first_empty && self.pile(m.from as usize - F).len() > 1)
                }
            };
            if ok {
                out[keep] = m;
                keep += 1;
            }
        }
        out.truncate(keep);
    }

    /// Cards home first; then moves that uncover a card its foundation takes now; then
    /// moves onto a card, before moves onto an empty pile.
    fn order_moves(&self, rules: &GrandfathersClockRules, moves: &mut [Step]) {
        let l = rules.layout();
        moves.sort_by_key(|m| match (m.to as usize).checked_sub(F) {
            None => 0,
            Some(t) => {
                let p = self.pile(m.from as usize - F);
                let uncovers = p.len() >= 2 && self.ring.takes(l, p[p.len() - 2]).is_some();
                match (uncovers, self.tableau[t].is_empty()) {
                    (true, _) => 1,
                    (false, false) => 2,
                    (false, true) => 3,
                }
            }
        });
    }
}
