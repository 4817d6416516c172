#!/usr/bin/env bash
# The solver benchmark (issue 3), release build. Prints, in order:
#  1. per Pons file: positions, mismatches, mean time, mean nodes, nodes/s (in-process timing);
#  2. whole-process time of `c4-audio solve` over each file (start-up and table included);
#  3. the empty board weakly and strongly solved from scratch (no book);
#  4. the perfect bot's move times over 100 perfect-vs-perfect games (with the book);
#  5. the strength ladder, 200 games a pair, first player alternating.
# Test_L1_R3 takes seconds per position: only its first L1R3_LINES lines run (default 20).
# Set SKIP_LADDER=1 or SKIP_EMPTY=1 to leave those parts out.
set -euo pipefail
cd "$(dirname "$0")/.."
PONS=${PONS:-../shared/data/pons}
L1R3_LINES=${L1R3_LINES:-20}
swift build -c release --static-swift-stdlib --product c4-bench >/dev/null
swift build -c release --static-swift-stdlib --product c4-audio >/dev/null
BENCH=.build/release/c4-bench
APP=.build/release/c4-audio
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
head -n "$L1R3_LINES" "$PONS/Test_L1_R3" > "$TMP/Test_L1_R3.first$L1R3_LINES"
FILES=("$PONS/Test_L3_R1" "$PONS/Test_L2_R1" "$PONS/Test_L2_R2" "$PONS/Test_L1_R1" "$PONS/Test_L1_R2"
       "$TMP/Test_L1_R3.first$L1R3_LINES")

echo "== Pons' benchmark, strong (in-process)"
"$BENCH" pons "${FILES[@]}"
echo "== Pons' benchmark, weak (in-process)"
"$BENCH" pons --weak "${FILES[@]}"
echo "== whole process: cut -d' ' -f1 FILE | c4-audio solve"
for f in "${FILES[@]}"; do
    start=$(date +%s%N)
    cut -d' ' -f1 "$f" | "$APP" solve > "$TMP/out"
    end=$(date +%s%N)
    bad=$(paste -d' ' <(cut -d' ' -f2 "$f") <(cut -d' ' -f2 "$TMP/out") | awk '$1 != $2' | wc -l)
    printf '%-22s %8.2f s  mismatches %d\n' "$(basename "$f")" "$(awk -v ns=$((end - start)) 'BEGIN { print ns / 1e9 }')" "$bad"
done
if [ -z "${SKIP_EMPTY:-}" ]; then
    echo "== empty board, weak, from scratch"
    "$BENCH" empty
    echo "== empty board, strong, from scratch"
    "$BENCH" empty --strong
fi
echo "== perfect bot move times (100 games, perfect vs perfect)"
"$BENCH" bot --games 100 --levels perfect,perfect --seed 1 | tail -2
if [ -z "${SKIP_LADDER:-}" ]; then
    echo "== strength ladder (200 games a pair)"
    for pair in random,easy easy,medium medium,hard hard,perfect; do
        "$BENCH" bot --games 200 --levels "$pair" --seed 42 | tail -3
    done
fi
