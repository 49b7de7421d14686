#!/usr/bin/env bash
# Plays games in the real window under Xvfb with a real pointer and real keys
# (tools/real_window_play.py): the first moves of the solver's solution by mouse drags
# and by keys, each checked against the core, then the demo to the win.
#   bash tools/real-window-play.sh [--deal N] [--moves N] GAME...
# (needs xvfb, xdotool, dbus, at-spi2-core, python3-pyatspi; builds the debug binaries)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/solitaire-target}"
deal=1
moves=12
while [ $# -gt 0 ]; do
    case "$1" in
        --deal) deal="$2"; shift 2 ;;
        --moves) moves="$2"; shift 2 ;;
        *) break ;;
    esac
done
[ $# -gt 0 ] || { echo "usage: $0 [--deal N] [--moves N] GAME..." >&2; exit 2; }
cargo build --quiet --workspace --bin solitaire --bin solitaire-cli
bin="$CARGO_TARGET_DIR/debug"
out=$(mktemp -d)
failed=()
for game in "$@"; do
    echo "== $game"
    mkdir -p "$out/$game"
    # Its own D-Bus session with the AT-SPI bus, told a screen reader is on, so that
    # the game builds its accessibility tree.
    if ! timeout 900 xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- bash -c '
        /usr/libexec/at-spi-bus-launcher --launch-immediately &
        sleep 1
        busctl --user set-property org.a11y.Bus /org/a11y/bus org.a11y.Status ScreenReaderEnabled b true
        /usr/bin/python3 tools/real_window_play.py "$@"' _ \
        "$game" "$deal" "$moves" "$bin/solitaire" "$bin/solitaire-cli" "$out/$game"; then
        failed+=("$game")
        echo "(the game's log: $out/$game/game.log)"
    fi
done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "failed: ${failed[*]}"
    exit 1
fi
echo "all played: $*"
