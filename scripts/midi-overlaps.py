#!/usr/bin/python3
"""Reads Standard MIDI Files with mido (an independent reader) and counts, in each, the note-ons of a key
on a channel while that key still sounds there (no note-off since its last note-on): the overlaps a MIDI
player resolves by cutting a note short. Prints one line per file with overlaps, then a summary line
`N files, M notes, K same-key overlaps`; exits 1 when there is any. Run it with Debian's /usr/bin/python3
(python3-mido)."""
import sys

try:
    import mido
except ImportError:
    print("error: the Python package mido is missing (Debian: python3-mido)", file=sys.stderr)
    sys.exit(2)

files = notes = overlaps = 0
for path in sys.argv[1:]:
    files += 1
    now, sounding, found = 0.0, {}, []
    for message in mido.MidiFile(path):
        now += message.time
        if message.type == "note_on" and message.velocity > 0:
            notes += 1
            key = (message.channel, message.note)
            if sounding.get(key):
                found.append("%.3f s channel %d key %d" % (now, message.channel, message.note))
            sounding[key] = True
        elif message.type in ("note_off", "note_on"):
            sounding[(message.channel, message.note)] = False
    if found:
        overlaps += len(found)
        print("%s: %s" % (path, "; ".join(found)))
print("%d files, %d notes, %d same-key overlaps" % (files, notes, overlaps))
sys.exit(1 if overlaps else 0)
