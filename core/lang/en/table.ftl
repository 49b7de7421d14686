## The table in words: cards, piles and moves, as the screen reader says them and the
## notices show them.

# Whether card and pile names are written in small letters inside a sentence
# ("Drew: queen of hearts on the waste", "column 3 to foundation 1"). Write "lower" to
# have them so, as English does; anything else (say "keep") leaves them as they begin a
# sentence, for languages whose nouns keep their capital (German).
names-in-sentence = lower

## Ranks, as they begin a card's name ("Queen" of "Queen of spades").

rank-ace = Ace
rank-two = Two
rank-three = Three
rank-four = Four
rank-five = Five
rank-six = Six
rank-seven = Seven
rank-eight = Eight
rank-nine = Nine
rank-ten = Ten
rank-jack = Jack
rank-queen = Queen
rank-king = King

## Suits standing alone, as in "Completed the spades".

suit-clubs = clubs
suit-diamonds = diamonds
suit-hearts = hearts
suit-spades = spades

## Suits as they are used inside a card's name ("spades" of "Queen of spades"): the
## form the card message below needs (a genitive, an adjective...).

card-suit-clubs = clubs
card-suit-diamonds = diamonds
card-suit-hearts = hearts
card-suit-spades = spades

# A card's name: $rank is a rank above ("Queen"), $suit a card-suit- message ("spades").
# $value is the rank's number (1 Ace … 11 Jack, 12 Queen, 13 King), for a language
# whose words change with the rank (its gender, say).
card = { $rank } of { $suit }

## Pile names. $number is the pile's number among its kind ("Column 3"); the -alone
## forms name a game's only pile of its kind.

# A tableau pile fanned downwards.
pile-column = Column { $number }
pile-column-alone = Column
# A tableau pile laid otherwise (squared up, or fanned sideways).
pile-tableau = Pile { $number }
pile-tableau-alone = Pile
pile-foundation = Foundation { $number }
pile-foundation-alone = Foundation
pile-cell = Free cell { $number }
pile-cell-alone = Free cell
pile-stock = Stock { $number }
pile-stock-alone = Stock
pile-waste = Waste { $number }
pile-waste-alone = Waste
# A pile named by the game's own name for its group: $group is that name
# ("Bottom row card", "Peak"), $number the pile's number in the group.
pile-group = { $group } { $number }

## A pile as a whole, for the screen reader. $pile is its name ("Column 3"), $count how
## many cards it holds, $card its top card's name ("Seven of hearts").

pile-empty = { $pile }, empty
pile-cards = { $pile }, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
pile-cards-top = { $pile }, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, top: { $card }

## One card where it lies.

# A face-down card, which the screen reader does not name.
card-face-down = Face-down card
# A face-up card: $card its name ("Queen of spades"), $position its place from the
# bottom of the pile (1, 2, 3…), $count the cards in the pile, $pile the pile's name in
# a sentence ("column 2"). Reads "Queen of spades, face up, 4th of 6 in column 2".
card-in-pile = { $card }, face up, { NUMBER($position, type: "ordinal") ->
        [one] { $position }st
        [two] { $position }nd
        [few] { $position }rd
       *[other] { $position }th
    } of { $count } in { $pile }

## Moves as they happen, said by the screen reader. $card is a card's name as it is
## written inside a sentence ("queen of hearts"), $from and $to pile names in a sentence
## ("column 3", "foundation 2").

# A whole suit leaving the table (Spider): $suit a suit- message ("spades").
move-suit-completed = Completed the { $suit }, King to Ace: { $from } to { $to }
# Two cards paired off (Pyramid): $card from $from with $partner from $to.
move-paired = Paired { $card } from { $from } with { $partner } from { $to }
# One card moved; here $card begins the sentence ("Seven of hearts").
move-card = { $card }, { $from } to { $to }
# Several cards moved together: $count of them, $card the lowest one moved.
move-run = { $count } cards from the { $card }, { $from } to { $to }
# A row dealt from the stock onto the tableau: $cards the new top cards, in a list
# ("five of hearts, king of clubs, …").
move-row-dealt = Dealt a row: { $cards }
# A card turned from the stock onto the waste.
move-drew = Drew: { $card } on the waste
move-drew-nothing = Drew from the stock
move-redeal = Turned the waste over into the stock
# The stock that reshuffles (La Belle Lucie): the tableau gathered, shuffled and dealt again.
move-reshuffle = Gathered the cards, shuffled them and dealt them again
# After a move ($said, one of the sentences above), the card it uncovered turned up.
move-turned-up = { $said }; turned up the { $card }
# After a move ($said) that emptied $pile, the $card from the $reserve fills it (Canfield).
move-refilled = { $said }; the { $card } from the { $reserve } fills { $pile }

## The screen reader's other announcements.

# The table as a whole: $game the game's name, $number the deal's number.
announce-table = { $game } table, deal { $number }
# A new deal put out: $game the game's name, $number the deal's number.
announce-dealt = { $game }, deal { $number }
# Two cards paired off (Pyramid) taken back to their piles $from and $to.
announce-undone-pair = Undone: the pair, back to { $from } and { $to }
# A move taken back: $card (beginning the sentence's object, "Seven of hearts") back to $pile.
announce-undone-card = Undone: { $card } back to { $pile }
announce-undone-row = Undone: the row dealt
announce-undone-draw = Undone: the draw
announce-undone-redeal = Undone: the redeal
# A hint to turn the stock: $hint one of the hint-stock- messages, in a sentence.
announce-hint-stock = Hint: { $hint }
# A hint: move $card from $from to $to.
announce-hint-move = Hint: { $card } from { $from } to { $to }
# Cards picked up with the keyboard: $card the one picked up, or the lowest of $count.
announce-picked-up = Picked up { $card }
announce-picked-up-run = Picked up { $count } cards from the { $card }
announce-won = You won!
announce-no-moves = No moves left

## Why a move was refused, shown and said when the player tries it. Cards here are
## written with their signs ($card, $onto: "Q♥", "10♠").

# $pile is a pile's number in the game's file (only a broken request names one).
illegal-no-such-pile = There is no pile { $pile }
illegal-same-pile = A card cannot move onto its own pile
illegal-not-enough-cards = There are no cards to move there
illegal-from-foundation = Cards on a foundation stay there
illegal-back-to-tableau-only = A foundation's top card goes back only onto a tableau pile, one at a time
illegal-from-stock = Cards cannot be taken from the stock; click it to draw
illegal-face-down = That card is face down
illegal-covered = That card is covered: the cards lying on it must go first
illegal-top-card-only = Only the top card can be moved
illegal-waste-top-only = Only the top card of the waste plays
illegal-not-a-run = Those cards are not in sequence: only a run moves together
# Pairing games (Pyramid): $card and $onto, whose ranks add up to $total, not the
# $sum the game pairs.
illegal-not-a-pair = { $card } and { $onto } do not pair: their ranks add up to { $total }, not { $sum }
# Pairing games: $card played onto an empty place; pairs add up to $sum.
illegal-pairs-only-with-a-card = { $card } pairs only with a card: ranks adding up to { $sum }
# Pairing games: only a card of rank $sum (a King, 13) goes home by itself.
illegal-pairs-home = Only a card of rank { $sum } goes to the foundation alone: the others leave in pairs adding up to { $sum }
illegal-top-or-pile-only = Only the top card moves, or the whole pile together
illegal-not-a-suited-run = Only a run in one suit moves together
illegal-not-a-complete-run = A foundation here takes only a whole suit, King down to Ace, at once
illegal-complete-run-first = The complete suit leaves the table first
illegal-fill-every-pile = Every pile needs a card before the stock deals a row
# $count cards asked to move together, where free cells and empty piles allow only $allowed.
illegal-run-too-long = Not enough free space to move { $count } cards (at most { $allowed } now)
illegal-not-a-target-stock = Nothing can be placed on the stock
illegal-not-a-target-waste = Nothing can be placed on the waste
illegal-not-a-target = Nothing can be placed there
illegal-no-building = Nothing builds on these piles' cards
illegal-cell-full = A free cell holds one card
illegal-one-at-a-time-waste = Only one card at a time goes to a waste
illegal-one-at-a-time-cell = Only one card at a time goes to a free cell
illegal-one-at-a-time-foundation = Only one card at a time goes to a foundation
illegal-one-at-a-time = Only one card at a time goes there
# $count: the most cards the pile may hold.
illegal-pile-full = This pile is full ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    } at most)
illegal-never-refilled = This pile is never refilled once emptied
illegal-kings-only = Only a King can fill an empty pile
illegal-kings-only-group = Only a King or a group headed by a King can fill an empty pile
# $rank the rank a foundation starts with ("Ace", a rank- message), $value its number
# (1 for an Ace, 8 for an Eight: English's "an").
illegal-foundation-start = An empty foundation starts with { $value ->
        [1] an
        [8] an
       *[other] a
    } { $rank }
# Montana: a row's first place takes a card of the rank it starts with ($rank, $value as above).
illegal-row-starts-with = A row starts with { $value ->
        [1] an
        [8] an
       *[other] a
    } { $rank }
# Montana: an empty place takes only the card after $card, the one on its left.
illegal-only-after-left = Only the card after { $card } in its suit goes here
# Montana: the place on the left is empty or holds a King.
illegal-nothing-after-left = Nothing goes right of a gap or a King
illegal-foundation-complete = This foundation is complete
# Aces Up: an Ace never goes to the discard pile.
illegal-aces-stay = Aces stay on the table
# Aces Up: $card goes to the discard pile only while another pile's top card is of
# its suit and higher (Aces high).
illegal-not-outranked = { $card } goes out only while another pile's top card is a higher card of its suit
# Sir Tommy: these piles take any card, but only from one pile; $kind is "waste",
# "stock" or "other".
illegal-only-from = These piles take a card only from { $kind ->
        [waste] the waste
        [stock] the stock
       *[other] one other pile
    }
# Sir Tommy: the waste holds one card, which must be played before the next is drawn.
illegal-waste-full = Play the waste's card before drawing another
# $card cannot go on the foundation's top card $onto; $next is the card that would ("4♥").
illegal-foundation-next = { $card } cannot go on { $onto }: next here is { $next }
# The same where the foundation takes nothing more.
illegal-foundation-next-none = { $card } cannot go on { $onto }: next here is nothing
# $card does not build on $onto: the tableau's build rule follows. $direction is "up",
# "down" or "either"; $suit "same", "alternate" (colours), "colour"
# (red on red, black on black), "other" (any suit but its own) or "any"; $wrap "yes" where a
# King and an Ace are next to each other; $kings "yes" where nothing goes on a King.
illegal-does-not-build = { $card } cannot go on { $onto }: build { $direction ->
        [up] up
        [down] down
       *[either] up or down
    } by one rank { $suit ->
        [same] in the same suit
        [alternate] in alternate colours
        [colour] in the same colour
        [other] in any suit but its own
       *[any] regardless of suit
    }{ $wrap ->
        [yes] , King and Ace next to each other
       *[no] { "" }
    }{ $kings ->
        [yes] , nothing on a King
       *[no] { "" }
    }
illegal-no-stock = This game has no stock
illegal-stock-empty = The stock is empty
illegal-stock-not-empty = Draw from the stock first: the waste is turned over only when the stock is empty
illegal-waste-empty = The waste is empty: there is nothing to redeal
illegal-no-redeals-left = No redeals left
# A stock that reshuffles (La Belle Lucie) has done so as often as it may.
illegal-no-reshuffles-left = No redeals left
# Where only whole piles move (Accordion).
illegal-whole-pile-only = Only a whole pile moves: drag it by its top card
# Where piles go only onto piles some places to their left (Accordion): $places the
# distances, "1 or 3" (joined by list-or).
illegal-not-to-the-left = A pile goes only onto the pile { $places } places to its left
# Two items of a list, the second the last: "1 or 3".
list-or = { $first } or { $last }
# $card does not go on $onto, whose suit and rank it shares neither (Accordion).
illegal-does-not-match = { $card } cannot go on { $onto }: only on a card of the same suit or the same rank

## A request the state of play refuses.

refusal-nothing-to-undo = Nothing to undo
refusal-nothing-to-redo = Nothing to redo
# The cards are being played home one by one after the player asked to finish.
refusal-finishing = The cards are on their way home
refusal-cannot-finish = Not every card can go home by itself yet
# $game: the id of a game asked for that does not exist.
refusal-no-such-game = There is no game '{ $game }'

## Hints (the H key or the Hint button), shown in the notice line. Cards here are
## written with their signs ($card, $partner: "Q♥").

hint-lost = This position cannot be won
hint-none = No hint found in time: the position is hard to judge
# Pairing games (Pyramid): pair $card with $partner.
hint-pair = Pair { $card } with { $partner }
# Move $card to a pile of group $pile (the game's name for it, in a sentence:
# "foundation", "tableau pile").
hint-move = Move { $card } to the { $pile }
# The same for $card with the cards lying on it ($count in all).
hint-move-run = Move { $card } and the cards on it to the { $pile }
# A hint ($hint, one of the above) the solver is not sure of.
hint-unsure = { $hint } (the most promising move; no sure win found)
# Hints to use the stock.
hint-stock-redeal = Turn the waste over
hint-stock-reshuffle = Gather the cards, shuffle them and deal them again
hint-stock-deal-row = Deal a row from the stock
hint-stock-draw = Draw from the stock

## The demo and the search for winnable deals.

demo-stopped = Demo stopped: your game
# $number: the deal's number.
demo-no-win = Demo: no win found for deal #{ $number }; playing as far as it goes
winnable-looking = Looking for a winnable deal…
winnable-none = No winnable deal found quickly: here is an unchecked one

## Keyboard and taps.

# $key: the key that turns the sound back on ("M").
keys-sound-off = Sound off ({ $key } turns it on)
keys-sound-on = Sound on
# $card ("Q♥", with its signs) has no move to make.
tap-nowhere = { $card } has nowhere to go
# $card cannot be picked up with the keyboard (alone, or with the $count cards from it).
pick-refused = { $card } cannot be picked up
pick-refused-run = { $card } cannot be picked up with the cards on it

## Difficulty grades of deals, measured by the solver.

grade-easy = Easy
grade-medium = Medium
grade-hard = Hard
grade-expert = Expert
# The share of the graded deals the solver won, in percent ($won: 74).
grade-win-rate = { $won }%
# The same where some deals were undecided: between $won and $most percent.
grade-win-rate-range = { $won }–{ $most }%
# The grading rule, on the rules screen. $game is the game's name; $first and $last the
# graded deals' numbers; $easy, $medium and $hard the most positions searched for a win
# of that grade.
grade-rule = Deals are graded by the solver: { $game } deals { $first }–{ $last } were each solved once, and a won deal's grade is how many positions the solver searched to win it — Easy up to { $easy }, Medium up to { $medium }, Hard up to { $hard }, Expert more (about a quarter of the won deals each). A level always deals one of these proved winnable deals. The solver sees face-down cards, so a grade measures the puzzle, not the luck of the turn.

## Scores and figures.

# A score in dollars (Vegas, TriPeaks): $amount, and below nothing.
score-dollars = ${ $amount }
score-dollars-negative = −${ $amount }
# A game's best score ($best, as above, or "–" for none yet).
score-records = Best score { $best }.
# The same for Vegas, with the $bank won or lost over every deal.
score-records-bank = Best score { $best }; bank { $bank } over every deal.
# A count of days (a streak of daily deals).
days = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
