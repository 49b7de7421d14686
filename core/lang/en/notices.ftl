## The notice line at the bottom of the table.

# The first start's welcome. $others: how many other games there are; $games: where
# they are (the Games button, or "Menu › Games"); $rules: where the rules are (the
# Rules button with its key, or "Menu › Rules").
notice-welcome = Welcome! { $others } more games are under { $games }, and { $rules } tells how to play this one.
# A button inside the menu ($entry: the button's label).
notice-in-menu = Menu › { $entry }
# A button with its key ($entry: the button's label; $key: the key, F1).
notice-with-key = { $entry } ({ $key })
# The lasting line when every card can go home ($key: the key that finishes, F).
notice-finish = Every card can go home — tap here or press { $key } to finish
# How a lost position is told, at the start of the lines below.
notice-no-moves = No moves left
notice-cannot-be-won = This position cannot be won
# The end of the line for a lost position that offers the way back ($key: Backspace).
notice-go-back = tap here or press { $key }
# A lost position that could still be won a few moves back. $lost: notice-no-moves or
# notice-cannot-be-won; $moves: how many moves back; $back: notice-go-back.
notice-lost-go-back = { $lost }, but { $moves ->
        [one] one move back
       *[other] { $moves } moves back
    } it could still be won — { $back }
# A lost position no play could have won ($lost as above).
notice-lost-deal = { $lost } — no play could have won this deal: deal again
# A lost position, while the solver looks back ($lost as above).
notice-lost = { $lost } — undo, restart or deal again
