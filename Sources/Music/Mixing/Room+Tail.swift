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
    /// The tail is the longest of these (0 for silence). The gain shifts every block's need alike, so a sound's
    /// need at gain 1 (``tailSeconds(count:sampleRate:peak:)``) gives its tail at any gain. A sound that rings
    /// out to −60 dB and fades, as the bank's do, needs about 0.4 s; one cut off at full scale 2.3 s.
    ///
    /// - Parameters:
    ///   - samples: the sound's samples.
    ///   - gain: the largest gain it is mixed with (the cue's; at most ``largestGain``).
    ///   - sampleRate: frames per second.
    /// - Returns: frames after the sound's last sample.
    /// - Complexity: O(the last 3 seconds of samples).
    public static func tailFrames(after samples: [Float], gain: Double = 1, sampleRate: Int) -> Int {
        let seconds = samples.withUnsafeBufferPointer { buffer in
            tailSeconds(count: buffer.count, sampleRate: sampleRate) { Mixer.peak(UnsafeBufferPointer(rebasing: buffer[$0])) }
        }
        return tailFrames(seconds: seconds, gain: gain, sampleRate: sampleRate)
    }

    /// The largest gain a tail is exact for (+18 dB): blocks further back than what it could need are not read.
    public static let largestGain = 8.0

    /// The seconds of tail a sound of `count` frames needs at gain 1, whose peak over a range of frames
    /// `peak` gives: negative when it needs none, −∞ for silence.
    static func tailSeconds(count: Int, sampleRate: Int, peak: (Range<Int>) -> Float) -> Double {
        let rate = Double(sampleRate)
        // Blocks further back than this cannot need any tail, even at full scale and the largest gain.
        let reach = slowestDecay * (20 * Double.log10(ringingGain * largestGain) - floorDecibels) / 60
        let block = max(1, tailBlock * sampleRate / 44_100)
        var longest = -Double.infinity
        var end = count
        while end > 0, Double(count - end) / rate <= reach {
            let start = max(0, end - block)
            let level = Double(peak(start..<end))
            if level > 0 {
                let decibels = 20 * Double.log10(level * ringingGain)
                longest = max(longest, slowestDecay * (decibels - floorDecibels) / 60 - Double(count - end) / rate)
            }
            end = start
        }
        return longest
    }

    /// The frames of tail after a sound that needs `seconds` at gain 1 (``tailSeconds(count:sampleRate:peak:)``)
    /// when it is mixed at `gain`.
    static func tailFrames(seconds: Double, gain: Double, sampleRate: Int) -> Int {
        // The gain as the mixer holds it (a Float), so every caller gets the same frames for the same cue.
        let linear = Double(Float(gain))
        guard seconds > -.infinity, linear > 0 else { return 0 }
        let needed = seconds + slowestDecay / 3 * Double.log10(linear)
        return needed > 0 ? Int((needed * Double(sampleRate)).rounded(.up)) : 0
    }
}

extension NoteBank.Storage {
    /// The largest magnitude among `range`'s samples (loops the compiler vectorizes).
    func peak(in range: Range<Int>) -> Float {
        switch self {
        case .floats(let samples):
            return samples.withUnsafeBufferPointer { Mixer.peak(UnsafeBufferPointer(rebasing: $0[range])) }
        case .pcm16(let lent):
            guard let base = lent.samples.baseAddress, !range.isEmpty else { return 0 }
            // 16 samples at a time: the largest and the smallest (no magnitude to overflow on −32,768).
            var high = SIMD16<Int16>(repeating: 0), low = SIMD16<Int16>(repeating: 0)
            var i = range.lowerBound
            while i + 16 <= range.upperBound {
                let v = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<Int16>.self)
                high = pointwiseMax(high, v)
                low = pointwiseMin(low, v)
                i += 16
            }
            var largest = Swift.max(Int(high.max()), -Int(low.min()))
            while i < range.upperBound { largest = Swift.max(largest, abs(Int(base[i]))); i += 1 }
            return Float(largest) * PCM16Samples.scale
        }
    }

    /// ``Room/tailSeconds(count:sampleRate:peak:)`` for these samples.
    func roomTailSeconds(sampleRate: Int) -> Double {
        Room.tailSeconds(count: count, sampleRate: sampleRate) { peak(in: $0) }
    }
}
