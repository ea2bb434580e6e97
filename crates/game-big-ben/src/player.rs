//! The default player of Big Ben: what `stats` plays and hints suggest.
//!
//! It sees what a person sees: the foundations, every tableau card, every waste card and
//! how many cards the stock holds, never their order. It judges a position by a score:
//!
//! - every card on a foundation counts most;
//! - every card still to be played is weighed by how soon a foundation needs it (the next
//!   card of a foundation most; the weights of the steps beyond were found by a search, not
//!   set by hand, and some are below zero), and that weight is charged for every card lying on
//!   it, in a pile or in the waste, scaled by whether its twin is in sight and the less buried
//!   of the two, or the more;
//! - a card lying on a card of its suit that the foundations need first costs a little;
//! - a gap is worth something while the stock has cards, since the next fill turns a stock
//!   card face up in the tableau instead of onto the waste; but the cards a fill will drop on
//!   the rest of that pile already count as lying on them.
//!
//! At each turn it plays, in order: once the stock and redeals are used up (every card left
//! face up), the first move of a winning line if a short depth-first search finds one; the
//! foundation move whose result scores best; else the first move of the best-scoring sequence
//! of builds (tableau to tableau, waste to tableau, with any card that then fits going home),
//! if that beats standing still; else fill, draw or redeal. With none of these left it falls
//! back on the shortest sequence of builds that lets a card go home.

use super::{BigBen, BigBenMove, BigBenRules, LOST_BOUND, PLAYER_BOUND, Place, Reach};
use cards::Card;
use engine::Game;
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// The weights of the score.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Weights {
    /// One card on a foundation.
    pub home: i32,
    /// One gap while the stock has cards.
    pub gap: i32,
    /// A gap is also worth this share (per mille) of what one more draw would cost the waste.
    pub gap_waste: i32,
    /// A card by how many other cards its foundation needs before it (0 = next).
    pub urgency: [i32; 14],
    /// Waste cards are charged this much (per mille) of what tableau cards are.
    pub waste: i32,
    /// How much (per mille) each virtual card of a coming fill counts as lying on a short pile.
    pub virt: i32,
    /// Positions searched for a winning line once every card left is face up.
    pub endgame: i32,
    /// With both copies of a card in sight, the charge (per mille) for the cards on the less
    /// buried copy …
    pub near: i32,
    /// … and on the more buried one.
    pub far: i32,
    /// The charge (per mille) for the cards on a copy whose twin is not in sight.
    pub sole: i32,
    /// A card lying on a card of its suit that the foundations need before it (per pair).
    pub inversion: i32,
}

/// The weights found by the cross-entropy search (`cargo xtask tune big-ben --cem`) on deals
/// from 1,000,000 up; the search's record is `docs/data/big-ben-weights-cem.json`.
pub(crate) const WEIGHTS: Weights = Weights {
    home: 1_000,
    gap: 28,
    gap_waste: 611,
    urgency: [83, -17, -6, -2, 3, 7, 10, 20, -8, -4, 1, -8, 10, 10],
    waste: 1_153,
    virt: 965,
    endgame: 250,
    near: 957,
    far: 692,
    sole: 1_024,
    inversion: 13,
};

/// The weights before the search, chosen by hand: the measure the tuned ones are compared
/// with.
#[cfg(test)]
pub(crate) const HAND_WEIGHTS: Weights = Weights {
    home: 1_000,
    gap: 40,
    gap_waste: 1_000,
    urgency: [60, 34, 22, 15, 10, 7, 5, 4, 3, 2, 2, 1, 1, 0],
    waste: 1_000,
    virt: 1_000,
    endgame: 250,
    near: 1_000,
    far: 1_000,
    sole: 1_000,
    inversion: 0,
};

/// The weights a tuning search may change: all but the scale (`home`) and the endgame's
/// search budget.
impl engine::tune::Tunable for Weights {
    const NAMES: &'static [&'static str] = &[
        "gap",
        "gap_waste",
        "u0",
        "u1",
        "u2",
        "u3",
        "u4",
        "u5",
        "u6",
        "u7",
        "u8",
        "u9",
        "u10",
        "u11",
        "u12",
        "u13",
        "waste",
        "virt",
        "near",
        "far",
        "sole",
        "inversion",
    ];

    fn values(&self) -> Vec<i32> {
        let mut v = vec![self.gap, self.gap_waste];
        v.extend_from_slice(&self.urgency);
        v.extend_from_slice(&[
            self.waste,
            self.virt,
            self.near,
            self.far,
            self.sole,
            self.inversion,
        ]);
        v
    }

    fn with_values(&self, v: &[i32]) -> Weights {
        let mut urgency = [0; 14];
        urgency.copy_from_slice(&v[2..16]);
        Weights {
            gap: v[0],
            gap_waste: v[1],
            urgency,
            waste: v[16],
            virt: v[17],
            near: v[18],
            far: v[19],
            sole: v[20],
            inversion: v[21],
            ..*self
        }
    }
}

/// Steps before each card (by `Card::index`) is wanted by a foundation: 0 when it fits now;
/// 13 when no foundation wants it any more.
fn distances(g: &BigBen) -> [u8; 52] {
    let mut d = [13u8; 52];
    for h in 0..12 {
        if g.is_complete(h) {
            continue;
        }
        let top = g.foundation_top(h);
        let end = (h + 1) as u8;
        let mut r = top.rank();
        let mut k = 0u8;
        loop {
            r = r.next_wrapping();
            let i = Card::new(r, top.suit()).index();
            d[i] = d[i].min(k);
            if r.value() == end {
                break;
            }
            k += 1;
        }
    }
    d
}

/// The position's score (higher is better), from what the board shows.
pub(crate) fn score(g: &BigBen, rules: &BigBenRules, w: &Weights) -> i32 {
    let d = distances(g);
    let stock_left = !g.stock.is_empty();
    let size = rules.size();
    let mut s = w.home * g.built.iter().map(|&b| b as i32).sum::<i32>();
    // The cards lying on each copy in sight, in thousandths of a card, by `Card::index`
    // (negative: no copy there).
    let mut burial = [[-1i64; 2]; 52];
    let mut lay = |c: Card, b: i64| {
        let e = &mut burial[c.index()];
        if e[0] < 0 { e[0] = b } else { e[1] = b }
    };
    let waste = g.waste.as_slice();
    let n = waste.len();
    let mut draw_cost = 0;
    for (i, c) in waste.iter().enumerate() {
        draw_cost += w.urgency[d[c.index()] as usize];
        lay(*c, (n - 1 - i) as i64 * i64::from(w.waste));
    }
    let gap = w.gap + draw_cost * w.waste / 1_000 * w.gap_waste / 1_000;
    let mut inversions = 0;
    for p in &g.tableau {
        let cards = p.as_slice();
        let n = cards.len();
        let virt = if stock_left && n < size { size - n } else { 0 };
        s += gap * virt as i32;
        for (i, c) in cards.iter().enumerate() {
            lay(
                *c,
                (n - 1 - i) as i64 * 1_000 + virt as i64 * i64::from(w.virt),
            );
            if w.inversion != 0 {
                let below = d[c.index()];
                inversions += cards[i + 1..]
                    .iter()
                    .filter(|a| a.suit() == c.suit() && d[a.index()] > below && below < 13)
                    .count() as i32;
            }
        }
    }
    let mut charge = 0i64;
    for (i, b) in burial.iter().enumerate() {
        let per_mille = match *b {
            [a, x] if a < 0 && x < 0 => continue,
            [a, x] if x < 0 => a * i64::from(w.sole),
            [a, x] => a.min(x) * i64::from(w.near) + a.max(x) * i64::from(w.far),
        };
        charge += i64::from(w.urgency[d[i] as usize]) * per_mille;
    }
    s - (charge / 1_000_000) as i32 - inversions * w.inversion
}

/// A cheap key that tells positions of one search apart: each pile's length and top card,
/// and the waste's length (cards only move from tops, so these nearly always identify it).
fn key(g: &BigBen) -> u64 {
    let mut k = g.waste.len() as u64;
    for p in &g.tableau {
        let top = p.top().map_or(63, |c| c.index() as u64);
        k = (k ^ (p.len() as u64 * 64 + top)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    k ^ (k >> 29)
}

/// Plays every card that fits a foundation, tableau tops first.
fn go_home(g: &mut BigBen) {
    'again: loop {
        for from in (0..12u8)
            .map(Place::Tableau)
            .chain(std::iter::once(Place::Waste))
        {
            let Some(c) = g.card_at(from) else { continue };
            for h in 0..12 {
                if g.fits_foundation(h, c) {
                    match from {
                        Place::Tableau(t) => g.tableau[t as usize].pop(),
                        _ => g.waste.pop(),
                    };
                    g.built[h] += 1;
                    continue 'again;
                }
            }
        }
        return;
    }
}

/// Every build (tableau to tableau, waste to tableau) of `g`.
fn builds(g: &BigBen, rules: &BigBenRules, out: &mut Vec<BigBenMove>) {
    out.clear();
    g.card_moves(rules, false, true, out);
}

/// The first move of the best sequence of builds, breadth first over at most
/// `PLAYER_BOUND` positions; `None` when none scores above `g` itself.
fn best_builds(g: &BigBen, rules: &BigBenRules, w: &Weights) -> Option<BigBenMove> {
    let mut buf = Vec::new();
    builds(g, rules, &mut buf);
    if buf.is_empty() {
        return None;
    }
    // Among equal scores the first found wins: try first the builds that uncover a card
    // for a foundation.
    buf.sort_by_key(|m| match *m {
        BigBenMove::Card {
            from: Place::Tableau(a),
            ..
        } => !g.exposes_foundation_card(a as usize),
        _ => true,
    });
    let base = score(g, rules, w);
    let bound = if g.stock.is_empty() {
        LOST_BOUND
    } else {
        PLAYER_BOUND
    };
    let mut best: Option<(i32, BigBenMove)> = None;
    let mut seen: Vec<u64> = vec![key(g)];
    let mut queue: Vec<(BigBen, BigBenMove)> = Vec::new();
    for &m in &buf {
        let mut n = *g;
        n.apply(rules, m);
        go_home(&mut n);
        let k = key(&n);
        if !seen.contains(&k) {
            seen.push(k);
            queue.push((n, m));
        }
    }
    let mut i = 0;
    while i < queue.len() {
        let (pos, first) = queue[i];
        i += 1;
        let v = score(&pos, rules, w);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, first));
        }
        if seen.len() >= bound {
            continue;
        }
        builds(&pos, rules, &mut buf);
        for &m in &buf {
            let mut n = pos;
            n.apply(rules, m);
            go_home(&mut n);
            let k = key(&n);
            if !seen.contains(&k) {
                seen.push(k);
                queue.push((n, first));
            }
        }
    }
    best.filter(|&(v, _)| v > base).map(|(_, m)| m)
}

/// Keys are hashes already: used as they are.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, k: u64) {
        self.0 = k;
    }
}

/// With the stock and the redeals used up every card left is face up: a depth-first search
/// for a line that wins, over at most `budget` positions. Returns its first move.
fn solve_endgame(g: &BigBen, rules: &BigBenRules, budget: usize) -> Option<BigBenMove> {
    fn dfs(
        g: &BigBen,
        rules: &BigBenRules,
        seen: &mut HashSet<u64, BuildHasherDefault<KeyHasher>>,
        budget: usize,
    ) -> Option<Option<BigBenMove>> {
        if g.all_complete() {
            return Some(None);
        }
        if seen.len() >= budget {
            return None;
        }
        let mut moves = Vec::new();
        g.card_moves(rules, true, true, &mut moves);
        for m in moves {
            let mut n = *g;
            n.apply(rules, m);
            if !seen.insert(key(&n) ^ n.built.iter().fold(0u64, |a, &b| a * 31 + b as u64)) {
                continue;
            }
            if dfs(&n, rules, seen, budget).is_some() {
                return Some(Some(m));
            }
        }
        None
    }
    let mut seen = HashSet::with_capacity_and_hasher(budget + 64, Default::default());
    dfs(g, rules, &mut seen, budget).flatten()
}

/// Whether `g`, with every card face up, is won or a search of at most `budget` positions
/// finds a line that wins it. `false` says nothing: the search may have stopped short.
pub(crate) fn wins_within(g: &BigBen, rules: &BigBenRules, budget: usize) -> bool {
    g.all_complete() || solve_endgame(g, rules, budget).is_some()
}

/// The default player (see the module docs).
pub(crate) fn choose(g: &BigBen, rules: &BigBenRules, moves: &[BigBenMove]) -> Option<BigBenMove> {
    choose_with(g, rules, moves, &WEIGHTS)
}

pub(crate) fn choose_with(
    g: &BigBen,
    rules: &BigBenRules,
    moves: &[BigBenMove],
    w: &Weights,
) -> Option<BigBenMove> {
    let mut home: Option<(i32, BigBenMove)> = None;
    for &m in moves {
        if let BigBenMove::Card {
            to: Place::Foundation(_),
            ..
        } = m
        {
            let mut n = *g;
            n.apply(rules, m);
            let v = score(&n, rules, w);
            if home.is_none_or(|(b, _)| v > b) {
                home = Some((v, m));
            }
        }
    }
    if g.stock.is_empty()
        && !g.can_redeal()
        && w.endgame > 0
        && let Some(m) = solve_endgame(g, rules, w.endgame as usize)
    {
        return Some(m);
    }
    if let Some((_, m)) = home {
        return Some(m);
    }
    if let Some(m) = best_builds(g, rules, w) {
        return Some(m);
    }
    for a in [BigBenMove::Fill, BigBenMove::Draw, BigBenMove::Redeal] {
        if moves.contains(&a) {
            return Some(a);
        }
    }
    match g.reach_foundation(rules, LOST_BOUND) {
        Reach::Found(Some(m)) => Some(m),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Deal, Hidden, Status};

    use crate::tests::{rules, second_pass, short_piles};
    use crate::tuning::play;

    /// Floors a little under what the player wins over deals 0..300 (27 and 31 with the
    /// tuned weights), so a change that weakens it shows.
    #[test]
    fn it_wins_at_least_its_measured_share_of_the_first_300_deals() {
        for (r, floor) in [(rules(), 24), (second_pass(), 27)] {
            let won = (0..300).filter(|&s| play(&r, s, &WEIGHTS).0).count();
            assert!(won >= floor, "redeals {}: won {won} of 300", r.redeals);
        }
    }

    /// The tuned weights win clearly more than the hand-set ones they replaced, over deals
    /// 0..2000 (181 against 89): weights that lost the search's gain would fail here.
    #[test]
    fn the_tuned_weights_beat_the_hand_set_ones() {
        let r = rules();
        let won = |w: &Weights| (0..2000).filter(|&s| play(&r, s, w).0).count();
        let (tuned, hand) = (won(&WEIGHTS), won(&HAND_WEIGHTS));
        assert!(tuned >= hand + hand / 2, "tuned {tuned}, hand-set {hand}");
    }

    /// Every choice along whole games stays the same when the stock is put in another order:
    /// a player that peeked at it would change its mind somewhere.
    #[test]
    fn its_choices_do_not_depend_on_the_order_of_the_stock() {
        use cards::{DealRng, Stack};
        for r in [rules(), second_pass()] {
            let mut rng = DealRng::new(7, 0);
            for seed in 0..30 {
                engine::laws::choices_ignore_hidden(&r, seed, |g: &BigBen| {
                    let mut other = *g;
                    let mut stock = other.stock.as_slice().to_vec();
                    cards::shuffle(&mut stock, &mut rng);
                    other.stock = Stack::from_slice(&stock);
                    other
                });
            }
        }
    }

    /// A small expert, so that whole games stay quick in the tests.
    const SMALL: engine::ExpertConfig = engine::ExpertConfig {
        samples: 4,
        budget: 2_000,
        candidates: 4,
        playouts: true,
        // The solver's check of the sampled choice sees only the samples too.
        check: 2,
        gate: 2,
        pessimistic: false,
        peek: 0,
        second_level: 0,
        // The solver judging samples before their playouts sees only the samples too.
        solve_first: 2,
    };

    /// The expert too decides the same with the stock in another order, at every turn of
    /// whole games, with its samples seeded by the turn alone: it never reads the stock.
    #[test]
    fn the_experts_choices_do_not_depend_on_the_order_of_the_stock() {
        for r in [rules(), second_pass(), short_piles()] {
            expert_ignores_the_stock_order(&r, &SMALL, 0..2, 11);
        }
    }

    /// The hidden-order law for the expert at `cfg` over deals `seeds` of rules `r`: at every
    /// turn the stock is put in another order (drawn from `shuffles`) and the expert must
    /// decide the same.
    fn expert_ignores_the_stock_order(
        r: &BigBenRules,
        cfg: &engine::ExpertConfig,
        seeds: std::ops::Range<u64>,
        shuffles: u64,
    ) {
        use cards::{DealRng, Stack};
        let mut rng = DealRng::new(shuffles, 0);
        engine::laws::expert_ignores_hidden::<BigBen, engine::TunedSearch>(
            r,
            cfg,
            seeds,
            |g: &BigBen| {
                // Once the waste is turned over as the new stock, its order was all seen:
                // nothing is hidden, and the expert rightly plays the real position.
                if g.redeal_hidden(r, &mut DealRng::new(0, 0)).is_none() {
                    return *g;
                }
                let mut other = *g;
                let mut stock = other.stock.as_slice().to_vec();
                cards::shuffle(&mut stock, &mut rng);
                other.stock = Stack::from_slice(&stock);
                other
            },
        );
    }

    /// The hidden-order law at the settings that ship and with each judge a user can ask for
    /// (`--check 8`, `--second-level 8`, `--by-solver --pessimistic`, `--solve-first 0`), over
    /// 20 deals of every rule set. Long: `cargo test --release -p game-big-ben -- --ignored
    /// stock_at_full`.
    #[test]
    #[ignore = "long: minutes of whole expert games"]
    fn the_full_experts_choices_do_not_depend_on_the_order_of_the_stock_at_full_strength() {
        let d = <BigBen as engine::Player>::expert_settings(&rules());
        let judges = [
            d,
            engine::ExpertConfig { check: 8, ..d },
            engine::ExpertConfig {
                second_level: 8,
                ..d
            },
            engine::ExpertConfig {
                playouts: false,
                pessimistic: true,
                ..d
            },
            engine::ExpertConfig {
                solve_first: 0,
                ..d
            },
        ];
        let only = std::env::var("LAW_JUDGE")
            .ok()
            .and_then(|j| j.parse::<usize>().ok());
        for (j, cfg) in judges.iter().enumerate() {
            if only.is_some_and(|o| o != j) {
                continue;
            }
            for r in [rules(), second_pass(), short_piles()] {
                expert_ignores_the_stock_order(&r, cfg, 0..20, 13);
                eprintln!("judge {j}: {} deals of a rule set hold", 20);
            }
        }
    }

    /// The redeal of the unseen: only the stock changes, into another order of the same
    /// cards; once the stock is the waste turned over (all seen), nothing is hidden.
    #[test]
    fn only_the_stock_is_dealt_again_and_only_before_it_is_turned_over() {
        let r = second_pass();
        let d = Deal::from_seed::<BigBen>(&r, 3);
        let g = BigBen::start(&r, &d.cards, 3);
        let mut rng = cards::DealRng::new(5, 0);
        let h = g.redeal_hidden(&r, &mut rng).expect("the stock is hidden");
        assert_ne!(h.stock, g.stock, "the stock was not dealt again");
        let (mut a, mut b) = (h.stock.as_slice().to_vec(), g.stock.as_slice().to_vec());
        a.sort();
        b.sort();
        assert_eq!(a, b, "the stock holds other cards");
        let mut same = h;
        same.stock = g.stock;
        assert_eq!(same, g, "something besides the stock changed");
        // Draw the stock out, turn the waste over: the new stock was all seen.
        let mut w = g;
        while !w.stock.is_empty() {
            w.apply(&r, BigBenMove::Draw);
        }
        w.apply(&r, BigBenMove::Redeal);
        assert!(!w.stock.is_empty());
        assert_eq!(w.redeal_hidden(&r, &mut rng), None);
    }

    /// With every card face up and a winning line there, the player finds it.
    #[test]
    fn it_finds_a_win_once_the_stock_is_out() {
        let r = rules();
        let d = Deal::from_seed::<BigBen>(&r, 0);
        let g = BigBen::start(&r, &d.cards, 0);
        // Put every card back in order: a foundation's cards down its pile, no stock, so
        // that only a search plays them all home.
        let mut w = g;
        w.stock = cards::Stack::new();
        w.waste = cards::Stack::new();
        w.built = [0; 12];
        for h in 0..12 {
            let mut c = w.foundation_top(h);
            let mut pile = Vec::new();
            while c.rank().value() as usize != h + 1 {
                c = Card::new(c.rank().next_wrapping(), c.suit());
                pile.push(c);
            }
            pile.reverse();
            w.tableau[h] = cards::Stack::from_slice(&pile);
        }
        let mut moves = Vec::new();
        let mut n = 0;
        while w.status(&r) == Status::Playing && n < 200 {
            moves.clear();
            w.legal_moves(&r, &mut moves);
            let m = choose(&w, &r, &moves).expect("a move");
            w.apply(&r, m);
            n += 1;
        }
        assert_eq!(w.status(&r), Status::Won);
    }
}
