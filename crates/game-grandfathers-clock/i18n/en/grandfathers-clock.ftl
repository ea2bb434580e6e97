# Grandfather's Clock's messages in English: its board, its refusals and its rules in prose.
# Ids start with `grandfathers-clock-`. Move notation (`t3-f9`, pile names) is the same in
# every language. To add a language, copy this file to `i18n/LANG/grandfathers-clock.ftl`,
# translate every message (the same ids and variables), and name it in `MESSAGES` in
# `src/lib.rs`.

## The board

grandfathers-clock-fact-home = home { $n } of 40
grandfathers-clock-lost = no card can move

## Refusals

grandfathers-clock-expected-pile = t1…{ $last } (tableau) or f1…f12 (foundations, by hour)
grandfathers-clock-expected-move = FROM-TO such as t3-f9 or t3-t5

## The rules in prose

grandfathers-clock-explain-clock = One pack. Twelve base cards are taken out and laid as a clock face, from 12 o'clock clockwise: { $bases }. These are the foundations. Each builds up in its suit, one rank at a time, from king on to ace, until its top card shows its hour (ace 1, jack 11, queen 12). Nothing leaves a foundation.
grandfathers-clock-explain-deal = The other { $cards } cards are dealt face up into { $piles ->
        [4] four
        [5] five
        [8] eight
        [10] ten
       *[other] { $piles }
    } tableau piles of { $size ->
        [4] four
        [5] five
        [8] eight
        [10] ten
       *[other] { $size }
    }. Only top cards move, one at a time: to their foundation, or onto a pile whose top card is one rank higher, regardless of suit and without wrap (nothing goes on an ace; a king goes only on an empty pile). An empty pile takes any card. There is no stock.
grandfathers-clock-explain-end = Won when every foundation shows its hour; lost when no card can move. A game can also go round in circles, cards shifted between piles: the player ends it.

## What each key of the rules means (the comments of rules/grandfathers-clock.toml)

grandfathers-clock-key-bases = The foundation cards, from 12 o'clock clockwise: 12, 1, 2, … 11. Each builds up in its suit, K→A wrapping, until its top card shows its hour (J = 11, Q = 12, A = 1); together they must take every other card of the pack.
grandfathers-clock-key-tableau_piles = Tableau piles, and the cards dealt to each (the two must hold the 40 other cards).
grandfathers-clock-key-pile_size = Tableau piles, and the cards dealt to each (the two must hold the 40 other cards).

## The rule sets (their `description`)

grandfathers-clock-about-grandfathers-clock = One pack; build twelve clock cards up in suit until each shows its hour, from eight piles that build down regardless of suit.

## Why `auto` plays a move

grandfathers-clock-safe-ace = { $card } goes home: nothing is laid on an ace
grandfathers-clock-safe = { $card } goes home: every card one rank lower is home, so nothing is laid on it

## The titles of the rule sets

grandfathers-clock-title-grandfathers-clock = Grandfather's Clock
grandfathers-clock-expect-piles = 4 to { $max } piles that hold the 40 cards with `pile_size` (8 × 5, 10 × 4, 5 × 8, 4 × 10)
