# Sourced by the benchmarks beside Freecell Solver: installs it where it is missing
# (Debian's freecell-solver-bin: fc-solve and its range solver) and builds our CLI,
# whose path it leaves in $cli.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/solitaire-target}"
if ! command -v fc-solve >/dev/null || ! command -v freecell-solver-range-parallel-solve >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq freecell-solver-bin >/dev/null
fi
cargo build --quiet -p solitaire-core --bin solitaire-cli
cli="$CARGO_TARGET_DIR/debug/solitaire-cli"
