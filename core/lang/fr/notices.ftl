## The notice line at the bottom of the table.

# The first start's welcome. $others: how many other games there are; $games: where
# they are (the Games button, or "Menu › Games"); $rules: where the rules are (the
# Rules button with its key, or "Menu › Rules").
notice-welcome = Bienvenue ! { $others } autres jeux vous attendent dans { $games } ; pour les règles de celui-ci, consultez { $rules }.
# A button inside the menu ($entry: the button's label).
notice-in-menu = Menu › { $entry }
# A button with its key ($entry: the button's label; $key: the key, F1).
notice-with-key = { $entry } ({ $key })
# The lasting line when every card can go home ($key: the key that finishes, F).
notice-finish = Toutes les cartes peuvent rejoindre les fondations — touchez ici ou appuyez sur { $key } pour terminer
# How a lost position is told, at the start of the lines below.
notice-no-moves = Plus aucun coup possible
notice-cannot-be-won = Cette position ne peut pas être gagnée
# The end of the line for a lost position that offers the way back ($key: Backspace).
notice-go-back = touchez ici ou appuyez sur { $key }
# A lost position that could still be won a few moves back. $lost: notice-no-moves or
# notice-cannot-be-won; $moves: how many moves back; $back: notice-go-back.
notice-lost-go-back = { $lost }, mais { $moves ->
        [one] un coup plus tôt
       *[other] { $moves } coups plus tôt
    }, la partie pouvait encore être gagnée — { $back }
# A lost position no play could have won ($lost as above).
notice-lost-deal = { $lost } — cette donne était perdue d’avance : distribuez-en une autre
# A lost position, while the solver looks back ($lost as above).
notice-lost = { $lost } — annulez, recommencez ou changez de donne
