import RealModule

/// The short sounds that describe the board to a player who listens (`--cues`): outside the melody, so
/// the music string and its rules are untouched. The engine places each at its column's stereo place.
///
/// - A stone: a tick of 45 ms whose pitch tells its height, C6 D6 E6 G6 A6 C7 from the bottom row up (the
///   scale of the game, two octaves above its notes), and whose timbre tells its owner: the first
///   player's has a partial at twice the pitch (bright, like glass), the second's one at three times
///   (hollow, like wood). A column is heard as its stones from the bottom up, so it rises as it fills.
/// - An empty column: one soft, pure, lower tock (C5), so even an empty column is heard at its place.
/// - A threat: a glide of 180 ms up an octave, G5 to G6, in its owner's timbre: a cell that would complete a
///   four for that player can be played now.
///
/// Every sound starts and ends at zero (raised-cosine edges), so none clicks.
public enum BoardSound: Hashable, Sendable, CustomStringConvertible {
    /// A stone at `height` (0 = the bottom row … 5) of player `part`.
    case stone(height: Int, part: Part)
    /// A column with no stone.
    case empty
    /// A cell that completes a four for `part` has become playable.
    case threat(Part)

    /// Whose sound: the first player's (the one who opens the game) or the second's.
    public enum Part: Int, Hashable, Sendable, CaseIterable {
        case first, second

        /// The partial that tells the owner apart, as a multiple of the pitch, and its level.
        var colour: (multiple: Double, level: Double) {
            switch self {
            case .first: (2, 0.5)
            case .second: (3, 0.5)
            }
        }
    }

    /// Every board sound: six heights of each owner's stone, the empty column, each owner's threat.
    public static let all: [BoardSound] =
        Part.allCases.flatMap { part in (0..<heights.count).map { BoardSound.stone(height: $0, part: part) } }
        + [.empty] + Part.allCases.map(BoardSound.threat)

    /// The pitch of each stone height, in hertz: C6 D6 E6 G6 A6 C7.
    public static let heights: [Double] = [0, 2, 4, 7, 9, 12].map { 1_046.502 * Double.exp2(Double($0) / 12) }

    /// Linear peak of a stone's tick and a threat's glide (about −14 dBFS: under the notes' medium, −5 dBFS).
    static let peak = 0.2
    /// Linear peak of the empty column's tock (about −20 dBFS).
    static let emptyPeak = 0.1

    /// Whether it is part of a column's ticks (a stone or the empty tock), which give way when the cursor
    /// moves on; a threat's glide is not.
    public var isColumnTick: Bool {
        if case .threat = self { return false }
        return true
    }

    /// The file-like name, for listings: `stone-1-first` … `stone-6-second`, `empty`, `threat-first`.
    public var description: String {
        switch self {
        case .stone(let height, let part): "stone-\(height + 1)-\(part)"
        case .empty: "empty"
        case .threat(let part): "threat-\(part)"
        }
    }

    /// The sound's samples at `sampleRate` (mono).
    public func render(sampleRate: Int) -> [Float] {
        let rate = Double(sampleRate)
        switch self {
        case .stone(let height, let part):
            let pitch = Self.heights[min(max(height, 0), Self.heights.count - 1)]
            return Self.tone(seconds: 0.045, rate: rate, peak: Self.peak, attack: 0.0015, decay: 0.012,
                             partials: [(1, 1), part.colour]) { _ in pitch }
        case .empty:
            return Self.tone(seconds: 0.035, rate: rate, peak: Self.emptyPeak, attack: 0.002, decay: 0.01,
                             partials: [(1, 1)]) { _ in 523.251 }
        case .threat(let part):
            let low = 783.991, length = 0.18
            return Self.tone(seconds: length, rate: rate, peak: Self.peak, attack: 0.005, decay: nil,
                             partials: [(1, 1), part.colour]) { t in low * Double.exp2(min(1, t / (length * 0.8))) }
        }
    }

    /// A tone whose pitch follows `pitch(t)`, made of `partials` (multiple of the pitch, level), with a
    /// raised-cosine attack, an exponential decay of time constant `decay` (none: held), and a 5 ms
    /// raised-cosine release into its last sample, normalized to `peak`.
    private static func tone(seconds: Double, rate: Double, peak: Double, attack: Double, decay: Double?,
                             partials: [(multiple: Double, level: Double)], pitch: (Double) -> Double) -> [Float] {
        let count = Int((seconds * rate).rounded()), release = 0.005
        var samples = [Double](repeating: 0, count: count)
        var phase = 0.0
        for index in 0..<count {
            let t = Double(index) / rate
            phase += 2 * Double.pi * pitch(t) / rate
            var envelope = t < attack ? 0.5 - 0.5 * Double.cos(Double.pi * t / attack) : 1
            if let decay { envelope *= Double.exp(-max(0, t - attack) / decay) }
            let left = seconds - t
            if left < release { envelope *= 0.5 - 0.5 * Double.cos(Double.pi * max(0, left) / release) }
            samples[index] = envelope * partials.reduce(0) { $0 + $1.level * Double.sin($1.multiple * phase) }
        }
        let loudest = samples.reduce(0) { max($0, abs($1)) }
        return samples.map { Float($0 / max(loudest, 1e-12) * peak) }
    }
}
