# Die Meldungen von Big Ben auf Deutsch: Spielfeld, Ablehnungen, die Regeln in Worten.
# Begriffe wie im deutschen Regeltext: Zielstapel (foundation), Auslage und Auslagestapel
# (tableau), Vorrat (stock), Abwurfstapel (waste), Lücke (gap), auffüllen (fill),
# aufdecken (draw). Die Zugschreibweise (`t3-f9`, `fill`, `draw`, `redeal`) bleibt englisch.

## Das Spielfeld

big-ben-waste = Abwurf
big-ben-ends = Ende { $card }
big-ben-gaps = { $n ->
        [one] 1 Lücke
       *[other] { $n } Lücken
    }
big-ben-stock = Vorrat
big-ben-fact-stock = Vorrat { $n }
big-ben-fact-waste = Abwurf { $n }
big-ben-fact-redeals = neue Durchgänge { $n }
big-ben-lost = der Vorrat ist leer und keine Karte kann ziehen
big-ben-lost-shuttling = der Vorrat ist leer und keine Karte kann auf einen Zielstapel: Es bleibt nur das Hin- und Herschieben zwischen Stapeln

## Ablehnungen

big-ben-expected-pile = t1…t12 (Auslage), f1…f12 (Zielstapel) oder w (Abwurfstapel)
big-ben-expected-move = VON-NACH (z. B. t3-f9, w-t4), `fill`, `draw` oder `redeal`
big-ben-from-stock = vom Vorrat wird nicht direkt gespielt: `draw` deckt auf (oder `fill` füllt die Lücken)
big-ben-from-foundation = Karten verlassen nie einen Zielstapel (von { $pile } wird nicht gespielt)
big-ben-onto-waste = auf den Abwurfstapel wird nichts gelegt: Er nimmt nur aufgedeckte Karten (`draw`)
big-ben-onto-itself = { $pile } kann nicht auf sich selbst ziehen
big-ben-waste-empty = der Abwurfstapel ist leer
big-ben-pile-empty = { $pile } ist leer
big-ben-foundation-complete = { $pile } ist fertig: Er endet auf { $top }
big-ben-not-on-foundation = { $card } passt nicht auf { $pile }: Er zeigt { $top } und nimmt als Nächstes { $wants }
big-ben-short-pile = { $pile } hat { $gaps ->
        [one] eine Lücke
       *[other] { $gaps } Lücken
    } ({ $cards } von { $size } Karten): Er nimmt nichts, bis er aufgefüllt ist
big-ben-onto-empty = { $pile } ist leer: Nur das Auffüllen legt dort Karten hin
big-ben-no-king-on-ace = { $card } passt nicht auf { $on }: Nach diesen Regeln kommt kein König auf ein Ass (tableau_wrap = false)
big-ben-no-build = { $card } passt nicht auf { $on }: Angelegt wird in derselben Farbe, eins niedriger ({ $wants })
big-ben-no-build-at-all = { $card } passt nicht auf { $on }: Angelegt wird in derselben Farbe, eins niedriger (nichts)
big-ben-nothing-to-fill-with = der Vorrat ist leer: Es bleibt nichts zum Auffüllen
big-ben-no-gap = kein Stapel hat eine Lücke: Es gibt nichts aufzufüllen
big-ben-stock-empty = der Vorrat ist leer
big-ben-stock-empty-redeal-left = der Vorrat ist leer: `redeal` dreht den Abwurfstapel um
big-ben-gaps-open = Stapel mit Lücken ({ $piles }) müssen zuerst aufgefüllt werden (`fill`): Solange eine Lücke offen ist, wird keine Karte aufgedeckt
big-ben-no-redeals = diese Regeln erlauben keinen neuen Durchgang
big-ben-redeals-used = kein neuer Durchgang ist übrig (die Regeln erlauben { $allowed })
big-ben-stock-not-empty = der Vorrat hat noch { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }: Erst wenn er leer ist, kommt ein neuer Durchgang

## Die Regeln in Worten

big-ben-explain-clock = Zwei Blätter. Je eine der zwölf Uhrkarten wird herausgenommen und offen wie ein Zifferblatt gelegt, im Uhrzeigersinn ab { $first } Uhr: { $clock }. Das sind die Zielstapel. Jeder wird aufsteigend in seiner Farbe aufgebaut, eine Karte nach der anderen, nach dem König mit Ass und Zwei weiter, bis seine oberste Karte zu seiner Stunde passt (Ass 1, Bube 11, Dame 12); dann ist er fertig, und nichts darf mehr darauf. Keine Karte verlässt einen Zielstapel.
big-ben-explain-deal = Die übrigen 92 Karten werden gemischt. Zwölf Stapel zu je { $size ->
        [1] einer Karte
        [2] zwei Karten
        [3] drei Karten
        [4] vier Karten
        [5] fünf Karten
        [6] sechs Karten
        [7] sieben Karten
       *[other] { $size } Karten
    } werden offen ausgelegt, je einer außen vor jeder Stunde: die Auslage; die übrigen { $stock } Karten sind der verdeckte Vorrat. Bewegen darf man nur die oberste Karte eines Stapels, immer nur eine: auf ihren Zielstapel oder auf einen anderen Auslagestapel, dessen oberste Karte eins höher und von derselben Farbe ist{ $wrap ->
        [true] {" "}(ein König auf ein Ass)
       *[false] {" "}(auf ein Ass kommt nichts)
    }. Auf einen leeren Stapel wird nicht angelegt: Nur das Auffüllen legt dort Karten hin.
big-ben-explain-short-piles-build = Ein Stapel mit weniger als { $size ->
        [2] zwei Karten
        [3] drei Karten
        [4] vier Karten
        [5] fünf Karten
        [6] sechs Karten
        [7] sieben Karten
       *[other] { $size } Karten
    } hat Lücken, aber man darf trotzdem auf ihm anlegen.
big-ben-explain-short-piles = Ein Stapel mit weniger als { $size ->
        [2] zwei Karten
        [3] drei Karten
        [4] vier Karten
        [5] fünf Karten
        [6] sechs Karten
        [7] sieben Karten
       *[other] { $size } Karten
    } hat Lücken und nimmt nichts, bis er aufgefüllt ist: Auf ihm anzulegen hieße, eine Lücke zu füllen. Ein Stapel mit mehr als { $size ->
        [2] zwei
        [3] drei
        [4] vier
        [5] fünf
        [6] sechs
        [7] sieben
       *[other] { $size }
    } Karten nimmt wie gewohnt Karten an.
big-ben-explain-fill = `fill` füllt die Lücken aus dem Vorrat auf: Beim Stapel an { $start } Uhr beginnend und { $direction ->
        [clockwise] im Uhrzeigersinn
       *[counterclockwise] gegen den Uhrzeigersinn
    } ({ $round }) bekommt jeder Stapel, der noch zu kurz ist, eine Karte, Runde um Runde, bis kein Stapel mehr zu kurz oder der Vorrat leer ist. `draw` deckt die oberste Karte des Vorrats auf den Abwurfstapel auf, aber nur, solange kein Stapel eine Lücke hat. Die oberste Karte des Abwurfstapels darf auf einen Zielstapel oder auf einen Auslagestapel; mit Karten vom Abwurfstapel werden nie Lücken gefüllt.
big-ben-explain-one-pass = Ein einziger Durchgang durch den Vorrat: Es gibt keinen zweiten Durchgang.
big-ben-explain-redeals = Ist der Vorrat leer, darf der Abwurfstapel { $n ->
        [1] einmal
        [2] zweimal
        [3] dreimal
       *[other] { $n }-mal
    } zum neuen Vorrat umgedreht werden (`redeal`): Die erste aufgedeckte Karte kommt wieder zuerst.
big-ben-explain-end = Gewonnen, wenn jeder Zielstapel seine Stunde zeigt. Verloren, wenn der Vorrat leer ist, kein neuer Durchgang bleibt und keine Karte mehr, auch über Umlegen nicht, auf einen Zielstapel kommen kann.

## Was jeder Schlüssel der Regeln bedeutet

big-ben-key-clock_cards = Die Karten der Zielstapel, im Uhrzeigersinn ab `first_hour` gelegt (je eine wird dem Blatt entnommen).
big-ben-key-first_hour = Die Stunde der ersten Uhrkarte (2C auf 9 Uhr, …, KD auf 8 Uhr).
big-ben-key-pile_size = Karten je Auslagestapel; ein Stapel mit weniger hat Lücken (1 bis 7).
big-ben-key-tableau_wrap = Ob in der Auslage im Kreis angelegt wird: ein König auf ein Ass seiner Farbe.
big-ben-key-build_on_short_piles = Ob auf einem Stapel mit Lücken angelegt werden darf (der spanische Text sagt nein: Das hieße, eine Lücke zu füllen).
big-ben-key-fill_start_hour = Die Stunde, an deren Stapel das Auffüllen beginnt.
big-ben-key-fill_direction = Die Richtung des Auffüllens: "clockwise" (im Uhrzeigersinn) oder "counterclockwise" (dagegen).
big-ben-key-redeals = Wie oft der Abwurfstapel zum neuen Vorrat umgedreht werden darf, wenn der Vorrat leer ist (0 bis 3).

## Die Regelsätze

big-ben-about-big-ben = Zwei Blätter; zwölf Uhrkarten werden in ihrer Farbe aufgebaut, bis jede ihre Stunde zeigt, und die Lücken von zwölf Auslagestapeln werden aus dem Vorrat aufgefüllt.
big-ben-about-big-ben-second-pass = Big Ben, aber ist der Vorrat leer, wird der Abwurfstapel einmal zum neuen Vorrat umgedreht.
big-ben-about-big-ben-short-piles = Big Ben, wie der deutsche Text es liest: Auf einem Stapel mit Lücken darf trotzdem angelegt werden.

## Warum `auto` einen Zug spielt

big-ben-safe = { $card } kann nur auf { $pile }, keine { $below } ist mehr übrig, die darauf angelegt würde, und sonst ändert der Zug nichts
big-ben-safe-ace = { $card } kann nur auf { $pile }, ohne Kreis kommt nichts auf ein Ass, und sonst ändert der Zug nichts
big-ben-safe-win = jede Karte liegt offen, und mit { $card } auf { $pile } folgt noch ein Gewinn

## Die Namen der Regelsätze

big-ben-title-big-ben = Big Ben
big-ben-title-big-ben-second-pass = Big Ben, zweiter Durchgang
big-ben-title-big-ben-short-piles = Big Ben, kurze Stapel
big-ben-expect-clock-cards = zwölf verschiedene Karten, z. B. ["2C", "3H", …] (gefunden { $n } Karten, { $distinct } verschiedene)
big-ben-expect-pile-size = eine ganze Zahl von 1 bis { $max } (zwölf Stapel müssen in 92 Karten passen)
