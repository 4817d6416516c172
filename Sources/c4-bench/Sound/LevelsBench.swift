import AudioIO
import Foundation
import SoundChecks

/// `c4-bench levels FILE...`: what the README says about a rendered file's level and end, measured from
/// the file itself (any format libsndfile reads): its integrated loudness (ITU BS.1770, the tests' meter),
/// its sample peak in dBFS, and the digital silence at its end (frames after the last non-zero sample;
/// a 16-bit file counts a sample as zero when it rounds to 0, i.e. |x| < 2⁻¹⁶).
enum LevelsBench {
    struct Levels {
        var loudness: Double, peak: Double, trailingSilence: Double, seconds: Double
    }

    static func measure(_ sound: AudioFile.Sound) -> Levels {
        let samples = sound.samples, channels = sound.channels, rate = Double(sound.sampleRate)
        let peak = samples.reduce(Float(0)) { max($0, abs($1)) }
        let threshold: Float = 0.5 / 32_768
        let last = samples.lastIndex { abs($0) >= threshold }.map { $0 / channels + 1 } ?? 0
        let frames = samples.count / channels
        return Levels(loudness: Loudness.integrated(samples, channels: channels, sampleRate: sound.sampleRate),
                      peak: 20 * log10(Double(peak)), trailingSilence: Double(frames - last) / rate,
                      seconds: Double(frames) / rate)
    }

    static func run(paths: [String]) throws {
        for path in paths {
            let levels = measure(try AudioFile.read(path))
            print(String(format: "%@: %.3f s, %.1f LUFS, peak %.1f dBFS, trailing digital silence %.3f s",
                         (path as NSString).lastPathComponent, levels.seconds, levels.loudness, levels.peak,
                         levels.trailingSilence))
        }
    }
}
