import AudioIO
import Foundation
import Music
import Playback

/// `c4-bench audio`: the live engine's latency and robustness through a real device.
///
/// Plays a note "now" every 50–150 ms (seeded) for `seconds`, and reports: from each `play` call to its
/// first sample handed to alsa-lib (median, p99, max), how long `play` itself took, the largest device
/// delay (`snd_pcm_delay`), the underruns recovered and the buffer they grew to. With `trace`, one line per second: the worst
/// latency, the longest `snd_pcm_writei` and the delay range in it. Not a test: numbers for the README
/// (see scripts/bench-audio.sh).
enum AudioBench {
    static func run(device: String, seconds: Double, latency: Double, trace: Bool) throws {
        let bank = NoteBank.synthesized(sampleRate: 44_100)
        let pcm = try PCMDevice(name: device, sampleRate: 44_100, channels: 2, latency: latency,
                                maximumLatency: AudioEngine.Options.largestLatency)
        let engine = AudioEngine(device: pcm, bank: bank, channels: 2,
                                 options: .init(paced: true, latency: latency, measuresLatency: true))
        engine.start()
        var generator = SeededGenerator(seed: 2026)
        let start = monotonicSeconds()
        var calls: [Double] = []
        while monotonicSeconds() - start < seconds {
            usleep(UInt32.random(in: 50_000...150_000, using: &generator))
            let before = monotonicSeconds()
            engine.play(.note(Note.allCases.randomElement(using: &generator)!, .soft),
                        pan: Double.random(in: -0.75...0.75, using: &generator))
            calls.append(monotonicSeconds() - before)
        }
        _ = engine.wait(until: engine.endFrame, heard: false, timeout: 5)
        let samples = engine.takeLatencySamples(), blocks = engine.takeBlocks()
        let delay = engine.largestDelayFrames, xruns = engine.recoveredXruns
        let period = engine.periodFrames, buffer = engine.openingBufferFrames, realtime = engine.hasRealtimePriority
        let grown = engine.bufferFrames
        try engine.shutdown(drain: false)
        guard !samples.isEmpty else { print("no latencies measured"); return }
        if trace { printTrace(samples, blocks) }
        let latencies = samples.map(\.seconds).sorted()
        calls.sort()
        print(String(format: "device %@: %.0f s, %d notes, period %d frames (%.1f ms), buffer %d frames (%.1f ms)",
                     device, seconds, calls.count, period, Double(period) / 44.1, buffer, Double(buffer) / 44.1))
        print(String(format: "schedule -> first sample handed to alsa-lib: median %.2f ms, p99 %.2f ms, max %.2f ms",
                     quantile(latencies, 0.5) * 1000, quantile(latencies, 0.99) * 1000, latencies.last! * 1000))
        print(String(format: "play() call itself: median %.1f us, p99 %.1f us, max %.1f us",
                     quantile(calls, 0.5) * 1e6, quantile(calls, 0.99) * 1e6, calls.last! * 1e6))
        let mixes = blocks.map(\.mixSeconds).sorted(), periodSeconds = Double(period) / 44_100
        if !mixes.isEmpty {
            print(String(format: "mixing one period (%.1f ms of sound): median %.1f us, p99 %.1f us, max %.1f us (%.2f %% of the period at p99)",
                         periodSeconds * 1000, quantile(mixes, 0.5) * 1e6, quantile(mixes, 0.99) * 1e6, mixes.last! * 1e6,
                         quantile(mixes, 0.99) / periodSeconds * 100))
        }
        print(String(format: "largest snd_pcm_delay: %d frames (%.1f ms); xruns recovered: %d; real-time priority: %@",
                     delay, Double(delay) / 44.1, xruns, realtime ? "granted" : "refused"))
        print(String(format: "buffer at the end: %d frames (%.1f ms)", grown, Double(grown) / 44.1))
    }

    static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))]
    }

    /// Per second: notes, worst latency, longest write, delay range, xruns so far.
    static func printTrace(_ samples: [LatencySample], _ blocks: [BlockSample]) {
        let seconds = Int((blocks.last?.at ?? 0).rounded(.up))
        print("second  notes  worst-latency-ms  longest-writei-ms  delay-frames  xruns")
        for second in 0..<seconds {
            let inSecond = { (at: Double) in at >= Double(second) && at < Double(second + 1) }
            let notes = samples.filter { inSecond($0.at) }
            let writes = blocks.filter { inSecond($0.at) }
            guard !writes.isEmpty else { continue }
            let delays = writes.map(\.delay)
            print(String(format: "%6d  %5d  %16.2f  %17.2f  %5d-%-6d  %5d", second, notes.count,
                         (notes.map(\.seconds).max() ?? 0) * 1000, (writes.map(\.writeSeconds).max() ?? 0) * 1000,
                         delays.min()!, delays.max()!, writes.last!.recoveries))
        }
    }
}
