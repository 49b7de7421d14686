## The table in words: cards, piles and moves, as the screen reader says them and the
## notices show them.

# Whether card and pile names are written in small letters inside a sentence
# ("Drew: queen of hearts on the waste", "column 3 to foundation 1"). Write "lower" to
# have them so, as English does; anything else (say "keep") leaves them as they begin a
# sentence, for languages whose nouns keep their capital (German).
names-in-sentence = lower

## Ranks, as they begin a card's name ("Queen" of "Queen of spades").

rank-ace = As
rank-two = Deux
rank-three = Trois
rank-four = Quatre
rank-five = Cinq
rank-six = Six
rank-seven = Sept
rank-eight = Huit
rank-nine = Neuf
rank-ten = Dix
rank-jack = Valet
rank-queen = Dame
rank-king = Roi

## Suits standing alone, as in "Completed the spades".
## French: used as "Couleur pique complétée".

suit-clubs = trèfle
suit-diamonds = carreau
suit-hearts = cœur
suit-spades = pique

## Suits as they are used inside a card's name ("spades" of "Queen of spades"): the
## form the card message below needs (a genitive, an adjective...).

card-suit-clubs = trèfle
card-suit-diamonds = carreau
card-suit-hearts = cœur
card-suit-spades = pique

# A card's name: $rank is a rank above ("Queen"), $suit a card-suit- message ("spades").
# $value is the rank's number (1 Ace … 11 Jack, 12 Queen, 13 King), for a language
# whose words change with the rank (its gender, say).
# French: "Dame de pique", "As de cœur" (no suit begins with a vowel: "de" never elides).
card = { $rank } de { $suit }

## Pile names. $number is the pile's number among its kind ("Column 3"); the -alone
## forms name a game's only pile of its kind.
## French: the words of core/games/fr (Colonne, Pile, Fondation, Cellule libre, Talon,
## Défausse).

# A tableau pile fanned downwards.
pile-column = Colonne { $number }
pile-column-alone = Colonne
# A tableau pile laid otherwise (squared up, or fanned sideways).
pile-tableau = Pile { $number }
pile-tableau-alone = Pile
pile-foundation = Fondation { $number }
pile-foundation-alone = Fondation
pile-cell = Cellule libre { $number }
pile-cell-alone = Cellule libre
pile-stock = Talon { $number }
pile-stock-alone = Talon
pile-waste = Défausse { $number }
pile-waste-alone = Défausse
# A pile named by the game's own name for its group: $group is that name
# ("Bottom row card", "Peak"), $number the pile's number in the group.
pile-group = { $group } { $number }

## A pile as a whole, for the screen reader. $pile is its name ("Column 3"), $count how
## many cards it holds, $card its top card's name ("Seven of hearts").

pile-empty = { $pile }, vide
pile-cards = { $pile }, { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
pile-cards-top = { $pile }, { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }, carte du dessus : { $card }

## One card where it lies.

# A face-down card, which the screen reader does not name.
card-face-down = Carte face cachée
# A face-up card: $card its name ("Queen of spades"), $position its place from the
# bottom of the pile (1, 2, 3…), $count the cards in the pile, $pile the pile's name in
# a sentence ("column 2"). Reads "Queen of spades, face up, 4th of 6 in column 2".
# French: "Dame de pique, face visible, 4e sur 6, colonne 2" (1re: "carte" is feminine).
card-in-pile = { $card }, face visible, { NUMBER($position, type: "ordinal") ->
        [one] { $position }re
       *[other] { $position }e
    } sur { $count }, { $pile }

## Moves as they happen, said by the screen reader. $card is a card's name as it is
## written inside a sentence ("queen of hearts"), $from and $to pile names in a sentence
## ("column 3", "foundation 2").
## French: pile names come without an article (their gender is unknown), so moves read
## "colonne 3 vers fondation 2".

# A whole suit leaving the table (Spider): $suit a suit- message ("spades").
move-suit-completed = Couleur { $suit } complétée, du Roi à l’As : { $from } vers { $to }
# Two cards paired off (Pyramid): $card from $from with $partner from $to.
move-paired = Paire : { $card } ({ $from }) avec { $partner } ({ $to })
# One card moved; here $card begins the sentence ("Seven of hearts").
move-card = { $card }, { $from } vers { $to }
# Several cards moved together: $count of them, $card the lowest one moved.
move-run = { $count } cartes, { $card } et celles posées dessus : { $from } vers { $to }
# A row dealt from the stock onto the tableau: $cards the new top cards, in a list
# ("five of hearts, king of clubs, …").
move-row-dealt = Rangée distribuée : { $cards }
# A card turned from the stock onto the waste.
move-drew = Carte tirée sur la défausse : { $card }
move-drew-nothing = Carte tirée du talon
move-redeal = Défausse retournée pour reformer le talon
move-reshuffle = Cartes ramassées, battues et redistribuées
# After a move ($said, one of the sentences above), the card it uncovered turned up.
move-turned-up = { $said } ; carte retournée : { $card }
# After a move ($said) that emptied $pile, the $card from the $reserve fills it (Canfield).
move-refilled = { $said } ; { $card } ({ $reserve }) vient remplir { $pile }

## The screen reader's other announcements.

# The table as a whole: $game the game's name, $number the deal's number.
announce-table = { $game }, table de la donne n° { $number }
# A new deal put out: $game the game's name, $number the deal's number.
announce-dealt = { $game }, donne n° { $number }
# Two cards paired off (Pyramid) taken back to their piles $from and $to.
announce-undone-pair = Annulé : la paire revient sur { $from } et { $to }
# A move taken back: $card (beginning the sentence's object, "Seven of hearts") back to $pile.
announce-undone-card = Annulé : { $card }, retour sur { $pile }
announce-undone-row = Annulé : la rangée distribuée
announce-undone-draw = Annulé : la carte tirée
announce-undone-redeal = Annulé : le retournement de la défausse
# A hint to turn the stock: $hint one of the hint-stock- messages, in a sentence.
announce-hint-stock = Indice : { $hint }
# A hint: move $card from $from to $to.
announce-hint-move = Indice : { $card }, { $from } vers { $to }
# Cards picked up with the keyboard: $card the one picked up, or the lowest of $count.
announce-picked-up = Carte prise : { $card }
announce-picked-up-run = { $count } cartes prises : { $card } et celles posées dessus
announce-won = Vous avez gagné !
announce-no-moves = Plus aucun coup possible

## Why a move was refused, shown and said when the player tries it. Cards here are
## written with their signs ($card, $onto: "Q♥", "10♠").

# $pile is a pile's number in the game's file (only a broken request names one).
illegal-no-such-pile = Il n’y a pas de pile { $pile }
illegal-same-pile = Une carte ne peut pas aller sur sa propre pile
illegal-not-enough-cards = Il n’y a pas de cartes à déplacer là
illegal-from-foundation = Les cartes posées sur une fondation y restent
illegal-back-to-tableau-only = La carte du dessus d’une fondation ne peut revenir que sur le tableau, une à la fois
illegal-from-stock = Impossible de prendre une carte du talon : cliquez dessus pour tirer une carte
illegal-face-down = Cette carte est face cachée
illegal-covered = Cette carte est recouverte : les cartes posées dessus doivent partir d’abord
illegal-top-card-only = Seule la carte du dessus peut être déplacée
illegal-waste-top-only = Seule la carte du dessus de la défausse est jouable
illegal-not-a-run = Ces cartes ne se suivent pas : seule une séquence se déplace d’un bloc
# Pairing games (Pyramid): $card and $onto, whose ranks add up to $total, not the
# $sum the game pairs.
illegal-not-a-pair = { $card } et { $onto } ne font pas une paire : leurs valeurs font { $total }, pas { $sum }
# Pairing games: $card played onto an empty place; pairs add up to $sum.
illegal-pairs-only-with-a-card = { $card } ne part qu’en paire avec une carte : leurs valeurs doivent faire { $sum }
# Pairing games: only a card of rank $sum (a King, 13) goes home by itself.
illegal-pairs-home = Seule une carte de valeur { $sum } va seule sur la fondation : les autres partent par paires dont la somme fait { $sum }
illegal-top-or-pile-only = Seule la carte du dessus se déplace, ou toute la pile d’un bloc
illegal-not-a-suited-run = Seule une séquence de même couleur se déplace d’un bloc
illegal-not-a-complete-run = Ici, une fondation ne reçoit qu’une couleur complète, du Roi à l’As, d’un seul coup
illegal-complete-run-first = La couleur complète doit d’abord quitter la table
illegal-fill-every-pile = Chaque colonne doit contenir une carte avant que le talon distribue une rangée
# $count cards asked to move together, where free cells and empty piles allow only $allowed.
illegal-run-too-long = Pas assez de place libre pour déplacer { $count } cartes ({ $allowed } au plus pour l’instant)
illegal-not-a-target-stock = Rien ne peut être posé sur le talon
illegal-not-a-target-waste = Rien ne peut être posé sur la défausse
illegal-not-a-target = Rien ne peut être posé ici
illegal-no-building = Rien ne se pose sur les cartes de ces piles
illegal-cell-full = Une cellule libre ne contient qu’une carte
illegal-one-at-a-time-waste = Une seule carte à la fois va sur la défausse
illegal-one-at-a-time-cell = Une seule carte à la fois va dans une cellule libre
illegal-one-at-a-time-foundation = Une seule carte à la fois va sur une fondation
illegal-one-at-a-time = Une seule carte à la fois va ici
# $count: the most cards the pile may hold.
illegal-pile-full = Cette pile est pleine ({ $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } au plus)
illegal-never-refilled = Cette pile n’est jamais remplie une fois vidée
illegal-kings-only = Seul un Roi peut remplir une pile vide
illegal-kings-only-group = Seul un Roi, ou une séquence commençant par un Roi, peut remplir une pile vide
# $rank the rank a foundation starts with ("Ace", a rank- message), $value its number
# (1 for an Ace, 8 for an Eight: English's "an").
# French: "une" before a Queen (Dame), "un" before the others.
illegal-foundation-start = Une fondation vide commence par { $value ->
        [12] une
       *[other] un
    } { $rank }
illegal-row-starts-with = Une rangée commence par { $value ->
        [12] une
       *[other] un
    } { $rank }
illegal-only-after-left = Seule la carte qui suit { $card } dans la même couleur va ici
illegal-nothing-after-left = Rien ne va à droite d’un trou ou d’un Roi
illegal-foundation-complete = Cette fondation est complète
illegal-aces-stay = Les As restent sur la table
illegal-not-outranked = { $card } ne se défausse que si la carte du dessus d’une autre pile est plus haute et de la même couleur
illegal-only-from = Ces piles n’acceptent que des cartes { $kind ->
        [waste] de la défausse
        [stock] du talon
       *[other] d’une seule autre pile
    }
illegal-waste-full = Jouez la carte de la défausse avant d’en retourner une autre
# $card cannot go on the foundation's top card $onto; $next is the card that would ("4♥").
illegal-foundation-next = { $card } ne va pas sur { $onto } : la carte suivante ici est { $next }
# The same where the foundation takes nothing more.
illegal-foundation-next-none = { $card } ne va pas sur { $onto } : cette fondation ne reçoit plus rien
# $card does not build on $onto: the tableau's build rule follows. $direction is "up",
# "down" or "either"; $suit "same", "alternate" (colours), "colour"
# (red on red, black on black), "other" (any suit but its own) or "any"; $wrap "yes" where a
# King and an Ace are next to each other; $kings "yes" where nothing goes on a King.
illegal-does-not-build = { $card } ne va pas sur { $onto } : les cartes se posent { $direction ->
        [up] en montant
        [down] en descendant
       *[either] en montant ou en descendant
    } d’un rang, { $suit ->
        [same] dans la même couleur
        [alternate] en alternant rouge et noir
        [colour] rouge sur rouge et noir sur noir
        [other] sur une autre couleur que la leur
       *[any] quelle que soit la couleur
    }{ $wrap ->
        [yes] , le Roi et l’As se suivant
       *[no] { "" }
    }{ $kings ->
        [yes] , rien sur un Roi
       *[no] { "" }
    }
illegal-no-stock = Ce jeu n’a pas de talon
illegal-stock-empty = Le talon est vide
illegal-stock-not-empty = Tirez d’abord les cartes du talon : la défausse ne se retourne que lorsque le talon est vide
illegal-waste-empty = La défausse est vide : il n’y a rien à redistribuer
illegal-no-redeals-left = Plus aucune redonne possible
illegal-no-reshuffles-left = Plus aucune redonne possible
illegal-whole-pile-only = Seule une pile entière se déplace : faites-la glisser par sa carte du dessus
illegal-not-to-the-left = Une pile ne va que sur la pile située { $places } places à sa gauche
list-or = { $first } ou { $last }
illegal-does-not-match = { $card } ne peut pas aller sur { $onto } : seulement sur une carte de même couleur ou de même valeur

## A request the state of play refuses.

refusal-nothing-to-undo = Rien à annuler
refusal-nothing-to-redo = Rien à rétablir
# The cards are being played home one by one after the player asked to finish.
refusal-finishing = Les cartes sont en route vers les fondations
refusal-cannot-finish = Toutes les cartes ne peuvent pas encore rejoindre les fondations d’elles-mêmes
# $game: the id of a game asked for that does not exist.
refusal-no-such-game = Il n’y a pas de jeu « { $game } »

## Hints (the H key or the Hint button), shown in the notice line. Cards here are
## written with their signs ($card, $partner: "Q♥").

hint-lost = Cette position ne peut pas être gagnée
hint-none = Aucun indice trouvé à temps : la position est difficile à évaluer
# Pairing games (Pyramid): pair $card with $partner.
hint-pair = Associez { $card } à { $partner }
# Move $card to a pile of group $pile (the game's name for it, in a sentence:
# "foundation", "tableau pile").
# French: the group's name comes in small letters and its gender is unknown; the
# common ones get their article, the others read "en défausse", "en cellule libre".
hint-move = Déplacez { $card } { $pile ->
        [fondation] sur la fondation
        [colonne] sur la colonne
        [pile] sur la pile
        [talon] sur le talon
        [trou] dans le trou
       *[other] en { $pile }
    }
# The same for $card with the cards lying on it ($count in all).
hint-move-run = Déplacez { $card } et les cartes posées dessus { $pile ->
        [fondation] sur la fondation
        [colonne] sur la colonne
        [pile] sur la pile
        [talon] sur le talon
        [trou] dans le trou
       *[other] en { $pile }
    }
# A hint ($hint, one of the above) the solver is not sure of.
hint-unsure = { $hint } (le coup le plus prometteur ; aucune victoire sûre trouvée)
# Hints to use the stock.
hint-stock-redeal = Retournez la défausse
hint-stock-reshuffle = Ramassez les cartes, battez-les et redistribuez-les
hint-stock-deal-row = Distribuez une rangée depuis le talon
hint-stock-draw = Tirez une carte du talon

## The demo and the search for winnable deals.

demo-stopped = Démo arrêtée : à vous de jouer
# $number: the deal's number.
demo-no-win = Démo : aucune victoire trouvée pour la donne n° { $number } ; elle joue aussi loin que possible
winnable-looking = Recherche d’une donne gagnable…
winnable-none = Aucune donne gagnable trouvée rapidement : en voici une non vérifiée

## Keyboard and taps.

# $key: the key that turns the sound back on ("M").
keys-sound-off = Son coupé ({ $key } pour le rétablir)
keys-sound-on = Son activé
# $card ("Q♥", with its signs) has no move to make.
tap-nowhere = { $card } ne peut aller nulle part
# $card cannot be picked up with the keyboard (alone, or with the $count cards from it).
pick-refused = Impossible de prendre { $card }
pick-refused-run = Impossible de prendre { $card } avec les cartes posées dessus

## Difficulty grades of deals, measured by the solver.

grade-easy = Facile
grade-medium = Moyen
grade-hard = Difficile
grade-expert = Expert
# The share of the graded deals the solver won, in percent ($won: 74).
grade-win-rate = { $won } %
# The same where some deals were undecided: between $won and $most percent.
grade-win-rate-range = { $won }–{ $most } %
# The grading rule, on the rules screen. $game is the game's name; $first and $last the
# graded deals' numbers; $easy, $medium and $hard the most positions searched for a win
# of that grade.
grade-rule = Les donnes sont classées par le solveur. Pour { $game }, les donnes { $first } à { $last } ont chacune été résolues une fois, et le niveau d’une donne gagnée dépend du nombre de positions que le solveur a explorées pour la gagner — Facile jusqu’à { $easy }, Moyen jusqu’à { $medium }, Difficile jusqu’à { $hard }, Expert au-delà (environ un quart des donnes gagnées pour chacun). Un niveau distribue toujours l’une de ces donnes dont la victoire est prouvée. Le solveur voit les cartes face cachée : le niveau mesure donc la difficulté du problème, pas la chance au tirage.

## Scores and figures.

# A score in dollars (Vegas, TriPeaks): $amount, and below nothing.
score-dollars = { $amount } $
score-dollars-negative = −{ $amount } $
# A game's best score ($best, as above, or "–" for none yet).
score-records = Meilleur score : { $best }.
# The same for Vegas, with the $bank won or lost over every deal.
score-records-bank = Meilleur score : { $best } ; banque sur l’ensemble des donnes : { $bank }.
# A count of days (a streak of daily deals).
days = { $count ->
        [one] { $count } jour
       *[other] { $count } jours
    }
