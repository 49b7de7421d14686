#!/usr/bin/env bash
# Frame times a player feels (figures, not a test): the real window under Xvfb with
# Mesa's software Vulkan plays a scripted minute, driven by real input (xdotool): the
# deal, a drag that follows the pointer in circles for four seconds, the demo at each
# speed (started with D) and the win cascades it brings. The game logs every frame
# (--frame-log) with the phase the table is in; an empty Bevy window with the same
# features, drawing frames without end, is the floor.
#   [PROFILE=dev|release|dist] bash bench/frames.sh   (needs xvfb, xdotool, python3)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/solitaire-target}"
# PROFILE picks the build measured: dev (the default, as the tests build), release, or
# dist (the Debian package's).
profile="${PROFILE:-dev}"
cargo build --quiet --profile "$profile" --bin solitaire --bin empty-window
bin="$CARGO_TARGET_DIR/$([ "$profile" = dev ] && echo debug || echo "$profile")"
out=$(mktemp -d)
export SOLITAIRE_DATA_DIR="$out/data" BEVY_ASSET_ROOT="$PWD"

display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
export DISPLAY=$display
sleep 1

# The floor: an empty window drawing for ten seconds.
"$bin/empty-window" "$out/empty.log" 10 >/dev/null 2>&1

# Waits until the log at $1 has lines: the window is up.
wait_for_frames() {
    for _ in $(seq 300); do
        [ -s "$1" ] && return 0
        sleep 0.1
    done
    echo "the game did not start" >&2
    exit 1
}

for speed in normal fast instant; do
    log="$out/game-$speed.log"
    "$bin/solitaire" --game freecell --deal 1 --window 1280x800 --speed "$speed" \
        --frame-log "$log" >"$out/game-$speed.out" 2>&1 &
    game=$!
    wait_for_frames "$log"
    sleep 4 # the deal lands
    window=$(xdotool search --pid "$game" | tail -1)
    xdotool windowfocus --sync "$window" 2>/dev/null || true
    if [ "$speed" = normal ]; then
        # A drag of 6♠ in circles for four seconds, then let go where it cannot stay
        # (pressed and moved from one process, so nothing waits between them).
        python3 -c '
import math, subprocess, time
def xdo(*args):
    subprocess.run(["xdotool", *args])
xdo("mousemove", "250", "540")
time.sleep(0.3)
xdo("mousedown", "1")
for i in range(240):
    a = i / 30 * 2 * math.pi
    xdo("mousemove", str(int(500 + 160 * math.cos(a))), str(int(420 + 120 * math.sin(a))))
    time.sleep(1 / 60)
xdo("mousemove", "600", "420", "mouseup", "1")
'
        sleep 2
    fi
    xdotool key d
    # The demo plays FreeCell #1 to the win; its cascade follows (none at Instant).
    for _ in $(seq 600); do
        grep -q "demo: won deal" "$out/game-$speed.out" && break
        sleep 0.1
    done
    sleep 5
    kill "$game" 2>/dev/null || true
    wait "$game" 2>/dev/null || true
done

PROFILE_NAME="$profile" python3 - "$out"/empty.log "$out"/game-*.log <<'PY'
import sys
from collections import defaultdict
phases = defaultdict(list)
# A frame that follows a rest (nothing moved, so no frame was asked for: the table
# still, the demo between moves) measures the rest, not a frame: left out, counted.
REST_MS = 500
for path in sys.argv[1:]:
    lines = [l.split() for l in open(path) if l.strip()]
    previous = None
    for t, dt, cpu, phase in lines[5:]:  # the first frames are start-up
        # (After a still frame, input or the demo's next move woke the table.)
        rested = previous == "still" or float(dt) > REST_MS
        phases[phase].append((float(dt), float(cpu), rested))
        previous = phase
def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p / 100 * len(xs)))]
order = ["empty", "moving", "drag", "demo-normal", "demo-fast", "demo-instant", "cascade", "still"]
print(f"{'phase':<14}{'frames':>8}{'mean ms':>9}{'p95 ms':>8}{'p99 ms':>8}{'worst ms':>10}"
      f"{'CPU ms/frame':>14}{'after rests':>13}")
for phase in order + sorted(set(phases) - set(order)):
    rows = [r for r in phases.get(phase, []) if not r[2]]
    rests = len(phases.get(phase, [])) - len(rows)
    if not rows:
        continue
    dts = [r[0] for r in rows]
    cpus = [r[1] for r in rows]
    print(f"{phase:<14}{len(rows):>8}{sum(dts) / len(dts):>9.1f}{pct(dts, 95):>8.1f}{pct(dts, 99):>8.1f}"
          f"{max(dts):>10.1f}{sum(cpus) / len(cpus):>14.2f}{rests:>13}")
import os
print(f"({os.environ['PROFILE_NAME']} profile, 1280x800, Xvfb with software Vulkan;")
print(" 'empty' is an empty window with the same features drawing without end: the floor;")
print(f" a frame woken from a rest (after a still frame, or over {REST_MS} ms) is left out and counted)")
PY
rm -rf "$out"
