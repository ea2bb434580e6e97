//! A fixed-capacity pile of cards that is `Copy`, so a game state can be cloned with a
//! memcpy and searched without allocating.

use crate::Card;
use std::fmt;

/// Up to `N` cards; index 0 is the bottom, the last card is the top.
#[derive(Clone, Copy)]
pub struct Stack<const N: usize> {
    len: u8,
    cards: [Card; N],
}

impl<const N: usize> Default for Stack<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> Stack<N> {
    pub const fn new() -> Self {
        assert!(N <= 255);
        Stack {
            len: 0,
            cards: [Card::from_index(0); N],
        }
    }

    /// A stack holding `cards`, bottom first. Panics if they do not fit.
    pub fn from_slice(cards: &[Card]) -> Self {
        assert!(cards.len() <= N, "stack of {N} overflowed");
        let mut s = Self::new();
        s.cards[..cards.len()].copy_from_slice(cards);
        s.len = cards.len() as u8;
        s
    }

    pub const fn len(&self) -> usize {
        self.len as usize
    }

    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub const fn capacity(&self) -> usize {
        N
    }

    pub fn top(&self) -> Option<Card> {
        if self.len == 0 {
            None
        } else {
            Some(self.cards[self.len as usize - 1])
        }
    }

    /// Pushes a card on top. Panics when full: a game sizes its stacks for the worst case.
    pub fn push(&mut self, c: Card) {
        assert!((self.len as usize) < N, "stack of {N} overflowed");
        self.cards[self.len as usize] = c;
        self.len += 1;
    }

    pub fn pop(&mut self) -> Option<Card> {
        if self.len == 0 {
            None
        } else {
            self.len -= 1;
            Some(self.cards[self.len as usize])
        }
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    pub fn as_slice(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }

    /// This stack (another order of the cards of `real`) with its top `k` cards made those
    /// of `real`, in `real`'s order; the cards under them keep this stack's order.
    pub fn keep_top_of(&mut self, real: &Stack<N>, k: usize) {
        let real = real.as_slice();
        let top = &real[real.len() - k.min(real.len())..];
        let mut rest = self.as_slice().to_vec();
        for c in top {
            if let Some(i) = rest.iter().rposition(|x| x == c) {
                rest.remove(i);
            }
        }
        rest.extend_from_slice(top);
        *self = Stack::from_slice(&rest);
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Card> {
        self.as_slice().iter()
    }
}

impl<const N: usize> PartialEq for Stack<N> {
    /// Two stacks are equal when they hold the same cards; slots above the top do not count.
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<const N: usize> Eq for Stack<N> {}

impl<const N: usize> std::hash::Hash for Stack<N> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.as_slice().hash(h);
    }
}

impl<const N: usize> std::ops::Index<usize> for Stack<N> {
    type Output = Card;
    fn index(&self, i: usize) -> &Card {
        &self.as_slice()[i]
    }
}

impl<const N: usize> fmt::Debug for Stack<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_pop_top() {
        let mut s: Stack<3> = Stack::new();
        assert_eq!(s.top(), None);
        s.push(Card::from_index(5));
        s.push(Card::from_index(7));
        assert_eq!(s.top(), Some(Card::from_index(7)));
        assert_eq!(s.len(), 2);
        assert_eq!(s.pop(), Some(Card::from_index(7)));
        assert_eq!(s.as_slice(), &[Card::from_index(5)]);
    }

    #[test]
    fn keeping_the_top_of_another_order_moves_only_those_cards() {
        let c = Card::from_index;
        // Two packs: card 3 twice.
        let real: Stack<6> = Stack::from_slice(&[c(1), c(3), c(2), c(4), c(3), c(5)]);
        let mut s: Stack<6> = Stack::from_slice(&[c(5), c(3), c(4), c(2), c(1), c(3)]);
        s.keep_top_of(&real, 2);
        assert_eq!(s.as_slice(), &[c(3), c(4), c(2), c(1), c(3), c(5)][..]);
        let mut t = s;
        t.keep_top_of(&real, 6);
        assert_eq!(t, real);
        let mut u = s;
        u.keep_top_of(&real, 0);
        assert_eq!(u, s);
    }

    #[test]
    fn equality_ignores_popped_slots() {
        let mut a: Stack<4> = Stack::new();
        a.push(Card::from_index(1));
        a.push(Card::from_index(2));
        a.pop();
        let b = Stack::<4>::from_slice(&[Card::from_index(1)]);
        assert_eq!(a, b);
        a.push(Card::from_index(3));
        assert_ne!(a, b);
    }

    #[test]
    #[should_panic(expected = "overflowed")]
    fn overflow_panics() {
        let mut s: Stack<1> = Stack::new();
        s.push(Card::from_index(0));
        s.push(Card::from_index(0));
    }
}
