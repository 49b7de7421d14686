## Notices about the player's files (the saved game, settings and statistics). The
## details they quote ($why, $problem, $aside, $place) come from the system or a
## parser, in English.
## French: the kinds of file are nouns with their article ("les options"), as
## file-unusable and file-cannot-save use them.

# The kinds of file, as file-unusable and file-cannot-save name them.
file-game = la partie
file-settings = les options
file-statistics = les statistiques
# A bad file was kept under another name ($aside: that name, and where).
file-kept-as = il a été conservé sous le nom { $aside }
# A bad file could not be moved aside ($why: why not).
file-not-moved = il n’a pas pu être mis de côté ({ $why }) et a été laissé tel quel
# The browser gives the page no storage; $why: the browser's reason.
file-no-storage = Ce navigateur n’offre aucun stockage au jeu ({ $why }) : rien ne sera enregistré cette fois, mais vous pouvez continuer à jouer.
file-older-stats = Vos statistiques proviennent d’une version plus ancienne du jeu : elles sont toutes conservées, et les graphiques se rempliront à partir de vos prochaines parties.
# The computer's clock is behind the statistics; $today: the clock's date, $latest:
# the last date the statistics record (both as 2026-11-25).
file-clock-behind = Votre horloge indique le { $today }, mais vos statistiques vont jusqu’au { $latest } : rien n’est perdu, et les donnes du jour et les séries suivent la date de l’horloge.
# The clock's date is outside the days with daily deals; $why says how.
file-no-daily-deal = Pas de donne du jour aujourd’hui : { $why }
# $problem: what was wrong with the saved game; $kept: file-kept-as or file-not-moved.
file-not-resumed = Votre partie enregistrée n’a pas pu être reprise : { $problem } ; { $kept }. Une nouvelle donne a été distribuée.
# A settings or statistics file that could not be used. $file: file-settings or
# file-statistics; $problem: what was wrong, following the file ("cannot be read:
# …"); $kept: file-kept-as or file-not-moved.
file-unusable = Impossible d’utiliser le fichier contenant { $file } ({ $problem }) ; { $kept }, et les valeurs par défaut sont utilisées.
# A file that cannot be saved. $file: file-game, file-settings or file-statistics;
# $place: where it goes; $why: the system's reason.
file-cannot-save = Impossible d’enregistrer { $file } dans { $place } : { $why }
# A game tried out from its own file ($game: its name): the run keeps nothing.
file-trying-out = Essai de { $game } depuis son fichier : rien n’est enregistré pendant cette session.
