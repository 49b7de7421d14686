#!/usr/bin/env bash
# Our solver and lonelybot (github.com/vuonghy2442/lonelybot, a Klondike solver in Rust
# that decides every deal) on the same Klondike deals, side by side: decided, won, lost
# and CPU per deal, draw one and draw three. Figures for the record, not a test.
#   [NODES=N] bash bench/klondike-vs-lonelybot.sh [FIRST [LAST]]
# Deals FIRST..LAST, default 2001..3000 (the search was tuned on 1..1000); ours may
# search NODES positions a deal, default 40,000,000. Both run at once, one on each core.
# Both get each deal from our `solitaire-cli deal --reveal` (PySolFC's deal #N): the
# layout is written as lonelybot's "exact" seed, its encoding of a permutation of the
# deck (as its script/convert.py does). Lonelybot is cloned and built once, in
# ~/.cache/lonelybot (git and the crates registry needed; LONELYBOT_GIT names another
# copy to clone, such as a local mirror).
set -euo pipefail
cd "$(dirname "$0")/.."
first="${1:-2001}"
last="${2:-3000}"
nodes="${NODES:-40000000}"
count=$((last - first + 1))
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/solitaire-target}"
lonely="$HOME/.cache/lonelybot"
if [ ! -x "$lonely/target/release/lonecli" ]; then
    [ -d "$lonely" ] || git clone -q "${LONELYBOT_GIT:-https://github.com/vuonghy2442/lonelybot}" "$lonely"
    (cd "$lonely" && cargo build --quiet --release -p lonecli)
fi
cargo build --quiet --release -p solitaire-core --bin solitaire-cli
cli="$CARGO_TARGET_DIR/release/solitaire-cli"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Lonelybot's exact seed of each deal: the piles bottom card first, then the stock from
# its next card; card = rank * 4 + suit (hearts, diamonds, clubs, spades).
for n in $(seq "$first" "$last"); do
    "$cli" deal --game klondike --number "$n" --reveal
    echo "@@"
done | python3 -c '
import sys
suits = {"h": 0, "d": 1, "c": 2, "s": 3}
ranks = {r: i for i, r in enumerate("A23456789TJQK")}
for deal in sys.stdin.read().split("@@")[:-1]:
    piles, stock = [], []
    for line in deal.splitlines():
        name, _, cards = line.strip().partition(":")
        if name.startswith("t"):
            piles.append(cards.split())
        elif name == "s":
            stock = cards.split()
    cards = [c for p in piles for c in p] + stock[::-1]
    cards = [ranks[c[0].upper()] * 4 + suits[c[1].lower()] for c in cards]
    assert sorted(cards) == list(range(52))
    code = 0
    for i in range(51, 0, -1):
        pos = cards[: i + 1].index(i)
        code = code * (i + 1) + pos
        cards[pos], cards[i] = cards[i], cards[pos]
    print(code)
' >"$work/seeds"

# The two run side by side, one on each core, so that each shares the machine alike.
for draw in 1 3; do
    game=klondike
    [ "$draw" = 3 ] && game=klondike-draw-three
    echo "== draw $draw, deals $first..$last"
    "$cli" solve --game "$game" --deals "$first..$last" --nodes "$nodes" >"$work/ours" 2>/dev/null &
    while read -r seed; do
        "$lonely/target/release/lonecli" solve exact "$seed" "$draw" | grep -E '^(Run in|Solvable|Impossible|Terminated)'
    done <"$work/seeds" >"$work/lonely"
    wait
    ours=$(cat "$work/ours")
    solved=$(echo "$ours" | sed -n 's/^solved \([0-9]*\), impossible.*/\1/p')
    lost=$(echo "$ours" | sed -n 's/^solved [0-9]*, impossible \([0-9]*\),.*/\1/p')
    cpu=$(echo "$ours" | sed -n 's/^CPU time [0-9.]* s in all, \([0-9.]*\) ms per deal.*/\1/p')
    echo "ours ($nodes positions a deal, one thread): won $solved, lost $lost, undecided $((count - solved - lost)), $cpu ms per deal"
    awk -v count="$count" '
        /^Run in/ { ms += $3 }
        /^Solvable/ { won++ }
        /^Impossible/ { lost++ }
        END { printf "lonelybot: won %d, lost %d, undecided %d, %.1f ms per deal\n", won, lost, count - won - lost, ms / count }' "$work/lonely"
done
