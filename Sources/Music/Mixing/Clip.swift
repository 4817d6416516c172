/// Samples placed in a mix that are not a bank's sound: a line of speech in a render (`render --speak`).
///
/// A clip mixes as a cue does (``MixStream/add(_:)-(Clip)``): summed at its frame, panned with equal power,
/// through the room and the ``Level``; its room tail is measured on its own samples.
public struct Clip: Sendable {
    /// Mono samples at the mix's sample rate.
    public var samples: [Float]
    /// The frame at which its first sample plays.
    public var frame: Int
    /// Position between the speakers: −1 left, 0 centre, +1 right.
    public var pan: Double
    /// Its gain (linear).
    public var gain: Double

    /// `samples` at `frame`, panned to `pan`, at `gain`.
    public init(samples: [Float], frame: Int, pan: Double = 0, gain: Double = 1) {
        self.samples = samples
        self.frame = frame
        self.pan = pan
        self.gain = gain
    }

    /// The frame after its last sample.
    public var endFrame: Int { frame + samples.count }
}

extension MixStream {
    /// Places a clip, as ``add(_:)-(Cue)`` places a cue: a clip placed before ``frame`` plays from the
    /// current frame on, one placed during a fade once the fade is over (and a later fade silences it).
    ///
    /// A centred clip gets the same gain on both sides (cos π/4 and sin π/4 differ in their last bit), so
    /// left minus right holds nothing of it.
    ///
    /// - Returns: the frame its first sample plays at.
    /// - Precondition: the frame is not negative.
    @discardableResult
    public mutating func add(_ clip: Clip) -> Int {
        precondition(clip.frame >= 0, "clips start at frame 0 or later")
        let start = max(clip.frame, fadeEnd ?? clip.frame)
        let gain = Float(clip.gain)
        var pan = Mixer.panGains(clip.pan)
        if clip.pan == 0 { pan.right = pan.left }
        var tail = 0
        if hasRoom {
            tail = Room.tailFrames(after: clip.samples, gain: clip.gain, sampleRate: bank.sampleRate)
            ringsUntil = max(ringsUntil, start + clip.samples.count + tail)
        }
        voices.append(MixVoice(samples: .floats(clip.samples), frame: start, gains: (pan.left * gain, pan.right * gain),
                               gain: gain, generation: generation, tail: tail))
        return start
    }
}
