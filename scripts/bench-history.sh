#!/usr/bin/env bash
# Benchmark of the history store (release build): `history` listing 10,000 stored games and
# `stats` over them, each as a whole process (hyperfine medians), and saving one move (one
# transaction, synchronous=FULL) timed inside c4-bench over many moves (median, p99, max).
# The database lives on the disk under BENCH_DIR (default: a new directory in /tmp), not tmpfs,
# so each commit's fsync is counted.
set -euo pipefail
command -v hyperfine >/dev/null || { echo "error: hyperfine is needed (apt-get install hyperfine)" >&2; exit 1; }
cd "$(dirname "$0")/.."

games=${GAMES:-10000}
runs=${RUNS:-30}
swift build -c release --static-swift-stdlib --product c4-audio >/dev/null   # as `make build`
swift build -c release --static-swift-stdlib --product c4-bench >/dev/null
bin=.build/release/c4-audio
dir=$(mktemp -d "${BENCH_DIR:-/tmp}/c4-history-bench.XXXXXX")
trap 'rm -rf "$dir"' EXIT
db=$dir/history.sqlite

# 10,000 bot games (random against easy, seeded), stored with players from a set of 12 names,
# read in by `history import` in one transaction.
"$bin" selfplay --games "$games" --levels random,easy --seed 7 --jsonl |
  python3 -c '
import json, sys
names = ["Ann", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea"]
colours = ["red", "yellow", "green", "purple", "blue", "orange", "pink", "cyan", "white", "brown"]
for i, line in enumerate(sys.stdin):
    g = json.loads(line)
    a, b = names[i % 12], names[(i * 5 + 1) % 12]
    if a == b: b = "Bot " + g["levels"][1]
    ca, cb = colours[i % 10], colours[(i + 3) % 10]
    t = "2025-%02d-%02dT%02d:%02d:00Z" % (1 + i // 900 % 12, 1 + i % 28, i % 24, i % 60)
    print(json.dumps({"moves": g["moves"], "music": g["music"], "started": t,
        "players": [{"name": a, "kind": "bot", "level": g["levels"][0], "colour": ca},
                    {"name": b, "kind": "bot", "level": g["levels"][1], "colour": cb}]}))
' > "$dir/games.jsonl"
"$bin" --db "$db" history import "$dir/games.jsonl" >/dev/null
echo "stored: $("$bin" --db "$db" history --json | grep -c '"id"') games"

hyperfine -N -w 5 -r "$runs" --export-json "$dir/h.json" \
  "$bin --db $db history" \
  "$bin --db $db history --json" \
  "$bin --db $db history --limit 20" \
  "$bin --db $db stats" \
  "$bin --db $db stats --json" \
  "$bin show 4455667" >/dev/null
python3 - "$dir/h.json" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    cmd = r["command"].split("c4-audio", 1)[1].replace(sys.argv[1].rsplit("/", 1)[0] + "/", "")
    print("%-40s median %6.2f ms  (min %.2f, max %.2f)" % (cmd.strip(), r["median"] * 1000, r["min"] * 1000, r["max"] * 1000))
PY
.build/release/c4-bench save --db "$dir/save.sqlite" --games "${SAVE_GAMES:-300}" --seed 1
