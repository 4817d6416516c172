import RealModule

/// A game's ending as the mix plays it: the bank's theme raised so that the ending lands about as loud as
/// the deciding piece, its peaks held by a smooth gain at the accent stroke's peak (−1.5 dBFS), where the
/// ``Level``'s limiter bends them no more than it bends a deciding piece.
///
/// - Level: the theme's loudest moment (``LoudestMoment``: 400 ms, K-weighted) is brought towards
///   ``loudness`` (−8.5 LUFS), raised by at most ``maximumBoost``, never lowered. The themes are stored peaking at
///   −3 dBFS, and at that peak their loudest moments are −14.1 to −17.1 LUFS: 3–8 LU under a deciding
///   piece's accent stroke (−9.3 to −13 LUFS on the shipped instruments, its variants and lower octave
///   included), so the winning click was the climax. How much each theme needs differs by theme and
///   instrument, and a bank may be made with FluidSynth or recorded, so the theme's own samples set the
///   gain; only the theme is read, so a bank holding only a game's sounds plays the same ending as a whole bank.
/// - Peaks: raised, a strum's first milliseconds would go up to 9 dB into the limiter's knee (−15 to −22 dB
///   of distortion). Instead a gain rides them: wherever a sample would pass ``peak``, the gain is lowered
///   to hold it there, reached over ``lookAhead`` (5 ms) before the peak, as a mastering limiter
///   does, and released over ``release`` (80 ms). The gain is worked out from the theme alone, ahead of time,
///   so live and render play the same samples.
///
/// The tune that opens a resumed game (``Theme/current``) is not an ending and plays as the bank holds it.
public struct RaisedEnding: Sendable {
    /// The samples to mix (mono, the bank's rate).
    public var samples: [Float]
    /// The gain the theme was raised by before its peaks were held (linear): what its tail rings at.
    public var gain: Double

    /// The loudest moment every ending is brought to (LUFS).
    public static let loudness = -8.5
    /// The most an ending is raised (dB).
    public static let maximumBoost = 9.0
    /// The highest sample of a raised ending: an accent stroke's peak (−1.5 dBFS).
    public static let peak = 0.84
    /// How long before a peak the gain starts to come down (s).
    public static let lookAhead = 0.005
    /// How long the gain takes to come back up after a peak (s, to 1/e).
    public static let release = 0.08

    /// `theme` from `bank` raised and held; see the type.
    ///
    /// - Complexity: O(the theme's samples), twice (the gain is set once more after the peaks are held,
    ///   which lowers the loudest moment a little).
    public init(_ theme: Theme, from bank: NoteBank) {
        let storage = bank.storage(of: .theme(theme))
        let original: [Float] = switch storage {
        case .floats(let floats): floats
        case .pcm16(let lent): lent.floats
        }
        let rate = bank.sampleRate
        func boost(from loudest: Double) -> Double { min(Self.maximumBoost, max(0, Self.loudness - loudest)) }
        var decibels = boost(from: LoudestMoment.of(storage, sampleRate: rate))
        var held = Self.held(original, gain: Double.pow(10, decibels / 20), sampleRate: rate)
        let reached = LoudestMoment.of(.floats(held), sampleRate: rate)
        if decibels < Self.maximumBoost, reached < Self.loudness {
            decibels = min(Self.maximumBoost, decibels + Self.loudness - reached)
            held = Self.held(original, gain: Double.pow(10, decibels / 20), sampleRate: rate)
        }
        samples = held
        gain = Double.pow(10, decibels / 20)
    }

    /// `samples` × `gain`, with a gain riding every peak down to ``peak``.
    static func held(_ samples: [Float], gain: Double, sampleRate: Int) -> [Float] {
        let count = samples.count, ahead = max(1, Int(lookAhead * Double(sampleRate)))
        let threshold = peak
        // The gain each sample needs on its own, spread ±ahead around it (a minimum, so every sample within
        // reach of a peak gets at most the peak's gain).
        var needed = [Double](repeating: 1, count: count)
        for i in 0..<count {
            let magnitude = Double(abs(samples[i])) * gain
            guard magnitude > threshold else { continue }
            let wanted = threshold / magnitude
            for j in max(0, i - ahead)...min(count - 1, i + ahead) where needed[j] > wanted { needed[j] = wanted }
        }
        // Released slowly: the gain rises towards 1 by a one-pole step per sample, never above what is needed.
        let step = 1 - Double.exp(-1 / (release * Double(sampleRate)))
        var current = 1.0
        for i in 0..<count {
            current = min(needed[i], current + (1 - current) * step)
            needed[i] = current
        }
        // Smoothed by a moving average over ±ahead: no corner to hear, and still at most each peak's need
        // (every value it averages over a peak is at most that peak's).
        var out = [Float](repeating: 0, count: count)
        var sum = 0.0, width = 0
        for j in 0..<min(count, ahead + 1) { sum += needed[j]; width += 1 }
        for i in 0..<count {
            out[i] = Float(Double(samples[i]) * gain * sum / Double(width))
            let enter = i + ahead + 1, leave = i - ahead
            if enter < count { sum += needed[enter]; width += 1 }
            if leave >= 0 { sum -= needed[leave]; width -= 1 }
        }
        return out
    }
}

extension NoteBank {
    /// Makes the three endings the bank holds as the mix plays them (``RaisedEnding``), so that every mix of
    /// this bank takes them from here (the live game does this as it starts, not as a game ends).
    public mutating func makeEndings() {
        for theme in [Theme.good, .bad, .draw] where endings[theme] == nil {
            guard sounds[.theme(theme)] != nil || borrowed[.theme(theme)] != nil else { continue }
            endings[theme] = RaisedEnding(theme, from: self)
        }
    }
}

extension MixStream {
    /// The ending `sound` plays as when it is an ending's theme (``RaisedEnding``), else nil; made once per
    /// stream when the bank has not made it (``NoteBank/makeEndings()``).
    mutating func ending(_ sound: Sound) -> RaisedEnding? {
        guard case .theme(let theme) = sound, theme != .current else { return nil }
        if let made = endings[theme] ?? bank.endings[theme] { return made }
        let made = RaisedEnding(theme, from: bank)
        endings[theme] = made
        return made
    }
}
