## Notices about the player's files (the saved game, settings and statistics). The
## details they quote ($why, $problem, $aside, $place) come from the system or a
## parser, in English.

# The kinds of file, as file-unusable and file-cannot-save name them.
file-game = game
file-settings = settings
file-statistics = statistics
# A bad file was kept under another name ($aside: that name, and where).
file-kept-as = it was kept as { $aside }
# A bad file could not be moved aside ($why: why not).
file-not-moved = it could not be moved aside ({ $why }) and was left as it is
# The browser gives the page no storage; $why: the browser's reason.
file-no-storage = This browser keeps no storage for the game ({ $why }): nothing will be saved this time, but you can play on.
file-older-stats = Your statistics come from an older version of the game: all of them are kept, and the charts fill in from your next games.
# The computer's clock is behind the statistics; $today: the clock's date, $latest:
# the last date the statistics record (both as 2026-11-25).
file-clock-behind = Your clock says { $today }, but your statistics go up to { $latest }: nothing is lost, and daily deals and streaks follow the clock's date.
# The clock's date is outside the days with daily deals; $why says how.
file-no-daily-deal = No daily deal today: { $why }
# $problem: what was wrong with the saved game; $kept: file-kept-as or file-not-moved.
file-not-resumed = Your saved game could not be resumed: { $problem }; { $kept }. A new game was dealt.
# A settings or statistics file that could not be used. $file: file-settings or
# file-statistics; $problem: what was wrong, following the file ("cannot be read:
# …"); $kept: file-kept-as or file-not-moved.
file-unusable = Your { $file } file { $problem }; { $kept }, and defaults are used.
# A file that cannot be saved. $file: file-game, file-settings or file-statistics;
# $place: where it goes; $why: the system's reason.
file-cannot-save = The { $file } cannot be saved to { $place }: { $why }
# A game tried out from its own file ($game: its name): the run keeps nothing.
file-trying-out = Trying out { $game } from its file: nothing is saved in this run.
