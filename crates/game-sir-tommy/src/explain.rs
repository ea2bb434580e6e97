//! Sir Tommy's rules told in prose from their values (`patience rules sir-tommy --explain`).

use crate::{Build, Gather, SirTommyRules};
use engine::explain::number_word;

pub(crate) fn explain(r: &SirTommyRules) -> Vec<String> {
    let n = number_word(r.turn_count.into());
    let wastes = number_word(r.waste_piles.into());
    let by = match r.build {
        Build::Rank => "regardless of suit",
        Build::Suit => "in the ace's suit",
    };
    let mut p = vec![if r.aces_up {
        format!(
            "One pack. The four aces are taken out before the shuffle and start the four \
             foundations, in suit order clubs, diamonds, hearts, spades. Each foundation builds \
             up one rank at a time to the king, {by}. Nothing leaves a foundation."
        )
    } else {
        format!(
            "One pack. Up to four foundations, each started by an ace and built up one rank at \
             a time to the king, {by}. Nothing leaves a foundation."
        )
    }];
    let place = format!(
        "an ace starts the next foundation; another card goes on a foundation whose top is one \
         rank lower{}, or on any of the {wastes} waste piles",
        if r.build == Build::Suit {
            " in its suit"
        } else {
            ""
        }
    );
    p.push(if r.turn_count == 1 {
        format!(
            "`turn` turns the top card of the stock. It must be placed before the next is \
             turned: {place}. The top card of a waste pile may go to a foundation where it fits \
             at any time, also while a turned card waits."
        )
    } else {
        format!(
            "`turn` turns the next {n} cards of the stock (or what is left). They are placed \
             one by one, {}, and all of them before the next turn: {place}. While a turned card \
             waits, no waste card goes to a foundation.",
            if r.place_in_order {
                "in the order they were turned (`s` is the next one)"
            } else {
                "in any order (`s` is the first turned, `s2` the next, …)"
            }
        )
    });
    p.push(if r.show_buried {
        "The waste piles are fanned, every card in sight, but only each top card moves, and \
         only to a foundation: nothing moves from one waste pile to another."
            .to_string()
    } else {
        "The waste piles are squared up: only each top card shows (remember what lies under \
         it). Only the top card moves, and only to a foundation: nothing moves from one waste \
         pile to another."
            .to_string()
    });
    p.push(if r.redeals == 0 {
        "One pass through the stock: there is no redeal.".to_string()
    } else {
        format!(
            "When the stock is empty, `redeal` gathers the waste piles (w1 from bottom to top, \
             then w2, …) into a new stock, {}; {} allowed.",
            match r.redeal_gather {
                Gather::Shuffle => "shuffled by the deal's number",
                Gather::InOrder => "turned over without a shuffle",
            },
            match r.redeals {
                1 => "one redeal is".to_string(),
                k => format!("{} redeals are", number_word(k.into())),
            }
        )
    });
    p.push(format!(
        "Won when all 52 cards are on the foundations. Lost when the stock is empty, no turned \
         card waits{} and no waste top fits a foundation.",
        if r.redeals > 0 {
            ", no redeal is left"
        } else {
            ""
        }
    ));
    p
}
