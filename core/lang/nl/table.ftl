## The table in words: cards, piles and moves, as the screen reader says them and the
## notices show them.

# Whether card and pile names are written in small letters inside a sentence
# ("Drew: queen of hearts on the waste", "column 3 to foundation 1"). Write "lower" to
# have them so, as English does; anything else (say "keep") leaves them as they begin a
# sentence, for languages whose nouns keep their capital (German).
names-in-sentence = lower

## Ranks, as they begin a card's name ("Queen" of "Queen of spades").
## Dutch: the rank ends a card's name ("Schoppenvrouw"), so it is written in small
## letters; illegal-foundation-start also uses it inside a sentence ("een aas").

rank-ace = aas
rank-two = twee
rank-three = drie
rank-four = vier
rank-five = vijf
rank-six = zes
rank-seven = zeven
rank-eight = acht
rank-nine = negen
rank-ten = tien
rank-jack = boer
rank-queen = vrouw
rank-king = koning

## Suits standing alone, as in "Completed the spades".

suit-clubs = klaveren
suit-diamonds = ruiten
suit-hearts = harten
suit-spades = schoppen

## Suits as they are used inside a card's name ("spades" of "Queen of spades"): the
## form the card message below needs (a genitive, an adjective...).
## Dutch: the suit begins the card's name, with a capital (lowered inside a sentence).

card-suit-clubs = Klaveren
card-suit-diamonds = Ruiten
card-suit-hearts = Harten
card-suit-spades = Schoppen

# A card's name: $rank is a rank above ("Queen"), $suit a card-suit- message ("spades").
# $value is the rank's number (1 Ace … 11 Jack, 12 Queen, 13 King), for a language
# whose words change with the rank (its gender, say).
# Dutch: one compound word, suit then rank: "Schoppenvrouw", "Hartenzeven".
card = { $suit }{ $rank }

## Pile names. $number is the pile's number among its kind ("Column 3"); the -alone
## forms name a game's only pile of its kind.
## Dutch: the words of core/games/nl (Kolom, Stapel, Basisstapel, Vrije cel,
## Trekstapel, Aflegstapel).

# A tableau pile fanned downwards.
pile-column = Kolom { $number }
pile-column-alone = Kolom
# A tableau pile laid otherwise (squared up, or fanned sideways).
pile-tableau = Stapel { $number }
pile-tableau-alone = Stapel
pile-foundation = Basisstapel { $number }
pile-foundation-alone = Basisstapel
pile-cell = Vrije cel { $number }
pile-cell-alone = Vrije cel
pile-stock = Trekstapel { $number }
pile-stock-alone = Trekstapel
pile-waste = Aflegstapel { $number }
pile-waste-alone = Aflegstapel
# A pile named by the game's own name for its group: $group is that name
# ("Bottom row card", "Peak"), $number the pile's number in the group.
pile-group = { $group } { $number }

## A pile as a whole, for the screen reader. $pile is its name ("Column 3"), $count how
## many cards it holds, $card its top card's name ("Seven of hearts").

pile-empty = { $pile }, leeg
pile-cards = { $pile }, { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }
pile-cards-top = { $pile }, { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }, bovenop: { $card }

## One card where it lies.

# A face-down card, which the screen reader does not name.
card-face-down = Dichte kaart
# A face-up card: $card its name ("Queen of spades"), $position its place from the
# bottom of the pile (1, 2, 3…), $count the cards in the pile, $pile the pile's name in
# a sentence ("column 2"). Reads "Queen of spades, face up, 4th of 6 in column 2".
# Dutch: every ordinal is written with "e" (1e, 2e, 4e), so no selector is needed.
card-in-pile = { $card }, open, { $position }e van { $count } in { $pile }

## Moves as they happen, said by the screen reader. $card is a card's name as it is
## written inside a sentence ("queen of hearts"), $from and $to pile names in a sentence
## ("column 3", "foundation 2").

# A whole suit leaving the table (Spider): $suit a suit- message ("spades").
move-suit-completed = Kleur voltooid: { $suit }, van koning tot aas, { $from } naar { $to }
# Two cards paired off (Pyramid): $card from $from with $partner from $to.
move-paired = Paar: { $card } van { $from } met { $partner } van { $to }
# One card moved; here $card begins the sentence ("Seven of hearts").
move-card = { $card }, { $from } naar { $to }
# Several cards moved together: $count of them, $card the lowest one moved.
move-run = { $count } kaarten vanaf de { $card }, { $from } naar { $to }
# A row dealt from the stock onto the tableau: $cards the new top cards, in a list
# ("five of hearts, king of clubs, …").
move-row-dealt = Rij gedeeld: { $cards }
# A card turned from the stock onto the waste.
move-drew = Getrokken: { $card } op de aflegstapel
move-drew-nothing = Getrokken van de trekstapel
move-redeal = Aflegstapel omgekeerd als nieuwe trekstapel
move-reshuffle = Kaarten verzameld, geschud en opnieuw gedeeld
# After a move ($said, one of the sentences above), the card it uncovered turned up.
move-turned-up = { $said }; de { $card } omgedraaid
# After a move ($said) that emptied $pile, the $card from the $reserve fills it (Canfield).
move-refilled = { $said }; de { $card } van de { $reserve } vult { $pile }

## The screen reader's other announcements.

# The table as a whole: $game the game's name, $number the deal's number.
announce-table = Tafel: { $game }, spel { $number }
# A new deal put out: $game the game's name, $number the deal's number.
announce-dealt = { $game }, spel { $number }
# Two cards paired off (Pyramid) taken back to their piles $from and $to.
announce-undone-pair = Ongedaan: het paar, terug naar { $from } en { $to }
# A move taken back: $card (beginning the sentence's object, "Seven of hearts") back to $pile.
announce-undone-card = Ongedaan: { $card } terug naar { $pile }
announce-undone-row = Ongedaan: de gedeelde rij
announce-undone-draw = Ongedaan: het trekken
announce-undone-redeal = Ongedaan: het omkeren van de aflegstapel
# A hint to turn the stock: $hint one of the hint-stock- messages, in a sentence.
announce-hint-stock = Tip: { $hint }
# A hint: move $card from $from to $to.
announce-hint-move = Tip: { $card } van { $from } naar { $to }
# Cards picked up with the keyboard: $card the one picked up, or the lowest of $count.
announce-picked-up = Opgepakt: { $card }
announce-picked-up-run = Opgepakt: { $count } kaarten vanaf de { $card }
announce-won = Je hebt gewonnen!
announce-no-moves = Geen zetten meer

## Why a move was refused, shown and said when the player tries it. Cards here are
## written with their signs ($card, $onto: "Q♥", "10♠").

# $pile is a pile's number in the game's file (only a broken request names one).
illegal-no-such-pile = Er is geen stapel { $pile }
illegal-same-pile = Een kaart kan niet op zijn eigen stapel
illegal-not-enough-cards = Er zijn geen kaarten om daarheen te verplaatsen
illegal-from-foundation = Kaarten op een basisstapel blijven daar liggen
illegal-back-to-tableau-only = De bovenste kaart van een basisstapel mag alleen terug op een stapel op tafel, één tegelijk
illegal-from-stock = Van de trekstapel kun je geen kaarten pakken; klik erop om te trekken
illegal-face-down = Die kaart ligt dicht
illegal-covered = Die kaart is bedekt: eerst moeten de kaarten die erop liggen weg
illegal-top-card-only = Alleen de bovenste kaart kan worden verplaatst
illegal-waste-top-only = Alleen de bovenste kaart van de aflegstapel is speelbaar
illegal-not-a-run = Die kaarten liggen niet op volgorde: alleen een reeks verplaats je in één keer
# Pairing games (Pyramid): $card and $onto, whose ranks add up to $total, not the
# $sum the game pairs.
illegal-not-a-pair = { $card } en { $onto } vormen geen paar: hun rangen zijn samen { $total }, niet { $sum }
# Pairing games: $card played onto an empty place; pairs add up to $sum.
illegal-pairs-only-with-a-card = { $card } vormt alleen een paar met een kaart: rangen die samen { $sum } zijn
# Pairing games: only a card of rank $sum (a King, 13) goes home by itself.
illegal-pairs-home = Alleen een kaart met rang { $sum } gaat in haar eentje naar de basisstapel: de andere gaan weg in paren die samen { $sum } zijn
illegal-top-or-pile-only = Alleen de bovenste kaart gaat, of de hele stapel in één keer
illegal-not-a-suited-run = Alleen een reeks in één kleur verplaats je in één keer
illegal-not-a-complete-run = Een basisstapel neemt hier alleen een volledige kleur aan, van koning tot aas, in één keer
illegal-complete-run-first = Eerst gaat de volledige kleur van tafel
illegal-fill-every-pile = Op elke stapel moet een kaart liggen voordat de trekstapel een rij deelt
# $count cards asked to move together, where free cells and empty piles allow only $allowed.
illegal-run-too-long = Niet genoeg vrije ruimte om { $count } kaarten te verplaatsen (nu hooguit { $allowed })
illegal-not-a-target-stock = Op de trekstapel kan niets worden gelegd
illegal-not-a-target-waste = Op de aflegstapel kan niets worden gelegd
illegal-not-a-target = Daar kan niets worden gelegd
illegal-no-building = Op de kaarten van deze stapels wordt niet aangelegd
illegal-cell-full = Een vrije cel biedt plaats aan één kaart
illegal-one-at-a-time-waste = Er gaat maar één kaart tegelijk naar een aflegstapel
illegal-one-at-a-time-cell = Er gaat maar één kaart tegelijk naar een vrije cel
illegal-one-at-a-time-foundation = Er gaat maar één kaart tegelijk naar een basisstapel
illegal-one-at-a-time = Daar gaat maar één kaart tegelijk heen
# $count: the most cards the pile may hold.
illegal-pile-full = Deze stapel is vol (hooguit { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    })
illegal-never-refilled = Deze stapel wordt nooit meer gevuld als hij leeg is
illegal-kings-only = Alleen een koning mag op een lege stapel
illegal-kings-only-group = Alleen een koning, of een reeks die met een koning begint, mag op een lege stapel
# $rank the rank a foundation starts with ("Ace", a rank- message), $value its number
# (1 for an Ace, 8 for an Eight: English's "an").
# Dutch: "een" before every rank, so $value is not needed.
illegal-foundation-start = Een lege basisstapel begint met een { $rank }
illegal-row-starts-with = Een rij begint met een { $rank }
illegal-only-after-left = Hier past alleen de kaart na { $card } in dezelfde kleur
illegal-nothing-after-left = Rechts van een gat of een koning komt niets
illegal-foundation-complete = Deze basisstapel is compleet
illegal-aces-stay = Azen blijven op tafel
illegal-not-outranked = { $card } mag alleen naar de aflegstapel zolang er bovenop een andere stapel een hogere kaart van dezelfde kleur ligt
illegal-only-from = Op deze stapels mogen alleen kaarten { $kind ->
        [waste] van de aflegstapel
        [stock] van de trekstapel
       *[other] van één bepaalde andere stapel
    }
illegal-waste-full = Speel eerst de kaart van de aflegstapel voordat je de volgende omdraait
# $card cannot go on the foundation's top card $onto; $next is the card that would ("4♥").
illegal-foundation-next = { $card } kan niet op { $onto }: hier komt nu { $next }
# The same where the foundation takes nothing more.
illegal-foundation-next-none = { $card } kan niet op { $onto }: hier komt niets meer
# $card does not build on $onto: the tableau's build rule follows. $direction is "up",
# "down" or "either"; $suit "same", "alternate" (colours), "colour"
# (red on red, black on black), "other" (any suit but its own) or "any"; $wrap "yes" where a
# King and an Ace are next to each other; $kings "yes" where nothing goes on a King.
illegal-does-not-build = { $card } kan niet op { $onto }: bouw telkens één rang { $direction ->
        [up] hoger
        [down] lager
       *[either] hoger of lager
    }{ $suit ->
        [same] { " " }in dezelfde kleur
        [alternate] , afwisselend rood en zwart
        [colour] , rood op rood en zwart op zwart
        [other] , in een andere kleur
       *[any] , ongeacht de kleur
    }{ $wrap ->
        [yes] , koning en aas liggen naast elkaar
       *[no] { "" }
    }{ $kings ->
        [yes] , niets op een koning
       *[no] { "" }
    }
illegal-no-stock = Dit spel heeft geen trekstapel
illegal-stock-empty = De trekstapel is leeg
illegal-stock-not-empty = Trek eerst van de trekstapel: de aflegstapel wordt pas omgekeerd als de trekstapel leeg is
illegal-waste-empty = De aflegstapel is leeg: er valt niets om te keren
illegal-no-redeals-left = De aflegstapel mag niet meer worden omgekeerd
illegal-no-reshuffles-left = Je mag niet meer opnieuw delen
illegal-whole-pile-only = Alleen een hele stapel wordt verplaatst: sleep hem aan zijn bovenste kaart
illegal-not-to-the-left = Een stapel gaat alleen op de stapel { $places } plaatsen links ervan
list-or = { $first } of { $last }
illegal-does-not-match = { $card } kan niet op { $onto }: alleen op een kaart van dezelfde kleur of dezelfde rang

## A request the state of play refuses.

refusal-nothing-to-undo = Niets om ongedaan te maken
refusal-nothing-to-redo = Niets om opnieuw te doen
# The cards are being played home one by one after the player asked to finish.
refusal-finishing = De kaarten gaan al naar de basisstapels
refusal-cannot-finish = Nog niet alle kaarten kunnen vanzelf naar de basisstapels
# $game: the id of a game asked for that does not exist.
refusal-no-such-game = Er is geen spel '{ $game }'

## Hints (the H key or the Hint button), shown in the notice line. Cards here are
## written with their signs ($card, $partner: "Q♥").

hint-lost = Deze stand is niet meer te winnen
hint-none = Niet op tijd een tip gevonden: deze stand is lastig te beoordelen
# Pairing games (Pyramid): pair $card with $partner.
hint-pair = Maak een paar van { $card } en { $partner }
# Move $card to a pile of group $pile (the game's name for it, in a sentence:
# "foundation", "tableau pile").
# Dutch: "een" fits every pile word, de- and het-words alike.
hint-move = Verplaats { $card } naar een { $pile }
# The same for $card with the cards lying on it ($count in all).
hint-move-run = Verplaats { $card } met de kaarten erop naar een { $pile }
# A hint ($hint, one of the above) the solver is not sure of.
hint-unsure = { $hint } (de meest belovende zet; geen zekere winst gevonden)
# Hints to use the stock.
hint-stock-redeal = Keer de aflegstapel om
hint-stock-reshuffle = Verzamel de kaarten, schud ze en deel ze opnieuw
hint-stock-deal-row = Deel een rij van de trekstapel
hint-stock-draw = Trek van de trekstapel

## The demo and the search for winnable deals.

demo-stopped = Demo gestopt: jouw beurt
# $number: the deal's number.
demo-no-win = Demo: geen winst gevonden voor spel #{ $number }; er wordt zo ver mogelijk doorgespeeld
winnable-looking = Winbaar spel zoeken…
winnable-none = Niet snel een winbaar spel gevonden: hier is een ongecontroleerd spel

## Keyboard and taps.

# $key: the key that turns the sound back on ("M").
keys-sound-off = Geluid uit ({ $key } zet het weer aan)
keys-sound-on = Geluid aan
# $card ("Q♥", with its signs) has no move to make.
tap-nowhere = { $card } kan nergens heen
# $card cannot be picked up with the keyboard (alone, or with the $count cards from it).
pick-refused = { $card } kan niet worden opgepakt
pick-refused-run = { $card } kan niet samen met de kaarten erop worden opgepakt

## Difficulty grades of deals, measured by the solver.

grade-easy = Makkelijk
grade-medium = Gemiddeld
grade-hard = Moeilijk
grade-expert = Expert
# The share of the graded deals the solver won, in percent ($won: 74).
grade-win-rate = { $won }%
# The same where some deals were undecided: between $won and $most percent.
grade-win-rate-range = { $won }–{ $most }%
# The grading rule, on the rules screen. $game is the game's name; $first and $last the
# graded deals' numbers; $easy, $medium and $hard the most positions searched for a win
# of that grade.
grade-rule = De oplosser bepaalt het niveau van een spel: van { $game } is elk spel van { $first } tot en met { $last } één keer opgelost, en het niveau van een gewonnen spel hangt af van het aantal standen dat de oplosser moest doorzoeken om het te winnen — Makkelijk tot { $easy }, Gemiddeld tot { $medium }, Moeilijk tot { $hard }, Expert meer (elk ongeveer een kwart van de gewonnen spellen). Een niveau deelt altijd een van deze bewezen winbare spellen. De oplosser ziet de dichte kaarten, dus een niveau meet de puzzel, niet het geluk bij het omdraaien.

## Scores and figures.

# A score in dollars (Vegas, TriPeaks): $amount, and below nothing.
score-dollars = ${ $amount }
score-dollars-negative = −${ $amount }
# A game's best score ($best, as above, or "–" for none yet).
score-records = Beste score { $best }.
# The same for Vegas, with the $bank won or lost over every deal.
score-records-bank = Beste score { $best }; saldo { $bank } over alle spellen.
# A count of days (a streak of daily deals).
days = { $count ->
        [one] { $count } dag
       *[other] { $count } dagen
    }
