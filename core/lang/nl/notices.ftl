## The notice line at the bottom of the table.

# The first start's welcome. $others: how many other games there are; $games: where
# they are (the Games button, or "Menu › Games"); $rules: where the rules are (the
# Rules button with its key, or "Menu › Rules").
notice-welcome = Welkom! Onder { $games } vind je nog { $others ->
        [one] { $others } spel
       *[other] { $others } spellen
    }, en { $rules } legt uit hoe je dit spel speelt.
# A button inside the menu ($entry: the button's label).
notice-in-menu = Menu › { $entry }
# A button with its key ($entry: the button's label; $key: the key, F1).
notice-with-key = { $entry } ({ $key })
# The lasting line when every card can go home ($key: the key that finishes, F).
notice-finish = Alle kaarten kunnen naar de basisstapels — tik hier of druk op { $key } om af te maken
# How a lost position is told, at the start of the lines below.
notice-no-moves = Geen zetten meer
notice-cannot-be-won = Deze stand is niet meer te winnen
# The end of the line for a lost position that offers the way back ($key: Backspace).
notice-go-back = tik hier of druk op { $key }
# A lost position that could still be won a few moves back. $lost: notice-no-moves or
# notice-cannot-be-won; $moves: how many moves back; $back: notice-go-back.
notice-lost-go-back = { $lost }, maar { $moves ->
        [one] één zet terug
       *[other] { $moves } zetten terug
    } was het nog te winnen — { $back }
# A lost position no play could have won ($lost as above).
notice-lost-deal = { $lost } — dit spel was hoe dan ook niet te winnen: deel een nieuw spel
# A lost position, while the solver looks back ($lost as above).
notice-lost = { $lost } — maak zetten ongedaan, begin opnieuw of deel een nieuw spel
