#!/usr/bin/env bash
# Solver figures for every game (not a test): deals decided (solved or proved
# impossible), win rate, CPU time per deal, solution length and peak memory, with the
# solver's default budget. The solver sees face-down cards.
#   bash bench/solver.sh [LAST_DEAL] [game ...]     (deals 1..LAST_DEAL, default 1000)
set -euo pipefail
cd "$(dirname "$0")/.."
last="${1:-1000}"
shift || true
games=("$@")
[ "${#games[@]}" -gt 0 ] || games=(bear-river three-bears brisbane lower-48 forecell freecell)
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/solitaire-target}"
cargo build --quiet -p solitaire-core --bin solitaire-cli
cli="$CARGO_TARGET_DIR/debug/solitaire-cli"
threads=$(nproc)

printf "%-12s %8s %8s %8s %9s %9s %12s %10s %9s\n" game deals solved lost unknown decided \
    "ms per deal" "mean moves" "peak MB"
for game in "${games[@]}"; do
    out=$("$cli" solve --game "$game" --deals "1..$last" --threads "$threads" 2>/dev/null | tail -7)
    field() { echo "$out" | sed -n "$1" | head -1; }
    solved=$(field 's/^solved \([0-9]*\),.*/\1/p')
    lost=$(field 's/.*impossible \([0-9]*\),.*/\1/p')
    unknown=$(field 's/.*unknown \([0-9]*\) .*/\1/p')
    decided=$(field 's/.*(decided \([0-9.]*%\)).*/\1/p')
    per_deal=$(field 's/.*, \([0-9.]*\) ms per deal.*/\1/p')
    moves=$(field 's/^solution length mean \([0-9.]*\),.*/\1/p')
    peak=$(field 's/^peak memory \([0-9]*\) MB.*/\1/p')
    printf "%-12s %8s %8s %8s %9s %9s %12s %10s %9s\n" "$game" "$last" "$solved" "$lost" \
        "$unknown" "$decided" "$per_deal" "${moves:--}" "$peak"
done
echo "(time is summed per deal over $threads threads; win rate = solved / decided)"
