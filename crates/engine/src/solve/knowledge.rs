//! What a game may tell the solver ([`Solve`]), and the hooks through which one search
//! serves games with and without that knowledge.

use super::hash_of;
use crate::game::{Playable, Status};

/// A game's knowledge for the solver. Every method has a default that knows nothing, so an
/// empty `impl Solve for MyGame {}` is correct; each override must keep the verdict exact.
pub trait Solve: Playable {
    /// A hash of the position up to changes that cannot alter the verdict (for instance
    /// equivalent piles in any order). Two positions with equal canonical forms must be
    /// equally winnable. Default: a hash of the whole state.
    fn canonical_hash(&self, _rules: &Self::Rules) -> u64 {
        hash_of(self)
    }

    /// A move that is always safe to play first: if the position can be won, it can still be
    /// won after this move. The solver then plays it without trying the others.
    fn forced_move(&self, _rules: &Self::Rules) -> Option<Self::Move> {
        None
    }

    /// The moves the solver tries, appended to `out`. Default: every legal move. An override
    /// may leave out moves, but only moves whose every winning continuation is also reached
    /// through a move it keeps.
    fn solver_moves(&self, rules: &Self::Rules, out: &mut Vec<Self::Move>) {
        self.legal_moves(rules, out);
    }

    /// Puts the most promising moves first (the solver tries them in slice order).
    fn order_moves(&self, _rules: &Self::Rules, _moves: &mut [Self::Move]) {}

    /// How many move orderings the game offers. With more than one, the search runs in
    /// slices of its budget that grow by doubling after each round of the orderings, each
    /// slice with the next ordering and a fresh table: a line of play that one ordering
    /// reaches late, another may reach early.
    /// A slice that searches its whole space still proves the position lost. Default: one.
    fn orderings(_rules: &Self::Rules) -> u32 {
        1
    }

    /// Orders the moves for ordering `variant` (below [`Solve::orderings`]). Default:
    /// [`Solve::order_moves`].
    fn order_moves_in(&self, rules: &Self::Rules, moves: &mut [Self::Move], _variant: u32) {
        self.order_moves(rules, moves);
    }

    /// How far the position has come toward a win (for instance cards home). Only
    /// [`crate::solve::nested_rollouts`] asks it, to follow the playout that got furthest; it
    /// never changes a verdict. Default: 0 (every playout counts the same).
    fn progress(&self, _rules: &Self::Rules) -> u32 {
        0
    }

    /// True only when the position is proved unwinnable, whatever is played.
    fn is_dead(&self, _rules: &Self::Rules) -> bool {
        false
    }

    /// The status as the search needs it, asked of every position it generates: `Won`
    /// exactly when [`Game::status`] says won, `Lost` only when it says lost. A game whose
    /// `status` is costly (a bounded search to tell the player early that all is lost) may
    /// answer `Playing` for a lost position: the search then finds that it leads nowhere.
    /// Default: [`Game::status`].
    fn solver_status(&self, rules: &Self::Rules) -> Status {
        self.status(rules)
    }
}

/// The solver's hooks, so one search serves games with and without a [`Solve`] impl.
pub(super) trait Hooks<G: Playable> {
    fn status(g: &G, r: &G::Rules) -> Status;
    fn hash(g: &G, r: &G::Rules) -> u64;
    fn forced(g: &G, r: &G::Rules) -> Option<G::Move>;
    fn moves(g: &G, r: &G::Rules, out: &mut Vec<G::Move>);
    fn order(g: &G, r: &G::Rules, m: &mut [G::Move], variant: u32);
    fn orderings(r: &G::Rules) -> u32;
    fn dead(g: &G, r: &G::Rules) -> bool;
}

/// No game knowledge: every legal move, the plain state hash.
pub(super) struct Plain;

impl<G: Playable> Hooks<G> for Plain {
    fn status(g: &G, r: &G::Rules) -> Status {
        g.status(r)
    }
    fn hash(g: &G, _: &G::Rules) -> u64 {
        hash_of(g)
    }
    fn forced(_: &G, _: &G::Rules) -> Option<G::Move> {
        None
    }
    fn moves(g: &G, r: &G::Rules, out: &mut Vec<G::Move>) {
        g.legal_moves(r, out);
    }
    fn order(_: &G, _: &G::Rules, _: &mut [G::Move], _: u32) {}
    fn orderings(_: &G::Rules) -> u32 {
        1
    }
    fn dead(_: &G, _: &G::Rules) -> bool {
        false
    }
}

/// The game's own knowledge through [`Solve`].
pub(super) struct Tuned;

impl<G: Solve> Hooks<G> for Tuned {
    #[inline]
    fn status(g: &G, r: &G::Rules) -> Status {
        g.solver_status(r)
    }
    #[inline]
    fn hash(g: &G, r: &G::Rules) -> u64 {
        g.canonical_hash(r)
    }
    #[inline]
    fn forced(g: &G, r: &G::Rules) -> Option<G::Move> {
        g.forced_move(r)
    }
    #[inline]
    fn moves(g: &G, r: &G::Rules, out: &mut Vec<G::Move>) {
        g.solver_moves(r, out);
    }
    #[inline]
    fn order(g: &G, r: &G::Rules, m: &mut [G::Move], variant: u32) {
        g.order_moves_in(r, m, variant);
    }
    #[inline]
    fn orderings(r: &G::Rules) -> u32 {
        G::orderings(r)
    }
    #[inline]
    fn dead(g: &G, r: &G::Rules) -> bool {
        g.is_dead(r)
    }
}
