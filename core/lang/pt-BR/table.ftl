## The table in words: cards, piles and moves, as the screen reader says them and the
## notices show them.

# Whether card and pile names are written in small letters inside a sentence
# ("Drew: queen of hearts on the waste", "column 3 to foundation 1"). Write "lower" to
# have them so, as English does; anything else (say "keep") leaves them as they begin a
# sentence, for languages whose nouns keep their capital (German).
names-in-sentence = lower

## Ranks, as they begin a card's name ("Queen" of "Queen of spades").
## Brazilian Portuguese: the names the games' rules use (Ás, Valete, Dama, Rei).

rank-ace = Ás
rank-two = Dois
rank-three = Três
rank-four = Quatro
rank-five = Cinco
rank-six = Seis
rank-seven = Sete
rank-eight = Oito
rank-nine = Nove
rank-ten = Dez
rank-jack = Valete
rank-queen = Dama
rank-king = Rei

## Suits standing alone, as in "Completed the spades".

suit-clubs = paus
suit-diamonds = ouros
suit-hearts = copas
suit-spades = espadas

## Suits as they are used inside a card's name ("spades" of "Queen of spades"): the
## form the card message below needs (a genitive, an adjective...).

card-suit-clubs = paus
card-suit-diamonds = ouros
card-suit-hearts = copas
card-suit-spades = espadas

# A card's name: $rank is a rank above ("Queen"), $suit a card-suit- message ("spades").
# $value is the rank's number (1 Ace … 11 Jack, 12 Queen, 13 King), for a language
# whose words change with the rank (its gender, say).
# Brazilian Portuguese: "Dama de espadas", "Sete de copas", "Ás de paus".
card = { $rank } de { $suit }

## Pile names. $number is the pile's number among its kind ("Column 3"); the -alone
## forms name a game's only pile of its kind.
## Brazilian Portuguese: the words of core/games/pt-BR (Coluna, Fundação, Célula livre,
## Monte, Descarte).

# A tableau pile fanned downwards.
pile-column = Coluna { $number }
pile-column-alone = Coluna
# A tableau pile laid otherwise (squared up, or fanned sideways).
pile-tableau = Pilha { $number }
pile-tableau-alone = Pilha
pile-foundation = Fundação { $number }
pile-foundation-alone = Fundação
pile-cell = Célula livre { $number }
pile-cell-alone = Célula livre
pile-stock = Monte { $number }
pile-stock-alone = Monte
pile-waste = Descarte { $number }
pile-waste-alone = Descarte
# A pile named by the game's own name for its group: $group is that name
# ("Bottom row card", "Peak"), $number the pile's number in the group.
pile-group = { $group } { $number }

## A pile as a whole, for the screen reader. $pile is its name ("Column 3"), $count how
## many cards it holds, $card its top card's name ("Seven of hearts").
## Brazilian Portuguese: pile names are masculine (monte, descarte) or feminine
## (coluna, fundação), so nothing here agrees with them.

pile-empty = { $pile }, sem cartas
pile-cards = { $pile }, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
pile-cards-top = { $pile }, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }; no topo: { $card }

## One card where it lies.

# A face-down card, which the screen reader does not name.
card-face-down = Carta virada para baixo
# A face-up card: $card its name ("Queen of spades"), $position its place from the
# bottom of the pile (1, 2, 3…), $count the cards in the pile, $pile the pile's name in
# a sentence ("column 2"). Reads "Queen of spades, face up, 4th of 6 in column 2".
# Brazilian Portuguese: "Dama de espadas, virada para cima, 4ª de 6, coluna 2" (the
# ordinal agrees with "carta"; Portuguese has a single ordinal form).
card-in-pile = { $card }, virada para cima, { $position }ª de { $count }, { $pile }

## Moves as they happen, said by the screen reader. $card is a card's name as it is
## written inside a sentence ("queen of hearts"), $from and $to pile names in a sentence
## ("column 3", "foundation 2").
## Brazilian Portuguese: card and pile names differ in gender, so they go without
## articles here: "de coluna 3 para fundação 1".

# A whole suit leaving the table (Spider): $suit a suit- message ("spades").
move-suit-completed = Naipe de { $suit } completo, do Rei ao Ás: de { $from } para { $to }
# Two cards paired off (Pyramid): $card from $from with $partner from $to.
move-paired = Par: { $card } ({ $from }) com { $partner } ({ $to })
# One card moved; here $card begins the sentence ("Seven of hearts").
move-card = { $card }, de { $from } para { $to }
# Several cards moved together: $count of them, $card the lowest one moved.
move-run = { $count } cartas ({ $card } e as de cima), de { $from } para { $to }
# A row dealt from the stock onto the tableau: $cards the new top cards, in a list
# ("five of hearts, king of clubs, …").
move-row-dealt = Fileira distribuída: { $cards }
# A card turned from the stock onto the waste.
move-drew = Do monte para o descarte: { $card }
move-drew-nothing = Carta virada do monte
move-redeal = O descarte voltou para o monte
move-reshuffle = Cartas recolhidas, embaralhadas e distribuídas de novo
# After a move ($said, one of the sentences above), the card it uncovered turned up.
move-turned-up = { $said }; carta revelada: { $card }
# After a move ($said) that emptied $pile, the $card from the $reserve fills it (Canfield).
# Brazilian Portuguese: only Canfield refills, from "reserva" into "coluna N", both
# feminine.
move-refilled = { $said }; { $card }, da { $reserve }, preenche a { $pile }

## The screen reader's other announcements.

# The table as a whole: $game the game's name, $number the deal's number.
announce-table = Mesa de { $game }, partida nº { $number }
# A new deal put out: $game the game's name, $number the deal's number.
announce-dealt = { $game }, partida nº { $number }
# Two cards paired off (Pyramid) taken back to their piles $from and $to.
announce-undone-pair = Desfeito: o par voltou para { $from } e { $to }
# A move taken back: $card (beginning the sentence's object, "Seven of hearts") back to $pile.
announce-undone-card = Desfeito: { $card } voltou para { $pile }
announce-undone-row = Desfeito: a fileira distribuída
announce-undone-draw = Desfeito: a carta virada do monte
announce-undone-redeal = Desfeito: a volta do descarte para o monte
# A hint to turn the stock: $hint one of the hint-stock- messages, in a sentence.
announce-hint-stock = Dica: { $hint }
# A hint: move $card from $from to $to.
announce-hint-move = Dica: { $card }, de { $from } para { $to }
# Cards picked up with the keyboard: $card the one picked up, or the lowest of $count.
announce-picked-up = Na mão: { $card }
announce-picked-up-run = Na mão: { $count } cartas ({ $card } e as de cima)
announce-won = Você venceu!
announce-no-moves = Não há mais jogadas

## Why a move was refused, shown and said when the player tries it. Cards here are
## written with their signs ($card, $onto: "Q♥", "10♠").

# $pile is a pile's number in the game's file (only a broken request names one).
illegal-no-such-pile = Não existe a pilha { $pile }
illegal-same-pile = Uma carta não pode ir para a própria pilha
illegal-not-enough-cards = Não há cartas para mover para lá
illegal-from-foundation = As cartas de uma fundação ficam nela
illegal-back-to-tableau-only = A carta de cima de uma fundação só volta para uma pilha da mesa, uma por vez
illegal-from-stock = Não se tiram cartas do monte; clique nele para virar uma carta
illegal-face-down = Essa carta está virada para baixo
illegal-covered = Essa carta está coberta: as cartas sobre ela precisam sair antes
illegal-top-card-only = Só a carta de cima pode ser movida
illegal-waste-top-only = Só a carta de cima do descarte pode ser jogada
illegal-not-a-run = Essas cartas não estão em sequência: só uma sequência se move junta
# Pairing games (Pyramid): $card and $onto, whose ranks add up to $total, not the
# $sum the game pairs.
illegal-not-a-pair = { $card } e { $onto } não formam par: os valores somam { $total }, não { $sum }
# Pairing games: $card played onto an empty place; pairs add up to $sum.
illegal-pairs-only-with-a-card = { $card } só forma par com outra carta: valores que somam { $sum }
# Pairing games: only a card of rank $sum (a King, 13) goes home by itself.
illegal-pairs-home = Só uma carta de valor { $sum } vai sozinha para a fundação: as outras saem em pares que somam { $sum }
illegal-top-or-pile-only = Só a carta de cima se move, ou a pilha inteira de uma vez
illegal-not-a-suited-run = Só uma sequência do mesmo naipe se move junta
illegal-not-a-complete-run = Aqui a fundação só aceita um naipe inteiro, do Rei ao Ás, de uma vez
illegal-complete-run-first = O naipe completo sai da mesa primeiro
illegal-fill-every-pile = Todas as colunas precisam ter uma carta antes de o monte distribuir uma fileira
# $count cards asked to move together, where free cells and empty piles allow only $allowed.
illegal-run-too-long = Não há espaço livre para mover { $count } cartas (no máximo { $allowed } agora)
illegal-not-a-target-stock = Nada pode ser colocado no monte
illegal-not-a-target-waste = Nada pode ser colocado no descarte
illegal-not-a-target = Nada pode ser colocado aí
illegal-no-building = Nada se empilha sobre as cartas destas pilhas
illegal-cell-full = Uma célula livre guarda só uma carta
illegal-one-at-a-time-waste = Só vai uma carta por vez para o descarte
illegal-one-at-a-time-cell = Só vai uma carta por vez para uma célula livre
illegal-one-at-a-time-foundation = Só vai uma carta por vez para uma fundação
illegal-one-at-a-time = Só vai uma carta por vez para lá
# $count: the most cards the pile may hold.
illegal-pile-full = Esta pilha está cheia (no máximo { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    })
illegal-never-refilled = Esta pilha não recebe mais cartas depois de esvaziada
illegal-kings-only = Só um Rei pode ocupar uma pilha vazia
illegal-kings-only-group = Só um Rei, ou uma sequência iniciada por um Rei, pode ocupar uma pilha vazia
# $rank the rank a foundation starts with ("Ace", a rank- message), $value its number
# (1 for an Ace, 8 for an Eight: English's "an").
# Brazilian Portuguese: the article agrees with the rank: "uma Dama", "um Ás".
illegal-foundation-start = Uma fundação vazia começa com { $value ->
        [12] uma
       *[other] um
    } { $rank }
illegal-row-starts-with = Uma fileira começa com { $value ->
        [12] uma
       *[other] um
    } { $rank }
illegal-only-after-left = Aqui só vai a carta que vem depois de { $card } no mesmo naipe
illegal-nothing-after-left = Nada vai à direita de um espaço vazio ou de um Rei
illegal-foundation-complete = Esta fundação está completa
illegal-aces-stay = Os Ases ficam na mesa
illegal-not-outranked = { $card } só vai para o descarte se a carta de cima de outra coluna for mais alta e do mesmo naipe
illegal-only-from = Estas colunas só aceitam cartas { $kind ->
        [waste] do descarte
        [stock] do monte
       *[other] de outra pilha específica
    }
illegal-waste-full = Jogue a carta do descarte antes de virar outra
# $card cannot go on the foundation's top card $onto; $next is the card that would ("4♥").
illegal-foundation-next = { $card } não pode ir sobre { $onto }: a próxima aqui é { $next }
# The same where the foundation takes nothing more.
illegal-foundation-next-none = { $card } não pode ir sobre { $onto }: esta fundação não aceita mais nada
# $card does not build on $onto: the tableau's build rule follows. $direction is "up",
# "down" or "either"; $suit "same", "alternate" (colours), "colour"
# (red on red, black on black), "other" (any suit but its own) or "any"; $wrap "yes" where a
# King and an Ace are next to each other; $kings "yes" where nothing goes on a King.
# Brazilian Portuguese: "em ordem decrescente" is the games' rules' words for building
# down by one rank.
illegal-does-not-build = { $card } não pode ir sobre { $onto }: empilhe em ordem { $direction ->
        [up] crescente
        [down] decrescente
       *[either] crescente ou decrescente
    }, { $suit ->
        [same] no mesmo naipe
        [alternate] alternando as cores
        [colour] da mesma cor
        [other] trocando de naipe
       *[any] seja qual for o naipe
    }{ $wrap ->
        [yes] , com Rei e Ás vizinhos
       *[no] { "" }
    }{ $kings ->
        [yes] , nada sobre um Rei
       *[no] { "" }
    }
illegal-no-stock = Este jogo não tem monte
illegal-stock-empty = O monte está vazio
illegal-stock-not-empty = Vire as cartas do monte primeiro: o descarte só volta para o monte quando ele está vazio
illegal-waste-empty = O descarte está vazio: não há nada para redistribuir
illegal-no-redeals-left = Não restam mais voltas do descarte
illegal-no-reshuffles-left = Não restam mais redistribuições
illegal-whole-pile-only = Só uma pilha inteira se move: arraste-a pela carta de cima
illegal-not-to-the-left = Uma pilha só vai para a pilha que está { $places } posições à sua esquerda
list-or = { $first } ou { $last }
illegal-does-not-match = { $card } não pode ir sobre { $onto }: só sobre uma carta do mesmo naipe ou do mesmo valor

## A request the state of play refuses.

refusal-nothing-to-undo = Nada para desfazer
refusal-nothing-to-redo = Nada para refazer
# The cards are being played home one by one after the player asked to finish.
refusal-finishing = As cartas estão indo para as fundações
refusal-cannot-finish = Nem todas as cartas podem ir sozinhas para as fundações ainda
# $game: the id of a game asked for that does not exist.
refusal-no-such-game = Não existe o jogo “{ $game }”

## Hints (the H key or the Hint button), shown in the notice line. Cards here are
## written with their signs ($card, $partner: "Q♥").

hint-lost = Não é mais possível vencer
hint-none = Nenhuma dica encontrada a tempo: a posição é difícil de avaliar
# Pairing games (Pyramid): pair $card with $partner.
hint-pair = Junte { $card } com { $partner }
# Move $card to a pile of group $pile (the game's name for it, in a sentence:
# "foundation", "tableau pile").
# Brazilian Portuguese: the group's name may be masculine ("monte", "buraco negro") or
# feminine ("coluna", "fundação"), so it follows "destino:" with no article.
hint-move = Mova { $card } — destino: { $pile }
# The same for $card with the cards lying on it ($count in all).
hint-move-run = Mova { $card } e as cartas sobre ela — destino: { $pile }
# A hint ($hint, one of the above) the solver is not sure of.
hint-unsure = { $hint } (a jogada mais promissora; nenhuma vitória certa encontrada)
# Hints to use the stock.
hint-stock-redeal = Devolva o descarte ao monte
hint-stock-reshuffle = Recolha as cartas, embaralhe-as e distribua-as de novo
hint-stock-deal-row = Distribua uma fileira do monte
hint-stock-draw = Vire uma carta do monte

## The demo and the search for winnable deals.

demo-stopped = Demonstração encerrada: agora é com você
# $number: the deal's number.
demo-no-win = Demonstração: nenhuma vitória encontrada para a partida nº { $number }; jogando até onde der
winnable-looking = Procurando uma partida com solução…
winnable-none = Nenhuma partida com solução encontrada a tempo: aqui vai uma não verificada

## Keyboard and taps.

# $key: the key that turns the sound back on ("M").
keys-sound-off = Som desligado ({ $key } liga de novo)
keys-sound-on = Som ligado
# $card ("Q♥", with its signs) has no move to make.
tap-nowhere = { $card } não tem para onde ir
# $card cannot be picked up with the keyboard (alone, or with the $count cards from it).
pick-refused = Não é possível pegar { $card }
pick-refused-run = Não é possível pegar { $card } com as cartas sobre ela

## Difficulty grades of deals, measured by the solver.

grade-easy = Fácil
grade-medium = Médio
grade-hard = Difícil
grade-expert = Especialista
# The share of the graded deals the solver won, in percent ($won: 74).
grade-win-rate = { $won }%
# The same where some deals were undecided: between $won and $most percent.
grade-win-rate-range = { $won }–{ $most }%
# The grading rule, on the rules screen. $game is the game's name; $first and $last the
# graded deals' numbers; $easy, $medium and $hard the most positions searched for a win
# of that grade.
grade-rule = As partidas são classificadas pelo solucionador: as partidas { $first }–{ $last } de { $game } foram resolvidas uma vez cada, e o nível de uma partida vencida depende de quantas posições o solucionador examinou para vencê-la — Fácil: até { $easy }; Médio: até { $medium }; Difícil: até { $hard }; Especialista: acima disso (cerca de um quarto das partidas vencidas em cada um). Um nível sempre distribui uma dessas partidas com vitória comprovada. O solucionador vê as cartas viradas para baixo, então o nível mede o quebra-cabeça, não a sorte das cartas viradas.

## Scores and figures.

# A score in dollars (Vegas, TriPeaks): $amount, and below nothing.
score-dollars = ${ $amount }
score-dollars-negative = −${ $amount }
# A game's best score ($best, as above, or "–" for none yet).
score-records = Melhor pontuação: { $best }.
# The same for Vegas, with the $bank won or lost over every deal.
score-records-bank = Melhor pontuação: { $best }; saldo de { $bank } em todas as partidas.
# A count of days (a streak of daily deals).
# Brazilian Portuguese: CLDR puts 0 with "one", but a count of none is plural ("0 dias").
days = { $count ->
        [0] { $count } dias
        [one] { $count } dia
       *[other] { $count } dias
    }
