## The table in words: cards, piles and moves, as the screen reader says them and the
## notices show them.

# Whether card and pile names are written in small letters inside a sentence
# ("Drew: queen of hearts on the waste", "column 3 to foundation 1"). Write "lower" to
# have them so, as English does; anything else (say "keep") leaves them as they begin a
# sentence, for languages whose nouns keep their capital (German).
names-in-sentence = lower

## Ranks, as they begin a card's name ("Queen" of "Queen of spades").

rank-ace = Asso
rank-two = Due
rank-three = Tre
rank-four = Quattro
rank-five = Cinque
rank-six = Sei
rank-seven = Sette
rank-eight = Otto
rank-nine = Nove
rank-ten = Dieci
rank-jack = Fante
rank-queen = Donna
rank-king = Re

## Suits standing alone, as in "Completed the spades".

suit-clubs = fiori
suit-diamonds = quadri
suit-hearts = cuori
suit-spades = picche

## Suits as they are used inside a card's name ("spades" of "Queen of spades"): the
## form the card message below needs (a genitive, an adjective...).

card-suit-clubs = fiori
card-suit-diamonds = quadri
card-suit-hearts = cuori
card-suit-spades = picche

# A card's name: $rank is a rank above ("Queen"), $suit a card-suit- message ("spades").
# $value is the rank's number (1 Ace … 11 Jack, 12 Queen, 13 King), for a language
# whose words change with the rank (its gender, say).
# Italian: "Donna di picche", "Sette di cuori" (in a sentence: "donna di picche").
card = { $rank } di { $suit }

## Pile names. $number is the pile's number among its kind ("Column 3"); the -alone
## forms name a game's only pile of its kind.
## (Italian: the same words as core/games/it: Colonna, Pila, Fondazione, Cella libera,
## Tallone, Scarti. Messages below that put a preposition before a pile name select
## on the unnumbered masculine ones, "tallone" and "scarti", for "nel tallone",
## "negli scarti"; other names take a bare "in", "da", "a".)

# A tableau pile fanned downwards.
pile-column = Colonna { $number }
pile-column-alone = Colonna
# A tableau pile laid otherwise (squared up, or fanned sideways).
pile-tableau = Pila { $number }
pile-tableau-alone = Pila
pile-foundation = Fondazione { $number }
pile-foundation-alone = Fondazione
pile-cell = Cella libera { $number }
pile-cell-alone = Cella libera
pile-stock = Tallone { $number }
pile-stock-alone = Tallone
pile-waste = Scarti { $number }
pile-waste-alone = Scarti
# A pile named by the game's own name for its group: $group is that name
# ("Bottom row card", "Peak"), $number the pile's number in the group.
pile-group = { $group } { $number }

## A pile as a whole, for the screen reader. $pile is its name ("Column 3"), $count how
## many cards it holds, $card its top card's name ("Seven of hearts").

pile-empty = { $pile }, nessuna carta
pile-cards = { $pile }, { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }
pile-cards-top = { $pile }, { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }, in cima: { $card }

## One card where it lies.

# A face-down card, which the screen reader does not name.
card-face-down = Carta coperta
# A face-up card: $card its name ("Queen of spades"), $position its place from the
# bottom of the pile (1, 2, 3…), $count the cards in the pile, $pile the pile's name in
# a sentence ("column 2"). Reads "Queen of spades, face up, 4th of 6 in column 2".
# Italian: "Donna di picche, scoperta, 4ª di 6 in colonna 2".
card-in-pile = { $card }, scoperta, { $position }ª di { $count } { $pile ->
        [tallone] nel tallone
        [scarti] negli scarti
       *[other] in { $pile }
    }

## Moves as they happen, said by the screen reader. $card is a card's name as it is
## written inside a sentence ("queen of hearts"), $from and $to pile names in a sentence
## ("column 3", "foundation 2").

# A whole suit leaving the table (Spider): $suit a suit- message ("spades").
move-suit-completed = Completato il seme di { $suit }, dal Re all'Asso: { $from ->
        [tallone] dal tallone
        [scarti] dagli scarti
        [riserva] dalla riserva
       *[other] da { $from }
    } { $to ->
        [tallone] al tallone
        [scarti] agli scarti
        [riserva] alla riserva
       *[other] a { $to }
    }
# Two cards paired off (Pyramid): $card from $from with $partner from $to.
move-paired = Coppia: { $card } { $from ->
        [tallone] dal tallone
        [scarti] dagli scarti
        [riserva] dalla riserva
       *[other] da { $from }
    } con { $partner } { $to ->
        [tallone] dal tallone
        [scarti] dagli scarti
       *[other] da { $to }
    }
# One card moved; here $card begins the sentence ("Seven of hearts").
move-card = { $card }, { $from ->
        [tallone] dal tallone
        [scarti] dagli scarti
        [riserva] dalla riserva
       *[other] da { $from }
    } { $to ->
        [tallone] al tallone
        [scarti] agli scarti
        [riserva] alla riserva
       *[other] a { $to }
    }
# Several cards moved together: $count of them, $card the lowest one moved.
move-run = { $count } carte a partire da { $card }, { $from ->
        [tallone] dal tallone
        [scarti] dagli scarti
        [riserva] dalla riserva
       *[other] da { $from }
    } { $to ->
        [tallone] al tallone
        [scarti] agli scarti
        [riserva] alla riserva
       *[other] a { $to }
    }
# A row dealt from the stock onto the tableau: $cards the new top cards, in a list
# ("five of hearts, king of clubs, …").
move-row-dealt = Distribuita una fila: { $cards }
# A card turned from the stock onto the waste.
move-drew = Girata sugli scarti: { $card }
move-drew-nothing = Carta girata dal tallone
move-redeal = Scarti rigirati nel tallone
move-reshuffle = Carte raccolte, mescolate e distribuite di nuovo
# After a move ($said, one of the sentences above), the card it uncovered turned up.
move-turned-up = { $said }; scoperta: { $card }
# After a move ($said) that emptied $pile, the $card from the $reserve fills it (Canfield).
move-refilled = { $said }; { $card } { $reserve ->
        [riserva] dalla riserva
       *[other] da { $reserve }
    } va in { $pile }

## The screen reader's other announcements.

# The table as a whole: $game the game's name, $number the deal's number.
announce-table = Tavolo di { $game }, smazzata { $number }
# A new deal put out: $game the game's name, $number the deal's number.
announce-dealt = { $game }, smazzata { $number }
# Two cards paired off (Pyramid) taken back to their piles $from and $to.
announce-undone-pair = Mossa annullata: la coppia torna { $from ->
        [tallone] nel tallone
        [scarti] negli scarti
       *[other] in { $from }
    } e { $to ->
        [tallone] nel tallone
        [scarti] negli scarti
       *[other] in { $to }
    }
# A move taken back: $card (beginning the sentence's object, "Seven of hearts") back to $pile.
announce-undone-card = Mossa annullata: { $card } torna { $pile ->
        [tallone] nel tallone
        [scarti] negli scarti
       *[other] in { $pile }
    }
announce-undone-row = Mossa annullata: fila distribuita
announce-undone-draw = Mossa annullata: carta girata
announce-undone-redeal = Mossa annullata: rigiro degli scarti
# A hint to turn the stock: $hint one of the hint-stock- messages, in a sentence.
announce-hint-stock = Suggerimento: { $hint }
# A hint: move $card from $from to $to.
announce-hint-move = Suggerimento: { $card } { $from ->
        [tallone] dal tallone
        [scarti] dagli scarti
        [riserva] dalla riserva
       *[other] da { $from }
    } { $to ->
        [tallone] al tallone
        [scarti] agli scarti
        [riserva] alla riserva
       *[other] a { $to }
    }
# Cards picked up with the keyboard: $card the one picked up, or the lowest of $count.
announce-picked-up = Presa: { $card }
announce-picked-up-run = Prese { $count } carte a partire da { $card }
announce-won = Hai vinto!
announce-no-moves = Nessuna mossa possibile

## Why a move was refused, shown and said when the player tries it. Cards here are
## written with their signs ($card, $onto: "Q♥", "10♠").

# $pile is a pile's number in the game's file (only a broken request names one).
illegal-no-such-pile = Non esiste la pila { $pile }
illegal-same-pile = Una carta non può essere spostata sulla sua stessa pila
illegal-not-enough-cards = Non ci sono carte da spostare lì
illegal-from-foundation = Le carte in fondazione restano lì
illegal-back-to-tableau-only = La carta in cima a una fondazione può tornare solo su una pila del tavolo, una alla volta
illegal-from-stock = Non si possono prendere carte dal tallone: fai clic per girarne una
illegal-face-down = Quella carta è coperta
illegal-covered = Quella carta è bloccata: prima devono andarsene le carte che le stanno sopra
illegal-top-card-only = Si può spostare solo la carta in cima
illegal-waste-top-only = Si gioca solo la carta in cima agli scarti
illegal-not-a-run = Quelle carte non sono in sequenza: solo una sequenza si sposta in blocco
# Pairing games (Pyramid): $card and $onto, whose ranks add up to $total, not the
# $sum the game pairs.
illegal-not-a-pair = { $card } e { $onto } non fanno coppia: i loro valori sommati fanno { $total }, non { $sum }
# Pairing games: $card played onto an empty place; pairs add up to $sum.
illegal-pairs-only-with-a-card = { $card } fa coppia solo con una carta: i valori sommati devono fare { $sum }
# Pairing games: only a card of rank $sum (a King, 13) goes home by itself.
illegal-pairs-home = Solo una carta di valore { $sum } va da sola in fondazione: le altre se ne vanno a coppie che sommate fanno { $sum }
illegal-top-or-pile-only = Si sposta solo la carta in cima, o tutta la pila insieme
illegal-not-a-suited-run = Si sposta in blocco solo una sequenza dello stesso seme
illegal-not-a-complete-run = Qui una fondazione accetta solo un seme intero, dal Re all'Asso, tutto in una volta
illegal-complete-run-first = Prima il seme completo deve lasciare il tavolo
illegal-fill-every-pile = Ogni pila deve avere una carta prima che il tallone distribuisca una fila
# $count cards asked to move together, where free cells and empty piles allow only $allowed.
illegal-run-too-long = Spazio libero insufficiente per spostare { $count } carte (al massimo { $allowed } ora)
illegal-not-a-target-stock = Non si può mettere niente sul tallone
illegal-not-a-target-waste = Non si può mettere niente sugli scarti
illegal-not-a-target = Non si può mettere niente lì
illegal-no-building = Sulle carte di queste pile non si costruisce
illegal-cell-full = Una cella libera contiene una sola carta
illegal-one-at-a-time-waste = Sugli scarti va una sola carta alla volta
illegal-one-at-a-time-cell = In una cella libera va una sola carta alla volta
illegal-one-at-a-time-foundation = In fondazione va una sola carta alla volta
illegal-one-at-a-time = Lì va una sola carta alla volta
# $count: the most cards the pile may hold.
illegal-pile-full = Questa pila è piena (al massimo { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    })
illegal-never-refilled = Questa pila, una volta vuota, non si riempie più
illegal-kings-only = Solo un Re può riempire una pila vuota
illegal-kings-only-group = Solo un Re, o una sequenza che inizia con un Re, può riempire una pila vuota
# $rank the rank a foundation starts with ("Ace", a rank- message), $value its number
# (1 for an Ace, 8 for an Eight: English's "an").
# Italian: "un Asso", "un Otto", "una Donna".
illegal-foundation-start = Una fondazione vuota inizia con { $value ->
        [12] una
       *[other] un
    } { $rank }
illegal-row-starts-with = Una fila inizia con { $value ->
        [12] una
       *[other] un
    } { $rank }
illegal-only-after-left = Qui va solo la carta che segue { $card } nello stesso seme
illegal-nothing-after-left = Niente va a destra di un vuoto o di un Re
illegal-foundation-complete = Questa fondazione è completa
illegal-aces-stay = Gli Assi restano sul tavolo
illegal-not-outranked = { $card } si scarta solo se in cima a un’altra colonna c’è una carta più alta dello stesso seme
illegal-only-from = Queste colonne accettano carte solo { $kind ->
        [waste] dagli scarti
        [stock] dal tallone
       *[other] da un’altra pila precisa
    }
illegal-waste-full = Gioca la carta degli scarti prima di girarne un’altra
# $card cannot go on the foundation's top card $onto; $next is the card that would ("4♥").
illegal-foundation-next = { $card } non va su { $onto }: qui la prossima è { $next }
# The same where the foundation takes nothing more.
illegal-foundation-next-none = { $card } non va su { $onto }: qui non va più nulla
# $card does not build on $onto: the tableau's build rule follows. $direction is "up",
# "down" or "either"; $suit "same", "alternate" (colours), "colour"
# (red on red, black on black), "other" (any suit but its own) or "any"; $wrap "yes" where a
# King and an Ace are next to each other; $kings "yes" where nothing goes on a King.
illegal-does-not-build = { $card } non va su { $onto }: si { $direction ->
        [up] sale
        [down] scende
       *[either] sale o scende
    } di un valore { $suit ->
        [same] nello stesso seme
        [alternate] alternando i colori
        [colour] dello stesso colore
        [other] cambiando seme
       *[any] con qualsiasi seme
    }{ $wrap ->
        [yes] , e Re e Asso sono consecutivi
       *[no] { "" }
    }{ $kings ->
        [yes] , e niente va su un Re
       *[no] { "" }
    }
illegal-no-stock = Questo gioco non ha tallone
illegal-stock-empty = Il tallone è vuoto
illegal-stock-not-empty = Prima gira le carte del tallone: gli scarti si rigirano solo quando il tallone è vuoto
illegal-waste-empty = Gli scarti sono vuoti: non c'è niente da rigirare
illegal-no-redeals-left = Non puoi più rigirare gli scarti
illegal-no-reshuffles-left = Non puoi più ridistribuire
illegal-whole-pile-only = Si sposta solo una pila intera: trascinala dalla carta in cima
illegal-not-to-the-left = Una pila va solo sulla pila che si trova { $places } posti alla sua sinistra
list-or = { $first } o { $last }
illegal-does-not-match = { $card } non può andare su { $onto }: solo su una carta dello stesso seme o dello stesso valore

## A request the state of play refuses.

refusal-nothing-to-undo = Niente da annullare
refusal-nothing-to-redo = Niente da ripetere
# The cards are being played home one by one after the player asked to finish.
refusal-finishing = Le carte stanno andando a casa
refusal-cannot-finish = Non tutte le carte possono ancora andare a casa da sole
# $game: the id of a game asked for that does not exist.
refusal-no-such-game = Il gioco '{ $game }' non esiste

## Hints (the H key or the Hint button), shown in the notice line. Cards here are
## written with their signs ($card, $partner: "Q♥").

hint-lost = Questa posizione non si può vincere
hint-none = Nessun suggerimento trovato in tempo: la posizione è difficile da valutare
# Pairing games (Pyramid): pair $card with $partner.
hint-pair = Accoppia { $card } con { $partner }
# Move $card to a pile of group $pile (the game's name for it, in a sentence:
# "foundation", "tableau pile").
# Italian: a bare "in" ("in fondazione", "in colonna"); the masculine names the games
# use take their article.
hint-move = Sposta { $card } { $pile ->
        [tallone] sul tallone
        [scarti] sugli scarti
        [ventaglio] su un ventaglio
        [picco] su un picco
       *[other] in { $pile }
    }
# The same for $card with the cards lying on it ($count in all).
hint-move-run = Sposta { $card } e le carte sopra ({ $count } in tutto) { $pile ->
        [tallone] sul tallone
        [scarti] sugli scarti
        [ventaglio] su un ventaglio
        [picco] su un picco
       *[other] in { $pile }
    }
# A hint ($hint, one of the above) the solver is not sure of.
hint-unsure = { $hint } (la mossa più promettente; nessuna vittoria sicura trovata)
# Hints to use the stock.
hint-stock-redeal = Rigira gli scarti
hint-stock-reshuffle = Raccogli le carte, mescolale e distribuiscile di nuovo
hint-stock-deal-row = Distribuisci una fila dal tallone
hint-stock-draw = Gira una carta dal tallone

## The demo and the search for winnable deals.

demo-stopped = Demo interrotta: tocca a te
# $number: the deal's number.
demo-no-win = Demo: nessuna vittoria trovata per la smazzata n. { $number }; si gioca finché si può
winnable-looking = Ricerca di una smazzata vincibile…
winnable-none = Nessuna smazzata vincibile trovata in breve tempo: eccone una non verificata

## Keyboard and taps.

# $key: the key that turns the sound back on ("M").
keys-sound-off = Audio disattivato ({ $key } per riattivarlo)
keys-sound-on = Audio attivato
# $card ("Q♥", with its signs) has no move to make.
tap-nowhere = { $card } non ha mosse possibili
# $card cannot be picked up with the keyboard (alone, or with the $count cards from it).
pick-refused = { $card } non si può prendere
pick-refused-run = { $card } non si può prendere insieme alle carte che ha sopra

## Difficulty grades of deals, measured by the solver.

grade-easy = Facile
grade-medium = Medio
grade-hard = Difficile
grade-expert = Esperto
# The share of the graded deals the solver won, in percent ($won: 74).
grade-win-rate = { $won }%
# The same where some deals were undecided: between $won and $most percent.
grade-win-rate-range = { $won }–{ $most }%
# The grading rule, on the rules screen. $game is the game's name; $first and $last the
# graded deals' numbers; $easy, $medium and $hard the most positions searched for a win
# of that grade.
grade-rule = Le smazzate sono classificate dal risolutore: le smazzate di { $game } dalla n. { $first } alla n. { $last } sono state risolte una volta ciascuna, e il livello di una smazzata vinta dipende da quante posizioni il risolutore ha esaminato per vincerla: Facile fino a { $easy }, Medio fino a { $medium }, Difficile fino a { $hard }, Esperto oltre (circa un quarto delle smazzate vinte per ciascun livello). Un livello distribuisce sempre una di queste smazzate, di cui è dimostrato che si possono vincere. Il risolutore vede le carte coperte, quindi il livello misura la difficoltà del rompicapo, non la fortuna delle carte girate.

## Scores and figures.

# A score in dollars (Vegas, TriPeaks): $amount, and below nothing.
score-dollars = { $amount } $
score-dollars-negative = −{ $amount } $
# A game's best score ($best, as above, or "–" for none yet).
score-records = Punteggio migliore { $best }.
# The same for Vegas, with the $bank won or lost over every deal.
score-records-bank = Punteggio migliore { $best }; saldo { $bank } su tutte le smazzate.
# A count of days (a streak of daily deals).
days = { $count ->
        [one] { $count } giorno
       *[other] { $count } giorni
    }
