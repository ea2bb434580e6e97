# Sir Tommy's messages in English: its board, its refusals and its rules in prose. Ids start
# with `sir-tommy-`. Move notation (`s-w1`, `w2-f1`, `turn`, `redeal`, pile names) is the
# same in every language. To add a language, copy this file to `i18n/LANG/sir-tommy.ftl`,
# translate every message (the same ids and variables), and name it in `MESSAGES` in
# `src/lib.rs`.

## The board

sir-tommy-turned = turned
sir-tommy-ace = ace
sir-tommy-next = next { $card }
sir-tommy-stock = stock
sir-tommy-fact-stock = stock { $n }
sir-tommy-fact-redeals = redeals left { $n }
sir-tommy-lost = the stock is empty and no waste top fits a foundation
sir-tommy-lost-no-redeal = the stock is empty, no redeal is left and no waste top fits a foundation

## Refusals

sir-tommy-expected-waste = w1 to { $last }
sir-tommy-expected-foundation = f1 to f4
sir-tommy-expected-move = `turn`, `redeal` or a move FROM-TO such as `s-w1`, `s-f`, `w2-f1`
sir-tommy-expected-turned = s (the next one) or s1 to { $last }
sir-tommy-no-such-foundation = there are only foundations f1 to f4
sir-tommy-all-started = all four foundations are started
sir-tommy-ace-starts-next = an ace starts a new foundation: the next one is { $pile }
sir-tommy-not-started = { $pile } is not started: only an ace starts a foundation
sir-tommy-complete = { $pile } is complete: it ends on the king
sir-tommy-not-next-rank = { $card } does not go on { $top }: a foundation takes the next rank up
sir-tommy-wrong-suit = { $card } does not go on { $top }: foundations build by suit
sir-tommy-fits-no-foundation = { $card } fits no foundation
sir-tommy-cards-waiting = turned cards are waiting to be placed: place them all before turning the next
sir-tommy-card-waiting = a card is waiting to be placed: place it before turning the next
sir-tommy-stock-empty-redeal-left = the stock is empty: `redeal` gathers the waste piles into a new one
sir-tommy-stock-empty = the stock is empty
sir-tommy-no-redeals = these rules allow no redeal: one pass through the stock
sir-tommy-redeals-used = no redeal is left: the rules allow { $allowed }
sir-tommy-stock-not-empty = the stock is not empty yet: a redeal comes after its last card
sir-tommy-waiting-before-redeal = a turned card is waiting to be placed: place it before the redeal
sir-tommy-nothing-to-redeal = the waste piles are empty: nothing to redeal
sir-tommy-ace-on-waste = an ace starts a new foundation: it does not go on a waste pile
sir-tommy-waste-empty = { $pile } is empty
sir-tommy-nothing-waiting = no card is waiting: `turn` turns the next one
sir-tommy-no-such-waste = there are only waste piles w1 to { $last }
sir-tommy-waste-waits = in { $n ->
        [2] two-at-a-time both
        [3] three-at-a-time all three
        [4] four-at-a-time all four
        [5] five-at-a-time all five
        [6] six-at-a-time all six
        [7] seven-at-a-time all seven
       *[8] eight-at-a-time all eight
    } turned cards are placed before a waste card goes to a foundation
sir-tommy-only-waiting = only { $n ->
        [1] one turned card waits
        [2] two turned cards wait
        [3] three turned cards wait
        [4] four turned cards wait
        [5] five turned cards wait
        [6] six turned cards wait
        [7] seven turned cards wait
       *[8] eight turned cards wait
    }: s1 to s{ $n }
sir-tommy-place-in-order = place the cards in the order turned: { $card } first (rule `place_in_order`)
sir-tommy-no-turned-card = no turned card { $pile } waits
sir-tommy-from-foundation = nothing leaves a foundation
sir-tommy-waste-to-waste = nothing moves from a waste pile to another
sir-tommy-not-a-target = `{ $text }`: cards go only onto a waste pile `wN` or a foundation `fN` (or `f`)

## The rules in prose

sir-tommy-explain-aces-up = One pack. The four aces are taken out before the shuffle and start the four foundations, in suit order clubs, diamonds, hearts, spades. Each foundation builds up one rank at a time to the king, { $build ->
        [suit] in the ace's suit
       *[rank] regardless of suit
    }. Nothing leaves a foundation.
sir-tommy-explain-foundations = One pack. Up to four foundations, each started by an ace and built up one rank at a time to the king, { $build ->
        [suit] in the ace's suit
       *[rank] regardless of suit
    }. Nothing leaves a foundation.
sir-tommy-explain-place = an ace starts the next foundation; another card goes on a foundation whose top is one rank lower{ $build ->
        [suit] {" "}in its suit
       *[rank] {""}
    }, or on any of the { $wastes ->
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
       *[8] eight
    } waste piles
sir-tommy-explain-turn-one = `turn` turns the top card of the stock. It must be placed before the next is turned: { $place }. The top card of a waste pile may go to a foundation where it fits at any time, also while a turned card waits.
sir-tommy-explain-turn-many = `turn` turns the next { $n ->
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
       *[8] eight
    } cards of the stock (or what is left). They are placed one by one, { $in_order ->
        [true] in the order they were turned (`s` is the next one)
       *[false] in any order (`s` is the first turned, `s2` the next, …)
    }, and all of them before the next turn: { $place }. While a turned card waits, no waste card goes to a foundation.
sir-tommy-explain-fanned = The waste piles are fanned, every card in sight, but only each top card moves, and only to a foundation: nothing moves from one waste pile to another.
sir-tommy-explain-squared = The waste piles are squared up: only each top card shows (remember what lies under it). Only the top card moves, and only to a foundation: nothing moves from one waste pile to another.
sir-tommy-explain-one-pass = One pass through the stock: there is no redeal.
sir-tommy-explain-redeals = When the stock is empty, `redeal` gathers the waste piles (w1 from bottom to top, then w2, …) into a new stock, { $gather ->
        [in-order] turned over without a shuffle
       *[shuffle] shuffled by the deal's number
    }; { $n ->
        [1] one redeal is
        [2] two redeals are
       *[3] three redeals are
    } allowed.
sir-tommy-explain-end = Won when all 52 cards are on the foundations. Lost when the stock is empty, no turned card waits{ $redeals ->
        [some] , no redeal is left
       *[none] {""}
    } and no waste top fits a foundation.

## What each key of the rules means (the comments of rules/sir-tommy.toml)

sir-tommy-key-waste_piles = Waste piles, 1 to 8.
sir-tommy-key-turn_count = Cards turned at a time, 1 to 8 (four at a time: 4). With more than one, all are placed before a waste card may go to a foundation (in the order turned: see `place_in_order`).
sir-tommy-key-aces_up = Take the four aces out before the shuffle; they start the foundations in suit order C D H S.
sir-tommy-key-build = How foundations build: "rank" (one rank up, any suit) or "suit" (one rank up in the same suit).
sir-tommy-key-redeals = Times the waste piles may be gathered into a new stock once the stock is empty, 0 to 3.
sir-tommy-key-redeal_gather = How a redeal gathers the waste piles (w1 bottom to top, then w2 ...): "shuffle" (by the deal's seed) or "in-order" (turned over, w1's bottom card comes up first).
sir-tommy-key-show_buried = Show the waste cards under each top; false is the old strict rule (only the tops show).
sir-tommy-key-place_in_order = Whether turned cards are placed in the order they were turned (`s` names the next one). The text's four at a time says only that all are placed before a waste card goes to a foundation; the order turned is our reading. false: any of them first (`s2-w1`).

## The rule sets (their `description`)

sir-tommy-about-sir-tommy = Turn the pack one card at a time onto four foundations from ace to king, any suit, or onto four waste piles.
sir-tommy-about-sir-tommy-aces-up = Sir Tommy with the four aces laid out before the shuffle as the four foundations.
sir-tommy-about-sir-tommy-by-suit = Sir Tommy with foundations built by suit, and the waste piles shuffled and played through twice more.
sir-tommy-about-sir-tommy-four-at-a-time = Sir Tommy turning four cards at a time, all placed before a waste card goes to a foundation.
sir-tommy-about-sir-tommy-strict = Sir Tommy with the waste piles squared up: only each top card shows, remember the rest.

## Why `auto` plays a move

sir-tommy-safe-ace = { $card } starts a foundation: an ace goes nowhere else
sir-tommy-safe-suit = { $card } goes home: only its suit's foundation takes it
sir-tommy-safe-rank = { $card } goes home: as many foundations wait for its rank as cards of it are out

## The titles of the rule sets

sir-tommy-title-sir-tommy = Sir Tommy
sir-tommy-title-sir-tommy-aces-up = Sir Tommy, aces up
sir-tommy-title-sir-tommy-by-suit = Sir Tommy, by suit
sir-tommy-title-sir-tommy-four-at-a-time = Sir Tommy, four at a time
sir-tommy-title-sir-tommy-strict = Sir Tommy, strict
