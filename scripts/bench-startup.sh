#!/usr/bin/env bash
# Start-up of the commands that do little else (release build, whole process): `--version`, `show 4453`
# and `solve 4453`, in English and in Dutch, medians by hyperfine. Given BASELINE=PATH (another build's
# binary, e.g. one made at an earlier commit in a worktree), each command runs on both, alternated in
# rounds so that a change in the machine's load falls on both alike; the difference of the medians is
# printed. The load average comes first: on a shared machine the times are pessimistic.
set -euo pipefail
command -v hyperfine >/dev/null || { echo "error: hyperfine is needed (apt-get install hyperfine)" >&2; exit 1; }
cd "$(dirname "$0")/.."
swift build -c release --product c4-audio --static-swift-stdlib >/dev/null   # as `make build`
bin=$PWD/.build/release/c4-audio
baseline=${BASELINE:-}
rounds=${ROUNDS:-5}
runs=${RUNS:-40}
out=$(mktemp -d "${TMPDIR:-/tmp}/c4-startup.XXXXXX")
trap 'rm -rf "$out"' EXIT
# A private history that does not exist: nothing read from the user's.
export C4_AUDIO_DB=$out/none/history.sqlite
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"

median() { python3 -c 'import json,sys,statistics; print("%.2f" % (1000*statistics.median(sum((json.load(open(f))["results"][0]["times"] for f in sys.argv[1:]), []))))' "$@"; }

for line in "--version" "show 4453" "solve 4453" "--language nl show 4453"; do
  for round in $(seq "$rounds"); do
    hyperfine -N --warmup 5 --runs "$runs" --export-json "$out/now-$round.json" "$bin $line" >/dev/null
    # (A baseline from before --language runs the line in English, as a Dutch user's was then.)
    [ -n "$baseline" ] && hyperfine -N --warmup 5 --runs "$runs" --export-json "$out/base-$round.json" "$baseline ${line#--language nl }" >/dev/null
  done
  now=$(median "$out"/now-*.json)
  if [ -n "$baseline" ]; then
    base=$(median "$out"/base-*.json)
    printf '%-26s now %7s ms   baseline %7s ms   difference %+.2f ms\n' "$line" "$now" "$base" "$(python3 -c "print($now - $base)")"
  else
    printf '%-26s %7s ms\n' "$line" "$now"
  fi
  rm -f "$out"/*.json
done
