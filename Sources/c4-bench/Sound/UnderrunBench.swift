import AudioIO
import Foundation
import Playback

/// `c4-bench underrun`: makes a device run dry on purpose and shows what it does about it.
///
/// Opens `device` as the live engine does (a 20 ms buffer that underruns may grow to
/// ``AudioEngine/Options/largestLatency``), writes 200 ms of silence (more than the largest buffer: the
/// device starts), then, `times` times, stops writing for `stall` seconds — longer than the buffer, so it
/// runs dry as when a busy machine keeps the audio thread from running — and writes 200 ms again. Prints each round's underruns
/// recovered and buffer, one line each: `round N: underruns U, buffer B frames`. The check of
/// `PCMDevice`'s growth through a real sound server (`UnderrunGrowthTests`), and a way to see what a
/// device does.
enum UnderrunBench {
    static func run(device: String, stall: Double, times: Int) throws {
        var pcm = try PCMDevice(name: device, sampleRate: 44_100, channels: 2, latency: AudioEngine.Options.liveLatency,
                                maximumLatency: AudioEngine.Options.largestLatency)
        let silence = [Int16](repeating: 0, count: 8_820 * 2)
        try silence.withUnsafeBufferPointer { (samples) throws(AudioDeviceError) in try pcm.write(samples) }
        print("round 0: underruns \(pcm.recoveries), buffer \(pcm.bufferFrames) frames")
        for round in 1...max(1, times) {
            usleep(UInt32(stall * 1_000_000))
            try silence.withUnsafeBufferPointer { (samples) throws(AudioDeviceError) in try pcm.write(samples) }
            print("round \(round): underruns \(pcm.recoveries), buffer \(pcm.bufferFrames) frames")
        }
        pcm.drop()
    }
}
