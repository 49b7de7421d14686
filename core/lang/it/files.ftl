## Notices about the player's files (the saved game, settings and statistics). The
## details they quote ($why, $problem, $aside, $place) come from the system or a
## parser, in English.

# The kinds of file, as file-unusable and file-cannot-save name them.
# (Bare nouns: file-unusable and file-cannot-save select on them to add the article.)
file-game = partita
file-settings = impostazioni
file-statistics = statistiche
# A bad file was kept under another name ($aside: that name, and where).
file-kept-as = il file è stato conservato come { $aside }
# A bad file could not be moved aside ($why: why not).
file-not-moved = non è stato possibile spostare il file ({ $why }), che è rimasto com'era
# The browser gives the page no storage; $why: the browser's reason.
file-no-storage = Questo browser non offre spazio di archiviazione al gioco ({ $why }): stavolta non verrà salvato nulla, ma puoi continuare a giocare.
file-older-stats = Le tue statistiche vengono da una versione precedente del gioco: sono state conservate tutte, e i grafici si riempiranno dalle prossime partite.
# The computer's clock is behind the statistics; $today: the clock's date, $latest:
# the last date the statistics record (both as 2026-11-25).
file-clock-behind = L'orologio segna { $today }, ma le tue statistiche arrivano al { $latest }: non si perde nulla, e le smazzate del giorno e le serie seguono la data dell'orologio.
# The clock's date is outside the days with daily deals; $why says how.
file-no-daily-deal = Nessuna smazzata del giorno oggi: { $why }
# $problem: what was wrong with the saved game; $kept: file-kept-as or file-not-moved.
file-not-resumed = Impossibile riprendere la partita salvata: { $problem }; { $kept }. È stata distribuita una nuova smazzata.
# A settings or statistics file that could not be used. $file: file-settings or
# file-statistics; $problem: what was wrong, following the file ("cannot be read:
# …"); $kept: file-kept-as or file-not-moved.
file-unusable = Il file { $file ->
        [impostazioni] delle impostazioni
        [statistiche] delle statistiche
       *[other] { $file }
    } non è utilizzabile ({ $problem }); { $kept }, e si usano i valori predefiniti.
# A file that cannot be saved. $file: file-game, file-settings or file-statistics;
# $place: where it goes; $why: the system's reason.
file-cannot-save = Impossibile salvare { $file ->
        [partita] la partita
        [impostazioni] le impostazioni
        [statistiche] le statistiche
       *[other] { $file }
    } in { $place }: { $why }
# A game tried out from its own file ($game: its name): the run keeps nothing.
file-trying-out = Prova di { $game } dal suo file: in questa sessione non viene salvato nulla.
