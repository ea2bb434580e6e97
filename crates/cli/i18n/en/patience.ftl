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
