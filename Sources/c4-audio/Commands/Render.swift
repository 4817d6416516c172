import ArgumentParser
import Wording
import Assets
import AudioIO
import Game
import History
import Music
import Session
import SessionFacts
import TerminalUI
import Wording
#if canImport(Glibc)
import Glibc
#endif

extension C4Audio {
    /// `c4-audio render`: a whole game as an audio file.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: tr("Write a game's music, every piece's note and its ending, to an audio file."),
            discussion: HelpText.discussion(
                [tr("Note k (counting from 0) starts at k × INTERVAL seconds and is panned to its piece's column; every note rings on under the next ones. The ending starts one interval after the last note. The whole mix goes through a small room (early reflections, a reverberation time T30 of 1.3 s, 1.7 s in the low octaves; --dry leaves it out). The file lasts exactly until the ending and the room have rung out, the room to below -90 dBFS: (pieces × INTERVAL) + the ending's length + about 0.4 s (for an unfinished game, from the last note on). The mix peaks at -1 dBFS at most."),
                 tr("The format follows the extension: .wav (16-bit PCM), .flac, .ogg (Vorbis), .mp3, or .mid for a Standard MIDI File (one note per piece with its velocity, each column on its own channel panned to its place, and the ending's chords on channel 8); -o - writes WAV to standard output (refused when it is a terminal). The same inputs always give the same bytes."),
                 tr("Without --music the melody is composed (reproducibly with --seed). Without an ID or --moves, the newest stored game is rendered with its own music."),
                 tr("--speak says each move after its note, as the screen-reader mode words it, and the result after the last move, in the language in use, synthesized by libespeak-ng (Debian: libespeak-ng1, espeak-ng-data) in that language's voice at a fixed rate and pitch: the same bytes every run. The timeline makes room: a line starts 0.3 s after its note's onset, the next note comes 0.3 s after the line has ended (or one interval after the note before, when that is later), and the ending 0.3 s after the last line; no note starts while a line is said. The speech is centred and goes through the same room and level as the notes. A MIDI file has no speech: --speak with .mid is refused.")],
                examples: ["c4-audio render --moves 4455667 --seed 3 -o game.wav",
                           "c4-audio render --moves 4455667 -o - | aplay",
                           "c4-audio render --moves 4455667 --seed 3 --speak -o spoken.flac"])
        )

        @OptionGroup var choice: GameChoice

        @Option(name: .shortAndLong, help: ArgumentHelp(tr("The file to write (.wav .flac .ogg .mp3, .mid for MIDI), or - for WAV on standard output."), valueName: "file"),
                completion: .file())
        var output: String

        // `.unconditional`: `--interval -1` is the value -1 (then refused by its range check), not
        // an unknown option `-1`. A file never takes the stored interval: the same inputs, the same bytes.
        @Option(name: .customLong("interval"), parsing: .unconditional, help: Tunables.renderInterval.argumentHelp(.fixed))
        var intervalText: String?

        /// `--interval` in seconds, once validated, else the tunable's default.
        var interval: Double { Tunables.renderInterval.value(intervalText) ?? Tunables.renderInterval.defaultValue }

        @Option(name: .customLong("sample-rate"), parsing: .unconditional, help: ArgumentHelp(tr("Samples per second of the file (default: the note bank's, 44100 for the shipped bank).")))
        var sampleRate: Int?

        @Option(help: ArgumentHelp(tr("1 for mono, 2 for stereo with each note panned by its column.")), completion: .list(["1", "2"]))
        var channels: Int = defaultChannels

        /// Channels without `--channels`: stereo.
        static let defaultChannels = 2

        @Flag(help: ArgumentHelp(tr("Leave out the room (reverberation): the notes as they are, dry.")))
        var dry = false

        @Flag(help: ArgumentHelp(tr("Speak each move between the notes, and the result, in the language in use (through libespeak-ng; not for .mid).")))
        var speak = false

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            try Tunables.renderInterval.check(intervalText)
            guard channels == 1 || channels == 2 else { throw ValidationError(tr("--channels must be 1 or 2.")) }
            if speak && [".mid", ".midi"].contains(where: { output.lowercased().hasSuffix($0) }) {
                throw ValidationError(tr("--speak makes no MIDI: a Standard MIDI File holds notes, not speech."))
            }
            // A rate no format takes, or one the output's format refuses, is a usage error (64), as --channels 3 is.
            if let sampleRate {
                do { try GameRender.checkSampleRate(sampleRate, format: AudioFormat(path: output) ?? .wav) } catch {
                    throw ValidationError(error.description)
                }
            }
        }

        func run() throws {
            let target = try GameRender.Output(path: output)
            let chosen = try choice.load(global)
            var render = GameRender(game: chosen.game, melody: chosen.melody, interval: interval)
            render.channels = channels
            render.room = !dry
            render.sampleRate = sampleRate
            if speak { render.speech = chosen.speech }
            if let line = try render.write(to: target, loader: try global.bankLoader(usingHistory: choice.moves == nil)) {
                Text.write(line + "\n", to: Text.standardOutput)
            }
        }
    }
}

extension Humans: ExpressibleByArgument {}
