# Die Meldungen von `patience play`, im Zeilenmodus und auf dem Spielfeld, auf Deutsch.
# Die Zugschreibweise (`t3-f5`, `draw`, `turn`, `fill`) und die Befehle bleiben englisch.
# Begriffe wie in den deutschen Regeltexten: Zielstapel (foundation), Auslage (tableau),
# Vorrat (stock), Abwurfstapel (waste), Lücke (gap).

## Zeilenmodus

line-help =
    Befehle (sie werden englisch getippt):
      ZUG          ein Zug in der Schreibweise des Spiels (mehrere in einer Zeile)
      moves        die erlaubten Züge
      hint         der Zug des Experten (er sieht, was du siehst), mit Begründung
      hint --oracle
                   der Zug des Lösers: er sieht die verdeckten Karten, daher gilt
                   das Spiel danach als unterstützt (`play --pure` verweigert ihn);
                   er denkt höchstens 2 s ($PATIENCE_ORACLE_SECONDS ändert das)
      auto         erzwungene und sichere Züge spielen
      undo, redo   einen Zug zurücknehmen oder wiederholen (wer eine schon
                   aufgedeckte Karte zurücknimmt, spielt unterstützt;
                   `play --pure` verbietet das)
      history      die bisherigen Züge
      board        das Spielfeld noch einmal zeigen
      help         dieser Text
      give up      das Spiel aufgeben (es zählt in deiner Statistik)
      quit         das Spiel verlassen (ein laufendes Spiel wird gespeichert)
line-intro = Züge eingeben (z. B. { $example }), `help` für die Befehle, `quit` zum Verlassen.
line-rules-follow = Hier enden die Befehle. Die Regeln von { $title }:
line-won = *** Gewonnen mit { $n ->
        [one] 1 Zug
       *[other] { $n } Zügen
    }! ***
line-lost = *** Verloren: { $why }. (mit undo einen anderen Weg versuchen) ***
line-assisted = (unterstützt: ein undo hat eine aufgedeckte Karte zurückgenommen, oder das Orakel hat die verdeckten Karten angesehen)
line-given-up = aufgegeben: es zählt in deiner Bilanz
line-nothing-to-give-up = nichts aufzugeben: kein Spiel läuft
line-no-legal-move = kein erlaubter Zug
line-auto-played = auto spielte { $n ->
        [one] 1 Zug
       *[other] { $n } Züge
    }:
line-refused = `{ $notation }` abgelehnt: { $reason }
line-refused-after = { $n ->
        [one] 1 Zug
       *[other] { $n } Züge
    } vor `{ $notation }` gespielt; dieser Zug wird abgelehnt: { $reason }
line-refused-plain = abgelehnt: { $reason }
line-cannot-read = die Eingabe ist nicht lesbar: { $error }
line-output-closed = die Ausgabe ist geschlossen
line-note = Hinweis: { $text }
line-error = Fehler: { $text }

## Das Spiel: Titel, Spielnummern, Züge

moves-count = { $n ->
        [one] 1 Zug
       *[other] { $n } Züge
    }
deal-number = Spiel Nr. { $seed }
# Ein Spiel aus einer Spieldatei, wo sonst die Spielnummer steht.
deal-from-file = ein Spiel aus einer Datei
deal-from-the-file = das Spiel aus einer Datei
deal-from-file-listed = (Spiel aus einer Datei)
title-deal = { $title } ({ $variant }), Spiel Nr. { $seed }
title-deal-winnable = { $title } ({ $variant }), Spiel Nr. { $seed }: der Löser hat bewiesen, dass es aufgeht
title-deal-file = { $title } ({ $variant }), Spiel aus { $file }
title-no-deal = { $title } ({ $variant })
title-resumed = { $title } ({ $variant }), { $deal }, fortgesetzt nach { $n ->
        [one] 1 Zug
       *[other] { $n } Zügen
    }
seed-not-this-deal = { $file }: `seed = { $seed }` teilt nicht diese Karten aus; das Spiel wird nach seinen Karten geführt
save-waits = zu diesem Spiel wartet ein Spielstand ({ $moves }): `{ $command }` setzt ihn fort; dieses neue Spiel wird daneben gespeichert
winnable-proved = der Löser hat bewiesen, dass dieses Spiel aufgeht
winnable-looking = suche ein Spiel, das aufgeht: { $n ->
        [one] 1 Spiel
       *[other] { $n } Spiele
    } versucht…
# Das Zeichen eines fertigen Zielstapels auf dem Textbrett.
board-complete = fertig

## Tipps, auto und das Orakel

hint = Tipp: { $notation } ({ $why })
hint-thinking = Tipp: denkt nach…
no-hint = kein Tipp: nichts Nützliches ist mehr zu spielen
nothing-to-redo = nichts zu wiederholen
auto-nothing = auto hat nichts gespielt: kein Zug ist erzwungen oder sicher unschädlich (`hint` schlägt trotzdem einen vor)
auto-played = auto spielte { $n ->
        [one] 1 Zug
       *[other] { $n } Züge
    }: { $moves }
oracle-refused-pure = kein Orakel: dieses Spiel wird rein gespielt (`--pure`), und das Orakel sieht in den Vorrat und die verdeckten Karten
oracle-assisted-now = dieses Spiel ist jetzt unterstützt: das Orakel hat die verdeckten Karten angesehen, und `patience history` zählt einen Gewinn davon gesondert
oracle-thinking = Orakel: denkt nach… (Esc bricht ab)
oracle-cancelled = Orakel: abgebrochen; das Spiel bleibt, wie es war
oracle-wins = Orakel: { $notation } (es hat den Vorrat und die verdeckten Karten angesehen: das gewinnt)
oracle-won = Orakel: das Spiel ist gewonnen
oracle-lost = Orakel: es hat die verdeckten Karten angesehen und jeden Weg durchsucht: keiner gewinnt von hier
oracle-unknown = Orakel: in { $seconds } s nicht entschieden (es hat die verdeckten Karten angesehen; ${ $var } gibt ihm mehr Zeit)
oracle-stale = Orakel: die Antwort kam für eine Stellung, die du inzwischen verlassen hast; o fragt erneut
undo-assisted-now = dieses Spiel ist jetzt unterstützt: das undo hat eine aufgedeckte Karte zurückgenommen, und `patience history` zählt einen Gewinn davon gesondert (`play --pure` verweigert ein solches undo)

## Spielstände und die Bilanz

saved = gespeichert in { $path }; `{ $command }` setzt das Spiel fort
saved-aside = (die unlesbare Datei dort bleibt als { $path } erhalten)
save-kept-after = der Spielstand nach Zug { $n } bleibt, wie er war: `{ $command }` setzt dort fort
cannot-remove-earlier = (die frühere Datei { $path } lässt sich nicht entfernen: { $error })
save-unreadable-aside = eine unlesbare Datei lag dem Spielstand im Weg: sie bleibt als { $path } erhalten
saved-again = das Spiel wird wieder gespeichert
cannot-save = das Spiel kann nicht gespeichert werden: { $error }
not-saved = nicht gespeichert: { $error }
not-saved-again = nicht erneut gespeichert: { $error }
not-saved-given-up = nicht gespeichert ({ $error }); das Spiel zählt als aufgegeben
not-recorded = nicht in deiner Bilanz vermerkt: { $error }
save-left = der Spielstand dieses Spiels bleibt liegen: { $error }
file-left = { $path }: { $error }; die Datei bleibt, wie sie ist
also-saved = ebenfalls gespeichert: { $games } (`patience saves` listet sie)
also-saved-game = { $variant } { $deal }
also-saved-same-deal = { $variant } { $deal }, ein anderes Spiel: `{ $command }`
saves-none = Keine gespeicherten Spiele in { $path }: ein unterbrochenes Spiel wird dort gespeichert.
saves-unreadable = { $path }: { $error } (sie bleibt, wie sie ist)

## Das Spielfeld

board-too-small = Vergrößere das Terminal auf mindestens { $w }×{ $h }
board-too-small-now = (jetzt ist es { $w }×{ $h }).
board-too-small-quit = q beendet
board-title = { $deal } · { $moves } · { $time }
board-deal-from-file = Spiel aus einer Datei
board-assisted = unterstützt
board-won = Gewonnen!
board-lost = Verloren: { $why }.
board-pick = Wähle eine Karte mit der Taste neben ihrem Stapel oder per Klick; dann ihr Ziel.
key-undo = zurück
key-redo = wieder
key-hint = Tipp
key-auto = auto
key-new = neu
key-save = sichern
key-quit = Ende
key-help = Hilfe
box-help = Tasten und Regeln
box-quit = Beenden?
box-quit-saves = Beenden speichert das Spiel;
box-quit-continues = `{ $command }` setzt es fort.
box-quit-keys = y  speichern und beenden    andere Taste  bleiben
box-quit-keys-kept = y  beenden (der letzte gute Spielstand bleibt)    andere Taste  bleiben
box-quit-keys-given-up = y  beenden (das Spiel zählt als aufgegeben)    andere Taste  bleiben
box-new-deal = Neues Spiel?
box-new-deal-given-up = Dieses Spiel zählt in deiner Bilanz als aufgegeben.
box-new-deal-keys = y  neues Spiel    andere Taste  bleiben
box-waiting = Ein gespeichertes Spiel wartet
box-waiting-text = Zu diesem Spiel gibt es einen Spielstand: { $moves }, { $time } gespielt.
box-waiting-keys = r  fortsetzen    andere Taste  neu beginnen (der Spielstand bleibt)
box-won = Gewonnen!
box-won-text = Jede Karte ist daheim: { $moves } in { $time }.
box-lost = Verloren
box-over-keys =
    n  neues Spiel     g  dasselbe Spiel noch einmal
    u  zurück          Esc  das Spielfeld ansehen
    q  beenden
help-keys =
    Jeder Stapel hat eine Taste, sie steht neben seinem Namen.
    Drück die Taste eines Stapels (oder klick ihn an), um seine Karte
    zu wählen, dann die Taste des Ziels (oder klick es an): der Zug
    heißt QUELLE-ZIEL. Zweimal dieselbe Taste schickt die Karte dorthin,
    wo sie passt.

    ←↓↑→ oder h j k l  den Cursor (>) zwischen den Stapeln bewegen
    Enter              die Karte am Cursor dorthin schicken, wo sie passt,
                       oder die gewählte Karte (*) dorthin ziehen
    m                  die Karte am Cursor wählen
    Esc                die Wahl aufheben
    Leertaste, t, d, f auf den Vorrat tippen: turn, draw, fill, redeal
    u  r               zurück, wieder
    H                  Tipp        a  die sicheren Züge spielen
    o                  der Tipp des Lösers: er sieht die verdeckten Karten,
                       daher gilt das Spiel danach als unterstützt; Esc stoppt
    n                  neues Spiel    s  speichern
    q                  beenden (ein laufendes Spiel wird gespeichert)

    In diesem Kasten blättern ↓ ↑ (j k, Leertaste, PgDn PgUp);
    jede andere Taste schließt ihn.
help-rules-follow = ──── Hier enden die Tasten. Die Regeln von { $title }: ────
welcome-back = willkommen zurück bei { $deal }: { $moves } gemacht
fresh-game = ein neues Spiel mit diesen Karten; der wartende Spielstand bleibt (`patience saves` listet ihn)
new-deal = neues Spiel
new-deal-number = neues Spiel Nr. { $seed }
same-deal = dasselbe Spiel noch einmal
pile-empty = { $pile } ist leer: wähle eine Karte zum Ziehen
pile-picked = { $pile } gewählt: jetzt Taste oder Klick des Ziels (nochmals: wohin sie passt; Esc bricht ab)
played = { $notation } gespielt
move-refused = { $notation } abgelehnt: { $reason }
tap-does-nothing = ein Tippen auf { $pile } bewirkt nichts
drag-moves-nothing = von { $from } nach { $to } zieht nichts
nothing-can-move = von { $pile } kann jetzt nichts ziehen
nothing-can-move-space = von { $pile } kann jetzt nichts ziehen (Leertaste: { $notation })
no-stock = dieses Spiel hat keinen Vorrat zum Aufdecken

## Fehler und die Berichte von replay

error = Fehler: { $text }
replay-won = gewonnen: { $moves }
replay-lost = verloren: { $moves }; { $why }
replay-unfinished = nicht beendet: { $moves }
replay-illegal = Zug { $index } (`{ $notation }`, Zeile { $line }) ist nicht erlaubt: { $reason }

## Die Liste der Spiele

list-head-name = NAME
list-head-title = TITEL
list-head-packs = BLÄTTER
list-head-aliases = ANDERE NAMEN
list-head-description = BESCHREIBUNG
list-packs = { $n ->
        [one] { $n } Blatt
       *[other] { $n } Blätter
    }

## Die Hilfe der Kommandozeile (`--help`)

help-about = Patiencen (Solitär): Big Ben, Sir Tommy, Uhr, Grandfather's Clock und ihre Varianten
help-long-about =
    Patiencen (Solitär): Big Ben, Sir Tommy, Uhr, Grandfather's Clock und ihre Varianten.

    Spiele und Varianten heißen, wie `patience list` sie zeigt. Die Regeln kommen aus den
    eingebauten `rules/*.toml`; ein Ordner `rules/` im Arbeitsverzeichnis (oder der Ordner
    in PATIENCE_RULES) fügt Varianten hinzu oder ersetzt eingebaute, ohne neu zu bauen.
help-files =
    Dateien:
      Gespeicherte Spiele (saves/) und deine Statistik (history.log) liegen in $PATIENCE_DATA,
      sonst im Datenordner des Systems (~/.local/share/patience unter Linux, nach
      $XDG_DATA_HOME). Regeldateien werden aus ./rules und aus dem Ordner in
      $PATIENCE_RULES gelesen.
help-opt-lang = Die Sprache des Spielfelds und des Zeilenmodus. Ohne sie: PATIENCE_LANG, dann das Locale (LC_ALL, LC_MESSAGES, LANG: `de_DE.UTF-8` ist Deutsch); Englisch, wenn keines eine Sprache des Katalogs nennt
help-opt-ascii = Karten und Zeichen in ASCII (`10S`), wie unter einem Locale ohne UTF-8 oder mit PATIENCE_ASCII
help-command-list = Die Spiele und Varianten auflisten
help-command-rules = Die geltenden Regeln eines Spiels oder einer Variante als TOML zeigen, oder in Worten mit --explain
help-command-deal = Eine Verteilung als Verteilungsdatei ausgeben
help-command-play = Ein Spiel spielen
help-command-replay = Eine Zugliste auf einer Verteilung spielen und das Ergebnis melden
help-command-solve = Eine Verteilung mit voller Kenntnis des Vorrats entscheiden und den gewinnenden Weg zeigen
help-command-stats = Viele Verteilungen mit einem Computerspieler spielen und die Gewinnrate melden
help-command-history = Deine Statistik je Spiel und Variante: gespielt, gewonnen, Serien, Bestwerte, letzte Spiele
help-command-saves = Die gespeicherten Spiele auflisten, die neuesten zuerst, mit dem Befehl, der jedes fortsetzt
help-command-completions = Ein Skript zur Vervollständigung für die Shell ausgeben, z. B. `patience completions bash > ~/.local/share/bash-completion/completions/patience`
help-command-man = Die Handbuchseite (roff) ausgeben, z. B. `patience man > patience.1 && man ./patience.1`

## patience history

history-head-game = Spiel
history-head-played = gespielt
history-head-won = gewonnen
history-head-assisted = unterstützt
history-head-lost = verloren
history-head-given-up = aufgegeben
history-head-win-rate = Gewinnrate
history-head-streak = Serie
history-head-longest = längste
history-head-best-time = Bestzeit
history-head-fewest = wenigste
history-won = gewonnen
history-won-assisted = gewonnen (unterstützt)
history-lost = verloren
history-given-up = aufgegeben
history-file = Datei
history-none-of = Noch keine beendeten Spiele von { $game }.
history-none = Noch keine beendeten Spiele: Spiel eines mit `patience play GAME`.
history-kept-in = (Deine Statistik liegt in { $path }.)
history-recent = Letzte Spiele:
help-usage = Aufruf:
help-usage-options = OPTIONEN
help-commands = Befehle:
help-arguments = Argumente:
help-options = Optionen:
help-opt-play-game = Das Spiel oder die Variante (siehe `patience list`); mit --resume darf es fehlen, dann geht das zuletzt gespeicherte Spiel weiter. Mit --resume wählen --seed oder --deal die gespeicherte Verteilung
help-opt-rules = Eine Regeldatei, deren [rules] die des Spiels ersetzen (siehe `patience rules GAME`)
help-opt-seed = Die Nummer der Verteilung: Dieselbe Nummer gibt überall dieselbe Verteilung
help-opt-deal = Eine Verteilungsdatei (wie `patience deal` sie schreibt)
help-opt-play-plain = Zeilenmodus auch im Terminal: das Spielfeld als Text, Züge an einer Eingabeaufforderung getippt
help-opt-play-resume = Das gespeicherte Spiel fortsetzen, statt neu zu verteilen
help-opt-play-save = Mit --resume: das Spiel in FILE, wie `patience saves` es nennt (sind zu einer Verteilung mehrere Spiele gespeichert, setzt --seed das neueste fort)
help-opt-play-winnable = Die erste Nummer ab einem zufälligen Start verteilen, die der Löser als gewinnbar beweist (er sieht den Vorrat nur, um die Verteilung zu wählen, und spielt dann nicht mit). Er gibt auf und sagt es nach einer Minute (`$PATIENCE_WINNABLE_SECONDS` ändert die Grenze) oder tausend Verteilungen
help-opt-play-pure = Pur spielen: ein undo verweigern, das eine aufgedeckte Karte zurücknähme, und den Tipp des Orakels (ohne diese Option ist beides erlaubt und das Spiel gilt als unterstützt). Ein pur gespeichertes Spiel geht pur weiter
help-command-stats-merge = Die Ausgaben von `stats --json` der Teile eines Laufs zusammenzählen
help-command-stats-compare = Die Läufe zweier Spieler über dieselben Verteilungen vergleichen, Verteilung für Verteilung (exakter McNemar-Test)
help-command-help = Diese Hilfe oder die Hilfe der genannten Befehle ausgeben
help-opt-game = Das Spiel oder die Variante (siehe `patience list`); Groß- und Kleinschreibung egal, andere Namen erlaubt
help-opt-json = Ein JSON-Objekt statt Text ausgeben
help-opt-rules-explain = Die Regeln in Worten erzählen, aus ihren Werten gemacht, und was jeder Schlüssel bedeutet
help-opt-deal-seed = Die Nummer der Verteilung
help-opt-replay-moves = Die Zugliste: eine Datei, oder `-` für die Standardeingabe
help-opt-budget = Höchstens so viele Stellungen je Verteilung durchsuchen, bevor `unknown` (unbekannt) die Antwort ist (Vorgabe 20.000.000; 150.000.000 für Big Ben)
help-opt-table-mib = Speicher für die Tabelle der durchsuchten Stellungen, in MiB, von allen Threads geteilt (Vorgabe 768)
help-opt-stats-deals = Wie viele Verteilungen gespielt werden (1 bis 10^15). Strg-C hört früher auf und zeigt das Ergebnis bis dahin
help-opt-stats-from = Die erste Nummer; gespielt werden die Verteilungen FROM, FROM+1, …
help-opt-stats-player = Wer spielt
help-value-player-default = Der einfache Spieler des Spiels, der nur sieht, was ein Mensch sieht
help-value-player-expert = Sieht nicht mehr als der einfache Spieler, probiert seine Züge aber auf zufälligen Verteilungen der ungesehenen Karten und spielt den im Mittel besten
help-value-player-oracle = Der Löser, der den Vorrat kennt: er sagt, ob eine Verteilung zu gewinnen ist
help-opt-samples = Experte: auf wie vielen zufälligen Verteilungen der ungesehenen Karten jeder Kandidat probiert wird (Vorgabe: die des Spiels, 32, wenn `docs/expert.md` nichts anderes sagt; 256 in Sir Tommy)
help-opt-effort = Experte: wie viele Stellungen der Löser für einen Zug auf einer Probe durchsuchen darf, oder wo nichts verdeckt ist (Vorgabe 4.000)
help-opt-candidates = Experte: die meisten Züge, die bei einer Entscheidung verglichen werden (Vorgabe 10)
help-opt-by-solver = Experte: Züge auf jeder Probe vom Löser beurteilen lassen (er sieht dann den gezogenen Vorrat) statt durch Partien des einfachen Spielers
help-opt-check = Experte: die Wahl der Proben auf den ersten N Proben mit dem Löser prüfen (je Zug 20.000 Stellungen auf jeder). Beweist der Löser sie auf mindestens der Hälfte als verloren und gewinnt ein anderer Zug auf deutlich mehr, wird dieser gespielt (Vorgabe 0: keine Prüfung)
help-opt-gate = Experte: um wie viele Standardfehler ein anderer Zug die Wahl des einfachen Spielers auf denselben Proben schlagen muss, um stattdessen gespielt zu werden (Vorgabe: die des Spiels, 2; 0 in Sir Tommy)
help-opt-pessimistic = Experte, mit --by-solver: eine Probe, die der Löser in seinem Aufwand nicht entscheidet, zählt als verloren, nicht als halb gewonnen
help-opt-peek = Experte, nur zur Diagnose: ihn die nächsten N verdeckten Karten sehen lassen, wie sie wirklich liegen (er spielt dann nicht fair; nur `stats` und `hint`)
help-opt-second-level = Experte: liegt ein anderer Zug vor der Wahl des einfachen Spielers, aber nicht deutlich, beide auf N frischen Proben noch einmal von einem kleinen Experten statt vom einfachen Spieler ausspielen lassen (Vorgabe 0: nie)
help-opt-solve-first = Experte: auf den ersten N Proben zuerst den Löser (mit --effort Stellungen) über einen Zug urteilen lassen: ein Gewinn, den er findet, zählt als gewonnen, ein Verlust, den er beweist, als verloren, und nur eine Probe, die er nicht entscheidet, wird ausgespielt (Vorgabe: die des Spiels, 0: nie; 8 in Big Ben und Sir Tommy)
help-opt-stats-shard = Nur Teil I von N der Verteilungen spielen (ab 1 gezählt), damit N Rechner sich einen Lauf teilen; `patience stats merge` zählt ihre Ausgaben von `--json` zusammen
help-opt-stats-threads = Auf wie vielen Threads gespielt wird (Vorgabe: einer je Kern)
help-opt-stats-merge-files = Die JSON-Dateien, die `patience stats … --json` schreibt, oder `-` für die Standardeingabe
help-opt-stats-compare-first = Die Ausgabe von `stats --json` eines Laufs (oder seine Teile, einer je Zeile)
help-opt-stats-compare-second = Die des anderen Laufs, über dieselben Verteilungen
help-opt-history-game = Nur dieses Spiel oder diese Variante
help-opt-history-check = history.log Zeile für Zeile prüfen: die als keine Einträge übersprungenen Zeilen und den Grund nennen, und mit 1 enden, wenn es welche gibt (0, wenn jede Zeile ein Eintrag ist). Die Datei wird nie geändert
help-opt-completions-shell = Die Shell, für die vervollständigt wird
help-opt-help-subcommand = Die Hilfe der Befehle ausgeben
help-flag-help = Hilfe ausgeben
help-flag-help-more = Hilfe ausgeben (mehr mit '--help')
help-flag-help-long = Hilfe ausgeben (kurz mit '-h')
help-flag-version = Version ausgeben
help-default = Vorgabe
help-possible = mögliche Werte
help-possible-head = Mögliche Werte:
help-number = { $option } `{ $value }`: erwartet wird eine ganze Zahl von { $min } bis { $max }

## clap's refusals of a command line

clap-unknown-argument = unerwartetes Argument '{ $arg }'
clap-unknown-command = unbekannter Befehl '{ $name }'
clap-invalid-value = ungültiger Wert '{ $value }' für '{ $arg }'
clap-missing-value = '{ $arg }' braucht einen Wert, aber keiner wurde angegeben
clap-too-many = unerwarteter Wert '{ $value }' für '{ $arg }'; weitere waren nicht erwartet
clap-missing-arguments = diese nötigen Argumente fehlen:
clap-missing-command = '{ $name }' braucht einen Befehl, aber keiner wurde angegeben
clap-conflict = das Argument '{ $arg }' geht nicht zusammen mit '{ $other }'
clap-twice = das Argument '{ $arg }' darf nur einmal stehen
clap-conflict-many = das Argument '{ $arg }' geht nicht zusammen mit:
clap-other = die Befehlszeile ist nicht zu verstehen ({ $kind })
clap-subcommands = Befehle
clap-similar-argument = es gibt ein ähnliches Argument: '{ $name }'
clap-similar-command = es gibt einen ähnlichen Befehl: '{ $name }'
clap-similar-value = es gibt einen ähnlichen Wert: '{ $name }'
clap-tip = Tipp:
clap-more = Mehr dazu mit '{ $flag }'.

## patience man

man-name = NAME
man-synopsis = ÜBERSICHT
man-description = BESCHREIBUNG
man-options = OPTIONEN
man-subcommands = BEFEHLE
man-extra = DATEIEN
man-version = VERSION

## patience stats, solve, history --check

stats-head = { $title } ({ $game }), Spieler { $player }: { $deals }
stats-deals-interrupted = Verteilungen ab { $first }, unterbrochen
stats-deals-none = keine Verteilungen
stats-deals = Verteilungen { $ranges }
stats-expert = Einstellungen des Experten: { $settings }
stats-counts = gewonnen { $won }, verloren { $lost }, unbekannt { $unknown } von { $deals }
stats-rate = Gewinnrate { $rate } der { $decided } entschiedenen (95-%-Intervall { $lo } bis { $hi })
stats-bounds = von allen Verteilungen: { $lost }, wenn jede unbekannte verloren ist, { $won }, wenn jede gewonnen ist
stats-budget = Budget { $budget } Stellungen je Verteilung; { $nodes } Stellungen, { $speed } je Sekunde und Thread; Tabelle höchstens { $peak }
stats-search-time = { $cpu } s Suche, Median { $median } ms je Verteilung, längste { $longest } s
stats-time = { $seconds } s, { $speed } Verteilungen je Sekunde
compare-head = { $game } über { $deals } Verteilungen
compare-first = erster  ({ $player }): gewonnen { $won } ({ $rate })  { $settings }
compare-second = zweiter ({ $player }): gewonnen { $won } ({ $rate })  { $settings }
compare-both = beide gewonnen { $both }; nur der erste { $first }; nur der zweite { $second }
compare-test = exakter McNemar-Test: p = { $p } (zweiseitig, auf den { $deals } Verteilungen, die nur einer gewann)
solve-seed = Nummer { $seed }
solve-deal-file = die Verteilungsdatei
solve-won = gewonnen in { $moves }
solve-lost = verloren: keine Folge von Zügen gewinnt diese Verteilung
solve-unknown = unbekannt: das Budget von { $budget } Stellungen ist aufgebraucht (versuche ein größeres --budget)
solve-head = { $title } ({ $game }), { $which }: { $verdict }
solve-searched = { $nodes } Stellungen durchsucht, Tabelle { $peak } Einträge, { $seconds } s
check-clean = { $file }: { $records ->
        [one] { $records } Eintrag
       *[other] { $records } Einträge
    }, keine Zeile übersprungen
check-head = { $file }: { $records ->
        [one] { $records } Eintrag
       *[other] { $records } Einträge
    }, { $lines ->
        [one] { $lines } Zeile
       *[other] { $lines } Zeilen
    } als keine Einträge übersprungen (die Datei bleibt, wie sie ist):
check-line = Zeile { $line }: { $fault }
check-more = … und { $n } weitere
fault-not-text = kein UTF-8-Text (Byte 0x{ $byte } in Spalte { $column })
fault-too-long = länger als { $max } Bytes, also kein Eintrag
fault-cut-short = die letzte Zeile endet ohne Zeilenumbruch und ist kein ganzer Eintrag (ein abgebrochenes Schreiben)
json-syntax = kein JSON in Zeile { $line }, Spalte { $col }
json-eof = das JSON endet zu früh, in Zeile { $line }, Spalte { $col }
json-data = JSON anderer Gestalt in Zeile { $line }, Spalte { $col } ‹{ $said }›
json-io = das JSON ließ sich nicht lesen, in Zeile { $line }, Spalte { $col }
fault-not-record = kein Eintrag: { $error }
history-skipped-note = Hinweis: { $lines ->
        [one] { $lines } Zeile von { $file } ist kein Eintrag und wurde
       *[other] { $lines } Zeilen von { $file } sind keine Einträge und wurden
    } übersprungen (die Datei bleibt, wie sie ist); `patience history --check` listet { $lines ->
        [one] sie
       *[other] sie
    } auf
warning-skipped = Warnung: übersprungen: { $error }

## Rules and deal files given on the command line

cannot-read = { $path } kann nicht gelesen werden
setup-name = { $file }:{ $line }: Schlüssel `name`: { $why }
setup-base = { $file }:{ $line }: Schlüssel `base`: { $why }
setup-base-other-game = { $file }:{ $line }: Schlüssel `base`: `{ $base }` ist eine Variante von { $of }, aber das Spiel ist { $game }
setup-deal-game = { $file }:{ $line }: Schlüssel `game`: { $why }
setup-deal-other-game = { $file }:{ $line }: das ist eine Verteilung von { $of }, nicht von { $game }
stats-interrupted = unterbrochen: das Ergebnis umfasst die { $deals } beendeten Verteilungen
play-name-a-game = nenne ein Spiel zum Spielen
resume-bad-save = { $file }: { $error }; die Datei bleibt, wie sie ist
resume-cannot-resume = { $file }: { $error }; das gespeicherte Spiel kann nicht fortgesetzt werden, und die Datei bleibt, wie sie ist
resume-none-of-deal = kein gespeichertes Spiel von { $game }, Verteilung { $seed }
resume-none-of = kein gespeichertes Spiel von { $game }
resume-none-deal = kein gespeichertes Spiel der Verteilung { $seed }
resume-none = kein gespeichertes Spiel
resume-nothing-saved = { $what } in { $dir }: `patience saves` listet die gespeicherten Spiele; `patience play GAME` beginnt eines
stats-bad-shard = --shard `{ $shard }`: erwartet wird I/N mit 1 <= I <= N, z. B. 2/4
stats-past-last-deal = --from plus --deals liegt hinter der letzten Nummer einer Verteilung
stats-nothing-to-merge = keine Berichte zum Zusammenzählen

## Dateien, Ordner, Standardeingabe, das Terminal und die Optionen eines Laufs

warning = Warnung: { $text }
patience-lang-unknown = $PATIENCE_LANG ist `{ $value }`: erwartet wird en, de oder es (oder setze sie nicht)
standard-input = Standardeingabe
cannot-read-stdin = die Standardeingabe kann nicht gelesen werden
cannot-read-moves-stdin = die Zugliste kann nicht von der Standardeingabe gelesen werden
cannot-lock = { $path } kann nicht gesperrt werden
cannot-write = { $path } kann nicht geschrieben werden
cannot-remove = { $path } kann nicht entfernt werden
cannot-read-length = die Länge von { $path } kann nicht gelesen werden
cannot-create-folder = der Ordner { $dir } kann nicht angelegt werden
cannot-create-folder-for = der Ordner { $dir } für { $path } kann nicht angelegt werden
cannot-create-temporary = in { $dir } kann keine vorläufige Datei angelegt werden
cannot-open-to-add = { $path } kann nicht zum Anfügen geöffnet werden
cannot-move-aside = { $path } kann nicht in { $to } umbenannt werden, um sie aufzuheben
not-a-file-path = { $path }: kein Pfad einer Datei
no-data-folder = kein Datenordner: setze PATIENCE_DATA auf einen Ordner für Spielstände und Statistik
io-not-found = keine solche Datei und kein solcher Ordner
io-permission-denied = keine Berechtigung
io-already-exists = das gibt es schon
io-is-a-folder = das ist ein Ordner
io-not-a-folder = ein Teil des Pfades ist kein Ordner
io-folder-not-empty = der Ordner ist nicht leer
io-read-only = das Dateisystem ist nur lesbar
io-full = der Datenträger ist voll
io-too-large = die Datei ist zu groß
io-not-text = kein UTF-8-Text
io-cut-short = das endet zu früh
io-busy = das ist belegt
io-bad-name = kein gültiger Dateiname
io-crosses-devices = das ginge von einem Dateisystem in ein anderes
io-unsupported = hier nicht möglich
io-timed-out = die Zeit ist abgelaufen
io-out-of-memory = kein Speicher mehr frei
history-is-a-folder = { $path } ist ein Ordner, keine Datei: deine Statistik kann weder gelesen noch ergänzt werden, bis er woanders liegt
history-not-a-plain-file = { $path } ist keine gewöhnliche Datei: deine Statistik kann weder gelesen noch ergänzt werden, bis sie woanders liegt
history-old-left = { $error }: bleibt, wie sie ist, und wird beiseitegelegt, wenn das nächste Spiel vermerkt wird
history-old-not-statistics = { $file }: keine Statistikdatei: { $error }
history-old-other-version = { $file }: keine Statistikdatei, die diese Version liest
history-old-kept-aside = { $error }; sie bleibt als { $path } erhalten, und deine Bilanz geht ohne sie weiter
history-imported = deine frühere Statistik steht jetzt in { $path } (die alte Datei bleibt als { $kept } erhalten)
history-imported-not-renamed = deine frühere Statistik steht jetzt in { $path }; { $old } ließ sich nicht umbenennen ({ $error }) und wird nicht mehr gelesen
history-cannot-write-left = { $path } kann nicht geschrieben werden; die Datei bleibt, wie sie war ({ $bytes } Bytes)
history-cannot-write-cut = { $path } kann nicht geschrieben werden, und das schon Geschriebene ließ sich nicht zurücknehmen ({ $error }): ihre letzte Zeile ist vielleicht abgeschnitten und wird dann beim Lesen der Statistik übersprungen
save-not-json = kein gespeichertes Spiel ({ $error })
save-no-format = kein gespeichertes Spiel (kein `format = "patience save"`)
save-newer = von einer neueren Version gespeichert (Spielstand-Format { $found }; diese liest { $reads })
save-no-version = Schlüssel `version`: erwartet wird eine ganze Zahl
save-broken = beschädigter Spielstand: { $error }
restore-deal = Schlüssel `deal`: { $error }
restore-move-refused = Zug { $n } (`{ $text }`) wird verweigert: { $why }
restore-redo-refused = Zug { $n } zum Wiederholen (`{ $text }`) wird verweigert: { $why }
restore-redo-undo = Schlüssel `redo`: seine Züge lassen sich nicht zurücknehmen: { $why }
resume-no-such-game = Schlüssel `game`: kein Spiel heißt `{ $game }`
resume-rules = Schlüssel `rules`: { $why }
rules-folder-unreadable = PATIENCE_RULES nennt { $dir }, das nicht gelesen werden kann ({ $error }): seine Varianten fehlen
rules-of = Regeln von { $name }
cannot-watch-signals = Signale können nicht überwacht werden
cannot-set-up-terminal = das Terminal kann nicht eingerichtet werden
winnable-gave-up = Suche nach einem Spiel, das aufgeht, aufgegeben: { $n } { $n ->
        [one] versuchte Verteilung
       *[other] versuchte Verteilungen
    } (Nummern { $from }..{ $to }), keine in { $seconds } s als gewinnbar bewiesen (höchstens { $per_deal } s je Verteilung, { $total } s insgesamt; ${ $var } setzt die Grenze): versuche es noch einmal, oder spiele ohne --winnable
at-least-one = { $option } muss mindestens 1 sein
too-large = { $option } ist zu groß
stats-threads = --threads { $n }: die Threads zum Spielen ließen sich nicht starten
stats-not-json = { $name }:{ $line }: nicht das JSON von `patience stats --json`: { $error }
stats-expert-none = keine
merge-other-game = { $name }: Spiel `{ $found }`, aber { $first } hat `{ $expected }`
merge-other-player = { $name }: Spieler `{ $found }`, aber { $first } hat `{ $expected }`
merge-other-budget = { $name }: Budget { $found }, aber { $first } hat { $expected }: die Teile eines Laufs haben ein Budget
merge-other-expert = { $name }: die Einstellungen des Experten { $found }, aber { $first } hat { $expected }: die Teile eines Laufs haben dieselben
merge-interrupted = ein unterbrochener Lauf umfasst keinen ganzen Bereich und kann nicht zusammengezählt werden
merge-overlap = die Bereiche der Nummern { $first } und { $second } überschneiden sich
compare-other-deals = die Läufe umfassen verschiedene Verteilungen ({ $first } und { $second }): ein Vergleich braucht dieselben
compare-wins-not-listed = ein Lauf nennt { $listed } seiner { $won } gewonnenen Verteilungen (der Löser nennt keine; ein Lauf mit mehr als 10.000 Gewinnen nennt nur die ersten 10.000)
compare-other-game = { $first } ist von `{ $first_game }`, { $second } von `{ $second_game }`: ein Vergleich braucht ein Spiel
