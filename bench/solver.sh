#!/usr/bin/env bash
# Solver figures for every game (not a test): deals decided (solved or proved
# impossible), win rate, CPU time per deal, solution length and peak memory. Each deal
# may expand NODES positions (default 4,000,000; the solver's memory budget keeps a solve
# under 512 MB either way). Several budgets, NODES="300000 1000000", give a row each:
# how the figures grow with the work allowed. The solver sees face-down cards.
#   [NODES=N] [PROFILE=dev|release|dist] bash bench/solver.sh [LAST_DEAL] [game ...]   (deals 1..LAST_DEAL, default 1000)
set -euo pipefail
cd "$(dirname "$0")/.."
last="${1:-1000}"
shift || true
games=("$@")
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/solitaire-target}"
# PROFILE picks the build measured: dev (the default, as the tests build), release, or
# dist (the Debian package's).
profile="${PROFILE:-dev}"
cargo build --quiet --profile "$profile" -p solitaire-core --bin solitaire-cli
cli="$CARGO_TARGET_DIR/$([ "$profile" = dev ] && echo debug || echo "$profile")/solitaire-cli"
# Every game by default.
[ "${#games[@]}" -gt 0 ] || games=($("$cli" games | cut -d" " -f1))
threads=$(nproc)
read -ra budgets <<<"${NODES:-4000000}"

printf "%-12s %10s %6s %7s %6s %8s %8s %13s %12s %10s %8s\n" game positions deals solved lost unknown \
    decided "win rate" "ms per deal" "mean moves" "peak MB"
for game in "${games[@]}"; do
    for nodes in "${budgets[@]}"; do
        out=$("$cli" solve --game "$game" --deals "1..$last" --threads "$threads" --nodes "$nodes" 2>/dev/null | tail -7)
        field() { echo "$out" | sed -n "$1" | head -1; }
        solved=$(field 's/^solved \([0-9]*\),.*/\1/p')
        lost=$(field 's/^solved .*impossible \([0-9]*\),.*/\1/p')
        unknown=$(field 's/^solved .*unknown \([0-9]*\) .*/\1/p')
        decided=$(field 's/^solved .*(decided \([0-9.]*%\)).*/\1/p')
        per_deal=$(field 's/^CPU time .*, \([0-9.]*\) ms per deal.*/\1/p')
        moves=$(field 's/^solution length mean \([0-9.]*\),.*/\1/p')
        peak=$(field 's/^peak memory \([0-9]*\) MB.*/\1/p')
        # Exact once every deal is decided; else the range the undecided ones leave.
        win=$(awk -v s="$solved" -v l="$lost" -v u="$unknown" 'BEGIN {
            if (u == 0) printf "%.1f%%", 100 * s / (s + l)
            else printf "%.1f-%.1f%%", 100 * s / (s + l + u), 100 * (s + u) / (s + l + u) }')
        printf "%-12s %10s %6s %7s %6s %8s %8s %13s %12s %10s %8s\n" "$game" "$nodes" "$last" "$solved" \
            "$lost" "$unknown" "$decided" "$win" "$per_deal" "${moves:--}" "$peak"
    done
done
echo "(time is summed per deal over $threads threads)"
