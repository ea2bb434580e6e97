//! Sir Tommy's rules told in prose from their values (`patience rules sir-tommy --explain`),
//! as messages of its catalog (`i18n/LANG/sir-tommy.ftl`) with their English.

use crate::{Build, Gather, SirTommyRules};
use engine::Msg;
use engine::explain::number_word;

/// The rules in five paragraphs: the foundations, the turn, the waste piles, the redeals and
/// the end of the game.
pub(crate) fn explain(r: &SirTommyRules) -> Vec<Msg> {
    vec![foundations(r), turning(r), wastes(r), redeals(r), end(r)]
}

/// The foundation's build rule, as a catalog argument.
fn build(r: &SirTommyRules) -> &'static str {
    match r.build {
        Build::Rank => "rank",
        Build::Suit => "suit",
    }
}

fn foundations(r: &SirTommyRules) -> Msg {
    let by = match r.build {
        Build::Rank => "regardless of suit",
        Build::Suit => "in the ace's suit",
    };
    if r.aces_up {
        Msg::new(
            "sir-tommy-explain-aces-up",
            format!(
                "One pack. The four aces are taken out before the shuffle and start the four \
                 foundations, in suit order clubs, diamonds, hearts, spades. Each foundation \
                 builds up one rank at a time to the king, {by}. Nothing leaves a foundation."
            ),
        )
    } else {
        Msg::new(
            "sir-tommy-explain-foundations",
            format!(
                "One pack. Up to four foundations, each started by an ace and built up one rank \
                 at a time to the king, {by}. Nothing leaves a foundation."
            ),
        )
    }
    .arg("build", build(r))
}

/// What `turn` turns and where a turned card may go.
fn turning(r: &SirTommyRules) -> Msg {
    let wastes = number_word(r.waste_piles.into());
    let place = Msg::new(
        "sir-tommy-explain-place",
        format!(
            "an ace starts the next foundation; another card goes on a foundation whose top is \
             one rank lower{}, or on any of the {wastes} waste piles",
            if r.build == Build::Suit {
                " in its suit"
            } else {
                ""
            }
        ),
    )
    .arg("build", build(r))
    .arg("wastes", r.waste_piles);
    if r.turn_count == 1 {
        Msg::new(
            "sir-tommy-explain-turn-one",
            format!(
                "`turn` turns the top card of the stock. It must be placed before the next is \
                 turned: {place}. The top card of a waste pile may go to a foundation where it \
                 fits at any time, also while a turned card waits."
            ),
        )
        .arg("place", place)
    } else {
        let n = number_word(r.turn_count.into());
        Msg::new(
            "sir-tommy-explain-turn-many",
            format!(
                "`turn` turns the next {n} cards of the stock (or what is left). They are placed \
                 one by one, {}, and all of them before the next turn: {place}. While a turned \
                 card waits, no waste card goes to a foundation.",
                if r.place_in_order {
                    "in the order they were turned (`s` is the next one)"
                } else {
                    "in any order (`s` is the first turned, `s2` the next, …)"
                }
            ),
        )
        .arg("n", r.turn_count)
        .arg("in_order", if r.place_in_order { "true" } else { "false" })
        .arg("place", place)
    }
}

fn wastes(r: &SirTommyRules) -> Msg {
    if r.show_buried {
        Msg::new(
            "sir-tommy-explain-fanned",
            "The waste piles are fanned, every card in sight, but only each top card moves, and \
             only to a foundation: nothing moves from one waste pile to another.",
        )
    } else {
        Msg::new(
            "sir-tommy-explain-squared",
            "The waste piles are squared up: only each top card shows (remember what lies under \
             it). Only the top card moves, and only to a foundation: nothing moves from one \
             waste pile to another.",
        )
    }
}

fn redeals(r: &SirTommyRules) -> Msg {
    if r.redeals == 0 {
        return Msg::new(
            "sir-tommy-explain-one-pass",
            "One pass through the stock: there is no redeal.",
        );
    }
    Msg::new(
        "sir-tommy-explain-redeals",
        format!(
            "When the stock is empty, `redeal` gathers the waste piles (w1 from bottom to \
             top, then w2, …) into a new stock, {}; {} allowed.",
            match r.redeal_gather {
                Gather::Shuffle => "shuffled by the deal's number",
                Gather::InOrder => "turned over without a shuffle",
            },
            match r.redeals {
                1 => "one redeal is".to_string(),
                k => format!("{} redeals are", number_word(k.into())),
            }
        ),
    )
    .arg(
        "gather",
        match r.redeal_gather {
            Gather::Shuffle => "shuffle",
            Gather::InOrder => "in-order",
        },
    )
    .arg("n", r.redeals)
}

fn end(r: &SirTommyRules) -> Msg {
    Msg::new(
        "sir-tommy-explain-end",
        format!(
            "Won when all 52 cards are on the foundations. Lost when the stock is empty, no \
             turned card waits{} and no waste top fits a foundation.",
            if r.redeals > 0 {
                ", no redeal is left"
            } else {
                ""
            }
        ),
    )
    .arg("redeals", if r.redeals > 0 { "some" } else { "none" })
}
