## The bar at the top of the table (the HUD) and its buttons; a narrow window keeps
## the less used buttons in a menu.

hud-new = Nueva
hud-undo = Deshacer
hud-redo = Rehacer
hud-hint = Pista
hud-demo = Demo
hud-stop-demo = Parar demo
hud-restart = Reiniciar
# Opens the dialog that deals a deal by its number (short: it is a button).
hud-deal-number = Partida n.º
hud-games = Juegos
hud-rules = Reglas
# Opens the statistics (short: it is a button).
hud-stats = Estadísticas
hud-settings = Ajustes
hud-full-screen = Pantalla completa
hud-menu = Menú
# The animation speed button, which shows the speed it is set to.
hud-speed-normal = Velocidad normal
hud-speed-fast = Rápida
hud-speed-instant = Instantánea
# The bar's title: the game's name ($game) and the deal's number ($deal).
hud-title = { $game }  n.º { $deal }
# Added to the bar's title for today's daily deal.
hud-daily = Partida del día
# The figures under the title. $moves: moves made; $time: the time played (1:05).
hud-moves = Movimientos: { $moves }
hud-time = Tiempo: { $time }
# $score: the score as the game counts it (in Vegas, in dollars).
hud-score = Puntos: { $score }
# Vegas scores carried over from deal to deal ($score as above).
hud-bank = Saldo: { $score }
# $cards: how many cards the face-down stock holds.
hud-stock = Mazo: { $cards }
# $rows: how many more rows the stock can deal (Spider).
hud-rows-left = Filas restantes: { $rows }
# $redeals: how many more times the waste may be turned over into the stock.
hud-redeals-left = Vueltas restantes: { $redeals }
hud-reshuffles-left = Redistribuciones restantes: { $redeals }

# The window's title, in the task bar: the game's name ($game) and the deal's
# number ($deal).
window-title = { $game } n.º { $deal } — Solitario

## Words every dialog uses.

dialog-close = Cerrar
dialog-cancel = Cancelar

## The rules dialog: a game's rules, where it differs from its source, its levels,
## hints and the controls.

# The heading; $game: the game's name.
rules-heading = Reglas de { $game }
rules-differs = En qué se diferencia este juego del texto de reglas original
rules-difficulty = Dificultad
rules-hints = Pistas
# The rules screen on hints, where the deal hides cards: the solver knows them.
rules-hints-peek = Las pistas y la demostración vienen del solucionador, que hace trampa: conoce las cartas boca abajo y el orden del mazo, así que una pista puede apuntar a una carta que aún no ves.
rules-hints-reshuffle = Las pistas y la demostración vienen del solucionador, que hace trampa: sabe cómo barajará las cartas cada redistribución, así que una pista puede aconsejar redistribuir, o esperar, por algo que aún no ves.
# The rules screen on hints, where every card is face up.
rules-hints-open = Las pistas y la demostración vienen del solucionador, que solo ve lo que ves tú: todas las cartas están boca arriba.
rules-controls = Controles
# One control: $keys what to press (key-…), $what what it does (key-…-does).
rules-control = { $keys }: { $what }.

## The win dialog.

won-you = ¡Has ganado!
won-demo = La demo ha ganado
# What was won. $game: the game's name; $deal: the deal's number; $moves: how many
# moves it took.
won-deal = { $game }: partida n.º { $deal } ganada en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }
# As won-deal, for a deal with a level ($grade: Easy, Medium, Hard or Expert).
won-deal-graded = { $game }: partida n.º { $deal } ({ $grade }) ganada en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }
# The player's win: $what is won-deal (or won-deal-graded), $time the time it took.
# Spanish: "… ganada en 85 movimientos y 3:05".
won-time = { $what } y { $time }
# The player's first win at game $game.
won-first = ¡Tu primera victoria en { $game }!
won-record-time-and-moves = Nuevos récords: ¡mejor tiempo y menos movimientos!
won-record-time = Nuevo récord: ¡mejor tiempo!
won-record-moves = Nuevo récord: ¡menos movimientos!
# The deal's score ($score), and the same when it is the best yet.
won-score = Puntuación: { $score }.
won-score-best = Puntuación: { $score }, ¡un nuevo récord!
# Where the player stands at game $game: $won deals won of $played played, $percent
# the share won (a number, 0 to 100), $streak wins in a row.
won-standing = { $game }: ganadas { $won } de { $played } ({ $percent } %), racha: { $streak }
# A daily deal won. $date: the day (date-day-month); $days: days in a row won.
won-daily = Partida del día del { $date } ganada: { $days ->
        [one] { $days } día seguido
       *[other] { $days } días seguidos
    }.
won-new-deal = Nueva partida

## What "New deal" deals (the chooser's choices and the settings): any deal, or only
## deals the solver has won (or a level).

deals-any = Cualquiera
deals-winnable = Con solución

## The game chooser.

chooser-heading = Elige un juego
# Before the choices of what "New deal" deals (deals-any, deals-winnable, levels).
chooser-new-deals = Nuevas partidas:
# Opens the daily deals.
chooser-daily = Partidas del día…
# Until the player types: typing filters the games.
chooser-type = Escribe para buscar un juego por su nombre o tipo.
# What the player typed ($typed; the _ stands for the cursor).
chooser-find = Buscar: { $typed }_
# As chooser-find, when no game matches ($typed as above).
chooser-find-nothing = Buscar: { $typed }_ — ningún juego coincide (Retroceso borra una letra)
# The headings of the games starred and the games played last.
chooser-favourites = Favoritos
chooser-played-last = Recientes
# A game's record under its summary: none yet, or $won deals won of $played played.
chooser-not-played = Aún sin jugar
chooser-you-won = Tú: ganadas { $won } de { $played }
# The record ($you: chooser-not-played or chooser-you-won) and the share of the deals
# the solver wins ($rate: "74%", or a range "62–80%").
chooser-solver-won = { $you } · Solucionador: gana el { $rate } de las partidas

## The chooser's headings over each family of games.

family-free-cell = Juegos de celdas libres
family-klondike = Klondike y similares
family-spider = Araña y similares
family-forty-thieves = Cuarenta ladrones y similares
family-builders = Construcción a la vista
family-adders = Juegos de sumar
family-golf = Golf y similares
family-aces-up = Aces Up y similares
family-numerica = Sir Tommy y similares
family-montana = Montana y similares
family-accordion = Acordeón y similares

## The daily deals dialog.

# The heading; $date: today (date-full).
daily-heading = Partidas del día — { $date }
daily-about = Una partida al día para cada juego, la misma para todos los jugadores y siempre con solución. Se complican a lo largo de la semana: Fácil el lunes y el martes, Medio el miércoles y el jueves, Difícil el viernes y el sábado y Experto el domingo.
# The clock is outside the days that have daily deals; $why says how (in English for
# now).
daily-none-today = Hoy no hay partidas del día: { $why }
# The headings of the table's columns: the game, its deal's number, whether
# today's deal is won, and the days in a row won.
daily-game = Juego
daily-deal = Partida
daily-today = Hoy
daily-streak = Racha
# Today's deal won (the ✓ is a tick).
daily-won = Ganada ✓
# A streak of $days days.
daily-days = { $days ->
        [one] { $days } día
       *[other] { $days } días
    }
daily-play = Jugar
daily-play-again = Repetir
# Over the calendar: $month the month (date-month-year), $game the game's name, $won
# the daily deals won this month, $best the longest streak of days won.
daily-month = { $month } — { $game }: { $won ->
        [one] { $won } ganada
       *[other] { $won } ganadas
    }, mejor racha: { $best ->
        [one] { $best } día
       *[other] { $best } días
    }

## Asked before leaving a deal under way for another.

leave-heading = ¿Abandonar esta partida?
# $game: the game's name; $deal: the deal's number.
leave-text = La partida n.º { $deal } de { $game } está en curso: si la abandonas, contará como perdida.
leave-yes = Abandonar
leave-no = Seguir jugando

## The deal number dialog, with its keypad.

deal-heading = Número de partida
# $last: the highest deal number.
deal-range = Escribe o toca un número del 1 al { $last }
# The keypad's key that rubs out the last digit (short: it is a small key).
deal-rub-out = Borrar
# What was typed ($typed; the _ stands for the cursor), when it is no deal number.
deal-out-of-range = { $typed }_  (fuera de rango)
# Deals the deal whose number was typed.
deal-deal = Repartir
