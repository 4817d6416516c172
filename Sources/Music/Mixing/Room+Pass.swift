extension Room.Late {
    /// One pass of at most ``chunk`` frames: the late sound of its frames into `left` and `right`.
    mutating func pass(_ base: UnsafePointer<Float>, frames: Int, channels: Int,
                       left: UnsafeMutablePointer<Float>, right: UnsafeMutablePointer<Float>) {
        if cursor + frames > span { moveToFront() }
        let (history, preDelay, cursor) = (historyFrames, preDelayFrames, cursor)
        let (gains, damping, lines, offsets) = (gains, damping, lines, lineOffsets)
        var lowPass = self.lowPass
        dryLeft.withUnsafeMutableBufferPointer { dryLeft in
        dryRight.withUnsafeMutableBufferPointer { dryRight in
        delay.withUnsafeMutableBufferPointer { delay in
            // dl[k], dr[k]: the dry input at frame k of the pass (k < 0: earlier passes).
            let (dl, dr) = (dryLeft.baseAddress! + cursor + history, dryRight.baseAddress! + cursor + history)
            let memory = delay.baseAddress! + cursor
            let line = (0..<8).map { memory + offsets[$0] }   // line[i][k]: what line i delivers at frame k
            Self.split(base, frames: frames, channels: channels, into: dl, dr)
            let (l0, l1, l2, l3, l4, l5, l6, l7) = (line[0], line[1], line[2], line[3], line[4], line[5], line[6], line[7])
            // Loss, then damping: the only recursion, eight lines at once (lines 0–3 low, 4–7 high); then the
            // Hadamard mix (three perfect-shuffle butterflies) and the pre-delayed input, into each line.
            let keep: Float = 1 - damping
            let scale: Float = 0.353_553_39   // 1/√8: the Hadamard matrix stays orthogonal (lossless)
            var (low, high) = (lowPass.lowHalf, lowPass.highHalf)
            let (gainsLow, gainsHigh) = (gains.lowHalf, gains.highHalf)
            let (w0, w1, w2, w3) = (l0 + lines[0], l1 + lines[1], l2 + lines[2], l3 + lines[3])
            let (w4, w5, w6, w7) = (l4 + lines[4], l5 + lines[5], l6 + lines[6], l7 + lines[7])
            let (inputLeft, inputRight) = (dl - preDelay, dr - preDelay)
            var k = 0
            while k + 4 <= frames {
                // What the lines deliver at four frames, one line per vector: the late sound (left hears
                // lines 0 − 2 + 4 − 6, right 1 − 3 + 5 − 7), then one frame per vector for the recursion.
                let (c0, c1, c2, c3) = (load(l0 + k), load(l1 + k), load(l2 + k), load(l3 + k))
                let (c4, c5, c6, c7) = (load(l4 + k), load(l5 + k), load(l6 + k), load(l7 + k))
                store(c0 - c2 + c4 - c6, left + k)
                store(c1 - c3 + c5 - c7, right + k)
                let a = transpose(c0, c1, c2, c3), b = transpose(c4, c5, c6, c7)
                low = damping * low + keep * (a.0 * gainsLow); high = damping * high + keep * (b.0 * gainsHigh)
                let (x0, y0) = (low, high)
                low = damping * low + keep * (a.1 * gainsLow); high = damping * high + keep * (b.1 * gainsHigh)
                let (x1, y1) = (low, high)
                low = damping * low + keep * (a.2 * gainsLow); high = damping * high + keep * (b.2 * gainsHigh)
                let (x2, y2) = (low, high)
                low = damping * low + keep * (a.3 * gainsLow); high = damping * high + keep * (b.3 * gainsHigh)
                // Back to one line per vector (four frames each), mixed and written as the loop below does.
                let x = transpose(x0, x1, x2, low), y = transpose(y0, y1, y2, high)
                var (m0, m1, m2, m3, m4, m5, m6, m7) = (x.0, x.1, x.2, x.3, y.0, y.1, y.2, y.3)
                for _ in 0..<3 {
                    (m0, m1, m2, m3, m4, m5, m6, m7) = (m0 + m1, m2 + m3, m4 + m5, m6 + m7, m0 - m1, m2 - m3, m4 - m5, m6 - m7)
                }
                let (u, v) = (load(inputLeft + k) * 0.5, load(inputRight + k) * 0.5)
                store(m0 * scale + u, w0 + k); store(m1 * scale + v, w1 + k)
                store(m2 * scale + u, w2 + k); store(m3 * scale + v, w3 + k)
                store(m4 * scale + u, w4 + k); store(m5 * scale + v, w5 + k)
                store(m6 * scale + u, w6 + k); store(m7 * scale + v, w7 + k)
                k += 4
            }
            // The last frames (fewer than four) one at a time.
            while k < frames {
                (left[k], right[k]) = (l0[k] - l2[k] + l4[k] - l6[k], l1[k] - l3[k] + l5[k] - l7[k])
                low = damping * low + keep * (SIMD4(l0[k], l1[k], l2[k], l3[k]) * gainsLow)
                high = damping * high + keep * (SIMD4(l4[k], l5[k], l6[k], l7[k]) * gainsHigh)
                var (a0, a1, a2, a3, a4, a5, a6, a7) = (low[0], low[1], low[2], low[3], high[0], high[1], high[2], high[3])
                for _ in 0..<3 {
                    (a0, a1, a2, a3, a4, a5, a6, a7) = (a0 + a1, a2 + a3, a4 + a5, a6 + a7, a0 - a1, a2 - a3, a4 - a5, a6 - a7)
                }
                let (x, y) = (inputLeft[k] * 0.5, inputRight[k] * 0.5)
                (w0[k], w1[k], w2[k], w3[k]) = (a0 * scale + x, a1 * scale + y, a2 * scale + x, a3 * scale + y)
                (w4[k], w5[k], w6[k], w7[k]) = (a4 * scale + x, a5 * scale + y, a6 * scale + x, a7 * scale + y)
                k += 1
            }
            lowPass = SIMD8(lowHalf: low, highHalf: high)
        }
        }
        }
        self.lowPass = lowPass
        self.cursor += frames
    }

    /// Moves each line's last inputs and the dry history to the front of their memory (``cursor`` to 0).
    private mutating func moveToFront() {
        let (cursor, history, lines, offsets) = (cursor, historyFrames, lines, lineOffsets)
        delay.withUnsafeMutableBufferPointer { delay in
            // The ranges may overlap: `update(from:count:)` copies as memmove does.
            for i in 0..<8 { (delay.baseAddress! + offsets[i]).update(from: delay.baseAddress! + offsets[i] + cursor, count: lines[i]) }
        }
        dryLeft.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: $0.baseAddress! + cursor, count: history) }
        dryRight.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: $0.baseAddress! + cursor, count: history) }
        self.cursor = 0
    }

    /// A block's dry input into a dry history, left and right (mono: the same into both); used by the
    /// passes and by ``Room/Reflections``.
    static func split(_ base: UnsafePointer<Float>, frames: Int, channels: Int,
                              into dl: UnsafeMutablePointer<Float>, _ dr: UnsafeMutablePointer<Float>) {
        guard channels == 2 else {
            dl.update(from: base, count: frames)
            dr.update(from: base, count: frames)
            return
        }
        var k = 0
        while k + 4 <= frames {
            let pair = UnsafeRawPointer(base + 2 * k).loadUnaligned(as: SIMD8<Float>.self)
            store(pair.evenHalf, dl + k)
            store(pair.oddHalf, dr + k)
            k += 4
        }
        while k < frames { (dl[k], dr[k]) = (base[2 * k], base[2 * k + 1]); k += 1 }
    }
}

@inline(__always) private func load(_ p: UnsafePointer<Float>) -> SIMD4<Float> {
    UnsafeRawPointer(p).loadUnaligned(as: SIMD4<Float>.self)
}

@inline(__always) private func store(_ v: SIMD4<Float>, _ p: UnsafeMutablePointer<Float>) {
    UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD4<Float>.self)
}

/// Rows a, b, c, d as columns: (a0 b0 c0 d0), (a1 b1 c1 d1), (a2 b2 c2 d2), (a3 b3 c3 d3). Moves only.
@inline(__always) private func transpose(_ a: SIMD4<Float>, _ b: SIMD4<Float>, _ c: SIMD4<Float>, _ d: SIMD4<Float>)
    -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) {
    let ab0 = SIMD4(lowHalf: a.lowHalf, highHalf: b.lowHalf), cd0 = SIMD4(lowHalf: c.lowHalf, highHalf: d.lowHalf)
    let ab1 = SIMD4(lowHalf: a.highHalf, highHalf: b.highHalf), cd1 = SIMD4(lowHalf: c.highHalf, highHalf: d.highHalf)
    return (SIMD4(lowHalf: ab0.evenHalf, highHalf: cd0.evenHalf), SIMD4(lowHalf: ab0.oddHalf, highHalf: cd0.oddHalf),
            SIMD4(lowHalf: ab1.evenHalf, highHalf: cd1.evenHalf), SIMD4(lowHalf: ab1.oddHalf, highHalf: cd1.oddHalf))
}
