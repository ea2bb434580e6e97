//! Big Ben's rules, each pinned by a position where the wrong rule would play differently.

use super::*;
use engine::{Deal, DealFile, PlayError, Session};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures");

/// The rules of `rules/big-ben.toml` with the `[rules]` of `overrides` on top, as a variant
/// file would give them.
fn load(overrides: &str) -> Result<BigBenRules, engine::LoadError> {
    RULES.with(overrides)
}

/// The rules of `rules/big-ben.toml`.
pub(crate) fn rules() -> BigBenRules {
    RULES.standard().unwrap()
}

/// The rules of `rules/big-ben-second-pass.toml`.
pub(crate) fn second_pass() -> BigBenRules {
    RULES.named("big-ben-second-pass").unwrap()
}

/// The rules of `rules/big-ben-short-piles.toml`.
pub(crate) fn short_piles() -> BigBenRules {
    RULES.named("big-ben-short-piles").unwrap()
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn cards(s: &str) -> Vec<Card> {
    cards::parse_cards(s).unwrap()
}

/// A position from tableau piles (1 o'clock first, bottom card first), stock and waste
/// (bottom first), with nothing built on the clock yet.
fn position(r: &BigBenRules, tableau: [&str; 12], stock: &str, waste: &str) -> BigBen {
    BigBen {
        tableau: tableau.map(|p| Stack::from_slice(&cards(p))),
        base: clock(r),
        built: [0; 12],
        stock: Stack::from_slice(&cards(stock)),
        waste: Stack::from_slice(&cards(waste)),
        redeals_left: 0,
    }
}

/// Every pile full with cards that neither build nor go to a foundation.
const QUIET: [&str; 12] = ["2H 2H 2H"; 12];

/// Reads, checks and plays one move, as a session would; a refusal of `check` comes back
/// as [`ParseMoveError::Refused`].
fn play(g: &mut BigBen, r: &BigBenRules, text: &str) -> Result<(), ParseMoveError<BigBenError>> {
    let m = g.parse_move(r, text)?;
    g.check(r, m)?;
    g.apply(r, m);
    Ok(())
}

fn legal(g: &BigBen, r: &BigBenRules) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(r, &mut v);
    v.iter().map(|&m| g.format_move(r, m)).collect()
}

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("{FIXTURES}/{name}")).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn deal_from_fixture(r: &BigBenRules, name: &str) -> Deal {
    DealFile::parse(name, &fixture(name))
        .unwrap()
        .to_deal(&BigBen::deal_shape(r), &BigBen::pack(r))
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn clock_cards_sit_at_their_hours() {
    let g = position(&rules(), QUIET, "", "");
    let at = |hour: usize| g.base[hour - 1];
    assert_eq!(
        (at(9), at(10), at(11), at(12)),
        (card("2C"), card("3H"), card("4S"), card("5D"))
    );
    assert_eq!((at(1), at(5), at(8)), (card("6C"), card("TC"), card("KD")));
    assert_eq!(
        g.end_card(10),
        card("JS"),
        "11 o'clock ends on the jack of spades"
    );
}

#[test]
fn tableau_builds_down_in_suit_and_wraps_king_on_ace() {
    let r = rules();
    let mut t = QUIET;
    t[0] = "2H 2H KS";
    t[1] = "2H 2H AS";
    t[2] = "2H 2H AD";
    t[3] = "2H 2H 2D";
    let g = position(&r, t, "", "");
    let mut k = g;
    play(&mut k, &r, "t1-t2").expect("K on A");
    assert_eq!(k.tableau(1), &cards("2H 2H AS KS")[..]);
    let mut a = g;
    play(&mut a, &r, "t3-t4").expect("A on 2");
    let e = play(&mut g.clone(), &r, "t1-t3").unwrap_err();
    assert!(e.to_string().contains("KS does not go on AD"), "{e}");

    let no_wrap = load("[rules]\ntableau_wrap = false").unwrap();
    let e = play(&mut g.clone(), &no_wrap, "t1-t2").unwrap_err();
    assert!(e.to_string().contains("tableau_wrap = false"), "{e}");
    assert!(
        play(&mut g.clone(), &no_wrap, "t3-t4").is_ok(),
        "A on 2 needs no wrap"
    );
}

#[test]
fn without_wrap_nothing_builds_on_an_ace_and_the_refusal_says_so() {
    let no_wrap = load("[rules]\ntableau_wrap = false").unwrap();
    let mut t = QUIET;
    t[0] = "2H 2H 2D";
    t[1] = "2H 2H AD";
    let g = position(&no_wrap, t, "", "");
    let e = play(&mut g.clone(), &no_wrap, "t1-t2").unwrap_err();
    assert_eq!(
        e,
        ParseMoveError::Refused(BigBenError::NoBuild {
            card: card("2D"),
            on: card("AD"),
            wants: None,
        })
    );
    assert_eq!(
        e.to_string(),
        "2D does not go on AD: a build is the same suit, one rank lower (nothing)"
    );
    let e = play(&mut g.clone(), &rules(), "t1-t2").unwrap_err();
    assert_eq!(
        e.to_string(),
        "2D does not go on AD: a build is the same suit, one rank lower (KD)",
        "with wrap the king builds on the ace"
    );
}

#[test]
fn a_build_is_one_rank_lower_in_the_same_suit() {
    let r = rules();
    let mut t = QUIET;
    t[0] = "2H 2H 8H";
    t[1] = "2H 2H 9C";
    t[2] = "2H 2H TH";
    let g = position(&r, t, "", "");
    let e = play(&mut g.clone(), &r, "t1-t2").unwrap_err();
    assert_eq!(
        e,
        ParseMoveError::Refused(BigBenError::NoBuild {
            card: card("8H"),
            on: card("9C"),
            wants: Some(card("8C")),
        })
    );
    assert_eq!(
        e.to_string(),
        "8H does not go on 9C: a build is the same suit, one rank lower (8C)"
    );
    let e = play(&mut g.clone(), &r, "t1-t3").unwrap_err();
    assert!(e.to_string().contains("8H does not go on TH"), "{e}");
    let e = play(&mut g.clone(), &r, "t3-t1").unwrap_err();
    assert!(
        e.to_string().contains("TH does not go on 8H"),
        "building up is refused: {e}"
    );
}

#[test]
fn foundation_wraps_ace_after_king() {
    let r = rules();
    let mut t = QUIET;
    t[0] = "2H 2H AC";
    let mut g = position(&r, t, "", "");
    // 5 o'clock: 10♣, then J♣ Q♣ K♣ are on it.
    g.built[4] = 3;
    assert_eq!(g.foundation_top(4), card("KC"));
    play(&mut g, &r, "t1-f5").expect("A♣ on K♣");
    assert_eq!(g.foundation_top(4), card("AC"));
    assert!(!g.is_complete(4));
}

#[test]
fn a_complete_foundation_refuses_its_next_card() {
    let r = rules();
    let mut t = QUIET;
    t[0] = "2H 2H TC";
    t[1] = "2H 2H 8C";
    let mut g = position(&r, t, "", "");
    // 9 o'clock: 2♣ … 9♣, complete after 8 cards.
    g.built[8] = 7;
    assert!(g.is_complete(8));
    let e = play(&mut g.clone(), &r, "t1-f9").unwrap_err();
    assert_eq!(e.to_string(), "f9 is complete: it ended on 9C");
    // One short of complete it takes the next card and is then complete.
    g.built[8] = 6;
    assert!(!g.is_complete(8));
    g.tableau[1] = Stack::from_slice(&cards("2H 2H 9C"));
    play(&mut g, &r, "t2-f9").unwrap();
    assert!(g.is_complete(8));
    // 1 o'clock (6♣) is complete on the ace, the ninth card.
    g.built[0] = 8;
    assert_eq!(g.foundation_top(0), card("AC"));
    assert!(g.is_complete(0));
}

#[test]
fn a_pile_with_gaps_takes_no_build_but_a_grown_pile_does() {
    let r = rules();
    let mut t = QUIET;
    t[0] = "2H 2H 8S";
    t[1] = "2H 9S";
    t[2] = "2H 2H 9S";
    t[3] = "2H 2H 7S";
    let g = position(&r, t, "", "");
    let e = play(&mut g.clone(), &r, "t1-t2").unwrap_err();
    assert_eq!(
        e.to_string(),
        "t2 has a gap (2 of 3 cards): it takes no build until it is filled"
    );
    let mut grown = g;
    play(&mut grown, &r, "t1-t3").unwrap();
    assert_eq!(grown.tableau(2).len(), 4);
    play(&mut grown, &r, "t4-t3").expect("a pile grown past three takes builds");
    assert_eq!(grown.tableau(2), &cards("2H 2H 9S 8S 7S")[..]);

    let lenient = load("[rules]\nbuild_on_short_piles = true").unwrap();
    assert!(
        play(&mut g.clone(), &lenient, "t1-t2").is_ok(),
        "the rule value changes play"
    );
}

#[test]
fn fill_starts_at_twelve_and_goes_clockwise_in_rounds() {
    let r = rules();
    let mut t = QUIET;
    t[11] = ""; // 12 o'clock: three gaps
    t[0] = "2S"; // 1 o'clock: two
    t[2] = "2S 2S"; // 3 o'clock: one
    t[10] = "2S"; // 11 o'clock: two
    // Drawn first is the last listed: 1C, 2C, …
    let mut g = position(&r, t, "KD QD JD 9C 8C 7C 6C 5C 4C 3C 2C AC", "");
    play(&mut g, &r, "fill").unwrap();
    // Round 1: t12 AC, t1 2C, t3 3C, t11 4C; round 2: t12 5C, t1 6C, t11 7C; round 3: t12 8C.
    assert_eq!(g.tableau(11), &cards("AC 5C 8C")[..]);
    assert_eq!(g.tableau(0), &cards("2S 2C 6C")[..]);
    assert_eq!(g.tableau(2), &cards("2S 2S 3C")[..]);
    assert_eq!(g.tableau(10), &cards("2S 4C 7C")[..]);
    assert_eq!(g.stock(), &cards("KD QD JD 9C")[..]);
    assert_eq!(g.gaps(&r), 0);
    assert!(
        play(&mut g, &r, "fill")
            .unwrap_err()
            .to_string()
            .contains("no pile has a gap")
    );

    // The start hour and direction are rule values.
    let ccw = load("[rules]\nfill_start_hour = 3\nfill_direction = \"counterclockwise\"").unwrap();
    let mut g = position(&ccw, t, "KD QD JD 9C 8C 7C 6C 5C 4C 3C 2C AC", "");
    play(&mut g, &ccw, "fill").unwrap();
    // Round 1: t3 AC, t1 2C, t12 3C, t11 4C; round 2: t1 5C, t12 6C, t11 7C; round 3: t12 8C.
    assert_eq!(g.tableau(2), &cards("2S 2S AC")[..]);
    assert_eq!(g.tableau(0), &cards("2S 2C 5C")[..]);
    assert_eq!(g.tableau(11), &cards("3C 6C 8C")[..]);
}

#[test]
fn a_fill_with_a_short_stock_leaves_the_remaining_gaps() {
    let r = rules();
    let mut t = QUIET;
    t[11] = "";
    t[0] = "2S";
    let mut g = position(&r, t, "3C 2C AC", "");
    play(&mut g, &r, "fill").unwrap();
    assert_eq!(g.tableau(11), &cards("AC 3C")[..]);
    assert_eq!(g.tableau(0), &cards("2S 2C")[..]);
    assert!(g.stock().is_empty());
    assert_eq!(g.gaps(&r), 2);
    assert!(
        play(&mut g, &r, "fill")
            .unwrap_err()
            .to_string()
            .contains("the stock is empty")
    );
    assert!(!legal(&g, &r).contains(&"fill".to_string()));
}

#[test]
fn no_draw_while_a_gap_is_open() {
    let r = rules();
    let mut t = QUIET;
    t[3] = "2S 2S";
    let mut g = position(&r, t, "3C 2C", "");
    let e = play(&mut g, &r, "draw").unwrap_err();
    assert!(
        e.to_string().contains("t4") && e.to_string().contains("filled first"),
        "{e}"
    );
    assert_eq!(legal(&g, &r), ["fill"]);
    play(&mut g, &r, "fill").unwrap();
    play(&mut g, &r, "draw").unwrap();
    assert_eq!(g.waste(), &cards("3C")[..]);
}

#[test]
fn waste_cards_never_fill_gaps() {
    let r = rules();
    let mut t = QUIET;
    t[0] = "2S 9D";
    let mut g = position(&r, t, "", "8D");
    let e = play(&mut g, &r, "w-t1").unwrap_err();
    assert!(e.to_string().contains("t1 has a gap"), "{e}");
    // With the stock out, the gap stays: no fill, and the waste is not used for it.
    assert!(play(&mut g, &r, "fill").is_err());
    assert!(
        !legal(&g, &r).iter().any(|m| m.starts_with("w-")),
        "{:?}",
        legal(&g, &r)
    );
    // A full pile takes the waste card as a build.
    g.tableau[0] = Stack::from_slice(&cards("2S 2S 9D"));
    play(&mut g, &r, "w-t1").unwrap();
    assert_eq!(g.tableau(0), &cards("2S 2S 9D 8D")[..]);
    assert!(g.waste().is_empty());
}

#[test]
fn only_the_top_card_moves_one_at_a_time() {
    let r = rules();
    let mut t = QUIET;
    t[0] = "2H 8C 7C";
    t[1] = "2H 2H 9C";
    t[2] = "2H 2H 8C";
    let mut g = position(&r, t, "", "");
    // 8♣ with 7♣ on it does not move to 9♣ as a group.
    let e = play(&mut g.clone(), &r, "t1-t2").unwrap_err();
    assert!(e.to_string().contains("7C does not go on 9C"), "{e}");
    assert!(g.parse_move(&r, "t1-t2-t3").is_err());
    play(&mut g, &r, "t1-t3").unwrap();
    assert_eq!(
        g.tableau(0),
        &cards("2H 8C")[..],
        "the card under the moved one stays"
    );
    assert_eq!(g.tableau(2), &cards("2H 2H 8C 7C")[..]);
}

#[test]
fn parse_and_format_round_trip_and_refuse_nonsense() {
    let r = rules();
    let g = position(&r, QUIET, "", "");
    for text in [
        "t3-f5", "t12-t7", "w-f2", "w-t4", "fill", "draw", "redeal", "f1-t1",
    ] {
        let m = g.parse_move(&r, text).unwrap();
        assert_eq!(g.format_move(&r, m), text);
    }
    assert_eq!(
        g.parse_move(&r, " T3-F5 "),
        g.parse_move(&r, "t3-f5"),
        "case-insensitive"
    );
    for (bad, why) in [
        ("t13-f1", "not a pile"),
        ("t0-f1", "not a pile"),
        ("x-f1", "not a pile"),
        ("t3", "expected FROM-TO"),
        ("s-t1", "use `draw`"),
        ("t1-", "not a pile"),
        ("", "not a move"),
    ] {
        if why == "use `draw`" {
            assert_eq!(
                g.parse_move(&r, bad),
                Err(BigBenError::FromStock.into()),
                "{bad}"
            );
        }
        let e = g.parse_move(&r, bad).unwrap_err();
        assert!(e.to_string().contains(why), "{bad}: {e}");
    }
    let mut t = QUIET;
    t[0] = "2H 2H 3C";
    let g = position(&r, t, "", "");
    assert!(
        g.check(&r, g.parse_move(&r, "f9-t1").unwrap())
            .unwrap_err()
            .to_string()
            .contains("never leave a foundation")
    );
    assert!(
        g.check(&r, g.parse_move(&r, "t1-w").unwrap())
            .unwrap_err()
            .to_string()
            .contains("nothing is put on the waste")
    );
    assert!(
        g.check(&r, g.parse_move(&r, "t1-t1").unwrap())
            .unwrap_err()
            .to_string()
            .contains("onto itself")
    );
    assert!(
        g.check(&r, g.parse_move(&r, "w-f9").unwrap())
            .unwrap_err()
            .to_string()
            .contains("the waste is empty")
    );
    let e = g.check(&r, g.parse_move(&r, "t1-f1").unwrap()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "3C does not go on f1: it shows 6C and takes 7C next"
    );
    assert_eq!(g.check(&r, g.parse_move(&r, "t1-f9").unwrap()), Ok(()));
}

#[test]
fn the_second_pass_redeals_once_and_the_base_game_never() {
    let base = rules();
    let g = position(&base, QUIET, "", "AD 3C 4C");
    let e = play(&mut g.clone(), &base, "redeal").unwrap_err();
    assert_eq!(e.to_string(), "these rules allow no redeal");

    let r = second_pass();
    assert_eq!(r.redeals, 1);
    let mut g = position(&r, QUIET, "5C", "AD 3C 4C");
    g.redeals_left = r.redeals;
    assert!(
        play(&mut g.clone(), &r, "redeal")
            .unwrap_err()
            .to_string()
            .contains("stock still has 1 card: redeal")
    );
    play(&mut g, &r, "draw").unwrap();
    assert_eq!(legal(&g, &r), ["redeal"]);
    play(&mut g, &r, "redeal").unwrap();
    assert!(g.waste().is_empty());
    // The first card drawn to the waste is drawn first again.
    play(&mut g, &r, "draw").unwrap();
    assert_eq!(g.waste(), &cards("AD")[..]);
    while !g.stock().is_empty() {
        play(&mut g, &r, "draw").unwrap();
    }
    assert_eq!(g.waste(), &cards("AD 3C 4C 5C")[..]);
    let e = play(&mut g, &r, "redeal").unwrap_err();
    assert_eq!(e.to_string(), "no redeal is left (the rules allow 1)");
}

#[test]
fn pile_size_four_changes_the_deal_and_the_gap_rule() {
    let r4 = load("[rules]\npile_size = 4").unwrap();
    assert_eq!(
        BigBen::deal_shape(&r4),
        vec![
            DealField::Piles {
                name: "tableau",
                count: 12,
                size: 4
            },
            DealField::Cards {
                name: "stock",
                count: 44
            }
        ]
    );
    let d = Deal::from_seed::<BigBen>(&r4, 5);
    let g = BigBen::start(&r4, &d.cards, 5);
    assert!((0..12).all(|h| g.tableau(h).len() == 4));
    assert_eq!(g.stock().len(), 44);
    assert_eq!(
        g.tableau(0),
        &d.cards[..4],
        "1 o'clock gets the first four cards"
    );

    let mut t = QUIET;
    t[0] = "2H 2H 8S";
    t[1] = "2H 2H 9S";
    let three = rules();
    assert!(play(&mut position(&three, t, "", ""), &three, "t1-t2").is_ok());
    let e = play(&mut position(&r4, t, "", ""), &r4, "t1-t2").unwrap_err();
    assert_eq!(
        e.to_string(),
        "t2 has a gap (3 of 4 cards): it takes no build until it is filled"
    );

    assert!(
        load("[rules]\npile_size = 8").is_err(),
        "twelve piles of eight do not fit"
    );
    assert!(load("[rules]\npile_size = 0").is_err());
}

#[test]
fn rule_values_are_checked() {
    let e = load("[rules]\nclock_cards = [\"2C\", \"3H\"]").unwrap_err();
    assert!(
        e.to_string().contains("clock_cards") && e.to_string().contains("twelve distinct"),
        "{e}"
    );
    let twelve_with_double = "[rules]\nclock_cards = [\"2C\",\"2C\",\"4S\",\"5D\",\"6C\",\"7H\",\"8S\",\"9D\",\"TC\",\"JH\",\"QS\",\"KD\"]";
    assert!(
        load(twelve_with_double)
            .unwrap_err()
            .to_string()
            .contains("11 distinct")
    );
    assert!(
        load("[rules]\nfirst_hour = 13")
            .unwrap_err()
            .to_string()
            .contains("first_hour")
    );
    assert!(
        load("[rules]\nfill_start_hour = 0")
            .unwrap_err()
            .to_string()
            .contains("fill_start_hour")
    );
    assert!(
        load("[rules]\nredeals = 4")
            .unwrap_err()
            .to_string()
            .contains("redeals")
    );
    assert!(load("[rules]\nfill_direction = \"anticlockwise\"").is_err());
    assert!(load("[rules]\nclock_cards = [\"2X\"]").is_err());
    assert!(
        load("[rules]\ncolour = 1").is_err(),
        "unknown keys are refused"
    );
    // Another clock changes the pack: the clock cards' first copies leave it.
    let other = load("[rules]\nfirst_hour = 1\nclock_cards = [\"AC\",\"2C\",\"3C\",\"4C\",\"5C\",\"6C\",\"7C\",\"8C\",\"9C\",\"TC\",\"JC\",\"QC\"]").unwrap();
    let pack = BigBen::pack(&other);
    assert_eq!(pack.len(), 92);
    assert_eq!(pack.iter().filter(|&&c| c == card("KC")).count(), 2);
    assert_eq!(pack.iter().filter(|&&c| c == card("AC")).count(), 1);
}

#[test]
fn the_pack_is_two_packs_less_the_first_copy_of_each_clock_card() {
    let pack = BigBen::pack(&rules());
    assert_eq!(pack.len(), 92);
    // Pack order: the first pack lost its 2♣, so it starts A♣ 3♣ 4♣ 5♣ 7♣.
    assert_eq!(&pack[..5], &cards("AC 3C 4C 5C 7C")[..]);
    // The second pack is whole: 52 cards from its A♣.
    assert_eq!(pack[40], card("AC"));
    assert_eq!(pack[40..].len(), 52);
}

#[test]
fn the_deal_goes_from_one_oclock_to_twelve_then_the_stock() {
    let r = rules();
    let d = Deal::from_seed::<BigBen>(&r, 9);
    let g = BigBen::start(&r, &d.cards, 9);
    assert_eq!(g.tableau(0), &d.cards[0..3]);
    assert_eq!(g.tableau(11), &d.cards[33..36]);
    assert_eq!(g.stock(), &d.cards[36..]);
    let mut g2 = g;
    play(&mut g2, &r, "draw").unwrap();
    assert_eq!(
        g2.waste(),
        &[d.cards[91]],
        "the stock's last listed card is drawn first"
    );
}

#[test]
fn a_shuttling_position_is_lost_and_a_reachable_foundation_move_is_not() {
    let r = rules();
    // 9♥ can go back and forth between two 10♥ piles; no card fits a foundation.
    let mut t = QUIET;
    t[0] = "2S 2S 9H";
    t[1] = "3S 3S TH";
    t[2] = "4S 4S TH";
    let g = position(&r, t, "", "");
    assert!(
        !legal_ignoring_status(&g, &r).is_empty(),
        "moves exist, but only shuttles"
    );
    assert_eq!(g.status(&r), Status::Lost(crate::LOST_SHUTTLING));
    assert!(legal(&g, &r).is_empty(), "a lost game has no legal move");

    // Not lost while the stock has cards …
    assert_eq!(position(&r, t, "5H", "").status(&r), Status::Playing);
    // … nor while a redeal is left.
    let sp = second_pass();
    let mut w = position(&sp, t, "", "5H");
    w.redeals_left = 1;
    assert_eq!(w.status(&sp), Status::Playing);

    // Moving 9♥ away uncovers 8♥, which goes on 7♥ at 2 o'clock: still playing.
    let mut t2 = t;
    t2[0] = "2S 8H 9H";
    let g = position(&r, t2, "", "");
    assert_eq!(g.status(&r), Status::Playing);
    let pick = g.choose(&r, &legal_moves(&g, &r));
    assert_eq!(
        pick.map(|m| g.format_move(&r, m)).as_deref(),
        Some("t1-t2"),
        "the player finds the way"
    );

    // A waste card under the top counts too, once the top can go onto a pile.
    let g = position(&r, QUIET, "", "8H 3D");
    assert_eq!(g.status(&r), Status::Lost(crate::LOST_STUCK));
    let mut t3 = QUIET;
    t3[5] = "2S 2S 4D";
    let g = position(&r, t3, "", "8H 3D");
    assert_eq!(
        g.status(&r),
        Status::Playing,
        "3D onto 4D uncovers 8H for f2"
    );
}

fn legal_moves(g: &BigBen, r: &BigBenRules) -> Vec<BigBenMove> {
    let mut v = Vec::new();
    g.legal_moves(r, &mut v);
    v
}

fn legal_ignoring_status(g: &BigBen, r: &BigBenRules) -> Vec<BigBenMove> {
    let mut v = Vec::new();
    g.card_moves(r, true, true, &mut v);
    v
}

/// Text 000's example: 9 o'clock shows 5♣; a pile has 8♥ under 6♣ and another shows 9♥.
/// 6♣ goes to 9 o'clock, 8♥ onto 9♥; the first pile is short, so fill; the next card drawn
/// is 7♣, which goes on 6♣.
#[test]
fn worked_example_of_seed_000() {
    let r = rules();
    let mut s = Session::<BigBen>::new(r.clone(), deal_from_fixture(&r, "text-000-example.toml"));
    // Three draws bring 3♣ 4♣ 5♣ to 9 o'clock.
    s.play_list("draw w-f9 draw w-f9 draw w-f9").unwrap();
    assert_eq!(s.state().foundation_top(8), card("5C"));
    assert_eq!(s.state().tableau(2), &cards("QD 8H 6C")[..]);
    assert_eq!(s.state().tableau(6).last(), Some(&card("9H")));
    s.play_text("t3-f9").unwrap();
    assert_eq!(s.state().foundation_top(8), card("6C"));
    s.play_text("t3-t7").unwrap();
    assert_eq!(s.state().tableau(6), &cards("2D 3D 9H 8H")[..]);
    assert_eq!(
        s.state().tableau(2),
        &cards("QD")[..],
        "one card left: two gaps"
    );
    assert!(matches!(
        s.play_text("draw").unwrap_err().reason,
        PlayError::Illegal(BigBenError::GapsOpen { .. })
    ));
    s.play_text("fill").unwrap();
    assert_eq!(
        s.state().tableau(2),
        &cards("QD 2S 3S")[..],
        "the gap is filled from the stock"
    );
    s.play_text("draw").unwrap();
    assert_eq!(s.state().waste().last(), Some(&card("7C")));
    s.play_text("w-f9").unwrap();
    assert_eq!(s.state().foundation_top(8), card("7C"));
}

#[test]
fn the_won_fixture_replays_to_a_win() {
    let r = rules();
    let mut s = Session::<BigBen>::new(r.clone(), deal_from_fixture(&r, "won.toml"));
    let moves = fixture("won.moves");
    let n = s.play_list(&moves).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.status(), Status::Won, "after {n} moves");
    assert!(s.legal_moves().is_empty());
    let mut all = Vec::new();
    s.state().all_cards(&mut all);
    assert_eq!(all.len(), 92, "every dealt card is on the clock");
    // One move short of the end it is not won yet.
    s.undo().expect("a move to take back");
    assert_eq!(s.status(), Status::Playing);
}

#[test]
fn the_default_player_ends_every_game_well_before_the_move_limit() {
    for r in [rules(), second_pass()] {
        let mut won = 0;
        for seed in 0..100 {
            let d = Deal::from_seed::<BigBen>(&r, seed);
            let mut g = BigBen::start(&r, &d.cards, seed);
            let mut n = 0;
            while g.status(&r) == Status::Playing {
                let moves = legal_moves(&g, &r);
                let Some(m) = g.choose(&r, &moves) else { break };
                g.apply(&r, m);
                n += 1;
                assert!(
                    n < 1_000,
                    "seed {seed}: the player is going round in circles"
                );
            }
            won += u32::from(g.status(&r) == Status::Won);
        }
        // Not a measure of strength, just that playing ever wins a deal.
        assert!(
            won > 0,
            "the default player won none of 100 deals (redeals {})",
            r.redeals
        );
    }
}

#[test]
fn safe_moves_are_foundation_moves_whose_lower_card_is_home() {
    let r = rules();
    let mut t = QUIET;
    t[0] = "2H 2H 3C";
    t[1] = "2H 2H 8H";
    let g = position(&r, t, "", "");
    // 3♣ to 9 o'clock: one 2♣ is the 9 o'clock card, the other is still out (5 o'clock
    // needs it), and it could want this 3♣ to build on.
    let m = g.parse_move(&r, "t1-f9").unwrap();
    assert!(!g.is_safe(&r, m));
    // 8♥ to 2 o'clock (7♥): the other 7♥ is still out; once 10 o'clock (3♥) is built
    // past 7♥, both 7♥ are home and the move is safe.
    let m = g.parse_move(&r, "t2-f2").unwrap();
    assert!(!g.is_safe(&r, m));
    let mut g2 = g;
    g2.built[9] = 5; // 3♥ 4♥ 5♥ 6♥ 7♥ 8♥
    assert!(g2.is_safe(&r, m));
    assert!(!g2.is_safe(&r, g2.parse_move(&r, "draw").unwrap()));
}

/// A move home that leaves a pile short while stock cards are still to come is not safe: the
/// gap changes where the next fill puts every card. Here (deal 39 after 71 moves of the
/// expert) J♠ is t12's last card, f11 is the only foundation wanting it and no 10♠ is left
/// to build on it, yet plain exhaustive search finds the game won with J♠ left where it is
/// and lost with J♠ home first. With the stock out, the same move is safe.
#[test]
fn a_move_home_that_opens_a_gap_before_a_fill_is_not_safe() {
    let r = rules();
    let tableau = [
        "4D 7D",
        "KC 9C 6H 5H",
        "5C AH",
        "2S 4C AD",
        "3D 6S TH 9H 8H",
        "JD KD 3C",
        "2C 3H 5D 4D",
        "QH KC QD",
        "KH 3S",
        "2H 3D 2H AH KH",
        "7H 4H AC",
        "JS",
    ];
    let mut g = position(&r, tableau, "6D QH AC 7S 2D 8D", "AS");
    g.built = [6, 4, 5, 3, 2, 0, 6, 2, 6, 3, 6, 5];
    let m = g.parse_move(&r, "t12-f11").unwrap();
    assert_eq!(g.why_safe(&r, m), None);
    let mut after = g;
    after.apply(&r, m);
    assert_eq!(engine::solve::exhaustive(&r, &g, 1_000_000), Some(true));
    assert_eq!(
        engine::solve::exhaustive(&r, &after, 1_000_000),
        Some(false)
    );
    // No card to come from the stock: no fill can change, and the move is safe.
    let mut out = g;
    out.stock = Stack::new();
    assert_eq!(
        out.why_safe(&r, m).as_deref(),
        Some(
            "JS goes only to f11, no TS is left to build on it, and taking it changes nothing else"
        )
    );
}

#[test]
fn golden_deals() {
    // Pins the shuffle and the deal order (docs/games/big-ben.md): if these change, every
    // published deal number changes.
    let r = rules();
    let d = Deal::from_seed::<BigBen>(&r, 1);
    let text = d.to_toml("big-ben", &BigBen::deal_shape(&r));
    let first_two: Vec<&str> = text.lines().skip(3).take(2).collect();
    assert_eq!(first_two, GOLDEN_SEED_1, "deal 1 changed:\n{text}");
    let d = Deal::from_seed::<BigBen>(&r, 2);
    assert_eq!(
        cards(GOLDEN_SEED_2_STOCK_TOP),
        d.cards[86..].to_vec(),
        "deal 2 changed"
    );
}

const GOLDEN_SEED_1: [&str; 2] = ["  \"AS 2H TS\",", "  \"2H AD QH\","];
const GOLDEN_SEED_2_STOCK_TOP: &str = "3C 3S 4S JS 3D JS";

/// The hand-made deals of `fixtures/` are what `fixtures::files` writes
/// (`cargo xtask fixtures` writes them after a change).
#[test]
fn fixtures_are_written_by_the_fixture_tool() {
    let files = crate::fixtures::files();
    assert_eq!(files.len(), 3);
    for (name, text) in files {
        assert_eq!(
            fixture(name),
            text,
            "{name} differs: run `cargo xtask fixtures`"
        );
    }
}

/// No move ever breaks the engine's laws; a move `check` accepts is exactly one
/// `legal_moves` lists.
fn check_agrees_with_legal_moves(g: &BigBen, r: &BigBenRules) {
    if g.status(r).is_over() {
        return;
    }
    let listed = legal_moves(g, r);
    let places = (0..12u8)
        .flat_map(|h| [Place::Tableau(h), Place::Foundation(h)])
        .chain(std::iter::once(Place::Waste))
        .collect::<Vec<_>>();
    let mut all = vec![BigBenMove::Fill, BigBenMove::Draw, BigBenMove::Redeal];
    for &from in &places {
        for &to in &places {
            all.push(BigBenMove::Card { from, to });
        }
    }
    for m in all {
        assert_eq!(g.check(r, m).is_ok(), listed.contains(&m), "{m:?} in {g:?}");
    }
}

proptest::proptest! {
    #[test]
    fn laws_hold(seed in 0u64..10_000, picks in proptest::collection::vec(0u16..64, 0..200), pass in 0u8..2) {
        let r = if pass == 1 { second_pass() } else { rules() };
        engine::laws::random_walk::<BigBen>(&r, seed, &picks);
    }

    #[test]
    fn check_and_legal_moves_agree(seed in 0u64..10_000, picks in proptest::collection::vec(0u16..64, 0..150), pass in 0u8..2) {
        let r = if pass == 1 { second_pass() } else { rules() };
        let d = Deal::from_seed::<BigBen>(&r, seed);
        let mut g = BigBen::start(&r, &d.cards, seed);
        for p in picks {
            check_agrees_with_legal_moves(&g, &r);
            let moves = legal_moves(&g, &r);
            if moves.is_empty() {
                break;
            }
            g.apply(&r, moves[p as usize % moves.len()]);
        }
    }
}

/// Deal 1, after the first 80 moves of the default player with its hand-set weights: the
/// stock is out, every card is face up, and the hint is KD to 4 o'clock (t4-f4). No move is
/// safe by the lower-card rule; but a win follows after this one, so it cannot hurt, and
/// `auto` plays it and says why.
#[test]
fn auto_plays_a_foundation_move_that_keeps_a_won_endgame() {
    let r = rules();
    let mut s = Session::<BigBen>::new(r.clone(), Deal::from_seed::<BigBen>(&r, 1));
    for _ in 0..80 {
        let moves = s.legal_moves();
        let m = crate::player::choose_with(s.state(), &r, &moves, &crate::player::HAND_WEIGHTS)
            .expect("a move");
        s.play(m).unwrap();
    }
    let g = *s.state();
    assert!(g.stock().is_empty() && g.redeals_left() == 0);
    let hint = s.hint().expect("a hint");
    assert_eq!(g.format_move(&r, hint), "t4-f4");
    let mut moves = Vec::new();
    g.legal_moves(&r, &mut moves);
    assert!(moves.len() > 1, "not a forced move");
    // By the lower-card rule alone nothing here is safe.
    for &m in &moves {
        assert!(
            g.why_safe(&r, m)
                .is_none_or(|w| w.starts_with("every card is face up")),
            "{}",
            g.format_move(&r, m)
        );
    }
    let played = s.clone().auto_told(1);
    assert_eq!(played.len(), 1);
    assert_eq!(played[0].text, "t4-f4");
    assert_eq!(
        played[0].why,
        "every card is face up, and a win still follows with KD on f4"
    );
}

/// A draw and a fill turn unknown stock cards; a card move shows nothing, and once the stock
/// is the waste turned over (the second pass) a draw shows nothing either. The law checks
/// that no move that changes what is seen says it does not.
#[test]
fn a_draw_shows_a_card_until_the_stock_is_turned_over_and_a_card_move_never_does() {
    for r in [rules(), second_pass()] {
        for seed in 0..4 {
            engine::laws::reveals_what_the_view_shows::<BigBen>(&r, seed, 3);
        }
    }
    let r = second_pass();
    let mut g = BigBen::start(&r, &Deal::from_seed::<BigBen>(&r, 0).cards, 0);
    assert!(g.reveals(&r, BigBenMove::Draw));
    let mut moves = Vec::new();
    g.legal_moves(&r, &mut moves);
    let card_moves: Vec<_> = moves
        .iter()
        .filter(|m| matches!(m, BigBenMove::Card { .. }))
        .collect();
    assert!(!card_moves.is_empty(), "deal 0 opens with a card move");
    for &m in card_moves {
        assert!(!g.reveals(&r, m), "{m:?}");
    }
    while g.check(&r, BigBenMove::Draw).is_ok() {
        g.apply(&r, BigBenMove::Draw);
    }
    assert_eq!(g.check(&r, BigBenMove::Redeal), Ok(()));
    g.apply(&r, BigBenMove::Redeal);
    assert_eq!(g.check(&r, BigBenMove::Draw), Ok(()));
    assert!(
        !g.reveals(&r, BigBenMove::Draw),
        "the turned-over stock is known"
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
        e.starts_with("`nope` is no weight of this player; expected one of gap, gap_waste, u0"),
        "{e}"
    );
    assert_eq!(
        run(&["home"]).unwrap_err(),
        "`home`: expected KEY=VALUE with a whole number"
    );
    assert!(run(&["u14=3"]).unwrap_err().contains("`u14` is no weight"));
    assert!(run(&["--deals", "x"]).unwrap_err().contains("not a number"));
    assert!(
        run(&["--rules", "nope"])
            .unwrap_err()
            .starts_with("no rule set `nope`")
    );
    let lines = run(&["--deals", "3", "--second-pass", "u13=3"]).unwrap();
    assert!(
        lines[0].starts_with("won ") && lines[0].contains(" of 3;"),
        "{lines:?}"
    );
}

/// Deal 21 after 65 moves of the expert, where the move the playouts prefer loses the game.
fn deal_21_after_65() -> (BigBenRules, BigBen) {
    let r = rules();
    let d = Deal::from_seed::<BigBen>(&r, 21);
    let mut g = BigBen::start(&r, &d.cards, d.start_seed());
    let line = "t9-f1 t9-f7 t8-f9 t11-f3 t3-f3 t11-f12 t11-f9 fill t11-f3 t11-f11 t2-f11 t3-f5 \
        t6-f5 t11-f5 t12-f5 fill t2-f2 t9-f2 t3-f4 t5-f4 t11-f4 t11-f9 t1-f9 t12-f11 t9-t10 \
        fill t2-f2 t9-f3 t9-f1 t8-f1 t5-f12 t8-f12 t8-t12 fill t5-f2 fill draw draw draw w-f8 \
        t7-f8 fill t7-f10 t12-f10 t12-f10 t12-f3 fill t1-t12 t7-t9 t4-t9 t4-t9 fill t7-f4 \
        t1-t3 t6-t3 t6-t5 fill t6-f9 t6-f1 t7-f9 fill t6-f4 t6-f3 t7-f4 t5-f3";
    for m in line.split_whitespace() {
        let m = g.parse_move(&r, m).unwrap();
        g.apply(&r, m);
    }
    (r, g)
}

/// The solver judges samples before their playouts (`--solve-first`) only where it decides
/// them: where its budget decides neither of the probe's samples, the expert chooses as the
/// playouts alone do; late in deal 21 it decides them and counts the wins it finds, and
/// the expert plays the fill that saves the game.
#[test]
fn the_solver_judges_samples_first_only_where_it_decides_them() {
    use engine::expert::{choose, turn_seed};
    let advise = |g: &BigBen, r: &BigBenRules, solve_first, budget| {
        let mut moves = Vec::new();
        g.legal_moves(r, &mut moves);
        let cfg = engine::ExpertConfig {
            solve_first,
            budget,
            ..engine::ExpertConfig::default()
        };
        choose::<BigBen, BigBenSolver>(r, g, &moves, &cfg, turn_seed(21, 65)).unwrap()
    };
    let r = rules();
    let mut sampled = 0;
    for seed in 0..6 {
        let d = Deal::from_seed::<BigBen>(&r, seed);
        let g = BigBen::start(&r, &d.cards, d.start_seed());
        // Ten positions decide no opening: the playouts alone choose.
        let (first, plain) = (advise(&g, &r, 8, 10), advise(&g, &r, 0, 10));
        assert_eq!(
            first, plain,
            "deal {seed}: an undecided solver changed the choice"
        );
        if let engine::Basis::Sampled { playouts, .. } = first.basis {
            assert!(playouts, "deal {seed}: the solver was counted");
            sampled += 1;
        }
    }
    assert!(sampled > 0, "no opening was sampled");
    let (r, g) = deal_21_after_65();
    let late = advise(&g, &r, 8, 4_000);
    let engine::Basis::Sampled { wins, playouts, .. } = late.basis else {
        panic!("not sampled: {:?}", late.basis);
    };
    assert!(!playouts, "the solver decided no sample late in the game");
    assert!(wins > 0, "no win found on any sample");
    assert_eq!(g.format_move(&r, late.mv), "fill");
}

/// The solver's check of the expert's sampled choice (`--check`). Deal 21 after 65 moves
/// of the expert: the playouts prefer `t7-f3`, after which the game is lost (the example
/// `big-ben-fatal` finds it); the solver proves that move lost on most random deals of
/// the unseen stock, and the fill wins on clearly more of them.
#[test]
fn the_solvers_check_overrules_a_sampled_choice_it_proves_lost() {
    use engine::expert::{choose, turn_seed};
    let (r, g) = deal_21_after_65();
    let mut moves = Vec::new();
    g.legal_moves(&r, &mut moves);
    let advise = |moves: &[BigBenMove], check, gate| {
        let cfg = engine::ExpertConfig {
            check,
            gate,
            ..engine::ExpertConfig::default()
        };
        choose::<BigBen, BigBenSolver>(&r, &g, moves, &cfg, turn_seed(21, 65)).unwrap()
    };
    // The expert finds the right move itself; the check agrees with it.
    let sampled = advise(&moves, 0, 2);
    assert_eq!(g.format_move(&r, sampled.mv), "fill");
    assert!(matches!(
        advise(&moves, 8, 2).basis,
        engine::Basis::Sampled { .. }
    ));
    // With a gate no sample can pass, the default player's choice stands. Offered every move
    // but t5-f3, it picks t7-f3 (the choice of the player before its weights were tuned),
    // which the check proves lost and overrules.
    moves.retain(|&m| g.format_move(&r, m) != "t5-f3");
    let plain = advise(&moves, 0, 1_000);
    assert_eq!(g.format_move(&r, plain.mv), "t7-f3");
    assert!(matches!(plain.basis, engine::Basis::Sampled { .. }));
    let checked = advise(&moves, 8, 1_000);
    assert_eq!(g.format_move(&r, checked.mv), "fill");
    let engine::Basis::Checked { lost, wins, deals } = checked.basis else {
        panic!("not overruled by the check: {:?}", checked.basis);
    };
    assert_eq!(deals, 8);
    assert!(
        2 * lost >= deals && wins > 8 - lost,
        "{lost} lost, {wins} won"
    );
    assert!(
        checked
            .basis
            .why()
            .contains(&format!("lost on {lost} of 8"))
    );
    // The check sees only the samples: with the stock in another order it decides the
    // same, on the same counts.
    let mut rng = cards::DealRng::new(5, 0);
    for _ in 0..3 {
        let mut other = g;
        let mut stock = other.stock.as_slice().to_vec();
        cards::shuffle(&mut stock, &mut rng);
        assert_ne!(stock.as_slice(), g.stock.as_slice());
        other.stock = cards::Stack::from_slice(&stock);
        let cfg = engine::ExpertConfig {
            check: 8,
            gate: 1_000,
            ..engine::ExpertConfig::default()
        };
        let again =
            choose::<BigBen, BigBenSolver>(&r, &other, &moves, &cfg, turn_seed(21, 65)).unwrap();
        assert_eq!((again.mv, again.basis), (checked.mv, checked.basis));
    }
}
