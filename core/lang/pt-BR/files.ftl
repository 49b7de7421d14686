## Notices about the player's files (the saved game, settings and statistics). The
## details they quote ($why, $problem, $aside, $place) come from the system or a
## parser, in English.

# The kinds of file, as file-unusable and file-cannot-save name them.
# Brazilian Portuguese: they follow "o arquivo de …" ("o arquivo de opções").
file-game = partida
file-settings = opções
file-statistics = estatísticas
# A bad file was kept under another name ($aside: that name, and where).
file-kept-as = o arquivo foi guardado como { $aside }
# A bad file could not be moved aside ($why: why not).
file-not-moved = não foi possível tirar o arquivo do lugar ({ $why }), e ele ficou como estava
# The browser gives the page no storage; $why: the browser's reason.
file-no-storage = Este navegador não oferece armazenamento ao jogo ({ $why }): nada será salvo desta vez, mas você pode jogar normalmente.
file-older-stats = Suas estatísticas vêm de uma versão anterior do jogo: todas foram mantidas, e os gráficos se completam a partir das próximas partidas.
# The computer's clock is behind the statistics; $today: the clock's date, $latest:
# the last date the statistics record (both as 2026-11-25).
file-clock-behind = Seu relógio marca { $today }, mas suas estatísticas vão até { $latest }: nada se perdeu, e as partidas diárias e as sequências seguem a data do relógio.
# The clock's date is outside the days with daily deals; $why says how.
file-no-daily-deal = Nenhuma partida diária hoje: { $why }
# $problem: what was wrong with the saved game; $kept: file-kept-as or file-not-moved.
file-not-resumed = Não foi possível retomar sua partida salva ({ $problem }); { $kept }. Uma nova partida foi distribuída.
# A settings or statistics file that could not be used. $file: file-settings or
# file-statistics; $problem: what was wrong, following the file ("cannot be read:
# …"); $kept: file-kept-as or file-not-moved.
# Brazilian Portuguese: the English detail goes in brackets after the sentence.
file-unusable = Não foi possível usar seu arquivo de { $file } ({ $problem }); { $kept }, e os valores padrão serão usados.
# A file that cannot be saved. $file: file-game, file-settings or file-statistics;
# $place: where it goes; $why: the system's reason.
file-cannot-save = Não foi possível salvar o arquivo de { $file } em { $place }: { $why }
# A game tried out from its own file ($game: its name): the run keeps nothing.
file-trying-out = Testando { $game } a partir do arquivo do jogo: nada será salvo nesta execução.
