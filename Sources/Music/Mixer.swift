import RealModule

/// One sound placed in a mix: what, when (in frames), and where between the speakers.
public struct Cue: Hashable, Sendable {
    /// The bank sound to play.
    public var sound: Sound
    /// The frame at which its first sample plays.
    public var frame: Int
    /// Position between the speakers: −1 left, 0 centre, +1 right.
    public var pan: Double

    /// A cue for `sound` at `frame`, panned to `pan` (−1…1).
    public init(sound: Sound, frame: Int, pan: Double = 0) {
        self.sound = sound
        self.frame = frame
        self.pan = pan
    }
}

/// Sums cues from a note bank into one interleaved buffer, with headroom so nothing clips.
///
/// - Length: the end of the cue that ends last (its frame plus its sound's length), exactly.
/// - Panning: equal power, so a note keeps its loudness wherever it is: left gain cos θ, right gain
///   sin θ with θ = (pan + 1) π / 4. Mono mixes use gain 1.
/// - Level: when the sum peaks above ``ceiling`` (−1 dBFS) the whole mix is scaled down to it; otherwise
///   it is left alone (the bank's notes peak near −7.5 dBFS, so one note at a time never needs it).
public enum Mixer {
    /// The highest peak a mix may have: −1 dBFS.
    public static let ceiling: Float = 0.891_250_9

    /// The number of frames a mix of `cues` lasts.
    public static func length(of cues: [Cue], bank: NoteBank) -> Int {
        cues.map { $0.frame + bank[$0.sound].count }.max() ?? 0
    }

    /// The gains (left, right) of an equal-power pan.
    public static func panGains(_ pan: Double) -> (left: Float, right: Float) {
        let theta = (min(1, max(-1, pan)) + 1) * Double.pi / 4
        return (Float(Double.cos(theta)), Float(Double.sin(theta)))
    }

    /// Mixes `cues` into `channels` interleaved channels.
    ///
    /// - Parameters:
    ///   - cues: the sounds and their start frames (not negative).
    ///   - bank: the samples of every sound.
    ///   - channels: 1 (mono) or 2 (stereo, left first).
    /// - Returns: ``length(of:bank:)`` × `channels` samples, peaking at most at ``ceiling``.
    /// - Complexity: O(total length of the cues + length of the mix).
    public static func mix(_ cues: [Cue], bank: NoteBank, channels: Int) -> [Float] {
        precondition(channels == 1 || channels == 2, "1 or 2 channels")
        let frames = length(of: cues, bank: bank)
        var out = [Float](repeating: 0, count: frames * channels)
        out.withUnsafeMutableBufferPointer { buffer in
            // A plain pointer (not the inout buffer) inside the inner closures keeps the loops vectorizable.
            guard let base = buffer.baseAddress else { return }
            for cue in cues {
                precondition(cue.frame >= 0, "cues start at frame 0 or later")
                bank[cue.sound].withUnsafeBufferPointer { samples in
                    let count = samples.count
                    guard let source = samples.baseAddress else { return }
                    if channels == 1 {
                        let target = base + cue.frame
                        for i in 0..<count { target[i] += source[i] }
                    } else {
                        let (l, r) = panGains(cue.pan)
                        let target = base + 2 * cue.frame
                        for i in 0..<count {
                            target[2 * i] += source[i] * l
                            target[2 * i + 1] += source[i] * r
                        }
                    }
                }
            }
            var peak: Float = 0
            for i in 0..<buffer.count { peak = max(peak, abs(base[i])) }
            if peak > ceiling {
                let gain = ceiling * 0.999 / peak   // a hair under, so rounding cannot push it over
                for i in 0..<buffer.count { base[i] *= gain }
            }
        }
        return out
    }
}
