extension Room {
    /// The room's early reflections: six taps per channel of the dry input of the same side.
    ///
    /// They give each block's early sound, left then right, for ``Room/combine(_:frames:channels:early:late:)``;
    /// the block itself is only read, so the late reverberation may be taken from it at the same time.
    public struct Reflections: Sendable {
        /// (frames back left, frames back right, gain) of each tap.
        let taps: [(left: Int, right: Int, gain: Float)]
        /// Frames of dry input kept: the farthest tap.
        let historyFrames: Int
        /// Frames read per piece.
        static let pieceFrames = 4_096
        /// The dry input of the last ``historyFrames`` frames, oldest first, then room for a piece: left, right.
        var dryLeft: [Float], dryRight: [Float]
        /// Whether the history is all zero (nothing to clear).
        var isClear = true

        /// The early reflections of a room at `sampleRate`.
        init(sampleRate: Int) {
            let rate = Double(sampleRate)
            taps = Room.reflections.map { (Int(($0.0 / 1000 * rate).rounded()), Int(($0.1 / 1000 * rate).rounded()), $0.2) }
            precondition(taps.count == 6, "the sum is written out for six reflections")
            historyFrames = taps.map { max($0.left, $0.right) }.max()!
            dryLeft = [Float](repeating: 0, count: historyFrames + Self.pieceFrames)
            dryRight = dryLeft
        }

        /// Clears the history at once.
        public mutating func clear() {
            guard !isClear else { return }
            for i in dryLeft.indices { dryLeft[i] = 0; dryRight[i] = 0 }
            isClear = true
        }

        /// The early sound of `frames` interleaved frames of `channels` (1 or 2) dry input (mono feeds both
        /// sides): left at `early[0 ..< frames]`, right at `early[frames ..< 2 × frames]`, before
        /// ``Room/earlyLevel``.
        public mutating func reflect(_ samples: UnsafeBufferPointer<Float>, frames: Int, channels: Int,
                                     into early: UnsafeMutablePointer<Float>) {
            guard frames > 0, let base = samples.baseAddress else { return }
            isClear = false
            let (history, taps) = (historyFrames, taps)
            dryLeft.withUnsafeMutableBufferPointer { dryLeft in
            dryRight.withUnsafeMutableBufferPointer { dryRight in
                let (dl, dr) = (dryLeft.baseAddress! + history, dryRight.baseAddress! + history)
                var done = 0
                while done < frames {
                    let count = min(Self.pieceFrames, frames - done)
                    let input = base + done * channels
                    Room.Late.split(input, frames: count, channels: channels, into: dl, dr)
                    Self.sum(dry: (dl, dr), frames: count, taps: taps, left: early + done, right: early + frames + done)
                    // The last frames become the history of the next piece (the ranges may overlap: a memmove).
                    dryLeft.baseAddress!.update(from: dryLeft.baseAddress! + count, count: history)
                    dryRight.baseAddress!.update(from: dryRight.baseAddress! + count, count: history)
                    done += count
                }
            }
            }
        }

        /// Applies ``reflect(_:frames:channels:into:)`` to the first `ringing` of a block's `frames` frames,
        /// then clears the history when the room falls silent within the block (`ringing` < `frames`).
        public mutating func reflect(_ samples: UnsafeBufferPointer<Float>, frames: Int, ringing: Int, channels: Int,
                                     into early: UnsafeMutablePointer<Float>) {
            reflect(samples, frames: ringing, channels: channels, into: early)
            if ringing < frames { clear() }
        }

        /// The six taps of the dry input, summed in order from zero, four frames at a time with the same
        /// operations in the same order as one frame at a time.
        ///
        /// - Parameter dry: the dry input, left and right, at the piece's frame 0 (earlier frames before it).
        private static func sum(dry: (UnsafeMutablePointer<Float>, UnsafeMutablePointer<Float>), frames: Int,
                                taps: [(left: Int, right: Int, gain: Float)],
                                left: UnsafeMutablePointer<Float>, right: UnsafeMutablePointer<Float>) {
            let (dl, dr) = dry
            let (a0, a1, a2) = (dl - taps[0].left, dl - taps[1].left, dl - taps[2].left)
            let (a3, a4, a5) = (dl - taps[3].left, dl - taps[4].left, dl - taps[5].left)
            let (b0, b1, b2) = (dr - taps[0].right, dr - taps[1].right, dr - taps[2].right)
            let (b3, b4, b5) = (dr - taps[3].right, dr - taps[4].right, dr - taps[5].right)
            let (g0, g1, g2, g3, g4, g5) = (taps[0].gain, taps[1].gain, taps[2].gain, taps[3].gain, taps[4].gain, taps[5].gain)
            var k = 0
            while k + 4 <= frames {
                var earlyLeft = SIMD4<Float>(repeating: 0), earlyRight = SIMD4<Float>(repeating: 0)
                earlyLeft += g0 * load(a0 + k); earlyLeft += g1 * load(a1 + k); earlyLeft += g2 * load(a2 + k)
                earlyLeft += g3 * load(a3 + k); earlyLeft += g4 * load(a4 + k); earlyLeft += g5 * load(a5 + k)
                earlyRight += g0 * load(b0 + k); earlyRight += g1 * load(b1 + k); earlyRight += g2 * load(b2 + k)
                earlyRight += g3 * load(b3 + k); earlyRight += g4 * load(b4 + k); earlyRight += g5 * load(b5 + k)
                store(earlyLeft, left + k)
                store(earlyRight, right + k)
                k += 4
            }
            while k < frames {
                var earlyLeft: Float = 0, earlyRight: Float = 0
                earlyLeft += g0 * a0[k]; earlyLeft += g1 * a1[k]; earlyLeft += g2 * a2[k]
                earlyLeft += g3 * a3[k]; earlyLeft += g4 * a4[k]; earlyLeft += g5 * a5[k]
                earlyRight += g0 * b0[k]; earlyRight += g1 * b1[k]; earlyRight += g2 * b2[k]
                earlyRight += g3 * b3[k]; earlyRight += g4 * b4[k]; earlyRight += g5 * b5[k]
                (left[k], right[k]) = (earlyLeft, earlyRight)
                k += 1
            }
        }
    }

    /// Adds the room's sound to `frames` interleaved frames of dry input in place: the early sound
    /// × ``earlyLevel`` plus the late × ``lateLevel`` on each side (mono: the mean of the two sides).
    ///
    /// - Parameters:
    ///   - early: ``Reflections/reflect(_:frames:channels:into:)``'s sound of these frames.
    ///   - late: ``Late/ring(_:frames:channels:into:)``'s sound of these frames.
    public static func combine(_ samples: UnsafeMutableBufferPointer<Float>, frames: Int, channels: Int,
                               early: UnsafePointer<Float>, late: UnsafePointer<Float>) {
        guard frames > 0, let base = samples.baseAddress else { return }
        let (earlyLeft, earlyRight, lateLeft, lateRight) = (early, early + frames, late, late + frames)
        var k = 0
        while k + 4 <= frames {
            let wetLeft = load(earlyLeft + k) * earlyLevel + load(lateLeft + k) * lateLevel
            let wetRight = load(earlyRight + k) * earlyLevel + load(lateRight + k) * lateLevel
            if channels == 2 {
                var pair = UnsafeRawPointer(base + 2 * k).loadUnaligned(as: SIMD8<Float>.self)
                pair.evenHalf = pair.evenHalf + wetLeft
                pair.oddHalf = pair.oddHalf + wetRight
                UnsafeMutableRawPointer(base + 2 * k).storeBytes(of: pair, as: SIMD8<Float>.self)
            } else {
                store(load(base + k) + 0.5 * (wetLeft + wetRight), base + k)
            }
            k += 4
        }
        while k < frames {
            let wetLeft = earlyLeft[k] * earlyLevel + lateLeft[k] * lateLevel
            let wetRight = earlyRight[k] * earlyLevel + lateRight[k] * lateLevel
            if channels == 2 {
                base[2 * k] += wetLeft
                base[2 * k + 1] += wetRight
            } else {
                base[k] += 0.5 * (wetLeft + wetRight)
            }
            k += 1
        }
    }
}

@inline(__always) private func load(_ p: UnsafePointer<Float>) -> SIMD4<Float> {
    UnsafeRawPointer(p).loadUnaligned(as: SIMD4<Float>.self)
}

@inline(__always) private func store(_ v: SIMD4<Float>, _ p: UnsafeMutablePointer<Float>) {
    UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD4<Float>.self)
}
