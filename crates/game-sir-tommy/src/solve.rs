//! What the solver knows about Sir Tommy: which positions are the same, which moves are safe,
//! and which positions can never be won. Each rule is checked against plain search in the
//! tests below.

use crate::legal::{self, Ask, Law};
use crate::{Build, Gather, SirTommy, SirTommyMove, SirTommyRules};
use cards::Card;
use engine::solve::{
    GameSolver, Outcome, PosHasher, Searcher, Solve, SolveConfig, StatsReport, Verdict,
};
use engine::{Deal, Game};
use std::hash::Hasher;
use std::ops::Range;

mod fast;
mod sat;

/// Decides position `g`: by the dedicated search of [`fast`] when it knows the rules (by
/// rank, no redeal), then by the schedule's satisfiability ([`sat`]); else
/// by the engine's search with the [`Solve`] knowledge below.
pub(crate) fn solve_position(
    rules: &SirTommyRules,
    g: &SirTommy,
    config: SolveConfig,
) -> Outcome<SirTommyMove> {
    if !rules.place_in_order {
        // The searches place turned cards only in the order turned: free order is not decided.
        return Outcome {
            verdict: Verdict::Unknown,
            moves: Vec::new(),
            nodes: 0,
            table_peak: 0,
        };
    }
    match fast::Board::from_game(rules, g) {
        Some(mut b) => {
            let mut s = fast::Search::new(config.budget, config.table_entries);
            fast_outcome(rules, g, config.budget, &mut s, &mut b)
        }
        None => search_outcome(rules, g, config.budget, &mut Searcher::new(config)),
    }
}

/// Moves the nested rollouts may spend before the search (at most half the budget). By suit
/// with its redeals, where nearly every line wins, the first round wins the deals the
/// search loses itself in (docs/solver.md).
const ROLLOUTS_FIRST: u64 = 2_000_000;

/// Rules the dedicated search does not take (by suit, redeals): nested rollouts of the
/// default player look for a win first ([`engine::solve::nested_rollouts`]), then the
/// engine's search, which alone may say `lost`, takes the rest of the budget. A small budget
/// (the expert's, a few thousand positions: less than a round of rollouts) goes to the search
/// whole.
fn search_outcome(
    rules: &SirTommyRules,
    g: &SirTommy,
    budget: u64,
    searcher: &mut Searcher<SirTommy>,
) -> Outcome<SirTommyMove> {
    let first = if budget >= ROLLOUTS_FIRST {
        (budget / 2).min(ROLLOUTS_FIRST)
    } else {
        0
    };
    let r = engine::solve::nested_rollouts(rules, g, first, g.seed);
    if let Some(line) = r.line
        && plays_to_a_win(rules, g, &line)
    {
        return Outcome {
            verdict: Verdict::Won,
            moves: line,
            nodes: r.nodes,
            table_peak: 0,
        };
    }
    searcher.set_budget(budget.saturating_sub(r.nodes).max(1));
    let mut o = searcher.solve(rules, g);
    o.nodes += r.nodes;
    o
}

/// Positions the dedicated search spends on a position, in short restarts
/// ([`fast::Search::run_restarts`]), before the schedule's satisfiability decides it: the
/// check costs more than the restarts take on most deals, and more positions win a few more
/// deals and delay all the others (the runs that chose it are in docs/measurements.md).
const SEARCH_FIRST: u64 = 40_000;

/// Conflicts the satisfiability check may spend: one for every `POSITIONS_PER_CONFLICT`
/// positions of the budget.
const POSITIONS_PER_CONFLICT: u64 = 20;

/// The dedicated search (where the schedule is checked, short restarts that look for a win
/// only), then the schedule's satisfiability, then if that ran out the search again with the
/// rest of the budget. A won schedule is played through the game's own moves and counts only
/// if every move is legal and the game ends won.
fn fast_outcome(
    rules: &SirTommyRules,
    g: &SirTommy,
    budget: u64,
    s: &mut fast::Search,
    b: &mut fast::Board,
) -> Outcome<SirTommyMove> {
    // The schedule at a deal's start, and in mid-game for a budget larger than the first
    // restarts (a hint's, a solve's); the expert's probes of a few thousand positions stay
    // with the search, which answers them sooner than the check is built.
    let scheduled = b.fresh() || budget > SEARCH_FIRST;
    s.set_budget(if scheduled {
        budget.min(SEARCH_FIRST)
    } else {
        budget
    });
    let mut verdict = if scheduled {
        s.run_restarts(b)
    } else {
        s.run(b)
    };
    let mut moves = if verdict == Verdict::Won {
        fast::to_moves(rules, g, s.path())
    } else {
        Vec::new()
    };
    let mut nodes = s.nodes;
    if verdict == Verdict::Unknown && scheduled {
        let a = b.schedule().solve(budget / POSITIONS_PER_CONFLICT);
        nodes += a.conflicts;
        match a.verdict {
            Verdict::Won => {
                let line = fast::to_moves(rules, g, &a.steps);
                if plays_to_a_win(rules, g, &line) {
                    verdict = Verdict::Won;
                    moves = line;
                }
            }
            Verdict::Lost => verdict = Verdict::Lost,
            Verdict::Unknown => {
                // The rest of the budget to the search: some losses it proves sooner.
                s.set_budget(budget.saturating_sub(SEARCH_FIRST).max(1));
                s.burials_first = true;
                let r = s.run(b);
                nodes += s.nodes;
                if r == Verdict::Won {
                    moves = fast::to_moves(rules, g, s.path());
                }
                verdict = r;
            }
        }
    }
    Outcome {
        verdict,
        moves,
        nodes,
        table_peak: s.table_len(),
    }
}

/// Whether `line` is legal move by move from `g` and ends in a win.
fn plays_to_a_win(rules: &SirTommyRules, g: &SirTommy, line: &[SirTommyMove]) -> bool {
    let mut h = *g;
    for &m in line {
        if h.check(rules, m).is_err() {
            return false;
        }
        h.apply(rules, m);
    }
    h.status(rules) == engine::Status::Won
}

/// Sir Tommy's solver, named where the game registers: the dedicated search where it applies.
#[derive(Clone, Copy, Debug)]
pub struct SirTommySolver;

impl GameSolver<SirTommy> for SirTommySolver {
    fn solve_position(
        rules: &SirTommyRules,
        g: &SirTommy,
        config: SolveConfig,
    ) -> Outcome<SirTommyMove> {
        solve_position(rules, g, config)
    }

    fn solve_many(
        rules: &SirTommyRules,
        seeds: Range<u64>,
        config: SolveConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> StatsReport {
        if !rules.place_in_order {
            // As in `solve_position`: free order is not decided.
            return engine::solve::run_many(
                seeds,
                progress,
                || (),
                |_, _| (Verdict::Unknown, 0, 0),
            );
        }
        if !fast::supported(rules) {
            return engine::solve::run_many(
                seeds,
                progress,
                || Searcher::<SirTommy>::new(config),
                |s, seed| {
                    let deal = Deal::from_seed::<SirTommy>(rules, seed);
                    let g = SirTommy::start(rules, &deal.cards, deal.start_seed());
                    let o = search_outcome(rules, &g, config.budget, s);
                    (o.verdict, o.nodes, o.table_peak)
                },
            );
        }
        solve_many_fast(rules, seeds, config, progress)
    }
}

/// Many deals on all cores with the dedicated search.
fn solve_many_fast(
    rules: &SirTommyRules,
    seeds: Range<u64>,
    config: SolveConfig,
    progress: &(dyn Fn(u64) + Sync),
) -> StatsReport {
    engine::solve::run_many(
        seeds,
        progress,
        || fast::Search::new(config.budget, config.table_entries),
        |s, seed| {
            let deal = Deal::from_seed::<SirTommy>(rules, seed);
            let g = SirTommy::start(rules, &deal.cards, deal.start_seed());
            match fast::Board::from_game(rules, &g) {
                Some(mut b) => {
                    let o = fast_outcome(rules, &g, config.budget, s, &mut b);
                    (o.verdict, o.nodes, o.table_peak)
                }
                None => (Verdict::Unknown, 0, 0),
            }
        },
    )
}

impl SirTommy {
    /// Whether the rest of the game can depend on where cards lie in the wastes or on the
    /// order of the wastes: only through a redeal, which gathers them in order.
    fn redeal_ahead(&self) -> bool {
        self.redeals_left > 0
    }

    /// Foundations taking rank `r` or above: how many cards of rank `r` are up (rank build).
    fn up_of_rank(&self, r: usize) -> usize {
        self.foundations.iter().filter(|f| f.len() >= r).count()
    }

    /// The safe move: a card with no rival for its foundation (see docs/proofs.md, proof S2);
    /// not with a shuffled redeal ahead (S9).
    fn safe_move(&self, rules: &SirTommyRules) -> Option<SirTommyMove> {
        if self.redeal_ahead() && rules.redeal_gather == Gather::Shuffle {
            return None;
        }
        let law = Law::of(rules);
        if let Some(c) = self.waiting.top()
            && self.no_rival(rules, c)
            && let Some(f) = (0..4).find(|&f| self.fits(law, c, f))
        {
            return Some(SirTommyMove::ToFoundation {
                foundation: f as u8,
            });
        }
        if !legal::allows(law, self, Ask::WasteGives) {
            return None;
        }
        for w in 0..rules.waste_piles {
            if let Some(c) = self.wastes[w as usize].top()
                && self.no_rival(rules, c)
                && let Some(f) = (0..4).find(|&f| self.fits(law, c, f))
            {
                return Some(SirTommyMove::WasteToFoundation {
                    waste: w,
                    foundation: f as u8,
                });
            }
        }
        None
    }

    /// Foundations that are interchangeable for a card: by rank, those of equal length.
    fn same_foundation(&self, rules: &SirTommyRules, a: usize, b: usize) -> bool {
        rules.build == Build::Rank && self.foundations[a].len() == self.foundations[b].len()
    }

    /// Cards stuck for good, counted without chaining (see docs/proofs.md, proof S5).
    fn buried_for_good(&self, rules: &SirTommyRules) -> bool {
        let up: [u8; 15] = std::array::from_fn(|r| match r {
            0 => 4,
            1..=13 => self.up_of_rank(r) as u8,
            _ => 0,
        });
        // Needs of the rank-r cards in the wastes, four at most per rank.
        let mut needs = [[0u8; 4]; 14];
        let mut count = [0u8; 14];
        for w in &self.wastes[..rules.waste_piles as usize] {
            let mut above = [0u8; 15];
            for c in w.as_slice().iter().rev() {
                let r = c.rank().value() as usize;
                let need = (r + 1..14).map(|s| up[s] + above[s]).max().unwrap_or(0);
                let k = count[r] as usize;
                if k < 4 {
                    needs[r][k] = need;
                    count[r] += 1;
                }
                above[r] += 1;
            }
        }
        for r in 2..14 {
            let n = count[r] as usize;
            if n == 0 {
                continue;
            }
            // The rank-r cards still to come: those in the wastes, and the rest need 0.
            let off = 4 - up[r] as usize;
            let free = off.saturating_sub(n);
            let mut v = needs[r];
            v[..n].sort_unstable();
            for (i, &need) in v[..n].iter().enumerate() {
                // Played k-th at the latest position it can take: free cards first.
                let k = free + i + 1;
                if need as usize > up[r] as usize + k - 1 {
                    return true;
                }
            }
        }
        false
    }
}

/// A rank sequence of a pile, 4 bits a card, hashed.
fn pile_key(cards: &[Card], by_rank: bool) -> u64 {
    let mut h = PosHasher::default();
    h.write_usize(cards.len());
    let mut word = 0u64;
    for (i, c) in cards.iter().enumerate() {
        let v = if by_rank {
            u64::from(c.rank().value())
        } else {
            c.index() as u64
        };
        word = word << 6 | v;
        if i % 10 == 9 {
            h.write_u64(word);
            word = 0;
        }
    }
    h.write_u64(word);
    h.finish()
}

fn sort_small(v: &mut [u64]) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && v[j - 1] > v[j] {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

impl Solve for SirTommy {
    /// Piles as rank sequences, foundations by length (see docs/proofs.md, proof S9).
    fn canonical_hash(&self, rules: &SirTommyRules) -> u64 {
        let by_rank = rules.build == Build::Rank;
        let n = rules.waste_piles as usize;
        let mut wastes = [0u64; 8];
        for (k, w) in self.wastes[..n].iter().enumerate() {
            wastes[k] = pile_key(w.as_slice(), by_rank);
        }
        let redeal = self.redeal_ahead();
        if !redeal {
            sort_small(&mut wastes[..n]);
        }
        let mut found = [0u64; 4];
        for (k, f) in self.foundations.iter().enumerate() {
            found[k] = match (by_rank, f.top()) {
                (_, None) => 0,
                (true, Some(_)) => f.len() as u64,
                (false, Some(top)) => 64 + top.index() as u64,
            };
        }
        sort_small(&mut found);
        let mut h = PosHasher::default();
        for w in &wastes[..n] {
            h.write_u64(*w);
        }
        for f in found {
            h.write_u64(f);
        }
        h.write_u64(pile_key(self.waiting.as_slice(), by_rank));
        h.write_u8(self.redeals_left);
        if redeal {
            h.write_u64(pile_key(self.stock.as_slice(), false));
        } else {
            h.write_usize(self.stock.len());
        }
        h.finish()
    }

    fn forced_move(&self, rules: &SirTommyRules) -> Option<SirTommyMove> {
        if let Some(m) = self.safe_move(rules) {
            return Some(m);
        }
        // One card at a time, turning first loses nothing (see docs/proofs.md, proof S9).
        if rules.turn_count == 1 && self.waiting.is_empty() && !self.stock.is_empty() {
            return Some(SirTommyMove::Turn);
        }
        None
    }

    /// The legal moves, less duplicates: of interchangeable foundations only the first, and
    /// of wastes with the same contents only the first (without a redeal ahead).
    fn solver_moves(&self, rules: &SirTommyRules, out: &mut Vec<SirTommyMove>) {
        if self.on_foundations() == 52 {
            return;
        }
        let nw = rules.waste_piles as usize;
        let law = Law::of(rules);
        let fits_first = |c: Card, out: &mut Vec<SirTommyMove>, mk: &dyn Fn(u8) -> SirTommyMove| {
            for f in 0..4 {
                if self.fits(law, c, f)
                    && !(0..f).any(|g| self.fits(law, c, g) && self.same_foundation(rules, f, g))
                {
                    out.push(mk(f as u8));
                }
            }
        };
        if let Some(c) = self.waiting.top() {
            fits_first(c, out, &|f| SirTommyMove::ToFoundation { foundation: f });
            let rank = c.rank().value();
            if legal::allows(law, self, Ask::ToWaste { rank }) {
                let redeal = self.redeal_ahead();
                for w in 0..nw {
                    let dup = !redeal
                        && (0..w).any(|v| {
                            let (a, b) = (self.wastes[v].as_slice(), self.wastes[w].as_slice());
                            a.len() == b.len()
                                && a.iter().zip(b).all(|(x, y)| {
                                    if rules.build == Build::Rank {
                                        x.rank() == y.rank()
                                    } else {
                                        x == y
                                    }
                                })
                        });
                    if !dup {
                        out.push(SirTommyMove::ToWaste { waste: w as u8 });
                    }
                }
            }
        }
        if legal::allows(law, self, Ask::WasteGives) {
            for w in 0..nw {
                if let Some(c) = self.wastes[w].top() {
                    fits_first(c, out, &|f| SirTommyMove::WasteToFoundation {
                        waste: w as u8,
                        foundation: f,
                    });
                }
            }
        }
        out.extend(
            [SirTommyMove::Turn, SirTommyMove::Redeal]
                .into_iter()
                .find(|&m| self.check(rules, m).is_ok()),
        );
    }

    /// Foundation moves first; a card goes preferably on a waste whose top is just above it
    /// (it will come off first, as it must), then on an empty waste, and last on a lower card
    /// it would bury.
    fn order_moves(&self, _rules: &SirTommyRules, moves: &mut [SirTommyMove]) {
        let waiting = self
            .waiting
            .top()
            .map_or(0, |c| i32::from(c.rank().value()));
        moves.sort_by_key(|&m| match m {
            SirTommyMove::ToFoundation { .. } | SirTommyMove::WasteToFoundation { .. } => 0,
            SirTommyMove::ToWaste { waste } => match self.wastes[waste as usize].top() {
                None => 20,
                Some(t) => {
                    let t = i32::from(t.rank().value());
                    if t > waiting {
                        t - waiting
                    } else {
                        30 + waiting - t
                    }
                }
            },
            SirTommyMove::Turn | SirTommyMove::Redeal | SirTommyMove::Later { .. } => 100,
        });
    }

    /// Cards home.
    fn progress(&self, _rules: &SirTommyRules) -> u32 {
        self.on_foundations() as u32
    }

    fn is_dead(&self, rules: &SirTommyRules) -> bool {
        // By suit a buried card only waits for its own suit; the counting below is by rank.
        // With a redeal ahead a buried card may come free again.
        rules.build == Build::Rank && !self.redeal_ahead() && self.buried_for_good(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::laws::solver_check_cases;
    use engine::solve::{Searcher, format_line};
    use engine::{Deal, Game, Session, Status};

    fn base() -> SirTommyRules {
        crate::tests::rules("sir-tommy")
    }

    fn config(budget: u64) -> SolveConfig {
        SolveConfig {
            budget,
            table_entries: 1 << 18,
            threads: 1,
        }
    }

    /// The position of deal `seed` once the stock is down to `keep` cards, so the rest is
    /// small enough for plain search.
    fn late_position(rules: &SirTommyRules, seed: u64, keep: usize) -> SirTommy {
        let deal = Deal::from_seed::<SirTommy>(rules, seed);
        let g = SirTommy::start(rules, &deal.cards, seed);
        // Mostly the default player's choice, so the walk keeps some chance of a win.
        engine::laws::guided_walk(rules, g, seed, 5, |g| g.stock.len() > keep)
    }

    fn check_against_plain(
        rules: &SirTommyRules,
        seeds: std::ops::Range<u64>,
        keep: usize,
    ) -> [u32; 2] {
        let mut plain = Searcher::<SirTommy>::new(config(100_000));
        let mut seen = [0; 2];
        for seed in seeds {
            let g = late_position(rules, seed, keep);
            if g.status(rules).is_over() {
                continue;
            }
            // Plain search: every legal move, the whole state as the key, no proofs.
            let truth = match plain.solve_plain(rules, &g).verdict {
                Verdict::Won => true,
                Verdict::Lost => false,
                Verdict::Unknown => continue,
            };
            let o = solve_position(rules, &g, config(1_000_000));
            let want = if truth { Verdict::Won } else { Verdict::Lost };
            assert_eq!(o.verdict, want, "seed {seed}: {g:?}");
            seen[usize::from(truth)] += 1;
            if truth {
                let mut h = g;
                for m in &o.moves {
                    assert_eq!(h.check(rules, *m), Ok(()));
                    h.apply(rules, *m);
                }
                assert_eq!(h.status(rules), Status::Won);
            }
        }
        seen
    }

    #[test]
    fn pruning_agrees_with_plain_search_near_the_end() {
        let seen = check_against_plain(&base(), 0..solver_check_cases(40), 6);
        // Both verdicts occur, so the comparison could fail either way.
        assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
    }

    #[test]
    fn pruning_agrees_with_plain_search_in_the_variants() {
        for variant in ["sir-tommy-four-at-a-time", "sir-tommy-aces-up"] {
            check_against_plain(&crate::tests::rules(variant), 0..solver_check_cases(12), 6);
        }
        // Two waste piles: no rules file, the base with one value changed.
        let mut r = base();
        r.waste_piles = 2;
        check_against_plain(&r, 0..solver_check_cases(12), 6);
    }

    #[test]
    fn won_lines_replay_through_the_session() {
        let rules = base();
        let mut won = 0;
        for seed in 0..10 {
            let deal = Deal::from_seed::<SirTommy>(&rules, seed);
            let g = SirTommy::start(&rules, &deal.cards, seed);
            let o = solve_position(&rules, &g, config(200_000));
            if o.verdict == Verdict::Won {
                won += 1;
                let line = format_line(&rules, &g, &o.moves).join("\n");
                let mut sess = Session::<SirTommy>::new(rules.clone(), deal);
                sess.play_list(&line).unwrap();
                assert_eq!(sess.status(), Status::Won, "seed {seed}");
            }
        }
        assert!(won > 0);
    }

    /// By suit with its two redeals: deals the engine's search alone left open at
    /// 20,000,000 positions are won by the nested rollouts that now go first, and each line
    /// plays to a win through the session.
    #[test]
    fn by_suit_deals_the_search_left_open_are_won() {
        let rules = crate::tests::rules("sir-tommy-by-suit");
        for seed in [15, 57, 79, 88, 110] {
            let deal = Deal::from_seed::<SirTommy>(&rules, seed);
            let g = SirTommy::start(&rules, &deal.cards, seed);
            let o = solve_position(&rules, &g, config(2 * ROLLOUTS_FIRST));
            assert_eq!(o.verdict, Verdict::Won, "seed {seed}");
            assert!(o.nodes <= 2 * ROLLOUTS_FIRST);
            let line = format_line(&rules, &g, &o.moves).join("\n");
            let mut sess = Session::<SirTommy>::new(rules.clone(), deal);
            sess.play_list(&line).unwrap();
            assert_eq!(sess.status(), Status::Won, "seed {seed}");
        }
    }

    /// The restarts that open a deal's search win most deals, and each won line they find
    /// plays to a win through the game's own moves.
    #[test]
    fn restart_wins_play_to_a_win() {
        let rules = base();
        let mut won = 0;
        for seed in 0..30 {
            let deal = Deal::from_seed::<SirTommy>(&rules, seed);
            let g = SirTommy::start(&rules, &deal.cards, seed);
            let mut b = fast::Board::from_game(&rules, &g).expect("the base rules");
            let mut s = fast::Search::new(SEARCH_FIRST, 1 << 18);
            if s.run_restarts(&mut b) == Verdict::Won {
                won += 1;
                let line = fast::to_moves(&rules, &g, s.path());
                assert!(plays_to_a_win(&rules, &g, &line), "seed {seed}");
            }
        }
        assert!(won >= 10, "{won} of 30");
    }

    /// A start whose stock is turned in `order` (the first card of `order` first).
    fn start_turning(rules: &SirTommyRules, order: &[Card]) -> SirTommy {
        let mut cards = order.to_vec();
        cards.reverse();
        SirTommy::start(rules, &cards, 0)
    }

    /// Every card of rank `r`, clubs to spades.
    fn rank_of(r: u8) -> Vec<Card> {
        cards::Suit::ALL
            .iter()
            .map(|&s| Card::new(cards::Rank::new(r), s))
            .collect()
    }

    /// The deal turned in rank order, aces last (every 2, then every 3, ..., every king,
    /// then the aces), and near misses: each is proved lost.
    #[test]
    fn rank_ordered_deals_are_lost() {
        let rules = base();
        let ranks =
            |order: &[u8]| -> Vec<Card> { order.iter().flat_map(|&r| rank_of(r)).collect() };
        let mut deals = Vec::new();
        // Rank order, aces last.
        deals.push(ranks(&[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1]));
        // The kings first, then the same.
        deals.push(ranks(&[13, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1]));
        // One ace before the last 2: one foundation runs to the king, the rest is buried.
        let mut d = ranks(&[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1]);
        let ace = d.remove(48);
        d.insert(3, ace);
        deals.push(d);
        // Rank order with the aces before the kings.
        deals.push(ranks(&[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 13]));
        for (i, order) in deals.iter().enumerate() {
            assert_eq!(order.len(), 52);
            let g = start_turning(&rules, order);
            let o = solve_position(&rules, &g, config(1_000_000));
            assert_eq!(o.verdict, Verdict::Lost, "deal {i}");
        }
    }

    /// Seeds 3, 4 and 5, which the position search alone left open even at 200,000,000
    /// positions, are won, and their lines replay through a session.
    #[test]
    fn seeds_3_4_5_are_won_and_replay() {
        let rules = base();
        for seed in 3..=5 {
            let deal = Deal::from_seed::<SirTommy>(&rules, seed);
            let g = SirTommy::start(&rules, &deal.cards, seed);
            let o = solve_position(&rules, &g, config(1_000_000));
            assert_eq!(o.verdict, Verdict::Won, "seed {seed}");
            let line = format_line(&rules, &g, &o.moves).join("\n");
            let mut sess = Session::<SirTommy>::new(rules.clone(), deal);
            sess.play_list(&line).unwrap();
            assert_eq!(sess.status(), Status::Won, "seed {seed}");
        }
    }
}
