#!/usr/bin/env bash
# Benchmark of `history import` (release build): a seeded input of just under 16 MiB (the most an import
# reads) in each layout, imported into a new history each run, whole process timed by /usr/bin/time -v:
# wall time (median of RUNS), games per second, and the largest maximum resident memory of the runs.
# The inputs: JSON lines as `history export` writes them (music, start, players), the same games as one
# JSON array, and column digits (each game's melody composed by the import). Then the same file again
# (recognised by its SHA-256: read, hashed and rolled back). Targets (issue 37): ≥ 10,000 games/s, ≤ 100 MB.
# The databases live on the disk under BENCH_DIR (default: a new directory in /tmp), not tmpfs.
set -euo pipefail
command -v /usr/bin/time >/dev/null || { echo "error: /usr/bin/time is needed (apt-get install time)" >&2; exit 1; }
cd "$(dirname "$0")/.."

runs=${RUNS:-3}
swift build -c release --static-swift-stdlib --product c4-audio >/dev/null   # as `make build`
bin=$PWD/.build/release/c4-audio
dir=$(mktemp -d "${BENCH_DIR:-/tmp}/c4-import-bench.XXXXXX")
trap 'rm -rf "$dir"' EXIT

# 2,000 seeded bot games (random against random), repeated with other players and start times until the
# next game would pass 16 MiB.
"$bin" selfplay --games 2000 --levels random,random --seed 37 --jsonl > "$dir/selfplay.jsonl"
python3 - "$dir" <<'PY'
import json, sys
d = sys.argv[1]
games = [json.loads(l) for l in open(d + "/selfplay.jsonl")]
names = ["Ann", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea"]
colours = ["red", "yellow", "green", "purple", "blue", "orange", "pink", "cyan", "white", "brown"]
limit = 16 << 20
def fill(path, line_of, opening="", separator="\n", closing="\n"):
    out, size, i = [], len(opening) + len(closing), 0
    while True:
        line = line_of(i)
        if size + len(line.encode()) + len(separator) > limit: break
        out.append(line); size += len(line.encode()) + len(separator); i += 1
    open(path, "w").write(opening + separator.join(out) + closing)
    return i
def json_line(i):
    g = games[i % len(games)]
    a, b = names[i % 12], names[(i * 5 + 1) % 12]
    if a == b: b = names[(i + 1) % 12]
    t = "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (1 + i // 900 % 12, 1 + i % 28, i % 24, i % 60, i // 60 % 60, i % 1000)
    return json.dumps({"moves": g["moves"], "music": g["music"], "started": t,
        "players": [{"name": a, "kind": "bot", "level": g["levels"][0], "colour": colours[i % 10]},
                    {"name": b, "kind": "bot", "level": g["levels"][1], "colour": colours[(i + 3) % 10]}]}, separators=(",", ":"))
counts = {
    "json": fill(d + "/games.jsonl", json_line),
    "array": fill(d + "/games.json", json_line, "[\n", ",\n", "\n]\n"),
    "moves": fill(d + "/games.txt", lambda i: games[i % len(games)]["moves"]),
}
for name, count in counts.items(): open(d + "/" + name + ".count", "w").write(str(count))
PY

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $runs runs each"
measure() {   # label, file, format; prints one line
  local label=$1 file=$2 format=$3 games walls=() rss=0
  games=$(cat "$dir/$4.count")
  for run in $(seq "$runs"); do
    rm -f "$dir"/h.sqlite*
    /usr/bin/time -v -o "$dir/time.txt" "$bin" --db "$dir/h.sqlite" history import "$file" --format "$format" --seed 1 >"$dir/out.txt"
    grep -q "Imported $games games" "$dir/out.txt" || { echo "error: $label: $(cat "$dir/out.txt")" >&2; exit 1; }
    walls+=("$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$dir/time.txt")")
    rss=$(awk -v r="$rss" '/Maximum resident set size/ { print ($NF > r ? $NF : r) }' "$dir/time.txt")
  done
  local median
  median=$(printf '%s\n' "${walls[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  printf '%-34s %7d games, %5.1f MiB: median %6.2f s = %7.0f games/s, max RSS %5.1f MB\n' "$label" "$games" \
    "$(awk -v b="$(stat -c %s "$file")" 'BEGIN { print b / 1048576 }')" "$median" \
    "$(awk -v g="$games" -v s="$median" 'BEGIN { print g / s }')" "$(awk -v k="$rss" 'BEGIN { print k * 1024 / 1e6 }')"
  # The same file again: recognised by its hash, nothing stored.
  /usr/bin/time -v -o "$dir/time.txt" "$bin" --db "$dir/h.sqlite" history import "$file" --format "$format" >"$dir/out.txt"
  grep -q "already imported" "$dir/out.txt" || { echo "error: $label again: $(cat "$dir/out.txt")" >&2; exit 1; }
  printf '%-34s again: %s s, max RSS %.1f MB (%s)\n' "" \
    "$(awk -F': ' '/Elapsed \(wall clock\)/ { print $2 }' "$dir/time.txt")" \
    "$(awk '/Maximum resident set size/ { print $NF * 1024 / 1e6 }' "$dir/time.txt")" "$(sed 's/.*: already/already/' "$dir/out.txt")"
}
measure "JSON lines (history export)" "$dir/games.jsonl" json json
measure "one JSON array" "$dir/games.json" json array
measure "column digits (melodies composed)" "$dir/games.txt" moves moves
