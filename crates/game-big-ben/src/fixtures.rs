//! The hand-made deals of the crate's `fixtures/`, made from the rules and the pack: the
//! tests read the files, `cargo xtask fixtures` writes them (`examples/big-ben-fixtures.rs`),
//! and a test checks that the two agree.

use crate::{BigBen, BigBenRules, RULES};
use cards::Card;
use engine::{Deal, Game};

/// Each fixture's file name (in `crates/game-big-ben/fixtures/`) and text.
pub fn files() -> Vec<(&'static str, String)> {
    let r: BigBenRules = RULES.standard().expect("rules/big-ben.toml is valid");
    let shape = BigBen::deal_shape(&r);
    let (won, moves) = won_by_the_stock(&r);
    vec![
        (
            "text-000-example.toml",
            format!(
                "# Text 000's worked example (see crates/game-big-ben/src/tests.rs).\n{}",
                text_000_example(&r).to_toml("big-ben", &shape)
            ),
        ),
        (
            "won.toml",
            format!(
                "# A deal won by feeding the clock from the stock; see won.moves.\n{}",
                won.to_toml("big-ben", &shape)
            ),
        ),
        ("won.moves", moves),
    ]
}

/// The cards `s` names, each taken out of `rest`.
fn take(rest: &mut Vec<Card>, s: &str) -> Vec<Card> {
    cards::parse_cards(s)
        .expect("cards in notation")
        .into_iter()
        .map(|c| {
            let i = rest
                .iter()
                .position(|&x| x == c)
                .unwrap_or_else(|| panic!("{c} used up"));
            rest.remove(i)
        })
        .collect()
}

/// Text 000's example: the stock gives 3♣ 4♣ 5♣, then 2♠ 3♠ for the fill, then 7♣.
fn text_000_example(r: &BigBenRules) -> Deal {
    let mut rest = BigBen::pack(r);
    let t3 = take(&mut rest, "QD 8H 6C");
    let t7 = take(&mut rest, "2D 3D 9H");
    let stock_top = take(&mut rest, "7C 3S 2S 5C 4C 3C");
    // Other piles: cards that no clock card takes at the start.
    let wanted = cards::parse_cards("3C 4H 5S 6D 7C 8H 9S TD JC QH KS AD").expect("cards");
    let mut fillers: Vec<Card> = rest
        .iter()
        .copied()
        .filter(|c| !wanted.contains(c))
        .collect();
    let mut tableau = Vec::new();
    for h in 0..12 {
        match h {
            2 => tableau.extend(&t3),
            6 => tableau.extend(&t7),
            _ => tableau.extend(take(
                &mut rest,
                &fillers
                    .drain(..3)
                    .map(|c| c.ascii())
                    .collect::<Vec<_>>()
                    .join(" "),
            )),
        }
    }
    let mut all = tableau;
    all.extend(rest);
    all.extend(stock_top);
    Deal {
        seed: None,
        cards: all,
    }
}

/// A deal that is won by feeding the clock from the stock, and its winning moves: each pile
/// holds the last three cards its foundation needs (the first needed on top), and the stock
/// gives every other card in the order the foundations take them.
fn won_by_the_stock(r: &BigBenRules) -> (Deal, String) {
    let g = BigBen::start(r, &BigBen::pack(r), 0);
    let needs: Vec<Vec<Card>> = (0..12)
        .map(|h| {
            let mut v = Vec::new();
            let mut top = g.base[h];
            while top.rank().value() as usize != h + 1 {
                top = Card::new(top.rank().next_wrapping(), top.suit());
                v.push(top);
            }
            v
        })
        .collect();
    let mut check: Vec<Card> = needs.concat();
    check.sort();
    let mut pack = BigBen::pack(r);
    pack.sort();
    assert_eq!(check, pack, "the foundations need exactly the pack");
    let mut tableau = Vec::new();
    let mut drawn = Vec::new();
    let mut moves =
        String::from("# Wins won.toml: every stock card to the clock, then the piles.\n");
    for (h, need) in needs.iter().enumerate() {
        let (early, late) = need.split_at(need.len() - 3);
        tableau.extend(late.iter().rev());
        for &c in early {
            drawn.push(c);
            moves += &format!("draw w-f{}\n", h + 1);
        }
    }
    for (h, _) in needs.iter().enumerate() {
        moves += &format!("t{0}-f{0} t{0}-f{0} t{0}-f{0}\n", h + 1);
    }
    let mut all = tableau;
    all.extend(drawn.iter().rev());
    (
        Deal {
            seed: None,
            cards: all,
        },
        moves,
    )
}
