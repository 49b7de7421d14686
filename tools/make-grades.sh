#!/usr/bin/env bash
# Makes the shipped difficulty grades, core/games/*.grades, with the solver: each deal
# of a game's range solved once within the game's budget of positions (no time limit,
# so any machine gets the same figures). All games take about 50 minutes on two cores.
#   [DRY_RUN=1] bash tools/make-grades.sh [GAME ...]
# The games are the registry's (`solitaire-cli games`), all of them unless named. Each
# game keeps the range and budget its current file records: `first` and `budget` in
# its header, and one line per deal, so the last deal is first + lines - 1. A game
# without a .grades file (a new game) is graded over deals 1..1000 at 300,000
# positions; for another range or budget, run `solitaire-cli grade` yourself once, and
# this script keeps them from then on.
# DRY_RUN=1 prints the commands it would run and changes nothing.
# (The shipped Vegas Klondike grades were made for 1..2000 and extended to 3200 with the
# same bounds; made whole here, the bounds come from all 3200.)
#
# The daily deals are drawn from these files: making them again with a changed solver
# changes past and future daily deals, which a test pins
# (`daily_deals_are_stable_across_runs_and_releases` in core/tests/grades.rs). Do it
# only on purpose, and say so.
set -euo pipefail
cd "$(dirname "$0")/../core"
cargo build --quiet --release --bin solitaire-cli
cli="${CARGO_TARGET_DIR:-../target}/release/solitaire-cli"
threads="$(nproc)"
dry_run="${DRY_RUN:-}"

# Every game of the registry, in its order: the first word of each line.
mapfile -t all < <("$cli" games | cut -d' ' -f1)
games=("$@")
[ "${#games[@]}" -gt 0 ] || games=("${all[@]}")
for game in "${games[@]}"; do
    printf '%s\n' "${all[@]}" | grep -qxF -- "$game" \
        || { echo "unknown game '$game'; the games are: ${all[*]}" >&2; exit 2; }
done

# "FIRST..LAST BUDGET" from a grades file's header and its deal lines.
range_and_budget() {
    awk '/^#/ || NF == 0 { next }
         $1 == "first" { first = $2 }
         $1 == "budget" { budget = $2 }
         $1 == "w" || $1 == "l" || $1 == "u" { deals++ }
         END {
             if (first == "" || budget == "" || deals == 0) exit 1
             print first ".." first + deals - 1, budget
         }' "$1"
}

for game in "${games[@]}"; do
    file="games/$game.grades"
    if [ -f "$file" ]; then
        read -r range nodes < <(range_and_budget "$file") \
            || { echo "$file: no first, budget or deals" >&2; exit 1; }
    else
        echo "$game has no $file: grading deals 1..1000 at 300000 positions" >&2
        range=1..1000 nodes=300000
    fi
    command=("$cli" grade --game "$game" --deals "$range" --nodes "$nodes" --threads "$threads")
    if [ -n "$dry_run" ]; then
        echo "${command[*]} > $file.new && mv $file.new $file"
        continue
    fi
    echo "grading $game $range at $nodes positions" >&2
    "${command[@]}" > "$file.new"
    mv "$file.new" "$file"
done
