#!/usr/bin/python3
"""How long each chord tone of a game's ending sounds in a rendering of its Standard MIDI File (e.g. by
FluidSynth). Usage: ending-tones.py GAME.mid GAME.wav [CHANNEL=7]. Reads the ending's notes (the
channel's) with mido; for every note of its last chord (struck at most 0.35 s before its last note), follows
its fundamental in the WAV (a 4096-point Hann STFT, hop 512, the strongest bin within ±30 cents) from its
onset until it falls 40 dB under its own peak, and prints the time it sounds. Exits 1 when a tone sounds for
less than 1.5 s. Needs Debian's python3-mido and python3-numpy (run with /usr/bin/python3)."""
import sys, wave

import mido
import numpy as np

midi_path, wav_path = sys.argv[1], sys.argv[2]
channel = int(sys.argv[3]) if len(sys.argv) > 3 else 7
now, open_notes, notes = 0.0, {}, []
for message in mido.MidiFile(midi_path):
    now += message.time
    if message.type == "note_on" and message.velocity > 0 and message.channel == channel:
        open_notes[message.note] = now
    elif message.type in ("note_off", "note_on") and message.channel == channel and message.note in open_notes:
        start = open_notes.pop(message.note)
        notes.append((start, message.note, now - start))
with wave.open(wav_path) as w:
    rate, width, channels = w.getframerate(), w.getsampwidth(), w.getnchannels()
    data = np.frombuffer(w.readframes(w.getnframes()), dtype={2: np.int16, 4: np.int32}[width]).astype(float)
mono = data.reshape(-1, channels).mean(axis=1)
size, hop = 4096, 512
window = np.hanning(size)
frames = 1 + (len(mono) - size) // hop
spectrum = np.abs(np.stack([np.fft.rfft(mono[i * hop:i * hop + size] * window) for i in range(frames)]))
worst = None
last = max(start for start, _, _ in notes)
for start, key, held in sorted(notes):
    if start < last - 0.35:
        continue
    frequency = 440 * 2 ** ((key - 69) / 12)
    low, high = [int(frequency * 2 ** (c / 1200) * size / rate) for c in (-30, 30)]
    band = 20 * np.log10(spectrum[:, low:high + 2].max(axis=1) + 1e-9)
    first = int(start * rate / hop)
    after = band[first:]
    peak = after[:int(0.3 * rate / hop) + 1].max()
    below = np.nonzero(after < peak - 40)[0]
    below = below[below > np.argmax(after[:int(0.3 * rate / hop) + 1])]
    seconds = (below[0] if len(below) else len(after)) * hop / rate
    worst = seconds if worst is None else min(worst, seconds)
    print("key %d at %.3f s (held %.2f s in the file): sounds %.2f s" % (key, start, held, seconds))
print("shortest chord tone: %.2f s (target >= 1.5)" % (worst if worst is not None else 0))
sys.exit(0 if worst is not None and worst >= 1.5 else 1)
