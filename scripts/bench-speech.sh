#!/usr/bin/env bash
# Speech latency of `play --speak` (release build): from a move's note to the start of its spoken line, as
# heard. A private PulseAudio daemon whose null sink `mix` has three channels (left and right: the notes'
# sink; centre: the speech sink) is recorded by one `parec`, so notes and speech are on one clock; a private
# speech-dispatcher (espeak-ng) speaks into the centre. A game against `easy` (GAMES, default 3, seeds 1..)
# is typed in through a pseudo-terminal (`script`), one move every 6 s; each note onset is matched with the
# first speech onset after it. Prints the median, p95 and max of note -> speech, and of the line being
# queued -> speech-dispatcher's "begin" (C4_AUDIO_SPEECH_LOG). VOICE=built-in (the default) or speech-dispatcher picks
# `--voice`: the game's own voice is mixed with the notes, so its note -> line is the distance of their frames
# on the audio clock (the log's third field; what the mix plays is heard that far apart), not a recording's. PULSE_MIN_LENGTH sets speech-dispatcher's
# AudioPulseMinLength (ms; unset: its own default); ESPEAK_CHUNK the espeak-ng module's EspeakAudioChunkSize. Everything it starts is stopped by its pid.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${GAMES:-3}
voice=${VOICE:-built-in}
swift build -c release --static-swift-stdlib --product c4-audio >/dev/null
bin=$PWD/.build/release/c4-audio
dir=$(mktemp -d /tmp/c4speech.XXXXXX)
export XDG_RUNTIME_DIR=$dir HOME=$dir
daemon="" speechd="" recorder=""
cleanup() {
  [ -n "$recorder" ] && kill "$recorder" 2>/dev/null
  [ -n "$speechd" ] && kill -KILL "$speechd" 2>/dev/null
  [ -n "$daemon" ] && kill "$daemon" 2>/dev/null
  sleep 0.3; [ -n "$daemon" ] && kill -KILL "$daemon" 2>/dev/null
  [ -n "${KEEP:-}" ] && cp -r "$dir/lines" "$KEEP"; rm -rf "$dir"; true
}
trap cleanup EXIT
pulseaudio --daemonize=yes --exit-idle-time=-1 -n --use-pid-file=yes \
  --load="module-null-sink sink_name=mix channels=3 channel_map=front-left,front-right,front-center" \
  --load="module-remap-sink sink_name=notes master=mix channels=2 channel_map=front-left,front-right master_channel_map=front-left,front-right remix=no" \
  --load="module-remap-sink sink_name=speech master=mix channels=1 channel_map=mono master_channel_map=front-center remix=no" \
  --load="module-native-protocol-unix" --log-target="file:$dir/pulse.log"
daemon=$(cat "$dir/pulse/pid")
pactl set-default-sink notes
mkdir -p "$dir/speechd/modules"
printf 'AudioOutputMethod "pulse"\nAudioPulseDevice "speech"\nAddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\nDefaultModule espeak-ng\nDefaultLanguage "en"\n' \
  > "$dir/speechd/speechd.conf"
[ -n "${PULSE_MIN_LENGTH:-}" ] && echo "AudioPulseMinLength $PULSE_MIN_LENGTH" >> "$dir/speechd/speechd.conf"
: > "$dir/speechd/modules/espeak-ng.conf"
# ESPEAK_CHUNK: the espeak-ng module's EspeakAudioChunkSize (ms of audio a callback hands over; Debian: 300).
[ -n "${ESPEAK_CHUNK:-}" ] && echo "EspeakAudioChunkSize $ESPEAK_CHUNK" >> "$dir/speechd/modules/espeak-ng.conf"
speech-dispatcher -s -t 0 -C "$dir/speechd" -L "$dir" >/dev/null 2>&1 &
speechd=$!
for _ in $(seq 100); do [ -S "$dir/speech-dispatcher/speechd.sock" ] && break; sleep 0.05; done
parec --device=mix.monitor --latency-msec=5 --format=s16le --rate=44100 --channels=3 --raw "$dir/mix.raw" &
recorder=$!
sleep 0.3
mkdir -p "$dir/lines"
for seed in $(seq "$games"); do
  # Columns that make a short game against easy; a full column or the end just gets an answer.
  { sleep 3; for column in 4 4 3 5 2 6 1 7 4 3; do echo "$column"; sleep 6; done; echo q; } |
    C4_AUDIO_SPEECH_LOG="$dir/lines/$seed.log" TERM=dumb script -qc \
      "$bin play --speak --voice $voice --cues off --db $dir/history.sqlite --device pulse --level easy --seed $seed --interval 0.5" /dev/null >/dev/null
  sleep 1
done
kill "$recorder"; recorder=""
python3 - "$dir" "$voice" <<'PY'
import sys, glob
import numpy as np
d = sys.argv[1]
a = np.fromfile(d + "/mix.raw", dtype=np.int16).reshape(-1, 3).astype(float)
w = 441
def levels(ch):
    x = a[:len(a) // w * w, ch].reshape(-1, w)
    return np.sqrt((x ** 2).mean(axis=1))
notes, speech = levels(0), levels(2)
def onsets(l, loud, ratio):
    on = [i for i in range(1, len(l)) if l[i] > loud and l[i] > ratio * max(l[i - 1], 10)]
    return [i for i in on if i - 1 not in on]
n_on = onsets(notes, 300, 3)
s_on = [i for i in range(1, len(speech)) if speech[i] > 200 and speech[i - 1] < 20]
delays = []
for t in (n_on if sys.argv[2] != "built-in" else []):
    after = [s for s in s_on if s >= t]
    if after and after[0] - t < 100:
        delays.append((after[0] - t) * 10)
queued = []
for f in glob.glob(d + "/lines/*.log"):
    for line in open(f):
        q, b, after, _ = line.split(" ", 3)
        # The game's voice: the first line after each note (a later one waits for the lines before it, and
        # the review's lines are queued together at the end).
        first = 0 <= float(after) < 1
        if sys.argv[2] == "built-in" and first: delays.append(float(after) * 1000)
        if float(b) > 0 and (first or sys.argv[2] != "built-in"): queued.append((float(b) - float(q)) * 1000)
def stats(x):
    x = sorted(x); return "median %.0f ms, p95 %.0f ms, max %.0f ms (n=%d)" % (np.median(x), x[int(0.95 * (len(x) - 1))], x[-1], len(x))
print("voice:", sys.argv[2])
print("note onset -> its line heard:         ", stats(delays))
print("line queued -> it begins to be heard: ", stats(queued))
PY
