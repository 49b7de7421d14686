#!/usr/bin/env python3
"""Makes core/tests/fixtures/pysol-deals.txt: the order in which PySolFC deals the
cards of deal #N (as its `pysol_cards` package reproduces it, PyPI), for one and two
decks. Our `Shuffle::PySol` must give the same order; the test reads this file.

    pip install pysol_cards && python3 tools/pysol-fixtures.py > core/tests/fixtures/pysol-deals.txt
"""
from pysol_cards.cards import createCards
from pysol_cards.random import shuffle
from pysol_cards.random_base import RandomBase

NUMBERS = [1, 2, 3, 24, 617, 11982, 31999, 32000, 32001, 32002, 99999, 123456,
           1000000, 2147483647]

print("# The order PySolFC deals the cards of deal #N (first dealt first), made by")
print("# tools/pysol-fixtures.py with pysol_cards. One line a deal: DECKS NUMBER CARDS.")
for decks in (1, 2):
    for number in NUMBERS:
        cards = shuffle(createCards(decks), number, RandomBase.DEALS_PYSOLFC)
        cards.reverse()
        names = ["0A23456789TJQK"[c.rank] + "CSHD"[c.suit] for c in cards]
        print(decks, number, " ".join(names))
