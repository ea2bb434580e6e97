# Los mensajes del Reloj en español: el tablero, los rechazos y las reglas en prosa. La
# notación (`turn`, `swap p5`) queda en inglés.

## El tablero

clock-fact-face-down = boca abajo { $n }
clock-fact-kings = reyes { $n }
clock-fact-fourth-king = { $card } es el cuarto rey: cámbialo (swap pN) o termina con turn
clock-fact-swaps = cambios restantes { $n }
clock-lost = salió el cuarto rey cuando aún había cartas boca abajo

## Rechazos

clock-expected-pile = p1 … p12, o p13 para el centro
clock-expected-move = `turn`, o `swap pN` cuando sale el cuarto rey en Watch
clock-ended = salió el cuarto rey: la partida ha terminado
clock-swap-not-now = solo se puede cambiar cuando sale el cuarto rey (Watch)
clock-no-such-pile = solo hay los montones p1 a p13
clock-nothing-to-swap = el montón { $pile } no tiene ninguna carta boca abajo por la que cambiar el rey
clock-swap-needs-pile = `swap` necesita un montón, p. ej. `swap p5`

## Las reglas en prosa

clock-explain-deal = Una baraja, repartida boca abajo en trece montones de cuatro: los montones de la 1 a las 12 en punto son del as, el 2 … el 10, la jota y la reina; el decimotercero, en el centro, de los reyes. `turn` voltea la carta superior boca abajo del montón actual (al principio el del centro) y la mete boca arriba debajo del montón de su valor, que pasa a ser el montón actual; un rey va debajo del centro.
clock-explain-end = La partida termina cuando el cuarto rey entra debajo del centro: se gana si para entonces todas las cartas están boca arriba. No hay nada que elegir: decide el reparto.
clock-explain-swaps = Cuando sale el cuarto rey y aún hay cartas boca abajo, se puede cambiar por una carta boca abajo, { $n ->
        [1] una vez
        [2] dos veces
        [3] tres veces
       *[4] cuatro veces
    } por partida: `swap pN` lo cambia por la carta boca abajo más honda del montón N (la que se voltearía la última), y se sigue jugando con esa carta; `turn` renuncia, y el rey termina la partida. La partida termina cuando el cuarto rey entra sin ningún cambio: se gana si para entonces todas las cartas están boca arriba.

## Qué significa cada clave de las reglas

clock-key-swaps = Cuántas veces se puede cambiar el cuarto rey por una carta boca abajo (la variante Watch: 1).

## Las variantes

clock-about-clock = Una baraja en trece montones como la esfera de un reloj; voltear y meter debajo hasta el cuarto rey. Pura suerte.
clock-about-watch = El Reloj con una oportunidad: cambiar el cuarto rey por una carta boca abajo a elección.

## Los nombres de las variantes

clock-title-clock = Reloj
clock-title-watch = Watch (reloj de pulsera)
