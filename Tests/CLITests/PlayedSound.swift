import AudioIO
import Foundation
import Game
import Music
import Testing

/// What a game run with `C4_AUDIO_LATENCY_LOG` says it played (its `engine` and `sound` lines), and the
/// checks of its sound as captured through ALSA's file plugin: the capture must be, sample for sample,
/// the mix of those sounds at those frames (the shipped bank, dry, full volume), and each sound must
/// start one device latency after the moment it was asked for (±1 period).
struct PlayedSound {
    /// One sound the game asked of the engine.
    struct Played: CustomStringConvertible {
        /// Seconds after the engine started.
        var asked: Double
        /// Its first frame in the stream (and in the capture).
        var frame: Int
        var sound: Sound
        var variant: Int
        var pan: Double
        /// Its phrasing gain (``Cue/gain``).
        var gain: Double

        var cue: Cue { Cue(sound: sound, frame: frame, pan: pan, variant: variant, gain: gain) }
        /// Whether it describes the board (`--cues`) rather than plays the music.
        var isBoardCue: Bool {
            if case .board = sound { return true }
            return false
        }
        var description: String { "\(sound) v\(variant) at frame \(frame) (asked at \(asked) s)" }
    }

    /// When the engine started (the monotonic clock, seconds), its rate, period and buffer (frames).
    var start = 0.0, rate = 0, period = 0, buffer = 0
    /// The music played: the notes and themes, in order.
    var played: [Played] = []
    /// The board's cues played (`--cues`: a column's ticks, a threat's glide), which no render has.
    var cues: [Played] = []
    /// Both, in the order the game asked for them (the order the engine mixes them in).
    var all: [Played] = []

    /// Reads the log the game wrote.
    init(log path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let byName = Dictionary(uniqueKeysWithValues: (Sound.all + BoardSound.all.map(Sound.board)).map { ($0.fileStem, $0) })
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            switch fields.first {
            case "engine":
                start = try #require(Double(fields[1]))
                (rate, period, buffer) = (try #require(Int(fields[2])), try #require(Int(fields[3])), try #require(Int(fields[4])))
            case "sound":
                let sound = Played(asked: try #require(Double(fields[1])) / 1000, frame: try #require(Int(fields[2])),
                                     sound: try #require(byName[fields[3]]), variant: try #require(Int(fields[4])),
                                     pan: try #require(Double(fields[5])), gain: try #require(Double(fields[6])))
                if sound.isBoardCue { cues.append(sound) } else { played.append(sound) }
                all.append(sound)
            default:
                continue
            }
        }
        try #require(rate > 0 && period > 0, "no engine line in the log")
    }

    /// The notes (sound, variant, pan, gain; no timing) that `render` plays for `game` and `music`.
    static func rendered(moves: String, music: String) throws -> [Cue] {
        let game = try MoveRecord.parse(moves)
        let melody = try MusicString(parsing: music)
        return GameScore.cues(for: game, melody: melody, interval: 1, sampleRate: 1000).map {
            Cue(sound: $0.sound, frame: 0, pan: $0.pan, variant: $0.variant, gain: $0.gain)
        }
    }

    /// The sounds played, as cues without timing, to compare with ``rendered(moves:music:)``.
    var untimed: [Cue] { played.map { Cue(sound: $0.sound, frame: 0, pan: $0.pan, variant: $0.variant, gain: $0.gain) } }

    /// Checks that each sound starts one device latency (its buffer and the block mixed ahead) after it
    /// was asked for, within one period: where the file plugin, paced like a sound card, puts it.
    ///
    /// A sound asked while the engine is still starting (within one latency of its start, as a resumed
    /// game's Current tune is, or a first move typed at once) comes sooner: the device's buffer is not full
    /// yet, so less is mixed ahead of it (at frame 0 when the first block has not gone out, on a busy
    /// machine). It must then start no later than one latency after it was asked.
    func checkTiming() {
        for sound in all {
            let expected = Int((sound.asked * Double(rate)).rounded()) + buffer + period
            if expected - (buffer + period) < buffer + period {
                #expect(sound.frame <= expected + period, "\(sound), asked as the engine started: expected by frame \(expected + period)")
                continue
            }
            #expect(abs(sound.frame - expected) <= period, "\(sound): expected frame \(expected) ± \(period)")
        }
    }

    /// Checks that `capture` (the file plugin's raw S16 stereo) is the mix of the played sounds at their
    /// frames, sample for sample, and silence after.
    func checkCapture(_ path: String) throws {
        let capture = ReplayCommandTests.samples([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        var sounds: [Sound: [Float]] = [:]
        for sound in Set(all.map(\.sound)) {
            if case .board(let cue) = sound {
                sounds[sound] = cue.render(sampleRate: rate)
            } else {
                sounds[sound] = try RenderCommandTests.shippedSound(sound.fileStem)
            }
        }
        var bank = NoteBank(sampleRate: rate, sounds: sounds)
        bank.makeVariants(for: all.map(\.cue))
        let mix = Mixer.mix(all.map(\.cue), bank: bank, channels: 2, room: false)
        var expected = [Int16]()
        mix.withUnsafeBufferPointer { AudioFile.pcm16($0, into: &expected) }
        try #require(capture.count >= expected.count, "the capture (\(capture.count / 2) frames) ends before the game's sound (\(expected.count / 2))")
        let differing = expected.indices.filter { expected[$0] != capture[$0] }
        let count = differing.count, first = (differing.first ?? 0) / 2
        #expect(count == 0, "\(count) of \(expected.count) samples differ, the first at frame \(first)")
        let noise = capture[expected.count...].firstIndex { $0 != 0 }.map { $0 / 2 }
        #expect(noise == nil, "sound after the game's last sound ended")
    }

    /// The monotonic clock, in seconds (the game's log uses the same clock).
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
