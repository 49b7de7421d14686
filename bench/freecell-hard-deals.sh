#!/usr/bin/env bash
# Where our FreeCell solver loses time to Freecell Solver: positions expanded per deal,
# ours against the states `fc-solve -l lg` checks, on the easy deals and on the hard ones
# (those our solver takes over HARD positions for). Figures, not a test.
#   [HARD=2000] [SAMPLE=200] bash bench/freecell-hard-deals.sh [LAST_DEAL]   (default 32000)
set -euo pipefail
cd "$(dirname "$0")/.."
last="${1:-32000}"
hard="${HARD:-2000}"
sample="${SAMPLE:-200}"
source bench/fc-solve-setup.sh

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# Per deal: number and positions (the lines before the summary start with '#').
"$cli" solve --game freecell --deals "1..$last" --nodes 1000000 --threads "$(nproc)" 2>/dev/null |
    awk '/^#/ && $2 == "solved" { print substr($1, 2), $(NF - 3) }' >"$scratch/ours"

echo "== ours, deals 1..$last (solved ones)"
awk -v h="$hard" '
    { all += $2; n++ }
    $2 > h { hs += $2; hn++ }
    END {
        printf "all:  %d deals, %.0f positions each on average, %d in all\n", n, all / n, all
        if (hn == 0) { printf "hard: none over %d positions\n", h; exit }
        printf "hard: %d deals (%.1f%%) over %d positions, %.0f each on average, %.0f%% of all positions\n",
            hn, 100 * hn / n, h, hs / hn, 100 * hs / all
    }' "$scratch/ours"

# fc-solve on the same deals: a sample of the easy ones and of the hard ones.
states() {
    make-microsoft-freecell-board -t "$1" | fc-solve -l lg -s -i 2>/dev/null |
        sed -n 's/^Total number of states checked is \([0-9]*\)\./\1/p'
}
compare() {
    local label="$1" list="$2" ours=0 theirs=0 n=0
    while read -r deal positions; do
        ours=$((ours + positions))
        theirs=$((theirs + $(states "$deal")))
        n=$((n + 1))
    done < <(head -n "$sample" "$list")
    [ "$n" -gt 0 ] || return 0
    echo "$label ($n deals): ours $((ours / n)) positions each on average, fc-solve $((theirs / n)) states checked"
}
echo
echo "== against fc-solve -l lg (the first $sample of each)"
awk -v h="$hard" '$2 <= h' "$scratch/ours" >"$scratch/easy"
awk -v h="$hard" '$2 > h' "$scratch/ours" >"$scratch/hard"
compare "easy" "$scratch/easy"
compare "hard" "$scratch/hard"
