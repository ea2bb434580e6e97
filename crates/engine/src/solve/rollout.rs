//! Nested rollouts: a win finder that plays a deal with the default player looking ahead.
//!
//! At each position every legal move is tried and the game played out from it by the
//! default player ([`Player::choose`]); the move whose playout got furthest
//! ([`Solve::progress`]) is played, and the best line seen so far is kept, so the walk never
//! does worse than the playout it follows (nested Monte Carlo search of level 1, Cazenave
//! 2009). The solver sees every hidden card, so a playout that wins is a winning line, made
//! of moves the game itself accepted. Later rounds let the playouts stray from the default
//! player now and then, so each round walks another way.
//!
//! It only ever finds wins: a game it does not win is left to the search, which alone says
//! `lost`.

use super::Solve;
use super::hash::K1;
use crate::game::{Playable, Status};
use crate::sim::MOVE_LIMIT;

/// Percent of a playout's moves picked at random in round `k` (round 0 follows the default
/// player only).
fn stray(round: u64) -> u64 {
    if round == 0 { 0 } else { 5 * (1 + round % 4) }
}

/// What a run of nested rollouts found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rollouts<M> {
    /// A winning line from the root, when one was found.
    pub line: Option<Vec<M>>,
    /// Moves played (in playouts and on the walk): the positions spent.
    pub nodes: u64,
}

struct Run<'a, G: Playable> {
    rules: &'a G::Rules,
    rng: u64,
    stray: u64,
    nodes: u64,
    budget: u64,
    buf: Vec<G::Move>,
}

impl<G: Solve> Run<'_, G> {
    fn next(&mut self) -> u64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
    }

    /// Counts one move played; `None` once the budget is spent or the search must stop
    /// ([`super::stopped`]).
    fn spend(&mut self) -> Option<()> {
        self.nodes += 1;
        (self.nodes < self.budget
            && (!self.nodes.is_multiple_of(super::STOP_EVERY) || !super::stopped()))
        .then_some(())
    }

    /// Plays `g` out, appending the moves to `line`: whether it won, and how far it got.
    /// `None` when the budget ran out.
    fn playout(&mut self, mut g: G, line: &mut Vec<G::Move>) -> Option<(bool, u32)> {
        for _ in 0..MOVE_LIMIT {
            match g.status(self.rules) {
                Status::Won => return Some((true, u32::MAX)),
                Status::Lost(_) => break,
                Status::Playing => {}
            }
            self.buf.clear();
            g.legal_moves(self.rules, &mut self.buf);
            let r = self.next();
            let m = if self.stray > 0 && r % 100 < self.stray && !self.buf.is_empty() {
                self.buf[((r >> 8) % self.buf.len() as u64) as usize]
            } else {
                match g.choose(self.rules, &self.buf) {
                    Some(m) => m,
                    None => break,
                }
            };
            g.apply(self.rules, m);
            line.push(m);
            self.spend()?;
        }
        Some((false, g.progress(self.rules)))
    }

    /// One round from `root`: a winning line, `Some(None)` when the walk ended without a
    /// win, `None` when the budget ran out.
    fn round(&mut self, root: &G) -> Option<Option<Vec<G::Move>>> {
        let mut g = root.clone();
        let mut walked: Vec<G::Move> = Vec::new();
        // The best line seen from the current position on, and how far it got.
        let mut best: (u32, Vec<G::Move>) = (0, Vec::new());
        let mut moves = Vec::new();
        loop {
            if g.status(self.rules) != Status::Playing {
                return Some(None);
            }
            moves.clear();
            g.legal_moves(self.rules, &mut moves);
            for &m in &moves {
                let mut child = g.clone();
                child.apply(self.rules, m);
                self.spend()?;
                let mut line = vec![m];
                let (won, reached) = self.playout(child, &mut line)?;
                if won {
                    walked.extend(line);
                    return Some(Some(walked));
                }
                if best.1.is_empty() || reached > best.0 {
                    best = (reached, line);
                }
            }
            if best.1.is_empty() {
                return Some(None);
            }
            let m = best.1.remove(0);
            g.apply(self.rules, m);
            walked.push(m);
        }
    }
}

/// Rounds of nested rollouts from `root` until one wins or `budget` moves are spent; `seed`
/// drives the random moves of the later rounds. A line it returns was played from `root`
/// through [`Game::apply`] and ends won.
pub fn nested_rollouts<G: Solve>(
    rules: &G::Rules,
    root: &G,
    budget: u64,
    seed: u64,
) -> Rollouts<G::Move> {
    let mut run = Run::<G> {
        rules,
        // Any seed, 0 too, gives its own stream (xorshift needs a state that is not 0).
        rng: seed.wrapping_add(1).wrapping_mul(K1).rotate_left(29).max(1),
        stray: 0,
        nodes: 0,
        budget,
        buf: Vec::new(),
    };
    let mut k = 0;
    while run.nodes < budget {
        run.stray = stray(k);
        let before = run.nodes;
        match run.round(root) {
            Some(Some(line)) => {
                return Rollouts {
                    line: Some(line),
                    nodes: run.nodes,
                };
            }
            // A round that moved nothing has nowhere to go: the others would not either.
            Some(None) if run.nodes == before => break,
            Some(None) => k += 1,
            None => break,
        }
    }
    Rollouts {
        line: None,
        nodes: run.nodes,
    }
}
