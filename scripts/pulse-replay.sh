#!/usr/bin/env bash
# Replays a game through a private PulseAudio daemon with a null sink and records the sink's monitor:
#   scripts/pulse-replay.sh BINARY DIR MOVES SEED
# writes DIR/render.wav (the game rendered at interval 0.25 s), DIR/capture.raw (what reached the sink while
# `replay --interval 1 --speed 4 --device default` played, S16_LE stereo 44.1 kHz) and DIR/replay.txt.
# The daemon and parec are stopped by their pids, whatever happens. Used by PulseAudioReplayTests.
set -euo pipefail
bin=$1 dir=$2 moves=$3 seed=$4
export XDG_RUNTIME_DIR=$dir/runtime HOME=$dir/runtime
mkdir -m 0700 "$XDG_RUNTIME_DIR"
export PULSE_SERVER=unix:$XDG_RUNTIME_DIR/pulse/native
daemon="" recorder=""
# SIGTERM, then SIGKILL after 2 s: a test runner may start this script with SIGTERM blocked, which its
# children inherit.
stop() {
  kill "$1" 2>/dev/null || return 0
  for _ in $(seq 20); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.1; done
  kill -KILL "$1" 2>/dev/null || true
}
cleanup() {
  [ -n "$recorder" ] && stop "$recorder"
  [ -n "$daemon" ] && stop "$daemon"
  true
}
trap cleanup EXIT
"$bin" render --moves "$moves" --seed "$seed" --interval 0.25 -o "$dir/render.wav" >/dev/null
pulseaudio --daemonize=yes --exit-idle-time=-1 -n --use-pid-file=yes \
  --load="module-null-sink sink_name=test format=s16le rate=44100 channels=2" \
  --load="module-native-protocol-unix" --log-target="file:$dir/pulse.log"
daemon=$(cat "$XDG_RUNTIME_DIR/pulse/pid")
# parec needs a second or more before it records: start it first, wait until it writes (silence from the
# null sink's monitor), then play; the test aligns the capture afterwards.
parec -d test.monitor --latency-msec=5 --format=s16le --rate=44100 --channels=2 --raw "$dir/capture.raw" </dev/null &
recorder=$!
for _ in $(seq 200); do [ -s "$dir/capture.raw" ] && break; sleep 0.05; done
[ -s "$dir/capture.raw" ] || { echo "error: parec recorded nothing in 10 s" >&2; exit 1; }
sleep 0.3
# The engine's own buffer (20 ms); LATENCY=SECONDS tries another. The samples must be the same at any size.
timeout 120 "$bin" replay --moves "$moves" --seed "$seed" --interval 1 --speed 4 --device default ${LATENCY:+--latency "$LATENCY"} \
  >"$dir/replay.txt" 2>"$dir/replay.err" </dev/null
sleep 0.5
