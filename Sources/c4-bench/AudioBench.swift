import AudioIO
import Foundation
import Music
import Playback

/// `c4-bench audio`: the live engine's latency and robustness through a real device.
///
/// Plays a note "now" every 50–150 ms (seeded) for `seconds`, and reports: from each `play` call to its
/// first sample handed to alsa-lib (median, p99, max), the largest device delay (`snd_pcm_delay`), and the
/// underruns recovered. Not a test: numbers for the README (see scripts/bench-audio.sh).
enum AudioBench {
    static func run(device: String, seconds: Double, latency: Double) throws {
        let bank = NoteBank.synthesized(sampleRate: 44_100)
        let pcm = try PCMDevice(name: device, sampleRate: 44_100, channels: 2, latency: latency)
        let engine = AudioEngine(device: pcm, bank: bank, channels: 2,
                                 options: .init(paced: true, latency: latency, measuresLatency: true))
        engine.start()
        var generator = SeededGenerator(seed: 2026)
        let start = monotonicSeconds()
        var played = 0
        while monotonicSeconds() - start < seconds {
            usleep(UInt32.random(in: 50_000...150_000, using: &generator))
            engine.play(.note(Note.allCases.randomElement(using: &generator)!, .soft),
                        pan: Double.random(in: -0.75...0.75, using: &generator))
            played += 1
        }
        _ = engine.wait(until: engine.endFrame, heard: false, timeout: 5)
        let latencies = engine.takeLatencies().sorted()
        let delay = engine.largestDelayFrames, xruns = engine.recoveredXruns
        let period = engine.periodFrames, buffer = engine.bufferFrames
        try engine.shutdown(drain: false)
        guard !latencies.isEmpty else { print("no latencies measured"); return }
        func ms(_ q: Double) -> Double { latencies[min(latencies.count - 1, Int(Double(latencies.count) * q))] * 1000 }
        print(String(format: "device %@: %.0f s, %d notes, period %d frames (%.1f ms), buffer %d frames (%.1f ms)",
                     device, seconds, played, period, Double(period) / 44.1, buffer, Double(buffer) / 44.1))
        print(String(format: "schedule -> first sample handed to alsa-lib: median %.2f ms, p99 %.2f ms, max %.2f ms",
                     ms(0.5), ms(0.99), latencies.last! * 1000))
        print(String(format: "largest snd_pcm_delay: %d frames (%.1f ms); xruns recovered: %d",
                     delay, Double(delay) / 44.1, xruns))
    }
}
