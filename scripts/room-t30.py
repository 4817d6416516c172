#!/usr/bin/python3
"""The reverberation time of the room that `c4-audio render` puts on the mix, measured from outside the program:
a note bank whose C4 is a 2 s logarithmic sine sweep (20 Hz - 20 kHz at -12 dBFS) and whose other sounds are
silent is rendered for a two-piece game in the middle column (C, then D 10 s later, so the room rings out
undisturbed), once with the room and once --dry. The room's response to a centred source is the difference
deconvolved by the dry sweep (the mix is linear below its limiter). From it, by Schroeder's backward
integration, T30 (the line fitted from -5 to -35 dB) broadband and in the octave bands 250 Hz - 4 kHz, and
T20 (-5 to -25 dB); then, for a click at -6 dBFS, how long the room's output stays at or above -90 dBFS.
Usage: room-t30.py [C4_AUDIO_BINARY] (default .build/debug/c4-audio). Needs Debian's python3-numpy."""
import os, subprocess, sys, tempfile, wave

import numpy as np

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/c4-audio"
rate = 44100


def write(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1); w.setsampwidth(2); w.setframerate(rate)
        w.writeframes((np.clip(samples, -1, 1 - 2 ** -15) * 32768).astype("<i2").tobytes())


def read(path):
    with wave.open(path) as w:
        x = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(float) / 32768
        return x.reshape(-1, w.getnchannels())


def decay_time(response, low, high):
    """Seconds to -60 dB from the line fitted to the Schroeder curve between `low` and `high` dB."""
    energy = np.cumsum((response ** 2).sum(axis=1)[::-1])[::-1]
    curve = 10 * np.log10(np.maximum(energy, 1e-300) / energy[0])
    points = np.nonzero((curve <= low) & (curve >= high))[0]
    slope = np.polyfit(points / rate, curve[points], 1)[0]
    return -60 / slope


def octave(response, centre):
    """`response` through a brick-wall octave band around `centre` hertz (FFT, zero phase)."""
    size = 2 * len(response)   # zero-padded: the band's ringing does not wrap round onto the tail
    spectrum = np.fft.rfft(response, size, axis=0)
    f = np.fft.rfftfreq(size, 1 / rate)
    spectrum[(f < centre / 2 ** 0.5) | (f > centre * 2 ** 0.5)] = 0
    return np.fft.irfft(spectrum, size, axis=0)[:len(response)]


with tempfile.TemporaryDirectory() as bank:
    t = np.arange(2 * rate) / rate
    sweep = 0.25 * np.sin(2 * np.pi * 20 * 2 / np.log(1000) * (np.exp(t / 2 * np.log(1000)) - 1))
    sweep[:441] *= np.linspace(0, 1, 441)
    sweep[-441:] *= np.linspace(1, 0, 441)
    silence = np.zeros(rate // 10)
    for name in ["C4", "D4", "E4", "G4", "A4", "good", "bad", "draw", "current"]:
        write(os.path.join(bank, name + ".wav"), sweep if name == "C4" else silence)
    for room in ["wet", "dry"]:
        extra = [] if room == "wet" else ["--dry"]
        subprocess.run([binary, "render", "--notes", bank, "--moves", "44", "--music", "01", "--interval", "10",
                        "--sample-rate", str(rate), "-o", os.path.join(bank, room + ".wav")] + extra,
                       check=True, stdout=subprocess.DEVNULL)
    wet, dry = read(os.path.join(bank, "wet.wav")), read(os.path.join(bank, "dry.wav"))

onset = np.argmax(np.abs(dry[:, 0]) > 0)
length = 8 * rate
room = wet[onset:onset + length] - dry[onset:onset + length]
source = dry[onset:onset + length, 0]
size = 1 << int(np.ceil(np.log2(2 * length)))
denominator = np.fft.rfft(source, size)
f = np.fft.rfftfreq(size, 1 / rate)
band = (f > 25) & (f < 19000)
response = np.zeros((length, 2))
for channel in range(2):
    quotient = np.zeros_like(denominator)
    quotient[band] = np.fft.rfft(room[:, channel], size)[band] / denominator[band]
    response[:, channel] = np.fft.irfft(quotient, size)[:length]
# By 1.6 s the response is about 65 dB down and meets the floor of the 16-bit renders' deconvolution (about
# -115 dB), which would bend the backward integral: it is cut there.
response = response[:int(1.6 * rate)]
print("T30 broadband %.2f s, T20 %.2f s" % (decay_time(response, -5, -35), decay_time(response, -5, -25)))
print("T30 by octave: " + ", ".join("%d Hz %.2f s" % (c, decay_time(octave(response, c), -5, -35))
                                    for c in (250, 500, 1000, 2000, 4000)))
# A click at -6 dBFS (0.5) through the room: the response scaled by 0.5 relative to the source's unit level.
level = 0.5 * np.abs(response).max(axis=1)
above = np.nonzero(level >= 10 ** (-90 / 20))[0]
print("a click at -6 dBFS: the room's output peaks at %.1f dBFS and is below -90 dBFS from %.2f s on"
      % (20 * np.log10(level.max()), (above[-1] + 1) / rate))
