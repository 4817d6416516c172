#!/usr/bin/python3
"""Compares what reached a PulseAudio sink (scripts/pulse-replay.sh's capture.raw, S16_LE stereo) with the
render of the same game (render.wav), as PulseAudioReplayTests does: the capture is aligned on the render by
the onset of sound, then by the lag within ±50 ms at which 256 samples from 50 ms after the onset are equal
bit for bit; from there on (PulseAudio may zero a new stream's first milliseconds) every sample must be the
render's. Also counts inserted silence: runs of at least 5 ms of all-zero frames in the capture where the
render sounds. Prints one line `bit-exact` or `N of M samples differ, first at frame F; S silent runs, longest
L ms`; exits 1 unless bit-exact. Usage: pulse-compare.py DIR. Needs Debian's python3-numpy."""
import sys, wave

import numpy as np

directory = sys.argv[1]
with wave.open(directory + "/render.wav") as w:
    rate = w.getframerate()
    expected = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2")
captured = np.fromfile(directory + "/capture.raw", dtype="<i2")
settle = rate // 20   # 50 ms, in frames


def onset(samples):
    nonzero = np.flatnonzero(samples)
    return int(nonzero[0]) if len(nonzero) else None


reference_onset, capture_onset = onset(expected), onset(captured)
if reference_onset is None or capture_onset is None:
    print("the replay was not found in the capture (no sound)")
    sys.exit(1)
guess = (capture_onset - reference_onset) & ~1
start = reference_onset + 2 * settle
probe = expected[start:start + 256]
lag = None
for candidate in range(max(0, guess - 2 * settle), guess + 2 * settle + 1, 2):
    window = captured[candidate + start:candidate + start + 256]
    if len(window) == 256 and np.array_equal(window, probe):
        lag = candidate
        break
if lag is None:
    print("the replay was not found in the capture (no lag within 50 ms of the onset gives equal samples)")
    sys.exit(1)
if len(captured) < lag + len(expected):
    print("the capture ends %.3f s before the game does" % ((lag + len(expected) - len(captured)) / 2 / rate))
    sys.exit(1)
aligned = captured[lag:lag + len(expected)]
differ = np.flatnonzero(aligned[start:] != expected[start:]) + start
# Inserted silence: all-zero frames in the capture where the render's frame is not silent, in runs ≥ 5 ms.
frames_captured = aligned.reshape(-1, 2)
frames_expected = expected.reshape(-1, 2)
hole = (~frames_captured.any(axis=1)) & frames_expected.any(axis=1)
hole[:start // 2] = False
edges = np.diff(np.concatenate(([0], hole.astype(np.int8), [0])))
runs = np.flatnonzero(edges == -1) - np.flatnonzero(edges == 1)
runs = runs[runs >= rate // 200]
if len(differ) == 0:
    print("bit-exact (%d samples from 50 ms after the onset, %.1f s)" % (len(expected) - start, len(expected) / 2 / rate))
    sys.exit(0)
print("%d of %d samples differ, first at frame %d (%.3f s); %d silent runs, longest %.1f ms"
      % (len(differ), len(expected), differ[0] // 2, differ[0] / 2 / rate, len(runs),
         (runs.max() if len(runs) else 0) / rate * 1000))
sys.exit(1)
