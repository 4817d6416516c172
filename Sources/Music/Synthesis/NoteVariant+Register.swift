extension NoteVariant {
    /// How many registers a note plays in: its own (the bank's octave, C4 … A4) and an octave lower.
    ///
    /// The two players of a game are told apart by register, not by place: the first player's notes sound
    /// as the bank holds them, the second player's an octave lower (``lowered(_:)``), so where a note
    /// sounds says only where its piece fell.
    public static let registers = 2

    /// Every variant number a cue may play: ``count`` shapes in each of ``registers`` registers.
    public static let all = count * registers

    /// The variant number of shape `variant` (0 … ``count`` − 1) an octave lower: ``count`` + `variant`.
    public static func lowered(_ variant: Int) -> Int {
        precondition((0..<count).contains(variant), "shapes 0 … \(count - 1)")
        return count + variant
    }

    /// Whether variant number `variant` plays an octave lower than the bank's sound.
    public static func isLowered(_ variant: Int) -> Bool { variant >= count }

    /// The shape (0 … ``count`` − 1) of variant number `variant`, whatever its register.
    public static func shape(of variant: Int) -> Int { variant % count }

    /// `samples` an octave lower: played at half speed, as a sampler transposes a recording (band-limited
    /// interpolation to twice the sample rate, read at the original one). Every partial is exactly halved in
    /// frequency, and the sound lasts twice as long (its attack and decay slow down as a lower string's do).
    ///
    /// - Complexity: O(samples × ``Resampler/zeroCrossings``).
    public static func octaveLower(_ samples: [Float], sampleRate: Int) -> [Float] {
        Resampler.resample(samples, from: sampleRate, to: 2 * sampleRate)
    }
}
