//! A beam search over the stock: a win finder for the deals the depth-first search leaves
//! open (see docs/solver.md, Big Ben).
//!
//! The deal is cut at its stock moves. A layer holds positions with the same stock left;
//! from each, every position its card moves reach (foundation moves and builds, up to a
//! bound) is a place to fill, draw or redeal from, and what that gives is the next layer.
//! Of each layer only the best `width` positions by a [`Score`] go on, told apart by the
//! solver's canonical key. It never proves a deal lost (docs/proofs.md, proof B5).

use crate::{BigBen, BigBenMove, BigBenRules};
use engine::Game;
use engine::solve::{PosHasher, Solve};
use std::cmp::Reverse;
use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;

/// Sets and maps keyed by canonical keys, which are hashes already.
type Fast = BuildHasherDefault<PosHasher>;

/// A line the beam found, and the positions it generated.
pub(crate) struct BeamOutcome {
    pub moves: Option<Vec<BigBenMove>>,
    pub nodes: u64,
    /// Whether it found no win having dropped nothing: no layer cut to its width, no
    /// closure to its bound. Then it searched every line, and the position is lost (proof
    /// B8 in docs/proofs.md).
    pub exhausted: bool,
}

/// One position of a layer: the index of the one it came from in the layer before, and the
/// moves from there.
struct Entry {
    g: BigBen,
    parent: usize,
    moves: Vec<BigBenMove>,
    score: i64,
    key: u64,
}

/// How a beam ranks the positions of a layer (higher is better).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Score {
    /// Weights for each card home, against each card in the waste (each buries the ones
    /// below it), and for each pile or waste top that a foundation takes now.
    Weights([i64; 3]),
    /// The default player's score of the position (`player::score` with its weights):
    /// how deep the cards the foundations want next lie, gaps, twins.
    Player,
}

impl Score {
    fn of(self, g: &BigBen, rules: &BigBenRules) -> i64 {
        match self {
            Score::Weights(w) => weighted(g, w),
            Score::Player => i64::from(crate::player::score(g, rules, &crate::player::WEIGHTS)),
        }
    }
}

/// The score of [`Score::Weights`].
fn weighted(g: &BigBen, weights: [i64; 3]) -> i64 {
    let homes: i64 = g.built.iter().map(|&b| i64::from(b)).sum();
    let wants = g.foundation_wants();
    let ready = g
        .tableau
        .iter()
        .filter_map(|p| p.top())
        .chain(g.waste.top())
        .filter(|c| wants[c.index()] != 0)
        .count() as i64;
    weights[0] * homes - weights[1] * g.waste.len() as i64 + weights[2] * ready
}

/// The positions card moves reach from `g` (itself first), each with the index of the one
/// it came from and the move, up to `bound` positions; a safe move home is played alone.
fn closure(
    g: &BigBen,
    rules: &BigBenRules,
    bound: usize,
    nodes: &mut u64,
    cut: &mut bool,
) -> Vec<(BigBen, usize, Option<BigBenMove>)> {
    let mut out = vec![(*g, usize::MAX, None)];
    *cut = false;
    // Each position's pile keys, so that a move's result is keyed by the piles it changed.
    let mut piles = vec![g.pile_keys()];
    let sorted = g.stock_done();
    let mut seen = HashSet::<u64, Fast>::default();
    seen.insert(g.closure_key(&piles[0], sorted));
    let mut buf = Vec::new();
    let mut i = 0;
    while i < out.len() {
        if out.len() >= bound {
            *cut = true;
            break;
        }
        let pos = out[i].0;
        buf.clear();
        match pos.safe_to_foundation(rules) {
            Some(m) => buf.push(m),
            None => pos.card_moves(rules, true, true, &mut buf),
        }
        for &m in &buf {
            let mut next = pos;
            next.apply(rules, m);
            *nodes += 1;
            let mut keys = piles[i];
            if let BigBenMove::Card { from, to } = m {
                for place in [from, to] {
                    if let crate::Place::Tableau(k) = place {
                        keys[k as usize] = next.pile_key(k as usize);
                    }
                }
            }
            if seen.insert(next.closure_key(&keys, sorted)) {
                out.push((next, i, Some(m)));
                piles.push(keys);
            }
        }
        i += 1;
    }
    out
}

/// The moves from the start of a closure to its position `i`.
fn path(c: &[(BigBen, usize, Option<BigBenMove>)], mut i: usize) -> Vec<BigBenMove> {
    let mut moves = Vec::new();
    while let Some(m) = c[i].2 {
        moves.push(m);
        i = c[i].1;
    }
    moves.reverse();
    moves
}

/// An entry's rank: higher scores first, ties by key, so the order never depends on the map.
fn rank(e: &Entry) -> (Reverse<i64>, u64) {
    (Reverse(e.score), e.key)
}

/// The best `n` entries, best first. The ranks are sorted, not the entries, which are large.
fn best(mut map: HashMap<u64, Entry, Fast>, n: usize) -> Vec<Entry> {
    let mut ranks: Vec<_> = map.values().map(rank).collect();
    ranks.sort_unstable();
    ranks.truncate(n);
    ranks
        .into_iter()
        .map(|(_, key)| map.remove(&key).expect("a ranked entry"))
        .collect()
}

/// Keeps the best `n` entries of `map`.
fn keep_best(map: &mut HashMap<u64, Entry, Fast>, n: usize) {
    let mut ranks: Vec<_> = map.values().map(rank).collect();
    if ranks.len() > n {
        let (_, &mut last, _) = ranks.select_nth_unstable(n - 1);
        map.retain(|_, e| rank(e) <= last);
    }
}

/// The moves from the root to entry `i` of the last of `layers`.
fn line_to(layers: &[Vec<Entry>], mut i: usize) -> Vec<BigBenMove> {
    let mut parts = Vec::with_capacity(layers.len());
    for layer in layers.iter().rev() {
        let e = &layer[i];
        parts.push(&e.moves);
        i = e.parent;
    }
    parts.into_iter().rev().flatten().copied().collect()
}

/// Searches for a win from `root` with layers of `width` positions, giving up after
/// `budget` positions.
pub(crate) fn beam(
    rules: &BigBenRules,
    root: &BigBen,
    width: usize,
    score: Score,
    budget: u64,
) -> BeamOutcome {
    const CLOSURE: usize = 400;
    let mut nodes = 0u64;
    // Whether anything was left out: a layer cut to its width, a closure to its bound.
    let mut dropped = false;
    let mut cut = false;
    let mut layers: Vec<Vec<Entry>> = vec![vec![Entry {
        g: *root,
        parent: usize::MAX,
        moves: Vec::new(),
        score: 0,
        key: 0,
    }]];
    loop {
        let layer = layers.last().expect("a layer");
        let mut next = HashMap::<u64, Entry, Fast>::default();
        // The candidates kept while a layer is made: past `8 * width` only the best
        // `4 * width`. An entry dropped then ranks below `4 * width` others and only sinks
        // as more come, so the layer is the same as with every candidate kept.
        let cap = 8 * width.max(64);
        for (pi, e) in layer.iter().enumerate() {
            if nodes > budget || engine::solve::stopped() {
                return BeamOutcome {
                    moves: None,
                    nodes,
                    exhausted: false,
                };
            }
            let bound = if e.g.stock_done() {
                50 * CLOSURE
            } else {
                CLOSURE
            };
            let c = closure(&e.g, rules, bound, &mut nodes, &mut cut);
            dropped |= cut;
            for (ci, (g, _, _)) in c.iter().enumerate() {
                if g.all_complete() {
                    let mut moves = path(&c, ci);
                    moves.splice(0..0, line_to(&layers, pi));
                    return BeamOutcome {
                        moves: Some(moves),
                        nodes,
                        exhausted: false,
                    };
                }
                let Some(step) = g.stock_move(rules) else {
                    continue;
                };
                let mut n = *g;
                n.apply(rules, step);
                nodes += 1;
                // The plain proof, without the split: its layers then keep what they kept
                // without it (each position a layer drops lets another in, and the lines
                // the beam follows change with it).
                if n.precedence_dead(rules, 0) {
                    continue;
                }
                let s = score.of(&n, rules);
                let key = n.canonical_hash(rules);
                if next.get(&key).is_none_or(|old| old.score < s) {
                    let mut moves = path(&c, ci);
                    moves.push(step);
                    next.insert(
                        key,
                        Entry {
                            g: n,
                            parent: pi,
                            moves,
                            score: s,
                            key,
                        },
                    );
                    if next.len() > cap {
                        dropped = true;
                        keep_best(&mut next, cap / 2);
                    }
                }
            }
        }
        if next.is_empty() {
            return BeamOutcome {
                moves: None,
                nodes,
                exhausted: !dropped,
            };
        }
        dropped |= next.len() > width;
        layers.push(best(next, width));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Deal;

    /// The closure as it was, keyed by the canonical key: the reference for its own key.
    fn closure_by_canonical_key(g: &BigBen, rules: &BigBenRules, bound: usize) -> Vec<BigBen> {
        let mut out = vec![*g];
        let mut seen = HashSet::<u64, Fast>::default();
        seen.insert(g.canonical_hash(rules));
        let mut buf = Vec::new();
        let mut i = 0;
        while i < out.len() && out.len() < bound {
            let pos = out[i];
            buf.clear();
            match pos.safe_to_foundation(rules) {
                Some(m) => buf.push(m),
                None => pos.card_moves(rules, true, true, &mut buf),
            }
            for &m in &buf {
                let mut next = pos;
                next.apply(rules, m);
                if seen.insert(next.canonical_hash(rules)) {
                    out.push(next);
                }
            }
            i += 1;
        }
        out
    }

    /// The closure's key tells its positions apart as the canonical key does: on the
    /// positions of walks through deals of two rule sets (with the stock out too, where the
    /// canonical key sorts the piles), the closure lists the same positions in the same
    /// order as one keyed by the canonical key.
    #[test]
    fn the_closure_key_tells_positions_apart_as_the_canonical_key_does() {
        let base: BigBenRules = crate::RULES.with("").expect("the embedded rules");
        let mut short = base.clone();
        short.build_on_short_piles = true;
        let mut positions = 0;
        let mut stock_done = 0;
        for rules in [base, short] {
            for seed in 0..engine::laws::solver_check_cases(12) {
                let deal = Deal::from_seed::<BigBen>(&rules, seed);
                let mut g = BigBen::start(&rules, &deal.cards, seed);
                let mut buf = Vec::new();
                for _ in 0..300 {
                    let (mut nodes, mut cut) = (0, false);
                    let got: Vec<BigBen> = closure(&g, &rules, 2_000, &mut nodes, &mut cut)
                        .into_iter()
                        .map(|c| c.0)
                        .collect();
                    let want = closure_by_canonical_key(&g, &rules, 2_000);
                    assert_eq!(got, want, "seed {seed}: {}", g.show());
                    positions += got.len();
                    stock_done += usize::from(g.stock_done() && got.len() > 1);
                    buf.clear();
                    g.solver_moves(&rules, &mut buf);
                    let Some(m) = engine::Player::choose(&g, &rules, &buf).or(buf.first().copied())
                    else {
                        break;
                    };
                    g.apply(&rules, m);
                }
            }
        }
        assert!(
            positions > 1_000 && stock_done > 0,
            "{positions} positions, {stock_done} with the stock out"
        );
    }
}
