## Notices about the player's files (the saved game, settings and statistics). The
## details they quote ($why, $problem, $aside, $place) come from the system or a
## parser, in English.

# The kinds of file, as file-unusable and file-cannot-save name them.
# Russian: in the genitive, after "файл" ("файл настроек").
file-game = игры
file-settings = настроек
file-statistics = статистики
# A bad file was kept under another name ($aside: that name, and where).
file-kept-as = он сохранён как { $aside }
# A bad file could not be moved aside ($why: why not).
file-not-moved = его не удалось переименовать ({ $why }), и он оставлен как есть
# The browser gives the page no storage; $why: the browser's reason.
file-no-storage = Браузер не даёт игре места для хранения данных ({ $why }): в этот раз ничего не сохранится, но играть можно.
file-older-stats = Ваша статистика — из более старой версии игры: она вся сохранена, а графики начнут заполняться со следующих партий.
# The computer's clock is behind the statistics; $today: the clock's date, $latest:
# the last date the statistics record (both as 2026-11-25).
file-clock-behind = Часы показывают { $today }, а статистика доходит до { $latest }: ничего не потеряно, а ежедневные раздачи и серии следуют дате на часах.
# The clock's date is outside the days with daily deals; $why says how.
file-no-daily-deal = Сегодня нет ежедневной раздачи: { $why }
# $problem: what was wrong with the saved game; $kept: file-kept-as or file-not-moved.
file-not-resumed = Не удалось продолжить сохранённую игру: { $problem }; { $kept }. Сдана новая раздача.
# A settings or statistics file that could not be used. $file: file-settings or
# file-statistics; $problem: what was wrong, following the file ("cannot be read:
# …"); $kept: file-kept-as or file-not-moved.
file-unusable = Файл { $file }: { $problem }; { $kept }. Используются значения по умолчанию.
# A file that cannot be saved. $file: file-game, file-settings or file-statistics;
# $place: where it goes; $why: the system's reason.
file-cannot-save = Не удалось сохранить файл { $file } в { $place }: { $why }
# A game tried out from its own file ($game: its name): the run keeps nothing.
file-trying-out = Пробный запуск игры «{ $game }» из её файла: в этом сеансе ничего не сохраняется.
