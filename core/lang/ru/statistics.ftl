## The statistics dialog, a game at a time (a tab per game, and one for all games).

stats-heading = Статистика
stats-all-games = Все игры
# The headings of the columns of every game's records, and of the records by level.
stats-game = Игра
stats-level = Уровень
stats-played = Сыграно
stats-won = Выиграно
stats-win-percent = % побед
stats-streak = Серия
stats-best-time = Лучшее время
stats-fewest-moves = Мин. ходов
stats-daily-streak = Серия дней
# A share of games won ($percent: the number, 0 to 100).
stats-percent = { $percent }%
# The wins in a row now ($streak) and the most ever ($best).
stats-streak-best = { $streak } (лучшая { $best })
# A game never played ($game: its name).
stats-none-played = «{ $game }»: сыгранных партий пока нет.
# A game's records: $played games played, $won won, $percent the share won
# (stats-percent, or – ), $streak wins in a row now, $best the most in a row, $time
# the best time (or –), $moves the fewest moves (or –).
stats-summary = Сыграно { $played }, выиграно { $won } ({ $percent }).  Серия { $streak }, лучшая { $best }.  Лучшее время { $time }, меньше всего ходов: { $moves }.
stats-no-daily = Ежедневных раздач ещё не выиграно (Y покажет сегодняшние).
# Daily deals: $won won in all, $streak days in a row now, $best the most in a row.
stats-daily = Выиграно ежедневных раздач: { $won }; дней подряд сейчас: { $streak } (рекорд { $best }).
# The chart's heading: the last $games games.
stats-last-games = { $games ->
        [0] Последние партии
        [1] Последняя партия
        [one] Последняя { $games } партия
        [few] Последние { $games } партии
       *[other] Последние { $games } партий
    }
stats-no-games = Законченных партий пока нет: каждая выигранная или брошенная партия появится здесь столбиком.
# Under a chart with no win; $longest: the longest time played (1:05).
stats-chart-no-wins = Высота столбика — время игры (самое долгое { $longest }); столбики-контуры — брошенные партии.
# Under the chart: $won games won of the $games shown, $longest the longest time,
# $time and $moves the wins' mean time and moves.
stats-chart = Выиграно { $won } из { $games } (закрашенные столбики; контуры — брошенные партии); высота — время, самое долгое { $longest }. В среднем на победу: { $time } и { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }.
stats-by-difficulty = По сложности
stats-reset = Сбросить статистику…
stats-reset-ask = Сбросить статистику всех игр? Это нельзя отменить.
stats-reset-yes = Сбросить
stats-reset-no = Оставить
