## The statistics dialog, a game at a time (a tab per game, and one for all games).

stats-heading = Estatísticas
stats-all-games = Todos os jogos
# The headings of the columns of every game's records, and of the records by level.
stats-game = Jogo
stats-level = Nível
stats-played = Partidas
stats-won = Vitórias
stats-win-percent = % vitórias
stats-streak = Sequência
stats-best-time = Melhor tempo
stats-fewest-moves = Menos jogadas
stats-daily-streak = Sequência diária
# A share of games won ($percent: the number, 0 to 100).
stats-percent = { $percent }%
# The wins in a row now ($streak) and the most ever ($best).
stats-streak-best = { $streak } (recorde { $best })
# A game never played ($game: its name).
stats-none-played = Nenhuma partida de { $game } jogada ainda.
# A game's records: $played games played, $won won, $percent the share won
# (stats-percent, or – ), $streak wins in a row now, $best the most in a row, $time
# the best time (or –), $moves the fewest moves (or –).
stats-summary = Partidas { $played }, vitórias { $won } ({ $percent }).  Sequência { $streak }, recorde { $best }.  Melhor tempo { $time }, menos jogadas { $moves }.
stats-no-daily = Nenhuma partida diária vencida ainda (Y mostra as de hoje).
# Daily deals: $won won in all, $streak days in a row now, $best the most in a row.
# Brazilian Portuguese: CLDR puts 0 with "one", but a count of none is plural ("0 dias").
stats-daily = Partidas diárias vencidas: { $won }; { $streak ->
        [0] { $streak } dias seguidos
        [one] { $streak } dia seguido
       *[other] { $streak } dias seguidos
    } agora (recorde { $best }).
# The chart's heading: the last $games games.
stats-last-games = { $games ->
        [0] As últimas partidas
        [one] A última partida
       *[other] As últimas { $games } partidas
    }
stats-no-games = Nenhuma partida concluída ainda: cada partida vencida ou abandonada aparece aqui como uma barra.
# Under a chart with no win; $longest: the longest time played (1:05).
stats-chart-no-wins = A altura da barra é o tempo de jogo (o maior: { $longest }); barras vazadas são partidas abandonadas.
# Under the chart: $won games won of the $games shown, $longest the longest time,
# $time and $moves the wins' mean time and moves.
stats-chart = Vencidas: { $won } de { $games } (barras cheias; as vazadas foram abandonadas); a altura da barra é o tempo, o maior { $longest }. As vitórias levaram em média { $time } e { $moves } jogadas.
stats-by-difficulty = Por dificuldade
stats-reset = Zerar estatísticas…
stats-reset-ask = Zerar as estatísticas de todos os jogos? Isso não pode ser desfeito.
stats-reset-yes = Zerar
stats-reset-no = Manter
