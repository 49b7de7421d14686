## The statistics dialog, a game at a time (a tab per game, and one for all games).

stats-heading = Estadísticas
stats-all-games = Todos los juegos
# The headings of the columns of every game's records, and of the records by level.
stats-game = Juego
stats-level = Nivel
stats-played = Jugadas
stats-won = Ganadas
stats-win-percent = % ganadas
stats-streak = Racha
stats-best-time = Mejor tiempo
stats-fewest-moves = Menos movimientos
stats-daily-streak = Racha diaria
# A share of games won ($percent: the number, 0 to 100).
stats-percent = { $percent } %
# The wins in a row now ($streak) and the most ever ($best).
stats-streak-best = { $streak } (mejor: { $best })
# A game never played ($game: its name).
stats-none-played = Aún no has jugado ninguna partida de { $game }.
# A game's records: $played games played, $won won, $percent the share won
# (stats-percent, or – ), $streak wins in a row now, $best the most in a row, $time
# the best time (or –), $moves the fewest moves (or –).
stats-summary = Jugadas: { $played }; ganadas: { $won } ({ $percent }).  Racha: { $streak }; mejor racha: { $best }.  Mejor tiempo: { $time }; menos movimientos: { $moves }.
stats-no-daily = Aún no has ganado ninguna partida del día (Y muestra las de hoy).
# Daily deals: $won won in all, $streak days in a row now, $best the most in a row.
stats-daily = Partidas del día ganadas: { $won }; racha actual: { $streak ->
        [one] { $streak } día
       *[other] { $streak } días
    } (mejor: { $best }).
# The chart's heading: the last $games games.
stats-last-games = { $games ->
        [0] Las últimas partidas
        [one] La última partida
       *[other] Las últimas { $games } partidas
    }
stats-no-games = Aún no has terminado ninguna partida: cada partida ganada o abandonada aparece aquí como una barra.
# Under a chart with no win; $longest: the longest time played (1:05).
stats-chart-no-wins = La altura de cada barra es el tiempo jugado (el más largo, { $longest }); las barras solo con contorno son partidas abandonadas.
# Under the chart: $won games won of the $games shown, $longest the longest time,
# $time and $moves the wins' mean time and moves.
stats-chart = Ganadas: { $won } de { $games } (barras rellenas; las de solo contorno quedaron sin terminar); la altura de cada barra es el tiempo, el más largo { $longest }. Las victorias llevaron en promedio { $time } y { $moves } movimientos.
stats-by-difficulty = Por dificultad
stats-reset = Borrar estadísticas…
stats-reset-ask = ¿Borrar las estadísticas de todos los juegos? No se puede deshacer.
stats-reset-yes = Borrar
stats-reset-no = Conservarlas
