## The statistics dialog, a game at a time (a tab per game, and one for all games).

stats-heading = Statistik
stats-all-games = Alle Spiele
# The headings of the columns of every game's records, and of the records by level.
stats-game = Spiel
stats-level = Stufe
stats-played = Gespielt
stats-won = Gewonnen
stats-win-percent = Quote
stats-streak = Serie
stats-best-time = Bestzeit
stats-fewest-moves = Min. Züge
stats-daily-streak = Tagesserie
# A share of games won ($percent: the number, 0 to 100). German: a no-break space before %.
stats-percent = { $percent } %
# The wins in a row now ($streak) and the most ever ($best).
stats-streak-best = { $streak } (Rekord { $best })
# A game never played ($game: its name).
stats-none-played = Noch keine Partie { $game } gespielt.
# A game's records: $played games played, $won won, $percent the share won
# (stats-percent, or – ), $streak wins in a row now, $best the most in a row, $time
# the best time (or –), $moves the fewest moves (or –).
stats-summary = Gespielt { $played }, gewonnen { $won } ({ $percent }).  Serie { $streak }, Rekord { $best }.  Bestzeit { $time }, wenigste Züge { $moves }.
stats-no-daily = Noch keine Tagesspiele gewonnen (Y zeigt die heutigen).
# Daily deals: $won won in all, $streak days in a row now, $best the most in a row.
stats-daily = Tagesspiele gewonnen: { $won }, derzeit { $streak } in Folge (Rekord { $best }).
# The chart's heading: the last $games games.
stats-last-games = { $games ->
        [0] Die letzten Spiele
        [one] Das letzte Spiel
       *[other] Die letzten { $games } Spiele
    }
stats-no-games = Noch keine Spiele beendet: Jedes gewonnene oder abgebrochene Spiel erscheint hier als Balken.
# Under a chart with no win; $longest: the longest time played (1:05).
stats-chart-no-wins = Die Balkenhöhe ist die Spielzeit (die längste { $longest }); umrandete Balken sind abgebrochene Spiele.
# Under the chart: $won games won of the $games shown, $longest the longest time,
# $time and $moves the wins' mean time and moves.
stats-chart = { $won } von { $games } gewonnen (gefüllte Balken; umrandete sind abgebrochen); die Balkenhöhe ist die Zeit, die längste { $longest }. Siege dauerten im Schnitt { $time } und { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }.
stats-by-difficulty = Nach Schwierigkeit
stats-reset = Statistik zurücksetzen…
stats-reset-ask = Die Statistik aller Spiele zurücksetzen? Das lässt sich nicht rückgängig machen.
stats-reset-yes = Zurücksetzen
stats-reset-no = Behalten
