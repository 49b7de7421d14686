## The bar at the top of the table (the HUD) and its buttons; a narrow window keeps
## the less used buttons in a menu.

hud-new = Nuova
hud-undo = Annulla
hud-redo = Ripeti
hud-hint = Suggerisci
hud-demo = Demo
hud-stop-demo = Ferma demo
hud-restart = Ricomincia
# Opens the dialog that deals a deal by its number (short: it is a button).
hud-deal-number = Smazzata n.
hud-games = Giochi
hud-rules = Regole
# Opens the statistics (short: it is a button).
hud-stats = Statistiche
hud-settings = Impostazioni
hud-full-screen = Schermo intero
hud-menu = Menu
# The animation speed button, which shows the speed it is set to.
hud-speed-normal = Velocità normale
hud-speed-fast = Veloce
hud-speed-instant = Istantanea
# The bar's title: the game's name ($game) and the deal's number ($deal).
hud-title = { $game }  n. { $deal }
# Added to the bar's title for today's daily deal.
hud-daily = Del giorno
# The figures under the title. $moves: moves made; $time: the time played (1:05).
hud-moves = Mosse { $moves }
hud-time = Tempo { $time }
# $score: the score as the game counts it (in Vegas, in dollars).
hud-score = Punti { $score }
# Vegas scores carried over from deal to deal ($score as above).
hud-bank = Saldo { $score }
# $cards: how many cards the face-down stock holds.
hud-stock = Tallone { $cards }
# $rows: how many more rows the stock can deal (Spider).
hud-rows-left = File rimaste { $rows }
# $redeals: how many more times the waste may be turned over into the stock.
hud-redeals-left = Rigiri rimasti { $redeals }
hud-reshuffles-left = Ridistribuzioni rimaste { $redeals }

# The window's title, in the task bar: the game's name ($game) and the deal's
# number ($deal).
window-title = { $game } n. { $deal } — Solitario

## Words every dialog uses.

dialog-close = Chiudi
dialog-cancel = Annulla

## The rules dialog: a game's rules, where it differs from its source, its levels,
## hints and the controls.

# The heading; $game: the game's name.
rules-heading = { $game } — regole
rules-differs = In cosa questo gioco differisce dalle regole da cui deriva
rules-difficulty = Difficoltà
rules-hints = Suggerimenti
# The rules screen on hints, where the deal hides cards: the solver knows them.
rules-hints-peek = I suggerimenti e la demo vengono dal risolutore, che sbircia: conosce le carte coperte e l’ordine del tallone, quindi un suggerimento può puntare a una carta che non vedi ancora.
rules-hints-reshuffle = I suggerimenti e la demo vengono dal risolutore, che sbircia: sa come ogni ridistribuzione mescolerà le carte, quindi un suggerimento può consigliare di ridistribuire, o di aspettare, per ciò che non vedi ancora.
# The rules screen on hints, where every card is face up.
rules-hints-open = I suggerimenti e la demo vengono dal risolutore, che vede solo quello che vedi tu: tutte le carte sono scoperte.
rules-controls = Comandi
# One control: $keys what to press (key-…), $what what it does (key-…-does).
rules-control = { $keys }: { $what }.

## The win dialog.

won-you = Hai vinto!
won-demo = La demo ha vinto
# What was won. $game: the game's name; $deal: the deal's number; $moves: how many
# moves it took.
won-deal = Smazzata n. { $deal } di { $game } vinta in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
# As won-deal, for a deal with a level ($grade: Easy, Medium, Hard or Expert).
won-deal-graded = Smazzata n. { $deal } di { $game } ({ $grade }) vinta in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
# The player's win: $what is won-deal (or won-deal-graded), $time the time it took.
won-time = { $what }, { $time }
# The player's first win at game $game.
won-first = La tua prima vittoria a { $game }!
won-record-time-and-moves = Nuovi record: tempo migliore e meno mosse!
won-record-time = Nuovo record: tempo migliore!
won-record-moves = Nuovo record: meno mosse!
# The deal's score ($score), and the same when it is the best yet.
won-score = Punteggio { $score }.
won-score-best = Punteggio { $score }: nuovo record!
# Where the player stands at game $game: $won deals won of $played played, $percent
# the share won (a number, 0 to 100), $streak wins in a row.
won-standing = { $game }: { $won ->
        [one] vinta
       *[other] vinte
    } { $won } su { $played } ({ $percent }%), serie { $streak }
# A daily deal won. $date: the day (date-day-month); $days: days in a row won.
won-daily = Smazzata del giorno di { $date } vinta: { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } di fila.
won-new-deal = Nuova smazzata

## What "New deal" deals (the chooser's choices and the settings): any deal, or only
## deals the solver has won (or a level).

deals-any = Qualsiasi
deals-winnable = Vincibili

## The game chooser.

chooser-heading = Scegli un gioco
# Before the choices of what "New deal" deals (deals-any, deals-winnable, levels).
chooser-new-deals = Nuove smazzate:
# Opens the daily deals.
chooser-daily = Smazzate del giorno…
# Until the player types: typing filters the games.
chooser-type = Scrivi per cercare un gioco per nome o tipo.
# What the player typed ($typed; the _ stands for the cursor).
chooser-find = Cerca: { $typed }_
# As chooser-find, when no game matches ($typed as above).
chooser-find-nothing = Cerca: { $typed }_ — nessun gioco trovato (Backspace cancella una lettera)
# The headings of the games starred and the games played last.
chooser-favourites = Preferiti
chooser-played-last = Giocati di recente
# A game's record under its summary: none yet, or $won deals won of $played played.
chooser-not-played = Mai giocato
chooser-you-won = Tu: { $won ->
        [one] vinta
       *[other] vinte
    } { $won } su { $played }
# The record ($you: chooser-not-played or chooser-you-won) and the share of the deals
# the solver wins ($rate: "74%", or a range "62–80%").
chooser-solver-won = { $you } · Risolutore: vince il { $rate } delle smazzate

## The chooser's headings over each family of games.

family-free-cell = Giochi con celle libere
family-klondike = Klondike e simili
family-spider = Spider e simili
family-forty-thieves = Forty Thieves e simili
family-builders = A carte scoperte
family-adders = Giochi di somme
family-golf = Golf e simili
family-aces-up = Aces Up e simili
family-numerica = Sir Tommy e simili
family-montana = Montana e simili
family-accordion = Fisarmonica e simili

## The daily deals dialog.

# The heading; $date: today (date-full).
daily-heading = Smazzate del giorno — { $date }
daily-about = Una smazzata al giorno per ogni gioco, uguale per tutti e sempre vincibile. Diventano più difficili nel corso della settimana: Facile lunedì e martedì, Medio mercoledì e giovedì, Difficile venerdì e sabato, Esperto domenica.
# The clock is outside the days that have daily deals; $why says how (in English for
# now).
daily-none-today = Nessuna smazzata del giorno oggi: { $why }
# The headings of the table's columns: the game, its deal's number, whether
# today's deal is won, and the days in a row won.
daily-game = Gioco
daily-deal = Smazzata
daily-today = Oggi
daily-streak = Serie
# Today's deal won (the ✓ is a tick).
daily-won = Vinta ✓
# A streak of $days days.
daily-days = { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }
daily-play = Gioca
daily-play-again = Rigioca
# Over the calendar: $month the month (date-month-year), $game the game's name, $won
# the daily deals won this month, $best the longest streak of days won.
daily-month = { $month } — { $game }: { $won ->
        [one] { $won } vinta
       *[other] { $won } vinte
    }, serie migliore { $best ->
        [one] { $best } giorno
       *[other] { $best } giorni
    }

## Asked before leaving a deal under way for another.

leave-heading = Abbandonare la smazzata?
# $game: the game's name; $deal: the deal's number.
leave-text = La smazzata n. { $deal } di { $game } è in corso: se la abbandoni, conta come persa.
leave-yes = Abbandona
leave-no = Continua

## The deal number dialog, with its keypad.

deal-heading = Numero smazzata
# $last: the highest deal number.
deal-range = Scrivi o tocca un numero da 1 a { $last }
# The keypad's key that rubs out the last digit (short: it is a small key).
deal-rub-out = Canc
# What was typed ($typed; the _ stands for the cursor), when it is no deal number.
deal-out-of-range = { $typed }_  (fuori intervallo)
# Deals the deal whose number was typed.
deal-deal = Distribuisci
