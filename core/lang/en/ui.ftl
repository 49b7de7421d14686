## The bar at the top of the table (the HUD) and its buttons; a narrow window keeps
## the less used buttons in a menu.

hud-new = New
hud-undo = Undo
hud-redo = Redo
hud-hint = Hint
hud-demo = Demo
hud-stop-demo = Stop demo
hud-restart = Restart
# Opens the dialog that deals a deal by its number (short: it is a button).
hud-deal-number = Deal #
hud-games = Games
hud-rules = Rules
# Opens the statistics (short: it is a button).
hud-stats = Stats
hud-settings = Settings
hud-full-screen = Full screen
hud-menu = Menu
# The animation speed button, which shows the speed it is set to.
hud-speed-normal = Normal speed
hud-speed-fast = Fast
hud-speed-instant = Instant
# The bar's title: the game's name ($game) and the deal's number ($deal).
hud-title = { $game }  #{ $deal }
# Added to the bar's title for today's daily deal.
hud-daily = Daily
# The figures under the title. $moves: moves made; $time: the time played (1:05).
hud-moves = Moves { $moves }
hud-time = Time { $time }
# $score: the score as the game counts it (in Vegas, in dollars).
hud-score = Score { $score }
# Vegas scores carried over from deal to deal ($score as above).
hud-bank = Bank { $score }
# $cards: how many cards the face-down stock holds.
hud-stock = Stock { $cards }
# $rows: how many more rows the stock can deal (Spider).
hud-rows-left = Rows left { $rows }
# $redeals: how many more times the waste may be turned over into the stock.
hud-redeals-left = Redeals left { $redeals }
# $redeals: how many more times the cards may be gathered, shuffled and dealt again (La Belle Lucie).
hud-reshuffles-left = Redeals left { $redeals }

# The window's title, in the task bar: the game's name ($game) and the deal's
# number ($deal).
window-title = { $game } #{ $deal } — Solitaire

## Words every dialog uses.

dialog-close = Close
dialog-cancel = Cancel

## The rules dialog: a game's rules, where it differs from its source, its levels,
## hints and the controls.

# The heading; $game: the game's name.
rules-heading = { $game } — rules
rules-differs = Where this game differs from the rule text it came from
rules-difficulty = Difficulty
rules-hints = Hints
# The rules screen on hints, where the deal hides cards: the solver knows them.
rules-hints-peek = Hints and the demo come from the solver, which peeks: it knows the face-down cards and the order of the stock, so a hint may play towards a card you cannot see yet.
# Where a redeal reshuffles the cards (La Belle Lucie, Montana): the solver knows each shuffle.
rules-hints-reshuffle = Hints and the demo come from the solver, which peeks: it knows how each redeal will shuffle the cards, so a hint may redeal, or wait to, for what you cannot see yet.
# The rules screen on hints, where every card is face up.
rules-hints-open = Hints and the demo come from the solver, which sees only what you see: every card is face up.
rules-controls = Controls
# One control: $keys what to press (key-…), $what what it does (key-…-does).
rules-control = { $keys }: { $what }.

## The win dialog.

won-you = You won!
won-demo = The demo won
# What was won. $game: the game's name; $deal: the deal's number; $moves: how many
# moves it took.
won-deal = { $game } deal #{ $deal } won in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
# As won-deal, for a deal with a level ($grade: Easy, Medium, Hard or Expert).
won-deal-graded = { $game } deal #{ $deal } ({ $grade }) won in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
# The player's win: $what is won-deal (or won-deal-graded), $time the time it took.
won-time = { $what }, { $time }
# The player's first win at game $game.
won-first = Your first { $game } win!
won-record-time-and-moves = New records: best time and fewest moves!
won-record-time = New record: best time!
won-record-moves = New record: fewest moves!
# The deal's score ($score), and the same when it is the best yet.
won-score = Score { $score }.
won-score-best = Score { $score }, a new best!
# Where the player stands at game $game: $won deals won of $played played, $percent
# the share won (a number, 0 to 100), $streak wins in a row.
won-standing = { $game }: won { $won } of { $played } ({ $percent }%), streak { $streak }
# A daily deal won. $date: the day (date-day-month); $days: days in a row won.
won-daily = The daily deal of { $date } is won: { $days ->
        [one] { $days } day
       *[other] { $days } days
    } in a row.
won-new-deal = New deal

## What "New deal" deals (the chooser's choices and the settings): any deal, or only
## deals the solver has won (or a level).

deals-any = Any deal
deals-winnable = Winnable

## The game chooser.

chooser-heading = Choose a game
# Before the choices of what "New deal" deals (deals-any, deals-winnable, levels).
chooser-new-deals = New deals:
# Opens the daily deals.
chooser-daily = Daily deals…
# Until the player types: typing filters the games.
chooser-type = Type to find a game by its name or kind.
# What the player typed ($typed; the _ stands for the cursor).
chooser-find = Find: { $typed }_
# As chooser-find, when no game matches ($typed as above).
chooser-find-nothing = Find: { $typed }_ — no game matches (Backspace takes a letter back)
# The headings of the games starred and the games played last.
chooser-favourites = Favourites
chooser-played-last = Played last
# A game's record under its summary: none yet, or $won deals won of $played played.
chooser-not-played = Not played yet
chooser-you-won = You: won { $won } of { $played }
# The record ($you: chooser-not-played or chooser-you-won) and the share of the deals
# the solver wins ($rate: "74%", or a range "62–80%").
chooser-solver-won = { $you } · Solver: { $rate } of deals won

## The chooser's headings over each family of games.

family-free-cell = Free-cell games
family-klondike = Klondike and its kin
family-spider = Spider and its kin
family-forty-thieves = Forty Thieves and its kin
family-builders = Open builders
family-adders = Adders
family-golf = Golf and its kin
family-aces-up = Aces Up and its kin
family-numerica = Sir Tommy and its kin
family-montana = Montana and its kin
family-accordion = Accordion and its kin

## The daily deals dialog.

# The heading; $date: today (date-full).
daily-heading = Daily deals — { $date }
daily-about = A deal a day for each game, the same for every player and always winnable. They get harder through the week: Easy on Monday and Tuesday, Medium on Wednesday and Thursday, Hard on Friday and Saturday, Expert on Sunday.
# The clock is outside the days that have daily deals; $why says how (in English for
# now).
daily-none-today = No daily deals today: { $why }
# The headings of the table's columns: the game, its deal's number, whether
# today's deal is won, and the days in a row won.
daily-game = Game
daily-deal = Deal
daily-today = Today
daily-streak = Streak
# Today's deal won (the ✓ is a tick).
daily-won = Won ✓
# A streak of $days days.
daily-days = { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
daily-play = Play
daily-play-again = Play again
# Over the calendar: $month the month (date-month-year), $game the game's name, $won
# the daily deals won this month, $best the longest streak of days won.
daily-month = { $month } — { $game }: { $won } won, best streak { $best ->
        [one] { $best } day
       *[other] { $best } days
    }

## Asked before leaving a deal under way for another.

leave-heading = Leave this deal?
# $game: the game's name; $deal: the deal's number.
leave-text = { $game } deal #{ $deal } is under way: if you leave it, it counts as lost.
leave-yes = Leave it
leave-no = Keep playing

## The deal number dialog, with its keypad.

deal-heading = Deal number
# $last: the highest deal number.
deal-range = Type or tap a number from 1 to { $last }
# The keypad's key that rubs out the last digit (short: it is a small key).
deal-rub-out = Del
# What was typed ($typed; the _ stands for the cursor), when it is no deal number.
deal-out-of-range = { $typed }_  (out of range)
# Deals the deal whose number was typed.
deal-deal = Deal
