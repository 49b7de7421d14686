## The notice line at the bottom of the table.

# The first start's welcome. $others: how many other games there are; $games: where
# they are (the Games button, or "Menu › Games"); $rules: where the rules are (the
# Rules button with its key, or "Menu › Rules").
notice-welcome = ¡Te damos la bienvenida! { $others ->
        [one] Hay { $others } juego más
       *[other] Hay { $others } juegos más
    } en { $games }, y en { $rules } se explica cómo jugar a este.
# A button inside the menu ($entry: the button's label).
notice-in-menu = Menú › { $entry }
# A button with its key ($entry: the button's label; $key: the key, F1).
notice-with-key = { $entry } ({ $key })
# The lasting line when every card can go home ($key: the key that finishes, F).
notice-finish = Todas las cartas pueden subir a las fundaciones — toca aquí o pulsa { $key } para terminar
# How a lost position is told, at the start of the lines below.
notice-no-moves = No quedan movimientos
notice-cannot-be-won = Esta posición no se puede ganar
# The end of the line for a lost position that offers the way back ($key: Backspace).
notice-go-back = toca aquí o pulsa { $key }
# A lost position that could still be won a few moves back. $lost: notice-no-moves or
# notice-cannot-be-won; $moves: how many moves back; $back: notice-go-back.
notice-lost-go-back = { $lost }, pero { $moves ->
        [one] un movimiento antes
       *[other] { $moves } movimientos antes
    } aún se podía ganar — { $back }
# A lost position no play could have won ($lost as above).
notice-lost-deal = { $lost } — ninguna jugada podía ganar esta partida: reparte otra
# A lost position, while the solver looks back ($lost as above).
notice-lost = { $lost } — deshaz, reinicia o reparte otra
