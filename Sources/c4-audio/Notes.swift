import ArgumentParser
import AudioIO
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import Music

extension C4Audio {
    /// `c4-audio notes`: the note bank.
    struct Notes: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "notes",
            abstract: "Make the note bank, or list the notes in use.",
            discussion: """
                Examples:
                  c4-audio notes list
                  c4-audio notes generate mybank/
                """,
            subcommands: [Generate.self, List.self]
        )

        /// `c4-audio notes generate DIR`.
        struct Generate: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "generate",
                abstract: "Synthesize the note bank into a directory (16-bit mono WAV).",
                discussion: """
                    Writes C4 D4 E4 G4 A4 at three dynamics (C4.wav is mezzo-forte, C4-soft.wav and \
                    C4-accent.wav the others) and the themes good, bad, draw and current. The shipped bank in \
                    Resources/notes is exactly this output.

                    Examples:
                      c4-audio notes generate mybank/
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
                do {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                } catch {
                    throw Failure("\(directory): cannot create the directory (\(Self.reason(error)))")
                }
                for sound in Sound.all {
                    let samples = NoteBank.synthesize(sound, sampleRate: sampleRate)
                    let path = Text.path(directory, sound.fileStem + ".wav")
                    do {
                        try AudioFile.write(samples, to: path, format: .wav, sampleRate: sampleRate, channels: 1)
                    } catch {
                        throw Failure("\(error)")
                    }
                }
                print("wrote \(Sound.all.count) sounds to \(directory)")
            }
        }

        /// `c4-audio notes list`.
        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "list",
                abstract: "List the sounds in use: which file each comes from, its length and sample rate.",
                discussion: """
                    The bank is --notes DIR, else $C4_AUDIO_NOTES, else the one shipped with the program; \
                    a custom bank plays at the highest sample rate among its files.

                    Examples:
                      c4-audio notes list
                      c4-audio notes list --notes mybank/
                    """
            )

            @OptionGroup var global: GlobalOptions

            func run() throws {
                let loader = try BankLoader(notesOption: global.notes)
                let rate = try loader.nativeSampleRate()
                let entries = try loader.load(sampleRate: rate).entries
                print("note bank: \(loader.origin.explanation)")
                for sound in Sound.all {
                    let name = Text.padded(sound.fileStem, to: 10)
                    if let entry = entries[sound] {
                        let seconds = Text.printf("%6.3f", Double(entry.frames) / Double(entry.sampleRate)) + " s"
                        let file = entry.file.map(Text.lastPathComponent) ?? "(synthesized)"
                        let pitch = Self.pitch(of: sound)
                        print("\(name)\(Text.padded(file, to: 18))\(seconds)  \(entry.sampleRate) Hz  \(pitch)")
                    } else {
                        print("\(name)(no file: plays \(sound.fallback!.fileStem))")
                    }
                }
            }

            private static func pitch(of sound: Sound) -> String {
                switch sound {
                case .note(let note, let dynamic): "\(note) \(Text.printf("%.2f", note.frequency)) Hz, \(dynamic)"
                case .theme(.good): "perfect cadence V7-I, C major"
                case .theme(.bad): "Ab - G7 - C minor"
                case .theme(.draw): "interrupted cadence I-V-vi, A minor"
                case .theme(.current): "rising phrase into C major (resume)"
                }
            }
        }
    }
}
