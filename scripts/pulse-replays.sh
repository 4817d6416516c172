#!/usr/bin/env bash
# The live-sound check (issues 24 and 42): REPLAYS (default 20) replays of a 42-piece game through a private
# PulseAudio daemon (scripts/pulse-replay.sh, a fresh daemon each time), each capture compared sample for
# sample with the render (scripts/pulse-compare.py: bit-exact from 50 ms after the onset, or differing only
# in holes no longer than MAX_HOLE_MS, default 10, with the rest of the game still on time; a hole that
# shifted the rest fails).
# The daemon runs at normal priority (PRIORITY=realtime: a real-time one where allowed); LATENCY=SECONDS
# replays with that buffer instead of the replay's own (100 ms).
#   scripts/pulse-replays.sh [BINARY]      (default .build/release/c4-audio)
# LOAD=N (default: one per core) keeps N busy loops running at nice 19 meanwhile, so the machine is loaded the whole
# time (the load average is printed with each run); LOAD=0 runs on the machine as it is.
# KEEP=DIR copies each failed replay's folder (render, capture, the daemon's log, the replay's output) there.
# Prints one line per replay and a summary `K of N replays on time ...`; exits 1 unless all are.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/release/c4-audio}
replays=${REPLAYS:-20} load=${LOAD:-$(nproc)}
for need in pulseaudio parec; do
  command -v "$need" >/dev/null || { echo "error: $need is needed (apt-get install pulseaudio pulseaudio-utils libasound2-plugins)" >&2; exit 1; }
done
out=$(mktemp -d "${TMPDIR:-/tmp}/c4-pulse.XXXXXX")
# The daemon's socket path must stay under 108 bytes: its runtime folder in a short one.
short=$(mktemp -d /tmp/c4p.XXXXXX)
busy=()
cleanup() {
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$out" "$short"
}
trap cleanup EXIT
for ((i = 0; i < load; i++)); do
  nice -n 19 sh -c 'while :; do :; done' &
  busy+=($!)
done
moves=547125662261271266215743771576315353334444   # 42 pieces, a draw
exact=0 good=0 limit=${MAX_HOLE_MS:-10}
for ((run = 1; run <= replays; run++)); do
  dir=$out/run$run
  mkdir "$dir"
  loadavg=$(cut -d' ' -f1 /proc/loadavg)
  if ! scripts/pulse-replay.sh "$bin" "$dir" "$moves" 5 "$short/r$run" >"$dir/script.log" 2>&1; then
    echo "replay $run (load $loadavg): the script failed: $(tail -1 "$dir/script.log")"
    continue
  fi
  if verdict=$(/usr/bin/python3 scripts/pulse-compare.py "$dir" "$limit"); then
    good=$((good + 1))
    case $verdict in bit-exact*) exact=$((exact + 1)) ;; esac
  elif [ -n "${KEEP:-}" ]; then
    mkdir -p "$KEEP" && cp -r "$dir" "$KEEP/"
  fi
  echo "replay $run (load $loadavg): $verdict"
done
echo "$good of $replays replays on time with no hole over $limit ms, $exact of them bit-exact" \
  "(load: $load busy loop(s) at nice 19 beside the machine's own; server priority ${PRIORITY:-normal})"
[ "$good" = "$replays" ]
