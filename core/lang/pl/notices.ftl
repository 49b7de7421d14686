## The notice line at the bottom of the table.

# The first start's welcome. $others: how many other games there are; $games: where
# they are (the Games button, or "Menu › Games"); $rules: where the rules are (the
# Rules button with its key, or "Menu › Rules").
notice-welcome = Witaj! { $others ->
        [one] Jeszcze { $others } grę
        [few] Jeszcze { $others } gry
        [many] Jeszcze { $others } gier
       *[other] Jeszcze { $others } gier
    } znajdziesz tu: { $games }, a zasady tej gry tu: { $rules }.
# A button inside the menu ($entry: the button's label).
notice-in-menu = Menu › { $entry }
# A button with its key ($entry: the button's label; $key: the key, F1).
notice-with-key = { $entry } ({ $key })
# The lasting line when every card can go home ($key: the key that finishes, F).
notice-finish = Wszystkie karty mogą trafić na stosy bazowe — kliknij tutaj lub naciśnij { $key }, by dokończyć
# How a lost position is told, at the start of the lines below.
notice-no-moves = Brak ruchów
notice-cannot-be-won = Tej pozycji nie da się wygrać
# The end of the line for a lost position that offers the way back ($key: Backspace).
notice-go-back = kliknij tutaj lub naciśnij { $key }
# A lost position that could still be won a few moves back. $lost: notice-no-moves or
# notice-cannot-be-won; $moves: how many moves back; $back: notice-go-back.
notice-lost-go-back = { $lost }, ale { $moves ->
        [one] jeden ruch wcześniej
        [few] { $moves } ruchy wcześniej
        [many] { $moves } ruchów wcześniej
       *[other] { $moves } ruchu wcześniej
    } dało się jeszcze wygrać — { $back }
# A lost position no play could have won ($lost as above).
notice-lost-deal = { $lost } — tego rozdania nie dało się wygrać w żaden sposób: rozdaj ponownie
# A lost position, while the solver looks back ($lost as above).
notice-lost = { $lost } — cofnij, zacznij od nowa lub rozdaj ponownie
