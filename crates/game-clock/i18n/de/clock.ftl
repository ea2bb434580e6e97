# Die Meldungen der Uhr auf Deutsch: Spielfeld, Ablehnungen, die Regeln in Worten, mit den
# Worten des deutschen Regeltexts (Mittelstapel, verdeckt, aufdecken, darunterschieben).
# Die Zugschreibweise (`turn`, `swap p5`) bleibt englisch.

## Das Spielfeld

clock-fact-face-down = verdeckt { $n }
clock-fact-kings = Könige { $n }
clock-fact-fourth-king = { $card } ist der vierte König: tauschen (swap pN) oder mit turn beenden
clock-fact-swaps = Tausche übrig: { $n }
clock-lost = der vierte König kam, während noch Karten verdeckt lagen

## Ablehnungen

clock-expected-pile = p1 … p12, oder p13 für den Mittelstapel
clock-expected-move = `turn`, oder `swap pN`, wenn in Watch der vierte König kommt
clock-ended = der vierte König ist gekommen: Das Spiel ist vorbei
clock-swap-not-now = getauscht wird nur, wenn der vierte König kommt (Watch)
clock-no-such-pile = es gibt nur die Stapel p1 bis p13
clock-nothing-to-swap = Stapel { $pile } hat keine verdeckte Karte, gegen die der König getauscht werden kann
clock-swap-needs-pile = `swap` braucht einen Stapel, z. B. `swap p5`

## Die Regeln in Worten

clock-explain-deal = Ein Blatt, verdeckt auf dreizehn Stapel zu je vier Karten verteilt: Die Stapel auf 1 bis 12 Uhr gehören zu den Assen, den 2ern … 10ern, den Buben und den Damen; der dreizehnte, in der Mitte, zu den Königen. `turn` deckt die oberste verdeckte Karte des aktuellen Stapels auf (zuerst des Mittelstapels) und schiebt sie offen unter den Stapel ihres Werts, der damit der aktuelle Stapel wird; ein König kommt unter den Mittelstapel.
clock-explain-end = Das Spiel endet, sobald der vierte König unter den Mittelstapel kommt: Gewonnen ist es, wenn in diesem Moment alle Karten offen sind. Es gibt nichts zu entscheiden: Die Verteilung entscheidet.
clock-explain-swaps = Kommt der vierte König, während noch verdeckte Karten liegen, darf er gegen eine verdeckte Karte getauscht werden, { $n ->
        [1] einmal
        [2] zweimal
        [3] dreimal
       *[4] viermal
    } im Spiel: `swap pN` tauscht ihn gegen die unterste verdeckte Karte von Stapel N (die zuletzt aufgedeckt würde), und mit dieser Karte wird weitergespielt; `turn` verzichtet, und der König beendet das Spiel. Das Spiel endet, wenn der vierte König ohne Tausch untergeschoben wird: Gewonnen ist es, wenn dann alle Karten offen sind.

## Was jeder Schlüssel der Regeln bedeutet

clock-key-swaps = Wie oft der vierte König gegen eine verdeckte Karte getauscht werden darf (die Variante Watch: 1).

## Die Regelsätze

clock-about-clock = Ein Blatt in dreizehn Stapeln wie ein Zifferblatt; aufdecken und unterschieben bis zum vierten König. Reines Glück.
clock-about-watch = Die Uhr mit einer Chance: den vierten König gegen eine verdeckte Karte nach Wahl tauschen.

## Die Namen der Regelsätze

clock-title-clock = Uhr
clock-title-watch = Watch (Armbanduhr)
