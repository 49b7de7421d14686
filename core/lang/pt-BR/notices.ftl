## The notice line at the bottom of the table.

# The first start's welcome. $others: how many other games there are; $games: where
# they are (the Games button, or "Menu › Games"); $rules: where the rules are (the
# Rules button with its key, or "Menu › Rules").
notice-welcome = Boas-vindas! { $others ->
        [one] Há mais { $others } jogo
       *[other] Há mais { $others } jogos
    } em { $games }, e { $rules } explica como jogar este.
# A button inside the menu ($entry: the button's label).
notice-in-menu = Menu › { $entry }
# A button with its key ($entry: the button's label; $key: the key, F1).
notice-with-key = { $entry } ({ $key })
# The lasting line when every card can go home ($key: the key that finishes, F).
notice-finish = Todas as cartas podem ir para as fundações — toque aqui ou aperte { $key } para concluir
# How a lost position is told, at the start of the lines below.
notice-no-moves = Não há mais jogadas
notice-cannot-be-won = Não é mais possível vencer
# The end of the line for a lost position that offers the way back ($key: Backspace).
notice-go-back = toque aqui ou aperte { $key }
# A lost position that could still be won a few moves back. $lost: notice-no-moves or
# notice-cannot-be-won; $moves: how many moves back; $back: notice-go-back.
notice-lost-go-back = { $lost }, mas { $moves ->
        [one] uma jogada atrás
       *[other] { $moves } jogadas atrás
    } ainda dava para vencer — { $back }
# A lost position no play could have won ($lost as above).
notice-lost-deal = { $lost } — nenhuma forma de jogar venceria esta partida: comece outra
# A lost position, while the solver looks back ($lost as above).
notice-lost = { $lost } — desfaça, reinicie ou comece outra partida
