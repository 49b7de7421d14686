#!/usr/bin/env bash
# The FreeCell family against Freecell Solver, deal by deal on the same boards (our
# CLI writes them): verdicts compared, CPU side by side. Figures, not a test.
# Where only Kings fill an empty column (ForeCell, Eight Off, Seahaven Towers), fc-solve
# runs its default scan: `-l lg` there does not keep to the game's rules (its win of
# Seahaven Towers #34 puts the 8♠ into an empty column), so its verdicts mean nothing.
#   [NODES=…] bash bench/freecell-family-vs-fcsolve.sh [LAST_DEAL] [GAME ...]
# (deals 1..LAST_DEAL, default 200; games default: the five of the family; NODES, the
# positions our solver may expand a deal, default 300000: fc-solve's default scan runs
# to the end, however long)
set -euo pipefail
cd "$(dirname "$0")/.."
last="${1:-200}"
shift || true
games=("$@")
[ ${#games[@]} -gt 0 ] || games=(freecell forecell bakers-game eight-off seahaven-towers)
source bench/fc-solve-setup.sh
boards=$(mktemp -d)
trap 'rm -rf "$boards"' EXIT
TIMEFORMAT="%U %S"
printf '| game | deals | ours won/lost/undecided | fc-solve won/lost | verdicts differ | our CPU s | fc-solve CPU s |\n|---|---|---|---|---|---|---|\n'
for game in "${games[@]}"; do
    preset=$(echo "$game" | tr '-' '_')
    scan=(-l lg)
    case "$game" in forecell | eight-off | seahaven-towers) scan=() ;; esac
    for i in $(seq 1 "$last"); do
        "$cli" deal --game "$game" --number "$i" --format fc-solve > "$boards/$i"
    done
    # Ours: one thread; a line per deal.
    ours_time=$( { time "$cli" solve --game "$game" --deals "1..$last" --threads 1 \
        --nodes "${NODES:-300000}" \
        > "$boards/ours" 2>/dev/null; } 2>&1 )
    tr '\r' '\n' < "$boards/ours" | grep -a '^#' | awk '{sub("#", "", $1); print $1, $2}' > "$boards/ours.v"
    # fc-solve: one process a board (start-up included, a millisecond or two each).
    fc_time=$( { time for i in $(seq 1 "$last"); do
        if fc-solve -g "$preset" "${scan[@]}" "$boards/$i" 2>/dev/null | grep '^This game is solveable' >/dev/null; then
            echo "$i solved"
        else
            echo "$i impossible"
        fi
    done > "$boards/fc.v"; } 2>&1 )
    read -r won lost undecided < <(awk '{c[$2]++} END {print c["solved"]+0, c["impossible"]+0, c["unknown"]+0}' "$boards/ours.v")
    read -r fwon flost < <(awk '{c[$2]++} END {print c["solved"]+0, c["impossible"]+0}' "$boards/fc.v")
    differ=$(join <(sort "$boards/ours.v") <(sort "$boards/fc.v") | awk '$2 != "unknown" && $2 != $3' | wc -l)
    cpu() { echo "$1" | awk '{printf "%.2f", $1 + $2}'; }
    printf '| %s | 1..%s | %s/%s/%s | %s/%s | %s | %s | %s |\n' "$game" "$last" "$won" "$lost" \
        "$undecided" "$fwon" "$flost" "$differ" "$(cpu "$ours_time")" "$(cpu "$fc_time")"
done
