## The bar at the top of the table (the HUD) and its buttons; a narrow window keeps
## the less used buttons in a menu.

hud-new = Rozdaj
hud-undo = Cofnij
hud-redo = Ponów
hud-hint = Podpowiedź
hud-demo = Demo
hud-stop-demo = Zatrzymaj
hud-restart = Od nowa
# Opens the dialog that deals a deal by its number (short: it is a button).
hud-deal-number = Rozdanie #
hud-games = Gry
hud-rules = Zasady
# Opens the statistics (short: it is a button).
hud-stats = Statystyki
hud-settings = Ustawienia
hud-full-screen = Pełny ekran
hud-menu = Menu
# The animation speed button, which shows the speed it is set to.
hud-speed-normal = Zwykłe tempo
hud-speed-fast = Szybkie tempo
hud-speed-instant = Natychmiast
# The bar's title: the game's name ($game) and the deal's number ($deal).
hud-title = { $game }  #{ $deal }
# Added to the bar's title for today's daily deal.
hud-daily = Codzienne
# The figures under the title. $moves: moves made; $time: the time played (1:05).
hud-moves = Ruchy { $moves }
hud-time = Czas { $time }
# $score: the score as the game counts it (in Vegas, in dollars).
hud-score = Wynik { $score }
# Vegas scores carried over from deal to deal ($score as above).
hud-bank = Bilans { $score }
# $cards: how many cards the face-down stock holds.
hud-stock = Talia { $cards }
# $rows: how many more rows the stock can deal (Spider).
hud-rows-left = Zostało rzędów: { $rows }
# $redeals: how many more times the waste may be turned over into the stock.
hud-redeals-left = Zostało odwróceń: { $redeals }
hud-reshuffles-left = Zostało ponownych rozdań: { $redeals }

# The window's title, in the task bar: the game's name ($game) and the deal's
# number ($deal).
window-title = { $game } #{ $deal } — Pasjans

## Words every dialog uses.

dialog-close = Zamknij
dialog-cancel = Anuluj

## The rules dialog: a game's rules, where it differs from its source, its levels,
## hints and the controls.

# The heading; $game: the game's name.
rules-heading = { $game } — zasady
rules-differs = Czym ta gra różni się od opisu zasad, z którego pochodzi
rules-difficulty = Trudność
rules-hints = Podpowiedzi
# The rules screen on hints, where the deal hides cards: the solver knows them.
rules-hints-peek = Podpowiedzi i demo pochodzą od solvera, który podgląda: zna zakryte karty i kolejność kart w talii, więc podpowiedź może prowadzić do karty, której jeszcze nie widzisz.
rules-hints-reshuffle = Podpowiedzi i demo pochodzą od solvera, który podgląda: wie, jak każde ponowne rozdanie potasuje karty, więc podpowiedź może doradzić ponowne rozdanie albo czekanie z nim z powodów, których jeszcze nie widzisz.
# The rules screen on hints, where every card is face up.
rules-hints-open = Podpowiedzi i demo pochodzą od solvera, który widzi tylko to, co ty: wszystkie karty leżą odkryte.
rules-controls = Sterowanie
# One control: $keys what to press (key-…), $what what it does (key-…-does).
rules-control = { $keys }: { $what }.

## The win dialog.

won-you = Wygrana!
won-demo = Demo wygrało
# What was won. $game: the game's name; $deal: the deal's number; $moves: how many
# moves it took.
won-deal = { $game }: rozdanie #{ $deal } wygrane w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
        [many] { $moves } ruchach
       *[other] { $moves } ruchu
    }
# As won-deal, for a deal with a level ($grade: Easy, Medium, Hard or Expert).
won-deal-graded = { $game }: rozdanie #{ $deal } ({ $grade }) wygrane w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
        [many] { $moves } ruchach
       *[other] { $moves } ruchu
    }
# The player's win: $what is won-deal (or won-deal-graded), $time the time it took.
won-time = { $what }, { $time }
# The player's first win at game $game.
won-first = Twoja pierwsza wygrana w grze { $game }!
won-record-time-and-moves = Nowe rekordy: najlepszy czas i najmniej ruchów!
won-record-time = Nowy rekord: najlepszy czas!
won-record-moves = Nowy rekord: najmniej ruchów!
# The deal's score ($score), and the same when it is the best yet.
won-score = Wynik: { $score }.
won-score-best = Wynik: { $score } — nowy rekord!
# Where the player stands at game $game: $won deals won of $played played, $percent
# the share won (a number, 0 to 100), $streak wins in a row.
won-standing = { $game }: wygrane { $won } z { $played } ({ $percent }%), seria { $streak }
# A daily deal won. $date: the day (date-day-month); $days: days in a row won.
won-daily = Codzienne rozdanie wygrane ({ $date }): { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dnia
    } z rzędu.
won-new-deal = Nowe rozdanie

## What "New deal" deals (the chooser's choices and the settings): any deal, or only
## deals the solver has won (or a level).

deals-any = Dowolne
deals-winnable = Do wygrania

## The game chooser.

chooser-heading = Wybierz grę
# Before the choices of what "New deal" deals (deals-any, deals-winnable, levels).
chooser-new-deals = Nowe rozdania:
# Opens the daily deals.
chooser-daily = Codzienne rozdania…
# Until the player types: typing filters the games.
chooser-type = Zacznij pisać, by znaleźć grę po nazwie lub rodzaju.
# What the player typed ($typed; the _ stands for the cursor).
chooser-find = Szukaj: { $typed }_
# As chooser-find, when no game matches ($typed as above).
chooser-find-nothing = Szukaj: { $typed }_ — brak pasujących gier (Backspace usuwa literę)
# The headings of the games starred and the games played last.
chooser-favourites = Ulubione
chooser-played-last = Ostatnio grane
# A game's record under its summary: none yet, or $won deals won of $played played.
chooser-not-played = Jeszcze nie grano
chooser-you-won = Ty: wygrane { $won } z { $played }
# The record ($you: chooser-not-played or chooser-you-won) and the share of the deals
# the solver wins ($rate: "74%", or a range "62–80%").
chooser-solver-won = { $you } · Solver: wygrywa { $rate } rozdań

## The chooser's headings over each family of games.

family-free-cell = Gry z wolnymi polami
family-klondike = Klondike i pokrewne
family-spider = Pająk i pokrewne
family-forty-thieves = Czterdziestu rozbójników i pokrewne
family-builders = Gry otwarte
family-adders = Gry w pary
family-golf = Golf i pokrewne
family-aces-up = Aces Up i pokrewne
family-numerica = Sir Tommy i pokrewne
family-montana = Montana i pokrewne
family-accordion = Akordeon i pokrewne

## The daily deals dialog.

# The heading; $date: today (date-full).
daily-heading = Codzienne rozdania — { $date }
daily-about = Jedno rozdanie dziennie w każdej grze, takie samo dla wszystkich graczy i zawsze do wygrania. W ciągu tygodnia robią się coraz trudniejsze: łatwe w poniedziałek i wtorek, średnie w środę i czwartek, trudne w piątek i sobotę, eksperckie w niedzielę.
# The clock is outside the days that have daily deals; $why says how (in English for
# now).
daily-none-today = Dziś nie ma codziennych rozdań: { $why }
# The headings of the table's columns: the game, its deal's number, whether
# today's deal is won, and the days in a row won.
daily-game = Gra
daily-deal = Rozdanie
daily-today = Dziś
daily-streak = Seria
# Today's deal won (the ✓ is a tick).
daily-won = Wygrane ✓
# A streak of $days days.
daily-days = { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dnia
    }
daily-play = Graj
daily-play-again = Jeszcze raz
# Over the calendar: $month the month (date-month-year), $game the game's name, $won
# the daily deals won this month, $best the longest streak of days won.
daily-month = { $month } — { $game }: wygrane { $won }, najdłuższa seria { $best ->
        [one] { $best } dzień
        [few] { $best } dni
        [many] { $best } dni
       *[other] { $best } dnia
    }

## Asked before leaving a deal under way for another.

leave-heading = Porzucić to rozdanie?
# $game: the game's name; $deal: the deal's number.
leave-text = { $game }: rozdanie #{ $deal } jest w toku. Jeśli je porzucisz, zostanie uznane za przegrane.
leave-yes = Porzuć
leave-no = Graj dalej

## The deal number dialog, with its keypad.

deal-heading = Numer rozdania
# $last: the highest deal number.
deal-range = Wpisz lub wybierz liczbę od 1 do { $last }
# The keypad's key that rubs out the last digit (short: it is a small key).
deal-rub-out = Usuń
# What was typed ($typed; the _ stands for the cursor), when it is no deal number.
deal-out-of-range = { $typed }_  (poza zakresem)
# Deals the deal whose number was typed.
deal-deal = Rozdaj
