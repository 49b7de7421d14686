## The notice line at the bottom of the table.

# The first start's welcome. $others: how many other games there are; $games: where
# they are (the Games button, or "Menu › Games"); $rules: where the rules are (the
# Rules button with its key, or "Menu › Rules").
notice-welcome = Добро пожаловать! Ещё { $others ->
        [one] { $others } игра ждёт
        [few] { $others } игры ждут
       *[other] { $others } игр ждут
    } вас в разделе «{ $games }», а правила этой игры — в разделе «{ $rules }».
# A button inside the menu ($entry: the button's label).
notice-in-menu = Меню › { $entry }
# A button with its key ($entry: the button's label; $key: the key, F1).
notice-with-key = { $entry } ({ $key })
# The lasting line when every card can go home ($key: the key that finishes, F).
notice-finish = Все карты могут уйти на базы — коснитесь здесь или нажмите { $key }, чтобы доиграть
# How a lost position is told, at the start of the lines below.
notice-no-moves = Ходов больше нет
notice-cannot-be-won = Эту позицию не выиграть
# The end of the line for a lost position that offers the way back ($key: Backspace).
notice-go-back = коснитесь здесь или нажмите { $key }
# A lost position that could still be won a few moves back. $lost: notice-no-moves or
# notice-cannot-be-won; $moves: how many moves back; $back: notice-go-back.
notice-lost-go-back = { $lost }, но { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    } назад ещё можно было выиграть — { $back }
# A lost position no play could have won ($lost as above).
notice-lost-deal = { $lost } — эта раздача не выигрывается ни при какой игре: сдайте новую
# A lost position, while the solver looks back ($lost as above).
notice-lost = { $lost } — отмените ход, начните заново или сдайте новую раздачу
