# Los mensajes de Sir Tommy en español: el tablero, los rechazos y las reglas en prosa.
# Términos como en los demás mensajes: base (foundation), pila de desechos (waste), mazo
# (stock), voltear (turn), nueva pasada (redeal). La notación (`s-w1`, `w2-f1`, `turn`,
# `redeal`) queda en inglés.

## El tablero

sir-tommy-turned = volteada
sir-tommy-ace = as
sir-tommy-next = sigue { $card }
sir-tommy-stock = mazo
sir-tommy-fact-stock = mazo { $n }
sir-tommy-fact-redeals = nuevas pasadas { $n }
sir-tommy-lost = el mazo está vacío y ninguna carta superior de los desechos va a una base
sir-tommy-lost-no-redeal = el mazo está vacío, no queda ninguna pasada y ninguna carta superior de los desechos va a una base

## Rechazos

sir-tommy-expected-waste = w1 a { $last }
sir-tommy-expected-foundation = f1 a f4
sir-tommy-expected-move = `turn`, `redeal` o una jugada DE-A como `s-w1`, `s-f`, `w2-f1`
sir-tommy-expected-turned = s (la siguiente) o s1 a { $last }
sir-tommy-no-such-foundation = solo hay las bases f1 a f4
sir-tommy-all-started = las cuatro bases ya están empezadas
sir-tommy-ace-starts-next = un as empieza una base nueva: la siguiente es { $pile }
sir-tommy-not-started = { $pile } no está empezada: solo un as empieza una base
sir-tommy-complete = { $pile } está completa: acaba en el rey
sir-tommy-not-next-rank = { $card } no va sobre { $top }: una base recibe el valor siguiente
sir-tommy-wrong-suit = { $card } no va sobre { $top }: las bases se construyen por palo
sir-tommy-fits-no-foundation = { $card } no va en ninguna base
sir-tommy-cards-waiting = hay cartas volteadas esperando: colócalas todas antes de voltear las siguientes
sir-tommy-card-waiting = una carta espera: colócala antes de voltear la siguiente
sir-tommy-stock-empty-redeal-left = el mazo está vacío: `redeal` recoge las pilas de desechos en un mazo nuevo
sir-tommy-stock-empty = el mazo está vacío
sir-tommy-no-redeals = estas reglas no permiten otra pasada: una sola pasada por el mazo
sir-tommy-redeals-used = no queda ninguna pasada: las reglas permiten { $allowed }
sir-tommy-stock-not-empty = el mazo aún no está vacío: la nueva pasada llega tras su última carta
sir-tommy-waiting-before-redeal = una carta volteada espera: colócala antes de la nueva pasada
sir-tommy-nothing-to-redeal = las pilas de desechos están vacías: no hay nada que recoger
sir-tommy-ace-on-waste = un as empieza una base nueva: no va a una pila de desechos
sir-tommy-waste-empty = { $pile } está vacía
sir-tommy-nothing-waiting = ninguna carta espera: `turn` voltea la siguiente
sir-tommy-no-such-waste = solo hay las pilas de desechos w1 a { $last }
sir-tommy-waste-waits = volteando { $n } cartas a la vez, { $n ->
        [2] las dos
       *[other] las { $n }
    } cartas volteadas se colocan antes de que una carta de los desechos vaya a una base
sir-tommy-only-waiting = { $n ->
        [1] solo espera una carta volteada
       *[other] solo esperan { $n } cartas volteadas
    }: s1 a s{ $n }
sir-tommy-place-in-order = coloca las cartas en el orden en que se voltearon: primero { $card } (regla `place_in_order`)
sir-tommy-no-turned-card = no espera ninguna carta volteada { $pile }
sir-tommy-from-foundation = nada sale de una base
sir-tommy-waste-to-waste = nada pasa de una pila de desechos a otra
sir-tommy-not-a-target = `{ $text }`: las cartas solo van a una pila de desechos `wN` o a una base `fN` (o `f`)

## Las reglas en prosa

sir-tommy-explain-aces-up = Una baraja. Los cuatro ases se separan antes de mezclar y empiezan las cuatro bases, en el orden de palos tréboles, diamantes, corazones, picas. Cada base se construye un valor cada vez hasta el rey, { $build ->
        [suit] en el palo de su as
       *[rank] sin importar el palo
    }. Nada sale de una base.
sir-tommy-explain-foundations = Una baraja. Hasta cuatro bases, cada una empezada por un as y construida un valor cada vez hasta el rey, { $build ->
        [suit] en el palo de su as
       *[rank] sin importar el palo
    }. Nada sale de una base.
sir-tommy-explain-place = un as empieza la siguiente base; otra carta va sobre una base cuya carta superior sea un valor menor{ $build ->
        [suit] {" "}y de su palo
       *[rank] {""}
    }, o sobre cualquiera de las { $wastes ->
        [1] una
        [2] dos
        [3] tres
        [4] cuatro
        [5] cinco
        [6] seis
        [7] siete
       *[8] ocho
    } pilas de desechos
sir-tommy-explain-turn-one = `turn` voltea la carta superior del mazo. Hay que colocarla antes de voltear la siguiente: { $place }. La carta superior de una pila de desechos puede ir a una base donde encaje en cualquier momento, también mientras espera una carta volteada.
sir-tommy-explain-turn-many = `turn` voltea las siguientes { $n ->
        [2] dos
        [3] tres
        [4] cuatro
        [5] cinco
        [6] seis
        [7] siete
       *[8] ocho
    } cartas del mazo (o lo que quede). Se colocan una a una, { $in_order ->
        [true] en el orden en que se voltearon (`s` es la siguiente)
       *[false] en cualquier orden (`s` es la primera volteada, `s2` la siguiente, …)
    }, y todas antes de voltear otra vez: { $place }. Mientras espera una carta volteada, ninguna carta de los desechos va a una base.
sir-tommy-explain-fanned = Las pilas de desechos están abiertas en abanico, todas las cartas a la vista, pero solo se mueve la carta superior de cada una, y solo a una base: nada pasa de una pila de desechos a otra.
sir-tommy-explain-squared = Las pilas de desechos están cuadradas: solo se ve la carta superior de cada una (recuerda lo que hay debajo). Solo se mueve la carta superior, y solo a una base: nada pasa de una pila de desechos a otra.
sir-tommy-explain-one-pass = Una sola pasada por el mazo: no hay nuevas pasadas.
sir-tommy-explain-redeals = Cuando el mazo está vacío, `redeal` recoge las pilas de desechos (w1 de abajo arriba, luego w2, …) en un mazo nuevo, { $gather ->
        [in-order] vuelto del revés sin mezclar
       *[shuffle] mezclado según el número del reparto
    }; { $n ->
        [1] se permite una nueva pasada
        [2] se permiten dos nuevas pasadas
       *[3] se permiten tres nuevas pasadas
    }.
sir-tommy-explain-end = Se gana cuando las 52 cartas están en las bases. Se pierde cuando el mazo está vacío, no espera ninguna carta volteada{ $redeals ->
        [some] , no queda ninguna pasada
       *[none] {""}
    } y ninguna carta superior de los desechos va a una base.

## Qué significa cada clave de las reglas

sir-tommy-key-waste_piles = Pilas de desechos, de 1 a 8.
sir-tommy-key-turn_count = Cartas volteadas a la vez, de 1 a 8 (cuatro a la vez: 4). Con más de una, todas se colocan antes de que una carta de los desechos pueda ir a una base (en el orden en que se voltearon: ver `place_in_order`).
sir-tommy-key-aces_up = Separar los cuatro ases antes de mezclar; empiezan las bases en el orden de palos C D H S.
sir-tommy-key-build = Cómo se construyen las bases: "rank" (un valor más, cualquier palo) o "suit" (un valor más del mismo palo).
sir-tommy-key-redeals = Veces que las pilas de desechos pueden recogerse en un mazo nuevo cuando el mazo está vacío, de 0 a 3.
sir-tommy-key-redeal_gather = Cómo recoge una nueva pasada las pilas de desechos (w1 de abajo arriba, luego w2 ...): "shuffle" (mezcladas según la semilla del reparto) o "in-order" (vueltas del revés, la carta de abajo de w1 sale primero).
sir-tommy-key-show_buried = Mostrar las cartas de los desechos bajo cada carta superior; false es la antigua regla estricta (solo se ven las superiores).
sir-tommy-key-place_in_order = Si las cartas volteadas se colocan en el orden en que se voltearon (`s` nombra la siguiente). El texto de «cuatro a la vez» solo dice que todas se colocan antes de que una carta de los desechos vaya a una base; el orden es nuestra lectura. false: cualquiera de ellas primero (`s2-w1`).

## Las variantes

sir-tommy-about-sir-tommy = Voltea la baraja carta a carta sobre cuatro bases del as al rey, de cualquier palo, o sobre cuatro pilas de desechos.
sir-tommy-about-sir-tommy-aces-up = Sir Tommy con los cuatro ases colocados antes de mezclar como las cuatro bases.
sir-tommy-about-sir-tommy-by-suit = Sir Tommy con las bases construidas por palo, y las pilas de desechos mezcladas y jugadas dos veces más.
sir-tommy-about-sir-tommy-four-at-a-time = Sir Tommy volteando cuatro cartas a la vez, todas colocadas antes de que una carta de los desechos vaya a una base.
sir-tommy-about-sir-tommy-strict = Sir Tommy con las pilas de desechos cuadradas: solo se ve la carta superior de cada una, recuerda el resto.

## Por qué `auto` hace una jugada

sir-tommy-safe-ace = { $card } empieza una base: un as no va a ningún otro sitio
sir-tommy-safe-suit = { $card } va a su base: solo la base de su palo la recibe
sir-tommy-safe-rank = { $card } va a una base: tantas bases esperan su valor como cartas de él quedan fuera

## Los nombres de las variantes

sir-tommy-title-sir-tommy = Sir Tommy
sir-tommy-title-sir-tommy-aces-up = Sir Tommy, ases fuera
sir-tommy-title-sir-tommy-by-suit = Sir Tommy, por palo
sir-tommy-title-sir-tommy-four-at-a-time = Sir Tommy, cuatro a la vez
sir-tommy-title-sir-tommy-strict = Sir Tommy, estricto
