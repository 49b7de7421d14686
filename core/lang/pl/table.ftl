## The table in words: cards, piles and moves, as the screen reader says them and the
## notices show them.

# Whether card and pile names are written in small letters inside a sentence
# ("Drew: queen of hearts on the waste", "column 3 to foundation 1"). Write "lower" to
# have them so, as English does; anything else (say "keep") leaves them as they begin a
# sentence, for languages whose nouns keep their capital (German).
names-in-sentence = lower

## Ranks, as they begin a card's name ("Queen" of "Queen of spades").

rank-ace = As
rank-two = Dwójka
rank-three = Trójka
rank-four = Czwórka
rank-five = Piątka
rank-six = Szóstka
rank-seven = Siódemka
rank-eight = Ósemka
rank-nine = Dziewiątka
rank-ten = Dziesiątka
rank-jack = Walet
rank-queen = Dama
rank-king = Król

## Suits standing alone, as in "Completed the spades".
## Polish: after "kolor" ("Ułożono kolor pik"), so the plain suit name.

suit-clubs = trefl
suit-diamonds = karo
suit-hearts = kier
suit-spades = pik

## Suits as they are used inside a card's name ("spades" of "Queen of spades"): the
## form the card message below needs (a genitive, an adjective...).
## Polish: the indeclinable suit name after the rank ("dama pik", "as kier").

card-suit-clubs = trefl
card-suit-diamonds = karo
card-suit-hearts = kier
card-suit-spades = pik

# A card's name: $rank is a rank above ("Queen"), $suit a card-suit- message ("spades").
# $value is the rank's number (1 Ace … 11 Jack, 12 Queen, 13 King), for a language
# whose words change with the rank (its gender, say).
# Polish: "Dama pik", "Dziesiątka kier".
card = { $rank } { $suit }

## Pile names. $number is the pile's number among its kind ("Column 3"); the -alone
## forms name a game's only pile of its kind.
## Polish: the same words as core/games/pl (Kolumna, Stos bazowy, Wolne pole, Talia,
## Stos odrzuconych).

# A tableau pile fanned downwards.
pile-column = Kolumna { $number }
pile-column-alone = Kolumna
# A tableau pile laid otherwise (squared up, or fanned sideways).
pile-tableau = Stos { $number }
pile-tableau-alone = Stos
pile-foundation = Stos bazowy { $number }
pile-foundation-alone = Stos bazowy
pile-cell = Wolne pole { $number }
pile-cell-alone = Wolne pole
pile-stock = Talia { $number }
pile-stock-alone = Talia
pile-waste = Stos odrzuconych { $number }
pile-waste-alone = Stos odrzuconych
# A pile named by the game's own name for its group: $group is that name
# ("Bottom row card", "Peak"), $number the pile's number in the group.
pile-group = { $group } { $number }

## A pile as a whole, for the screen reader. $pile is its name ("Column 3"), $count how
## many cards it holds, $card its top card's name ("Seven of hearts").

pile-empty = { $pile }, brak kart
pile-cards = { $pile }, { $count ->
        [one] { $count } karta
        [few] { $count } karty
        [many] { $count } kart
       *[other] { $count } karty
    }
pile-cards-top = { $pile }, { $count ->
        [one] { $count } karta
        [few] { $count } karty
        [many] { $count } kart
       *[other] { $count } karty
    }, na wierzchu: { $card }

## One card where it lies.

# A face-down card, which the screen reader does not name.
card-face-down = Karta zakryta
# A face-up card: $card its name ("Queen of spades"), $position its place from the
# bottom of the pile (1, 2, 3…), $count the cards in the pile, $pile the pile's name in
# a sentence ("column 2"). Reads "Queen of spades, face up, 4th of 6 in column 2".
# Polish: "Dama pik, karta odkryta, 4. z 6, kolumna 2" (the ordinal written with a dot,
# the same for every gender).
card-in-pile = { $card }, karta odkryta, { $position }. z { $count }, { $pile }

## Moves as they happen, said by the screen reader. $card is a card's name as it is
## written inside a sentence ("queen of hearts"), $from and $to pile names in a sentence
## ("column 3", "foundation 2").
## Polish: pile names stay in the nominative, so a move names them after "skąd:" and
## "dokąd:" ("skąd: kolumna 3, dokąd: stos bazowy 2"), which a screen reader says
## plainly (an arrow would be read out as "strzałka w prawo").

# A whole suit leaving the table (Spider): $suit a suit- message ("spades").
move-suit-completed = Ułożono cały kolor { $suit }, od Króla do Asa, skąd: { $from }, dokąd: { $to }
# Two cards paired off (Pyramid): $card from $from with $partner from $to.
move-paired = Para: { $card } ({ $from }) i { $partner } ({ $to })
# One card moved; here $card begins the sentence ("Seven of hearts").
move-card = { $card }, skąd: { $from }, dokąd: { $to }
# Several cards moved together: $count of them, $card the lowest one moved.
move-run = { $count ->
        [one] { $count } karta
        [few] { $count } karty
        [many] { $count } kart
       *[other] { $count } karty
    } (pierwsza: { $card }), skąd: { $from }, dokąd: { $to }
# A row dealt from the stock onto the tableau: $cards the new top cards, in a list
# ("five of hearts, king of clubs, …").
move-row-dealt = Rozdano rząd: { $cards }
# A card turned from the stock onto the waste.
move-drew = Z talii: { $card }
move-drew-nothing = Dobrano z talii
move-redeal = Odwrócono stos odrzuconych z powrotem na talię
move-reshuffle = Zebrano karty, potasowano je i rozdano od nowa
# After a move ($said, one of the sentences above), the card it uncovered turned up.
move-turned-up = { $said }; odkryto: { $card }
# After a move ($said) that emptied $pile, the $card from the $reserve fills it (Canfield).
move-refilled = { $said }; { $card } ({ $reserve }) zajmuje puste miejsce: { $pile }

## The screen reader's other announcements.

# The table as a whole: $game the game's name, $number the deal's number.
announce-table = Stół: { $game }, rozdanie { $number }
# A new deal put out: $game the game's name, $number the deal's number.
announce-dealt = { $game }, rozdanie { $number }
# Two cards paired off (Pyramid) taken back to their piles $from and $to.
announce-undone-pair = Cofnięto parę; karty wracają: { $from } i { $to }
# A move taken back: $card (beginning the sentence's object, "Seven of hearts") back to $pile.
announce-undone-card = Cofnięto: { $card } wraca na miejsce: { $pile }
announce-undone-row = Cofnięto rozdanie rzędu
announce-undone-draw = Cofnięto dobranie z talii
announce-undone-redeal = Cofnięto odwrócenie stosu odrzuconych
# A hint to turn the stock: $hint one of the hint-stock- messages, in a sentence.
announce-hint-stock = Podpowiedź: { $hint }
# A hint: move $card from $from to $to.
announce-hint-move = Podpowiedź: { $card }, skąd: { $from }, dokąd: { $to }
# Cards picked up with the keyboard: $card the one picked up, or the lowest of $count.
announce-picked-up = Podniesiono: { $card }
announce-picked-up-run = Podniesiono { $count ->
        [one] { $count } kartę
        [few] { $count } karty
        [many] { $count } kart
       *[other] { $count } karty
    } (pierwsza: { $card })
announce-won = Wygrana!
announce-no-moves = Brak ruchów

## Why a move was refused, shown and said when the player tries it. Cards here are
## written with their signs ($card, $onto: "Q♥", "10♠").

# $pile is a pile's number in the game's file (only a broken request names one).
illegal-no-such-pile = Nie ma stosu { $pile }
illegal-same-pile = Karty nie można przenieść na jej własny stos
illegal-not-enough-cards = Nie ma tu kart do przeniesienia
illegal-from-foundation = Karty ze stosu bazowego już na nim zostają
illegal-back-to-tableau-only = Wierzchnia karta stosu bazowego może wrócić tylko na stos w układzie, po jednej
illegal-from-stock = Z talii nie można brać kart; kliknij ją, by dobrać
illegal-face-down = Ta karta jest zakryta
illegal-covered = Ta karta jest przykryta: najpierw muszą zejść karty, które na niej leżą
illegal-top-card-only = Przenieść można tylko wierzchnią kartę
illegal-waste-top-only = Grać można tylko wierzchnią kartą stosu odrzuconych
illegal-not-a-run = Te karty nie tworzą sekwencji: razem można przenieść tylko sekwencję
# Pairing games (Pyramid): $card and $onto, whose ranks add up to $total, not the
# $sum the game pairs.
illegal-not-a-pair = { $card } i { $onto } nie tworzą pary: ich wartości dają razem { $total }, a nie { $sum }
# Pairing games: $card played onto an empty place; pairs add up to $sum.
illegal-pairs-only-with-a-card = { $card } tworzy parę tylko z inną kartą: ich wartości muszą dawać razem { $sum }
# Pairing games: only a card of rank $sum (a King, 13) goes home by itself.
illegal-pairs-home = Sama na stos bazowy trafia tylko karta o wartości { $sum }: pozostałe odchodzą parami o sumie { $sum }
illegal-top-or-pile-only = Przenieść można tylko wierzchnią kartę albo cały stos naraz
illegal-not-a-suited-run = Razem można przenieść tylko sekwencję w jednym kolorze
illegal-not-a-complete-run = Stos bazowy przyjmuje tu tylko cały kolor naraz, od Króla do Asa
illegal-complete-run-first = Najpierw ułożony kolor musi zejść ze stołu
illegal-fill-every-pile = Zanim talia rozda rząd, na każdym stosie musi leżeć karta
# $count cards asked to move together, where free cells and empty piles allow only $allowed.
illegal-run-too-long = Za mało wolnego miejsca, by przenieść { $count ->
        [one] { $count } kartę
        [few] { $count } karty
        [many] { $count } kart
       *[other] { $count } karty
    } (teraz najwyżej { $allowed })
illegal-not-a-target-stock = Na talii nie można nic położyć
illegal-not-a-target-waste = Na stosie odrzuconych nie można nic położyć
illegal-not-a-target = Tu nie można nic położyć
illegal-no-building = Na kartach tych stosów nie można niczego układać
illegal-cell-full = Na wolnym polu mieści się jedna karta
illegal-one-at-a-time-waste = Na stos odrzuconych trafia tylko jedna karta naraz
illegal-one-at-a-time-cell = Na wolne pole trafia tylko jedna karta naraz
illegal-one-at-a-time-foundation = Na stos bazowy trafia tylko jedna karta naraz
illegal-one-at-a-time = Tu trafia tylko jedna karta naraz
# $count: the most cards the pile may hold.
illegal-pile-full = Ten stos jest pełny (najwyżej { $count ->
        [one] { $count } karta
        [few] { $count } karty
        [many] { $count } kart
       *[other] { $count } karty
    })
illegal-never-refilled = Opróżnionego stosu nie można już zapełnić
illegal-kings-only = Puste miejsce może zająć tylko Król
illegal-kings-only-group = Puste miejsce może zająć tylko Król albo sekwencja zaczynająca się od Króla
# $rank the rank a foundation starts with ("Ace", a rank- message), $value its number
# (1 for an Ace, 8 for an Eight: English's "an").
# Polish: the rank in the genitive after "od", chosen by $value.
illegal-foundation-start = Pusty stos bazowy zaczyna się od { $value ->
        [1] Asa
        [2] Dwójki
        [3] Trójki
        [4] Czwórki
        [5] Piątki
        [6] Szóstki
        [7] Siódemki
        [8] Ósemki
        [9] Dziewiątki
        [10] Dziesiątki
        [11] Waleta
        [12] Damy
        [13] Króla
       *[other] { $rank }
    }
illegal-row-starts-with = Rząd zaczyna się od { $value ->
        [1] Asa
        [2] Dwójki
        [3] Trójki
        [4] Czwórki
        [5] Piątki
        [6] Szóstki
        [7] Siódemki
        [8] Ósemki
        [9] Dziewiątki
        [10] Dziesiątki
        [11] Waleta
        [12] Damy
        [13] Króla
       *[other] { $rank }
    }
illegal-only-after-left = Tu pasuje tylko karta następna po { $card } w tym samym kolorze
illegal-nothing-after-left = Na prawo od luki ani od Króla nic nie można położyć
illegal-foundation-complete = Ten stos bazowy jest pełny
illegal-aces-stay = Asy zostają na stole
illegal-not-outranked = { $card } może odejść tylko wtedy, gdy na wierzchu innego stosu leży wyższa karta w tym samym kolorze
illegal-only-from = Te stosy przyjmują karty tylko { $kind ->
        [waste] ze stosu odrzuconych
        [stock] z talii
       *[other] z jednego określonego stosu
    }
illegal-waste-full = Najpierw zagraj kartę ze stosu odrzuconych, dopiero potem dobierz następną
# $card cannot go on the foundation's top card $onto; $next is the card that would ("4♥").
illegal-foundation-next = { $card } nie może leżeć na { $onto }: tu kolej na { $next }
# The same where the foundation takes nothing more.
illegal-foundation-next-none = { $card } nie może leżeć na { $onto }: tu nic więcej nie można położyć
# $card does not build on $onto: the tableau's build rule follows. $direction is "up",
# "down" or "either"; $suit "same", "alternate" (colours), "colour"
# (red on red, black on black), "other" (any suit but its own) or "any"; $wrap "yes" where a
# King and an Ace are next to each other; $kings "yes" where nothing goes on a King.
illegal-does-not-build = { $card } nie może leżeć na { $onto }: układa się karty { $direction ->
        [up] w górę
        [down] w dół
       *[either] w górę lub w dół
    } o jedną wartość { $suit ->
        [same] w tym samym kolorze
        [alternate] na przemian czerwone i czarne
        [colour] czerwone na czerwonych i czarne na czarnych
        [other] w innym kolorze
       *[any] bez względu na kolor
    }{ $wrap ->
        [yes] , Król i As sąsiadują
       *[no] { "" }
    }{ $kings ->
        [yes] , na Króla nic się nie kładzie
       *[no] { "" }
    }
illegal-no-stock = Ta gra nie ma talii
illegal-stock-empty = Talia jest pusta
illegal-stock-not-empty = Najpierw dobierz z talii: stos odrzuconych odwraca się dopiero, gdy talia jest pusta
illegal-waste-empty = Stos odrzuconych jest pusty: nie ma czego odwracać
illegal-no-redeals-left = Stosu odrzuconych nie można już odwrócić
illegal-no-reshuffles-left = Nie można już ponownie rozdać kart
illegal-whole-pile-only = Przesuwa się tylko cały stos: przeciągnij go za wierzchnią kartę
illegal-not-to-the-left = Stos można położyć tylko na stosie o { $places } miejsca w lewo
list-or = { $first } lub { $last }
illegal-does-not-match = { $card } nie może trafić na { $onto }: tylko na kartę w tym samym kolorze lub tej samej wartości

## A request the state of play refuses.

refusal-nothing-to-undo = Nie ma czego cofnąć
refusal-nothing-to-redo = Nie ma czego ponowić
# The cards are being played home one by one after the player asked to finish.
refusal-finishing = Karty są już w drodze na stosy bazowe
refusal-cannot-finish = Jeszcze nie wszystkie karty mogą same trafić na stosy bazowe
# $game: the id of a game asked for that does not exist.
refusal-no-such-game = Nie ma gry „{ $game }”

## Hints (the H key or the Hint button), shown in the notice line. Cards here are
## written with their signs ($card, $partner: "Q♥").

hint-lost = Tej pozycji nie da się wygrać
hint-none = Nie znaleziono podpowiedzi na czas: tę pozycję trudno ocenić
# Pairing games (Pyramid): pair $card with $partner.
hint-pair = Połącz w parę { $card } i { $partner }
# Move $card to a pile of group $pile (the game's name for it, in a sentence:
# "foundation", "tableau pile").
hint-move = Przenieś { $card } → { $pile }
# The same for $card with the cards lying on it ($count in all).
hint-move-run = Przenieś { $card } z kartami, które na niej leżą → { $pile }
# A hint ($hint, one of the above) the solver is not sure of.
hint-unsure = { $hint } (najbardziej obiecujący ruch; pewnej wygranej nie znaleziono)
# Hints to use the stock.
hint-stock-redeal = Odwróć stos odrzuconych
hint-stock-reshuffle = Zbierz karty, potasuj je i rozdaj od nowa
hint-stock-deal-row = Rozdaj rząd z talii
hint-stock-draw = Dobierz z talii

## The demo and the search for winnable deals.

demo-stopped = Demo zatrzymane: twoja kolej
# $number: the deal's number.
demo-no-win = Demo: w rozdaniu #{ $number } nie znaleziono wygranej; gra, dopóki się da
winnable-looking = Szukanie rozdania do wygrania…
winnable-none = Nie udało się szybko znaleźć rozdania do wygrania: oto rozdanie niesprawdzone

## Keyboard and taps.

# $key: the key that turns the sound back on ("M").
keys-sound-off = Dźwięk wyłączony ({ $key } go włącza)
keys-sound-on = Dźwięk włączony
# $card ("Q♥", with its signs) has no move to make.
tap-nowhere = Karty { $card } nie można nigdzie przenieść
# $card cannot be picked up with the keyboard (alone, or with the $count cards from it).
pick-refused = Karty { $card } nie można podnieść
pick-refused-run = Karty { $card } nie można podnieść razem z kartami, które na niej leżą

## Difficulty grades of deals, measured by the solver.
## Polish: neuter, agreeing with "rozdanie" (a deal).

grade-easy = Łatwe
grade-medium = Średnie
grade-hard = Trudne
grade-expert = Eksperckie
# The share of the graded deals the solver won, in percent ($won: 74).
grade-win-rate = { $won }%
# The same where some deals were undecided: between $won and $most percent.
grade-win-rate-range = { $won }–{ $most }%
# The grading rule, on the rules screen. $game is the game's name; $first and $last the
# graded deals' numbers; $easy, $medium and $hard the most positions searched for a win
# of that grade.
grade-rule = Rozdania ocenia solver: każde rozdanie gry { $game } o numerach od { $first } do { $last } rozwiązał raz, a poziom wygranego rozdania zależy od tego, ile pozycji musiał przeszukać, by je wygrać — łatwe do { $easy }, średnie do { $medium }, trudne do { $hard }, eksperckie więcej (na każdy poziom przypada mniej więcej jedna czwarta wygranych rozdań). Wybrany poziom zawsze daje jedno z tych rozdań, o których wiadomo, że są do wygrania. Solver widzi zakryte karty, więc poziom mierzy trudność łamigłówki, a nie szczęście przy odkrywaniu kart.

## Scores and figures.

# A score in dollars (Vegas, TriPeaks): $amount, and below nothing.
score-dollars = { $amount } $
score-dollars-negative = −{ $amount } $
# A game's best score ($best, as above, or "–" for none yet).
score-records = Najlepszy wynik: { $best }.
# The same for Vegas, with the $bank won or lost over every deal.
score-records-bank = Najlepszy wynik: { $best }; bilans wszystkich rozdań: { $bank }.
# A count of days (a streak of daily deals).
days = { $count ->
        [one] { $count } dzień
        [few] { $count } dni
        [many] { $count } dni
       *[other] { $count } dnia
    }
