//! Laws every game must obey, as generic checks that each game crate runs in its property
//! tests: no move loses or creates a card, undo restores the exact state, redo replays it,
//! every legal move passes `check` and survives a round trip through the notation, and every
//! legal move is some gesture on the board (a tap or a drag, [`Board::tap`], [`Board::drag`]).

use crate::deal::Deal;
use crate::game::{Playable, Status, gestures};
use crate::session::Session;
use cards::Card;

fn sorted_cards<G: Playable>(g: &G) -> Vec<Card> {
    let mut v = Vec::new();
    g.all_cards(&mut v);
    v.sort();
    v
}

/// Plays up to `steps` moves of deal `seed`, choosing among legal moves with `picks`
/// (each pick is taken modulo the number of legal moves), and undoing when a pick says so.
/// Panics with a description when a law is broken.
pub fn random_walk<G: Playable>(rules: &G::Rules, seed: u64, picks: &[u16]) {
    let deal = Deal::from_seed::<G>(rules, seed);
    let mut s = Session::<G>::new(rules.clone(), deal);
    let cards = sorted_cards(s.state());
    let mut expected = G::pack(rules);
    expected.sort();
    assert_eq!(
        cards, expected,
        "the start position does not hold exactly the pack"
    );
    let mut trail: Vec<G> = vec![s.state().clone()];
    for &p in picks {
        if p % 7 == 6 && trail.len() > 1 {
            assert!(s.undo().is_ok(), "undo refused with moves made");
            let undone = trail.pop().expect("a move was made");
            assert_eq!(
                s.state(),
                trail.last().unwrap(),
                "undo did not restore the exact state"
            );
            assert!(s.redo(), "redo refused after an undo");
            assert_eq!(
                s.state(),
                &undone,
                "redo did not bring back the state the move had made"
            );
            assert!(s.undo().is_ok());
            assert_eq!(s.state(), trail.last().unwrap(), "undo after redo differs");
            continue;
        }
        if s.status().is_over() {
            // A finished game may still list moves (a lost Big Ben can shuttle cards); the
            // session refuses them, which the session's own tests pin.
            break;
        }
        let moves = s.legal_moves();
        if moves.is_empty() {
            assert!(
                s.status().is_over(),
                "no legal move but the game is not over: {:?}",
                s.state()
            );
            break;
        }
        let state = s.state().clone();
        every_move_has_a_gesture(rules, &state, &moves);
        // A move that shows a card the player could not know means there are unseen cards,
        // and then the expert needs them dealt at random: never the real position instead.
        if let Some(&r) = moves.iter().find(|&&m| state.reveals(rules, m)) {
            let mut rng = cards::DealRng::new(seed, trail.len() as u64);
            let sample = state.redeal_hidden(rules, &mut rng).unwrap_or_else(|| {
                panic!("{r:?} reveals a card, but redeal_hidden deals nothing unseen: {state:?}")
            });
            assert_eq!(
                sorted_cards(&sample),
                expected,
                "redeal_hidden lost or created a card"
            );
        }
        let m = moves[p as usize % moves.len()];
        assert_eq!(
            state.check(rules, m),
            Ok(()),
            "a listed move fails check: {m:?}"
        );
        let text = state.format_move(rules, m);
        assert_eq!(
            state.parse_move(rules, &text),
            Ok(m),
            "`{text}` does not read back"
        );
        s.play(m).expect("legal move refused");
        assert_eq!(
            sorted_cards(s.state()),
            expected,
            "move {text} lost or created a card"
        );
        trail.push(s.state().clone());
    }
}

/// Panics unless each of `moves` (the legal moves of `g`) is asked for by some tap or drag
/// on the piles of `g`'s view: otherwise the board could never play it.
pub fn every_move_has_a_gesture<G: Playable>(rules: &G::Rules, g: &G, moves: &[G::Move]) {
    let piles = g.view(rules).piles.len();
    let all = gestures(g, rules, piles);
    for &m in moves {
        assert!(
            all.iter().any(|&(_, x)| x == m),
            "no tap or drag on the board asks for the legal move `{}` ({m:?}) in {g:?}",
            g.format_move(rules, m)
        );
    }
}

/// How many cases a solver's agreement test checks: `n`, times `k` when the environment
/// says `PATIENCE_SOLVER_CHECK=k` (for longer runs in release builds).
pub fn solver_check_cases(n: u64) -> u64 {
    n * std::env::var("PATIENCE_SOLVER_CHECK")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
}

/// Walks from `g` while `go_on` holds and the game is not over: mostly the game's default
/// player's move, one time in `random_one_in` (and whenever the player has none) a legal
/// move drawn from a generator seeded by `seed`. Solver tests use it to reach positions
/// late in real deals that keep some chance of a win.
pub fn guided_walk<G: Playable>(
    rules: &G::Rules,
    mut g: G,
    seed: u64,
    random_one_in: u64,
    go_on: impl Fn(&G) -> bool,
) -> G {
    let mut buf = Vec::new();
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    while go_on(&g) && !g.status(rules).is_over() {
        buf.clear();
        g.legal_moves(rules, &mut buf);
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let m = match g.choose(rules, &buf) {
            Some(m) if !x.is_multiple_of(random_one_in) => m,
            _ => buf[(x % buf.len() as u64) as usize],
        };
        g.apply(rules, m);
    }
    g
}

/// Plays deal `seed` through with the game's default player and checks that at every turn
/// it makes the same choice (among the same legal moves) in the position `disguise` makes of
/// it: one with what a person could not see (the stock's order, squared-up cards) changed.
/// A player that peeked would change its mind somewhere. Panics naming the deal.
pub fn choices_ignore_hidden<G: Playable>(
    rules: &G::Rules,
    seed: u64,
    disguise: impl FnMut(&G) -> G,
) {
    choices_ignore_hidden_by(rules, seed, disguise, |g: &G, moves: &[G::Move], _| {
        g.choose(rules, moves)
    });
}

/// [`choices_ignore_hidden_by`] for the expert at `config` with solver `S`, over deals
/// `seeds`, its samples seeded by the turn: it must decide the same in every disguised
/// position.
pub fn expert_ignores_hidden<G: Playable, S: crate::solve::GameSolver<G>>(
    rules: &G::Rules,
    config: &crate::ExpertConfig,
    seeds: std::ops::Range<u64>,
    mut disguise: impl FnMut(&G) -> G,
) {
    for seed in seeds {
        choices_ignore_hidden_by(rules, seed, &mut disguise, |g, moves, turn| {
            crate::expert::choose::<G, S>(rules, g, moves, config, turn as u64).map(|a| a.mv)
        });
    }
}

/// [`choices_ignore_hidden`] for any player: `player(position, legal moves, turn)` picks a
/// move (the turn, counted from 0, may seed a player that samples), and must pick the same
/// in the disguised position.
pub fn choices_ignore_hidden_by<G: Playable>(
    rules: &G::Rules,
    seed: u64,
    mut disguise: impl FnMut(&G) -> G,
    mut player: impl FnMut(&G, &[G::Move], usize) -> Option<G::Move>,
) {
    let deal = Deal::from_seed::<G>(rules, seed);
    let mut g = G::start(rules, &deal.cards, seed);
    let (mut moves, mut seen) = (Vec::new(), Vec::new());
    let mut turn = 0;
    while g.status(rules) == Status::Playing {
        moves.clear();
        g.legal_moves(rules, &mut moves);
        let pick = player(&g, &moves, turn);
        let other = disguise(&g);
        seen.clear();
        other.legal_moves(rules, &mut seen);
        assert_eq!(
            seen, moves,
            "deal {seed}: the disguise changed the legal moves"
        );
        assert_eq!(
            player(&other, &seen, turn),
            pick,
            "deal {seed}, turn {turn}"
        );
        let Some(m) = pick else { break };
        g.apply(rules, m);
        turn += 1;
    }
}

/// Walks deal `seed` with the default player (one move in five drawn at random from the
/// legal ones, seeded by `seed`) and checks [`Hidden::reveals`] at every turn, for every legal
/// move, against what the player sees: when the view after a move differs with the hidden
/// cards dealt otherwise ([`Hidden::redeal_hidden`], `redeals` times), the move shows a card
/// and must say so; a move that says so must be played where something is hidden. Panics
/// naming the deal, the turn and the move.
pub fn reveals_what_the_view_shows<G: Playable>(rules: &G::Rules, seed: u64, redeals: usize) {
    let deal = Deal::from_seed::<G>(rules, seed);
    let mut g = G::start(rules, &deal.cards, seed);
    let mut rng = cards::DealRng::new(seed, 0x7265_7665_616c);
    let mut moves = Vec::new();
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut turn = 0;
    while g.status(rules) == Status::Playing && turn < 2_000 {
        moves.clear();
        g.legal_moves(rules, &mut moves);
        if moves.is_empty() {
            break;
        }
        let others: Vec<G> = (0..redeals)
            .filter_map(|_| g.redeal_hidden(rules, &mut rng))
            .collect();
        for &m in &moves {
            let says = g.reveals(rules, m);
            let mut after = g.clone();
            after.apply(rules, m);
            let seen = after.view(rules);
            let shows = others.iter().any(|o| {
                let mut a = o.clone();
                a.apply(rules, m);
                a.view(rules) != seen
            });
            let text = g.format_move(rules, m);
            assert!(
                says || !shows,
                "deal {seed}, turn {turn}: `{text}` shows a hidden card but `reveals` says no"
            );
            if says {
                let mut probe = cards::DealRng::new(seed, turn as u64);
                assert!(
                    g.redeal_hidden(rules, &mut probe).is_some(),
                    "deal {seed}, turn {turn}: `{text}` is said to reveal, but nothing is hidden"
                );
            }
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let m = match g.choose(rules, &moves) {
            Some(m) if !x.is_multiple_of(5) => m,
            _ => moves[(x % moves.len() as u64) as usize],
        };
        g.apply(rules, m);
        turn += 1;
    }
}
