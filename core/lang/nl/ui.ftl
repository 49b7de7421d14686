## The bar at the top of the table (the HUD) and its buttons; a narrow window keeps
## the less used buttons in a menu.

hud-new = Nieuw
hud-undo = Terug
hud-redo = Herhaal
hud-hint = Tip
hud-demo = Demo
hud-stop-demo = Demo stoppen
hud-restart = Opnieuw
# Opens the dialog that deals a deal by its number (short: it is a button).
hud-deal-number = Spel #
hud-games = Spellen
hud-rules = Regels
# Opens the statistics (short: it is a button).
hud-stats = Statistiek
hud-settings = Instellingen
hud-full-screen = Volledig scherm
hud-menu = Menu
# The animation speed button, which shows the speed it is set to.
hud-speed-normal = Normaal tempo
hud-speed-fast = Snel
hud-speed-instant = Direct
# The bar's title: the game's name ($game) and the deal's number ($deal).
hud-title = { $game }  #{ $deal }
# Added to the bar's title for today's daily deal.
hud-daily = Dagspel
# The figures under the title. $moves: moves made; $time: the time played (1:05).
hud-moves = Zetten { $moves }
hud-time = Tijd { $time }
# $score: the score as the game counts it (in Vegas, in dollars).
hud-score = Score { $score }
# Vegas scores carried over from deal to deal ($score as above).
hud-bank = Saldo { $score }
# $cards: how many cards the face-down stock holds.
hud-stock = Trekstapel { $cards }
# $rows: how many more rows the stock can deal (Spider).
hud-rows-left = Nog { $rows ->
        [one] { $rows } rij
       *[other] { $rows } rijen
    }
# $redeals: how many more times the waste may be turned over into the stock.
hud-redeals-left = Nog { $redeals }× omkeren
hud-reshuffles-left = Nog { $redeals }× opnieuw delen

# The window's title, in the task bar: the game's name ($game) and the deal's
# number ($deal).
window-title = { $game } #{ $deal } — Patience

## Words every dialog uses.

dialog-close = Sluiten
dialog-cancel = Annuleren

## The rules dialog: a game's rules, where it differs from its source, its levels,
## hints and the controls.

# The heading; $game: the game's name.
rules-heading = { $game } — regels
rules-differs = Waar dit spel afwijkt van de regeltekst waar het vandaan komt
rules-difficulty = Moeilijkheid
rules-hints = Tips
# The rules screen on hints, where the deal hides cards: the solver knows them.
rules-hints-peek = Tips en de demo komen van de oplosser, en die spiekt: hij kent de dichte kaarten en de volgorde van de trekstapel, dus een tip kan toewerken naar een kaart die jij nog niet ziet.
rules-hints-reshuffle = Tips en de demo komen van de oplosser, en die spiekt: hij weet hoe elke nieuwe deling de kaarten zal schudden, dus een tip kan aanraden opnieuw te delen, of te wachten, om iets wat jij nog niet ziet.
# The rules screen on hints, where every card is face up.
rules-hints-open = Tips en de demo komen van de oplosser, die alleen ziet wat jij ziet: alle kaarten liggen open.
rules-controls = Bediening
# One control: $keys what to press (key-…), $what what it does (key-…-does).
rules-control = { $keys }: { $what }.

## The win dialog.

won-you = Je hebt gewonnen!
won-demo = De demo heeft gewonnen
# What was won. $game: the game's name; $deal: the deal's number; $moves: how many
# moves it took.
won-deal = { $game }, spel #{ $deal }, gewonnen in { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }
# As won-deal, for a deal with a level ($grade: Easy, Medium, Hard or Expert).
won-deal-graded = { $game }, spel #{ $deal } ({ $grade }), gewonnen in { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }
# The player's win: $what is won-deal (or won-deal-graded), $time the time it took.
won-time = { $what }, { $time }
# The player's first win at game $game.
won-first = Je eerste overwinning bij { $game }!
won-record-time-and-moves = Nieuwe records: beste tijd en minste zetten!
won-record-time = Nieuw record: beste tijd!
won-record-moves = Nieuw record: minste zetten!
# The deal's score ($score), and the same when it is the best yet.
won-score = Score { $score }.
won-score-best = Score { $score }: nieuwe topscore!
# Where the player stands at game $game: $won deals won of $played played, $percent
# the share won (a number, 0 to 100), $streak wins in a row.
won-standing = { $game }: { $won } van { $played } gewonnen ({ $percent }%), reeks { $streak }
# A daily deal won. $date: the day (date-day-month); $days: days in a row won.
won-daily = Het dagspel van { $date } is gewonnen: { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } op rij.
won-new-deal = Nieuw spel

## What "New deal" deals (the chooser's choices and the settings): any deal, or only
## deals the solver has won (or a level).

deals-any = Elk spel
deals-winnable = Winbaar

## The game chooser.

chooser-heading = Kies een spel
# Before the choices of what "New deal" deals (deals-any, deals-winnable, levels).
chooser-new-deals = Nieuwe spellen:
# Opens the daily deals.
chooser-daily = Dagspellen…
# Until the player types: typing filters the games.
chooser-type = Typ om een spel te zoeken op naam of soort.
# What the player typed ($typed; the _ stands for the cursor).
chooser-find = Zoek: { $typed }_
# As chooser-find, when no game matches ($typed as above).
chooser-find-nothing = Zoek: { $typed }_ — geen spel gevonden (Backspace wist een letter)
# The headings of the games starred and the games played last.
chooser-favourites = Favorieten
chooser-played-last = Laatst gespeeld
# A game's record under its summary: none yet, or $won deals won of $played played.
chooser-not-played = Nog niet gespeeld
chooser-you-won = Jij: { $won } van { $played } gewonnen
# The record ($you: chooser-not-played or chooser-you-won) and the share of the deals
# the solver wins ($rate: "74%", or a range "62–80%").
chooser-solver-won = { $you } · Oplosser: { $rate } van de spellen gewonnen

## The chooser's headings over each family of games.

family-free-cell = Spellen met vrije cellen
family-klondike = Klondike en verwanten
family-spider = Spin en verwanten
family-forty-thieves = Veertig rovers en verwanten
family-builders = Open bouwspellen
family-adders = Optelspellen
family-golf = Golf en verwanten
family-aces-up = Aces Up en verwanten
family-numerica = Sir Tommy en verwanten
family-montana = Montana en verwanten
family-accordion = Accordeon en verwanten

## The daily deals dialog.

# The heading; $date: today (date-full).
daily-heading = Dagspellen — { $date }
daily-about = Elke dag één spel per patience, voor iedereen hetzelfde en altijd winbaar. In de loop van de week worden ze moeilijker: makkelijk op maandag en dinsdag, gemiddeld op woensdag en donderdag, moeilijk op vrijdag en zaterdag, expert op zondag.
# The clock is outside the days that have daily deals; $why says how (in English for
# now).
daily-none-today = Vandaag geen dagspellen: { $why }
# The headings of the table's columns: the game, its deal's number, whether
# today's deal is won, and the days in a row won.
daily-game = Spel
daily-deal = Nr.
daily-today = Vandaag
daily-streak = Reeks
# Today's deal won (the ✓ is a tick).
daily-won = Gewonnen ✓
# A streak of $days days.
daily-days = { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    }
daily-play = Spelen
daily-play-again = Nog eens
# Over the calendar: $month the month (date-month-year), $game the game's name, $won
# the daily deals won this month, $best the longest streak of days won.
daily-month = { $month } — { $game }: { $won } gewonnen, langste reeks { $best ->
        [one] { $best } dag
       *[other] { $best } dagen
    }

## Asked before leaving a deal under way for another.

leave-heading = Dit spel verlaten?
# $game: the game's name; $deal: the deal's number.
leave-text = { $game }, spel #{ $deal }, is nog bezig: als je het verlaat, telt het als verloren.
leave-yes = Verlaten
leave-no = Verder spelen

## The deal number dialog, with its keypad.

deal-heading = Spelnummer
# $last: the highest deal number.
deal-range = Typ of tik een getal van 1 tot en met { $last }
# The keypad's key that rubs out the last digit (short: it is a small key).
deal-rub-out = Wis
# What was typed ($typed; the _ stands for the cursor), when it is no deal number.
deal-out-of-range = { $typed }_  (buiten bereik)
# Deals the deal whose number was typed.
deal-deal = Delen
