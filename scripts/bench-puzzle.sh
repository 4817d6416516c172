#!/usr/bin/env bash
# `make bench-puzzle` (issue 40: "a puzzle's answer checked in ≤ 50 ms"): times `c4-audio puzzle ID --answer
# COLUMN --json` with the release build, each as a whole process (start-up, the book loaded, the history
# opened, the position's every column scored, the answer's line worked out and the answer kept), over the
# mistakes of the `easy` side in GAMES (default 20) seeded games against `perfect`, stored with that side as
# a person; then over seeded puzzles seed:1 … seed:SEEDS (default 20), which also make their random game.
# Prints the median, the 95th percentile and the maximum of each.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${GAMES:-20}
seeds=${SEEDS:-20}
swift build -c release --static-swift-stdlib --product c4-audio >/dev/null   # as `make build`
bin=.build/release/c4-audio
dir=$(mktemp -d "${TMPDIR:-/tmp}/c4-puzzle-bench.XXXXXX")
trap 'rm -rf "$dir"' EXIT
export C4_AUDIO_DB="$dir/history.sqlite"

# The games, `easy` moving first in odd-numbered ones, stored with `easy` as the person Ann.
"$bin" selfplay --games "$games" --levels easy,perfect --seed 1 --jsonl |
  sed -E 's/.*"moves":"([1-7]*)".*/\1/' > "$dir/games"
number=0
while read -r moves; do
  number=$((number + 1))
  if [ $((number % 2)) = 1 ]; then
    players='[{"name":"Ann","kind":"human","colour":"red"},{"name":"Bot perfect","kind":"bot","level":"perfect","colour":"yellow"}]'
    ann=first
  else
    players='[{"name":"Bot perfect","kind":"bot","level":"perfect","colour":"red"},{"name":"Ann","kind":"human","colour":"yellow"}]'
    ann=second
  fi
  printf '{"moves":"%s","started":"2026-11-20T09:00:%02dZ","players":%s}\n' "$moves" "$((number % 60))" "$players" |
    "$bin" history import >/dev/null
  # Ann's mistakes and blunders, each with a right column, from the review.
  "$bin" review --moves "$moves" --json |
    grep -E "\"player\":\"$ann\".*\"verdict\":\"(mistake|blunder)\"" |
    sed -E "s/.*\"move\":([0-9]+),.*\"best\":\\[([1-7]).*/$number:\\1 \\2/" >> "$dir/puzzles" || true
done < "$dir/games"
for seed in $(seq 1 "$seeds"); do echo "seed:$seed 4" >> "$dir/seeded"; done

# Wall-clock time, and the CPU time (user + system) beside it: on a shared machine the wall time grows with
# the load, the CPU time much less. A no-op run (`--version`) gives the start-up's share.
TIMEFORMAT='%R %U %S'
summary='{ t[NR] = $1 } END {
  median = NR % 2 ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
  printf "median %.0f ms, p95 %d ms, max %d ms", median, t[int((NR * 95 + 99) / 100)], t[NR] }'
measure() {  # FILE LABEL: one process per line "ID COLUMN"
  : > "$dir/wall"; : > "$dir/cpu"
  while read -r id column; do
    { time "$bin" puzzle "$id" --answer "$column" --json > "$dir/out" 2> "$dir/stderr" || true; } 2> "$dir/time"
    read -r wall user system < "$dir/time"
    awk -v w="$wall" 'BEGIN { printf "%d\n", w * 1000 }' >> "$dir/wall"
    awk -v u="$user" -v s="$system" 'BEGIN { printf "%d\n", (u + s) * 1000 }' >> "$dir/cpu"
  done < "$1"
  echo "$2: $(wc -l < "$1") answers, $(sort -n "$dir/wall" | awk "$summary") wall; $(sort -n "$dir/cpu" | awk "$summary") CPU (whole process)"
}
{ time "$bin" --version > /dev/null; } 2> "$dir/time"
read -r wall user system < "$dir/time"
echo "start-up alone (--version): $(awk -v w="$wall" 'BEGIN { printf "%d", w * 1000 }') ms wall"

measure "$dir/puzzles" "stored mistakes ($games games easy against perfect)"
measure "$dir/seeded" "seeded puzzles seed:1-$seeds (a column 4 answer each; a full column is refused)"
