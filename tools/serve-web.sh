#!/usr/bin/env bash
# Builds the browser version (tools/build-web.sh) and serves it on this machine:
# open http://localhost:8000 (or the port given) to play.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-8000}"
bash tools/build-web.sh
echo "Playing at http://localhost:$port (Ctrl+C stops)"
exec python3 -m http.server --bind 127.0.0.1 --directory "${WEB_SITE:-web/site}" "$port"
