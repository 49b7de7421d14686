#!/usr/bin/env bash
# The solver's work counted in instructions (valgrind's callgrind), per game: unlike CPU
# time, which varies by up to a quarter between runs on a shared machine, the count
# repeats to the last digit, so it shows what a change to the solver saves or costs.
# Run it before and after the change. Figures, not a test.
#   bash bench/solver-instructions.sh [REV]
# With REV (a commit), the same games are counted for REV too, side by side.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/solitaire-target}"
if ! command -v valgrind >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
fi

# Small enough to count in a minute or two, each game at what its searches spend most
# on: game, deals, positions per deal.
runs=(
    "freecell 1..300 300000"
    "forecell 1..10 300000"
    "bear-river 1..40 300000"
    "brisbane 1..40 300000"
    "three-bears 1..20 300000"
    "lower-48 3..3 30000"
)

# Builds the CLI of the working tree, or of REV in a scratch worktree, into $1.
build() {
    local out="$1" rev="${2:-}"
    if [ -z "$rev" ]; then
        cargo build --quiet -p solitaire-core --bin solitaire-cli
        cp "$CARGO_TARGET_DIR/debug/solitaire-cli" "$out"
    else
        local tree="$scratch/tree"
        git worktree add --quiet --detach "$tree" "$rev"
        # A target of its own, so that the working tree's build stays as it is (the
        # core alone builds in under a minute).
        (cd "$tree" && CARGO_TARGET_DIR="$scratch/target" cargo build --quiet -p solitaire-core --bin solitaire-cli)
        cp "$scratch/target/debug/solitaire-cli" "$out"
        git worktree remove --force "$tree"
    fi
}

count() {
    local cli="$1" game="$2" deals="$3" nodes="$4"
    valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$cli" solve --game "$game" --deals "$deals" --nodes "$nodes" 2>&1 >/dev/null |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

scratch=$(mktemp -d)
# (A worktree left by a failed build goes with the scratch folder, and from git's list.)
trap 'rm -rf "$scratch"; git worktree prune' EXIT
build "$scratch/now"
[ $# -eq 0 ] || build "$scratch/then" "$1"

if [ $# -eq 0 ]; then
    printf "%-12s %8s %8s %16s\n" game deals nodes instructions
else
    printf "%-12s %8s %8s %16s %16s %8s\n" game deals nodes "at $1" now change
fi
for run in "${runs[@]}"; do
    read -r game deals nodes <<<"$run"
    now=$(count "$scratch/now" "$game" "$deals" "$nodes")
    if [ $# -eq 0 ]; then
        printf "%-12s %8s %8s %16s\n" "$game" "$deals" "$nodes" "$now"
    else
        then=$(count "$scratch/then" "$game" "$deals" "$nodes")
        change=$(awk -v a="$then" -v b="$now" 'BEGIN {printf "%+.1f%%", 100 * (b - a) / a}')
        printf "%-12s %8s %8s %16s %16s %8s\n" "$game" "$deals" "$nodes" "$then" "$now" "$change"
    fi
done
