//! Grandfather's Clock's rules told in prose from their values
//! (`patience rules grandfathers-clock --explain`), as messages of its catalog
//! (`i18n/LANG/grandfathers-clock.ftl`) with their English.

use crate::GrandfathersClockRules;
use engine::Msg;
use engine::explain::{at_hours, number_word};

pub(crate) fn explain(r: &GrandfathersClockRules) -> Vec<Msg> {
    let (bases, bases_en) = at_hours(&r.bases, |i| if i == 0 { 12 } else { i });
    let piles = usize::from(r.tableau_piles);
    let size = usize::from(r.pile_size);
    vec![
        Msg::new(
            "grandfathers-clock-explain-clock",
            format!(
                "One pack. Twelve base cards are taken out and laid as a clock face, from 12 \
                 o'clock clockwise: {}. These are the foundations. Each builds up in its suit, \
                 one rank at a time, from king on to ace, until its top card shows its hour \
                 (ace 1, jack 11, queen 12). Nothing leaves a foundation.",
                bases_en
            ),
        )
        .arg("bases", bases),
        Msg::new(
            "grandfathers-clock-explain-deal",
            format!(
                "The other {} cards are dealt face up into {} tableau piles of {}. Only top \
                 cards move, one at a time: to their foundation, or onto a pile whose top card \
                 is one rank higher, regardless of suit and without wrap (nothing goes on an \
                 ace; a king goes only on an empty pile). An empty pile takes any card. There \
                 is no stock.",
                piles * size,
                number_word(piles),
                number_word(size)
            ),
        )
        .arg("cards", piles * size)
        .arg("piles", piles)
        .arg("size", size),
        Msg::new(
            "grandfathers-clock-explain-end",
            "Won when every foundation shows its hour; lost when no card can move. A game can \
             also go round in circles, cards shifted between piles: the player ends it.",
        ),
    ]
}
