//! Ground truths for tests of the solver: exhaustive search and random playouts.

use super::hash::K1;
use crate::game::{Game, Status};

/// The verdict of a plain search with an exact set of whole states (no hashing shortcuts,
/// no pruning): the ground truth for tests of the solver's pruning. `None` when more than
/// `limit` positions would be needed.
pub fn exhaustive<G: Game>(rules: &G::Rules, root: &G, limit: usize) -> Option<bool> {
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![root.clone()];
    seen.insert(root.clone());
    let mut buf = Vec::new();
    while let Some(g) = stack.pop() {
        match g.status(rules) {
            Status::Won => return Some(true),
            Status::Lost(_) => continue,
            Status::Playing => {}
        }
        buf.clear();
        g.legal_moves(rules, &mut buf);
        for &m in &buf {
            let mut c = g.clone();
            c.apply(rules, m);
            if seen.insert(c.clone()) {
                if seen.len() > limit {
                    return None;
                }
                stack.push(c);
            }
        }
    }
    Some(false)
}

/// Whether any of `tries` uniformly random playouts from `root` wins (a sanity check of a
/// `lost` verdict). Playouts stop after `max_moves`.
pub fn random_playouts_win<G: Game>(
    rules: &G::Rules,
    root: &G,
    tries: u32,
    max_moves: usize,
    seed: u64,
) -> bool {
    let mut rng = seed ^ K1;
    let mut buf = Vec::new();
    for _ in 0..tries {
        let mut g = root.clone();
        for _ in 0..max_moves {
            match g.status(rules) {
                Status::Won => return true,
                Status::Lost(_) => break,
                Status::Playing => {}
            }
            buf.clear();
            g.legal_moves(rules, &mut buf);
            if buf.is_empty() {
                break;
            }
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            g.apply(rules, buf[(rng % buf.len() as u64) as usize]);
        }
        if g.status(rules) == Status::Won {
            return true;
        }
    }
    false
}
