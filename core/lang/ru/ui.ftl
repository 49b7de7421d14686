## The bar at the top of the table (the HUD) and its buttons; a narrow window keeps
## the less used buttons in a menu.

hud-new = Новая
hud-undo = Отменить
hud-redo = Вернуть
hud-hint = Подсказка
hud-demo = Демо
hud-stop-demo = Стоп
hud-restart = Заново
# Opens the dialog that deals a deal by its number (short: it is a button).
hud-deal-number = Раздача №
hud-games = Игры
hud-rules = Правила
# Opens the statistics (short: it is a button).
hud-stats = Статистика
hud-settings = Настройки
hud-full-screen = Полный экран
hud-menu = Меню
# The animation speed button, which shows the speed it is set to.
hud-speed-normal = Обычная скорость
hud-speed-fast = Быстро
hud-speed-instant = Мгновенно
# The bar's title: the game's name ($game) and the deal's number ($deal).
hud-title = { $game }  № { $deal }
# Added to the bar's title for today's daily deal.
hud-daily = Раздача дня
# The figures under the title. $moves: moves made; $time: the time played (1:05).
hud-moves = Ходы: { $moves }
hud-time = Время: { $time }
# $score: the score as the game counts it (in Vegas, in dollars).
hud-score = Счёт: { $score }
# Vegas scores carried over from deal to deal ($score as above).
hud-bank = Банк: { $score }
# $cards: how many cards the face-down stock holds.
hud-stock = Колода: { $cards }
# $rows: how many more rows the stock can deal (Spider).
hud-rows-left = Осталось рядов: { $rows }
# $redeals: how many more times the waste may be turned over into the stock.
hud-redeals-left = Осталось пересдач: { $redeals }
hud-reshuffles-left = Осталось пересдач: { $redeals }

# The window's title, in the task bar: the game's name ($game) and the deal's
# number ($deal).
window-title = { $game } № { $deal } — Пасьянсы

## Words every dialog uses.

dialog-close = Закрыть
dialog-cancel = Отмена

## The rules dialog: a game's rules, where it differs from its source, its levels,
## hints and the controls.

# The heading; $game: the game's name.
rules-heading = { $game } — правила
rules-differs = Чем эта игра отличается от исходного текста правил
rules-difficulty = Сложность
rules-hints = Подсказки
# The rules screen on hints, where the deal hides cards: the solver knows them.
rules-hints-peek = Подсказки и демо даёт решатель, а он подсматривает: ему известны закрытые карты и порядок карт в колоде, поэтому подсказка может вести к карте, которую вы ещё не видите.
rules-hints-reshuffle = Подсказки и демо даёт решатель, а он подсматривает: ему известно, как каждая пересдача перетасует карты, поэтому подсказка может посоветовать пересдать или подождать с этим по причинам, которых вы ещё не видите.
# The rules screen on hints, where every card is face up.
rules-hints-open = Подсказки и демо даёт решатель, и он видит только то же, что и вы: все карты открыты.
rules-controls = Управление
# One control: $keys what to press (key-…), $what what it does (key-…-does).
rules-control = { $keys }: { $what }.

## The win dialog.

won-you = Вы выиграли!
won-demo = Демо выиграло
# What was won. $game: the game's name; $deal: the deal's number; $moves: how many
# moves it took.
won-deal = «{ $game }», раздача № { $deal }: победа за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }
# As won-deal, for a deal with a level ($grade: Easy, Medium, Hard or Expert).
won-deal-graded = «{ $game }», раздача № { $deal } (уровень: { $grade }): победа за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }
# The player's win: $what is won-deal (or won-deal-graded), $time the time it took.
won-time = { $what }, время { $time }
# The player's first win at game $game.
won-first = Ваша первая победа в игре «{ $game }»!
won-record-time-and-moves = Новые рекорды: лучшее время и меньше всего ходов!
won-record-time = Новый рекорд: лучшее время!
won-record-moves = Новый рекорд: меньше всего ходов!
# The deal's score ($score), and the same when it is the best yet.
won-score = Счёт: { $score }.
won-score-best = Счёт: { $score } — новый рекорд!
# Where the player stands at game $game: $won deals won of $played played, $percent
# the share won (a number, 0 to 100), $streak wins in a row.
won-standing = «{ $game }»: выиграно { $won } из { $played } ({ $percent }%), серия { $streak }
# A daily deal won. $date: the day (date-day-month); $days: days in a row won.
won-daily = Ежедневная раздача ({ $date }) выиграна: { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[other] { $days } дней
    } подряд.
won-new-deal = Новая раздача

## What "New deal" deals (the chooser's choices and the settings): any deal, or only
## deals the solver has won (or a level).

deals-any = Любые
deals-winnable = Выигрышные

## The game chooser.

chooser-heading = Выберите игру
# Before the choices of what "New deal" deals (deals-any, deals-winnable, levels).
chooser-new-deals = Новые раздачи:
# Opens the daily deals.
chooser-daily = Ежедневные раздачи…
# Until the player types: typing filters the games.
chooser-type = Начните печатать, чтобы найти игру по названию или типу.
# What the player typed ($typed; the _ stands for the cursor).
chooser-find = Поиск: { $typed }_
# As chooser-find, when no game matches ($typed as above).
chooser-find-nothing = Поиск: { $typed }_ — ничего не найдено (Backspace стирает букву)
# The headings of the games starred and the games played last.
chooser-favourites = Избранное
chooser-played-last = Недавние
# A game's record under its summary: none yet, or $won deals won of $played played.
chooser-not-played = Вы ещё не играли
chooser-you-won = Вы: выиграно { $won } из { $played }
# The record ($you: chooser-not-played or chooser-you-won) and the share of the deals
# the solver wins ($rate: "74%", or a range "62–80%").
chooser-solver-won = { $you } · Решатель выигрывает { $rate } раздач

## The chooser's headings over each family of games.

family-free-cell = Пасьянсы со свободными ячейками
family-klondike = Косынка и похожие
family-spider = Паук и похожие
family-forty-thieves = «Сорок разбойников» и похожие
family-builders = Открытые раскладки
family-adders = Пасьянсы на сложение
family-golf = Гольф и похожие
family-aces-up = «Тузы вверх» и похожие
family-numerica = «Сэр Томми» и похожие
family-montana = «Монтана» и похожие
family-accordion = «Аккордеон» и похожие

## The daily deals dialog.

# The heading; $date: today (date-full).
daily-heading = Ежедневные раздачи — { $date }
daily-about = Каждый день — по раздаче для каждой игры, одинаковой для всех игроков и всегда выигрышной. К концу недели раздачи становятся сложнее: в понедельник и вторник — лёгкий уровень, в среду и четверг — средний, в пятницу и субботу — сложный, в воскресенье — «Эксперт».
# The clock is outside the days that have daily deals; $why says how (in English for
# now).
daily-none-today = Сегодня ежедневных раздач нет: { $why }
# The headings of the table's columns: the game, its deal's number, whether
# today's deal is won, and the days in a row won.
daily-game = Игра
daily-deal = Раздача
daily-today = Сегодня
daily-streak = Серия
# Today's deal won (the ✓ is a tick).
daily-won = Выиграна ✓
# A streak of $days days.
daily-days = { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[other] { $days } дней
    }
daily-play = Играть
daily-play-again = Ещё раз
# Over the calendar: $month the month (date-month-year), $game the game's name, $won
# the daily deals won this month, $best the longest streak of days won.
daily-month = { $month } — «{ $game }»: выиграно { $won }, лучшая серия { $best ->
        [one] { $best } день
        [few] { $best } дня
       *[other] { $best } дней
    }

## Asked before leaving a deal under way for another.

leave-heading = Бросить раздачу?
# $game: the game's name; $deal: the deal's number.
leave-text = «{ $game }», раздача № { $deal }, ещё не окончена: если её бросить, она будет засчитана как проигрыш.
leave-yes = Бросить
leave-no = Играть дальше

## The deal number dialog, with its keypad.

deal-heading = Номер раздачи
# $last: the highest deal number.
deal-range = Введите номер от 1 до { $last }
# The keypad's key that rubs out the last digit (short: it is a small key).
deal-rub-out = Del
# What was typed ($typed; the _ stands for the cursor), when it is no deal number.
deal-out-of-range = { $typed }_  (нет такого номера)
# Deals the deal whose number was typed.
deal-deal = Сдать
