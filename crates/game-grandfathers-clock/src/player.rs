//! The default player. Every card is face up, so it sees the whole position; it plays by
//! fixed preferences that never go round in circles:
//!
//! 1. a card to its foundation;
//! 2. a move that uncovers a card its foundation takes now;
//! 3. a card that does not lie on a card one rank higher, onto a pile whose top is one rank
//!    higher (the card it uncovers wanted soonest first);
//! 4. such a card from a pile of two or more onto an empty pile, the same way.
//!
//! Moves 3 and 4 each take away one card lying out of sequence, and 1 and 2 bring a card
//! home within two moves, so a game played this way ends.

use crate::{F, GrandfathersClock, GrandfathersClockRules};
use engine::piles::Step;

pub(crate) fn choose(
    g: &GrandfathersClock,
    rules: &GrandfathersClockRules,
    moves: &[Step],
) -> Option<Step> {
    let l = rules.layout();
    if let Some(&m) = moves.iter().find(|m| (m.to as usize) < F) {
        return Some(m);
    }
    // The card under the moving one, and whether the moving one lies out of sequence on it.
    let under = |m: &Step| {
        let p = g.pile(m.from as usize - F);
        let below = p.len().checked_sub(2).map(|i| p[i]);
        let loose = below.is_some_and(|b| b.rank().value() != p[p.len() - 1].rank().value() + 1);
        (below, loose)
    };
    let uncovers_home = moves
        .iter()
        .find(|m| under(m).0.is_some_and(|b| g.goes_home(l, b).is_some()));
    if let Some(&m) = uncovers_home {
        return Some(m);
    }
    // How many cards the foundation of `c` must take before `c` (0: it goes home now).
    let wait =
        |c: cards::Card| l.dest[c.index()].map_or(u8::MAX, |(h, n)| n - g.built[h as usize] - 1);
    let best = |onto_empty: bool| {
        moves
            .iter()
            .filter(|m| g.pile(m.to as usize - F).is_empty() == onto_empty && under(m).1)
            .min_by_key(|m| under(m).0.map_or(u8::MAX, wait))
            .copied()
    };
    best(false).or_else(|| best(true))
}
