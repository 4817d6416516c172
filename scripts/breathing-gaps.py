#!/usr/bin/python3
"""Reads the Standard MIDI Files of games exported at an interval of 1 s (`c4-bench phrasing --midi DIR`)
with mido and measures time that breathes (issue 42, item 2): the gaps between one piece's note and the
next (channels 0-6, the ending's channel 7 left out), phrasing delays included, the last gap of each game
left out (the deciding piece's stroke, a breath late as before). Prints the gaps' range and histogram and
the share that broaden (>= 1.05 s, the gaps into a phrase's last note); exits 1 when a gap is outside
+-15 % of the interval or when fewer than 10 % broaden (a metronome). Run it with Debian's /usr/bin/python3
(python3-mido)."""
import sys

try:
    import mido
except ImportError:
    print("error: the Python package mido is missing (Debian: python3-mido)", file=sys.stderr)
    sys.exit(2)

gaps = []
for path in sys.argv[1:]:
    now, onsets = 0.0, []
    for message in mido.MidiFile(path):
        now += message.time
        if message.type == "note_on" and message.velocity > 0 and message.channel < 7:
            onsets.append(now)
    gaps += [b - a for a, b in zip(onsets, onsets[1:])][:-1]

if not gaps:
    print("error: no gaps read", file=sys.stderr)
    sys.exit(2)
outside = [g for g in gaps if not 0.85 <= g <= 1.15]
broaden = sum(g >= 1.05 for g in gaps) / len(gaps)
bins = [(0.85, 0.9), (0.9, 0.95), (0.95, 1.0), (1.0, 1.05), (1.05, 1.1), (1.1, 1.15)]
histogram = ", ".join("%.2f-%.2f s %.0f %%" % (lo, hi, 100 * sum(lo <= g < hi for g in gaps) / len(gaps)) for lo, hi in bins)
print("   %d gaps of %d games: %.3f-%.3f s (%s)" % (len(gaps), len(sys.argv) - 1, min(gaps), max(gaps), histogram))
ok = not outside and broaden >= 0.10
print("   broadening (>= 1.05 s) %.0f %% of gaps, outside +-15 %%: %d (targets: some broadening, none outside): %s"
      % (100 * broaden, len(outside), "ok" if ok else "MISSED"))
sys.exit(0 if ok else 1)
