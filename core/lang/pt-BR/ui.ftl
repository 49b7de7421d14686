## The bar at the top of the table (the HUD) and its buttons; a narrow window keeps
## the less used buttons in a menu.

hud-new = Nova
hud-undo = Desfazer
hud-redo = Refazer
hud-hint = Dica
hud-demo = Demo
hud-stop-demo = Parar demo
hud-restart = Reiniciar
# Opens the dialog that deals a deal by its number (short: it is a button).
hud-deal-number = Partida nº
hud-games = Jogos
hud-rules = Regras
# Opens the statistics (short: it is a button).
hud-stats = Estatísticas
hud-settings = Opções
hud-full-screen = Tela cheia
hud-menu = Menu
# The animation speed button, which shows the speed it is set to.
hud-speed-normal = Velocidade normal
hud-speed-fast = Rápida
hud-speed-instant = Instantânea
# The bar's title: the game's name ($game) and the deal's number ($deal).
hud-title = { $game }  nº { $deal }
# Added to the bar's title for today's daily deal.
hud-daily = Diária
# The figures under the title. $moves: moves made; $time: the time played (1:05).
hud-moves = Jogadas { $moves }
hud-time = Tempo { $time }
# $score: the score as the game counts it (in Vegas, in dollars).
hud-score = Pontos { $score }
# Vegas scores carried over from deal to deal ($score as above).
hud-bank = Saldo { $score }
# $cards: how many cards the face-down stock holds.
hud-stock = Monte { $cards }
# $rows: how many more rows the stock can deal (Spider).
hud-rows-left = Fileiras restantes { $rows }
# $redeals: how many more times the waste may be turned over into the stock.
hud-redeals-left = Voltas restantes { $redeals }
hud-reshuffles-left = Redistribuições restantes { $redeals }

# The window's title, in the task bar: the game's name ($game) and the deal's
# number ($deal).
window-title = { $game } nº { $deal } — Paciência

## Words every dialog uses.

dialog-close = Fechar
dialog-cancel = Cancelar

## The rules dialog: a game's rules, where it differs from its source, its levels,
## hints and the controls.

# The heading; $game: the game's name.
rules-heading = { $game } — regras
rules-differs = Onde este jogo difere do texto de regras de origem
rules-difficulty = Dificuldade
rules-hints = Dicas
# The rules screen on hints, where the deal hides cards: the solver knows them.
rules-hints-peek = As dicas e a demonstração vêm do solucionador, que espia: ele conhece as cartas viradas para baixo e a ordem do monte, então uma dica pode jogar visando uma carta que você ainda não vê.
rules-hints-reshuffle = As dicas e a demonstração vêm do solucionador, que espia: ele sabe como cada redistribuição vai embaralhar as cartas, então uma dica pode mandar redistribuir, ou esperar, por algo que você ainda não vê.
# The rules screen on hints, where every card is face up.
rules-hints-open = As dicas e a demonstração vêm do solucionador, que só vê o que você vê: todas as cartas estão viradas para cima.
rules-controls = Controles
# One control: $keys what to press (key-…), $what what it does (key-…-does).
rules-control = { $keys }: { $what }.

## The win dialog.

won-you = Você venceu!
won-demo = A demonstração venceu
# What was won. $game: the game's name; $deal: the deal's number; $moves: how many
# moves it took.
won-deal = { $game }, partida nº { $deal }, vencida em { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
# As won-deal, for a deal with a level ($grade: Easy, Medium, Hard or Expert).
won-deal-graded = { $game }, partida nº { $deal } ({ $grade }), vencida em { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
# The player's win: $what is won-deal (or won-deal-graded), $time the time it took.
# Brazilian Portuguese: "… vencida em 85 jogadas e 3:05".
won-time = { $what } e { $time }
# The player's first win at game $game.
won-first = Sua primeira vitória em { $game }!
won-record-time-and-moves = Novos recordes: melhor tempo e menos jogadas!
won-record-time = Novo recorde: melhor tempo!
won-record-moves = Novo recorde: menos jogadas!
# The deal's score ($score), and the same when it is the best yet.
won-score = Pontuação: { $score }.
won-score-best = Pontuação: { $score }, um novo recorde!
# Where the player stands at game $game: $won deals won of $played played, $percent
# the share won (a number, 0 to 100), $streak wins in a row.
won-standing = { $game }: { $won ->
        [one] { $won } vitória
       *[other] { $won } vitórias
    } em { $played ->
        [one] { $played } partida
       *[other] { $played } partidas
    } ({ $percent }%), sequência de { $streak }
# A daily deal won. $date: the day (date-day-month); $days: days in a row won.
won-daily = Você venceu a partida diária de { $date }: sequência de { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }.
won-new-deal = Nova partida

## What "New deal" deals (the chooser's choices and the settings): any deal, or only
## deals the solver has won (or a level).

deals-any = Qualquer partida
deals-winnable = Com solução

## The game chooser.

chooser-heading = Escolha um jogo
# Before the choices of what "New deal" deals (deals-any, deals-winnable, levels).
chooser-new-deals = Novas partidas:
# Opens the daily deals.
chooser-daily = Partidas diárias…
# Until the player types: typing filters the games.
chooser-type = Digite para buscar um jogo pelo nome ou tipo.
# What the player typed ($typed; the _ stands for the cursor).
chooser-find = Buscar: { $typed }_
# As chooser-find, when no game matches ($typed as above).
chooser-find-nothing = Buscar: { $typed }_ — nenhum jogo encontrado (Backspace apaga uma letra)
# The headings of the games starred and the games played last.
chooser-favourites = Favoritos
chooser-played-last = Jogados por último
# A game's record under its summary: none yet, or $won deals won of $played played.
chooser-not-played = Ainda não jogado
chooser-you-won = Você venceu { $won } de { $played }
# The record ($you: chooser-not-played or chooser-you-won) and the share of the deals
# the solver wins ($rate: "74%", or a range "62–80%").
chooser-solver-won = { $you } · Solucionador: vence { $rate } das partidas

## The chooser's headings over each family of games.

family-free-cell = Jogos com células livres
family-klondike = Paciência e afins
family-spider = Aranha e afins
family-forty-thieves = Quarenta ladrões e afins
family-builders = Construção aberta
family-adders = Jogos de soma
family-golf = Golf e afins
family-aces-up = Aces Up e afins
family-numerica = Sir Tommy e afins
family-montana = Montana e afins
family-accordion = Acordeão e afins

## The daily deals dialog.

# The heading; $date: today (date-full).
daily-heading = Partidas diárias — { $date }
daily-about = Uma partida por dia para cada jogo, a mesma para todos os jogadores e sempre com solução. Elas ficam mais difíceis ao longo da semana: Fácil na segunda e na terça, Médio na quarta e na quinta, Difícil na sexta e no sábado, Especialista no domingo.
# The clock is outside the days that have daily deals; $why says how (in English for
# now).
daily-none-today = Nenhuma partida diária hoje: { $why }
# The headings of the table's columns: the game, its deal's number, whether
# today's deal is won, and the days in a row won.
daily-game = Jogo
daily-deal = Partida
daily-today = Hoje
daily-streak = Sequência
# Today's deal won (the ✓ is a tick).
daily-won = Vencida ✓
# A streak of $days days.
daily-days = { $days ->
        [0] { $days } dias
        [one] { $days } dia
       *[other] { $days } dias
    }
daily-play = Jogar
daily-play-again = Jogar de novo
# Over the calendar: $month the month (date-month-year), $game the game's name, $won
# the daily deals won this month, $best the longest streak of days won.
daily-month = { $month } — { $game }: { $won ->
        [0] nenhuma vencida
        [one] { $won } vencida
       *[other] { $won } vencidas
    }, melhor sequência de { $best ->
        [0] { $best } dias
        [one] { $best } dia
       *[other] { $best } dias
    }

## Asked before leaving a deal under way for another.

leave-heading = Abandonar esta partida?
# $game: the game's name; $deal: the deal's number.
leave-text = A partida nº { $deal } de { $game } está em andamento: se você sair, ela contará como derrota.
leave-yes = Abandonar
leave-no = Continuar jogando

## The deal number dialog, with its keypad.

deal-heading = Número da partida
# $last: the highest deal number.
deal-range = Digite ou toque num número de 1 a { $last }
# The keypad's key that rubs out the last digit (short: it is a small key).
deal-rub-out = Apagar
# What was typed ($typed; the _ stands for the cursor), when it is no deal number.
deal-out-of-range = { $typed }_  (fora do intervalo)
# Deals the deal whose number was typed.
deal-deal = Distribuir
