#!/usr/bin/env bash
# The Debian package tried as a new user would get it (docs/packaging.md): a fresh
# minimal Debian 12 root, made by debootstrap from Debian's own packages; `apt install`
# of the package there (with what it recommends, as apt does by default); the game
# started by a new user from the desktop entry's Exec line, drawing on an Xvfb display
# of the host's (so that no X library comes into the root but through the package's
# dependencies); its files where XDG says; then `apt remove`, which must leave none of
# the package's files behind.
#   sudo bash tools/try-deb.sh [PACKAGE.deb]   (needs debootstrap, Xvfb, xdotool, xprop, network)
# The package is `cargo deb`'s newest; the bare root is kept in $TRY_DEB_ROOT
# (/var/tmp/solitaire-bookworm) and copied afresh for every try.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-$HOME/.cache/solitaire-target}"
deb="${1:-$(ls -t "$target"/debian/solitaire_*.deb 2>/dev/null | head -1)}"
[ -f "$deb" ] || { echo "no package: build it with cargo deb" >&2; exit 2; }
bare="${TRY_DEB_ROOT:-/var/tmp/solitaire-bookworm}"
[ "$(id -u)" = 0 ] || { echo "debootstrap and chroot need root" >&2; exit 2; }

if [ ! -x "$bare/usr/bin/apt-get" ]; then
    echo "== a minimal Debian 12 root in $bare"
    debootstrap --variant=minbase bookworm "$bare" http://deb.debian.org/debian >/dev/null
fi
root=$(mktemp -d /var/tmp/solitaire-try.XXXXXX)
cp -a "$bare/." "$root/"
display=:$((200 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
cleanup() {
    kill "$xvfb" 2>/dev/null || true
    for m in tmp/.X11-unix dev/pts dev proc; do umount -l "$root/$m" 2>/dev/null || true; done
    rm -rf "$root"
}
trap cleanup EXIT
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
mkdir -p "$root/tmp/.X11-unix"
mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
cp /etc/resolv.conf "$root/etc/resolv.conf"
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive "$@"; }

echo "== apt install ./$(basename "$deb")"
cp "$deb" "$root/tmp/"
in_root apt-get update -qq
in_root dpkg-query -W -f='${Package}\n' | sort >"$root/tmp/before"
in_root apt-get install -y -qq "/tmp/$(basename "$deb")" >"$root/tmp/install.log" 2>&1 \
    || { cat "$root/tmp/install.log"; exit 1; }
in_root dpkg-query -W -f='${Package}\n' | sort >"$root/tmp/after"
echo "it brought $(comm -13 "$root/tmp/before" "$root/tmp/after" | wc -l) packages: $(comm -13 "$root/tmp/before" "$root/tmp/after" | tr '\n' ' ')"
in_root dpkg -L solitaire >"$root/tmp/files"

echo "== a new user starts the game from its menu entry"
in_root useradd -m player
entry="$root$(grep '^/usr/share/applications/.*\.desktop$' "$root/tmp/files")"
exec_line=$(sed -n 's/^Exec=//p' "$entry")
as_player() {
    chroot "$root" runuser -u player -- env -i HOME=/home/player USER=player LANG=C.UTF-8 \
        PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games DISPLAY="$display" "$@"
}
# The Exec line as a menu runs it: the game must open its window and stay up.
as_player sh -c "$exec_line" >"$root/tmp/game.log" 2>&1 &
game=$!
window=
for _ in $(seq 120); do
    window=$(DISPLAY=$display xdotool search --name 'Solitaire' 2>/dev/null | head -1 || true)
    [ -n "$window" ] && break
    kill -0 "$game" 2>/dev/null || break
    sleep 0.5
done
[ -n "$window" ] || { echo "no window came up:"; tail -20 "$root/tmp/game.log"; exit 1; }
sleep 5
kill -0 "$game" 2>/dev/null || { echo "the game stopped:"; tail -20 "$root/tmp/game.log"; exit 1; }
echo "window \"$(DISPLAY=$display xdotool getwindowname "$window")\" is up"
# Docks and window lists match it with its menu entry by its class.
class=$(DISPLAY=$display xprop -id "$window" WM_CLASS)
grep -q "\"$(basename "$entry" .desktop)\"" <<<"$class" \
    || { echo "the window's $class is not the menu entry's name"; exit 1; }
echo "its $class names the menu entry"
# The game in the root (the host may run one of its own).
for pid in $(pgrep -x solitaire); do
    [ "$(readlink "/proc/$pid/root")" = "$root" ] && kill -TERM "$pid"
done
wait "$game" 2>/dev/null || true
# The same line with a picture taken once the table has settled.
shot="${SCREENSHOT_DIR:-$target/screenshots}/try-deb.png"
mkdir -p "$(dirname "$shot")"
as_player sh -c "$exec_line --screenshot /tmp/table.png" >"$root/tmp/shot.log" 2>&1 \
    || { echo "the screenshot run failed:"; tail -20 "$root/tmp/shot.log"; exit 1; }
cp "$root/tmp/table.png" "$shot"
python3 .ci/check-screenshot.py "$shot"
echo "it drew the table: $shot"
# Its files where XDG says: the default place, then XDG_DATA_HOME.
ls "$root/home/player/.local/share/solitaire/settings.ron" "$root/home/player/.local/share/solitaire/game.ron"
as_player sh -c "XDG_DATA_HOME=/home/player/elsewhere $exec_line --screenshot /tmp/again.png" >/dev/null 2>&1
ls "$root/home/player/elsewhere/solitaire/settings.ron"
echo "it keeps its files in \$XDG_DATA_HOME/solitaire"

echo "== apt remove solitaire"
in_root apt-get remove -y -qq solitaire >/dev/null
in_root dpkg-query -W -f='${db:Status-Abbrev}\n' solitaire 2>/dev/null | grep -q '^i' \
    && { echo "still installed"; exit 1; }
left=$(while read -r f; do [ -f "$root$f" ] || [ -L "$root$f" ] && echo "$f"; done <"$root/tmp/files" || true)
[ -z "$left" ] || { echo "left behind:"; echo "$left"; exit 1; }
echo "no file of the package is left ($(wc -l <"$root/tmp/files") were installed); the player's own files stay in their home"
echo "== the package installs, starts from its menu entry and removes cleanly in Debian 12"
