import Foundation

/// `c4-bench gaps FILE`: the audible gaps in a capture of the live engine's output.
///
/// The audio benchmark plays a ringing note every 50–150 ms, so once the first note sounds its
/// output never falls to exact digital silence: each note rings for seconds and the next one starts
/// long before. A run of all-zero frames in a capture of the sink (a PulseAudio null sink's monitor,
/// recorded by `parec`) is therefore a moment when the sink had nothing from the stream — an underrun
/// heard as a dropout. Prints the number of gaps of at least `minimum` seconds, the longest and their
/// total, and the first few with their times. The capture is raw signed 16-bit little-endian PCM.
enum GapScan {
    struct Gap {
        var start: Int
        var frames: Int
    }

    /// The runs of all-zero frames of at least `minimumFrames` after the first sounding frame and
    /// before the last one (the silence before the first note and after the last is not a gap), where the
    /// `context` frames before the run peak at 64 or more (−54 dBFS): a note ringing out at the end of the
    /// capture reaches zero now and then as it fades, which is not a dropout.
    static func gaps(in samples: UnsafeBufferPointer<Int16>, channels: Int, minimumFrames: Int, context: Int) -> [Gap] {
        let frames = samples.count / channels
        func silent(_ frame: Int) -> Bool {
            for c in 0..<channels where samples[frame * channels + c] != 0 { return false }
            return true
        }
        guard let first = (0..<frames).first(where: { !silent($0) }),
              let last = (0..<frames).last(where: { !silent($0) }) else { return [] }
        var result: [Gap] = []
        var runStart: Int?
        for frame in first...last {
            if silent(frame) {
                if runStart == nil { runStart = frame }
            } else if let start = runStart {
                let before = samples[max(0, start - context) * channels..<start * channels]
                let loud = before.contains { abs(Int($0)) >= 64 }
                if frame - start >= minimumFrames && loud { result.append(Gap(start: start, frames: frame - start)) }
                runStart = nil
            }
        }
        return result
    }

    static func run(path: String, channels: Int, rate: Int, minimumSeconds: Double) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        let minimum = max(1, Int((minimumSeconds * Double(rate)).rounded()))
        let found = data.withUnsafeBytes { raw in
            gaps(in: raw.bindMemory(to: Int16.self), channels: channels, minimumFrames: minimum, context: rate / 100)
        }
        let seconds = Double(data.count / 2 / channels) / Double(rate)
        let longest = found.map(\.frames).max() ?? 0, total = found.reduce(0) { $0 + $1.frames }
        print(String(format: "capture %.1f s: %d gaps of at least %.1f ms, longest %.1f ms, total %.1f ms",
                     seconds, found.count, minimumSeconds * 1000, Double(longest) / Double(rate) * 1000,
                     Double(total) / Double(rate) * 1000))
        for gap in found.prefix(20) {
            print(String(format: "  gap at %8.3f s: %7.1f ms", Double(gap.start) / Double(rate),
                         Double(gap.frames) / Double(rate) * 1000))
        }
    }
}
