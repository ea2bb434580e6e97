# Was die Engine einem Spieler sagt, für jedes Spiel. Die Zugschreibweise bleibt englisch.

engine-not-a-move = `{ $text }` ist kein Zug: erwartet { $expected }
engine-usage = erwartet { $expected }
engine-not-a = `{ $text }` ist { $kind }: erwartet { $expected }
engine-kind-pile = kein Stapel
engine-kind-waste-pile = kein Abwurfstapel
engine-kind-foundation = kein Zielstapel
engine-kind-turned-card = keine aufgedeckte Karte
engine-game-over = das Spiel ist vorbei: mit undo geht es von einer früheren Stellung aus weiter
engine-keys-header = Was jeder Schlüssel bedeutet ({ $file }):
engine-changed-from = { $line } (geändert, sonst { $default })
engine-default-prose = Dieses Spiel erzählt seine Regeln nur durch ihre Werte: Jeder Schlüssel unten ist eine Regel, mit dem, was er festlegt.
engine-only-legal-move = der einzige erlaubte Zug
engine-nothing-to-undo = nichts rückgängig zu machen
engine-undo-pure = undo würde eine aufgedeckte Karte zurücknehmen; dieses Spiel wird pur gespielt
engine-never-hurts = er kann nie schaden
engine-basis-only = der einzige Zug, der etwas ändert
engine-basis-safe = ein sicherer Zug: er kann nie schaden
engine-basis-solved = jede Karte ist bekannt, und er beginnt einen gewinnenden Weg
engine-basis-no-win = jede Karte ist bekannt und kein Weg gewinnt: die Wahl des einfachen Spielers
engine-basis-sampled = gewinnt in { $wins } von { $samples } { $playouts ->
        [true] ausgespielten zufälligen
       *[false] zufälligen
    } Verteilungen der ungesehenen Karten{ $unknown ->
        [0] {""}
       *[other] {" "}({ $unknown } unentschieden)
    }, der beste von { $candidates } verglichenen Zügen
engine-basis-checked = der Zug, den die Stichproben vorzogen, verliert in { $lost } von { $deals } zufälligen Verteilungen der ungesehenen Karten; dieser gewinnt in { $wins }
engine-unknown-name-suggest = kein Spiel und keine Variante heißt `{ $name }`: Meintest du `{ $suggestion }`?
engine-unknown-name = kein Spiel und keine Variante heißt `{ $name }` (siehe `patience list`)
engine-needs-argument = Zeile { $line }: `{ $token }` braucht danach ein Argument

# Ein Schritt eines Spiels aus Stapelarten abgelehnt (`engine::piles`), und seine Anlegeregeln.
engine-pile-no-such-pile = diesen Stapel gibt es nicht
engine-pile-empty = { $pile } ist leer
engine-pile-from-foundation = keine Karte verlässt einen Zielstapel
engine-pile-stays = von { $pile } geht so keine Karte weg
engine-pile-complete = { $pile } ist fertig
engine-pile-not-next = { $pile } nimmt als Nächstes { $wants }, nicht { $card }
engine-pile-starts = { $pile } ist leer und nimmt nur eine Karte vom Rang { $rank }
engine-pile-onto-itself = eine Karte kann nicht auf ihren eigenen Stapel ziehen
engine-pile-no-build = { $card } passt nicht auf { $on }: { $rule }
engine-build-down-any-suit = In der Auslage wird absteigend angelegt, eins niedriger, Farbe egal, nicht im Kreis
engine-build-up-in-suit-wrapping = ein Zielstapel wird aufsteigend in der Farbe gebaut, ein Ass auf einen König
engine-build-up-in-suit = ein Zielstapel wird aufsteigend in der Farbe gebaut, vom Ass an
engine-build-nothing = auf diesen Stapel wird nichts gelegt
engine-pile-to = bis { $card }
engine-pile-stock-not-empty = der Vorrat ist noch nicht leer
engine-pile-no-redeal-left = kein neuer Durchgang ist mehr übrig
engine-pile-waste = Abwurf
