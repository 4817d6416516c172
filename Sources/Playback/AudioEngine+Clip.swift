import Music

extension AudioEngine {
    /// Plays `samples` (mono, at the engine's rate) at the first frame not yet mixed that is also at or after
    /// `notBefore`: a line of speech in the game's own voice (`play --speak`), mixed with the notes through the
    /// same room and level, so it is heard exactly as far after a note as their frames are apart.
    ///
    /// - Parameters:
    ///   - samples: the clip's samples at ``sampleRate``.
    ///   - notBefore: the earliest frame it may start at (e.g. the end of the line before it).
    ///   - pan: −1 left … +1 right.
    ///   - gain: its gain (linear).
    /// - Returns: the frames it plays: its first, and the one after its last.
    @discardableResult
    public func play(samples: [Float], notBefore: Int = 0, pan: Double = 0, gain: Double = 1) -> Range<Int> {
        let start = monitor.locked { () -> Int in
            stream.add(Clip(samples: samples, frame: max(stream.frame, notBefore), pan: pan, gain: gain))
        }
        monitor.broadcast()
        return start..<(start + samples.count)
    }

    /// The frame the last sound placed by ``play(_:pan:variant:gain:)`` starts at, nil before the first.
    public var lastPlayedFrame: Int? { monitor.locked { lastPlayed } }
}
