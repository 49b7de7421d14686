## Notices about the player's files (the saved game, settings and statistics). The
## details they quote ($why, $problem, $aside, $place) come from the system or a
## parser, in English.

# The kinds of file, as file-unusable and file-cannot-save name them
# (Spanish: "el archivo de { $file }").
file-game = partida
file-settings = ajustes
file-statistics = estadísticas
# A bad file was kept under another name ($aside: that name, and where).
file-kept-as = se ha guardado como { $aside }
# A bad file could not be moved aside ($why: why not).
file-not-moved = no se ha podido apartar ({ $why }) y se ha dejado como estaba
# The browser gives the page no storage; $why: the browser's reason.
file-no-storage = Este navegador no ofrece almacenamiento para el juego ({ $why }): esta vez no se guardará nada, pero puedes seguir jugando.
file-older-stats = Tus estadísticas proceden de una versión anterior del juego: se conservan todas, y los gráficos se irán completando con tus próximas partidas.
# The computer's clock is behind the statistics; $today: the clock's date, $latest:
# the last date the statistics record (both as 2026-11-25).
file-clock-behind = Tu reloj marca { $today }, pero tus estadísticas llegan hasta { $latest }: no se pierde nada, y las partidas del día y las rachas siguen la fecha del reloj.
# The clock's date is outside the days with daily deals; $why says how.
file-no-daily-deal = Hoy no hay partida del día: { $why }
# $problem: what was wrong with the saved game; $kept: file-kept-as or file-not-moved.
file-not-resumed = No se ha podido reanudar tu partida guardada: { $problem }; { $kept }. Se ha repartido una partida nueva.
# A settings or statistics file that could not be used. $file: file-settings or
# file-statistics; $problem: what was wrong, following the file ("cannot be read:
# …"); $kept: file-kept-as or file-not-moved.
# Spanish: $problem arrives in English ("cannot be read: …"), so it goes in brackets.
file-unusable = No se ha podido usar el archivo de { $file } ({ $problem }); { $kept }, y se usan los valores predeterminados.
# A file that cannot be saved. $file: file-game, file-settings or file-statistics;
# $place: where it goes; $why: the system's reason.
file-cannot-save = No se puede guardar el archivo de { $file } en { $place }: { $why }
# A game tried out from its own file ($game: its name): the run keeps nothing.
file-trying-out = Probando { $game } desde su archivo: en esta sesión no se guarda nada.
