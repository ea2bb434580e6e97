# Clock's messages in English: its board, its refusals and its rules in prose. Ids start
# with `clock-`. Move notation (`turn`, `swap p5`, pile names) is the same in every
# language. To add a language, copy this file to `i18n/LANG/clock.ftl`, translate every
# message (the same ids and variables), and name it in `MESSAGES` in `src/lib.rs`.

## The board

clock-fact-face-down = face down { $n }
clock-fact-kings = kings { $n }
clock-fact-fourth-king = { $card } is the fourth king: swap it (swap pN) or turn to end
clock-fact-swaps = swaps left { $n }
clock-lost = the fourth king came up while cards were still face down

## Refusals

clock-expected-pile = p1 … p12, or p13 for the centre
clock-expected-move = `turn`, or `swap pN` when the fourth king comes up in Watch
clock-ended = the fourth king has come up: the game is over
clock-swap-not-now = a swap is only allowed when the fourth king comes up (Watch)
clock-no-such-pile = there are only piles p1 to p13
clock-nothing-to-swap = pile { $pile } has no face-down card to swap the king for
clock-swap-needs-pile = `swap` needs a pile, e.g. `swap p5`

## The rules in prose

clock-explain-deal = One pack, dealt face down into thirteen piles of four: the piles at 1 to 12 o'clock belong to the ace, 2 … 10, jack and queen; the thirteenth, in the centre, to the kings. `turn` turns the top face-down card of the current pile (at first the centre) and tucks it face up under the pile of its rank, which becomes the current pile; a king goes under the centre.
clock-explain-end = The game ends when the fourth king is tucked under the centre: it is won if every card is face up by then. There is no choice to make: the deal decides.
clock-explain-swaps = When the fourth king comes up while cards are still face down, it may be swapped for a face-down card, { $n ->
        [1] once
        [2] twice
        [3] three times
       *[4] four times
    } in a game: `swap pN` exchanges it with the deepest face-down card of pile N (the one that would be turned last), and that card is played on; `turn` declines, and the king ends the game. The game ends when the fourth king is tucked with no swap taken: it is won if every card is face up by then.

## What each key of the rules means (the comments of rules/clock.toml)

clock-key-swaps = How many times the fourth king may be swapped for a face-down card (the Watch variant: 1).

## The rule sets (their `description`)

clock-about-clock = One pack in thirteen piles as a clock face; turn and tuck until the fourth king. Pure luck.
clock-about-watch = Clock with one chance: swap the fourth king for a face-down card of your choice.

## The titles of the rule sets

clock-title-clock = Clock
clock-title-watch = Watch
