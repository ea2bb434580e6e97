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
