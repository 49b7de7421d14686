#!/usr/bin/env python3
"""Makes core/tests/fixtures/pysol-deals.txt: the order in which PySolFC deals the
cards of deal #N (as its `pysol_cards` package reproduces it, PyPI), for one and two
decks, and the layouts of some games' deals as PySolFC deals them. Our `Shuffle::PySol`
and `deal_rows` must give the same; the tests read this file.

    pip install pysol_cards && python3 tools/pysol-fixtures.py > core/tests/fixtures/pysol-deals.txt
"""
import random

import pysol_cards.deal_game
from pysol_cards.cards import CardRenderer, createCards
from pysol_cards.deal_game import Game
from pysol_cards.random import shuffle as pysol_cards_shuffle
from pysol_cards.random_base import RandomBase


def twister_shuffle(cards, number):
    """PySolFC's MTRandom shuffle, written out: Python's random.Random(number), and from
    the last card down a swap with card int(random() * (i + 1))."""
    r = random.Random(number)
    for i in reversed(range(1, len(cards))):
        j = int(r.random() * (i + 1))
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def shuffle(cards, number, which_deals):
    """PySolFC's shuffle of deal #number. PySolFC picks its generator in
    pysollib/pysolrandom.py, constructRandom: `if 0 <= seed < 32000: return
    LCRandom31(seed)`, else MTRandom(seed). pysol_cards takes the LCG up to and including
    32000, so deal #32000 alone is shuffled here by the twister as PySolFC does."""
    if number == 32000:
        return twister_shuffle(cards, number)
    return pysol_cards_shuffle(cards, number, which_deals)


# The written-out twister is pysol_cards' own where the two agree on the generator.
for decks in (1, 2):
    for number in (32001, 99999):
        ours = [c.id for c in twister_shuffle(createCards(decks), number)]
        theirs = pysol_cards_shuffle(createCards(decks), number, RandomBase.DEALS_PYSOLFC)
        assert ours == [c.id for c in theirs], (decks, number)

# pysol_cards' own games deal through it too.
pysol_cards.deal_game.shuffle = shuffle

NUMBERS = [1, 2, 3, 24, 617, 11982, 31999, 32000, 32001, 32002, 99999, 123456,
           1000000, 2147483647]

print("# The order PySolFC deals the cards of deal #N (first dealt first), made by")
print("# tools/pysol-fixtures.py with pysol_cards (deal #32000 by PySolFC's twister).")
print("# One line a deal: DECKS NUMBER CARDS;")
print("# then `layout GAME NUMBER` lines: the piles bottom card first, <face down>, | between")
print("# piles, then Golf's waste, the stock last, its next card first.")
for decks in (1, 2):
    for number in NUMBERS:
        cards = shuffle(createCards(decks), number, RandomBase.DEALS_PYSOLFC)
        cards.reverse()
        names = ["0A23456789TJQK"[c.rank] + "CSHD"[c.suit] for c in cards]
        print(decks, number, " ".join(names))

# Golf's "Foundations" is its waste, dealt one card: it stands between piles and stock.
for game in ("klondike", "golf"):
    for number in NUMBERS:
        text = Game(game, number, RandomBase.DEALS_PYSOLFC).calc_layout_string(
            CardRenderer(True))
        lines = text.strip("\n").split("\n")
        talon = [l for l in lines if l.startswith("Talon: ")][0][len("Talon: "):]
        waste = [l[len("Foundations: "):] for l in lines if l.startswith("Foundations: ")]
        piles = [l for l in lines if not l.startswith(("Talon", "Foundations"))]
        print("layout", game, number, "|".join(piles + waste + [talon]))

# Spider, as PySolFC's Game.createCards makes its decks (deck by deck, each of the
# game's `suits` Ace to King: (0, 0, 0, 0) is all clubs, (0, 0, 2, 2) clubs and hearts)
# and its Spider.startGame deals them: four rows face down, a fifth to piles 1, 4, 7
# and 10, a row face up, each from the talon's top. pysol_cards has no Spider, so the
# deal is written out here from PySolFC's source (pysollib/games/spider.py).
from pysol_cards.cards import Card

for game, suits in (("spider", (0, 1, 2, 3)), ("spider-two-suits", (0, 0, 2, 2)),
                    ("spider-one-suit", (0, 0, 0, 0))):
    for number in NUMBERS:
        cards, id_ = [], 0
        for deck in range(2):
            for suit in suits:
                for rank in range(1, 14):
                    cards.append(Card(id_, rank, suit))
                    id_ += 1
        talon = shuffle(cards, number, RandomBase.DEALS_PYSOLFC)
        name = lambda c: "0A23456789TJQK"[c.rank] + "CSHD"[c.suit]
        rows = [[] for _ in range(10)]
        for row in [range(10)] * 4 + [(0, 3, 6, 9)]:
            for r in row:
                rows[r].append("<" + name(talon.pop()) + ">")
        for r in range(10):
            rows[r].append(name(talon.pop()))
        stock = " ".join(name(c) for c in reversed(talon))
        print("layout", game, number, "|".join(" ".join(r) for r in rows + [[stock]]))

# Pyramid, as PySolFC's Pyramid.startGame deals it (pysollib/games/pyramid.py): a row to
# each of the 28 pyramid piles, top row first, face up, then the talon's top card to the
# waste. pysol_cards has no Pyramid either.
for number in NUMBERS:
    talon = shuffle(createCards(1), number, RandomBase.DEALS_PYSOLFC)
    name = lambda c: "0A23456789TJQK"[c.rank] + "CSHD"[c.suit]
    piles = [name(talon.pop()) for _ in range(28)]
    waste = name(talon.pop())
    stock = " ".join(name(c) for c in reversed(talon))
    print("layout pyramid", number, "|".join(piles + [waste, stock]))

# The classic shelf: `piles GAME NUMBER` lines give every pile of ours in our order
# (the groups' order in the game's file), each bottom card first, <face down>, | between.
name = lambda c: "0A23456789TJQK"[c.rank] + "CSHD"[c.suit]


def pysol_cards_columns(game, number):
    """The cells and columns pysol_cards deals for `game` #`number`, its own way."""
    text = Game(game, number, RandomBase.DEALS_PYSOLFC).calc_layout_string(CardRenderer(True))
    lines = text.strip("\n").split("\n")
    cells = [l[len("Freecells: "):].split() for l in lines if l.startswith("Freecells: ")]
    found = [l for l in lines if l.startswith("Foundations: ")]
    columns = [l for l in lines if not l.startswith(("Freecells", "Foundations"))]
    return (cells[0] if cells else []), found, columns


def cells_of(cells, n):
    return [c if c != "-" else "" for c in cells] + [""] * (n - len(cells))


for number in NUMBERS:
    _, _, columns = pysol_cards_columns("yukon", number)
    print("piles yukon", number, "|".join([""] * 4 + columns))
    _, _, columns = pysol_cards_columns("bakers_game", number)
    print("piles bakers-game", number, "|".join([""] * 8 + columns))
    cells, _, columns = pysol_cards_columns("eight_off", number)
    print("piles eight-off", number, "|".join(cells_of(cells, 8) + [""] * 4 + columns))
    cells, _, columns = pysol_cards_columns("seahaven_towers", number)
    print("piles seahaven-towers", number, "|".join(cells_of(cells, 4) + [""] * 4 + columns))
    _, _, columns = pysol_cards_columns("streets_and_alleys", number)
    print("piles streets-and-alleys", number, "|".join([""] * 4 + columns))
    # (PySolFC deals the Aces clubs first, to the clubs' foundation; pysol_cards lists
    # them in the order it met them.)
    _, found, columns = pysol_cards_columns("beleaguered_castle", number)
    assert sorted(found[0].split()[1:]) == ["C-A", "D-A", "H-A", "S-A"]
    print("piles beleaguered-castle", number, "|".join(["AC", "AS", "AH", "AD"] + columns))
    _, found, columns = pysol_cards_columns("black_hole", number)
    assert found == ["Foundations: AS"]
    print("piles black-hole", number, "|".join(["AS"] + columns))

# Games pysol_cards does not deal, written out from PySolFC's source: each talon.pop()
# is the next card dealt; the stock keeps the rest, bottom card first.
for number in NUMBERS:
    # King Albert (pysollib/games/klondike.py): face-up rows to columns i..9, then a
    # row to all nine, then the seven reserve cards.
    talon = shuffle(createCards(1), number, RandomBase.DEALS_PYSOLFC)
    cols = [[] for _ in range(9)]
    for i in range(1, 9):
        for c in range(i, 9):
            cols[c].append(name(talon.pop()))
    for c in range(9):
        cols[c].append(name(talon.pop()))
    reserve = [name(talon.pop()) for _ in range(7)]
    print("piles king-albert", number, "|".join([""] * 4 + reserve + [" ".join(c) for c in cols]))

    # Forty Thieves (pysollib/games/fortythieves.py): four rows to ten columns, then a
    # card to the waste.
    talon = shuffle(createCards(2), number, RandomBase.DEALS_PYSOLFC)
    cols = [[] for _ in range(10)]
    for _ in range(4):
        for c in range(10):
            cols[c].append(name(talon.pop()))
    waste = name(talon.pop())
    stock = " ".join(name(c) for c in talon)
    print("piles forty-thieves", number, "|".join([stock, waste] + [""] * 8 + [" ".join(c) for c in cols]))

    # Scorpion (pysollib/games/spider.py): three rounds of piles 1-4 face down then 5-7
    # face up, then four face-up rows; the stock keeps three cards.
    talon = shuffle(createCards(1), number, RandomBase.DEALS_PYSOLFC)
    cols = [[] for _ in range(7)]
    for down in (4, 4, 4, 0, 0, 0, 0):
        for c in range(7):
            card = name(talon.pop())
            cols[c].append("<" + card + ">" if c < down else card)
    stock = " ".join(name(c) for c in talon)
    print("piles scorpion", number, "|".join([stock] + [""] * 4 + [" ".join(c) for c in cols]))

    # Canfield (pysollib/games/canfield.py): the base card to a foundation, thirteen
    # to the reserve (the top one turned up), a row to the four piles from the right,
    # three cards to the waste.
    talon = shuffle(createCards(1), number, RandomBase.DEALS_PYSOLFC)
    base = name(talon.pop())
    reserve = [name(talon.pop()) for _ in range(13)]
    reserve = ["<" + c + ">" for c in reserve[:-1]] + reserve[-1:]
    rows = [None] * 4
    for c in (3, 2, 1, 0):
        rows[c] = name(talon.pop())
    waste = [name(talon.pop()) for _ in range(3)]
    stock = " ".join(name(c) for c in talon)
    print("piles canfield", number, "|".join([stock, " ".join(waste), base, "", "", ""] + rows + [" ".join(reserve)]))

# The second shelf. pysol_cards deals Gypsy (its talon listed next card first), Simple
# Simon, and Yukon, whose deal Russian Solitaire shares.
for number in NUMBERS:
    _, _, columns = pysol_cards_columns("yukon", number)
    print("piles russian-solitaire", number, "|".join([""] * 4 + columns))
    _, _, columns = pysol_cards_columns("simple_simon", number)
    print("piles simple-simon", number, "|".join([""] * 4 + columns))
    text = Game("gypsy", number, RandomBase.DEALS_PYSOLFC).calc_layout_string(CardRenderer(True))
    lines = text.strip("\n").split("\n")
    talon = [l for l in lines if l.startswith("Talon: ")][0][len("Talon: "):].split()
    columns = [l for l in lines if not l.startswith("Talon")]
    print("piles gypsy", number, "|".join([" ".join(reversed(talon))] + [""] * 8 + columns))

def dealt_rows(talon, count, rows):
    """PySolFC's dealRow calls, in order, onto `count` piles: each row is the piles it
    deals to (indices) and whether face up; a card face down is written <card>. Each
    card comes off the talon's top. Returns the piles, each bottom card first."""
    piles = [[] for _ in range(count)]
    for to, up in rows:
        for c in to:
            card = name(talon.pop())
            piles[c].append(card if up else "<" + card + ">")
    return [" ".join(p) for p in piles]


def move_to_bottom(cards, key):
    """PySolFC's Game._shuffleHookMoveToBottom (pysollib/game/__init__.py): the cards
    with a key go to the bottom of the talon (dealt last), the lowest key dealt first;
    the other cards keep their order."""
    picked = [(key(c), -i, c) for i, c in enumerate(cards) if key(c) is not None]
    rest = [c for c in cards if key(c) is None]
    return [c for _, _, c in sorted(picked, reverse=True)] + rest


def rest_of(talon):
    """The stock: what the talon keeps, bottom card first."""
    return " ".join(name(c) for c in talon)


def one_deck(number):
    """PySolFC's talon for deal #number of a one-deck game, next card last."""
    return shuffle(createCards(1), number, RandomBase.DEALS_PYSOLFC)


# Written out from PySolFC's source as above.
for number in NUMBERS:
    # Spiderette (pysollib/games/spider.py): face-down rows to piles i..7 for i = 2..7,
    # then a face-up row to all seven, left to right; the stock keeps the rest.
    talon = one_deck(number)
    cols = dealt_rows(talon, 7, [(range(i, 7), False) for i in range(1, 7)] + [(range(7), True)])
    print("piles spiderette", number, "|".join([rest_of(talon)] + [""] * 4 + cols))

    # Will o' the Wisp (spider.py) and Easthaven (klondike.py): two face-down rows and
    # a face-up row to the seven piles; the stock keeps the rest.
    for game in ("will-o-the-wisp", "easthaven"):
        talon = one_deck(number)
        cols = dealt_rows(talon, 7, [(range(7), up) for up in (False, False, True)])
        print("piles", game, number, "|".join([rest_of(talon)] + [""] * 4 + cols))

    # Flower Garden (klondike.py, Stonewall.startGame): six face-up rows to the six
    # beds, then a card to each of the sixteen bouquet places.
    talon = one_deck(number)
    beds = dealt_rows(talon, 6, [(range(6), True)] * 6)
    bouquet = dealt_rows(talon, 16, [(range(16), True)])
    print("piles flower-garden", number, "|".join([""] * 4 + beds + bouquet))

for number in NUMBERS:
    # Fan (fan.py, Fan.startGame): two face-up rows to fans 1..17, then a row to all
    # eighteen, left to right. (pysol_cards' `fan` deals the same.)
    # Scotch Patience (fan.py) deals as Fan.
    fans = dealt_rows(one_deck(number), 18, [(range(17), True)] * 2 + [(range(18), True)])
    for game in ("fan", "scotch-patience"):
        print("piles", game, number, "|".join([""] * 4 + fans))

for number in NUMBERS:
    # Westcliff (klondike.py, Eastcliff.startGame): two face-down rows and a face-up
    # row to the ten piles, left to right, then a card to the waste; the stock keeps
    # the rest.
    talon = one_deck(number)
    cols = dealt_rows(talon, 10, [(range(10), up) for up in (False, False, True)])
    waste = name(talon.pop())
    print("piles westcliff", number, "|".join([rest_of(talon), waste] + [""] * 4 + cols))

for number in NUMBERS:
    # Somerset (klondike.py, Somerset.startGame): face-up rows to piles i..10 for
    # i = 1..6, then to piles 7..10 and 8..10, left to right.
    talon = one_deck(number)
    cols = dealt_rows(talon, 10, [(range(first, 10), True) for first in range(8)])
    assert not talon
    print("piles somerset", number, "|".join([""] * 4 + cols))

for number in NUMBERS:
    # Raglan (klondike.py): the Aces go to the bottom of the talon (Raglan._shuffleHook);
    # face-up rows to columns i..9 for i = 1..6, then to columns 7..9, a card to each of
    # the six reserves, the Aces to the foundations.
    talon = move_to_bottom(one_deck(number), lambda c: c.suit if c.rank == 1 else None)
    cols = dealt_rows(talon, 9, [(range(first, 9), True) for first in range(7)])
    reserve = dealt_rows(talon, 6, [(range(6), True)])
    found = dealt_rows(talon, 4, [(range(4), True)])
    assert found == ["AC", "AS", "AH", "AD"] and not talon
    print("piles raglan", number, "|".join(found + reserve + cols))

for number in NUMBERS:
    # Northwest Territory (klondike.py, NorthwestTerritory.startGame): face-down rows
    # to piles i..8 for i = 2..8, a face-up row to all eight, left to right, then a card
    # to each of the sixteen reserves.
    talon = one_deck(number)
    cols = dealt_rows(talon, 8, [(range(i, 8), False) for i in range(1, 8)] + [(range(8), True)])
    reserve = dealt_rows(talon, 16, [(range(16), True)])
    assert not talon
    print("piles northwest-territory", number, "|".join([""] * 4 + cols + reserve))

for number in NUMBERS:
    # Whitehead and Thumb and Pouch (klondike.py, Klondike.startGame): rows to piles
    # i..7 for i = 2..7, then to all seven, right to left (reverse=1), face up in
    # Whitehead (flip=1) and face down but the last row in Thumb and Pouch; then a card
    # to the waste (dealCards). The stock keeps the rest.
    for game, flip in (("whitehead", True), ("thumb-and-pouch", False)):
        talon = one_deck(number)
        rows = [(reversed(range(i, 7)), flip) for i in range(1, 7)] + [(reversed(range(7)), True)]
        cols = dealt_rows(talon, 7, rows)
        waste = name(talon.pop())
        print("piles", game, number, "|".join([rest_of(talon), waste] + [""] * 4 + cols))

for number in NUMBERS:
    # Sir Tommy (numerica.py, Numerica.startGame): the stock's first card to the waste
    # (dealCards); the stock keeps the rest.
    talon = one_deck(number)
    waste = name(talon.pop())
    print("piles sir-tommy", number, "|".join([rest_of(talon), waste] + [""] * 8))

# Baker's Dozen and Spanish Patience, as pysol_cards deals Baker's Dozen (the pack turned over, each King swapped under
# its pile: PySolFC's BakersDozen._shuffleHook).
for number in NUMBERS:
    _, _, columns = pysol_cards_columns("bakers_dozen", number)
    # Spanish Patience (bakersdozen.py) deals as Baker's Dozen.
    for game in ("bakers-dozen", "spanish-patience"):
        print("piles", game, number, "|".join([""] * 4 + columns))

# La Belle Lucie (fan.py, LaBelleLucie_Talon): dealt as Fan; then twice redealt. A
# redeal moves each fan's cards onto the talon, fan by fan from the first, each fan
# bottom card first; shuffles the talon with the deal's own generator carried on
# (pysollib/move.py, AShuffleStackMove: from the last card down, a swap with
# randint(0, n)); and deals three rounds from the talon's top, round i to the first
# (n + i) // 3 fans. `redeal` lines: deal #N after one and after two redeals.
from pysol_cards.random import LCRandom31, MTRandom, ms_rearrange


def generator(number):
    """PySolFC's game generator (pysolrandom.py, constructRandom)."""
    r = LCRandom31() if number < 32000 else MTRandom()
    r.setSeed(number)
    return r


for number in NUMBERS:
    r = generator(number)
    talon = r.shuffle(ms_rearrange(createCards(1)) if number < 32000 else createCards(1))
    assert [c.id for c in talon] == [c.id for c in one_deck(number)] or number == 32000
    fans = [[] for _ in range(18)]
    for row in (range(17), range(17), range(18)):
        for f in row:
            fans[f].append(talon.pop())
    print("piles la-belle-lucie", number,
          "|".join([""] * 5 + [" ".join(name(c) for c in f) for f in fans]))
    for redeal in (1, 2):
        talon = [c for f in fans for c in f]
        r.shuffle(talon)
        n = len(talon)
        fans = [[] for _ in range(18)]
        for i in range(3):
            for f in range(((n // 3, (n + 1) // 3, (n + 2) // 3))[i]):
                fans[f].append(talon.pop())
        print("redeal la-belle-lucie", number, redeal,
              "|".join(" ".join(name(c) for c in f) for f in fans))

for number in NUMBERS:
    # Accordion (pushpin.py, PushPin.startGame with accordion_deal_all, PySolFC's
    # default): a face-up row to the 52 places, the first first.
    places = dealt_rows(one_deck(number), 52, [(range(52), True)])
    print("piles accordion", number, "|".join(places))

for number in NUMBERS:
    # Montana (montana.py, Montana.startGame): the 52 places dealt in order from the
    # talon's top, each Ace to a pile out of play instead (its place stays a gap). Then
    # twice redealt (Montana_Talon.dealCards): in each row, the cards after its run
    # (from the first place, Two up in one suit) go to the talon row by row, left to
    # right; the talon is shuffled with the deal's generator carried on; and the cards
    # go back from the talon's top into those places in order, but for the first of
    # each row, which stays a gap. `redeal` lines: the 52 places after one and two.
    r = generator(number)
    talon = r.shuffle(ms_rearrange(createCards(1)) if number < 32000 else createCards(1))
    places, aces = [None] * 52, []
    for i in range(52):
        card = talon.pop()
        if card.rank == 1:
            aces.append(card)
        else:
            places[i] = card
    shown = lambda: "|".join(name(c) if c else "" for c in places)
    print("piles montana", number, "|".join([shown(), "", " ".join(name(c) for c in aces)]))
    for redeal in (1, 2):
        gathered, gaps = [], []
        for row in range(4):
            first = places[row * 13]
            run, suit = first is not None and first.rank == 2, first.suit if first else None
            for j in range(13):
                card = places[row * 13 + j]
                if run and not (card and card.suit == suit and card.rank == 2 + j):
                    run = False
                if not run:
                    if len(gaps) == row:
                        gaps.append(row * 13 + j)
                    gathered.append(row * 13 + j)
                    if card:
                        talon.append(card)
                        places[row * 13 + j] = None
        r.shuffle(talon)
        for i in gathered:
            if i not in gaps:
                places[i] = talon.pop()
        assert not talon
        print("redeal montana", number, redeal, shown())
