/// The short pieces that are not a single note: the three endings and the tune that opens a resumed game.
public enum Theme: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Perfect cadence V7–I: a rising G7 arpeggio that resolves to a full C-major chord.
    case good
    /// Modulation to C minor: A♭ major (its E♭ turns the key dark), G7, then the C-minor chord.
    case bad
    /// Interrupted cadence I–V–vi: C, G, and where C should return, A minor.
    case draw
    /// A short rising phrase that ends on a full C-major chord (opens a resumed game; never stored).
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

    /// One struck note of a theme: when (s), which MIDI note, how hard, how long it sounds (s; nil: it rings
    /// out naturally, ``Timbre/ringTime(frequency:sustain:)``), and a gain to bring a voice forward.
    public struct Stroke: Sendable {
        /// Seconds from the start of the theme.
        public var time: Double
        /// The MIDI note number (60 = C4).
        public var midi: Int
        /// How hard it is struck.
        public var dynamic: Dynamic
        /// Seconds until it is damped; nil when it rings out.
        public var duration: Double?
        var sustain: Double = 1
        var gain: Double = 1

        /// Seconds from the stroke to the end of its sound on the piano.
        public var length: Double { length(on: .piano) }

        /// Seconds from the stroke to the end of its sound on `instrument`.
        public func length(on instrument: Instrument) -> Double {
            duration ?? instrument.timbre.ringTime(frequency: Voice.frequency(midi: midi), sustain: sustain) + 0.05
        }

        /// The gain of the stroke in the mix of its theme: bass notes (below D3) a little stronger, and a voice
        /// brought forward by its own gain.
        public var level: Double { (midi < 50 ? 0.8 : 0.55) * gain }
    }

    /// A chord struck as a quick strum from the lowest note up, `spread` seconds between notes; damped
    /// after `duration` seconds (nil: left to ring). `gains` brings single notes forward (by MIDI number).
    private static func chord(_ time: Double, _ midis: [Int], _ dynamic: Dynamic, damped duration: Double? = nil,
                              spread: Double = 0.018, gains: [Int: Double] = [:]) -> [Stroke] {
        midis.enumerated().map { index, midi in
            Stroke(time: time + Double(index) * spread, midi: midi, dynamic: dynamic,
                   duration: duration.map { $0 - Double(index) * spread }, gain: gains[midi] ?? 1)
        }
    }

    /// The score, in MIDI note numbers (60 = C4), in the order the notes are struck within each chord.
    public var strokes: [Stroke] {
        switch self {
        case .good:
            // G7 rising (G3 B3 D4 F4), its F and B resolving into C major (C3 G3 C4 E4 G4 C5), left to ring.
            // The arpeggio is damped as C major arrives, so F and B do not smear over E and C.
            [Stroke(time: 0.00, midi: 55, dynamic: .soft, duration: 0.75),
             Stroke(time: 0.11, midi: 59, dynamic: .soft, duration: 0.64),
             Stroke(time: 0.22, midi: 62, dynamic: .medium, duration: 0.53),
             Stroke(time: 0.33, midi: 65, dynamic: .medium, duration: 0.45),
             Stroke(time: 0.50, midi: 43, dynamic: .medium, duration: 0.5)]
            + Self.chord(0.62, [48, 55, 60, 64, 67, 72], .medium)
            + [Stroke(time: 0.90, midi: 76, dynamic: .soft)]
        case .bad:
            // C major turns to A♭ major (E♭ enters), then G7 and the C-minor chord with E♭ on top; every E♭
            // is brought forward, since the third is what makes the chord minor.
            Self.chord(0.00, [44, 56, 60, 63], .soft, damped: 0.85, gains: [63: 1.8])
            + Self.chord(0.75, [43, 55, 59, 65], .soft, damped: 0.85)
            + Self.chord(1.50, [36, 48, 55, 60, 63, 67], .medium, spread: 0.03, gains: [63: 2.2])
            + [Stroke(time: 1.80, midi: 75, dynamic: .medium, gain: 1.4)]
        case .draw:
            // I – V – vi: the bass walks C, G, A and the top voice stays on E above the deceptive A minor.
            Self.chord(0.00, [48, 60, 64, 67], .medium, damped: 0.65)
            + Self.chord(0.55, [43, 59, 62, 67], .medium, damped: 0.65)
            + Self.chord(1.10, [45, 57, 60, 64, 69, 72], .medium)
            + [Stroke(time: 1.40, midi: 76, dynamic: .soft)]
        case .current:
            // Sol–do–mi–sol: a pickup G, then C E G rising, into a full C-major chord (C3 G3 C4 E4 G4 C5):
            // with its G it is C major, not A minor.
            [Stroke(time: 0.00, midi: 55, dynamic: .soft, duration: 0.4),
             Stroke(time: 0.16, midi: 60, dynamic: .medium, duration: 0.5),
             Stroke(time: 0.32, midi: 64, dynamic: .soft, duration: 0.5),
             Stroke(time: 0.48, midi: 67, dynamic: .soft, duration: 0.5)]
            + Self.chord(0.64, [48, 55, 60, 64, 67, 72], .medium)
        }
    }

    /// The theme as dry mono samples on `instrument` (the mix adds the ``Room``), peaking at −3 dBFS, its
    /// last chord left to ring out until it has fallen 60 dB, ending in silence.
    ///
    /// - Parameter sampleRate: samples per second.
    /// - Complexity: O(length × sample rate × partials).
    public func render(sampleRate: Double, instrument: Instrument = .piano) -> [Float] {
        let voice = Voice(sampleRate: sampleRate, instrument: instrument)
        return render(sampleRate: sampleRate, length: { $1.length(on: instrument) }) { index, stroke, length, buffer, offset in
            voice.strike(frequency: Voice.frequency(midi: stroke.midi), dynamic: stroke.dynamic, duration: length,
                         sustain: stroke.sustain, gain: stroke.level, seed: UInt64(index + 100), into: &buffer, at: offset)
        }
    }

    /// The theme with every stroke made by `strike`, normalized to peak at −3 dBFS.
    ///
    /// - Parameters:
    ///   - sampleRate: samples per second.
    ///   - length: seconds from stroke number `index` to the end of its sound.
    ///   - strike: adds stroke number `index`, `length` seconds long at ``Stroke/level``, to `buffer` from
    ///     frame `offset` on (cut at the buffer's end).
    public func render(sampleRate: Double, length: (_ index: Int, _ stroke: Stroke) -> Double,
                       strike: (_ index: Int, _ stroke: Stroke, _ length: Double, _ buffer: inout [Float], _ offset: Int) -> Void) -> [Float] {
        let strokes = self.strokes
        let lengths = strokes.enumerated().map { length($0, $1) }
        let end = zip(strokes, lengths).map { $0.time + $1 }.max()!
        var buffer = [Float](repeating: 0, count: Int((end * sampleRate).rounded()))
        for (index, stroke) in strokes.enumerated() {
            strike(index, stroke, lengths[index], &buffer, Int((stroke.time * sampleRate).rounded()))
        }
        let peak = buffer.reduce(0) { max($0, abs($1)) }
        let target: Float = 0.7   // −3 dBFS: a chord a little under an accent's peak already sounds fuller
        return peak > 0 ? buffer.map { $0 * target / peak } : buffer
    }
}
