#!/usr/bin/env bash
# `make bench-review` (issue 21): reviews GAMES (default 20) seeded games against `easy` with the release
# build, each as a whole process (`c4-audio review --moves M --json`: the book loaded, a cold 128 MiB table,
# every position analysed), and prints each game's time, then the median and the maximum per game.
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
number=0
while read -r moves; do
  number=$((number + 1))
  start=$(date +%s%N)
  "$bin" review --moves "$moves" --json > "$dir/review.json"
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
  echo "$ms" >> "$dir/times"
  printf 'game %2d  %2d moves  %8d ms  %s\n' "$number" "${#moves}" "$ms" "$moves"
done < "$dir/games"
sort -n "$dir/times" | awk '{ t[NR] = $1 } END {
  median = NR % 2 ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
  printf "per game: median %.0f ms, max %d ms (%d games)\n", median, t[NR], NR }'
