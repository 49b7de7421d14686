#!/usr/bin/env bash
# Figures for the record (not a test): for each game, the time from process start to the
# first frame with the cards dealt, peak memory (VmHWM), and CPU used while the table
# sits idle for 10 s. Runs the game under Xvfb with Mesa's software Vulkan.
#   bash bench/table.sh [game ...]
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/solitaire-target}"
cargo build --quiet --bin solitaire
bin="$CARGO_TARGET_DIR/debug/solitaire"
games=("$@")
[ "${#games[@]}" -gt 0 ] || games=(bear-river three-bears brisbane lower-48 forecell freecell)
tick=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

printf "%-12s %16s %14s %16s\n" game "first frame (ms)" "peak RSS (MB)" "idle CPU (10 s)"
for game in "${games[@]}"; do
    log=$(mktemp)
    xvfb-run -a -s "-screen 0 1280x800x24" "$bin" --game "$game" --deal 1 >"$log" 2>&1 &
    runner=$!
    pid=""
    for _ in $(seq 100); do
        pid=$(pgrep -n -f "^$bin --game $game" || true)
        [ -n "$pid" ] && grep -q "first frame" "$log" && break
        sleep 0.1
    done
    first=$(grep -o "first frame after [0-9]* ms" "$log" | grep -o "[0-9]*" || echo "?")
    sleep 3 # let the deal land
    before=$(cpu_ticks "$pid")
    sleep 10
    after=$(cpu_ticks "$pid")
    rss=$(awk '/VmHWM/ {printf "%.0f", $2 / 1024}' "/proc/$pid/status")
    idle=$(awk -v d=$((after - before)) -v t="$tick" 'BEGIN {printf "%.1f%% of a core", d / t / 10 * 100}')
    printf "%-12s %16s %14s %16s\n" "$game" "$first" "$rss" "$idle"
    kill "$pid" 2>/dev/null || true
    wait "$runner" 2>/dev/null || true
    rm -f "$log"
done
echo "(debug profile with optimised dependencies, software rendering under Xvfb)"
