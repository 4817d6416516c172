import ArgumentParser
import AudioIO
import Game
import History
import Music
#if canImport(Glibc)
import Glibc
#endif

extension C4Audio {
    /// `c4-audio render`: a whole game as an audio file.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Write a game's music, every piece's note and its ending, to an audio file.",
            discussion: """
                Note k (counting from 0) starts at k × INTERVAL seconds and is panned to its piece's column; \
                every note rings on under the next ones. The ending starts one interval after the last note. \
                The whole mix goes through a small room (early reflections, a reverberation time T30 of 1.3 s, \
                1.7 s in the low octaves; --dry leaves it out). The file lasts exactly until the ending and \
                the room have rung out, the room to below −90 dBFS: (pieces × INTERVAL) + the ending's \
                length + about 0.4 s (for an unfinished game, from the last note on). The mix peaks at \
                −1 dBFS at most.

                The format follows the extension: .wav (16-bit PCM), .flac, .ogg (Vorbis), .mp3, or .mid for a \
                Standard MIDI File (one note per piece with its velocity, each column on its own channel panned \
                to its place, and the ending's chords on channel 8); \
                -o - writes WAV to standard output (refused when it is a terminal). The same inputs always give the same bytes.

                Without --music the melody is composed (reproducibly with --seed).

                Examples:
                  c4-audio render --moves 4455667 --seed 3 -o game.wav
                  c4-audio render --moves 4455667 --seed 3 -o game.mid
                  c4-audio render --moves 4455667 -o - | aplay
                """
        )

        @OptionGroup var choice: GameChoice

        @Option(name: .shortAndLong, help: ArgumentHelp("The file to write (.wav .flac .ogg .mp3, .mid for MIDI), or - for WAV on standard output.", valueName: "file"))
        var output: String

        // `.unconditional`: `--interval -1` is the value -1 (then refused by its range check), not
        // an unknown option `-1`.
        @Option(parsing: .unconditional, help: "Seconds between pieces.")
        var interval: Double = 1.0

        @Option(name: .customLong("sample-rate"), parsing: .unconditional, help: "Samples per second of the file (default: the note bank's, 44100 for the shipped bank).")
        var sampleRate: Int?

        @Option(help: "1 for mono, 2 for stereo with each note panned by its column.")
        var channels: Int = 2

        @Flag(help: "Leave out the room (reverberation): the notes as they are, dry.")
        var dry = false

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            guard channels == 1 || channels == 2 else { throw ValidationError("--channels must be 1 or 2.") }
        }

        func run() throws {
            let format: AudioFormat
            let isMIDI = [".mid", ".midi"].contains { output.lowercased().hasSuffix($0) }
            if isMIDI {
                format = .wav   // not used: the MIDI file is written before any sound is made
            } else if output == "-" {
                // As gzip does: binary data on a terminal is unreadable and can garble its settings.
                guard isatty(Text.standardOutput) == 0 else {
                    throw Failure("-o -: standard output is a terminal; WAV data is not written to one (pipe it, e.g. | aplay, or give -o FILE)")
                }
                format = .wav
            } else if let known = AudioFormat(path: output) {
                format = known
            } else {
                throw Failure("\(output): unknown extension (use .wav, .flac, .ogg, .mp3 or .mid, or - for WAV on standard output)")
            }
            guard interval.isFinite, interval > 0, interval <= 60 else {
                throw Failure("--interval \(interval): must be more than 0 and at most 60 seconds")
            }
            if let sampleRate, !isMIDI { try Self.checkSampleRate(sampleRate, format: format) }

            let chosen = try choice.load(global)
            let (game, melody) = (chosen.game, chosen.melody)

            let loader = try global.bankLoader()
            if isMIDI {
                // The instrument's General MIDI program (a bank of one's own: Electric Piano 1, the piano's).
                let program = (loader.origin.instrument ?? .standard).generalMIDIProgram
                do {
                    try AudioFile.write(bytes: GameMIDI.file(for: game, melody: melody, interval: interval, program: program),
                                        to: output)
                } catch {
                    throw Failure("\(error)")
                }
                Text.write("\(output): Standard MIDI File, \(game.moves.count) notes\(melody.ending.map { " and the \(Theme($0)) ending" } ?? ""), music \(melody)\n",
                           to: Text.standardOutput)
                return
            }
            let rate = try sampleRate ?? loader.nativeSampleRate()
            if sampleRate == nil { try Self.checkSampleRate(rate, format: format) }
            let cues = GameScore.cues(for: game, melody: melody, interval: interval, sampleRate: rate)
            let loaded = try loader.load(Set(cues.map(\.sound)), sampleRate: rate)
            // The bank reads the mapped note files in place until the file is written.
            defer { withExtendedLifetime(loaded.mappings) {} }
            var bank = loaded.bank
            bank.makeVariants(for: cues)
            let channels = channels, room = !dry
            // Mixed block by block straight into the encoder: the whole mix is never held in memory.
            let produce = { (write: (UnsafeBufferPointer<Float>) throws(AudioIOError) -> Void) throws(AudioIOError) in
                try Mixer.render(cues, bank: bank, channels: channels, room: room, write)
            }
            do {
                if output == "-" {
                    try AudioFile.writeToStandardOutput(sampleRate: rate, channels: channels, produce: produce)
                } else {
                    try AudioFile.write(to: output, format: format, sampleRate: rate, channels: channels, produce: produce)
                    let seconds = Double(Mixer.length(of: cues, bank: bank, room: room)) / Double(rate)
                    Text.write("\(output): \(Text.printf("%.3f", seconds)) s, \(channels == 2 ? "stereo" : "mono"), \(rate) Hz, music \(melody)\n",
                               to: Text.standardOutput)
                }
            } catch where error.path == "standard output" && error.function == "write" {
                // The same words as every other command's failed standard output.
                throw Failure("standard output: \(error.message)")
            } catch {
                throw Failure("\(error)")
            }
        }

        /// Refuses rates no encoder or player handles well, with the reason.
        static func checkSampleRate(_ rate: Int, format: AudioFormat) throws {
            guard (8_000...192_000).contains(rate) else {
                throw Failure("--sample-rate \(rate): must be between 8000 and 192000 Hz")
            }
            guard format.accepts(sampleRate: rate) else {
                throw Failure("--sample-rate \(rate): MP3 takes only 8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100 or 48000 Hz")
            }
        }

        /// The given music string checked against the game, or a composed one.
        static func melody(for game: Game, music: String?, seed: UInt64?, human: Humans?) throws -> MusicString {
            guard let music else {
                var composer = seed.map(Composer.init(seed:)) ?? Composer()
                return GameMusic.compose(for: game, humans: human ?? .first, composer: &composer)
            }
            do {
                let melody = try MusicString(parsing: music)
                try GameMusic.check(melody, against: game, humans: human)
                return melody
            } catch let error as MusicStringError {
                throw Failure("--music: \(error)")
            } catch {
                throw Failure("--music: \(error)")
            }
        }
    }
}

extension Humans: ExpressibleByArgument {}
