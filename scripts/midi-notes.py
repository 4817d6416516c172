#!/usr/bin/env python3
"""Reads a Standard MIDI File with mido (an independent reader) and prints its format, the General MIDI
programs its channels are set to (`programs 0` when all use 0), then one line per note:
onset in seconds (3 decimals), channel, key, velocity, the channel's pan (controller 10) at that moment,
and the note's length in seconds. Used by the MIDI export test (Tests/CLITests/MIDIExportTests.swift)."""
import sys

try:
    import mido
except ImportError:
    print("error: the Python package mido is missing (Debian: python3-mido; make test-deps installs it)",
          file=sys.stderr)
    sys.exit(2)

midi = mido.MidiFile(sys.argv[1])
now, pans, programs, open_notes, notes = 0.0, {}, {}, {}, []
for message in midi:  # iterating a MidiFile gives times in seconds, tempo applied
    now += message.time
    if message.type == "program_change":
        programs[message.channel] = message.program
    elif message.type == "control_change" and message.control == 10:
        pans[message.channel] = message.value
    elif message.type == "note_on" and message.velocity > 0:
        entry = [now, message.channel, message.note, message.velocity, pans.get(message.channel, 64), None]
        open_notes[(message.channel, message.note)] = entry
        notes.append(entry)
    elif message.type in ("note_off", "note_on"):
        entry = open_notes.pop((message.channel, message.note), None)
        if entry is not None:
            entry[5] = now - entry[0]
print("format %d, %d track(s), %d ticks per quarter" % (midi.type, len(midi.tracks), midi.ticks_per_beat))
print("programs " + " ".join(str(p) for p in sorted(set(programs.values()))))
for onset, channel, key, velocity, pan, length in notes:
    print("%.3f %d %d %d %d %.3f" % (onset, channel, key, velocity, pan, -1 if length is None else length))
