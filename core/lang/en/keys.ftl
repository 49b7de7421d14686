## The controls: the rules screen lists them as rows of what to press (or do) and
## what it does ("key-…" names the keys, "key-…-does" says what they do). The
## English rows are also the README's table of controls.

key-drag = drag a card (mouse or finger)
key-drag-does = move it, and the cards on it where the game allows; legal targets light up, and a card dropped across two piles goes to the one that takes it
key-click = click / tap a card
key-click-does = move it to its best place: a foundation first, then onto the pile with the longest ordered run (in Spider, onto its own suit first), then (a single card, not a King) a free cell before an empty column
key-double-click = double-click / double-tap
key-double-click-does = send it home: to its foundation, or onto the waste where it is built on (Golf, TriPeaks)
key-stock = click the stock
key-stock-does = draw; on an empty stock, turn the waste over (where the game allows); in Spider, deal a row onto the ten columns (each must hold a card)
key-keyboard = arrow keys, Space, Enter, Esc
key-keyboard-does = play by keyboard: the arrows move a cursor over the piles (Up and Down also walk the run that can be picked up; Left and Right along a row fanned to the right, as in Streets and Alleys), Space picks cards up and puts them down where the cursor is, Enter sends the card to its best place, Esc puts back what is held (on Pyramid's stock, Space picks up its face-up top card and Enter turns it)
key-undo = Ctrl+Z, Ctrl+Y or Ctrl+Shift+Z
key-undo-does = undo, redo (a move together with the cards that then went home by themselves)
# The letter keys N, R, H and the keys $finish (F) and $rules (F1); the letters are
# the keys themselves, not words.
key-letters = N, R, H, { $finish }, { $rules }
key-letters-does = new deal, restart, hint, finish (every card home, once moves home alone win: with auto-moves off a line at the bottom says so, and tapping it finishes too; with auto-moves on it happens by itself), the rules and controls
key-dialogs = D, G, S, Y
key-dialogs-does = demo (any key stops it), the games, the statistics, today's daily deals
# The Backspace key's name, as printed on keyboards in the language.
key-backspace = Backspace
key-back-does = once the solver finds the position lost, go back to the last point from which it could still be won (the line at the bottom says how many moves back; tapping it does the same)
key-mute-does = sound effects off or on
key-piles = 1-9, 0, C, O, W, T
key-piles-does = name a pile: the columns, the free cells, the foundations, the waste, the stock (see "Playing with a screen reader")
key-menu-does = the menu; in a dialog Tab or the arrows move between buttons, Space or Enter presses one
key-full-screen = F11 or Alt+Enter
key-full-screen-does = full screen
