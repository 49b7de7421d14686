## The notice line at the bottom of the table.

# The first start's welcome. $others: how many other games there are; $games: where
# they are (the Games button, or "Menu › Games"); $rules: where the rules are (the
# Rules button with its key, or "Menu › Rules").
notice-welcome = Willkommen! Unter { $games } findest du { $others ->
        [one] ein weiteres Spiel
       *[other] { $others } weitere Spiele
    }, und { $rules } erklärt, wie dieses hier geht.
# A button inside the menu ($entry: the button's label).
notice-in-menu = Menü › { $entry }
# A button with its key ($entry: the button's label; $key: the key, F1).
notice-with-key = { $entry } ({ $key })
# The lasting line when every card can go home ($key: the key that finishes, F).
notice-finish = Alle Karten können auf die Zielstapel — tippe hier oder drücke { $key } zum Abschließen
# How a lost position is told, at the start of the lines below.
notice-no-moves = Keine Züge mehr
notice-cannot-be-won = Diese Stellung ist nicht zu gewinnen
# The end of the line for a lost position that offers the way back ($key: Backspace).
notice-go-back = tippe hier oder drücke { $key }
# A lost position that could still be won a few moves back. $lost: notice-no-moves or
# notice-cannot-be-won; $moves: how many moves back; $back: notice-go-back.
notice-lost-go-back = { $lost }, aber { $moves ->
        [one] einen Zug
       *[other] { $moves } Züge
    } zuvor war das Spiel noch zu gewinnen — { $back }
# A lost position no play could have won ($lost as above).
notice-lost-deal = { $lost } — dieses Spiel war nicht zu gewinnen: Teile neu aus
# A lost position, while the solver looks back ($lost as above).
notice-lost = { $lost } — mach Züge rückgängig, starte neu oder teile neu aus
