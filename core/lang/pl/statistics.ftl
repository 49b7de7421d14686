## The statistics dialog, a game at a time (a tab per game, and one for all games).

stats-heading = Statystyki
stats-all-games = Wszystkie gry
# The headings of the columns of every game's records, and of the records by level.
stats-game = Gra
stats-level = Poziom
stats-played = Rozegrane
stats-won = Wygrane
stats-win-percent = % wygranych
stats-streak = Seria
stats-best-time = Najlepszy czas
stats-fewest-moves = Najmniej ruchów
stats-daily-streak = Seria dzienna
# A share of games won ($percent: the number, 0 to 100).
stats-percent = { $percent }%
# The wins in a row now ($streak) and the most ever ($best).
stats-streak-best = { $streak } (najlepsza { $best })
# A game never played ($game: its name).
stats-none-played = { $game }: nie rozegrano jeszcze żadnej gry.
# A game's records: $played games played, $won won, $percent the share won
# (stats-percent, or – ), $streak wins in a row now, $best the most in a row, $time
# the best time (or –), $moves the fewest moves (or –).
stats-summary = Rozegrane: { $played }, wygrane: { $won } ({ $percent }).  Seria: { $streak }, najlepsza: { $best }.  Najlepszy czas: { $time }, najmniej ruchów: { $moves }.
stats-no-daily = Nie wygrano jeszcze żadnego codziennego rozdania (Y pokazuje dzisiejsze).
# Daily deals: $won won in all, $streak days in a row now, $best the most in a row.
stats-daily = Wygrane codzienne rozdania: { $won }; teraz { $streak ->
        [one] { $streak } dzień
       *[other] { $streak } dni
    } z rzędu (najwięcej { $best }).
# The chart's heading: the last $games games.
stats-last-games = { $games ->
        [0] Ostatnie gry
        [one] Ostatnia gra
        [few] Ostatnie { $games } gry
        [many] Ostatnie { $games } gier
       *[other] Ostatnie { $games } gier
    }
stats-no-games = Nie ukończono jeszcze żadnej gry: każda wygrana lub porzucona gra pojawi się tu jako słupek.
# Under a chart with no win; $longest: the longest time played (1:05).
stats-chart-no-wins = Wysokość słupka to czas gry (najdłużej { $longest }); słupki z samym obrysem to gry porzucone.
# Under the chart: $won games won of the $games shown, $longest the longest time,
# $time and $moves the wins' mean time and moves.
stats-chart = Wygrane: { $won } z { $games } (wypełnione słupki; obrysowane to gry porzucone); wysokość słupka to czas, najdłużej { $longest }. Wygrana zajmowała średnio { $time } i { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }.
stats-by-difficulty = Według trudności
stats-reset = Wyzeruj statystyki…
stats-reset-ask = Wyzerować statystyki wszystkich gier? Tej operacji nie można cofnąć.
stats-reset-yes = Wyzeruj
stats-reset-no = Zachowaj
