//! Sir Tommy's rules, each pinned by a position where the wrong rule would play differently.

use super::*;
use engine::{Deal, DealFile, PlayError, RulesFile, Session};

use crate::fixtures::{WON_TOML, WORKED_MOVES};

const WON_MOVES: &str = include_str!("../fixtures/won.moves");

/// The rules of `name` as the catalog reads them: `rules/sir-tommy.toml`, then the variant's
/// file. Tests take rule values from there, so they exist once.
pub(crate) fn rules(name: &str) -> SirTommyRules {
    RULES.named(name).unwrap()
}

fn base() -> SirTommyRules {
    rules("sir-tommy")
}

fn aces_up() -> SirTommyRules {
    rules("sir-tommy-aces-up")
}

fn four() -> SirTommyRules {
    rules("sir-tommy-four-at-a-time")
}

fn strict() -> SirTommyRules {
    rules("sir-tommy-strict")
}

fn by_suit() -> SirTommyRules {
    rules("sir-tommy-by-suit")
}

/// The rules of `rules/sir-tommy.toml` with the `[rules]` of `over` on top, as the catalog
/// reads a variant.
fn load(over: &str) -> Result<SirTommyRules, engine::LoadError> {
    RULES.with(over)
}

fn cards(s: &str) -> Vec<Card> {
    cards::parse_cards(s).unwrap()
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// A position from piles written bottom first; foundations and wastes as many as given.
fn pos(
    rules: &SirTommyRules,
    stock: &str,
    waiting: &str,
    foundations: &[&str],
    wastes: &[&str],
) -> SirTommy {
    let mut g = SirTommy::start(rules, &cards(stock), 7);
    g.foundations = [Stack::new(); 4];
    for (f, s) in g.foundations.iter_mut().zip(foundations) {
        *f = Stack::from_slice(&cards(s));
    }
    for (w, s) in g.wastes.iter_mut().zip(wastes) {
        *w = Stack::from_slice(&cards(s));
    }
    g.waiting = Stack::from_slice(&cards(waiting));
    g
}

/// A refusal of `check` comes back as [`ParseMoveError::Refused`].
fn play(
    g: &mut SirTommy,
    rules: &SirTommyRules,
    text: &str,
) -> Result<(), ParseMoveError<SirTommyError>> {
    let m = g.parse_move(rules, text)?;
    g.check(rules, m)?;
    g.apply(rules, m);
    Ok(())
}

fn legal(g: &SirTommy, rules: &SirTommyRules) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(rules, &mut v);
    v.iter().map(|&m| g.format_move(rules, m)).collect()
}

fn tops(g: &SirTommy) -> Vec<String> {
    g.foundations
        .iter()
        .filter_map(|f| f.top())
        .map(|c| c.rank().label().to_string())
        .collect()
}

fn won_deal(rules: &SirTommyRules) -> Deal {
    let f = DealFile::parse("won.toml", WON_TOML).unwrap();
    f.to_deal(&SirTommy::deal_shape(rules), &SirTommy::pack(rules))
        .unwrap()
}

#[test]
fn rules_files_hold_the_documented_values() {
    // The values docs/games/sir-tommy.md gives, pinned here and nowhere else.
    let b = base();
    assert_eq!(
        (b.waste_piles, b.turn_count, b.aces_up, b.build),
        (4, 1, false, Build::Rank)
    );
    assert_eq!(
        (b.redeals, b.redeal_gather, b.show_buried),
        (0, Gather::Shuffle, true)
    );
    let want = [
        SirTommyRules {
            aces_up: true,
            ..b.clone()
        },
        SirTommyRules {
            turn_count: 4,
            ..b.clone()
        },
        SirTommyRules {
            show_buried: false,
            ..b.clone()
        },
        SirTommyRules {
            build: Build::Suit,
            redeals: 2,
            ..b.clone()
        },
    ];
    let names = RULES.names();
    assert_eq!(
        names,
        [
            "sir-tommy",
            "sir-tommy-aces-up",
            "sir-tommy-four-at-a-time",
            "sir-tommy-strict",
            "sir-tommy-by-suit"
        ]
    );
    for ((name, text), want) in names[1..].iter().zip(RULES.variants).zip(want) {
        assert_eq!(load(text).unwrap(), want, "{name}");
        let f = RulesFile::parse(name, text).unwrap();
        assert_eq!(f.base.as_deref(), Some("sir-tommy"));
    }
}

#[test]
fn rules_from_before_place_in_order_place_in_the_order_turned() {
    // A save keeps its rules table: one written before the key existed still loads.
    let old = "name = \"sir-tommy\"\n[rules]\nwaste_piles = 4\nturn_count = 4\naces_up = false\nbuild = \"rank\"\nredeals = 0\nredeal_gather = \"shuffle\"\nshow_buried = true\n";
    let r: SirTommyRules = engine::registry::parse_rules_texts(&[old]).unwrap();
    assert_eq!(r, four());
}

#[test]
fn rule_values_are_checked() {
    for (bad, key) in [
        ("waste_piles = 0", "waste_piles"),
        ("waste_piles = 9", "waste_piles"),
        ("turn_count = 0", "turn_count"),
        ("turn_count = 9", "turn_count"),
        ("redeals = 4", "redeals"),
    ] {
        let e = load(&format!("[rules]\n{bad}\n")).unwrap_err();
        assert!(
            matches!(&e, engine::LoadError::Value(v) if v.key == key),
            "{bad}: {e}"
        );
    }
    let e = load("[rules]\nbuild = \"colour\"\n").unwrap_err();
    assert!(
        e.to_string().contains("rank") && e.to_string().contains("suit"),
        "{e}"
    );
    let e = load("[rules]\nwastes = 3\n").unwrap_err();
    assert!(e.to_string().contains("wastes"), "{e}");
    let r = load("[rules]\nredeal_gather = \"in-order\"\nwaste_piles = 8\n").unwrap();
    assert_eq!((r.redeal_gather, r.waste_piles), (Gather::InOrder, 8));
}

#[test]
fn an_ace_starts_a_new_foundation_and_never_goes_to_waste() {
    let r = base();
    let mut g = pos(&r, "", "AD", &["AC 2C"], &[]);
    let e = play(&mut g.clone(), &r, "s-f1").unwrap_err();
    assert!(
        e.to_string()
            .contains("an ace starts a new foundation: the next one is f2"),
        "{e}"
    );
    let e = play(&mut g.clone(), &r, "s-w1").unwrap_err();
    assert!(e.to_string().contains("does not go on a waste pile"), "{e}");
    assert_eq!(legal(&g, &r), ["s-f2"], "the ace has one place only");
    play(&mut g, &r, "s-f").unwrap();
    assert_eq!(g.foundations[1].as_slice(), &cards("AD"));
    assert_eq!(g.started(), 2);
}

#[test]
fn foundations_build_by_rank_in_any_suit_and_by_suit_in_the_variant() {
    let mut g = pos(&base(), "", "2H", &["AC"], &[]);
    play(&mut g, &base(), "s-f1").unwrap();
    assert_eq!(g.foundations[0].top(), Some(card("2H")));

    let g = pos(&by_suit(), "", "2H", &["AC", "AH"], &[]);
    let e = play(&mut g.clone(), &by_suit(), "s-f1").unwrap_err();
    assert_eq!(
        e,
        ParseMoveError::Refused(SirTommyError::Unfit(Unfit::WrongSuit {
            card: card("2H"),
            top: card("AC")
        }))
    );
    assert!(
        e.to_string()
            .contains("2H does not go on AC: foundations build by suit"),
        "{e}"
    );
    let mut h = g;
    play(&mut h, &by_suit(), "s-f").unwrap();
    assert_eq!(
        h.foundations[1].top(),
        Some(card("2H")),
        "the bare f finds the hearts"
    );

    let e = play(&mut pos(&base(), "", "3H", &["AC"], &[]), &base(), "s-f1").unwrap_err();
    assert!(e.to_string().contains("3H does not go on AC"), "{e}");
    let e = play(&mut pos(&base(), "", "3H", &["AC"], &[]), &base(), "s-f2").unwrap_err();
    assert!(e.to_string().contains("f2 is not started"), "{e}");
}

#[test]
fn nothing_moves_from_waste_to_waste_or_off_a_foundation() {
    let r = base();
    let mut g = pos(&r, "5D", "", &["AC 2C"], &["3C", "4D"]);
    let e = play(&mut g, &r, "w1-w2").unwrap_err();
    assert_eq!(e, ParseMoveError::Refused(SirTommyError::WasteToWaste));
    assert_eq!(e.to_string(), "nothing moves from a waste pile to another");
    let e = play(&mut g, &r, "f1-w1").unwrap_err();
    assert_eq!(e.to_string(), "nothing leaves a foundation");
    assert!(play(&mut g, &r, "f1-f2").is_err());
    assert_eq!(
        legal(&g, &r),
        ["w1-f1", "turn"],
        "no move takes a card off a foundation or between wastes"
    );
}

#[test]
fn only_waste_tops_move() {
    let r = base();
    let mut g = pos(&r, "", "", &["AH"], &["2C KD"]);
    let e = play(&mut g, &r, "w1-f1").unwrap_err();
    assert!(
        e.to_string().contains("KD does not go on AH"),
        "the top moves, not the 2 under it: {e}"
    );
    let e = play(&mut g, &r, "w1-f").unwrap_err();
    assert_eq!(e.to_string(), "KD fits no foundation");
    assert!(legal(&g, &r).is_empty());
    assert!(matches!(g.status(&r), Status::Lost(_)));
    let mut g = pos(&r, "", "", &["AH"], &["KD 2C"]);
    play(&mut g, &r, "w1-f").unwrap();
    assert_eq!(g.wastes[0].as_slice(), &cards("KD"));
}

#[test]
fn the_next_card_waits_until_this_one_is_placed() {
    let r = base();
    let mut g = pos(&r, "9S 8S", "", &[], &[]);
    play(&mut g, &r, "turn").unwrap();
    assert_eq!(
        g.waiting.as_slice(),
        &cards("8S"),
        "the last card listed is turned first"
    );
    let e = play(&mut g, &r, "turn").unwrap_err();
    assert_eq!(
        e.to_string(),
        "a card is waiting to be placed: place it before turning the next"
    );
    assert!(!legal(&g, &r).contains(&"turn".to_string()));
    play(&mut g, &r, "s-w3").unwrap();
    play(&mut g, &r, "turn").unwrap();
    assert_eq!(g.waiting.as_slice(), &cards("9S"));
}

#[test]
fn one_card_waiting_does_not_stop_waste_play_in_the_base_game() {
    let r = base();
    let mut g = pos(&r, "", "9S", &["AC"], &["2D"]);
    assert!(legal(&g, &r).contains(&"w1-f1".to_string()));
    play(&mut g, &r, "w1-f1").unwrap();
    assert_eq!(g.foundations[0].top(), Some(card("2D")));
}

#[test]
fn four_at_a_time_in_free_order_places_any_turned_card_first() {
    let r = SirTommyRules {
        place_in_order: false,
        ..four()
    };
    let mut g = pos(&r, "KC 3H 9H 2C QH", "", &["AC", "AH"], &["2D"]);
    play(&mut g, &r, "turn").unwrap();
    // Turned QH, 2C, 9H, 3H: s is QH, s2 the 2C, which fits f1 at once.
    let moves = legal(&g, &r);
    assert!(moves.contains(&"s2-f1".to_string()), "{moves:?}");
    assert!(moves.contains(&"s4-w1".to_string()), "{moves:?}");
    play(&mut g, &r, "s2-f1").unwrap();
    assert_eq!(g.foundations[0].top(), Some(card("2C")));
    assert_eq!(g.waiting.as_slice(), &cards("3H 9H QH"));
    // Then 3H (now s3) on the 2C, still before QH.
    play(&mut g, &r, "s3-f").unwrap();
    assert_eq!(g.foundations[0].top(), Some(card("3H")));
    assert_eq!(g.waiting.as_slice(), &cards("9H QH"));
    // Still no waste play while turned cards wait, and no card past the last.
    assert_eq!(
        play(&mut g.clone(), &r, "w1-f2").unwrap_err().to_string(),
        "in four-at-a-time all four turned cards are placed before a waste card goes to a foundation"
    );
    assert_eq!(
        play(&mut g.clone(), &r, "s3-w1").unwrap_err().to_string(),
        "only two turned cards wait: s1 to s2"
    );
    play(&mut g, &r, "s2-w1").unwrap();
    play(&mut g, &r, "s-w2").unwrap();
    assert!(g.waiting.is_empty());
    play(&mut g, &r, "w1-f2").unwrap_err();
    // The board gives each waiting card its pile: s, then s2 … s4 after the wastes.
    let mut h = pos(&r, "KC 3H 9H 2C QH", "", &["AC", "AH"], &["2D"]);
    play(&mut h, &r, "turn").unwrap();
    let v = h.view(&r);
    let ids: Vec<&str> = v.piles.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(&ids[ids.len() - 3..], ["s2", "s3", "s4"]);
    let s2 = ids.iter().position(|&i| i == "s2").unwrap();
    assert_eq!(
        h.drag(&r, s2, 0),
        Some(SirTommyMove::Later {
            nth: 1,
            to: Target::Foundation(0)
        })
    );
    engine::laws::every_move_has_a_gesture(&r, &h, &{
        let mut m = Vec::new();
        h.legal_moves(&r, &mut m);
        m
    });
    // The solver does not decide free order: it answers unknown rather than a wrong lost.
    let deal = engine::Deal::from_seed::<SirTommy>(&r, 3);
    let report = <solve::SirTommySolver as engine::GameSolver<SirTommy>>::solve(
        &r,
        &deal,
        engine::SolveConfig::default(),
    );
    assert_eq!(report.verdict, engine::Verdict::Unknown);
}

#[test]
fn four_at_a_time_places_all_four_in_turn_order_before_waste_play() {
    let r = four();
    let mut g = pos(&r, "KC 3H 9H 2C QH", "", &["AC", "AH"], &["2D"]);
    play(&mut g, &r, "turn").unwrap();
    assert_eq!(g.waiting.len(), 4);
    assert_eq!(g.stock.as_slice(), &cards("KC"));
    assert_eq!(
        g.waiting.top(),
        Some(card("QH")),
        "the top card is turned first and placed first"
    );
    let e = play(&mut g.clone(), &r, "w1-f2").unwrap_err();
    assert_eq!(
        e.to_string(),
        "in four-at-a-time all four turned cards are placed before a waste card goes to a foundation"
    );
    assert!(!legal(&g, &r).iter().any(|m| m.starts_with('w')));
    // 2C fits f1, but QH was turned before it and is placed first.
    assert!(!legal(&g, &r).contains(&"s-f1".to_string()));
    // The refusal names the rule, and the card to place first.
    assert_eq!(
        play(&mut g.clone(), &r, "s2-f1").unwrap_err().to_string(),
        "place the cards in the order turned: QH first (rule `place_in_order`)"
    );
    assert_eq!(
        play(&mut g.clone(), &r, "s1-w1"),
        play(&mut g.clone(), &r, "s-w1"),
        "s1 is the next card, as s"
    );
    play(&mut g, &r, "s-w2").unwrap();
    assert_eq!(g.waiting.top(), Some(card("2C")));
    play(&mut g, &r, "s-f").unwrap();
    play(&mut g, &r, "s-w3").unwrap();
    assert!(
        play(&mut g.clone(), &r, "w1-f2").is_err(),
        "one card still waits"
    );
    assert!(
        play(&mut g.clone(), &r, "turn")
            .unwrap_err()
            .to_string()
            .contains("place them all")
    );
    assert_eq!(g.waiting.as_slice(), &cards("3H"));
    play(&mut g, &r, "s-f1").unwrap();
    play(&mut g, &r, "w1-f2").unwrap();
    assert_eq!(tops(&g), ["3", "2"]);
    play(&mut g, &r, "turn").unwrap();
    assert_eq!(
        g.waiting.as_slice(),
        &cards("KC"),
        "the last turn takes what is left"
    );
    // With one card at a time, the same waste move is allowed while a card waits.
    let mut g = pos(&base(), "", "QH", &["AC", "AH"], &["2D"]);
    play(&mut g, &base(), "w1-f2").unwrap();
}

#[test]
fn turned_cards_come_in_the_same_order_whatever_the_turn_count() {
    // A deal file means one order of cards: four at a time only groups them.
    let deal = Deal::from_seed::<SirTommy>(&base(), 9);
    let order = |r: &SirTommyRules| {
        let mut g = SirTommy::start(r, &deal.cards, 9);
        let mut seen = Vec::new();
        while !g.stock.is_empty() {
            play(&mut g, r, "turn").unwrap();
            while let Some(c) = g.waiting.top() {
                seen.push(c);
                let m = if c.rank() == Rank::ACE { "s-f" } else { "s-w1" };
                play(&mut g, r, m).unwrap();
            }
        }
        seen
    };
    assert_eq!(order(&base()), order(&four()));
    assert_eq!(order(&base()).first(), deal.cards.last());
}

#[test]
fn aces_up_deals_start_with_four_foundations() {
    let r = aces_up();
    assert_eq!(
        SirTommy::deal_shape(&r),
        vec![DealField::Cards {
            name: "stock",
            count: 48
        }]
    );
    let d = Deal::from_seed::<SirTommy>(&r, 5);
    assert_eq!(d.cards.len(), 48);
    assert!(d.cards.iter().all(|c| c.rank() != Rank::ACE));
    let g = SirTommy::start(&r, &d.cards, 5);
    let firsts: Vec<Card> = g.foundations.iter().map(|f| f[0]).collect();
    assert_eq!(firsts, cards("AC AD AH AS"));
    let mut all = Vec::new();
    g.all_cards(&mut all);
    assert_eq!(
        all.len(),
        48,
        "the aces are not part of the deal, as in pack()"
    );
    // Base rules deal all 52 and no foundation is started.
    let d = Deal::from_seed::<SirTommy>(&base(), 5);
    assert_eq!(SirTommy::start(&base(), &d.cards, 5).started(), 0);
}

#[test]
fn strict_hides_buried_waste_cards_and_base_shows_them() {
    let show = |r: &SirTommyRules| -> Vec<Face> {
        let g = pos(r, "", "", &[], &["KD 5C 9H", "7S"]);
        let v = g.view(r);
        let w: Vec<_> = v
            .piles
            .iter()
            .filter(|p| p.kind == PileKind::Waste)
            .collect();
        assert_eq!(w.len(), 4);
        assert_eq!(w[1].cards, vec![Face::Up(card("7S"))]);
        assert_eq!((w[0].id.as_str(), w[0].fan), ("w1", Fan::Down));
        w[0].cards.clone()
    };
    assert_eq!(
        show(&strict()),
        vec![Face::Hidden, Face::Hidden, Face::Up(card("9H"))]
    );
    assert_eq!(
        show(&base()),
        vec![
            Face::Up(card("KD")),
            Face::Up(card("5C")),
            Face::Up(card("9H"))
        ]
    );
}

#[test]
fn view_lays_out_foundations_stock_and_turned_card() {
    let r = base();
    let g = pos(&r, "2C 3C", "9D", &["AC 2D"], &["7S"]);
    let v = g.view(&r);
    assert_eq!(v.grid, (6, 2));
    let ids: Vec<(&str, (u8, u8))> = v.piles.iter().map(|p| (p.id.as_str(), p.at)).collect();
    assert_eq!(
        ids,
        [
            ("f1", (0, 0)),
            ("f2", (1, 0)),
            ("f3", (2, 0)),
            ("f4", (3, 0)),
            ("stock", (4, 0)),
            ("s", (5, 0)),
            ("w1", (0, 1)),
            ("w2", (1, 1)),
            ("w3", (2, 1)),
            ("w4", (3, 1))
        ]
    );
    assert_eq!(v.piles[0].note.as_deref(), Some("next 3"));
    assert_eq!(v.piles[1].note.as_deref(), Some("ace"));
    assert_eq!(v.piles[4].cards, vec![Face::Down; 2]);
    assert_eq!(v.piles[5].cards, vec![Face::Up(card("9D"))]);
    assert_eq!(v.facts, ["stock 2"]);
    let g = pos(&by_suit(), "2C 3C", "9D", &["AC 2D"], &["7S"]);
    assert_eq!(g.view(&by_suit()).facts, ["stock 2", "redeals left 2"]);
}

#[test]
fn by_suit_redeals_exactly_twice_with_a_seeded_shuffle() {
    let r = by_suit();
    let mut g = pos(&r, "", "", &[], &["KC QC", "JD", "", "5S"]);
    assert_eq!(g.status(&r), Status::Playing, "a redeal is left");
    assert_eq!(legal(&g, &r), ["redeal"]);
    let before = g;
    play(&mut g, &r, "redeal").unwrap();
    let mut want = cards("KC QC JD 5S");
    cards::shuffle(&mut want, &mut DealRng::new(7, 1));
    assert_eq!(
        g.stock.as_slice(),
        &want[..],
        "w1 bottom to top, then w2 …, shuffled by stream 1"
    );
    assert!(g.wastes.iter().all(|w| w.is_empty()));
    let mut again = before;
    play(&mut again, &r, "redeal").unwrap();
    assert_eq!(again, g, "the redeal shuffle is the same for the same seed");
    let mut other = before;
    other.seed = 8;
    play(&mut other, &r, "redeal").unwrap();
    assert_ne!(other.stock, g.stock, "another seed shuffles otherwise");
    for round in 1..=2 {
        for _ in 0..4 {
            let e = play(&mut g, &r, "redeal").unwrap_err();
            let want = if round == 1 {
                "not empty"
            } else {
                "no redeal is left"
            };
            assert!(e.to_string().contains(want), "{e}");
            play(&mut g, &r, "turn").unwrap();
            play(&mut g, &r, "s-w1").unwrap();
        }
        if round == 1 {
            let gathered = g.wastes[0];
            play(&mut g, &r, "redeal").unwrap();
            let mut want = gathered.as_slice().to_vec();
            cards::shuffle(&mut want, &mut DealRng::new(7, 2));
            assert_eq!(
                g.stock.as_slice(),
                &want[..],
                "the second redeal uses stream 2"
            );
        }
    }
    let e = play(&mut g, &r, "redeal").unwrap_err();
    assert_eq!(e.to_string(), "no redeal is left: the rules allow 2");
    assert!(matches!(g.status(&r), Status::Lost(_)));
    let e = play(&mut pos(&base(), "", "", &[], &["KC"]), &base(), "redeal").unwrap_err();
    assert!(e.to_string().contains("no redeal"), "{e}");
}

#[test]
fn a_whole_by_suit_game_redeals_twice() {
    for seed in 1..4 {
        let mut s =
            Session::<SirTommy>::new(by_suit(), Deal::from_seed::<SirTommy>(&by_suit(), seed));
        while let Some(m) = s.hint() {
            s.play(m).unwrap();
        }
        assert!(s.status().is_over());
        let redeals = s.history().iter().filter(|m| *m == "redeal").count();
        assert_eq!(redeals, 2, "seed {seed}: {:?}", s.status());
    }
}

#[test]
fn in_order_redeal_turns_w1_bottom_up_first() {
    let r = load("[rules]\nredeals = 1\nredeal_gather = \"in-order\"\n").unwrap();
    let mut g = pos(&r, "", "", &[], &["KC QC", "JD"]);
    play(&mut g, &r, "redeal").unwrap();
    play(&mut g, &r, "turn").unwrap();
    assert_eq!(g.waiting.as_slice(), &cards("KC"));
    assert_eq!(g.stock.as_slice(), &cards("JD QC"));
}

#[test]
fn lost_when_the_stock_is_out_and_no_waste_top_fits() {
    let r = base();
    let g = pos(&r, "", "", &["AC"], &["3D 2D", "KS"]);
    assert_eq!(g.status(&r), Status::Playing);
    let g = pos(&r, "", "", &["AC"], &["2D 3D", "KS"]);
    assert_eq!(g.status(&r), Status::Lost(crate::LOST));
    let g = pos(&r, "KS", "", &["AC"], &["2D 3D"]);
    assert_eq!(g.status(&r), Status::Playing);
}

/// Text 001's Beispiel (worked example): the foundations show 4, 2 and A. A 3 is turned: it goes on the 2. A
/// jack fits no foundation and goes to an empty waste pile. A 5 goes on the 4. A 2 goes on
/// the ace, and the 3 on top of a waste pile follows at once.
#[test]
fn worked_example_of_seed_001() {
    let r = base();
    let mut s = Session::<SirTommy>::new(r.clone(), won_deal(&r));
    s.play_list(WORKED_MOVES).unwrap();
    assert_eq!(tops(s.state()), ["4", "2", "A"]);
    assert_eq!(s.state().wastes[0].top(), Some(card("3H")));
    s.play_text("turn").unwrap();
    assert_eq!(s.state().waiting.as_slice(), &cards("3S"));
    s.play_text("s-f").unwrap();
    assert_eq!(tops(s.state()), ["4", "3", "A"], "the 3 goes on the 2");
    s.play_text("turn").unwrap();
    let m = s.legal_moves();
    assert!(
        !m.iter()
            .any(|&m| matches!(m, SirTommyMove::ToFoundation { .. })),
        "no foundation takes the jack"
    );
    assert!(
        s.play_text("s-f").unwrap_err().reason
            == PlayError::Unreadable(ParseMoveError::Refused(SirTommyError::FitsNoFoundation {
                card: card("JC")
            }))
    );
    s.play_text("s-w2").unwrap();
    assert_eq!(s.state().wastes[1].as_slice(), &cards("JC"));
    s.play_text("turn").unwrap();
    s.play_text("s-f").unwrap();
    assert_eq!(tops(s.state()), ["5", "3", "A"], "the 5 goes on the 4");
    s.play_text("turn").unwrap();
    assert_eq!(s.state().waiting.as_slice(), &cards("2H"));
    s.play_text("s-f").unwrap();
    assert_eq!(tops(s.state()), ["5", "3", "2"], "the 2 goes on the ace");
    s.play_text("w1-f").unwrap();
    assert_eq!(
        tops(s.state()),
        ["5", "3", "3"],
        "and the waste's 3 follows"
    );
    assert!(s.state().wastes[0].is_empty());
}

#[test]
fn the_won_deal_replays_to_a_win() {
    let r = base();
    let mut s = Session::<SirTommy>::new(r.clone(), won_deal(&r));
    let n = s.play_list(WON_MOVES).unwrap();
    assert!(n > 52, "{n} moves");
    assert_eq!(s.status(), Status::Won);
    assert!(s.state().foundations.iter().all(|f| f.len() == 13));
    assert!(s.legal_moves().is_empty());
}

/// The line `fixtures::won_moves` makes wins too (it follows the default player, so it need
/// not be the line of `won.moves`, which was made by an earlier player).
#[test]
fn the_fixture_tool_writes_a_winning_line() {
    let r = base();
    let mut s = Session::<SirTommy>::new(r.clone(), won_deal(&r));
    s.play_list(&crate::fixtures::won_moves()).unwrap();
    assert_eq!(s.status(), Status::Won);
}

#[test]
fn notation_reads_back_and_bad_text_is_refused() {
    let r = four();
    let mut g = pos(&r, "", "9C 2H", &["AC"], &["5S"]);
    assert_eq!(
        g.parse_move(&r, "s-f"),
        Ok(SirTommyMove::ToFoundation { foundation: 0 })
    );
    assert_eq!(
        g.parse_move(&r, "S-W4"),
        Ok(SirTommyMove::ToWaste { waste: 3 })
    );
    assert_eq!(
        g.parse_move(&r, " w1-F2 "),
        Ok(SirTommyMove::WasteToFoundation {
            waste: 0,
            foundation: 1
        })
    );
    for bad in [
        "", "jump", "s-", "s9-w1", "s0-w1", "w9-f1", "w0-f1", "s-f5", "s-x1", "w1-s", "s-w", "-",
        "x-f",
    ] {
        assert!(g.parse_move(&r, bad).is_err(), "{bad:?} parsed");
    }
    assert_eq!(
        g.parse_move(&r, "w1-f").unwrap_err().to_string(),
        "5S fits no foundation"
    );
    play(&mut g, &r, "s-f").unwrap();
    assert_eq!(
        g.parse_move(&r, "s-f").unwrap_err().to_string(),
        "9C fits no foundation"
    );
    let e = play(&mut pos(&base(), "", "", &[], &[]), &base(), "s-f").unwrap_err();
    assert!(e.to_string().contains("no card is waiting"), "{e}");
    let e = play(&mut pos(&base(), "", "", &[], &[]), &base(), "s-w1").unwrap_err();
    assert!(e.to_string().contains("no card is waiting"), "{e}");
    let e = play(&mut pos(&base(), "", "5D", &[], &[]), &base(), "s-w5").unwrap_err();
    assert!(e.to_string().contains("w1 to w4"), "{e}");
}

#[test]
fn the_default_player_uses_only_what_it_sees() {
    // Same tops, waiting card and foundations; the stock and the buried cards differ.
    let r = strict();
    let a = pos(
        &r,
        "2C 3C",
        "7D",
        &["AC"],
        &["KS 4H 9D", "QS 8S", "5H", "JH"],
    );
    let b = pos(
        &r,
        "KD 6C",
        "7D",
        &["AC"],
        &["2H 2S 9D", "3S 8S", "5H", "JH"],
    );
    let (mut ma, mut mb) = (Vec::new(), Vec::new());
    a.legal_moves(&r, &mut ma);
    b.legal_moves(&r, &mut mb);
    let pick = a.choose(&r, &ma);
    assert_eq!(pick, b.choose(&r, &mb));
    // 7D goes onto the pile whose top is least above it: the 8.
    assert_eq!(pick, Some(SirTommyMove::ToWaste { waste: 1 }));
    // A king takes an empty pile; two empty piles let a low card take one.
    let g = pos(&r, "", "KD", &[], &["5C", "", "", "9S"]);
    let mut m = Vec::new();
    g.legal_moves(&r, &mut m);
    assert_eq!(g.choose(&r, &m), Some(SirTommyMove::ToWaste { waste: 1 }));
    let g = pos(&r, "", "6D", &[], &["5C", "", "", "4S"]);
    let mut m = Vec::new();
    g.legal_moves(&r, &mut m);
    assert_eq!(g.choose(&r, &m), Some(SirTommyMove::ToWaste { waste: 1 }));
    let g = pos(&r, "", "6D", &[], &["5C", "", "TS", "4S"]);
    let mut m = Vec::new();
    g.legal_moves(&r, &mut m);
    assert_eq!(
        g.choose(&r, &m),
        Some(SirTommyMove::ToWaste { waste: 2 }),
        "the last empty pile is kept"
    );
}

#[test]
fn safe_moves_are_those_no_other_card_could_want() {
    let r = base();
    // One foundation waits for a 5 and three 5s are still out: a 5 there is not safe.
    let g = pos(&r, "", "5D", &["AC 2C 3C 4C", "AD"], &[]);
    assert!(!g.is_safe(&r, SirTommyMove::ToFoundation { foundation: 0 }));
    // All four foundations wait for a 2: any 2 is safe.
    let g = pos(&r, "", "2D", &["AC", "AD", "AH", "AS"], &[]);
    assert!(g.is_safe(&r, SirTommyMove::ToFoundation { foundation: 0 }));
    // `auto` tells why.
    assert_eq!(
        g.why_safe(&r, SirTommyMove::ToFoundation { foundation: 0 })
            .as_deref(),
        Some("2D goes home: as many foundations wait for its rank as cards of it are out")
    );
    let g = pos(&r, "", "5D", &["AC 2C 3C 4C", "AD"], &[]);
    assert_eq!(
        g.why_safe(&r, SirTommyMove::ToFoundation { foundation: 0 }),
        None
    );
    // Three 5s are home: the last one has no rival.
    let g = pos(
        &r,
        "",
        "",
        &[
            "AC 2C 3C 4C",
            "AD 2D 3D 4D 5D",
            "AH 2H 3H 4H 5H",
            "AS 2S 3S 4S 5S",
        ],
        &["5C"],
    );
    assert!(g.is_safe(
        &r,
        SirTommyMove::WasteToFoundation {
            waste: 0,
            foundation: 0
        }
    ));
    assert!(!g.is_safe(&r, SirTommyMove::Turn));
    // By suit each card has one home, but not while a shuffled redeal is still to come.
    let g = pos(&by_suit(), "", "2C", &["AC", "AD"], &[]);
    assert!(!g.is_safe(&by_suit(), SirTommyMove::ToFoundation { foundation: 0 }));
    let mut g = g;
    g.redeals_left = 0;
    assert!(g.is_safe(&by_suit(), SirTommyMove::ToFoundation { foundation: 0 }));
}

#[test]
fn golden_deals() {
    // Pins the shuffle and the deal order (docs/games/sir-tommy.md): if these change, every
    // published deal number changes.
    let text = Deal::from_seed::<SirTommy>(&base(), 1)
        .to_toml("sir-tommy", &SirTommy::deal_shape(&base()));
    assert!(text.starts_with(GOLDEN_SEED_1), "deal 1 changed:\n{text}");
    let d = Deal::from_seed::<SirTommy>(&base(), 2);
    assert_eq!(
        d.cards[44..].to_vec(),
        cards(GOLDEN_SEED_2_TOP),
        "deal 2 changed"
    );
    let d = Deal::from_seed::<SirTommy>(&aces_up(), 1);
    assert_eq!(
        d.cards[40..].to_vec(),
        cards(GOLDEN_SEED_1_ACES_UP_TOP),
        "aces-up deal 1 changed"
    );
}

const GOLDEN_SEED_1: &str =
    "game = \"sir-tommy\"\nseed = 1\nstock = \"6C 8D 4S 7S 9D KC JH QC 5H 5C 9S 2S QH ";
const GOLDEN_SEED_2_TOP: &str = "KD 8S AC 6S 7S 9D 7C QS";
const GOLDEN_SEED_1_ACES_UP_TOP: &str = "TH 8H 7C 3S 7S 2S 3D 8D";

proptest::proptest! {
    #[test]
    fn laws_hold(seed in 0u64..10_000, picks in proptest::collection::vec(0u16..64, 0..160), v in 0usize..6) {
        let free = SirTommyRules { place_in_order: false, ..four() };
        let rules = [base(), aces_up(), four(), strict(), by_suit(), free];
        engine::laws::random_walk::<SirTommy>(&rules[v], seed, &picks);
    }
}

/// A turn shows a stock card; placing a turned card shows nothing; a stock gathered in order
/// from the wastes is known. The law checks that no move that changes what is seen says it
/// does not.
#[test]
fn a_turn_shows_a_card_and_placing_one_never_does() {
    let in_order = SirTommyRules {
        redeals: 1,
        redeal_gather: Gather::InOrder,
        ..base()
    };
    for r in [base(), four(), strict(), by_suit(), in_order.clone()] {
        for seed in 0..4 {
            engine::laws::reveals_what_the_view_shows::<SirTommy>(&r, seed, 3);
        }
    }
    let r = in_order;
    let mut g = SirTommy::start(&r, &Deal::from_seed::<SirTommy>(&r, 0).cards, 0);
    assert!(g.reveals(&r, SirTommyMove::Turn));
    g.apply(&r, SirTommyMove::Turn);
    let mut moves = Vec::new();
    g.legal_moves(&r, &mut moves);
    assert!(moves.contains(&SirTommyMove::ToWaste { waste: 0 }));
    for &m in &moves {
        assert!(!g.reveals(&r, m), "{m:?}");
    }
    // Through the stock, then the wastes gathered in order: known.
    while g.check(&r, SirTommyMove::Redeal).is_err() {
        moves.clear();
        g.legal_moves(&r, &mut moves);
        g.apply(&r, moves[0]);
    }
    assert_eq!(g.check(&r, SirTommyMove::Redeal), Ok(()));
    g.apply(&r, SirTommyMove::Redeal);
    assert_eq!(g.check(&r, SirTommyMove::Turn), Ok(()));
    assert!(
        !g.reveals(&r, SirTommyMove::Turn),
        "the gathered stock is known"
    );
}

#[test]
fn the_tuning_tool_refuses_weights_it_cannot_read() {
    let run = |args: &[&str]| {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut lines = Vec::new();
        crate::tuning::run(&args, &|_| Ok(None), &|_, _| Ok(()), &mut |l| {
            lines.push(l.to_string())
        })
        .map(|()| lines)
    };
    let e = run(&["nope=1"]).unwrap_err();
    assert!(
        e.starts_with("`nope` is no weight of this player; expected one of block, wait"),
        "{e}"
    );
    assert_eq!(
        run(&["wait=x"]).unwrap_err(),
        "`wait=x`: expected KEY=VALUE with a whole number"
    );
    assert!(run(&["--rules", "nope", "--deals", "1"]).is_err());
    let lines = run(&["--deals", "2", "--rules", "sir-tommy", "wait=3"]).unwrap();
    assert!(
        lines == ["sir-tommy 0"] || lines == ["sir-tommy 1"] || lines == ["sir-tommy 2"],
        "{lines:?}"
    );
}
