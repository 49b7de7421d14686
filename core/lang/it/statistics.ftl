## The statistics dialog, a game at a time (a tab per game, and one for all games).

stats-heading = Statistiche
stats-all-games = Tutti i giochi
# The headings of the columns of every game's records, and of the records by level.
stats-game = Gioco
stats-level = Livello
stats-played = Giocate
stats-won = Vinte
stats-win-percent = % vinte
stats-streak = Serie
stats-best-time = Tempo migliore
stats-fewest-moves = Meno mosse
stats-daily-streak = Serie giornaliera
# A share of games won ($percent: the number, 0 to 100).
stats-percent = { $percent }%
# The wins in a row now ($streak) and the most ever ($best).
stats-streak-best = { $streak } (record { $best })
# A game never played ($game: its name).
stats-none-played = Nessuna partita a { $game } giocata finora.
# A game's records: $played games played, $won won, $percent the share won
# (stats-percent, or – ), $streak wins in a row now, $best the most in a row, $time
# the best time (or –), $moves the fewest moves (or –).
stats-summary = Giocate { $played }, vinte { $won } ({ $percent }).  Serie { $streak }, record { $best }.  Tempo migliore { $time }, meno mosse { $moves }.
stats-no-daily = Nessuna smazzata del giorno vinta finora (Y mostra quelle di oggi).
# Daily deals: $won won in all, $streak days in a row now, $best the most in a row.
stats-daily = Smazzate del giorno vinte: { $won }, { $streak } di fila ora (record { $best }).
# The chart's heading: the last $games games.
stats-last-games = { $games ->
        [0] Le ultime partite
        [one] L'ultima partita
       *[other] Le ultime { $games } partite
    }
stats-no-games = Nessuna partita conclusa finora: ogni partita vinta o abbandonata compare qui come una barra.
# Under a chart with no win; $longest: the longest time played (1:05).
stats-chart-no-wins = L'altezza della barra è il tempo di gioco (il più lungo { $longest }); le barre vuote sono partite abbandonate.
# Under the chart: $won games won of the $games shown, $longest the longest time,
# $time and $moves the wins' mean time and moves.
stats-chart = { $won ->
        [one] Vinta
       *[other] Vinte
    } { $won } su { $games } (barre piene; quelle vuote sono abbandonate); l'altezza della barra è il tempo, il più lungo { $longest }. In media, le vittorie hanno richiesto { $time } e { $moves } mosse.
stats-by-difficulty = Per difficoltà
stats-reset = Azzera statistiche…
stats-reset-ask = Azzerare le statistiche di tutti i giochi? L'operazione non si può annullare.
stats-reset-yes = Azzera
stats-reset-no = Conservale
