# Big Ben's messages in English: its board, its refusals and its rules in prose. Ids start
# with `big-ben-`. Move notation (`t3-f9`, `fill`, `draw`, `redeal`, pile names) is the same
# in every language. To add a language, copy this file to `i18n/LANG/big-ben.ftl`, translate
# every message (the same ids and variables), and name it in `MESSAGES` in `src/lib.rs`.

## The board

big-ben-waste = waste
big-ben-ends = ends { $card }
big-ben-gaps = { $n ->
        [one] 1 gap
       *[other] { $n } gaps
    }
big-ben-stock = stock
big-ben-fact-stock = stock { $n }
big-ben-fact-waste = waste { $n }
big-ben-fact-redeals = redeals left { $n }
big-ben-lost = the stock is out and no card can move
big-ben-lost-shuttling = the stock is out and no card can reach a foundation: only shuttling between piles is left

## Refusals

big-ben-expected-pile = t1…t12 (tableau), f1…f12 (foundations) or w (waste)
big-ben-expected-move = FROM-TO (e.g. t3-f9, w-t4), `fill`, `draw` or `redeal`
big-ben-from-stock = the stock is not played from directly: use `draw` (or `fill` for the gaps)
big-ben-from-foundation = cards never leave a foundation ({ $pile } is not played from)
big-ben-onto-waste = nothing is put on the waste: it only takes drawn cards (`draw`)
big-ben-onto-itself = { $pile } cannot move onto itself
big-ben-waste-empty = the waste is empty
big-ben-pile-empty = { $pile } is empty
big-ben-foundation-complete = { $pile } is complete: it ended on { $top }
big-ben-not-on-foundation = { $card } does not go on { $pile }: it shows { $top } and takes { $wants } next
big-ben-short-pile = { $pile } has { $gaps ->
        [one] a gap
       *[other] { $gaps } gaps
    } ({ $cards } of { $size } cards): it takes no build until it is filled
big-ben-onto-empty = { $pile } is empty: only a fill puts cards there
big-ben-no-king-on-ace = { $card } does not go on { $on }: these rules build no king on an ace (tableau_wrap = false)
big-ben-no-build = { $card } does not go on { $on }: a build is the same suit, one rank lower ({ $wants })
big-ben-no-build-at-all = { $card } does not go on { $on }: a build is the same suit, one rank lower (nothing)
big-ben-nothing-to-fill-with = the stock is empty: nothing is left to fill with
big-ben-no-gap = no pile has a gap: there is nothing to fill
big-ben-stock-empty = the stock is empty
big-ben-stock-empty-redeal-left = the stock is empty: `redeal` turns the waste over
big-ben-gaps-open = piles with gaps ({ $piles }) must be filled first (`fill`): no card is drawn while a gap is open
big-ben-no-redeals = these rules allow no redeal
big-ben-redeals-used = no redeal is left (the rules allow { $allowed })
big-ben-stock-not-empty = the stock still has { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }: redeal when it is empty

## The rules in prose

big-ben-explain-clock = Two packs. One copy of each of the twelve clock cards is taken out and laid as a clock face, clockwise from { $first } o'clock: { $clock }. These are the foundations. Each builds up in its suit, one rank at a time, from king on to ace and two, until its top card shows its hour (ace 1, jack 11, queen 12); then it is complete and takes nothing more. Nothing leaves a foundation.
big-ben-explain-deal = The other 92 cards are shuffled. Twelve piles of { $size ->
        [1] one card
        [2] two cards
        [3] three cards
        [4] four cards
        [5] five cards
        [6] six cards
        [7] seven cards
       *[other] { $size } cards
    } are dealt face up, one outside each hour; the other { $stock } cards are the stock, face down. Only the top card of a pile moves, one card at a time: to its foundation, or onto another pile whose top card is one rank higher in the same suit{ $wrap ->
        [true] {" "}(a king goes on an ace)
       *[false] {" "}(nothing goes on an ace)
    }. An empty pile takes no build: only a fill puts cards there.
big-ben-explain-short-piles-build = A pile with fewer than { $size ->
        [2] two cards
        [3] three cards
        [4] four cards
        [5] five cards
        [6] six cards
        [7] seven cards
       *[other] { $size } cards
    } has gaps, but it may still be built on.
big-ben-explain-short-piles = A pile with fewer than { $size ->
        [2] two cards
        [3] three cards
        [4] four cards
        [5] five cards
        [6] six cards
        [7] seven cards
       *[other] { $size } cards
    } has gaps and takes no build until it is filled: building on it would be filling a gap. A pile grown past { $size ->
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
       *[other] { $size }
    } takes builds as usual.
big-ben-explain-fill = `fill` fills the gaps from the stock: starting at the pile of { $start } o'clock and going { $direction ->
        [clockwise] clockwise
       *[counterclockwise] counterclockwise
    } ({ $round }), each pile still short when its turn comes gets one card, round after round, until no pile is short or the stock is out. `draw` turns the top stock card onto the waste, only while no pile has a gap. The top waste card may go to a foundation or onto a pile as a build; waste cards never fill gaps.
big-ben-explain-one-pass = One pass through the stock: there is no redeal.
big-ben-explain-redeals = Once the stock is out, the waste may be turned over as a new stock { $n ->
        [1] once
        [2] twice
        [3] three times
       *[other] { $n } times
    } (`redeal`): the first card drawn to the waste is drawn first again.
big-ben-explain-end = Won when every foundation shows its hour. Lost when the stock is out, no redeal is left and no card can reach a foundation by any builds.

## What each key of the rules means (the comments of rules/big-ben.toml)

big-ben-key-clock_cards = The foundation cards, laid clockwise starting at `first_hour` (one copy of each leaves the pack).
big-ben-key-first_hour = The hour the first clock card sits at (2C at 9 o'clock, …, KD at 8 o'clock).
big-ben-key-pile_size = Cards dealt to each tableau pile; a pile with fewer has gaps (from 1 to 7).
big-ben-key-tableau_wrap = Whether the tableau builds wrap: a king may go on an ace of its suit.
big-ben-key-build_on_short_piles = Whether a pile with gaps may be built on (the Spanish text says no: that would be filling a gap).
big-ben-key-fill_start_hour = The hour whose pile a fill starts at.
big-ben-key-fill_direction = The way a fill goes round: "clockwise" or "counterclockwise".
big-ben-key-redeals = How many times the waste may be turned over as a new stock once the stock is out (0 to 3).

## The rule sets (their `description`)

big-ben-about-big-ben = Two packs; build twelve clock cards up in suit until each shows its hour, filling the gaps of twelve piles from the stock.
big-ben-about-big-ben-second-pass = Big Ben, but once the stock is out the waste is turned over once as a new stock.
big-ben-about-big-ben-short-piles = Big Ben as the German text reads: a pile with gaps may still be built on.

## Why `auto` plays a move

big-ben-safe = { $card } goes only to { $pile }, no { $below } is left to build on it, and taking it changes nothing else
big-ben-safe-ace = { $card } goes only to { $pile }, without wrap nothing is built on an ace, and taking it changes nothing else
big-ben-safe-win = every card is face up, and a win still follows with { $card } on { $pile }

## The titles of the rule sets

big-ben-title-big-ben = Big Ben
big-ben-title-big-ben-second-pass = Big Ben, second pass
big-ben-title-big-ben-short-piles = Big Ben, short piles
big-ben-expect-clock-cards = twelve distinct cards, e.g. ["2C", "3H", …] (found { $n } cards, { $distinct } distinct)
big-ben-expect-pile-size = a whole number from 1 to { $max } (twelve piles must fit in 92 cards)
