## The statistics dialog, a game at a time (a tab per game, and one for all games).

stats-heading = Statistiques
stats-all-games = Tous les jeux
# The headings of the columns of every game's records, and of the records by level.
stats-game = Jeu
stats-level = Niveau
stats-played = Jouées
stats-won = Gagnées
stats-win-percent = % gagnées
stats-streak = Série
stats-best-time = Meilleur temps
stats-fewest-moves = Moins de coups
stats-daily-streak = Série quotidienne
# A share of games won ($percent: the number, 0 to 100).
stats-percent = { $percent } %
# The wins in a row now ($streak) and the most ever ($best).
stats-streak-best = { $streak } (record : { $best })
# A game never played ($game: its name).
stats-none-played = Aucune partie de { $game } jouée pour l’instant.
# A game's records: $played games played, $won won, $percent the share won
# (stats-percent, or – ), $streak wins in a row now, $best the most in a row, $time
# the best time (or –), $moves the fewest moves (or –).
stats-summary = Jouées : { $played }, gagnées : { $won } ({ $percent }).  Série : { $streak }, record : { $best }.  Meilleur temps : { $time }, moins de coups : { $moves }.
stats-no-daily = Aucune donne du jour gagnée pour l’instant (Y affiche celles d’aujourd’hui).
# Daily deals: $won won in all, $streak days in a row now, $best the most in a row.
stats-daily = Donnes du jour gagnées : { $won }, dont { $streak } d’affilée en ce moment (record : { $best }).
# The chart's heading: the last $games games.
stats-last-games = { $games ->
        [0] Les dernières parties
        [one] La dernière partie
       *[other] Les { $games } dernières parties
    }
stats-no-games = Aucune partie terminée pour l’instant : chaque partie gagnée ou abandonnée apparaît ici sous forme de barre.
# Under a chart with no win; $longest: the longest time played (1:05).
stats-chart-no-wins = La hauteur d’une barre indique le temps de jeu (le plus long : { $longest }) ; les barres creuses sont des parties abandonnées.
# Under the chart: $won games won of the $games shown, $longest the longest time,
# $time and $moves the wins' mean time and moves.
stats-chart = { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    } sur { $games } (barres pleines ; les barres creuses sont des parties abandonnées) ; la hauteur d’une barre indique le temps de jeu (le plus long : { $longest }). En moyenne, une victoire a demandé { $time } et { $moves } coups.
stats-by-difficulty = Par difficulté
stats-reset = Réinitialiser les statistiques…
stats-reset-ask = Réinitialiser les statistiques de tous les jeux ? Cette action est irréversible.
stats-reset-yes = Réinitialiser
stats-reset-no = Les garder
