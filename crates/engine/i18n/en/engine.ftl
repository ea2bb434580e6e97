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
