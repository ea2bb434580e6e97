# What the engine says to a player, for every game: the shapes of a move, a game that is
# over, the headings of the rules told. Ids start with `engine-`.

engine-not-a-move = `{ $text }` is not a move: expected { $expected }
engine-usage = expected { $expected }
engine-not-a = `{ $text }` is not a { $kind }: expected { $expected }
engine-kind-pile = pile
engine-kind-waste-pile = waste pile
engine-kind-foundation = foundation
engine-kind-turned-card = turned card
engine-game-over = the game is over: undo to play on from an earlier position
engine-keys-header = What each key means ({ $file }):
engine-changed-from = { $line } (changed from { $default })
engine-default-prose = This game tells its rules by their values alone: each key below is one rule, with what it sets.
engine-only-legal-move = the only legal move
engine-nothing-to-undo = nothing to undo
engine-undo-pure = undo would take back a turned card; this game is played pure
engine-never-hurts = it can never hurt
engine-basis-only = the only move that changes anything
engine-basis-safe = a safe move: it can never hurt
engine-basis-solved = every card is known, and it starts a winning line
engine-basis-no-win = every card is known and no line wins: the simple player's choice
engine-basis-sampled = wins in { $wins } of { $samples } { $playouts ->
        [true] played out random
       *[false] random
    } deals of the unseen cards{ $unknown ->
        [0] {""}
       *[other] {" "}({ $unknown } undecided)
    }, best of { $candidates } moves compared
engine-basis-checked = the move the samples preferred is lost on { $lost } of { $deals } random deals of the unseen cards; this one wins on { $wins }
engine-unknown-name-suggest = no game or variant is called `{ $name }`: did you mean `{ $suggestion }`?
engine-unknown-name = no game or variant is called `{ $name }` (see `patience list`)
engine-needs-argument = line { $line }: `{ $token }` needs an argument after it

# A step of a game composed of pile kinds refused (`engine::piles`), and its build rules.
engine-pile-no-such-pile = there is no such pile
engine-pile-empty = { $pile } is empty
engine-pile-from-foundation = nothing leaves a foundation
engine-pile-stays = nothing leaves { $pile } this way
engine-pile-complete = { $pile } is complete
engine-pile-not-next = { $pile } takes { $wants } next, not { $card }
engine-pile-starts = { $pile } is empty and takes only a card of rank { $rank }
engine-pile-onto-itself = a card cannot move onto its own pile
engine-pile-no-build = { $card } does not go on { $on }: { $rule }
engine-build-down-any-suit = the tableau builds down by one rank, any suit, no wrap
engine-build-up-in-suit-wrapping = a foundation builds up in suit, an ace on a king
engine-build-up-in-suit = a foundation builds up in suit from the ace
engine-build-nothing = nothing is laid on this pile
engine-pile-to = to { $card }
engine-pile-stock-not-empty = the stock is not empty yet
engine-pile-no-redeal-left = no redeal is left
engine-pile-waste = waste
engine-pile-next = next

## Rules and deal files that cannot be read

engine-expect-range = a whole number from { $min } to { $max }
engine-expect-hour = an hour from 1 to 12
engine-rule-value = key `{ $key }`: expected { $expected }
engine-rules-toml = { $error } (a rules file has `name`, `base`, `title`, `description`, `aliases` and a [rules] table)
engine-rules-key-twice = key `{ $key }` is given twice
engine-not-a-card = `{ $token }` is not a card (expected a rank A 2-9 T/10 J Q K then a suit C D H S or ♣ ♦ ♥ ♠, e.g. `TC` or `10♣`)
engine-rules-not-toml = this is not valid TOML here ‹{ $error }›
engine-rules-toml-expected = not valid TOML: expected { $n ->
        [one] { $tokens }
       *[other] one of { $tokens }
    }
engine-toml-line-break = a line break
engine-rules-unknown-file-key = unknown key `{ $key }`: a rules file has `name`, `base`, `title`, `description`, `aliases` and a [rules] table
engine-rules-wrong-type = key `{ $key }`: expected { $expected }, found { $found }
engine-rules-expect-names = a list of strings
engine-rules-found-date = a date
engine-rules-no-name = missing key `name`: a rules file in a rules folder needs a name, e.g. name = "my-variant"
engine-rules-unknown-key = unknown key `{ $key }` in [rules] of { $game }: expected one of { $keys }
engine-rules-key = key `{ $key }`: { $why }
engine-rules-found = expected { $expected }, found { $found }
engine-shape-unknown-value = `{ $value }` is not a value of this key: expected { $n ->
        [one] { $values }
       *[other] one of { $values }
    }
engine-shape-unknown-key = unknown key `{ $key }`: expected one of { $keys }
engine-shape-missing-key = missing key `{ $key }`
engine-shape-refused = this key does not take { $found }
engine-shape-other = value refused ‹{ $said }›
engine-rules-base = key `base`: { $why }
engine-deal-toml = not a valid TOML deal file ‹{ $error }›
engine-deal-game-not-text = key `game`: expected the game's name as a string
engine-deal-seed = key `seed`: expected a deal number from 0 to 18446744073709551615 (above 9223372036854775807 written as a string, e.g. seed = "18446744073709551615")
engine-deal-no-game = missing key `game`: expected the game's name, e.g. game = "big-ben"
engine-deal-unknown-key = unknown key `{ $key }`: expected `game`, `seed`, { $keys }
engine-deal-missing-key = missing key `{ $key }`: expected { $shape }
engine-deal-key = `{ $key }`
engine-deal-pile = `{ $key }` pile { $pile }
engine-deal-cards = `{ $key }` has { $n } cards: expected { $count }
engine-deal-piles = `{ $key }` has { $n } piles: expected { $count } strings of { $size } cards
engine-deal-pile-cards = { $pile } has { $n } cards: expected { $size }
engine-deal-wrong-kind = key `{ $key }`: expected { $shape }, found { $found }
engine-deal-shape-cards = one string of { $count } cards
engine-deal-shape-piles = a list of { $count } strings of { $size } cards
engine-deal-found-string = a string
engine-deal-found-single-string = a single string
engine-deal-found-list = a list
engine-deal-found-number = a number
engine-deal-found-bool = true or false
engine-deal-found-table = a table
engine-deal-found-mixed-list = a list that is not all strings
engine-deal-found-table-or-date = a table or date
engine-deal-not-in-pack = it is not in this game's pack
engine-deal-pack-has = { $n ->
        [one] the pack has it once
       *[other] the pack has it { $n } times
    }
engine-deal-too-many = card { $card } appears one time too many: { $times }
engine-deal-card-missing = card { $card } is missing: the deal must hold the whole pack
engine-bad-deal-count = the deal holds { $found } cards: expected { $expected }
engine-bad-deal-too-many = card { $card } appears { $found } times: { $times }
engine-deal-bad-card = { $where }, card { $n }: { $error }
engine-expect-ring-bases = twelve distinct cards from 12 o'clock clockwise, e.g. ["9D", "TS", …] (found { $n } cards, { $distinct } distinct)
engine-expect-ring-apart = bases whose runs up to their hours share no card: { $card } is wanted twice
engine-expect-ring-all = bases whose runs up to their hours take all 40 other cards (they take { $taken })
engine-expect-name = expected a name of lower-case letters a to z, digits and `-`, beginning with a letter, at most { $most } characters (e.g. `my-variant`), found `{ $found }`
engine-rules-name = key `name`: { $why }
engine-rules-name-twice = key `name`: `{ $name }` is also the name in { $first }, which is used
engine-rules-base-circle = key `base`: these variants build on each other in a circle: { $files }
engine-rules-no-base = missing key `base`: `{ $name }` is a variant, so its file names its base
engine-name-taken = the name `{ $name }` is already taken by `{ $owner }`
engine-card-at = { $card } at { $hour }
