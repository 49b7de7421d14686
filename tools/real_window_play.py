"""Plays a deal in the game's real window with a real pointer and real keys (xdotool),
as a player would, and checks every move against the core.

The cards are found where the screen reader's tree says they lie (AT-SPI: each pile
and card of the table has its bounds in the window). The first moves of the solver's
solution are played in turn by a drag of the mouse and by the keyboard (a column's
digit, the arrows, Space; T and Space turn the stock). After each, the piles the window
shows must hold the cards `solitaire-cli play` says the move leaves. Then D starts the
demo, which must win the deal.

Run by tools/real-window-play.sh, which gives it an X display (Xvfb) and a D-Bus
session with the AT-SPI bus up:
    python3 tools/real_window_play.py GAME DEAL MOVES BINARY CLI OUTDIR
"""
import os
import re
import shutil
import subprocess
import sys
import time

import pyatspi

RANKS = {"Ace": "A", "Two": "2", "Three": "3", "Four": "4", "Five": "5", "Six": "6",
         "Seven": "7", "Eight": "8", "Nine": "9", "Ten": "T", "Jack": "J",
         "Queen": "Q", "King": "K"}
SUITS = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S"}
# The game's settings for the run: no cards going home by themselves (the solution
# moves them), and no flights to wait for.
SETTINGS = "(version: 1, auto_home: false, speed: Instant, language: Some(\"en\"))\n"


SHOT = None


def fail(why):
    print(f"FAIL: {why}")
    if SHOT and shutil.which("convert"):
        subprocess.run(["convert", "x:root", SHOT], capture_output=True)
        print(f"(the screen then: {SHOT})")
    sys.exit(1)


def xdo(*args):
    subprocess.run(["xdotool", *map(str, args)], check=True)


def states(cli, game, deal, moves):
    """What the core shows before and after each move: per pile, its cards as the CLI
    prints them ("##" face down), in the piles' order."""
    out = subprocess.run([cli, "play", "--game", game, "--number", str(deal)],
                         input="\n".join(moves) + "\n", capture_output=True, text=True,
                         check=True).stdout
    shown, piles = [], []
    for line in out.splitlines():
        m = re.match(r"^\s*([a-z]+\d*): ?(.*)$", line)
        if m and m.group(1) not in ("moves",):
            rest = m.group(2).split()
            if len(rest) == 2 and rest[1] == "cards":
                piles.append((m.group(1), ["##"] * int(rest[0])))
            else:
                piles.append((m.group(1), rest))
        elif line.startswith("moves:"):
            shown.append(piles)
            piles = []
        if "illegal" in line.lower() or "refused" in line.lower():
            fail(f"the core refused a move of the solution: {line}")
    return shown


def card_code(name):
    """ "Six of spades, face up, 7th of 7 in column 1" -> "6S"; face down -> "##"."""
    if name.lower().startswith("face-down") or "face down" in name:
        return "##"
    m = re.match(r"^(\w+) of (\w+)", name)
    if not m or m.group(1) not in RANKS:
        return "?" + name
    return RANKS[m.group(1)] + SUITS.get(m.group(2), "?")


def find_table(app, n_piles):
    """The table's group: the node with a list for every pile."""
    todo = [app]
    while todo:
        node = todo.pop(0)
        if node is None:
            continue
        kids = [node.getChildAtIndex(i) for i in range(node.childCount)]
        if len(kids) == n_piles and all(k is not None and k.getRoleName() == "list"
                                        for k in kids):
            return node
        todo.extend(kids)
    return None


def read_table(game_app, n_piles):
    """Per pile: its bounds and its cards (code and bounds), as the tree says."""
    table = find_table(game_app, n_piles)
    if table is None:
        return None
    piles = []
    for p in range(table.childCount):
        lst = table.getChildAtIndex(p)
        ext = lst.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        cards = []
        for i in range(lst.childCount):
            item = lst.getChildAtIndex(i)
            e = item.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            cards.append((card_code(item.name), (e.x, e.y, e.width, e.height)))
        piles.append(((ext.x, ext.y, ext.width, ext.height), cards))
    return piles


def the_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        a = desktop.getChildAtIndex(i)
        if a is not None and a.name == "solitaire":
            return a
    return None


def wait_for(expected, n_piles, what, seconds=30):
    """Polls the tree until its piles hold `expected`; fails with the difference."""
    deadline = time.time() + seconds
    seen = last = None
    while time.time() < deadline:
        try:
            app = the_app()
            seen = read_table(app, n_piles) if app else None
        except Exception:  # the tree was rebuilt while it was read: read it again
            seen = None
        if seen and [[c for c, _ in cards] for _, cards in seen] == [cs for _, cs in expected]:
            return seen
        last = seen or last
        time.sleep(0.3)
    seen = last
    if seen is None:
        fail(f"{what}: the table never reached the accessibility bus")
    diff = [f"{name}: window {[c for c, _ in seen[p][1]]} core {cs}"
            for p, (name, cs) in enumerate(expected)
            if [c for c, _ in seen[p][1]] != cs]
    fail(f"{what}: the window does not show what the core does: " + "; ".join(diff))


def grip_point(rect):
    """A point on the part of a card that cards fanned on it leave in view: near its
    top left corner."""
    x, y, w, h = rect
    return x + int(w * 0.08), y + int(h * 0.06)


def drag(seen, names, src, dst, count):
    cards = seen[src][1]
    grab = grip_point(cards[len(cards) - count][1])
    target = seen[dst][1][-1][1] if seen[dst][1] else seen[dst][0]
    drop = grip_point(target)
    xdo("mousemove", *grab)
    time.sleep(0.2)
    xdo("mousedown", 1)
    for k in range(1, 9):
        xdo("mousemove", grab[0] + (drop[0] - grab[0]) * k // 8,
            grab[1] + (drop[1] - grab[1]) * k // 8)
        time.sleep(0.05)
    time.sleep(0.2)
    xdo("mouseup", 1)
    return f"drag {names[src]}>{names[dst]}x{count}"


def click(seen, names, pile):
    x, y, w, h = seen[pile][0]
    xdo("mousemove", x + w // 2, y + h // 2)
    time.sleep(0.2)
    xdo("click", 1)
    return f"click {names[pile]}"


def column_keys(game):
    """Pile name -> the keys that name it: 1 to 9 and 0 name the first ten piles the
    game's definition gives the kind Tableau (in its order of groups), Shift with them
    the next ten."""
    groups = re.findall(r'label: "(\w+)".*?kind: (\w+), count: (\d+)',
                        open(f"core/games/{game}.ron").read())
    tableau = [f"{label}{k}" for label, kind, count in groups if kind == "Tableau"
               for k in range(1, int(count) + 1)]
    return {name: (["shift+"] if i >= 10 else [""])[0] + str((i + 1) % 10)
            for i, name in enumerate(tableau[:20])}


def by_keys(keys, names, src, dst, count):
    """The move by keys, where both piles are columns a digit names: name the first,
    go up to the card, Space picks them up, name the second (which puts them down)."""
    a, b = keys.get(names[src]), keys.get(names[dst])
    if a is None or b is None:
        return None
    xdo("key", "--delay", "120", a, *(["Up"] * (count - 1)), "space", b)
    return f"keys {names[src]}>{names[dst]}x{count}"


def main():
    game, deal, n_moves, binary, cli, outdir = sys.argv[1:7]
    deal, n_moves = int(deal), int(n_moves)
    # The first deal from DEAL on that the solver wins (some deals are lost).
    for deal in range(deal, deal + 50):
        solved = subprocess.run([cli, "solve", "--game", game, "--number", str(deal),
                                 "--moves", "--seconds", "10", "--nodes", "50000000"],
                                capture_output=True, text=True, check=True).stdout
        if "solved" in solved.splitlines()[0]:
            break
        print(f"#{deal} is not won by the solver: the next deal")
    else:
        fail(f"the solver won none of fifty deals of {game}")
    print(f"deal #{deal}")
    solution = solved.strip().splitlines()[-1].split()
    moves = solution[:n_moves]
    expected = states(cli, game, deal, moves)
    names = [name for name, _ in expected[0]]
    keys = column_keys(game)
    n_piles = len(names)

    global SHOT
    SHOT = os.path.join(outdir, "failed.png")
    data = os.path.join(outdir, "data")
    os.makedirs(data, exist_ok=True)
    with open(os.path.join(data, "settings.ron"), "w") as f:
        f.write(SETTINGS)
    log = open(os.path.join(outdir, "game.log"), "w")
    proc = subprocess.Popen([binary, "--game", game, "--deal", str(deal), "--window",
                             "1280x800", "--data-dir", data], stdout=log, stderr=log)
    try:
        window = None
        for _ in range(240):
            r = subprocess.run(["xdotool", "search", "--pid", str(proc.pid)],
                               capture_output=True, text=True)
            if r.stdout.split():
                window = r.stdout.split()[-1]
                break
            if proc.poll() is not None:
                fail("the game stopped before its window came up")
            time.sleep(0.5)
        if window is None:
            fail("no window came up")
        subprocess.run(["xdotool", "windowfocus", "--sync", window])
        seen = wait_for(expected[0], n_piles, "the deal", seconds=120)
        for k, mv in enumerate(moves):
            m = re.match(r"^([a-z]+\d*)>([a-z]+\d*)(?:x(\d+))?$", mv)
            if m:
                src, dst = names.index(m.group(1)), names.index(m.group(2))
                count = int(m.group(3) or 1)
                how = (k % 2 == 1 and by_keys(keys, names, src, dst, count)) \
                    or drag(seen, names, src, dst, count)
            elif mv in ("draw", "redeal"):
                stock = names.index("s")
                if k % 2 == 1:
                    xdo("key", "--delay", "120", "t", "space")
                    how = "keys T Space"
                else:
                    how = click(seen, names, stock)
            else:
                fail(f"a move this script cannot make: {mv}")
            seen = wait_for(expected[k + 1], n_piles, f"move {k + 1} ({mv}, by {how})")
            print(f"move {k + 1}: {mv} by {how}: the window agrees")
        xdo("key", "d")
        for _ in range(1200):
            with open(os.path.join(outdir, "game.log")) as f:
                if f"demo: won deal #{deal}" in f.read():
                    print(f"the demo won {game} #{deal} from there")
                    break
            if proc.poll() is not None:
                fail("the game stopped during the demo")
            time.sleep(0.5)
        else:
            fail("the demo did not win within ten minutes")
    finally:
        proc.kill()
        proc.wait()


if __name__ == "__main__":
    main()
