//! Clock's rules, each pinned by a position where the wrong rule would play differently.

use super::*;
use cards::Stack;
use engine::{Deal, Game, Hidden, ParseMoveError, PlayError, Player, Session, Status};

fn rules(swaps: u8) -> ClockRules {
    ClockRules { swaps }
}

/// The tests build rules by their one value; the files give Clock no swap and Watch one.
#[test]
fn the_rules_files_give_clock_and_watch() {
    assert_eq!(RULES.names(), ["clock", "watch"]);
    assert_eq!(RULES.named::<ClockRules>("clock").unwrap(), rules(0));
    assert_eq!(RULES.named::<ClockRules>("watch").unwrap(), rules(1));
}

fn cards(s: &str) -> Vec<Card> {
    cards::parse_cards(s).unwrap()
}

/// Each pile holds the four cards of one rank, in rank order: the centre's four kings come
/// up first, so the game ends after four turns.
const SORTED: [&str; 13] = [
    "AC AD AH AS",
    "2C 2D 2H 2S",
    "3C 3D 3H 3S",
    "4C 4D 4H 4S",
    "5C 5D 5H 5S",
    "6C 6D 6H 6S",
    "7C 7D 7H 7S",
    "8C 8D 8H 8S",
    "9C 9D 9H 9S",
    "TC TD TH TS",
    "JC JD JH JS",
    "QC QD QH QS",
    "KC KD KH KS",
];

/// A deal from 13 pile strings, bottom card first (deal-file order).
fn deal(piles: [&str; 13]) -> Deal {
    Deal {
        seed: None,
        cards: piles.iter().flat_map(|p| cards(p)).collect(),
    }
}

fn play(s: &mut Session<Clock>, n: usize) {
    for _ in 0..n {
        s.play_text("turn").unwrap();
    }
}

/// Text 004's worked example: the first centre card is 4♦, under it goes to 4 o'clock whose
/// top is J♣, which goes to 11 o'clock whose top is K♥, which goes to the centre.
#[test]
fn worked_example_of_seed_004() {
    let d = deal([
        "2C 2D 2H 3S",
        "AC AD AH AS",
        "3C 3D 3H 2S",
        "5C 5D 5H JC",
        "4C 4D 4H 4S",
        "6C 6D 6H 6S",
        "7C 7D 7H 7S",
        "8C 8D 8H 8S",
        "9C 9D 9H 9S",
        "TC TD TH TS",
        "JD JH JS KH",
        "QC QD QH QS",
        "KC KD KS 4D",
    ]);
    let mut s = Session::<Clock>::new(rules(0), d);
    play(&mut s, 1);
    let g = s.state();
    assert_eq!(
        g.0.up[3].as_slice(),
        &cards("4D"),
        "4♦ tucked under the 4 o'clock pile"
    );
    assert_eq!(
        g.0.current, 3,
        "the next card comes from the 4 o'clock pile"
    );
    play(&mut s, 1);
    assert_eq!(s.state().0.up[10].as_slice(), &cards("JC"));
    assert_eq!(s.state().0.current, 10);
    play(&mut s, 1);
    assert_eq!(
        s.state().0.up[CENTRE].as_slice(),
        &cards("KH"),
        "the king goes under the centre"
    );
    assert_eq!(
        s.state().0.current,
        CENTRE as u8,
        "and the next card comes from the centre"
    );
    assert_eq!(s.state().0.down[CENTRE].top(), Some("KS".parse().unwrap()));
}

#[test]
fn fourth_king_ends_the_game_even_with_cards_face_down() {
    // Centre: 4 kings on top of each other; they come up at once and the game is lost.
    let mut s = Session::<Clock>::new(rules(0), deal(SORTED));
    play(&mut s, 3);
    assert_eq!(s.status(), Status::Playing);
    play(&mut s, 1);
    assert!(matches!(s.status(), Status::Lost(_)), "{:?}", s.status());
    assert!(s.legal_moves().is_empty());
    assert!(s.play_text("turn").is_err());
}

#[test]
fn won_when_every_card_is_up_at_the_fourth_king() {
    // Each pile's top card points to the next pile, so the kings come last.
    // Pile r (hour r) holds from bottom to top: its own rank's cards are elsewhere.
    // Simple construction: pile of hour h contains four cards of rank h+1 (mod 13), the
    // centre contains four aces: turning follows K→A→2→…→Q→K and visits every card.
    let ranks = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K",
    ];
    let piles: Vec<String> = (0..13)
        .map(|h| {
            let r = ranks[(h + 1) % 13];
            format!("{r}C {r}D {r}H {r}S")
        })
        .collect();
    let d = Deal {
        seed: None,
        cards: piles.iter().flat_map(|p| cards(p)).collect(),
    };
    let mut s = Session::<Clock>::new(rules(0), d);
    assert_eq!(s.auto(100), 52);
    assert_eq!(s.status(), Status::Won);
}

#[test]
fn watch_swaps_the_fourth_king_and_ends_when_it_returns() {
    let d = deal(SORTED);
    // Base Clock: lost after four turns (see above). Watch: the fourth king waits.
    let mut s = Session::<Clock>::new(rules(1), d);
    play(&mut s, 4);
    assert_eq!(s.status(), Status::Playing);
    assert!(s.state().0.hand.is_some());
    let moves: Vec<String> = s.legal_moves().iter().map(|&m| s.format(m)).collect();
    assert!(
        moves.contains(&"swap p5".to_string()) && moves.contains(&"turn".to_string()),
        "{moves:?}"
    );
    assert!(
        !moves.contains(&"swap p13".to_string()),
        "the centre has no face-down card: {moves:?}"
    );
    s.play_text("swap p5").unwrap();
    // The deepest card of pile 5 (5♣) is taken and tucked under pile 5; the king lies there.
    assert_eq!(s.state().0.down[4].as_slice(), &cards("KC 5D 5H 5S"));
    assert_eq!(s.state().0.up[4].as_slice(), &cards("5C"));
    assert_eq!(s.state().0.current, 4);
    assert_eq!(s.state().0.swaps_left, 0);
    // 5S, 5H, 5D go to their own pile, then the king is turned and the game ends.
    play(&mut s, 3);
    assert_eq!(s.status(), Status::Playing);
    play(&mut s, 1);
    assert!(matches!(s.status(), Status::Lost(_)));
    assert_eq!(s.state().0.up[CENTRE].len(), 4);
}

#[test]
fn declining_the_swap_ends_the_game() {
    let d = deal(SORTED);
    let mut s = Session::<Clock>::new(rules(1), d);
    play(&mut s, 5);
    assert!(matches!(s.status(), Status::Lost(_)));
}

#[test]
fn swap_is_refused_outside_watch_and_parses_strictly() {
    let mut s = Session::<Clock>::new(rules(0), Deal::from_seed::<Clock>(&rules(0), 1));
    let e = s.play_text("swap p3").unwrap_err();
    assert_eq!(e.reason, PlayError::Illegal(ClockError::SwapNotNow));
    assert_eq!(
        e.to_string(),
        "`swap p3`: a swap is only allowed when the fourth king comes up (Watch)"
    );
    let e = s.play_text("swap p14").unwrap_err().reason;
    assert!(
        matches!(
            e,
            PlayError::Unreadable(ParseMoveError::NotA { ref text, .. }) if text == "p14"
        ),
        "{e:?}"
    );
    assert_eq!(
        e.to_string(),
        "`p14` is not a pile: expected p1 … p12, or p13 for the centre"
    );
    assert!(matches!(
        s.play_text("jump").unwrap_err().reason,
        PlayError::Unreadable(ParseMoveError::Usage { .. })
    ));
    assert!(s.play_text("TURN").is_ok(), "moves are case-insensitive");
}

#[test]
fn golden_deals() {
    // Pins the shuffle and the deal order (docs/deals.md): if these change, every
    // published deal number changes.
    let d = Deal::from_seed::<Clock>(&rules(0), 1);
    let text = d.to_toml("clock", &Clock::deal_shape(&rules(0)));
    let first_two: Vec<&str> = text.lines().skip(3).take(2).collect();
    assert_eq!(first_two, GOLDEN_SEED_1, "deal 1 changed:\n{text}");
    let d = Deal::from_seed::<Clock>(&rules(0), 12345);
    assert_eq!(
        cards::parse_cards(GOLDEN_SEED_12345_CENTRE).unwrap(),
        d.cards[48..].to_vec()
    );
}

const GOLDEN_SEED_1: [&str; 2] = ["  \"6C 8D 4S 7S\",", "  \"9D KC JH QC\","];
const GOLDEN_SEED_12345_CENTRE: &str = "9H 2C 9S 6H";

/// A test oracle: without a swap to decide, the deal alone settles the game, and a classic
/// argument says how without playing it. The last card turned from an hour pile is its bottom
/// card, and that card sends play to the pile of its rank; every card comes up exactly when
/// following "bottom card → its rank's pile" from every hour pile leads to the kings' pile
/// (index 12) without going round in a circle.
fn quick_outcome(cards: &[Card]) -> bool {
    // Where each hour pile's bottom card (the first of its four in deal order) points.
    let next: Vec<usize> = (0..12)
        .map(|p| cards[4 * p].rank().value() as usize - 1)
        .collect();
    let mut good: u16 = 1 << 12;
    for start in 0..12 {
        let (mut p, mut steps) = (start, 0);
        while good & (1 << p) == 0 {
            p = next[p];
            steps += 1;
            if steps > 12 {
                return false;
            }
        }
        let mut p = start;
        while good & (1 << p) == 0 {
            good |= 1 << p;
            p = next[p];
        }
    }
    true
}

#[test]
fn quick_outcome_agrees_with_playing() {
    let mut wins = 0;
    for seed in 0..20_000 {
        let d = Deal::from_seed::<Clock>(&rules(0), seed);
        let mut g = Clock::start(&rules(0), &d.cards, seed);
        let played = g.play_out(&rules(0), &mut Vec::new(), 5000);
        assert_eq!(quick_outcome(&d.cards), played.0, "seed {seed}");
        wins += usize::from(played.0);
    }
    assert!(
        wins > 1200,
        "too few wins to have tested both outcomes: {wins}"
    );
}

proptest::proptest! {
    #[test]
    fn laws_hold(seed in 0u64..10_000, picks in proptest::collection::vec(0u16..64, 0..80), swaps in 0u8..2) {
        engine::laws::random_walk::<Clock>(&rules(swaps), seed, &picks);
    }
}

/// The redeal of the unseen keeps each pile's count of face-down cards and the cards
/// themselves, in another order; a king swapped under a pile stays where it was put.
#[test]
fn the_unseen_are_dealt_again_but_a_swapped_king_stays() {
    let r = rules(1);
    let mut g = Clock::start(&r, &Deal::from_seed::<Clock>(&r, 2).cards, 2);
    let mut rng = cards::DealRng::new(3, 0);
    let h = g.redeal_hidden(&r, &mut rng).expect("cards are face down");
    assert_ne!(h.0.down, g.0.down);
    for p in 0..13 {
        assert_eq!(h.0.down[p].len(), g.0.down[p].len());
    }
    let all = |c: &Clock| {
        let mut v: Vec<Card> = c.0.down.iter().flat_map(|p| p.iter().copied()).collect();
        v.sort();
        v
    };
    assert_eq!(all(&h), all(&g));
    // Play to the fourth king and swap it under the pile with most cards face down.
    let mut moves = Vec::new();
    while g.0.hand.is_none() && g.status(&r) == Status::Playing {
        g.apply(&r, ClockMove::Turn);
    }
    if g.0.hand.is_some() {
        moves.clear();
        g.legal_moves(&r, &mut moves);
        let m = g.choose(&r, &moves).unwrap();
        let ClockMove::Swap(p) = m else {
            panic!("no swap")
        };
        g.apply(&r, m);
        for seed in 0..20 {
            if let Some(h) = g.redeal_hidden(&r, &mut cards::DealRng::new(seed, 0)) {
                assert_eq!(h.0.down[p as usize].as_slice()[0].rank(), Rank::KING);
            }
        }
    }
}

/// The position with its face-down cards in another order, built from the rules alone (not
/// by `redeal_hidden`, whose blind spots it would share): every face-down card moves
/// before the first swap; after one, a king put face down is known, so kings stay.
fn disguise(g: &Clock, r: &ClockRules, rng: &mut cards::DealRng) -> Clock {
    let stays = |c: Card| g.0.swaps_left < r.swaps && c.rank() == Rank::KING;
    let mut hidden: Vec<Card> =
        g.0.down
            .iter()
            .flat_map(|p| p.iter().copied())
            .filter(|&c| !stays(c))
            .collect();
    cards::shuffle(&mut hidden, rng);
    let mut other = *g;
    let mut it = hidden.into_iter();
    for p in &mut other.0.down {
        let v: Vec<Card> = p
            .iter()
            .map(|&c| {
                if stays(c) {
                    c
                } else {
                    it.next().expect("as many as taken")
                }
            })
            .collect();
        *p = Stack::from_slice(&v);
    }
    other
}

/// The expert (and the default player) decide Watch's swap from what they can see: the
/// same at every turn with the face-down cards in another order.
#[test]
fn the_experts_swap_does_not_depend_on_the_face_down_cards() {
    let r = rules(1);
    let cfg = engine::ExpertConfig {
        samples: 8,
        ..engine::ExpertConfig::default()
    };
    for seed in 0..30 {
        let mut rng = cards::DealRng::new(seed, 9);
        engine::laws::choices_ignore_hidden_by(
            &r,
            seed,
            |g: &Clock| disguise(g, &r, &mut rng),
            |g, moves, turn| {
                engine::expert::choose::<Clock, engine::PlainSearch>(
                    &r,
                    g,
                    moves,
                    &cfg,
                    turn as u64,
                )
                .map(|a| a.mv)
            },
        );
    }
}

/// How often Watch comes out over seeds 0..`n` with the swap chosen by `swap` (given the
/// position, the legal moves and the seed).
fn watch_wins(n: u64, mut swap: impl FnMut(&Clock, &[ClockMove], u64) -> ClockMove) -> u64 {
    let r = rules(1);
    let mut won = 0;
    for seed in 0..n {
        let mut g = Clock::start(&r, &Deal::from_seed::<Clock>(&r, seed).cards, seed);
        let mut moves = Vec::new();
        while g.status(&r) == Status::Playing {
            moves.clear();
            g.legal_moves(&r, &mut moves);
            let m = if g.0.hand.is_some() {
                swap(&g, &moves, seed)
            } else {
                ClockMove::Turn
            };
            g.apply(&r, m);
        }
        won += u64::from(g.status(&r) == Status::Won);
    }
    won
}

/// Watch's one decision: the expert's swap against a swap under a pile drawn at random.
/// Over seeds 0..2000 (counts printed with `--nocapture`) the expert must win more often.
#[test]
fn the_experts_swap_beats_a_random_swap() {
    let r = rules(1);
    let cfg = engine::ExpertConfig::default();
    let expert = watch_wins(2_000, |g, moves, seed| {
        engine::expert::choose::<Clock, engine::PlainSearch>(&r, g, moves, &cfg, seed)
            .unwrap()
            .mv
    });
    let random = watch_wins(2_000, |_, moves, seed| {
        let swaps: Vec<ClockMove> = moves
            .iter()
            .copied()
            .filter(|m| matches!(m, ClockMove::Swap(_)))
            .collect();
        let mut rng = cards::DealRng::new(seed, 77);
        swaps[rng.below(swaps.len() as u64) as usize]
    });
    let declined = watch_wins(2_000, |_, _, _| ClockMove::Turn);
    println!("watch, seeds 0..2000: expert {expert}, random swap {random}, no swap {declined}");
    assert!(expert > random, "expert {expert}, random {random}");
}

/// A turn shows a face-down card and so does the Watch swap; declining the swap shows
/// nothing. The law checks that no move that changes what is seen says it does not.
#[test]
fn a_turn_and_the_swap_show_a_card_and_declining_does_not() {
    for swaps in [0, 1] {
        for seed in 0..20 {
            engine::laws::reveals_what_the_view_shows::<Clock>(&rules(swaps), seed, 3);
        }
    }
    let r = rules(1);
    let mut swapped = 0;
    for seed in 0..200 {
        let mut g = Clock::start(&r, &Deal::from_seed::<Clock>(&r, seed).cards, seed);
        assert!(g.reveals(&r, ClockMove::Turn));
        while g.status(&r) == Status::Playing && g.0.hand.is_none() {
            g.apply(&r, ClockMove::Turn);
        }
        if g.0.hand.is_none() || g.0.face_down() < 2 {
            continue;
        }
        assert!(!g.reveals(&r, ClockMove::Turn), "declining shows nothing");
        let p = (0..13u8)
            .find(|&p| g.check(&r, ClockMove::Swap(p)).is_ok())
            .expect("a pile to swap with");
        assert!(g.reveals(&r, ClockMove::Swap(p)));
        swapped += 1;
    }
    assert!(swapped > 10, "too few swaps to have tested them: {swapped}");
}

/// The play-out that lists no moves plays as the default player asked at every turn does,
/// with and without swaps, to the end and cut short.
#[test]
fn the_quick_play_out_plays_as_the_player_does() {
    for swaps in [0, 1, 2] {
        let r = rules(swaps);
        for seed in 0..3_000 {
            let g = Clock::start(&r, &Deal::from_seed::<Clock>(&r, seed).cards, seed);
            for limit in [5_000, 30] {
                let (mut quick, mut asked) = (g, g);
                let q = quick.play_out(&r, &mut Vec::new(), limit);
                let choose = |g: &Clock, m: &[ClockMove]| g.choose(&r, m);
                let a = engine::play_out_with(&mut asked, &r, &mut Vec::new(), limit, choose);
                assert_eq!((q, quick), (a, asked), "seed {seed}, swaps {swaps}");
            }
        }
    }
}

/// What the simulation asks before it plays a deal: without swaps the deal's outcome, the
/// same as playing it out with the default player asked at every turn; with swaps nothing.
#[test]
fn the_outcome_told_without_playing_is_the_outcome_of_playing() {
    let mut wins = 0;
    for seed in 0..20_000 {
        let cards = Deal::from_seed::<Clock>(&rules(0), seed).cards;
        let mut g = Clock::start(&rules(0), &cards, seed);
        let choose = |g: &Clock, m: &[ClockMove]| g.choose(&rules(0), m);
        let played = engine::play_out_with(&mut g, &rules(0), &mut Vec::new(), 5000, choose);
        assert_eq!(
            Clock::outcome(&rules(0), &cards),
            Some(played.0),
            "seed {seed}"
        );
        wins += usize::from(played.0);
        assert_eq!(Clock::outcome(&rules(1), &cards), None);
    }
    assert!(
        wins > 1200,
        "too few wins to have tested both outcomes: {wins}"
    );
}
