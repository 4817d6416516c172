/// The level control every mix goes through, files and the sound card alike: a fixed gain (the volume)
/// and a deterministic limiter.
///
/// A live stream cannot scale itself by a peak it has not seen yet, so the level depends on nothing but
/// the sample itself: each sample is multiplied by ``gain`` and then passed through a fixed curve that is
/// the identity up to ``threshold`` (−3 dBFS) and bends smoothly towards ``ceiling`` (−1 dBFS) above it,
/// never reaching it:
///
///     y = x                                   for |x| ≤ t
///     y = sign(x) · (t + u / (1 + u / k))     for |x| > t, with u = |x| − t, k = c − t
///
/// The curve is continuous with slope 1 at the threshold (no kink to hear) and has no memory, so a block
/// gives the same samples wherever a stream is cut into blocks: live output equals the file. The bank's
/// sounds carry the headroom (single notes peak at −15.4 to −1.5 dBFS, the themes at −3 dBFS), so at full
/// volume anything but piled-up sounds passes unchanged.
public struct Level: Hashable, Sendable {
    /// The level the curve approaches and never reaches: −1 dBFS.
    public static let ceiling: Float = 0.891_250_9
    /// Where the curve leaves the identity: −3 dBFS.
    public static let threshold: Float = 0.707_945_8

    /// The factor every sample is multiplied by before the limiter (the volume; 1 = full).
    public let gain: Float

    /// A level at `volume` (0 = silent … 1 = full, clamped).
    public init(volume: Double = 1) {
        gain = Float(min(1, max(0, volume)))
    }

    /// The limiter's curve for one sample (after the gain).
    @inline(__always)
    public static func limit(_ x: Float) -> Float {
        let magnitude = abs(x)
        guard magnitude > threshold else { return x }
        let over = magnitude - threshold, knee = ceiling - threshold
        let y = threshold + over / (1 + over / knee)
        return x < 0 ? -y : y
    }

    /// Applies the gain and the limiter to every sample in place.
    ///
    /// Eight samples at a time: a group with no sample beyond the threshold (almost all of them) is left as
    /// it is after one vector comparison; only a group with one goes through ``limit(_:)`` sample by
    /// sample. The same samples as limiting each one alone.
    ///
    /// - Complexity: O(n).
    public func apply(to samples: UnsafeMutableBufferPointer<Float>) {
        guard let base = samples.baseAddress else { return }
        let count = samples.count
        if gain != 1 {
            for i in 0..<count { base[i] *= gain }
        }
        let high = SIMD8<Float>(repeating: Self.threshold), low = -high
        var i = 0
        while i + 8 <= count {
            let group = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD8<Float>.self)
            if any((group .> high) .| (group .< low)) {
                for j in i..<(i + 8) where abs(base[j]) > Self.threshold { base[j] = Self.limit(base[j]) }
            }
            i += 8
        }
        for j in i..<count where abs(base[j]) > Self.threshold { base[j] = Self.limit(base[j]) }
    }
}
