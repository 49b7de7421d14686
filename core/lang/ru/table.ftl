## The table in words: cards, piles and moves, as the screen reader says them and the
## notices show them.

# Whether card and pile names are written in small letters inside a sentence
# ("Drew: queen of hearts on the waste", "column 3 to foundation 1"). Write "lower" to
# have them so, as English does; anything else (say "keep") leaves them as they begin a
# sentence, for languages whose nouns keep their capital (German).
names-in-sentence = lower

## Ranks, as they begin a card's name ("Queen" of "Queen of spades").

rank-ace = Туз
rank-two = Двойка
rank-three = Тройка
rank-four = Четвёрка
rank-five = Пятёрка
rank-six = Шестёрка
rank-seven = Семёрка
rank-eight = Восьмёрка
rank-nine = Девятка
rank-ten = Десятка
rank-jack = Валет
rank-queen = Дама
rank-king = Король

## Suits standing alone, as in "Completed the spades".

suit-clubs = трефы
suit-diamonds = бубны
suit-hearts = червы
suit-spades = пики

## Suits as they are used inside a card's name ("spades" of "Queen of spades"): the
## form the card message below needs (a genitive, an adjective...).
## Russian: the genitive plural, as in "дама пик", "семёрка червей".

card-suit-clubs = треф
card-suit-diamonds = бубен
card-suit-hearts = червей
card-suit-spades = пик

# A card's name: $rank is a rank above ("Queen"), $suit a card-suit- message ("spades").
# $value is the rank's number (1 Ace … 11 Jack, 12 Queen, 13 King), for a language
# whose words change with the rank (its gender, say).
# Russian: "Дама пик", "Туз бубен" ($value not needed).
card = { $rank } { $suit }

## Pile names. $number is the pile's number among its kind ("Column 3"); the -alone
## forms name a game's only pile of its kind.
## Russian: the words of core/games/ru (Столбец, Стопка, База, Свободная ячейка,
## Колода, Сброс). Pile names always come in the nominative, so the sentences below
## are built so as never to decline them ("откуда — столбец 3, куда — база 1").

# A tableau pile fanned downwards.
pile-column = Столбец { $number }
pile-column-alone = Столбец
# A tableau pile laid otherwise (squared up, or fanned sideways).
pile-tableau = Стопка { $number }
pile-tableau-alone = Стопка
pile-foundation = База { $number }
pile-foundation-alone = База
pile-cell = Свободная ячейка { $number }
pile-cell-alone = Свободная ячейка
pile-stock = Колода { $number }
pile-stock-alone = Колода
pile-waste = Сброс { $number }
pile-waste-alone = Сброс
# A pile named by the game's own name for its group: $group is that name
# ("Bottom row card", "Peak"), $number the pile's number in the group.
pile-group = { $group } { $number }

## A pile as a whole, for the screen reader. $pile is its name ("Column 3"), $count how
## many cards it holds, $card its top card's name ("Seven of hearts").

pile-empty = { $pile }, пусто
pile-cards = { $pile }, { $count ->
        [one] { $count } карта
        [few] { $count } карты
       *[other] { $count } карт
    }
pile-cards-top = { $pile }, { $count ->
        [one] { $count } карта
        [few] { $count } карты
       *[other] { $count } карт
    }, сверху: { $card }

## One card where it lies.

# A face-down card, which the screen reader does not name.
card-face-down = Закрытая карта
# A face-up card: $card its name ("Queen of spades"), $position its place from the
# bottom of the pile (1, 2, 3…), $count the cards in the pile, $pile the pile's name in
# a sentence ("column 2"). Reads "Queen of spades, face up, 4th of 6 in column 2".
# Russian: "Дама пик, лицом вверх, 4-я из 6, столбец 2" (4-я: карта, feminine).
card-in-pile = { $card }, лицом вверх, { NUMBER($position, type: "ordinal") ->
       *[other] { $position }-я
    } из { $count }, { $pile }

## Moves as they happen, said by the screen reader. $card is a card's name as it is
## written inside a sentence ("queen of hearts"), $from and $to pile names in a sentence
## ("column 3", "foundation 2").

# A whole suit leaving the table (Spider): $suit a suit- message ("spades").
move-suit-completed = Собраны { $suit }, от короля до туза: откуда — { $from }, куда — { $to }
# Two cards paired off (Pyramid): $card from $from with $partner from $to.
move-paired = Пара: { $card } ({ $from }) и { $partner } ({ $to })
# One card moved; here $card begins the sentence ("Seven of hearts").
move-card = { $card }: откуда — { $from }, куда — { $to }
# Several cards moved together: $count of them, $card the lowest one moved.
move-run = { $count ->
        [one] { $count } карта
        [few] { $count } карты
       *[other] { $count } карт
    }, начиная с карты «{ $card }»: откуда — { $from }, куда — { $to }
# A row dealt from the stock onto the tableau: $cards the new top cards, in a list
# ("five of hearts, king of clubs, …").
move-row-dealt = Сдан ряд: { $cards }
# A card turned from the stock onto the waste.
move-drew = Из колоды в сброс: { $card }
move-drew-nothing = Открыта карта из колоды
move-redeal = Сброс перевёрнут в колоду
move-reshuffle = Карты собраны, перетасованы и сданы заново
# After a move ($said, one of the sentences above), the card it uncovered turned up.
move-turned-up = { $said }; открылась карта «{ $card }»
# After a move ($said) that emptied $pile, the $card from the $reserve fills it (Canfield).
move-refilled = { $said }; на освободившееся место — { $card }: откуда — { $reserve }, куда — { $pile }

## The screen reader's other announcements.

# The table as a whole: $game the game's name, $number the deal's number.
announce-table = Стол игры «{ $game }», раздача № { $number }
# A new deal put out: $game the game's name, $number the deal's number.
announce-dealt = «{ $game }», раздача № { $number }
# Two cards paired off (Pyramid) taken back to their piles $from and $to.
announce-undone-pair = Отменено: пара вернулась на места — { $from } и { $to }
# A move taken back: $card (beginning the sentence's object, "Seven of hearts") back to $pile.
announce-undone-card = Отменено: { $card }, обратно — { $pile }
announce-undone-row = Отменено: сдача ряда
announce-undone-draw = Отменено: карта из колоды
announce-undone-redeal = Отменено: переворот сброса
# A hint to turn the stock: $hint one of the hint-stock- messages, in a sentence.
announce-hint-stock = Подсказка: { $hint }
# A hint: move $card from $from to $to.
announce-hint-move = Подсказка: { $card }, откуда — { $from }, куда — { $to }
# Cards picked up with the keyboard: $card the one picked up, or the lowest of $count.
announce-picked-up = Взята карта: { $card }
announce-picked-up-run = { $count ->
        [one] Взята { $count } карта
        [few] Взяты { $count } карты
       *[other] Взято { $count } карт
    }, начиная с карты «{ $card }»
announce-won = Вы выиграли!
announce-no-moves = Ходов больше нет

## Why a move was refused, shown and said when the player tries it. Cards here are
## written with their signs ($card, $onto: "Q♥", "10♠").

# $pile is a pile's number in the game's file (only a broken request names one).
illegal-no-such-pile = Стопки { $pile } не существует
illegal-same-pile = Карту нельзя переложить на ту же стопку
illegal-not-enough-cards = Здесь нет карт, которые можно туда переложить
illegal-from-foundation = Карты с базы не снимаются
illegal-back-to-tableau-only = Верхнюю карту базы можно вернуть только в стопку на столе, по одной
illegal-from-stock = Карты из колоды не берут: щёлкните по ней, чтобы открыть карту
illegal-face-down = Эта карта лежит лицом вниз
illegal-covered = На этой карте лежат другие: сначала должны уйти они
illegal-top-card-only = Переложить можно только верхнюю карту
illegal-waste-top-only = В игру идёт только верхняя карта сброса
illegal-not-a-run = Эти карты не идут по порядку: вместе переносится только последовательность
# Pairing games (Pyramid): $card and $onto, whose ranks add up to $total, not the
# $sum the game pairs.
illegal-not-a-pair = { $card } и { $onto } не составляют пару: сумма их достоинств — { $total }, а нужно { $sum }
# Pairing games: $card played onto an empty place; pairs add up to $sum.
illegal-pairs-only-with-a-card = { $card } составляет пару только с картой: сумма достоинств должна быть { $sum }
# Pairing games: only a card of rank $sum (a King, 13) goes home by itself.
illegal-pairs-home = Только карта достоинством { $sum } уходит на базу одна: остальные уходят парами с суммой { $sum }
illegal-top-or-pile-only = Переносится только верхняя карта или вся стопка целиком
illegal-not-a-suited-run = Вместе переносится только последовательность одной масти
illegal-not-a-complete-run = База здесь принимает только всю масть сразу, от короля до туза
illegal-complete-run-first = Сначала со стола уходит собранная масть
illegal-fill-every-pile = Прежде чем сдать ряд из колоды, положите карту в каждую стопку
# $count cards asked to move together, where free cells and empty piles allow only $allowed.
illegal-run-too-long = Не хватает свободного места, чтобы перенести { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[other] { $count } карт
    } (сейчас можно не больше { $allowed })
illegal-not-a-target-stock = На колоду ничего класть нельзя
illegal-not-a-target-waste = В сброс ничего класть нельзя
illegal-not-a-target = Сюда ничего класть нельзя
illegal-no-building = На карты этих стопок ничего не кладётся
illegal-cell-full = В свободной ячейке помещается только одна карта
illegal-one-at-a-time-waste = В сброс карты кладутся только по одной
illegal-one-at-a-time-cell = В свободную ячейку карты кладутся только по одной
illegal-one-at-a-time-foundation = На базу карты кладутся только по одной
illegal-one-at-a-time = Сюда карты кладутся только по одной
# $count: the most cards the pile may hold.
illegal-pile-full = Эта стопка заполнена (не больше { $count ->
        [one] { $count } карты
       *[other] { $count } карт
    })
illegal-never-refilled = Опустевшая стопка больше не заполняется
illegal-kings-only = Пустую стопку можно занять только королём
illegal-kings-only-group = Пустую стопку можно занять только королём или последовательностью, которая начинается с короля
# $rank the rank a foundation starts with ("Ace", a rank- message), $value its number
# (1 for an Ace, 8 for an Eight: English's "an").
# Russian: the rank in the genitive after "с", chosen by $value ($rank's word is
# nominative).
illegal-foundation-start = Пустая база начинается с { $value ->
        [1] туза
        [2] двойки
        [3] тройки
        [4] четвёрки
        [5] пятёрки
        [6] шестёрки
        [7] семёрки
        [8] восьмёрки
        [9] девятки
        [10] десятки
        [11] валета
        [12] дамы
        [13] короля
       *[other] карты «{ $rank }»
    }
illegal-row-starts-with = Ряд начинается с { $value ->
        [1] туза
        [2] двойки
        [3] тройки
        [4] четвёрки
        [5] пятёрки
        [6] шестёрки
        [7] семёрки
        [8] восьмёрки
        [9] девятки
        [10] десятки
        [11] валета
        [12] дамы
        [13] короля
       *[other] карты «{ $rank }»
    }
illegal-only-after-left = Сюда можно положить только следующую за { $card } карту той же масти
illegal-nothing-after-left = Правее пустого места или короля ничего не кладётся
illegal-foundation-complete = Эта база уже собрана
illegal-aces-stay = Тузы остаются на столе
illegal-not-outranked = { $card } может уйти в сброс, только если наверху другой стопки лежит старшая карта той же масти
illegal-only-from = Эти стопки принимают карты только { $kind ->
        [waste] из сброса
        [stock] из колоды
       *[other] из одной определённой стопки
    }
illegal-waste-full = Сначала сыграйте карту из сброса и только потом открывайте следующую
# $card cannot go on the foundation's top card $onto; $next is the card that would ("4♥").
illegal-foundation-next = { $card } нельзя положить на { $onto }: следующей здесь должна быть { $next }
# The same where the foundation takes nothing more.
illegal-foundation-next-none = { $card } нельзя положить на { $onto }: сюда больше ничего не кладётся
# $card does not build on $onto: the tableau's build rule follows. $direction is "up",
# "down" or "either"; $suit "same", "alternate" (colours), "colour"
# (red on red, black on black), "other" (any suit but its own) or "any"; $wrap "yes" where a
# King and an Ace are next to each other; $kings "yes" where nothing goes on a King.
illegal-does-not-build = { $card } нельзя положить на { $onto }: карты кладутся { $direction ->
        [up] по возрастанию
        [down] по убыванию
       *[either] по возрастанию или по убыванию
    } на одно достоинство { $suit ->
        [same] в одной масти
        [alternate] с чередованием цветов
        [colour] с сохранением цвета: красные на красные, чёрные на чёрные
        [other] со сменой масти
       *[any] независимо от масти
    }{ $wrap ->
        [yes] , король и туз — соседи
       *[no] { "" }
    }{ $kings ->
        [yes] , на короля ничего не кладётся
       *[no] { "" }
    }
illegal-no-stock = В этой игре нет колоды
illegal-stock-empty = Колода пуста
illegal-stock-not-empty = Сначала пройдите колоду: сброс переворачивается, только когда колода пуста
illegal-waste-empty = Сброс пуст: пересдавать нечего
illegal-no-redeals-left = Пересдач больше не осталось
illegal-no-reshuffles-left = Пересдач больше не осталось
illegal-whole-pile-only = Переносится только вся стопка целиком: тяните её за верхнюю карту
illegal-not-to-the-left = Стопку можно положить только на стопку, стоящую на { $places } места левее
list-or = { $first } или { $last }
illegal-does-not-match = { $card } нельзя положить на { $onto }: только на карту той же масти или того же достоинства

## A request the state of play refuses.

refusal-nothing-to-undo = Нечего отменять
refusal-nothing-to-redo = Нечего возвращать
# The cards are being played home one by one after the player asked to finish.
refusal-finishing = Карты уже уходят на базы
refusal-cannot-finish = Пока не все карты могут сами уйти на базы
# $game: the id of a game asked for that does not exist.
refusal-no-such-game = Игры «{ $game }» нет

## Hints (the H key or the Hint button), shown in the notice line. Cards here are
## written with their signs ($card, $partner: "Q♥").

hint-lost = Эту позицию не выиграть
hint-none = Подсказку не удалось найти вовремя: позицию трудно оценить
# Pairing games (Pyramid): pair $card with $partner.
hint-pair = Составьте пару: { $card } и { $partner }
# Move $card to a pile of group $pile (the game's name for it, in a sentence:
# "foundation", "tableau pile").
# Russian: the pile word stays nominative, hence the arrow.
hint-move = Ход: { $card } → { $pile }
# The same for $card with the cards lying on it ($count in all).
hint-move-run = Ход: { $card } с картами сверху → { $pile }
# A hint ($hint, one of the above) the solver is not sure of.
hint-unsure = { $hint } (самый многообещающий ход; верной победы не найдено)
# Hints to use the stock.
hint-stock-redeal = Переверните сброс
hint-stock-reshuffle = Соберите карты, перетасуйте их и сдайте заново
hint-stock-deal-row = Сдайте ряд из колоды
hint-stock-draw = Откройте карту из колоды

## The demo and the search for winnable deals.

demo-stopped = Демо остановлено: играете вы
# $number: the deal's number.
demo-no-win = Демо: для раздачи № { $number } победа не найдена; игра идёт, пока есть ходы
winnable-looking = Ищем выигрышную раздачу…
winnable-none = Выигрышная раздача быстро не нашлась: вот непроверенная

## Keyboard and taps.

# $key: the key that turns the sound back on ("M").
keys-sound-off = Звук выключен ({ $key } — включить)
keys-sound-on = Звук включён
# $card ("Q♥", with its signs) has no move to make.
tap-nowhere = { $card }: ходов нет
# $card cannot be picked up with the keyboard (alone, or with the $count cards from it).
pick-refused = { $card }: эту карту нельзя взять
pick-refused-run = { $card }: эту карту нельзя взять вместе с картами на ней

## Difficulty grades of deals, measured by the solver.

grade-easy = Лёгкий
grade-medium = Средний
grade-hard = Сложный
grade-expert = Эксперт
# The share of the graded deals the solver won, in percent ($won: 74).
grade-win-rate = { $won }%
# The same where some deals were undecided: between $won and $most percent.
grade-win-rate-range = { $won }–{ $most }%
# The grading rule, on the rules screen. $game is the game's name; $first and $last the
# graded deals' numbers; $easy, $medium and $hard the most positions searched for a win
# of that grade.
grade-rule = Уровень раздачам присваивает решатель: каждая раздача «{ $game }» с { $first } по { $last } была решена один раз, и уровень выигранной раздачи зависит от того, сколько позиций решатель перебрал ради победы: «Лёгкий» — до { $easy }, «Средний» — до { $medium }, «Сложный» — до { $hard }, «Эксперт» — больше (примерно по четверти выигранных раздач на уровень). Выбранный уровень всегда сдаёт одну из этих раздач с доказанной победой. Решатель видит закрытые карты, так что уровень измеряет сложность головоломки, а не везение при открытии карт.

## Scores and figures.

# A score in dollars (Vegas, TriPeaks): $amount, and below nothing.
# Russian: the sign after the number, as Russians write it: "52 $".
score-dollars = { $amount } $
score-dollars-negative = −{ $amount } $
# A game's best score ($best, as above, or "–" for none yet).
score-records = Лучший счёт: { $best }.
# The same for Vegas, with the $bank won or lost over every deal.
score-records-bank = Лучший счёт: { $best }; банк за все раздачи: { $bank }.
# A count of days (a streak of daily deals).
days = { $count ->
        [one] { $count } день
        [few] { $count } дня
       *[other] { $count } дней
    }
