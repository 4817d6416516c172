#!/usr/bin/env bash
# Runs `c4-bench underrun` (a device run dry on purpose, three times) through a private PulseAudio daemon
# at normal priority with a null sink recorded every 5 ms, as a sound card would consume it:
#   scripts/pulse-underrun.sh BENCH_BINARY RUNTIME
# prints the bench's lines. RUNTIME is the daemon's runtime folder, to be made (short: a socket's path may
# have at most 108 bytes). The daemon and parec are stopped by their pids, whatever happens. Used by
# UnderrunGrowthTests.
set -euo pipefail
bin=$1 runtime=$2
source "$(dirname "$0")/pulse-private.sh"
pulse_private "$runtime"
pulseaudio --daemonize=yes --exit-idle-time=-1 -n --use-pid-file=yes --realtime=no --high-priority=no \
  --load="module-null-sink sink_name=test format=s16le rate=44100 channels=2" \
  --load="module-native-protocol-unix" --log-target="file:$runtime/pulse.log"
daemon=$(cat "$XDG_RUNTIME_DIR/pulse/pid")
parec -d test.monitor --latency-msec=5 --format=s16le --rate=44100 --channels=2 --raw /dev/null </dev/null &
recorder=$!
sleep 0.5
timeout 60 "$bin" underrun --device default --stall 0.25 --times 4 </dev/null
