#!/usr/bin/env bash
# `make bench-review` (issue 21): reviews GAMES (default 20) seeded games against `easy` with the release
# build, each as a whole process (`c4-audio review --moves M --json`: the book loaded, a cold 128 MiB table,
# every position the book does not answer solved, and the lines of the turning points worked out), and prints each
# game's time, then the median, the 95th percentile and the maximum per game.
# The games are `selfplay --levels LEVELS --seed SEED` (default perfect,easy, seed 1; the first level moves
# first in odd-numbered games); the perfect side stands for a strong player, and the book answers the
# positions before easy's moves, so the time goes into the positions before the other side's moves that
# the book does not hold (see issue 23, "Instant answers").
set -euo pipefail
cd "$(dirname "$0")/.."
games=${GAMES:-20}
levels=${LEVELS:-perfect,easy}
seed=${SEED:-1}
swift build -c release --static-swift-stdlib --product c4-audio >/dev/null   # as `make build`
bin=.build/release/c4-audio
dir=$(mktemp -d "${TMPDIR:-/tmp}/c4-review-bench.XXXXXX")
trap 'rm -rf "$dir"' EXIT

"$bin" selfplay --games "$games" --levels "$levels" --seed "$seed" --jsonl |
  sed -E 's/.*"moves":"([1-7]*)".*/\1/' > "$dir/games"
echo "reviewing $games games ($levels, seed $seed), one process each"
# Wall-clock time, and the CPU time (user + system) beside it: on a shared machine the wall time grows
# with the load, the CPU time much less (the solver uses up to two threads, so CPU may exceed wall).
TIMEFORMAT='%R %U %S'
number=0
while read -r moves; do
  number=$((number + 1))
  { time "$bin" review --moves "$moves" --json > "$dir/review.json" 2> "$dir/stderr"; } 2> "$dir/time"
  read -r wall user system < "$dir/time"
  ms=$(awk -v w="$wall" 'BEGIN { printf "%d", w * 1000 }')
  cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%d", (u + s) * 1000 }')
  echo "$ms" >> "$dir/wall"
  echo "$cpu" >> "$dir/cpu"
  printf 'game %2d  %2d moves  %8d ms (CPU %8d ms)  %s\n' "$number" "${#moves}" "$ms" "$cpu" "$moves"
done < "$dir/games"
summary='{ t[NR] = $1 } END {
  median = NR % 2 ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
  p95 = t[int((NR * 95 + 99) / 100)]
  printf "median %.0f ms, p95 %d ms, max %d ms", median, p95, t[NR] }'
echo "per game ($number games): $(sort -n "$dir/wall" | awk "$summary") wall; $(sort -n "$dir/cpu" | awk "$summary") CPU"
