# Die Meldungen von Grandfather's Clock (Großvateruhr) auf Deutsch, mit den Begriffen der
# deutschen Regeltexte: Zielstapel (foundation), Auslage (tableau). Die Zugschreibweise
# (`t3-f9`) bleibt englisch.

## Das Spielfeld

grandfathers-clock-fact-home = abgelegt { $n } von 40
grandfathers-clock-lost = keine Karte kann ziehen

## Ablehnungen

grandfathers-clock-expected-pile = t1…{ $last } (Auslage) oder f1…f12 (Zielstapel, nach Stunde)
grandfathers-clock-expected-move = VON-NACH wie t3-f9 oder t3-t5

## Die Regeln in Worten

grandfathers-clock-explain-clock = Ein Blatt. Zwölf Grundkarten werden herausgenommen und wie ein Zifferblatt gelegt, ab 12 Uhr im Uhrzeigersinn: { $bases }. Das sind die Zielstapel. Jeder wird aufsteigend in seiner Farbe aufgebaut, eine Karte nach der anderen, nach dem König mit dem Ass weiter, bis seine oberste Karte seine Stunde zeigt (Ass 1, Bube 11, Dame 12). Keine Karte verlässt einen Zielstapel.
grandfathers-clock-explain-deal = Die übrigen { $cards } Karten werden offen auf { $piles ->
        [4] vier
        [5] fünf
        [8] acht
        [10] zehn
       *[other] { $piles }
    } Auslagestapel zu je { $size ->
        [4] vier
        [5] fünf
        [8] acht
        [10] zehn
       *[other] { $size }
    } Karten verteilt. Bewegen darf man nur oberste Karten, eine nach der anderen: auf ihren Zielstapel oder auf einen Stapel, dessen oberste Karte eins höher ist, Farbe egal und nicht im Kreis (auf ein Ass kommt nichts; ein König nur auf einen leeren Stapel). Ein leerer Stapel nimmt jede Karte. Einen Vorrat gibt es nicht.
grandfathers-clock-explain-end = Gewonnen, wenn jeder Zielstapel seine Stunde zeigt; verloren, wenn keine Karte mehr ziehen kann. Ein Spiel kann sich auch im Kreis drehen, wenn Karten zwischen Stapeln hin- und hergeschoben werden: Dann beendet es der Spieler.

## Was jeder Schlüssel der Regeln bedeutet

grandfathers-clock-key-bases = Die Karten der Zielstapel, ab 12 Uhr im Uhrzeigersinn: 12, 1, 2, … 11. Jeder wird in seiner Farbe aufgebaut, nach K mit A weiter, bis seine oberste Karte seine Stunde zeigt (J = 11, Q = 12, A = 1); zusammen müssen sie jede andere Karte des Blatts aufnehmen.
grandfathers-clock-key-tableau_piles = Auslagestapel und die Karten, die jeder bekommt (zusammen müssen sie die 40 übrigen Karten fassen).
grandfathers-clock-key-pile_size = Auslagestapel und die Karten, die jeder bekommt (zusammen müssen sie die 40 übrigen Karten fassen).

## Die Regelsätze

grandfathers-clock-about-grandfathers-clock = Ein Blatt; zwölf Uhrkarten werden in ihrer Farbe aufgebaut, bis jede ihre Stunde zeigt, aus acht Stapeln, auf denen ohne Rücksicht auf die Farbe absteigend angelegt wird.

## Warum `auto` einen Zug spielt

grandfathers-clock-safe-ace = { $card } kommt auf den Zielstapel: Auf ein Ass wird nichts angelegt
grandfathers-clock-safe = { $card } kommt auf den Zielstapel: Jede Karte, die eins niedriger ist, liegt schon dort, also wird nichts auf sie angelegt

## Die Namen der Regelsätze

grandfathers-clock-title-grandfathers-clock = Grandfather's Clock (Großvateruhr)
grandfathers-clock-expect-piles = 4 bis { $max } Stapel, die mit `pile_size` die 40 Karten fassen (8 × 5, 10 × 4, 5 × 8, 4 × 10)
