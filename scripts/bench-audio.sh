#!/usr/bin/env bash
# Latency and robustness of the live engine (release build) through a real, paced sound server: a private
# PulseAudio daemon with a null sink, as in the tests. A note is played "now" every 50-150 ms for SECONDS
# (default 600, the spec's 10 minutes) while a busy loop keeps a second core at 100 % (BUSY=0: none).
# Prints schedule -> first sample handed to alsa-lib (median, p99, max), the largest snd_pcm_delay and
# the xruns recovered. With MONITOR=1 a `parec` records the sink's monitor in 5 ms blocks, as a sound
# card's steady clock would consume the sink (without it an idle null sink renders in blocks of up to 2 s,
# which makes every recovered xrun cost a 2 s stall that a real card does not have), and the capture is
# scanned for dropouts (`c4-bench gaps`: runs of digital silence among the ringing notes).
# Everything it starts is stopped by its pid.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${SECONDS_TO_RUN:-600}
swift build -c release --static-swift-stdlib --product c4-bench >/dev/null
dir=$(mktemp -d)
export XDG_RUNTIME_DIR=$dir HOME=$dir PULSE_SERVER=unix:$dir/pulse/native
daemon="" busy="" recorder=""
cleanup() {
  [ -n "$busy" ] && kill "$busy" 2>/dev/null
  [ -n "$recorder" ] && kill "$recorder" 2>/dev/null
  [ -n "$daemon" ] && kill "$daemon" 2>/dev/null
  sleep 0.3; [ -n "$daemon" ] && kill -KILL "$daemon" 2>/dev/null
  rm -rf "$dir"; true
}
trap cleanup EXIT
pulseaudio --daemonize=yes --exit-idle-time=-1 -n --use-pid-file=yes \
  --load="module-null-sink sink_name=test format=s16le rate=44100 channels=2" \
  --load="module-native-protocol-unix" --log-target="file:$dir/pulse.log"
daemon=$(cat "$dir/pulse/pid")
if [ "${BUSY:-1}" = 1 ]; then
  ( while :; do :; done ) &
  busy=$!
fi
if [ "${MONITOR:-0}" = 1 ]; then
  parec --device=test.monitor --latency-msec=5 --format=s16le --rate=44100 --channels=2 --raw "$dir/capture.raw" &
  recorder=$!
fi
echo "busy second core: ${BUSY:-1}, monitor recorded: ${MONITOR:-0}, $seconds s"
.build/release/c4-bench audio --device default --seconds "$seconds" --latency "${LATENCY:-0.02}" ${TRACE:+--trace}
if [ -n "$recorder" ]; then
  sleep 0.5; kill "$recorder"; wait "$recorder" 2>/dev/null || true; recorder=""
  .build/release/c4-bench gaps "$dir/capture.raw" --min-ms "${GAP_MS:-0.5}"
fi
