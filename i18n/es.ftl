### Wari: las palabras de la página en español.
### Vocabulario de la página didáctica de la fuente: hoyo, ruma (granero), semilla, sembrar, capturar.
### Mismos mensajes y mismas { $variables } que en.ftl (el archivo de referencia; allí se explica la sintaxis).

## Jugadores, semillas y listas

-south = Sur
-north = Norte
player = { $player ->
    [south] { -south }
   *[north] { -north }
}
seeds = { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
}
list-and = { $items } y { $last }
list-or = { $items } o { $last }

## La página

page-title = Wari — juega al Oware en el navegador
tagline = El juego de siembra de África occidental y del Caribe
language = Idioma
how-to-play = Cómo se juega
close = Cerrar
board-label = Tablero de Wari
vs-computer = Jugar contra el ordenador
two-players = Dos jugadores
mode-label = Quién juega
new-game = Nueva partida
new-game-title = Volver a empezar desde el principio (también una serie nueva)
next-game = Siguiente partida
undo = Deshacer
redo = Rehacer
hint = Pista
flip = Girar el tablero
end-agreement = Terminar de mutuo acuerdo
end-agreement-title = Las semillas dan vueltas sin que nadie capture: terminar la partida y repartir las que quedan según las reglas
play-on = Seguir jugando desde aquí
players = Jugadores
human = Persona
computer-level = Ordenador, nivel { $level } ({ $name })
level-1 = principiante
level-2 = fácil
level-3 = medio
level-4 = de club
level-5 = fuerte
level-6 = máximo
rules-heading = Reglas
variant = Variante
custom-option = Reglas a tu gusto
custom = Reglas a tu gusto
custom-intro = Elige tú cada regla. Si con ellas no se puede jugar, te diremos por qué.
f-pits = Hoyos por hilera (3–10)
f-seeds = Semillas por hoyo (1–10)
f-captures = Cantidades que capturan (por ejemplo: 2,3)
f-chain = Captura en cadena
chain-back = hacia atrás
chain-both = hacia atrás y hacia delante
f-slam = Gran captura (llevarse todas las semillas del rival)
slam-g1 = se juega, pero no captura nada
slam-g2 = prohibida
slam-g3 = lo captura todo
slam-g4 = lo captura todo solo si gana
slam-g5 = lo captura todo y alimenta
f-feed = Dar semillas al rival
feed-must = obligatorio si se queda sin semillas
feed-none = no es obligatorio
f-target = Semillas para ganar (en blanco: más de la mitad)
f-cycle = Semillas que quedan en un ciclo sin fin
cycle-name-side-owner = cada uno, las de su lado
cycle-name-last-capturer = para el último que capturó
cycle-name-not-counted = no cuentan
f-end = Un tablero en el que ya no se puede capturar
end-name-standard = se sigue jugando (hasta un ciclo)
end-name-no-capture = termina la partida (E5)
f-start = Quién empieza
f-rows = Hileras de hoyos
rows-name-two = 2 hileras
rows-name-three = 3 hileras (un solo recorrido)
rows-name-four = 4 hileras (dos por jugador)
f-pits-three = Hoyos por hilera (4, 6 u 8)
f-pits-four = Hoyos por hilera (4–12)
custom-four-note = Con cuatro hileras cada jugador siembra solo por sus dos hileras y captura los hoyos del rival que tiene enfrente: las cantidades que capturan, la cadena, el «grand slam», la obligación de alimentar y el final cuando ya no se puede capturar no se eligen aquí.
apply-custom = Jugar con estas reglas
custom-error = Con estas reglas no se puede jugar: { $reason }.
group-international = Internacional
group-hungary = Hungría
group-poland = Polonia
group-spain = España
group-antigua = Antigua y Barbuda
group-rows = Tres y cuatro hileras
match-heading = Serie
match-single = Una partida
match-7-games = 7 partidas, empieza el perdedor
match-first-to-6 = El primero en ganar 6 partidas
moves-heading = Jugadas
no-moves = Todavía no hay jugadas.
move-list-label = Jugadas de esta partida; elige una para ver cómo quedó el tablero
copy-moves = Copiar jugadas
copy-link = Copiar enlace
copied = Copiado.
copy-manual = Selecciona el texto del cuadro y cópialo.
share-label = Jugadas o enlace para compartir
settings = Ajustes
animation = Animación
speed-off = Sin animación
speed-fast = Rápida
speed-normal = Normal
speed-slow = Lenta
reduced-motion = Tu dispositivo pide menos animaciones, así que las jugadas se muestran al instante.
dismiss = Cerrar aviso
saved-ignored = No se pudo recuperar la partida guardada (estaba dañada o era de una versión anterior), así que ha empezado una nueva.
editor-saved-ignored = No se pudo recuperar la posición que estabas preparando, así que el editor se ha cerrado y se muestra tu partida.
practice-saved-ignored = No se pudo recuperar tu puntuación de la práctica de contar, así que vuelve a empezar desde cero.
no-worker = En este navegador el ordenador piensa dentro de la página, así que la página puede quedarse parada un momento mientras piensa.
thinking = { player } está pensando…
preparing = El ordenador se está preparando… { $percent } %
your-move = Te toca: elige uno de los hoyos rodeados con un círculo.
to-move = Le toca a { player }.
viewing = Estás viendo el tablero después de la jugada { $ply } de { $plies }. «Rehacer» avanza; si juegas desde aquí, tu jugada sustituye a las siguientes.
hint-thinking = Buscando una buena jugada…
hint-result = Pista: juega el hoyo { $pit }. { $evaluation }
eval-won = Si juegas bien, tienes la victoria asegurada.
eval-clearly-ahead = Vas claramente por delante.
eval-slightly-ahead = Vas un poco por delante.
eval-even = La partida está igualada.
eval-slightly-behind = Vas un poco por detrás.
eval-clearly-behind = Vas claramente por detrás.
eval-lost = El ordenador ve la partida perdida; esta es la jugada que más resiste.
game-started = Nueva partida: { $variant }.
error-title = Algo ha fallado
error-text = El juego ha encontrado un error inesperado. Empieza una nueva partida para seguir jugando; el mensaje de abajo nos ayudará a corregirlo.
load-error-text = El juego no ha podido arrancar en este navegador. Prueba una nueva partida u otro navegador; el mensaje de abajo nos ayuda a corregirlo.
help-1 = El Wari se juega entre dos sobre un tablero con dos hileras de hoyos. Tus hoyos son los de la hilera que tienes delante, y tu ruma (o granero) es el hoyo grande de tu derecha. El objetivo: capturar más semillas que tu rival.
help-2 = En tu turno, elige uno de tus hoyos (los rodeados con un círculo). Sus semillas se siembran una a una en los hoyos siguientes, en sentido contrario a las agujas del reloj, por las dos hileras. En las rumas no se siembra nunca.
help-3 = Si tu última semilla cae en un hoyo del rival y allí quedan 2 o 3 semillas, las capturas. Luego mira el hoyo anterior: si también es del rival y tiene 2 o 3 semillas, las capturas también, y así sucesivamente. (Algunas variantes capturan otras cantidades o también hacia delante: mira las reglas en el panel.)
help-4 = En casi todas las variantes, si el rival se queda sin semillas, tienes que hacer una jugada que le dé alguna.
help-5 = La partida termina cuando una ruma tiene las semillas necesarias para ganar, cuando a quien le toca no puede jugar o cuando se repite una posición.
help-6 = Con el teclado: pulsa Tab hasta llegar al tablero, elige un hoyo con las flechas y siembra con Intro o con la barra espaciadora. «Deshacer» anula la última jugada.
help-7 = En el panel puedes elegir la variante, el nivel del ordenador o jugar dos personas. La partida se guarda aunque cierres la página.
help-three-1 = Este tablero tiene tres hileras de hoyos. Los tuyos son la hilera de abajo y la mitad derecha de la hilera del medio (llevan la franja de tu color); los del rival son la hilera de arriba y la mitad izquierda de la del medio. Tu ruma es el hoyo grande de tu derecha. El objetivo: capturar más semillas que tu rival.
help-three-2 = En tu turno, elige uno de tus hoyos (los rodeados con un círculo). Sus semillas se siembran una a una en los hoyos siguientes por un solo recorrido que pasa por todos los hoyos, como indican las flechas: hacia la derecha por la hilera de abajo, de vuelta por la mitad derecha de la del medio, hacia la izquierda por la hilera de arriba y luego por la mitad izquierda de la del medio hasta bajar otra vez a la hilera de abajo. En las rumas no se siembra nunca.
help-three-3 = Si tu última semilla cae en un hoyo del rival y allí quedan 2 o 3 semillas, las capturas. Luego mira el hoyo anterior en el recorrido: si también es del rival y tiene 2 o 3 semillas, las capturas también, y así sucesivamente. Las dos mitades de la hilera del medio se tocan, pero en el recorrido no son vecinas. (Algunas variantes capturan otras cantidades o también hacia delante: mira las reglas en el panel.)
help-four-1 = Este tablero tiene cuatro hileras de hoyos. Los tuyos son las dos hileras más cercanas a ti: la de fuera y la de dentro. Tu ruma es el hoyo grande de tu derecha. El objetivo: capturar más semillas que tu rival.
help-four-2 = En tu turno, elige uno de tus hoyos (los rodeados con un círculo). Sus semillas se siembran una a una solo por tus dos hileras, como indican las flechas: hacia la derecha por tu hilera de fuera, de vuelta hacia la izquierda por tu hilera de dentro, y otra vez igual. Nunca siembras en las hileras del rival ni en una ruma.
help-four-3 = Si tu última semilla cae en tu hilera de dentro, mira el hoyo de dentro del rival en la misma columna: si tiene semillas, las capturas, y también las del hoyo de fuera del rival que está detrás.
help-four-4 = No hay obligación de alimentar: quien se queda sin semillas en su lado no puede jugar, y la partida termina.
rules-of = Las reglas de esta variante
start-position = Inicio
computer-turn = Le toca al ordenador; espera a que juegue.
move-label = Jugada { $number }: { $pit }
ai-error = El ordenador no ha podido jugar: { $reason }
update-ready = Hay una nueva versión de Wari. Se usará la próxima vez que abras el juego.
update-now = Usarla ya

## El tablero, para lectores de pantalla

pit-label = { $pit }, { seeds }
pit-playable = se puede jugar
pit-suggested = jugada sugerida
store-name = Ruma de { player }
store-label = { store-name }, { seeds }

## Qué hizo una jugada

move-sown = { player } sembró el hoyo { $pit }
move-captured = { player } sembró el hoyo { $pit } y capturó { $captures }
move-capture-first = { seeds } del hoyo { $pit }
move-capture-next = { $count } del { $pit }
move-grand-slam = { player } sembró el hoyo { $pit } y capturó { $captures }, es decir, todas las semillas del rival
move-grand-slam-uncaptured = { player } sembró el hoyo { $pit }: se llevaría todas las semillas del rival, así que con estas reglas no captura nada
move-extra-turn = { $move }; { player } vuelve a jugar y debe darle semillas al rival
move-sentence = { $move }.
# Mientras las semillas de una jugada aún se siembran en el tablero.
move-sowing = { player } siembra el hoyo { $pit }…

## El final de una partida

game-over = Fin de la partida: { $reason }. { $result }
ending-target = una ruma ha llegado a { seeds }
ending-stuck = { player } no puede jugar, así que cada jugador se queda con las semillas de su lado
ending-cycle = se ha repetido una posición (un ciclo sin fin), así que { $cycle }
ending-agreement = los jugadores han acordado terminarla, así que { $cycle }
ending-no-capture = el número de semillas en el tablero hace imposible seguir capturando, así que { $cycle }
cycle-side-owner = cada jugador se queda con las semillas de su lado
cycle-last-capturer = las semillas que quedan van a la ruma del último que capturó (si nadie ha capturado, no cuentan)
cycle-not-counted = las semillas que quedan no cuentan
cycle-to-last-capturer = las semillas que quedan van a la ruma de { player }, que fue el último en capturar
cycle-nobody-captured = como nadie ha capturado, las semillas que quedan no cuentan
result-win = Gana { player }, { $won } a { $lost }.
result-draw = Empate, { $south } a { $north }.

## Series de partidas

match-games = { $count } partidas
match-first-to = El primero en ganar { $count } partidas
match-score = Partidas ganadas: { -south } { $south }, { -north } { $north }, empates { $draws }.
match-score-of = Partidas ganadas: { -south } { $south }, { -north } { $north }, empates { $draws } (jugadas { $played } de { $total }).
match-won = ¡{ player } gana la serie!
match-drawn = La serie termina en empate.

## Las variantes del menú y de dónde vienen sus reglas

variant-abapa = Oware Abapa (internacional)
    .origin = Las reglas de los torneos internacionales de Oware.
variant-hu-wari = Reglas escolares (capturar todo)
    .origin = Las reglas de un maestro húngaro con su primer añadido: se puede capturar todo, como en el campeonato Hétpróba.
variant-hu-wari-win = Capturar todo solo si se gana
    .origin = El segundo añadido del mismo maestro: capturarlo todo solo se permite si con esa jugada se gana la partida.
variant-hetproba = Wari Hétpróba (sin alimentar)
    .origin = La variante de torneo simplificada del mismo maestro, sin obligación de dar semillas al rival.
variant-wari-72 = 72 semillas (capturas 2, 4, 6)
    .origin = Una variante con 72 semillas que describe el maestro húngaro.
variant-wari-pl = Reglas polacas (7 partidas)
    .origin = Las reglas de la enciclopedia polaca, en una serie de 7 partidas.
variant-adaua = Adaua (capturas pares)
    .origin = Una variante de la enciclopedia polaca: se capturan las cantidades pares.
variant-wari-72-pl = 72 semillas, cadena a los dos lados
    .origin = Una variante de la enciclopedia polaca con 72 semillas.
variant-numeros = Wari de la revista Números
    .origin = De Números, revista didáctica de matemáticas de la Sociedad Canaria Isaac Newton de Profesores de Matemáticas.
variant-antigua = Warri de Antigua
    .origin = El Warri tal como se juega en Antigua y Barbuda, su juego nacional.
variant-numeros-3 = Wari en tres hileras (Números)
    .origin = La página de Números invita a jugar con tres hileras; un solo recorrido pasa por todos los hoyos, como en los tableros de tres hileras de Etiopía.
variant-moruba = Moruba, cuatro hileras
    .origin = El Moruba del pueblo pedi de Sudáfrica, en cuatro hileras, tal como lo recoge Malesa (2012).

## Las reglas de una variante

rules-board = { $pits } hoyos por hilera, con { $seeds ->
        [one] { $seeds } semilla
       *[other] { $seeds } semillas
    } en cada uno: { $total } semillas en total. Tus hoyos son los de la hilera que tienes delante, y tu ruma (granero) está a tu derecha.
rules-sowing = En tu turno, coge todas las semillas de uno de tus hoyos y siémbralas una a una en los hoyos siguientes, en sentido contrario a las agujas del reloj, también en los del rival. En las rumas no se siembra. Si la siembra da la vuelta completa al tablero, se salta el hoyo del que salieron las semillas, que queda vacío.
rules-capture = Si la última semilla cae en un hoyo del rival y con ella ese hoyo tiene { $captures } semillas, las capturas y las guardas en tu ruma.
rules-chain-back = Después se mira igual el hoyo anterior, y así sucesivamente hacia atrás: mientras sean hoyos del rival con { $captures } semillas, también se capturan.
rules-chain-both = Después se miran igual el hoyo anterior y el siguiente, y así sucesivamente en los dos sentidos: mientras sean hoyos del rival con { $captures } semillas, también se capturan.
rules-slam-g1 = Una jugada que capturaría todas las semillas del rival (una gran captura) se puede hacer, pero no captura nada.
rules-slam-g2 = Ninguna jugada puede capturar todas las semillas del rival y dejar vacíos todos sus hoyos, salvo que todas las jugadas posibles lo hagan; en ese caso se juega, pero no captura nada.
rules-slam-g3 = Una jugada puede capturar todas las semillas del rival; entonces el rival no puede jugar y la partida termina.
rules-slam-g4 = Una jugada solo puede capturar todas las semillas del rival si con ello gana la partida; si no, se juega, pero no captura nada.
rules-slam-g5 = Una jugada puede capturar todas las semillas del rival; entonces vuelves a jugar enseguida, y esa jugada tiene que darle semillas.
rules-feed-must = Si el rival no tiene semillas, tienes que hacer una jugada que le dé alguna. Si ninguna jugada puede, la partida termina.
rules-feed-none = No es obligatorio dar semillas al rival: quien se queda sin semillas no puede jugar en su turno, y la partida termina.
rules-end = La partida termina en cuanto una ruma llega a { seeds } o más; las semillas que quedan en el tablero no cuentan. Si a quien le toca no puede jugar, la partida también termina, y cada jugador se queda con las semillas de su lado.
rules-cycle = Si se repite una posición (un ciclo sin fin), la partida termina y { $cycle }. Los jugadores también pueden terminar una partida así de mutuo acuerdo, con la misma regla.
rules-no-capture = Con { $bound } semillas o menos en el tablero, la partida también termina en cuanto el número de semillas hace imposible seguir capturando, juegue lo que juegue cada uno (esto va antes que la regla de quien no puede jugar); entonces { $cycle }.
rules-winner = Gana quien tenga más semillas en su ruma; si tienen las mismas, hay empate.
rules-winner-starter = Gana quien tenga más semillas en su ruma; si tienen las mismas, hay empate. Empieza { player }.
rules-winner-first-game = Gana quien tenga más semillas en su ruma; si tienen las mismas, hay empate. La primera partida la empieza { player }.
rules-match-games = Una serie consta de { $count } partidas. Quién empieza la primera se sortea; después, quien pierde una partida empieza la siguiente (tras un empate, empieza quien no empezó la anterior).
rules-match-first-to = Gana la serie el primero que gane { $count } partidas; los jugadores se turnan para empezar cada partida.

rules-board-three = Tres hileras de { $pits } hoyos, con { $seeds ->
        [one] { $seeds } semilla
       *[other] { $seeds } semillas
    } en cada uno: { $total } semillas en total. Tus hoyos son los de la hilera que tienes delante y la mitad de la hilera del medio que queda a tu derecha; los hoyos de cada jugador tienen el mismo borde ({ -south }: continuo, { -north }: de trazos). Tu ruma (granero) está a tu derecha.
rules-sowing-three = En tu turno, coge todas las semillas de uno de tus hoyos y siémbralas una a una en los hoyos siguientes, por el recorrido que marcan las flechas: hacia la derecha por tu hilera, de vuelta por tu mitad de la hilera del medio y luego por los hoyos del rival de la misma manera. En las rumas no se siembra. Si la siembra da la vuelta completa, se salta el hoyo del que salieron las semillas.
rules-neighbours-three = «Anterior» y «siguiente» siguen siempre las flechas: las dos mitades de la hilera del medio se tocan, pero no son vecinas, así que una cadena se detiene donde acaban los hoyos del rival.
rules-board-four = Cuatro hileras de { $pits } hoyos, con { $seeds ->
        [one] { $seeds } semilla
       *[other] { $seeds } semillas
    } en cada uno: { $total } semillas en total. Tus hoyos son los de las dos hileras más cercanas a ti; tu ruma (granero) está a tu derecha.
rules-sowing-four = En tu turno, coge todas las semillas de uno de tus hoyos y siémbralas una a una alrededor de tus dos hileras, como marcan las flechas: hacia la derecha por tu hilera de fuera, de vuelta hacia la izquierda por tu hilera de dentro, y otra vez. Nunca se siembra en los hoyos del rival ni en las rumas. Si la siembra da la vuelta completa, se salta el hoyo del que salieron las semillas.
rules-capture-four = Si la última semilla cae en tu hilera de dentro y el hoyo de dentro del rival que tiene enfrente tiene semillas, las capturas, y con ellas las del hoyo de fuera del rival que está detrás. No se captura nada más.

## Jugadas que no se pueden hacer

illegal-move = No se puede jugar el hoyo { $pit }: { $reason }.
illegal-game-over = la partida ha terminado
illegal-no-such-pit = ese hoyo no existe
illegal-not-your-pit = ese hoyo es de { $owner ->
        [south] { -south }
       *[north] { -north }
    } y le toca a { $mover ->
        [south] { -south }
       *[north] { -north }
    }
illegal-empty = ese hoyo está vacío
illegal-must-feed = el rival no tiene semillas, así que debes hacer una jugada que le dé alguna
illegal-forbidden-grand-slam = capturaría todas las semillas del rival, y estas reglas lo prohíben

## Reglas con las que no se puede jugar

rules-error-unknown-preset = «{ $id }» no es una variante conocida; usa una de estas: { $ids }
rules-error-not-key-value = «{ $part }» debe escribirse clave=valor
rules-error-unknown-key = no existe el ajuste «{ $key }»
rules-error-bad-value = «{ $value }» no es un valor válido para «{ $key }»
rules-error-pits = cada hilera tiene que tener de 3 a 10 hoyos, no { $pits }
rules-error-seeds = al empezar, cada hoyo tiene que tener de 1 a 10 semillas, no { $seeds }
rules-error-no-captures = elige al menos un número de semillas que permita capturar
rules-error-capture-count = con estos hoyos y semillas nunca se pueden capturar { $count } semillas de un hoyo; elige cantidades entre 1 y el total de semillas
rules-error-target = la meta de { $count } semillas no se puede alcanzar nunca; elige un número entre 1 y el total de semillas
rules-error-no-capture-end = terminar cuando ya no se puede capturar (end=no-capture) requiere capturar con { $max } semillas o menos; el menor número elegido es { $smallest }
rules-error-rows = un tablero tiene 2, 3 o 4 hileras, no { $rows }
rules-error-row-pits-three = un tablero de tres hileras necesita un número par de hoyos por hilera, de 4 a 8, no { $pits }
rules-error-row-pits-four = un tablero de cuatro hileras necesita de 4 a 12 hoyos por hilera, no { $pits }
rules-error-not-on-four-rows = «{ $key }» no es un ajuste con cuatro hileras: cada jugador siembra solo en sus dos hileras y captura los hoyos de enfrente (L4-C)
rules-error-too-many-seeds = una partida puede tener como mucho 200 semillas, no { $seeds }; elige menos semillas por hoyo

## Posiciones que no son de las reglas en juego

setup-error-odd-pits = esta posición tiene { $found } hoyos, y con ellos no se forman dos hileras
setup-error-pits-a-side = esta posición tiene { $found } hoyos por jugador, pero la variante tiene { $expected }
setup-error-seeds = esta posición tiene { $found ->
        [one] { $found } semilla
       *[other] { $found } semillas
    }, pero la variante se juega con { $expected }
setup-error-both-targets = las dos rumas ({ $south } y { $north }) llegan a la meta de { $target } semillas, pero la partida termina en cuanto llega la primera
setup-error-feed-turn = { $letter }+ marca el turno adicional tras una gran captura con la regla G5, que deja al rival sin semillas; aquí no corresponde

## Notaciones que no se pueden leer

notation-error-line = línea { $line }, columna { $column }: { $reason }
notation-error-character = en el carácter { $column }: { $reason }
notation-move-number = un número de jugada se escribe con punto, como 12. (las jugadas son letras)
notation-not-a-letter = «{ $found }» no es la letra de ningún hoyo; usa { $south-first }-{ $south-last } para Sur y { $north-first }-{ $north-last } para Norte
notation-illegal = la jugada { $number } («{ $pit }») no se puede hacer: { $reason }
notation-too-few-parts = una posición necesita los hoyos, las dos rumas y quién juega (como 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S); hay { $found } partes
notation-not-a-player = la última parte tiene que ser S o N (quién juega), no «{ $found }»
notation-pit-count = cada jugador tiene de 3 a 24 hoyos, así que antes de las dos rumas van de 6 a 48 números, en número par; hay { $found }
notation-not-seeds = «{ $found }» ({ $place }) no es un número de semillas entre 0 y { $max }
notation-place-pit = hoyo { $pit }
notation-place-store = ruma de { player }
notation-too-many-seeds = en un tablero caben como mucho { $max } semillas; en este hay { $found }
notation-tag-brackets = una etiqueta se escribe [Nombre "valor"]
notation-tag-parts = una etiqueta necesita un nombre y un valor
notation-tag-quotes = el valor de una etiqueta va entre comillas dobles
notation-tag-name = «{ $name }» no es un nombre de etiqueta (solo letras y cifras)
notation-result-tag = el resultado «{ $found }» tiene que ser 1-0, 0-1, 1/2-1/2 o *

## El ordenador no pudo responder

request-error = { $part ->
        [rules] reglas
        [position] posición
       *[moves] jugadas
    }: { $reason }
request-not-a-request = no se pudo leer la petición

## El programa auxiliar del ordenador falló: el ordenador sigue dentro de la página

worker-stopped = El programa auxiliar del ordenador dejó de funcionar; ahora el ordenador piensa dentro de la página, que puede quedarse parada un momento mientras piensa.
worker-garbled = El programa auxiliar del ordenador dio una respuesta ilegible; ahora el ordenador piensa dentro de la página, que puede quedarse parada un momento mientras piensa.
worker-silent = El programa auxiliar del ordenador no respondió a tiempo; ahora el ordenador piensa dentro de la página, que puede quedarse parada un momento mientras piensa.
engine-unavailable = No se pudo cargar el jugador del ordenador (¿se ha cortado la conexión?), así que ahora las personas juegan con los dos lados. Vuelve a cargar la página para jugar otra vez contra el ordenador.
page-loading = Cargando Wari…
page-description = Juega al wari (oware) en el navegador: todas las variantes, el ordenador como rival y tableros para imprimir e insertar en otras páginas.
page-noscript = Wari necesita JavaScript y WebAssembly para funcionar.

## Avisos sobre ajustes de un enlace que no se usaron

notice-not-used = No se usó el ajuste del enlace { $param }=«{ $value }»: { $reason }.
notice-moves-kept = Las jugadas del enlace «{ $value }» se jugaron solo hasta el problema: { $reason }.
problem-language = los idiomas son { $languages }
problem-seat = usa human o ai-1 … ai-{ $levels }
problem-flag = usa 0 o 1
problem-choice = usa { $values }
language-not-loaded = No se pudieron cargar los textos en { $language }, así que la página sigue en español.
print-unavailable = No se pudo cargar la vista de impresión: comprueba la conexión y vuelve a intentarlo.
# Una variante elegida durante una partida: empezó una nueva y la anterior se guardó aparte; el botón la recupera.
variant-changed = Nueva partida de { $variant }. Tu partida de { $previous } quedó guardada aparte.
variant-changed-undo = Deshacer

## Imprimir e insertar

print-embed-heading = Imprimir e insertar
print-board = Imprimir tablero
print-board-title = El tablero vacío a tamaño real, para jugar con semillas o piedritas, y las reglas
print-position = Imprimir esta posición
print-position-title = El tablero tal como está, con el número de semillas, para una ficha de trabajo
embed-button = Insertar…
embed-button-title = Poner este tablero en la página de la escuela o en un blog
embed-heading = Insertar este tablero en una página web
embed-intro = Pega este código en tu página web o blog. El tablero se abre con la variante, el idioma y los jugadores elegidos aquí.
embed-controls = Mostrar los botones bajo el tablero (deshacer, nueva partida…)
embed-position = Empezar desde la posición que hay ahora en el tablero (un problema)
embed-iframe-label = Código HTML
embed-script-label = O bien con un script que ajusta la altura del tablero a la página
embed-copy = Copiar
embed-open-full = Abrir el juego completo
embed-frame-title = Tablero de Wari: { $variant }
print-now = Imprimir
print-back = Volver al juego
print-preview-note = Imprime en papel A4 o Carta, en horizontal, al 100 % (sin «ajustar a la página»), para que los hoyos midan { $size } cm.
sheet-of = Hoja { $sheet } de { $sheets }
sheet-cut = cortar
sheet-glue = pegar aquí la hoja { $sheet }
sheet-assemble = Recorta la hoja { $sheet } por la línea discontinua y pégala sobre la franja gris de la hoja { $next }, haciendo coincidir las marcas.
sheet-sowing = Se siembra en sentido contrario a las agujas del reloj
sheet-assemble-right = Recorta la hoja { $sheet } por la línea discontinua de su derecha y pégala sobre la franja gris de la izquierda de la hoja { $next }, haciendo coincidir las marcas.
sheet-assemble-below = Recorta la hoja { $sheet } por la línea discontinua de abajo y pégala sobre la franja gris de arriba de la hoja { $next }, haciendo coincidir las marcas.
sheet-sowing-three = Se siembra siguiendo las flechas, en un solo recorrido por todos los hoyos; los hoyos de cada jugador tienen el mismo borde ({ -south }: continuo, { -north }: de trazos)
sheet-sowing-four = Cada jugador siembra solo alrededor de sus dos hileras, siguiendo las flechas; los hoyos de cada jugador tienen el mismo borde ({ -south }: continuo, { -north }: de trazos)
sheet-rules-heading = Reglas: { $variant }
sheet-setup = Para empezar, pon { $seeds } en cada hoyo. Cada jugador se sienta en el lado que lleva su nombre; la ruma de tu derecha es la tuya.
sheet-position-heading = { $variant }: una posición
sheet-question = ¿Qué jugada harías y por qué?
sheet-play-online = Juega en línea: { $address }
sheet-position-text = Posición: { $position }
sheet-moves-so-far = Jugadas hasta aquí: { $moves }
sheet-board-label = El tablero para imprimir

## La hoja del análisis de la partida (impresa): el gráfico, los errores con la jugada mejor y los tableros de
## las tres jugadas más caras

review-sheet-heading = Wari — análisis de la partida: { $variant }
review-sheet-chart = Semillas de ventaja a lo largo de la partida: por encima de la línea va por delante { -south }, por debajo { -north }.
review-sheet-axis-move = Jugada
review-sheet-player = Jugador
review-sheet-moves = Jugadas
review-sheet-inaccuracies = Imprecisiones
review-sheet-mistakes = Errores
review-sheet-blunders = Errores graves
review-sheet-seeds-lost = Semillas regaladas
review-sheet-list = Errores y errores graves, con la jugada mejor
review-sheet-played = Jugó
review-sheet-better = Mejor
review-sheet-judgement = Valoración
review-sheet-inaccuracy = imprecisión
review-sheet-mistake = error
review-sheet-blunder = error grave
review-sheet-none = En esta partida no hay errores ni errores graves.
review-sheet-costliest = Las jugadas más caras
review-sheet-board = Jugada { $move }: { player } jugó el hoyo { $pit } y regaló alrededor de { seeds }. Mejor: { $best }.
review-sheet-marks = Un círculo discontinuo marca la jugada hecha; un círculo grueso, la jugada mejor.
review-sheet-game = Partida: { $moves }

## Primera partida guiada

lesson-heading = Primera partida
lesson-intro = ¿Nuevo en el Wari? Aprende las reglas en unos pocos pasos cortos sobre el tablero, con las reglas elegidas.
lesson-start = Empezar la partida guiada
lesson-title = Paso { $number } de { $total }
lesson-topic-sowing = Sembrar
lesson-topic-store = La ruma
lesson-topic-capture = Capturar
lesson-topic-chain = La cadena
lesson-topic-lap = Una vuelta entera
lesson-topic-grand-slam = Todas las semillas de una vez
lesson-topic-feeding = Dar semillas
lesson-topic-end = El final de la partida
lesson-task-sowing = Tus hoyos son la fila de abajo. Toma todas las semillas del hoyo { $pit } (el del anillo) y siémbralas.
lesson-task-sowing-rows = Tus hoyos son los de letras mayúsculas (A, B, C …). Toma todas las semillas del hoyo { $pit } (el del anillo) y siémbralas.
lesson-task-store = Tu ruma está al extremo derecho de tu fila. Siembra el hoyo { $pit } y mira adónde van sus semillas.
lesson-task-capture = Busca la jugada cuya última semilla cae en un hoyo del Norte y deja allí { $counts }.
lesson-task-capture-rows = Busca la jugada cuya última semilla cae en tu fila interior, frente a semillas del Norte.
lesson-task-chain = Busca la jugada que captura más de un hoyo.
lesson-task-lap = El hoyo { $pit } tiene { seeds }, suficientes para dar la vuelta entera. Siémbralo y mira dónde cae la última.
lesson-task-slam-forbidden = El Norte solo tiene semillas en dos hoyos. Captura algunas, pero recuerda: con estas reglas no puedes llevarte todas las semillas del Norte.
lesson-task-slam = El hoyo { $pit } capturaría todas las semillas que le quedan al Norte. Juégalo y mira qué dicen estas reglas.
lesson-task-feed = Al Norte no le quedan semillas. Haz una jugada que le dé algunas.
lesson-task-no-feed = Al Norte no le quedan semillas. Con estas reglas no tienes que darle ninguna: juega el hoyo { $pit }.
lesson-task-end = Tu ruma tiene { $store } semillas. Gana quien llega primero a { $target }: captura { seeds } para llegar.
lesson-done-sowing = El hoyo { $pit } tenía { seeds }: una a una fueron a los hoyos siguientes, { $pits }. Siempre se siembra en este sentido, contrario a las agujas del reloj.
lesson-done-store = Desde { $pit } las semillas siguieron hasta { $next }: nunca se siembra en una ruma. La ruma solo guarda las semillas que capturas.
lesson-done-capture = La última semilla capturó en { $last }: { seeds } pasaron a tu ruma.
lesson-done-capture-rows = La última semilla cayó en { $last }, en tu fila interior, así que capturaste las semillas de los hoyos del Norte en esa columna ({ $pits }): { seeds } en total. Se captura el hoyo interior que está enfrente del tuyo y el hoyo exterior de detrás.
lesson-done-chain = Capturaste { $pits }, { seeds } en total. Tras una captura se mira también el hoyo anterior, y así sucesivamente, mientras tenga un número que se captura.
lesson-done-chain-both = Capturaste { $pits }, { seeds } en total. Con estas reglas la cadena va en los dos sentidos: se miran también los hoyos anteriores y siguientes a una captura.
lesson-done-lap = El hoyo { $pit } tenía { seeds }: una fue a cada uno de los otros hoyos, el propio { $pit } se saltó y la última cayó en { $last }. El hoyo desde el que siembras queda vacío.
lesson-done-slam-no-capture = Esa jugada se llevaría todas las semillas del Norte, así que con estas reglas no captura nada.
lesson-done-slam-if-decisive = Esa jugada se llevaría todas las semillas del Norte sin ganar la partida, así que con estas reglas no captura nada. Solo captura cuando gana.
lesson-done-slam-all = Te llevaste todas las semillas del Norte: estas reglas lo permiten.
lesson-done-slam-feed = Te llevaste todas las semillas del Norte, y estas reglas te dan otro turno: ahora tienes que volver a darle semillas al Norte.
lesson-done-slam-forbidden = Capturaste { seeds }. Aquí no se permite llevarse todas las semillas del Norte, así que una jugada que lo haría queda rechazada.
lesson-done-feed = El Norte vuelve a tener semillas. Cuando tu rival no tiene ninguna, tienes que darle alguna si puedes; si ninguna jugada puede, la partida termina.
lesson-done-no-feed = El Norte no tiene semillas ni jugada, así que la partida termina: cada jugador se queda con las semillas de su lado.
lesson-done-end = Tu ruma tiene { $store } semillas: es la meta, así que la partida termina y ganas. Una partida también termina cuando quien mueve no tiene jugada, o cuando vuelve la misma posición.
lesson-done-end-no-capture = Tu ruma tiene { $store } semillas: es la meta, así que la partida termina y ganas. Una partida también termina cuando quien mueve no tiene jugada, cuando vuelve la misma posición o cuando ya no es posible ninguna captura.
lesson-miss-other-pit = El hoyo { $pit } es tuyo, pero en este paso se siembra desde { $wanted }, el del anillo. Prueba con ese.
lesson-miss-no-capture = Su última semilla caería en { $last } y dejaría allí { $count }: no hay captura. Vuelve a contar desde otro hoyo.
lesson-miss-one-pit = Bien, eso captura, pero solo un hoyo ({ seeds }). Busca una jugada que capture dos hoyos seguidos.
lesson-miss-not-over = Eso todavía no termina la partida. Busca la jugada que captura.
lesson-try-again = Prueba con otro hoyo.
lesson-ringed = El hoyo del anillo es una jugada que sirve.
# La línea de estado cuando la propia jugada del alumno ha cumplido el paso: elogio y lo que hizo la jugada.
lesson-turn-done = { $count ->
    [0] ¡Muy bien, esa era la jugada! Sembraste tú el hoyo { $pit }, tal como pedía el paso.
   *[other] ¡Muy bien, esa era la jugada! Sembraste tú el hoyo { $pit } y capturaste { seeds }.
}
lesson-back = Atrás
lesson-restart = Empezar el paso de nuevo
lesson-next = Paso siguiente
lesson-finish = Terminar: volver a la partida
lesson-leave = Salir de la lección

## Análisis de la partida: el ordenador estudia cada posición de la partida; una gráfica de quién iba ganando tras
## cada jugada; cada jugada juzgada por las semillas que cedió frente a la mejor jugada del ordenador; un resumen por jugador

review-open = Analizar la partida
review-heading = Análisis de la partida
review-intro = El ordenador estudia cada posición de la partida. La gráfica muestra quién iba ganando tras cada jugada, y por cuántas semillas. Elige una jugada para ver la posición en la que se hizo, con la mejor jugada rodeada con un círculo.
review-close = Volver a la partida
review-cancel = Detener
review-resume = Continuar
review-tables = Preparando… { $percent } %
review-running = Analizando la posición { $done } de { $total }…
review-stopped = Detenido tras { $done } de { $total } posiciones.
review-done = Todas las posiciones analizadas.
review-refused = El ordenador no ha podido analizar esta partida.
review-prev = Jugada anterior
review-next = Jugada siguiente
review-learn = Aprende de tus errores
review-print = Imprimir el análisis
review-chart-label = Gráfica: quién iba ganando tras cada jugada, en semillas (arriba: Sur; abajo: Norte)
review-chart-south = Gana Sur
review-chart-north = Gana Norte
review-good = Buena
review-inaccuracy = Imprecisión
review-mistake = Error
review-blunder = Error grave
review-move = Jugada { $number }: { player } jugó { $pit }.
review-move-good = Una buena jugada: tan buena como la mejor del ordenador, o peor por menos de una semilla.
review-move-costly = { $judgement ->
    [inaccuracy] Una imprecisión
    [mistake] Un error
   *[blunder] Un error grave
}: costó alrededor de { seeds }. Era mejor { $better }, rodeado con un círculo en el tablero.
review-move-waiting = El ordenador aún no ha analizado esta jugada.
review-value = { player } gana por { seeds }
review-value-even = Igualada
review-value-wins = { player } puede forzar la victoria
review-table-caption = Todas las jugadas, juzgadas
review-col-move = Jugada
review-col-player = Jugador
review-col-played = Hoyo
review-col-judgement = Valoración
review-col-lost = Semillas cedidas
review-col-better = Mejor jugada
review-col-value = Tras la jugada
review-summary-heading = Resumen
review-col-count = Jugadas
review-seeds-lost = Semillas cedidas

## Práctica de contar

practice-heading = Práctica de contar
practice-intro = Antes de cada jugada, di dónde caerá su última semilla y cuántas semillas capturará. Luego mira cómo se siembra y se cuenta.
practice-toggle = Practicar a contar
practice-hide = Ocultar los números de semillas
practice-score = Aciertos: { $right } de { $total }
practice-ask-last = El hoyo { $pit } tiene { seeds }. ¿Dónde caerá su última semilla? Toca ese hoyo.
practice-ask-last-hidden = El hoyo { $pit }: cuenta sus semillas. ¿Dónde caerá su última semilla? Toca ese hoyo.
practice-ask-captured = Hoyo { $pit }, última semilla en { $last }. ¿Cuántas semillas capturará? Elige el número y siembra.
practice-captured-label = Semillas que capturará
practice-sow = Sembrar
practice-cancel = Elegir otro hoyo
practice-counting = { $numbers } …
practice-counted = { $numbers }: la última semilla cae en { $last } y la jugada captura { seeds }.
practice-right = ¡Acertaste las dos cosas!
practice-last-right = La última semilla: bien.
practice-last-wrong = La última semilla cayó en { $last }, no en { $guess }.
practice-captured-right = La captura: bien.
practice-captured-wrong = La jugada capturó { seeds }, no { $guess }.

## Problemas

puzzles-heading = Problemas
puzzles-intro = Problemas cortos sobre posiciones reales; el motor ha demostrado cada respuesta. Tu partida te espera mientras resuelves.
puzzles-open = Elige un problema
puzzles-solved-count = { $solved } de { $total } resueltos
puzzles-level-1 = ★ Primeros pasos
puzzles-level-2 = ★★ Práctica
puzzles-level-3 = ★★★ Desafío
puzzles-solved-mark = resuelto
puzzles-close = Cerrar
puzzle-title = Problema { $number } de { $total }
puzzle-goal-best-capture = Captura tantas semillas como puedas con una jugada.
puzzle-goal-win-in = { $moves ->
    [one] Gana la partida con una jugada.
   *[other] Gana en { $moves } jugadas, juegue lo que juegue tu rival.
}
puzzle-goal-only-move = Todas las jugadas menos una pierden. Encuentra la que no pierde.
puzzle-goal-feed = Tu rival no tiene semillas: dale algunas sin dejarle capturar.
puzzle-goal-grand-slam = Captura todas las semillas de tu rival con una jugada (gran slam).
puzzle-goal-slam-then-feed = Captura todas las semillas de tu rival y luego, en tu turno extra, dale semillas sin dejarle capturar.
puzzle-hint-captures = Una jugada captura { seeds }. En cada hoyo, cuenta dónde cae la última semilla.
puzzle-hint-pit = Empieza por un hoyo que tenga { seeds }.
puzzle-miss-fewer = Esa jugada captura { $got }, pero otra captura { seeds }. Inténtalo de nuevo.
puzzle-miss-slam-nothing = Esa jugada se llevaría todas las semillas de tu rival, y con estas reglas un gran slam así no captura nada. Inténtalo de nuevo.
puzzle-miss-not-slam = Esa jugada no se lleva todas las semillas de tu rival. Inténtalo de nuevo.
puzzle-miss-no-win = Después de esa jugada tu rival puede defenderse. Inténtalo de nuevo.
puzzle-miss-loses = Después de esa jugada tu rival puede ganar a la fuerza. Inténtalo de nuevo.
puzzle-miss-gives = Entonces tu rival podría capturar { seeds }. Inténtalo de nuevo.
puzzle-right = ¡Bien! Tu rival responde con su mejor defensa. Te toca.
puzzle-right-again = ¡Bien! El gran slam te da otro turno: ahora dale semillas a tu rival sin dejarle capturar.
puzzle-solved = ¡Resuelto!
puzzle-shown = Esta es la solución.
puzzle-explain-best = { $move } captura { seeds }; ninguna otra jugada captura más de { $next }.
puzzle-explain-win = { $line }: tras la mejor defensa de tu rival, la partida termina { $mine } a { $theirs } a tu favor.
# Una victoria en una jugada: la partida termina con la jugada misma.
puzzle-explain-win-now = { $move } termina la partida en el acto: { $mine } a { $theirs } a tu favor.
puzzle-explain-only = { $move } es la única jugada tras la cual tu rival no puede ganar a la fuerza.
puzzle-explain-feed = { $move } da semillas a tu rival sin dejarle capturar; cualquier otra jugada le deja capturar.
puzzle-explain-slam = { $move } se lleva todas las semillas de tu rival: { seeds }.
puzzle-explain-slam-feed = { $move } se lleva todas las semillas de tu rival ({ seeds }); las reglas te dan otro turno y { $feed } le da semillas sin dejarle capturar.
puzzle-hint = Pista
puzzle-restart = Empezar de nuevo
puzzle-solution = Ver la solución
puzzle-next = Siguiente problema
puzzle-leave = Volver a mi partida
problem-puzzle = ningún problema se llama así; la lista de problemas los muestra todos
puzzle-turn-solved = El problema está resuelto.
puzzle-turn-shown = La solución se juega en el tablero.

## Aprende de tus errores (desde el análisis de la partida): cada error de la partida, otra vez en el tablero

mistakes-heading = Aprende de tus errores
mistakes-count = Error { $number } de { $total }
mistakes-task-you = Jugada { $move }: aquí jugaste el hoyo { $pit } y regalaste alrededor de { seeds }. Busca una jugada mejor.
mistakes-task-player = Jugada { $move }: aquí { player } jugó el hoyo { $pit } y regaló alrededor de { seeds }. Busca una jugada mejor.
mistakes-same = Esa es la jugada de la partida. Busca una mejor.
mistakes-wrong = El hoyo { $pit } también regalaría alrededor de { seeds }. Inténtalo de nuevo.
mistakes-right-best = ¡Correcto! { $pit } es la mejor jugada.
mistakes-right = ¡Correcto! { $pit } es tan buena como la mejor jugada, { $best }.
mistakes-shown = La jugada mejor es { $pit }.
mistakes-clue-capture = Una jugada captura { seeds }. Para cada hoyo, cuenta dónde cae su última semilla.
mistakes-clue-threat = Después de { $pit }, tu rival podía capturar { seeds }. Busca una jugada que las proteja.
mistakes-clue-later = Las semillas se perdieron unas jugadas más tarde. Para cada jugada, piensa qué podría responder tu rival.
mistakes-hint = Pista
mistakes-show = Mostrar la jugada mejor
mistakes-skip = Saltar
mistakes-next = Siguiente error
mistakes-finish = Ver el resultado
mistakes-again = Empezar de nuevo
mistakes-leave = Volver a mi partida
mistakes-end = Jugadas mejores encontradas: { $found } de { $total }.
mistakes-none = En esta partida no hay errores ni errores graves de los que aprender. ¡Bien jugado!
mistakes-turn-done = Este error ya está hecho: pasa al siguiente cuando quieras.

## Preparar una posición (el editor de posiciones)

editor-heading = Preparar una posición
editor-intro = Pon semillas en cualquier hoyo y ruma, elige quién mueve y luego juega la posición, compártela o imprímela como ficha de trabajo.
editor-open = Preparar una posición
editor-help = Elige un hoyo o una ruma en el tablero y añade o quita semillas. En el tablero, + y − añaden y quitan una semilla, y una cifra pone ese número de semillas.
editor-count-pit = Semillas en el hoyo { $pit }
editor-count-store = Semillas: { store-name }
editor-less = Una semilla menos
editor-more = Una semilla más
editor-to-move = Quién mueve primero
editor-feed-turn = Vuelve a jugar tras una gran captura (G5)
editor-feed-turn-title = Quien mueve acaba de capturar todas las semillas del rival y vuelve a jugar enseguida; esta jugada tiene que darle semillas.
editor-clear = Vaciar el tablero
editor-fill = Semillas que faltan a las rumas
editor-fill-title = Pone las semillas aún sin colocar en las dos rumas, lo más repartidas posible
editor-start = Posición inicial
editor-placed = { $placed } de { $total } semillas colocadas.
editor-ready = Lista para jugar.
editor-missing = Faltan por colocar: { seeds }. Añádelas a los hoyos o ponlas en las rumas con «Semillas que faltan a las rumas».
editor-extra = Sobran { seeds } para esta variante: quita algunas.
editor-over-target = La partida ya habría terminado: { store-name } tiene { seeds } y la meta es { $target }.
editor-over-no-capture = La partida ya habría terminado: en este tablero ya no se puede capturar nada.
editor-over-stuck = La partida ya habría terminado: le toca a { player }, pero no tiene ninguna jugada válida.
editor-play-heading = Jugar esta posición
editor-play-two = Dos jugadores
editor-play-south = Juego con Sur, contra el ordenador
editor-play-north = Juego con Norte, contra el ordenador
editor-link = Copiar un enlace
editor-embed = Insertar como problema
editor-print = Imprimir la ficha
editor-leave = Volver a la partida
editor-status = Preparando una posición. La partida en curso se conserva.

## La ficha de problemas (se eligen en la lista de problemas y se imprimen)

puzzles-sheet-heading = Una ficha para imprimir
puzzles-sheet-intro = Marca los problemas que quieras imprimir o toma los seis de esta semana (de la variante que juegas, dos de cada nivel). Cada problema sale dibujado con sus semillas y con líneas para escribir; las soluciones van en una última hoja aparte.
puzzles-sheet-add = En la ficha
puzzles-sheet-add-label = Problema { $number }: { puzzles-sheet-add }
puzzles-sheet-week = Los 6 de esta semana
puzzles-sheet-print = Imprimir la ficha

## The Puzzles list's filter, and what this week's six were chosen from
puzzles-filter-variant = Variante
puzzles-filter-level = Nivel
puzzles-filter-all-variants = Todas las variantes
puzzles-filter-all-levels = Todos los niveles
puzzles-filter-none = No hay problemas de esta variante en este nivel: elige otro nivel.
puzzles-week-own = Marcados: seis problemas de la variante que juegas, { $variant }.
puzzles-week-mixed = Marcados: los { $own } problemas de la variante que juegas, { $variant }, y { $others } de las variantes más parecidas.
puzzles-week-none = Ningún problema tiene estas reglas: marcados seis de las variantes más parecidas.

sheet-puzzles-heading = Wari — problemas
sheet-puzzle = Problema { $number }
sheet-name = Nombre: ______________________   Fecha: ____________
sheet-answers = Soluciones
