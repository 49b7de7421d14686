## The table in words: cards, piles and moves, as the screen reader says them and the
## notices show them.

# Whether card and pile names are written in small letters inside a sentence
# ("Drew: queen of hearts on the waste", "column 3 to foundation 1"). Write "lower" to
# have them so, as English does; anything else (say "keep") leaves them as they begin a
# sentence, for languages whose nouns keep their capital (German).
names-in-sentence = lower

## Ranks, as they begin a card's name ("Queen" of "Queen of spades").
## Spanish: the French-suited deck's names, as the games' rules use them
## (As, Jota, Reina, Rey).

rank-ace = As
rank-two = Dos
rank-three = Tres
rank-four = Cuatro
rank-five = Cinco
rank-six = Seis
rank-seven = Siete
rank-eight = Ocho
rank-nine = Nueve
rank-ten = Diez
rank-jack = Jota
rank-queen = Reina
rank-king = Rey

## Suits standing alone, as in "Completed the spades".

suit-clubs = tréboles
suit-diamonds = diamantes
suit-hearts = corazones
suit-spades = picas

## Suits as they are used inside a card's name ("spades" of "Queen of spades"): the
## form the card message below needs (a genitive, an adjective...).

card-suit-clubs = tréboles
card-suit-diamonds = diamantes
card-suit-hearts = corazones
card-suit-spades = picas

# A card's name: $rank is a rank above ("Queen"), $suit a card-suit- message ("spades").
# $value is the rank's number (1 Ace … 11 Jack, 12 Queen, 13 King), for a language
# whose words change with the rank (its gender, say).
# Spanish: "Reina de picas", "Siete de corazones".
card = { $rank } de { $suit }

## Pile names. $number is the pile's number among its kind ("Column 3"); the -alone
## forms name a game's only pile of its kind.
## Spanish: the words of core/games/es (Columna, Fundación, Celda libre, Mazo, Descarte).

# A tableau pile fanned downwards.
pile-column = Columna { $number }
pile-column-alone = Columna
# A tableau pile laid otherwise (squared up, or fanned sideways).
pile-tableau = Montón { $number }
pile-tableau-alone = Montón
pile-foundation = Fundación { $number }
pile-foundation-alone = Fundación
pile-cell = Celda libre { $number }
pile-cell-alone = Celda libre
pile-stock = Mazo { $number }
pile-stock-alone = Mazo
pile-waste = Descarte { $number }
pile-waste-alone = Descarte
# A pile named by the game's own name for its group: $group is that name
# ("Bottom row card", "Peak"), $number the pile's number in the group.
pile-group = { $group } { $number }

## A pile as a whole, for the screen reader. $pile is its name ("Column 3"), $count how
## many cards it holds, $card its top card's name ("Seven of hearts").
## Spanish: pile names differ in gender, so these avoid adjectives agreeing with them.

pile-empty = { $pile }, sin cartas
pile-cards = { $pile }, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
pile-cards-top = { $pile }, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }; carta superior: { $card }

## One card where it lies.

# A face-down card, which the screen reader does not name.
card-face-down = Carta boca abajo
# A face-up card: $card its name ("Queen of spades"), $position its place from the
# bottom of the pile (1, 2, 3…), $count the cards in the pile, $pile the pile's name in
# a sentence ("column 2"). Reads "Queen of spades, face up, 4th of 6 in column 2".
# Spanish: "Reina de picas, boca arriba, 4.ª de 6, columna 2" (the ordinal agrees
# with "carta"; Spanish has one ordinal form).
card-in-pile = { $card }, boca arriba, { $position }.ª de { $count }, { $pile }

## Moves as they happen, said by the screen reader. $card is a card's name as it is
## written inside a sentence ("queen of hearts"), $from and $to pile names in a sentence
## ("column 3", "foundation 2").
## Spanish: card and pile names differ in gender, so they go without articles here:
## "de columna 3 a fundación 1".

# A whole suit leaving the table (Spider): $suit a suit- message ("spades").
move-suit-completed = Palo de { $suit } completado, del Rey al As: de { $from } a { $to }
# Two cards paired off (Pyramid): $card from $from with $partner from $to.
move-paired = Pareja: { $card } ({ $from }) con { $partner } ({ $to })
# One card moved; here $card begins the sentence ("Seven of hearts").
move-card = { $card }, de { $from } a { $to }
# Several cards moved together: $count of them, $card the lowest one moved.
move-run = { $count } cartas ({ $card } y las de encima), de { $from } a { $to }
# A row dealt from the stock onto the tableau: $cards the new top cards, in a list
# ("five of hearts, king of clubs, …").
move-row-dealt = Fila repartida: { $cards }
# A card turned from the stock onto the waste.
move-drew = Del mazo al descarte: { $card }
move-drew-nothing = Carta sacada del mazo
move-redeal = El descarte vuelve al mazo
move-reshuffle = Cartas recogidas, barajadas y repartidas de nuevo
# After a move ($said, one of the sentences above), the card it uncovered turned up.
move-turned-up = { $said }; carta descubierta: { $card }
# After a move ($said) that emptied $pile, the $card from the $reserve fills it (Canfield).
move-refilled = { $said }; { $pile } se rellena con { $card } ({ $reserve })

## The screen reader's other announcements.

# The table as a whole: $game the game's name, $number the deal's number.
announce-table = Mesa de { $game }, partida { $number }
# A new deal put out: $game the game's name, $number the deal's number.
announce-dealt = { $game }, partida { $number }
# Two cards paired off (Pyramid) taken back to their piles $from and $to.
announce-undone-pair = Deshecho: la pareja vuelve a { $from } y { $to }
# A move taken back: $card (beginning the sentence's object, "Seven of hearts") back to $pile.
announce-undone-card = Deshecho: { $card }, de vuelta a { $pile }
announce-undone-row = Deshecho: la fila repartida
announce-undone-draw = Deshecho: la carta sacada del mazo
announce-undone-redeal = Deshecho: la vuelta al descarte
# A hint to turn the stock: $hint one of the hint-stock- messages, in a sentence.
announce-hint-stock = Pista: { $hint }
# A hint: move $card from $from to $to.
announce-hint-move = Pista: { $card }, de { $from } a { $to }
# Cards picked up with the keyboard: $card the one picked up, or the lowest of $count.
announce-picked-up = Levantada: { $card }
announce-picked-up-run = Levantadas: { $count } cartas ({ $card } y las de encima)
announce-won = ¡Has ganado!
announce-no-moves = No quedan movimientos

## Why a move was refused, shown and said when the player tries it. Cards here are
## written with their signs ($card, $onto: "Q♥", "10♠").

# $pile is a pile's number in the game's file (only a broken request names one).
illegal-no-such-pile = No existe el montón { $pile }
illegal-same-pile = Una carta no puede moverse a su propio montón
illegal-not-enough-cards = No hay cartas que mover ahí
illegal-from-foundation = Las cartas de una fundación se quedan en ella
illegal-back-to-tableau-only = La carta superior de una fundación solo puede volver a un montón de la mesa, y de una en una
illegal-from-stock = No se pueden tomar cartas del mazo: haz clic en él para sacar
illegal-face-down = Esa carta está boca abajo
illegal-covered = Esa carta está tapada: primero tienen que irse las cartas que tiene encima
illegal-top-card-only = Solo se puede mover la carta superior
illegal-waste-top-only = Del descarte solo se juega la carta superior
illegal-not-a-run = Esas cartas no están en orden: solo una escalera se mueve junta
# Pairing games (Pyramid): $card and $onto, whose ranks add up to $total, not the
# $sum the game pairs.
illegal-not-a-pair = { $card } y { $onto } no forman pareja: sus valores suman { $total }, no { $sum }
# Pairing games: $card played onto an empty place; pairs add up to $sum.
illegal-pairs-only-with-a-card = { $card } solo forma pareja con otra carta: sus valores deben sumar { $sum }
# Pairing games: only a card of rank $sum (a King, 13) goes home by itself.
illegal-pairs-home = Solo una carta de valor { $sum } va sola a la fundación: las demás salen por parejas que suman { $sum }
illegal-top-or-pile-only = Solo se mueve la carta superior, o todo el montón a la vez
illegal-not-a-suited-run = Solo se mueve junta una escalera de un mismo palo
illegal-not-a-complete-run = Aquí una fundación solo admite un palo entero, del Rey al As, de una vez
illegal-complete-run-first = Primero tiene que salir de la mesa el palo completo
illegal-fill-every-pile = Todas las columnas necesitan una carta antes de que el mazo reparta una fila
# $count cards asked to move together, where free cells and empty piles allow only $allowed.
illegal-run-too-long = No hay espacio libre para mover { $count } cartas (ahora, { $allowed } como máximo)
illegal-not-a-target-stock = No se puede poner nada en el mazo
illegal-not-a-target-waste = No se puede poner nada en el descarte
illegal-not-a-target = No se puede poner nada ahí
illegal-no-building = Sobre las cartas de estos montones no se construye
illegal-cell-full = Una celda libre admite una sola carta
illegal-one-at-a-time-waste = Al descarte solo va una carta cada vez
illegal-one-at-a-time-cell = A una celda libre solo va una carta cada vez
illegal-one-at-a-time-foundation = A una fundación solo va una carta cada vez
illegal-one-at-a-time = Ahí solo va una carta cada vez
# $count: the most cards the pile may hold.
illegal-pile-full = Este montón está lleno ({ $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } como máximo)
illegal-never-refilled = Este montón no se vuelve a llenar una vez vacío
illegal-kings-only = Solo un Rey puede ocupar un montón vacío
illegal-kings-only-group = Solo un Rey, o un grupo encabezado por un Rey, puede ocupar un montón vacío
# $rank the rank a foundation starts with ("Ace", a rank- message), $value its number
# (1 for an Ace, 8 for an Eight: English's "an").
# Spanish: "un As", "un Ocho", but "una Jota", "una Reina" (selected on $value).
illegal-foundation-start = Una fundación vacía empieza con { $value ->
        [11] una
        [12] una
       *[other] un
    } { $rank }
illegal-row-starts-with = Una fila empieza con { $value ->
        [11] una
        [12] una
       *[other] un
    } { $rank }
illegal-only-after-left = Aquí solo va la carta que sigue a { $card } en el mismo palo
illegal-nothing-after-left = A la derecha de un hueco o de un Rey no va nada
illegal-foundation-complete = Esta fundación está completa
illegal-aces-stay = Los Ases se quedan en la mesa
illegal-not-outranked = { $card } solo puede ir al descarte si la carta superior de otra columna es más alta y del mismo palo
illegal-only-from = Estas columnas solo admiten cartas { $kind ->
        [waste] del descarte
        [stock] del mazo
       *[other] de otro montón concreto
    }
illegal-waste-full = Juega la carta del descarte antes de sacar otra
# $card cannot go on the foundation's top card $onto; $next is the card that would ("4♥").
illegal-foundation-next = { $card } no puede ir sobre { $onto }: aquí toca { $next }
# The same where the foundation takes nothing more.
illegal-foundation-next-none = { $card } no puede ir sobre { $onto }: aquí ya no va nada
# $card does not build on $onto: the tableau's build rule follows. $direction is "up",
# "down" or "either"; $suit "same", "alternate" (colours), "colour"
# (red on red, black on black), "other" (any suit but its own) or "any"; $wrap "yes" where a
# King and an Ace are next to each other; $kings "yes" where nothing goes on a King.
illegal-does-not-build = { $card } no puede ir sobre { $onto }: se construye en orden { $direction ->
        [up] ascendente
        [down] descendente
       *[either] ascendente o descendente
    } { $suit ->
        [same] del mismo palo
        [alternate] alternando colores
        [colour] del mismo color
        [other] de distinto palo
       *[any] sin importar el palo
    }{ $wrap ->
        [yes] , con el Rey y el As consecutivos
       *[no] { "" }
    }{ $kings ->
        [yes] , y sobre un Rey no va nada
       *[no] { "" }
    }
illegal-no-stock = Este juego no tiene mazo
illegal-stock-empty = El mazo está vacío
illegal-stock-not-empty = Primero saca cartas del mazo: al descarte solo se le da la vuelta cuando el mazo está vacío
illegal-waste-empty = El descarte está vacío: no hay nada que volver a repartir
illegal-no-redeals-left = Ya no quedan vueltas al descarte
illegal-no-reshuffles-left = Ya no quedan redistribuciones
illegal-whole-pile-only = Solo se mueve un montón entero: arrástralo por su carta de arriba
illegal-not-to-the-left = Un montón solo va sobre el montón que está { $places } puestos a su izquierda
list-or = { $first } o { $last }
illegal-does-not-match = { $card } no puede ir sobre { $onto }: solo sobre una carta del mismo palo o del mismo valor

## A request the state of play refuses.

refusal-nothing-to-undo = No hay nada que deshacer
refusal-nothing-to-redo = No hay nada que rehacer
# The cards are being played home one by one after the player asked to finish.
refusal-finishing = Las cartas ya van camino de las fundaciones
refusal-cannot-finish = Todavía no pueden subir solas todas las cartas
# $game: the id of a game asked for that does not exist.
refusal-no-such-game = No existe el juego «{ $game }»

## Hints (the H key or the Hint button), shown in the notice line. Cards here are
## written with their signs ($card, $partner: "Q♥").

hint-lost = Esta posición no se puede ganar
hint-none = No se ha encontrado una pista a tiempo: la posición es difícil de valorar
# Pairing games (Pyramid): pair $card with $partner.
hint-pair = Empareja { $card } con { $partner }
# Move $card to a pile of group $pile (the game's name for it, in a sentence:
# "foundation", "tableau pile").
# Spanish: the article agrees with $pile, which is one of the games' pile words in
# small letters (core/games/es: pile-…): the masculine ones are listed and take "al",
# the rest ("columna", "fundación", "celda libre", "fila", "reserva", "carta de …")
# take "a la". A new masculine pile word needs adding to both lists. Fluent's variant
# keys are single words, so Black Hole's pile is called just "Agujero" (listed).
hint-move = Mueve { $card } { $pile ->
        [mazo] al
        [descarte] al
        [hueco] al
        [pico] al
        [abanico] al
        [agujero] al
       *[other] a la
    } { $pile }
# The same for $card with the cards lying on it ($count in all).
hint-move-run = Mueve { $card } y las cartas que tiene encima { $pile ->
        [mazo] al
        [descarte] al
        [hueco] al
        [pico] al
        [abanico] al
        [agujero] al
       *[other] a la
    } { $pile }
# A hint ($hint, one of the above) the solver is not sure of.
hint-unsure = { $hint } (el movimiento más prometedor; no se ha encontrado una victoria segura)
# Hints to use the stock.
hint-stock-redeal = Da la vuelta al descarte
hint-stock-reshuffle = Recoge las cartas, barájalas y vuelve a repartirlas
hint-stock-deal-row = Reparte una fila del mazo
hint-stock-draw = Saca cartas del mazo

## The demo and the search for winnable deals.

demo-stopped = Demo detenida: sigues tú
# $number: the deal's number.
demo-no-win = Demo: no se ha encontrado cómo ganar la partida n.º { $number }; juega hasta donde llegue
winnable-looking = Buscando una partida con solución…
winnable-none = No se ha encontrado enseguida una partida con solución: aquí tienes una sin comprobar

## Keyboard and taps.

# $key: the key that turns the sound back on ("M").
keys-sound-off = Sonido desactivado ({ $key } lo activa)
keys-sound-on = Sonido activado
# $card ("Q♥", with its signs) has no move to make.
tap-nowhere = { $card } no tiene adónde ir
# $card cannot be picked up with the keyboard (alone, or with the $count cards from it).
pick-refused = { $card } no se puede levantar
pick-refused-run = { $card } no se puede levantar con las cartas que tiene encima

## Difficulty grades of deals, measured by the solver.
## Spanish: masculine, agreeing with "el nivel".

grade-easy = Fácil
grade-medium = Medio
grade-hard = Difícil
grade-expert = Experto
# The share of the graded deals the solver won, in percent ($won: 74).
grade-win-rate = { $won } %
# The same where some deals were undecided: between $won and $most percent.
grade-win-rate-range = { $won }–{ $most } %
# The grading rule, on the rules screen. $game is the game's name; $first and $last the
# graded deals' numbers; $easy, $medium and $hard the most positions searched for a win
# of that grade.
grade-rule = El solucionador clasifica las partidas: resolvió una vez cada una de las partidas { $first }–{ $last } de { $game }, y el nivel de una partida ganada depende de cuántas posiciones tuvo que explorar para ganarla: Fácil, hasta { $easy }; Medio, hasta { $medium }; Difícil, hasta { $hard }; Experto, más (cada nivel reúne aproximadamente una cuarta parte de las partidas ganadas). Un nivel siempre reparte una de estas partidas con solución demostrada. El solucionador ve las cartas boca abajo, así que el nivel mide la dificultad del problema, no la suerte de las cartas que salgan.

## Scores and figures.

# A score in dollars (Vegas, TriPeaks): $amount, and below nothing.
score-dollars = ${ $amount }
score-dollars-negative = −${ $amount }
# A game's best score ($best, as above, or "–" for none yet).
score-records = Mejor puntuación: { $best }.
# The same for Vegas, with the $bank won or lost over every deal.
score-records-bank = Mejor puntuación: { $best }; saldo de todas las partidas: { $bank }.
# A count of days (a streak of daily deals).
days = { $count ->
        [one] { $count } día
       *[other] { $count } días
    }
