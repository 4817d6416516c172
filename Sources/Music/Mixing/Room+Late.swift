import RealModule

extension Room {
    /// The room's late reverberation: the feedback delay network, fed by the dry input after the pre-delay.
    ///
    /// It gives each block's late sound, left then right, for ``Room/combine(_:frames:channels:early:late:)``;
    /// the block itself is only read, so the early reflections may be taken from it at the same time.
    public struct Late: Sendable {
        /// Frames of each delay line.
        let lines: [Int]
        /// Frames processed per pass: the shortest line, so that nothing a pass writes into a line is read
        /// back within the same pass (each pass reads only what earlier passes wrote).
        let chunk: Int
        /// Frames of room after each line's memory and after the dry history: ``passesPerShift`` passes.
        let span: Int
        /// Passes between two moves of the memory to the front (each line's last inputs, the dry history).
        static let passesPerShift = 8
        /// Frames of dry input kept for the pre-delay.
        let historyFrames: Int
        let gains: SIMD8<Float>
        let damping: Float
        let preDelayFrames: Int
        /// Where line i lives in ``delay``: from ``cursor`` on, its last `lines[i]` inputs, oldest first, then
        /// room for the passes up to the next move (``span`` frames in all).
        let lineOffsets: [Int]
        /// The delay memory, one stretch per line (see ``lineOffsets``).
        var delay: [Float]
        /// From ``cursor`` on, the dry input of the last ``historyFrames`` frames, oldest first, then room for
        /// the passes up to the next move: left, right.
        var dryLeft: [Float], dryRight: [Float]
        /// Frames passed since the memory was last moved to the front: where the lines and the history start.
        var cursor = 0
        var lowPass = SIMD8<Float>()
        /// Whether the state is all zero (nothing to clear).
        var isClear = true

        /// The late reverberation of a room at `sampleRate`.
        init(sampleRate: Int) {
            let rate = Double(sampleRate)
            var lengths: [Int] = []
            for ms in Room.lineMilliseconds {
                var frames = max(3, Int(ms / 1000 * rate) | 1)
                while lengths.contains(frames) { frames += 2 }
                lengths.append(frames)
            }
            lines = lengths
            chunk = lengths.min()!
            span = Self.passesPerShift * lengths.min()!
            lineOffsets = lengths.indices.map { i in lengths[..<i].reduce(0) { $0 + $1 + Self.passesPerShift * lengths.min()! } }
            delay = [Float](repeating: 0, count: lengths.reduce(0) { $0 + $1 + Self.passesPerShift * lengths.min()! })
            gains = SIMD8(lengths.map { Float(Double.pow(10, -3 * Double($0) / (Room.reverberationTime * rate))) })
            damping = Float(Double.exp(-2 * Double.pi * Room.dampingFrequency / rate))
            preDelayFrames = max(1, Int((Room.preDelay * rate).rounded()))
            historyFrames = preDelayFrames
            dryLeft = [Float](repeating: 0, count: historyFrames + span)
            dryRight = dryLeft
        }

        /// Clears the network at once.
        public mutating func clear() {
            guard !isClear else { return }
            for i in delay.indices { delay[i] = 0 }
            for i in dryLeft.indices { dryLeft[i] = 0; dryRight[i] = 0 }
            lowPass = .zero
            cursor = 0
            isClear = true
        }

        /// The late sound of `frames` interleaved frames of `channels` (1 or 2) dry input: left at
        /// `late[0 ..< frames]`, right at `late[frames ..< 2 × frames]`, before ``Room/lateLevel``.
        public mutating func ring(_ samples: UnsafeBufferPointer<Float>, frames: Int, channels: Int,
                                  into late: UnsafeMutablePointer<Float>) {
            guard frames > 0, let base = samples.baseAddress else { return }
            isClear = false
            var done = 0
            while done < frames {
                let count = min(chunk, frames - done)
                pass(base + done * channels, frames: count, channels: channels, left: late + done, right: late + frames + done)
                done += count
            }
        }

        /// Applies ``ring(_:frames:channels:into:)`` to the first `ringing` of a block's `frames` frames, then
        /// clears the network when the room falls silent within the block (`ringing` < `frames`).
        public mutating func ring(_ samples: UnsafeBufferPointer<Float>, frames: Int, ringing: Int, channels: Int,
                                  into late: UnsafeMutablePointer<Float>) {
            ring(samples, frames: ringing, channels: channels, into: late)
            if ringing < frames { clear() }
        }
    }
}
