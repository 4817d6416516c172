#!/usr/bin/env bash
# Replays a game through a private PulseAudio daemon with a null sink and records the sink's monitor:
#   scripts/pulse-replay.sh BINARY DIR MOVES SEED [RUNTIME]
# writes DIR/render.wav (the game rendered at interval 0.25 s), DIR/capture.raw (what reached the sink while
# `replay --interval 1 --speed 4 --device default` played, S16_LE stereo 44.1 kHz) and DIR/replay.txt.
# The daemon and parec are stopped by their pids, whatever happens. Used by PulseAudioReplayTests.
set -euo pipefail
# RUNTIME (5th, optional): the daemon's runtime folder, to be made; short, since its socket's path may
# have at most 108 bytes (default DIR/runtime).
bin=$1 dir=$2 moves=$3 seed=$4 runtime=${5:-$2/runtime}
source "$(dirname "$0")/pulse-private.sh"
pulse_private "$runtime"
"$bin" render --moves "$moves" --seed "$seed" --interval 0.25 -o "$dir/render.wav" >/dev/null
# The sound server and the recorder stand for a sound card. By default they run at the normal priority, as
# on a desktop without rtkit: the replay's own buffer must bridge what a loaded machine does to them (with
# a game's 20 ms it does not: silence inserted, the rest of the game later). PRIORITY=realtime runs them,
# where the privilege allows (root, as in CI), at a real-time priority, as a card's interrupt would.
rt="" priority="--realtime=no --high-priority=no"
if [ "${PRIORITY:-}" = realtime ] && chrt -f 20 true 2>/dev/null; then
  rt="chrt -f 20" priority="--realtime=yes --high-priority=yes"
fi
$rt pulseaudio --daemonize=yes --exit-idle-time=-1 -n --use-pid-file=yes $priority \
  --load="module-null-sink sink_name=test format=s16le rate=44100 channels=2" \
  --load="module-native-protocol-unix" --log-target="file:$dir/pulse.log"
daemon=$(cat "$XDG_RUNTIME_DIR/pulse/pid")
# The daemon does not keep the priority it was started with: it resets its main thread to the normal
# scheduler (at nice -11) and gives its sink's thread SCHED_RR 5 (`ps -L` showed both). The main thread
# carries the clients' audio (every block a client writes reaches the sink through it), so every thread of
# the daemon gets the priority, as a sound card's interrupt would have it. (At load 11-19 on 2 cores this
# alone did not make every replay exact: 18 of 20, see the report of issue 24.)
if [ -n "$rt" ]; then chrt -f -a -p 20 "$daemon" >/dev/null; fi
# parec needs a second or more before it records: start it first, wait until it writes (silence from the
# null sink's monitor), then play; the test aligns the capture afterwards.
$rt parec -d test.monitor --latency-msec=5 --format=s16le --rate=44100 --channels=2 --raw "$dir/capture.raw" </dev/null &
recorder=$!
for _ in $(seq 200); do [ -s "$dir/capture.raw" ] && break; sleep 0.05; done
[ -s "$dir/capture.raw" ] || { echo "error: parec recorded nothing in 10 s" >&2; exit 1; }
sleep 0.3
# The replay's own buffer (100 ms for a known score, AudioEngine.Options.scoreLatency); LATENCY=SECONDS
# tries another (the samples must be the same at any size; with a game's 20 ms, a loaded machine starves a
# server at normal priority: silence inserted, the rest of the game later).
latency=()
if [ -n "${LATENCY:-}" ]; then latency=(--latency "$LATENCY"); fi
timeout 120 "$bin" replay --moves "$moves" --seed "$seed" --interval 1 --speed 4 --device default "${latency[@]}" \
  >"$dir/replay.txt" 2>"$dir/replay.err" </dev/null
sleep 0.5
