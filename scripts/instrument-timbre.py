#!/usr/bin/python3
"""Issue 24's timbre numbers for a note bank's medium notes (C4 D4 E4 G4 A4): spectral centroid over the
first 200 ms, attack time (10 % to 90 % of the peak of the 5 ms RMS envelope), the time from the loudest
10 ms to the last 10 ms window within 60 dB of it, and the strongest partial at a free bar's 2.756, 5.404
or 8.933 × the fundamental (±2 %) re the fundamental over 10–210 ms, the partial at 13.6 × (FluidR3's celesta's),
and the beating of partials 2–6: each one's level (100 ms windows every 10 ms, 0.3–2.0 s) less a parabola fitted
to it, peak to peak in dB, the median of the five (a perfect exponential decay gives about 0).
Usage: instrument-timbre.py BANK_DIR [--check piano|marimba|celesta]. With --check, each note is judged against
issue 24's targets for that instrument (piano: centroid ≥ 1.2 kHz, attack ≥ 8 ms, decay 2–4 s and, issue 42's,
beating 0.5–3 dB; marimba: decay
≤ 1.2 s and, issue 42's, centroid within 15 % of FluidR3_GM's marimba; celesta, issue 42's: centroid ≥ 1 kHz, attack 15–35 ms, the partials at 5.4 × and 13.6 × each
within −40…−15 dB, as FluidR3's celesta has them), a missed one is marked MISSED, and the exit status is 1 when
any is. Needs Debian's python3-numpy (run with /usr/bin/python3)."""
import sys, wave

import numpy as np

bank = sys.argv[1]
check = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--check" else None
# Each target: (what, measured value's index, lowest, highest).
targets = {
    "piano": [("centroid >= 1200 Hz", 0, 1200, None), ("attack >= 8 ms", 1, 8, None), ("decay 2-4 s", 2, 2, 4),
              ("beating 0.5-3 dB", 6, 0.5, 3)],
    "marimba": [("decay <= 1.2 s", 2, None, 1.2)],   # and the centroid near FluidR3's (below)
    "celesta": [("centroid >= 1000 Hz", 0, 1000, None), ("attack 15-35 ms", 1, 15, 35),
                ("5.4x partial -40..-15 dB", 4, -40, -15), ("13.6x partial -40..-15 dB", 5, -40, -15)],
}
if check is not None and check not in targets:
    sys.exit("instrument-timbre.py: --check takes piano, marimba or celesta, not %s" % check)


def beating(note, frequency, rate):
    """The median over partials 2-6 of each one's level less a fitted parabola, peak to peak (dB)."""
    size, hop = rate // 10, rate // 100
    starts = range(int(0.3 * rate), min(len(note) - size, int(2.0 * rate)), hop)
    window = np.hanning(size)
    frames = np.array([np.abs(np.fft.rfft(note[i:i + size] * window, 1 << 15)) for i in starts])
    f = np.fft.rfftfreq(1 << 15, 1 / rate)
    t = np.array(list(starts)) / rate
    spans = []
    for n in range(2, 7):
        band = (f > n * frequency * 0.985) & (f < n * frequency * 1.03)   # a stretched partial sits sharp
        level = 20 * np.log10(frames[:, band].max(axis=1) + 1e-12)
        spans.append(np.ptp(level - np.polyval(np.polyfit(t, level, 2), t)))
    return round(float(np.median(spans)), 2)


missed = 0
for name, frequency in [("C4", 261.63), ("D4", 293.66), ("E4", 329.63), ("G4", 392.0), ("A4", 440.0)]:
    with wave.open("%s/%s.wav" % (bank, name)) as w:
        rate = w.getframerate()
        x = np.frombuffer(w.readframes(w.getnframes()), dtype=np.int16).astype(float) / 32768
    start = np.argmax(np.abs(x) > 1e-4)
    head = x[start:start + int(0.2 * rate)]
    spectrum = np.abs(np.fft.rfft(head * np.hanning(len(head))))
    freqs = np.fft.rfftfreq(len(head), 1 / rate)
    centroid = (freqs * spectrum).sum() / spectrum.sum()
    hop = rate // 200
    envelope = np.array([np.sqrt(np.mean(x[i:i + hop] ** 2)) for i in range(start, start + int(0.3 * rate), hop // 5)])
    peak = envelope.max()
    attack = (np.argmax(envelope >= 0.9 * peak) - np.argmax(envelope >= 0.1 * peak)) * (hop // 5) / rate
    window = rate // 100
    levels = np.array([np.mean(x[i:i + window] ** 2) for i in range(0, len(x) - window, window)])
    loudest = np.argmax(levels)
    decay = (np.nonzero(levels > levels[loudest] * 1e-6)[0][-1] + 1 - loudest) * 0.01
    segment = x[start + int(0.01 * rate):start + int(0.21 * rate)]
    s = np.abs(np.fft.rfft(segment * np.hanning(len(segment)), 1 << 16))
    f = np.fft.rfftfreq(1 << 16, 1 / rate)
    level = lambda target: s[(f > target * 0.98) & (f < target * 1.02)].max()
    inharmonic = max(20 * np.log10(level(frequency * k) / level(frequency)) for k in (2.756, 5.404, 8.933))
    at = lambda k: round(20 * np.log10(level(frequency * k) / level(frequency)), 1)
    values = (round(centroid), round(attack * 1000, 1), round(decay, 2), round(inharmonic, 1), at(5.404), at(13.6),
              beating(x[start:], frequency, rate))
    verdict = ""
    if check is not None:
        failed = [what for what, index, low, high in targets[check]
                  if (low is not None and values[index] < low) or (high is not None and values[index] > high)]
        # Issue 42: the marimba's centroid within 15 % of the FluidR3_GM marimba's, measured on its medium
        # notes (`notes generate DIR --soundfont FluidR3_GM.sf2 --program 12`, this script): 488 530 578 597 659 Hz.
        fluid = {"C4": 488, "D4": 530, "E4": 578, "G4": 597, "A4": 659}[name]
        if check == "marimba" and abs(centroid / fluid - 1) > 0.15:
            failed.append("centroid within 15 %% of FluidR3's %d Hz" % fluid)
        missed += len(failed)
        verdict = "  MISSED: " + ", ".join(failed) if failed else "  ok"
    print("%s %s: centroid %.0f Hz, attack %.1f ms, decay to -60 dB %.2f s, strongest bar partial %.1f dB, 5.4x %.1f dB, 13.6x %.1f dB, beating %.2f dB%s"
          % (bank.rstrip("/").split("/")[-1], name, centroid, attack * 1000, decay, inharmonic, values[4], values[5], values[6], verdict))
sys.exit(1 if missed else 0)
