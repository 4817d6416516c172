import RealModule

/// A small, warm room: the reverberation baked into every sound of the bank.
///
/// A dry additive tone sounds like it is played inside the listener's head; a little room around it is what
/// makes it sound like an instrument. This is a feedback delay network (Jot, 1991): four delay lines of
/// mutually prime lengths (25–40 ms) mixed through a Hadamard matrix, each loop losing high frequencies
/// (one-pole low-pass) faster than low ones, with a gain per line that gives a decay of ``decay`` seconds
/// to −60 dB. The reverberation starts after a short pre-delay, is mixed in at ``wet``, and, like the dry
/// sound, is faded to exact silence before the end of the buffer.
///
/// It is linear and time-invariant, so it adds no frequencies: pitch measurements are unchanged.
enum Room {
    /// Seconds for the reverberation to fall by 60 dB.
    static let decay = 0.9
    /// Level of the reverberation relative to the dry sound.
    static let wet = 0.22
    /// Delay-line lengths in milliseconds (their sample counts are made odd and distinct at any rate).
    static let lineMilliseconds = [29.7, 37.1, 41.1, 43.7]
    /// Seconds before the reverberation starts.
    static let preDelay = 0.011

    /// Adds the room to `buffer` and fades the whole sound out over `fade` seconds, reaching silence
    /// `quiet` seconds before the end.
    static func apply(to buffer: inout [Float], sampleRate: Double, fade: Double, quiet: Double = 0.02) {
        let count = buffer.count
        let lengths = lineMilliseconds.map { max(3, Int($0 / 1000 * sampleRate) | 1) }
        // The four lines live in one array, line i starting at offsets[i]; plain locals keep the loop cheap.
        let offsets = [0, lengths[0], lengths[0] + lengths[1], lengths[0] + lengths[1] + lengths[2]]
        var lines = [Double](repeating: 0, count: lengths.reduce(0, +))
        var (p0, p1, p2, p3) = (0, 0, 0, 0)
        let g = lengths.map { Double.pow(10, -3 * Double($0) / (decay * sampleRate)) }
        // Damping: a one-pole low-pass in each loop, cut-off about 4.5 kHz.
        let damping = Double.exp(-2 * Double.pi * 4_500 / sampleRate)
        var (l0, l1, l2, l3) = (0.0, 0.0, 0.0, 0.0)
        let delay = Int(preDelay * sampleRate)
        var output = [Double](repeating: 0, count: count)
        for n in 0..<count {
            let input = n >= delay ? 0.35 * Double(buffer[n - delay]) : 0
            let t0 = lines[offsets[0] + p0], t1 = lines[offsets[1] + p1]
            let t2 = lines[offsets[2] + p2], t3 = lines[offsets[3] + p3]
            output[n] = (t0 - t1 + t2 - t3) * 0.5
            // Hadamard mixing (scaled by 1/2) keeps the energy; the gains set the decay.
            l0 = (1 - damping) * 0.5 * (t0 + t1 + t2 + t3) + damping * l0
            l1 = (1 - damping) * 0.5 * (t0 - t1 + t2 - t3) + damping * l1
            l2 = (1 - damping) * 0.5 * (t0 + t1 - t2 - t3) + damping * l2
            l3 = (1 - damping) * 0.5 * (t0 - t1 - t2 + t3) + damping * l3
            lines[offsets[0] + p0] = input + g[0] * l0
            lines[offsets[1] + p1] = input + g[1] * l1
            lines[offsets[2] + p2] = input + g[2] * l2
            lines[offsets[3] + p3] = input + g[3] * l3
            p0 = p0 + 1 == lengths[0] ? 0 : p0 + 1
            p1 = p1 + 1 == lengths[1] ? 0 : p1 + 1
            p2 = p2 + 1 == lengths[2] ? 0 : p2 + 1
            p3 = p3 + 1 == lengths[3] ? 0 : p3 + 1
        }
        let fadeEnd = max(0, count - Int(quiet * sampleRate))
        let fadeStart = max(0, fadeEnd - Int(fade * sampleRate))
        for n in 0..<count {
            var value = Double(buffer[n]) + wet * output[n]
            if n >= fadeEnd {
                value = 0
            } else if n >= fadeStart {
                value *= 0.5 + 0.5 * Double.cos(Double.pi * Double(n - fadeStart) / Double(fadeEnd - fadeStart))
            }
            buffer[n] = Float(value)
        }
    }
}
