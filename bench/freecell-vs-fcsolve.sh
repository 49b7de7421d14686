#!/usr/bin/env bash
# Our solver and Freecell Solver (`fc-solve -l lg`) on the same Microsoft FreeCell
# deals, side by side: CPU time and solution length. Figures for the record, not a test.
#   bash bench/freecell-vs-fcsolve.sh [LAST_DEAL]     (deals 1..LAST_DEAL, default 1000)
set -euo pipefail
cd "$(dirname "$0")/.."
last="${1:-1000}"
source bench/fc-solve-setup.sh

echo "== ours: solitaire-cli solve --game freecell --deals 1..$last (one thread)"
ours=$("$cli" solve --game freecell --deals "1..$last" 2>/dev/null | tail -7)
echo "$ours"
our_cpu=$(echo "$ours" | sed -n 's/^CPU time \([0-9.]*\) s.*/\1/p')

echo
echo "== fc-solve -l lg over the same deals (range solver, one process)"
TIMEFORMAT="%U %S"
fc_time=$( { time freecell-solver-range-parallel-solve 1 "$last" "$last" -l lg >/dev/null 2>&1; } 2>&1 )
fc_cpu=$(echo "$fc_time" | awk '{printf "%.2f", $1 + $2}')
sample=$(( last < 200 ? last : 200 ))
moves=0
for i in $(seq 1 "$sample"); do
    n=$(make-microsoft-freecell-board -t "$i" | fc-solve -l lg -p -t -sam 2>/dev/null | grep -c '^Move' || true)
    moves=$((moves + n))
done
echo "CPU time $fc_cpu s in all"
echo "solution length mean $(awk -v m="$moves" -v s="$sample" 'BEGIN {printf "%.1f", m / s}') (first $sample deals, fc-solve counts single-card moves)"
echo
awk -v o="$our_cpu" -v f="$fc_cpu" 'BEGIN { if (f > 0) printf "CPU time ratio, ours / fc-solve: %.1f\n", o / f }'
