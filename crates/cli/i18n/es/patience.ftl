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
                   rechaza); piensa 2 s como mucho ($PATIENCE_ORACLE_SECONDS
                   lo cambia)
      auto         jugar las jugadas forzadas y seguras
      undo, redo   deshacer una jugada o repetirla (deshacer una carta ya mostrada
                   marca la partida como asistida; `play --pure` lo rechaza)
      history      las jugadas hechas hasta ahora
      board        mostrar el tablero otra vez
      help         este texto
      give up      abandonar la partida (cuenta en tu historial)
      quit         salir de la partida (una partida en curso se guarda)
line-intro = Escribe jugadas (p. ej. { $example }), `help` para las órdenes, `quit` para salir.
line-rules-follow = Aquí terminan las órdenes. Las reglas de { $title }:
line-won = *** ¡Ganada en { $n ->
        [one] 1 jugada
       *[other] { $n } jugadas
    }! ***
line-lost = *** Perdida: { $why }. (undo para probar otro camino) ***
line-assisted = (asistida: un undo devolvió una carta que ya se había mostrado, o el oráculo miró las cartas ocultas)
line-given-up = abandonada: cuenta en tu historial
line-nothing-to-give-up = nada que abandonar: no hay ninguna partida en curso
line-no-legal-move = ninguna jugada permitida
line-auto-played = auto hizo { $n ->
        [one] 1 jugada
       *[other] { $n } jugadas
    }:
line-refused = rechazada `{ $notation }`: { $reason }
line-refused-after = { $n ->
        [one] se hizo 1 jugada
       *[other] se hicieron { $n } jugadas
    } antes de `{ $notation }`, que se rechaza: { $reason }
line-refused-plain = rechazada: { $reason }
line-cannot-read = no se puede leer la entrada: { $error }
line-output-closed = la salida está cerrada
line-note = nota: { $text }
line-error = error: { $text }

## La partida: títulos, repartos, jugadas

moves-count = { $n ->
        [one] 1 jugada
       *[other] { $n } jugadas
    }
deal-number = reparto { $seed }
# Un reparto leído de un archivo, donde iría el número de reparto.
deal-from-file = un reparto de un archivo
deal-from-the-file = el reparto de un archivo
deal-from-file-listed = (reparto de un archivo)
title-deal = { $title } ({ $variant }), reparto { $seed }
title-deal-winnable = { $title } ({ $variant }), reparto { $seed }: el solucionador demostró que se puede ganar
title-deal-file = { $title } ({ $variant }), reparto de { $file }
title-no-deal = { $title } ({ $variant })
title-resumed = { $title } ({ $variant }), { $deal }, reanudada tras { $n ->
        [one] 1 jugada
       *[other] { $n } jugadas
    }
seed-not-this-deal = { $file }: `seed = { $seed }` no reparte estas cartas; la partida se guarda por sus cartas
save-waits = una partida guardada de este reparto espera ({ $moves }): `{ $command }` la continúa; esta partida nueva se guarda a su lado
winnable-proved = el solucionador demostró que este reparto se puede ganar
winnable-looking = buscando un reparto que se pueda ganar: { $n ->
        [one] 1 reparto probado
       *[other] { $n } repartos probados
    }…
# La marca de una base completa en el tablero de texto.
board-complete = completa

## Pistas, auto y el oráculo

hint = pista: { $notation } ({ $why })
hint-thinking = pista: pensando…
no-hint = sin pista: no queda nada útil que jugar
nothing-to-redo = nada que rehacer
auto-nothing = auto no hizo nada: ninguna jugada es forzada ni segura (`hint` sugiere una de todos modos)
auto-played = auto hizo { $n ->
        [one] 1 jugada
       *[other] { $n } jugadas
    }: { $moves }
oracle-refused-pure = sin oráculo: esta partida se juega pura (`--pure`), y el oráculo mira el mazo y las cartas boca abajo
oracle-assisted-now = esta partida ahora es asistida: el oráculo miró las cartas ocultas, y `patience history` cuenta aparte una victoria suya
oracle-thinking = oráculo: pensando… (Esc cancela)
oracle-cancelled = oráculo: cancelado; la partida queda como estaba
oracle-wins = oráculo: { $notation } (miró el mazo y las cartas boca abajo: esto gana)
oracle-won = oráculo: la partida está ganada
oracle-lost = oráculo: miró las cartas ocultas y probó todos los caminos: ninguno gana desde aquí
oracle-unknown = oráculo: sin decidir en { $seconds } s (miró las cartas ocultas; ${ $var } le da más tiempo)
oracle-stale = oráculo: la respuesta llegó para una posición que ya dejaste; pulsa o para preguntar otra vez
undo-assisted-now = esta partida ahora es asistida: el undo devolvió una carta que se había mostrado, y `patience history` cuenta aparte una victoria suya (`play --pure` rechaza ese undo)

## Partidas guardadas y el historial

saved = guardada en { $path }; `{ $command }` la continúa
saved-aside = (el archivo ilegible que había allí se conserva como { $path })
save-kept-after = la partida guardada tras la jugada { $n } queda como estaba: `{ $command }` continúa desde allí
cannot-remove-earlier = (no se puede borrar el archivo anterior { $path }: { $error })
save-unreadable-aside = un archivo ilegible estorbaba a la partida guardada: se conserva como { $path }
saved-again = la partida vuelve a guardarse
cannot-save = no se puede guardar la partida: { $error }
not-saved = no guardada: { $error }
not-saved-again = no se volvió a guardar: { $error }
not-saved-given-up = no guardada ({ $error }); la partida cuenta como abandonada
not-recorded = no anotada en tu historial: { $error }
save-left = la partida guardada se queda: { $error }
file-left = { $path }: { $error }; el archivo queda como está
also-saved = también guardadas: { $games } (`patience saves` las lista)
also-saved-game = { $variant } { $deal }
also-saved-same-deal = { $variant } { $deal }, otra partida: `{ $command }`
saves-none = No hay partidas guardadas en { $path }: allí se guarda una partida que se deja a medias.
saves-unreadable = { $path }: { $error } (queda como está)

## El tablero

board-too-small = Agranda la terminal a { $w }×{ $h } como mínimo
board-too-small-now = (ahora mide { $w }×{ $h }).
board-too-small-quit = q sale
board-title = { $deal } · { $moves } · { $time }
board-deal-from-file = reparto de un archivo
board-assisted = asistida
board-won = ¡Ganada!
board-lost = Perdida: { $why }.
board-pick = Elige una carta con la tecla junto a su montón, o haz clic; luego su destino.
key-undo = deshacer
key-redo = rehacer
key-hint = pista
key-auto = auto
key-new = nueva
key-save = guardar
key-quit = salir
key-help = ayuda
box-help = Teclas y reglas
box-quit = ¿Salir?
box-quit-saves = Salir guarda la partida;
box-quit-continues = `{ $command }` la continúa.
box-quit-keys = y  guardar y salir    otra tecla  quedarse
box-quit-keys-kept = y  salir (queda la última partida guardada)    otra tecla  quedarse
box-quit-keys-given-up = y  salir (la partida cuenta como abandonada)    otra tecla  quedarse
box-new-deal = ¿Nuevo reparto?
box-new-deal-given-up = Esta partida cuenta como abandonada en tu historial.
box-new-deal-keys = y  nuevo reparto    otra tecla  quedarse
box-waiting = Una partida guardada espera
box-waiting-text = Este reparto tiene una partida guardada: { $moves }, { $time } de juego.
box-waiting-keys = r  reanudarla    otra tecla  jugar de nuevo (la guardada se queda)
box-won = ¡Ganada!
box-won-text = Todas las cartas están en su base: { $moves } en { $time }.
box-lost = Perdida
box-over-keys =
    n  nuevo reparto   g  el mismo reparto otra vez
    u  deshacer        Esc  mirar el tablero
    q  salir
help-keys =
    Cada montón tiene una tecla, junto a su nombre.
    Pulsa la tecla de un montón (o haz clic en él) para elegir su carta,
    luego la tecla del destino (o haz clic en él): la jugada es
    ORIGEN-DESTINO. La misma tecla dos veces manda la carta donde encaje.

    ←↓↑→ o h j k l  mover el cursor (>) entre montones
    Enter           mandar la carta del cursor donde encaje,
                    o mover allí la carta elegida (*)
    m               elegir la carta bajo el cursor
    Esc             soltar la elección
    espacio t d f   tocar el mazo: turn, draw, fill, redeal
    u  r            deshacer, rehacer
    H               pista       a  hacer las jugadas seguras
    o               la pista del solucionador: mira las cartas ocultas,
                    así que su respuesta marca la partida como asistida;
                    Esc lo detiene
    n               nuevo reparto    s  guardar
    q               salir (una partida en curso se guarda)

    En este cuadro ↓ ↑ (j k, espacio, PgDn PgUp) desplazan;
    cualquier otra tecla lo cierra.
help-rules-follow = ──── Aquí terminan las teclas. Las reglas de { $title }: ────
welcome-back = de vuelta: { $deal }, tras { $moves }
fresh-game = una partida nueva de este reparto; la guardada sigue esperando (`patience saves` la lista)
new-deal = nuevo reparto
new-deal-number = nuevo reparto { $seed }
same-deal = el mismo reparto otra vez
pile-empty = { $pile } está vacío: elige una carta para mover
pile-picked = { $pile } elegido: ahora la tecla o el clic del destino (otra vez: donde encaje; Esc cancela)
played = jugada { $notation }
move-refused = { $notation } rechazada: { $reason }
tap-does-nothing = tocar { $pile } no hace nada
drag-moves-nothing = nada se mueve de { $from } a { $to }
nothing-can-move = nada de { $pile } puede moverse ahora
nothing-can-move-space = nada de { $pile } puede moverse ahora (espacio: { $notation })
no-stock = esta partida no tiene mazo que girar

## Errores y los informes de replay

error = error: { $text }
replay-won = ganada tras { $moves }
replay-lost = perdida tras { $moves }: { $why }
replay-unfinished = sin terminar tras { $moves }
replay-illegal = la jugada { $index } (`{ $notation }`, línea { $line }) no está permitida: { $reason }

## La lista de juegos

list-head-name = NOMBRE
list-head-title = TÍTULO
list-head-packs = BARAJAS
list-head-aliases = OTROS NOMBRES
list-head-description = DESCRIPCIÓN
list-packs = { $n ->
        [one] { $n } baraja
       *[other] { $n } barajas
    }

## La ayuda de la línea de órdenes (`--help`)

help-about = Solitarios (paciencias): Big Ben, Sir Tommy, Reloj, Grandfather's Clock y sus variantes
help-long-about =
    Solitarios (paciencias): Big Ben, Sir Tommy, Reloj, Grandfather's Clock y sus variantes.

    Los juegos y variantes se nombran como los muestra `patience list`. Las reglas vienen de
    los `rules/*.toml` incorporados; una carpeta `rules/` en el directorio de trabajo (o la
    carpeta de PATIENCE_RULES) añade variantes o sustituye las incorporadas sin recompilar.
help-files =
    Archivos:
      Las partidas guardadas (saves/) y tu historial (history.log) están en $PATIENCE_DATA,
      o si no en la carpeta de datos del sistema (~/.local/share/patience en Linux, según
      $XDG_DATA_HOME). Los archivos de reglas se leen de ./rules y de la carpeta de
      $PATIENCE_RULES.
help-opt-lang = El idioma del tablero y del modo de líneas. Sin él: PATIENCE_LANG, luego el locale (LC_ALL, LC_MESSAGES, LANG: `es_ES.UTF-8` es español); inglés si ninguno nombra un idioma del catálogo
help-opt-ascii = Cartas y marcas en ASCII (`10S`), como con un locale que no es UTF-8 o con PATIENCE_ASCII
help-command-list = Listar los juegos y variantes
help-command-rules = Mostrar las reglas vigentes de un juego o variante como TOML, o en prosa con --explain
help-command-deal = Escribir un reparto como archivo de reparto
help-command-play = Jugar una partida
help-command-replay = Jugar una lista de jugadas sobre un reparto e informar del resultado
help-command-solve = Decidir un reparto conociendo todo el mazo y mostrar el camino ganador
help-command-stats = Jugar muchos repartos con un jugador automático e informar de la tasa de victorias
help-command-history = Tu historial por juego y variante: jugadas, ganadas, rachas, mejores marcas, partidas recientes
help-command-saves = Listar las partidas guardadas, las más recientes primero, con la orden que continúa cada una
help-command-completions = Escribir un script de autocompletado para la shell, p. ej. `patience completions bash > ~/.local/share/bash-completion/completions/patience`
help-command-man = Escribir la página de manual (roff), p. ej. `patience man > patience.1 && man ./patience.1`

## patience history

history-head-game = juego
history-head-played = jugadas
history-head-won = ganadas
history-head-assisted = asistidas
history-head-lost = perdidas
history-head-given-up = abandonadas
history-head-win-rate = victorias
history-head-streak = racha
history-head-longest = mejor racha
history-head-best-time = mejor tiempo
history-head-fewest = menos jugadas
history-won = ganada
history-won-assisted = ganada (asistida)
history-lost = perdida
history-given-up = abandonada
history-file = archivo
history-none-of = Aún no hay partidas terminadas de { $game }.
history-none = Aún no hay partidas terminadas: juega una con `patience play GAME`.
history-kept-in = (Tu historial se guarda en { $path }.)
history-recent = Partidas recientes:
help-usage = Uso:
help-usage-options = OPCIONES
help-commands = Órdenes:
help-arguments = Argumentos:
help-options = Opciones:
help-opt-play-game = El juego o variante (ver `patience list`); con --resume puede omitirse, y sigue la partida guardada la última. Con --resume, --seed o --deal eligen el reparto guardado
help-opt-rules = Un archivo de reglas cuyas [rules] sustituyen las del juego (ver `patience rules GAME`)
help-opt-seed = El número de reparto: el mismo número da el mismo reparto en todas partes
help-opt-deal = Un archivo de reparto (como lo escribe `patience deal`)
help-opt-play-plain = Modo de líneas incluso en un terminal: el tablero como texto, las jugadas escritas tras un indicador
help-opt-play-resume = Continuar la partida guardada en vez de repartir una nueva
help-opt-play-save = Con --resume: la partida guardada en FILE, como la nombra `patience saves` (si un reparto tiene más de una partida guardada, --seed sigue con la más reciente)
help-opt-play-winnable = Repartir el primer número, desde un inicio al azar, que el solucionador demuestre ganable (mira el mazo para elegir el reparto y luego no juega). Se rinde, y lo dice, tras un minuto (`$PATIENCE_WINNABLE_SECONDS` fija el límite) o mil repartos
help-opt-play-pure = Jugar pura: rechazar un undo que devolvería una carta volteada, y la pista del oráculo (sin esta opción se permiten ambos y la partida queda asistida). Una partida guardada pura sigue pura
help-command-stats-merge = Sumar las salidas de `stats --json` de las partes de una ejecución
help-command-stats-compare = Comparar las ejecuciones de dos jugadores sobre los mismos repartos, reparto a reparto (prueba exacta de McNemar)
help-command-help = Mostrar esta ayuda o la de las órdenes dadas
help-opt-game = El juego o variante (ver `patience list`); sin distinguir mayúsculas, se aceptan otros nombres
help-opt-json = Escribir un objeto JSON en vez de texto
help-opt-rules-explain = Contar las reglas en prosa, hecha de sus valores, y qué significa cada clave
help-opt-deal-seed = El número de reparto
help-opt-replay-moves = La lista de jugadas: un archivo, o `-` para la entrada estándar
help-opt-budget = Buscar como mucho tantas posiciones por reparto antes de responder `unknown` (desconocido) (por omisión 20.000.000; 150.000.000 para Big Ben)
help-opt-table-mib = Memoria para la tabla de posiciones buscadas, en MiB, compartida por todos los hilos (por omisión 768)
help-opt-stats-deals = Cuántos repartos jugar (de 1 a 10^15). Ctrl-C para antes y muestra el resultado hasta ahí
help-opt-stats-from = El primer número de reparto; se juegan los repartos FROM, FROM+1, …
help-opt-stats-player = Quién juega
help-value-player-default = El jugador sencillo del juego, que solo ve lo que ve una persona
help-value-player-expert = No ve más que el jugador sencillo, pero prueba sus jugadas en repartos al azar de las cartas no vistas y juega la mejor en promedio
help-value-player-oracle = El solucionador, que conoce el mazo: responde si un reparto se puede ganar
help-opt-samples = Experto: en cuántos repartos al azar de las cartas no vistas se prueba cada jugada candidata (por omisión: la del juego, 32 salvo que `docs/expert.md` diga otra cosa; 256 en Sir Tommy)
help-opt-effort = Experto: cuántas posiciones puede buscar el solucionador para una jugada en una muestra, o donde nada está oculto (por omisión 4.000)
help-opt-candidates = Experto: el máximo de jugadas comparadas en una decisión (por omisión 10)
help-opt-by-solver = Experto: juzgar las jugadas con el solucionador en cada muestra (que entonces ve el mazo de la muestra) en vez de con partidas del jugador sencillo
help-opt-check = Experto: comprobar la elección de las muestras con el solucionador en las primeras N muestras (20.000 posiciones por jugada en cada una). Si el solucionador la demuestra perdida en al menos la mitad y otra jugada gana en claramente más, se juega esa (por omisión 0: sin comprobar)
help-opt-gate = Experto: por cuántos errores estándar otra jugada debe superar la elección del jugador sencillo, en las mismas muestras, para jugarse en su lugar (por omisión: la del juego, 2; 0 en Sir Tommy)
help-opt-pessimistic = Experto, con --by-solver: una muestra que el solucionador no decide dentro de su esfuerzo cuenta como perdida, no como media ganada
help-opt-peek = Experto, solo como diagnóstico: dejarle ver las N siguientes cartas ocultas tal como están (entonces no juega limpio; solo `stats` y `hint`)
help-opt-second-level = Experto: si otra jugada va por delante de la elección del jugador sencillo pero no claramente, jugar ambas de nuevo en N muestras nuevas con un experto pequeño en vez del jugador sencillo (por omisión 0: nunca)
help-opt-solve-first = Experto: en las primeras N muestras, que el solucionador (con --effort posiciones) juzgue una jugada antes de jugarla hasta el final: una victoria que encuentra cuenta como ganada, una derrota que demuestra como perdida, y solo una muestra que deja sin decidir se juega hasta el final (por omisión: la del juego, 0: nunca; 8 en Big Ben y Sir Tommy)
help-opt-stats-shard = Jugar solo la parte I de N de los repartos (contando desde 1), para que N máquinas compartan una ejecución; `patience stats merge` suma sus salidas de `--json`
help-opt-stats-threads = En cuántos hilos jugar (por omisión: uno por núcleo)
help-opt-stats-merge-files = Los archivos JSON que escribe `patience stats … --json`, o `-` para la entrada estándar
help-opt-stats-compare-first = La salida de `stats --json` de una ejecución (o sus partes, una por línea)
help-opt-stats-compare-second = La de la otra ejecución, sobre los mismos repartos
help-opt-history-game = Solo este juego o variante
help-opt-history-check = Comprobar history.log línea a línea: listar las líneas omitidas por no ser registros y por qué, y salir con 1 si hay alguna (0 si cada línea es un registro). El archivo nunca se cambia
help-opt-completions-shell = La shell para la que completar
help-opt-help-subcommand = Mostrar la ayuda de las órdenes
help-flag-help = Mostrar la ayuda
help-flag-help-more = Mostrar la ayuda (más con '--help')
help-flag-help-long = Mostrar la ayuda (un resumen con '-h')
help-flag-version = Mostrar la versión
help-default = por omisión
help-possible = valores posibles
help-possible-head = Valores posibles:
help-number = { $option } `{ $value }`: se espera un número entero de { $min } a { $max }

## clap's refusals of a command line

clap-unknown-argument = argumento inesperado '{ $arg }'
clap-unknown-command = orden desconocida '{ $name }'
clap-invalid-value = valor no válido '{ $value }' para '{ $arg }'
clap-missing-value = '{ $arg }' necesita un valor, pero no se dio ninguno
clap-too-many = valor inesperado '{ $value }' para '{ $arg }'; no se esperaban más
clap-missing-arguments = faltan estos argumentos obligatorios:
clap-missing-command = '{ $name }' necesita una orden, pero no se dio ninguna
clap-conflict = el argumento '{ $arg }' no puede usarse con '{ $other }'
clap-twice = el argumento '{ $arg }' no puede usarse más de una vez
clap-conflict-many = el argumento '{ $arg }' no puede usarse con:
clap-other = la línea de órdenes no se entiende ({ $kind })
clap-subcommands = órdenes
clap-similar-argument = existe un argumento parecido: '{ $name }'
clap-similar-command = existe una orden parecida: '{ $name }'
clap-similar-value = existe un valor parecido: '{ $name }'
clap-tip = consejo:
clap-more = Para saber más, prueba '{ $flag }'.

## patience man

man-name = NOMBRE
man-synopsis = SINOPSIS
man-description = DESCRIPCIÓN
man-options = OPCIONES
man-subcommands = ÓRDENES
man-extra = ARCHIVOS
man-version = VERSIÓN

## patience stats, solve, history --check

stats-head = { $title } ({ $game }), jugador { $player }: { $deals }
stats-deals-interrupted = repartos desde { $first }, interrumpido
stats-deals-none = ningún reparto
stats-deals = repartos { $ranges }
stats-expert = ajustes del experto: { $settings }
stats-counts = ganadas { $won }, perdidas { $lost }, desconocidas { $unknown } de { $deals }
stats-rate = tasa de victorias { $rate } de las { $decided } decididas (intervalo del 95 % de { $lo } a { $hi })
stats-bounds = de todos los repartos: { $lost } si cada desconocido se pierde, { $won } si cada uno se gana
stats-budget = presupuesto { $budget } posiciones por reparto; { $nodes } posiciones, { $speed } por segundo y hilo; tabla como mucho { $peak }
stats-search-time = { $cpu } s de búsqueda, mediana { $median } ms por reparto, el más largo { $longest } s
stats-time = { $seconds } s, { $speed } repartos por segundo
compare-head = { $game } en { $deals } repartos
compare-first = primero  ({ $player }): ganadas { $won } ({ $rate })  { $settings }
compare-second = segundo ({ $player }): ganadas { $won } ({ $rate })  { $settings }
compare-both = ambos ganaron { $both }; solo el primero { $first }; solo el segundo { $second }
compare-test = prueba exacta de McNemar: p = { $p } (bilateral, sobre los { $deals } repartos que ganó solo uno)
solve-seed = número { $seed }
solve-deal-file = el archivo de reparto
solve-won = ganada en { $moves }
solve-lost = perdida: ninguna secuencia de jugadas gana este reparto
solve-unknown = desconocido: se agotó el presupuesto de { $budget } posiciones (prueba un --budget mayor)
solve-head = { $title } ({ $game }), { $which }: { $verdict }
solve-searched = { $nodes } posiciones buscadas, tabla { $peak } entradas, { $seconds } s
check-clean = { $file }: { $records ->
        [one] { $records } registro
       *[other] { $records } registros
    }, ninguna línea omitida
check-head = { $file }: { $records ->
        [one] { $records } registro
       *[other] { $records } registros
    }, { $lines ->
        [one] { $lines } línea omitida
       *[other] { $lines } líneas omitidas
    } por no ser registros (el archivo queda como está):
check-line = línea { $line }: { $fault }
check-more = … y { $n } más
fault-not-text = no es texto UTF-8 (byte 0x{ $byte } en la columna { $column })
fault-too-long = más de { $max } bytes, así que no es un registro
fault-cut-short = la última línea termina sin salto de línea y no es un registro entero (una escritura cortada)
json-syntax = no es JSON en la línea { $line }, columna { $col }
json-eof = el JSON termina antes de tiempo, en la línea { $line }, columna { $col }
json-data = JSON de otra forma en la línea { $line }, columna { $col } ‹{ $said }›
json-io = no se pudo leer el JSON, en la línea { $line }, columna { $col }
fault-not-record = no es un registro: { $error }
history-skipped-note = nota: { $lines ->
        [one] { $lines } línea de { $file } no es un registro y se omitió
       *[other] { $lines } líneas de { $file } no son registros y se omitieron
    } (el archivo queda como está); `patience history --check` { $lines ->
        [one] la lista
       *[other] las lista
    }
warning-skipped = aviso: se omite { $error }

## Rules and deal files given on the command line

cannot-read = no se puede leer { $path }
setup-name = { $file }:{ $line }: clave `name`: { $why }
setup-base = { $file }:{ $line }: clave `base`: { $why }
setup-base-other-game = { $file }:{ $line }: clave `base`: `{ $base }` es una variante de { $of }, pero el juego es { $game }
setup-deal-game = { $file }:{ $line }: clave `game`: { $why }
setup-deal-other-game = { $file }:{ $line }: este es un reparto de { $of }, no de { $game }
stats-interrupted = interrumpido: el resultado cubre los { $deals } repartos terminados
play-name-a-game = nombra un juego para jugar
resume-bad-save = { $file }: { $error }; el archivo queda como está
resume-cannot-resume = { $file }: { $error }; la partida guardada no puede continuarse, y el archivo queda como está
resume-none-of-deal = ninguna partida guardada de { $game }, reparto { $seed }
resume-none-of = ninguna partida guardada de { $game }
resume-none-deal = ninguna partida guardada del reparto { $seed }
resume-none = ninguna partida guardada
resume-nothing-saved = { $what } en { $dir }: `patience saves` lista las partidas guardadas; `patience play GAME` empieza una
stats-bad-shard = --shard `{ $shard }`: se espera I/N con 1 <= I <= N, p. ej. 2/4
stats-past-last-deal = --from más --deals pasa del último número de reparto
stats-nothing-to-merge = no hay informes que sumar

## Archivos, carpetas, la entrada estándar, el terminal y las opciones de una ejecución

warning = aviso: { $text }
patience-lang-unknown = $PATIENCE_LANG es `{ $value }`: se espera en, de o es (o déjala sin definir)
standard-input = entrada estándar
cannot-read-stdin = no se puede leer la entrada estándar
cannot-read-moves-stdin = no se puede leer la lista de jugadas de la entrada estándar
cannot-lock = no se puede bloquear { $path }
cannot-write = no se puede escribir { $path }
cannot-remove = no se puede borrar { $path }
cannot-read-length = no se puede leer la longitud de { $path }
cannot-create-folder = no se puede crear la carpeta { $dir }
cannot-create-folder-for = no se puede crear la carpeta { $dir } para { $path }
cannot-create-temporary = no se puede crear un archivo temporal en { $dir }
cannot-open-to-add = no se puede abrir { $path } para añadirle algo
cannot-move-aside = no se puede renombrar { $path } como { $to } para conservarlo
not-a-file-path = { $path }: no es la ruta de un archivo
no-data-folder = no hay carpeta de datos: pon en PATIENCE_DATA una carpeta para las partidas guardadas y las estadísticas
io-not-found = no existe ese archivo ni esa carpeta
io-permission-denied = permiso denegado
io-already-exists = ya existe
io-is-a-folder = es una carpeta
io-not-a-folder = una parte de la ruta no es una carpeta
io-folder-not-empty = la carpeta no está vacía
io-read-only = el sistema de archivos es de solo lectura
io-full = el disco está lleno
io-too-large = el archivo es demasiado grande
io-not-text = no es texto UTF-8
io-cut-short = termina antes de tiempo
io-busy = está ocupado
io-bad-name = no es un nombre de archivo válido
io-crosses-devices = pasaría de un sistema de archivos a otro
io-unsupported = aquí no es posible
io-timed-out = se acabó el tiempo
io-out-of-memory = no queda memoria
history-is-a-folder = { $path } es una carpeta, no un archivo: tu historial no puede leerse ni anotarse hasta que la quites de ahí
history-not-a-plain-file = { $path } no es un archivo normal: tu historial no puede leerse ni anotarse hasta que lo quites de ahí
history-old-left = { $error }: queda como está, y se aparta cuando se anote la próxima partida
history-old-not-statistics = { $file }: no es un archivo de estadísticas: { $error }
history-old-other-version = { $file }: no es un archivo de estadísticas que esta versión lea
history-old-kept-aside = { $error }; se conserva como { $path } y tu historial sigue sin él
history-imported = tus estadísticas anteriores están ahora en { $path } (el archivo viejo se conserva como { $kept })
history-imported-not-renamed = tus estadísticas anteriores están ahora en { $path }; { $old } no pudo renombrarse ({ $error }) y ya no se lee
history-cannot-write-left = no se puede escribir { $path }; el archivo queda como estaba ({ $bytes } bytes)
history-cannot-write-cut = no se puede escribir { $path }, y lo escrito no pudo deshacerse ({ $error }): su última línea puede quedar cortada, y entonces se omite al leer el historial
save-not-json = no es una partida guardada ({ $error })
save-no-format = no es una partida guardada (falta `format = "patience save"`)
save-newer = guardada por una versión más nueva (formato { $found }; esta lee el { $reads })
save-no-version = clave `version`: se espera un número entero
save-broken = partida guardada dañada: { $error }
restore-deal = clave `deal`: { $error }
restore-move-refused = la jugada { $n } (`{ $text }`) no está permitida: { $why }
restore-redo-refused = la jugada { $n } por rehacer (`{ $text }`) no está permitida: { $why }
restore-redo-undo = clave `redo`: sus jugadas no pueden deshacerse: { $why }
resume-no-such-game = clave `game`: ningún juego se llama `{ $game }`
resume-rules = clave `rules`: { $why }
rules-folder-unreadable = PATIENCE_RULES nombra { $dir }, que no puede leerse ({ $error }): sus variantes quedan fuera
rules-of = reglas de { $name }
cannot-watch-signals = no se pueden vigilar las señales
cannot-set-up-terminal = no se puede preparar el terminal
winnable-gave-up = se abandonó la búsqueda de un reparto que se pueda ganar: { $n } { $n ->
        [one] reparto probado
       *[other] repartos probados
    } (números { $from }..{ $to }), ninguno demostrado ganable en { $seconds } s ({ $per_deal } s como mucho por reparto, { $total } s en total; ${ $var } fija el total): prueba otra vez, o juega sin --winnable
at-least-one = { $option } debe ser al menos 1
too-large = { $option } es demasiado grande
stats-threads = --threads { $n }: no se pudieron iniciar los hilos en los que jugar
stats-not-json = { $name }:{ $line }: no es el JSON de `patience stats --json`: { $error }
stats-expert-none = ninguno
merge-other-game = { $name }: juego `{ $found }`, pero { $first } tiene `{ $expected }`
merge-other-player = { $name }: jugador `{ $found }`, pero { $first } tiene `{ $expected }`
merge-other-budget = { $name }: presupuesto { $found }, pero { $first } tiene { $expected }: las partes de una ejecución comparten el presupuesto
merge-other-expert = { $name }: los ajustes del experto { $found }, pero { $first } tiene { $expected }: las partes de una ejecución los comparten
merge-interrupted = una ejecución interrumpida no cubre ningún tramo entero y no puede sumarse
merge-overlap = los tramos de números { $first } y { $second } se solapan
compare-other-deals = las ejecuciones cubren repartos distintos ({ $first } y { $second }): una comparación necesita los mismos
compare-wins-not-listed = una ejecución lista { $listed } de sus { $won } repartos ganados (el solucionador no lista ninguno; una ejecución de más de 10.000 victorias lista solo las 10.000 primeras)
compare-other-game = { $first } es de `{ $first_game }`, { $second } de `{ $second_game }`: una comparación necesita un solo juego
