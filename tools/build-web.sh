#!/usr/bin/env bash
# Builds the browser version: a folder any static host can serve (index.html, the JS
# glue, the game's .wasm and the solver's, which its Web Workers run), nothing fetched
# from another site. Usage: tools/build-web.sh [--dev] ; the folder is web/site (or
# $WEB_SITE). --dev builds with the dev profile (quick to rebuild, large, unoptimised
# wasm) for working on the web build itself.
set -euo pipefail
cd "$(dirname "$0")/.."

profile=web
[ "${1:-}" = "--dev" ] && profile=dev
site="${WEB_SITE:-$PWD/web/site}"
target="${CARGO_TARGET_DIR:-$PWD/target}"
bindgen_version=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p')

# The tools: the wasm target, wasm-bindgen at the version Cargo.lock has (its glue and
# the crate must agree), and binaryen's wasm-opt.
rustup target list --installed | grep -q '^wasm32-unknown-unknown$' \
    || rustup target add wasm32-unknown-unknown
if ! wasm-bindgen --version 2>/dev/null | grep -q " $bindgen_version\$"; then
    echo "installing wasm-bindgen-cli $bindgen_version"
    cargo install --quiet wasm-bindgen-cli --version "$bindgen_version"
fi
if [ "$profile" = web ] && ! command -v wasm-opt >/dev/null; then
    echo "wasm-opt is missing: install binaryen (apt-get install binaryen)" >&2
    exit 1
fi

cargo build --locked --profile "$profile" --target wasm32-unknown-unknown \
    -p solitaire --bin solitaire -p solitaire-web-solver --lib
built="$target/wasm32-unknown-unknown/$([ "$profile" = dev ] && echo debug || echo "$profile")"

rm -rf "$site"
mkdir -p "$site/solver"
# wasm-opt runs before wasm-bindgen: binaryen 108 (Debian's) renumbers the tables of a
# module that has two, and wasm-bindgen's glue then fills the function table with its
# references; on rustc's output there is one table.
modules=("$built/solitaire.wasm" "$built/solitaire_web_solver.wasm")
if [ "$profile" = web ]; then
    optimised="$site/.optimised"
    mkdir -p "$optimised"
    # The features rustc's wasm32 target uses by default, which binaryen must be told.
    features=(--enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext
        --enable-mutable-globals --enable-reference-types --enable-multivalue)
    for i in "${!modules[@]}"; do
        wasm-opt -Os "${features[@]}" -o "$optimised/$(basename "${modules[$i]}")" "${modules[$i]}"
        modules[i]="$optimised/$(basename "${modules[$i]}")"
    done
fi
wasm-bindgen --target web --no-typescript --out-dir "$site" "${modules[0]}"
wasm-bindgen --target web --no-typescript --out-dir "$site/solver" "${modules[1]}"
rm -rf "${optimised:-}"
cp web/index.html web/solver-worker.js "$site/"
# The game's icon, drawn by its own code (packaging/icons/256.png, `deck-sheet --icon`).
cp packaging/icons/256.png "$site/icon.png"

# What a player downloads: each file as sent compressed (gzip -9), and the whole.
total=0
while read -r file; do
    size=$(gzip -9 -c "$file" | wc -c)
    total=$((total + size))
    printf '%10d  %s\n' "$size" "${file#"$site"/}"
done < <(find "$site" -type f | sort)
printf '%10d  in all, gzip-compressed (%s)\n' "$total" "$site"
