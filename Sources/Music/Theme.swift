/// The short pieces that are not a single note: the three endings and the tune that opens a resumed game.
public enum Theme: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Perfect cadence V7–I: a rising G7 arpeggio that resolves to a full C-major chord.
    case good
    /// Modulation to C minor: A♭ major (its E♭ turns the key dark), G7, then the C-minor chord.
    case bad
    /// Interrupted cadence I–V–vi: C, G, and where C should return, A minor.
    case draw
    /// A short rising phrase that establishes C major (opens a resumed game; never stored).
    case current

    /// The theme for a game's ending.
    public init(_ ending: Ending) {
        switch ending {
        case .good: self = .good
        case .bad: self = .bad
        case .draw: self = .draw
        }
    }

    /// `good`, `bad`, `draw` or `current`.
    public var description: String { rawValue }

    /// One struck note of a theme: when (s), which MIDI note, how hard, how long it rings (s).
    struct Stroke {
        var time: Double
        var midi: Int
        var dynamic: Dynamic
        var duration: Double
        var sustain: Double = 1.6
    }

    /// A chord struck as a quick strum from the lowest note up, `spread` seconds between notes.
    private static func chord(_ time: Double, _ midis: [Int], _ dynamic: Dynamic, ringing duration: Double,
                              spread: Double = 0.018, sustain: Double = 1.6) -> [Stroke] {
        midis.enumerated().map { index, midi in
            Stroke(time: time + Double(index) * spread, midi: midi, dynamic: dynamic,
                   duration: duration - Double(index) * spread, sustain: sustain)
        }
    }

    /// The score, in MIDI note numbers (60 = C4).
    var strokes: [Stroke] {
        switch self {
        case .good:
            // G7 rising (G3 B3 D4 F4), its F and B resolving into C major (C3 G3 C4 E4 G4 C5).
            // The arpeggio stops ringing as C major arrives, so F and B do not smear over E and C.
            [Stroke(time: 0.00, midi: 55, dynamic: .soft, duration: 0.75),
             Stroke(time: 0.11, midi: 59, dynamic: .soft, duration: 0.64),
             Stroke(time: 0.22, midi: 62, dynamic: .medium, duration: 0.53),
             Stroke(time: 0.33, midi: 65, dynamic: .medium, duration: 0.45),
             Stroke(time: 0.50, midi: 43, dynamic: .medium, duration: 0.5)]
            + Self.chord(0.62, [48, 55, 60, 64, 67, 72], .medium, ringing: 2.3, sustain: 2.2)
            + [Stroke(time: 0.90, midi: 76, dynamic: .soft, duration: 2.0, sustain: 2.0)]
        case .bad:
            // C major turns to A♭ major (E♭ enters), then G7 and the C-minor chord with E♭ on top.
            Self.chord(0.00, [44, 56, 60, 63], .soft, ringing: 0.85)
            + Self.chord(0.75, [43, 55, 59, 65], .soft, ringing: 0.85)
            + Self.chord(1.50, [36, 48, 55, 60, 63, 67], .medium, ringing: 2.4, spread: 0.03, sustain: 2.2)
            + [Stroke(time: 1.80, midi: 75, dynamic: .soft, duration: 2.1, sustain: 2.0)]
        case .draw:
            // I – V – vi: the bass walks C, G, A and the top voice stays on E above the deceptive A minor.
            Self.chord(0.00, [48, 60, 64, 67], .medium, ringing: 0.65)
            + Self.chord(0.55, [43, 59, 62, 67], .medium, ringing: 0.65)
            + Self.chord(1.10, [45, 57, 60, 64, 69, 72], .medium, ringing: 2.4, sustain: 2.2)
            + [Stroke(time: 1.40, midi: 76, dynamic: .soft, duration: 2.1, sustain: 2.0)]
        case .current:
            // Sol–do–mi–sol–do: a pickup G, then C E G C rising, over a soft C-major chord.
            [Stroke(time: 0.00, midi: 55, dynamic: .soft, duration: 0.4),
             Stroke(time: 0.16, midi: 60, dynamic: .medium, duration: 0.5),
             Stroke(time: 0.32, midi: 64, dynamic: .soft, duration: 0.5),
             Stroke(time: 0.48, midi: 67, dynamic: .soft, duration: 0.5)]
            + Self.chord(0.64, [48, 60, 64, 72], .medium, ringing: 1.1, sustain: 1.4)
        }
    }

    /// The theme as mono samples in a small room (``Room``), peaking at −5 dBFS and ending in silence.
    ///
    /// - Parameter sampleRate: samples per second.
    /// - Complexity: O(length × sample rate × partials).
    public func render(sampleRate: Double) -> [Float] {
        let strokes = self.strokes
        // Room for the reverberation to die away after the last stroke.
        let end = strokes.map { $0.time + $0.duration }.max()! + 0.35
        var buffer = [Float](repeating: 0, count: Int((end * sampleRate).rounded()))
        let voice = Voice(sampleRate: sampleRate)
        for (index, stroke) in strokes.enumerated() {
            voice.strike(frequency: Voice.frequency(midi: stroke.midi), dynamic: stroke.dynamic,
                         duration: stroke.duration, sustain: stroke.sustain,
                         gain: stroke.midi < 50 ? 0.8 : 0.55, seed: UInt64(index + 100),
                         into: &buffer, at: Int((stroke.time * sampleRate).rounded()))
        }
        Room.apply(to: &buffer, sampleRate: sampleRate, fade: 0.8)
        let peak = buffer.reduce(0) { max($0, abs($1)) }
        let target: Float = 0.56   // −5 dBFS: a chord at the same peak as a note already sounds fuller
        return peak > 0 ? buffer.map { $0 * target / peak } : buffer
    }
}
