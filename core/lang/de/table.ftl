## The table in words: cards, piles and moves, as the screen reader says them and the
## notices show them.

# Whether card and pile names are written in small letters inside a sentence
# ("Drew: queen of hearts on the waste", "column 3 to foundation 1"). Write "lower" to
# have them so, as English does; anything else (say "keep") leaves them as they begin a
# sentence, for languages whose nouns keep their capital (German).
names-in-sentence = keep

## Ranks, as they begin a card's name ("Queen" of "Queen of spades").
## German: the rank ends a card's name ("Pik-Dame").

rank-ace = Ass
rank-two = Zwei
rank-three = Drei
rank-four = Vier
rank-five = Fünf
rank-six = Sechs
rank-seven = Sieben
rank-eight = Acht
rank-nine = Neun
rank-ten = Zehn
rank-jack = Bube
rank-queen = Dame
rank-king = König

## Suits standing alone, as in "Completed the spades".

suit-clubs = Kreuz
suit-diamonds = Karo
suit-hearts = Herz
suit-spades = Pik

## Suits as they are used inside a card's name ("spades" of "Queen of spades"): the
## form the card message below needs (a genitive, an adjective...).

card-suit-clubs = Kreuz
card-suit-diamonds = Karo
card-suit-hearts = Herz
card-suit-spades = Pik

# A card's name: $rank is a rank above ("Queen"), $suit a card-suit- message ("spades").
# $value is the rank's number (1 Ace … 11 Jack, 12 Queen, 13 King), for a language
# whose words change with the rank (its gender, say).
# German: suit, hyphen, rank: "Pik-Dame", "Herz-Sieben".
card = { $suit }-{ $rank }

## Pile names. $number is the pile's number among its kind ("Column 3"); the -alone
## forms name a game's only pile of its kind.
## German: the words of core/games/de (Spalte, Stapel, Zielstapel, Freie Zelle, Talon,
## Ablagestapel).

# A tableau pile fanned downwards.
pile-column = Spalte { $number }
pile-column-alone = Spalte
# A tableau pile laid otherwise (squared up, or fanned sideways).
pile-tableau = Stapel { $number }
pile-tableau-alone = Stapel
pile-foundation = Zielstapel { $number }
pile-foundation-alone = Zielstapel
pile-cell = Freie Zelle { $number }
pile-cell-alone = Freie Zelle
pile-stock = Talon { $number }
pile-stock-alone = Talon
pile-waste = Ablagestapel { $number }
pile-waste-alone = Ablagestapel
# A pile named by the game's own name for its group: $group is that name
# ("Bottom row card", "Peak"), $number the pile's number in the group.
pile-group = { $group } { $number }

## A pile as a whole, for the screen reader. $pile is its name ("Column 3"), $count how
## many cards it holds, $card its top card's name ("Seven of hearts").

pile-empty = { $pile }, leer
pile-cards = { $pile }, { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
pile-cards-top = { $pile }, { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, oben: { $card }

## One card where it lies.

# A face-down card, which the screen reader does not name.
card-face-down = Verdeckte Karte
# A face-up card: $card its name ("Queen of spades"), $position its place from the
# bottom of the pile (1, 2, 3…), $count the cards in the pile, $pile the pile's name in
# a sentence ("column 2"). Reads "Queen of spades, face up, 4th of 6 in column 2".
# German: "Pik-Dame, offen, 4. von 6 in Spalte 2".
card-in-pile = { $card }, offen, { $position }. von { $count } in { $pile }

## Moves as they happen, said by the screen reader. $card is a card's name as it is
## written inside a sentence ("queen of hearts"), $from and $to pile names in a sentence
## ("column 3", "foundation 2").

# A whole suit leaving the table (Spider): $suit a suit- message ("spades").
move-suit-completed = { $suit } vollständig abgelegt, König bis Ass: von { $from } auf { $to }
# Two cards paired off (Pyramid): $card from $from with $partner from $to.
move-paired = Paar abgelegt: { $card } von { $from } mit { $partner } von { $to }
# One card moved; here $card begins the sentence ("Seven of hearts").
move-card = { $card }, von { $from } auf { $to }
# Several cards moved together: $count of them, $card the lowest one moved.
move-run = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } ab { $card }, von { $from } auf { $to }
# A row dealt from the stock onto the tableau: $cards the new top cards, in a list
# ("five of hearts, king of clubs, …").
move-row-dealt = Reihe ausgeteilt: { $cards }
# A card turned from the stock onto the waste.
move-drew = Gezogen: { $card } auf den Ablagestapel
move-drew-nothing = Vom Talon gezogen
move-redeal = Ablagestapel in den Talon umgedreht
move-reshuffle = Karten eingesammelt, gemischt und neu ausgeteilt
# After a move ($said, one of the sentences above), the card it uncovered turned up.
move-turned-up = { $said }; aufgedeckt: { $card }
# After a move ($said) that emptied $pile, the $card from the $reserve fills it (Canfield).
# German: $reserve is the game's word for the group ("Reserve").
move-refilled = { $said }; { $card } { $reserve ->
        [Reserve] aus der Reserve
       *[other] ({ $reserve })
    } füllt { $pile }

## The screen reader's other announcements.

# The table as a whole: $game the game's name, $number the deal's number.
announce-table = Spieltisch { $game }, Spiel { $number }
# A new deal put out: $game the game's name, $number the deal's number.
announce-dealt = { $game }, Spiel { $number } ausgeteilt
# Two cards paired off (Pyramid) taken back to their piles $from and $to.
announce-undone-pair = Rückgängig: das Paar, zurück auf { $from } und { $to }
# A move taken back: $card (beginning the sentence's object, "Seven of hearts") back to $pile.
announce-undone-card = Rückgängig: { $card } zurück auf { $pile }
announce-undone-row = Rückgängig: die ausgeteilte Reihe
announce-undone-draw = Rückgängig: das Ziehen
announce-undone-redeal = Rückgängig: das Umdrehen
# A hint to turn the stock: $hint one of the hint-stock- messages, in a sentence.
announce-hint-stock = Tipp: { $hint }
# A hint: move $card from $from to $to.
announce-hint-move = Tipp: { $card } von { $from } auf { $to }
# Cards picked up with the keyboard: $card the one picked up, or the lowest of $count.
announce-picked-up = { $card } aufgenommen
announce-picked-up-run = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } ab { $card } aufgenommen
announce-won = Gewonnen!
announce-no-moves = Keine Züge mehr

## Why a move was refused, shown and said when the player tries it. Cards here are
## written with their signs ($card, $onto: "Q♥", "10♠").

# $pile is a pile's number in the game's file (only a broken request names one).
illegal-no-such-pile = Es gibt keinen Stapel { $pile }
illegal-same-pile = Eine Karte lässt sich nicht auf ihren eigenen Stapel verschieben
illegal-not-enough-cards = Hier liegen keine Karten zum Verschieben
illegal-from-foundation = Karten auf einem Zielstapel bleiben dort
illegal-back-to-tableau-only = Die oberste Karte eines Zielstapels darf nur zurück auf einen Stapel, eine nach der anderen
illegal-from-stock = Vom Talon lassen sich keine Karten nehmen; klicke darauf, um zu ziehen
illegal-face-down = Diese Karte liegt verdeckt
illegal-covered = Diese Karte ist überdeckt: Erst müssen die Karten darauf weg
illegal-top-card-only = Nur die oberste Karte lässt sich verschieben
illegal-waste-top-only = Nur die oberste Karte des Ablagestapels ist spielbar
illegal-not-a-run = Diese Karten bilden keine Folge: Nur eine Folge wird gemeinsam verschoben
# Pairing games (Pyramid): $card and $onto, whose ranks add up to $total, not the
# $sum the game pairs.
illegal-not-a-pair = { $card } und { $onto } sind kein Paar: Ihre Ränge ergeben { $total }, nicht { $sum }
# Pairing games: $card played onto an empty place; pairs add up to $sum.
illegal-pairs-only-with-a-card = { $card } geht nur als Paar mit einer Karte: Die Ränge müssen { $sum } ergeben
# Pairing games: only a card of rank $sum (a King, 13) goes home by itself.
illegal-pairs-home = Nur eine Karte vom Rang { $sum } kommt allein auf den Zielstapel: Die anderen gehen paarweise, mit der Summe { $sum }
illegal-top-or-pile-only = Nur die oberste Karte lässt sich verschieben oder der ganze Stapel auf einmal
illegal-not-a-suited-run = Nur eine Folge in derselben Farbe wird gemeinsam verschoben
illegal-not-a-complete-run = Ein Zielstapel nimmt hier nur eine ganze Farbe auf einmal, vom König bis zum Ass
illegal-complete-run-first = Zuerst verlässt die vollständige Farbe den Tisch
illegal-fill-every-pile = Auf jedem Stapel muss eine Karte liegen, bevor der Talon eine Reihe austeilt
# $count cards asked to move together, where free cells and empty piles allow only $allowed.
illegal-run-too-long = Zu wenig freier Platz, um { $count } Karten zu verschieben (derzeit höchstens { $allowed })
illegal-not-a-target-stock = Auf den Talon kann nichts gelegt werden
illegal-not-a-target-waste = Auf den Ablagestapel kann nichts gelegt werden
illegal-not-a-target = Dorthin kann nichts gelegt werden
illegal-no-building = Auf die Karten dieser Stapel wird nicht angelegt
illegal-cell-full = Eine freie Zelle nimmt nur eine Karte auf
illegal-one-at-a-time-waste = Auf einen Ablagestapel geht nur eine Karte auf einmal
illegal-one-at-a-time-cell = In eine freie Zelle geht nur eine Karte auf einmal
illegal-one-at-a-time-foundation = Auf einen Zielstapel geht nur eine Karte auf einmal
illegal-one-at-a-time = Dorthin geht nur eine Karte auf einmal
# $count: the most cards the pile may hold.
illegal-pile-full = Dieser Stapel ist voll (höchstens { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    })
illegal-never-refilled = Dieser Stapel wird nicht wieder aufgefüllt, wenn er leer ist
illegal-kings-only = Nur ein König darf einen leeren Stapel füllen
illegal-kings-only-group = Nur ein König oder eine Folge, die mit einem König beginnt, darf einen leeren Stapel füllen
# $rank the rank a foundation starts with ("Ace", a rank- message), $value its number
# (1 for an Ace, 8 for an Eight: English's "an").
# German: the article in the dative by the rank's gender (einem Ass, einer Zwei,
# einem Buben, einer Dame, einem König).
illegal-foundation-start = Ein leerer Zielstapel beginnt mit { $value ->
        [1] einem { $rank }
        [11] einem Buben
        [13] einem { $rank }
       *[other] einer { $rank }
    }
illegal-row-starts-with = Eine Reihe beginnt mit { $value ->
        [1] einem { $rank }
        [11] einem Buben
        [13] einem { $rank }
       *[other] einer { $rank }
    }
illegal-only-after-left = Hierher gehört nur die Karte nach { $card } in derselben Farbe
illegal-nothing-after-left = Rechts neben einer Lücke oder einem König kommt nichts
illegal-foundation-complete = Dieser Zielstapel ist vollständig
illegal-aces-stay = Asse bleiben auf dem Tisch
illegal-not-outranked = { $card } darf nur abgeworfen werden, solange auf einem anderen Stapel eine höhere Karte derselben Farbe obenauf liegt
illegal-only-from = Auf diese Stapel kommen nur Karten { $kind ->
        [waste] vom Ablagestapel
        [stock] vom Talon
       *[other] von einem bestimmten anderen Stapel
    }
illegal-waste-full = Spiele zuerst die Karte vom Ablagestapel, bevor du die nächste aufdeckst
# $card cannot go on the foundation's top card $onto; $next is the card that would ("4♥").
illegal-foundation-next = { $card } passt nicht auf { $onto }: Als Nächstes kommt hier { $next }
# The same where the foundation takes nothing more.
illegal-foundation-next-none = { $card } passt nicht auf { $onto }: Hier kommt nichts mehr
# $card does not build on $onto: the tableau's build rule follows. $direction is "up",
# "down" or "either"; $suit "same", "alternate" (colours), "colour"
# (red on red, black on black), "other" (any suit but its own) or "any"; $wrap "yes" where a
# King and an Ace are next to each other; $kings "yes" where nothing goes on a King.
illegal-does-not-build = { $card } passt nicht auf { $onto }: Hier wird { $direction ->
        [up] aufwärts
        [down] abwärts
       *[either] auf- oder abwärts
    } um einen Rang angelegt, { $suit ->
        [same] in derselben Farbe
        [alternate] abwechselnd rot und schwarz
        [colour] Rot auf Rot und Schwarz auf Schwarz
        [other] in einer anderen Farbe
       *[any] egal in welcher Farbe
    }{ $wrap ->
        [yes] , König und Ass schließen aneinander an
       *[no] { "" }
    }{ $kings ->
        [yes] , auf einen König kommt nichts
       *[no] { "" }
    }
illegal-no-stock = Dieses Spiel hat keinen Talon
illegal-stock-empty = Der Talon ist leer
illegal-stock-not-empty = Zieh zuerst vom Talon: Der Ablagestapel wird erst umgedreht, wenn der Talon leer ist
illegal-waste-empty = Der Ablagestapel ist leer: Es gibt nichts umzudrehen
illegal-no-redeals-left = Der Ablagestapel darf nicht mehr umgedreht werden
illegal-no-reshuffles-left = Es darf nicht mehr neu ausgeteilt werden
illegal-whole-pile-only = Nur ein ganzer Stapel wird bewegt: zieh ihn an seiner obersten Karte
illegal-not-to-the-left = Ein Stapel kommt nur auf den Stapel { $places } Plätze links von ihm
list-or = { $first } oder { $last }
illegal-does-not-match = { $card } kann nicht auf { $onto }: nur auf eine Karte derselben Farbe oder desselben Rangs

## A request the state of play refuses.

refusal-nothing-to-undo = Nichts rückgängig zu machen
refusal-nothing-to-redo = Nichts zu wiederholen
# The cards are being played home one by one after the player asked to finish.
refusal-finishing = Die Karten sind auf dem Weg zu den Zielstapeln
refusal-cannot-finish = Noch können nicht alle Karten von selbst abgelegt werden
# $game: the id of a game asked for that does not exist.
refusal-no-such-game = Es gibt kein Spiel „{ $game }“

## Hints (the H key or the Hint button), shown in the notice line. Cards here are
## written with their signs ($card, $partner: "Q♥").

hint-lost = Diese Stellung ist nicht zu gewinnen
hint-none = In der Zeit kein Tipp gefunden: Die Stellung ist schwer zu beurteilen
# Pairing games (Pyramid): pair $card with $partner.
hint-pair = Lege { $card } und { $partner } als Paar ab
# Move $card to a pile of group $pile (the game's name for it, in a sentence:
# "foundation", "tableau pile").
# German: $pile is the word of core/games/de as it is ("Zielstapel", "Freie Zelle");
# the selector gives the common ones their article, any other (a selector key cannot
# hold a space or an umlaut: "Freie Zelle") is named as the target after a colon.
hint-move = { $pile ->
        [Zielstapel] Lege { $card } auf einen Zielstapel
        [Stapel] Lege { $card } auf einen Stapel
        [Spalte] Lege { $card } auf eine Spalte
        [Reihe] Lege { $card } auf eine Reihe
        [Ablagestapel] Lege { $card } auf den Ablagestapel
        [Talon] Lege { $card } auf den Talon
        [Loch] Lege { $card } in ein Loch
       *[other] Ziel für { $card }: { $pile }
    }
# The same for $card with the cards lying on it ($count in all).
hint-move-run = { $pile ->
        [Zielstapel] Lege { $card } samt den Karten darauf auf einen Zielstapel
        [Stapel] Lege { $card } samt den Karten darauf auf einen Stapel
        [Spalte] Lege { $card } samt den Karten darauf auf eine Spalte
        [Reihe] Lege { $card } samt den Karten darauf auf eine Reihe
       *[other] Ziel für { $card } samt den Karten darauf: { $pile }
    }
# A hint ($hint, one of the above) the solver is not sure of.
hint-unsure = { $hint } (der vielversprechendste Zug; kein sicherer Sieg gefunden)
# Hints to use the stock.
hint-stock-redeal = Dreh den Ablagestapel um
hint-stock-reshuffle = Sammle die Karten ein, misch sie und teile sie neu aus
hint-stock-deal-row = Teile eine Reihe vom Talon aus
hint-stock-draw = Zieh vom Talon

## The demo and the search for winnable deals.

demo-stopped = Demo beendet: Du bist dran
# $number: the deal's number.
demo-no-win = Demo: kein Sieg für Spiel #{ $number } gefunden; es wird gespielt, so weit es geht
winnable-looking = Suche ein lösbares Spiel…
winnable-none = Auf die Schnelle kein lösbares Spiel gefunden: Hier ist ein ungeprüftes

## Keyboard and taps.

# $key: the key that turns the sound back on ("M").
keys-sound-off = Ton aus ({ $key } schaltet ihn ein)
keys-sound-on = Ton an
# $card ("Q♥", with its signs) has no move to make.
tap-nowhere = { $card } kann nirgendwohin
# $card cannot be picked up with the keyboard (alone, or with the $count cards from it).
pick-refused = { $card } lässt sich nicht aufnehmen
pick-refused-run = { $card } lässt sich nicht samt den Karten darauf aufnehmen

## Difficulty grades of deals, measured by the solver.

grade-easy = Leicht
grade-medium = Mittel
grade-hard = Schwer
grade-expert = Experte
# The share of the graded deals the solver won, in percent ($won: 74).
# German: a no-break space before %.
grade-win-rate = { $won } %
# The same where some deals were undecided: between $won and $most percent.
grade-win-rate-range = { $won }–{ $most } %
# The grading rule, on the rules screen. $game is the game's name; $first and $last the
# graded deals' numbers; $easy, $medium and $hard the most positions searched for a win
# of that grade.
grade-rule = Die Spiele sind vom Solver eingestuft: Die Spiele { $first }–{ $last } von { $game } wurden je einmal gelöst, und die Stufe eines gewonnenen Spiels richtet sich danach, wie viele Stellungen der Solver bis zum Sieg durchsucht hat — Leicht bis { $easy }, Mittel bis { $medium }, Schwer bis { $hard }, Experte darüber (jeweils etwa ein Viertel der gewonnenen Spiele). Eine Stufe teilt immer eines dieser nachweislich lösbaren Spiele aus. Der Solver sieht die verdeckten Karten; die Stufe misst also das Rätsel, nicht das Glück beim Aufdecken.

## Scores and figures.

# A score in dollars (Vegas, TriPeaks): $amount, and below nothing.
# German: the sign after the number, with a no-break space ("12 $").
score-dollars = { $amount } $
score-dollars-negative = −{ $amount } $
# A game's best score ($best, as above, or "–" for none yet).
score-records = Bestes Ergebnis { $best }.
# The same for Vegas, with the $bank won or lost over every deal.
score-records-bank = Bestes Ergebnis { $best }; Konto { $bank } über alle Spiele.
# A count of days (a streak of daily deals).
days = { $count ->
        [one] { $count } Tag
       *[other] { $count } Tage
    }
