## Notices about the player's files (the saved game, settings and statistics). The
## details they quote ($why, $problem, $aside, $place) come from the system or a
## parser, in English.

# The kinds of file, as file-unusable and file-cannot-save name them
# (German: quoted as the file's name, „Einstellungen“).
file-game = Spielstand
file-settings = Einstellungen
file-statistics = Statistik
# A bad file was kept under another name ($aside: that name, and where).
file-kept-as = die Datei wurde als { $aside } aufbewahrt
# A bad file could not be moved aside ($why: why not).
file-not-moved = die Datei ließ sich nicht beiseitelegen ({ $why }) und blieb unverändert
# The browser gives the page no storage; $why: the browser's reason.
file-no-storage = Dieser Browser bietet dem Spiel keinen Speicher ({ $why }): Diesmal wird nichts gespeichert, aber du kannst weiterspielen.
file-older-stats = Deine Statistik stammt aus einer älteren Version des Spiels: Alle Daten bleiben erhalten, und die Diagramme füllen sich ab deinen nächsten Spielen.
# The computer's clock is behind the statistics; $today: the clock's date, $latest:
# the last date the statistics record (both as 2026-11-25).
file-clock-behind = Deine Uhr zeigt { $today }, aber deine Statistik reicht bis { $latest }: Nichts geht verloren, und Tagesspiele und Serien richten sich nach dem Datum der Uhr.
# The clock's date is outside the days with daily deals; $why says how.
file-no-daily-deal = Heute kein Tagesspiel: { $why }
# $problem: what was wrong with the saved game; $kept: file-kept-as or file-not-moved.
file-not-resumed = Dein gespeichertes Spiel ließ sich nicht fortsetzen: { $problem }; { $kept }. Ein neues Spiel wurde ausgeteilt.
# A settings or statistics file that could not be used. $file: file-settings or
# file-statistics; $problem: what was wrong, following the file ("cannot be read:
# …"); $kept: file-kept-as or file-not-moved.
file-unusable = Die Datei „{ $file }“ ist nicht verwendbar ({ $problem }); { $kept }, und es gelten die Standardwerte.
# A file that cannot be saved. $file: file-game, file-settings or file-statistics;
# $place: where it goes; $why: the system's reason.
file-cannot-save = Die Datei „{ $file }“ kann nicht unter { $place } gespeichert werden: { $why }
# A game tried out from its own file ($game: its name): the run keeps nothing.
file-trying-out = { $game } wird aus seiner Datei ausprobiert: In dieser Sitzung wird nichts gespeichert.
