# Die Meldungen von `patience play`, im Zeilenmodus und auf dem Spielbrett, auf Deutsch.
# Die Zugschreibweise (`t3-f5`, `draw`, `turn`, `fill`) und die Befehle bleiben englisch.
# Begriffe wie in den deutschen Regeltexten: Zielstapel (foundation), Auslage (tableau),
# Vorrat (stock), Abwurfstapel (waste), Lücke (gap).

## Zeilenmodus

line-help =
    Befehle (sie werden englisch getippt):
      ZUG          ein Zug in der Schreibweise des Spiels (auch mehrere in einer Zeile)
      moves        die erlaubten Züge
      hint         der Zug des Experten (er sieht, was du siehst), mit Begründung
      hint --oracle
                   der Zug des Lösers: er sieht die verdeckten Karten, daher gilt
                   das Spiel danach als unterstützt (`play --pure` verweigert ihn);
                   er denkt höchstens 2 s nach ($PATIENCE_ORACLE_SECONDS ändert das)
      auto         erzwungene und sichere Züge spielen
      undo, redo   einen Zug zurücknehmen oder wiederholen (wer eine aufgedeckte
                   Karte zurücknimmt, spielt unterstützt; `play --pure` verweigert es)
      history      die bisherigen Züge
      board        das Spielbrett noch einmal zeigen
      help         dieser Text
      give up      das Spiel aufgeben (es zählt in deiner Statistik)
      quit         das Spiel verlassen (ein laufendes Spiel wird gespeichert)
