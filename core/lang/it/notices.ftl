## The notice line at the bottom of the table.

# The first start's welcome. $others: how many other games there are; $games: where
# they are (the Games button, or "Menu › Games"); $rules: where the rules are (the
# Rules button with its key, or "Menu › Rules").
notice-welcome = Ti diamo il benvenuto! In { $games } trovi { $others ->
        [one] un altro gioco
       *[other] altri { $others } giochi
    }, e { $rules } spiega come si gioca a questo.
# A button inside the menu ($entry: the button's label).
notice-in-menu = Menu › { $entry }
# A button with its key ($entry: the button's label; $key: the key, F1).
notice-with-key = { $entry } ({ $key })
# The lasting line when every card can go home ($key: the key that finishes, F).
notice-finish = Tutte le carte possono andare a casa: tocca qui o premi { $key } per completare
# How a lost position is told, at the start of the lines below.
notice-no-moves = Nessuna mossa possibile
notice-cannot-be-won = Questa posizione non si può vincere
# The end of the line for a lost position that offers the way back ($key: Backspace).
notice-go-back = tocca qui o premi { $key }
# A lost position that could still be won a few moves back. $lost: notice-no-moves or
# notice-cannot-be-won; $moves: how many moves back; $back: notice-go-back.
notice-lost-go-back = { $lost }, ma tornando indietro di { $moves ->
        [one] una mossa
       *[other] { $moves } mosse
    } si può ancora vincere: { $back }
# A lost position no play could have won ($lost as above).
notice-lost-deal = { $lost }: questa smazzata non era vincibile in nessun modo, distribuiscine un'altra
# A lost position, while the solver looks back ($lost as above).
notice-lost = { $lost }: annulla, ricomincia o distribuisci una nuova smazzata
