#!/usr/bin/env python3
"""Makes core/tests/fixtures/pysol-deals.txt: the order in which PySolFC deals the
cards of deal #N (as its `pysol_cards` package reproduces it, PyPI), for one and two
decks, and the layouts of some games' deals as PySolFC deals them. Our `Shuffle::PySol`
and `deal_rows` must give the same; the tests read this file.

    pip install pysol_cards && python3 tools/pysol-fixtures.py > core/tests/fixtures/pysol-deals.txt
"""
from pysol_cards.cards import CardRenderer, createCards
from pysol_cards.deal_game import Game
from pysol_cards.random import shuffle
from pysol_cards.random_base import RandomBase

NUMBERS = [1, 2, 3, 24, 617, 11982, 31999, 32000, 32001, 32002, 99999, 123456,
           1000000, 2147483647]

print("# The order PySolFC deals the cards of deal #N (first dealt first), made by")
print("# tools/pysol-fixtures.py with pysol_cards. One line a deal: DECKS NUMBER CARDS;")
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
