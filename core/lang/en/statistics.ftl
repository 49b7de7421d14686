## The statistics dialog, a game at a time (a tab per game, and one for all games).

stats-heading = Statistics
stats-all-games = All games
# The headings of the columns of every game's records, and of the records by level.
stats-game = Game
stats-level = Level
stats-played = Played
stats-won = Won
stats-win-percent = Win %
stats-streak = Streak
stats-best-time = Best time
stats-fewest-moves = Fewest moves
stats-daily-streak = Daily streak
# A share of games won ($percent: the number, 0 to 100).
stats-percent = { $percent }%
# The wins in a row now ($streak) and the most ever ($best).
stats-streak-best = { $streak } (best { $best })
# A game never played ($game: its name).
stats-none-played = No { $game } games played yet.
# A game's records: $played games played, $won won, $percent the share won
# (stats-percent, or – ), $streak wins in a row now, $best the most in a row, $time
# the best time (or –), $moves the fewest moves (or –).
stats-summary = Played { $played }, won { $won } ({ $percent }).  Streak { $streak }, best { $best }.  Best time { $time }, fewest moves { $moves }.
stats-no-daily = No daily deals won yet (Y shows today's).
# Daily deals: $won won in all, $streak days in a row now, $best the most in a row.
stats-daily = Daily deals won { $won }, { $streak } in a row now (best { $best }).
# The chart's heading: the last $games games.
stats-last-games = { $games ->
        [0] The last games
        [one] The last game
       *[other] The last { $games } games
    }
stats-no-games = No games finished yet: each game won or left shows here as a bar.
# Under a chart with no win; $longest: the longest time played (1:05).
stats-chart-no-wins = Bar height is the time played (the longest { $longest }); outlined bars were left unfinished.
# Under the chart: $won games won of the $games shown, $longest the longest time,
# $time and $moves the wins' mean time and moves.
stats-chart = Won { $won } of { $games } (filled bars; outlined were left unfinished); bar height is the time, the longest { $longest }. Wins took { $time } and { $moves } moves on average.
stats-by-difficulty = By difficulty
stats-reset = Reset statistics…
stats-reset-ask = Reset every game's statistics? This cannot be undone.
stats-reset-yes = Reset
stats-reset-no = Keep them
