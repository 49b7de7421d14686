## Notices about the player's files (the saved game, settings and statistics). The
## details they quote ($why, $problem, $aside, $place) come from the system or a
## parser, in English.

# The kinds of file, as file-unusable and file-cannot-save name them.
# Polish: in the genitive, after "pliku" ("pliku ustawień").
file-game = gry
file-settings = ustawień
file-statistics = statystyk
# A bad file was kept under another name ($aside: that name, and where).
file-kept-as = zachowano go jako { $aside }
# A bad file could not be moved aside ($why: why not).
file-not-moved = nie dało się go przenieść ({ $why }), więc pozostał bez zmian
# The browser gives the page no storage; $why: the browser's reason.
file-no-storage = Ta przeglądarka nie daje grze miejsca na dane ({ $why }): tym razem nic nie zostanie zapisane, ale możesz grać dalej.
file-older-stats = Twoje statystyki pochodzą ze starszej wersji gry: wszystkie zostały zachowane, a wykresy zapełnią się od kolejnych gier.
# The computer's clock is behind the statistics; $today: the clock's date, $latest:
# the last date the statistics record (both as 2026-11-25).
file-clock-behind = Zegar komputera pokazuje { $today }, a statystyki sięgają { $latest }: nic nie przepadło, a codzienne rozdania i serie liczą się według daty zegara.
# The clock's date is outside the days with daily deals; $why says how.
file-no-daily-deal = Dziś nie ma codziennego rozdania: { $why }
# $problem: what was wrong with the saved game; $kept: file-kept-as or file-not-moved.
file-not-resumed = Nie udało się wznowić zapisanej gry: { $problem }; { $kept }. Rozdano nową grę.
# A settings or statistics file that could not be used. $file: file-settings or
# file-statistics; $problem: what was wrong, following the file ("cannot be read:
# …"); $kept: file-kept-as or file-not-moved.
file-unusable = Nie można użyć pliku { $file } ({ $problem }); { $kept }. Obowiązują wartości domyślne.
# A file that cannot be saved. $file: file-game, file-settings or file-statistics;
# $place: where it goes; $why: the system's reason.
file-cannot-save = Nie można zapisać pliku { $file } w { $place }: { $why }
# A game tried out from its own file ($game: its name): the run keeps nothing.
file-trying-out = Próbna gra z pliku: { $game }. W tym uruchomieniu nic nie jest zapisywane.
