# Los mensajes de `patience play`, en modo de líneas y en el tablero, en español. La
# notación de las jugadas (`t3-f5`, `draw`, `turn`, `fill`) y las órdenes quedan en inglés.
# Términos como en el texto español de Big Ben: base (foundation), montón (tableau pile),
# mazo (stock), pila de desechos (waste), hueco (gap).

## Modo de líneas

line-help =
    Órdenes (se escriben en inglés):
      JUGADA       una jugada en la notación del juego (varias caben en una línea)
      moves        las jugadas permitidas
      hint         la jugada del experto (ve lo que tú ves), con el porqué
      hint --oracle
                   la jugada del solucionador: mira las cartas ocultas, así que su
                   respuesta marca la partida como asistida (`play --pure` la
                   rechaza); piensa 2 s como mucho ($PATIENCE_ORACLE_SECONDS lo cambia)
      auto         jugar las jugadas forzadas y seguras
      undo, redo   deshacer una jugada o repetirla (deshacer una carta ya mostrada
                   marca la partida como asistida; `play --pure` lo rechaza)
      history      las jugadas hechas hasta ahora
      board        mostrar el tablero otra vez
      help         este texto
      give up      abandonar la partida (cuenta en tu historial)
      quit         salir de la partida (una partida en curso se guarda)
