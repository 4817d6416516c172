#!/usr/bin/env bash
# Benchmark of `c4-audio render` (release build, whole process, medians by hyperfine):
# a full-board 42-piece draw plus its ending, against sox concatenating the same 42 note
# files and the ending file into one stereo WAV (the render's shape; ratios are to it). Prints medians, the ratio to sox, the realtime
# factor and peak memory (maximum resident set size from /usr/bin/time) per format, and the stereo WAV
# for each instrument. The load average comes first: on a shared machine the times are pessimistic.
set -euo pipefail
command -v hyperfine >/dev/null || { echo "error: hyperfine is needed (apt-get install hyperfine)" >&2; exit 1; }
cd "$(dirname "$0")/.."

runs=${RUNS:-40}
# Statically linked Swift runtime and Foundation: about 8 ms less start-up (dynamic symbol binding) per run.
# Set STATIC=0 to measure the default dynamically linked release build instead.
if [ "${STATIC:-1}" = 1 ]; then
  swift build -c release --product c4-audio --static-swift-stdlib >/dev/null   # as `make build`
  bin=.build/release/c4-audio
else
  swift build -c release --product c4-audio --scratch-path .build-dynamic >/dev/null
  bin=.build-dynamic/release/c4-audio
fi
notes=Resources/notes
moves=547125662261271266215743771576315353334444   # 42 pieces, board full, no winner
music=$("$bin" music "$moves" --seed 1 --human none)
# Output goes to tmpfs when there is one (BENCH_DIR overrides): this machine's /tmp is an overlay file
# system whose writes cost both programs several milliseconds more and vary a lot from run to run.
base=${BENCH_DIR:-$( [ -d /dev/shm ] && echo /dev/shm || echo /tmp )}
out=$(mktemp -d "$base/c4-bench.XXXXXX")
trap 'rm -rf "$out"' EXIT

# The same sounds the render plays: downbeats mezzo-forte, upbeats soft, then the Draw theme.
names=(C4 D4 E4 G4 A4)
files=()
for ((i = 0; i < 42; i++)); do
  name=${names[${music:i:1}]}
  (( i % 2 == 1 )) && name+="-soft"
  files+=("$notes/$name.wav")
done
files+=("$notes/draw.wav")

render() { echo "$bin render --moves $moves --music $music $*"; }
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"
# Two reference rows, outside the table: start-up alone, and the kernel's share of writing a file of the
# stereo WAV's size to the same file system (dd in 64 KiB writes, over an existing file, as the render does).
$(render -o "$out/size.wav") >/dev/null
blocks=$(( ($(stat -c %s "$out/size.wav") + 65535) / 65536 ))
hyperfine -N --warmup 5 --runs "$runs" --export-json "$out/h.json" \
  -n "sox concat (43 WAV files -> stereo WAV)" "sox ${files[*]} -c 2 $out/sox.wav" \
  -n "render WAV mono" "$(render --channels 1 -o "$out/mono.wav")" \
  -n "render WAV stereo" "$(render -o "$out/stereo.wav")" \
  -n "render FLAC stereo" "$(render -o "$out/stereo.flac")" \
  -n "render OGG stereo" "$(render -o "$out/stereo.ogg")" \
  -n "render MP3 stereo" "$(render -o "$out/stereo.mp3")" \
  -n "render WAV stereo, marimba" "$(render --instrument marimba -o "$out/marimba.wav")" \
  -n "render WAV stereo, celesta" "$(render --instrument celesta -o "$out/celesta.wav")" \
  -n "c4-audio --version (start-up)" "$bin --version" \
  -n "dd: the stereo WAV's size, 64 KiB writes" "dd if=/dev/zero of=$out/dd.bin bs=64K count=$blocks" >/dev/null

duration=$(soxi -D "$out/stereo.wav")
declare -A memory
for ext in wav flac ogg mp3; do
  memory[$ext]=$( { /usr/bin/time -f %M $(render -o "$out/m.$ext") >/dev/null; } 2>&1 | tail -1)
done
memory[mono]=$( { /usr/bin/time -f %M $(render --channels 1 -o "$out/m1.wav") >/dev/null; } 2>&1 | tail -1)
for instrument in marimba celesta; do
  memory[$instrument]=$( { /usr/bin/time -f %M $(render --instrument $instrument -o "$out/m-$instrument.wav") >/dev/null; } 2>&1 | tail -1)
done
memory[sox]=$( { /usr/bin/time -f %M sox "${files[@]}" -c 2 "$out/s2.wav" >/dev/null; } 2>&1 | tail -1)

python3 - "$out/h.json" "$duration" "$(soxi -D "$out/marimba.wav")" "$(soxi -D "$out/celesta.wav")" \
  "${memory[sox]}" "${memory[mono]}" "${memory[wav]}" "${memory[flac]}" "${memory[ogg]}" "${memory[mp3]}" \
  "${memory[marimba]}" "${memory[celesta]}" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
duration = float(sys.argv[2])
# Each instrument's file lasts as long as its sounds ring: its own realtime factor.
durations = [duration] * 6 + [float(sys.argv[3]), float(sys.argv[4])]
memory = sys.argv[5:]
sox = results[0]["median"]
print(f"audio: {duration:.3f} s (42 notes 1 s apart + the Draw ending), {len(results[0]['times'])} runs each, output in {sys.argv[1].rsplit('/', 2)[0]}")
print(f"{'command':40} {'median':>9} {'vs sox':>7} {'realtime':>9} {'peak RSS':>9}")
for result, rss, seconds in zip(results, memory, durations):
    median = result["median"]
    print(f"{result['command']:40} {median * 1000:7.1f} ms {median / sox:6.2f}x {seconds / median:8.0f}x {int(rss) / 1024:6.1f} MiB")
for result in results[len(memory):]:
    print(f"{result['command']:40} {result['median'] * 1000:7.1f} ms {result['median'] / sox:6.2f}x")
PY
