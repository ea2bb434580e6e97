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
engine-pile-next = nächster

## Rules and deal files that cannot be read

engine-expect-range = eine ganze Zahl von { $min } bis { $max }
engine-expect-hour = eine Stunde von 1 bis 12
engine-rule-value = Schlüssel `{ $key }`: erwartet wird { $expected }
engine-rules-toml = { $error } (eine Regeldatei hat `name`, `base`, `title`, `description`, `aliases` und eine Tabelle [rules])
engine-rules-key-twice = der Schlüssel `{ $key }` steht zweimal da
engine-not-a-card = `{ $token }` ist keine Karte (erwartet wird ein Rang A 2-9 T/10 J Q K, dann eine Farbe C D H S oder ♣ ♦ ♥ ♠, z. B. `TC` oder `10♣`)
engine-rules-not-toml = das ist hier kein gültiges TOML ‹{ $error }›
engine-rules-toml-expected = kein gültiges TOML: erwartet wird { $n ->
        [one] { $tokens }
       *[other] eines von { $tokens }
    }
engine-toml-line-break = ein Zeilenende
engine-rules-unknown-file-key = unbekannter Schlüssel `{ $key }`: eine Regeldatei hat `name`, `base`, `title`, `description`, `aliases` und eine Tabelle [rules]
engine-rules-wrong-type = Schlüssel `{ $key }`: erwartet wird { $expected }, gefunden { $found }
engine-rules-expect-names = eine Liste von Zeichenketten
engine-rules-found-date = ein Datum
engine-rules-no-name = Schlüssel `name` fehlt: eine Regeldatei in einem Regelordner braucht einen Namen, z. B. name = "meine-variante"
engine-rules-unknown-key = unbekannter Schlüssel `{ $key }` in [rules] von { $game }: erwartet wird einer von { $keys }
engine-rules-key = Schlüssel `{ $key }`: { $why }
engine-rules-found = erwartet wird { $expected }, gefunden { $found }
engine-shape-unknown-value = `{ $value }` ist kein Wert dieses Schlüssels: erwartet wird { $n ->
        [one] { $values }
       *[other] einer von { $values }
    }
engine-shape-unknown-key = unbekannter Schlüssel `{ $key }`: erwartet wird einer von { $keys }
engine-shape-missing-key = Schlüssel `{ $key }` fehlt
engine-shape-refused = dieser Schlüssel nimmt { $found } nicht
engine-shape-other = Wert abgelehnt ‹{ $said }›
engine-rules-base = Schlüssel `base`: { $why }
engine-deal-toml = keine gültige TOML-Verteilungsdatei ‹{ $error }›
engine-deal-game-not-text = Schlüssel `game`: erwartet wird der Name des Spiels als Zeichenkette
engine-deal-seed = Schlüssel `seed`: erwartet wird eine Verteilungsnummer von 0 bis 18446744073709551615 (über 9223372036854775807 als Zeichenkette geschrieben, z. B. seed = "18446744073709551615")
engine-deal-no-game = Schlüssel `game` fehlt: erwartet wird der Name des Spiels, z. B. game = "big-ben"
engine-deal-unknown-key = unbekannter Schlüssel `{ $key }`: erwartet werden `game`, `seed`, { $keys }
engine-deal-missing-key = Schlüssel `{ $key }` fehlt: erwartet wird { $shape }
engine-deal-key = `{ $key }`
engine-deal-pile = `{ $key }` Stapel { $pile }
engine-deal-cards = `{ $key }` hat { $n } Karten: erwartet werden { $count }
engine-deal-piles = `{ $key }` hat { $n } Stapel: erwartet werden { $count } Zeichenketten zu { $size } Karten
engine-deal-pile-cards = { $pile } hat { $n } Karten: erwartet werden { $size }
engine-deal-wrong-kind = Schlüssel `{ $key }`: erwartet wird { $shape }, gefunden { $found }
engine-deal-shape-cards = eine Zeichenkette mit { $count } Karten
engine-deal-shape-piles = eine Liste von { $count } Zeichenketten zu { $size } Karten
engine-deal-found-string = eine Zeichenkette
engine-deal-found-single-string = eine einzelne Zeichenkette
engine-deal-found-list = eine Liste
engine-deal-found-number = eine Zahl
engine-deal-found-bool = true oder false
engine-deal-found-table = eine Tabelle
engine-deal-found-mixed-list = eine Liste, die nicht nur Zeichenketten enthält
engine-deal-found-table-or-date = eine Tabelle oder ein Datum
engine-deal-not-in-pack = sie gehört nicht zum Kartenspiel dieses Spiels
engine-deal-pack-has = { $n ->
        [one] das Kartenspiel hat sie einmal
       *[other] das Kartenspiel hat sie { $n }-mal
    }
engine-deal-too-many = die Karte { $card } kommt einmal zu oft vor: { $times }
engine-deal-card-missing = die Karte { $card } fehlt: die Verteilung muss das ganze Kartenspiel enthalten
engine-bad-deal-count = die Verteilung hat { $found } Karten: erwartet werden { $expected }
engine-bad-deal-too-many = die Karte { $card } kommt { $found }-mal vor: { $times }
engine-deal-bad-card = { $where }, Karte { $n }: { $error }
engine-expect-ring-bases = zwölf verschiedene Karten ab 12 Uhr im Uhrzeigersinn, z. B. ["9D", "TS", …] (gefunden { $n } Karten, { $distinct } verschiedene)
engine-expect-ring-apart = Grundkarten, deren Folgen bis zu ihren Stunden keine Karte teilen: { $card } wird zweimal gebraucht
engine-expect-ring-all = Grundkarten, deren Folgen bis zu ihren Stunden alle 40 anderen Karten nehmen (sie nehmen { $taken })
engine-expect-name = erwartet wird ein Name aus Kleinbuchstaben a bis z, Ziffern und `-`, der mit einem Buchstaben beginnt, höchstens { $most } Zeichen (z. B. `meine-variante`), gefunden `{ $found }`
engine-rules-name = Schlüssel `name`: { $why }
engine-rules-name-twice = Schlüssel `name`: `{ $name }` ist auch der Name in { $first }, die verwendet wird
engine-rules-base-circle = Schlüssel `base`: diese Varianten bauen im Kreis aufeinander auf: { $files }
engine-rules-no-base = Schlüssel `base` fehlt: `{ $name }` ist eine Variante, also muss ihre Datei ihre Grundlage nennen
engine-name-taken = der Name `{ $name }` gehört schon `{ $owner }`
engine-card-at = { $card } auf { $hour }
