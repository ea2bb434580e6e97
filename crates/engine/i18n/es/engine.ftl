# Lo que el motor dice al jugador, en todos los juegos. La notación queda en inglés.

engine-not-a-move = `{ $text }` no es una jugada: se espera { $expected }
engine-usage = se espera { $expected }
engine-not-a = `{ $text }` no es { $kind }: se espera { $expected }
engine-kind-pile = un montón
engine-kind-waste-pile = una pila de desechos
engine-kind-foundation = una base
engine-kind-turned-card = una carta volteada
engine-game-over = la partida ha terminado: undo sigue desde una posición anterior
engine-keys-header = Qué significa cada clave ({ $file }):
engine-changed-from = { $line } (cambiada; antes { $default })
engine-default-prose = Este juego cuenta sus reglas solo por sus valores: cada clave de abajo es una regla, con lo que fija.
engine-only-legal-move = la única jugada permitida
engine-nothing-to-undo = nada que deshacer
engine-undo-pure = undo devolvería una carta ya volteada; esta partida se juega pura
engine-never-hurts = nunca puede perjudicar
engine-basis-only = la única jugada que cambia algo
engine-basis-safe = una jugada segura: nunca puede perjudicar
engine-basis-solved = todas las cartas se conocen, y empieza un camino ganador
engine-basis-no-win = todas las cartas se conocen y ningún camino gana: la elección del jugador sencillo
engine-basis-sampled = gana en { $wins } de { $samples } repartos al azar de las cartas no vistas{ $playouts ->
        [true] {" "}jugados hasta el final
       *[false] {""}
    }{ $unknown ->
        [0] {""}
       *[other] {" "}({ $unknown } sin decidir)
    }, la mejor de { $candidates } jugadas comparadas
engine-basis-checked = la jugada que preferían las muestras pierde en { $lost } de { $deals } repartos al azar de las cartas no vistas; esta gana en { $wins }
engine-unknown-name-suggest = ningún juego ni variante se llama `{ $name }`: ¿quisiste decir `{ $suggestion }`?
engine-unknown-name = ningún juego ni variante se llama `{ $name }` (ver `patience list`)
engine-needs-argument = línea { $line }: `{ $token }` necesita un argumento detrás

# Un paso de un juego hecho de clases de montón rechazado (`engine::piles`), y sus reglas.
engine-pile-no-such-pile = ese montón no existe
engine-pile-empty = { $pile } está vacío
engine-pile-from-foundation = nada sale de una base
engine-pile-stays = nada sale así de { $pile }
engine-pile-complete = { $pile } está completa
engine-pile-not-next = { $pile } recibe ahora { $wants }, no { $card }
engine-pile-starts = { $pile } está vacío y solo recibe una carta de valor { $rank }
engine-pile-onto-itself = una carta no puede moverse sobre su propio montón
engine-pile-no-build = { $card } no va sobre { $on }: { $rule }
engine-build-down-any-suit = el cuadro se construye hacia abajo, un valor menos, de cualquier palo, sin continuidad
engine-build-up-in-suit-wrapping = una base se construye hacia arriba en su palo, un as sobre un rey
engine-build-up-in-suit = una base se construye hacia arriba en su palo desde el as
engine-build-nothing = sobre este montón no se pone nada
engine-pile-to = hasta { $card }
engine-pile-stock-not-empty = el mazo aún no está vacío
engine-pile-no-redeal-left = no queda ningún reparto
engine-pile-waste = basura
engine-pile-next = siguiente

## Rules and deal files that cannot be read

engine-expect-range = un número entero de { $min } a { $max }
engine-expect-hour = una hora de 1 a 12
engine-rule-value = clave `{ $key }`: se espera { $expected }
engine-rules-toml = { $error } (un archivo de reglas tiene `name`, `base`, `title`, `description`, `aliases` y una tabla [rules])
engine-rules-key-twice = la clave `{ $key }` aparece dos veces
engine-not-a-card = `{ $token }` no es una carta (se espera un rango A 2-9 T/10 J Q K y luego un palo C D H S o ♣ ♦ ♥ ♠, p. ej. `TC` o `10♣`)
engine-rules-not-toml = esto no es TOML válido aquí ‹{ $error }›
engine-rules-toml-expected = no es TOML válido: se espera { $n ->
        [one] { $tokens }
       *[other] uno de { $tokens }
    }
engine-toml-line-break = un salto de línea
engine-rules-unknown-file-key = clave desconocida `{ $key }`: un archivo de reglas tiene `name`, `base`, `title`, `description`, `aliases` y una tabla [rules]
engine-rules-wrong-type = clave `{ $key }`: se espera { $expected }, se encontró { $found }
engine-rules-expect-names = una lista de cadenas
engine-rules-found-date = una fecha
engine-rules-no-name = falta la clave `name`: un archivo de reglas en una carpeta de reglas necesita un nombre, p. ej. name = "mi-variante"
engine-rules-unknown-key = clave desconocida `{ $key }` en [rules] de { $game }: se espera una de { $keys }
engine-rules-key = clave `{ $key }`: { $why }
engine-rules-found = se espera { $expected }, se encontró { $found }
engine-shape-unknown-value = `{ $value }` no es un valor de esta clave: se espera { $n ->
        [one] { $values }
       *[other] uno de { $values }
    }
engine-shape-unknown-key = clave desconocida `{ $key }`: se espera una de { $keys }
engine-shape-missing-key = falta la clave `{ $key }`
engine-shape-refused = esta clave no admite { $found }
engine-shape-other = valor rechazado ‹{ $said }›
engine-rules-base = clave `base`: { $why }
engine-deal-toml = no es un archivo de reparto TOML válido ‹{ $error }›
engine-deal-game-not-text = clave `game`: se espera el nombre del juego como cadena
engine-deal-seed = clave `seed`: se espera un número de reparto de 0 a 18446744073709551615 (por encima de 9223372036854775807 escrito como cadena, p. ej. seed = "18446744073709551615")
engine-deal-no-game = falta la clave `game`: se espera el nombre del juego, p. ej. game = "big-ben"
engine-deal-unknown-key = clave desconocida `{ $key }`: se esperan `game`, `seed`, { $keys }
engine-deal-missing-key = falta la clave `{ $key }`: se espera { $shape }
engine-deal-key = `{ $key }`
engine-deal-pile = `{ $key }` montón { $pile }
engine-deal-cards = `{ $key }` tiene { $n } cartas: se esperan { $count }
engine-deal-piles = `{ $key }` tiene { $n } montones: se esperan { $count } cadenas de { $size } cartas
engine-deal-pile-cards = { $pile } tiene { $n } cartas: se esperan { $size }
engine-deal-wrong-kind = clave `{ $key }`: se espera { $shape }, se encontró { $found }
engine-deal-shape-cards = una cadena de { $count } cartas
engine-deal-shape-piles = una lista de { $count } cadenas de { $size } cartas
engine-deal-found-string = una cadena
engine-deal-found-single-string = una sola cadena
engine-deal-found-list = una lista
engine-deal-found-number = un número
engine-deal-found-bool = true o false
engine-deal-found-table = una tabla
engine-deal-found-mixed-list = una lista que no es toda de cadenas
engine-deal-found-table-or-date = una tabla o una fecha
engine-deal-not-in-pack = no está en la baraja de este juego
engine-deal-pack-has = { $n ->
        [one] la baraja la tiene una vez
       *[other] la baraja la tiene { $n } veces
    }
engine-deal-too-many = la carta { $card } aparece una vez de más: { $times }
engine-deal-card-missing = falta la carta { $card }: el reparto debe tener la baraja entera
engine-bad-deal-count = el reparto tiene { $found } cartas: se esperan { $expected }
engine-bad-deal-too-many = la carta { $card } aparece { $found } veces: { $times }
engine-deal-bad-card = { $where }, carta { $n }: { $error }
engine-expect-ring-bases = doce cartas distintas desde las 12 en el sentido del reloj, p. ej. ["9D", "TS", …] (se encontraron { $n } cartas, { $distinct } distintas)
engine-expect-ring-apart = bases cuyas escaleras hasta sus horas no comparten carta: { $card } se necesita dos veces
engine-expect-ring-all = bases cuyas escaleras hasta sus horas toman las otras 40 cartas (toman { $taken })
engine-expect-name = se espera un nombre de letras minúsculas de la a a la z, cifras y `-`, que empiece por una letra, de { $most } caracteres como mucho (p. ej. `mi-variante`), se encontró `{ $found }`
engine-rules-name = clave `name`: { $why }
engine-rules-name-twice = clave `name`: `{ $name }` es también el nombre en { $first }, que es el que se usa
engine-rules-base-circle = clave `base`: estas variantes se basan unas en otras en círculo: { $files }
engine-rules-no-base = falta la clave `base`: `{ $name }` es una variante, así que su archivo nombra su base
engine-name-taken = el nombre `{ $name }` ya lo tiene `{ $owner }`
engine-card-at = { $card } en { $hour ->
        [1] la 1
       *[other] las { $hour }
    }
