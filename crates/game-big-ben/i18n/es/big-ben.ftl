# Los mensajes de Big Ben en español: el tablero, los rechazos y las reglas en prosa.
# Términos como en el texto español de Big Ben: base (foundation), montón y cuadro
# (tableau), mazo (stock), pila de desechos (waste), hueco (gap), construir (build),
# llenar los huecos (fill). La notación (`t3-f9`, `fill`, `draw`, `redeal`) queda en inglés.

## El tablero

# Corto para el tablero: el texto español la llama también «pila de basura».
big-ben-waste = basura
big-ben-ends = hasta { $card }
big-ben-gaps = { $n ->
        [one] 1 hueco
       *[other] { $n } huecos
    }
big-ben-stock = mazo
big-ben-fact-stock = mazo { $n }
big-ben-fact-waste = desechos { $n }
big-ben-fact-redeals = nuevas pasadas { $n }
big-ben-lost = el mazo se agotó y ninguna carta puede moverse
big-ben-lost-shuttling = el mazo se agotó y ninguna carta puede llegar a una base: solo queda mover cartas de un montón a otro

## Rechazos

big-ben-expected-pile = t1…t12 (cuadro), f1…f12 (bases) o w (pila de desechos)
big-ben-expected-move = DE-A (p. ej. t3-f9, w-t4), `fill`, `draw` o `redeal`
big-ben-from-stock = del mazo no se juega directamente: `draw` reparte una carta (o `fill` llena los huecos)
big-ben-from-foundation = las cartas nunca salen de una base (de { $pile } no se juega)
big-ben-onto-waste = en la pila de desechos no se pone nada: solo recibe las cartas repartidas (`draw`)
big-ben-onto-itself = { $pile } no puede moverse sobre sí mismo
big-ben-waste-empty = la pila de desechos está vacía
big-ben-pile-empty = { $pile } está vacío
big-ben-foundation-complete = { $pile } está completa: acabó en { $top }
big-ben-not-on-foundation = { $card } no va en { $pile }: muestra { $top } y la siguiente es { $wants }
big-ben-short-pile = { $pile } tiene { $gaps ->
        [one] un hueco
       *[other] { $gaps } huecos
    } ({ $cards } de { $size } cartas): no se construye sobre él hasta que se llene
big-ben-onto-empty = { $pile } está vacío: solo llenar los huecos pone cartas ahí
big-ben-no-king-on-ace = { $card } no va sobre { $on }: con estas reglas no se pone un rey sobre un as (tableau_wrap = false)
big-ben-no-build = { $card } no va sobre { $on }: se construye por palo, un valor menos ({ $wants })
big-ben-no-build-at-all = { $card } no va sobre { $on }: se construye por palo, un valor menos (nada)
big-ben-nothing-to-fill-with = el mazo está vacío: no queda nada con que llenar
big-ben-no-gap = ningún montón tiene huecos: no hay nada que llenar
big-ben-stock-empty = el mazo está vacío
big-ben-stock-empty-redeal-left = el mazo está vacío: `redeal` da la vuelta a la pila de desechos
big-ben-gaps-open = los montones con huecos ({ $piles }) deben llenarse antes (`fill`): no se reparte ninguna carta mientras quede un hueco
big-ben-no-redeals = estas reglas no permiten otra pasada
big-ben-redeals-used = no queda ninguna pasada (las reglas permiten { $allowed })
big-ben-stock-not-empty = al mazo le { $n ->
        [one] queda { $n } carta
       *[other] quedan { $n } cartas
    }: la nueva pasada llega cuando esté vacío

## Las reglas en prosa

big-ben-explain-clock = Dos barajas. Se separa una de cada una de las doce cartas del reloj y se colocan como la esfera de un reloj, en el sentido de las agujas del reloj desde las { $first } en punto: { $clock }. Estas son las bases (el «círculo interior»). Cada una se construye por palo, un valor cada vez, del rey al as y al dos, hasta que la última carta corresponda a su posición en el reloj (as 1, jota 11, reina 12); entonces está completa y no recibe nada más. Nada sale de una base.
big-ben-explain-deal = Las otras 92 cartas se mezclan. Se reparten boca arriba doce montones de { $size ->
        [1] una carta
        [2] dos cartas
        [3] tres cartas
        [4] cuatro cartas
        [5] cinco cartas
        [6] seis cartas
        [7] siete cartas
       *[other] { $size } cartas
    }, uno junto a cada hora: el cuadro, o «círculo exterior»; las otras { $stock } cartas son el mazo, boca abajo. Solo se mueve la carta superior de un montón, una carta cada vez: a su base, o sobre otro montón cuya carta superior sea un valor más alta y del mismo palo{ $wrap ->
        [true] {" "}(un rey va sobre un as)
       *[false] {" "}(nada va sobre un as)
    }. Sobre un montón vacío no se construye: solo llenar los huecos pone cartas ahí.
big-ben-explain-short-piles-build = Un montón con menos de { $size ->
        [2] dos cartas
        [3] tres cartas
        [4] cuatro cartas
        [5] cinco cartas
        [6] seis cartas
        [7] siete cartas
       *[other] { $size } cartas
    } tiene huecos, pero aun así se puede construir sobre él.
big-ben-explain-short-piles = Un montón con menos de { $size ->
        [2] dos cartas
        [3] tres cartas
        [4] cuatro cartas
        [5] cinco cartas
        [6] seis cartas
        [7] siete cartas
       *[other] { $size } cartas
    } tiene huecos y no se construye sobre él hasta que se llene: construir sobre él es como «llenar un vacío». Un montón que ya pasa de { $size ->
        [2] dos
        [3] tres
        [4] cuatro
        [5] cinco
        [6] seis
        [7] siete
       *[other] { $size }
    } cartas recibe cartas como siempre.
big-ben-explain-fill = `fill` llena los huecos con cartas del mazo: empezando por el montón de las { $start } en punto y siguiendo { $direction ->
        [clockwise] en el sentido de las agujas del reloj
       *[counterclockwise] en sentido contrario a las agujas del reloj
    } ({ $round }), cada montón que aún tiene huecos cuando le toca recibe una carta, vuelta tras vuelta, hasta que no quede ningún hueco o se agote el mazo. `draw` reparte la carta superior del mazo a la pila de desechos, solo mientras ningún montón tenga huecos. La carta superior de la pila de desechos puede ir a una base o sobre un montón; las cartas de la pila de desechos nunca llenan huecos.
big-ben-explain-one-pass = Una sola pasada por el mazo: no hay nuevas pasadas.
big-ben-explain-redeals = Cuando se agota el mazo, se puede dar la vuelta a la pila de desechos como mazo nuevo { $n ->
        [1] una vez
        [2] dos veces
        [3] tres veces
       *[other] { $n } veces
    } (`redeal`): la primera carta repartida a la pila de desechos vuelve a salir la primera.
big-ben-explain-end = Se gana cuando todas las bases muestran su hora. Se pierde cuando se agota el mazo, no queda ninguna pasada y ninguna carta puede llegar a una base construyendo.

## Qué significa cada clave de las reglas

big-ben-key-clock_cards = Las cartas de las bases, colocadas en el sentido de las agujas del reloj desde `first_hour` (una de cada sale de la baraja).
big-ben-key-first_hour = La hora de la primera carta del reloj (2C a las 9 en punto, …, KD a las 8 en punto).
big-ben-key-pile_size = Cartas repartidas a cada montón del cuadro; un montón con menos tiene huecos (de 1 a 7).
big-ben-key-tableau_wrap = Si la construcción del cuadro es continua: un rey puede ir sobre un as de su palo.
big-ben-key-build_on_short_piles = Si se puede construir sobre un montón con huecos (el texto español dice que no: sería «llenar un vacío»).
big-ben-key-fill_start_hour = La hora del montón donde empieza a llenarse.
big-ben-key-fill_direction = El sentido en que se llenan los huecos: "clockwise" (el de las agujas del reloj) o "counterclockwise" (el contrario).
big-ben-key-redeals = Cuántas veces se puede dar la vuelta a la pila de desechos como mazo nuevo cuando se agota el mazo (de 0 a 3).

## Las variantes

big-ben-about-big-ben = Dos barajas; doce cartas del reloj se construyen por palo hasta que cada una muestre su hora, llenando con el mazo los huecos de doce montones.
big-ben-about-big-ben-second-pass = Big Ben, pero cuando se agota el mazo se da la vuelta una vez a la pila de desechos como mazo nuevo.
big-ben-about-big-ben-short-piles = Big Ben como lo lee el texto alemán: se puede construir sobre un montón con huecos.

## Por qué `auto` hace una jugada

big-ben-safe = { $card } solo va a { $pile }, no queda ningún { $below } que construir sobre ella, y llevarla no cambia nada más
big-ben-safe-ace = { $card } solo va a { $pile }, sin continuidad nada se construye sobre un as, y llevarla no cambia nada más
big-ben-safe-win = todas las cartas están boca arriba, y aún se gana con { $card } en { $pile }

## Los nombres de las variantes

big-ben-title-big-ben = Big Ben
big-ben-title-big-ben-second-pass = Big Ben, segunda pasada
big-ben-title-big-ben-short-piles = Big Ben, montones cortos
big-ben-expect-clock-cards = doce cartas distintas, p. ej. ["2C", "3H", …] (se encontraron { $n } cartas, { $distinct } distintas)
big-ben-expect-pile-size = un número entero de 1 a { $max } (doce montones deben caber en 92 cartas)
