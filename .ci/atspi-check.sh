#!/usr/bin/env bash
# The accessibility tree reaches AT-SPI, as Orca would read it: inside its own D-Bus
# session, start the AT-SPI bus, say a screen reader is on, start the game, read it.
#   dbus-run-session -- bash .ci/atspi-check.sh BINARY OUT.txt
set -uo pipefail
bin="$1"
out="$2"
/usr/libexec/at-spi-bus-launcher --launch-immediately &
sleep 1
busctl --user set-property org.a11y.Bus /org/a11y/bus org.a11y.Status ScreenReaderEnabled b true
"$bin" --game freecell --deal 1 --window 1280x800 >"$out.game.log" 2>&1 &
game=$!
/usr/bin/python3 "$(dirname "$0")/atspi-read.py" >"$out"
status=$?
kill "$game" 2>/dev/null
exit $status
