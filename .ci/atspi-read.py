"""Reads the game's window through AT-SPI, as a screen reader does, and prints the tree.

Run by .ci/atspi-check.sh inside a D-Bus session with the AT-SPI bus up. Exits 1 if the
game never shows up on the accessibility bus.
"""
import sys
import time

import pyatspi


def dump(acc, depth, out):
    if len(out) > 600:
        return
    out.append("  " * depth + f"{acc.getRoleName()}: {acc.name}")
    for i in range(acc.childCount):
        dump(acc.getChildAtIndex(i), depth + 1, out)


desktop = pyatspi.Registry.getDesktop(0)
for _ in range(60):
    apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
    game = [a for a in apps if a is not None and a.name == "solitaire"]
    # The tree comes with the first frame after the adapter is asked for it.
    if game and game[0].childCount and game[0].getChildAtIndex(0).childCount:
        lines = []
        dump(game[0], 0, lines)
        print("\n".join(lines))
        sys.exit(0)
    time.sleep(0.5)
print("the game never showed its table on the accessibility bus")
sys.exit(1)
