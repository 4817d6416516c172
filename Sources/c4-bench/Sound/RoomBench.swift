import Foundation
import Music

/// `c4-bench room`: the room (early reflections and the late reverberation) over a seeded stereo signal,
/// in blocks as a render feeds it, timed in-process: milliseconds a run and nanoseconds a frame.
///
/// The signal is a game's worth of struck notes: every second a burst of seeded noise decaying over
/// 2.5 s, so the room rings all the time, as in a render. The checksum of the output is printed too, so a
/// change meant to keep the room's bits can be seen to keep them.
enum RoomBench {
    static func run(duration: Double, runs: Int, seed: UInt64, blockFrames: Int) {
        let rate = 44_100, frames = Int(duration * Double(rate))
        var generator = SeededGenerator(seed: seed)
        var dry = [Float](repeating: 0, count: 2 * frames)
        for start in stride(from: 0, to: frames, by: rate) {
            let decay = Float(1 - 1 / (0.5 * Double(rate)))
            var level: Float = 0.3
            for frame in start..<min(frames, start + 5 * rate / 2) {
                dry[2 * frame] += level * (Float(generator.next() >> 40) * 0x1p-24 * 2 - 1)
                dry[2 * frame + 1] += level * (Float(generator.next() >> 40) * 0x1p-24 * 2 - 1)
                level *= decay
            }
        }
        var times: [Double] = [], checksum: UInt64 = 0
        let clock = ContinuousClock()
        for _ in 0..<runs {
            var signal = dry, room = Room(sampleRate: rate)
            let elapsed = clock.measure {
                signal.withUnsafeMutableBufferPointer { samples in
                    var done = 0
                    while done < frames {
                        let count = min(blockFrames, frames - done)
                        room.process(UnsafeMutableBufferPointer(rebasing: samples[(2 * done)..<(2 * (done + count))]),
                                     frames: count, channels: 2)
                        done += count
                    }
                }
            }
            times.append(seconds(elapsed) * 1000)
            checksum = signal.reduce(into: UInt64(14_695_981_039_346_656_037)) { $0 = ($0 ^ UInt64($1.bitPattern)) &* 1_099_511_628_211 }
        }
        times.sort()
        print(String(format: "room: %.1f s of stereo at %d Hz in blocks of %d, %d runs: min %.2f ms, median %.2f ms = %.2f ns a frame; checksum %016llx",
                     duration, rate, blockFrames, runs, times[0], times[runs / 2], times[runs / 2] * 1e6 / Double(frames), checksum))
    }
}
