#!/usr/bin/python3
"""Compares what reached a PulseAudio sink (scripts/pulse-replay.sh's capture.raw, S16_LE stereo) with the
render of the same game (render.wav), as PulseAudioReplayTests does: the capture is aligned on the render by
the onset of sound, then by the lag within ±50 ms at which 256 samples from 50 ms after the onset are equal
bit for bit; from there on (PulseAudio may zero a new stream's first milliseconds) every sample must be the
render's. Prints one line: `bit-exact`; or `on time: N hole(s), longest L ms, ...` when the capture
differs from the render only in short stretches and is the render's again at the same lag after each (the
engine skipped what the device missed: the game stayed on time); or `shifted: ...` when it differs to the end.
Exits 0 when bit-exact, or on time with no hole longer than MAX_HOLE_MS (default 0: bit-exact only).
Usage: pulse-compare.py DIR [MAX_HOLE_MS]. Needs Debian's python3-numpy."""
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
if np.array_equal(aligned[start:], expected[start:]):
    print("bit-exact (%d samples from 50 ms after the onset, %.1f s)" % (len(expected) - start, len(expected) / 2 / rate))
    sys.exit(0)
# Holes: runs of frames that differ from the render at the starting lag, runs less than 2 ms apart taken as
# one. A hole the engine made up for (it skipped what the device missed) is followed by the render's samples
# at the same lag again; a shifted stream differs to its end (or finds the render again only at another lag).
frames_captured = aligned.reshape(-1, 2)
frames_expected = expected.reshape(-1, 2)
differs = (frames_captured != frames_expected).any(axis=1)
differs[:start // 2] = False
edges = np.diff(np.concatenate(([0], differs.astype(np.int8), [0])))
begins, ends = np.flatnonzero(edges == 1), np.flatnonzero(edges == -1)
holes = []
for begin, end in zip(begins, ends):
    if holes and begin - holes[-1][1] < rate // 500:
        holes[-1][1] = end
    else:
        holes.append([begin, end])
longest = max(end - begin for begin, end in holes) / rate * 1000
total = sum(end - begin for begin, end in holes) / rate * 1000
limit = float(sys.argv[2]) if len(sys.argv) > 2 else 0.0
if holes[-1][1] >= len(frames_expected) - rate // 100 or longest > 1000:
    # Differs to the end, or for more than a second: the rest of the game was shifted.
    print("shifted: differs from %.3f s on (%.1f ms of %.1f s differ)"
          % (holes[0][0] / rate, total, len(frames_expected) / rate))
    sys.exit(1)
where = ", ".join("%.3f s %.1f ms" % (begin / rate, (end - begin) / rate * 1000) for begin, end in holes[:5])
print("on time: %d hole(s), longest %.1f ms, %.1f ms in all, equal to the render elsewhere (%s%s)"
      % (len(holes), longest, total, where, ", ..." if len(holes) > 5 else ""))
sys.exit(0 if longest <= limit else 1)
