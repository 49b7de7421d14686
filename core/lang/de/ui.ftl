## The bar at the top of the table (the HUD) and its buttons; a narrow window keeps
## the less used buttons in a menu.

hud-new = Neu
hud-undo = Zurück
hud-redo = Vor
hud-hint = Tipp
hud-demo = Demo
hud-stop-demo = Demo stoppen
hud-restart = Neustart
# Opens the dialog that deals a deal by its number (short: it is a button).
hud-deal-number = Spiel-Nr.
hud-games = Spiele
hud-rules = Regeln
# Opens the statistics (short: it is a button).
hud-stats = Statistik
hud-settings = Einstellungen
hud-full-screen = Vollbild
hud-menu = Menü
# The animation speed button, which shows the speed it is set to.
hud-speed-normal = Tempo normal
hud-speed-fast = Schnell
hud-speed-instant = Sofort
# The bar's title: the game's name ($game) and the deal's number ($deal).
hud-title = { $game }  #{ $deal }
# Added to the bar's title for today's daily deal.
hud-daily = Tagesspiel
# The figures under the title. $moves: moves made; $time: the time played (1:05).
hud-moves = Züge { $moves }
hud-time = Zeit { $time }
# $score: the score as the game counts it (in Vegas, in dollars).
hud-score = Punkte { $score }
# Vegas scores carried over from deal to deal ($score as above).
hud-bank = Konto { $score }
# $cards: how many cards the face-down stock holds.
hud-stock = Talon { $cards }
# $rows: how many more rows the stock can deal (Spider).
hud-rows-left = { $rows ->
        [one] Noch { $rows } Reihe
       *[other] Noch { $rows } Reihen
    }
# $redeals: how many more times the waste may be turned over into the stock.
hud-redeals-left = Noch { $redeals }× umdrehen
hud-reshuffles-left = Noch { $redeals }× neu austeilen

# The window's title, in the task bar: the game's name ($game) and the deal's
# number ($deal).
window-title = { $game } #{ $deal } — Solitär

## Words every dialog uses.

dialog-close = Schließen
dialog-cancel = Abbrechen

## The rules dialog: a game's rules, where it differs from its source, its levels,
## hints and the controls.

# The heading; $game: the game's name.
rules-heading = { $game } — Regeln
rules-differs = Wo dieses Spiel von seiner Regelvorlage abweicht
rules-difficulty = Schwierigkeit
rules-hints = Tipps
# The rules screen on hints, where the deal hides cards: the solver knows them.
rules-hints-peek = Tipps und die Demo kommen vom Solver, und der schummelt: Er kennt die verdeckten Karten und die Reihenfolge im Talon. Ein Tipp kann also auf eine Karte hinarbeiten, die du noch nicht siehst.
rules-hints-reshuffle = Tipps und die Demo kommen vom Solver, und der schummelt: Er weiß, wie jedes neue Austeilen die Karten mischen wird. Ein Tipp kann also zum neuen Austeilen raten, oder davon abraten, aus Gründen, die du noch nicht siehst.
# The rules screen on hints, where every card is face up.
rules-hints-open = Tipps und die Demo kommen vom Solver, der nur sieht, was du siehst: Alle Karten liegen offen.
rules-controls = Steuerung
# One control: $keys what to press (key-…), $what what it does (key-…-does).
rules-control = { $keys }: { $what }.

## The win dialog.

won-you = Gewonnen!
won-demo = Die Demo hat gewonnen
# What was won. $game: the game's name; $deal: the deal's number; $moves: how many
# moves it took.
won-deal = { $game }, Spiel #{ $deal }, gewonnen in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
# As won-deal, for a deal with a level ($grade: Easy, Medium, Hard or Expert).
won-deal-graded = { $game }, Spiel #{ $deal } ({ $grade }), gewonnen in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
# The player's win: $what is won-deal (or won-deal-graded), $time the time it took.
won-time = { $what }, { $time }
# The player's first win at game $game.
won-first = Dein erster Sieg in { $game }!
won-record-time-and-moves = Neue Rekorde: Bestzeit und wenigste Züge!
won-record-time = Neuer Rekord: Bestzeit!
won-record-moves = Neuer Rekord: wenigste Züge!
# The deal's score ($score), and the same when it is the best yet.
won-score = Punkte: { $score }.
won-score-best = Punkte: { $score } – neuer Bestwert!
# Where the player stands at game $game: $won deals won of $played played, $percent
# the share won (a number, 0 to 100), $streak wins in a row.
won-standing = { $game }: { $won } von { $played } gewonnen ({ $percent } %), Serie { $streak }
# A daily deal won. $date: the day (date-day-month); $days: days in a row won.
won-daily = Das Tagesspiel vom { $date } ist gewonnen: { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } in Folge.
won-new-deal = Neues Spiel

## What "New deal" deals (the chooser's choices and the settings): any deal, or only
## deals the solver has won (or a level).

deals-any = Beliebig
deals-winnable = Lösbar

## The game chooser.

chooser-heading = Spiel wählen
# Before the choices of what "New deal" deals (deals-any, deals-winnable, levels).
chooser-new-deals = Neue Spiele:
# Opens the daily deals.
chooser-daily = Tagesspiele…
# Until the player types: typing filters the games.
chooser-type = Tippe, um ein Spiel nach Name oder Art zu finden.
# What the player typed ($typed; the _ stands for the cursor).
chooser-find = Suche: { $typed }_
# As chooser-find, when no game matches ($typed as above).
chooser-find-nothing = Suche: { $typed }_ — kein Treffer (die Rücktaste löscht einen Buchstaben)
# The headings of the games starred and the games played last.
chooser-favourites = Favoriten
chooser-played-last = Zuletzt gespielt
# A game's record under its summary: none yet, or $won deals won of $played played.
chooser-not-played = Noch nicht gespielt
chooser-you-won = Du: { $won } von { $played } gewonnen
# The record ($you: chooser-not-played or chooser-you-won) and the share of the deals
# the solver wins ($rate: "74%", or a range "62–80%").
chooser-solver-won = { $you } · Solver: { $rate } der Spiele gewonnen

## The chooser's headings over each family of games.

family-free-cell = Spiele mit freien Zellen
family-klondike = Klondike und Verwandte
family-spider = Spinne und Verwandte
family-forty-thieves = Vierzig Räuber und Verwandte
family-builders = Offene Patiencen
family-adders = Rechenpatiencen
family-golf = Golf und Verwandte
family-aces-up = Aces Up und Verwandte
family-numerica = Sir Tommy und Verwandte
family-montana = Montana und Verwandte
family-accordion = Akkordeon und Verwandte

## The daily deals dialog.

# The heading; $date: today (date-full).
daily-heading = Tagesspiele — { $date }
daily-about = Jeden Tag ein Spiel pro Patience, für alle gleich und immer lösbar. Im Lauf der Woche werden sie schwerer: Leicht am Montag und Dienstag, Mittel am Mittwoch und Donnerstag, Schwer am Freitag und Samstag, Experte am Sonntag.
# The clock is outside the days that have daily deals; $why says how (in English for
# now).
daily-none-today = Heute keine Tagesspiele: { $why }
# The headings of the table's columns: the game, its deal's number, whether
# today's deal is won, and the days in a row won.
daily-game = Spiel
daily-deal = Nr.
daily-today = Heute
daily-streak = Serie
# Today's deal won (the ✓ is a tick).
daily-won = Gewonnen ✓
# A streak of $days days.
daily-days = { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }
daily-play = Spielen
daily-play-again = Noch mal
# Over the calendar: $month the month (date-month-year), $game the game's name, $won
# the daily deals won this month, $best the longest streak of days won.
daily-month = { $month } — { $game }: { $won } gewonnen, längste Serie { $best ->
        [one] { $best } Tag
       *[other] { $best } Tage
    }

## Asked before leaving a deal under way for another.

leave-heading = Dieses Spiel verlassen?
# $game: the game's name; $deal: the deal's number.
leave-text = { $game }, Spiel #{ $deal } läuft noch: Wenn du es verlässt, zählt es als verloren.
leave-yes = Verlassen
leave-no = Weiterspielen

## The deal number dialog, with its keypad.

deal-heading = Spielnummer
# $last: the highest deal number.
deal-range = Tippe eine Zahl von 1 bis { $last } ein
# The keypad's key that rubs out the last digit (short: it is a small key).
deal-rub-out = Entf
# What was typed ($typed; the _ stands for the cursor), when it is no deal number.
deal-out-of-range = { $typed }_  (ungültig)
# Deals the deal whose number was typed.
deal-deal = Austeilen
