import ArgumentParser
import AudioIO
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import Music

extension C4Audio.Notes {
    /// `c4-audio notes generate DIR [--instrument NAME]`.
    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate",
            abstract: "Synthesize a note bank into a directory (16-bit mono WAV).",
            discussion: """
                Writes C4 D4 E4 G4 A4 at three dynamics (C4.wav is mezzo-forte, C4-soft.wav and \
                C4-accent.wav the others) and the themes good, bad, draw and current, synthesized for \
                --instrument NAME (piano, marimba, celesta; the piano when not given): the shipped banks \
                Resources/notes (piano) and Resources/notes-NAME are exactly this output.

                Examples:
                  c4-audio notes generate mybank/ --instrument marimba
                  c4-audio notes generate mybank48k/ --sample-rate 48000
                  c4-audio --notes mybank/ render --moves 4453 -o x.wav
                """
        )

        @Argument(help: "The directory to write (created if needed).")
        var directory: String

        @Option(name: .customLong("sample-rate"), parsing: .unconditional, help: "Samples per second.")
        var sampleRate: Int = 44_100

        @OptionGroup var global: GlobalOptions

        /// The system's reason for a failed `createDirectory`: `strerror` of its POSIX code.
        static func reason(_ error: any Error) -> String {
            guard let posix = (error as? CocoaError)?.underlying as? POSIXError else { return "\(error)" }
            return String(cString: strerror(posix.code.rawValue))
        }

        func run() throws {
            guard (8_000...192_000).contains(sampleRate) else {
                throw Failure("--sample-rate \(sampleRate): must be between 8000 and 192000 Hz")
            }
            let instrument = global.instrument.flatMap(Instrument.init(name:)) ?? .standard
            let bank = NoteBank.synthesized(sampleRate: sampleRate, instrument: instrument)
            let notes = instrument == .standard ? [] : ["instrument: \(instrument), \(instrument.character)"]
            try write(bank)
            print("wrote \(Sound.all.count) sounds to \(directory)")
            notes.forEach { print($0) }
        }

        /// Writes every sound of `bank` into the directory; on a failure, removes what it wrote.
        private func write(_ bank: NoteBank) throws {
            let existed = FileManager.default.fileExists(atPath: directory)
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw Failure("\(directory): cannot create the directory (\(Self.reason(error)))")
            }
            var written: [String] = []
            for sound in Sound.all {
                let path = Text.path(directory, sound.fileStem + ".wav")
                do {
                    try AudioFile.write(bank[sound], to: path, format: .wav, sampleRate: sampleRate, channels: 1)
                    written.append(path)
                } catch {
                    written.forEach { try? FileManager.default.removeItem(atPath: $0) }
                    if !existed { try? FileManager.default.removeItem(atPath: directory) }
                    throw Failure("\(error)")
                }
            }
        }
    }
}
