#!/usr/bin/env bash
# Makes the shipped difficulty grades, core/games/*.grades, with the solver: each deal
# of a range solved once within 300,000 positions, or the game's own budget (no time
# limit, so any machine gets the same figures). Takes about 50 minutes on two cores.
# (The Golfs', TriPeaks' and Black Hole's search decides every deal within 3,000,000 positions, most in
# far fewer; Spider's beams get 1,000,000.)
# (The shipped Vegas Klondike grades were made for 1..2000 and extended to 3200 with the
# same bounds; made whole here, the bounds come from all 3200.)
#
# The daily deals are drawn from these files: making them again with a changed solver
# changes past and future daily deals, which the tests pin (core/tests/daily.rs). Do it
# only on purpose, and say so.
set -euo pipefail
cd "$(dirname "$0")/../core"
cargo build --release --bin solitaire-cli
cli="${CARGO_TARGET_DIR:-../target}/release/solitaire-cli"
threads="$(nproc)"
# Ranges: enough won deals for every level in every game, within the time above.
while read -r game range nodes; do
    echo "grading $game $range" >&2
    "$cli" grade --game "$game" --deals "$range" --nodes "${nodes:-300000}" --threads "$threads" \
        > "games/$game.grades.new"
    mv "games/$game.grades.new" "games/$game.grades"
done <<'RANGES'
freecell 1..32000
brisbane 1..5000
bear-river 1..5000
forecell 1..3000
three-bears 1..2000
lower-48 1..1000
klondike 1..2000
klondike-draw-three 1..2000
vegas-klondike 1..3200
vegas-klondike-draw-three 1..2000
golf 1..2000 3000000
dead-king-golf 1..2000 3000000
tripeaks 1..2000 3000000
spider-one-suit 1..2000 1000000
spider-two-suits 1..1000 1000000
spider 1..500 1000000
pyramid 1..2000 1000000
yukon 1..1000
bakers-game 1..1000
eight-off 1..1000
seahaven-towers 1..1000
beleaguered-castle 1..1000
streets-and-alleys 1..1000
king-albert 1..1000
forty-thieves 1..600
scorpion 1..2000
black-hole 1..1000 3000000
canfield 1..1000
RANGES
