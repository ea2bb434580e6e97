//! The rules of a Sir Tommy card move, stated once: which foundation takes a card, which
//! card may go on a waste pile, and when a waste pile may give its top card. The game
//! (`check` and `legal_moves`), the default player (which foundation may take a card, for
//! its distance; it chooses among the legal moves), the engine-search knowledge
//! (`solve.rs`), the dedicated search's board of ranks (`solve/fast.rs`, and the plain model
//! its tests check it against) and the schedule's clauses (`solve/sat.rs`) all ask
//! [`allows`]; each holds its cards its own way and shows them to it through [`Position`].
//!
//! `turn` and `redeal` move no card onto a pile: `SirTommy::check` alone decides them, and
//! the move lists ask it.

use crate::{Build, SirTommyRules};
use cards::Suit;

/// The rule values a card move depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Law {
    pub(crate) build: Build,
    /// Cards turned at a time.
    pub(crate) turn: usize,
}

impl Law {
    #[inline]
    pub(crate) fn of(rules: &SirTommyRules) -> Law {
        Law {
            build: rules.build,
            turn: rules.turn_count as usize,
        }
    }

    /// Building by rank, `turn` cards at a time: the rules of the board of ranks and of the
    /// schedule.
    #[inline]
    pub(crate) fn by_rank(turn: usize) -> Law {
        Law {
            build: Build::Rank,
            turn,
        }
    }
}

/// A position as the rules look at it.
pub(crate) trait Position {
    /// A foundation as the position names it: its number in the game; the board of ranks,
    /// whose foundations are interchangeable, names none (`()`: whichever takes the card).
    type Foundation: Copy;

    /// Whether foundation `f` shows a card of `rank` on top (rank 0: it is not started), of
    /// `suit` when one is named.
    fn shows(&self, f: Self::Foundation, rank: u8, suit: Option<Suit>) -> bool;

    /// Whether `f` comes first among the foundations not started yet.
    fn first_unstarted(&self, f: Self::Foundation) -> bool;

    /// Whether turned cards wait to be placed.
    fn turned_waiting(&self) -> bool;
}

/// A move's question to the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ask<F> {
    /// May a card of `rank` (1 to 13) and `suit` go onto foundation `f`?
    Home { rank: u8, suit: Suit, f: F },
    /// May the turned card of `rank` go on a waste pile?
    ToWaste { rank: u8 },
    /// May a waste pile give its top card (to a foundation) now?
    WasteGives,
}

/// Whether the rules `law` allow `ask` in position `p`: the one test of a card move.
///
/// A foundation is started by an ace, the next one in order, and built up one rank at a time
/// to the king (in the ace's suit when building by suit). An ace never goes on a waste
/// pile. A waste card may go to a foundation at any time with one card turned at a time,
/// and with several only once every turned card is placed.
#[inline(always)]
pub(crate) fn allows<P: Position + ?Sized>(law: Law, p: &P, ask: Ask<P::Foundation>) -> bool {
    match ask {
        Ask::Home { rank, suit, f } => {
            let suit = (law.build == Build::Suit && rank > 1).then_some(suit);
            p.shows(f, rank - 1, suit) && (rank > 1 || p.first_unstarted(f))
        }
        Ask::ToWaste { rank } => rank != 1,
        Ask::WasteGives => law.turn == 1 || !p.turned_waiting(),
    }
}

/// Foundations built by rank, known by how many cards of each rank are up: `up[r]` of rank
/// r (`up[0]` is 4), so `up[t] - up[t + 1]` foundations show rank t. With `waiting`, turned
/// cards wait to be placed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ups {
    pub(crate) up: [u8; 16],
    pub(crate) waiting: bool,
}

/// Whether some foundation shows rank `t`, the cards up counted by rank (see [`Ups`]).
#[inline(always)]
pub(crate) fn shows_by_count(up: &[u8; 16], t: u8) -> bool {
    up[t as usize] > up[t as usize + 1]
}

impl Position for Ups {
    type Foundation = ();

    #[inline(always)]
    fn shows(&self, _: (), rank: u8, _: Option<Suit>) -> bool {
        shows_by_count(&self.up, rank)
    }

    /// The foundations are interchangeable: whichever an ace starts is the first.
    #[inline(always)]
    fn first_unstarted(&self, _: ()) -> bool {
        true
    }

    #[inline(always)]
    fn turned_waiting(&self) -> bool {
        self.waiting
    }
}

impl Ups {
    /// How many cards of rank `r` − 1 must be up before the `k`-th card of rank `r` (k from
    /// 1) goes up, building by rank: the fewest with which the rules let it go up.
    pub(crate) fn below_needed(r: u8, k: usize) -> usize {
        (0..=4)
            .find(|&below| {
                let mut up = [0u8; 16];
                up[r as usize - 1] = below as u8;
                up[r as usize] = k as u8 - 1;
                let at = Ups { up, waiting: false };
                allows(
                    Law::by_rank(1),
                    &at,
                    Ask::Home {
                        rank: r,
                        suit: Suit::Clubs,
                        f: (),
                    },
                )
            })
            .unwrap_or(5)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_k_th_card_of_a_rank_needs_k_of_the_rank_below() {
        for r in 2..=13 {
            for k in 1..=4 {
                assert_eq!(Ups::below_needed(r, k), k, "rank {r}, card {k}");
            }
        }
    }

    #[test]
    fn aces_never_go_on_a_waste_pile_and_waste_cards_wait_for_a_batch() {
        let at = Ups {
            up: [4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            waiting: true,
        };
        assert!(!allows(Law::by_rank(1), &at, Ask::ToWaste { rank: 1 }));
        assert!(allows(Law::by_rank(1), &at, Ask::ToWaste { rank: 2 }));
        assert!(allows(Law::by_rank(1), &at, Ask::WasteGives));
        assert!(!allows(Law::by_rank(4), &at, Ask::WasteGives));
        let open = Ups {
            waiting: false,
            ..at
        };
        assert!(allows(Law::by_rank(4), &open, Ask::WasteGives));
    }
}
