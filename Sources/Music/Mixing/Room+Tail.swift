import RealModule

extension Room {
    /// The level the room's ringing falls to before a mix ends, in dBFS: −90, about half a 16-bit step,
    /// so a rendered file ends with at most a few hundred milliseconds of digital silence.
    public static let floorDecibels = -90.0
    /// Seconds in which the room's slowest band falls by 60 dB, with a margin: `scripts/room-t30.py`
    /// measures T30 1.68 s at 250 Hz, 1.54 s at 500 Hz and 1.30 s broadband.
    static let slowestDecay = 1.8
    /// The room's ringing just after a sound stops, against the peak of that sound's last moments: the late
    /// reverberation of a sustained tone stays within −6 dB of it but at the room's few strongest
    /// resonances, and a decaying tone (every synthesized or SoundFont note) leaves much less.
    static let ringingGain = 0.5
    /// Frames in each block whose peak is looked at (10 ms at 44.1 kHz).
    static let tailBlock = 441

    /// Frames the room rings after a sound ends, until its ringing has fallen below ``floorDecibels``.
    ///
    /// A block of the sound peaking at p, τ seconds before its end, leaves ringing of about p ×
    /// ``ringingGain`` × `gain` that falls 60 dB every ``slowestDecay`` seconds: it needs
    /// ``slowestDecay`` × (20 log₁₀(p × ``ringingGain`` × `gain`) − ``floorDecibels``) / 60 − τ seconds more.
    /// The tail is the longest of these (0 for silence); only the last couple of seconds can need any. A sound
    /// that rings out to −60 dB and fades, as the bank's do, needs about 0.5 s; one cut off at full scale 2.3 s.
    ///
    /// - Parameters:
    ///   - samples: the sound's samples.
    ///   - gain: the largest gain it is mixed with (pan and cue gain).
    ///   - sampleRate: frames per second.
    /// - Returns: frames after the sound's last sample.
    /// - Complexity: O(the last 2.3 seconds of samples).
    public static func tailFrames(after samples: [Float], gain: Double = 1, sampleRate: Int) -> Int {
        samples.withUnsafeBufferPointer { buffer in
            tailFrames(count: buffer.count, gain: gain, sampleRate: sampleRate) { range in
                buffer[range].reduce(Float(0)) { max($0, abs($1)) }
            }
        }
    }

    /// ``tailFrames(after:gain:sampleRate:)`` for a sound of `count` frames whose peak over a range of
    /// frames `peak` gives.
    static func tailFrames(count: Int, gain: Double, sampleRate: Int, peak: (Range<Int>) -> Float) -> Int {
        let rate = Double(sampleRate)
        // The gain as the mixer holds it (a Float), so every caller gets the same frames for the same cue.
        let scale = ringingGain * Double(Float(gain))
        guard scale > 0 else { return 0 }
        // Blocks further back than this cannot need any tail, even at full scale.
        let reach = slowestDecay * (20 * Double.log10(scale) - floorDecibels) / 60
        let block = max(1, tailBlock * sampleRate / 44_100)
        var longest = 0.0
        var end = count
        while end > 0 {
            let start = max(0, end - block)
            let before = Double(count - end) / rate
            if before > reach { break }
            let level = Double(peak(start..<end))
            if level > 0 {
                let decibels = 20 * Double.log10(level * scale)
                longest = max(longest, slowestDecay * (decibels - floorDecibels) / 60 - before)
            }
            end = start
        }
        return Int((longest * rate).rounded(.up))
    }
}

extension NoteBank.Storage {
    /// The largest magnitude among `range`'s samples.
    func peak(in range: Range<Int>) -> Float {
        switch self {
        case .floats(let samples): samples[range].reduce(Float(0)) { max($0, abs($1)) }
        case .pcm16(let lent): Float(lent.samples[range].reduce(Int16(0)) { max($0, $1 == .min ? .max : abs($1)) }) * PCM16Samples.scale
        }
    }

    /// ``Room/tailFrames(after:gain:sampleRate:)`` for these samples.
    func roomTail(gain: Double, sampleRate: Int) -> Int {
        Room.tailFrames(count: count, gain: gain, sampleRate: sampleRate) { peak(in: $0) }
    }
}
