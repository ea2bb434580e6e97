//! Big Ben's rules told in prose from their values (`patience rules big-ben --explain`), as
//! messages of its catalog (`i18n/LANG/big-ben.ftl`) with their English.

use crate::{BigBenRules, FillDirection};
use engine::Msg;
use engine::explain::{at_hours, number_word, times};

/// The hours from `start` going round `dir`, e.g. "12, 1, 2, … 11".
fn round(start: u8, dir: FillDirection) -> String {
    let step = |k: u8| match dir {
        FillDirection::Clockwise => (start - 1 + k) % 12 + 1,
        FillDirection::Counterclockwise => (start - 1 + 12 - k) % 12 + 1,
    };
    format!("{}, {}, {}, … {}", step(0), step(1), step(2), step(11))
}

/// The rules in paragraphs: the clock, the deal, piles with gaps (with piles of more than one
/// card), the fill and the draw, the redeals and the end of the game.
pub(crate) fn explain(r: &BigBenRules) -> Vec<Msg> {
    let mut p = vec![clock(r), deal(r)];
    p.extend(short_piles(r));
    p.extend([fill(r), redeals(r), end()]);
    p
}

/// "one card", "three cards".
fn cards(n: usize) -> String {
    if n == 1 {
        "one card".to_string()
    } else {
        format!("{} cards", number_word(n))
    }
}

fn clock(r: &BigBenRules) -> Msg {
    let hour = |i: usize| (usize::from(r.first_hour) - 1 + i) % 12 + 1;
    let (clock, clock_en) = at_hours(&r.clock_cards, hour);
    Msg::new(
        "big-ben-explain-clock",
        format!(
            "Two packs. One copy of each of the twelve clock cards is taken out and laid as \
             a clock face, clockwise from {} o'clock: {}. These are the foundations. Each \
             builds up in its suit, one rank at a time, from king on to ace and two, until \
             its top card shows its hour (ace 1, jack 11, queen 12); then it is complete \
             and takes nothing more. Nothing leaves a foundation.",
            r.first_hour, clock_en
        ),
    )
    .arg("first", r.first_hour)
    .arg("clock", clock)
}

fn deal(r: &BigBenRules) -> Msg {
    let size = usize::from(r.pile_size);
    Msg::new(
        "big-ben-explain-deal",
        format!(
            "The other 92 cards are shuffled. Twelve piles of {} are dealt face up, one \
             outside each hour; the other {} cards are the stock, face down. Only the top \
             card of a pile moves, one card at a time: to its foundation, or onto another \
             pile whose top card is one rank higher in the same suit{}. An empty pile takes \
             no build: only a fill puts cards there.",
            cards(size),
            r.stock_size(),
            if r.tableau_wrap {
                " (a king goes on an ace)"
            } else {
                " (nothing goes on an ace)"
            }
        ),
    )
    .arg("size", size)
    .arg("stock", r.stock_size())
    .arg("wrap", if r.tableau_wrap { "true" } else { "false" })
}

/// Whether a pile with gaps takes builds; nothing to say with piles of one card.
fn short_piles(r: &BigBenRules) -> Option<Msg> {
    let size = usize::from(r.pile_size);
    if size <= 1 {
        return None;
    }
    Some(if r.build_on_short_piles {
        Msg::new(
            "big-ben-explain-short-piles-build",
            format!(
                "A pile with fewer than {} has gaps, but it may still be built on.",
                cards(size)
            ),
        )
        .arg("size", size)
    } else {
        Msg::new(
            "big-ben-explain-short-piles",
            format!(
                "A pile with fewer than {} has gaps and takes no build until it is filled: \
                 building on it would be filling a gap. A pile grown past {} takes builds \
                 as usual.",
                cards(size),
                number_word(size)
            ),
        )
        .arg("size", size)
    })
}

fn fill(r: &BigBenRules) -> Msg {
    let direction = match r.fill_direction {
        FillDirection::Clockwise => "clockwise",
        FillDirection::Counterclockwise => "counterclockwise",
    };
    Msg::new(
        "big-ben-explain-fill",
        format!(
            "`fill` fills the gaps from the stock: starting at the pile of {} o'clock and \
             going {} ({}), each pile still short when its turn comes gets one card, round \
             after round, until no pile is short or the stock is out. `draw` turns the top \
             stock card onto the waste, only while no pile has a gap. The top waste card \
             may go to a foundation or onto a pile as a build; waste cards never fill gaps.",
            r.fill_start_hour,
            direction,
            round(r.fill_start_hour, r.fill_direction)
        ),
    )
    .arg("start", r.fill_start_hour)
    .arg("direction", direction)
    .arg("round", round(r.fill_start_hour, r.fill_direction))
}

fn redeals(r: &BigBenRules) -> Msg {
    if r.redeals == 0 {
        return Msg::new(
            "big-ben-explain-one-pass",
            "One pass through the stock: there is no redeal.",
        );
    }
    Msg::new(
        "big-ben-explain-redeals",
        format!(
            "Once the stock is out, the waste may be turned over as a new stock {} \
             (`redeal`): the first card drawn to the waste is drawn first again.",
            times(r.redeals.into())
        ),
    )
    .arg("n", r.redeals)
}

fn end() -> Msg {
    Msg::new(
        "big-ben-explain-end",
        "Won when every foundation shows its hour. Lost when the stock is out, no redeal is \
         left and no card can reach a foundation by any builds.",
    )
}
