## The statistics dialog, a game at a time (a tab per game, and one for all games).

stats-heading = Statistieken
stats-all-games = Alle spellen
# The headings of the columns of every game's records, and of the records by level.
stats-game = Spel
stats-level = Niveau
stats-played = Gespeeld
stats-won = Gewonnen
stats-win-percent = % gewonnen
stats-streak = Reeks
stats-best-time = Beste tijd
stats-fewest-moves = Minste zetten
stats-daily-streak = Dagreeks
# A share of games won ($percent: the number, 0 to 100).
stats-percent = { $percent }%
# The wins in a row now ($streak) and the most ever ($best).
stats-streak-best = { $streak } (record { $best })
# A game never played ($game: its name).
stats-none-played = Je hebt nog geen { $game } gespeeld.
# A game's records: $played games played, $won won, $percent the share won
# (stats-percent, or – ), $streak wins in a row now, $best the most in a row, $time
# the best time (or –), $moves the fewest moves (or –).
stats-summary = Gespeeld { $played }, gewonnen { $won } ({ $percent }).  Reeks { $streak }, record { $best }.  Beste tijd { $time }, minste zetten { $moves }.
stats-no-daily = Nog geen dagspellen gewonnen (Y toont die van vandaag).
# Daily deals: $won won in all, $streak days in a row now, $best the most in a row.
stats-daily = Dagspellen gewonnen: { $won }, nu { $streak } op rij (record { $best }).
# The chart's heading: the last $games games.
stats-last-games = { $games ->
        [0] De laatste spellen
        [one] Het laatste spel
       *[other] De laatste { $games } spellen
    }
stats-no-games = Nog geen spellen afgerond: elk gewonnen of verlaten spel verschijnt hier als een staaf.
# Under a chart with no win; $longest: the longest time played (1:05).
stats-chart-no-wins = De hoogte van een staaf is de speeltijd (de langste { $longest }); omlijnde staven zijn onafgemaakt verlaten.
# Under the chart: $won games won of the $games shown, $longest the longest time,
# $time and $moves the wins' mean time and moves.
stats-chart = { $won } van de { $games } gewonnen (gevulde staven; omlijnde zijn onafgemaakt verlaten); de hoogte is de tijd, de langste { $longest }. Een gewonnen spel duurde gemiddeld { $time } en { $moves } zetten.
stats-by-difficulty = Per niveau
stats-reset = Statistieken wissen…
stats-reset-ask = De statistieken van alle spellen wissen? Dit kan niet ongedaan worden gemaakt.
stats-reset-yes = Wissen
stats-reset-no = Bewaren
