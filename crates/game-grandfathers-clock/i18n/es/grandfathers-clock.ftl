# Los mensajes del Reloj del Abuelo (Grandfather's Clock) en español, con los términos de
# Big Ben: base (foundation), montón y cuadro (tableau). La notación (`t3-f9`) queda en
# inglés.

## El tablero

grandfathers-clock-fact-home = en las bases { $n } de 40
grandfathers-clock-lost = ninguna carta puede moverse

## Rechazos

grandfathers-clock-expected-pile = t1…{ $last } (cuadro) o f1…f12 (bases, por hora)
grandfathers-clock-expected-move = DE-A como t3-f9 o t3-t5

## Las reglas en prosa

grandfathers-clock-explain-clock = Una baraja. Se separan doce cartas base y se colocan como la esfera de un reloj, desde las 12 en punto en el sentido de las agujas del reloj: { $bases }. Estas son las bases. Cada una se construye por palo, un valor cada vez, del rey al as, hasta que su carta superior muestre su hora (as 1, jota 11, reina 12). Nada sale de una base.
grandfathers-clock-explain-deal = Las otras { $cards } cartas se reparten boca arriba en { $piles ->
        [4] cuatro
        [5] cinco
        [8] ocho
        [10] diez
       *[other] { $piles }
    } montones de { $size ->
        [4] cuatro
        [5] cinco
        [8] ocho
        [10] diez
       *[other] { $size }
    }. Solo se mueven las cartas superiores, una cada vez: a su base, o sobre un montón cuya carta superior sea un valor más alta, de cualquier palo y sin continuidad (nada va sobre un as; un rey solo va a un montón vacío). Un montón vacío recibe cualquier carta. No hay mazo.
grandfathers-clock-explain-end = Se gana cuando todas las bases muestran su hora; se pierde cuando ninguna carta puede moverse. Una partida también puede dar vueltas en círculo, con cartas pasando de un montón a otro: entonces la termina el jugador.

## Qué significa cada clave de las reglas

grandfathers-clock-key-bases = Las cartas de las bases, desde las 12 en punto en el sentido de las agujas del reloj: 12, 1, 2, … 11. Cada una se construye por palo, de K a A continuando, hasta que su carta superior muestre su hora (J = 11, Q = 12, A = 1); juntas deben recibir todas las demás cartas de la baraja.
grandfathers-clock-key-tableau_piles = Montones del cuadro, y las cartas repartidas a cada uno (entre los dos deben sumar las otras 40 cartas).
grandfathers-clock-key-pile_size = Montones del cuadro, y las cartas repartidas a cada uno (entre los dos deben sumar las otras 40 cartas).

## Las variantes

grandfathers-clock-about-grandfathers-clock = Una baraja; doce cartas del reloj se construyen por palo hasta que cada una muestre su hora, desde ocho montones que se construyen hacia abajo sin importar el palo.

## Por qué `auto` hace una jugada

grandfathers-clock-safe-ace = { $card } va a su base: sobre un as no se pone nada
grandfathers-clock-safe = { $card } va a su base: todas las cartas de un valor menos ya están en las bases, así que nada se pone sobre ella

## Los nombres de las variantes

grandfathers-clock-title-grandfathers-clock = Grandfather's Clock (Reloj del Abuelo)
grandfathers-clock-expect-piles = de 4 a { $max } montones que con `pile_size` contengan las 40 cartas (8 × 5, 10 × 4, 5 × 8, 4 × 10)
