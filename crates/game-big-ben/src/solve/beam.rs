//! A beam search over the stock: a win finder for the deals the depth-first search leaves
//! open (see docs/solver.md, Big Ben).
//!
//! The deal is cut at its stock moves. A layer holds positions with the same stock left;
//! from each, every position its card moves reach (foundation moves and builds, up to a
//! bound) is a place to fill, draw or redeal from, and what that gives is the next layer.
//! Of each layer only the best `width` positions by a [`Score`] go on, told apart by the
//! solver's canonical key; a layer's closures share what they have reached, as positions
//! alike often reach the same ones. It never proves a deal lost (docs/proofs.md, proof B5).

use crate::{BigBen, BigBenMove, BigBenRules};
use engine::Game;
use engine::solve::{PosHasher, Solve};
use std::cmp::Reverse;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

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
/// `seen` holds what the layer's closures listed before: a position there is left out with
/// all it leads to (the closure that listed it went on from it, unless cut at its bound),
/// and when `g` is there the closure is empty (docs/proofs.md, B8).
fn closure(
    g: &BigBen,
    rules: &BigBenRules,
    bound: usize,
    nodes: &mut u64,
    cut: &mut bool,
    seen: &mut HashSet<u64, Fast>,
) -> Vec<(BigBen, usize, Option<BigBenMove>)> {
    *cut = false;
    // Each position's pile keys, so that a move's result is keyed by the piles it changed.
    let mut piles = vec![g.pile_keys()];
    let tags = waste_tags(g);
    let key = |p: &BigBen, keys: &[u64; 12]| p.closure_key(keys) ^ tags[p.waste.len()];
    if !seen.insert(key(g, &piles[0])) {
        return Vec::new();
    }
    let mut out = vec![(*g, usize::MAX, None)];
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
            if seen.insert(key(&next, &keys)) {
                out.push((next, i, Some(m)));
                piles.push(keys);
            }
        }
        i += 1;
    }
    out
}

/// For each length the waste of `g` can be cut down to, a tag of that waste with the
/// stock and the redeals left: card moves change none of these but take cards off the
/// waste, so a tag with a closure key tells apart positions of different closures.
fn waste_tags(g: &BigBen) -> Vec<u64> {
    let mut h = PosHasher::default();
    super::write_cards(&mut h, g.stock.as_slice());
    h.write_u64(u64::from(g.redeals_left));
    let mut tags = Vec::with_capacity(g.waste.len() + 1);
    tags.push(h.finish());
    for c in g.waste.as_slice() {
        h.write_u64(c.index() as u64 + 1);
        tags.push(h.finish().rotate_left(17));
    }
    tags
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
        // The positions the layer's closures reached: a closure stops where another
        // closure of the layer has been.
        let mut seen = HashSet::<u64, Fast>::default();
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
            let c = closure(&e.g, rules, bound, &mut nodes, &mut cut, &mut seen);
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
                    let mut seen = HashSet::default();
                    let got: Vec<BigBen> =
                        closure(&g, &rules, 2_000, &mut nodes, &mut cut, &mut seen)
                            .into_iter()
                            .map(|c| c.0)
                            .collect();
                    let want = closure_by_canonical_key(&g, &rules, 2_000);
                    assert_eq!(got, want, "seed {seed}: {}", g.show());
                    positions += got.len();
                    stock_done += usize::from(g.stock_done() && got.len() > 1);
                    if !step(&mut g, &rules, &mut buf) {
                        break;
                    }
                }
            }
        }
        assert!(
            positions > 1_000 && stock_done > 0,
            "{positions} positions, {stock_done} with the stock out"
        );
    }

    /// The closures of a layer, sharing what they have reached, list together each position
    /// that they list one by one, and each once: on layers made as the beam makes them
    /// (the stock move from every position of a closure), two layers at a time, from walks
    /// through deals of three rule sets (one with a redeal, whose stock is the waste turned
    /// over).
    #[test]
    fn a_layers_closures_together_reach_what_each_reaches_alone() {
        let base: BigBenRules = crate::RULES.with("").expect("the embedded rules");
        let mut short = base.clone();
        short.build_on_short_piles = true;
        let second = crate::tests::second_pass();
        let (mut layers, mut positions, mut redealt) = (0, 0, 0);
        for rules in [base, short, second] {
            for seed in 0..engine::laws::solver_check_cases(2) {
                let deal = Deal::from_seed::<BigBen>(&rules, seed);
                let mut g = BigBen::start(&rules, &deal.cards, seed);
                let mut buf = Vec::new();
                let mut last: Vec<BigBen> = Vec::new();
                for turn in 0..400 {
                    if turn % 9 == 0 {
                        let mut layer = layer_after(&g, &rules);
                        layer.truncate(24);
                        let both: Vec<BigBen> = layer.iter().chain(&last).copied().collect();
                        if let Some(n) = compare_closures(&both, &rules) {
                            layers += 1;
                            positions += n;
                            redealt += usize::from(
                                both.iter()
                                    .any(|p| p.redeals_left == 0 && rules.redeals > 0),
                            );
                        }
                        last = layer;
                    }
                    if !step(&mut g, &rules, &mut buf) {
                        break;
                    }
                }
            }
        }
        assert!(
            layers > 20 && positions > 10_000 && redealt > 0,
            "{layers} layers, {positions} positions, {redealt} after a redeal"
        );
    }

    /// Plays the default player's move in `g` (the first of the solver's moves when it has
    /// none); false when there is no move.
    fn step(g: &mut BigBen, rules: &BigBenRules, buf: &mut Vec<BigBenMove>) -> bool {
        buf.clear();
        g.solver_moves(rules, buf);
        let Some(m) = engine::Player::choose(g, rules, buf).or(buf.first().copied()) else {
            return false;
        };
        g.apply(rules, m);
        true
    }

    /// The positions after the stock move from each position card moves reach from `g`,
    /// each once: a layer as the beam makes it.
    fn layer_after(g: &BigBen, rules: &BigBenRules) -> Vec<BigBen> {
        let mut seen = HashSet::<u64, Fast>::default();
        let (mut nodes, mut cut) = (0, false);
        let mut out = Vec::new();
        let mut listed = HashSet::<u64>::new();
        for (p, _, _) in closure(g, rules, 5_000, &mut nodes, &mut cut, &mut seen) {
            if let Some(step) = p.stock_move(rules) {
                let mut n = p;
                n.apply(rules, step);
                if listed.insert(n.canonical_hash(rules)) {
                    out.push(n);
                }
            }
        }
        out
    }

    /// Checks that the closures of `layer` sharing one set list the positions they list
    /// one by one, each once; the positions listed, or `None` when a closure met its bound.
    fn compare_closures(layer: &[BigBen], rules: &BigBenRules) -> Option<usize> {
        const BOUND: usize = 20_000;
        let (mut nodes, mut cut) = (0, false);
        let mut alone = HashSet::<u64>::new();
        for p in layer {
            let mut seen = HashSet::default();
            for (q, _, _) in closure(p, rules, BOUND, &mut nodes, &mut cut, &mut seen) {
                alone.insert(q.canonical_hash(rules));
            }
            if cut {
                return None;
            }
        }
        let mut seen = HashSet::default();
        let mut together = Vec::new();
        for p in layer {
            for (q, _, _) in closure(p, rules, BOUND, &mut nodes, &mut cut, &mut seen) {
                together.push(q.canonical_hash(rules));
            }
        }
        let listed = together.len();
        let together: HashSet<u64> = together.into_iter().collect();
        assert_eq!(listed, together.len(), "a position listed twice");
        assert!(
            together == alone,
            "the shared closures list other positions"
        );
        Some(listed)
    }

    /// Two positions alike but for the order of their waste (as two histories can leave
    /// the copies of a card) are two positions to a layer's closures: the second is not
    /// taken for the first.
    #[test]
    fn a_layers_closures_tell_apart_wastes_in_another_order() {
        let rules: BigBenRules = crate::RULES.with("").expect("the embedded rules");
        let deal = Deal::from_seed::<BigBen>(&rules, 1);
        let mut g = BigBen::start(&rules, &deal.cards, 1);
        let mut buf = Vec::new();
        while !(g.waste.len() >= 2 && g.waste.as_slice()[0] != g.waste.as_slice()[1]) {
            buf.clear();
            g.solver_moves(&rules, &mut buf);
            let m = engine::Player::choose(&g, &rules, &buf).expect("a move");
            g.apply(&rules, m);
        }
        let mut h = g;
        let mut cards = g.waste.as_slice().to_vec();
        cards.swap(0, 1);
        h.waste = cards::Stack::from_slice(&cards);
        assert_ne!(g.canonical_hash(&rules), h.canonical_hash(&rules));
        let mut seen = HashSet::default();
        let (mut nodes, mut cut) = (0, false);
        assert!(!closure(&g, &rules, 100, &mut nodes, &mut cut, &mut seen).is_empty());
        let other = closure(&h, &rules, 100, &mut nodes, &mut cut, &mut seen);
        assert_eq!(other.first().map(|c| c.0), Some(h), "{}", h.show());
    }
}
