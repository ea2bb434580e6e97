# The messages of `patience play`, in line mode and on the board, in English. The ids are
# the same in every language (a test checks it); the move notation (`t3-f5`, `draw`,
# `turn`, `fill`) and the commands a player types stay as they are in every language.

## Line mode

line-help =
    Commands:
      MOVE         a move in the game's notation (several may stand on one line)
      moves        list the legal moves
      hint         the expert's move (it sees what you see), with why
      hint --oracle
                   the solver's move: it looks at the hidden cards, so its answer
                   marks the game assisted (`play --pure` refuses it); it thinks
                   for 2 s at most ($PATIENCE_ORACLE_SECONDS sets the limit)
      auto         play forced and safe moves
      undo, redo   take back a move, or play it again (taking back a card that
                   was shown marks the game assisted; `play --pure` refuses it)
      history      the moves made so far
      board        show the board again
      help         this text
      give up      end the game as given up (it counts in your history)
      quit         leave the game (a game in progress is saved)
line-intro = Type moves (e.g. { $example }), `help` for commands, `quit` to leave.
line-rules-follow = The commands end here. The rules of { $title }:
line-won = *** Won in { $n ->
        [one] 1 move
       *[other] { $n } moves
    }! ***
line-lost = *** Lost: { $why }. (undo to try another way) ***
line-assisted = (assisted: an undo took back a card that had been shown, or the oracle looked at the hidden cards)
line-given-up = given up: it counts in your history
line-nothing-to-give-up = nothing to give up: no game is in progress
line-no-legal-move = no legal move
line-auto-played = auto played { $n ->
        [one] 1 move
       *[other] { $n } moves
    }:
line-refused = refused `{ $notation }`: { $reason }
line-refused-after = played the { $n ->
        [one] 1 move
       *[other] { $n } moves
    } before `{ $notation }`, which is refused: { $reason }
line-refused-plain = refused: { $reason }
line-cannot-read = cannot read the input: { $error }
line-output-closed = the output is closed
line-note = note: { $text }
line-error = error: { $text }

## The game: titles, deals, moves

moves-count = { $n ->
        [one] 1 move
       *[other] { $n } moves
    }
deal-number = deal { $seed }
# A deal read from a deal file, where a deal number would stand.
deal-from-file = a deal from a file
deal-from-the-file = the deal from a file
deal-from-file-listed = (deal from a file)
title-deal = { $title } ({ $variant }), deal { $seed }
title-deal-winnable = { $title } ({ $variant }), deal { $seed }: the solver proved it winnable
title-deal-file = { $title } ({ $variant }), deal from { $file }
title-no-deal = { $title } ({ $variant })
title-resumed = { $title } ({ $variant }), { $deal }, resumed after { $n ->
        [one] 1 move
       *[other] { $n } moves
    }
seed-not-this-deal = { $file }: `seed = { $seed }` is not the deal of these cards; the game is kept by its cards
save-waits = a saved game of this deal waits ({ $moves }): `{ $command }` continues it; this new game is saved beside it
winnable-proved = the solver proved this deal winnable
winnable-looking = looking for a winnable deal: tried { $n ->
        [one] 1 deal
       *[other] { $n } deals
    }…
# The mark of a complete foundation on the text board.
board-complete = ok

## Hints, auto and the oracle

hint = hint: { $notation } ({ $why })
hint-thinking = hint: thinking…
no-hint = no hint: nothing useful is left to play
nothing-to-redo = nothing to redo
auto-nothing = auto played nothing: no move is forced or sure not to hurt (`hint` suggests one anyway)
auto-played = auto played { $n ->
        [one] 1 move
       *[other] { $n } moves
    }: { $moves }
oracle-refused-pure = no oracle: this game is played pure (`--pure`), and the oracle looks at the stock and the face-down cards
oracle-assisted-now = this game is now assisted: the oracle looked at the hidden cards, and `patience history` counts a win of it apart
oracle-thinking = oracle: thinking… (Esc cancels)
oracle-cancelled = oracle: cancelled; the game stays as it was
oracle-wins = oracle: { $notation } (it looked at the stock and the face-down cards: this wins)
oracle-won = oracle: the game is won
oracle-lost = oracle: it looked at the hidden cards and searched every line: none wins from here
oracle-unknown = oracle: not decided in { $seconds } s (it looked at the hidden cards; ${ $var } gives it longer)
oracle-stale = oracle: the answer came for a position left since; press o to ask again
undo-assisted-now = this game is now assisted: the undo took back a card that had been shown, and `patience history` counts a win of it apart (`play --pure` refuses such an undo)

## Saves and the history

saved = saved to { $path }; `{ $command }` continues it
saved-aside = (the unreadable file there is kept as { $path })
save-kept-after = the save made after move { $n } is kept as it was: `{ $command }` continues from there
cannot-remove-earlier = (cannot remove the earlier file { $path }: { $error })
save-unreadable-aside = an unreadable file was in the way of this game's save: it is kept as { $path }
saved-again = the game is saved again
cannot-save = the game cannot be saved: { $error }
not-saved = not saved: { $error }
not-saved-again = not saved again: { $error }
not-saved-given-up = not saved ({ $error }); the game counts as given up
not-recorded = not recorded in your history: { $error }
save-left = the save of this game is left: { $error }
file-left = { $path }: { $error }; the file is left as it is
also-saved = also saved: { $games } (`patience saves` lists them)
also-saved-game = { $variant } { $deal }
also-saved-same-deal = { $variant } { $deal }, another game: `{ $command }`
saves-none = No saved games in { $path }: a game left in progress is saved there.
saves-unreadable = { $path }: { $error } (left as it is)

## The board

board-too-small = Enlarge the terminal to at least { $w }×{ $h }
board-too-small-now = (it is { $w }×{ $h } now).
board-too-small-quit = q quits
board-title = { $deal } · { $moves } · { $time }
board-deal-from-file = deal from a file
board-assisted = assisted
board-won = Won!
board-lost = Lost: { $why }.
board-pick = Pick a card by the key beside its pile, or click it; then its target.
key-undo = undo
key-redo = redo
key-hint = hint
key-auto = auto
key-new = new
key-save = save
key-quit = quit
key-help = help
box-help = Keys and rules
box-quit = Quit?
box-quit-saves = Quitting saves the game;
box-quit-continues = `{ $command }` continues it.
box-quit-keys = y  save and quit    any other key  stay
box-quit-keys-kept = y  quit (the last good save stays)    any other key  stay
box-quit-keys-given-up = y  quit (the game counts as given up)    any other key  stay
box-new-deal = New deal?
box-new-deal-given-up = This game counts as given up in your history.
box-new-deal-keys = y  new deal    any other key  stay
box-waiting = A saved game waits
box-waiting-text = This deal has a saved game: { $moves }, { $time } played.
box-waiting-keys = r  resume it    any other key  play afresh (the save stays)
box-won = Won!
box-won-text = Every card is home: { $moves } in { $time }.
box-lost = Lost
box-over-keys =
    n  new deal      g  same deal again
    u  undo          Esc  look at the board
    q  quit
help-keys =
    Each pile has a key, shown beside its name.
    Press a pile's key (or click it) to pick its card, then
    the target's key (or click it): the move is SOURCE-TARGET.
    The same key twice sends the card where it fits.

    ←↓↑→ or h j k l  move the cursor (>) between piles
    Enter            send the cursor's card where it fits,
                     or move the picked card (*) there
    m                pick the card under the cursor
    Esc              drop the pick
    space, t, d, f   tap the stock: turn, draw, fill, redeal
    u  r             undo, redo
    H                hint        a  play the safe moves
    o                the solver's hint: it looks at the hidden cards, so
                     its answer marks the game assisted; Esc stops it
    n                new deal    s  save
    q                quit (a game in progress is saved)

    In this box ↓ ↑ (j k, space, PgDn PgUp) scroll; any other key closes it.
help-rules-follow = ──── The keys end here. The rules of { $title }: ────
welcome-back = welcome back to { $deal }: { $moves } made
fresh-game = a fresh game of this deal; the waiting save stays (`patience saves` lists it)
new-deal = new deal
new-deal-number = new deal { $seed }
same-deal = the same deal again
pile-empty = { $pile } is empty: pick a card to move
pile-picked = { $pile } picked: now its target's key or click (again: where it fits; Esc cancels)
played = played { $notation }
move-refused = { $notation } refused: { $reason }
tap-does-nothing = a tap on { $pile } does nothing
drag-moves-nothing = nothing moves from { $from } to { $to }
nothing-can-move = nothing from { $pile } can move now
nothing-can-move-space = nothing from { $pile } can move now (space: { $notation })
no-stock = this game has no stock to turn

## Errors and the reports of replay

error = error: { $text }
replay-won = won after { $moves }
replay-lost = lost after { $moves }: { $why }
replay-unfinished = not finished after { $moves }
replay-illegal = move { $index } (`{ $notation }`, line { $line }) is illegal: { $reason }

## The list of games

list-head-name = NAME
list-head-title = TITLE
list-head-packs = PACKS
list-head-aliases = ALIASES
list-head-description = DESCRIPTION
list-packs = { $n ->
        [one] { $n } pack
       *[other] { $n } packs
    }

## The help of the command line (`--help`; English as the doc comments of args.rs write it)

help-about = Patience (solitaire) games: Big Ben, Sir Tommy, Clock, Grandfather's Clock and their variants
help-long-about =
    Patience (solitaire) games: Big Ben, Sir Tommy, Clock, Grandfather's Clock and their
    variants.

    Games and variants are named as `patience list` shows them. Rules come from the built-in
    `rules/*.toml`; a `rules/` folder in the working directory (or the folder named by
    PATIENCE_RULES) adds variants or overrides built-in ones without a rebuild.
help-files =
    Files:
      Saves (saves/) and your history (history.log) are kept in $PATIENCE_DATA, else in the
      platform's data folder (~/.local/share/patience on Linux, following $XDG_DATA_HOME).
      Rules files are read from ./rules and from the folder named by $PATIENCE_RULES.
help-opt-lang = The language of the board and of line mode. Without it: PATIENCE_LANG, then the locale (LC_ALL, LC_MESSAGES, LANG: `de_DE.UTF-8` is German); English when none of them names a language of the catalog
help-opt-ascii = Cards and marks in ASCII (`10S`), as under a locale that is not UTF-8 or with PATIENCE_ASCII set
help-command-list = List the games and variants
help-command-rules = Print the effective rules of a game or variant as TOML, or in prose with --explain
help-command-deal = Print a deal as a deal file
help-command-play = Play a game
help-command-replay = Play a move list on a deal and report the result
help-command-solve = Decide a deal with perfect knowledge of the stock and print the winning line
help-command-stats = Play many deals with a computer player and report the win rate
help-command-history = Show your record per game and variant: played, won, streaks, bests, recent games
help-command-saves = List the saved games, newest first, with the command that resumes each
help-command-completions = Print a shell completion script, e.g. `patience completions bash > ~/.local/share/bash-completion/completions/patience`
help-command-man = Print the manual page (roff), e.g. `patience man > patience.1 && man ./patience.1`

## patience history

history-head-game = game
history-head-played = played
history-head-won = won
history-head-assisted = assisted
history-head-lost = lost
history-head-given-up = given up
history-head-win-rate = win rate
history-head-streak = streak
history-head-longest = longest
history-head-best-time = best time
history-head-fewest = fewest
history-won = won
history-won-assisted = won (assisted)
history-lost = lost
history-given-up = given up
history-file = file
history-none-of = No finished games of { $game } yet.
history-none = No finished games yet: play one with `patience play GAME`.
history-kept-in = (Your history is kept in { $path }.)
history-recent = Recent games:
help-usage = Usage:
help-usage-options = OPTIONS
help-commands = Commands:
help-arguments = Arguments:
help-options = Options:
help-opt-play-game = The game or variant (see `patience list`); with --resume it may be left out, and the game saved last goes on. With --resume, --seed or --deal picks the saved deal
help-opt-rules = A rules file whose [rules] override the game's (see `patience rules GAME`)
help-opt-seed = The deal number: the same number gives the same deal everywhere
help-opt-deal = A deal file (as `patience deal` writes it)
help-opt-play-plain = Line mode even on a terminal: the board as text, moves typed at a prompt
help-opt-play-resume = Continue the saved game instead of dealing a new one
help-opt-play-save = With --resume: the save in FILE, as `patience saves` names it (when one deal has more than one game saved, --seed goes on with the newest)
help-opt-play-winnable = Deal the first seed from a random start that the solver proves winnable (it looks at the stock to choose the deal, then plays no part). It gives up, saying so, after a minute (`$PATIENCE_WINNABLE_SECONDS` sets the limit) or a thousand deals
help-opt-play-pure = Play pure: refuse an undo that would take back a turned card, and the oracle's hint (without it, both are allowed and mark the game assisted). A game saved pure resumes pure
help-command-stats-merge = Add up the `stats --json` outputs of shards of one run
help-command-stats-compare = Compare two players' runs over the same deals, deal by deal (exact McNemar test)
help-command-help = Print this message or the help of the given subcommand(s)
help-opt-game = The game or variant (see `patience list`); case-insensitive, aliases accepted
help-opt-json = Print one JSON object instead of text
help-opt-rules-explain = Tell the rules in prose, made from their values, and what each key means
help-opt-deal-seed = The deal number
help-opt-replay-moves = The move list: a file, or `-` for standard input
help-opt-budget = Search at most this many positions a deal before answering `unknown` (default 20,000,000; 150,000,000 for Big Ben)
help-opt-table-mib = Memory for the table of searched positions, in MiB, shared by all threads (default 768)
help-opt-stats-deals = How many deals to play (1 to 10^15). Ctrl-C stops early and prints the result so far
help-opt-stats-from = The first deal number; deals FROM, FROM+1, … are played
help-opt-stats-player = Who plays
help-value-player-default = The game's simple player, who sees only what a person sees
help-value-player-expert = Sees no more than the simple player, but tries its moves on random deals of the unseen cards and plays the best on average
help-value-player-oracle = The solver, who knows the stock: it answers whether a deal can be won
help-opt-samples = Expert: random deals of the unseen cards each candidate move is tried on (default: the game's, 32 unless `docs/expert.md` says otherwise; 256 in Sir Tommy)
help-opt-effort = Expert: positions the solver may search for one move on one sample, or where nothing is hidden (default 4,000)
help-opt-candidates = Expert: the most moves compared at one decision (default 10)
help-opt-by-solver = Expert: judge moves by the solver on each sample (it then sees the sampled stock) instead of by the simple player's playouts
help-opt-check = Expert: check the sampled choice with the solver on the first N samples (20,000 positions a move on each). When the solver proves it lost on at least half of them and another move wins on clearly more, that move is played (default 0: no check)
help-opt-gate = Expert: how many standard errors another move must beat the simple player's choice by, on the same samples, to be played instead (default: the game's, 2; 0 in Sir Tommy)
help-opt-pessimistic = Expert, with --by-solver: a sample the solver does not decide within its effort counts as lost, not half won
help-opt-peek = Expert, as a diagnostic only: let it see the next N hidden cards as they really are (its play is then not fair; `stats` and `hint` only)
help-opt-second-level = Expert: when another move is ahead of the simple player's choice but not clearly, play both out again on N fresh samples by a small expert instead of the simple player (default 0: never)
help-opt-solve-first = Expert: on the first N samples, let the solver (at --effort positions) judge a move before its playout: a win it finds counts as won, a loss it proves as lost, and only a sample it leaves undecided is played out (default: the game's, 0: never; 8 in Big Ben and Sir Tommy)
help-opt-stats-shard = Play only part I of N of the deals (1-based), so N machines can share a run; `patience stats merge` adds up their `--json` outputs
help-opt-stats-threads = Threads to play on (default: one per core)
help-opt-stats-merge-files = The JSON files written by `patience stats … --json`, or `-` for standard input
help-opt-stats-compare-first = A run's `stats --json` output (or its shards, one a line)
help-opt-stats-compare-second = The other run's, over the same deals
help-opt-history-game = Only this game or variant
help-opt-history-check = Check history.log line by line: list the lines skipped as not records and why, and exit 1 if there are any (0 when every line is a record). The file is never changed
help-opt-completions-shell = The shell to complete for
help-opt-help-subcommand = Print help for the subcommand(s)
help-flag-help = Print help
help-flag-help-more = Print help (see more with '--help')
help-flag-help-long = Print help (see a summary with '-h')
help-flag-version = Print version
help-default = default
help-possible = possible values
help-possible-head = Possible values:
help-number = { $option } `{ $value }`: expected a whole number from { $min } to { $max }

## clap's refusals of a command line

clap-unknown-argument = unexpected argument '{ $arg }' found
clap-unknown-command = unrecognized subcommand '{ $name }'
clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
clap-missing-value = a value is required for '{ $arg }' but none was supplied
clap-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
clap-missing-arguments = the following required arguments were not provided:
clap-missing-command = '{ $name }' requires a subcommand but one was not provided
clap-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
clap-twice = the argument '{ $arg }' cannot be used multiple times
clap-conflict-many = the argument '{ $arg }' cannot be used with:
clap-other = the command line is not understood ({ $kind })
clap-subcommands = subcommands
clap-similar-argument = a similar argument exists: '{ $name }'
clap-similar-command = a similar subcommand exists: '{ $name }'
clap-similar-value = a similar value exists: '{ $name }'
clap-tip = tip:
clap-more = For more information, try '{ $flag }'.

## patience man

man-name = NAME
man-synopsis = SYNOPSIS
man-description = DESCRIPTION
man-options = OPTIONS
man-subcommands = SUBCOMMANDS
man-extra = EXTRA
man-version = VERSION

## patience stats, solve, history --check

stats-head = { $title } ({ $game }), player { $player }: { $deals }
stats-deals-interrupted = deals from { $first }, interrupted
stats-deals-none = deals none
stats-deals = deals { $ranges }
stats-expert = expert's settings: { $settings }
stats-counts = won { $won }, lost { $lost }, unknown { $unknown } of { $deals }
stats-rate = win rate { $rate } of the { $decided } decided (95% interval { $lo } to { $hi })
stats-bounds = of all deals: { $lost } if every unknown is lost, { $won } if every one is won
stats-budget = budget { $budget } positions a deal; { $nodes } positions, { $speed } per second per thread; table peak { $peak }
stats-search-time = { $cpu } s of searching, median { $median } ms a deal, longest { $longest } s
stats-time = { $seconds } s, { $speed } deals per second
compare-head = { $game } over { $deals } deals
compare-first = first  ({ $player }): won { $won } ({ $rate })  { $settings }
compare-second = second ({ $player }): won { $won } ({ $rate })  { $settings }
compare-both = both won { $both }; only the first { $first }; only the second { $second }
compare-test = exact McNemar test: p = { $p } (two-sided, on the { $deals } deals only one won)
solve-seed = seed { $seed }
solve-deal-file = the deal file
solve-won = won in { $moves }
solve-lost = lost: no sequence of moves wins this deal
solve-unknown = unknown: the budget of { $budget } positions ran out (try a larger --budget)
solve-head = { $title } ({ $game }), { $which }: { $verdict }
solve-searched = { $nodes } positions searched, table { $peak } entries, { $seconds } s
check-clean = { $file }: { $records ->
        [one] { $records } record
       *[other] { $records } records
    }, no line skipped
check-head = { $file }: { $records ->
        [one] { $records } record
       *[other] { $records } records
    }, { $lines ->
        [one] { $lines } line
       *[other] { $lines } lines
    } skipped as not records (the file is left as it is):
check-line = line { $line }: { $fault }
check-more = … and { $n } more
fault-not-text = not UTF-8 text (byte 0x{ $byte } at column { $column })
fault-too-long = longer than { $max } bytes, so not a record
fault-cut-short = the last line ends without a newline and is not a whole record (a write cut short)
json-syntax = not JSON at line { $line }, column { $col }
json-eof = the JSON ends too soon, at line { $line }, column { $col }
json-data = JSON of another shape at line { $line }, column { $col } ‹{ $said }›
json-io = the JSON could not be read, at line { $line }, column { $col }
fault-not-record = not a record: { $error }
history-skipped-note = note: { $lines ->
        [one] { $lines } line of { $file } is not a record and was
       *[other] { $lines } lines of { $file } are not records and were
    } skipped (the file is left as it is); `patience history --check` lists { $lines ->
        [one] it
       *[other] them
    }
warning-skipped = warning: skipped { $error }

## Rules and deal files given on the command line

cannot-read = cannot read { $path }
setup-name = { $file }:{ $line }: key `name`: { $why }
setup-base = { $file }:{ $line }: key `base`: { $why }
setup-base-other-game = { $file }:{ $line }: key `base`: `{ $base }` is a { $of } variant, but the game is { $game }
setup-deal-game = { $file }:{ $line }: key `game`: { $why }
setup-deal-other-game = { $file }:{ $line }: this is a deal of { $of }, not of { $game }
stats-interrupted = interrupted: the result covers the { $deals } deals finished
play-name-a-game = name a game to play
resume-bad-save = { $file }: { $error }; the file is left as it is
resume-cannot-resume = { $file }: { $error }; the saved game cannot be resumed, and the file is left as it is
resume-none-of-deal = no saved game of { $game }, deal { $seed }
resume-none-of = no saved game of { $game }
resume-none-deal = no saved game of deal { $seed }
resume-none = no saved game
resume-nothing-saved = { $what } in { $dir }: `patience saves` lists the saved games; `patience play GAME` starts one
stats-bad-shard = --shard `{ $shard }`: expected I/N with 1 <= I <= N, e.g. 2/4
stats-past-last-deal = --from plus --deals is past the last deal number
stats-nothing-to-merge = no reports to merge

## Files, folders, standard input, the terminal and the options of a run

warning = warning: { $text }
patience-lang-unknown = $PATIENCE_LANG is `{ $value }`: expected en, de or es (or leave it unset)
standard-input = standard input
cannot-read-stdin = cannot read standard input
cannot-read-moves-stdin = cannot read the move list from standard input
cannot-lock = cannot lock { $path }
cannot-write = cannot write { $path }
cannot-remove = cannot remove { $path }
cannot-read-length = cannot read the length of { $path }
cannot-create-folder = cannot create the folder { $dir }
cannot-create-folder-for = cannot create the folder { $dir } for { $path }
cannot-create-temporary = cannot create a temporary file in { $dir }
cannot-open-to-add = cannot open { $path } to add to it
cannot-move-aside = cannot rename { $path } to { $to } to keep it
not-a-file-path = { $path }: not a file path
no-data-folder = no data directory: set PATIENCE_DATA to a folder for saves and statistics
io-not-found = no such file or folder
io-permission-denied = permission denied
io-already-exists = it already exists
io-is-a-folder = it is a folder
io-not-a-folder = a part of the path is not a folder
io-folder-not-empty = the folder is not empty
io-read-only = the file system is read-only
io-full = the disk is full
io-too-large = the file is too large
io-not-text = not UTF-8 text
io-cut-short = it ends too early
io-busy = it is busy
io-bad-name = not a valid file name
io-crosses-devices = it would cross from one file system to another
io-unsupported = not supported here
io-timed-out = it timed out
io-out-of-memory = out of memory
history-is-a-folder = { $path } is a folder, not a file: your history cannot be read or recorded until it is moved away
history-not-a-plain-file = { $path } is not a plain file: your history cannot be read or recorded until it is moved away
history-old-left = { $error }: left as it is, and kept aside when the next game is recorded
history-old-not-statistics = { $file }: not a statistics file: { $error }
history-old-other-version = { $file }: not a statistics file this version reads
history-old-kept-aside = { $error }; it is kept as { $path } and your record goes on without it
history-imported = your earlier statistics are now in { $path } (the old file is kept as { $kept })
history-imported-not-renamed = your earlier statistics are now in { $path }; { $old } could not be renamed ({ $error }) and is no longer read
history-cannot-write-left = cannot write { $path }; the file is left as it was ({ $bytes } bytes)
history-cannot-write-cut = cannot write { $path }, and the part written could not be taken back ({ $error }): its last line may be cut short, and is then skipped when the history is read
save-not-json = not a saved game ({ $error })
save-no-format = not a saved game (no `format = "patience save"`)
save-newer = saved by a newer version (save format { $found }; this one reads { $reads })
save-no-version = key `version`: expected a whole number
save-broken = broken save: { $error }
restore-deal = key `deal`: { $error }
restore-move-refused = move { $n } (`{ $text }`) is refused: { $why }
restore-redo-refused = redo move { $n } (`{ $text }`) is refused: { $why }
restore-redo-undo = key `redo`: cannot take its moves back: { $why }
resume-no-such-game = key `game`: no game is called `{ $game }`
resume-rules = key `rules`: { $why }
rules-folder-unreadable = PATIENCE_RULES names { $dir }, which cannot be read ({ $error }): its variants are left out
rules-of = rules of { $name }
cannot-watch-signals = cannot watch for signals
cannot-set-up-terminal = cannot set up the terminal
winnable-gave-up = gave up looking for a winnable deal: none of the { $n ->
        [one] { $n } deal
       *[other] { $n } deals
    } tried (seeds { $from }..{ $to }) was proved winnable in { $seconds } s ({ $per_deal } s at most a deal, { $total } s in all; ${ $var } sets the total): try again, or play without --winnable
at-least-one = { $option } must be at least 1
too-large = { $option } is too large
stats-threads = --threads { $n }: the threads to play on could not be started
stats-not-json = { $name }:{ $line }: not the JSON of `patience stats --json`: { $error }
stats-expert-none = none
merge-other-game = { $name }: game `{ $found }`, but { $first } has `{ $expected }`
merge-other-player = { $name }: player `{ $found }`, but { $first } has `{ $expected }`
merge-other-budget = { $name }: budget { $found }, but { $first } has { $expected }: shards of one run share a budget
merge-other-expert = { $name }: the expert's settings { $found }, but { $first } has { $expected }: shards of one run share them
merge-interrupted = an interrupted run covers no whole range and cannot be merged
merge-overlap = the seed ranges { $first } and { $second } overlap
compare-other-deals = the runs cover different deals ({ $first } and { $second }): a comparison needs the same
compare-wins-not-listed = a run lists { $listed } of its { $won } won deals (the solver lists none; a run of more than 10,000 wins lists the first 10,000 only)
compare-other-game = { $first } is of `{ $first_game }`, { $second } of `{ $second_game }`: a comparison needs one game
