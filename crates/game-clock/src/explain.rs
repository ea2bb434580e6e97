//! Clock's and Watch's rules told in prose from their values (`patience rules clock --explain`),
//! as messages of its catalog (`i18n/LANG/clock.ftl`) with their English.

use crate::ClockRules;
use engine::Msg;
use engine::explain::times;

pub(crate) fn explain(r: &ClockRules) -> Vec<Msg> {
    let mut p = vec![Msg::new(
        "clock-explain-deal",
        "One pack, dealt face down into thirteen piles of four: the piles at 1 to 12 o'clock \
         belong to the ace, 2 … 10, jack and queen; the thirteenth, in the centre, to the \
         kings. `turn` turns the top face-down card of the current pile (at first the centre) \
         and tucks it face up under the pile of its rank, which becomes the current pile; a \
         king goes under the centre.",
    )];
    p.push(if r.swaps == 0 {
        Msg::new(
            "clock-explain-end",
            "The game ends when the fourth king is tucked under the centre: it is won if every \
             card is face up by then. There is no choice to make: the deal decides.",
        )
    } else {
        Msg::new(
            "clock-explain-swaps",
            format!(
                "When the fourth king comes up while cards are still face down, it may be \
                 swapped for a face-down card, {} in a game: `swap pN` exchanges it with the \
                 deepest face-down card of pile N (the one that would be turned last), and that \
                 card is played on; `turn` declines, and the king ends the game. The game ends \
                 when the fourth king is tucked with no swap taken: it is won if every card is \
                 face up by then.",
                times(r.swaps.into())
            ),
        )
        .arg("n", r.swaps)
    });
    p
}
