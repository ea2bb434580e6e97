# Die Meldungen von Sir Tommy auf Deutsch: Spielfeld, Ablehnungen, die Regeln in Worten.
# Begriffe wie im deutschen Regeltext: Zielstapel (foundation), Abwurfstapel (waste),
# Vorrat (stock), aufdecken (turn), Wert (rank), Farbe (suit), Durchgang (pass, redeal).
# Die Zugschreibweise (`s-w1`, `w2-f1`, `turn`, `redeal`) bleibt englisch.

## Das Spielfeld

sir-tommy-turned = aufgedeckt
sir-tommy-ace = Ass
sir-tommy-next = nächste { $card }
sir-tommy-stock = Vorrat
sir-tommy-fact-stock = Vorrat { $n }
sir-tommy-fact-redeals = neue Durchgänge { $n }
sir-tommy-lost = der Vorrat ist leer und keine oberste Karte eines Abwurfstapels passt auf einen Zielstapel
sir-tommy-lost-no-redeal = der Vorrat ist leer, kein neuer Durchgang bleibt und keine oberste Karte eines Abwurfstapels passt auf einen Zielstapel

## Ablehnungen

sir-tommy-expected-waste = w1 bis { $last }
sir-tommy-expected-foundation = f1 bis f4
sir-tommy-expected-move = `turn`, `redeal` oder ein Zug VON-NACH wie `s-w1`, `s-f`, `w2-f1`
sir-tommy-expected-turned = s (die nächste) oder s1 bis { $last }
sir-tommy-no-such-foundation = es gibt nur die Zielstapel f1 bis f4
sir-tommy-all-started = alle vier Zielstapel sind begonnen
sir-tommy-ace-starts-next = ein Ass beginnt einen neuen Zielstapel: Der nächste ist { $pile }
sir-tommy-not-started = { $pile } ist nicht begonnen: Nur ein Ass beginnt einen Zielstapel
sir-tommy-complete = { $pile } ist fertig: Er endet mit dem König
sir-tommy-not-next-rank = { $card } passt nicht auf { $top }: Ein Zielstapel nimmt den nächsthöheren Wert
sir-tommy-wrong-suit = { $card } passt nicht auf { $top }: Die Zielstapel werden nach Farbe aufgebaut
sir-tommy-fits-no-foundation = { $card } passt auf keinen Zielstapel
sir-tommy-cards-waiting = aufgedeckte Karten warten darauf, untergebracht zu werden: Bring alle unter, bevor du die nächsten aufdeckst
sir-tommy-card-waiting = eine Karte wartet darauf, untergebracht zu werden: Bring sie unter, bevor du die nächste aufdeckst
sir-tommy-stock-empty-redeal-left = der Vorrat ist leer: `redeal` nimmt die Abwurfstapel als neuen Vorrat auf
sir-tommy-stock-empty = der Vorrat ist leer
sir-tommy-no-redeals = diese Regeln erlauben keinen neuen Durchgang: Es gibt nur einen Durchgang durch den Vorrat
sir-tommy-redeals-used = kein neuer Durchgang bleibt: Die Regeln erlauben { $allowed }
sir-tommy-stock-not-empty = der Vorrat ist noch nicht leer: Ein neuer Durchgang kommt nach seiner letzten Karte
sir-tommy-waiting-before-redeal = eine aufgedeckte Karte wartet darauf, untergebracht zu werden: Bring sie vor dem neuen Durchgang unter
sir-tommy-nothing-to-redeal = die Abwurfstapel sind leer: Es gibt nichts für einen neuen Durchgang
sir-tommy-ace-on-waste = ein Ass beginnt einen neuen Zielstapel: Es kommt nicht auf einen Abwurfstapel
sir-tommy-waste-empty = { $pile } ist leer
sir-tommy-nothing-waiting = keine Karte wartet: `turn` deckt die nächste auf
sir-tommy-no-such-waste = es gibt nur die Abwurfstapel w1 bis { $last }
sir-tommy-waste-waits = beim Aufdecken von { $n } Karten auf einmal werden { $n ->
        [2] beide
       *[other] alle { $n }
    } aufgedeckten Karten untergebracht, bevor eine Karte vom Abwurfstapel auf einen Zielstapel kommt
sir-tommy-only-waiting = { $n ->
        [1] nur eine aufgedeckte Karte wartet
       *[other] nur { $n } aufgedeckte Karten warten
    }: s1 bis s{ $n }
sir-tommy-place-in-order = bring die Karten in der Reihenfolge unter, in der sie aufgedeckt wurden: { $card } zuerst (Regel `place_in_order`)
sir-tommy-no-turned-card = keine aufgedeckte Karte { $pile } wartet
sir-tommy-from-foundation = keine Karte verlässt einen Zielstapel
sir-tommy-waste-to-waste = Karten wandern nie von einem Abwurfstapel auf einen anderen
sir-tommy-not-a-target = `{ $text }`: Karten kommen nur auf einen Abwurfstapel `wN` oder einen Zielstapel `fN` (oder `f`)

## Die Regeln in Worten

sir-tommy-explain-aces-up = Ein Blatt. Die vier Asse werden vor dem Mischen herausgesucht und beginnen die vier Zielstapel, in der Farbfolge Kreuz, Karo, Herz, Pik. Jeder Zielstapel wird Wert für Wert bis zum König aufgebaut, { $build ->
        [suit] in der Farbe seines Asses
       *[rank] Farbe egal
    }. Keine Karte verlässt einen Zielstapel.
sir-tommy-explain-foundations = Ein Blatt. Bis zu vier Zielstapel, jeder beginnt mit einem Ass und wächst Wert für Wert bis zum König, { $build ->
        [suit] in der Farbe seines Asses
       *[rank] Farbe egal
    }. Keine Karte verlässt einen Zielstapel.
sir-tommy-explain-place = ein Ass beginnt den nächsten Zielstapel; jede andere Karte darf auf einen Zielstapel, dessen oberste Karte einen Wert niedriger ist{ $build ->
        [suit] {" "}und dieselbe Farbe hat
       *[rank] {""}
    }, oder auf einen der { $wastes ->
        [1] einen
        [2] zwei
        [3] drei
        [4] vier
        [5] fünf
        [6] sechs
        [7] sieben
       *[8] acht
    } Abwurfstapel
sir-tommy-explain-turn-one = `turn` deckt die oberste Karte des Vorrats auf. Du musst sie unterbringen, bevor du die nächste aufdeckst: { $place }. Die oberste Karte eines Abwurfstapels darf jederzeit auf einen Zielstapel, wenn sie passt, auch während eine aufgedeckte Karte wartet.
sir-tommy-explain-turn-many = `turn` deckt die nächsten { $n ->
        [2] zwei
        [3] drei
        [4] vier
        [5] fünf
        [6] sechs
        [7] sieben
       *[8] acht
    } Karten des Vorrats auf (oder was übrig ist). Sie werden einzeln untergebracht, { $in_order ->
        [true] in der Reihenfolge, in der sie aufgedeckt wurden (`s` ist die nächste)
       *[false] in beliebiger Reihenfolge (`s` ist die zuerst aufgedeckte, `s2` die nächste, …)
    }, und alle vor dem nächsten Aufdecken: { $place }. Solange eine aufgedeckte Karte wartet, kommt keine Karte von einem Abwurfstapel auf einen Zielstapel.
sir-tommy-explain-fanned = Die Abwurfstapel liegen nach unten aufgefächert, sodass du alle Karten siehst, aber spielbar ist nur die oberste Karte jedes Stapels, und nur auf einen Zielstapel: Karten wandern nie von einem Abwurfstapel auf einen anderen.
sir-tommy-explain-squared = Die Abwurfstapel sind zusammengeschoben: Nur die oberste Karte ist zu sehen (merk dir, was darunter liegt). Nur die oberste Karte ist spielbar, und nur auf einen Zielstapel: Karten wandern nie von einem Abwurfstapel auf einen anderen.
sir-tommy-explain-one-pass = Du gehst nur einmal durch den Vorrat: Es gibt keinen neuen Durchgang.
sir-tommy-explain-redeals = Ist der Vorrat leer, nimmt `redeal` die Abwurfstapel auf (w1 von unten nach oben, dann w2, …) und macht daraus einen neuen Vorrat, { $gather ->
        [in-order] ungemischt umgedreht
       *[shuffle] gemischt nach der Nummer des Spiels
    }; { $n ->
        [1] ein neuer Durchgang ist
        [2] zwei neue Durchgänge sind
       *[3] drei neue Durchgänge sind
    } erlaubt.
sir-tommy-explain-end = Gewonnen, wenn alle 52 Karten auf den Zielstapeln liegen. Verloren, wenn der Vorrat leer ist, keine aufgedeckte Karte wartet{ $redeals ->
        [some] , kein neuer Durchgang bleibt
       *[none] {""}
    } und keine oberste Karte eines Abwurfstapels mehr auf einen Zielstapel passt.

## Was jeder Schlüssel der Regeln bedeutet

sir-tommy-key-waste_piles = Abwurfstapel, 1 bis 8.
sir-tommy-key-turn_count = Karten, die auf einmal aufgedeckt werden, 1 bis 8 (vier auf einmal: 4). Bei mehr als einer werden alle untergebracht, bevor eine Karte vom Abwurfstapel auf einen Zielstapel darf (in der Reihenfolge des Aufdeckens: siehe `place_in_order`).
sir-tommy-key-aces_up = Die vier Asse vor dem Mischen heraussuchen; sie beginnen die Zielstapel in der Farbfolge C D H S.
sir-tommy-key-build = Wie die Zielstapel aufgebaut werden: "rank" (einen Wert höher, Farbe egal) oder "suit" (einen Wert höher in derselben Farbe).
sir-tommy-key-redeals = Wie oft die Abwurfstapel zu einem neuen Vorrat aufgenommen werden dürfen, wenn der Vorrat leer ist, 0 bis 3.
sir-tommy-key-redeal_gather = Wie ein neuer Durchgang die Abwurfstapel aufnimmt (w1 von unten nach oben, dann w2 ...): "shuffle" (gemischt nach der Nummer des Spiels) oder "in-order" (umgedreht, die unterste Karte von w1 kommt zuerst).
sir-tommy-key-show_buried = Die Karten unter jeder obersten Karte der Abwurfstapel zeigen; false ist die alte strenge Regel (nur die obersten sind zu sehen).
sir-tommy-key-place_in_order = Ob aufgedeckte Karten in der Reihenfolge des Aufdeckens untergebracht werden (`s` nennt die nächste). Der Text sagt zu „vier auf einmal“ nur, dass alle untergebracht werden, bevor eine Karte vom Abwurfstapel auf einen Zielstapel kommt; die Reihenfolge ist unsere Lesart. false: jede von ihnen zuerst (`s2-w1`).

## Die Regelsätze

sir-tommy-about-sir-tommy = Deck das Blatt Karte für Karte auf und leg sie auf vier Zielstapel vom Ass bis zum König, Farbe egal, oder auf vier Abwurfstapel.
sir-tommy-about-sir-tommy-aces-up = Sir Tommy mit den vier Assen, die vor dem Mischen als die vier Zielstapel herausgesucht werden.
sir-tommy-about-sir-tommy-by-suit = Sir Tommy mit Zielstapeln nach Farbe, und zweimal werden die Abwurfstapel gemischt und noch einmal durchgespielt.
sir-tommy-about-sir-tommy-four-at-a-time = Sir Tommy mit vier Karten auf einmal, alle untergebracht, bevor eine Karte vom Abwurfstapel auf einen Zielstapel kommt.
sir-tommy-about-sir-tommy-strict = Sir Tommy mit zusammengeschobenen Abwurfstapeln: Nur die oberste Karte ist zu sehen, merk dir den Rest.

## Warum `auto` einen Zug spielt

sir-tommy-safe-ace = { $card } beginnt einen Zielstapel: Ein Ass kann nirgends sonst hin
sir-tommy-safe-suit = { $card } kommt auf den Zielstapel: Nur der Zielstapel seiner Farbe nimmt ihn
sir-tommy-safe-rank = { $card } kommt auf den Zielstapel: So viele Zielstapel warten auf seinen Wert, wie Karten davon noch im Spiel sind

## Die Namen der Regelsätze

sir-tommy-title-sir-tommy = Sir Tommy
sir-tommy-title-sir-tommy-aces-up = Sir Tommy, Asse vorab
sir-tommy-title-sir-tommy-by-suit = Sir Tommy, nach Farbe
sir-tommy-title-sir-tommy-four-at-a-time = Sir Tommy, vier auf einmal
sir-tommy-title-sir-tommy-strict = Sir Tommy, alte strenge Regel
