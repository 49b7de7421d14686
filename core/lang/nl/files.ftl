## Notices about the player's files (the saved game, settings and statistics). The
## details they quote ($why, $problem, $aside, $place) come from the system or a
## parser, in English.

# The kinds of file, as file-unusable and file-cannot-save name them.
# Dutch: used after "je" ("je spel", "je instellingen"), so no article.
file-game = spel
file-settings = instellingen
file-statistics = statistieken
# A bad file was kept under another name ($aside: that name, and where).
file-kept-as = het is bewaard als { $aside }
# A bad file could not be moved aside ($why: why not).
file-not-moved = het kon niet opzij worden gezet ({ $why }) en is gelaten zoals het was
# The browser gives the page no storage; $why: the browser's reason.
file-no-storage = Deze browser biedt het spel geen opslag ({ $why }): deze keer wordt er niets bewaard, maar je kunt gewoon verder spelen.
file-older-stats = Je statistieken komen uit een oudere versie van het spel: ze blijven allemaal bewaard, en de grafieken vullen zich vanaf je volgende spellen.
# The computer's clock is behind the statistics; $today: the clock's date, $latest:
# the last date the statistics record (both as 2026-11-25).
file-clock-behind = Je klok staat op { $today }, maar je statistieken lopen tot { $latest }: er gaat niets verloren, en dagspellen en reeksen volgen de datum van de klok.
# The clock's date is outside the days with daily deals; $why says how.
file-no-daily-deal = Vandaag geen dagspel: { $why }
# $problem: what was wrong with the saved game; $kept: file-kept-as or file-not-moved.
file-not-resumed = Je opgeslagen spel kon niet worden hervat: { $problem }; { $kept }. Er is een nieuw spel gedeeld.
# A settings or statistics file that could not be used. $file: file-settings or
# file-statistics; $problem: what was wrong, following the file ("cannot be read:
# …"); $kept: file-kept-as or file-not-moved.
# Dutch: $problem is English, so it stands in brackets.
file-unusable = Het bestand met je { $file } is niet bruikbaar ({ $problem }); { $kept }, en de standaardwaarden worden gebruikt.
# A file that cannot be saved. $file: file-game, file-settings or file-statistics;
# $place: where it goes; $why: the system's reason.
file-cannot-save = Het opslaan van je { $file } in { $place } is mislukt: { $why }
# A game tried out from its own file ($game: its name): the run keeps nothing.
file-trying-out = { $game } wordt uitgeprobeerd vanuit zijn eigen bestand: in deze sessie wordt niets opgeslagen.
