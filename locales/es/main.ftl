# LYNGK — mensajes en español.
# Vocabulario del reglamento en español: pila, comodín, reclamar, punto LYNGK.

## Elementos comunes

verbatim = { $text }
list-separator = {", "}
list-and = { $a } y { $b }
colors-none = ningún color todavía
duration-separator = {" "}
duration-days = { $n ->
    [one] { $n } día
   *[other] { $n } días
}
duration-hours = { $n ->
    [one] { $n } hora
   *[other] { $n } horas
}
duration-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minutos
}
duration-under-a-minute = menos de un minuto

color-ivory = marfil
color-blue = azul
color-red = rojo
color-green = verde
color-black = negro
color-joker = comodín

variant-standard = estándar
variant-sixstack = pila de seis, muerte súbita

button-accept = Aceptar
button-decline = Rechazar
button-rematch = Revancha
button-resign = Abandonar
button-keep-playing = Seguir jugando
button-previous-page = ◀ Anterior
button-next-page = Siguiente ▶
resign-confirm = ¿Abandonar la partida contra { $opponent }? Cuenta como derrota.
resign-kept = Sigues jugando.
resign-outdated = Esa partida ya terminó; no ha cambiado nada.

## Errores

internal-error = Lo sentimos, algo ha fallado por nuestra parte. No se ha cambiado nada; inténtalo de nuevo.
cannot-challenge-self = No puedes desafiarte a ti mismo.
channel-busy = Ya se está jugando una partida en este canal; termínala primero (o juega en otro canal).
challenge-pending = Ya hay un desafío abierto en este canal ({ $challenger } a { $opponent }). Primero debe responderse, cancelarse o caducar.
challenge-pending-open = Ya hay un desafío abierto en este canal ({ $challenger } a quien quiera). Primero debe aceptarse, retirarse o caducar.
no-open-challenge = Aquí no hay ningún desafío abierto.
challenge-already-accepted = Ese desafío ya fue aceptado.
challenge-taken = Demasiado tarde: { $taker } ya aceptó ese desafío.
cannot-accept-own-challenge = Ese desafío es tuyo: otra persona tiene que aceptarlo. Puedes retirarlo con `/lyngk cancel`.
open-challenge-not-declined = Ese desafío está abierto a cualquiera, así que no hay nada que rechazar: simplemente ignóralo. { $challenger } puede retirarlo con `/lyngk cancel`.
challenge-was-declined = Ese desafío fue rechazado.
challenge-was-withdrawn = Ese desafío fue retirado.
challenge-has-expired = Ese desafío ha caducado.
challenge-expired = Ese desafío ha caducado. Envía uno nuevo si todavía quieres jugar.
challenge-not-for-you = Ese desafío va dirigido a { $opponent }, no a ti.
not-your-challenge = No tienes ningún desafío abierto que retirar en este canal.
wrong-channel = Eso pertenece a otro canal.
no-game = No hay ninguna partida en curso en este canal.
never-a-game = Todavía no se ha jugado ninguna partida en este canal.
not-a-player = No participas en la partida de este canal.
not-your-turn = No es tu turno: le toca mover a { $next }.
changed-meanwhile = La partida cambió mientras se procesaba tu acción; mira el tablero e inténtalo de nuevo.
moderators-only = Solo los moderadores pueden anular una partida.
admins-only = Solo los miembros con el permiso Gestionar servidor pueden cambiar el tiempo por turno.
turn-limit-out-of-range = El tiempo por turno debe estar entre { $min } y { $max }.
game-not-over = Esa partida todavía se está jugando.
no-such-game = Esa partida no existe.
search-busy = El ordenador todavía está respondiendo a una de tus jugadas (aquí o en otro canal). Espera esa respuesta y vuelve a intentarlo; no se ha cambiado nada.

bad-move = `{ $text }` no es un movimiento ({ $why }). Escribe el punto de salida y el de llegada, p. ej. `C3-E5` o `C3 E5`, o el camino LYNGK completo, p. ej. `B5-B2-C3-E3`.
bad-move-nothing = Escribe un movimiento: el punto de salida y el de llegada, p. ej. `C3-E5` o `C3 E5`.
bad-move-too-few-points = un movimiento necesita un punto de salida y uno de llegada
bad-move-too-many-points = demasiados puntos
bad-move-not-a-point = `{ $point }` no es un punto del tablero
bad-move-empty-point = falta el punto { $position }: hay dos separadores seguidos, o uno al principio o al final del movimiento

## Jugadas ilegales (una por regla del motor)

illegal = Jugada ilegal: { $reason }.
illegal-game-over = la partida ha terminado
illegal-already-claimed-this-turn = ya has reclamado un color en este turno: ahora mueve una pila
illegal-two-claims-already = ya has reclamado dos colores
illegal-joker-not-claimable = los comodines blancos no pertenecen a nadie y no se pueden reclamar
illegal-color-yours = el color { $color } ya es tuyo
illegal-color-opponents = el color { $color } ya lo ha reclamado tu oponente
illegal-claim-without-move = no puedes reclamar el color { $color }: después no tendrías ningún movimiento
illegal-pass-with-move = no puedes pasar: tienes un movimiento legal
illegal-pass-with-claim = no puedes pasar: reclamar un color te daría un movimiento, así que debes reclamar
illegal-empty-start = no hay ninguna pila en { $point }
illegal-joker-cannot-move = el comodín solitario de { $point } nunca se puede mover
illegal-opponents-stack = la pila de { $point } tiene encima el color { $color }, el de tu oponente
illegal-full-stack-cannot-move = la pila de { $point } está completa ({ $limit } piezas) y no se puede mover
illegal-same-point = una pila no puede moverse sobre sí misma ({ $point })
illegal-empty-target = no hay ninguna pila en { $point }: un movimiento debe terminar sobre otra pila
illegal-unreachable-own = no se puede llegar a { $to } desde { $from }: no es vecino ni la primera pila en una línea, y ninguna cadena LYNGK lleva hasta allí
illegal-unreachable-neutral = no se puede llegar a { $to } desde { $from }: no es vecino ni la primera pila en una línea (las cadenas LYNGK requieren una pila con uno de tus colores reclamados encima)
illegal-full-target = la pila de { $point } está completa ({ $limit } piezas): no se puede poner nada encima
illegal-too-high = la pila resultante tendría { $height } piezas; el límite es { $limit }
illegal-color-twice = la pila resultante tendría dos veces el color { $color }
illegal-neutral-too-low = una pila con un color neutral encima solo puede ir sobre pilas que no sean más altas que ella: tiene { $height ->
    [one] { $height } pieza
   *[other] { $height } piezas
}, la pila de { $to } tiene { $to_height }
illegal-chain-needs-own-color = solo una pila con uno de tus colores reclamados encima puede hacer un movimiento LYNGK, y la pila de { $point } no lo tiene
illegal-not-on-line = { $to } no es la primera pila en línea recta desde { $from }
illegal-not-lyngk-point = { $point } no es un punto LYNGK: no tiene encima el color { $color }
illegal-lyngk-point-twice = el punto LYNGK { $point } solo se puede usar una vez por turno

## Desafíos

challenged = { $opponent }, { $challenger } te desafía a una partida de LYNGK ({ $variant }). Acepta en menos de { $ttl }.
challenged-anyone = { $challenger } desafía a cualquiera de aquí a una partida de LYNGK ({ $variant }): juega quien acepte primero. Abierto durante { $ttl }.
rematch-offered = { $opponent }, { $challenger } te ofrece la revancha ({ $variant }). Acepta en menos de { $ttl }.
declined = { $challenger }, { $opponent } ha rechazado tu desafío.
cancelled = { $challenger } ha retirado el desafío.
challenge-timed-out = { $challenger }, tu desafío a { $opponent } ha caducado sin respuesta.
challenge-timed-out-open = { $challenger }, nadie aceptó tu desafío abierto a tiempo; ha caducado.
challenge-other-bot = { $bot } es un bot y no puede jugar. Desafía a un miembro o juega contra el ordenador con `/lyngk play-ai`.
game-started = Empieza una partida de LYNGK ({ $variant }): { $p1 } es el jugador 1 y { $p2 } el jugador 2, por sorteo. { $p1 }, mueves primero (reclama un color y mueve, o simplemente mueve). Cada turno puede durar hasta { $limit }.

## Turnos

claimed = { $user } reclama el color { $color }.
now-move = { $user }, ahora mueve una pila.
moved = { $user } juega `{ $move }`.
moved-lyngk = { $user } juega `{ $move }`, un movimiento LYNGK a través de { $via } (camino { $path }).
scored = { $user } completa una pila de cinco con su color encima y la retira: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
passed = { $user } no tiene ningún turno legal y pasa.
to-move = { $user }, es tu turno (jugador { $player }, { $colors }).
turn-warning = { $user }, ya ha pasado la mitad de tu tiempo para este turno: te quedan { $left } antes de perder por tiempo.

## El final

end-no-moves = Ningún jugador puede mover ya: la partida ha terminado.
end-score-line = Jugador { $player } ({ $user }): { $score }
score-standard = { $a ->
        [one] 1 punto
       *[other] { $a } puntos
    }; pilas de cuatro: { $b }, de tres: { $c }, de dos: { $d }; piezas sueltas: { $e }
score-sixstack = pilas de cinco: { $a }, de cuatro: { $b }, de tres: { $c }, de dos: { $d }; piezas sueltas: { $e }
criterion-points = puntos
criterion-5stacks = pilas de 5
criterion-4stacks = pilas de 4
criterion-3stacks = pilas de 3
criterion-2stacks = pilas de 2
criterion-singles = piezas sueltas
end-win-on = **{ $user } gana** por { $criterion }.
end-win-on-tiebreak = **{ $user } gana** por { $criterion } (empate antes en: { $equal }).
end-draw = **Empate**: todos los números son iguales.
sudden-death = { $user } completa una pila de seis con su color encima: **¡muerte súbita, { $user } gana!**
resigned = { $loser } abandona. **{ $winner } gana.**
lost-on-time = { $loser } no movió a tiempo y pierde por tiempo. **{ $winner } gana.**
aborted = { $user } ha anulado la partida. Sin resultado ni cambios en la puntuación.
rating-change = { $user }: puntuación { $old } → { $new } ({ $delta })
not-rated-early = La partida terminó antes de que ambos jugadores movieran, así que no cambia ninguna puntuación.
not-rated-outside-servers = Las partidas fuera de un servidor no cambian ninguna puntuación.

## Consultar partidas

game-over-won = Partida terminada: { $user } ha ganado{ $how ->
    [sudden-death] {" "}por muerte súbita
    [resign] {" "}por abandono
    [timeout] {" "}por tiempo
   *[moves] {""}
}.
game-over-draw = Partida terminada: empate.
game-over-aborted = La partida fue anulada.
history-head = Partida n.º { $game }: jugador 1 { $p1 }, jugador 2 { $p2 }. Posición inicial y movimientos:
history-no-moves = (todavía no hay movimientos)
history-replay-it = Para verla jugada a jugada: `/lyngk replay`.
replay-caption = Repetición de { $p1 } contra { $p2 } ({ $actions ->
    [one] { $actions } acción
   *[other] { $actions } acciones
}).
replay-alt = Una animación de la partida, un fotograma por acción, { $actions ->
    [one] { $actions } acción
   *[other] { $actions } acciones
}.
analysis-head = Análisis de { $p1 } contra { $p2 } ({ $variant }, { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}): el gráfico muestra la probabilidad de ganar de { $p1 } tras cada turno, según la estima la búsqueda del ordenador.
analysis-swing-drop = Turno { $turn }: { $user } jugó `{ $notation }`, y su probabilidad de ganar bajó del { $from } % al { $to } %.
analysis-swing-rise = Turno { $turn }: { $user } jugó `{ $notation }`, y su probabilidad de ganar subió del { $from } % al { $to } %.
analysis-preferred = → La búsqueda prefería `{ $notation }`, que mantenía el { $chance } %.
analysis-level = Ningún turno cambió el equilibrio.
analysis-note = Estimaciones con { $iterations } iteraciones de búsqueda por posición: una orientación, no una prueba.
analysis-alt = Un gráfico de la probabilidad de ganar de { $user } tras cada uno de los { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}, del 0 al 100 %, con los mayores vuelcos marcados con un círculo.
analysis-busy = El ordenador todavía está ocupado con una búsqueda que pediste (un análisis o una de tus partidas). Espera a que termine y vuelve a intentarlo.

## Clasificación y estadísticas

ladder-empty = Nadie ha terminado todavía una partida puntuada de { $variant } en este servidor.
ladder-title = **Clasificación: { $variant }** (página { $page } de { $pages })
ladder-row = { $rank }. { $user } { $rating } (ganadas: { $won }, perdidas: { $lost }, empatadas: { $drawn })
ladder-provisional = Una puntuación seguida de ? es provisional: todavía hay pocas partidas puntuadas (desviación de la puntuación superior a { $deviation }).
ladder-you = Tú: n.º { $rank } de { $size }.
ladder-you-unrated = Todavía no estás en esta clasificación: termina una partida puntuada de { $variant } para entrar.
stats-none = { $user } todavía no ha terminado ninguna partida en este servidor.
stats-title = **Estadísticas de { $user }**
stats-rating = Puntuación ({ $variant }): { $rating } (±{ $deviation })
stats-games = Partidas: { $games } (ganadas: { $won }, perdidas: { $lost }, empatadas: { $drawn })
stats-streak = Racha actual: { $kind ->
    [win] { $count ->
        [one] { $count } victoria
       *[other] { $count } victorias
    }
    [loss] { $count ->
        [one] { $count } derrota
       *[other] { $count } derrotas
    }
   *[draw] { $count ->
        [one] { $count } empate
       *[other] { $count } empates
    }
}
stats-variant = { $variant } — ganadas: { $won }, perdidas: { $lost }, empatadas: { $drawn }
stats-outside-title = **Fuera de los servidores** (mensajes directos y grupos, sin puntuar)
stats-outside-none = { $user } aún no ha terminado ninguna partida fuera de los servidores.
stats-servers-title = **Partidas puntuadas en servidores** (solo tú lo ves; la clasificación de un servidor: `/lyngk stats` allí)
stats-server-row = { $link }: { $games } (ganadas: { $won }, perdidas: { $lost }, empatadas: { $drawn })
stats-servers-more = …y { $count } servidores más.
turn-limit-set = Cada turno puede durar ahora hasta { $limit }. Los turnos en curso conservan su plazo actual.

## El reglamento

rules = **LYNGK en pocas palabras**
    • **Preparación.** Las 43 piezas — 8 de cada color, marfil (I), azul (B), rojo (R), verde (G) y negro (K), y 3 comodines blancos (W) — se reparten al azar por los 43 puntos, una en cada uno. Se sortea quién empieza.
    • **Reclamar.** Al principio todos los colores son neutrales. Al comienzo de tu turno, antes de mover, puedes reclamar un color libre (dos como máximo en toda la partida) y luego mueves en el mismo turno. Desde ese momento solo tú puedes mover las pilas que lo tengan encima. Los comodines no son de nadie y nunca se mueven solos.
    • **Mover.** En cada turno mueves una pila entera (una pieza suelta también es una pila) sobre otra pila, nunca a un punto vacío: un vecino o la primera pila en línea recta, por encima de los puntos vacíos. Una pila tiene como máximo 5 piezas y nunca repite color; los comodines sustituyen a cualquier color. Una pila con un color neutral encima solo puede ir sobre una pila que no sea más alta que ella; una con tu color encima puede ir sobre cualquier pila. Una pila de 5 ya no se mueve y nada puede ir encima.
    • **La regla LYNGK.** Si una pila con tu color encima llega a otra pila con el mismo color encima, no se detiene: la usa como punto LYNGK y sigue en cualquier dirección hasta posarse. Cada punto LYNGK se usa como máximo una vez por turno.
    • **Puntuar.** Una pila de cinco con uno de tus colores encima sale del tablero y te da un punto. Una con un color neutral encima se queda y no puntúa para nadie, aunque su color se reclame después; aún puede servir de punto LYNGK a quien tenga su color. Si no tienes ningún turno legal, pasas.
    • **Final.** Cuando nadie puede mover, gana quien tenga más puntos; si hay empate, deciden las pilas de 4 con tus colores encima, luego las de 3, las de 2 y las piezas sueltas.
    • **Variante pila de seis (muerte súbita).** Las pilas pueden llegar a 6 piezas y nada sale del tablero (una pila de 5 aún puede moverse); un comodín cuenta además como blanco. Completar una pila de seis con tu color encima gana al instante. Si no, deciden primero las pilas de 5.
    Comandos: desafiar, aceptar, rechazar, cancelar, reclamar, mover (`C3-E5` o el camino completo `B5-B2-C3-E3`), deshacer (tu oponente debe aceptar), abandonar, tablero, historial, repetición, analizar (una partida terminada), registro exportar (el registro de una partida como archivo), registro importar (un registro, como partida tuya), revancha, partidas, mispartidas, avisos (avisos de turno por mensaje directo), clasificación, estadísticas; jugar-ordenador para jugar contra el ordenador (fácil, normal, difícil o maestro, que piensa de 2 a 3 segundos por jugada); aprender (lecciones que juegas), problema (problemas de partidas reales), errores (repite tus turnos más costosos); torneo participar, salir, clasificacion. Moderadores: `/lyngk-admin` (terminar una partida, ajustes del servidor, torneos).


## El tablero en palabras (texto alternativo para lectores de pantalla)

alt-sentence-separator = {" "}
alt-group-separator = {"; "}
alt-piece-separator = {" "}
alt-then = {", luego "}
alt-head = Tablero de LYNGK, partida { $variant }.
alt-winner = Partida terminada: gana el jugador { $player }.
alt-draw = Partida terminada: empate.
alt-aborted = Partida anulada por un moderador: sin resultado.
alt-why-count = Ningún jugador podía mover; decidió el recuento.
alt-why-sixstack = La terminó una pila de seis del color del ganador.
alt-why-resigned = El jugador { $player } abandonó.
alt-why-time = Al jugador { $player } se le acabó el tiempo.
alt-why-forfeit = El jugador { $player } dejó el torneo.
alt-to-move = Mueve el jugador { $player }.
alt-to-move-claimed = Mueve el jugador { $player }, que ya ha reclamado en este turno.
alt-claims-points = El jugador { $player } ha reclamado: { $colors }; { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
alt-claims = El jugador { $player } ha reclamado: { $colors }.
alt-neutral = Colores neutrales: { $colors }.
alt-no-neutral = Ningún color neutral.
alt-last = Último turno, jugador { $player }: { $what }.
alt-last-claimed = reclamó el color { $color }
alt-last-passed = pasó
alt-last-moved = movió { $from } a { $to }
alt-last-moved-lyngk = movió { $from } a { $to } pasando por los puntos LYNGK { $via }
alt-stack = { $point } { $pieces }
alt-stacks = Pilas, de abajo arriba: { $stacks }.
alt-single-group = { $color } { $points }
alt-singles = Piezas sueltas: { $groups }.
alt-empty = { $n ->
    [one] { $n } punto vacío.
   *[other] { $n } puntos vacíos.
}

## Las palabras dibujadas en las imágenes (la franja del tablero, los gráficos)
## { $player } es el jugador del que habla la frase (el que mueve, el ganador),
## { $other } su rival: ambos son nombres tal como la imagen los muestra.

picture-points = PUNTOS
picture-five-stacks = PILAS DE 5
picture-tag-to-move = TURNO
picture-tag-winner = GANADOR
picture-neutral = NEUTRALES
picture-no-neutral = ninguno
picture-variant-standard = PARTIDA ESTÁNDAR
picture-variant-sixstack = PILA DE SEIS · MUERTE SÚBITA
picture-player = Jugador { $number }
picture-to-move = Mueve { $player }
picture-claimed = { $player } ha reclamado y mueve a continuación
picture-passed = { $other } no tenía movimiento y pasó · mueve { $player }
picture-won-count = Partida terminada · gana { $player } · sin movimientos
picture-won-sixstack = Partida terminada · gana { $player } · pila de seis
picture-won-resigned = Partida terminada · gana { $player } · { $other } abandonó
picture-won-time = Partida terminada · gana { $player } · a { $other } se le acabó el tiempo
picture-won-forfeit = Partida terminada · gana { $player } · { $other } dejó el torneo
picture-draw = Partida terminada · empate · sin movimientos
picture-aborted = Partida anulada · sin resultado
picture-computer = Ordenador
picture-you = Tú
picture-opponent = Rival
picture-puzzle-task-win = Encuentra el turno que gana a la fuerza · { $turns } por encontrar
picture-puzzle-task-draw = Encuentra el turno que salva las tablas · { $turns } por encontrar
picture-puzzle-solved = Resuelto ✓
picture-puzzle-solution = El primer turno de la solución
chart-chances-title = Probabilidad de ganar, turno a turno
chart-ahead = { $player } por delante
chart-swing = giro: turno, jugador
chart-turn-axis = turno
chart-chance-axis = probabilidad de ganar de { $player }
chart-ratings-title = Puntuaciones de { $player }
chart-ladder-standard = estándar
chart-ladder-sixstack = pila de seis
chart-games-axis = partidas puntuadas jugadas
chart-rating-axis = puntuación

## The computer opponent

computer = el ordenador
level-easy = fácil
level-normal = normal
level-hard = difícil
level-master = maestro
stats-vs-computer = Contra el ordenador ({ $level }, sin puntuar): ganadas: { $won }, perdidas: { $lost }, empatadas: { $drawn }
ai-game-started = { $user } empieza una partida de LYNGK ({ $variant }) contra el ordenador (nivel { $level }); no puntúa. Por sorteo, mueve primero { $first }. Cada uno de tus turnos puede durar hasta { $limit }.
computer-answers = El ordenador ({ $level }) responde:
computer-thinking = El ordenador ({ $level }) está pensando; su respuesta llega a continuación.

## Discord: errores del adaptador

guild-only = Este comando funciona en un servidor: los desafíos, las partidas y clasificaciones del servidor y los torneos están allí. Aquí puedes jugar contra el ordenador (`/lyngk play-ai`), hacer lecciones y problemas, y ver tus partidas.
server-install-only = Este comando necesita que los administradores del servidor hayan añadido LYNGK: las partidas y clasificaciones del servidor, sus ajustes y sus torneos están allí. Aquí puedes desafiar a un amigo (`/lyngk challenge`), jugar contra el ordenador (`/lyngk play-ai`), hacer lecciones y problemas, y ver tus partidas.
unreadable-input = No he podido leer `{ $input }`: { $error }
unreadable = No he podido leer eso: { $error }
stale-button = Este botón ya no hace nada.
no-attachments-here = Aquí no hay imagen ni archivo: este canal no permite a las aplicaciones adjuntar archivos (su permiso *Adjuntar archivos* está desactivado para ellas), así que el texto lo dice todo.

## Discord: los comandos (nombres en minúsculas, sin espacios)

cmd-lyngk-desc = Juega a LYNGK, el juego abstracto de apilar colores
cmd-lyngk-admin-desc = LYNGK para moderadores y gestores: terminar una partida, ajustes del servidor, torneos
cmd-challenge-name = desafiar
cmd-challenge-desc = Desafía a alguien a una partida en este canal
opt-challenge-opponent-name = oponente
opt-challenge-opponent-desc = Contra quién quieres jugar (vacío: cualquiera puede aceptar)
opt-challenge-variant-name = variante
opt-challenge-variant-desc = Estándar (por defecto) o pila de seis, muerte súbita
cmd-play-ai-name = jugar-ordenador
cmd-play-ai-desc = Juega contra el ordenador en este canal (sin puntuar)
opt-play-ai-level-name = nivel
opt-play-ai-level-desc = Lo fuerte que juega el ordenador
opt-play-ai-variant-name = variante
opt-play-ai-variant-desc = Estándar (por defecto) o pila de seis, muerte súbita
choice-level-easy = Fácil
choice-level-normal = Normal
choice-level-hard = Difícil
choice-level-master = Maestro
cmd-accept-name = aceptar
cmd-accept-desc = Acepta el desafío que tienes abierto en este canal
cmd-decline-name = rechazar
cmd-decline-desc = Rechaza el desafío que tienes abierto en este canal
cmd-cancel-name = cancelar
cmd-cancel-desc = Retira tu desafío abierto en este canal
cmd-claim-name = reclamar
cmd-claim-desc = Reclama un color al comienzo de tu turno (y después mueve)
opt-claim-color-name = color
opt-claim-color-desc = El color que quieres reclamar
cmd-move-name = mover
cmd-move-desc = Mueve una pila (reclamando antes un color, si quieres)
opt-move-from-name = desde
opt-move-from-desc = La pila que mueves, p. ej. C3
opt-move-to-name = hasta
opt-move-to-desc = Dónde termina, p. ej. E5, o un camino LYNGK como B2 C3 E3
opt-move-claim-name = reclamar
opt-move-claim-desc = Un color que reclamar antes de mover
cmd-board-name = tablero
cmd-board-desc = Muestra el tablero de la partida de este canal
cmd-history-name = historial
cmd-history-desc = Los movimientos de la partida de este canal hasta ahora
cmd-replay-name = repetición
cmd-replay-desc = Una animación de la partida de este canal
cmd-analyse-name = analizar
cmd-analyse-desc = El análisis del ordenador de una partida terminada: probabilidades de ganar y momentos clave
opt-analyse-game-name = partida
opt-analyse-game-desc = El número de la partida (por defecto: la última partida de este canal)
cmd-resign-name = abandonar
cmd-resign-desc = Abandona la partida de este canal (se te pedirá confirmación)
cmd-rematch-name = revancha
cmd-rematch-desc = Vuelve a desafiar a tu último oponente en este canal
cmd-leaderboard-name = clasificación
cmd-leaderboard-desc = Los mejores jugadores de este servidor, por variante
opt-leaderboard-variant-name = variante
opt-leaderboard-variant-desc = Qué clasificación: estándar (por defecto) o pila de seis, muerte súbita
cmd-stats-name = estadísticas
cmd-stats-desc = La puntuación y los resultados de un jugador (los tuyos por defecto)
opt-stats-user-name = jugador
opt-stats-user-desc = De quién son los resultados
cmd-rules-name = reglas
cmd-rules-desc = Cómo se juega a LYNGK
cmd-abort-name = anular
cmd-abort-desc = Termina la partida de este canal sin resultado (Gestionar mensajes)
cmd-settings-name = ajustes
cmd-settings-desc = Ajustes del servidor (Gestionar servidor)
cmd-settings-turn-limit-name = tiempo-turno
cmd-settings-turn-limit-desc = Cuánto puede tardar un jugador en su turno antes de perder (Gestionar servidor)
opt-settings-turn-limit-hours-name = horas
opt-settings-turn-limit-hours-desc = Horas por turno
choice-color-ivory = Marfil (I)
choice-color-blue = Azul (B)
choice-color-red = Rojo (R)
choice-color-green = Verde (G)
choice-color-black = Negro (K)
choice-variant-standard = Estándar
choice-variant-sixstack = Pila de seis, muerte súbita
autocomplete-via = { $to } (pasando por { $via })
autocomplete-claim = { $to } — reclamando el color { $color }
autocomplete-claim-via = { $to } — reclamando el color { $color }, pasando por { $via }
claim-conflict = El destino elegido necesita reclamar el color { $carried }, pero la opción `reclamar` indica { $chosen }. Elige de nuevo el destino o deja `reclamar` vacía.

## La terminal

local-usage = uso: <jugador> { $usage }
local-unknown-command = comando desconocido `{ $command }`; prueba `help`
local-io-error = no se pudo escribir: { $error }
local-help =
    Comandos, uno por línea: <jugador> <comando> [argumentos]
      challenge <jugador> [standard|sixstack]   accept   decline   cancel
      play-ai <easy|normal|hard|master> [standard|sixstack]   (una partida contra el ordenador)
      claim <color> [movimiento]               move <desde> <hasta> | move C3-E5 | move B5-B2-C3-E3 | move +R C3-E5
      resign   board   history   replay   rematch   abort   rules
      leaderboard [standard|sixstack] [page]   stats [jugador]   turnlimit <30m|2h|1d>   wait <duración> (con --now)
      takeback   takeback-accept   takeback-decline   (deshacer jugadas)   settings   takebacks <on|off>
      analyse [partida]   games   mygames   notify <on|off>
      export [partida | imported <n>]   import <archivo>   replay [partida | imported <n>]   (registros de partida)
      menu   pick <número>   (el botón Mover y sus menús)   threads <on|off>
      learn [lección]   try [+R] <desde> <hasta>   (lecciones para jugar)
      puzzle [daily]   puzzle [+R] <desde> <hasta>   (problemas probados por el solucionador)

## Encontrar partidas

games-none = No se está jugando ninguna partida en este servidor ahora mismo.
games-title = **Partidas en curso** ({ $count })
games-row = { $p1 } contra { $p2 } · { $variant } · turno de { $next } desde { $since } · { $link }
games-more = …y { $count } más.
mygames-none = { $place ->
    [everywhere] Aún no tienes ninguna partida, ni en un servidor ni fuera de ellos.
   *[server] Aún no tienes ninguna partida en este servidor ni fuera de los servidores.
}
mygames-title = **Tus partidas** ({ $count }) · { $place ->
    [everywhere] en todas partes
   *[server] en este servidor y fuera de los servidores
}
mygames-row-your-turn = ▶ **te toca** · contra { $opponent } · { $variant } · desde { $since } · { $link }
mygames-row-waiting = contra { $opponent } · { $variant } · turno de { $next } desde { $since } · { $link }
mygames-row-finished = { $result ->
    [win] ganada
    [loss] perdida
   *[draw] empatada
} · contra { $opponent } · { $variant } · terminó { $when } · { $link }
mygames-page = Página { $page } de { $pages }
cmd-games-name = partidas
cmd-games-desc = Las partidas en curso en este servidor
cmd-mygames-name = mispartidas
cmd-mygames-desc = Tus partidas, en cuáles te toca, luego las terminadas, cada una con un enlace

## Recordatorios de turno

notify-on = Los recordatorios de turno están activados: recibirás un mensaje directo cuando te toque en una de tus partidas y cuando haya pasado la mitad de tu tiempo para un turno. Solo llegan si tus mensajes directos están abiertos a los miembros del servidor.
notify-off = Los recordatorios de turno están desactivados.
reminder-your-turn = Te toca en tu partida de LYNGK ({ $variant }) contra { $opponent }: { $link }
reminder-half-time = Ha pasado la mitad de tu tiempo para este turno (quedan { $left }) en tu partida de LYNGK contra { $opponent }: { $link }
cmd-notify-name = avisos
cmd-notify-desc = Recordatorios de turno por mensaje directo (desactivados por defecto)
opt-notify-state-name = estado
opt-notify-state-desc = Activados o desactivados
choice-notify-on = Activados
choice-notify-off = Desactivados

# Partidas en hilos
threads-on = Las nuevas partidas empiezan ahora en un hilo propio, con el nombre de los jugadores.
threads-off = Las nuevas partidas se quedan ahora en el canal donde se acuerdan.
threads-admins-only = Solo los miembros con el permiso Gestionar servidor pueden elegir dónde se juegan las partidas.
thread-name = { $first } contra { $second }
game-in-thread = La partida sigue en { $thread }.
thread-permissions-missing = No pude abrir un hilo para esta partida, así que se juega aquí. Para que cada partida tenga su propio hilo, concédeme *Crear hilos públicos* y *Enviar mensajes en hilos* en este canal.
cmd-settings-threads-name = hilos
cmd-settings-threads-desc = Si cada partida nueva empieza en su propio hilo (Gestionar servidor)
opt-settings-threads-state-name = estado
opt-settings-threads-state-desc = Activados o desactivados

## Jugar con clics

button-move = Mover
button-claim = Reclamar el { $color }
menu-outdated = Este menú ya no está al día: la partida ha avanzado. Usa el botón Mover bajo el último tablero.
menu-game-over = Esta partida ha terminado: ya no queda nada por mover. Empieza otra con `/lyngk challenge`.
menu-stacks = Elige la pila que vas a mover.
menu-stacks-or-claim = Elige la pila que vas a mover, o reclama antes un color con un botón de abajo.
menu-stacks-placeholder = Pila que mover
menu-stacks-columns = Pilas en { $columns }
menu-stack-description = { $color } arriba, { $height ->
    [one] 1 pieza
   *[other] { $height } piezas
}
menu-landings = ¿Adónde va la pila de { $from }?
menu-landings-placeholder = Punto de llegada
menu-landings-columns = Puntos de llegada en { $columns }
board-not-yours = Este tablero se mostró a otro miembro: solo esa persona puede jugar en él. Abre el tuyo con `/lyngk learn`, `/lyngk puzzle` o `/lyngk mistakes`.

## Deshacer jugadas

button-takeback = Deshacer
takeback-nothing = Todavía no tienes ningún turno que deshacer.
takebacks-off = Este servidor no permite deshacer jugadas en las partidas puntuadas.
takeback-pending = { $requester } ya ha pedido deshacer una jugada; la petición espera respuesta.
takeback-button-for = Solo { $user } puede pedir que se deshaga ese turno.
takeback-asked = { $requester } pide deshacer su último turno: se anularía { $turns }. { $opponent }, ¿estás de acuerdo? La petición caduca en { $ttl }.
takeback-not-for-you = Solo { $opponent } puede responder a esta petición.
takeback-accepted = { $opponent } está de acuerdo: se deshace { $turns }.
takeback-computer = { $requester } deshace { $turns } (contra el ordenador no hace falta acuerdo).
takeback-declined = { $opponent } rechaza la petición de { $requester }; la partida sigue como estaba.
takeback-expired = { $requester }, tu petición de deshacer caducó sin respuesta; la partida sigue como estaba.
takeback-was-accepted = Esa petición ya fue aceptada.
takeback-was-declined = Esa petición fue rechazada.
takeback-has-expired = Esa petición ha caducado.
takeback-overtaken = Esa petición ya no vale: la partida ha seguido.
takebacks-on = Ahora se puede deshacer jugadas en las partidas puntuadas de este servidor (el rival tiene que aceptarlo).
takebacks-off-set = Ahora no se puede deshacer jugadas en las partidas puntuadas de este servidor (contra el ordenador sigue siendo posible).
history-taken-back = Deshecho a partir del turno { $turn }: { $turns }
cmd-takeback-name = deshacer
cmd-takeback-desc = Pide deshacer tu último turno (el rival tiene que aceptar)
cmd-settings-takebacks-name = deshacer
cmd-settings-takebacks-desc = Si se puede deshacer jugadas en las partidas puntuadas (Gestionar servidor)
opt-settings-takebacks-state-name = estado
opt-settings-takebacks-state-desc = Activado o desactivado

## Ajustes mostrados

cmd-settings-show-name = ver
cmd-settings-show-desc = Los ajustes actuales del servidor
settings-head = Los ajustes de este servidor:
settings-turn-limit = • Tiempo por turno: { $limit }
settings-turn-limit-default = • Tiempo por turno: { $limit } (el predeterminado)
settings-threads-on = • Cada partida nueva empieza en su propio hilo.
settings-threads-off = • Las partidas nuevas se juegan en el canal donde se acuerdan.
settings-takebacks-on = • Se puede deshacer jugadas en las partidas puntuadas (el rival tiene que aceptarlo).
settings-takebacks-off = • No se puede deshacer jugadas en las partidas puntuadas (contra el ordenador sí).

## El gráfico de puntuación

stats-chart-alt = Gráfico de la puntuación de { $user }: { $ladders }.
stats-chart-ladder = { $variant } de { $from } a { $to } en { $results ->
    [one] 1 resultado puntuado
   *[other] { $results } resultados puntuados
}

## Torneos

tournament-format-swiss = suizo ({ $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
})
tournament-format-round-robin = todos contra todos
tournament-admins-only = Solo los miembros con el permiso Gestionar servidor pueden organizar torneos.
tournament-in-thread = Un torneo no puede celebrarse en un hilo: cada una de sus partidas se juega en un hilo propio. Créalo en el canal del hilo.
tournament-name-invalid = El nombre de un torneo tiene de 1 a { $max } caracteres.
tournament-rounds-needed = Un suizo necesita su número de rondas (1 a { $max }): rellena `rondas`.
tournament-rounds-round-robin = Un todos contra todos no tiene número de rondas que elegir (cada uno juega con cada uno una vez): deja `rondas` vacío.
tournament-signup-out-of-range = La inscripción puede durar de 1 a { $max } horas.
tournament-channel-taken = Este canal ya tiene un torneo sin terminar: { $name }. Termínalo o cancélalo antes, o usa otro canal.
tournament-none = No hay ningún torneo en este canal.
tournament-announce = 🏆 **{ $name }**: un torneo { $format } de LYNGK { $variant }, { $limit } por turno, organizado por { $organiser }. Las partidas cuentan para la clasificación, cada una en su propio hilo; sin deshacer jugadas.
tournament-signup-closes = La inscripción cierra { $when }: pulsa **Participar** para jugar.
tournament-signup-by-hand = Pulsa **Participar** para jugar; quien organiza lo inicia cuando estén todos.
tournament-entrants = Jugadores ({ $count }): { $list }
tournament-entrants-page = Jugadores { $from }–{ $to } de { $count }: { $list }
tournament-no-entrants = Aún no se ha inscrito nadie.
tournament-entrants-latest = Jugadores ({ $count }); los últimos en inscribirse: { $list }. `/lyngk tournament standings` muestra la lista de jugadores.
tournament-cap-line = Como máximo { $max } jugadores.
tournament-full = { $name } está completo: admite { $max } jugadores.
tournament-cap-invalid = Un torneo admite de 2 a { $max } jugadores: pon en `jugadores` un número en ese rango, o déjalo vacío para no poner límite.
standings-more = … y { $count } más: `/lyngk tournament standings` muestra tu propia línea.
tournament-signup-over = La inscripción está cerrada: participan { $count } jugadores.
tournament-cancelled-line = Este torneo se canceló.
tournament-joined = Te has inscrito en { $name } ({ $count ->
    [one] 1 jugador
   *[other] { $count } jugadores
} por ahora).
tournament-already-joined = Ya estás inscrito en { $name }.
tournament-left-signup = Has dejado { $name }.
tournament-not-entered = { $user } no juega en { $name }.
tournament-signup-closed = La inscripción en { $name } está cerrada.
tournament-removed-no-rejoin = Quien organiza te retiró de { $name }; no puedes volver a inscribirte.
tournament-withdrew = { $user } ha dejado { $name } y no juega más rondas.
tournament-removed = { $organiser } retiró a { $user } de { $name }; no juega más rondas.
tournament-forfeit = { $loser } pierde por incomparecencia su partida contra { $winner } (sin efecto en la clasificación).
tournament-started = **{ $name }** empieza con { $count } jugadores en { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
}.
tournament-too-few = { $name } necesita al menos 2 jugadores para empezar; hay { $count } inscritos.
tournament-too-few-for-rounds = Un suizo de { $rounds } rondas necesita al menos { $needed } jugadores, para que nadie repita rival; hay { $count } inscritos. Espera a más, o cancélalo y créalo con menos rondas.
tournament-rounds-reduced = Solo se inscribieron { $count } jugadores: el suizo se juega en { $rounds ->
        [one] 1 ronda
       *[other] { $rounds } rondas
    }, para que nadie repita rival.
tournament-cancelled-too-few = La inscripción en { $name } cerró con { $count } jugadores: demasiado pocos para jugar, así que se cancela.
tournament-already-started = { $name } ya ha empezado.
tournament-round = **{ $name }: ronda { $round } de { $total }**
tournament-board = Mesa { $board }: { $first } (mueve primero) contra { $second }
tournament-board-forfeit = Mesa { $board }: { $first } contra { $second }, decidida por incomparecencia
tournament-bye = Descansa: { $user } (un punto)
tournament-sits-out = { $user } no juega esta ronda.
tournament-game-started = **{ $name }, ronda { $round }**: { $first } contra { $second }, una partida { $variant }. { $first }, mueves primero (lo decide el torneo, no el sorteo). Cada turno puede durar hasta { $limit }. La partida cuenta para la clasificación; sin deshacer jugadas.
tournament-round-over = **{ $name }**: la ronda { $round } ha terminado.
tournament-winner = 🏆 **{ $name }** ha terminado. { $count ->
    [one] ¡Gana { $winners }!
   *[other] ¡Ganan, empatados en todos los desempates, { $winners }!
}
tournament-winners-shared = 🏆 **{ $name }** ha terminado: { $count } jugadores comparten el primer puesto, empatados en todos los desempates. Los ganadores:
tournament-standings-head = Clasificación de { $name } tras la ronda { $round } de { $total }:
tournament-standings-final = Clasificación final de { $name } ({ $total ->
        [one] 1 ronda
       *[other] { $total } rondas
    }):
standings-row = { $rank }. { $player }{ $note }: { $points } puntos · Buchholz { $buchholz } · SB { $sb } · { $played ->
    [one] 1 partida
   *[other] { $played } partidas
}
standings-row-rr = { $rank }. { $player }{ $note }: { $points } puntos · SB { $sb } · { $played ->
    [one] 1 partida
   *[other] { $played } partidas
}
standings-withdrawn-note = {" "}(retirado)
standings-caption = { $format } · tras la ronda { $round } de { $total }
standings-caption-final = { $format } · clasificación final
standings-alt = La clasificación de { $name }: { $leader } va primero con { $points } puntos.
standings-alt-empty = La clasificación de { $name }.
standings-rank = #
standings-player = Jugador
standings-points = Puntos
standings-buchholz = Buchholz
standings-sb = SB
standings-played = Partidas
standings-withdrawn = retirado
tournament-paused = { $name } está en pausa: las partidas en curso siguen, y no empieza ninguna ronda hasta reanudarlo.
tournament-not-paused = { $name } no está en pausa.
tournament-resumed = { $name } continúa.
tournament-cancelled = { $organiser } canceló { $name }. Las partidas en curso siguen como partidas puntuables normales.
tournament-over = { $name } ha terminado.
tournament-not-running = { $name } no está en marcha.
tournament-takebacks-off = No se pueden deshacer jugadas en las partidas de torneo.
tournament-abort-refused = Esta partida es del torneo { $name } y no se puede terminar sin resultado. Quien organiza puede retirar a un jugador (`/lyngk-admin torneo retirar`) o cancelar el torneo.
tournament-thread-failed = No se pudo crear el hilo de { $first } contra { $second }; el bot lo vuelve a intentar en un minuto. Necesita aquí los permisos Crear hilos públicos y Enviar mensajes en hilos.
tournament-resuming = **{ $name }**: empiezan las partidas de la ronda { $round } que aún no habían empezado.
tournament-carrying-on = **{ $name }**: se reanuda donde se interrumpió.
tournament-game-forfeited = La partida ha terminado: { $loser } dejó el torneo, así que { $winner } gana por incomparecencia (sin efecto en la clasificación).
tournament-thread-name = R{ $round }: { $first } contra { $second }
button-join = Participar
button-leave = Salir
cmd-tournament-name = torneo
cmd-tournament-desc = Torneos del servidor: suizo o todos contra todos
cmd-tournament-create-name = crear
cmd-tournament-create-desc = Crear un torneo en este canal (gestionar el servidor)
opt-tournament-create-name-name = nombre
opt-tournament-create-name-desc = El nombre del torneo
opt-tournament-create-format-name = formato
opt-tournament-create-format-desc = Suizo (un número de rondas) o todos contra todos
opt-tournament-create-rounds-name = rondas
opt-tournament-create-rounds-desc = El número de rondas de un suizo
opt-tournament-create-variant-name = variante
opt-tournament-create-variant-desc = Estándar (por defecto) o muerte súbita de seis
opt-tournament-create-hours-name = horas
opt-tournament-create-hours-desc = Horas por turno en sus partidas (24 por defecto)
opt-tournament-create-signup-name = inscripcion
opt-tournament-create-signup-desc = Horas hasta que cierre la inscripción y empiece la ronda 1 (vacío: se inicia a mano)
opt-tournament-create-players-name = jugadores
opt-tournament-create-players-desc = Cuántos jugadores pueden inscribirse como máximo (vacío: sin límite)
choice-format-swiss = Suizo
choice-format-round-robin = Todos contra todos
cmd-tournament-start-name = iniciar
cmd-tournament-start-desc = Iniciar ya el torneo de este canal (gestionar el servidor)
cmd-tournament-pause-name = pausar
cmd-tournament-pause-desc = Pausar antes de la siguiente ronda (gestionar el servidor)
cmd-tournament-resume-name = reanudar
cmd-tournament-resume-desc = Reanudar un torneo en pausa (gestionar el servidor)
cmd-tournament-remove-name = retirar
cmd-tournament-remove-desc = Retirar a un jugador del torneo de este canal (gestionar el servidor)
opt-tournament-remove-player-name = jugador
opt-tournament-remove-player-desc = A quién retirar
cmd-tournament-cancel-name = cancelar
cmd-tournament-cancel-desc = Cancelar el torneo de este canal (gestionar el servidor)
cmd-tournament-standings-name = clasificacion
cmd-tournament-standings-desc = La clasificación del torneo de este canal
cmd-tournament-join-name = participar
cmd-tournament-join-desc = Inscribirte en el torneo de este canal
cmd-tournament-leave-name = salir
cmd-tournament-leave-desc = Dejar el torneo de este canal (una vez empezado, pierdes tus partidas por incomparecencia)

## Lecciones (/lyngk learn)

lesson-list = **Lecciones**: empieza una con `/lyngk learn lesson:…`; cada una se juega en privado, con el botón Mover.
lesson-list-line = { $number }. **{ $title }** (`{ $name }`): { $state }
lesson-state-not-yet = todavía no
lesson-state-at-step = en el paso { $step } de { $steps }
lesson-state-done = terminada ✓
lesson-step = **Lección { $number }: { $title }**, paso { $step } de { $steps }
lesson-right = ¡Bien!
lesson-done-next = ¡Bien! Lección terminada: **{ $title }** ✓. La siguiente: **{ $next }** (`/lyngk learn`).
lesson-done-all = ¡Bien! Lección terminada: **{ $title }** ✓. Era la última: ya conoces las reglas, reta a alguien con `/lyngk challenge`.
lesson-wrong = No exactamente. { $hint } Aquí tienes otra vez la posición.
lesson-illegal = { $illegal } { $hint }
lesson-unknown = No hay ninguna lección llamada «{ $name }». Las lecciones: { $names }.
lesson-outdated = El botón de esta lección está desfasado: vuelve a empezar la lección con `/lyngk learn`.
lesson-needs-lesson = Indica para qué lección es tu movimiento: `/lyngk learn lesson:… move:C3-E5`.
lesson-claim-needs-move = Un color se reclama junto con el movimiento que le sigue: añade también `move` (`/lyngk learn lesson:… claim:… move:C3-E5`) o deja `claim` vacío.
lesson-title-moves = Mover una pila
lesson-title-stacking = Qué puede apilarse sobre qué
lesson-title-lyngk = Saltos LYNGK
lesson-title-claims = Reclamar un color
lesson-title-five-stack = Completar una pila de 5
lesson-title-the-end = El final de la partida
lesson-title-sudden-death = Pila de seis, muerte súbita
lesson-moves-1-task = Una pila se mueve sobre un vecino ocupado, y la pila movida queda encima: pon la pieza roja de E5 sobre la pieza azul de E6.
lesson-moves-1-hint = Mueve la pila de E5 (la pieza roja) a E6, justo encima.
lesson-moves-2-task = Una pila también puede deslizarse por una línea, sobre puntos vacíos, hasta la primera pieza que encuentre: sube la pieza marfil de E2 hasta E7.
lesson-moves-2-hint = La pieza marfil de E2 sube por la columna E sobre los puntos vacíos y se detiene en la primera pieza, en E7.
lesson-stacking-1-task = Una pila con un color neutral encima solo cae sobre una pila que no sea más alta que ella: forma una pila de 3.
lesson-stacking-1-hint = Tu pila de 2 en D4 no puede subir a la pila de 3 de E5, pero sí puede caer sobre una pieza suelta.
lesson-stacking-2-task = Ningún color puede aparecer dos veces en una pila (los comodines sí): forma una pila de 4.
lesson-stacking-2-hint = La pila de 2 de D4 tiene azul, así que no puede ir sobre el azul de E5; prueba con la pila de 2 sin azul de C4.
lesson-lyngk-1-task = El azul es tuyo: una pila azul que encuentra otra cima azul sigue desde ella (un punto LYNGK). Lleva la pila de B5 hasta E3 saltando por las pilas azules.
lesson-lyngk-1-hint = Desde B5, la línea que baja por la columna B encuentra el azul de B2, enlazado con el azul de C3, y desde allí la línea llega a E3.
lesson-claims-1-task = Al comienzo de tu turno puedes reclamar un color y luego debes mover: reclama el rojo y pon la pieza roja de E5 sobre la pila de 2 de E6.
lesson-claims-1-hint = Una pieza suelta neutral no puede ir sobre una pila de 2, pero una de tu color sí: reclama el rojo en el mismo turno (en el menú, el destino lo indica; al escribir, añade claim:red).
lesson-five-stack-1-task = Una pila de 5 con tu color encima sale del tablero y te da un punto: completa una.
lesson-five-stack-1-hint = Pon tu pieza roja de E5 sobre la pila de 4 de E6: tu color tiene que quedar encima.
lesson-the-end-1-task = La partida termina cuando nadie puede mover; entonces deciden los puntos, luego las pilas de 4, de 3, de 2 y las piezas sueltas con tus colores encima. Juega el último movimiento de forma que ganes.
lesson-the-end-1-hint = Tras este movimiento nadie puede mover: forma una pila de 2 con tu rojo encima, que gana a la pieza verde suelta del rival en A3.
lesson-sudden-death-1-task = En la variante de seis, una pila de 6 con tu color encima gana al instante (necesita un comodín, que cuenta como blanco): gana ahora.
lesson-sudden-death-1-hint = Pon tu pieza roja de E5 sobre la pila de 5 con el comodín de E6.
cmd-learn-name = aprender
cmd-learn-desc = Lecciones cortas para jugar en privado: la lista, o una de ellas
opt-learn-lesson-name = lección
opt-learn-lesson-desc = La lección que empezar (ninguna: la lista, con tu progreso)
opt-learn-move-name = movimiento
opt-learn-move-desc = Un intento escrito para el paso de la lección, p. ej. E5 E6
opt-learn-claim-name = reclamar
opt-learn-claim-desc = Un color que reclamar antes del intento escrito
choice-lesson-moves = Movimientos
choice-lesson-stacking = Apilar
choice-lesson-lyngk = Saltos LYNGK
choice-lesson-claims = Reclamar
choice-lesson-five = Pila de 5
choice-lesson-end = Final de la partida
choice-lesson-sudden = Muerte súbita

## Puzzles (/lyngk puzzle)

puzzle-head = **Problema n.º { $id }** · puntuación { $rating }
puzzle-daily-head = **El problema del día** (n.º { $id }): el mismo para todo el servidor hoy.
puzzle-credit = De { $one } contra { $two }, { $when } ([la partida]({ $link })).
puzzle-task-win = Juegas con el jugador { $player }: encuentra el único turno que gana a la fuerza ({ $turns ->
        [one] 1 turno
       *[other] { $turns } turnos
    } por encontrar). Una reclamación y su movimiento son un turno.
puzzle-task-draw = Juegas con el jugador { $player }: encuentra el único turno que salva las tablas; cualquier otro pierde ({ $turns ->
        [one] 1 turno
       *[other] { $turns } turnos
    } por encontrar). Una reclamación y su movimiento son un turno.
puzzle-resumed = El problema que estás jugando:
puzzle-none-left = Has probado los { $count } problemas de aquí. Los nuevos salen de las partidas terminadas en este servidor; `/lyngk puzzle daily:True` da el del día.
puzzle-daily-tried-solved = Ya resolviste el problema del día ✓ Juégalo otra vez si quieres: no puntúa dos veces.
puzzle-daily-tried-failed = Ya probaste el problema del día. Juégalo otra vez si quieres: no puntúa dos veces.
puzzle-claim-needs-move = Un color se reclama junto con el movimiento que le sigue: añade también `move` (`/lyngk puzzle claim:… move:C3-E5`) o deja `claim` vacío.
puzzle-not-playing = No estás jugando ningún problema: empieza uno con `/lyngk puzzle`.
puzzle-outdated = Este botón de problema está desfasado: `/lyngk puzzle` muestra dónde estás.
puzzle-illegal = { $illegal } Inténtalo de nuevo.
puzzle-right-go-on = ¡Correcto! El rival responde { $answer }. Te toca otra vez.
puzzle-solved = Resuelto ✓: { $turns ->
    [one] has encontrado el turno correcto.
   *[other] has encontrado los { $turns } turnos correctos.
}
puzzle-wrong-win = Este no: tras { $turn } la victoria se pierde.
puzzle-wrong-draw = Este no: tras { $turn } la partida está perdida.
puzzle-refutation-win = Por qué: el solucionador responde { $answer } y ya no puedes forzar la victoria.
puzzle-refutation-draw = Por qué: el solucionador responde { $answer } y pierdes a la fuerza.
puzzle-solution-win = La solución: { $line } (gana a la fuerza; la imagen muestra su primer turno).
puzzle-solution-draw = La solución: { $line } (mantiene las tablas; la imagen muestra su primer turno).
puzzle-rating-change = Puntuación de problemas: { $old } → { $new }
puzzle-not-rated = Sin puntuar: ya habías probado este problema.
puzzle-claimed = Reclamas { $color } en este turno: ahora elige el movimiento.
button-next-puzzle = Siguiente problema
stats-puzzles = Problemas: puntuación { $rating } · { $solved } resueltos, { $failed } fallados · racha { $streak } (mejor { $best })
cmd-puzzle-name = problema
cmd-puzzle-desc = Problemas de partidas reales, probados por el solucionador: encuentra el único turno correcto
opt-puzzle-daily-name = del-dia
opt-puzzle-daily-desc = El problema del día de este servidor, el mismo para todos
opt-puzzle-move-name = movimiento
opt-puzzle-move-desc = Un turno escrito para tu problema, p. ej. C3 E5
opt-puzzle-claim-name = reclamar
opt-puzzle-claim-desc = Un color que reclamar antes del movimiento escrito
settings-daily-puzzle-on = • El problema del día se publica en { $channel } cada día.
settings-daily-puzzle-off = • El problema del día no se publica (`/lyngk-admin settings daily-puzzle` en un canal lo publica allí).
daily-puzzle-on = El problema del día se publicará en { $channel } cada día, poco después de las 00:00 UTC (el de hoy en un minuto).
daily-puzzle-off = El problema del día ya no se publica. Los miembros lo siguen teniendo con `/lyngk puzzle daily:True`.
daily-puzzle-elsewhere = El problema del día se publica en { $channel }: desactívalo allí.
daily-puzzle-post = **Problema del día** (n.º { $id }): el mismo para todos aquí hoy. Pulsa **Jugarlo** para intentarlo, en privado.
button-daily-puzzle = Jugarlo
cmd-settings-daily-puzzle-name = problema-del-dia
cmd-settings-daily-puzzle-desc = Publicar el problema del día en este canal cada día, o dejar de hacerlo (Gestionar servidor)
opt-settings-daily-puzzle-state-name = estado
opt-settings-daily-puzzle-state-desc = Activado (en este canal) o desactivado
mistake-head = Tu partida contra { $opponent } ({ $link }), turno { $turn }: jugaste `{ $notation }` y tu probabilidad de ganar pasó del { $from } % al { $to } %.
mistake-task = Encuentra un turno mejor: el botón Mover, o `/lyngk mistakes move:C3-E5`.
mistakes-none = Aún no tienes errores que repetir. Termina una partida y analízala con `/lyngk analyse`: los turnos que más te costaron se guardan aquí, para que solo tú los repitas.
mistakes-all-found = Has encontrado un turno mejor para { $count ->
    [one] tu error
   *[other] tus { $count } errores
} ✓. Analiza más partidas tuyas con `/lyngk analyse` para tener nuevos.
mistake-found-proven = ¡Encontrado! `{ $notation }` conserva el resultado: el solucionador exacto lo demuestra.
mistake-found-rated = ¡Encontrado! `{ $notation }` es tan bueno como el mejor turno del análisis (a menos de { $margin } puntos).
mistake-missed = Ese no: tras `{ $notation }` tu probabilidad de ganar sería del { $chance } %, mientras que el mejor turno, `{ $preferred }`, conserva el { $best } %. Inténtalo de nuevo.
mistake-same = `{ $notation }` es el turno que jugaste en la partida: busca uno mejor.
mistake-illegal = { $illegal } Prueba otro turno.
mistake-already-found = Ya encontraste un turno mejor para este error.
mistake-outdated = El botón de este error está desfasado: mira tu siguiente error con `/lyngk mistakes`.
mistake-claim-needs-move = Un color se reclama junto con el movimiento que le sigue: añade también `move` (`/lyngk mistakes claim:… move:C3-E5`) o deja `claim` vacío.
cmd-mistakes-name = errores
cmd-mistakes-desc = Repite en privado los turnos más costosos de tus partidas analizadas
opt-mistakes-move-name = movimiento
opt-mistakes-move-desc = Un turno mejor escrito para tu error, p. ej. C3 E5
opt-mistakes-claim-name = reclamar
opt-mistakes-claim-desc = Un color que reclamar antes del turno escrito

## Registros de partida: exportar e importar

cmd-record-name = registro
cmd-record-desc = El registro de una partida como archivo .lyngk: exportar e importar
cmd-record-export-name = exportar
cmd-record-export-desc = El registro de una partida como archivo .lyngk, solo para ti (por defecto: la última partida aquí)
opt-record-export-game-name = partida
opt-record-export-game-desc = El número de la partida (por defecto: la última partida de este canal)
opt-record-export-imported-name = importada
opt-record-export-imported-desc = El número de una partida que importaste
cmd-record-import-name = importar
cmd-record-import-desc = Importa el registro de una partida (.lyngk): una partida tuya para repetir, analizar y exportar
opt-record-import-file-name = archivo
opt-record-import-file-desc = El registro: un archivo .lyngk (texto UTF-8, 64 KiB como máximo)
opt-replay-game-name = partida
opt-replay-game-desc = El número de la partida (por defecto: la partida de este canal)
opt-replay-imported-name = importada
opt-replay-imported-desc = El número de una partida que importaste
opt-analyse-imported-name = importada
opt-analyse-imported-desc = El número de una partida que importaste
button-export = Exportar
record-player-unnamed = jugador { $n }
export-caption = El registro de la partida { $game }, { $p1 } contra { $p2 } ({ $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}): un archivo `.lyngk` que cualquier programa puede leer (el formato: `docs/players/records.md`). Impórtalo con `/lyngk registro importar`.
export-caption-imported = El registro de tu partida importada { $game }, { $p1 } contra { $p2 } ({ $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}).
export-alt = El registro de una partida en formato .lyngk, { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}
import-done = Importada como tu partida { $game }: { $p1 } contra { $p2 }, { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}, todos comprobados. Solo tú la ves, y nunca puntúa ni cuenta en este servidor. `/lyngk repetición importada:{ $game }`, `/lyngk analizar importada:{ $game }`, `/lyngk registro exportar importada:{ $game }`.
import-download-failed = No se pudo obtener el archivo de Discord. Inténtalo de nuevo en un momento.
one-game-only = Indica `partida` o `importada`, no ambas.
import-refused = Este registro no se puede importar: { $reason }{ $limits } No se guardó nada.
import-refused-line = Este registro no se puede importar: línea { $line }: { $reason }{ $limits } No se guardó nada.
import-refused-at = Este registro no se puede importar: línea { $line }, columna { $column }: { $reason }{ $limits } No se guardó nada.
import-illegal-turn = turno { $number } «{ $turn }»: { $reason }
import-too-large = el archivo tiene { $bytes } bytes.
import-too-many = supera los límites de un registro.
import-not-utf8 = el archivo no es texto UTF-8.
import-fault = { $detail }
import-limits = {" "}Un registro tiene como máximo { $bytes } bytes ({ $kib } KiB), { $turns } turnos, { $variations } variantes y { $tags } etiquetas.
cmd-record-review-name = repasar
cmd-record-review-desc = Repasa en privado una partida terminada, turno a turno (por defecto: la última partida aquí)
opt-record-review-game-name = partida
opt-record-review-game-desc = El número de la partida (por defecto: la última partida de este canal)
opt-record-review-imported-name = importada
opt-record-review-imported-desc = El número de una partida que importaste
opt-record-review-turn-name = turno
opt-record-review-turn-desc = El turno en el que abrirla (0: la posición inicial, por defecto)
button-review = Repasar
button-review-start = ⏮ Inicio
button-review-back = ◀ Atrás
button-review-on = Adelante ▶
button-review-end = Final ⏭
button-review-swing = Mayor vuelco
review-head = Repaso de la partida { $game }, { $p1 } contra { $p2 }: turno { $turn } de { $turns }.
review-head-imported = Repaso de tu partida importada { $game }, { $p1 } contra { $p2 }: turno { $turn } de { $turns }.
review-start = La posición inicial, antes del primer turno.
review-turn = Turno { $turn }: { $user } jugó `{ $notation }`.
review-chances = Probabilidades de ganar al inicio, según el análisis: { $p1 } { $c1 } %, { $p2 } { $c2 } %.
review-turn-chance = Con este turno, la probabilidad de ganar de { $user } pasó del { $from } % al { $to } %, según el análisis.
review-biggest-swing = Este es el mayor vuelco de la partida.
review-not-analysed = Esta partida no se ha analizado: `/lyngk analyse` estima la probabilidad de ganar en cada turno, que el repaso muestra entonces, con un botón al mayor vuelco.
review-no-such-turn = Esta partida tiene { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}: indica un turno de 0 (el inicio) a { $turns }.
review-outdated = Este repaso ya no está al día: ábrelo de nuevo con `/lyngk record review`.
review-not-yours = Este repaso lo abrió otro miembro: abre el tuyo con `/lyngk record review` o el botón Repasar.
opt-record-review-position-name = posición
opt-record-review-position-desc = Una posición (LPN) que explorar en lugar de una partida
button-review-explore = Explorar
button-explore-back = Deshacer
button-explore-best = Mejor turno
button-explore-export = Exportar la línea
explore-head = Explorando la partida { $game } desde el turno { $turn }, en privado: { $played ->
    [one] 1 turno jugado
   *[other] { $played } turnos jugados
} aquí. Nada de esto toca la partida ni las clasificaciones.
explore-head-imported = Explorando tu partida importada { $game } desde el turno { $turn }, en privado: { $played ->
    [one] 1 turno jugado
   *[other] { $played } turnos jugados
} aquí.
explore-head-position = Explorando la posición que diste, en privado: { $played ->
    [one] 1 turno jugado
   *[other] { $played } turnos jugados
} aquí.
explore-empty = Juega un turno para el bando que mueve con Mover, para cada bando en su turno; deshaz turnos, pide el mejor turno del ordenador o exporta tu línea.
explore-line = Tu línea: { $line }
explore-over = La partida ha terminado donde está tu línea: deshaz un turno o exporta la línea.
explore-illegal = { $illegal } Prueba otro turno.
explore-too-long = Una línea explorada tiene como mucho { $max } turnos: deshaz uno o expórtala.
explore-best = El mejor turno del ordenador aquí: `{ $turn }`. Probabilidad de ganar del jugador { $player }, que mueve: { $chance } %.
explore-outdated = Esta exploración está desactualizada: ábrela de nuevo con el botón Explorar de un repaso.
explore-nothing = Juega un turno antes de exportar la línea.
explore-same-as-game = Tu línea solo sigue la partida: juega otro turno antes de exportarla.
explore-record-too-big = El registro de la partida con tu línea supera los límites de un registro: deshaz antes algunos turnos.
explore-exported = El registro de la partida, con tu línea ({ $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}) como variante del turno { $turn }.
explore-exported-position = Tu línea ({ $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}) como registro, desde donde empieza.
explore-bad-position = No se puede leer esa posición: { $reason }
explore-position-alone = Da una posición sola, sin partida ni turno.
explore-thinking = El ordenador ya está pensando para ti (un mejor turno que pediste, un análisis o una de tus partidas): su respuesta llegará donde la pediste. Vuelve a pedirlo cuando haya llegado.
